"""Analysis in review (issue 35, item 1): "Analyse" is clicked, the process judges the match while
the screen stays live, the marks show in the log, on the slider and on the graph, a mark is
clicked, "Show the better move" draws the suggestion before the decision, and the analysis is
saved with the file and there again when it is reopened."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt, QTimer
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from desktop_app.ai.analysis import Work
from desktop_app.ai.base import make_bot
from desktop_app.ai.selfplay import play
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.persistence import archive, matchfile
from desktop_app.ui.ghost import ghost_of
from desktop_app.ui.match_review import MARK_SIGNS

#: A quick look and a short deep one: the whole analysis of ``lost_match`` takes under a second
#: of the worker's CPU (the process's start and the match graph cost more).
WORK = Work(worlds=1, rollout=2, deep_worlds=2, deep_rollout=2, deep_budget=0.02, recheck_worlds=4)


@pytest.fixture
def lost_match(tmp_path: Path) -> Path:
    """A finished Forbidden City match of a careful player and a careless one: 172 steps and three
    marked decisions (seed 21's 202 steps made this file cost twice the time for the same checks)."""
    seats = [SeatInfo("Anna", "heuristic"), SeatInfo("Bruno", "random")]
    session = Session.new("forbidden_city", seats, None, 16)
    play(session, {0: make_bot("heuristic", 1), 1: make_bot("random", 2)})
    assert session.is_over
    path = tmp_path / "lost.tpmatch"
    matchfile.save(session, path)
    return path


def opened(qtbot, window, path: Path):
    window.show()
    qtbot.waitExposed(window)
    assert window.open_path(path)
    match = window.match
    match.end_overlay.hide()
    match.analysis.work = WORK
    return match


def analyse(qtbot, match) -> None:
    """Click Analyse and wait for the process, the screen answering all along."""
    assert match.analysis.button.isEnabled()
    qtbot.mouseClick(match.analysis.button, Qt.MouseButton.LeftButton)
    control = match.analysis.control
    assert control is not None and control.running and control.bar.isVisible()
    assert control.bar.cancel.isVisible()
    qtbot.waitUntil(lambda: not control.running, timeout=120_000)
    assert not control.bar.cancel.isVisible()


def test_analyse_marks_the_log_slider_and_graph_shows_the_better_move_and_is_saved(qtbot, window, lost_match):
    match = opened(qtbot, window, lost_match)
    analyse(qtbot, match)
    control = match.analysis.control
    marks = control.marks()
    assert marks, "a careless player made no mistake at all?"
    assert control.analysis is not None and control.analysis.depth == "deep"
    lines = match.log.lines()
    for step, mark in marks.items():
        assert lines[step - 1].endswith(f"  {MARK_SIGNS[mark]}")
    assert match.review_bar.slider.judged == marks
    assert {control.analysis.at(step).seat for step in marks} <= {0, 1}
    # the next marked decision, by its button
    match.seek(0)
    qtbot.mouseClick(control.bar.following, Qt.MouseButton.LeftButton)
    first = min(marks)
    assert match.table.cursor == first
    assert control.current() is not None and control.bar.better.isEnabled()
    assert control.bar.verdict.text().startswith(MARK_SIGNS[marks[first]])
    # a mark clicked in the log
    last = max(marks)
    match.log.line_clicked.emit(last - 1)
    assert match.table.cursor == last
    # the graph shows the dots; a click on one goes to its step
    qtbot.mouseClick(match.review_bar.graph_button, Qt.MouseButton.LeftButton)
    graph = match.graph
    graph.wait(120_000)
    canvas = graph.canvas
    assert [step for step, _seat, _mark in canvas.judged] == sorted(marks)
    # under the pointer a dot says its step and mark
    from desktop_app.ui.mark_names import mark_text

    step, seat, mark = canvas.judged[0]
    band = canvas.bands()[1]
    height = band.bottom() - canvas.points[step].chance[seat] * band.height()
    where = QPoint(round(canvas.x_of(step)), round(height))
    QApplication.sendEvent(canvas, QHelpEvent(QEvent.Type.ToolTip, where, canvas.mapToGlobal(where)))
    assert QToolTip.isVisible() and QToolTip.text() == f"Step {step}: {mark_text(mark)}"
    dot = QPoint(round(canvas.x_of(first)), canvas.height() // 2)
    qtbot.mouseClick(canvas, Qt.MouseButton.LeftButton, pos=dot)
    assert match.table.cursor == first
    # the better move: the position before the decision, through the mover's eyes, drawn
    item = control.current()
    assert item is not None and item.suggested != item.played
    qtbot.mouseClick(control.bar.better, Qt.MouseButton.LeftButton)
    assert match.table.cursor == first - 1
    assert match.perspective == item.seat
    ghost = ghost_of(match.board)
    assert ghost is not None and ghost.action == item.suggested
    assert control.why_line and control.bar.verdict.text() == control.why_line
    assert f"{round(100 * item.suggested_chance)} %" in control.why_line  # the bar's own figure
    match.seek(first)
    assert ghost_of(match.board) is None and control.why_line == ""
    # kept with the file: saved, and there again when the match is opened again
    assert window.isWindowModified()  # the analysis is not in the file yet
    assert window.save() and not window.isWindowModified()
    window.close_match()
    again = opened(qtbot, window, lost_match)
    assert again.analysis.control is not None and not again.analysis.control.running
    assert again.analysis.control.marks() == marks
    assert again.review_bar.slider.judged == marks


def test_cancel_stops_the_process_and_an_analysis_goes_into_the_archive_entry(
    qtbot, window, lost_match, monkeypatch
):
    """On a kept match: Cancel stops the process and keeps nothing half done; analysed again to
    the end, the analysis is written into the match's archive entry by itself. The process is
    given the work asked for (the jobs were made without it once: every analysis here ran at the
    full default work, 7 CPU seconds instead of 0.9)."""
    from desktop_app.ui.analysis_process import AnalysisProcess

    submitted: list[Work] = []
    submit = AnalysisProcess.submit_analysis
    monkeypatch.setattr(
        AnalysisProcess,
        "submit_analysis",
        lambda self, job: (submitted.append(job.work), submit(self, job))[1],
    )
    entry = archive.keep(matchfile.load(lost_match))
    window.show()
    qtbot.waitExposed(window)
    assert window.open_archived(entry.id) is not False
    match = window.match
    match.end_overlay.hide()
    match.analysis.work = Work(worlds=64, rollout=200)  # far too slow to finish here
    qtbot.mouseClick(match.analysis.button, Qt.MouseButton.LeftButton)
    control = match.analysis.control
    process = control.process
    qtbot.waitUntil(lambda: process.pid() is not None, timeout=10_000)
    qtbot.mouseClick(control.bar.cancel, Qt.MouseButton.LeftButton)
    assert not control.running and process.pid() is None
    assert match.session.analysis is None and control.marks() == {}
    assert match.analysis.button.isEnabled()
    control.work = WORK
    analyse(qtbot, match)
    assert submitted == [Work(worlds=64, rollout=200), WORK]
    assert match.session.analysis is not None
    assert archive.load(entry.id).analysis == match.session.analysis


def test_the_better_answer_shows_believe_and_doubt_with_the_suggested_one_lit(qtbot, window, lost_match):
    """Most Forbidden City marks are answers: "Show the better move" puts up the answering seat's
    Believe and Doubt buttons as that seat saw them, the suggested one lit, and the panel says the
    claim to answer instead of "Waiting for ..."; the buttons take no click in review."""
    from desktop_app.ai.analysis_record import Judgement
    from desktop_app.engine.action import Action

    match = opened(qtbot, window, lost_match)
    session = match.session
    step, entry = next((i + 1, e) for i, e in enumerate(session.record) if e.action.type == "answer")
    other = "believe" if entry.action["value"] == "doubt" else "doubt"
    suggested = Action.make("answer", value=other)
    assert suggested in session.game.legal_actions(session.state_at(step - 1), entry.seat)
    item = Judgement(step, entry.seat, entry.action, suggested, 0.2, 0.6)
    assert match.analysis.better(item)
    assert match.table.cursor == step - 1 and match.perspective == entry.seat
    ghost = ghost_of(match.board)
    assert ghost is not None and ghost.action == suggested
    panel = match.board.side_widget()
    lit = panel.buttons.get(other)
    unlit = panel.buttons.get(entry.action["value"])
    assert lit is not None and unlit is not None
    qtbot.waitUntil(lambda: lit.isVisible() and unlit.isVisible())
    assert lit.property("ghost") is True and not unlit.property("ghost")
    assert "Waiting" not in panel.status.text() or not panel.status.isVisible()
    length = len(session.record)
    qtbot.mouseClick(lit, Qt.MouseButton.LeftButton)
    assert len(session.record) == length and match.table.cursor == step - 1
    # a repaint of the same position keeps them; a step away takes them off
    match.refresh()
    assert panel.buttons.get(other) is not None and panel.buttons[other].property("ghost") is True
    match.seek(step)
    assert ghost_of(match.board) is None and not panel.buttons


@pytest.mark.parametrize("size", ["normal", "largest"])
def test_the_progress_bar_is_as_wide_and_tall_as_its_words(qtbot, window, lost_match, size):
    """At 1280x720 next to a long verdict the bar was squeezed: "Deeper look: 8 of 23" cut top
    and bottom, German's "Schneller Blick: 61 von 180" cut to a word."""
    from desktop_app.ui.text_size import set_text_size

    match = opened(qtbot, window, lost_match)
    window.resize(1280, 720)
    set_text_size(size)
    try:
        bar = match.analysis._made().bar
        bar.show()
        bar.running(True)
        bar.verdict.setText(
            "?? Blunder: Bruno's move leaves 0 % to win; the computer prefers Anna's: 75 %. " * 2
        )
        progress = bar.progress
        for text, total in (
            ("Deeper look: %v of %m marked", 23),
            ("Schneller Blick: %v von %m Entscheidungen", 180),
        ):
            progress.setRange(0, total)
            progress.setValue(8)
            progress.setFormat(text)
            words = text.replace("%v", str(total)).replace("%m", str(total))
            metrics = progress.fontMetrics()
            qtbot.waitUntil(lambda m=metrics, w=words: progress.width() >= m.horizontalAdvance(w))
            assert progress.height() >= metrics.height() + 4, (size, text)
            assert progress.isVisible() and bar.cancel.isVisible()
    finally:
        set_text_size("normal")


@pytest.mark.parametrize(
    ("note", "analysed", "said", "unsaid"),
    [
        (False, True, "analysis", ("moves", "notes")),
        (True, False, "notes", ("moves", "analysis")),
        (True, True, "notes", ("moves",)),
    ],
)
def test_leaving_with_only_notes_or_an_analysis_unsaved_names_them_not_moves(
    qtbot, window, lost_match, note, analysed, said, unsaid
):
    """Nothing but the analysis, or a note written with Note…, changed: the question on leaving
    named "the moves since the last save", which nobody made."""
    from PySide6.QtWidgets import QMessageBox

    from desktop_app.ai.analysis_record import Analysis, record_key
    from tests.ui.test_archive_ui import answer
    from tests.ui.test_review_notes import write_note

    match = opened(qtbot, window, lost_match)
    session = match.session
    if analysed:
        session.analysis = Analysis(2, len(session.record), record_key(session.record), "deep", ())
    if note:
        match.seek(5)
        write_note(qtbot, match, "the first bribe was too bold")
    assert window.keeping.unsaved()
    seen: list[str] = []
    answer(QMessageBox.StandardButton.Cancel, seen)
    assert not window.leave_match()
    assert seen and said in seen[0], seen
    assert not any(word in seen[0] for word in unsaid), seen
    if note and analysed:
        assert "analysis" in seen[0]


def test_a_count_in_the_summary_walks_that_seat_s_marks_and_any_other_choice_can_be_shown(
    qtbot, window, lost_match
):
    """The summary's counts of marks are links, as on the chess sites: a click on Bruno's
    blunders goes to the first, the next click to the next. "Show the better move" is there at a
    decision the computer would have made otherwise even where the loss earns no mark."""
    from desktop_app.ai.analysis_record import Analysis, Judgement, record_key
    from desktop_app.ui.analysis_summary import SummaryDialog

    session = matchfile.load(lost_match)
    decisions = [(i + 1, e) for i, e in enumerate(session.record) if not e.chance and e.seat == 1]

    def judged(step, entry, loss):
        legal = session.game.legal_actions(session.state_at(step - 1), entry.seat)
        other = next(a for a in legal if a != entry.action)
        return Judgement(step, entry.seat, entry.action, other, 0.5 - loss, 0.5)

    (a, first), (b, second), (c, third) = decisions[3], decisions[9], decisions[20]
    items = (judged(a, first, 0.4), judged(b, second, 0.05), judged(c, third, 0.45))
    record = session.record
    session.analysis = Analysis(2, len(record), record_key(record), "deep", items).to_json()
    matchfile.save(session, lost_match)
    match = opened(qtbot, window, lost_match)
    control = match.analysis.control
    assert control is not None and control.marks() == {a: "blunder", c: "blunder"}

    def click_bruno_blunders() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SummaryDialog)
        table = dialog.table
        row, column = dialog.seats.index(1), 3
        assert table.item(row, column).text() == "2"
        rect = table.visualItemRect(table.item(row, column))
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())

    # a dot under the slider says its step and mark under the pointer
    slider = match.review_bar.slider
    for point, said in ((slider.mark_x(c), f"Step {c}: ?? Blunder"), (slider.mark_x(0), "")):
        where = QPoint(point, slider.height() - 3)
        QApplication.sendEvent(slider, QHelpEvent(QEvent.Type.ToolTip, where, slider.mapToGlobal(where)))
        if said:
            assert QToolTip.isVisible() and QToolTip.text() == said
        else:  # away from every dot: no tip
            qtbot.waitUntil(lambda: not QToolTip.isVisible())
    for expected in (a, c, a):
        QTimer.singleShot(100, click_bruno_blunders)
        qtbot.mouseClick(control.bar.summary, Qt.MouseButton.LeftButton)
        assert match.table.cursor == expected
    match.seek(b)  # a small loss: no mark, yet the computer's other choice can be drawn
    assert control.current() is not None and b not in control.marks()
    assert control.bar.better.isEnabled()
    qtbot.mouseClick(control.bar.better, Qt.MouseButton.LeftButton)
    ghost = ghost_of(match.board)
    assert ghost is not None and ghost.action == items[1].suggested
