"""The review screen on a 1280x720 laptop (issue 33, item 2; issue 35's analysis): with the match
graph and the analysis open, the board stays a readable size. The graph below it and the rows
under it (a step line keeping room for the match's longest step, the review tools on a row of
their own) had left the Forbidden City's board and panel 230 px high, its panel text overlapping."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QBoxLayout

from desktop_app.persistence import matchfile
from desktop_app.ui import theme

MATCHES = Path(__file__).parents[1] / "fixtures" / "matches"
#: The board's least height on screen (its panel's text readable, not a thumbnail), in pixels.
READABLE = 330
#: Each match at a step whose analysis line is shown (the Forbidden City's: a blunder, three lines).
STEPS = {"forbidden_city": 228, "maharaja": 93, "arkadia": 227}


@pytest.mark.parametrize(
    ("game", "size"), [(game, (1280, 720)) for game in STEPS] + [("forbidden_city", (1366, 768))]
)
def test_on_a_laptop_the_open_graph_and_analysis_leave_the_board_readable(qtbot, window, game, size):
    window.setStyleSheet(theme.style_sheet())
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    session = matchfile.load(MATCHES / f"analysed-{game}.tpmatch")
    assert session.analysis is not None
    window.show_session(session)
    match = window.match
    match.end_overlay.hide()
    match.seek(STEPS[game])
    qtbot.mouseClick(match.review_bar.graph_button, Qt.MouseButton.LeftButton)
    control = match.analysis.control
    assert control is not None and control.bar.isVisible()
    for _ in range(3):
        QCoreApplication.processEvents()
    view = match.board_view
    view.refit()
    board = view.mapFromScene(view.sceneRect()).boundingRect()
    assert board.height() >= READABLE, (game, board.height())
    assert view.viewport().rect().adjusted(-1, -1, 1, 1).contains(board)  # whole, not scrolled
    graph = match.graph
    assert graph.isVisible() and graph.canvas.height() >= graph.canvas.minimumHeight()
    # the review tools stay on the step line's row, which keeps room for two lines, not for the
    # match's longest step
    under = match.column.under_row
    assert under.row.direction() == QBoxLayout.Direction.LeftToRight
    assert match.happened.height() <= 2.2 * match.happened.fontMetrics().lineSpacing() + 12
    # the graph closed, the line keeps three lines' room: in live play it is the one place a
    # laptop shows what the last move did
    qtbot.mouseClick(match.review_bar.graph_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: match.happened.cap == 3)
    assert match.happened.height() <= 3.2 * match.happened.fontMetrics().lineSpacing() + 12
