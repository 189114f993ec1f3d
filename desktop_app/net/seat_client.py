"""One seat's link to a LAN host, kept alive: join or resume, a clean stream, and reconnecting by itself.

A person's screen (``ui.remote_table.RemoteTable``) and the lobby dialogs talk to a host through a
``SeatClient``: one per seat at this screen (several when the host's own computer seats several
people), or one for a spectator. It hides the parts of docs/protocol.md that every client must get
right and no screen should think about:

- **The stream is clean.** ``event`` carries every snapshot, view and stream event exactly once and
  in order: an event already seen (its ``seq`` is not above ``last_seq``) is dropped, a gap (an
  event more than one ahead) is never papered over — the client asks for a ``sync`` and drops
  events until the snapshot comes (protocol.md, section 8).
- **Requests are never lost and never doubled.** Each has a message id unique for the life of the
  seat (a random prefix and a counter). A request the host has not answered is kept; after a
  reconnect it is sent again under the same id, which the host answers with its first answer
  without applying it twice. Requests made while reconnecting wait and go out after the resume.
  ``replied`` carries each answer once.
- **A dropped link comes back by itself.** On any unexpected drop the client connects again (a new
  ``HostConnection``: TLS pinned to the join code again), says hello and resumes by proving its
  token (never sending it, ``pake.py``) with its ``last_seq``, with growing pauses (``BACKOFF``,
  the last one repeating) for as long as it takes: a closed laptop lid or a Wi-Fi gap of minutes
  must not cost the seat. Only the person stops it (``give_up``), or the host saying the match is
  gone; ``retrying`` says when the next try is, for the screen. A host that falls silent (a
  half-open connection: a cable pulled, a laptop asleep) is noticed by silence, since a live host
  pings an idle client every 5 seconds.
- **Refusals that end it are named.** ``failed(code, reason)`` is final and says why in words a
  person can act on; the certificate case warns loudly, since it may be someone posing as the host.

``close`` leaves quietly (the protocol has no "leave"): the seat stays claimed and reconnectable
with the token, which the lobby may keep to ``resume_seat`` later.
"""

from __future__ import annotations

import functools
import itertools
import secrets
import time
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from desktop_app import __version__
from desktop_app.engine.action import Action
from desktop_app.net import pake, protocol
from desktop_app.net.client import HostConnection
from desktop_app.net.client_failures import FAILURES, version_differences
from desktop_app.net.delta import Reader
from desktop_app.net.joincode import JoinCode
from desktop_app.net.protocol import MessageId
from desktop_app.net.seat_stream import CHAT_KEPT, SeatStream

#: Names still imported from here: the failures' words and the chat kept (``ui.remote_chat``).
__all__ = ["CHAT_KEPT", "FAILURES", "SeatClient", "version_differences"]

#: Pauses in seconds before each reconnect attempt; the last one (the cap) repeats ...
BACKOFF = (0.5, 1.0, 2.0, 4.0, 8.0, 15.0)
#: ... for ever by default (None): a seat keeps trying while its match may run, until its person
#: stops it. A number gives up that many seconds after the drop (tests, scripts).
GIVE_UP_AFTER: float | None = None
#: A host silent this long is treated as gone (it pings an idle client every 5 s, protocol.md §9).
SILENCE_TIMEOUT = 12.0

#: ``link`` values, in the order a link normally goes through them.
CONNECTING, CONNECTED, RECONNECTING, GAVE_UP, CLOSED = (
    "connecting",
    "connected",
    "reconnecting",
    "gave_up",
    "closed",
)

#: Closing ``error`` codes that end the link for good (any other one, like ``timeout``, is resumed).
FINAL_ERRORS = frozenset({"unknown_match", "removed", "replaced", "ended"})


