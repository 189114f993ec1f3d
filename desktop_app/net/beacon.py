"""A LAN beacon's format and the table of matches heard: everything a listener does with a
datagram, sans-IO (no sockets; the time is given), so the defensive rules are tested alone.

The rules (:func:`parse_beacon`, :class:`MatchTable`):

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
import unicodedata
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, TypedDict

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
    address = ip_address_text(host)
    if type(port) is not int or not 1 <= port <= 65_535:
        raise ValueError(f"bad beacon target port {port!r}")
    return address, port


def ip_address_text(text: str) -> str:
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
