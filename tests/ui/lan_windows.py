"""Helpers for the LAN tests that drive whole main windows: host and join through the start page,
play by clicking, watch what a window draws, and run ``python -m desktop_app host`` as a process.

Every byte stays on 127.0.0.1 (the network rule for tests): ``loopback`` puts the host's bind
address, the beacon's targets and the join dialog's listener there, in the environment that
``LanSettings.from_env`` reads; the subprocess host is given ``--bind 127.0.0.1``.

The clicks are a person's: the start page's buttons, the modal host dialog's widgets (filled from a
timer, since ``exec`` does not return until it closes), the join dialog's fields, the lobby's Start,
the board's highlighted places through the view's viewport and the side panel's buttons.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtNetwork import QHostAddress, QUdpSocket
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QWidget

from desktop_app.ui.lan_host import HostMatchDialog
from desktop_app.ui.lan_hosting import (
    BEACON_PORT_VARIABLE,
    BIND_VARIABLE,
    TARGETS_VARIABLE,
    LanSettings,
)
from desktop_app.ui.lan_join import JoinDialog
from desktop_app.ui.lan_lobby import JOINED, LobbyDialog
from desktop_app.ui.remote_table import RemoteTable

LOOPBACK = "127.0.0.1"
#: Generous: the machine running the suite may be busy with other work.
WAIT = 20_000


def js(value: Any) -> Any:
    """``value`` as it reads after a trip through JSON (tuples become lists)."""
    return json.loads(json.dumps(value))


def free_udp_port() -> int:
    probe = QUdpSocket()
    assert probe.bind(QHostAddress(LOOPBACK), 0)
    port = probe.localPort()
    probe.close()
    return port


def loopback(monkeypatch) -> LanSettings:
    """Host, beacon and listener on 127.0.0.1, through the environment the main window reads."""
    port = free_udp_port()
    monkeypatch.setenv(BIND_VARIABLE, LOOPBACK)
    monkeypatch.setenv(TARGETS_VARIABLE, f"{LOOPBACK}:{port}")
    monkeypatch.setenv(BEACON_PORT_VARIABLE, str(port))
    return LanSettings.from_env()


# --- clicking ------------------------------------------------------------------------------------


def settle() -> None:
    """Let queued shows, layouts and socket reads run, as between two real clicks."""
    for _ in range(2):
        QApplication.processEvents()


def click(widget: QWidget) -> None:
    """A left click on ``widget``, which must be there to click: shown, enabled, not squeezed."""
    settle()
    assert widget.isVisible() and widget.isEnabled(), widget.objectName() or widget.metaObject().className()
    assert widget.width() > 4 and widget.height() > 4, f"{widget.objectName()} is squeezed away"
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def type_into(widget: QWidget, text: str) -> None:
    widget.clear()  # type: ignore[attr-defined]
    QTest.keyClicks(widget, text)


def run_modal(kind: type, fill: Callable[[Any], None], problems: list[BaseException]) -> None:
    """Once a modal ``kind`` is open, ``fill`` it (a failure rejects it and is kept in ``problems``)."""
    tries = [0]

    def attempt() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind):
            tries[0] += 1
            if tries[0] < 500:
                QTimer.singleShot(10, attempt)
            else:
                problems.append(AssertionError(f"no {kind.__name__} was opened"))
            return
        try:
            fill(dialog)
        except BaseException as error:  # a failed fill must not leave the modal dialog open
            problems.append(error)
            if isinstance(dialog, QDialog):
                dialog.reject()

    QTimer.singleShot(0, attempt)


# --- hosting and joining through the start page --------------------------------------------------


def host_from_start_page(
    window, game_id: str, seats: list[tuple[str, str]], *, spectators: bool = False
) -> LobbyDialog:
    """Click "Host a LAN match…", fill the host dialog (``seats``: (kind, name) per seat), open the
    lobby; the window's lobby is returned once shown."""
    problems: list[BaseException] = []

    def fill(dialog: HostMatchDialog) -> None:
        dialog.game.setCurrentIndex(dialog.game.findData(game_id))
        dialog.count.setValue(len(seats))
        assert len(dialog.rows) == len(seats)
        for row, (kind, name) in zip(dialog.rows, seats, strict=True):
            row.kind.setCurrentIndex(row.kind.findData(kind))
            if name:
                type_into(row.name, name)
        if spectators:
            click(dialog.spectators)
        click(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))

    run_modal(HostMatchDialog, fill, problems)
    click(window.start_page.host_button)
    if problems:
        raise problems[0]
    lobby = window.lobby
    assert isinstance(lobby, LobbyDialog) and lobby.isVisible(), "the lobby did not open"
    return lobby


