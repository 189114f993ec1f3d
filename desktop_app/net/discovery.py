"""Discovery: a host announces its match with a small UDP beacon; listeners list what they hear.

A beacon is a convenience, never a way in. It carries only what a "join a match" list shows —
game, host name, free seats, the TCP port, a random host id — and never the join code, a seat
token or the seed: the announcement is checked against an allow-list of fields, so a secret
cannot ride along by accident. Joining still needs the code the host shows (whose certificate
fingerprint the client pins), so a forged beacon can at worst list a match nobody can join; and
"address + code" typed by hand always works, with or without beacons.

Where beacons go is a setting the caller passes (``targets``): the app's settings decide (the LAN
broadcast address, or a list of machines); nothing here names an address but loopback, which is
what every test uses.

The beacon's format and the listener's table are ``beacon.py`` (sans-IO); this module sends and
receives them with Qt's UDP sockets and still offers every name of both.
"""

from __future__ import annotations

import ipaddress
import time
from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface, QUdpSocket

from desktop_app.net.beacon import (
    ANNOUNCEMENT_FIELDS,
    BEACON_FORMAT,
    BEACON_VERSION,
    DEFAULT_BEACON_PORT,
    DEFAULT_INTERVAL_MS,
    EXPIRY_INTERVALS,
    GAME_TITLE_MAX,
    HOST_NAME_MAX,
    MAX_BEACON_BYTES,
    MAX_HOSTS,
    MAX_SEATS,
    MAX_SENDERS,
    MIN_INTERVAL_MS,
    RATE_PER_ADDRESS,
    RATE_PER_SOCKET,
    Announcement,
    BeaconError,
    FoundMatch,
    MatchTable,
    check_target,
    encode_beacon,
    ip_address_text,
    make_announcement,
    parse_beacon,
    parse_targets,
    sanitise_text,
    validate_announcement,
)

#: The beacon's names (``beacon.py``) are still imported from here.
__all__ = [
    "ANNOUNCEMENT_FIELDS",
    "BEACON_FORMAT",
    "BEACON_VERSION",
    "DEFAULT_BEACON_PORT",
    "DEFAULT_INTERVAL_MS",
    "EXPIRY_INTERVALS",
    "GAME_TITLE_MAX",
    "HOST_NAME_MAX",
    "MAX_BEACON_BYTES",
    "MAX_HOSTS",
    "MAX_SEATS",
    "MAX_SENDERS",
    "MIN_INTERVAL_MS",
    "RATE_PER_ADDRESS",
    "RATE_PER_SOCKET",
    "Announcement",
    "BeaconError",
    "BeaconListener",
    "BeaconSender",
    "FoundMatch",
    "MatchTable",
    "check_target",
    "encode_beacon",
    "interface_index_of",
    "ip_address_text",
    "listening_socket_address",
    "make_announcement",
    "parse_beacon",
    "parse_targets",
    "sanitise_text",
    "validate_announcement",
]


def _address_text(address: QHostAddress) -> str:
    """The sender as text; an IPv4 address seen through a dual-stack socket shown as IPv4."""
    text = address.toString()
    if text.lower().startswith("::ffff:") and "." in text:
        return text[7:]
    return text


class BeaconSender(QObject):
    """Sends one announcement to each target at once on :meth:`start`, then every interval.

    ``targets`` are ``(ip, port)`` pairs from the caller's settings; ``bind_address`` is where the
    socket sits (loopback unless the caller asks for more, so nothing leaves the machine by
    default). A failed send is counted in :attr:`errors`, never raised: the next interval retries.
    """

    def __init__(
        self,
        announcement: Mapping[str, object],
        targets: Sequence[tuple[str, int]],
        interval_ms: int = DEFAULT_INTERVAL_MS,
        *,
        bind_address: str = "127.0.0.1",
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        if interval_ms < MIN_INTERVAL_MS:
            raise ValueError(f"a beacon interval is at least {MIN_INTERVAL_MS} ms")
        checked = [check_target(host, port) for host, port in targets]
        self._targets = [(QHostAddress(host), port) for host, port in checked]
        self._bind_address = QHostAddress(ip_address_text(bind_address))
        self._announcement = validate_announcement(announcement)
        self._datagram = encode_beacon(self._announcement)
        self._socket = QUdpSocket(self)
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._send)
        self.sent = 0
        self.errors = 0

    @property
    def announcement(self) -> Announcement:
        """The announcement as sent (cleaned), a copy."""
        return self._announcement.copy()

    @property
    def datagram(self) -> bytes:
        """The exact bytes each beacon carries."""
        return self._datagram

    def is_running(self) -> bool:
        """Whether beacons are going out."""
        return self._timer.isActive()

    def start(self) -> None:
        """Bind (once) and send a beacon now, then every interval. Raises ``OSError`` if binding fails."""
        if self._socket.state() != QAbstractSocket.SocketState.BoundState and not self._socket.bind(
            self._bind_address, 0
        ):
            raise OSError(f"cannot bind a beacon socket: {self._socket.errorString()}")
        self._send()
        self._timer.start()

    def stop(self) -> None:
        """Stop sending; listeners drop the match after a few intervals."""
        self._timer.stop()

    def update(self, **changes: object) -> None:
        """Change announced fields (e.g. ``free_seats=1``) and, if running, announce it at once.

        The host id cannot change: listeners would see a new host.
        """
        if "host_id" in changes and changes["host_id"] != self._announcement["host_id"]:
            raise ValueError("the host id of a beacon is fixed")
        fields = validate_announcement({**self._announcement, **changes})
        self._announcement, self._datagram = fields, encode_beacon(fields)
        if self._timer.isActive():
            self._send()
            self._timer.start()  # restart the interval from this beacon

    def _send(self) -> None:
        for address, port in self._targets:
            if self._socket.writeDatagram(self._datagram, address, port) == len(self._datagram):
                self.sent += 1
            else:
                self.errors += 1


