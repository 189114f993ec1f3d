"""Work done ahead of need while the event loop has nothing else to do.

A finished match is reviewed as a spectator, whose log (described entries, rendered lines, the
slider's marks) nothing had asked for while the match ran: the first step into review made all
of it, 200 ms for a 1,900-step match. ``IdleWork`` runs such work in pieces of a few
milliseconds between the events the person causes, so it is ready before the first click.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

from PySide6.QtCore import QObject, QTimer


class IdleWork(QObject):
    """Runs ``pieces`` (each ``next`` one small piece) at most ``BUDGET`` seconds of CPU time
    per turn of the event loop, starting ``rest_ms`` after ``run``; a new ``run`` replaces what
    was left.

    The rest keeps the first piece out of the moment that asked for the work: a match's last
    move starts the spectator's log, and its first turn ran in the same pass of the event loop
    as the move's refresh and paint, 4 ms more before the person's next click was heard."""

    #: Seconds of this thread's CPU time per turn: well inside a frame.
    BUDGET = 0.004

    def __init__(self, parent: QObject | None = None, rest_ms: int = 0) -> None:
        super().__init__(parent)
        self._pieces: Iterator[None] | None = None
        self._rest_ms = rest_ms
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._turn)

    @property
    def busy(self) -> bool:
        return self._pieces is not None

    def run(self, pieces: Iterator[None]) -> None:
        self._pieces = pieces
        self._timer.start(self._rest_ms)

    def stop(self) -> None:
        self._timer.stop()
        self._pieces = None

    def hold(self) -> None:
        """Run no piece until ``resume``; what is left is kept (a person is stepping through
        review: a piece in the same pass as a step was a few milliseconds more of that step)."""
        self._timer.stop()

    def resume(self) -> None:
        """Go on with what ``hold`` kept, whenever the loop is idle (nothing left: nothing)."""
        if self._pieces is not None and not self._timer.isActive():
            self._timer.start(0)

    def finish(self) -> None:
        """Do what is left now (tests, and a screen asked for what the work makes)."""
        while self._pieces is not None:
            self._turn()

    def _turn(self) -> None:
        pieces = self._pieces
        if pieces is None:
            self._timer.stop()
            return
        if self._timer.interval() != 0:
            self._timer.setInterval(0)  # rested: from now on whenever the loop is idle
        start = time.thread_time()
        while time.thread_time() - start < self.BUDGET:
            try:
                next(pieces)
            except StopIteration:
                self.stop()
                return
