"""Match files (format v2, DESIGN "Persistence"): the record is the truth, replayed on load.

A file is UTF-8 JSON holding the game, options, seats, seed and record plus a SHA-256 digest of
every field that changes behaviour. Loading checks everything and replays every entry through
the rules — each chance entry must be what the seed draws with the stamped sampler — so a
corrupt or tampered file is refused with a message that names the problem; it never yields a
half-loaded match. Nothing read from disk is ever evaluated: only ``json`` parses it, after size
and entry-count limits, and messages quote at most a short piece of what the file says.

Version 2 adds ``notes`` (bookmarks and comments by step, ``engine/notes.py``). They are not
covered by the digest — a person edits them in a finished, sealed match — so a note that does not
read is dropped rather than refusing the match. Version-1 files (no notes) load as they are and
are written as version 2 when saved again.

A file may hold ``analysis``: the computer's judgement of every decision (``ai/analysis.py``). Like
the notes it is outside the digest (it is made after the match, and says nothing the rules read);
one that does not read, or is about other steps, is dropped on load. Older versions ignore it.

A file may hold ``hints``: the steps at which a seat asked the computer for a hint while playing
(``[{"step": 12, "seats": [0]}, …]``, the decision after ``step`` entries; ``ui/hints.py``). They
too are outside the digest (they change nothing the rules read); one that does not read is
dropped. The finished-matches list counts them. Older versions ignore them.

Version 3 adds ``control``: who played each seat from which step on, when a seat changed hands
during the match (``engine/control.py``; a person handed their seat to the computer, or took it
back). ``seats`` then says who played each seat at the start. It is part of the match's history,
so the digest covers it; a change that does not read refuses the file. A match whose seats never
changed hands has no ``control`` and is written as version 2, as before, so that older versions
still open it; a version-2 reader would misread a file with ``control`` (it would resume the
seats as they were at the start, and its digest would not match), so such a file says 3.

A file keeps the rules it was played under: its options hold the game's hidden ``rules`` version,
and a file written before a game had one (Maharaja and Arkadia before issue 31) is read as rules
version "1" (``options.with_legacy``, after the digest is checked on the options as written). Saved
again, it says ``"rules": "1"``, so it still continues under the old rules.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from desktop_app import __version__
from desktop_app.ai.analysis_record import Analysis
from desktop_app.engine import control, notes
from desktop_app.engine.errors import BadOptions, EngineError, IllegalAction, MalformedAction, UnknownGame
from desktop_app.engine.options import with_legacy
from desktop_app.engine.protocol import Entry
from desktop_app.engine.registry import get_game
from desktop_app.engine.session import SAMPLER_VERSION, ReplayError, SeatInfo, Session
from desktop_app.persistence.atomic import write_atomically
from desktop_app.persistence.record_text import LINE, SORTED, RecordText, array, dumps_with

FORMAT = "three-palaces-match"
#: The newest format this version reads and writes (a file says the oldest format that reads it
#: right: ``version_of``).
VERSION = 3
#: The format a file without seat changes is written as (version 3 only adds ``control``).
PLAIN_VERSION = 2
SUFFIX = ".tpmatch"
#: A match of 2,000 steps saves to about 200 KB; these limits are ten times the longest match
#: any game produces, and they are checked before the JSON is parsed.
MAX_BYTES = 8 * 1024 * 1024
MAX_ENTRIES = 20_000
#: JSON objects and lists one entry may bring (the entry, its action, a list parameter or two).
_CONTAINERS_PER_ENTRY = 4
#: How much of a file's own text a message may quote.
QUOTE_CHARS = 80
#: Fields the digest of current files covers; files written before they were added carry the
#: older ``sha256:`` digest over the first five, and still load.
_DIGEST_FIELDS = ("game", "options", "seats", "seed", "casual", "created", "chance_sampler", "record")
_LEGACY_DIGEST_FIELDS = ("game", "options", "seats", "seed", "record")
_DIGEST_PREFIX = "sha256-v2:"
_LEGACY_DIGEST_PREFIX = "sha256:"


class MatchFileError(Exception):
    """A match file that cannot be loaded; the message is meant for the player."""


def utc_now() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat()


def quote(value: object) -> str:
    """At most ``QUOTE_CHARS`` characters of something a file said, for a message."""
    text = str(value)
    return text if len(text) <= QUOTE_CHARS else text[: QUOTE_CHARS - 1] + "…"


def version_of(document: dict[str, Any]) -> int:
    """The format a document is written as: the oldest one whose readers read it right."""
    return VERSION if "control" in document else PLAIN_VERSION


def _covered(document: dict[str, Any]) -> tuple[str, ...]:
    """The fields the digest covers: ``control`` too where a file has it (version 3)."""
    return (*_DIGEST_FIELDS, "control") if "control" in document else _DIGEST_FIELDS


def _digest(document: dict[str, Any], legacy: bool = False) -> str:
    fields, prefix = (
        (_LEGACY_DIGEST_FIELDS, _LEGACY_DIGEST_PREFIX) if legacy else (_covered(document), _DIGEST_PREFIX)
    )
    covered = {key: document.get(key) for key in fields}
    canonical = json.dumps(covered, **SORTED)
    return prefix + hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def digest_matches(document: dict[str, Any]) -> bool:
    """Whether ``document``'s integrity digest covers what it holds (a host journal's check)."""
    return _digest_matches(document)


def seal(document: dict[str, Any]) -> None:
    """Give ``document`` the digest of what it holds now (a journal rebuilt from its changes)."""
    document["digest"] = _digest(document)


def _digest_matches(document: dict[str, Any]) -> bool:
    stored = document.get("digest")
    if not isinstance(stored, str):
        return False
    if stored.startswith(_DIGEST_PREFIX):
        return stored == _digest(document)
    # A file from before the digest covered casual/created/sampler: those are validated instead.
    return "chance_sampler" not in document and stored == _digest(document, legacy=True)


def to_document(session: Session) -> dict[str, Any]:
    """The JSON document for ``session`` (a plain dict, ready for ``json.dumps``)."""
    return finish_document(snapshot(session))


def snapshot(session: Session) -> dict[str, Any]:
    """``session`` as its document will say it, now, but with the record still a tuple of
    entries: cheap to take, and ``finish_document`` or ``document_text`` (a host journal's writer
    thread) may then run on another thread while the session goes on (the entries and the tuple
    never change)."""
    if not session.created:
        session.created = utc_now()
    outcome = session.outcome()
    taken = {
        "format": FORMAT,
        "version": PLAIN_VERSION,
        "app_version": __version__,
        "game": session.game.id,
        "options": dict(session.options),
        "seats": seated_json(session),
        "seed": session.seed,
        "casual": session.casual,
        "chance_sampler": SAMPLER_VERSION,
        "record": session.record,
        "created": session.created,
        "saved": utc_now(),
        "result": outcome.to_json(session.seat_names) if outcome else None,
        "notes": notes_json(session),
    }
    if session.analysis is not None and session.analysis.get("steps") == len(session.record):
        taken["analysis"] = session.analysis
    if session.hints:
        taken["hints"] = hints_json(session)
    if session.control:
        taken["control"] = [change.to_json() for change in session.control]
        taken["version"] = VERSION
    return taken


def seated_json(session: Session) -> list[dict[str, str]]:
    """The seats as they were at the start (who played each then): ``control`` says the rest."""
    return [
        SeatInfo(seat.name, kind, seat.colour).to_json()
        for seat, kind in zip(session.seats, session.seated or [s.kind for s in session.seats], strict=True)
    ]


def finish_document(taken: dict[str, Any]) -> dict[str, Any]:
    """The document of a ``snapshot``: its record written out and the digest added. Most of a
    long match's cost: a host's journal does it on a thread of its own."""
    document = {**taken, "record": [entry.to_json() for entry in taken["record"]]}
    document["digest"] = _digest(document)
    return document


def document_text(taken: dict[str, Any], kept: RecordText, pause: Callable[[], object] | None = None) -> str:
    """The document of a ``snapshot`` as one line of compact JSON (``record_text.LINE``): the text
    of ``finish_document(taken)``, with the record's entries written from the pieces ``kept``
    holds of this match (and those pieces grown; ``pause`` before each new one, if given). A
    host's journal writes its bases with it."""
    line, ordered = kept.pieces(taken["record"], pause)
    covered = {key: taken.get(key) for key in _covered(taken)}
    canonical = dumps_with(covered, "record", array(ordered, **SORTED), **SORTED)
    document = {**taken, "digest": _DIGEST_PREFIX + hashlib.sha256(canonical.encode("utf-8")).hexdigest()}
    return dumps_with(document, "record", array(line, **LINE), **LINE)


