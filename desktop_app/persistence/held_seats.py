"""The LAN seats this computer holds: enough to take one back after the program was closed.

A joined seat is proved by its token alone (128 bits from the host, ``net.host_seating``): a
window that closed lost it, and the person with it. Here each seat taken is written down (match
id, seat, token, the name it was taken under, and where the host was: address, port, join code
and game), so joining that match again offers the seat back instead of a place to watch (found by
a new player who pressed Ctrl+Q mid-match), and the start page's Continue offers it with one
click while its host answers (issue 34: the code is not typed again). The tokens
are credentials of a match on this computer's network, kept like the autosaves in the user's
own data folder, readable by the user alone.

What is read back is data from a file: every field is checked (an id and a token of bounded
length and plain characters, a seat number in range), anything else is skipped; a damaged file
holds nothing. At most ``KEEP`` seats are kept, the newest.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterable
from dataclasses import asdict, dataclass, replace
from pathlib import Path

from desktop_app.persistence.paths import data_dir
from desktop_app.persistence.private_list import read_entries, write_private

__all__ = ["KEEP", "HeldSeat", "forget", "forget_all", "held", "held_all", "remember", "seats_path"]

#: Seats kept at most (a LAN evening's matches); the oldest go first.
KEEP = 20
#: The file's name in the user data folder.
FILE_NAME = "lan-seats.json"
#: Bytes the file may have (KEEP small entries fit many times over).
MAX_BYTES = 64 * 1024
_MATCH = re.compile(r"[0-9A-Za-z_-]{1,64}")
_TOKEN = re.compile(r"[0-9a-f]{16,128}")
#: An IP literal (v4 or v6 characters; the join dialog parses it again before connecting).
_HOST = re.compile(r"[0-9A-Fa-f.:]{2,45}")
#: A join code as written (letters, digits and dashes; checked again before use).
_CODE = re.compile(r"[0-9A-Za-z-]{1,40}")
_GAME = re.compile(r"[a-z_]{1,32}")
_SEATS = 8


@dataclass(frozen=True)
class HeldSeat:
    """A seat taken in a match on the LAN."""

    match: str
    seat: int
    token: str
    name: str = ""
    saved: float = 0.0
    #: Where the host was (an IP literal and a port) and its join code: enough to come back with
    #: one click. Empty for a seat written down before issue 34.
    host: str = ""
    port: int = 0
    code: str = ""
    #: The game's id, to name the match on the start page.
    game: str = ""

    @property
    def reachable_at(self) -> tuple[str, int] | None:
        """The host's address and port, when this seat knows them (and its code)."""
        return (self.host, self.port) if self.host and self.port and self.code else None


def seats_path() -> Path:
    return data_dir() / FILE_NAME


def held(match: str, path: Path | None = None) -> HeldSeat | None:
    """The seat held in ``match``, if one is written down."""
    return next((seat for seat in _read(path or seats_path()) if seat.match == match), None)


def held_all(path: Path | None = None) -> list[HeldSeat]:
    """Every seat written down, the newest first."""
    return list(reversed(_read(path or seats_path())))


def remember(seat: HeldSeat, path: Path | None = None) -> None:
    """Write ``seat`` down (replacing what was held in its match), the newest ``KEEP`` kept."""
    path = path or seats_path()
    stamped = replace(seat, saved=time.time())
    kept = [held_seat for held_seat in _read(path) if held_seat.match != seat.match]
    _write(path, [*kept, stamped][-KEEP:])


def forget(match: str, path: Path | None = None) -> None:
    """The seat of ``match`` is no longer held (the match ended, or the host refused the token)."""
    path = path or seats_path()
    seats = _read(path)
    if any(seat.match == match for seat in seats):
        _write(path, [seat for seat in seats if seat.match != match])


def forget_all(matches: Iterable[str | None], path: Path | None = None) -> None:
    """``forget`` each of ``matches`` (a finished match's seats: nothing left to take back)."""
    for match in matches:
        if match:
            forget(match, path)


def _read(path: Path) -> list[HeldSeat]:
    return [seat for seat in map(_parse, read_entries(path, MAX_BYTES, KEEP)) if seat is not None]


def _parse(entry: object) -> HeldSeat | None:
    if not isinstance(entry, dict):
        return None
    match, seat, token = entry.get("match"), entry.get("seat"), entry.get("token")
    name, saved = entry.get("name", ""), entry.get("saved", 0.0)
    if not (isinstance(match, str) and _MATCH.fullmatch(match)):
        return None
    if not (isinstance(token, str) and _TOKEN.fullmatch(token)):
        return None
    if type(seat) is not int or not 0 <= seat < _SEATS or not isinstance(name, str) or len(name) > 64:
        return None
    if not isinstance(saved, int | float) or isinstance(saved, bool):
        return None
    host, port, code, game = (entry.get(key, default) for key, default in _WHERE)
    if not all(
        isinstance(text, str) and (not text or pattern.fullmatch(text))
        for text, pattern in ((host, _HOST), (code, _CODE), (game, _GAME))
    ):
        return None
    if type(port) is not int or not 0 <= port <= 65_535:
        return None
    return HeldSeat(match, seat, token, name, float(saved), host, port, code, game)


#: The fields of where the host was, with their values for a seat written before issue 34.
_WHERE = (("host", ""), ("port", 0), ("code", ""), ("game", ""))


def _write(path: Path, seats: list[HeldSeat]) -> None:
    write_private(path, [asdict(seat) for seat in seats])
