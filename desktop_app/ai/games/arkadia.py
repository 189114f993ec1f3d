"""How bots judge Arkadia positions (rules: docs/rules/arkadia.md).

What wins is final gold (L-4): gold already cashed plus every seal at the castle's final values.
The evaluator projects that figure for each seat and turns the gaps into win chances:

- seals are worth an *expected* final value, today's castle value (K-1) blended towards the
  long-run mean as the castle still has floors to fill, so cashing (J-2) is good exactly when a
  family stands above what it is likely to end at;
- an own worker next to an open building will pay one seal of its family when the building is
  completed (H-2), weighted by how likely completion is (few empty ring squares, time left);
- a building whose ring is already full pays now (the completion test runs after the refill or
  the worker step, H-1), and the active seat takes its seal (H-3) and a castle piece (I-1);
- tempo: the seat that moves next can complete a building whose empty ring squares it can fill
  with the workers behind its screen, taking the seal and a castle piece;
- workers behind the screen, neutral workers and banners are future chances, worth less as the
  end (L-1, 20 castle pieces on floors 1–2) approaches; unused banners also break ties (L-5).

The playout policy is greedy but cheap: bit tests pick a dozen placements worth a look (tiles
filling squares around nearly complete buildings, tents, own workers nearby; workers on small open
rings), and the best by projected margin is played; castle pieces raise the family the seat leads
in; banners and cashing follow the same rule as ``heuristic_choice``. ``root_search`` is the ``hard``
level's search (``arkadia_search``: paired playouts over a shortlist of moves, raced).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from functools import cache
from typing import NamedTuple

from desktop_app.ai.evaluation import Evaluator, win_chance
from desktop_app.ai.games import arkadia_search
from desktop_app.ai.games.arkadia_search import margin as _margin
from desktop_app.ai.games.arkadia_weights import WEIGHTS, fitted_weights
from desktop_app.engine.action import Action
from desktop_app.engine.protocol import Game
from desktop_app.engine.seats import Seat
from desktop_app.games.arkadia import (
    CAN,
    CASH,
    CASTLE,
    FAMILIES,
    FAMILY_INDEX,
    LOT_POSITION,
    MUST,
    NEUTRAL,
    PLAY_ACTIONS,
    REFILL,
    SHAPE_MASKS,
    TENT_MASK,
    WORKER_ACTIONS,
    WORKERS,
    ArkadiaView,
    ArkState,
    neighbours,
    seal_values,
    visible_colours,
)

MEAN_VALUE = 2.5  # the four values add up to 10 once the blank lot squares are covered (K-1)
TRIGGER_PIECES = 20  # floors 1 and 2 (L-1)
CASTLE_BONUS = 1.5  # choosing a castle piece shifts values towards one's own seals (I-3)
SCALE = 20.0  # gold; wide, so that a search still separates moves when one seat is far ahead
ROOT_CANDIDATES = 10  # moves a search considers at its root by default
ROLLOUT_SAMPLE = 12  # placements a playout move is chosen from
_TENTS = TENT_MASK


class _Outlook(NamedTuple):
    """What the parts of a projection share: each family's expected final seal value, each seat's
    workers on squares that pay (H-2), and how much a future chance is still worth."""

    expected: list[float]
    paying: list[int]
    future: float


def _pieces(state: ArkState) -> int:
    return sum(1 for floor in state.castle[:2] for c in floor if c >= 0)


class ArkadiaEvaluator(Evaluator):
    """Projected final gold per seat, turned into a win chance against each rival.

    The weights are in gold: an own worker behind the screen, a neutral one, an unused banner (all
    early in the game), the share of the next seat's best completion counted as its tempo, and
    the worth of choosing a castle piece."""

    def __init__(
        self,
        own_worker: float = 1.3,
        neutral_worker: float = 0.6,
        banner: float = 1.2,
        tempo: float = 0.6,
        castle_bonus: float = CASTLE_BONUS,
        seal_now: float = 1.0,
        seal_mean: float = MEAN_VALUE,
        complete: float = 1.0,
        payout: float = 1.0,
    ) -> None:
        self.own_worker = own_worker
        self.neutral_worker = neutral_worker
        self.banner = banner
        self.tempo = tempo
        self.castle_bonus = castle_bonus
        #: A seal is worth ``seal_now`` x today's value x progress + ``seal_mean`` x (1 - progress).
        self.seal_now = seal_now
        self.seal_mean = seal_mean
        #: Weights on a completion the active seat can make and on a worker's payout (H-2, H-3).
        self.complete = complete
        self.payout = payout

    def weights(self) -> dict[str, float]:
        """The evaluator's weights by name (``WEIGHTS``); the projection is linear in each of them."""
        return {name: float(getattr(self, name)) for name in WEIGHTS}

    def projected(self, state: ArkState) -> list[float]:
        """Each seat's expected final gold (L-4), counting seals, open buildings and resources.

        Three parts, added in this order (the same sums in the same order as when it was one
        function, so the figures are the same to the bit): what each screen holds, what the open
        buildings will pay (``_buildings``), and the next seat's tempo (``_tempo``)."""
        pieces = _pieces(state)
        remaining = max(0, TRIGGER_PIECES - pieces)
        progress = pieces / TRIGGER_PIECES
        values = seal_values(state.castle)
        expected = [progress * v + (1 - progress) * MEAN_VALUE for v in values]
        worth = [self.seal_now * progress * v + self.seal_mean * (1 - progress) for v in values]
        final_round = state.final_left >= 0
        time_left = remaining if not final_round else 0
        # How much a future opportunity is still worth: 1 early, small in the final round.
        future = (time_left + 1) / (time_left + 5) if not final_round else 0.15
        worker_masks = [0] * state.players
        for sq, owner in state.workers:
            if owner != NEUTRAL:
                worker_masks[owner] |= 1 << sq
        paying = [m & state.paid_squares for m in worker_masks]  # H-2: tents too, but not under rules 1

        score = [
            screen.gold
            + screen.seals[0] * worth[0]
            + screen.seals[1] * worth[1]
            + screen.seals[2] * worth[2]
            + screen.seals[3] * worth[3]
            + future
            * (
                self.own_worker * screen.own
                + self.neutral_worker * screen.neutral
                + self.banner * screen.banners
            )
            + 0.01 * screen.banners
            for screen in state.screens
        ]
        outlook = _Outlook(expected, paying, future)
        open_buildings = self._buildings(state, score, outlook, time_left + 2, final_round)
        if open_buildings:
            self._tempo(state, score, outlook, open_buildings)
        return score

    def _buildings(
        self, state: ArkState, score: list[float], outlook: _Outlook, slack: int, final_round: bool
    ) -> list[tuple[int, int, float]]:
        """Add to ``score`` what each building not yet completed will pay: the active seat's
        completion of a full ring or a candidate its worker step can still fill (N-3), and each
        seat's workers on its ring (H-2) weighted by how likely it is completed. Returns the
        open ones as (empty ring squares, index, that likelihood)."""
        expected, paying, future = outlook
        occupied = state.occupied
        active = state.active
        planned: set[int] = set()
        if state.phase == WORKERS:
            act = state.screens[active]
            spare = act.own + act.neutral
            for i in state.candidates:
                b = state.buildings[i]
                if not b.completed and (b.ring & ~occupied).bit_count() <= spare:
                    planned.add(i)
        players = state.players
        open_buildings: list[tuple[int, int, float]] = []
        for b in state.buildings:
            if b.completed:
                continue
            empty = (b.ring & ~occupied).bit_count()
            fam_value = expected[b.family]
            if empty == 0 or b.id in planned:
                q = 1.0 if empty == 0 else 0.85
                score[active] += q * (self.complete * fam_value + self.castle_bonus * future)
            else:
                q = slack / (slack + 1.5 * empty) if not final_round else 0.5 / empty
                open_buildings.append((empty, b.id, q))
            ring = b.ring
            for s in range(players):
                n = (paying[s] & ring).bit_count()
                if n:
                    score[s] += self.payout * q * n * fam_value
        return open_buildings

    def _tempo(
        self,
        state: ArkState,
        score: list[float],
        outlook: _Outlook,
        open_buildings: list[tuple[int, int, float]],
    ) -> None:
        """Add to ``score`` the tempo of the seat making the next MUST step: the best open
        building it can complete with the workers behind its screen."""
        expected, paying, future = outlook
        nxt = state.active if state.phase == MUST else (state.active + 1) % state.players
        screen = state.screens[nxt]
        spare = screen.own + screen.neutral
        best = 0.0
        for empty, i, q in open_buildings:
            if empty <= spare:
                b = state.buildings[i]
                v = expected[b.family]
                gain = v + CASTLE_BONUS * future + (1 - q) * (paying[nxt] & b.ring).bit_count() * v
                gain += min(empty, screen.own) * v * 0.5
                if gain > best:
                    best = gain
        score[nxt] += self.tempo * best

    def values(self, game: Game, state: ArkState) -> list[float]:
        score = self.projected(state)
        return [win_chance(score, s, SCALE) for s in range(len(score))]

    def heuristic_choice(
        self, game: Game, worlds: Sequence[ArkState], seat: Seat, legal: Sequence[Action], rng: random.Random
    ) -> Action | None:
        """Banner timing and cashing (J-1, J-2), which one-step lookahead cannot see: a banner's worth
        lies in the cash-in it allows and the workers it brings later. The seat's own screen and the
        castle are the same in every world, so the first world decides."""
        state = worlds[0]
        if state.phase == CAN:
            return legal[0] if wants_banner(state, seat) and legal[0].type == "use_banner" else legal[-1]
        if state.phase == CASH:
            cash = best_cash(state, seat)
            return cash if cash is not None and cash in legal else legal[-1]
        return None

    def root_search(
        self,
        game: Game,
        view: ArkadiaView,
        seat: Seat,
        legal: Sequence[Action],
        rng: random.Random,
        budget_seconds: float,
        should_stop: Callable[[], bool] | None = None,
        clock: Callable[[], float] = time.perf_counter,
        memory: dict[str, object] | None = None,
        level: str = "hard",
        max_work: int | None = None,
    ) -> Action:
        """The paired-playout race of ``arkadia_search``, for a bot that offers its budget to the game,
        with the ``level``'s settings (``arkadia_search.SETTINGS``); ``max_work`` caps its worlds.
        The ``expert`` judges and plays out with the weights fitted to self-play
        (``arkadia_weights``) where this evaluator has the hand-set ones.

        Every move is searched afresh, so the bot's ``memory`` is not used.
        """
        judge = expert_evaluator() if level == "expert" and self.weights() == HAND_SET else self
        return arkadia_search.root_search(
            game,
            view,
            seat,
            legal,
            rng,
            budget_seconds,
            judge,
            should_stop=should_stop,
            clock=clock,
            settings=arkadia_search.SETTINGS.get(level, arkadia_search.SETTINGS["hard"]),
            max_worlds=max_work,
        )

    # --- the search's shortlist ---------------------------------------------------------------

    def shortlist(
        self,
        game: Game,
        worlds: Sequence[ArkState],
        seat: Seat,
        legal: Sequence[Action],
        rng: random.Random,
        limit: int = ROOT_CANDIDATES,
    ) -> list[Action]:
        """The ``limit`` most promising of ``legal`` by one-step lookahead over ``worlds``.

        A MUST step offers hundreds of placements (N-4); a search cannot even try each once in
        its budget, so it looks at these (and they are what a strong player considers).
        """
        if len(legal) <= limit:
            return list(legal)
        scored = []
        for action in legal:
            total = 0.0
            for world in worlds:
                after = game.apply(world, seat, action)
                total += _margin(self.projected(after), seat)
            scored.append((total, rng.random(), action))
        scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
        return [action for _, _, action in scored[:limit]]

    # --- playouts ---------------------------------------------------------------------------

    def rollout_action(
        self, game: Game, state: ArkState, seat: Seat, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        phase = state.phase
        if phase in (MUST, WORKERS):
            return _rollout_placement(self, game, state, seat, legal, rng)
        if phase == CASTLE:
            return _best_castle_piece(state, seat, legal, rng)
        if phase == CAN:
            return legal[0] if wants_banner(state, seat) else legal[-1]
        if phase == CASH:
            cash = best_cash(state, seat)
            return cash if cash is not None else legal[-1]
        if phase == REFILL:
            return legal[rng.randrange(len(legal))]
        return legal[rng.randrange(len(legal))]


def expected_values(state: ArkState) -> list[float]:
    progress = _pieces(state) / TRIGGER_PIECES
    return [progress * v + (1 - progress) * MEAN_VALUE for v in seal_values(state.castle)]


def best_cash(state: ArkState, seat: int) -> Action | None:
    """J-2: cash all seals of the family that stands furthest above its expected final value."""
    values = seal_values(state.castle)
    expected = expected_values(state)
    seals = state.screens[seat].seals
    best, gain = None, 0.25
    for f in range(4):
        if seals[f] and values[f] - expected[f] > gain:
            best, gain = f, values[f] - expected[f]
    if best is None:
        return None
    return Action.make("cash", family=FAMILIES[best], count=seals[best])


def cash_gain(state: ArkState, seat: int) -> float:
    values = seal_values(state.castle)
    expected = expected_values(state)
    seals = state.screens[seat].seals
    return sum(max(0.0, values[f] - expected[f]) * seals[f] for f in range(4))


def wants_banner(state: ArkState, seat: int) -> bool:
    """J-1 timing: a banner when cashing now pays, or when the screen has run out of own workers."""
    screen = state.screens[seat]
    if screen.banners <= 0:
        return False
    if cash_gain(state, seat) >= 3.0:
        return True
    remaining = TRIGGER_PIECES - _pieces(state)
    return screen.own <= 1 and state.own_supply[seat] > 0 and remaining > 3 and state.final_left < 0


def _castle_ranked(state: ArkState, seat: int, legal: Sequence[Action]) -> list[Action]:
    """I-3 by the lead rule: raise the family this seat leads in, cover a colour its rivals lead in."""
    lead = [0.0] * 4
    for s, screen in enumerate(state.screens):
        for f in range(4):
            lead[f] += screen.seals[f] if s == seat else -screen.seals[f] / max(1, state.players - 1)
    shown = visible_colours(state.castle)
    scored = []
    for i, action in enumerate(legal):
        colour = FAMILY_INDEX[action["colour"]]
        covered = shown[LOT_POSITION[tuple(action["square"])]]
        score = lead[colour] - (lead[covered] if covered >= 0 else 0.0)
        if covered == colour:
            score = 0.0
        scored.append((score, -i, action))
    scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
    return [a for _, _, a in scored]


def _best_castle_piece(state: ArkState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    ranked = _castle_ranked(state, seat, legal)
    return ranked[0]


def _rollout_placement(
    evaluator: ArkadiaEvaluator,
    game: Game,
    state: ArkState,
    seat: int,
    legal: Sequence[Action],
    rng: random.Random,
) -> Action:
    sample = _placement_pool(state, seat, legal, rng)
    if not sample:
        return legal[rng.randrange(len(legal))]
    return max(sample, key=lambda a: _margin(evaluator.projected(game.apply(state, seat, a)), seat))


def _placement_pool(state: ArkState, seat: int, legal: Sequence[Action], rng: random.Random) -> list[Action]:
    """The placements worth a closer look, found with bit tests only: tiles that fill squares around
    nearly complete buildings, take tents or touch own workers; workers on small open rings."""
    occupied = state.occupied
    near = 0  # empty squares around buildings that are close to completion
    for b in state.buildings:
        empty = b.ring & ~occupied
        if not b.completed and empty and empty.bit_count() <= 4:
            near |= empty
    own = 0
    for sq, owner in state.workers:
        if owner == seat:
            own |= 1 << sq
    own_ring = neighbours(own)
    open_rings = [b.ring & ~occupied for b in state.buildings if not b.completed]
    masks = _ACTION_MASKS
    plays = []
    workers = []
    for action in legal:
        m = masks.get(id(action), 0)
        if action.type == "place_worker":
            score = sum(1.0 / r.bit_count() for r in open_rings if r & m)
            workers.append((score, rng.random(), action))
        else:
            score = 2 * (m & near).bit_count() + (m & _TENTS).bit_count() + (1 if m & own_ring else 0)
            plays.append((score, rng.random(), action))
    plays.sort(key=lambda t: (t[0], t[1]), reverse=True)
    workers.sort(key=lambda t: (t[0], t[1]), reverse=True)
    half = ROLLOUT_SAMPLE // 2
    return [t[2] for t in plays[:half]] + [t[2] for t in workers[:half]]


def _action_masks() -> dict[int, int]:
    """Every placement action's squares, so a playout can filter hundreds of moves with bit tests.

    Keyed by the identity of the game's ready-made actions (legal lists hand out exactly those
    objects), which saves hashing an ``Action`` hundreds of times per playout move."""
    out: dict[int, int] = {}
    for per_type in PLAY_ACTIONS:
        for t, per_orient in enumerate(per_type):
            for o, row in enumerate(per_orient):
                shape = SHAPE_MASKS[t][o]
                for anchor, action in enumerate(row):
                    if action is not None:
                        out[id(action)] = shape << anchor
    for row in WORKER_ACTIONS:
        for sq, action in enumerate(row):
            out[id(action)] = 1 << sq
    return out


_ACTION_MASKS = _action_masks()


EVALUATOR = ArkadiaEvaluator()
HAND_SET = EVALUATOR.weights()


@cache
def expert_evaluator() -> ArkadiaEvaluator:
    """The expert's evaluator: this projection with the weights fitted to self-play."""
    return ArkadiaEvaluator(**fitted_weights())