def notes_json(session: Session) -> list[dict[str, Any]]:
    """The session's notes in step order, those about steps it still has (an undo drops steps)."""
    length = len(session.record)
    return [
        note.to_json(step)
        for step, note in sorted(session.notes.items())
        if step <= length and not note.empty
    ]


def read_notes(document: dict[str, Any], steps: int) -> dict[int, notes.Note]:
    """The notes a document holds; a note that does not read is left out (see the module doc)."""
    data = document.get("notes")
    if document.get("version") == 1 or not isinstance(data, list):
        return {}
    found: dict[int, notes.Note] = {}
    for item in data[: steps + 1]:
        try:
            step, note = notes.from_json(item, steps)
        except ValueError:
            continue
        if not note.empty:
            found[step] = note
    return found


def hints_json(session: Session) -> list[dict[str, Any]]:
    """The hints taken, in step order, those at steps the match still has."""
    length = len(session.record)
    return [
        {"step": step, "seats": sorted(seats)}
        for step, seats in sorted(session.hints.items())
        if step <= length and seats
    ]


def read_hints(document: dict[str, Any], session: Session) -> dict[int, frozenset[int]]:
    """The hints a document holds (see the module doc); an item that does not read is left out."""
    data = document.get("hints")
    if not isinstance(data, list):
        return {}
    steps, players = len(session.record), session.players
    found: dict[int, frozenset[int]] = {}
    for item in data[: steps + 1]:
        step = item.get("step") if isinstance(item, dict) else None
        seats = item.get("seats") if isinstance(item, dict) else None
        if type(step) is not int or not 0 <= step <= steps or not isinstance(seats, list):
            continue
        kept = frozenset(seat for seat in seats if type(seat) is int and 0 <= seat < players)
        if kept:
            found[step] = found.get(step, frozenset()) | kept
    return found


