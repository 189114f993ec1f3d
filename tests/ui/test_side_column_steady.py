"""The side column holds still while a match is played (issue 18: no needless relayouts).

The player cards and the board's own controls beside the log change with every turn — a badge,
a row, the buttons of the seat to move. Each part keeps the tallest room it once needed while
the column's width stays, so the log below only ever gives room up: it never grows back and
shrinks again from one action to the next (which laid out and repainted the whole column).
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from desktop_app.ai.base import RandomBot
from desktop_app.ai.selfplay import play
from desktop_app.engine.seats import CHANCE
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui.games import board_class
from desktop_app.ui.match_view import MatchView
from desktop_app.ui.panels import PlayersPanel


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


class _LayoutRequests(QObject):
    """Counts the layout requests the event loop hands to any widget."""

    def __init__(self) -> None:
        super().__init__()
        self.seen = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.seen += 1
        return False


def test_a_review_step_is_laid_out_before_it_is_painted(qtbot):
    """A card that gains a row, the column, its scroll area, the side column and the window are
    laid out in the refresh: no layout is left for later turns of the event loop, each of which
    painted the screen again (and showed the cards' scroll bar for a frame where they grew)."""
    seats = [SeatInfo(f"Player {n}", "random") for n in range(1, 6)]
    session = Session.new("maharaja", seats, seed=1)
    play(session, {seat: RandomBot(10 + seat) for seat in range(5)})
    match = MatchView(session, board_class("maharaja"), bot_delay=3600)
    qtbot.addWidget(match)
    match.resize(1440, 900)
    match.show()
    qtbot.waitExposed(match)
    # the finished match's idle work first (it measures the cards' column with review's rows)
    qtbot.waitUntil(lambda: not match.warmup.idle.busy, timeout=30_000)
    requests = _LayoutRequests()
    QApplication.instance().installEventFilter(requests)
    try:
        bars = 0
        for step in random.Random(7).sample(range(len(session.record)), 30):
            match.seek(step)
            requests.seen = 0
            QApplication.processEvents()  # the paint of the step
            bars += match.players_scroll.verticalScrollBar().isVisible()
            assert requests.seen == 0, f"a layout was left for the event loop at step {step}"
        assert bars == 0  # the cards' column grows with its cards, never scrolls at this size
    finally:
        QApplication.instance().removeEventFilter(requests)


def test_a_card_with_rows_made_ahead_shows_what_a_fresh_card_shows(qtbot):
    """Rows readied in idle time (``reserve_rows``) change nothing a person sees: the card shows
    its state exactly as a card that makes its rows as it needs them, pixel for pixel."""
    seats = [SeatInfo("Asha", "human"), SeatInfo("Bo", "random")]
    cards, panels = [], []
    for ahead in (False, True):
        panel = PlayersPanel(seats, ["#D55E00", "#0072B2"])
        panels.append(panel)
        qtbot.addWidget(panel)
        panel.resize(320, 300)
        panel.show()
        qtbot.waitExposed(panel)
        card = panel.cards[0]
        if ahead:
            card.reserve_rows(5)
            QApplication.processEvents()
        for rows in ([("Gold", "13")], [("Gold", "13"), ("Disc", "Palace + Move shield"), ("Cards", "3")]):
            card.set_state(True, "to move", rows)
            QApplication.processEvents()
        cards.append(card)
    fresh, ahead_card = cards
    assert ahead_card.geometry() == fresh.geometry()
    assert ahead_card.grab().toImage() == fresh.grab().toImage()
