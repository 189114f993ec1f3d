"""The authoritative host as a pure state machine: no sockets, no Qt, no clock of its own.

The transport hands the core what happened — a connection opened (``open``), a frame arrived
(``receive``), a connection went away (``closed``), time passed (``tick``) — and sends what the core
returns: ``Outgoing(conn, message, close)`` items, in order. Everything the host knows and decides
is here, so the protocol is tested by driving the core with dicts (docs/protocol.md is the spec).

The host alone holds the Session: the record, the seed, every secret. A seat is shown only its
view, its redacted log and its own legal actions, on its own numbered stream (``streams.py``).
Every request is checked in one fixed order (after boardgame.io's master)::

    well-formed -> handshake done -> token/seat -> match not over -> seat to move -> state id current
    -> legal

and every refusal is answered: ``refused`` with the reason (English, and as a structured message),
the rule id where there is one and the current state id, then the seat's fresh ``view``. A message
id already answered for a seat gets the same answer again and changes nothing (retries after a
reconnect are safe). The state id is a counter raised by every change of the record (an action
with the chance steps after it, a takeback), so an action decided before a takeback can never land
on the position after it.

Bots sitting at the host see their own view only and their moves take the path of a remote action
(``bots``: ``"inline"`` plays them at the end of each call, ``"tick"`` one move per bot per
``tick``, ``"external"`` leaves them to the caller through ``bots_due``/``bot_act``).
"""

from __future__ import annotations

import secrets
import time
from collections import OrderedDict, deque
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from desktop_app.engine.messages import Message, render
from desktop_app.engine.seats import BOT_KINDS, Seat
from desktop_app.engine.session import Session
from desktop_app.net import joincode, protocol, streams
from desktop_app.net.host_parts import (
    BOT_POLICIES,
    HUMAN,
    REPLIES_JOURNALED,
    REPLIES_KEPT,
    BotRunner,
    BotTurn,
    Conn,
    Outgoing,
    PendingTakeback,
    Refusal,
    default_bot_runner,
    message_key,
    normalise_plan,
)
from desktop_app.net.host_play import Play
from desktop_app.net.host_saving import Saving
from desktop_app.net.host_seating import Seating
from desktop_app.net.journal import Journal, JournalError, JournalState
from desktop_app.net.protocol import (
    CHAT_IN_SNAPSHOT,
    PING_AFTER,
    TAKEBACK_TIMEOUT,
    TIMEOUT,
    AttemptLimiter,
    MessageId,
    TokenBucket,
)
from desktop_app.net.streams import Stream

#: The face of the host: everything else imports these from here.
__all__ = ["HUMAN", "BotRunner", "BotTurn", "HostCore", "Outgoing", "default_bot_runner", "normalise_plan"]


