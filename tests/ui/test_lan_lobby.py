"""The LAN dialogs: host a match, its lobby, and joining it, over real sockets on loopback.

Every byte stays on 127.0.0.1: the host listens there, the beacon goes there, the join dialog
listens there (``settings``), and the environment says the same for anything that reads it.
Widgets are clicked, not called, wherever a person would click.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtNetwork import QHostAddress, QUdpSocket
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from desktop_app.net.joincode import JoinCode
from desktop_app.net.seat_client import SeatClient
from desktop_app.ui.join_refusals import REFUSALS, parse_address
from desktop_app.ui.lan_host import LOCAL_LABEL, NETWORK_LABEL, HostMatchDialog
from desktop_app.ui.lan_hosting import (
    BEACON_PORT_VARIABLE,
    BIND_VARIABLE,
    DEFAULT_BIND,
    LOCAL,
    NETWORK,
    TARGETS_VARIABLE,
    HostPlan,
    LanHosting,
    LanSettings,
    PlannedSeat,
)
from desktop_app.ui.lan_join import WARNING_STYLE, JoinDialog
from desktop_app.ui.lan_lobby import AWAY, JOINED, WAITING, LobbyDialog
from desktop_app.ui.remote_table import RemoteTable
from desktop_app.ui.theme import style_application

LOOPBACK = "127.0.0.1"
SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
WAIT = 5_000


def _free_udp_port() -> int:
    probe = QUdpSocket()
    assert probe.bind(QHostAddress(LOOPBACK), 0)
    port = probe.localPort()
    probe.close()
    return port


@pytest.fixture
def settings(monkeypatch) -> LanSettings:
    """Loopback for the host, the beacon and the listener (the network rule), in env and object."""
    port = _free_udp_port()
    monkeypatch.setenv(BIND_VARIABLE, LOOPBACK)
    monkeypatch.setenv(TARGETS_VARIABLE, f"{LOOPBACK}:{port}")
    monkeypatch.setenv(BEACON_PORT_VARIABLE, str(port))
    return LanSettings.from_env()


@pytest.fixture
def hosted(qtbot, settings):
    """A lobby for Secret Dice: seat 1 at this computer ("Asha"), seats 2 and 3 for the network."""
    made: list[LanHosting] = []

    def host(*kinds: str, spectators: bool = False, game: str = "secret_dice") -> LobbyDialog:
        seats = tuple(PlannedSeat(kind, "Asha" if kind == LOCAL else "") for kind in kinds)
        hosting = LanHosting(HostPlan(game, seats, allow_spectators=spectators), settings)
        made.append(hosting)
        lobby = LobbyDialog(hosting)
        lobby.ask = lambda *_args: True
        qtbot.addWidget(lobby)
        lobby.show()
        local = set(hosting.plan.local_seats)
        qtbot.waitUntil(lambda: local <= set(hosting.presence["claimed"]), timeout=WAIT)
        return lobby

    yield host
    for hosting in made:
        hosting.close()


def friend(qtbot, lobby: LobbyDialog, name: str, seat: object = None, code: JoinCode | None = None):
    """A SeatClient on loopback, joined (or refused) before this returns; (client, outcome) list."""
    hosting = lobby.hosting
    client = SeatClient(LOOPBACK, hosting.port, code or hosting.code, name=name)
    outcome: list[tuple] = []
    client.welcomed.connect(lambda _welcome: client.join(seat))
    client.joined.connect(lambda joined: outcome.append(("joined", joined)))
    client.failed.connect(lambda code, reason: outcome.append(("failed", code)))
    client.start()
    qtbot.waitUntil(lambda: bool(outcome), timeout=WAIT)
    return client, outcome


def lobby_status(lobby: LobbyDialog, seat: int) -> tuple[str, str]:
    line = lobby.lines[seat]
    return line.name.text(), line.status.text()


def click(qtbot, widget) -> None:
    """Click ``widget`` where it is on screen: a page just shown lays itself out first (a click
    goes to whatever the window has at that point, as a person's would)."""
    QApplication.processEvents()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


# --- settings and the host dialog -------------------------------------------------------------


def test_settings_come_from_the_environment_with_lan_defaults(monkeypatch):
    defaults = LanSettings.from_env({})
    assert defaults.bind == DEFAULT_BIND and not defaults.loopback_only
    assert defaults.local_address() == LOOPBACK  # this computer's seats join over loopback
    assert len(defaults.beacon_targets) == 1 and defaults.beacon_targets[0][0] != LOOPBACK
    chosen = LanSettings.from_env({BIND_VARIABLE: LOOPBACK, TARGETS_VARIABLE: f"{LOOPBACK}:4000"})
    assert chosen.loopback_only and chosen.beacon_targets == ((LOOPBACK, 4000),)
    for bad in ({BIND_VARIABLE: "somewhere"}, {TARGETS_VARIABLE: "a-name"}, {BEACON_PORT_VARIABLE: "x"}):
        with pytest.raises(ValueError):
            LanSettings.from_env(bad)


def test_the_host_dialog_offers_network_this_computer_and_levels(qtbot):
    dialog = HostMatchDialog(None, "secret_dice")
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    first, second, third = dialog.rows
    labels = [first.kind.itemText(i) for i in range(first.kind.count())]
    assert labels[:2] == [NETWORK_LABEL, LOCAL_LABEL] and len(labels) > 2
    assert first.kind.currentData() == LOCAL and second.kind.currentData() == NETWORK
    assert not second.name.isEnabled() and second.name.text() == ""  # the joiner names the seat
    first.name.setText("Asha")
    third.kind.setCurrentIndex(third.kind.findData("random"))
    assert not third.name.isEnabled()
    plan = dialog.plan()
    assert [seat.kind for seat in plan.seats] == [LOCAL, NETWORK, "random"]
    assert plan.seats[0].name == "Asha" and plan.core_plan() == ["human", "human", "random"]
    assert plan.seed is None  # a host who picked the seed would know every draw

    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    second.kind.setCurrentIndex(second.kind.findData(LOCAL))
    assert not ok.isEnabled() and "at least one seat" in dialog.note.text()
    second.kind.setCurrentIndex(second.kind.findData(NETWORK))
    assert ok.isEnabled() and not dialog.spectators.isChecked()
    first.kind.setCurrentIndex(first.kind.findData(NETWORK))  # nobody plays here: the host watches
    assert dialog.spectators.isChecked() and not dialog.spectators.isEnabled()
    assert dialog.plan().host_watches
    dialog.show()
    click(qtbot, ok)
    assert dialog.result() == dialog.DialogCode.Accepted


def test_the_host_dialog_sets_how_long_a_lost_player_is_waited_for_before_the_computer_plays(
    qtbot, settings, tmp_path
):
    dialog = HostMatchDialog(None, "secret_dice")
    qtbot.addWidget(dialog)
    dialog.show()
    choice = dialog.stand_in
    assert choice.isVisible() and choice.currentData() == 60.0  # a minute unless the host says
    assert [choice.itemText(i) for i in range(choice.count())] == [
        "after 30 seconds",
        "after 1 minute",
        "after 3 minutes",
        "never (the match waits)",
    ]
    choice.setFocus()
    QTest.keyClick(choice, Qt.Key.Key_Up)  # one choice sooner, from the keyboard
    assert choice.currentData() == 30.0 and dialog.plan().stand_in_after == 30.0
    choice.setCurrentIndex(choice.findData(None))
    assert dialog.plan().stand_in_after is None
    seats = (PlannedSeat(LOCAL, "Asha"), PlannedSeat(NETWORK, ""))
    hosting = LanHosting(
        HostPlan("secret_dice", seats, stand_in_after=30.0), settings, journal_folder=tmp_path
    )
    try:
        assert hosting.lan.core.stand_in_after == 30.0  # the host it starts keeps the delay
    finally:
        hosting.close()


# --- the lobby --------------------------------------------------------------------------------


def test_the_lobby_shows_the_code_and_this_computers_seat_joins_by_itself(qtbot, hosted, settings):
    lobby = hosted(LOCAL, NETWORK)
    assert lobby.code.text() == str(lobby.hosting.code)
    click(qtbot, lobby.copy)
    assert QGuiApplication.clipboard().text() == str(lobby.hosting.code)
    assert lobby.addresses.text() == f"{LOOPBACK}:{lobby.hosting.port}"
    qtbot.waitUntil(lambda: lobby_status(lobby, 0) == ("Asha", JOINED), timeout=WAIT)
    assert lobby_status(lobby, 1) == ("—", WAITING)
    assert not lobby.start.isEnabled() and not lobby.lines[0].remove.isVisible()


def test_a_friend_joins_is_listed_removed_and_start_waits_for_every_seat(qtbot, hosted):
    lobby = hosted(LOCAL, NETWORK)
    client, outcome = friend(qtbot, lobby, "Bo <b>")
    assert outcome == [("joined", 1)]
    qtbot.waitUntil(lambda: lobby_status(lobby, 1) == ("Bo <b>", JOINED), timeout=WAIT)  # plain text
    qtbot.waitUntil(lobby.start.isEnabled, timeout=WAIT)
    gone: list[str] = []
    client.failed.connect(lambda code, _reason: gone.append(code))
    assert lobby.lines[1].remove.isVisible()
    click(qtbot, lobby.lines[1].remove)
    qtbot.waitUntil(lambda: gone == ["removed"], timeout=WAIT)
    assert lobby_status(lobby, 1) == ("—", WAITING) and not lobby.start.isEnabled()
    client.close()


def test_start_is_enabled_only_when_filled_and_starts_the_match(qtbot, hosted):
    lobby = hosted(LOCAL, NETWORK)
    started: list[object] = []
    lobby.match_started.connect(started.append)
    qtbot.waitUntil(lambda: lobby_status(lobby, 0)[1] == JOINED, timeout=WAIT)
    assert not lobby.start.isEnabled()
    click(qtbot, lobby.start)  # a disabled button does nothing
    assert not lobby.hosting.started
    client, _ = friend(qtbot, lobby, "Bo")
    qtbot.waitUntil(lobby.start.isEnabled, timeout=WAIT)
    click(qtbot, lobby.start)
    qtbot.waitUntil(lambda: bool(started), timeout=WAIT)
    assert lobby.hosting.lan.core.started and started == [lobby.hosting.table]
    assert not lobby.isVisible()  # the lobby gives way to the match screen
    lobby.hosting.close()
    client.close()


def test_with_no_seat_here_the_host_watches_the_match_it_starts(qtbot, hosted):
    lobby = hosted(NETWORK, NETWORK)
    watcher = lobby.hosting.clients[None]
    qtbot.waitUntil(lambda: watcher.spectator, timeout=WAIT)
    assert lobby.hosting.lan.core.allow_spectators  # the operator's own screen is a spectator
    first, _ = friend(qtbot, lobby, "Bo")
    second, _ = friend(qtbot, lobby, "Cy")
    qtbot.waitUntil(lobby.start.isEnabled, timeout=WAIT)
    started: list[object] = []
    lobby.match_started.connect(started.append)
    click(qtbot, lobby.start)
    qtbot.waitUntil(lambda: bool(started), timeout=WAIT)
    assert started == [lobby.hosting.table] and lobby.hosting.table.operator is lobby.hosting
    assert lobby.hosting.table.screen_seats == frozenset()  # a spectator's screen holds no seat
    for client in (first, second):
        client.close()


def test_closing_the_lobby_asks_first_when_people_are_connected(qtbot, hosted):
    lobby = hosted(LOCAL, NETWORK)
    client, _ = friend(qtbot, lobby, "Bo")
    asked: list[str] = []

    def refuse(_parent, _title, text):
        asked.append(text)
        return False

    lobby.ask = refuse
    qtbot.waitUntil(lambda: lobby.hosting.connected_people() == ["Bo"], timeout=WAIT)
    click(qtbot, lobby.stop)
    assert asked and "Bo is connected" in asked[0]
    assert lobby.isVisible() and not lobby.hosting.closed
    lobby.ask = lambda *_args: True
    click(qtbot, lobby.stop)
    assert lobby.hosting.closed and not lobby.isVisible()
    client.close()


def test_a_dropped_friend_is_shown_away_until_they_return(qtbot, hosted):
    lobby = hosted(LOCAL, NETWORK)
    client, _ = friend(qtbot, lobby, "Bo")
    qtbot.waitUntil(lambda: lobby_status(lobby, 1)[1] == JOINED, timeout=WAIT)
    client.close()  # leaves the seat reconnectable
    qtbot.waitUntil(lambda: lobby_status(lobby, 1) == ("Bo", AWAY), timeout=WAIT)
    assert lobby.start.isEnabled()  # the seat is still taken: its player resumes with the token


# --- the join dialog --------------------------------------------------------------------------


@pytest.fixture
def joining(qtbot, settings):
    dialogs: list[JoinDialog] = []

    def open_dialog() -> JoinDialog:
        dialog = JoinDialog(None, settings)
        qtbot.addWidget(dialog)
        dialog.show()
        dialogs.append(dialog)
        return dialog

    yield open_dialog
    for dialog in dialogs:
        if dialog.isVisible():
            dialog.reject()


def type_in(qtbot, dialog: JoinDialog, *, address: str | None = None, code: str, name: str) -> None:
    if address is not None:
        dialog.address.setText(address)
    dialog.code.setText("")
    qtbot.keyClicks(dialog.code, code)
    dialog.name.setText(name)
    click(qtbot, dialog.connect_button)


def type_lobby(qtbot, dialog: JoinDialog, lobby: LobbyDialog, name: str, code: str | None = None) -> None:
    """Type the lobby's address and (unless another is given) its code, and click Connect."""
    address = f"{LOOPBACK}:{lobby.hosting.port}"
    type_in(qtbot, dialog, address=address, code=code or str(lobby.hosting.code), name=name)


def test_addresses_are_typed_with_their_port():
    assert parse_address(f" {LOOPBACK}:4100 ") == (LOOPBACK, 4100)
    assert parse_address("[::1]:4100") == ("::1", 4100)
    for bad in (LOOPBACK, f"{LOOPBACK}:", f"{LOOPBACK}:99999", "[::1]", ":4100"):
        with pytest.raises(ValueError):
            parse_address(bad)


def test_a_match_heard_on_the_network_is_joined_by_clicks_and_starts(qtbot, hosted, joining):
    dialog = joining()
    lobby = hosted(LOCAL, NETWORK, NETWORK)
    qtbot.waitUntil(lambda: dialog.found.count() == 1, timeout=WAIT)
    item = dialog.found.item(0)
    assert "Secret Dice" in item.text() and "Asha" in item.text() and "2 of 3 seats free" in item.text()
    rect = dialog.found.visualItemRect(item)
    QApplication.processEvents()
    qtbot.mouseClick(dialog.found.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dialog.address.text() == f"{LOOPBACK}:{lobby.hosting.port}"
    type_in(qtbot, dialog, code=str(lobby.hosting.code).lower().replace("-", " "), name="Bo")
    qtbot.waitUntil(lambda: dialog.pages.currentWidget() is dialog.seat_page, timeout=WAIT)
    assert sorted(dialog.seat_page.sit) == [1, 2] and not dialog.seat_page.watch.isVisible()
    click(qtbot, dialog.seat_page.sit[2])
    qtbot.waitUntil(lambda: dialog.pages.currentWidget() is dialog.wait_page, timeout=WAIT)
    assert "seat 3" in dialog.wait_page.title.text() and "Bo" in dialog.wait_page.title.text()
    qtbot.waitUntil(lambda: lobby_status(lobby, 2) == ("Bo", JOINED), timeout=WAIT)
    # The beacon says at once that a seat went (the list keeps the match picked).
    qtbot.waitUntil(lambda: "1 of 3 seats free" in dialog.found.item(0).text(), timeout=WAIT)
    client, _ = friend(qtbot, lobby, "Cy")
    joined: list[object] = []
    dialog.joined.connect(joined.append)
    qtbot.waitUntil(lobby.start.isEnabled, timeout=WAIT)
    qtbot.waitUntil(lambda: "Cy" in dialog.wait_page.shown(), timeout=WAIT)
    click(qtbot, lobby.start)
    qtbot.waitUntil(lambda: len(joined) == 1, timeout=WAIT)
    table = joined[0]
    assert isinstance(table, RemoteTable) and table.parent() is None  # the caller owns it now
    assert table.screen_seats == {2} and not dialog.isVisible() and dialog.client is None
    joined[0].close()
    client.close()


def test_a_wrong_code_is_refused_with_its_message(qtbot, hosted, joining):
    lobby = hosted(LOCAL, NETWORK)
    dialog = joining()
    real = lobby.hosting.code
    wrong = JoinCode(real.fingerprint_prefix, "Z" * 8 if real.secret != "Z" * 8 else "Y" * 8)
    type_lobby(qtbot, dialog, lobby, "Bo", str(wrong))
    # The code is proven before the host says anything of the match: refused before any seat shows.
    qtbot.waitUntil(dialog.message.isVisible, timeout=WAIT)
    assert dialog.message.text() == REFUSALS["wrong_code"]
    assert dialog.pages.currentWidget() is dialog.find_page and dialog.connect_button.isEnabled()
    assert not dialog.seat_page.isVisible() and dialog.welcome == {}


def test_a_seat_taken_meanwhile_is_said_and_the_seats_are_shown_afresh(qtbot, hosted, joining):
    lobby = hosted(LOCAL, NETWORK, NETWORK)
    dialog = joining()
    type_lobby(qtbot, dialog, lobby, "Bo")
    qtbot.waitUntil(dialog.seat_page.isVisible, timeout=WAIT)
    first = dialog.client
    other, outcome = friend(qtbot, lobby, "Cy", seat=1)  # quicker than Bo
    assert outcome == [("joined", 1)]
    click(qtbot, dialog.seat_page.sit[1])
    qtbot.waitUntil(lambda: dialog.client is not first and sorted(dialog.seat_page.sit) == [2], timeout=WAIT)
    assert dialog.seat_page.isVisible() and dialog.message.text() == REFUSALS["seat_taken"]
    other.close()


def test_a_player_the_host_removes_is_told_so(qtbot, hosted, joining):
    lobby = hosted(LOCAL, NETWORK)
    dialog = joining()
    type_lobby(qtbot, dialog, lobby, "Bo")
    qtbot.waitUntil(dialog.seat_page.isVisible, timeout=WAIT)
    click(qtbot, dialog.seat_page.sit[1])
    qtbot.waitUntil(lambda: lobby_status(lobby, 1) == ("Bo", JOINED), timeout=WAIT)
    click(qtbot, lobby.lines[1].remove)
    qtbot.waitUntil(dialog.find_page.isVisible, timeout=WAIT)
    assert dialog.message.text() == REFUSALS["removed"]


def test_a_typo_in_the_code_is_caught_before_anything_is_sent(qtbot, hosted, joining):
    lobby = hosted(LOCAL, NETWORK)
    dialog = joining()
    code = str(lobby.hosting.code)
    typo = ("0" if code[3] != "0" else "1").join((code[:3], code[4:]))
    type_lobby(qtbot, dialog, lobby, "Bo", typo)
    assert "typo" in dialog.message.text() and dialog.client is None


def test_a_full_match_offers_only_to_watch_and_a_spectator_joins_a_running_match(qtbot, hosted, joining):
    lobby = hosted(LOCAL, NETWORK, spectators=True)
    client, _ = friend(qtbot, lobby, "Bo")
    qtbot.waitUntil(lobby.start.isEnabled, timeout=WAIT)
    click(qtbot, lobby.start)
    dialog = joining()
    joined: list[object] = []
    dialog.joined.connect(joined.append)
    type_lobby(qtbot, dialog, lobby, "Di")
    qtbot.waitUntil(dialog.seat_page.isVisible, timeout=WAIT)
    assert dialog.seat_page.sit == {} and "full" in dialog.seat_page.full.text()
    assert dialog.seat_page.watch.isVisible()
    click(qtbot, dialog.seat_page.watch)
    qtbot.waitUntil(lambda: len(joined) == 1, timeout=WAIT)  # play has begun: straight to the match
    joined[0].close()
    client.close()


def test_a_full_match_without_spectators_says_so(qtbot, hosted, joining):
    lobby = hosted(LOCAL, NETWORK)
    client, _ = friend(qtbot, lobby, "Bo")
    dialog = joining()
    type_lobby(qtbot, dialog, lobby, "Di")
    qtbot.waitUntil(dialog.seat_page.isVisible, timeout=WAIT)
    assert dialog.seat_page.sit == {} and not dialog.seat_page.watch.isVisible()
    assert "does not allow spectators" in dialog.seat_page.full.text()
    _late, outcome = friend(qtbot, lobby, "Ed")
    assert outcome == [("failed", "no_free_seat")]
    client.close()


def test_a_changed_certificate_warns_loudly(qtbot, hosted, joining, settings, tmp_path):
    lobby = hosted(LOCAL, NETWORK)
    impostor = LanHosting(
        HostPlan("secret_dice", (PlannedSeat(LOCAL, "Mallory"), PlannedSeat(NETWORK))),
        settings,
        identity_folder=tmp_path / "another-identity",
    )
    try:
        dialog = joining()
        address = f"{LOOPBACK}:{impostor.port}"
        type_in(qtbot, dialog, address=address, code=str(lobby.hosting.code), name="Bo")
        qtbot.waitUntil(dialog.message.isVisible, timeout=WAIT)
        assert dialog.message.text().startswith("WARNING") and address in dialog.message.text()
        assert dialog.message.styleSheet() == WARNING_STYLE
        assert dialog.pages.currentWidget() is dialog.find_page
    finally:
        impostor.close()


def test_another_version_is_refused_by_name(qtbot, hosted, joining, monkeypatch):
    lobby = hosted(LOCAL, NETWORK)
    # This app speaks as another version would (the host is the real one).
    monkeypatch.setattr("desktop_app.net.seat_client.__version__", "0.0.0-other")
    dialog = joining()
    type_lobby(qtbot, dialog, lobby, "Bo")
    qtbot.waitUntil(dialog.message.isVisible, timeout=WAIT)
    assert "another version" in dialog.message.text() and "0.0.0-other" in dialog.message.text()


def test_nobody_at_the_address_is_said_plainly(qtbot, joining):
    dialog = joining()
    nobody = JoinCode("0123456789", "ABCDEFGH")
    type_in(qtbot, dialog, address=f"{LOOPBACK}:{_free_udp_port()}", code=str(nobody), name="Bo")
    qtbot.waitUntil(dialog.message.isVisible, timeout=WAIT)
    assert dialog.message.text().startswith("Nobody answered")


# --- pictures ---------------------------------------------------------------------------------


@pytest.fixture
def app_look():
    """The application's own style while a picture is taken, the test default after it."""
    app = QApplication.instance()
    style, sheet = app.style().name(), app.styleSheet()
    style_application(app)
    yield
    app.setStyleSheet(sheet)
    app.setStyle(style)


def test_screenshots_of_the_lobby_and_the_join_dialog(qtbot, app_look, hosted, joining, tmp_path):
    """Both dialogs at 1280x720 in the app's look. ``LAN_SCREENSHOTS=1`` writes them to
    docs/screenshots (otherwise to a temporary folder, so a test run leaves the docs alone)."""
    folder = SCREENSHOTS if os.environ.get("LAN_SCREENSHOTS") else tmp_path
    dialog = joining()
    lobby = hosted(LOCAL, NETWORK, NETWORK, spectators=True, game="maharaja")
    client, _ = friend(qtbot, lobby, "Bo")
    qtbot.waitUntil(lambda: lobby_status(lobby, 1) == ("Bo", JOINED), timeout=WAIT)
    qtbot.waitUntil(lambda: lobby_status(lobby, 0)[1] == JOINED, timeout=WAIT)
    lobby.resize(1280, 720)
    for _ in range(4):  # the join code takes its type for the new width, then the layout its height
        QApplication.processEvents()
    folder.mkdir(parents=True, exist_ok=True)
    picture = lobby.grab()
    assert (picture.width(), picture.height()) == (1280, 720)
    assert picture.save(str(folder / "lan-lobby.png"))
    qtbot.waitUntil(
        lambda: dialog.found.count() == 1 and "1 of 3" in dialog.found.item(0).text(), timeout=WAIT
    )
    dialog.found.setCurrentRow(0)
    dialog.code.setText(str(lobby.hosting.code))
    dialog.name.setText("Cy")
    dialog.resize(1280, 720)
    picture = dialog.grab()
    assert (picture.width(), picture.height()) == (1280, 720)
    assert picture.save(str(folder / "lan-join.png"))
    client.close()
