"""The match graph (issue 17, item 4): opened by its button, evaluated off the UI thread with a
progress bar and Cancel, clicked to jump, turning points as sentences, cached in the archive."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt

from desktop_app.ai.match_graph import REVEALED
from desktop_app.persistence import archive, matchfile
from desktop_app.ui.match_graph import cache_key

MATCHES = Path(__file__).parents[1] / "fixtures" / "matches"


def open_match(qtbot, window, name: str):
    session = matchfile.load(MATCHES / name)
    window.show()
    qtbot.waitExposed(window)
    window.show_session(session)
    match = window.match
    match.end_overlay.hide()
    return match, session


def open_graph(qtbot, match) -> None:
    qtbot.mouseClick(match.review_bar.graph_button, Qt.MouseButton.LeftButton)
    assert match.graph.isVisible()
    assert match.graph.wait(60_000)
    qtbot.waitUntil(lambda: match.graph.worker is None, timeout=60_000)


def test_graph_button_evaluates_every_step_and_a_click_on_the_chart_jumps(qtbot, window):
    match, session = open_match(qtbot, window, "v1-maharaja-finished.tpmatch")
    open_graph(qtbot, match)
    points = match.graph.points()
    assert len(points) == len(session.record) + 1
    canvas = match.graph.canvas
    for step in (10, 57, len(session.record) - 3):
        x = round(canvas.x_of(step))
        qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, pos=QPoint(x, canvas.height() // 2))
        assert session.cursor == canvas.step_at(x)
        assert abs(session.cursor - step) <= 1  # a pixel is about a step wide here
        assert canvas.shown_step == session.cursor


def test_turning_points_are_sentences_from_the_log_and_clicking_one_goes_there(qtbot, window):
    match, session = open_match(qtbot, window, "v1-arkadia-finished.tpmatch")
    match.seek(5)
    open_graph(qtbot, match)
    buttons = match.graph.swing_buttons
    assert buttons, "a whole match has turning points"
    swings = match.graph.canvas.swings
    lines = session.log(None)
    for button, swing in zip(buttons, swings, strict=True):
        text = button.toolTip()  # the whole sentence; the row shows as much of it as fits
        assert button.text().rstrip("…") in text
        assert f"Step {swing.step}: " in text
        assert lines[swing.step - 1].rstrip(". ") in text
        assert f"{round(swing.before * 100)} % to {round(swing.after * 100)} %" in text
        assert session.seat_names[swing.seat] in text
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
    assert session.cursor == swings[0].step


def test_evaluation_shows_progress_can_be_cancelled_and_started_again(qtbot, window):
    match, session = open_match(qtbot, window, "v1-forbidden_city-finished.tpmatch")
    graph = match.graph
    qtbot.mouseClick(match.review_bar.graph_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: graph.worker is not None)  # the job is handed over in the next turn
    assert graph.progress.isVisible() and graph.cancel_button.isVisible()
    qtbot.waitUntil(lambda: graph.progress.value() > 0, timeout=30_000)
    match.seek(100)  # the screen answers while the evaluation runs
    assert session.cursor == 100 and graph.canvas.shown_step == 100
    qtbot.mouseClick(graph.cancel_button, Qt.MouseButton.LeftButton)
    assert graph.worker is None and not graph.progress.isVisible() and graph.again.isVisible()
    assert len(graph.points()) < len(session.record) + 1
    qtbot.mouseClick(graph.again, Qt.MouseButton.LeftButton)
    assert graph.worker is not None
    qtbot.mouseClick(match.review_bar.graph_button, Qt.MouseButton.LeftButton)  # closing stops it
    assert graph.worker is None and not graph.isVisible()


def test_a_kept_match_caches_its_graph_in_its_archive_entry(qtbot, window):
    session = matchfile.load(MATCHES / "v1-arkadia-finished.tpmatch")
    entry = archive.keep(session)
    match, _ = open_match(qtbot, window, "v1-arkadia-finished.tpmatch")
    match.choose_perspective(REVEALED)
    open_graph(qtbot, match)
    kept = archive.load_graphs(entry.id)
    assert len(kept[cache_key(REVEALED)]) == len(session.record) + 1
    first = match.graph.points()
    # opened again (a fresh screen): drawn from the cache, no evaluation runs
    window.close_match()
    again, _ = open_match(qtbot, window, "v1-arkadia-finished.tpmatch")
    again.choose_perspective(REVEALED)
    qtbot.mouseClick(again.review_bar.graph_button, Qt.MouseButton.LeftButton)
    assert again.graph.wait(10_000) and again.graph.worker is None
    assert again.graph._process.pid() is None  # no evaluation process was even started
    assert [p.to_json() for p in again.graph.points()] == [p.to_json() for p in first]  # kept rounded
    # a damaged cache is only a cache: ignored and evaluated again
    archive.graph_path(entry.id).write_text("{ not json", encoding="utf-8")
    window.close_match()
    third, _ = open_match(qtbot, window, "v1-arkadia-finished.tpmatch")
    third.choose_perspective(REVEALED)
    open_graph(qtbot, third)
    assert third.graph.points() == first
    archive.delete(entry.id)
    assert not archive.graph_path(entry.id).exists()


def test_a_lan_screen_says_why_it_has_no_graph():
    pytest.importorskip("PySide6")
    from desktop_app.ui.match_graph import MatchGraph

    class Remote:
        cursor = 3

    graph = MatchGraph()
    graph.follow(Remote(), None)  # type: ignore[arg-type]  # not a LocalTable: no record here
    assert "whole record" in graph.message.text() and graph.worker is None
