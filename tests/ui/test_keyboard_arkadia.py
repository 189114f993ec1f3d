"""Keyboard play and "why not" on the Arkadia board, through the real match screen (issue 19):
a card is chosen and built with keys alone, and a square where it does not fit says why."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolTip

from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui.games.arkadia import palette
from tests.ui.keyboard_match import focus_board, shown_match
from tests.ui.pointer import hover

SEATS = [SeatInfo("Anna", "human", "#D55E00"), SeatInfo("Bruno", "human", "#0072B2")]


@pytest.fixture
def match(qtbot):
    session = Session.new("arkadia", SEATS, seed=5)
    view = shown_match(qtbot, session, "arkadia")
    assert any(a.type == "play_card" for a in session.legal_actions(view.viewer))
    return view


def test_e2_a_card_chosen_turned_and_built_with_keys_alone(qtbot, match):
    board, session = match.board, match.session
    focus_board(qtbot, match)
    first = board.keyboard.current
    assert first is not None and first.key[0] == "hand"
    assert first.name.startswith("Build your ")
    qtbot.keyClick(match.board_view, Qt.Key.Key_Space)
    assert board.selection.card is not None
    square = board.keyboard.current
    assert square is not None and square.key[0] == "square"
    assert board.selection.hover == square.key[1]  # the ghost stands on the focused square
    qtbot.keyClick(match.board_view, Qt.Key.Key_Right)
    moved = board.keyboard.current.key
    assert moved[0] == "square" and board.selection.hover == moved[1]
    qtbot.keyClick(match.board_view, Qt.Key.Key_R)  # R still turns the ghost
    qtbot.keyClick(match.board_view, Qt.Key.Key_Escape)
    assert board.selection.card is None
    qtbot.keyClick(match.board_view, Qt.Key.Key_Space)
    before = len(session.record)
    qtbot.keyClick(match.board_view, Qt.Key.Key_Return)
    played = session.record[before].action
    assert played.type == "play_card"


def test_e2_a_square_where_the_card_does_not_fit_says_why(qtbot, match):
    board = match.board
    sel = board.selection
    hand = [i for i, item in enumerate(board.table.hand) if item.card is not None and item.active]
    card_item = board.table.hand[hand[0]]
    at = match.board_view.mapFromScene(card_item.sceneBoundingRect().center())
    qtbot.mouseClick(match.board_view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert sel.card is not None
    fits = sel.fitting_squares()
    far = next((r, c) for r in range(12) for c in range(16) if (r, c) not in fits and r in (0, 11))
    point = match.board_view.mapFromScene(palette.square_rect(*far).center())
    hover(qtbot, match.board_view, point, lambda: "(E-2." in QToolTip.text())
    assert f"Square {'ABCDEFGHIJKLMNOP'[far[1]]}{far[0] + 1}" in QToolTip.text()
    before = len(match.session.record)
    QTest.mouseClick(match.board_view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert len(match.session.record) == before and sel.card is not None
    assert "(E-2." in match.notice_line.text()


def test_a_hand_card_that_cannot_be_built_now_says_why_when_clicked(qtbot, match):
    board, session = match.board, match.session
    focus_board(qtbot, match)
    qtbot.keyClick(match.board_view, Qt.Key.Key_Space)  # the first card, at its first square
    qtbot.keyClick(match.board_view, Qt.Key.Key_Space)
    assert session.record[-1].action.type == "play_card"
    assert match.viewer is not None and "play_card" not in {
        a.type for a in session.legal_actions(match.viewer)
    }
    # two people share the screen: drawing needs no hand, so it is veiled until Anna holds P
    # (issue 33); she peeks and clicks a card of it
    assert all(i.card is None for i in board.table.hand)
    qtbot.keyPress(match.board_view, Qt.Key.Key_P)
    item = next(i for i in board.table.hand if i.card is not None)
    assert not item.active and item.explains
    before = len(session.record)
    at = match.board_view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(match.board_view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert len(session.record) == before
    text = match.notice_line.text()
    name = palette.card_name(item.card)
    assert match.notice_line.isVisible() and text.startswith(name)
    assert text.endswith(")") and "(" in text  # the rule id the engine named
    said: list[str] = []
    match.status_message.connect(said.append)
    qtbot.keyRelease(match.board_view, Qt.Key.Key_P)
    assert all(i.card is None for i in board.table.hand)
    # the refusal named a card of the hand: it goes with the veil, from the notice line and the
    # status bar, or the others at the screen would read it
    assert not match.notice_line.isVisible() and said[-1:] == [""]
