"""Preferences ▸ Network (issue 34, item 2): the choices are kept, and the host and its beacon use them.

The dialog's real widgets are used; then a hosted match is opened as the app opens one
(``LanSettings.current``) and the socket it bound and the beacons it sent are checked on
127.0.0.1 only: "this computer only" listens on loopback alone, a chosen port is the port, and
with announcements off no beacon reaches a listener. No test here sends beyond 127.0.0.1: the only
choice tested with a beacon on is "this computer only", whose beacon goes to loopback.
"""

from __future__ import annotations

import socket

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtNetwork import QHostAddress, QUdpSocket

from desktop_app.ui.lan_hosting import HostPlan, LanHosting, PlannedSeat
from desktop_app.ui.lan_settings import (
    ALL,
    BEACON_PORT_VARIABLE,
    BIND_VARIABLE,
    LOCAL_ONLY,
    PORT_VARIABLE,
    TARGETS_VARIABLE,
    LanSettings,
    NetworkChoice,
    load_network,
    save_network,
)
from desktop_app.ui.network_prefs import interfaces

PLAN = HostPlan("secret_dice", (PlannedSeat("local", "Asha"), PlannedSeat("network")))


@pytest.fixture
def no_variables(monkeypatch):
    for name in (BIND_VARIABLE, PORT_VARIABLE, TARGETS_VARIABLE, BEACON_PORT_VARIABLE):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def beacon_listener(monkeypatch):
    """A UDP socket on 127.0.0.1, its port the beacon port for this test (the variable only moves
    the port; the stored choice still decides whether and where beacons go)."""
    listener = QUdpSocket()
    assert listener.bind(QHostAddress("127.0.0.1"), 0)
    monkeypatch.setenv(BEACON_PORT_VARIABLE, str(listener.localPort()))
    yield listener
    listener.close()


def free_tcp_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_the_network_choices_are_made_in_preferences_and_kept(qtbot, window, no_variables):
    window.preferences_action.trigger()
    dialog = window.preferences_dialog
    box = dialog.network
    assert box.listen.currentData() == ALL and box.announce.isChecked() and box.port.text() == "Automatic"
    assert box.listen.count() == 2 + len(interfaces())  # all, each interface, this computer only
    box.listen.setFocus()
    while box.listen.currentData() != LOCAL_ONLY:
        qtbot.keyClick(box.listen, Qt.Key.Key_Down)
    # on its box (a check box takes clicks on its box and words, not the empty rest of its row)
    qtbot.mouseClick(box.announce, Qt.MouseButton.LeftButton, pos=QPoint(8, box.announce.height() // 2))
    assert not box.announce.isChecked()
    box.port.setFocus()
    box.port.selectAll()
    qtbot.keyClicks(box.port, "47123")
    assert load_network() == NetworkChoice(LOCAL_ONLY, False, 47123)
    assert not box.overridden.isVisible()


def test_this_computer_only_listens_on_loopback_on_the_chosen_port_and_announces_only_here(
    qtbot, no_variables, beacon_listener
):
    port = free_tcp_port()
    save_network(NetworkChoice(LOCAL_ONLY, True, port))
    hosting = LanHosting(PLAN)
    try:
        assert hosting.lan.address() == ("127.0.0.1", port)
        assert hosting.settings.beacon_targets == (("127.0.0.1", beacon_listener.localPort()),)
        qtbot.waitUntil(beacon_listener.hasPendingDatagrams, timeout=5000)
        assert b"secret_dice" in beacon_listener.receiveDatagram().data().data()
    finally:
        hosting.close()


def test_with_announcements_off_no_beacon_is_sent(qtbot, no_variables, beacon_listener):
    save_network(NetworkChoice(LOCAL_ONLY, False, 0))
    hosting = LanHosting(PLAN)
    try:
        assert hosting.beacon is None and hosting.lan.address()[0] == "127.0.0.1"
        qtbot.wait(2500)  # longer than a beacon's interval
        assert not beacon_listener.hasPendingDatagrams()
    finally:
        hosting.close()


def test_a_variable_set_overrides_its_part_of_the_stored_choice(no_variables):
    save_network(NetworkChoice(ALL, False, 4100))
    anywhere = "0.0.0.0"  # loopback-safe: the bind value, nothing is sent
    assert LanSettings.current({}) == LanSettings(anywhere, 4100, (), LanSettings().beacon_port)
    chosen = LanSettings.current({BIND_VARIABLE: "127.0.0.1", TARGETS_VARIABLE: "127.0.0.1:4000"})
    assert (chosen.bind, chosen.port, chosen.beacon_targets) == ("127.0.0.1", 4100, (("127.0.0.1", 4000),))
    assert LanSettings.current({PORT_VARIABLE: "0"}).port == 0
    save_network(NetworkChoice("192.0.2.7", True, 0))  # one interface: listens there, broadcasts
    assert LanSettings.current({}).bind == "192.0.2.7"
    with pytest.raises(ValueError):
        LanSettings.current({PORT_VARIABLE: "http"})
