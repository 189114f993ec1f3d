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

import hmac
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from desktop_app import __version__
from desktop_app.engine.action import Action
from desktop_app.engine.errors import EngineError, IllegalAction
from desktop_app.engine.messages import Message, render
from desktop_app.engine.protocol import View
from desktop_app.engine.seats import BOT_KINDS, Seat
from desktop_app.engine.session import Session
from desktop_app.net import joincode, protocol, streams
from desktop_app.net.journal import Journal, JournalState
from desktop_app.net.protocol import (
    MAX_CHAT,
    PING_AFTER,
    PROTOCOL_VERSION,
    TAKEBACK_TIMEOUT,
    TIMEOUT,
    AttemptLimiter,
    MessageId,
    TokenBucket,
)
from desktop_app.net.streams import Stream
from desktop_app.persistence import matchfile

#: Replies remembered per seat by message id (and how many of them the journal keeps).
REPLIES_KEPT = 256
REPLIES_JOURNALED = 64
#: Bot moves in one call at most: far above any match, a guard against a game that never ends.
MAX_BOT_MOVES = 100_000

HUMAN = "human"
BOT_POLICIES = ("inline", "tick", "external")

#: Picks a bot seat's action from its view and legal actions (``ai.base.Bot.choose`` bound to a seat).
BotRunner = Callable[[Seat, View, Sequence[Action]], Action]


@dataclass(frozen=True, slots=True)
class Outgoing:
    """Send ``message`` to ``conn``, then close that connection if ``close``."""

    conn: int
    message: dict[str, Any]
    close: bool = False


@dataclass(frozen=True, slots=True)
class BotTurn:
    """A bot seat to move: what it may know, and the state id its move must name."""

    seat: Seat
    state: int
    view: View
    legal: tuple[Action, ...]


@dataclass
class _Conn:
    peer: str
    last_heard: float
    last_ping: float
    chat: TokenBucket
    greeted: bool = False
    seat: Seat | None = None
    watching: bool = False


@dataclass
class _Takeback:
    by: Seat
    state: int
    waiting: set[Seat]
    deadline: float


class _Refusal(Exception):
    def __init__(self, code: str, message: Message, rule: str | None = None, close: bool = False) -> None:
        super().__init__(code)
        self.code = code
        self.message = message
        self.rule = rule
        self.close = close


def normalise_plan(plan: Sequence[str]) -> tuple[str, ...]:
    """``human`` or a bot level per seat (``bot:hard`` is read as ``hard``); ValueError otherwise."""
    out = []
    for kind in plan:
        level = kind.removeprefix("bot:")
        if level not in (HUMAN, *BOT_KINDS):
            raise ValueError(f"a seat is 'human' or a bot level ({', '.join(BOT_KINDS)}), not {kind!r}")
        out.append(level)
    return tuple(out)


def default_bot_runner(
    session: Session, level_of: Callable[[Seat], str], seed: int | None = None
) -> BotRunner:
    """``ai.base.make_bot`` per seat and level (a stand-in changes a seat's level); each bot is
    handed its own seat's view and legal actions only."""
    from desktop_app.ai.base import Bot, make_bot

    bots: dict[tuple[Seat, str], Bot] = {}

    def run(seat: Seat, view: View, legal: Sequence[Action]) -> Action:
        level = level_of(seat)
        bot = bots.get((seat, level))
        if bot is None:
            bot = bots[seat, level] = make_bot(level, seed=None if seed is None else seed + seat)
        return bot.choose(session.game, seat, view, legal)

    return run


