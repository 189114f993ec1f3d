"""The JSON text of a document with one long list, written a piece at a time.

``json.dumps`` runs in C and keeps the interpreter's lock for the whole call: the text of a
2,000-step match's record is one call of several milliseconds, during which no other thread of
the process runs a line of Python. A LAN host writes its journal's fresh base on a thread of its
own for that reason (``net.journal``), yet its own thread still waited for each such call to end
before it could answer a move: 5-8 ms stalls at every fresh base, measured in the fan-out
benchmark (2 December 2026). Written a few dozen entries per call (``members``), the lock can
change hands between any two pieces, and pieces already written can be kept and used again
(``record_text``); ``dumps_with`` and ``array`` put them together into exactly the text one
``json.dumps`` call would give.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

__all__ = ["PIECE", "array", "dumps_with", "members"]

#: Entries of the long list per ``json.dumps`` call: about a tenth of a millisecond of encoding.
PIECE = 32


def dumps_with(document: dict[str, Any], key: str, text: str, **options: Any) -> str:
    """``json.dumps(document, **options)`` for a ``document`` whose value at ``key`` is already
    written: ``text`` (what is in ``document[key]`` itself is not read)."""
    if options.get("indent") is not None:
        raise ValueError("JSON in pieces is one line: no indent")
    item_separator, key_separator = options.get("separators") or (", ", ": ")
    keys = sorted(document) if options.get("sort_keys") else list(document)
    at = keys.index(key)
    before = members({name: document[name] for name in keys[:at]}, **options)
    after = members({name: document[name] for name in keys[at + 1 :]}, **options)
    middle = json.dumps(key, **options) + key_separator + text
    return "{" + item_separator.join(part for part in (before, middle, after) if part) + "}"


def array(pieces: Iterable[str], **options: Any) -> str:
    """A JSON array of the ``members`` texts ``pieces`` (none of them empty)."""
    item_separator = (options.get("separators") or (", ", ": "))[0]
    return "[" + item_separator.join(pieces) + "]"


def members(value: dict[str, Any] | list[Any], **options: Any) -> str:
    """The text of ``value``'s members: its JSON without the enclosing brackets."""
    return json.dumps(value, **options)[1:-1]
