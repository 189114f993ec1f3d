"""The review bar's landmarks (turn ends, round and scoring marks), kept up to date step by step.

``turn_boundaries`` and ``step_marks`` walk a whole record; the match screen used to call them
again whenever the record grew, so one action at step 2,000 of a match walked 2,000 entries and
their nested log messages (12 ms in the Forbidden City, most of a frame). A record only ever
grows at its end or is cut back (undo, resuming from an earlier step), and what a step
contributes depends only on the steps up to it, so ``Landmarks`` keeps what it found for the
common beginning of the old and the new record and looks only at the steps after it.
``tests/ui/test_landmarks.py`` proves the result equals the two functions run from scratch.
Each reader keeps its own walk, so changing reader (entering or leaving review) walks nothing.
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


class _Walk:
    """What one reader's walk found: turn ends and marks of ``record``, extended step by step."""

    def __init__(self) -> None:
        self.record: tuple[Entry, ...] = ()
        #: Turn ends strictly inside the record (neither 0 nor its length), sorted.
        self.bounds: list[int] = []
        #: The last mover that was not chance after each step (None before any).
        self.last: list[Seat | None] = []
        self.marks: list[tuple[int, str]] = []
        self.fresh = True

    def update(self, reader: Seat | None, record: tuple[Entry, ...], describe: Describe) -> bool:
        keep = 0 if self.fresh else common_length(self.record, record)
        if not self.fresh and keep == len(self.record) == len(record):
            return False
        self.fresh = False
        self._cut(keep)
        self.record = record
        if len(record) > keep:
            self._extend(keep, record, describe(reader))
        return True

    def _cut(self, length: int) -> None:
        """Forget what the steps after ``length`` contributed."""
        del self.bounds[bisect_left(self.bounds, length) :]
        del self.last[length:]
        del self.marks[bisect_right(self.marks, (length, "~")) :]

    def _extend(self, start: int, record: tuple[Entry, ...], entries: Sequence[object]) -> None:
        last = self.last[start - 1] if start else None
        for index in range(start, len(record)):
            seat = record[index].seat
            if seat != CHANCE:
                if last is not None and seat != last:
                    self.bounds.append(index)
                last = seat
            self.last.append(last)
        self.marks.extend((step + start, kind) for step, kind in step_marks(entries[start : len(record)]))


class Landmarks:
    """Turn boundaries and marks of one reader's record, as ``turn_boundaries(movers)`` and
    ``step_marks(log entries)`` would give them, found only for the steps that are new.

    Each reader's walk is kept: the screen changes reader when review begins (a finished match
    is reviewed as a spectator) and when it ends, and walking a 2,000-step match again for the
    other reader cost 30 ms at each of those steps."""

    def __init__(self) -> None:
        self._walks: dict[Seat | None, _Walk] = {}
        self._walk = _Walk()

    @property
    def turns(self) -> list[int]:
        """Cursor positions where a turn ends (``turn_boundaries``)."""
        walk = self._walk
        return [0, *walk.bounds, len(walk.record)] if walk.record else [0]

    @property
    def marks(self) -> list[tuple[int, str]]:
        """(step, "round" | "scoring") marks (``step_marks``)."""
        return list(self._walk.marks)

    def update(self, reader: Seat | None, record: Sequence[Entry], describe: Describe) -> bool:
        """Follow ``record`` as ``reader`` reads it; True if anything may have changed."""
        walk = self._walks.setdefault(reader, _Walk())
        switched = walk is not self._walk
        self._walk = walk
        return walk.update(reader, tuple(record), describe) or switched

    def warm(self, reader: Seat | None, record: Sequence[Entry], describe: Describe, upto: int) -> None:
        """Walk ``reader``'s first ``upto`` steps ahead of need (idle time), leaving alone the
        walk the screen shows and any walk already that far."""
        walk = self._walks.setdefault(reader, _Walk())
        if walk.fresh or len(walk.record) < upto:
            walk.update(reader, tuple(record[:upto]), describe)
