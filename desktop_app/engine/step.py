"""One step of a match as the session keeps it: the entry, the state it led to, and whether
it showed something hidden.

Its own module because every part of the session reads the steps (the record, the undo policy,
the log) and none of those parts may import the session itself (no import cycles).
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop_app.engine.protocol import Entry, State


@dataclass
class Step:
    """An entry of the record and what it did."""

    entry: Entry
    #: Did it show a player something hidden (or end the match)? Then it is never taken back.
    revealed: bool
    #: The state after this entry.
    after: State
