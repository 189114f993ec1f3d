"""Names people read: a match's label ("Maharaja — Asha, Bo — 2026-12-01") and a safe file name for it.

A save dialog that proposes ``maharaja.tpmatch`` every time makes people overwrite last week's
match or invent names; the label says which match it is. Player names are typed by people (and,
over the LAN, by people on other computers), so a name made from them is cleaned for every file
system the application runs on: no path separators, nothing Windows refuses, no control or
direction-changing characters, no name Windows reserves, and a length every file system takes.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from datetime import date, datetime
from pathlib import Path

#: Characters one of the supported file systems refuses in a name (Windows refuses all of them).
_FORBIDDEN = frozenset('<>:"/\\|?*')
#: Names Windows reserves for devices, whatever the extension.
_RESERVED = frozenset(
    {"CON", "PRN", "AUX", "NUL", *(f"COM{n}" for n in range(1, 10)), *(f"LPT{n}" for n in range(1, 10))}
)
#: Bytes a name may take: ext4 and most others allow 255; room is left for " (12)" and the suffix.
MAX_NAME_BYTES = 180
#: How many players a label names before it says "and N more" (five fit on a title bar).
MAX_NAMES = 5


def match_date(created: str | None) -> date:
    """The local date a match started (``created`` is the file's ISO time); today when unknown."""
    if created:
        try:
            moment = datetime.fromisoformat(created)
        except ValueError:
            return date.today()
        return moment.astimezone().date() if moment.tzinfo else moment.date()
    return date.today()


def match_label(game_title: str, names: Sequence[str], created: str | None = None) -> str:
    """Which match this is, for titles, lists and file names: "Maharaja — Asha, Bo — 2026-12-01"."""
    shown = list(names[:MAX_NAMES])
    if len(names) > MAX_NAMES:
        shown.append(f"and {len(names) - MAX_NAMES} more")
    return f"{game_title} — {', '.join(shown)} — {match_date(created).isoformat()}"


def safe_file_name(text: str, suffix: str = "") -> str:
    """``text`` made into a file name that every supported file system accepts, plus ``suffix``.

    Forbidden characters become "-", control and format characters (line breaks, bidi overrides)
    are dropped, runs of spaces become one, leading dots (hidden files) and trailing dots and
    spaces (Windows drops them) go, a reserved device name gets a "_" in front, and the result
    is cut on a character boundary to ``MAX_NAME_BYTES`` of UTF-8. Never empty: "match".
    """
    cleaned = "".join(
        "-" if char in _FORBIDDEN else char
        for char in unicodedata.normalize("NFC", text)
        if not unicodedata.category(char).startswith("C")
    )
    cleaned = re.sub(r"\s+", " ", cleaned).strip().lstrip(".").strip()
    limit = MAX_NAME_BYTES - len(suffix.encode("utf-8"))
    while len(cleaned.encode("utf-8")) > limit:
        cleaned = cleaned[:-1]
    cleaned = cleaned.rstrip(". ")
    if not cleaned:
        cleaned = "match"
    if cleaned.split(".")[0].strip().upper() in _RESERVED:
        cleaned = f"_{cleaned}"
    return cleaned + suffix


def free_path(folder: Path, file_name: str) -> Path:
    """``folder / file_name``, or "name (2).suffix" and so on when that file exists already, so a
    suggested name never invites overwriting another match."""
    candidate = folder / file_name
    stem, suffix = candidate.stem, candidate.suffix
    number = 2
    while candidate.exists():
        candidate = folder / f"{stem} ({number}){suffix}"
        number += 1
    return candidate
