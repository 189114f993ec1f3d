"""Keyboard play and "why not" on the Forbidden City board, through the real match screen
(issue 19): keys to the board view, the pointer over squares and officials of the maze."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolTip

from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui.games.forbidden_city.board import ForbiddenCityBoard
from desktop_app.ui.games.forbidden_city.geometry import centre
from tests.ui.keyboard_match import focus_board, shown_match
from tests.ui.pointer import hover

SEATS = [SeatInfo("Asha", "human", "#D55E00"), SeatInfo("Bo", "human", "#0072B2")]


@pytest.fixture
def match(qtbot, monkeypatch):
    monkeypatch.setattr(ForbiddenCityBoard, "animations_enabled", False)
    session = Session.new("forbidden_city", SEATS, seed=3)
    for _ in range(10):  # the secret bribes (F-2.5), then the first turn's move phase
        movers = sorted(s for s in session.to_move() if s >= 0)
        legal = session.legal_actions(movers[0])
        if legal[0].type != "set_bribe":
            break
        session.act(movers[0], legal[0])
    view = shown_match(qtbot, session, "forbidden_city")
    assert any(a.type == "move" for a in session.legal_actions(view.viewer))
    return view


def test_f4_enter_picks_up_the_focused_official_then_moves_it(qtbot, match):
    board, session = match.board, match.session
    focus_board(qtbot, match)
    first = board.keyboard.current
    assert first is not None and first.key[0] == "official"
    assert first.name in match.board_view.accessibleDescription()
    qtbot.keyClick(match.board_view, Qt.Key.Key_Space)
    assert board.selected == first.key[1]
    square = board.keyboard.current
    assert square is not None and square.key[0] == "to"  # the focus went to its first square
    assert board.path_item.isVisible()  # the path there shows, as on hover
    qtbot.keyClick(match.board_view, Qt.Key.Key_Tab)
    chosen = board.keyboard.current.key
    assert chosen[0] == "to" and chosen != square.key
    before = len(session.record)
    qtbot.keyClick(match.board_view, Qt.Key.Key_Return)
    made = session.record[before].action
    assert made.type == "move" and tuple(made["official"]) == first.key[1]
    assert tuple(made["to"]) == chosen[1]


def test_escape_puts_the_official_down(qtbot, match):
    board = match.board
    focus_board(qtbot, match)
    qtbot.keyClick(match.board_view, Qt.Key.Key_Return)
    assert board.selected is not None
    qtbot.keyClick(match.board_view, Qt.Key.Key_Escape)
    assert board.selected is None
    assert board.keyboard.current is not None and board.keyboard.current.key[0] == "official"


def _point(match, col: int, row: int) -> QPoint:
    x, y = centre(col, row)
    return match.board_view.mapFromScene(x, y)


def test_f4_7_a_square_out_of_reach_says_why_on_hover_and_click(qtbot, match):
    board = match.board
    official = next(iter(board._moves))
    at = match.board_view.mapFromScene(board.officials[official].scenePos())
    qtbot.mouseClick(match.board_view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert board.selected == official
    lit = {tuple(d.action["to"]) for d in board.destinations}
    occupied = {tuple(e["square"]) for e in board.view["officials"] if e.get("square")}
    dark = next((c, r) for r in range(15) for c in range(15) if (c, r) not in lit | occupied)
    hover(qtbot, match.board_view, _point(match, *dark), lambda: "(F-4." in QToolTip.text())
    assert f"Square {'ABCDEFGHIJKLMNO'[dark[0]]}{dark[1] + 1}" in QToolTip.text()
    assert not match.notice_line.isVisible()  # the board stays where it was under the pointer
    before = len(match.session.record)
    QTest.mouseClick(match.board_view.viewport(), Qt.MouseButton.LeftButton, pos=_point(match, *dark))
    assert len(match.session.record) == before and board.selected == official
    assert "(F-4." in match.notice_line.text()


def test_f4_7_a_boxed_in_official_says_why_when_clicked(qtbot, match):
    board = match.board
    stuck = [o for o, item in board.officials.items() if item.isVisible() and o not in board._moves]
    assert stuck, "officials inside the start block cannot slide"
    item = board.officials[stuck[0]]
    before = len(match.session.record)
    QTest.mouseClick(
        match.board_view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=match.board_view.mapFromScene(item.scenePos()),
    )
    assert len(match.session.record) == before and board.selected is None
    assert match.notice_line.text().endswith("(F-4.7)")
    assert "cannot move" in match.notice_line.text()


def test_a_refusal_lies_over_the_board_and_goes_when_an_official_is_picked(qtbot, match):
    """A boxed-in official's refusal neither moves the board nor outstays the next legal click:
    a tester aiming at the next official missed it as the board slid down, and the refusal stayed
    through two moves (the screens of 58-fc-sel2 and 61-fc-m2b)."""
    board, view = match.board, match.board_view
    placed = (view.mapTo(match, QPoint(0, 0)), view.size())
    stuck = next(o for o, item in board.officials.items() if item.isVisible() and o not in board._moves)
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(board.officials[stuck].scenePos())
    )
    assert match.notice_line.isVisible() and "cannot move" in match.notice_line.text()
    assert (view.mapTo(match, QPoint(0, 0)), view.size()) == placed
    free = next(iter(board._moves))
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(board.officials[free].scenePos())
    )
    assert board.selected == free
    assert not match.notice_line.isVisible()
    assert (view.mapTo(match, QPoint(0, 0)), view.size()) == placed
