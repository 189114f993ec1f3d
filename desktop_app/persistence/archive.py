"""The match archive: every finished match, kept by itself in the user data folder.

Reviewing is one of the three things the application is for, and a match nobody thought to save
used to vanish with its autosave. So a match that ends is written here at once, as an ordinary
match file (checked and replayed like any other when opened) named by the digest of its record:
keeping the same match twice — the end seen again after a crash, both screens of a LAN match on
one computer — finds the file already there.

Listing must stay quick with hundreds of matches and must never fail: ``index.json`` holds one
row per match (game, players, winner, steps, dates), so the start page reads one small file and
the folder's names, not hundreds of records. The index is only a cache of what the files say:
a file it does not list (written just before a crash) is read and added, a row whose file is gone
is dropped, and a damaged index is rebuilt from the files. A file that cannot be read is set
aside into ``damaged/`` — listed never again, deleted never — and opening an entry whose file
turns out damaged sets it aside with a message that says where it went.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from desktop_app.engine.errors import UnknownGame
from desktop_app.engine.registry import get_game
from desktop_app.engine.session import Session
from desktop_app.persistence import matchfile
from desktop_app.persistence.atomic import write_atomically
from desktop_app.persistence.autosave import set_aside
from desktop_app.persistence.naming import match_label
from desktop_app.persistence.paths import data_dir

FOLDER = "archive"
INDEX = "index.json"
INDEX_FORMAT = "three-palaces-archive"
INDEX_VERSION = 1
#: Hex digits of the record's digest in an entry's id: 96 bits, no two real matches collide.
ID_DIGITS = 24
#: The longest text a row may carry in one field (a seat name is at most 40 characters).
_MAX_TEXT = 80
#: Beside an entry's match file: its match graph's points per perspective, so a reopened match
#: draws its graph at once. Only a cache: a missing or damaged one is computed again.
GRAPH_SUFFIX = ".graph.json"
GRAPH_FORMAT = "three-palaces-graph"
#: A graph file holds a few perspectives of one match (a point is two short lists per step).
_MAX_GRAPH_BYTES = 4 * matchfile.MAX_BYTES


class ArchiveError(Exception):
    """Something the archive could not do; the message is meant for the player."""


@dataclass(frozen=True, slots=True)
class ArchiveEntry:
    """One finished match as the list shows it, read from the index (never by replaying).

    The game's title is kept in the row, so listing loads no game's rules: the start page is drawn
    before any game is imported (issue 18).
    """

    id: str
    game_id: str
    title: str
    players: tuple[str, ...]
    winner: str
    steps: int
    #: When the match started and when it was kept (ISO 8601, as in the match file).
    created: str
    finished: str
    #: Hints the players took during the match (``matchfile.hint_count``).
    hints: int = 0

    @property
    def label(self) -> str:
        return match_label(self.title, self.players, self.created or self.finished)

    def matches(self, query: str) -> bool:
        """Does every word of ``query`` occur in the players' names, the game or the winner?"""
        haystack = " ".join((self.title, self.game_id, self.winner, *self.players)).casefold()
        return all(word in haystack for word in query.casefold().split())

    def to_row(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "game": self.game_id,
            "title": self.title,
            "players": list(self.players),
            "winner": self.winner,
            "steps": self.steps,
            "created": self.created,
            "finished": self.finished,
            "hints": self.hints,
        }

    @classmethod
    def from_row(cls, row: Any) -> ArchiveEntry:
        """A row of the index; ``ValueError`` for anything the index should not hold."""
        if not isinstance(row, Mapping):
            raise ValueError("a row must be an object")
        players = row.get("players")
        if not isinstance(players, list) or not 1 <= len(players) <= 16:
            raise ValueError("a row needs its players")
        steps = row.get("steps")
        if type(steps) is not int or steps < 0:
            raise ValueError("a row needs its length")
        return cls(
            id=_plain_id(row.get("id")),
            game_id=_text(row.get("game")),
            title=_text(row.get("title")),
            players=tuple(_text(name) for name in players),
            winner=_text(row.get("winner"), allow_empty=True),
            steps=steps,
            created=_text(row.get("created"), allow_empty=True),
            finished=_text(row.get("finished"), allow_empty=True),
            hints=_count(row.get("hints")),
        )


