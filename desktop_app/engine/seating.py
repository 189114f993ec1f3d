"""Who sits in a match's seats, and which values may name a seat at all.

A seat is a plain ``int`` (``seats.py``); the session keeps beside it who plays it (a name, a
kind, a colour). Both come from outside the rules (match files, LAN peers, the command line),
so both are checked here before a session takes them, with the short errors a reader can act on.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from desktop_app.engine.errors import EngineError, IllegalAction
from desktop_app.engine.messages import Message
from desktop_app.engine.seats import SEAT_KINDS, Seat


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """Who sits in a seat: a display name and a kind (``human``, a bot level, or ``remote``)."""

    name: str
    kind: str = "human"
    colour: str = ""

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind, "colour": self.colour}

    @classmethod
    def from_json(cls, data: Any) -> SeatInfo:
        if not isinstance(data, Mapping):
            raise EngineError("a seat must be a JSON object")
        name, kind, colour = data.get("name"), data.get("kind", "human"), data.get("colour", "")
        if not isinstance(name, str) or not name.strip() or len(name) > 40:
            raise EngineError("a seat needs a name of 1 to 40 characters")
        if any(unicodedata.category(char).startswith("C") for char in name):
            # Line breaks, bidi overrides and NULs would let a name rearrange the text around it.
            raise EngineError("a seat name may not contain control characters")
        if kind not in SEAT_KINDS:
            raise EngineError(f"unknown seat kind {kind!r}")
        if not isinstance(colour, str) or len(colour) > 20:
            raise EngineError("a seat colour must be a short string")
        return cls(name, kind, colour)


def check_seat(seat: object, players: int, *, spectator: bool = False) -> Seat:
    """``seat`` if it is a plain ``int`` naming one of the match's seats, else ``IllegalAction``.

    ``True``, ``1.0`` and ``"1"`` compare or hash like seat 1 in Python, so without this check
    they would be recorded as a seat no match file could load (issue 13). ``None`` is the
    spectator, allowed only where a spectator makes sense (views, logs).
    """
    if seat is None and spectator:
        return seat  # type: ignore[return-value]
    if type(seat) is not int or not 0 <= seat < players:
        shown = repr(seat)[:20]
        raise IllegalAction(Message.make("engine.not_a_seat", value=shown, last=players - 1), "seat")
    return seat
