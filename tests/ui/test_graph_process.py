"""The match graph's worker process seen from the screen (issue 17): the same numbers as the
evaluator in this process, a chart that grows as points arrive, Cancel and closing the match
ending the process, a worker that fails told in words; and the panel's share of the board column
(a splitter, kept in the settings) with its turning points cut to their rows."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QPoint, Qt

from desktop_app.ai import graph_worker
from desktop_app.ai.match_graph import REVEALED, compute
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.persistence import matchfile
from desktop_app.ui import graph_layout, theme
from desktop_app.ui.settings import app_settings

MATCHES = Path(__file__).parents[1] / "fixtures" / "matches"


def open_match(qtbot, window, name: str):
    session = matchfile.load(MATCHES / name)
    window.show()
    qtbot.waitExposed(window)
    window.show_session(session)
    window.match.end_overlay.hide()
    return window.match, session


def alive(pid: int) -> bool:
    """Whether process ``pid`` still runs (a zombie waiting to be reaped does not)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    try:
        return stat.read_text().rpartition(")")[2].split()[0] not in ("Z", "X")
    except (FileNotFoundError, IndexError):
        return not stat.parent.exists()  # /proc/pid gone meanwhile: not running (no /proc: trust kill)


def running_worker(qtbot, graph) -> int:
    """The pid of the worker, once it has sent points (and the chart has grown by them)."""
    qtbot.waitUntil(lambda: graph.progress.value() > 0, timeout=30_000)
    assert graph.worker is not None and len(graph.canvas.points) == graph.progress.value()
    pid = graph.worker.pid()
    assert pid is not None and alive(pid)
    return pid


def test_the_chart_shows_exactly_what_the_evaluator_here_computes(qtbot, window):
    match, session = open_match(qtbot, window, "v1-maharaja-running.tpmatch")
    qtbot.mouseClick(match.review_bar.graph_button, Qt.MouseButton.LeftButton)
    assert match.graph.wait(60_000) and match.graph.worker is None
    states = [session.state_at(step) for step in range(len(session.record) + 1)]
    expected = compute(session.game, states, session.seed, match.perspective)
    assert match.graph.points() == expected  # exact floats: nothing is lost on the way
    assert match.graph.canvas.points == expected and match.graph.swing_buttons


def test_a_live_match_graph_keeps_up_with_its_steps_in_one_process(qtbot, window):
    """Bots play with the graph open: each step asks for one more point of the same process, and
    a job is not thrown away for the next step (superseded at every step, none would finish)."""
    seats = [SeatInfo(f"Bot {seat + 1}", "random") for seat in range(2)]
    session = Session.new("maharaja", seats, seed=3)
    window.show()
    qtbot.waitExposed(window)
    window.show_session(session)
    match = window.match
    qtbot.mouseClick(match.review_bar.graph_button, Qt.MouseButton.LeftButton)
    pids: set[int] = set()

    def settled() -> bool:
        pid = match.graph._process.pid()
        if pid is not None:
            pids.add(pid)
        # the end of the match may hand the chart a new reader (it starts again, 20 ms later):
        # settled is a finished chart of the whole record, not a moment with no job running
        done = len(match.graph.points()) == len(session.record) + 1
        return session.is_over and match.graph.worker is None and done

    qtbot.waitUntil(settled, timeout=120_000)
    points = match.graph.points()
    assert len(points) == len(session.record) + 1 and match.graph.canvas.points == points
    assert points[-1].chance == tuple(1.0 if seat == session.outcome().winner else 0.0 for seat in range(2))
    assert len(pids) == 1 and match.graph.swing_buttons


