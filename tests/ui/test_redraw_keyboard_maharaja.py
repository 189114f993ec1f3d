"""A redraw of the same position with the keyboard focus on a travel target repaints nothing:
the trip's roads stay marked instead of being switched off and on (issue 18: every refresh
repainted their glows, most of a redraw late in a match); a new position still drops them."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tests.ui.test_keyboard_maharaja import focus_board, match  # noqa: F401 - the fixture


def marked_roads(board) -> set:
    return {key for key, area in board.map.targets.items() if key[0] == "road" and area.emphasis}


def test_the_same_position_redrawn_keeps_the_trip_marked_and_paints_nothing(qtbot, match):  # noqa: F811
    board = match.board
    focus_board(qtbot, match)
    target = board.keyboard.current
    assert target is not None and target.key[0] == "city"
    trip = marked_roads(board)
    assert trip, "the focused city's trip is marked on the map"
    QApplication.processEvents()
    changes: list = []
    board.scene.changed.connect(changes.append)
    for _ in range(3):
        match.refresh()
        QApplication.processEvents()
    assert marked_roads(board) == trip and board.keyboard.ring.isVisible()
    assert [region for region in changes if region] == []


def test_a_new_position_marks_the_trip_of_the_new_focus_only(qtbot, match):  # noqa: F811
    session, board = match.session, match.board
    focus_board(qtbot, match)
    travel = next(a for a in session.legal_actions(match.viewer) if a.type == "travel")
    session.act(match.viewer, travel)
    QApplication.processEvents()
    target = board.keyboard.current
    expected = (
        board._trip_of(target.key) if target is not None and board.selection.mode == "travel" else set()
    )
    assert marked_roads(board) == expected
