"""The review bar's landmarks (turn ends, round and scoring marks), kept up to date step by step.

``turn_boundaries`` and ``step_marks`` walk a whole record; the match screen used to call them
again whenever the record grew, so one action at step 2,000 of a match walked 2,000 entries and
their nested log messages (12 ms in the Forbidden City, most of a frame). A record only ever
grows at its end or is cut back (undo, resuming from an earlier step), and what a step
contributes depends only on the steps up to it, so ``Landmarks`` keeps what it found for the
common beginning of the old and the new record and looks only at the steps after it.
``tests/ui/test_landmarks.py`` proves the result equals the two functions run from scratch.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence

from desktop_app.engine.protocol import Entry
from desktop_app.engine.seats import CHANCE, Seat
from desktop_app.ui.review_bar import step_marks

#: The log entries of the whole record as one reader may read them (``Session.log_entries``).
Describe = Callable[[Seat | None], Sequence[object]]


def common_length(old: Sequence[Entry], new: Sequence[Entry]) -> int:
    """How many entries ``old`` and ``new`` share from the start."""
    length = min(len(old), len(new))
    if tuple(old[:length]) == tuple(new[:length]):  # the usual case: one grew or was cut back
        return length
    return next(index for index, (a, b) in enumerate(zip(old, new, strict=False)) if a != b)


class Landmarks:
    """Turn boundaries and marks of one reader's record, as ``turn_boundaries(movers)`` and
    ``step_marks(log entries)`` would give them, found only for the steps that are new."""

    def __init__(self) -> None:
        self._reader: Seat | None = None
        self._record: tuple[Entry, ...] = ()
        #: Turn ends strictly inside the record (neither 0 nor its length), sorted.
        self._bounds: list[int] = []
        #: The last mover that was not chance after each step (None before any).
        self._last: list[Seat | None] = []
        self._marks: list[tuple[int, str]] = []
        self._fresh = True

    @property
    def turns(self) -> list[int]:
        """Cursor positions where a turn ends (``turn_boundaries``)."""
        return [0, *self._bounds, len(self._record)] if self._record else [0]

    @property
    def marks(self) -> list[tuple[int, str]]:
        """(step, "round" | "scoring") marks (``step_marks``)."""
        return list(self._marks)

    def update(self, reader: Seat | None, record: Sequence[Entry], describe: Describe) -> bool:
        """Follow ``record`` as ``reader`` reads it; True if anything may have changed."""
        record = tuple(record)
        keep = 0 if reader != self._reader or self._fresh else common_length(self._record, record)
        if not self._fresh and keep == len(self._record) == len(record):
            return False
        self._fresh = False
        self._reader = reader
        self._cut(keep)
        self._record = record
        if len(record) > keep:
            self._extend(keep, record, describe(reader))
        return True

    def _cut(self, length: int) -> None:
        """Forget what the steps after ``length`` contributed."""
        del self._bounds[bisect_left(self._bounds, length) :]
        del self._last[length:]
        del self._marks[bisect_right(self._marks, (length, "~")) :]

    def _extend(self, start: int, record: tuple[Entry, ...], entries: Sequence[object]) -> None:
        last = self._last[start - 1] if start else None
        for index in range(start, len(record)):
            seat = record[index].seat
            if seat != CHANCE:
                if last is not None and seat != last:
                    self._bounds.append(index)
                last = seat
            self._last.append(last)
        self._marks.extend((step + start, kind) for step, kind in step_marks(entries[start : len(record)]))
