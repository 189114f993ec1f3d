"""Autosave: after every change to the record, the running match is written to the data folder.

So no match is ever lost to a crash or a closed window: at start-up the application lists the
unfinished autosaves and offers to resume them. Each match gets its own file under a generated
name — never a name taken from a file's content — written atomically like any save.

Listing must never stop the application from starting: whatever lies in the folder (a file
nested 2,000 deep, a huge one, an unreadable one), it is skipped and set aside into
``damaged/``, where it stays for the player to inspect; it is not offered again. The same
happens to an autosave that fails to load when the player tries to continue it.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from desktop_app.engine.registry import get_game, is_known
from desktop_app.engine.session import Session
from desktop_app.persistence import matchfile
from desktop_app.persistence.paths import autosave_dir


@dataclass(frozen=True, slots=True)
class AutosaveInfo:
    """What the "Continue" list shows about one autosaved match, read without replaying it —
    and without importing its game (issue 18: the start page waited for a game's rules to load
    just to print its name; the page names games by id, in the chosen language)."""

    path: Path
    game_id: str
    seat_names: tuple[str, ...]
    steps: int
    modified: datetime
    finished: bool

    @property
    def title(self) -> str:
        """The game's own (English) title; this imports the game."""
        return get_game(self.game_id).title


class AutosaveHandle:
    """Keeps one session's autosave file up to date until stopped.

    ``write_now=False`` is for a session a file on disk already holds (opened from a match file or
    an autosave): the first write waits for the first change of the record, or for ``stop``
    keeping the autosave, whichever comes first. Until then a crash loses nothing the file does
    not hold, and the window's first paint does not wait for the whole match to be written again
    (issue 18: 60-100 ms for a 1,854-step Forbidden City file).
    """

    def __init__(self, session: Session, path: Path, *, write_now: bool = True) -> None:
        self.session = session
        self.path = path
        self.last_error: str | None = None
        self.written = False
        session.subscribe(self._on_change)
        if write_now:
            self.write()

    def _on_change(self, session: Session, what: str) -> None:
        if what in ("record", "control"):  # a seat changing hands is part of the match too
            self.write()

    def write(self) -> None:
        """Save now; a failure is remembered (shown by the UI), never raised into play. Only a
        write that succeeded counts as written: ``stop`` tries again for one that failed."""
        try:
            matchfile.save(self.session, self.path)
            self.last_error = None
            self.written = True
        except OSError as error:
            self.last_error = f"autosave failed: {error}"

    def stop(self, delete: bool = False) -> None:
        """Stop following the session; ``delete`` removes the file (the match was saved or ended)."""
        self.session.unsubscribe(self._on_change)
        if delete:
            discard(self.path)
        elif not self.written:
            self.write()  # kept under "Continue": the file must be there


#: Sub-folder of the autosave folder where unreadable autosaves are set aside.
DAMAGED = "damaged"
#: A temp file this old is left over from an interrupted save (a save takes milliseconds).
STALE_TEMP_SECONDS = 60.0


def _file_for(session: Session) -> Path:
    """A fresh name: the game id (one of ours) and a random id, never anything from a file."""
    if not session.created:
        session.created = matchfile.utc_now()
    # 32 random hex digits, as ``uuid4().hex`` gave: ``uuid`` imports ``platform`` and compiles its
    # patterns, 3 ms before a window's first paint (issue 19), for a name nobody parses.
    return autosave_dir() / f"{session.game.id}-{os.urandom(16).hex()}{matchfile.SUFFIX}"


def start_autosave(session: Session, path: Path | None = None, *, write_now: bool = True) -> AutosaveHandle:
    """Begin autosaving ``session`` (to ``path`` when resuming an existing autosave);
    ``write_now``: see ``AutosaveHandle``."""
    return AutosaveHandle(session, path or _file_for(session), write_now=write_now)


def list_autosaves() -> list[AutosaveInfo]:
    """Autosaved matches, newest first. Never raises: a file that cannot be read is set aside."""
    try:
        folder = autosave_dir()
        _remove_stale_temp_files(folder)
        paths = sorted(folder.glob(f"*{matchfile.SUFFIX}"))
    except OSError:
        return []
    infos = []
    for path in paths:
        info = _peek(path)
        if info is None:
            set_aside(path)
        else:
            infos.append(info)
    return sorted(infos, key=lambda info: info.modified, reverse=True)


def _remove_stale_temp_files(folder: Path) -> None:
    """Temp files of saves that were interrupted (a crash between write and rename)."""
    now = time.time()
    for temp in folder.glob(".*.tmp"):
        with contextlib.suppress(OSError):
            if now - temp.stat().st_mtime > STALE_TEMP_SECONDS:
                temp.unlink()


def set_aside(path: Path | str) -> Path | None:
    """Move a damaged autosave into ``damaged/`` so it is not offered again; where it went, or None."""
    path = Path(path)
    target_folder = path.parent / DAMAGED
    try:
        target_folder.mkdir(exist_ok=True)
        target = target_folder / path.name
        if target.exists():
            target = target_folder / f"{path.stem}-{os.urandom(4).hex()}{path.suffix}"
        path.replace(target)
    except OSError:
        return None
    return target


def _peek(path: Path) -> AutosaveInfo | None:
    """The list entry for ``path`` without replaying it, or None when it cannot be read at all."""
    try:
        return _read_info(path)
    except Exception:  # any damage at all must not stop start-up (issue 13.10)
        return None


def _read_info(path: Path) -> AutosaveInfo | None:
    stat = path.stat()
    if stat.st_size > matchfile.MAX_BYTES:
        return None
    document = json.loads(path.read_bytes().decode("utf-8"))
    game_id = document["game"]
    if not isinstance(game_id, str) or not is_known(game_id):
        return None
    seats = document["seats"]
    if not isinstance(seats, list) or not isinstance(document["record"], list):
        return None
    seat_names = tuple(str(seat["name"])[:40] for seat in seats)
    return AutosaveInfo(
        path=path,
        game_id=game_id,
        seat_names=seat_names,
        steps=len(document["record"]),
        modified=datetime.fromtimestamp(stat.st_mtime),
        finished=document.get("result") is not None,
    )


def resume(path: Path | str) -> Session:
    """Load an autosave (checked and replayed like any match file).

    One that fails is set aside at once, and the ``MatchFileError`` says where it went, so the
    player is told once and is not offered the same broken match at every start.
    """
    try:
        return matchfile.load(path)
    except matchfile.MatchFileError as error:
        moved = set_aside(path)
        where = f" It was moved to {moved.parent} so it is not offered again." if moved else ""
        raise matchfile.MatchFileError(f"{error}{where}") from None


def discard(path: Path | str) -> None:
    with contextlib.suppress(FileNotFoundError):
        Path(path).unlink()
