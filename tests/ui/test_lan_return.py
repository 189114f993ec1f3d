"""One click back into a LAN match (issue 34, item 1), through whole main windows on 127.0.0.1.

A guest who quit finds the match under the start page's Continue while its host answers, takes its
seat back with one click (no address or code typed) and reads the chat said meanwhile; a host
whose window closed the match serves it again from "Continue hosting" with the same code and port,
its own seat taken back, and the guest comes back to it with one click too.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop_app.persistence import held_seats, hosted_matches
from desktop_app.ui.main_window import MainWindow
from tests.ui.lan_windows import WAIT, click, open_two_windows, settle
from tests.ui.lan_windows import loopback as loopback_settings


@pytest.fixture
def windows(qtbot, monkeypatch):
    loopback_settings(monkeypatch)
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


def say(qtbot, window, text: str) -> None:
    """Type ``text`` into ``window``'s chat and send it, as a person does."""
    chat = window.match.network_side.chat
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=WAIT)
    if not chat.entry.isVisible():
        click(chat.toggle)
    QTest.keyClicks(chat.entry, text)
    QTest.keyClick(chat.entry, Qt.Key.Key_Return)


def back_entry(qtbot, window):
    """The start page's Continue entry for a LAN seat, once the probe found its host answering."""
    page = window.start_page
    page.refresh()
    qtbot.waitUntil(lambda: bool(page.lan_buttons), timeout=WAIT)
    settle()
    return page.lan_buttons[0]


def test_a_guest_who_quit_comes_back_with_one_click_and_reads_the_chat_it_missed(qtbot, windows, monkeypatch):
    pair = open_two_windows(qtbot, windows, "secret_dice")
    host, guest = pair.host, pair.guest
    monkeypatch.setattr(QMessageBox, "question", lambda *_args, **_kwargs: QMessageBox.StandardButton.Yes)
    guest.quit_action.trigger()
    assert guest.match is None
    qtbot.waitUntil(lambda: host.hosting.connected_people() == [], timeout=WAIT)
    say(qtbot, host, "Bo, where did you go?")
    history = host.match.network_side.chat.history
    qtbot.waitUntil(lambda: "Bo, where did you go?" in history.toPlainText(), timeout=WAIT)
    kept = held_seats.held(pair.core.match_id)
    assert kept is not None and (kept.host, kept.port) == ("127.0.0.1", host.hosting.port)

    again = windows()
    entry = back_entry(qtbot, again)
    assert entry.text().startswith("▶  Secret Dice (test fixture): back to seat 2  ·  127.0.0.1:")
    click(entry)  # one click: no address, no code, no seat to pick
    qtbot.waitUntil(lambda: again.match is not None, timeout=WAIT)
    table = again.match.table
    assert table.screen_seats == frozenset({1})
    qtbot.waitUntil(lambda: table.state_id == pair.core.state_id, timeout=WAIT)
    assert "Asha: Bo, where did you go?" in again.match.network_side.chat.history.toPlainText()
    qtbot.waitUntil(lambda: host.hosting.connected_people() == ["Bo"], timeout=WAIT)


def test_continue_hosting_serves_the_match_again_with_the_same_code_and_the_guest_comes_back(
    qtbot, windows, monkeypatch
):
    pair = open_two_windows(qtbot, windows, "secret_dice")
    host, guest = pair.host, pair.guest
    code, port, match_id, state = (
        pair.lobby.code.text(),
        host.hosting.port,
        pair.core.match_id,
        pair.core.state_id,
    )
    monkeypatch.setattr(QMessageBox, "question", lambda *_args, **_kwargs: QMessageBox.StandardButton.Yes)
    host.close_action.trigger()  # the host's window leaves the match: the guest is told it ended
    assert host.match is None and host.hosting is None
    qtbot.waitUntil(lambda: guest.match.table.link == "left", timeout=WAIT)
    click(guest.match.link_banner.button)
    assert guest.match is None

    page = host.start_page
    assert (
        len(page.hosting_buttons) == 1
        and "Continue hosting Secret Dice (test fixture)" in page.hosting_buttons[0].text()
    )
    click(page.hosting_buttons[0])
    qtbot.waitUntil(lambda: host.match is not None, timeout=WAIT)  # under way: straight to the table
    hosting = host.hosting
    assert str(hosting.code) == code and hosting.port == port and hosting.lan.core.match_id == match_id
    assert host.match.table.screen_seats == frozenset({0}) and hosting.lan.core.state_id == state
    host.start_page.refresh()
    assert host.start_page.hosting_buttons == []  # not offered while this window serves it

    entry = back_entry(qtbot, guest)
    click(entry)
    qtbot.waitUntil(lambda: guest.match is not None, timeout=WAIT)
    assert guest.match.table.screen_seats == frozenset({1})
    qtbot.waitUntil(lambda: hosting.connected_people() == ["Bo"], timeout=WAIT)
    say(qtbot, guest, "back again")
    qtbot.waitUntil(
        lambda: "Bo: back again" in host.match.network_side.chat.history.toPlainText(), timeout=WAIT
    )
    assert hosted_matches.hosted(match_id) is not None  # kept until the match ends or is stopped


