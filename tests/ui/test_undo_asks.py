"""Issue 33, item 4: on a shared screen Undo takes back another person's action only after that
person says yes by name ("Ben, take back your last action?", the takeback bar over the board's
bottom edge, the same bar a LAN takeback request uses); undoing one's own last action stays as
it was; a secret choice taken back goes through the hand-over again before it is chosen anew.

Everything is pressed as a person presses it: the dials and the cover's button with the mouse,
Ctrl+Z on the keyboard.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from desktop_app.engine.session import Session
from tests.ui.veil_screens import PEOPLE, open_match, settle


@pytest.fixture(autouse=True)
def still_boards(monkeypatch):
    from desktop_app.ui.games.forbidden_city.board import ForbiddenCityBoard

    monkeypatch.setattr(ForbiddenCityBoard, "animations_enabled", False)


def click(qtbot, widget, pos: QPoint | None = None) -> None:
    settle()
    assert widget.isVisible() and widget.isEnabled(), widget.objectName() or type(widget).__name__
    if pos is None:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
    else:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)
    settle()


def click_scene(qtbot, view, scene_point) -> None:
    """A click on the viewport pixel that shows ``scene_point`` (an official, a square)."""
    settle()
    pixel = view.mapFromScene(scene_point)
    assert view.viewport().rect().contains(pixel), "the place is scrolled out of sight"
    qtbot.mouseMove(view.viewport(), pixel)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pixel)
    settle()


def ctrl_z(qtbot, window) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    focus = window.focusWidget() or window
    qtbot.keyClick(focus, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle()


def bribe_by_dials(qtbot, match, seat: int) -> None:
    """``seat``'s person sets the bribery board with the dials and confirms (F-2.5)."""
    session = match.session
    bribe = list(session.legal_actions(seat))[4 * seat + 1]
    picker = match.board.side_widget().picker
    click(qtbot, picker.hat_dial, picker.hat_dial.wedge_point(bribe["hat"]))
    click(qtbot, picker.robe_dial, picker.robe_dial.wedge_point(bribe["robe"]))
    click(qtbot, picker.confirm)
    assert session.record[-1].seat == seat and session.record[-1].action == bribe


def test_i33_4_undo_of_bens_bribe_asks_ben_by_name(qtbot):
    window = open_match(qtbot, Session.new("forbidden_city", list(PEOPLE), seed=3))
    match = window.match
    session = match.session
    bar = match.takeback_bar
    assert match.viewer == 0
    bribe_by_dials(qtbot, match, 0)  # Anna
    click(qtbot, match.overlay.button)  # "I am Ben"
    bribe_by_dials(qtbot, match, 1)  # Ben
    assert match.locked and match.overlay.title.text() == "Pass the screen to Cleo"
    click(qtbot, match.overlay.button)  # "I am Cleo"
    assert match.viewer == 2 and not bar.isVisible()
    steps = len(session.record)
    # Cleo presses Ctrl+Z: Ben's bribe would go, so Ben is asked by name, nothing taken yet
    ctrl_z(qtbot, window)
    assert len(session.record) == steps
    assert bar.isVisible() and bar.text.text().startswith("Ben, take back your last action?")
    assert "Ben sets a bribe" in bar.text.text()  # which action: its public log line only
    assert (bar.accept.text(), bar.decline.text()) == ("Yes, take it back", "No, keep it")
    assert match.viewer is None  # while Ben is asked, only the public view is drawn
    assert match.prompt.text() == "Waiting for Ben to answer."
    # over the step line under the board, none of the board covered
    assert bar.geometry().topLeft() == match.column.under_row.geometry().topLeft()
    assert not bar.geometry().intersects(match.board_split.geometry())
    click(qtbot, bar.decline)  # Ben: no
    assert len(session.record) == steps and not bar.isVisible()
    assert "Ben keeps their action." in window.statusBar().currentMessage()
    # somebody else touched the screen: Cleo takes it again
    assert match.locked and match.overlay.title.text() == "Pass the screen to Cleo"
    click(qtbot, match.overlay.button)
    ctrl_z(qtbot, window)
    assert bar.isVisible() and bar.text.text().startswith("Ben, take back your last action?")
    click(qtbot, bar.accept)  # Ben: yes
    assert len(session.record) == steps - 1 and session.record[-1].seat == 0
    assert 1 in session.to_move()
    # Ben chooses his bribe anew, behind the hand-over cover first
    assert match.locked and match.overlay.isVisible()
    assert match.overlay.title.text() == "Pass the screen to Ben" and match.viewer is None
    assert "Took back Ben's last action." in match.overlay.notice.text()
    click(qtbot, match.overlay.button)
    assert match.viewer == 1 and match.board.side_widget().picker.isVisible()
    window.close_match()


def test_i33_4_undoing_ones_own_action_asks_nobody(qtbot):
    """Anna slides an official and takes it back herself: no question, the screen stays hers."""
    session = Session.new("forbidden_city", list(PEOPLE), seed=3, casual=True)
    for seat in range(3):
        session.act(seat, list(session.legal_actions(seat))[seat])
    window = open_match(qtbot, session)
    match = window.match
    mover = match.viewer
    move = next(a for a in session.legal_actions(mover) if a.type == "move")
    session_length = len(session.record)
    board, view = match.board, match.board_view
    click_scene(qtbot, view, board.officials[tuple(move["official"])].scenePos())
    click_scene(qtbot, view, next(item for item in board.destinations if item.action == move).scenePos())
    assert len(session.record) > session_length and match.viewer == mover and not match.locked
    ctrl_z(qtbot, window)
    assert len(session.record) == session_length
    assert not match.takeback_bar.isVisible() and match.table.takeback is None
    assert match.viewer == mover and not match.locked
    window.close_match()