class HostCore:
    """One match served to the network. See the module docstring and docs/protocol.md."""

    def __init__(
        self,
        session: Session,
        plan: Sequence[str] | None,
        join_code: str | joincode.JoinCode,
        *,
        allow_spectators: bool = False,
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
        _restored: JournalState | None = None,
    ) -> None:
        if plan is None:
            plan = [seat.kind if seat.kind in BOT_KINDS else HUMAN for seat in session.seats]
        self.plan = normalise_plan(plan)
        if len(self.plan) != session.players:
            raise ValueError(f"the seat plan names {len(self.plan)} seats; the match has {session.players}")
        if bots not in BOT_POLICIES:
            raise ValueError(f"bots play {' or '.join(BOT_POLICIES)}, not {bots!r}")
        if session.is_reviewing:
            session.seek(len(session.record))
        self.session = session
        self.match_id = match_id or secrets.token_hex(8)
        self.allow_spectators = allow_spectators
        self.journal = journal
        self.humans = tuple(seat for seat, kind in enumerate(self.plan) if kind == HUMAN)
        self.bot_seats = tuple(seat for seat, kind in enumerate(self.plan) if kind != HUMAN)
        #: Play begins by itself once every network seat is taken; else when ``begin`` is called
        #: (the app's lobby: its host clicks Start).
        self.auto_start = auto_start
        self._begun = False
        #: Network seats a computer plays for while their person is away: seat -> level.
        self._stand_ins: dict[Seat, str] = {}
        self.ping_after, self.timeout, self.takeback_timeout = ping_after, timeout, takeback_timeout
        #: What went wrong with a bot or inside the core; play goes on (tests assert these stay empty).
        self.bot_errors: list[str] = []
        self.internal_errors: list[str] = []
        self.state_id = len(session.record)
        self._code = join_code
        self._clock = clock
        self._bot_policy = bots
        self._runner = bot_runner or default_bot_runner(session, self.level_of, bot_seed)
        self._tokens: dict[Seat, str] = {}
        self._conns: dict[int, _Conn] = {}
        self._fanout = streams.Fanout(self.humans, allow_spectators)
        self._streams = self._fanout.streams
        self._replies: dict[Seat, OrderedDict[tuple[str, MessageId], dict[str, Any]]] = {
            seat: OrderedDict() for seat in self.humans
        }
        self._takeback: _Takeback | None = None
        self._limiter = AttemptLimiter()
        self._log_sent = len(session.record)
        self._final_file: dict[str, Any] | None = None
        self._out: list[Outgoing] = []
        self._dirty = True
        if _restored is not None:
            self._apply_journal(_restored)
        self._flush_journal()

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
            journal=journal,
            match_id=state.match_id,
            _restored=state,
            **options,
        )

    def _apply_journal(self, state: JournalState) -> None:
        self.state_id = state.state_id
        self._tokens = {seat: token for seat, token in state.tokens.items() if seat in self.humans}
        for stream in self._streams.values():
            stream.seq = state.seqs.get(stream.name, 0)
        for seat, items in state.replies.items():
            if seat in self._replies:
                for message_id, reply in items:
                    self._replies[seat][_key(message_id)] = reply
        self._begun = state.begun
        self._stand_ins = {
            seat: level
            for seat, level in state.stand_ins.items()
            if seat in self.humans and level in BOT_KINDS
        }
        if state.takeback is not None:
            # Its answers and deadline died with the old host; tell everybody it is off.
            self._result(state.takeback["by"], "void")

    def _journal_state(self) -> JournalState:
        kind = "joincode" if isinstance(self._code, joincode.JoinCode) else "secret"
        return JournalState(
            match_id=self.match_id,
            join_code=str(self._code),
            join_code_kind=kind,
            plan=list(self.plan),
            allow_spectators=self.allow_spectators,
            tokens=dict(self._tokens),
            state_id=self.state_id,
            seqs={stream.name: stream.seq for stream in self._streams.values()},
            replies={
                seat: [[key[1], reply] for key, reply in list(replies.items())[-REPLIES_JOURNALED:]]
                for seat, replies in self._replies.items()
            },
            takeback={"by": self._takeback.by, "state": self._takeback.state} if self._takeback else None,
            begun=self._begun,
            stand_ins=dict(self._stand_ins),
        )

    def _flush_journal(self) -> None:
        if self._dirty and self.journal is not None:
            self.journal.write(self._journal_state(), self.session)
        self._dirty = False

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
        """A new connection from address ``peer``; it must say ``hello`` first."""
        now = self._clock()
        self._conns[conn] = _Conn(peer, now, now, TokenBucket())
        return self._finish()

    def receive(self, conn: int, message: dict[str, Any]) -> list[Outgoing]:
        """One decoded frame from ``conn``."""
        link = self._conns.get(conn)
        if link is None:
            return []
        link.last_heard = self._clock()
        try:
            self._handle(conn, link, message)
        except Exception as error:  # a bug must cost one connection, never the host
            self.internal_errors.append(f"{type(error).__name__}: {error}")
            if conn in self._conns:
                self._send(conn, protocol.error("internal", Message.make("net.internal")), close=True)
                self._drop(conn)
        return self._finish()

    def closed(self, conn: int) -> list[Outgoing]:
        """``conn`` is gone; its seat stays claimed for its token."""
        if conn in self._conns:
            self._drop(conn)
        return self._finish()

    def tick(self, now: float) -> list[Outgoing]:
        """Heartbeats, timeouts of silent connections and of takeback requests, bots on ``tick``."""
        for conn, link in list(self._conns.items()):
            idle = now - link.last_heard
            if idle > self.timeout:
                timed_out = Message.make("net.timeout", seconds=f"{self.timeout:g}")
                self._send(conn, protocol.error("timeout", timed_out), close=True)
                self._drop(conn)
            elif link.greeted and idle >= self.ping_after and now - link.last_ping >= self.ping_after:
                link.last_ping = now
                self._send(conn, {"type": "ping"})
        if self._takeback is not None and now >= self._takeback.deadline:
            self._result(self._takeback.by, "timeout")
        self._limiter.prune(now)
        if self._bot_policy == "tick":
            self._play_bots(one_round=True)
        return self._finish()

    # --- the host's operator (the lobby and the match screen of the hosting app) ---------------

    def begin(self) -> list[Outgoing]:
        """Start play once every network seat is taken (a host made with ``auto_start=False``)."""
        if not self.filled:
            raise ValueError("every seat open to the network must be taken first")
        if not self._begun:
            self._begun = True
            self._dirty = True
            self._emit(self._presence_event)
            self._broadcast_update(self._log_sent)
        return self._finish()

    def remove(self, seat: Seat) -> list[Outgoing]:
        """Free network seat ``seat`` before play starts: its token dies, its connection is told
        and closed, the seat gets its own name back. After the start a seat is handed to the
        computer instead (``stand_in``): play must not wait for a person who may come back."""
        if seat not in self.humans:
            raise ValueError(f"seat {seat} is not open to the network")
        if self.started:
            raise ValueError("play has started; hand the seat to the computer instead")
        if self._tokens.pop(seat, None) is not None:
            self._dirty = True
            conn = self._fanout.seat_conn.get(seat)
            if conn is not None:
                self._send(conn, protocol.error("removed", Message.make("net.removed")), close=True)
                self._drop(conn)
            self.session.rename_seat(seat, f"Seat {seat + 1}")
            self._emit(self._presence_event)
        return self._finish()

    def stand_in(self, seat: Seat, level: str | None) -> list[Outgoing]:
        """Let the computer play network seat ``seat`` at ``level`` (None: its person again).

        A person who resumes takes the seat back by themselves (``_resume``).
        """
        if seat not in self.humans:
            raise ValueError(f"seat {seat} is not open to the network")
        if level is not None and level not in BOT_KINDS:
            raise ValueError(f"a computer level is one of {', '.join(BOT_KINDS)}, not {level!r}")
        before = self._stand_ins.get(seat)
        if level is None:
            self._stand_ins.pop(seat, None)
        else:
            self._stand_ins[seat] = level
        if before != level:
            self._dirty = True
            self._emit(self._presence_event)
        return self._finish()

    def _presence_event(self, stream: Stream) -> dict[str, Any]:
        return {"type": "presence", "state": self.state_id, **self.presence()}

    # --- bots -----------------------------------------------------------------------------------

    def bots_due(self) -> list[BotTurn]:
        """The bot seats to move now, each with its own view and legal actions only."""
        if not self.playing:
            return []
        movers = self.session.to_move()
        return [
            BotTurn(seat, self.state_id, self.session.view(seat), tuple(self.session.legal_actions(seat)))
            for seat in self.computer_seats()
            if seat in movers
        ]

    def bot_act(self, seat: Seat, action: Action, state: int) -> list[Outgoing]:
        """A bot's move, decided at ``state``: checked and applied like a remote action."""
        if seat not in self.computer_seats():
            raise ValueError(f"seat {seat} is not played by the computer now")
        self._bot_move(seat, action, state)
        return self._finish()

    def run_bots(self) -> list[Outgoing]:
        """Let the bots play until a person must act (what ``inline`` does after every call)."""
        self._play_bots(one_round=False)
        return self._finish()

    def _bot_move(self, seat: Seat, action: Action, state: int) -> bool:
        try:
            self._check_turn(seat)
            self._check_state(state)
            self._apply(seat, action)
        except _Refusal as refusal:
            self.bot_errors.append(f"seat {seat}: {action} refused ({refusal.code})")
            return False
        return True

    def _play_bots(self, one_round: bool) -> None:
        moves = 0
        while moves < MAX_BOT_MOVES:
            turns = self.bots_due()
            if not turns:
                return
            for turn in turns if one_round else turns[:1]:
                if turn.seat not in self.session.to_move() or not self.playing:
                    continue
                if turn.state != self.state_id:
                    turn = BotTurn(
                        turn.seat,
                        self.state_id,
                        self.session.view(turn.seat),
                        tuple(self.session.legal_actions(turn.seat)),
                    )
                moves += 1
                if not turn.legal:
                    self.bot_errors.append(f"seat {turn.seat} is to move with no legal action")
                    return
                if not self._bot_move(turn.seat, self._choose(turn), turn.state) and not self._bot_move(
                    turn.seat, turn.legal[0], turn.state
                ):
                    return  # even its first legal action was refused: stop rather than spin
            if one_round:
                return

    def think(self, turn: BotTurn) -> Action:
        """The computer's move for ``turn`` (any thread may ask; the match is not touched)."""
        return self._choose(turn)

    def _choose(self, turn: BotTurn) -> Action:
        try:
            return self._runner(turn.seat, turn.view, turn.legal)
        except Exception as error:  # a bot bug must not stall the table: it plays its first option
            self.bot_errors.append(f"seat {turn.seat}: {type(error).__name__}: {error}")
            return turn.legal[0]

    # --- dispatch -------------------------------------------------------------------------------

    def _handle(self, conn: int, link: _Conn, message: dict[str, Any]) -> None:
        try:
            request = protocol.parse_client(message)
        except protocol.ProtocolError as error:
            refusal = _Refusal("malformed", Message.make("net.malformed", detail=error.detail), close=True)
            self._refuse(conn, error.reply_to, refusal)
            return
        if not link.greeted:
            if isinstance(request, protocol.Hello):
                self._hello(conn, link, request)
            else:
                self._refuse(
                    conn, request.id, _Refusal("handshake", Message.make("net.handshake_first"), close=True)
                )
            return
        try:
            if isinstance(request, protocol.Hello):
                raise _Refusal("already_greeted", Message.make("net.already_greeted"))
            if isinstance(request, protocol.Join):
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
        except _Refusal as refusal:
            self._refuse(conn, request.id, refusal)

    def _seated(self, conn: int, link: _Conn, request: protocol.ClientMessage) -> None:
        """A request of a seat: answered once per message id, the answer kept for retries."""
        if link.seat is None:
            code = "spectator" if link.watching else "not_joined"
            raise _Refusal(code, Message.make(f"net.{code}"))
        seat = link.seat
        key = _key(request.id)
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
        except _Refusal as refusal:
            reply = self._refuse(conn, request.id, refusal)
        else:
            reply = {"type": "ack", "reply_to": request.id, "state": self.state_id}
            self._out.insert(mark, Outgoing(conn, reply))
        replies[key] = reply
        while len(replies) > REPLIES_KEPT:
            replies.popitem(last=False)

    # --- handshake, join, resume ----------------------------------------------------------------

    def _hello(self, conn: int, link: _Conn, request: protocol.Hello) -> None:
        differs: list[dict[str, Any]] = []
        reasons: list[Message] = []
        if request.protocol != PROTOCOL_VERSION:
            differs.append({"what": "protocol", "host": PROTOCOL_VERSION, "client": request.protocol})
            reasons.append(
                Message.make("net.reject.protocol", host=PROTOCOL_VERSION, client=request.protocol)
            )
        if request.app != __version__:
            differs.append({"what": "app", "host": __version__, "client": request.app})
            reasons.append(Message.make("net.reject.app", host=__version__, client=request.app))
        for game_id, digest in sorted(protocol.rules_digests().items()):
            theirs = request.rules.get(game_id)
            # The match's game must be known alike; any other game known to both must agree too
            # (a difference there means another build), a game only one side has does not matter.
            if theirs != digest and (theirs is not None or game_id == self.session.game.id):
                differs.append({"what": "rules", "game": game_id, "host": digest, "client": theirs})
                reasons.append(Message.make("net.reject.rules", game=game_id))
        if differs:
            reason = "; ".join(render(line) for line in reasons)
            reject = {"type": "hello_reject", "reply_to": request.id, "reason": reason, "differs": differs}
            self._send(conn, reject, close=True)
            self._drop(conn)
            return
        link.greeted = True
        self._send(conn, self._welcome(request.id))

    def _welcome(self, reply_to: MessageId) -> dict[str, Any]:
        seats = [
            {
                "seat": seat,
                "name": info.name,
                "kind": "human" if self.plan[seat] == HUMAN else "bot",
                "level": None if self.plan[seat] == HUMAN else self.plan[seat],
                "taken": seat in self._tokens,
                "connected": seat in self._fanout.seat_conn,
            }
            for seat, info in enumerate(self.session.seats)
        ]
        return protocol.welcome(
            reply_to, self.match_id, self.session, seats, self.allow_spectators, self.state_id, __version__
        )

    def _join(self, conn: int, link: _Conn, request: protocol.Join) -> None:
        if link.seat is not None or link.watching:
            raise _Refusal("already_joined", Message.make("net.already_joined"))
        if request.match is not None and request.match != self.match_id:
            self._unknown_match(conn, request.match)
            return
        now = self._clock()
        if self._limiter.blocked(link.peer, now):
            raise _Refusal("rate_limited", Message.make("net.rate_limited"))
        if not self._accepts(request.code):
            self._limiter.record(link.peer, now)
            raise _Refusal("wrong_code", Message.make("net.wrong_code"))
        if request.spectator:
            if not self.allow_spectators:
                raise _Refusal("no_spectators", Message.make("net.no_spectators"))
            link.watching = True
            self._fanout.watchers.add(conn)
            self._send(conn, self._joined(request.id, None, None))
            self._send_snapshot(conn, self._streams[None])
            return
        seat = request.seat
        if seat is None:  # any free seat, for a newcomer with the code (a resume never does this)
            seat = next((human for human in self.humans if human not in self._tokens), None)
            if seat is None:
                raise _Refusal("no_free_seat", Message.make("net.no_free_seat"))
        if seat not in self.humans:
            raise _Refusal("no_such_seat", Message.make("net.no_such_seat", value=seat))
        if seat in self._tokens:
            raise _Refusal("seat_taken", Message.make("net.seat_taken", seat=seat))
        if request.name is not None:
            try:
                self.session.rename_seat(seat, request.name)
            except EngineError as error:
                detail = Message.make("net.malformed", detail=str(error))
                raise _Refusal("malformed", detail) from None
        was_started = self.started
        self._tokens[seat] = secrets.token_hex(16)
        self._dirty = True
        link.seat = seat
        self._fanout.attach(conn, seat)
        self._send(conn, self._joined(request.id, seat, self._tokens[seat]))
        self._send_snapshot(conn, self._streams[seat])
        self._emit(self._presence_event)
        if self.started and not was_started:
            self._broadcast_update(self._log_sent)

    def _joined(self, reply_to: MessageId, seat: Seat | None, token: str | None) -> dict[str, Any]:
        return {
            "type": "joined",
            "reply_to": reply_to,
            "match": self.match_id,
            "seat": seat,
            "token": token,
            "state": self.state_id,
        }

    def _accepts(self, offered: str) -> bool:
        if isinstance(self._code, joincode.JoinCode):
            try:
                typed = joincode.parse(offered)  # the whole code as shown is fine too
            except joincode.JoinCodeError:
                return self._code.accepts_secret(offered)
            same_host = hmac.compare_digest(typed.fingerprint_prefix, self._code.fingerprint_prefix)
            return self._code.accepts_secret(typed.secret) and same_host
        return hmac.compare_digest(offered.encode("utf-8"), self._code.encode("utf-8"))

    def _seat_of_token(self, offered: str) -> Seat | None:
        """Every token is compared, in constant time each, so timing tells nothing about which."""
        found = None
        given = offered.encode("utf-8")
        for seat, token in self._tokens.items():
            if hmac.compare_digest(given, token.encode("ascii")):
                found = seat
        return found

    def _resume(self, conn: int, link: _Conn, request: protocol.Resume) -> None:
        if link.seat is not None or link.watching:
            raise _Refusal("already_joined", Message.make("net.already_joined"))
        if request.match != self.match_id:
            self._unknown_match(conn, request.match)
            return
        now = self._clock()
        if self._limiter.blocked(link.peer, now):
            raise _Refusal("rate_limited", Message.make("net.rate_limited"))
        seat = self._seat_of_token(request.token)
        if seat is None:
            self._limiter.record(link.peer, now)
            raise _Refusal("wrong_token", Message.make("net.wrong_token"))
        link.seat = seat
        lifted = self._stand_ins.pop(seat, None) is not None
        self._dirty = self._dirty or lifted
        old = self._fanout.attach(conn, seat)
        if old is not None:
            self._send(old, protocol.error("replaced", Message.make("net.replaced")), close=True)
            self._conns.pop(old, None)
        stream = self._streams[seat]
        self._send(
            conn,
            {
                "type": "resumed",
                "reply_to": request.id,
                "match": self.match_id,
                "seat": seat,
                "state": self.state_id,
                "seq": stream.seq,
            },
        )
        gap = stream.since(request.last_seq)
        if gap is None:
            self._send_snapshot(conn, stream)
        else:
            for event in gap:
                self._send(conn, event)
        if old is None or lifted:
            self._emit(self._presence_event)

    def _unknown_match(self, conn: int, match: str) -> None:
        unknown = Message.make("net.unknown_match", match=match[:32])
        self._send(conn, protocol.error("unknown_match", unknown), close=True)
        self._drop(conn)

    def _sync(self, conn: int, link: _Conn) -> None:
        stream = self._stream_of(link)
        if stream is None:
            raise _Refusal("not_joined", Message.make("net.not_joined"))
        self._send_snapshot(conn, stream)

    # --- playing --------------------------------------------------------------------------------

    def _check_turn(self, seat: Seat) -> None:
        """match not over -> started -> seat to move."""
        if self.session.is_over:
            raise _Refusal("over", Message.make("engine.match_over"), "end")
        if not self.started:
            raise _Refusal("not_started", Message.make("net.not_started"))
        movers = self.session.to_move()
        if seat not in movers:
            who = ", ".join(str(s + 1) for s in sorted(movers))
            message = Message.make("engine.not_your_turn", seat=seat, player=seat + 1, to_move=who)
            raise _Refusal("not_your_turn", message, "turn")

    def _check_state(self, state: int) -> None:
        if state != self.state_id:
            raise _Refusal("stale", Message.make("net.stale", sent=state, current=self.state_id))

    def _act(self, seat: Seat, request: protocol.Act) -> None:
        self._check_turn(seat)
        self._check_state(request.state)
        self._apply(seat, request.action)

    def _apply(self, seat: Seat, action: Action) -> None:
        """The last check, legality, then the change: the one path of every action, bots' too."""
        if action not in self.session.legal_actions(seat):
            message, rule = self._why_illegal(seat, action)
            raise _Refusal("illegal", message, rule)
        try:
            self.session.act(seat, action)
        except IllegalAction as error:
            raise _Refusal("illegal", error.message, error.rule_id) from None
        except EngineError as error:
            raise _Refusal("illegal", Message.make("engine.text", text=str(error)[:200])) from None
        log_from = self._log_sent
        self.state_id += 1
        if self._takeback is not None:
            self._result(self._takeback.by, "void")  # lichess: a proposal dies when the game moves on
        self._broadcast_update(log_from)

    def _why_illegal(self, seat: Seat, action: Action) -> tuple[Message, str | None]:
        """The game's own reason, asked of its rules on the side (the session is not touched)."""
        try:
            self.session.game.apply(self.session.head_state, seat, action)
        except IllegalAction as error:
            return error.message, error.rule_id
        except Exception:  # a crafted action may break a game's parser in ways it did not foresee
            return Message.make("net.not_legal"), None
        return Message.make("net.not_legal"), None

    def _broadcast_update(self, log_from: int) -> None:
        playing = self.playing
        self._emit(lambda stream: streams.update(self.session, stream.seat, self.state_id, log_from, playing))
        self._log_sent = len(self.session.record)
        if self.session.is_over and self._final_file is None:
            outcome = self.session.outcome()
            file = self.final_file()
            summary = outcome.to_json() if outcome is not None else None
            self._emit(
                lambda stream: {
                    "type": "match_over",
                    "state": self.state_id,
                    "outcome": summary,
                    "file": file,
                }
            )

    def final_file(self) -> dict[str, Any] | None:
        """The full match file (every secret, the seed too), once the match is over; else None."""
        if not self.session.is_over:
            return None
        if self._final_file is None:
            self._final_file = matchfile.to_document(self.session)
        return self._final_file

    # --- takebacks ------------------------------------------------------------------------------

    def _takeback_request(self, seat: Seat, request: protocol.TakebackRequest) -> None:
        if self.session.is_over:
            raise _Refusal("over", Message.make("engine.match_over"), "end")
        if not self.started:
            raise _Refusal("not_started", Message.make("net.not_started"))
        self._check_state(request.state)
        if self._takeback is not None:
            raise _Refusal("takeback_pending", Message.make("net.takeback_pending"))
        why_not = self.session.undo_refusal(seat)
        if why_not is not None:
            raise _Refusal("undo_refused", Message.make("engine.text", text=why_not), "undo")
        others = {human for human in self.humans if human != seat}
        if not others:
            self._undo(seat)
            return
        self._takeback = _Takeback(seat, self.state_id, others, self._clock() + self.takeback_timeout)
        self._dirty = True
        asked = {"type": "takeback_asked", "state": self.state_id, "by": seat, "waiting": sorted(others)}
        self._emit(lambda stream: _players_only(stream, asked))

    def _takeback_answer(self, seat: Seat, request: protocol.TakebackAnswer) -> None:
        if self.session.is_over:
            raise _Refusal("over", Message.make("engine.match_over"), "end")
        self._check_state(request.state)
        pending = self._takeback
        if pending is None:
            raise _Refusal("no_takeback", Message.make("net.no_takeback"))
        if seat not in pending.waiting:
            raise _Refusal("not_asked", Message.make("net.not_asked"))
        if not request.accept:
            self._result(pending.by, "declined", declined_by=seat)
            return
        pending.waiting.discard(seat)
        if not pending.waiting:
            self._undo(pending.by)

    def _undo(self, seat: Seat) -> None:
        try:
            self.session.undo(seat)
        except EngineError:
            self._result(seat, "void")
            return
        self.state_id += 1
        self._broadcast_update(len(self.session.record))
        self._result(seat, "accepted")

    def _result(self, by: Seat, outcome: str, declined_by: Seat | None = None) -> None:
        self._takeback = None
        result = {"type": "takeback_result", "state": self.state_id, "by": by, "outcome": outcome}
        self._emit(lambda stream: _players_only(stream, {**result, "declined_by": declined_by}))

    # --- chat -----------------------------------------------------------------------------------

    def _chat(self, seat: Seat, link: _Conn, request: protocol.Chat) -> None:
        text = protocol.clean_chat(request.text)
        if not text:
            raise _Refusal("chat_empty", Message.make("net.chat_empty"))
        if len(text) > MAX_CHAT:
            raise _Refusal("chat_too_long", Message.make("net.chat_too_long", limit=MAX_CHAT))
        if not link.chat.take(self._clock()):
            raise _Refusal("chat_rate", Message.make("net.chat_rate"))
        self._emit(lambda stream: {"type": "chat", "state": self.state_id, "seat": seat, "text": text})

    # --- sending --------------------------------------------------------------------------------

    def _send(self, conn: int, message: dict[str, Any], close: bool = False) -> None:
        self._out.append(Outgoing(conn, message, close))

    def _emit(self, make: Callable[[Stream], dict[str, Any] | None]) -> None:
        """One event on every stream (``empty`` where ``make`` says the stream may not see it)."""
        for conn, event in self._fanout.emit(make, self.state_id):
            self._send(conn, event)
        self._dirty = True

    def _stream_of(self, link: _Conn) -> Stream | None:
        if link.seat is not None:
            return self._streams[link.seat]
        return self._streams[None] if link.watching else None

    def _send_view(self, conn: int) -> None:
        link = self._conns.get(conn)
        stream = None if link is None else self._stream_of(link)
        if stream is not None:
            self._send(conn, streams.fresh_view(self.session, stream, self.state_id, self.playing))

    def _send_snapshot(self, conn: int, stream: Stream) -> None:
        pending = self._takeback
        takeback = None
        if pending is not None and stream.seat is not None:
            takeback = {"by": pending.by, "state": pending.state, "waiting": sorted(pending.waiting)}
        message = streams.snapshot(
            self.session, stream, self.state_id, self.playing, self.presence(), takeback, self.final_file()
        )
        self._send(conn, message)

    def _refuse(self, conn: int, reply_to: MessageId | None, refusal: _Refusal) -> dict[str, Any]:
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
        if link is not None and self._fanout.detach(conn, link.seat):
            self._emit(self._presence_event)

    def _finish(self) -> list[Outgoing]:
        if self._bot_policy == "inline":
            self._play_bots(one_round=False)
        self._flush_journal()
        out, self._out = self._out, []
        return out


def _key(message_id: MessageId) -> tuple[str, MessageId]:
    """Message ids by kind as well as value: ``1`` and ``"1"`` are two ids."""
    return (type(message_id).__name__, message_id)


def _players_only(stream: Stream, event: dict[str, Any]) -> dict[str, Any] | None:
    """Takeback talk is between the players: the spectators' stream gets an empty event instead."""
    return None if stream.seat is None else event