def test_stopping_a_lobby_on_purpose_is_not_offered_again(qtbot, windows, monkeypatch):
    from tests.ui.lan_windows import host_from_start_page

    host = windows()
    lobby = host_from_start_page(host, "secret_dice", [("local", "Asha"), ("network", "")])
    match_id = lobby.hosting.lan.core.match_id
    qtbot.waitUntil(lambda: hosted_matches.hosted(match_id) is not None, timeout=WAIT)
    click(lobby.stop)
    assert hosted_matches.hosted(match_id) is None
    host.start_page.refresh()
    assert host.start_page.hosting_buttons == []


def test_the_join_list_shows_the_kept_seat_first_and_one_click_takes_it_back(qtbot, windows, monkeypatch):
    pair = open_two_windows(qtbot, windows, "secret_dice")
    host, guest = pair.host, pair.guest
    monkeypatch.setattr(QMessageBox, "question", lambda *_args, **_kwargs: QMessageBox.StandardButton.Yes)
    guest.quit_action.trigger()
    qtbot.waitUntil(lambda: host.hosting.connected_people() == [], timeout=WAIT)
    again = windows()
    click(again.start_page.join_button)
    dialog = again.joining
    qtbot.waitUntil(lambda: dialog.found.count() > 0, timeout=WAIT)
    first = dialog.found.item(0)
    assert first.text().startswith("Your seat 2 in Secret Dice (test fixture) — take it back")
    assert dialog.code.text() == ""  # nothing typed
    rect = dialog.found.visualItemRect(first)
    QTest.mouseClick(dialog.found.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: again.match is not None, timeout=WAIT)
    assert again.match.table.screen_seats == frozenset({1})
    qtbot.waitUntil(lambda: host.hosting.connected_people() == ["Bo"], timeout=WAIT)


HOSTING_PROCESS = """
import time
from PySide6.QtWidgets import QApplication
app = QApplication([])
from desktop_app.engine import registry
from tests.fixtures.secret_dice import GAME
registry.register(GAME)
from desktop_app.persistence import hosted_matches
from desktop_app.ui.lan_hosting import HostPlan, LanHosting, PlannedSeat
hosting = LanHosting(HostPlan("secret_dice", (PlannedSeat("local", "Asha"), PlannedSeat("network"))))
while True:
    app.processEvents()
    kept = hosted_matches.hosted(hosting.lan.core.match_id)
    if kept is not None and kept.tokens():
        break
    time.sleep(0.01)
print(hosting.port, hosting.code, flush=True)
while True:
    app.processEvents()
    time.sleep(0.01)
"""


def test_a_hosting_process_killed_is_served_again_from_continue_hosting(qtbot, windows):
    """The crash is the point: the program that hosted (its own seat joined, the record written)
    is killed; a new window's "Continue hosting" serves the match from its journal with the same
    code and port, and takes the host's own seat back with its kept token."""
    import os
    import select
    import subprocess
    import sys

    root = str(Path(__file__).resolve().parents[2])
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=root)
    process = subprocess.Popen(
        [sys.executable, "-c", HOSTING_PROCESS], stdout=subprocess.PIPE, text=True, env=env
    )
    try:
        assert process.stdout is not None
        ready, _, _ = select.select([process.stdout], [], [], 90)
        assert ready, "the hosting program did not say its port and code"
        port_text, code = process.stdout.readline().split()
    finally:
        process.kill()
        process.wait(timeout=30)
    window = windows()
    page = window.start_page
    page.refresh()
    assert len(page.hosting_buttons) == 1
    click(page.hosting_buttons[0])
    lobby = window.lobby
    assert lobby is not None and lobby.isVisible()
    hosting = lobby.hosting
    assert str(hosting.code) == code and hosting.port == int(port_text)
    qtbot.waitUntil(
        lambda: hosting.clients[0].seat == 0 and hosting.clients[0].link == "connected", timeout=WAIT
    )
    assert hosting.presence["connected"] == [0]  # taken back, not joined afresh as a second person