def _count(value: Any) -> int:
    """A row's count (an index from before hints were counted has none: 0)."""
    return value if type(value) is int and value >= 0 else 0


def _text(value: Any, allow_empty: bool = False) -> str:
    if not isinstance(value, str) or len(value) > _MAX_TEXT or (not value and not allow_empty):
        raise ValueError("a row holds a text that is missing or too long")
    return value


def _plain_id(value: Any) -> str:
    """An id names a file in the archive folder: a plain name, never a path or a hidden file."""
    text = _text(value)
    if "/" in text or "\\" in text or "\x00" in text or text.startswith("."):
        raise ValueError("an id must be a plain file name")
    return text


# --- the folder ----------------------------------------------------------------------------------


def archive_dir() -> Path:
    path = data_dir() / FOLDER
    path.mkdir(parents=True, exist_ok=True)
    return path


def path_of(entry_id: str) -> Path:
    return archive_dir() / f"{_plain_id(entry_id)}{matchfile.SUFFIX}"


def entry_id_for(document: Mapping[str, Any]) -> str:
    """``game-<digest>``: the same match (same record, seats, seed, start) always gets the same id."""
    digest = str(document["digest"]).rpartition(":")[2]
    return f"{document['game']}-{digest[:ID_DIGITS]}"


# --- keeping -------------------------------------------------------------------------------------


def keep(session: Session) -> ArchiveEntry:
    """Keep the finished ``session``; a match kept before is found, not written again."""
    if not session.is_over:
        raise ArchiveError("only a finished match goes into the archive")
    document = matchfile.to_document(session)
    entry_id = entry_id_for(document)
    entry = _entry_from_document(entry_id, document, session.game.title)
    try:
        folder = archive_dir()
        path = folder / f"{entry_id}{matchfile.SUFFIX}"
        if not path.exists():
            # compact: nobody edits these by hand, and a match ends with one short pause
            data = json.dumps(document, ensure_ascii=False, separators=(",", ":")) + "\n"
            write_atomically(path, data.encode("utf-8"))
        rows = {existing.id: existing for existing in _listed(folder)}
        rows[entry_id] = rows.get(entry_id, entry)
        _write_index(folder, rows.values())
    except OSError as error:
        raise ArchiveError(f"The finished match could not be kept: {error.strerror or error}") from None
    return rows[entry_id]


def keep_document(document: Mapping[str, Any]) -> ArchiveEntry:
    """Keep a match file another computer sent (a LAN host's at the end), checked like any file
    read from outside: parsed and replayed before a byte of it is kept."""
    raw = json.dumps(document, ensure_ascii=False).encode("utf-8")
    try:
        session = matchfile.loads(raw, name="the host's match file")
    except matchfile.MatchFileError as error:
        raise ArchiveError(f"The finished match could not be kept: {error}") from None
    return keep(session)


def keep_notes(entry_id: str, session: Session) -> None:
    """Write ``session``'s notes into its kept file (notes are outside the digest, so the entry's
    id and the file's seal stay as they are); ``ArchiveError`` if the file is not this match's."""
    _rewrite(entry_id, "notes", matchfile.notes_json(session), "The notes")


def keep_analysis(entry_id: str, analysis: Mapping[str, Any]) -> None:
    """Write a match's analysis (its JSON, ``ai/analysis.py``) into its kept file, outside the
    digest like the notes; ``ArchiveError`` if that cannot be done."""
    _rewrite(entry_id, "analysis", dict(analysis), "The analysis")


def _rewrite(entry_id: str, key: str, value: Any, what: str) -> None:
    """Set ``key`` of the kept file of ``entry_id`` (a field outside the digest) to ``value``."""
    try:
        path = path_of(entry_id)
        raw = path.read_bytes()
        if len(raw) > matchfile.MAX_BYTES:
            raise ArchiveError(f"The finished match's file is too large to hold {what.lower()}.")
        document = json.loads(raw.decode("utf-8"))
        if not isinstance(document, dict) or entry_id_for(document) != entry_id:
            raise ArchiveError("The finished match's file is not the match on the screen.")
        document["version"] = matchfile.version_of(document)
        document[key] = value
        data = json.dumps(document, ensure_ascii=False, separators=(",", ":")) + "\n"
        write_atomically(path, data.encode("utf-8"))
    except (OSError, ValueError, KeyError) as error:
        raise ArchiveError(f"{what} could not be kept with the finished match: {error}") from None


