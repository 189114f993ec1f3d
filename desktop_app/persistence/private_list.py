"""A short JSON list in the user's data folder that only the user may read (LAN seat tokens).

``held_seats`` (the seats this computer holds in other people's matches) and ``hosted_matches``
(the matches it hosts, with its own seats' tokens) keep such a list: a token *is* its seat, so the
file is written atomically and made readable by its owner alone, and reading it never trusts it —
a missing, oversized or damaged file reads as empty, and each module checks every entry itself.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import Any

from desktop_app.persistence.atomic import write_atomically

__all__ = ["read_entries", "write_private"]


def read_entries(path: Path, max_bytes: int, keep: int) -> list[Any]:
    """The newest ``keep`` entries of the list at ``path``, unchecked; [] for anything but a list."""
    try:
        raw = path.read_bytes()
        if len(raw) > max_bytes:
            return []
        entries = json.loads(raw.decode("utf-8"))
    except (OSError, ValueError):
        return []
    return entries[-keep:] if isinstance(entries, list) else []


def write_private(path: Path, entries: list[dict[str, Any]]) -> None:
    """Write ``entries`` to ``path`` at once, readable by the user alone."""
    write_atomically(path, json.dumps(entries, indent=1).encode("utf-8"))
    with contextlib.suppress(OSError):  # the tokens are the seats: nobody else here reads them
        os.chmod(path, 0o600)
