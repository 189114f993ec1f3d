"""The first step back into review of a finished match, readied while the screen rests (issue 18).

The screen measures its cards' column with the rows review will show, and rehearses the first
step back on the board (synced to the step before the end and back, with nothing painted in
between). Neither may change what a person sees: not the board at the end, not the first step
back, and the side column holds still when review begins.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from desktop_app.ai.base import RandomBot
from desktop_app.ai.selfplay import play
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.persistence import matchfile
from desktop_app.ui.games import board_class
from desktop_app.ui.match_view import MatchView
from desktop_app.ui.warmup import IdleWork

MATCHES = Path(__file__).parents[1] / "fixtures" / "matches"


def _screen(qtbot, session: Session, game_id: str) -> MatchView:
    match = MatchView(session, board_class(game_id), bot_delay=3600)
    qtbot.addWidget(match)
    match.resize(1440, 900)
    match.show()
    qtbot.waitExposed(match)
    match.end_overlay.hide()  # the board under it is what is compared
    return match


def _board(match: MatchView):
    QApplication.processEvents()
    return match.board_view.grab().toImage()


@pytest.mark.parametrize("game_id", ["maharaja", "forbidden_city", "arkadia"])
def test_the_rehearsed_first_step_back_shows_what_an_unrehearsed_one_shows(qtbot, monkeypatch, game_id):
    # the rest before the rehearsal made short; the pictures' warming (tested on its own) left out
    monkeypatch.setattr(MatchView, "PICTURE_REST_MS", 50)
    monkeypatch.setattr("desktop_app.ui.review_warmup.warm_pictures", lambda *args: iter(()))
    rehearsed = _screen(qtbot, matchfile.load(MATCHES / f"v1-{game_id}-finished.tpmatch"), game_id)
    at_end = _board(rehearsed)
    synced: list[object] = []
    sync = rehearsed.board.sync
    monkeypatch.setattr(rehearsed.board, "sync", lambda *args: synced.append(args[1]) or sync(*args))
    qtbot.waitUntil(lambda: not rehearsed.warming, timeout=30_000)
    assert synced[-2:] == [None, rehearsed.viewer]  # the spectator's step back, then as it was
    assert _board(rehearsed) == at_end  # the rehearsal left the board as it was
    monkeypatch.setattr(MatchView, "PICTURE_REST_MS", 600_000)  # the other screen never rests
    fresh = _screen(qtbot, matchfile.load(MATCHES / f"v1-{game_id}-finished.tpmatch"), game_id)
    steps = len(fresh.session.record)
    for step in (steps - 1, steps - 2, steps):
        for match in (rehearsed, fresh):
            match.seek(step)
        assert _board(rehearsed) == _board(fresh), f"step {step}"
        assert rehearsed.log.lines() == fresh.log.lines()
        assert [card.row_texts() for card in rehearsed.players.cards] == [
            card.row_texts() for card in fresh.players.cards
        ]


def test_the_side_column_holds_still_as_review_of_a_finished_match_begins(qtbot):
    """Five princes of a Maharaja match show a row more each in the spectator's review than at
    the end; the idle work keeps the cards' column that room beforehand (and the board's side
    controls their tallest, a wrapped line included), so the log does not move on the first
    step back, which laid out and repainted the whole column."""
    seats = [SeatInfo(f"Player {n}", "human" if n == 1 else "random") for n in range(1, 6)]
    session = Session.new("maharaja", seats, seed=1)
    play(session, {seat: RandomBot(10 + seat) for seat in range(5)})
    match = _screen(qtbot, session, "maharaja")
    qtbot.waitUntil(lambda: not match.warmup.idle.busy, timeout=30_000)
    QApplication.processEvents()
    places = (match.log.geometry(), match.players_scroll.geometry())
    rows_at_end = sum(len(card.row_texts()) for card in match.players.cards)
    match.seek(len(session.record) - 1)
    QApplication.processEvents()
    assert sum(len(card.row_texts()) for card in match.players.cards) > rows_at_end  # rows came
    assert (match.log.geometry(), match.players_scroll.geometry()) == places


def test_held_idle_work_keeps_its_pieces_until_it_resumes(qtbot):
    done: list[int] = []

    def pieces():
        for index in range(3):
            done.append(index)
            yield

    work = IdleWork()
    work.run(pieces())
    work.hold()
    for _ in range(5):
        QApplication.processEvents()
    assert work.busy and done == []
    work.resume()
    qtbot.waitUntil(lambda: not work.busy, timeout=2000)
    assert done == [0, 1, 2]
    work.resume()  # nothing left: nothing runs
    assert not work.busy
