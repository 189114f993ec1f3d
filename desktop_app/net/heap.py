"""Keeping CPython's full garbage collections off a busy host's path.

A host keeps every state of its match (takebacks, the match file, review), each stream's document
and its replay buffer: objects that only grow, and that reference counting frees on its own when
they go. CPython's cyclic collector still walks all of them at each full collection, and a full
collection comes whenever the objects that survived since the last one reach a quarter of those
it walked then. Measured (1 December 2026, sans-IO host, 2-core machine under load): after
eight matches in one process every full collection took 100-400 ms and garbage collection cost
1.5 ms per Forbidden City action; the load benchmark's 20 matches on one host stalled all of them
together for the length of each — its p99 was seconds.

So a host process may move everything that has lived so far into the permanent generation
(``gc.freeze``, which costs nothing: it links lists) after every ``every`` frames it has
handled. Full collections then walk only what is newer; the young generations collect young
garbage as before. The price: cyclic garbage that had already reached the oldest generation
when it was frozen waits until the host is quiet — after ``quiet`` seconds without a frame it is
all thawed (``gc.unfreeze``) and collected once, when nobody is waiting for an answer.

It is a process-wide policy, so only what runs a host process opts in (the ``host`` command,
the benchmarks' hosts): ``HostTransport(..., heap=PROCESS)``. A screen hosting from the app
does not: its own objects (closed windows, their cycles) must go when the app collects them.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable

__all__ = ["FREEZE_EVERY", "PROCESS", "QUIET", "OldObjects"]

#: Frames handled between two freezes: a young generation's worth of garbage has then been
#: collected many times over (generation 0 is collected every 700 new objects).
FREEZE_EVERY = 200
#: Seconds without a frame after which the frozen objects are thawed and collected.
QUIET = 5.0


class OldObjects:
    """The policy above, for one process: ``handled`` after frames, ``tick`` now and then."""

    def __init__(
        self, every: int = FREEZE_EVERY, quiet: float = QUIET, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.every, self.quiet = every, quiet
        self._clock = clock
        self._since_freeze = 0
        self._last_frame = clock()
        #: Whether this policy froze objects that a quiet moment has not thawed yet.
        self.frozen = False

    def handled(self, frames: int) -> None:
        """``frames`` more frames were handled; freeze once ``every`` have been since the last time."""
        if frames <= 0:
            return
        self._last_frame = self._clock()
        self._since_freeze += frames
        if self._since_freeze >= self.every:
            self._since_freeze = 0
            gc.freeze()
            self.frozen = True

    def tick(self) -> None:
        """Thaw and collect what was frozen once no frame came for ``quiet`` seconds."""
        if self.frozen and self._clock() - self._last_frame >= self.quiet:
            self.frozen = False
            gc.unfreeze()
            gc.collect()


#: The one policy of a host process (several transports in one process share it).
PROCESS = OldObjects()
