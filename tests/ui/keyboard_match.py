"""A match screen ready for keyboard play in a test: shown at 1280x720, its hand-over cover lifted,
and the board view holding the keyboard focus (the three games' keyboard tests share these)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop_app.engine.session import Session
from desktop_app.ui.games import board_class
from desktop_app.ui.match_view import MatchView


def shown_match(qtbot, session: Session, game_id: str) -> MatchView:
    """``session`` on a shown match screen, with the seat to move already at the screen."""
    view = MatchView(session, board_class(game_id), bot_delay=0)
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.show()
    qtbot.waitExposed(view)
    if view.locked:
        qtbot.mouseClick(view.overlay.button, Qt.MouseButton.LeftButton)
    return view


def focus_board(qtbot, match: MatchView) -> None:
    """The board view takes the keyboard focus and shows its ring, as after a Tab into it (a
    screen gives its board the keys quietly, without the ring; a Tab there brings it)."""
    match.activateWindow()
    match.board_view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(match.board_view.hasFocus)
    keyboard = match.board.keyboard
    if not keyboard.shown and keyboard.targets:  # it held the keys quietly: a Tab shows the ring
        qtbot.keyClick(match.board_view, Qt.Key.Key_Tab)
