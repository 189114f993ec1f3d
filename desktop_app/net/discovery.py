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

Everything a listener does with a datagram is sans-IO (:func:`parse_beacon`, :class:`MatchTable`,
given the time), so the defensive rules are tested without sockets:

- a datagram is at most :data:`MAX_BEACON_BYTES`, one UTF-8 JSON object without duplicate keys,
  with the right ``format`` marker, the right ``version`` and exactly the announced fields, each of
  the right type and in range; anything else is dropped silently and counted by reason;
- text is data: control and format characters (bidi overrides, zero-width marks) are removed,
  whitespace collapsed, length capped — markup stays literal characters for the UI to show as
  plain text;
- one entry per host id, updated in place; the address is the datagram's sender, never a field of
  the payload; a second address claiming a live host's id is ignored until that entry expires;
- an entry not heard for :data:`EXPIRY_INTERVALS` intervals is gone;
- each sending socket (address and port) is counted at most :data:`RATE_PER_SOCKET` datagrams a
  second and each address :data:`RATE_PER_ADDRESS` (two hosts on one machine must not starve each
  other, and hopping ports must not get round the limit); the rest are dropped before parsing;
- the table holds at most :data:`MAX_HOSTS` hosts, so a flood of invented ids cannot grow it.
"""

from __future__ import annotations

import ipaddress
import json
import re
import secrets
import time
import unicodedata
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, TypedDict

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface, QUdpSocket

__all__ = [
    "ANNOUNCEMENT_FIELDS",
    "BEACON_FORMAT",
    "BEACON_VERSION",
    "DEFAULT_BEACON_PORT",
    "DEFAULT_INTERVAL_MS",
    "MAX_BEACON_BYTES",
    "Announcement",
    "BeaconError",
    "BeaconListener",
    "BeaconSender",
    "FoundMatch",
    "MatchTable",
    "check_target",
    "encode_beacon",
    "interface_index_of",
    "listening_socket_address",
    "make_announcement",
    "parse_beacon",
    "parse_targets",
    "sanitise_text",
    "validate_announcement",
]

BEACON_FORMAT = "three-palaces-beacon"
BEACON_VERSION = 1
#: A beacon fits one small datagram; anything longer is not ours (the caps below keep ours under it).
MAX_BEACON_BYTES = 512
#: The UDP port the app's settings start from; a setting, like the targets, never a hard-wired choice.
DEFAULT_BEACON_PORT = 48_623
DEFAULT_INTERVAL_MS = 2_000
#: Shortest interval a sender accepts: a beacon is an announcement, not a stream.
MIN_INTERVAL_MS = 100
EXPIRY_INTERVALS = 3
RATE_PER_SOCKET = 10
RATE_PER_ADDRESS = 40
MAX_HOSTS = 64
#: Rate counters kept at most; beyond it, idle ones are forgotten and new senders wait.
MAX_SENDERS = 1_024
HOST_NAME_MAX = 32
GAME_TITLE_MAX = 40
MAX_SEATS = 16

#: The only fields an announcement may hold. The join code, tokens and the seed are not among them.
ANNOUNCEMENT_FIELDS = frozenset(
    {"host_id", "host_name", "game_id", "game_title", "free_seats", "seats", "port"}
)

_HOST_ID = re.compile(r"[0-9a-f]{32}")
_GAME_ID = re.compile(r"[a-z][a-z0-9_]{0,31}")


class BeaconError(ValueError):
    """A beacon or an announcement that breaks the format; ``reason`` is a short counter name."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason


class Announcement(TypedDict):
    """What a beacon says about a match (the wire fields besides ``format`` and ``version``)."""

    host_id: str
    host_name: str
    game_id: str
    game_title: str
    free_seats: int
    seats: int
    port: int


@dataclass(frozen=True, slots=True)
class FoundMatch:
    """A match heard on the network. ``address`` is where its datagrams came from; ``port`` is TCP."""

    host_id: str
    address: str
    port: int
    host_name: str
    game_id: str
    game_title: str
    free_seats: int
    seats: int
    last_seen: float


def sanitise_text(text: str, limit: int) -> str:
    """``text`` as one line of plain data: no control or format characters, spaces collapsed, capped.

    Format characters go too (bidi overrides could make a name read as another one); the text is
    NFC-normalised first so the cap counts characters as they are seen.
    """
    kept = []
    for char in unicodedata.normalize("NFC", text):
        category = unicodedata.category(char)
        if category in ("Cc", "Zl", "Zp"):
            kept.append(" ")
        elif not category.startswith("C"):
            kept.append(char)
    return " ".join("".join(kept).split())[:limit].rstrip()