def listening_socket_address(bind_address: str) -> tuple[str, str | None]:
    """Where a listener binds to hear beacons for ``bind_address``, and the address whose interface
    it keeps datagrams from (None: all).

    A broadcast (``255.255.255.255`` or a subnet's ``x.y.z.255``) is delivered only to sockets bound
    to the any-address or to the broadcast address itself, never to one bound to a host's own
    unicast address: a joiner told to use one network would hear nothing. So such a listener binds
    the any-address of its family and filters by the interface that holds ``bind_address``.
    Loopback and the any-addresses are bound as they are.
    """
    address = ipaddress.ip_address(ip_address_text(bind_address))
    if address.is_loopback or address.is_unspecified:
        return str(address), None
    return ("0.0.0.0" if address.version == 4 else "::"), str(address)


def interface_index_of(address: str) -> int | None:
    """The index of the network interface holding ``address``, or None if none does now."""
    wanted = QHostAddress(address)
    for interface in QNetworkInterface.allInterfaces():
        if any(entry.ip().isEqual(wanted) for entry in interface.addressEntries()):
            return interface.index()
    return None


class BeaconListener(QObject):
    """Listens for beacons on ``bind_address:port`` and keeps the list of matches heard.

    Bound to one of the machine's own addresses, it listens on the any-address and keeps only the
    datagrams that came in on that address's interface (``listening_socket_address``).

    ``matches_changed(list[FoundMatch])`` is emitted when a match appears, changes what a list
    would show, or expires — not when a beacon merely refreshes it. The listener never joins
    anything: the list is for a person to choose from. ``clock`` (seconds, monotonic) is injectable
    so expiry is testable without waiting.
    """

    matches_changed = Signal(list)

    def __init__(
        self,
        port: int,
        *,
        bind_address: str = "127.0.0.1",
        interval_ms: int = DEFAULT_INTERVAL_MS,
        clock: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        bind, self._only_from = listening_socket_address(bind_address)
        self._bind_address = QHostAddress(bind)
        #: The interface index datagrams must come in on (None: any), found at ``start``.
        self._interface: int | None = None
        self._requested_port = port
        self._clock = clock
        self._table = MatchTable(interval_ms / 1000)
        self._socket = QUdpSocket(self)
        self._socket.readyRead.connect(self._read)
        self._timer = QTimer(self)
        self._timer.setInterval(max(interval_ms // 2, 50))
        self._timer.timeout.connect(self.prune)

    @property
    def port(self) -> int:
        """The UDP port actually bound (the real one when 0 was asked for), 0 before :meth:`start`."""
        return self._socket.localPort()

    @property
    def drops(self) -> dict[str, int]:
        """Datagrams dropped so far, by reason (``rate_limited``, ``not_json``, ``bad_field``...)."""
        return dict(self._table.drops)

    def matches(self) -> list[FoundMatch]:
        """The matches heard and not expired."""
        return self._table.matches()

    def start(self) -> int:
        """Bind and start listening; returns the bound port. Raises ``OSError`` if binding fails.

        Several programs on one machine may listen on the same port (shared binding).
        """
        if self._socket.state() != QAbstractSocket.SocketState.BoundState:
            mode = QUdpSocket.BindFlag.ShareAddress | QUdpSocket.BindFlag.ReuseAddressHint
            if not self._socket.bind(self._bind_address, self._requested_port, mode):
                raise OSError(f"cannot listen for beacons: {self._socket.errorString()}")
            if self._only_from is not None:
                self._interface = interface_index_of(self._only_from)
                if self._interface is None:
                    self._socket.close()
                    raise OSError(f"no network interface has the address {self._only_from}")
        self._timer.start()
        return self.port

    def stop(self) -> None:
        """Stop listening and forget the matches (announced as an empty list if there were any)."""
        self._timer.stop()
        self._socket.close()
        if self._table.clear():
            self.matches_changed.emit([])

    def prune(self) -> None:
        """Drop expired matches now (the listener's timer calls this; tests may too)."""
        if self._table.expire(self._clock()):
            self.matches_changed.emit(self._table.matches())

    def _read(self) -> None:
        changed = False
        while self._socket.hasPendingDatagrams():
            # One byte over the cap is enough to know it is oversize; the rest is discarded unread.
            datagram = self._socket.receiveDatagram(MAX_BEACON_BYTES + 1)
            index = datagram.interfaceIndex()  # 0: the system did not say
            if self._interface is not None and index and index != self._interface:
                self._table.drops["other_interface"] += 1
                continue
            address = _address_text(datagram.senderAddress())
            data = bytes(datagram.data().data())
            changed |= self._table.offer(data, address, datagram.senderPort(), self._clock())
        changed |= self._table.expire(self._clock())
        if changed:
            self.matches_changed.emit(self._table.matches())
