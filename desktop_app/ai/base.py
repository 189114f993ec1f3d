"""What every bot is: something that turns its seat's view and legal actions into one action.

Bots never receive a game state, so they cannot cheat by construction; the legal actions are
derived from what the seat knows (its own hand, public board) and are what a human sees too.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol

from desktop_app.engine.action import Action
from desktop_app.engine.protocol import Game, View
from desktop_app.engine.seats import Seat


class Bot(Protocol):
    """A computer opponent at one level."""

    level: str

    def choose(self, game: Game, seat: Seat, view: View, legal: Sequence[Action]) -> Action:
        """Pick one of ``legal`` for ``seat``, knowing only ``view``."""
        ...


class RandomBot:
    """Uniformly random legal play: the baseline every other level must beat."""

    level = "random"

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, game: Game, seat: Seat, view: View, legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError("a bot was asked to move with no legal action")
        return legal[self._rng.randrange(len(legal))]


LEVELS = ("random", "heuristic", "hard", "expert")


def make_bot(
    level: str,
    seed: int | None = None,
    budget_seconds: float | None = None,
    clock: Callable[[], float] | None = None,
    max_iterations: int | None = None,
) -> Bot:
    """The bot for a seat kind; unknown levels are an error, not a silent fallback.

    ``budget_seconds`` limits the ``hard`` and ``expert`` levels' thinking per move (default
    ``budget.BUDGETS[level]``: 1.5 s and 3 s), measured on ``clock`` (wall time by default; benchmarks
    sharing a busy machine pass the thread's CPU time so that what is measured is the bot, not
    the neighbours). The other levels do a fixed amount of work within their ``BUDGETS``.
    ``max_iterations`` gives ``hard`` and ``expert`` a fixed amount of work instead of a budget
    (benchmarks that must not depend on the machine's load; each search's docstring says what one
    unit is).
    """
    if level == "random":
        return RandomBot(seed)
    if level == "heuristic":
        from desktop_app.ai.heuristic import HeuristicBot

        return HeuristicBot(seed)
    if level == "hard":
        from desktop_app.ai.ismcts import DEFAULT_BUDGET_SECONDS, IsmctsBot

        return IsmctsBot(
            seed,
            budget_seconds=budget_seconds or DEFAULT_BUDGET_SECONDS,
            max_iterations=max_iterations,
            clock=clock,
        )
    if level == "expert":
        from desktop_app.ai.budget import EXPERT_BUDGET_SECONDS
        from desktop_app.ai.expert import ExpertBot

        return ExpertBot(
            seed,
            budget_seconds=budget_seconds or EXPERT_BUDGET_SECONDS,
            max_iterations=max_iterations,
            clock=clock,
        )
    raise ValueError(f"unknown bot level {level!r} (available: {', '.join(LEVELS)})")
