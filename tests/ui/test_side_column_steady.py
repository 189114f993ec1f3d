"""The side column holds still while a match is played (issue 18: no needless relayouts).

The player cards and the board's own controls beside the log change with every turn — a badge,
a row, the buttons of the seat to move. Each part keeps the tallest room it once needed while
the column's width stays, so the log below only ever gives room up: it never grows back and
shrinks again from one action to the next (which laid out and repainted the whole column).
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from desktop_app.engine.seats import CHANCE
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui.games import board_class
from desktop_app.ui.match_view import MatchView


@pytest.mark.parametrize(("game_id", "players"), [("maharaja", 3), ("forbidden_city", 2), ("arkadia", 2)])
def test_the_log_only_gives_room_up_while_the_match_is_played(qtbot, game_id, players):
    seats = [SeatInfo("Asha", "human"), *(SeatInfo(f"Bot {n}", "random") for n in range(1, players))]
    session = Session.new(game_id, seats, seed=5)
    match = MatchView(session, board_class(game_id), bot_delay=3600)  # the bots never move by themselves
    qtbot.addWidget(match)
    match.resize(1280, 720)
    match.show()
    qtbot.waitExposed(match)
    rng = random.Random(5)
    heights = []
    while len(heights) < 30 and session.to_move():
        seat = min(session.to_move() - {CHANCE})
        session.act(seat, rng.choice(list(session.legal_actions(seat))))  # the screen refreshes
        for _ in range(3):
            QApplication.processEvents()
        heights.append(match.log.height())
        assert match.log.height() >= match.log.minimumHeight()
    assert len(heights) > 20
    assert heights == sorted(heights, reverse=True), heights  # never grows back
