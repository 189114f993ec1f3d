"""The window's garbage collection: full collections while the event loop is idle, not in a frame.

CPython's cyclic collector runs a full collection whenever the objects that survived since the
last one reach a quarter of those it walked then, wherever the program happens to be. With a
match open a full collection walks everything the program holds (Qt wrappers, the rules' tables,
the match's states and items): 28-47 ms of CPU, once 84 ms and in ``ui_speed`` up to 190 ms
(2 December 2026), against a 16 ms frame. It lands in whatever runs next: a review seek, an
action, a paint (issue 18).

So the window's process keeps what it has built frozen (``gc.freeze``: the permanent
generation, which no collection walks) and collects when the event loop has been idle for a
while, judged every ``TICK_MS`` (``REST_MS`` while no pass is due) from the process's own CPU
time (a tick is quiet when the process used less than ``QUIET_SHARE`` of a core in it), and
only once some work was done since the last time (``WORK_DUE``):

- after ``QUIET_TICKS`` quiet ticks (half a second), a young pass: collect what is not frozen —
  what was built since the last pass — and freeze what is left. A few milliseconds, so a click
  that comes just then hardly waits;
- after ``FULL_QUIET_TICKS`` (five seconds), a full pass: thaw everything, collect it whole and
  freeze what is left (28-47 ms with a match open; 38 ms with a 2,000-step Forbidden City
  match opened by ``./play FILE``, whose young passes took 0.3-0.8 ms). Cyclic garbage that was
  frozen goes then: the cycles of a closed match window, a closed dialog, a replaced page.

Every automatic collection in between walks only what was built since the last pass. "Idle" is
told from CPU time rather than from input events: no event filter taxes every event of every
frame, and work nobody asked for (a computer player thinking, an animation) counts as busy too.

Generation 0 is collected every ``YOUNG`` new objects instead of CPython's 700: a seek or an
action keeps most of what it builds (states, items, log lines), which each young collection
walked again.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from desktop_app.threads import resume_collection

__all__ = [
    "FULL_QUIET_TICKS",
    "QUIET_SHARE",
    "QUIET_TICKS",
    "REST_MS",
    "TICK_MS",
    "WORK_DUE",
    "YOUNG",
    "IdleCollector",
]

#: How often the event loop's idleness is looked at while a pass is due, and while none is (an
#: idle window then wakes every two seconds rather than four times a second).
TICK_MS = 250
REST_MS = 2000
#: Quiet ticks in a row before a young pass (half a second with nothing to do) and a full one.
QUIET_TICKS = 2
FULL_QUIET_TICKS = 20
#: A tick is quiet when the process used less than this share of one core in it.
QUIET_SHARE = 0.1
#: CPU seconds of work since the last pass that make the next one worth doing (a screen opened
#: or closed, a few actions, a review).
WORK_DUE = 0.05
#: New objects between two collections of generation 0 in the window's process (CPython: 700).
YOUNG = 5_000


class IdleCollector(QObject):
    """The policy above for the window's process: ``start`` once the first screen is up."""

    def __init__(
        self, parent: QObject | None = None, *, cpu: Callable[[], float] = time.process_time
    ) -> None:
        super().__init__(parent)
        self._cpu = cpu
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self.tick)
        self._last = cpu()
        self._quiet = 0
        #: CPU seconds of work since the last pass and since the last full pass (the passes' own
        #: time is not counted).
        self.work = self.full_work = 0.0
        #: Passes done so far, and how many of them were full.
        self.passes = self.full_passes = 0
        self._thresholds: tuple[int, int, int] | None = None

    @property
    def due(self) -> bool:
        """Whether enough was done since the last pass (up to now, not only to the last look)
        that the next quiet moment collects."""
        return self.work + self._cpu() - self._last >= WORK_DUE

    @property
    def interval(self) -> int:
        """Milliseconds between two looks: ``TICK_MS`` while a pass (young or full) is due,
        ``REST_MS`` while none is."""
        return self._timer.interval()

    def start(self) -> None:
        """Freeze what exists, collect generation 0 every ``YOUNG`` objects, and watch the loop."""
        young, older, oldest = self._thresholds = gc.get_threshold()
        gc.set_threshold(max(young, YOUNG), older, oldest)
        gc.freeze()
        self._last = self._cpu()
        self._timer.start()

    def stop(self) -> None:
        """Stop watching and give generation 0 its threshold back (what is frozen stays so)."""
        self._timer.stop()
        if self._thresholds is not None:
            gc.set_threshold(*self._thresholds)
            self._thresholds = None

    def tick(self) -> None:
        """Count this tick as quiet or busy; collect once the loop has been quiet long enough."""
        resume_collection()  # a thread that held the collector let go (``desktop_app.threads``)
        now = self._cpu()
        used = now - self._last
        resting = self._timer.interval() != TICK_MS
        self.work += used
        self.full_work += used
        # After a long look, work that made a pass due may have been just now: quiet is judged
        # from the next short looks.
        quiet = used < QUIET_SHARE * TICK_MS / 1000 and not (resting and self.full_work >= WORK_DUE)
        self._quiet = self._quiet + 1 if quiet else 0
        if self._quiet >= FULL_QUIET_TICKS and self.full_work >= WORK_DUE:
            self.collect(full=True)
        elif self._quiet >= QUIET_TICKS and self.work >= WORK_DUE:
            self.collect()
        self._timer.setInterval(TICK_MS if self.full_work >= WORK_DUE else REST_MS)
        self._last = self._cpu()

    def collect(self, *, full: bool = False) -> None:
        """Collect what is not frozen (``full``: thaw everything first) and freeze what is left."""
        if full:
            gc.unfreeze()
            self.full_work = 0.0
            self.full_passes += 1
        gc.collect()
        gc.freeze()
        self.work = 0.0
        self.passes += 1
