"""How bots judge positions: a per-game evaluator, with the final outcome as ground truth.

An evaluator maps a state to one value per seat in [0, 1] — an estimate of how well that seat
will finish (1 = certain win). Bots only ever evaluate determinized states they built from
their own view (``Game.sample_state``), never the real one.
"""

from __future__ import annotations

import importlib
import math
import random
from collections.abc import Callable, Sequence
from typing import Any

from desktop_app.engine.action import Action
from desktop_app.engine.outcome import Outcome
from desktop_app.engine.protocol import Game, State
from desktop_app.engine.seats import Seat

#: More seats than any game has; lets seat-count-free evaluators answer for every seat.
MAX_SEATS = 8


class Evaluator:
    """What a game teaches the bots. Every game's evaluator subclasses this.

    ``values`` is the one method a game must give. The rest are hooks with defaults that mean
    "nothing special here", so the bots call them directly instead of probing with getattr.
    """

    def values(self, game: Game, state: State) -> list[float]:
        """Per-seat estimate in [0, 1] of the final result, for a running match."""
        raise NotImplementedError

    def rollout_action(
        self, game: Game, state: State, seat: Seat, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """A cheap, sensible move for playouts; random by default (allowed, but weaker)."""
        return legal[rng.randrange(len(legal))]

    def heuristic_choice(
        self, game: Game, worlds: Sequence[State], seat: Seat, legal: Sequence[Action], rng: random.Random
    ) -> Action | None:
        """A game's own decision where one-step lookahead sees nothing (a secret plan whose effect
        comes later); None falls back to the lookahead."""
        return None

    def candidates(
        self, game: Game, worlds: Sequence[State], seat: Seat, legal: Sequence[Action], rng: random.Random
    ) -> Sequence[Action] | None:
        """The few root moves worth a tree search when a turn offers hundreds; None: all of them."""
        return None

    def search_actions(
        self, game: Game, state: State, seat: Seat, legal: Sequence[Action]
    ) -> Sequence[Action] | None:
        """The same narrowing at nodes inside the tree (a rival's answer judged by a model instead
        of searched freely); None: all of them."""
        return None

    def root_search(
        self,
        game: Game,
        view: Any,
        seat: Seat,
        legal: Sequence[Action],
        rng: random.Random,
        budget_seconds: float,
        *,
        should_stop: Callable[[], bool],
        clock: Callable[[], float],
        memory: dict[str, object],
        level: str = "hard",
        max_work: int | None = None,
    ) -> Action | None:
        """A game's own search over determinizations, used by the ``hard`` and ``expert`` levels
        instead of the tree; None: use the tree. The budget is measured on ``clock``; ``memory``
        is a dict the bot keeps between its own moves (nothing else may hold state between
        moves). ``level`` picks the search's settings; ``max_work`` (worlds or playout rounds, for
        tests) makes the search deterministic for a seed: it then ignores the clock."""
        return None

    def sample_world(
        self, game: Game, view: Any, seat: Seat, rng: random.Random, memory: dict[str, object]
    ) -> State:
        """One world consistent with ``view``, for the ``expert`` level: a game may draw the hidden
        parts in proportion to how likely they are given what the seat observed (``memory`` holds
        the bot's own observations from earlier moves); uniform by default."""
        return game.sample_state(view, seat, rng)


class NeutralEvaluator(Evaluator):
    """Used for games without their own evaluator: every running position is even."""

    def values(self, game: Game, state: State) -> list[float]:
        return [0.5] * MAX_SEATS


def outcome_values(outcome: Outcome, players: int) -> list[float]:
    """Rank-based value: the winner 1, the last 0, evenly spaced between."""
    values = [0.0] * players
    if players == 1:
        return [1.0]
    for place, seat in enumerate(outcome.ranking):
        values[seat] = 1.0 - place / (players - 1)
    return values


def evaluate(game: Game, evaluator: Evaluator, state: State) -> list[float]:
    """Exact values at the end of the match, the evaluator's estimate before it."""
    outcome = game.outcome(state)
    if outcome is not None:
        return outcome_values(outcome, len(outcome.ranking))
    return evaluator.values(game, state)


def evaluator_for(game_id: str) -> Evaluator:
    """The game's evaluator, or the neutral one while a game has none."""
    try:
        module = importlib.import_module(f"desktop_app.ai.games.{game_id}")
    except ModuleNotFoundError:
        return NeutralEvaluator()
    evaluator = getattr(module, "EVALUATOR", None)
    return evaluator if isinstance(evaluator, Evaluator) else NeutralEvaluator()


def win_chance(scores: Sequence[float], seat: int, scale: float) -> float:
    """``seat``'s chance of finishing ahead, from projected final scores: the mean over its rivals
    of a logistic in the score gap, ``scale`` being the gap that makes a win about 73 % likely.

    Evaluators turn projections into values in [0, 1] this way, so that a small lead is worth
    little while much is still to come and a big one is close to a certain win.
    """
    rivals = [score for other, score in enumerate(scores) if other != seat]
    mine = scores[seat]
    return sum(1.0 / (1.0 + math.exp(-(mine - theirs) / scale)) for theirs in rivals) / len(rivals)
