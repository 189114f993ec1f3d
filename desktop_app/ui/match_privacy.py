"""Who may see the match screen now: the hand-over cover and the veil's Peek (issue 33).

A part of ``MatchView`` (which provides the fields): before the screen shows a seat's private
view, the hand-over cover goes up for the person taking the screen; on a screen several people
share, that person's secrets stay veiled from the others around the table until they hold Peek.
Kept apart from the screen's layout so the privacy rules read in one place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, SignalInstance
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from desktop_app.engine.seats import Seat
    from desktop_app.ui.board_view import BoardView
    from desktop_app.ui.hand_over import HandOver
    from desktop_app.ui.privacy import HandOverOverlay, ScreenGuard
    from desktop_app.ui.prompt_lines import NoticeLine
    from desktop_app.ui.table import Table
    from desktop_app.ui.veil import PeekBar, Veil


class MatchPrivacy:
    """The hand-over cover and the Peek of the match screen (a part of ``MatchView``)."""

    if TYPE_CHECKING:  # what MatchView provides
        table: Table
        hand_over: HandOver
        locked: bool
        overlay: HandOverOverlay
        board_view: BoardView
        colours: list
        veil: Veil
        viewer: Seat | None
        peek_bar: PeekBar | None
        notice_line: NoticeLine
        status_message: SignalInstance

        @property
        def guard(self) -> ScreenGuard: ...

        @property
        def asking(self) -> bool: ...

        def refresh(self) -> None: ...

    def _cover(self, seat: Seat | None) -> bool:
        """Put the hand-over cover up for ``seat`` if one is due, else take it down (and pass a
        shared screen on to ``seat``); True if ``seat``'s view is private."""
        self.locked, private = self.hand_over.needs_cover(seat)
        if self.locked and self.asking:
            self.overlay.hide()  # the takeback question shows over the public view (``undo``)
        elif self.locked:
            assert seat is not None  # a cover is only ever due for a person taking the screen
            seat_info = self.table.seats[seat]
            lines = self.hand_over.since_lines(seat)
            self.overlay.show_for(seat_info.name, self.colours[seat], seat + 1, lines)
        else:
            focus = QApplication.focusWidget()
            if focus is not None and self.overlay.isAncestorOf(focus):
                # the board takes the keys quietly: the hidden cover's button passed them on as
                # a Tab would, and the board showed its keyboard ring to a person with a mouse
                self.board_view.setFocus(Qt.FocusReason.OtherFocusReason)
            self.overlay.hide()
            self.hand_over.pass_on(seat)
        return private

    def _show_veil(self) -> None:
        """The peek bar says what the veil does now (shown where the screen veils at all)."""
        bar = self.peek_bar
        if bar is None:
            return
        bar.setVisible(self.veil.wanted(self.guard.covers))
        bar.show_state(self.veil.state)

    def peek(self, on: bool) -> None:
        """The person at a shared screen holds (``on``) or lets go of "Peek": their own view
        shows while it is held (``veil``)."""
        if self.veil.peek(self.viewer, on):
            if self.peek_bar is not None:
                self.peek_bar.show_down(on)
            if not on and self.notice_line.refusal:
                # A refusal said while peeking may name what was peeked at ("Olive house: ..."):
                # it goes with the veil, here and in the status bar, or the others would read a
                # card of the hand.
                self.notice_line.clear_refusal()
                self.status_message.emit("")
            self.refresh()