class HostCore(Seating, Play, Saving):
    """One match served to the network. See the module docstring and docs/protocol.md."""

    def __init__(
        self,
        session: Session,
        plan: Sequence[str] | None,
        join_code: str | joincode.JoinCode,
        *,
        allow_spectators: bool = False,
        allow_hints: bool = False,
        clock: Callable[[], float] = time.monotonic,
        journal: Journal | None = None,
        bot_runner: BotRunner | None = None,
        bots: str = "inline",
        bot_seed: int | None = None,
        match_id: str | None = None,
        ping_after: float = PING_AFTER,
        timeout: float = TIMEOUT,
        takeback_timeout: float = TAKEBACK_TIMEOUT,
        auto_start: bool = True,
        stand_in_after: float | None = None,
        stand_in_level: str = "heuristic",
        _restored: JournalState | None = None,
    ) -> None:
        self._take_plan(session, plan, bots)
        self.session = session
        self.match_id = match_id or secrets.token_hex(8)
        self.allow_spectators = allow_spectators
        #: Every player may ask their own computer for hints (the host's choice, told in ``welcome``).
        self.allow_hints = allow_hints
        self.journal = journal
        self.humans = tuple(seat for seat, kind in enumerate(self.plan) if kind == HUMAN)
        self.bot_seats = tuple(seat for seat, kind in enumerate(self.plan) if kind != HUMAN)
        #: Play begins by itself once every network seat is taken; else when ``begin`` is called
        #: (the app's lobby: its host clicks Start).
        self.auto_start = auto_start
        self._begun = False
        #: Network seats a computer plays for while their person is away: seat -> level.
        self._stand_ins: dict[Seat, str] = {}
        if stand_in_level not in BOT_KINDS:
            raise ValueError(f"a computer level is one of {', '.join(BOT_KINDS)}, not {stand_in_level!r}")
        #: A network seat whose person has been away this long (seconds) during play gets a computer
        #: stand-in at ``stand_in_level`` until they come back (None: the match waits for them).
        self.stand_in_after, self.stand_in_level = stand_in_after, stand_in_level
        #: When each network seat's connection went away (monotonic clock), while it is away.
        self._away_since: dict[Seat, float] = {}
        self.ping_after, self.timeout, self.takeback_timeout = ping_after, timeout, takeback_timeout
        #: What went wrong with a bot or inside the core; play goes on (tests assert these stay empty).
        self.bot_errors: list[str] = []
        self.internal_errors: list[str] = []
        self.state_id = len(session.record)
        self._code = join_code
        #: The host certificate's SHA-256 fingerprint: the channel binding of every proof
        #: (``pake.py``). The transport that serves this core sets it (``bind_channel``).
        self.channel = ""
        self._clock = clock
        self._bot_policy = bots
        self._runner = bot_runner or default_bot_runner(session, self.level_of, bot_seed)
        self._init_tables(session, allow_spectators)
        self._init_saving()
        self._open_journal(_restored)

    def _take_plan(self, session: Session, plan: Sequence[str] | None, bots: str) -> None:
        """Who plays each seat (``HUMAN`` or a computer level) and how bots play, checked; the
        session at its live position with its rules' tables made."""
        if plan is None:
            plan = [seat.kind if seat.kind in BOT_KINDS else HUMAN for seat in session.seats]
        self.plan = normalise_plan(plan)
        if len(self.plan) != session.players:
            raise ValueError(f"the seat plan names {len(self.plan)} seats; the match has {session.players}")
        if bots not in BOT_POLICIES:
            raise ValueError(f"bots play {' or '.join(BOT_POLICIES)}, not {bots!r}")
        if session.is_reviewing:
            session.seek(len(session.record))
        # The rules' tables made while players join, not at the match's first acts.
        session.game.prepare()

    def _init_tables(self, session: Session, allow_spectators: bool) -> None:
        """The host's tables: tokens, connections, streams, replies kept, chat, the code's guards."""
        self._tokens: dict[Seat, str] = {}
        self._conns: dict[int, Conn] = {}
        self._fanout = streams.Fanout(self.humans, allow_spectators)
        self._streams = self._fanout.streams
        self._replies: dict[Seat, OrderedDict[tuple[str, MessageId], dict[str, Any]]] = {
            seat: OrderedDict() for seat in self.humans
        }
        #: The newest replies per seat as the journal keeps them, ``[message id, reply]``, oldest
        #: first: kept beside ``_replies`` so a journal write copies a list instead of walking it.
        self._journaled: dict[Seat, deque[list[Any]]] = {
            seat: deque(maxlen=REPLIES_JOURNALED) for seat in self.humans
        }
        self._takeback: PendingTakeback | None = None
        #: The newest chat lines (``{"seat", "text", "state"}``): every snapshot carries them, so a
        #: seat coming back (a window started again, a gap too old to replay) reads what it missed.
        self._chat_kept: deque[dict[str, Any]] = deque(maxlen=CHAT_IN_SNAPSHOT)
        self._limiter = AttemptLimiter()
        #: Connections whose join waits for its code to be checked, oldest first.
        self._waiting: list[int] = []
        self._log_sent = len(session.record)
        self._final_file: dict[str, Any] | None = None
        self._out: list[Outgoing] = []
        self._dirty = True

    def _open_journal(self, restored: JournalState | None) -> None:
        """Take what a journal read back holds, then write the journal once; a match that cannot
        be journaled is not started (``JournalError``)."""
        if restored is not None:
            self._apply_journal(restored)
        if not self._flush_journal():
            assert self.journal is not None
            kind = self.journal.failure or "io_error"
            why = render(Message.make("net.cannot_start", why=Message.make(f"net.save.{kind}")))
            raise JournalError(f"{why} ({self.journal.last_error})", kind)
        self._out.clear()

    # --- construction from a journal ----------------------------------------------------------

    @classmethod
    def restore(cls, journal_path: Path | str, **options: Any) -> HostCore:
        """The host the journal at ``journal_path`` describes: same match, code, tokens and streams.

        ``options`` are the keyword arguments of the constructor that a journal does not hold
        (``clock``, ``bot_runner``, ``bots``, timeouts). ``journal.JournalError`` if it cannot be read.
        """
        journal = Journal(journal_path)
        state, session = journal.load()
        code: str | joincode.JoinCode = state.join_code
        if state.join_code_kind == "joincode":
            code = joincode.parse(state.join_code)
        return cls(
            session,
            state.plan,
            code,
            allow_spectators=state.allow_spectators,
            allow_hints=state.allow_hints,
            journal=journal,
            match_id=state.match_id,
            _restored=state,
            **options,
        )

    def bind_channel(self, fingerprint: str) -> None:
        """Bind every proof of a code or token to the certificate clients see (hex SHA-256)."""
        self.channel = fingerprint.lower()

    # --- facts ----------------------------------------------------------------------------------

    @property
    def join_code(self) -> str | joincode.JoinCode:
        """The code this match accepts (the host's operator shows it; it is never sent)."""
        return self._code

    @property
    def started(self) -> bool:
        """Play begins once every network seat is taken (bots do not race ahead of late joiners),
        and, for a host that waits for its operator, once ``begin`` was called."""
        return all(seat in self._tokens for seat in self.humans) and (self.auto_start or self._begun)

    @property
    def filled(self) -> bool:
        """Every network seat is taken: the operator may ``begin``."""
        return all(seat in self._tokens for seat in self.humans)

    def level_of(self, seat: Seat) -> str:
        """Who plays ``seat`` now: ``human`` (its person) or a computer level."""
        return self._stand_ins.get(seat, self.plan[seat])

    def computer_seats(self) -> tuple[Seat, ...]:
        """The seats the host's computer plays now: its bots and any stand-ins."""
        return tuple(seat for seat in range(len(self.plan)) if self.level_of(seat) != HUMAN)

    @property
    def playing(self) -> bool:
        return self.started and not self.session.is_over

    def connections(self) -> list[int]:
        return sorted(self._conns)

    def presence(self) -> dict[str, Any]:
        return {
            "connected": sorted(self._fanout.seat_conn),
            "claimed": sorted(self._tokens),
            "started": self.started,
            "names": list(self.session.seat_names),
            "stand_ins": sorted(self._stand_ins),
        }

    # --- the transport's four calls -------------------------------------------------------------

    def open(self, conn: int, peer: str) -> list[Outgoing]:
        """A new connection from address ``peer``; it must say ``hello`` first. Room is made for
        it among the connections without a seat (``_make_room``)."""
        now = self._clock()
        self._make_room(peer)
        self._conns[conn] = Conn(peer, now, now, TokenBucket())
        self._greet_in_trouble(conn)
        return self._finish()

    def settled(self, conn: int) -> bool:
        """Whether ``conn`` holds a seat or watches (the transport lets it do more work)."""
        return conn in self._conns and self._conns[conn].seated

    def receive(self, conn: int, message: dict[str, Any]) -> list[Outgoing]:
        """One decoded frame from ``conn``."""
        link = self._conns.get(conn)
        if link is None:
            return []
        link.last_heard = self._clock()
        if self._defer(conn, message):
            return self._finish()
        try:
            self._handle(conn, link, message)
        except Exception as error:  # a bug must cost one connection, never the host
            self.internal_errors.append(f"{type(error).__name__}: {error}")
            if conn in self._conns:
                self._send(
                    conn,
                    protocol.error("internal", Message.make("net.internal")),
                    close=True,
                )
                self._drop(conn)
        return self._finish()

    def closed(self, conn: int) -> list[Outgoing]:
        """``conn`` is gone; its seat stays claimed for its token."""
        if conn in self._conns:
            self._drop(conn)
        return self._finish()

    def shutdown(self) -> list[Outgoing]:
        """The host is closing on purpose: every connection is told (``error`` ``ended``) and
        closed, so nobody waits for it to come back. The journal stays, whole and with no
        half-written base beside it (``Journal.close``): it can be resumed."""
        for conn in list(self._conns):
            self._send(conn, protocol.error("ended", Message.make("net.ended")), close=True)
            self._conns.pop(conn, None)
        out, self._out = self._out, []
        if self.journal is not None:
            self.journal.close()
        return out

    def tick(self, now: float) -> list[Outgoing]:
        """Heartbeats, timeouts of silent connections and of takeback requests, bots on ``tick``."""
        self._heartbeats(now)
        released = self._try_again(now)
        if self._trouble is None:
            if self._takeback is not None and now >= self._takeback.deadline:
                self._result(self._takeback.by, "timeout")
            self._serve_waiting(now)
            self._stand_in_for_away(now)
            if self._bot_policy == "tick":
                self._play_bots(one_round=True)
        self._limiter.prune(now)
        return released + self._finish()

    # --- dispatch -------------------------------------------------------------------------------

    def _handle(self, conn: int, link: Conn, message: dict[str, Any]) -> None:
        try:
            request = protocol.parse_client(message)
        except protocol.ProtocolError as error:
            refusal = Refusal(
                "malformed",
                Message.make("net.malformed", detail=error.detail),
                close=True,
            )
            self._refuse(conn, error.reply_to, refusal)
            return
        if not link.greeted:
            if isinstance(request, protocol.Hello):
                self._hello(conn, link, request)
            else:
                self._refuse(
                    conn,
                    request.id,
                    Refusal("handshake", Message.make("net.handshake_first"), close=True),
                )
            return
        try:
            if isinstance(request, protocol.Hello):
                raise Refusal("already_greeted", Message.make("net.already_greeted"))
            if link.proven is None and not isinstance(
                request, protocol.Pake | protocol.Confirm | protocol.Resume | protocol.Ping | protocol.Pong
            ):
                raise Refusal("handshake", Message.make("net.prove_first"), close=True)
            if isinstance(request, protocol.Pake):
                self._pake(conn, link, request)
            elif isinstance(request, protocol.Confirm):
                self._confirm(conn, link, request)
            elif isinstance(request, protocol.Join):
                self._join(conn, link, request)
            elif isinstance(request, protocol.Resume):
                self._resume(conn, link, request)
            elif isinstance(request, protocol.Ping):
                self._send(conn, {"type": "pong", "reply_to": request.id})
            elif isinstance(request, protocol.Sync):
                self._sync(conn, link)
            elif isinstance(request, protocol.Pong):
                pass  # being heard is all a pong is for
            else:
                self._seated(conn, link, request)
        except Refusal as refusal:
            self._refuse(conn, request.id, refusal)

    def _seated(self, conn: int, link: Conn, request: protocol.ClientMessage) -> None:
        """A request of a seat: answered once per message id, the answer kept for retries."""
        if link.seat is None:
            code = "spectator" if link.watching else "not_joined"
            raise Refusal(code, Message.make(f"net.{code}"))
        seat = link.seat
        key = message_key(request.id)
        replies = self._replies[seat]
        if key in replies:
            reply = replies[key]
            self._send(conn, reply)
            if reply["type"] == "refused":
                self._send_view(conn)
            return
        mark = len(self._out)
        try:
            if isinstance(request, protocol.Act):
                self._act(seat, request)
            elif isinstance(request, protocol.TakebackRequest):
                self._takeback_request(seat, request)
            elif isinstance(request, protocol.TakebackAnswer):
                self._takeback_answer(seat, request)
            elif isinstance(request, protocol.Chat):
                self._chat(seat, link, request)
            else:  # pragma: no cover - parse_client returns no other kind
                raise AssertionError(request)
        except Refusal as refusal:
            reply = self._refuse(conn, request.id, refusal)
        else:
            reply = {"type": "ack", "reply_to": request.id, "state": self.state_id}
            self._out.insert(mark, Outgoing(conn, reply))
        replies[key] = reply
        self._journaled[seat].append([request.id, reply])
        while len(replies) > REPLIES_KEPT:
            replies.popitem(last=False)

    # --- sending --------------------------------------------------------------------------------

    def _send(self, conn: int, message: dict[str, Any], close: bool = False) -> None:
        self._out.append(Outgoing(conn, message, close))

    def _emit(self, make: Callable[[Stream], dict[str, Any] | None]) -> None:
        """One event on every stream (``empty`` where ``make`` says the stream may not see it)."""
        for conn, event in self._fanout.emit(make, self.state_id):
            self._send(conn, event)
        self._dirty = True

    def _stream_of(self, link: Conn) -> Stream | None:
        if link.seat is not None:
            return self._streams[link.seat]
        return self._streams[None] if link.watching else None

    def _send_view(self, conn: int) -> None:
        link = self._conns.get(conn)
        stream = None if link is None else self._stream_of(link)
        if stream is not None:
            self._send(
                conn,
                streams.fresh_view(self.session, stream, self.state_id, self.playing),
            )

    def _send_snapshot(self, conn: int, stream: Stream) -> None:
        pending = self._takeback
        takeback = None
        if pending is not None and stream.seat is not None:
            takeback = {
                "by": pending.by,
                "state": pending.state,
                "waiting": sorted(pending.waiting),
            }
        message = streams.snapshot(
            self.session,
            stream,
            self.state_id,
            self.playing,
            self.presence(),
            takeback,
            self.final_file(),
            self._chat_kept,
        )
        self._send(conn, message)

    def _refuse(self, conn: int, reply_to: MessageId | None, refusal: Refusal) -> dict[str, Any]:
        """``refused`` with reason, rule and state id, then the fresh view (then a close if asked)."""
        names = self.session.seat_names
        refused = protocol.refused(
            reply_to, refusal.code, refusal.message, refusal.rule, self.state_id, names
        )
        self._send(conn, refused)
        self._send_view(conn)
        if refusal.close:
            self._out[-1] = Outgoing(conn, self._out[-1].message, close=True)
            self._drop(conn)
        return refused

    def _drop(self, conn: int) -> None:
        link = self._conns.pop(conn, None)
        if link is not None and link.spake is not None:
            # A code exchange begun and never confirmed is a guess like a wrong one: left uncounted,
            # exchanges abandoned after the host's answer would cost it SPAKE2 arithmetic for free.
            self._limiter.wrong(link.peer, self._clock())
        if link is not None and self._fanout.detach(conn, link.seat):
            if link.seat is not None:
                self._away_since[link.seat] = self._clock()
            self._emit(self._presence_event)

    def _finish(self) -> list[Outgoing]:
        """What to send, once the journal holds every change it tells of (``host_saving``)."""
        if self._trouble is None:
            if self._waiting:
                self._serve_waiting(self._clock())
            if self._bot_policy == "inline":
                self._play_bots(one_round=False)
        self._flush_journal()
        out, self._out = self._out, []
        return self._passing(out)