def test_cancel_and_closing_the_match_end_the_worker_process(qtbot, window):
    match, _ = open_match(qtbot, window, "v1-forbidden_city-finished.tpmatch")
    graph = match.graph
    qtbot.mouseClick(match.review_bar.graph_button, Qt.MouseButton.LeftButton)
    first = running_worker(qtbot, graph)
    qtbot.mouseClick(graph.cancel_button, Qt.MouseButton.LeftButton)
    assert graph.worker is None and "cancelled" in graph.message.text()
    qtbot.waitUntil(lambda: not alive(first), timeout=10_000)
    kept = len(graph.points())
    assert kept > 0  # what was found stays: Evaluate goes on from there
    qtbot.mouseClick(graph.again, Qt.MouseButton.LeftButton)
    second = running_worker(qtbot, graph)
    assert second != first and graph.progress.value() >= kept
    window.close_match()
    qtbot.waitUntil(lambda: not alive(second), timeout=10_000)


def test_a_worker_that_cannot_start_or_talks_nonsense_is_told_not_drawn(qtbot, window, monkeypatch):
    match, _ = open_match(qtbot, window, "v1-arkadia-running.tpmatch")
    graph = match.graph
    nonsense = "import sys; print('not a graph'); sys.stdout.flush(); sys.stdin.read()"
    for command in ([sys.executable, "-c", nonsense], [str(Path(__file__).parent / "no-such-program")]):
        monkeypatch.setattr(graph_worker, "command", lambda command=command: command)
        graph.forget()
        graph.cancel()
        qtbot.mouseClick(match.review_bar.graph_button, Qt.MouseButton.LeftButton)  # open
        qtbot.waitUntil(lambda: "could not be evaluated" in graph.message.text(), timeout=30_000)
        assert graph.worker is None
        assert graph.canvas.points == [] and not graph.swing_buttons
        qtbot.mouseClick(match.review_bar.graph_button, Qt.MouseButton.LeftButton)  # closed again


def test_the_graph_takes_its_share_of_the_board_column_and_keeps_the_one_dragged_to(qtbot, window):
    window.resize(1100, 1000)  # tall enough for the graph to stand under the board
    match, _ = open_match(qtbot, window, "v1-arkadia-finished.tpmatch")
    match.choose_perspective(REVEALED)
    qtbot.mouseClick(match.review_bar.graph_button, Qt.MouseButton.LeftButton)
    assert match.graph.wait(60_000)
    split, graph = match.board_split, match.graph
    assert split.orientation() == Qt.Orientation.Vertical
    board = match.board_view
    total = board.height() + graph.height()
    assert graph.height() >= graph.minimumHeight()
    assert abs(graph.height() - max(graph.minimumHeight(), total * graph_layout.DEFAULT_SHARE)) <= 2
    assert board.height() > graph.height()  # the board keeps the larger part
    handle = split.handle(1)
    middle = handle.rect().center()
    qtbot.mousePress(handle, Qt.MouseButton.LeftButton, pos=middle)
    qtbot.mouseMove(handle, middle - QPoint(0, 90))
    qtbot.mouseRelease(handle, Qt.MouseButton.LeftButton, pos=middle - QPoint(0, 90))
    dragged = graph.height()
    assert dragged > graph.minimumHeight() + 60
    share = float(app_settings().value(graph_layout.SHARE_SETTING))
    assert abs(share - dragged / total) < 0.02
    window.resize(1100, 1200)  # a taller window: the same share of a taller column
    qtbot.waitUntil(lambda: board.height() + graph.height() > total + 150)
    assert abs(graph.height() / (board.height() + graph.height()) - share) < 0.02
    # every turning point fits its row; what does not fit is cut, and whole in the tooltip
    window.resize(1000, 720)
    qtbot.waitUntil(lambda: graph.width() < 800)
    assert graph.swing_buttons
    for row in graph.swing_buttons:
        assert row.fontMetrics().horizontalAdvance(row.text()) <= row.width()
        assert row.toolTip().startswith(row.text().rstrip("…"))
    assert any(row.text().endswith("…") for row in graph.swing_buttons)


