"""The host's shared pieces: its limits, the items it returns, per-connection and takeback records,
refusals, seat plans and the default bot runner, and ``CoreBase`` — what ``HostCore`` and its two
parts (``host_seating``: handshake, seats and the operator; ``host_play``: moves, bots, takebacks
and chat) share. ``host_core`` is the face: import ``HostCore`` and friends from there.
"""

from __future__ import annotations

from collections import OrderedDict, deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop_app.engine.action import Action
from desktop_app.engine.messages import Message
from desktop_app.engine.protocol import View
from desktop_app.engine.seats import BOT_KINDS, Seat
from desktop_app.engine.session import Session
from desktop_app.net import joincode, streams
from desktop_app.net.journal import Journal
from desktop_app.net.pake import HostSpake
from desktop_app.net.protocol import (
    AttemptLimiter,
    MessageId,
    TokenBucket,
)
from desktop_app.net.streams import Stream

#: Replies remembered per seat by message id (and how many of them the journal keeps).
REPLIES_KEPT = 256
REPLIES_JOURNALED = 64
#: Bot moves in one call at most: far above any match, a guard against a game that never ends.
MAX_BOT_MOVES = 100_000
#: Connections without a seat (not joined, not watching) at once, in all and per address. A new
#: one over either cap pushes one out (``Seating._make_room``): the oldest that never said hello,
#: then the oldest that is not waiting for its code exchange to be checked, and last the newest
#: whose exchange waits. A seat coming back, or a newcomer, always
#: gets in; the seats and spectators never count here.
MAX_UNSEATED = 64
MAX_UNSEATED_PER_ADDRESS = 16
#: Spectators at once (they need the code; the cap keeps room for the seats all the same).
MAX_SPECTATORS = 64
#: Seconds a connection may take to say hello after its TLS handshake.
HELLO_TIMEOUT = 5.0

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
class Conn:
    peer: str
    last_heard: float
    last_ping: float
    chat: TokenBucket
    greeted: bool = False
    seat: Seat | None = None
    watching: bool = False
    #: The host's challenge to this connection (``pake.py``), given with the answer to ``hello``.
    nonce: str = ""
    #: The code exchange under way (one per connection), and what the connection proved:
    #: None yet, ``"code"`` (it may join) or ``"token"`` (it holds the seat it resumed).
    spake: HostSpake | None = None
    proven: str | None = None
    #: A code exchange (``pake``) waiting for its turn to be checked (``AttemptLimiter``), and since when.
    waiting: Any = None
    waiting_since: float = 0.0

    @property
    def seated(self) -> bool:
        """Holds a seat or watches: what the caps on connections without a seat leave alone."""
        return self.seat is not None or self.watching


@dataclass
class PendingTakeback:
    by: Seat
    state: int
    waiting: set[Seat]
    deadline: float


class Refusal(Exception):
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


def message_key(message_id: MessageId) -> tuple[str, MessageId]:
    """Message ids by kind as well as value: ``1`` and ``"1"`` are two ids."""
    return (type(message_id).__name__, message_id)


def players_only(stream: Stream, event: dict[str, Any]) -> dict[str, Any] | None:
    """Takeback talk is between the players: the spectators' stream gets an empty event instead."""
    return None if stream.seat is None else event


class CoreBase:
    """What the host's parts share: the attributes ``HostCore.__init__`` sets, and the methods one
    part calls on another, declared for the type checker (they are defined in ``HostCore``,
    ``Seating`` and ``Play``). No behaviour lives here."""

    plan: tuple[str, ...]
    session: Session
    match_id: str
    allow_spectators: bool
    allow_hints: bool
    journal: Journal | None
    humans: tuple[Seat, ...]
    bot_seats: tuple[Seat, ...]
    auto_start: bool
    ping_after: float
    timeout: float
    takeback_timeout: float
    bot_errors: list[str]
    internal_errors: list[str]
    state_id: int
    _begun: bool
    _stand_ins: dict[Seat, str]
    stand_in_after: float | None
    stand_in_level: str
    _away_since: dict[Seat, float]
    _code: str | joincode.JoinCode
    channel: str
    _clock: Callable[[], float]
    _bot_policy: str
    _runner: BotRunner
    _tokens: dict[Seat, str]
    _conns: dict[int, Conn]
    _fanout: streams.Fanout
    _streams: dict[Seat | None, Stream]
    _replies: dict[Seat, OrderedDict[tuple[str, MessageId], dict[str, Any]]]
    _journaled: dict[Seat, deque[list[Any]]]
    _takeback: PendingTakeback | None
    _chat_kept: deque[dict[str, Any]]
    _limiter: AttemptLimiter
    _waiting: list[int]
    _log_sent: int
    _final_file: dict[str, Any] | None
    _out: list[Outgoing]
    _dirty: bool
    _trouble: str | None
    _deferred: list[tuple[int, dict[str, Any]]]

    if TYPE_CHECKING:

        @property
        def started(self) -> bool: ...
        @property
        def filled(self) -> bool: ...
        @property
        def playing(self) -> bool: ...
        def presence(self) -> dict[str, Any]: ...
        def level_of(self, seat: Seat) -> str: ...
        def computer_seats(self) -> tuple[Seat, ...]: ...
        def final_file(self) -> dict[str, Any] | None: ...
        def _send(self, conn: int, message: dict[str, Any], close: bool = False) -> None: ...
        def _emit(self, make: Callable[[Stream], dict[str, Any] | None]) -> None: ...
        def _presence_event(self, stream: Stream) -> dict[str, Any]: ...
        def _stream_of(self, link: Conn) -> Stream | None: ...
        def _send_view(self, conn: int) -> None: ...
        def _send_snapshot(self, conn: int, stream: Stream) -> None: ...
        def _refuse(self, conn: int, reply_to: MessageId | None, refusal: Refusal) -> dict[str, Any]: ...
        def _drop(self, conn: int) -> None: ...
        def _finish(self) -> list[Outgoing]: ...
        def _broadcast_update(self, log_from: int) -> None: ...
        def _result(self, by: Seat, outcome: str, declined_by: Seat | None = None) -> None: ...
        def _play_bots(self, one_round: bool) -> None: ...
        def receive(self, conn: int, message: dict[str, Any]) -> list[Outgoing]: ...
