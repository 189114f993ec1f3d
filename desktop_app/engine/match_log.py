"""The match log as each seat may read it: every entry redacted for its reader and described.

An entry is described once per reader, from the states on either side of it, and kept: a redraw
at step 1,500 costs no more than one at step 50, and a host describing every step for every seat
describes an entry the seats are shown alike once. A part of ``Session`` of its own so the caches
and the privacy of the log read in one place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from desktop_app.engine.errors import SessionError
from desktop_app.engine.messages import render
from desktop_app.engine.protocol import Entry, Game, State
from desktop_app.engine.seating import SeatInfo, check_seat
from desktop_app.engine.seats import Seat
from desktop_app.engine.step import Step


class MatchLog:
    """``Session``'s log; it reads the session's steps and caches (declared below for mypy)."""

    if TYPE_CHECKING:
        game: Game
        seats: tuple[SeatInfo, ...]
        _steps: list[Step]
        _log_cache: dict[Seat | None, list[Any]]
        _described: list[tuple[Entry, Any]]
        _text_cache: dict[Seat | None, list[str]]

        @property
        def seat_names(self) -> tuple[str, ...]: ...
        def state_at(self, step: int) -> State: ...

    def log_entries(self, seat: Seat | None, *, upto: int | None = None, since: int = 0) -> list[Any]:
        """The match log as ``seat`` may read it: each entry redacted and described, oldest first
        (entries ``since`` to ``upto``, by default all).

        Each entry is described once per reader, from the states before and after it, and kept:
        a redraw at step 1,500 costs no more than one at step 50. A reader shown the very entry
        another was shown gets that reader's line (a host describes each step for every seat).
        """
        seat = check_seat(seat, len(self.seats), spectator=True)
        end = len(self._steps) if upto is None else upto
        if type(end) is not int or not 0 <= end <= len(self._steps):
            raise SessionError(f"there is no step {end}; the match has {len(self._steps)} steps")
        cache = self._log_cache.setdefault(seat, [])
        for index in range(len(cache), end):
            cache.append(self._line(index, seat))
        return cache[since:end]

    def _line(self, index: int, seat: Seat | None) -> Any:
        step, described = self._steps[index], self._described
        before = self.state_at(index)
        shown = self.game.redact(step.entry, seat, before)
        if index < len(described) and described[index][0] == shown:
            return described[index][1]
        line = self.game.describe(shown, before, step.after)
        if index == len(described):
            described.append((shown, line))
        return line

    def log(self, seat: Seat | None, *, upto: int | None = None) -> list[str]:
        """``log_entries`` as English text, the seats called by their names (kept, like them)."""
        entries = self.log_entries(seat, upto=upto)
        texts = self._text_cache.setdefault(seat, [])
        if len(texts) < len(entries):
            names = self.seat_names
            texts.extend(render(line, names) for line in entries[len(texts) :])
        return texts[: len(entries)]
