"""How long a bot may think about one move, and the deadline its search keeps to.

Every level has a budget (``BUDGETS``): the ``hard`` and ``expert`` levels search until their
budget is spent (or their search has nothing left to compare), the other two do a fixed amount of
work that stays well inside theirs (``benchmarks/bot_strength.py`` prints the longest think of
every level and game next to its budget).

A search that looks at its clock only between long units of work (a whole Maharaja playout of
0.1–0.5 s, a whole Arkadia world of twenty playouts) overruns by up to one unit, which is how the
Maharaja search once thought 2.7 s on a 2 s budget. So the searches hand a ``Deadline`` down into
their units: ``check()`` is called at every small step (one greedy turn step, one playout step)
and raises ``OutOfTime`` once the budget is spent or the bot was cancelled; the search catches it
where it can still answer with what it has compared so far. A move then overruns by at most one
small step plus the work of answering.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Final

#: Seconds of thinking per move, by level. ``hard`` is the default of ``make_bot``'s
#: ``budget_seconds``; the others are limits their fixed work was measured against: the longest
#: heuristic move, a Maharaja disc plan with five players, took about 0.6 s of CPU; a random move
#: takes microseconds, but a move is timed with the view and legal actions it is handed and with
#: whatever the process does meanwhile, and a full garbage collection took 40 ms (90 ms on a
#: loaded machine).
HARD_BUDGET_SECONDS: Final = 1.5
#: The ``expert`` level (issue 36): at most 3 s of CPU per move on one core, twice ``hard``'s.
EXPERT_BUDGET_SECONDS: Final = 3.0
BUDGETS: Final = {
    "random": 0.25,
    "heuristic": 1.0,
    "hard": HARD_BUDGET_SECONDS,
    "expert": EXPERT_BUDGET_SECONDS,
}

#: What a search may overrun its budget by (issue 18: budget + 10 %), for benchmarks and tests.
TOLERANCE: Final = 0.10


class OutOfTime(Exception):
    """The move's budget is spent (or the bot was cancelled): stop and answer with what is known."""


class Deadline:
    """The end of one move's thinking on one clock, checked cheaply and often by a search."""

    __slots__ = ("clock", "end", "should_stop", "start")

    def __init__(
        self,
        budget_seconds: float,
        clock: Callable[[], float] = time.perf_counter,
        should_stop: Callable[[], bool] | None = None,
    ) -> None:
        self.clock = clock
        self.start = clock()
        self.end = self.start + budget_seconds
        self.should_stop = should_stop

    def passed(self) -> bool:
        """True once the budget is spent or the search was asked to stop."""
        stop = self.should_stop
        return (stop is not None and stop()) or self.clock() >= self.end

    def check(self) -> None:
        """Raise ``OutOfTime`` if the search must stop now; called at every small step."""
        if self.passed():
            raise OutOfTime

    def fits(self, seconds: float) -> bool:
        """Would work expected to take ``seconds`` end before the deadline? (Not begun otherwise:
        work cut short is thrown away, so starting it would only waste the time left.)"""
        return self.clock() + seconds <= self.end

    def elapsed(self) -> float:
        return self.clock() - self.start


def no_deadline() -> None:
    """The ``check`` of work that runs without a deadline (the heuristic level, tests)."""
