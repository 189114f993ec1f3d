"""A match record's JSON text, kept between writes of the same match.

A LAN host writes a fresh base of its journal every few hundred actions (``net.journal``): the
whole match document, record and digest, as one line. A record only grows (a takeback drops its
last entries) and its entries never change, so most of what a base writes was written the same
way by the base before. Here it is kept, in pieces of ``PIECE`` entries, once as the
journal's line writes it and once as the digest reads it (keys sorted); only entries new since
the last base are encoded. At step 800 of a Forbidden City match a base had cost the host's
process about 6 ms of the interpreter's lock (the entries' JSON, the digest's text, the line's
text), time in which the host's own thread could answer no move; the pieces bring that down to
what 200 new entries cost.

Pieces matter on their own too: ``json.dumps`` runs in C and keeps the interpreter's lock for the
whole call, so the text of a long record in one call held up the host's own thread for
milliseconds while the writer thread wrote a base (5-8 ms stalls, measured in the fan-out
benchmark on 2 December 2026). A few dozen entries per call (``members``) let the lock change
hands between pieces; ``dumps_with`` and ``array`` put pieces together into exactly the text one
``json.dumps`` call would give.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterable, Sequence
from operator import is_
from typing import Any

from desktop_app.engine.protocol import Entry

__all__ = ["LINE", "PIECE", "SORTED", "RecordText", "array", "dumps_with", "members"]

#: Entries of the record per ``json.dumps`` call: about a tenth of a millisecond of encoding.
PIECE = 32

#: The options of a journal line (``net.journal``): one compact line, text as it is.
LINE: dict[str, Any] = {"ensure_ascii": False, "separators": (",", ":"), "allow_nan": False}
#: The options of the digest's canonical text (``matchfile``).
SORTED: dict[str, Any] = {"sort_keys": True, "separators": (",", ":"), "ensure_ascii": False}


class RecordText:
    """The record's entries as JSON members, piece by piece, for one match (one journal).

    ``pieces`` may be called from any one thread at a time (a lock makes sure); the entries it is
    given are compared by identity with those it kept, so a record that changed anywhere — a
    takeback, another match — is written afresh from where it differs.
    """

    def __init__(self, piece: int = PIECE) -> None:
        self._piece = piece
        self._lock = threading.Lock()
        #: The entries of the pieces kept, in order (a whole number of pieces).
        self._entries: list[Entry] = []
        #: Per piece kept: its entries' JSON members as a line writes them, and with sorted keys.
        self._line: list[str] = []
        self._sorted: list[str] = []

    def pieces(
        self, record: Sequence[Entry], pause: Callable[[], object] | None = None
    ) -> tuple[list[str], list[str]]:
        """The texts of ``record``'s entries in pieces: as a line writes them, and with sorted
        keys (each an ``array`` of them gives the record's JSON). ``pause`` is called
        before each new piece is written (a writer thread gives the interpreter's lock away)."""
        with self._lock:
            start = self._keep(record)
            while len(record) - start >= self._piece:
                if pause is not None:
                    pause()
                line, ordered = _texts(record[start : start + self._piece])
                self._entries.extend(record[start : start + self._piece])
                self._line.append(line)
                self._sorted.append(ordered)
                start += self._piece
            if start == len(record):
                return list(self._line), list(self._sorted)
            line, ordered = _texts(record[start:])
            return [*self._line, line], [*self._sorted, ordered]

    def _keep(self, record: Sequence[Entry]) -> int:
        """Drop the pieces from the first whose entries are not ``record``'s; how many entries
        the pieces left cover."""
        kept = self._entries
        for number in range(len(self._line)):
            start = number * self._piece
            end = start + self._piece
            if end > len(record) or not all(map(is_, kept[start:end], record[start:end])):
                del kept[start:], self._line[number:], self._sorted[number:]
                return start
        return len(kept)


def _texts(entries: Sequence[Entry]) -> tuple[str, str]:
    """``entries`` as the members of a JSON array: as a line writes them, and with sorted keys."""
    written = [entry.to_json() for entry in entries]
    return members(written, **LINE), members(written, **SORTED)


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
