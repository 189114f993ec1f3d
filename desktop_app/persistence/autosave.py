"""Autosave: after every change to the record, the running match is written to the data folder.

So no match is ever lost to a crash or a closed window: at start-up the application lists the
unfinished autosaves and offers to resume them. Each match gets its own file, named by its
start time and seed, and it is written atomically like any save.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from desktop_app.engine.registry import get_game
from desktop_app.engine.session import Session
from desktop_app.persistence import matchfile
from desktop_app.persistence.paths import autosave_dir


@dataclass(frozen=True, slots=True)
class AutosaveInfo:
    """What the "Continue" list shows about one autosaved match, read without replaying it."""

    path: Path
    game_id: str
    title: str
    seat_names: tuple[str, ...]
    steps: int
    modified: datetime
    finished: bool


class AutosaveHandle:
    """Keeps one session's autosave file up to date until stopped."""

    def __init__(self, session: Session, path: Path) -> None:
        self.session = session
        self.path = path
        self.last_error: str | None = None
        session.subscribe(self._on_change)
        self.write()

    def _on_change(self, session: Session, what: str) -> None:
        if what == "record":
            self.write()

    def write(self) -> None:
        """Save now; a failure is remembered (shown by the UI), never raised into play."""
        try:
            matchfile.save(self.session, self.path)
            self.last_error = None
        except OSError as error:
            self.last_error = f"autosave failed: {error}"

    def stop(self, delete: bool = False) -> None:
        """Stop following the session; ``delete`` removes the file (the match was saved or ended)."""
        self.session.unsubscribe(self._on_change)
        if delete:
            discard(self.path)


def _file_for(session: Session) -> Path:
    if not session.created:
        session.created = matchfile.utc_now()
    stamp = session.created.replace(":", "").replace("-", "").replace("+0000", "")
    return autosave_dir() / f"{session.game.id}-{stamp}-{session.seed}{matchfile.SUFFIX}"


def start_autosave(session: Session, path: Path | None = None) -> AutosaveHandle:
    """Begin autosaving ``session`` (to ``path`` when resuming an existing autosave)."""
    return AutosaveHandle(session, path or _file_for(session))


def list_autosaves() -> list[AutosaveInfo]:
    """Autosaved matches, newest first; unreadable files are skipped (they stay on disk)."""
    infos = []
    for path in autosave_dir().glob(f"*{matchfile.SUFFIX}"):
        info = _peek(path)
        if info is not None:
            infos.append(info)
    return sorted(infos, key=lambda info: info.modified, reverse=True)


def _peek(path: Path) -> AutosaveInfo | None:
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
        game = get_game(document["game"])
        seat_names = tuple(str(seat["name"]) for seat in document["seats"])
        steps = len(document["record"])
        modified = datetime.fromtimestamp(path.stat().st_mtime)
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return AutosaveInfo(
        path=path,
        game_id=game.id,
        title=game.title,
        seat_names=seat_names,
        steps=steps,
        modified=modified,
        finished=document.get("result") is not None,
    )


def resume(path: Path | str) -> Session:
    """Load an autosave (checked and replayed like any match file)."""
    return matchfile.load(path)


def discard(path: Path | str) -> None:
    with contextlib.suppress(FileNotFoundError):
        Path(path).unlink()
