"""Discovery for the headless commands: ``host`` announces its match as the window does, and
``join --list`` prints the matches it hears for a while.

Where beacons go and which UDP port they use come from the same environment variables the app
reads (``THREE_PALACES_BEACON_TARGETS``, ``THREE_PALACES_BEACON_PORT``; docs/protocol.md §13), so a
script and a window on one network find each other.
"""

from __future__ import annotations

import ipaddress
import os
import socket
import sys
import time
from typing import TYPE_CHECKING, Any

from desktop_app.net import discovery

if TYPE_CHECKING:
    from desktop_app.net.host import LanHost

TARGETS_VARIABLE = "THREE_PALACES_BEACON_TARGETS"
BEACON_PORT_VARIABLE = "THREE_PALACES_BEACON_PORT"
#: The limited broadcast, as the window's default: every machine on the local network hears it.
DEFAULT_TARGETS = f"255.255.255.255:{discovery.DEFAULT_BEACON_PORT}"
#: How often the host compares its free seats with what it announced.
REFRESH_MS = 500


def beacon_port() -> int:
    text = os.environ.get(BEACON_PORT_VARIABLE, "").strip()
    if not text:
        return discovery.DEFAULT_BEACON_PORT
    if not text.isdigit() or not 1 <= int(text) <= 65_535:
        raise ValueError(f"{BEACON_PORT_VARIABLE} must be a UDP port, not {text[:20]!r}")
    return int(text)


def targets() -> list[tuple[str, int]]:
    text = os.environ.get(TARGETS_VARIABLE, "").strip() or DEFAULT_TARGETS
    return discovery.parse_targets(text, beacon_port())


def should_announce(choice: bool | None, bind: str) -> bool:
    """``--announce``/``--no-announce``, else announce unless the host listens on loopback only
    (nobody else could reach it, so telling the network would only mislead)."""
    if choice is not None:
        return choice
    return not ipaddress.ip_address(bind).is_loopback


def announce(lan: LanHost, bind: str) -> Any:
    """Start announcing ``lan``'s match (the beacon follows its free seats and stops at the end);
    returns the sender, to keep alive. ``OSError``/``ValueError`` if it cannot."""
    from PySide6.QtCore import QTimer

    core = lan.core
    session = core.session

    def free() -> int:
        return (
            0
            if session.is_over
            else len([seat for seat in core.humans if seat not in core.presence()["claimed"]])
        )

    announcement = discovery.make_announcement(
        host_name=discovery.sanitise_text(socket.gethostname(), discovery.HOST_NAME_MAX) or "host",
        game_id=session.game.id,
        game_title=session.game.title,
        free_seats=free(),
        seats=session.players,
        port=lan.address()[1],
    )
    sender = discovery.BeaconSender(announcement, targets(), bind_address=bind)
    sender.start()

    def refresh() -> None:
        if session.is_over:
            sender.stop()
            timer.stop()
        elif sender.announcement["free_seats"] != free():
            sender.update(free_seats=free())

    timer = QTimer(sender)
    timer.timeout.connect(refresh)
    timer.start(REFRESH_MS)
    return sender


def list_matches(bind: str, wait: float) -> int:
    """Listen ``wait`` seconds on ``bind`` and print each match heard, one line each."""
    from PySide6.QtCore import QCoreApplication, QTimer

    if not 0 < wait <= 600:
        raise ValueError("--wait is a number of seconds from 0 to 600")
    app = QCoreApplication.instance() or QCoreApplication(["three-palaces-list"])
    listener = discovery.BeaconListener(beacon_port(), bind_address=bind)
    listener.start()
    started = time.monotonic()
    QTimer.singleShot(round(wait * 1000), app.quit)
    app.exec()
    matches = listener.matches()
    listener.stop()
    for match in matches:
        print(
            f"match {match.address}:{match.port} {match.game_id} "
            f"free {match.free_seats}/{match.seats} host {match.host_name!r} ({match.game_title})"
        )
    print(f"heard {len(matches)} match(es) in {time.monotonic() - started:.1f} s", file=sys.stderr)
    return 0