def test_at_720p_the_graph_stands_beside_the_board_at_its_own_share_of_the_width(qtbot, window):
    """Issue 33: opening the graph at 1280x720 shrank the board to a thumbnail. Under the board it
    still left the Forbidden City's board 240 px high while a third of the column's width lay
    empty beside it: there the graph stands beside the board, the turning points under the chart,
    and a drag of the handle sets its share of the width (kept apart from the share below)."""
    window.setStyleSheet(theme.style_sheet())  # the rows under the board as a player sees them
    window.resize(1280, 720)
    match, _ = open_match(qtbot, window, "v1-forbidden_city-finished.tpmatch")
    match.choose_perspective(REVEALED)
    qtbot.mouseClick(match.review_bar.graph_button, Qt.MouseButton.LeftButton)
    assert match.graph.wait(60_000)
    split, graph, board = match.board_split, match.graph, match.board_view
    qtbot.waitUntil(lambda: graph.swing_buttons and all(row.isVisible() for row in graph.swing_buttons))
    assert split.orientation() == Qt.Orientation.Horizontal
    assert graph.width() >= graph_layout.MIN_WIDTH_BESIDE and board.width() > 1.5 * graph.width()
    assert board.height() == graph.height()
    assert not graph.side_by_side and graph.canvas.height() >= graph.canvas.minimumHeight()
    for row in graph.swing_buttons:  # under the chart, inside the panel
        assert row.geometry().top() > graph.canvas.geometry().bottom()
        assert graph.rect().contains(row.geometry())
    handle = split.handle(1)
    middle = handle.rect().center()
    qtbot.mousePress(handle, Qt.MouseButton.LeftButton, pos=middle)
    qtbot.mouseMove(handle, middle - QPoint(60, 0))
    qtbot.mouseRelease(handle, Qt.MouseButton.LeftButton, pos=middle - QPoint(60, 0))
    share = float(app_settings().value(graph_layout.SHARE_BESIDE_SETTING))
    assert abs(share - graph.width() / (board.width() + graph.width())) < 0.02
    assert share > graph_layout.DEFAULT_SHARE_BESIDE + 0.03
    assert app_settings().value(graph_layout.SHARE_SETTING) is None  # the share below is its own
    assert split.orientation() == Qt.Orientation.Horizontal  # a drag never flips the graph under


def test_a_share_read_from_the_settings_is_kept_in_bounds():
    settings = app_settings()
    for stored, share in (
        ("0.5", 0.5),
        ("0.99", graph_layout.MAX_SHARE),
        ("nan", graph_layout.DEFAULT_SHARE),
    ):
        settings.setValue(graph_layout.SHARE_SETTING, stored)
        assert graph_layout._saved_share(graph_layout.SHARE_SETTING, graph_layout.DEFAULT_SHARE) == share
    settings.setValue(graph_layout.SHARE_SETTING, "junk")
    assert (
        graph_layout._saved_share(graph_layout.SHARE_SETTING, graph_layout.DEFAULT_SHARE)
        == graph_layout.DEFAULT_SHARE
    )


def test_a_chart_grown_point_by_point_looks_like_one_drawn_at_once(qtbot):
    """The chart's lines grow as points arrive (and a live match's by one step): the picture must
    be the one a chart given every point at once draws, gaps in a hidden standing included."""
    from desktop_app.ai.match_graph import Point
    from desktop_app.ui.graph_canvas import GraphCanvas

    points = [
        Point(
            (None if 12 <= step < 20 else step // 7 * 1.5, 40 - step % 9),
            (0.3 + step % 5 / 10, 0.7 - step % 5 / 10),
        )
        for step in range(61)
    ]
    colours = ["#C0392B", "#2E86C1"]
    grown, whole = GraphCanvas(), GraphCanvas()
    for canvas in (grown, whole):
        qtbot.addWidget(canvas)
        canvas.resize(420, 180)
    grown.set_data(points[:5], colours, 40, [])
    for end in (9, 17, 30, 41):
        grown.extend(points[len(grown.points) : end])
    grown.show_points(points, colours, 60, [])  # the match grew to 60 steps: mapped narrower
    whole.set_data(points, colours, 60, [])
    picture = whole.grab().toImage()
    assert grown.grab().toImage() == picture
    assert grown.points == points
    seen = {picture.pixelColor(x, y).name().upper() for x in range(0, 420, 2) for y in range(180)}
    assert set(colours) <= seen  # both seats' lines are there