def _count(value: object, name: str, low: int, high: int) -> int:
    # bool is an int to Python (True == 1), never to the protocol.
    if type(value) is not int or not low <= value <= high:
        raise BeaconError("bad_field", f"{name} must be an integer from {low} to {high}")
    return value


def _text(value: object, name: str, limit: int) -> str:
    if not isinstance(value, str):
        raise BeaconError("bad_field", f"{name} must be text")
    clean = sanitise_text(value, limit)
    if not clean:
        raise BeaconError("bad_field", f"{name} is empty")
    return clean


def validate_announcement(fields: Mapping[str, object]) -> Announcement:
    """The announcement in ``fields``, checked and cleaned, or :class:`BeaconError`.

    Exactly :data:`ANNOUNCEMENT_FIELDS`: an extra field is refused by name (it could be a secret),
    so is a missing one. Used on both sides, so what a sender sends is what a listener accepts.
    """
    extra = sorted(set(fields) - ANNOUNCEMENT_FIELDS)
    if extra:
        raise BeaconError("bad_field", f"not allowed in a beacon: {', '.join(extra)}")
    missing = sorted(ANNOUNCEMENT_FIELDS - set(fields))
    if missing:
        raise BeaconError("bad_field", f"missing: {', '.join(missing)}")
    host_id, game_id = fields["host_id"], fields["game_id"]
    if not isinstance(host_id, str) or not _HOST_ID.fullmatch(host_id):
        raise BeaconError("bad_field", "host_id must be 32 lowercase hex digits")
    if not isinstance(game_id, str) or not _GAME_ID.fullmatch(game_id):
        raise BeaconError("bad_field", "game_id must be a short lowercase identifier")
    seats = _count(fields["seats"], "seats", 1, MAX_SEATS)
    return Announcement(
        host_id=host_id,
        host_name=_text(fields["host_name"], "host_name", HOST_NAME_MAX),
        game_id=game_id,
        game_title=_text(fields["game_title"], "game_title", GAME_TITLE_MAX),
        free_seats=_count(fields["free_seats"], "free_seats", 0, seats),
        seats=seats,
        port=_count(fields["port"], "port", 1, 65_535),
    )


def make_announcement(
    *, host_name: str, game_id: str, game_title: str, free_seats: int, seats: int, port: int
) -> Announcement:
    """A checked announcement with a fresh random host id (one per hosted match)."""
    return validate_announcement(
        {
            "host_id": secrets.token_hex(16),
            "host_name": host_name,
            "game_id": game_id,
            "game_title": game_title,
            "free_seats": free_seats,
            "seats": seats,
            "port": port,
        }
    )


def encode_beacon(announcement: Mapping[str, object]) -> bytes:
    """The datagram for ``announcement`` (validated again here: nothing unchecked is ever sent)."""
    fields = validate_announcement(announcement)
    payload = {"format": BEACON_FORMAT, "version": BEACON_VERSION, **fields}
    data = json.dumps(payload, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode()
    if len(data) > MAX_BEACON_BYTES:  # the field caps make this impossible; keep the promise anyway
        raise BeaconError("oversize", f"{len(data)} bytes")
    return data


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) != len(pairs):
        raise BeaconError("not_json", "duplicate key")
    return result


def _no_constants(name: str) -> None:
    raise BeaconError("not_json", name)


def parse_beacon(data: bytes) -> Announcement:
    """The announcement a datagram carries, or :class:`BeaconError` naming why it is dropped."""
    if len(data) > MAX_BEACON_BYTES:
        raise BeaconError("oversize", f"{len(data)} bytes")
    try:
        value = json.loads(
            data.decode("utf-8"), object_pairs_hook=_no_duplicates, parse_constant=_no_constants
        )
    except BeaconError:
        raise
    except (ValueError, RecursionError) as error:  # bad UTF-8 and bad JSON are ValueErrors
        raise BeaconError("not_json", type(error).__name__) from None
    if not isinstance(value, dict):
        raise BeaconError("not_object")
    if value.pop("format", None) != BEACON_FORMAT:
        raise BeaconError("wrong_format")
    version = value.pop("version", None)
    if type(version) is not int or version != BEACON_VERSION:
        raise BeaconError("wrong_version")
    return validate_announcement(value)


