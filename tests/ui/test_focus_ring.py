"""The keyboard focus ring is drawn again only when it moves (every board refresh surrounds the
focused target again; a ring painted anew repaints every glow under it, issue 18)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication, QGraphicsScene

from desktop_app.ui.games.focus import FocusRing, FocusTarget


def test_surrounding_the_same_target_again_changes_nothing_a_new_one_moves_the_ring(qtbot):
    scene = QGraphicsScene()
    ring = FocusRing()
    scene.addItem(ring)
    here = FocusTarget("a", QRectF(10, 10, 40, 40), "A")
    ring.surround(here)
    QApplication.processEvents()
    changes: list[list[QRectF]] = []
    scene.changed.connect(changes.append)
    ring.surround(FocusTarget("a", QRectF(10, 10, 40, 40), "A"))
    QApplication.processEvents()
    assert changes == [] and ring.isVisible()
    ring.surround(FocusTarget("b", QRectF(200, 10, 40, 40), "B"))
    QApplication.processEvents()
    assert changes and ring.sceneBoundingRect().contains(QRectF(200, 10, 40, 40))
    ring.hide()
    ring.surround(FocusTarget("b", QRectF(200, 10, 40, 40), "B"))
    assert ring.isVisible()  # hidden (the view lost the focus and got it back): shown again


def test_the_window_coming_back_brings_the_ring_only_if_it_had_it(qtbot):
    """A person playing with the mouse saw the keyboard ring on the board whenever a match screen
    gave the board the keys, or the window came back to the front (the guided Arkadia match had it
    around a hand card, over "Your hand"); it shows at the first key, and a person using the
    keyboard gets it back with the window."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QFocusEvent

    from desktop_app.engine.session import Session
    from desktop_app.ui.board_view import BoardView
    from desktop_app.ui.games import board_class

    session = Session.new("maharaja", 2, None, 5)
    board = board_class("maharaja")(session.game, ["Anna", "Bruno"], ["#D55E00", "#0072B2"])
    seat = min(session.to_move())
    board.sync(session.view(seat), seat, session.legal_actions(seat), True)
    view = BoardView(board=board)
    qtbot.addWidget(view)

    def focus(kind: QEvent.Type, reason: Qt.FocusReason) -> bool:
        QApplication.sendEvent(view, QFocusEvent(kind, reason))
        return board.keyboard.shown

    came_back, went = QEvent.Type.FocusIn, QEvent.Type.FocusOut
    assert not focus(came_back, Qt.FocusReason.ActiveWindowFocusReason)
    assert not focus(came_back, Qt.FocusReason.MouseFocusReason)
    assert not focus(came_back, Qt.FocusReason.OtherFocusReason)  # the screen gave it the keys
    assert not focus(went, Qt.FocusReason.ActiveWindowFocusReason)
    assert not focus(came_back, Qt.FocusReason.ActiveWindowFocusReason)
    assert focus(came_back, Qt.FocusReason.TabFocusReason)  # the keyboard in use: the ring
    assert not focus(went, Qt.FocusReason.ActiveWindowFocusReason)
    assert focus(came_back, Qt.FocusReason.ActiveWindowFocusReason)


def test_taking_the_screen_gives_the_board_the_keys_without_the_ring(qtbot):
    """The hand-over cover's button had the keys; hidden, it passed them on to the board as a Tab
    would, and the board showed its keyboard ring to a person who had clicked with the mouse."""
    from PySide6.QtCore import Qt

    from desktop_app.engine.session import SeatInfo, Session
    from desktop_app.ui.games import board_class
    from desktop_app.ui.match_view import MatchView

    session = Session.new("arkadia", [SeatInfo("Anna", "human"), SeatInfo("Bruno", "human")], None, 3)
    match = MatchView(session, board_class("arkadia"), bot_delay=0)
    qtbot.addWidget(match)
    match.resize(1280, 720)
    match.show()
    qtbot.waitExposed(match)
    match.activateWindow()
    assert match.locked
    match.take_focus()
    qtbot.waitUntil(match.overlay.button.hasFocus)
    qtbot.mouseClick(match.overlay.button, Qt.MouseButton.LeftButton)
    assert not match.locked and match.board_view.hasFocus()
    keyboard = match.board.keyboard
    assert keyboard.targets and not keyboard.shown and not keyboard.ring.isVisible()
    qtbot.keyClick(match.board_view, Qt.Key.Key_Right)  # the first key shows where the keys are
    assert keyboard.shown and keyboard.ring.isVisible()
