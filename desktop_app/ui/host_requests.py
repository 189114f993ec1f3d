"""What a LAN screen asked its host, and what the answers tell it (``remote_table``'s requests).

Every request (an act, a takeback asked or answered, a chat line) carries a message id, and the
host answers each one: an ``ack``, or a refusal with its reason. The answers to acts say which of
this screen's seats made which state, which is how a shared screen knows whose move it was (and
so whether to hand over) and whose act a takeback would undo. An act refused only because another
seat's simultaneous choice came first is sent again by itself (``_resend``); any other refusal
becomes a sentence in the screen's notice line (``refusal_sentence``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop_app.engine.action import Action
from desktop_app.engine.messages import Message
from desktop_app.engine.seats import Seat
from desktop_app.net.protocol import MessageId
from desktop_app.ui.lang import render_message
from desktop_app.ui.seat_feed import SeatFeed

__all__ = ["HostRequests", "refusal_sentence"]

#: States whose mover is remembered, back from the newest acknowledged one.
MOVERS_KEPT = 64


class HostRequests:
    """The requests of one screen's seats not yet answered, and what the answers told."""

    def __init__(self) -> None:
        #: Our requests not yet answered: message id -> (seat, what).
        self.asked: dict[MessageId, tuple[Seat, str]] = {}
        #: Our acts not yet answered: message id -> (the action, the legal actions it was chosen
        #: from, how often it was sent again): see ``_resend``.
        self._acts: dict[MessageId, tuple[Action, Sequence[Any], int]] = {}
        #: Which screen seat's act led to a state id (from its ``ack``).
        self._moved_at: dict[int, Seat] = {}
        #: Has the host acknowledged an act of this screen yet?
        self.acted = False

    def act(self, feed: SeatFeed, seat: Seat, action: Action) -> None:
        """Send ``seat``'s ``action`` by ``feed`` at the state it was chosen in."""
        sent = feed.client.act(feed.state, action)
        self.asked[sent] = (seat, "act")
        self._acts[sent] = (action, feed.legal_json, 0)

    @property
    def awaiting_answer(self) -> bool:
        """Whether an act of this screen waits for the host's answer."""
        return bool(self._acts)

    def mover(self, state: int) -> Seat | None:
        """The screen seat whose act made ``state``, if the host said so."""
        return self._moved_at.get(state)

    def others_waiting(self, seat: Seat | None) -> bool:
        """Does an act of a seat other than ``seat`` wait for its answer?"""
        return any(what == "act" and who != seat for who, what in self.asked.values())

    def answered(self, feed: SeatFeed, message: dict[str, Any], *, reviewing: bool) -> bool:
        """Take the host's answer ``message`` (by ``feed``); False if it is a refusal whose
        reason the person should read, True if nothing is to be said."""
        asked = self.asked.pop(message.get("reply_to", ""), None)
        act = self._acts.pop(message.get("reply_to", ""), None)
        stale = message.get("code") == "stale"
        if stale and asked is not None and act is not None and self._resend(feed, asked[0], act, reviewing):
            return True
        if message.get("type") == "ack":
            if asked is not None and asked[1] == "act" and type(message.get("state")) is int:
                self.acted = True
                self._moved_at[message["state"]] = asked[0]
                for state in [state for state in self._moved_at if state < message["state"] - MOVERS_KEPT]:
                    del self._moved_at[state]
            return True
        return False

    def _resend(
        self, feed: SeatFeed, seat: Seat, act: tuple[Action, Sequence[Any], int], reviewing: bool
    ) -> bool:
        """Send an act the host refused as ``stale`` again, at the state now, when the seat has
        the very legal actions it was chosen from: then only another seat's simultaneous choice
        (a Maharaja disc, a Forbidden City bribe) came first, which this seat cannot see, and the
        person would only have to click Confirm again. Twice at most; else the refusal is said.
        ``act``: the action, the legal actions it was chosen from, how often it was sent again."""
        action, chosen_from, sent = act
        legal = feed.legal_json
        if sent >= 2 or reviewing or feed.client.is_done:
            return False
        if not (legal is chosen_from or legal == chosen_from) or action not in feed.legal:
            return False
        again = feed.client.act(feed.state, action)
        self.asked[again] = (seat, "act")
        self._acts[again] = (action, chosen_from, sent + 1)
        return True


def refusal_sentence(message: dict[str, Any], names: Sequence[str]) -> str:
    """The host's refusal ``message`` as a sentence, in this screen's language (the engine's
    message, the seats called by ``names``), else the host's own words or code."""
    try:
        reason = render_message(Message.from_json(message.get("message")), names)
    except (TypeError, ValueError):
        reason = str(message.get("reason") or message.get("code"))
    return reason[:1].upper() + reason[1:] + ("" if reason.endswith(".") else ".")
