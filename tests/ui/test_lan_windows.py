"""LAN play through whole main windows (issue 16, "Tests"), over real sockets on 127.0.0.1 only.

Two MainWindows in this process — one hosting from its start page, one joined through its join
dialog — play a whole Maharaja round by clicks, ask for and answer takebacks, chat, and close;
a window joined to a ``host`` process plays every game to its end and saves the host's file; a
client whose link is cut shows the banner, comes back by itself, and can give up.
"""

from __future__ import annotations

import pytest

from desktop_app.ui.main_window import MainWindow
from tests.ui.lan_maharaja import MaharajaClicks, assert_draws_only_its_own_seat
from tests.ui.lan_windows import WAIT, open_two_windows, spy_on_drawings
from tests.ui.lan_windows import loopback as loopback_settings


@pytest.fixture
def loopback(monkeypatch):
    return loopback_settings(monkeypatch)


@pytest.fixture
def windows(qtbot, loopback):
    """Makes main windows; at the end each one's hosting stops first, so closing asks nobody."""
    made: list[MainWindow] = []

    def make() -> MainWindow:
        window = MainWindow(bot_delay=0, use_autosave=False)
        window.resize(1280, 720)
        window.show()
        made.append(window)
        return window

    yield make
    for window in made:
        for hosting in (window.hosting, getattr(window.lobby, "hosting", None)):
            if hosting is not None:
                hosting.close()
    for window in made:
        window.close()
        window.deleteLater()


# --- 1. two windows play a Maharaja round by clicks ---------------------------------------------


def test_two_windows_host_join_and_play_a_maharaja_round_by_clicks(qtbot, windows):
    pair = open_two_windows(qtbot, windows, "maharaja")
    host, guest = pair.host, pair.guest
    assert host.stack.currentWidget() is host.match and guest.stack.currentWidget() is guest.match
    assert not pair.lobby.isVisible() and guest.joining is None
    session = pair.session
    assert session.seat_names == ("Asha", "Bo")
    for window, seat in ((host, 0), (guest, 1)):
        table = window.match.table
        assert table.screen_seats == {seat} and not table.shared and table.networked
        assert window.match.viewer == seat and window.match.board.seat == seat
    drawn = {
        seat: spy_on_drawings(window.match, assert_draws_only_its_own_seat(window, seat, session))
        for window, seat in ((host, 0), (guest, 1))
    }
    players = [MaharajaClicks(qtbot, host, 0), MaharajaClicks(qtbot, guest, 1)]
    phases: list[str] = []

    def round_over() -> bool:
        view = session.view(None)
        return view["phase"] == "planning" and view["round"] == 2

    for _ in range(200):
        if round_over():
            break
        qtbot.waitUntil(pair.settled, timeout=WAIT)
        movers = [player for player in players if player.can_move()]
        assert movers, f"nobody can move in {session.view(None)['phase']}"
        phases.append(session.view(None)["phase"])
        movers[0].move()
    assert round_over(), "the round did not end"
    assert {"pick", "start_houses", "planning", "turn"} <= set(phases)
    for player in players:
        assert any(what.startswith("travel") for what in player.clicked)
        assert any(what.startswith("disc") for what in player.clicked)
        assert any(what.startswith("build a house") for what in player.clicked)
    movers = {entry.seat for entry in session.record if not entry.chance}
    assert movers == {0, 1}
    assert drawn[0] and drawn[1]  # (each drawing was checked as it happened)
