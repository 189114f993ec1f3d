"""What one seat's stream from a LAN host has told this screen (``remote_table``'s memory).

A ``SeatClient`` hands on each message the host sent its seat: snapshots, updates and views.
``SeatFeed`` folds them into the latest view, legal actions, movers, redacted log and state id,
and keeps the view it was sent at each log length, so review can go back through exactly what
this screen was shown, and nothing else. What the host sends is read defensively: a value of the
wrong type keeps the last good one, and a log line this version cannot read says so.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from desktop_app.engine.action import Action
from desktop_app.engine.messages import Message
from desktop_app.engine.protocol import View
from desktop_app.engine.seats import Seat
from desktop_app.net.legal_wire import Legal, actions_of
from desktop_app.net.seat_client import SeatClient

__all__ = ["UNREADABLE", "SeatFeed", "Seen", "as_int"]

UNREADABLE = Message.make("engine.text", text="(a log line this version cannot read)")


@dataclass(frozen=True, slots=True)
class Seen:
    """A view this screen was sent, and the log length it was sent at."""

    length: int
    state: int
    view: View
    to_move: frozenset[Seat]


class SeatFeed:
    """What one SeatClient's stream has told this screen."""

    def __init__(self, client: SeatClient) -> None:
        self.client = client
        self.seat = client.seat
        self.state = -1
        self.view: View = {}
        #: The legal actions as sent; parsed when first asked for (a Forbidden City seat may have
        #: hundreds, and most updates reach a seat that is not to move, or are never played from).
        self.legal_json: Sequence[Any] = []
        self._legal: tuple[Action, ...] | None = ()
        self.to_move: frozenset[Seat] = frozenset()
        self.log: list[Message] = []
        self.texts: list[str] = []
        self.seen: list[Seen] = []

    def take(self, message: dict[str, Any]) -> bool:
        """Fold in a snapshot, update or view; True when the log lost entries (a takeback)."""
        kind = message["type"]
        shrunk = False
        if kind == "snapshot":
            self.log = [_message(item) for item in message.get("log") or []]
            self.texts = []
        elif kind == "update":
            keep = max(0, min(as_int(message.get("log_from"), len(self.log)), len(self.log)))
            shrunk = keep < len(self.log)
            self.log = self.log[:keep] + [_message(item) for item in message.get("log") or []]
            del self.texts[keep:]
        self.state = as_int(message.get("state"), self.state)
        view = message.get("view")
        self.view = view if isinstance(view, dict) else self.view
        legal = message.get("legal")
        legal = legal if isinstance(legal, (list, Legal)) else []
        if legal is not self.legal_json:  # an update that did not touch them keeps the same list
            self.legal_json, self._legal = legal, None
        self.to_move = frozenset(seat for seat in message.get("to_move") or [] if type(seat) is int)
        length = len(self.log)
        # The latest view at a length replaces an earlier one; a takeback erases what came after.
        self.seen = [seen for seen in self.seen if seen.length < length]
        self.seen.append(Seen(length, self.state, self.view, self.to_move))
        return shrunk

    @property
    def legal(self) -> tuple[Action, ...]:
        if self._legal is None:
            self._legal = actions_of(self.legal_json)
        return self._legal

    def seen_at(self, step: int) -> Seen:
        """The last view sent at or before log length ``step`` (the first one if none was)."""
        for seen in reversed(self.seen):
            if seen.length <= step:
                return seen
        return self.seen[0]


def as_int(value: Any, default: int) -> int:
    """``value`` if the host sent an int there (not a bool, not a float), else ``default``."""
    return value if type(value) is int else default


def _message(item: Any) -> Message:
    try:
        return Message.from_json(item)
    except (TypeError, ValueError):
        return UNREADABLE