def parse_targets(text: str, default_port: int = DEFAULT_BEACON_PORT) -> list[tuple[str, int]]:
    """Beacon targets from a setting such as ``"192.168.1.255, 10.0.0.7:48623, [::1]:48623"``.

    Addresses must be literal IP addresses in full (a name would need a lookup at every beacon,
    and ``1.2.3`` is a typo, not an address); a missing port is ``default_port``. Raises
    ``ValueError`` naming the first bad item.
    """
    targets = []
    for item in (part.strip() for part in text.split(",")):
        if not item:
            continue
        host, port_text = item, None
        if item.startswith("["):
            host, bracket, rest = item[1:].partition("]")
            if not bracket or (rest and not rest.startswith(":")):
                raise ValueError(f"bad beacon target {item!r}")
            port_text = rest[1:] if rest else None
        elif item.count(":") == 1:
            host, _, port_text = item.partition(":")
        if port_text is not None and not (port_text.isascii() and port_text.isdigit()):
            raise ValueError(f"bad port in beacon target {item!r}")
        targets.append(check_target(host, default_port if port_text is None else int(port_text)))
    return targets


def check_target(host: str, port: int) -> tuple[str, int]:
    """``(host, port)`` as a beacon target, the address normalised; ``ValueError`` if it is not one."""
    address = _ip_address(host)
    if type(port) is not int or not 1 <= port <= 65_535:
        raise ValueError(f"bad beacon target port {port!r}")
    return address, port


def _ip_address(text: str) -> str:
    """``text`` as a normalised literal IP address, or ``ValueError`` (no names, no ``1.2.3``)."""
    try:
        return str(ipaddress.ip_address(text))
    except ValueError:
        raise ValueError(f"not an IP address: {text!r}") from None


class MatchTable:
    """The matches heard so far, fed datagrams with their sender and the time (sans-IO)."""

    def __init__(self, interval: float, *, max_hosts: int = MAX_HOSTS) -> None:
        self.expiry = EXPIRY_INTERVALS * interval
        self.max_hosts = max_hosts
        self.drops: Counter[str] = Counter()
        self._entries: dict[str, FoundMatch] = {}
        self._windows: dict[object, tuple[float, int]] = {}

    def matches(self) -> list[FoundMatch]:
        """Every live match, in a stable order for a list on screen."""
        return sorted(self._entries.values(), key=lambda m: (m.game_title, m.host_name, m.address, m.host_id))

    def offer(self, data: bytes, address: str, sender_port: int, now: float) -> bool:
        """Take one datagram from ``address:sender_port``; True if the list of matches changed.

        Never raises: a datagram that is refused is counted in :attr:`drops` under its reason.
        """
        if not (
            self._admit((address, sender_port), RATE_PER_SOCKET, now)
            and self._admit(address, RATE_PER_ADDRESS, now)
        ):
            self.drops["rate_limited"] += 1
            return False
        try:
            fields = parse_beacon(data)
        except BeaconError as error:
            self.drops[error.reason] += 1
            return False
        host_id = fields["host_id"]
        old = self._entries.get(host_id)
        if old is not None and old.address != address and now - old.last_seen < self.expiry:
            self.drops["id_conflict"] += 1
            return False
        if old is None and len(self._entries) >= self.max_hosts:
            self.expire(now)
            if len(self._entries) >= self.max_hosts:
                self.drops["too_many_hosts"] += 1
                return False
        entry = FoundMatch(address=address, last_seen=now, **fields)
        self._entries[host_id] = entry
        if old is None:
            return True
        return replace(old, last_seen=now) != entry  # a refresh alone is not a change

    def expire(self, now: float) -> bool:
        """Forget hosts not heard for :data:`EXPIRY_INTERVALS` intervals; True if any went."""
        gone = [key for key, entry in self._entries.items() if now - entry.last_seen >= self.expiry]
        for key in gone:
            del self._entries[key]
        return bool(gone)

    def clear(self) -> bool:
        """Forget everything heard; True if there was anything."""
        had = bool(self._entries)
        self._entries.clear()
        self._windows.clear()
        return had

    def _admit(self, key: object, limit: int, now: float) -> bool:
        """Count one datagram against ``key``'s one-second window; False once over ``limit``."""
        start, count = self._windows.get(key, (now, 0))
        if now - start >= 1.0 or now < start:
            start, count = now, 0
        elif key not in self._windows and len(self._windows) >= MAX_SENDERS:
            self._windows = {k: w for k, w in self._windows.items() if now - w[0] < 1.0}
            if len(self._windows) >= MAX_SENDERS:
                return False
        self._windows[key] = (start, count + 1)
        return count < limit


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
        self._bind_address = QHostAddress(_ip_address(bind_address))
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
    address = ipaddress.ip_address(_ip_address(bind_address))
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
