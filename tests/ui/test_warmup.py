"""Work ahead of need (``warmup``): a finished match readies the spectator's log for review while
the event loop idles, and what it made reads exactly as what review would make from scratch."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from desktop_app.persistence import matchfile
from desktop_app.ui import lang
from desktop_app.ui.games import board_class
from desktop_app.ui.landmarks import Landmarks
from desktop_app.ui.match_view import MatchView
from desktop_app.ui.warmup import IdleWork

MATCHES = Path(__file__).parents[1] / "fixtures" / "matches"


def test_idle_work_runs_in_pieces_between_events_and_stops_when_done(qtbot):
    done: list[int] = []

    def pieces():
        for index in range(5):
            done.append(index)
            yield

    work = IdleWork()
    work.run(pieces())
    assert work.busy and done == []  # nothing before the loop turns
    qtbot.waitUntil(lambda: not work.busy, timeout=2000)
    assert done == [0, 1, 2, 3, 4]
    work.run(iter([None]))
    work.stop()
    assert not work.busy


def test_idle_work_with_a_rest_leaves_the_pass_that_asked_for_it_alone(qtbot):
    """The first piece waits ``rest_ms`` (a match's last move: its frame and the person's next
    click come first); the pieces after it run whenever the loop is idle, as without a rest."""
    done: list[int] = []

    def pieces():
        for index in range(3):
            done.append(index)
            yield

    # A rest far longer than a stall of a loaded machine between run() and processEvents()
    # (40 ms could run out in between, and the first piece with it).
    work = IdleWork(rest_ms=1000)
    work.run(pieces())
    QApplication.processEvents()
    assert work.busy and done == []  # the pass that asked for the work: nothing yet
    qtbot.waitUntil(lambda: not work.busy, timeout=10_000)
    assert done == [0, 1, 2]


def test_a_rendered_log_warmed_in_pieces_reads_as_one_rendered_at_once():
    session = matchfile.load(MATCHES / "v1-forbidden_city-finished.tpmatch")
    entries, names = session.log_entries(None), session.seat_names
    warmed, fresh = lang.RenderedLog(), lang.RenderedLog()
    rounds = 0
    while not warmed.warm(None, entries, names, 100):
        rounds += 1
    assert rounds == (len(entries) - 1) // 100
    assert warmed.texts(None, entries, names) == fresh.texts(None, entries, names)
    assert warmed.warm(None, entries, names, 100)  # all there: nothing to do, nothing cut
    assert warmed.texts(None, entries[:10], names) == fresh.texts(None, entries[:10], names)


@pytest.mark.parametrize("game", ["maharaja", "arkadia"])  # one person: their eyes until review
def test_a_finished_match_readies_the_spectators_review_in_idle_time(qtbot, game, monkeypatch):
    session = matchfile.load(MATCHES / f"v1-{game}-finished.tpmatch")
    match = MatchView(session, board_class(game), bot_delay=3600)
    qtbot.addWidget(match)
    match.resize(1280, 720)
    match.show()
    assert match.viewer is not None and match.warmup.idle.busy  # the last viewer's eyes, the work queued
    shown = list(match.review_bar.slider.marks)
    qtbot.waitUntil(lambda: not match.warmup.idle.busy, timeout=20_000)
    assert match.review_bar.slider.marks == shown  # the walk on screen was left alone
    rendered: list[object] = []
    render = lang.render_message
    monkeypatch.setattr(
        "desktop_app.ui.local_table.render_message", lambda *a: rendered.append(a) or render(*a)
    )
    monkeypatch.setattr("desktop_app.ui.lang.render_message", lambda *a: rendered.append(a) or render(*a))
    match.seek(len(session.record) - 1)  # review: a spectator's eyes
    QApplication.processEvents()
    assert match.viewer is None and rendered == []  # nothing left to render for that log
    assert match.log.lines() == session.log(None)
    fresh = Landmarks()
    fresh.update(None, session.record, session.log_entries)
    assert match.review_bar.slider.marks == fresh.marks and match.review_bar.turns == fresh.turns
