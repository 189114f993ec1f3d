"""With bots and animations on (the way people play): bot moves slide on screen, syncs that
arrive mid-animation finish it cleanly, and the person's own turn still works by clicks."""

from __future__ import annotations

from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui.games.forbidden_city.board import ForbiddenCityBoard
from tests.ui.games.forbidden_city.conftest import COLOURS


def test_bots_play_while_animations_run(qtbot, window, monkeypatch):
    monkeypatch.setattr(ForbiddenCityBoard, "animations_enabled", True)
    seats = [SeatInfo("Robo", "random", COLOURS[0]), SeatInfo("Bobo", "random", COLOURS[1])]
    session = Session.new("forbidden_city", seats, seed=8)
    window.show()
    qtbot.waitExposed(window)
    window.show_session(session)
    board = window.match.board
    slid = []
    original = board._slide

    def spy(official, ends):
        before = len(board._animations)
        original(official, ends)
        slid.append(len(board._animations) - before)

    monkeypatch.setattr(board, "_slide", spy)
    qtbot.waitUntil(lambda: len(session.record) > 80, timeout=20000)
    assert any(slid)  # some bot move was animated
    window.close_match()
    qtbot.waitUntil(board.wait_animations, timeout=3000)
    view = session.view(None)
    for entry in view["officials"]:
        if entry["where"] == "board":
            item = board.officials[tuple(entry["official"])]
            assert item.isVisible()
