"""One line saying why a suggested action is good, in the game's words (issue 35).

A hint while practising and "Show the better move" in review draw the computer's action on the
board (``ui/ghost.py``) and say in one line what it does and what it is good for:

    Anna builds a palace on central site of Jaipur — 3 palaces of yours on the map; the
    computer rates your chance to win at 41 % after it

``why(game, view, seat, action)`` returns that line as a ``Message`` (rendered at the edge in
the reader's language, docs/i18n.md). It knows only ``view``, the seat's own view: states are
rebuilt from it as the bots rebuild theirs (``Game.sample_state``, seeded, so the same view and
action always give the same line), the action is applied to them, and

- *what* is the game's own log line of the action (``Game.describe``, the words the match log
  uses, with what the step sets off: a tent covered, a building completed, the fare paid);
- *why* is what the game's evaluator makes of the position after it (the same chance to win the
  review's graph plots), with a fact of the game's own where one says more (the palaces a
  prince would have, the gold in hand, the Forbidden City's points of a card taken, Arkadia's
  seals of a building completed), said only where every rebuilt state agrees on it.

No Qt, so the command line's ``analyse`` can print the same line.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from desktop_app.ai.evaluation import evaluate, evaluator_for
from desktop_app.ai.match_graph import chances
from desktop_app.engine.action import Action
from desktop_app.engine.errors import EngineError
from desktop_app.engine.messages import Message
from desktop_app.engine.protocol import Entry, Game, State, View
from desktop_app.engine.seats import Seat

#: How many states are rebuilt from the view to judge the action (the graph uses two a step).
SAMPLES = 3
#: What can go wrong rebuilding or applying from a view (a view the game cannot sample from).
_FAILURES = (EngineError, KeyError, IndexError, TypeError, ValueError, NotImplementedError)

#: A game's own fact about a step: (game, state before, state after, seat, action) -> what to say.
Fact = Callable[[Game, State, State, Seat, Action], Message | None]


def why(game: Game, view: View, seat: Seat, action: Action, *, samples: int = SAMPLES) -> Message:
    """What ``action`` does for ``seat`` and why it is good, from ``view`` alone."""
    rng = random.Random(f"three-palaces/why/{game.id}/{seat}/{action}")
    worlds: list[tuple[State, State]] = []
    for _ in range(max(1, samples)):
        try:
            before = game.sample_state(view, seat, rng)
            worlds.append((before, game.apply(before, seat, action)))
        except _FAILURES:
            continue
    if not worlds:
        return Message.make("engine.action", seat=seat, action=str(action))
    what = _what(game, worlds, seat, action)
    reason = _chance(game, worlds, seat)
    said = _agreed_fact(game, worlds, seat, action)
    if said is not None:
        reason = Message.make("engine.why.and", first=said, then=reason)
    return Message.make("engine.why.line", what=what, reason=reason)


def _what(game: Game, worlds: list[tuple[State, State]], seat: Seat, action: Action) -> Message:
    """The game's log line of the action, as every rebuilt state tells it: where the states
    disagree (what the step sets off depends on what the seat does not know: the next prince's
    disc, drawn from a made-up hand), only the action itself is said, without what follows."""
    try:
        lines = [
            _unrevealed(game.describe(game.redact(Entry(seat, action), seat, before), before, after))
            for before, after in worlds
        ]
    except _FAILURES:
        return Message.make("engine.action", seat=seat, action=str(action))
    if all(line == lines[0] for line in lines):
        return lines[0]
    return _first_clause(lines[0])


def _first_clause(line: Message) -> Message:
    """A ``…log.then`` line's first part (the action; the rest is what it set off)."""
    if line.id.endswith(".log.then"):
        first = line.get("first", line.get("line"))
        if isinstance(first, Message):
            return _first_clause(first)
    return line


def _unrevealed(line: Message) -> Message:
    """``line`` without the clauses that show what the step reveals (``…reveal``: the bribe boards
    turned over in the Forbidden City): in a rebuilt state they are made up, not known."""
    kept = {
        key: ("" if isinstance(value, Message) and value.id.endswith(".reveal") else value)
        for key, value in line.params
    }
    return Message.make(line.id, **kept)


def chance_after(game: Game, worlds: list[tuple[State, State]], seat: Seat) -> float:
    """``seat``'s chance to win after the action, averaged over the rebuilt states (0..1)."""
    evaluator = evaluator_for(game.id)
    after = worlds[0][1]
    players = _players(game, after)
    totals = [0.0] * players
    for _, state in worlds:
        for index, value in enumerate(evaluate(game, evaluator, state)[:players]):
            totals[index] += value
    shares = chances(game, [total / len(worlds) for total in totals], after, players)
    return shares[seat] if 0 <= seat < len(shares) else 0.0


def _chance(game: Game, worlds: list[tuple[State, State]], seat: Seat) -> Message:
    percent = round(100 * chance_after(game, worlds, seat))
    return Message.make("engine.why.chance", percent=percent)


def _players(game: Game, state: State) -> int:
    view = game.view(state, None)
    players = view.get("players")
    return players if isinstance(players, int) else len(view["seats"])


# --- the games' own facts ------------------------------------------------------------------------


def _maharaja_fact(game: Game, before: State, after: State, seat: Seat, action: Action) -> Message | None:
    """Palaces a prince would have on the map after building one; the gold after taking gold."""
    from desktop_app.ai.games.maharaja_value import palaces_of

    kind = str(action.get("action")) if action.type == "chip_action" else action.type
    if kind in ("build_palace", "build_palace_house"):
        count = palaces_of(after)[seat]
        return Message.make("maharaja.why.palaces", count=count)
    if kind == "take_gold":
        return Message.make("maharaja.why.gold", gold=after.players[seat].gold)
    return None


def _forbidden_city_fact(
    game: Game, before: State, after: State, seat: Seat, action: Action
) -> Message | None:
    """Points the step scores at once (a hand's best set, F-7.3)."""
    gained = game.view(after, seat)["scores"][seat] - game.view(before, seat)["scores"][seat]
    return Message.make("forbidden_city.why.points", points=gained) if gained > 0 else None


def _arkadia_fact(game: Game, before: State, after: State, seat: Seat, action: Action) -> Message | None:
    """Seals the step brings behind the seat's own screen (a building completed beside its workers)."""

    def seals(state: State) -> int:
        screen = game.view(state, seat)["seats"][seat]["screen"]
        return sum(screen["seals"].values()) if screen else 0

    gained = seals(after) - seals(before)
    return Message.make("arkadia.why.seals", count=gained) if gained > 0 else None


#: Each game's fact, by game id.
FACTS: dict[str, Fact] = {
    "maharaja": _maharaja_fact,
    "forbidden_city": _forbidden_city_fact,
    "arkadia": _arkadia_fact,
}


def _agreed_fact(game: Game, worlds: list[tuple[State, State]], seat: Seat, action: Action) -> Message | None:
    """The game's own fact about the step, said only where every rebuilt state agrees on it (a
    fact that hangs on what the seat does not know is not known)."""
    fact = FACTS.get(game.id)
    if fact is None:
        return None
    try:
        said = [fact(game, before, after, seat, action) for before, after in worlds]
    except _FAILURES:
        return None
    return said[0] if said and all(fact == said[0] for fact in said) else None
