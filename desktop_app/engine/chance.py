"""How a match's chance steps are drawn: a pure function of the match seed and the step number.

Games only list a chance step's outcomes and their odds (``Game.chance_outcomes``); the draw
happens here, outside every game, so that the one sampler is the same for all three, is
versioned (match files stamp ``SAMPLER_VERSION``) and can check a saved record's draws.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from desktop_app.engine.action import Action
from desktop_app.engine.errors import EngineError


def chance_rng(seed: int, step: int) -> random.Random:
    """The generator for the chance step at ``step``: a pure function of seed and step number.

    Deriving it per step (instead of one stream) means undoing and retaking an action never
    re-rolls the dice, and a resumed match samples exactly as the original would have.
    """
    return random.Random(f"three-palaces/{seed}/{step}")


#: The version of ``chance_rng`` + ``sample_outcome`` that drew a match's chance steps. Match files
#: stamp it, so that when the sampler ever changes, old files are still checked against the
#: sampler that drew them (keep the old one under its number then).
SAMPLER_VERSION = 1


def sample_outcome(outcomes: Sequence[tuple[Action, float]], rng: random.Random) -> Action:
    """Pick one outcome by its probability (inverse transform over the listed order)."""
    if not outcomes:
        raise EngineError("a chance step offered no outcomes")
    total = sum(p for _, p in outcomes)
    point = rng.random() * total
    running = 0.0
    for action, probability in outcomes:
        running += probability
        if point < running:
            return action
    return outcomes[-1][0]


def draw_chance(outcomes: Sequence[tuple[Action, float]], seed: int, step: int, sampler: int) -> Action:
    """The outcome that ``seed`` draws at ``step`` with sampler version ``sampler``."""
    if sampler != SAMPLER_VERSION:
        raise EngineError(f"chance sampler version {sampler} is not known to this version")
    return sample_outcome(outcomes, chance_rng(seed, step))
