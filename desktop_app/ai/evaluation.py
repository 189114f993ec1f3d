"""How bots judge positions: a per-game evaluator, with the final outcome as ground truth.

An evaluator maps a state to one value per seat in [0, 1] — an estimate of how well that seat
will finish (1 = certain win). Bots only ever evaluate determinized states they built from
their own view (``Game.sample_state``), never the real one.
"""

from __future__ import annotations

import importlib
import math
import random
from collections.abc import Sequence
from typing import Protocol

from desktop_app.engine.action import Action
from desktop_app.engine.outcome import Outcome
from desktop_app.engine.protocol import Game, State
from desktop_app.engine.seats import Seat

#: More seats than any game has; lets seat-count-free evaluators answer for every seat.
MAX_SEATS = 8


class Evaluator(Protocol):
    def values(self, game: Game, state: State) -> list[float]:
        """Per-seat estimate in [0, 1] of the final result, for a running match."""
        ...

    def rollout_action(
        self, game: Game, state: State, seat: Seat, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """A cheap, sensible move for playouts (random is allowed, but worse)."""
        ...

    # Optional hooks, looked up with getattr:
    # - ``heuristic_choice(game, worlds, seat, legal, rng) -> Action | None`` lets a game decide
    #   where one-step lookahead sees nothing (a secret plan whose effect comes later); returning
    #   None falls back to the lookahead.
    # - ``candidates(game, worlds, seat, legal, rng) -> list[Action]``: the few root moves worth a
    #   tree search when a turn offers hundreds.
    # - ``search_actions(game, state, seat, legal) -> Sequence[Action]``: the same narrowing at
    #   nodes inside the tree (e.g. a rival's answer judged by a model instead of searched freely).
    # - ``root_search(game, view, seat, legal, rng, budget_seconds, should_stop=..., clock=...,
    #   memory=...) -> Action``: a game's own search over determinizations, used by the ``hard``
    #   level instead of the tree; the budget is measured on ``clock``; ``memory`` is a dict the
    #   bot keeps between its own moves (nothing else may hold state between moves).


class NeutralEvaluator:
    """Used for games without their own evaluator: every running position is even."""

    def values(self, game: Game, state: State) -> list[float]:
        return [0.5] * MAX_SEATS

    def rollout_action(
        self, game: Game, state: State, seat: Seat, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        return legal[rng.randrange(len(legal))]


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
    return getattr(module, "EVALUATOR", NeutralEvaluator())


def win_chance(scores: Sequence[float], seat: int, scale: float) -> float:
    """``seat``'s chance of finishing ahead, from projected final scores: the mean over its rivals
    of a logistic in the score gap, ``scale`` being the gap that makes a win about 73 % likely.

    Evaluators turn projections into values in [0, 1] this way, so that a small lead is worth
    little while much is still to come and a big one is close to a certain win.
    """
    rivals = [score for other, score in enumerate(scores) if other != seat]
    mine = scores[seat]
    return sum(1.0 / (1.0 + math.exp(-(mine - theirs) / scale)) for theirs in rivals) / len(rivals)