def hint_count(document: dict[str, Any]) -> int:
    """How many hints a document says were taken (one per seat and step), without replaying it."""
    data = document.get("hints")
    if not isinstance(data, list):
        return 0
    return sum(
        len(item["seats"]) for item in data if isinstance(item, dict) and isinstance(item.get("seats"), list)
    )


def read_analysis(document: dict[str, Any], session: Session) -> dict[str, Any] | None:
    """The analysis a document holds, as checked JSON; None where it has none, or one that does
    not read or is of other steps (it is outside the digest, like the notes: it is dropped, and
    the match can be analysed again)."""
    data = document.get("analysis")
    if data is None:
        return None
    try:
        return Analysis.from_json(data, session.record, session.players).to_json()
    except (ValueError, TypeError):
        return None


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
    _check_size(raw, name)
    document = _parse(raw, name)
    _check_header(document, name)
    try:
        game = get_game(_field(document, "game", str, name))
    except UnknownGame:
        raise MatchFileError(
            f"{name} is a match of a game this version does not know ({quote(document['game'])})"
        ) from None
    seats = _seats(document, name)
    seed = _field(document, "seed", int, name)
    options = _field(document, "options", dict, name)
    casual = document.get("casual", False)
    if not isinstance(casual, bool):
        raise MatchFileError(f"{name} is damaged: 'casual' must be true or false")
    created = _created(document, name)
    sampler = document.get("chance_sampler", SAMPLER_VERSION)
    if type(sampler) is not int:
        raise MatchFileError(f"{name} is damaged: 'chance_sampler' must be a whole number")
    record_data = _field(document, "record", list, name)
    if len(record_data) > MAX_ENTRIES:
        raise MatchFileError(f"{name} has more than {MAX_ENTRIES} steps; no real match is that long")
    if not _digest_matches(document):
        raise MatchFileError(
            f"{name} was changed after it was saved (its integrity digest does not match the record)"
        )
    # Checked as written, then read as meant: a file from before an option existed was played
    # without it (a match from before a rules correction keeps its rules version).
    options = with_legacy(game.options, options)
    try:
        game.check_players(len(seats))
        game.validate_options(options)
    except BadOptions as error:
        raise MatchFileError(f"{name} has bad match settings: {quote(error)}") from None
    try:
        session = Session.from_record(
            game.id, seats, options, seed, _entries(record_data, name), casual=casual, sampler=sampler
        )
    except ReplayError as error:
        raise MatchFileError(_replay_message(name, error)) from None
    except EngineError as error:
        raise MatchFileError(f"{name} cannot be replayed: {quote(error)}") from None
    session.created = created
    session.restore_control(_control(document, session, name))
    session.notes = read_notes(document, len(session.record))
    session.analysis = read_analysis(document, session)
    session.hints = read_hints(document, session)
    return session


