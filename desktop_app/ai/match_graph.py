"""The match graph's numbers: each seat's standing and chance to win at every step of a match.

A player who lost wants to see where: the game's own measure of the lead (``standing``) and the
bots' judgement of who was going to win (``win chance``), step by step, and the steps where
that judgement swung most (``turning_points``). Everything here is computed from what one
*perspective* may know, so the graph cannot leak what the board would not show:

- a seat (or None, the spectator): the standings it can read in its own view at each step (a
  rival's hidden gold is simply not plotted), and win chances averaged over a few states
  rebuilt from that view (``Game.sample_state``, as the bots do: the real hidden state is never
  looked at);
- ``REVEALED`` (a finished match only, every secret public by then): each seat's standing read
  from its own view and the evaluator run on the true states.

Each step's point depends on that step alone (its own seeded generator), so a running match's
graph grows by the new steps only, and a cached graph is exactly what a recomputation gives.
No Qt here: the UI has ``ai.graph_worker`` run ``each_point`` in a process of its own (a thread
would hold the interpreter against the UI's event loop for seconds).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from desktop_app.ai.evaluation import Evaluator, evaluate, evaluator_for
from desktop_app.engine.protocol import Game, State, View
from desktop_app.engine.seats import Seat

#: The perspective of "everything revealed" (finished matches).
REVEALED: Literal["all"] = "all"
Perspective = Seat | None | Literal["all"]
#: States rebuilt per step from a seat's view: two keep a 2,000-step match near 4 s of CPU.
SAMPLES = 2
#: Bumped whenever a change would alter the numbers, so graphs cached by older code are ignored.
GRAPH_VERSION = 1


@dataclass(frozen=True, slots=True)
class Point:
    """One step: per seat, the standing (None where the perspective cannot see it) and the chance
    to win in [0, 1]."""

    standing: tuple[float | None, ...]
    chance: tuple[float, ...]

    def to_json(self, digits: int | None = 4) -> list[Any]:
        """Chances rounded for the archive's cache (a graph needs no more); ``digits=None`` keeps
        them exact, as the worker sends them, so its points equal the ones computed here."""
        chance = list(self.chance) if digits is None else [round(value, digits) for value in self.chance]
        return [list(self.standing), chance]

    @classmethod
    def from_json(cls, data: Any, players: int) -> Point:
        """``ValueError`` for anything a cache written by ``to_json`` would not hold."""
        if not isinstance(data, list) or len(data) != 2:
            raise ValueError("a point is [standing, chance]")
        standing, chance = data
        if not isinstance(standing, list) or not isinstance(chance, list):
            raise ValueError("a point holds two lists")
        if len(standing) != players or len(chance) != players:
            raise ValueError("a point has a value per seat")
        for value in standing:
            if value is not None and (type(value) not in (int, float) or abs(value) > 1e6):
                raise ValueError("a standing is a number")
        for value in chance:
            if type(value) not in (int, float) or not 0.0 <= value <= 1.0:
                raise ValueError("a chance lies in [0, 1]")
        return cls(tuple(standing), tuple(float(value) for value in chance))


@dataclass(frozen=True, slots=True)
class Swing:
    """A turning point: at ``step`` the chance of ``seat`` went from ``before`` to ``after``."""

    step: int
    seat: Seat
    before: float
    after: float

    @property
    def size(self) -> float:
        return abs(self.after - self.before)

    def to_json(self) -> list[Any]:
        return [self.step, self.seat, self.before, self.after]

    @classmethod
    def from_json(cls, data: Any, steps: int, players: int) -> Swing:
        """``ValueError`` for anything ``to_json`` of a swing in a match this long would not give."""
        if not isinstance(data, list) or len(data) != 4:
            raise ValueError("a swing is [step, seat, before, after]")
        step, seat, before, after = data
        for whole, end in ((step, steps), (seat, players - 1)):
            if type(whole) is not int or not 0 <= whole <= end:
                raise ValueError("a swing's step and seat are in the match")
        for value in (before, after):
            if type(value) not in (int, float) or not 0.0 <= value <= 1.0:
                raise ValueError("a swing's chances lie in [0, 1]")
        return cls(step, seat, float(before), float(after))


# --- the games' measures -------------------------------------------------------------------------


def _maharaja(view: View, seat: Seat) -> float | None:
    """Palaces decide Maharaja, gold breaks ties (M-8): palaces plus a tenth of the gold, so a
    palace outweighs all but a hoard and the line still shows the gold that pays for the next."""
    info = view["seats"][seat]
    if info["gold"] is None:
        return None
    return float(info["palaces_built"]) + info["gold"] / 10


def _forbidden_city(view: View, seat: Seat) -> float | None:
    """The best set score of a hand (F-7.3): hands are public, so every seat sees every score."""
    return float(view["scores"][seat])


def _arkadia(view: View, seat: Seat) -> float | None:
    """Gold plus the seals at the castle's current values (L-4); behind a screen, so only the
    seat itself (or the final scoring) can tell."""
    final = view.get("final")
    if final:
        return float(final[seat]["total"])
    screen = view["seats"][seat]["screen"]
    if screen is None:
        return None
    values = view["values"]
    return float(screen["gold"] + sum(count * values[family] for family, count in screen["seals"].items()))


_MEASURES: dict[str, Callable[[View, Seat], float | None]] = {
    "maharaja": _maharaja,
    "forbidden_city": _forbidden_city,
    "arkadia": _arkadia,
}

#: What the standing line measures, for the graph's legend (English; the UI translates it).
MEASURE_NAMES = {
    "maharaja": "palaces + gold/10",
    "forbidden_city": "card points",
    "arkadia": "gold + seal value",
}


def standing(game_id: str, view: View, seat: Seat) -> float | None:
    """``seat``'s standing as ``view`` shows it; None when the view does not show it."""
    measure = _MEASURES.get(game_id)
    if measure is None:
        return None
    try:
        return measure(view, seat)
    except (KeyError, IndexError, TypeError):
        return None