def join_from_start_page(qtbot, window, address: str, code: str, name: str, seat: int | str) -> JoinDialog:
    """Click "Join a LAN match…", type the address, the code and a name, Connect, take ``seat``
    (a number, or "spectator"); returns the dialog on its waiting page (or gone, if play began)."""
    click(window.start_page.join_button)
    dialog = window.joining
    assert isinstance(dialog, JoinDialog) and dialog.isVisible()
    type_into(dialog.address, address)
    type_into(dialog.code, code)
    type_into(dialog.name, name)
    click(dialog.connect_button)
    qtbot.waitUntil(lambda: dialog.pages.currentWidget() is dialog.seat_page, timeout=WAIT)
    settle()
    if seat == "spectator":
        click(dialog.seat_page.watch)
    else:
        click(dialog.seat_page.sit[int(seat)])
    qtbot.waitUntil(
        lambda: window.match is not None or dialog.pages.currentWidget() is dialog.wait_page, timeout=WAIT
    )
    return dialog


def start_from_the_lobby(qtbot, lobby: LobbyDialog, seat: int) -> None:
    """Wait until the friend at ``seat`` is listed as joined, then click Start."""
    line = lobby.lines[seat]
    qtbot.waitUntil(lambda: line.status.text() == JOINED and lobby.start.isEnabled(), timeout=WAIT)
    click(lobby.start)


@dataclass
class TwoWindows:
    """Window A hosts (seat 0 here, "Asha"), window B joined seat 1 as "Bo"."""

    host: Any
    guest: Any
    lobby: LobbyDialog

    @property
    def core(self):
        return self.host.hosting.lan.core

    @property
    def session(self):
        return self.core.session

    def tables(self) -> list[RemoteTable]:
        return [window.match.table for window in (self.host, self.guest)]

    def settled(self) -> bool:
        """Both screens have heard the host's newest state (and nobody is thinking)."""
        state = self.core.state_id
        return all(table.state_id == state for table in self.tables()) and not self.core.bots_due()


def open_two_windows(qtbot, make_window: Callable[[], Any], game_id: str) -> TwoWindows:
    """A hosts ``game_id`` for Asha and one network seat; B joins it through its dialog as Bo."""
    host, guest = make_window(), make_window()
    lobby = host_from_start_page(host, game_id, [("local", "Asha"), ("network", "")])
    qtbot.waitUntil(lambda: lobby.lines[0].status.text() == JOINED, timeout=WAIT)
    code = lobby.code.text()
    address = lobby.addresses.text().splitlines()[0]
    assert address == f"{LOOPBACK}:{lobby.hosting.port}"
    join_from_start_page(qtbot, guest, address, code, "Bo", 1)
    start_from_the_lobby(qtbot, lobby, 1)
    qtbot.waitUntil(lambda: host.match is not None and guest.match is not None, timeout=WAIT)
    pair = TwoWindows(host, guest, lobby)
    qtbot.waitUntil(pair.settled, timeout=WAIT)
    return pair


# --- waiting for the host's answer ----------------------------------------------------------------


