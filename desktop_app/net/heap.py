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

The young generations cost a busy host too: every action makes views, patches and log lines
that it keeps, so most of what generation 0 walks survives it and is walked again in generation 1.
With CPython's default threshold (a collection every 700 new objects) the load benchmark's host
ran 2,175 young collections in 45 s, 2.2 s of CPU (13 % of its work; 1 December 2026). So a host
process also collects generation 0 only every ``YOUNG`` new objects: the same host then ran 6
young collections, 32 ms in all, and its CPU per action fell from 3.13 to 2.81 ms. Young cyclic
garbage waits a little longer (at most ``YOUNG`` objects' worth, a few megabytes).

A host process has other threads too (the journal's writer, bots at the host): it hands the
interpreter's lock over quickly (``threads.hand_over_quickly``).

It is a process-wide policy, so only what runs a host process opts in (the ``host`` command,
the benchmarks' hosts): ``HostTransport(..., heap=PROCESS)``. A screen hosting from the app
does not: its own objects (closed windows, their cycles) must go when the app collects them.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable

from desktop_app.threads import hand_over_quickly, resume_collection

__all__ = ["FREEZE_EVERY", "PROCESS", "QUIET", "YOUNG", "OldObjects"]

#: Frames handled between two freezes: a young generation's worth of garbage has then been
#: collected many times over (generation 0 is collected every 700 new objects).
FREEZE_EVERY = 200
#: Seconds without a frame after which the frozen objects are thawed and collected.
QUIET = 5.0
#: New objects between two collections of generation 0 in a host process (CPython's default: 700).
YOUNG = 50_000


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

    def adopt(self) -> None:
        """Make this the process's policy: generation 0 is collected every ``YOUNG`` new objects
        (the older generations keep their thresholds), and its threads hand the interpreter's lock
        over quickly (``threads``). Called by each transport that serves with it; only ever raises
        the threshold, so a process that chose a higher one keeps it."""
        young, *older = gc.get_threshold()
        if young < YOUNG:
            gc.set_threshold(YOUNG, *older)
        hand_over_quickly()

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
        resume_collection()  # a thread that held the collector let go (``desktop_app.threads``)
        if self.frozen and self._clock() - self._last_frame >= self.quiet:
            self.frozen = False
            gc.unfreeze()
            gc.collect()


#: The one policy of a host process (several transports in one process share it).
PROCESS = OldObjects()
