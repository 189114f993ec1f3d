"""The "recent files" list of the start page, kept as a small JSON file in the config folder."""

from __future__ import annotations

import json
from pathlib import Path

from desktop_app.persistence.atomic import write_atomically
from desktop_app.persistence.paths import config_dir

MAX_RECENT = 10


def _store() -> Path:
    return config_dir() / "recent.json"


def recent_files() -> list[Path]:
    """Recently opened or saved match files that still exist, newest first."""
    try:
        data = json.loads(_store().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    if not isinstance(data, list):
        return []
    return [Path(item) for item in data if isinstance(item, str) and Path(item).is_file()]


def remember(path: Path | str) -> None:
    """Put ``path`` at the top of the list."""
    resolved = str(Path(path).resolve())
    entries = [str(p) for p in recent_files() if str(p) != resolved]
    entries.insert(0, resolved)
    write_atomically(_store(), json.dumps(entries[:MAX_RECENT], indent=1).encode("utf-8"))