class HostAnswers:
    """The host's answers to the acts a window's board chose, to wait for the right thing.

    A seat's move is over when the host has answered each act it sent and the table shows the
    state the last answer named. "The table shows a newer state" is not that: where seats choose at
    once (Maharaja's discs, the Forbidden City's bribes) a bot's choice makes a new state too, and a
    helper that took it for its own move's answer went on before its act was answered (a disc
    picker still full), or did not notice that the host refused the act as ``stale`` (decided at
    the state the bot's choice had just left). The table sends such an act again when the seat
    still has the legal actions it was chosen from; only one it did not (``stale``) a person
    decides again.
    """

    def __init__(self, match) -> None:
        self.match = match
        self.asked = 0
        self.replies: list[dict[str, Any]] = []
        match.board.action_chosen.connect(self._asked)
        for client in match.table.clients:
            client.replied.connect(self.replies.append)
        self._mark = (0, 0)

    def _asked(self, _action: Any) -> None:
        self.asked += 1

    def begin(self) -> None:
        """A move starts: the acts it sends from now on are the ones ``answered`` waits for."""
        self._mark = (self.asked, len(self.replies))

    def _new(self) -> list[dict[str, Any]]:
        return self.replies[self._mark[1] :]

    def answered(self) -> bool:
        """Every act of this move was answered and the table shows the state the last answer
        named (an ``ack``: the state the act made; a refusal: the state the host was at); or the
        host refused one for a reason other than staleness (``refusals`` says which)."""
        replies = self._new()
        if self.refusals():
            return True
        if self.match.table.awaiting_answer:  # an act sent again after a stale refusal
            return False
        sent = self.asked - self._mark[0]
        if not sent or len(replies) < sent:
            return False
        return self.match.table.state_id >= replies[-1]["state"]

    def refusals(self) -> list[str]:
        """Why the host refused an act of this move, but for ``stale`` (see ``stale``)."""
        return [
            str(reply.get("reason"))
            for reply in self._new()
            if reply.get("type") != "ack" and reply.get("code") != "stale"
        ]

    def stale(self) -> bool:
        """The host refused this move's act as decided at a state it had left, and the table did
        not send it again: nothing happened, and the seat decides again from the state it is
        shown now."""
        replies = self._new()
        return bool(replies) and replies[-1].get("code") == "stale"


# --- what a window draws -------------------------------------------------------------------------


def spy_on_drawings(match, check: Callable[[dict[str, Any], int | None], None]) -> list[int | None]:
    """After every ``board.sync`` of ``match``: ``check(view, seat)``; returns the seats drawn for."""
    real_sync = match.board.sync
    drawn: list[int | None] = []

    def spy(view, seat, legal, interactive):
        real_sync(view, seat, legal, interactive)
        drawn.append(seat)
        check(view, seat)

    match.board.sync = spy
    return drawn


# --- a host as its own process -------------------------------------------------------------------


def process_environment(home: Path) -> dict[str, str]:
    env = dict(os.environ, THREE_PALACES_HOME=str(home), XDG_CONFIG_HOME=str(home / "xdg"))
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.pop("DISPLAY", None)
    return env


@dataclass
class HostProcess:
    """``python -m desktop_app host`` running, with what it printed (read on a thread)."""

    process: subprocess.Popen[str]
    lines: list[str] = field(default_factory=list)

    def said(self) -> dict[str, str]:
        return dict(line.split(" ", 1) for line in list(self.lines) if " " in line)

    @property
    def address(self) -> str:
        return self.said()["address"]

    @property
    def code(self) -> str:
        return self.said()["code"]

    @property
    def journal(self) -> Path:
        return Path(self.said()["journal"])

    @property
    def port(self) -> int:
        return int(self.address.rpartition(":")[2])

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(timeout=30)


def start_host_process(home: Path, arguments: list[str], timeout: float = 90) -> HostProcess:
    """Start ``host ARGUMENTS --bind 127.0.0.1`` and wait for its address, code and journal lines."""
    process = subprocess.Popen(
        [sys.executable, "-m", "desktop_app", "host", *arguments, "--bind", LOOPBACK],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=process_environment(home),
    )
    host = HostProcess(process)

    def drain() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            host.lines.append(line.rstrip("\n"))

    threading.Thread(target=drain, daemon=True).start()
    deadline = time.monotonic() + timeout
    while not {"address", "code", "journal"} <= host.said().keys():
        if process.poll() is not None or time.monotonic() > deadline:
            host.kill()
            raise AssertionError("the host did not start: " + "\n".join(host.lines))
        time.sleep(0.02)
    assert host.address.startswith(f"{LOOPBACK}:")
    return host


def host_processes(home: Path) -> Iterator[Callable[[list[str]], HostProcess]]:
    """A fixture body: start hosts, and kill whichever still runs at the end."""
    started: list[HostProcess] = []

    def start(arguments: list[str]) -> HostProcess:
        started.append(start_host_process(home, arguments))
        return started[-1]

    yield start
    for host in started:
        host.kill()
