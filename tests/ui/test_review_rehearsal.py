"""The first step back into review of a finished match, readied while the screen rests (issue 18).

The screen measures its cards' column with the rows review will show, so the side column holds
still when review begins.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from desktop_app.ai.base import RandomBot
from desktop_app.ai.selfplay import play
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui.games import board_class
from desktop_app.ui.match_view import MatchView


def _screen(qtbot, session: Session, game_id: str) -> MatchView:
    match = MatchView(session, board_class(game_id), bot_delay=3600)
    qtbot.addWidget(match)
    match.resize(1440, 900)
    match.show()
    qtbot.waitExposed(match)
    match.end_overlay.hide()  # the board under it is what is compared
    return match


def test_the_side_column_holds_still_as_review_of_a_finished_match_begins(qtbot):
    """Five princes of a Maharaja match show a row more each in the spectator's review than at
    the end; the idle work keeps the cards' column that room beforehand (and the board's side
    controls their tallest, a wrapped line included), so the log does not move on the first
    step back, which laid out and repainted the whole column."""
    seats = [SeatInfo(f"Player {n}", "human" if n == 1 else "random") for n in range(1, 6)]
    session = Session.new("maharaja", seats, seed=1)
    play(session, {seat: RandomBot(10 + seat) for seat in range(5)})
    match = _screen(qtbot, session, "maharaja")
    qtbot.waitUntil(lambda: not match.idle.busy, timeout=30_000)
    QApplication.processEvents()
    places = (match.log.geometry(), match.players_scroll.geometry())
    rows_at_end = sum(len(card.row_texts()) for card in match.players.cards)
    match.seek(len(session.record) - 1)
    QApplication.processEvents()
    assert sum(len(card.row_texts()) for card in match.players.cards) > rows_at_end  # rows came
    assert (match.log.geometry(), match.players_scroll.geometry()) == places