class SeatClient(SeatStream, QObject):
    """One connection to ``host:port`` for one seat or a spectator (see the module docstring)."""

    # Messages travel as ``object``: a ``Signal(dict)`` would convert each one, deeply, to a Qt
    # map and back (about 9 ms for a view with its legal actions), for every slot.

    #: The host's ``welcome`` (match, game, title, players, options, seats, spectators, state).
    welcomed = Signal(object)
    #: The seat joined (an int), or None for a spectator; once, on the first join, right after its
    #: snapshot, so ``memory`` is ready for a screen made in the slot (``RemoteTable(client)``).
    joined = Signal(object)
    #: Every snapshot, view and stream event, in order, each once (module docstring). The name
    #: shadows ``QObject.event`` for Python callers only; Qt still dispatches QEvents to C++.
    event = Signal(object)  # type: ignore[assignment]
    #: The host's ``ack`` or ``refused`` for one of our requests, once per request.
    replied = Signal(object)
    #: ``link`` changed: "connecting", "connected", "reconnecting", "gave_up" or "closed".
    link_changed = Signal(str)
    #: While reconnecting: the next try starts in this many seconds (0.0: a try is under way now).
    retrying = Signal(float)
    #: A word from the host outside the streams (``{"type": "notice", "code", "reason", "message"}``:
    #: ``cannot_save`` while it cannot save the match, ``saving`` once it can; ``ui.save_notice``
    #: has the texts).
    notice = Signal(object)
    #: Final: (code, reason). Codes: the join refusals (``wrong_code``, ``no_free_seat``, ...),
    #: ``wrong_token``, ``unknown_match``, ``removed``, ``replaced``, ``version``, ``certificate``,
    #: ``unreachable``, ``disconnected``, ``gave_up``, ``protocol``.
    failed = Signal(str, str)

    def __init__(
        self,
        host: str,
        port: int,
        code: JoinCode,
        *,
        name: str | None = None,
        reconnect: bool = True,
        backoff: Sequence[float] = BACKOFF,
        give_up_after: float | None = GIVE_UP_AFTER,
        silence_timeout: float = SILENCE_TIMEOUT,
        connect_timeout: float = 10.0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        if not backoff:
            raise ValueError("backoff needs at least one pause")
        self.host, self.port, self.code, self.name = host, port, code, name
        self.reconnect = reconnect
        self._backoff = tuple(backoff)
        self._give_up_after = give_up_after
        self._silence_timeout = silence_timeout
        self._connect_timeout_ms = max(1, round(connect_timeout * 1000))
        # Ids unique for the life of the seat, even across app restarts (section 3).
        self._prefix = secrets.token_hex(4)
        self._counter = itertools.count(1)
        self._connection: HostConnection | None = None
        self._link = ""
        self._started = False
        self._done = False
        self._welcome: dict[str, Any] | None = None
        self._seat: int | None = None
        self._token: str | None = None
        self._match: str | None = None
        self._watching = False
        self._announced = False
        #: The current connection holds the seat (joined or resumed on it): requests may go out.
        self._seated_here = False
        self._join_id: MessageId | None = None
        self._resume_id: MessageId | None = None
        #: The id of the latest proof of the join code (a refusal of it ends the client).
        self._proof_id: MessageId | None = None
        #: The host certificate's whole fingerprint, once the host proved the code or token.
        self._pin = ""
        self._pending: OrderedDict[MessageId, dict[str, Any]] = OrderedDict()
        self._last_seq = 0
        self._syncing = False
        self._memory: dict[str, Any] | None = None
        #: The view and legal actions our stream holds, the base of the next update's patch.
        self._reader = Reader()
        self._chat: list[dict[str, Any]] = []
        self._welcomed_here = False
        self._dropped_at: float | None = None
        self._attempts = 0
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._try_again)
        #: When the next reconnect try starts (monotonic clock), while one waits.
        self._retry_at: float | None = None

    # --- facts ----------------------------------------------------------------------------------

    @property
    def seat(self) -> int | None:
        """The seat held (None before joining, and for a spectator)."""
        return self._seat

    @property
    def token(self) -> str | None:
        """The seat's token: the only way back to it (keep it secret; None for a spectator)."""
        return self._token

    @property
    def match_id(self) -> str | None:
        return self._match

    @property
    def last_seq(self) -> int:
        """The number of the last stream event (or snapshot) processed."""
        return self._last_seq

    @property
    def link(self) -> str:
        """ "" before ``start``, then one of the ``link_changed`` values."""
        return self._link

    @property
    def retry_in(self) -> float | None:
        """Seconds until the next reconnect try (0.0 while one is under way; None when connected)."""
        if self._link != RECONNECTING:
            return None
        if self._retry_at is None:
            return 0.0
        return max(0.0, self._retry_at - time.monotonic())

    @property
    def welcome(self) -> dict[str, Any] | None:
        """The latest ``welcome`` from the host (renewed on every reconnect)."""
        return self._welcome

    @property
    def is_joined(self) -> bool:
        """A seat is held, or the match is watched."""
        return self._token is not None or self._watching

    @property
    def spectator(self) -> bool:
        return self._watching

    @property
    def is_done(self) -> bool:
        """Closed, given up or failed: nothing more will be sent or received."""
        return self._done

    @property
    def pending(self) -> tuple[MessageId, ...]:
        """Ids of the requests the host has not answered yet (they are sent again after a resume)."""
        return tuple(self._pending)

    @property
    def connection(self) -> HostConnection | None:
        """The current connection, if any (its ``peer_fingerprint`` is the host's certificate)."""
        return self._connection

    # --- doing ----------------------------------------------------------------------------------

    def start(self) -> None:
        """Connect and say hello; ``welcomed`` follows (or ``failed``)."""
        if self._started:
            raise RuntimeError("a SeatClient is started once")
        self._started = True
        self._set_link(CONNECTING)
        self._connect()

    def resume_seat(self, match_id: str, token: str, last_seq: int = 0) -> None:
        """Before ``start``: come back to a seat held earlier (its match id and token) instead of
        joining; the stream goes on after ``last_seq`` (0: a snapshot)."""
        if self._started:
            raise RuntimeError("resume_seat comes before start")
        self._match, self._token, self._last_seq = match_id, token, last_seq

    def join(self, seat: int | str | None) -> None:
        """After ``welcomed``: take ``seat`` (None: the lowest free one; ``"spectator"``: watch)."""
        if self._welcome is None or self._connection is None or self._done:
            raise RuntimeError("join after welcomed, on an open link")
        if self.is_joined or self._join_id is not None:
            raise RuntimeError("this client has joined already")
        self._send_join(seat)

    def act(self, state: int, action: Action) -> MessageId:
        """Ask to play ``action``, decided at state id ``state``; the answer comes as ``replied``."""
        return self._request({"type": "act", "state": state, "action": action.to_json()})

    def request_takeback(self, state: int) -> MessageId:
        return self._request({"type": "takeback_request", "state": state})

    def answer_takeback(self, state: int, accept: bool) -> MessageId:
        return self._request({"type": "takeback_answer", "state": state, "accept": accept})

    def chat(self, text: str) -> MessageId:
        return self._request({"type": "chat", "text": text})

    def sync(self) -> None:
        """Ask for a fresh snapshot (events are dropped until it comes)."""
        if self._seated_here and self._connection is not None:
            self._syncing = True
            self._connection.send({"type": "sync", "id": self._next_id()})

    def give_up(self) -> None:
        """Stop reconnecting (the person chose to): link "gave_up", no ``failed``."""
        self._finish(GAVE_UP)

    def close(self) -> None:
        """Leave quietly: the seat stays claimed and reconnectable with the token."""
        self._finish(CLOSED)

    # --- connecting -----------------------------------------------------------------------------

    def _next_id(self) -> str:
        return f"{self._prefix}.{next(self._counter)}"

    def _try_again(self) -> None:
        self._retry_at = None
        if not self._done:
            self.retrying.emit(0.0)
        self._connect()

    def _connect(self) -> None:
        if self._done:
            return
        credential: pake.CodeCredential | pake.TokenCredential
        if self._token is not None and self._match is not None:
            self._resume_id = proof_id = self._next_id()
            credential = pake.TokenCredential(self._match, self._token, self._last_seq)
        else:
            self._proof_id = proof_id = self._next_id()
            credential = pake.CodeCredential(self.code)
        connection = HostConnection(
            self.host,
            self.port,
            self._pin or self.code.fingerprint_prefix,
            connect_timeout_ms=self._connect_timeout_ms,
            silence_timeout=self._silence_timeout,
            hello=protocol.hello(self._next_id(), __version__),
            credential=credential,
            proof_id=proof_id,
            parent=self,
        )
        self._connection = connection
        self._welcomed_here = False
        connection.message_received.connect(functools.partial(self._heard, connection))
        connection.failed.connect(functools.partial(self._lost, connection))
        connection.disconnected.connect(
            functools.partial(self._lost, connection, "the host closed the connection")
        )
        if self._watching and self._token is None:
            self._send_join("spectator")  # waits in the connection until the code is proven
        connection.start()

    def _send_join(self, seat: int | str | None) -> None:
        assert self._connection is not None
        self._join_id = self._next_id()
        message: dict[str, Any] = {"type": "join", "id": self._join_id, "seat": seat}
        if self.name and seat != "spectator":
            message["name"] = self.name
        self._connection.send(message)

    def _lost(self, connection: HostConnection, reason: str) -> None:
        """The connection ended (``failed`` or ``disconnected``): reconnect, or say why not."""
        if connection is not self._connection or self._done:
            return
        self._connection = None
        self._seated_here = False
        self._syncing = False
        connection.deleteLater()
        if connection.impostor:
            self._fail("certificate", detail=connection.impostor)
            return
        if not self.is_joined:
            self._fail("unreachable" if self._welcome is None else "disconnected", detail=reason)
            return
        if not self.reconnect:
            self._fail("disconnected", detail=reason)
            return
        now = time.monotonic()
        if self._dropped_at is None:
            self._dropped_at, self._attempts = now, 0
            self._set_link(RECONNECTING)
        waited = now - self._dropped_at
        limit = self._give_up_after
        if limit is not None and waited >= limit:
            self._fail("gave_up", link=GAVE_UP, detail=reason, seconds=round(waited))
            return
        pause = self._backoff[min(self._attempts, len(self._backoff) - 1)]
        if limit is not None:
            pause = min(pause, limit - waited)
        self._attempts += 1
        self._retry_at = now + pause
        self._retry.start(max(1, round(pause * 1000)))
        self.retrying.emit(pause)

    def _back(self) -> None:
        """The current connection holds the seat again: send what waits."""
        self._seated_here = True
        self._dropped_at = None
        self._set_link(CONNECTED)
        assert self._connection is not None
        for message in self._pending.values():
            self._connection.send(message)

    def _request(self, fields: dict[str, Any]) -> MessageId:
        if self._done:
            raise RuntimeError("the link to the host is closed")
        message_id = self._next_id()
        message = {"type": fields.pop("type"), "id": message_id, **fields}
        self._pending[message_id] = message
        if self._seated_here and self._connection is not None:
            self._connection.send(message)
        return message_id

    # --- what the host says ---------------------------------------------------------------------

    def _heard(self, connection: HostConnection, message: dict[str, Any]) -> None:
        if connection is not self._connection or self._done:
            return
        kind = message.get("type")
        if kind == "snapshot" or kind == "view" or kind in protocol.STREAM_EVENTS:
            self._stream(message)
        elif kind in ("ack", "refused"):
            self._answer(message)
        elif kind == "ping":
            connection.send({"type": "pong", "id": self._next_id()})
        elif kind == "welcome":
            self._welcomed(message)
        elif kind == "joined":
            self._joined(message)
        elif kind == "resumed":
            if message.get("reply_to") == self._resume_id:
                self._seat = message.get("seat")
                self._back()
                if self._memory is None:  # resumed from another run: start from a snapshot
                    self.sync()
        elif kind == "hello_reject":
            self._fail("version", detail=version_differences(message))
        elif kind == "error":
            self._error(message)
        elif kind == "protocol_error":
            self._fail("protocol", detail=str(message.get("reason", "")))
        elif kind == "notice":
            self.notice.emit(message)
        # anything else is a newer host's addition, ignored like an unknown field

    def _welcomed(self, message: dict[str, Any]) -> None:
        if self._connection is not None and not self._pin:
            # The host proved the code or token on this certificate: reconnects pin all of it.
            self._pin = self._connection.peer_fingerprint
        self._welcome = message
        self._welcomed_here = True
        if self._link == CONNECTING:
            self._set_link(CONNECTED)
            self.welcomed.emit(message)

    def _joined(self, message: dict[str, Any]) -> None:
        if message.get("reply_to") != self._join_id:
            return
        self._join_id = None
        self._seat, self._token, self._match = message.get("seat"), message.get("token"), message.get("match")
        self._watching = self._seat is None
        self._back()  # ``joined`` is said with the snapshot that follows, so ``memory`` is ready

    def _answer(self, message: dict[str, Any]) -> None:
        reply_to = message.get("reply_to")
        if reply_to is not None and reply_to in (self._join_id, self._proof_id):
            self._join_id = None
            code = str(message.get("code"))
            self._fail(code, detail=str(message.get("reason", "")))
        elif reply_to is not None and reply_to == self._resume_id:
            if message.get("code") == "rate_limited":  # unchecked, so the token may still be good
                if self._connection is not None:
                    self._connection.close()
                return
            self._fail(str(message.get("code")), detail=str(message.get("reason", "")))
        elif reply_to is not None and reply_to in self._pending:
            del self._pending[reply_to]
            self.replied.emit(message)
        # else: a repeated answer to a request already answered (sent twice around a drop)

    def _error(self, message: dict[str, Any]) -> None:
        code = str(message.get("code"))
        if code in FINAL_ERRORS:
            self._fail(code, detail=str(message.get("reason", "")))
        # timeout, internal: the host closes the connection next, and we resume

    # --- the end --------------------------------------------------------------------------------

    def _set_link(self, link: str) -> None:
        if link != self._link:
            self._link = link
            self.link_changed.emit(link)

    def _finish(self, link: str) -> bool:
        """Stop for good (idempotent); False if it had stopped already."""
        if self._done:
            return False
        self._done = True
        self._retry.stop()
        self._retry_at = None
        connection, self._connection = self._connection, None
        if connection is not None:
            connection.close()
            connection.deleteLater()
        self._set_link(link)
        return True

    def _fail(self, code: str, link: str = CLOSED, **details: Any) -> None:
        address = f"{self.host}:{self.port}"
        template = FAILURES.get(code)
        if template is None:  # a refusal with no words of our own: the host's are good English
            reason = str(details.get("detail") or code)
        else:
            reason = template.format(address=address, **{"detail": "", "seconds": 0, **details})
        if self._finish(link):
            self.failed.emit(code, reason)
