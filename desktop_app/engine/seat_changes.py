"""Who plays a seat, and what the seat is called, changing during a match.

A seat can change hands (a person hands it to the computer or takes it back, ``control.py``) and a
LAN player's own name replaces the host's placeholder when they join; neither is part of the
rules, so the record is untouched and only the session's seats, its control history and its
rendered log texts change. A part of ``Session`` of its own for that reason.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop_app.engine import control
from desktop_app.engine.control import ControlChange
from desktop_app.engine.errors import SessionError
from desktop_app.engine.protocol import Game, State
from desktop_app.engine.seating import SeatInfo, check_seat
from desktop_app.engine.seats import Seat
from desktop_app.engine.step import Step


class SeatChanges:
    """``Session``'s seat hand-overs and renames (what it reads of the session is declared below)."""

    if TYPE_CHECKING:
        game: Game
        seats: tuple[SeatInfo, ...]
        seated: tuple[str, ...]
        control: tuple[ControlChange, ...]
        _steps: list[Step]
        _head: State
        _text_cache: dict[Seat | None, list[str]]

        def _notify(self, what: str) -> None: ...

    def hand_seat(self, seat: Seat, by: str) -> None:
        """From the live position on, ``seat`` is played by ``by`` (``human``: its person; else a
        computer level). The record is untouched; the change is kept in ``control``.
        ``SessionError`` for a seat that cannot change hands now, or a change that changes nothing."""
        seat = check_seat(seat, len(self.seats))
        old = self.seats[seat]
        if by not in control.PLAYED_BY or old.kind not in control.PLAYED_BY:
            raise SessionError(f"seat {seat} cannot be played by {by!r} here")
        if by == old.kind:
            raise SessionError(f"seat {seat} is already played by {by!r}")
        if not self.game.to_move(self._head):
            raise SessionError("the match is over")
        change = ControlChange(len(self._steps), seat, by)
        self.control = control.add(self.seated, self.control, change)
        self.seats = (*self.seats[:seat], SeatInfo(old.name, by, old.colour), *self.seats[seat + 1 :])
        self._notify("control")

    def restore_control(self, changes: tuple[ControlChange, ...]) -> None:
        """Take ``changes`` (read from a file, checked by ``control.from_json`` against this
        match's seats at the start) as the match's history: the seats are played as they say."""
        kinds = control.kinds_at(self.seated, changes, len(self._steps))
        self.control = changes
        pairs = zip(self.seats, kinds, strict=True)
        self.seats = tuple(SeatInfo(seat.name, kind, seat.colour) for seat, kind in pairs)

    def played_by(self, step: int) -> str:
        """Who chose the entry at index ``step``: ``human``, a computer level, ``remote``, or ""
        for a chance step."""
        entry = self._steps[step].entry
        if entry.chance:
            return ""
        return control.kinds_at(self.seated, self.control, step)[entry.seat]

    def rename_seat(self, seat: Seat, name: str) -> None:
        """Call ``seat`` by ``name`` from now on (a LAN player's own name when they join).

        Names are not part of the rules: the record is untouched; only the rendered log texts,
        which carry names, are made afresh. ``EngineError`` for a name a seat may not have.
        """
        seat = check_seat(seat, len(self.seats))
        old = self.seats[seat]
        renamed = SeatInfo.from_json({"name": name, "kind": old.kind, "colour": old.colour})
        self.seats = (*self.seats[:seat], renamed, *self.seats[seat + 1 :])
        self._text_cache.clear()
        self._notify("seats")
