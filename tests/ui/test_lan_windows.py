"""LAN play through whole main windows (issue 16, "Tests"), over real sockets on 127.0.0.1 only.

Two MainWindows in this process — one hosting from its start page, one joined through its join
dialog — play a whole Maharaja round by clicks, ask for and answer takebacks, chat, and close;
a window joined to a ``host`` process plays every game to its end and saves the host's file; a
client whose link is cut shows the banner, comes back by itself, and can give up.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop_app.engine.action import Action
from desktop_app.ui.main_window import MainWindow
from tests.ui.lan_maharaja import MaharajaClicks, assert_draws_only_its_own_seat
from tests.ui.lan_windows import WAIT, TwoWindows, click, open_two_windows, settle, spy_on_drawings
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


# --- Secret Dice between two windows: takebacks, chat, a cut link, closing --------------------------


def click_bet(match, side: str) -> None:
    """Click the board's "Bet low/high" item through the view's viewport, as a person would."""
    settle()
    button = next(item for item in match.board.buttons if item.side == side)
    assert button.isVisible(), "the board offers no bet now"
    view = match.board_view
    pixel = view.mapFromScene(button.sceneBoundingRect().center())
    assert view.viewport().rect().contains(pixel)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pixel)


def bets(pair: TwoWindows) -> list[str]:
    """The bets made this round at the host, in the order they were made."""
    return [entry.action["side"] for entry in pair.session.record if not entry.chance]


def test_a_takeback_asked_with_ctrl_z_is_accepted_or_declined_in_the_other_window(qtbot, windows):
    pair = open_two_windows(qtbot, windows, "secret_dice")
    host, guest = pair.host, pair.guest
    click_bet(host.match, "low")
    qtbot.waitUntil(lambda: pair.settled() and pair.host.match.table.undo_refusal() is None, timeout=WAIT)
    assert [entry.seat for entry in pair.session.record if not entry.chance] == [0]
    assert host.undo_action.text() == "&Ask to take back" and host.undo_action.isEnabled()
    host.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is host, timeout=WAIT)
    QTest.keyClick(host.match.board_view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    bar = guest.match.takeback_bar
    qtbot.waitUntil(bar.isVisible, timeout=WAIT)
    assert bar.text.text().startswith("Asha asks to take back their last move.")
    assert host.match.takeback_bar.isVisible() and not host.match.takeback_bar.accept.isVisible()
    assert "Waiting for the others" in host.match.takeback_bar.text.text()
    click(bar.accept)
    qtbot.waitUntil(lambda: not bar.isVisible() and pair.settled(), timeout=WAIT)
    assert [entry.seat for entry in pair.session.record if not entry.chance] == []
    for window in (host, guest):
        assert window.match.table.view(window.match.viewer)["bets"] == [None, None]
    assert host.match.notice_line.text() == "Took back your last action: everyone agreed."
    assert host.match.board.legal  # Asha may bet again

    click_bet(host.match, "high")
    qtbot.waitUntil(lambda: pair.settled() and host.match.table.undo_refusal() is None, timeout=WAIT)
    host.undo_action.trigger()  # Edit > Ask to take back
    qtbot.waitUntil(bar.isVisible, timeout=WAIT)
    click(bar.decline)
    qtbot.waitUntil(
        lambda: host.match.notice_line.text() == "Bo declined to take back your last action.", timeout=WAIT
    )
    qtbot.waitUntil(lambda: not bar.isVisible() and not host.match.takeback_bar.isVisible(), timeout=WAIT)
    assert [entry.action for entry in pair.session.record if not entry.chance] == [
        Action.make("bet", side="high")
    ]


def test_chat_with_markup_reaches_the_other_window_as_plain_text(qtbot, windows):
    pair = open_two_windows(qtbot, windows, "secret_dice")
    chat = pair.guest.match.network_side.chat
    click(chat.entry)
    QTest.keyClicks(chat.entry, "<b>x</b> & <i>y</i>")
    QTest.keyClick(chat.entry, Qt.Key.Key_Return)
    history = pair.host.match.network_side.chat.history
    qtbot.waitUntil(lambda: "Bo: " in history.toPlainText(), timeout=WAIT)
    assert history.toPlainText() == "Bo: <b>x</b> & <i>y</i>"
    assert "<b>" not in history.document().toHtml().replace("&lt;b&gt;", "")  # no bold was made
    assert chat.entry.text() == "" and pair.guest.match.network_side.chat.history.toPlainText() == (
        "Bo: <b>x</b> & <i>y</i>"
    )


def test_a_cut_link_shows_the_banner_comes_back_by_itself_and_play_goes_on(qtbot, windows):
    pair = open_two_windows(qtbot, windows, "secret_dice")
    guest = pair.guest
    banner = guest.match.link_banner
    assert not banner.isVisible()
    client = guest.match.table.clients[0]
    connection = client.connection
    assert connection is not None
    connection._socket.abort()  # the cable is pulled at this end
    settle()
    assert client.link == "reconnecting" and banner.isVisible()
    assert "reconnecting" in banner.text.text() and banner.button.text() == "Give up"
    click_bet(pair.host.match, "low")  # play goes on meanwhile
    qtbot.waitUntil(lambda: client.link == "connected" and pair.settled(), timeout=WAIT)
    settle()
    assert not banner.isVisible()
    assert guest.match.table.view(1)["bets"][0] == "chosen"  # heard while away; which bet stays hers
    assert guest.match.log.lines()[-1].startswith("Asha")
    click_bet(guest.match, "high")
    qtbot.waitUntil(lambda: pair.settled() and len(bets(pair)) == 2, timeout=WAIT)


def test_closing_the_hosting_window_asks_first_and_the_guest_can_give_up(qtbot, windows, monkeypatch):
    pair = open_two_windows(qtbot, windows, "secret_dice")
    host, guest = pair.host, pair.guest
    asked: list[str] = []
    answer = [QMessageBox.StandardButton.No]

    def question(_parent, _title, text, *args, **kwargs):
        asked.append(text)
        return answer[0]

    monkeypatch.setattr(QMessageBox, "question", question)
    qtbot.waitUntil(lambda: pair.host.hosting.connected_people() == ["Bo"], timeout=WAIT)
    host.close_action.trigger()
    assert asked and "Bo is playing in the match you host" in asked[0].replace("\xa0", " ")
    assert host.match is not None and not host.hosting.closed  # No keeps the match
    host.close()
    assert len(asked) == 2 and host.match is not None and host.isVisible()
    answer[0] = QMessageBox.StandardButton.Yes
    host.close_action.trigger()
    assert host.match is None and host.hosting is None and host.stack.currentWidget() is host.start_page
    banner = guest.match.link_banner
    qtbot.waitUntil(banner.isVisible, timeout=WAIT)  # the guest's link is gone
    assert guest.match.table.link == "reconnecting"
    click(banner.button)  # Give up
    assert guest.match is None and guest.stack.currentWidget() is guest.start_page
