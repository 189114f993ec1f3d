"""A takeback request as a LAN screen knows it: who asked, which of this screen's seats must
still answer, and the sentence its result says (``remote_table``'s takebacks).

The host asks every other person's seat; the people at one screen share it, so one answer is
sent for each of this screen's asked seats. The request itself is shown by the screen's takeback
bar (Accept / Decline, the time left); only its result becomes a notice.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop_app.engine.seats import Seat
from desktop_app.ui.seat_feed import as_int
from desktop_app.ui.table import TakebackAsk

__all__ = ["Takebacks", "takeback_ask", "takeback_result_text"]


def takeback_ask(data: dict[str, Any]) -> TakebackAsk:
    """A takeback request as the host describes it (who asks, at which state, who must answer)."""
    waiting = data.get("waiting") or []
    return TakebackAsk(
        as_int(data.get("by"), -1),
        as_int(data.get("state"), -1),
        frozenset(seat for seat in waiting if type(seat) is int),
    )


class Takebacks:
    """The takeback request waiting for answers (``ask``), and the seats here that answered it."""

    def __init__(self) -> None:
        self.ask: TakebackAsk | None = None
        self._answered: set[Seat] = set()

    def asked(self, message: dict[str, Any]) -> None:
        """A new request: nobody here has answered it yet."""
        self.ask = takeback_ask(message)
        self._answered = set()

    def from_snapshot(self, data: Any) -> None:
        """The request a snapshot carries, if any."""
        self.ask = takeback_ask(data) if isinstance(data, dict) else None

    def ended(self) -> None:
        self.ask = None

    def to_answer(self, screen: frozenset[Seat]) -> list[Seat]:
        """The seats of ``screen`` the request waits for that have not answered yet."""
        ask = self.ask
        return sorted((ask.waiting & screen) - self._answered) if ask is not None else []

    def answered(self, seat: Seat) -> None:
        self._answered.add(seat)


def takeback_result_text(message: dict[str, Any], screen: frozenset[Seat], name: Callable[[Any], str]) -> str:
    """What the host's ``takeback_result`` says to the people at ``screen`` (``name``: a seat's)."""
    by, outcome = message.get("by"), message.get("outcome")
    mine = by in screen
    if outcome == "accepted":
        if mine:
            return QCoreApplication.translate("RemoteTable", "Took back your last action: everyone agreed.")
        return QCoreApplication.translate(
            "RemoteTable", "Took back {name}'s last action: everyone agreed."
        ).format(name=name(by))
    if outcome == "declined":
        declined_by = name(message.get("declined_by"))
        if mine:
            return QCoreApplication.translate(
                "RemoteTable", "{name} declined to take back your last action."
            ).format(name=declined_by)
        return QCoreApplication.translate(
            "RemoteTable", "{name} declined to take back {owner}'s last action."
        ).format(name=declined_by, owner=name(by))
    if outcome == "timeout":
        return QCoreApplication.translate(
            "RemoteTable", "The takeback request timed out: not everyone answered in time."
        )
    return QCoreApplication.translate("RemoteTable", "The takeback request lapsed: the match moved on.")
