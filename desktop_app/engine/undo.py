"""Taking back an action and putting it back: the undo policy of DESIGN's Session section.

A rated match lets a seat take back only its own last action, and only while nothing has happened
since that cannot be unseen or re-rolled (a chance draw, another player's action, a revealed
secret, the final scoring); a casual match takes back everything after it. A part of ``Session``
of its own so the policy reads in one place, apart from how the record is kept.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop_app.engine.errors import SessionError
from desktop_app.engine.protocol import Entry, Game, State
from desktop_app.engine.seating import SeatInfo, check_seat
from desktop_app.engine.seats import Seat
from desktop_app.engine.step import Step


class Undo:
    """``Session``'s undo and redo; it works on the session's steps (declared below for mypy)."""

    if TYPE_CHECKING:
        game: Game
        seats: tuple[SeatInfo, ...]
        casual: bool
        _steps: list[Step]
        _head: State
        _redo: list[list[Entry]]

        @property
        def is_reviewing(self) -> bool: ...
        def _append(self, entry: Entry) -> None: ...
        def _truncate(self, length: int) -> list[Entry]: ...
        def _move_cursor_to_head(self) -> None: ...
        def _notify(self, what: str) -> None: ...

    def undo_refusal(self, seat: Seat) -> str | None:
        """Why ``seat`` may not take back its last action now, or None if it may (DESIGN, Session)."""
        seat = check_seat(seat, len(self.seats))
        if self.is_reviewing:
            return "you are looking at an earlier step; go to the latest step first"
        index = self._last_index_of(seat)
        if index is None:
            return "there is nothing of yours to take back"
        if self.casual:
            return None
        later = self._steps[index + 1 :]
        if any(step.entry.chance for step in later):
            return "chance has decided something since (a draw or a roll cannot be taken back)"
        if later:
            return "another player has acted since"
        if self._steps[index].revealed:
            if not self.game.to_move(self._head):
                return "that action ended the match (the final scoring has been shown)"
            return "that action revealed hidden information"
        return None

    def can_undo(self, seat: Seat) -> bool:
        return self.undo_refusal(seat) is None

    def undo(self, seat: Seat) -> None:
        """Take back ``seat``'s last action (casual: together with everything after it)."""
        reason = self.undo_refusal(seat)
        if reason is not None:
            raise SessionError(f"cannot undo: {reason}")
        index = self._last_index_of(seat)
        assert index is not None
        self._redo.append(self._truncate(index))
        self._notify("record")

    def can_redo(self) -> bool:
        return bool(self._redo) and not self.is_reviewing

    def redo(self) -> None:
        """Put back what the last undo took back; possible until a new action is taken."""
        if not self.can_redo():
            raise SessionError("there is nothing to redo")
        for entry in self._redo.pop():
            self._append(entry)
        self._move_cursor_to_head()
        self._notify("record")

    def _last_index_of(self, seat: Seat) -> int | None:
        for index in range(len(self._steps) - 1, -1, -1):
            entry = self._steps[index].entry
            if not entry.chance and entry.seat == seat:
                return index
        return None