# --- reading -------------------------------------------------------------------------------------


def entries() -> list[ArchiveEntry]:
    """Every kept match, the last finished first. Never raises: what cannot be read is skipped
    (and its file set aside), and a folder that cannot be read lists nothing."""
    try:
        return sorted(_listed(archive_dir()), key=lambda entry: (entry.finished, entry.id), reverse=True)
    except OSError:
        return []


def find(entry_id: str) -> ArchiveEntry | None:
    return next((entry for entry in entries() if entry.id == entry_id), None)


def load(entry_id: str) -> Session:
    """Open a kept match (checked and replayed like any match file).

    A file that fails is set aside at once and the message says where it went, so the player is
    told once and the list does not offer it again.
    """
    try:
        path = path_of(entry_id)
    except ValueError:
        raise ArchiveError("There is no such finished match.") from None
    if not path.exists():
        raise ArchiveError("This finished match is no longer in the archive (was it deleted?).")
    try:
        return matchfile.load(path)
    except matchfile.MatchFileError as error:
        entry = find(entry_id)
        moved = set_aside(path)
        _forget(entry_id)
        which = f"The finished match {entry.label}" if entry is not None else "This finished match"
        where = f" It was moved to {moved.parent} so it is not listed again." if moved else ""
        raise ArchiveError(f"{which} cannot be opened: {str(error).rstrip('.')}.{where}") from None


def delete(entry_id: str) -> None:
    """Remove a kept match for good (the list asks the person first), its graph with it."""
    try:
        path_of(entry_id).unlink(missing_ok=True)
        graph_path(entry_id).unlink(missing_ok=True)
    except (OSError, ValueError) as error:
        raise ArchiveError(f"The finished match could not be deleted: {error}") from None
    _forget(entry_id)


def _forget(entry_id: str) -> None:
    """Drop ``entry_id``'s row (its file is gone or set aside); a failure waits for the next list."""
    with contextlib.suppress(OSError):
        folder = archive_dir()
        _write_index(folder, [entry for entry in _listed(folder) if entry.id != entry_id])


# --- the match graph's cache ----------------------------------------------------------------------


def graph_path(entry_id: str) -> Path:
    return archive_dir() / f"{_plain_id(entry_id)}{GRAPH_SUFFIX}"


