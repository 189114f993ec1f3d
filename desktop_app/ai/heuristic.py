"""The ``heuristic`` level: one-step lookahead with the game's evaluator over a few determinizations.

For each legal action the bot imagines the hidden parts a few times (``Game.sample_state`` from
its own view), applies the action, lets chance fall, and scores the result with the evaluator.
It picks the best average: sensible, fast, and blind to everything its seat may not know.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from desktop_app.ai.evaluation import Evaluator, evaluate, evaluator_for
from desktop_app.engine.action import Action
from desktop_app.engine.protocol import Game, State, View
from desktop_app.engine.seats import CHANCE, Seat
from desktop_app.engine.session import sample_outcome


def settle_chance(game: Game, state: State, rng: random.Random, limit: int = 64) -> State:
    """Let chance take its steps (sampled) until a player must act."""
    for _ in range(limit):
        if CHANCE not in game.to_move(state):
            break
        state = game.apply(state, CHANCE, sample_outcome(game.chance_outcomes(state), rng))
    return state


def play_out(game: Game, evaluator: Evaluator, state: State, steps: int, rng: random.Random) -> State:
    """Up to ``steps`` moves of the evaluator's cheap playout policy, chance sampled with ``rng``."""
    for _ in range(steps):
        movers = game.to_move(state)
        if not movers:
            break
        if CHANCE in movers:
            state = game.apply(state, CHANCE, sample_outcome(game.chance_outcomes(state), rng))
            continue
        actor = min(movers)
        legal = game.legal_actions(state, actor)
        state = game.apply(state, actor, evaluator.rollout_action(game, state, actor, legal, rng))
    return state


class HeuristicBot:
    level = "heuristic"

    def __init__(self, seed: int | None = None, samples: int = 3, evaluator: Evaluator | None = None) -> None:
        self._rng = random.Random(seed)
        self._samples = samples
        self._evaluator = evaluator

    def choose(self, game: Game, seat: Seat, view: View, legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError("a bot was asked to move with no legal action")
        if len(legal) == 1:
            return legal[0]
        evaluator = self._evaluator or evaluator_for(game.id)
        try:
            worlds = [game.sample_state(view, seat, self._rng) for _ in range(self._samples)]
        except NotImplementedError:
            return legal[self._rng.randrange(len(legal))]
        chosen = evaluator.heuristic_choice(game, worlds, seat, legal, self._rng)
        if chosen is not None:
            return chosen
        best: list[Action] = []
        best_value = float("-inf")
        for action in legal:
            total = 0.0
            for world in worlds:
                after = settle_chance(game, game.apply(world, seat, action), self._rng)
                total += evaluate(game, evaluator, after)[seat]
            value = total / len(worlds)
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return best[self._rng.randrange(len(best))]