def _control(document: dict[str, Any], session: Session, name: str) -> tuple[control.ControlChange, ...]:
    """Who played the seats from which step on (version 3); none in a file without ``control``."""
    if "control" not in document:
        return ()
    if document["version"] < VERSION:
        raise MatchFileError(f"{name} is damaged: 'control' needs format version {VERSION}")
    try:
        return control.from_json(document["control"], session.seated, len(session.record))
    except ValueError as error:
        raise MatchFileError(f"{name} is damaged: {quote(error)}") from None


def _check_size(raw: bytes, name: str) -> None:
    """Refuse, before parsing, what no real match could be: too many bytes or too many entries."""
    if len(raw) > MAX_BYTES:
        raise MatchFileError(f"{name} is too large to be a match file ({len(raw)} bytes)")
    if raw.count(b"{") + raw.count(b"[") > _CONTAINERS_PER_ENTRY * MAX_ENTRIES + 100:
        raise MatchFileError(f"{name} has more than {MAX_ENTRIES} steps; no real match is that long")


def _entries(record_data: list[Any], name: str) -> Iterator[Entry]:
    """The record parsed one entry at a time, so a bad entry stops the load where it stands."""
    for index, item in enumerate(record_data):
        try:
            yield Entry.from_json(item)
        except MalformedAction as error:
            raise MatchFileError(f"{name} is damaged at step {index + 1}: {quote(error)}") from None


def _replay_message(name: str, error: ReplayError) -> str:
    cause = error.cause
    if isinstance(cause, IllegalAction) and cause.message.id == "engine.chance_mismatch":
        return (
            f"{name} is not a genuine match: step {error.step}: the chance outcome (a roll or a draw) "
            "does not match this match's seed"
        )
    return f"{name} contains an illegal action at step {error.step}: {quote(cause)}"


def _created(document: dict[str, Any], name: str) -> str:
    """The start time, which must be a real ISO 8601 timestamp (it is shown, never used as a name)."""
    created = document.get("created", "")
    if created == "":
        return ""
    if not isinstance(created, str) or len(created) > 40:
        raise MatchFileError(f"{name} is damaged: 'created' is not a date and time")
    try:
        datetime.fromisoformat(created)
    except ValueError:
        raise MatchFileError(
            f"{name} is damaged: 'created' is not a date and time ({quote(created)})"
        ) from None
    return created


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
        # the text ends where a value was due, or inside a string (a string that runs on to the
        # end: a line break inside one would be another error)
        if error.pos >= len(text.rstrip()) or error.msg.startswith("Unterminated string"):
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
        raise MatchFileError(f"{name} is damaged: {quote(error)}") from None