# --- win chances ---------------------------------------------------------------------------------


def chances(game: Game, values: Sequence[float], state: State, players: int) -> tuple[float, ...]:
    """Evaluator values made into chances that sum to one: the winner alone at the end (the
    rank values of ``outcome_values`` would give the runner-up a "50 % chance" of a lost match),
    else each seat's share of the values."""
    outcome = game.outcome(state)
    if outcome is not None:
        return tuple(1.0 if seat == outcome.winner else 0.0 for seat in range(players))
    clipped = [min(1.0, max(0.0, value)) for value in values[:players]]
    total = sum(clipped)
    if total <= 0:
        return tuple(1.0 / players for _ in range(players))
    return tuple(value / total for value in clipped)


def step_rng(seed: int, step: int, perspective: Perspective) -> random.Random:
    """The generator for one step's rebuilt states: a pure function, as ``chance_rng`` is."""
    return random.Random(f"three-palaces/graph/{seed}/{step}/{perspective}")


def point(
    game: Game,
    evaluator: Evaluator,
    state: State,
    players: int,
    perspective: Perspective,
    rng: random.Random,
    samples: int = SAMPLES,
) -> Point:
    """The graph's point for ``state`` as ``perspective`` may know it."""
    if perspective == REVEALED:
        shown = tuple(standing(game.id, game.view(state, seat), seat) for seat in range(players))
        return Point(shown, chances(game, evaluate(game, evaluator, state), state, players))
    seat = perspective if isinstance(perspective, int) else None
    view = game.view(state, seat)
    shown = tuple(standing(game.id, view, other) for other in range(players))
    if game.outcome(state) is not None:
        return Point(shown, chances(game, [], state, players))
    totals = [0.0] * players
    for _ in range(samples):
        world = game.sample_state(view, seat, rng)  # type: ignore[arg-type]  # None: the spectator
        for index, value in enumerate(evaluate(game, evaluator, world)[:players]):
            totals[index] += value
    return Point(shown, chances(game, [total / samples for total in totals], state, players))


def each_point(
    game: Game, states: Sequence[State], seed: int, perspective: Perspective, start: int = 0
) -> Iterator[Point]:
    """The points of ``states[start:]`` one by one (``states[k]``: after step ``k``), so a caller
    can send each on, stop between two, or check for other work."""
    evaluator = evaluator_for(game.id)
    players = _players(game, states[0]) if states else 0
    for step in range(start, len(states)):
        yield point(game, evaluator, states[step], players, perspective, step_rng(seed, step, perspective))


def compute(
    game: Game,
    states: Sequence[State],
    seed: int,
    perspective: Perspective,
    *,
    known: Sequence[Point] = (),
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] = lambda: False,
) -> list[Point] | None:
    """Points for every state, reusing ``known`` for the first ones; None when ``cancelled`` said
    so on the way. ``progress(done, total)`` after each step."""
    found = list(known[: len(states)])
    total = len(states)
    for new in each_point(game, states, seed, perspective, len(found)):
        if cancelled():
            return None
        found.append(new)
        if progress is not None:
            progress(len(found), total)
    return found


def _players(game: Game, state: State) -> int:
    """The number of seats, read from the public view (every game's view says it)."""
    view = game.view(state, None)
    players = view.get("players")
    if isinstance(players, int):
        return players
    return len(view["seats"])


# --- turning points ------------------------------------------------------------------------------


def turning_points(points: Sequence[Point], count: int = 3, *, apart: int = 3) -> list[Swing]:
    """The ``count`` steps where one seat's chance changed most, at least ``apart`` steps from a
    bigger one (a swing over two steps is one event, not two), in step order.

    The seat named is the one whose chance moved most there; steps are 1-based as the log's are
    (point ``k`` is the state after step ``k``).
    """
    swings: list[Swing] = []
    for step in range(1, len(points)):
        before, after = points[step - 1].chance, points[step].chance
        seat = max(range(len(after)), key=lambda index: abs(after[index] - before[index]))
        swing = Swing(step, seat, before[seat], after[seat])
        if swing.size >= 0.05:
            swings.append(swing)
    chosen: list[Swing] = []
    for swing in sorted(swings, key=lambda item: (-item.size, item.step)):
        if all(abs(swing.step - other.step) >= apart for other in chosen):
            chosen.append(swing)
        if len(chosen) == count:
            break
    return sorted(chosen, key=lambda item: item.step)