def load_graphs(entry_id: str) -> dict[str, Any]:
    """The cached graphs of a kept match by key (the reader checks each one); {} when there are
    none or the file cannot be read — never an error, as a cache must not stop a review."""
    try:
        path = graph_path(entry_id)
        if not path_of(entry_id).exists() or path.stat().st_size > _MAX_GRAPH_BYTES:
            return {}
        document = json.loads(path.read_bytes().decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return {}
    if not isinstance(document, dict) or document.get("format") != GRAPH_FORMAT:
        return {}
    graphs = document.get("graphs")
    return dict(graphs) if isinstance(graphs, dict) else {}


def save_graph(entry_id: str, key: str, data: Any) -> bool:
    """Keep ``data`` (plain JSON) as the graph ``key`` of a kept match; False when the match is not
    in the archive or the file cannot be written (the graph is then computed again next time)."""
    try:
        if not path_of(entry_id).exists():
            return False
        graphs = load_graphs(entry_id)
        graphs[key] = data
        document = {"format": GRAPH_FORMAT, "version": 1, "graphs": graphs}
        text = json.dumps(document, ensure_ascii=False, separators=(",", ":"))
        write_atomically(graph_path(entry_id), text.encode("utf-8"))
    except (OSError, ValueError):
        return False
    return True


# --- the index -----------------------------------------------------------------------------------


def _listed(folder: Path) -> list[ArchiveEntry]:
    """The index made to agree with the folder: rows without a file dropped, files without a row
    read and added (or set aside when they cannot be read); rewritten only when it changed."""
    with os.scandir(folder) as found:
        names = {
            item.name[: -len(matchfile.SUFFIX)]
            for item in found
            if item.name.endswith(matchfile.SUFFIX) and not item.name.startswith(".") and item.is_file()
        }
    indexed = _read_index(folder)
    rows = {entry_id: entry for entry_id, entry in (indexed or {}).items() if entry_id in names}
    changed = indexed is None or len(rows) != len(indexed)
    for entry_id in sorted(names - rows.keys()):
        path = folder / f"{entry_id}{matchfile.SUFFIX}"
        entry = _entry_from_file(path, entry_id)
        if entry is None:
            set_aside(path)
        else:
            rows[entry_id] = entry
        changed = True
    if changed:
        with contextlib.suppress(OSError):  # the list is right anyway; the next one tries again
            _write_index(folder, rows.values())
    return list(rows.values())


def _read_index(folder: Path) -> dict[str, ArchiveEntry] | None:
    """The index's rows by id; None when it is missing or not an index at all (rebuild it).
    A single bad row is left out, and its file is read again by ``_listed``."""
    try:
        document = json.loads((folder / INDEX).read_bytes().decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return None
    if not isinstance(document, dict) or document.get("format") != INDEX_FORMAT:
        return None
    if document.get("version") != INDEX_VERSION or not isinstance(document.get("entries"), list):
        return None
    rows: dict[str, ArchiveEntry] = {}
    for row in document["entries"]:
        try:
            entry = ArchiveEntry.from_row(row)
        except ValueError:
            continue
        rows[entry.id] = entry
    return rows


def _write_index(folder: Path, rows: Iterable[ArchiveEntry]) -> None:
    document = {
        "format": INDEX_FORMAT,
        "version": INDEX_VERSION,
        "entries": [entry.to_row() for entry in sorted(rows, key=lambda entry: entry.id)],
    }
    write_atomically(folder / INDEX, json.dumps(document, ensure_ascii=False, indent=1).encode("utf-8"))


def _entry_from_file(path: Path, entry_id: str) -> ArchiveEntry | None:
    """The row for a file the index does not list, read without replaying; None if unreadable."""
    try:
        if path.stat().st_size > matchfile.MAX_BYTES:
            return None
        document = json.loads(path.read_bytes().decode("utf-8"))
        return _entry_from_document(entry_id, document)
    except Exception:  # any damage at all must not stop the list (as for autosaves, issue 13.10)
        return None


def _entry_from_document(
    entry_id: str, document: Mapping[str, Any], title: str | None = None
) -> ArchiveEntry:
    """The row for a finished match file; ``KeyError``/``TypeError``/``ValueError`` for one that
    is not (so only what a real file says reaches the list). ``title``: the game's, when known;
    else the game is asked (only a file the index does not list yet), or its id is shown."""
    if document.get("format") != matchfile.FORMAT or not isinstance(document.get("record"), list):
        raise ValueError("not a match file")
    names = tuple(str(seat["name"]) for seat in document["seats"])
    result = document["result"]
    ranking = result["ranking"] if isinstance(result, Mapping) else None
    if not isinstance(ranking, list) or not ranking or type(ranking[0]) is not int:
        raise ValueError("not a finished match")
    if not 0 <= ranking[0] < len(names):
        raise ValueError("the winner is not one of the seats")
    return ArchiveEntry.from_row(
        {
            "id": entry_id,
            "game": document["game"],
            "title": title if title is not None else _title_of(document["game"]),
            "players": list(names),
            "winner": names[ranking[0]],
            "steps": len(document["record"]),
            "created": document.get("created") or "",
            "finished": document.get("saved") or document.get("created") or "",
            "hints": matchfile.hint_count(dict(document)),
        }
    )


def _title_of(game_id: Any) -> str:
    try:
        return get_game(str(game_id)).title
    except UnknownGame:
        return str(game_id)[:_MAX_TEXT]  # a game of a newer version still lists, by its id
