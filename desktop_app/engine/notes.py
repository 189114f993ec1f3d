"""Notes on a match: a bookmark, a comment, or both, on any step.

A person reviewing a lost match marks where it turned and writes why. Notes belong to the match
(they are saved in its file), but not to its record: they change nothing the rules see, so they
stay outside the record's digest and can be edited in a finished, sealed match. A note's step is
a cursor position (1 = after the first step), as the log numbers its lines.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

#: The longest comment kept (a long paragraph; a file is no place for a novel per step).
MAX_TEXT = 2000
#: Characters kept in a comment besides printable ones: line breaks and tabs.
_KEPT_CONTROLS = frozenset("\n\t")


@dataclass(frozen=True, slots=True)
class Note:
    """What one step carries: a comment (may be empty) and whether it is bookmarked."""

    text: str = ""
    bookmark: bool = False

    @property
    def empty(self) -> bool:
        return not self.text and not self.bookmark

    def to_json(self, step: int) -> dict[str, Any]:
        return {"step": step, "text": self.text, "bookmark": self.bookmark}


def clean_text(text: str) -> str:
    """``text`` without control characters (bidi overrides and NULs would rearrange the log line
    it is shown in), trimmed and cut to ``MAX_TEXT``."""
    kept = "".join(
        char for char in text if char in _KEPT_CONTROLS or not unicodedata.category(char).startswith("C")
    )
    return kept.strip()[:MAX_TEXT]


def from_json(data: Any, steps: int) -> tuple[int, Note]:
    """One note of a file: ``ValueError`` for anything ``Note.to_json`` would not write, or a step
    the match does not have."""
    if not isinstance(data, Mapping):
        raise ValueError("a note must be an object")
    step, text, bookmark = data.get("step"), data.get("text", ""), data.get("bookmark", False)
    if type(step) is not int or not 0 <= step <= steps:
        raise ValueError("a note needs one of the match's steps")
    if not isinstance(text, str) or len(text) > MAX_TEXT or not isinstance(bookmark, bool):
        raise ValueError("a note holds a short text and a bookmark flag")
    return step, Note(clean_text(text), bookmark)
