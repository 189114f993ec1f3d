"""A takeback request as a LAN screen knows it: whether this screen may ask one now and why not,
what asking says, who asked, which of this screen's seats must still answer, and the sentence
its result says (``remote_table``'s takebacks).

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

__all__ = ["Takebacks", "asked_text", "not_asked_text", "takeback_ask", "takeback_result_text"]


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

    def refusal(
        self, *, over: bool, spectator: bool, reviewing: bool, started: bool, mine: bool, acted: bool
    ) -> str | None:
        """Why this screen may not ask for a takeback now (a clause for "Cannot ask to take back:
        …"), or None: ``mine`` if the newest state came of an act of this screen's, ``acted`` if
        the host acknowledged any act of this screen's yet."""
        if over:
            return QCoreApplication.translate("RemoteTable", "the match is over")
        if spectator:
            return QCoreApplication.translate("RemoteTable", "spectators cannot ask to take back")
        if reviewing:
            return QCoreApplication.translate(
                "RemoteTable", "you are looking at an earlier step; go to the latest step first"
            )
        if not started:
            return QCoreApplication.translate("RemoteTable", "the match has not started yet")
        if self.ask is not None:
            return QCoreApplication.translate(
                "RemoteTable", "a takeback request is already waiting for answers"
            )
        if not mine:
            return (
                QCoreApplication.translate("RemoteTable", "the last action was not yours")
                if acted
                else QCoreApplication.translate("RemoteTable", "there is nothing of yours to take back")
            )
        return None


def not_asked_text(reason: str | None) -> str:
    """Why a takeback was not asked: ``reason`` (``Takebacks.refusal``), or None when this
    screen is not connected to the host."""
    if reason is None:
        return QCoreApplication.translate(
            "RemoteTable", "Cannot ask to take back: this screen is not connected to the host."
        )
    return QCoreApplication.translate("RemoteTable", "Cannot ask to take back: {reason}.").format(
        reason=reason
    )


def asked_text(alone: bool) -> str:
    """What asking says: to the host only when the asking seat is the ``alone`` person playing
    (the host's bots agree at once), else to the others, who answer on their takeback bar."""
    if alone:
        return QCoreApplication.translate("RemoteTable", "Asked the host to take back your last action.")
    return QCoreApplication.translate("RemoteTable", "Asked the others to take back your last action.")


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
