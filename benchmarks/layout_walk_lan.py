"""The LAN screens of the layout walk (issue 33, item 2): the host's lobby, a joined table with
its chat open, and the hosting table with its chat and "Players who left" open.

Three main windows in this process, over real sockets on 127.0.0.1 only (the network rule):
the host's bind address, the beacon's targets and the join dialog's listener are put there
through the environment ``LanSettings.from_env`` reads, as the LAN tests do. A Maharaja match of
three is hosted from the start page (the host at seat 1, two network seats), joined by clicks in
two more windows, and started; one guest then quits, so the host is asked what to do about the
seat its person left. The clicks and waits are the LAN tests' own (``tests.ui.lan_windows``).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

#: Seats of the hosted match: the host's and two network seats (long names, as in the walk).
GUESTS = ["Maximilian Friedrich", "Bo"]


class _Waiter:
    """What the LAN helpers ask of pytest-qt's ``qtbot``, without pytest: wait for a condition
    while the event loop runs."""

    def waitUntil(self, condition: Callable[[], object], timeout: int = 5000) -> None:
        ends = time.monotonic() + timeout / 1000
        while time.monotonic() < ends:
            QCoreApplication.processEvents()
            if condition():
                return
            time.sleep(0.005)
        raise TimeoutError("the LAN screens did not get there in time")


def loopback() -> None:
    """Host, beacon and listener on 127.0.0.1 for the rest of this process."""
    from desktop_app.ui.lan_hosting import BEACON_PORT_VARIABLE, BIND_VARIABLE, TARGETS_VARIABLE
    from tests.ui.lan_windows import LOOPBACK, free_udp_port

    port = free_udp_port()
    os.environ[BIND_VARIABLE] = LOOPBACK
    os.environ[TARGETS_VARIABLE] = f"{LOOPBACK}:{port}"
    os.environ[BEACON_PORT_VARIABLE] = str(port)


def walk_lan(make_window: Callable[[], object], report: Callable[[str, list], None]) -> None:
    """Open the LAN screens in windows from ``make_window`` and ``report(screen, problems)``."""
    from benchmarks.layout_walk import settle as settled  # a match screen's column, settled
    from tests.ui.fit_check import buttons_below_hint, cut_words, fit_problems
    from tests.ui.lan_windows import JOINED, WAIT, click, host_from_start_page, join_from_start_page, settle

    bot = _Waiter()
    joined_words = QCoreApplication.translate("LobbyDialog", JOINED)  # the walk's language
    host, *guests = made = [make_window() for _ in range(1 + len(GUESTS))]
    asking = QMessageBox.question
    try:
        seats = [("local", "Alexandra Katharina")] + [("network", "")] * len(GUESTS)
        lobby = host_from_start_page(host, "maharaja", seats)
        bot.waitUntil(lambda: lobby.lines[0].status.text() == joined_words, timeout=WAIT)
        address, code = lobby.addresses.text().splitlines()[0], lobby.code.text()
        for seat, (guest, name) in enumerate(zip(guests, GUESTS, strict=True), start=1):
            join_from_start_page(bot, guest, address, code, name, seat)
            bot.waitUntil(lambda seat=seat: lobby.lines[seat].status.text() == joined_words, timeout=WAIT)
        settle()
        report("lan lobby", cut_words(lobby) + buttons_below_hint(lobby))
        if os.environ.get("LAYOUT_WALK_PICTURES"):  # to look at: a folder for the LAN screens' PNGs
            lobby.grab().save(os.path.join(os.environ["LAYOUT_WALK_PICTURES"], "lan-lobby.png"))
        bot.waitUntil(lobby.start.isEnabled, timeout=WAIT)
        click(lobby.start)
        bot.waitUntil(lambda: all(window.match is not None for window in made), timeout=WAIT)
        joined = guests[0]
        joined.match.network_side.chat.toggle.setChecked(True)
        settled(joined)
        report("lan joined+chat", fit_problems(joined, pointer=False))
        if os.environ.get("LAYOUT_WALK_PICTURES"):
            joined.grab().save(os.path.join(os.environ["LAYOUT_WALK_PICTURES"], "lan-joined.png"))
        # the last guest quits (Yes to "Leave the LAN match?"): its seat is away on the host's screen
        QMessageBox.question = lambda *_args, **_kwargs: QMessageBox.StandardButton.Yes  # type: ignore[method-assign]
        guests[-1].quit_action.trigger()
        stand_ins = host.match.network_side.stand_ins
        bot.waitUntil(stand_ins.isVisible, timeout=WAIT)
        host.match.network_side.chat.toggle.setChecked(True)
        settled(host)
        report("lan host+left", fit_problems(host, pointer=False))
        if os.environ.get("LAYOUT_WALK_PICTURES"):
            host.grab().save(os.path.join(os.environ["LAYOUT_WALK_PICTURES"], "lan-host.png"))
    finally:
        for window in made:
            hosting = getattr(window, "hosting", None)
            if hosting is not None:
                hosting.close()
            lobby_hosting = getattr(getattr(window, "lobby", None), "hosting", None)
            if lobby_hosting is not None:
                lobby_hosting.close()
        for window in made:
            window.close()  # type: ignore[attr-defined]
            window.deleteLater()  # type: ignore[attr-defined]
        settle()
        QMessageBox.question = asking  # type: ignore[method-assign]
