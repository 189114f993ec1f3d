"""Match files (format v1, DESIGN "Persistence"): the record is the truth, replayed on load.

A file is UTF-8 JSON holding the game, options, seats, seed and record plus a SHA-256 digest of
them. Loading checks everything and replays every entry through the rules, so a corrupt or
tampered file is refused with a message that names the problem — it never yields a half-loaded
match. Nothing read from disk is ever evaluated: only ``json`` parses it.
"""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from desktop_app import __version__
from desktop_app.engine.errors import BadOptions, EngineError, MalformedAction, UnknownGame
from desktop_app.engine.protocol import Entry
from desktop_app.engine.registry import get_game
from desktop_app.engine.session import ReplayError, SeatInfo, Session
from desktop_app.persistence.atomic import write_atomically

FORMAT = "three-palaces-match"
VERSION = 1
SUFFIX = ".tpmatch"
#: Larger files are refused before parsing: no real match comes near this.
MAX_BYTES = 32 * 1024 * 1024


class MatchFileError(Exception):
    """A match file that cannot be loaded; the message is meant for the player."""


def utc_now() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat()


def _digest(document: dict[str, Any]) -> str:
    covered = {key: document[key] for key in ("game", "options", "seats", "seed", "record")}
    canonical = json.dumps(covered, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return "sha256:" + hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def to_document(session: Session) -> dict[str, Any]:
    """The JSON document for ``session`` (a plain dict, ready for ``json.dumps``)."""
    if not session.created:
        session.created = utc_now()
    outcome = session.outcome()
    document: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "app_version": __version__,
        "game": session.game.id,
        "options": session.options,
        "seats": [seat.to_json() for seat in session.seats],
        "seed": session.seed,
        "casual": session.casual,
        "record": [entry.to_json() for entry in session.record],
        "created": session.created,
        "saved": utc_now(),
        "result": outcome.to_json() if outcome else None,
    }
    document["digest"] = _digest(document)
    return document


def dumps(session: Session) -> bytes:
    return (json.dumps(to_document(session), ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def save(session: Session, path: Path | str) -> None:
    """Write ``session`` to ``path`` atomically (temp file, fsync, rename)."""
    write_atomically(Path(path), dumps(session))


def load(path: Path | str) -> Session:
    """Read, check and replay a match file; ``MatchFileError`` says what is wrong."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise MatchFileError(f"{path.name} is too large to be a match file ({size} bytes)")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise MatchFileError(f"{path} does not exist") from None
    except IsADirectoryError:
        raise MatchFileError(f"{path} is a folder, not a match file") from None
    except OSError as error:
        raise MatchFileError(f"{path} cannot be read: {error.strerror or error}") from None
    return loads(raw, name=path.name)


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in a match file")


def loads(raw: bytes, name: str = "the file") -> Session:
    """Parse and replay match-file bytes (see ``load``)."""
    document = _parse(raw, name)
    _check_header(document, name)
    try:
        game = get_game(_field(document, "game", str, name))
    except UnknownGame as error:
        raise MatchFileError(f"{name} is a match of a game this version does not know: {error}") from None
    seats = _seats(document, name)
    seed = _field(document, "seed", int, name)
    options = _field(document, "options", dict, name)
    casual = document.get("casual", False)
    if not isinstance(casual, bool):
        raise MatchFileError(f"{name} is damaged: 'casual' must be true or false")
    record_data = _field(document, "record", list, name)
    if document.get("digest") != _digest(document):
        raise MatchFileError(
            f"{name} was changed after it was saved (its integrity digest does not match the record)"
        )
    try:
        game.check_players(len(seats))
        game.validate_options(options)
    except BadOptions as error:
        raise MatchFileError(f"{name} has bad match settings: {error}") from None
    record = []
    for index, item in enumerate(record_data):
        try:
            record.append(Entry.from_json(item))
        except MalformedAction as error:
            raise MatchFileError(f"{name} is damaged at step {index + 1}: {error}") from None
    try:
        session = Session.from_record(game.id, seats, options, seed, record, casual=casual)
    except ReplayError as error:
        raise MatchFileError(
            f"{name} contains an illegal action at step {error.step}: {error.cause}"
        ) from None
    except EngineError as error:
        raise MatchFileError(f"{name} cannot be replayed: {error}") from None
    created = document.get("created")
    session.created = created if isinstance(created, str) else ""
    return session


def _parse(raw: bytes, name: str) -> dict[str, Any]:
    if not raw.strip():
        raise MatchFileError(f"{name} is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise MatchFileError(f"{name} is not a Three Palaces match file (it is not UTF-8 text)") from None
    try:
        document = json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as error:
        if error.pos >= len(text.rstrip()):
            raise MatchFileError(
                f"{name} is truncated: it ends in the middle of the match data (was the save interrupted?)"
            ) from None
        raise MatchFileError(
            f"{name} is not a Three Palaces match file (not valid JSON at line {error.lineno}, "
            f"column {error.colno})"
        ) from None
    except (ValueError, RecursionError) as error:
        raise MatchFileError(f"{name} is not a Three Palaces match file ({error})") from None
    if not isinstance(document, dict):
        raise MatchFileError(f"{name} is not a Three Palaces match file (it holds no match object)")
    return document


def _check_header(document: dict[str, Any], name: str) -> None:
    if document.get("format") != FORMAT:
        raise MatchFileError(f"{name} is not a Three Palaces match file (its format is not {FORMAT!r})")
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise MatchFileError(f"{name} is damaged: its format version is missing or invalid")
    if version > VERSION:
        raise MatchFileError(
            f"{name} was saved by a newer version of Three Palaces (format version {version}; "
            f"this version reads up to {VERSION}). Please update the application."
        )


def _field(document: dict[str, Any], key: str, kind: type, name: str) -> Any:
    value = document.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise MatchFileError(f"{name} is damaged: {key!r} is missing or has the wrong type")
    return value


def _seats(document: dict[str, Any], name: str) -> list[SeatInfo]:
    data = _field(document, "seats", list, name)
    try:
        return [SeatInfo.from_json(item) for item in data]
    except EngineError as error:
        raise MatchFileError(f"{name} is damaged: {error}") from None
