"""The LAN matches this computer hosts: enough to serve one again after its window closed or crashed.

A hosted match is journaled by the host (``net.journal``: the record, the join code, the players'
tokens), so ``python -m desktop_app host --resume JOURNAL`` could always serve it again; but the
app's own seats at the host are clients like a friend's, proved by tokens only they knew, and the
journal's place and the port friends reach were nowhere a person could find. Here each hosted
match is written down: its match id, game, journal, port, and this computer's seats with their
tokens and names — so the start page offers "Continue hosting" and the host's own seats are taken
back like a joiner's (``held_seats``).

The same care as ``held_seats``: the user's data folder, readable by the user alone; every field
checked on reading (a damaged entry is skipped); at most ``KEEP`` matches, the newest.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from desktop_app.persistence.paths import data_dir
from desktop_app.persistence.private_list import read_entries, write_private

__all__ = ["KEEP", "HostedMatch", "LocalSeat", "forget", "hosted", "hosted_all", "remember"]

#: Hosted matches kept at most; the oldest go first.
KEEP = 10
FILE_NAME = "lan-hosted.json"
MAX_BYTES = 64 * 1024
_MATCH = re.compile(r"[0-9A-Za-z_-]{1,64}")
_TOKEN = re.compile(r"[0-9a-f]{16,128}")
_GAME = re.compile(r"[a-z_]{1,32}")
_SEATS = 8
_PATH_LENGTH = 4096


@dataclass(frozen=True)
class LocalSeat:
    """A seat played at the host's own screen: its token (once joined) and its person's name."""

    seat: int
    token: str = ""
    name: str = ""


@dataclass(frozen=True)
class HostedMatch:
    """A match this computer hosts (or hosted until its window closed)."""

    match: str
    game: str
    journal: str
    port: int
    seats: tuple[LocalSeat, ...] = field(default_factory=tuple)
    saved: float = 0.0
    #: Seconds a lost player is waited for before the computer plays for them (None: no stand-in):
    #: the host's choice, which the journal does not hold.
    stand_in_after: float | None = None

    def tokens(self) -> dict[int, str]:
        """This computer's seats that joined: seat -> token."""
        return {seat.seat: seat.token for seat in self.seats if seat.token}


def hosted_path() -> Path:
    return data_dir() / FILE_NAME


def hosted(match: str, path: Path | None = None) -> HostedMatch | None:
    return next((entry for entry in _read(path or hosted_path()) if entry.match == match), None)


def hosted_all(path: Path | None = None) -> list[HostedMatch]:
    """Every hosted match written down whose journal is still there, the newest first."""
    return [entry for entry in reversed(_read(path or hosted_path())) if Path(entry.journal).is_file()]


def remember(entry: HostedMatch, path: Path | None = None) -> None:
    """Write ``entry`` down (replacing its match's), the newest ``KEEP`` kept."""
    path = path or hosted_path()
    kept = [old for old in _read(path) if old.match != entry.match]
    _write(path, [*kept, replace(entry, saved=time.time())][-KEEP:])


def forget(match: str, path: Path | None = None) -> None:
    """``match`` is not to be served again (it ended, or its host stopped it on purpose)."""
    path = path or hosted_path()
    entries = _read(path)
    if any(entry.match == match for entry in entries):
        _write(path, [entry for entry in entries if entry.match != match])


def _read(path: Path) -> list[HostedMatch]:
    return [entry for entry in map(_parse, read_entries(path, MAX_BYTES, KEEP)) if entry is not None]


def _parse(entry: object) -> HostedMatch | None:
    if not isinstance(entry, dict):
        return None
    match, game, journal = entry.get("match"), entry.get("game"), entry.get("journal")
    port, seats, saved = entry.get("port"), entry.get("seats"), entry.get("saved", 0.0)
    if not (isinstance(match, str) and _MATCH.fullmatch(match)):
        return None
    if not (isinstance(game, str) and _GAME.fullmatch(game)):
        return None
    if not (isinstance(journal, str) and 0 < len(journal) <= _PATH_LENGTH and "\x00" not in journal):
        return None
    if type(port) is not int or not 0 < port <= 65_535 or not isinstance(seats, list) or len(seats) > _SEATS:
        return None
    if not isinstance(saved, int | float) or isinstance(saved, bool):
        return None
    local = [_seat(item) for item in seats]
    if any(seat is None for seat in local):
        return None
    wait = entry.get("stand_in_after")
    if wait is not None and (
        isinstance(wait, bool) or not isinstance(wait, int | float) or not 0 <= wait <= 86_400
    ):
        return None
    kept = tuple(s for s in local if s is not None)
    return HostedMatch(match, game, journal, port, kept, float(saved), None if wait is None else float(wait))


def _seat(item: Any) -> LocalSeat | None:
    if not isinstance(item, dict):
        return None
    seat, token, name = item.get("seat"), item.get("token", ""), item.get("name", "")
    if type(seat) is not int or not 0 <= seat < _SEATS:
        return None
    if not isinstance(token, str) or (token and not _TOKEN.fullmatch(token)):
        return None
    if not isinstance(name, str) or len(name) > 64:
        return None
    return LocalSeat(seat, token, name)


def _write(path: Path, entries: list[HostedMatch]) -> None:
    document = [
        {
            "match": entry.match,
            "game": entry.game,
            "journal": entry.journal,
            "port": entry.port,
            "seats": [{"seat": s.seat, "token": s.token, "name": s.name} for s in entry.seats],
            "saved": entry.saved,
            "stand_in_after": entry.stand_in_after,
        }
        for entry in entries
    ]
    write_private(path, document)
