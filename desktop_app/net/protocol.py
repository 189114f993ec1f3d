"""The LAN protocol's vocabulary: versions, message names and the shape of every message.

docs/protocol.md is the prose of this module. Everything a client may send is checked here, before
the host looks at what it means: a frame that is not one of the messages below, exactly as
documented (known type, an ``id``, every field present with its kind and size, no other field), is
malformed and never reaches the match. The host's own messages are described by ``HOST_FIELDS`` so
tests can hold every byte the host sends to the documented shapes.

Refusal reasons travel as engine ``Message`` values (an id and parameters, rendered by the reader);
the host's own ones are the ``net.*`` templates registered here.
"""

from __future__ import annotations

import hashlib
import unicodedata
from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from desktop_app.engine.action import Action
from desktop_app.engine.errors import MalformedAction
from desktop_app.engine.messages import Message, register_templates, render
from desktop_app.engine.protocol import Game
from desktop_app.engine.registry import all_games
from desktop_app.engine.session import Session

#: Raised whenever a message changes meaning; peers must speak exactly the same version.
#: 5: the join code and seat tokens are proven (SPAKE2, MACs) instead of sent (``pake.py``).
PROTOCOL_VERSION = 5

#: A client's message id: an integer ``0 <= id < 2**53`` or a text of 1..64 printable characters.
MAX_ID = 2**53
MAX_ID_TEXT = 64
#: Longest chat line, in characters, after control characters are stripped.
MAX_CHAT = 300
#: A chat text longer than this is not even looked at (it cannot become short enough by stripping).
MAX_CHAT_RAW = 4 * MAX_CHAT
#: Longest player name a ``join`` may give (the engine's limit for a seat name).
MAX_NAME = 40
#: Longest text in the other fields (tokens, codes, match ids, version strings, game ids).
MAX_FIELD_TEXT = 128
#: Longest client nonce in a ``resume``, in characters (the client's own is 32 hex digits).
MAX_NONCE = 64
#: At most this many games in a ``hello``'s rules table.
MAX_RULES = 64

#: Seconds of silence after which a connection is sent a ``ping``, and after which it is closed
#: (a half-open connection is therefore dropped within ``TIMEOUT`` plus one host tick).
PING_AFTER = 5.0
TIMEOUT = 15.0
#: Seconds a takeback request waits for every answer before it is declined.
TAKEBACK_TIMEOUT = 30.0
#: Wrong join codes per address within ``CODE_WINDOW`` seconds; a code exchange (``pake``) from an
#: address over it waits ``GUESS_DELAY`` seconds before it is answered (one exchange per connection).
CODE_ATTEMPTS = 5
CODE_WINDOW = 60.0
GUESS_DELAY = 3.0
#: Code exchanges from all addresses together: a burst of ``GUESS_BURST``, then ``GUESS_RATE`` a
#: second. What bounds guessing however many addresses guess: at 2 a second the 40-bit secret
#: takes 2**39 / 2 s, about 8,700 years, on average. An exchange over it waits its turn, in order.
GUESS_BURST = 20
GUESS_RATE = 2.0
#: The newest chat lines a ``snapshot`` carries (300 characters each: at most about 30 KB).
CHAT_IN_SNAPSHOT = 100
#: Chat: a burst of ``CHAT_BURST`` lines, then one every ``1 / CHAT_RATE`` seconds, per connection.
CHAT_BURST = 5
CHAT_RATE = 0.5
#: Addresses whose wrong codes are counted one by one; an address beyond them is counted with the
#: crowd (its exchanges wait ``GUESS_DELAY``, on the overall budget): none is ever forgotten
#: to make room, so no address can start over by bringing in new ones.
MAX_PEERS = 4096

NET_MESSAGES: dict[str, str] = {
    "net.malformed": "the message is not understood: {detail}",
    "net.handshake_first": "say hello first (the handshake must come before anything else)",
    "net.prove_first": "prove the join code or a seat token first (pake and confirm, or resume)",
    "net.already_greeted": "the handshake is already done",
    "net.not_joined": "join a seat or resume first",
    "net.already_joined": "this connection already holds a seat or watches the match",
    "net.spectator": "spectators cannot do that",
    "net.wrong_code": "that is not this match's join code",
    "net.wrong_token": "that seat token is not known here (it never falls back to another seat)",
    "net.rate_limited": "too many wrong codes from your address; wait a minute",
    "net.busy": "the host has too many connections without a seat; yours was the one to go",
    "net.spectators_full": "this match has as many spectators as it takes",
    "net.no_such_seat": "seat {value} is not a seat open to players on the network",
    "net.no_free_seat": "every seat open to players on the network is taken",
    "net.seat_taken": "{seat} is already taken (its player resumes with their token)",
    "net.no_spectators": "this host does not allow spectators",
    "net.not_started": "the match starts when every seat is taken",
    "net.stale": "the match has moved on: that was decided at state {sent}, it is now at state {current}",
    "net.not_legal": "that action is not one of the legal actions now",
    "net.takeback_pending": "a takeback request is already waiting for answers",
    "net.no_takeback": "there is no takeback request to answer",
    "net.not_asked": "you are not asked about this takeback",
    "net.chat_empty": "a chat message needs some text",
    "net.chat_too_long": "a chat message has at most {limit} characters",
    "net.chat_rate": "you are sending chat messages too fast",
    "net.reject.protocol": "protocol version {client} is not the host's {host}",
    "net.reject.app": "app version {client} is not the host's {host}",
    "net.reject.rules": "the rules of {game} differ from the host's",
    "net.unknown_match": "this host does not run match {match} (it runs another match)",
    "net.timeout": "nothing was heard from you for {seconds} seconds",
    "net.no_hello": "no hello came in time after the connection opened",
    "net.ended": "the host ended the match",
    "net.removed": "the host removed you from this match",
    "net.replaced": "your seat was resumed by another connection with its token",
    "net.internal": "the host failed on that message (a bug; the match itself is unharmed)",
    "net.cannot_save": "the host cannot save the match: {why}. Play waits until it can",
    "net.cannot_start": "the host cannot save the match: {why}. It is not started",
    "net.saving_again": "the host saves the match again; play goes on",
    "net.save.disk_full": "disk full",
    "net.save.read_only": "its folder may not be written",
    "net.save.folder_gone": "its folder is gone",
    "net.save.io_error": "the disk failed",
}
register_templates(NET_MESSAGES)


class ProtocolError(ValueError):
    """A client message that is not a protocol message; ``reply_to`` is its id if that was valid."""

    def __init__(self, detail: str, reply_to: MessageId | None = None) -> None:
        super().__init__(detail)
        self.detail = detail
        self.reply_to = reply_to


MessageId = int | str


def rules_digest(game: Game) -> str:
    """What peers compare for one game: SHA-256 of ``"{id}:{rules_version}"``, lowercase hex."""
    return hashlib.sha256(f"{game.id}:{game.rules_version}".encode()).hexdigest()


def rules_digests() -> dict[str, str]:
    """The ``rules`` table of a ``hello``: every game this build knows, by id."""
    return {game.id: rules_digest(game) for game in all_games()}


def hello(message_id: MessageId, app_version: str) -> dict[str, Any]:
    """The ``hello`` a client of this build sends first."""
    return {
        "type": "hello",
        "id": message_id,
        "protocol": PROTOCOL_VERSION,
        "app": app_version,
        "rules": rules_digests(),
    }


def clean_chat(text: str) -> str:
    """Chat text as relayed: tabs and line breaks become spaces, every other control or format
    character (bidi overrides, zero-width joiners, NULs) is dropped, ends trimmed. It is data to
    show as plain text, never markup."""
    kept = []
    for char in text:
        if char in "\t\n\r\u2028\u2029":
            kept.append(" ")
        elif not unicodedata.category(char).startswith("C"):
            kept.append(char)
    return "".join(kept).strip()


# --- client messages -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Hello:
    id: MessageId
    protocol: int
    app: str
    rules: dict[str, str]


@dataclass(frozen=True, slots=True)
class Pake:
    """The client's SPAKE2 message (hex): the first half of proving the join code (``pake.py``)."""

    id: MessageId
    msg: str


@dataclass(frozen=True, slots=True)
class Confirm:
    """The client's key confirmation (hex MAC): the second half of proving the join code."""

    id: MessageId
    proof: str


@dataclass(frozen=True, slots=True)
class Join:
    """``seat``: a seat number, or None for the lowest free network seat; ``spectator``: watch;
    ``name``: what the player wants to be called (None keeps the seat's name). Only on a
    connection that proved the join code."""

    id: MessageId
    seat: int | None
    match: str | None
    spectator: bool = False
    name: str | None = None


@dataclass(frozen=True, slots=True)
class Resume:
    """A seat coming back: ``proof`` is the MAC of its token over this connection (``pake.py``)."""

    id: MessageId
    match: str
    last_seq: int
    nonce: str
    proof: str


@dataclass(frozen=True, slots=True)
class Act:
    id: MessageId
    state: int
    action: Action


@dataclass(frozen=True, slots=True)
class TakebackRequest:
    id: MessageId
    state: int


@dataclass(frozen=True, slots=True)
class TakebackAnswer:
    id: MessageId
    state: int
    accept: bool


@dataclass(frozen=True, slots=True)
class Chat:
    id: MessageId
    text: str


@dataclass(frozen=True, slots=True)
class Sync:
    id: MessageId


@dataclass(frozen=True, slots=True)
class Ping:
    id: MessageId


@dataclass(frozen=True, slots=True)
class Pong:
    id: MessageId


ClientMessage = (
    Hello
    | Pake
    | Confirm
    | Join
    | Resume
    | Act
    | TakebackRequest
    | TakebackAnswer
    | Chat
    | Sync
    | Ping
    | Pong
)

#: Per client type: (required fields, optional fields), besides ``type`` and ``id``.
CLIENT_FIELDS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "hello": (frozenset({"protocol", "app", "rules"}), frozenset()),
    "pake": (frozenset({"msg"}), frozenset()),
    "confirm": (frozenset({"proof"}), frozenset()),
    "join": (frozenset({"seat"}), frozenset({"match", "name"})),
    "resume": (frozenset({"match", "last_seq", "nonce", "proof"}), frozenset()),
    "act": (frozenset({"state", "action"}), frozenset()),
    "takeback_request": (frozenset({"state"}), frozenset()),
    "takeback_answer": (frozenset({"state", "accept"}), frozenset()),
    "chat": (frozenset({"text"}), frozenset()),
    "sync": (frozenset(), frozenset()),
    "ping": (frozenset(), frozenset()),
    "pong": (frozenset(), frozenset()),
}


def _message_id(value: Any) -> MessageId | None:
    if type(value) is int and 0 <= value < MAX_ID:
        return value
    if isinstance(value, str) and 1 <= len(value) <= MAX_ID_TEXT and value.isprintable() and value.isascii():
        return value
    return None


def _count(message: Mapping[str, Any], key: str, reply_to: MessageId) -> int:
    value = message[key]
    if type(value) is not int or not 0 <= value < MAX_ID:
        raise ProtocolError(f"{key!r} must be a whole number from 0", reply_to)
    return value


def _text(message: Mapping[str, Any], key: str, reply_to: MessageId, limit: int = MAX_FIELD_TEXT) -> str:
    value = message[key]
    if not isinstance(value, str) or not value or len(value) > limit or not value.isprintable():
        raise ProtocolError(f"{key!r} must be a text of 1 to {limit} printable characters", reply_to)
    return value


def parse_client(message: Mapping[str, Any]) -> ClientMessage:
    """The client message ``message`` is, or ``ProtocolError`` saying what is wrong with its shape.

    Only shapes are checked here (what each field must be); whether the message is allowed now is
    the host's decision, made in the documented order.
    """
    if not isinstance(message, Mapping):
        raise ProtocolError("a message must be a JSON object")
    kind = message.get("type")
    reply_to = _message_id(message.get("id"))
    if not isinstance(kind, str) or kind not in CLIENT_FIELDS:
        raise ProtocolError("unknown message type", reply_to)
    if reply_to is None:
        raise ProtocolError('every message needs an "id": a whole number or a short text')
    required, optional = CLIENT_FIELDS[kind]
    keys = set(message) - {"type", "id"}
    missing = sorted(required - keys)
    if missing:
        raise ProtocolError(f"{kind} needs {', '.join(missing)}", reply_to)
    extra = sorted(str(key)[:20] for key in keys - required - optional)
    if extra:
        raise ProtocolError(f"{kind} has no field {', '.join(extra)}", reply_to)
    return _PARSERS[kind](message, reply_to)


def _hello(message: Mapping[str, Any], reply_to: MessageId) -> Hello:
    protocol = message["protocol"]
    if type(protocol) is not int:
        raise ProtocolError("'protocol' must be a whole number", reply_to)
    rules = message["rules"]
    if not isinstance(rules, Mapping) or len(rules) > MAX_RULES:
        raise ProtocolError(f"'rules' must be an object of at most {MAX_RULES} games", reply_to)
    table: dict[str, str] = {}
    for game, digest in rules.items():
        if not isinstance(game, str) or not isinstance(digest, str):
            raise ProtocolError("'rules' maps game ids to digests (texts)", reply_to)
        if len(game) > MAX_FIELD_TEXT or len(digest) > MAX_FIELD_TEXT:
            raise ProtocolError("a game id or rules digest in 'rules' is too long", reply_to)
        table[game] = digest
    return Hello(reply_to, protocol, _text(message, "app", reply_to), table)


def _join(message: Mapping[str, Any], reply_to: MessageId) -> Join:
    seat = message["seat"]
    spectator = seat == "spectator"
    if spectator:
        seat = None
    elif seat is not None and (type(seat) is not int or not 0 <= seat < 64):
        raise ProtocolError(
            "'seat' must be a seat number, null for any free seat, or \"spectator\"", reply_to
        )
    match = _text(message, "match", reply_to) if "match" in message else None
    name = None
    if "name" in message:
        raw = message["name"]
        name = clean_chat(raw) if isinstance(raw, str) and len(raw) <= MAX_CHAT_RAW else ""
        if not name or len(name) > MAX_NAME:
            raise ProtocolError(f"'name' must be a text of 1 to {MAX_NAME} characters", reply_to)
    return Join(reply_to, seat, match, spectator, name)


def _resume(message: Mapping[str, Any], reply_to: MessageId) -> Resume:
    return Resume(
        reply_to,
        _text(message, "match", reply_to),
        _count(message, "last_seq", reply_to),
        _text(message, "nonce", reply_to, MAX_NONCE),
        _text(message, "proof", reply_to),
    )


def _act(message: Mapping[str, Any], reply_to: MessageId) -> Act:
    try:
        action = Action.from_json(message["action"])
    except MalformedAction as error:
        raise ProtocolError(f"'action': {error}", reply_to) from None
    return Act(reply_to, _count(message, "state", reply_to), action)


def _takeback_request(message: Mapping[str, Any], reply_to: MessageId) -> TakebackRequest:
    return TakebackRequest(reply_to, _count(message, "state", reply_to))


def _takeback_answer(message: Mapping[str, Any], reply_to: MessageId) -> TakebackAnswer:
    accept = message["accept"]
    if not isinstance(accept, bool):
        raise ProtocolError("'accept' must be true or false", reply_to)
    return TakebackAnswer(reply_to, _count(message, "state", reply_to), accept)


def _chat(message: Mapping[str, Any], reply_to: MessageId) -> Chat:
    text = message["text"]
    if not isinstance(text, str) or len(text) > MAX_CHAT_RAW:
        raise ProtocolError(f"'text' must be a text of at most {MAX_CHAT} characters", reply_to)
    return Chat(reply_to, text)


_PARSERS: dict[str, Any] = {
    "hello": _hello,
    "pake": lambda message, reply_to: Pake(reply_to, _text(message, "msg", reply_to)),
    "confirm": lambda message, reply_to: Confirm(reply_to, _text(message, "proof", reply_to)),
    "join": _join,
    "resume": _resume,
    "act": _act,
    "takeback_request": _takeback_request,
    "takeback_answer": _takeback_answer,
    "chat": _chat,
    "sync": lambda message, reply_to: Sync(reply_to),
    "ping": lambda message, reply_to: Ping(reply_to),
    "pong": lambda message, reply_to: Pong(reply_to),
}


# --- host messages -------------------------------------------------------------------------------

#: Every field of every message the host sends, by type (docs/protocol.md lists them with examples).
#: Stream events carry ``seq`` and ``state``; replies carry ``reply_to``.
HOST_FIELDS: dict[str, frozenset[str]] = {
    kind: frozenset(fields.split())
    for kind, fields in {
        "challenge": "type reply_to nonce",
        "pake": "type reply_to msg",
        "welcome": (
            "type reply_to protocol app match game title players options seats spectators hints state proof"
        ),
        "hello_reject": "type reply_to reason differs",
        "joined": "type reply_to match seat token state",
        "resumed": "type reply_to match seat state seq",
        "ack": "type reply_to state",
        "refused": "type reply_to code reason message rule state",
        "view": "type seq state seat view legal to_move log_length",
        "snapshot": "type seq state seat view legal to_move log presence takeback over file chat",
        "error": "type code reason",
        "notice": "type code reason message",
        "ping": "type",
        "pong": "type reply_to",
        "update": "type seq state patch to_move log_from log",
        "empty": "type seq state",
        "presence": "type seq state connected claimed started names stand_ins",
        "chat": "type seq state seat text",
        "takeback_asked": "type seq state by waiting",
        "takeback_result": "type seq state by outcome declined_by",
        "match_over": "type seq state outcome file",
        # Sent by the transport, not the core: the last frame to a client whose bytes broke framing.
        "protocol_error": "type reason",
    }.items()
}

#: Host messages that are events of a seat's stream (they carry a ``seq``).
STREAM_EVENTS = frozenset(
    {"update", "empty", "presence", "chat", "takeback_asked", "takeback_result", "match_over"}
)


def check_host_message(message: Mapping[str, Any]) -> None:
    """``ValueError`` unless ``message`` has exactly the documented fields of its type."""
    kind = message.get("type")
    fields = HOST_FIELDS.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise ValueError(f"the host has no message type {kind!r}")
    if set(message) != fields:
        raise ValueError(f"{kind} has fields {sorted(message)}, documented {sorted(fields)}")


def refused(
    reply_to: MessageId | None,
    code: str,
    message: Message,
    rule: str | None,
    state: int,
    names: Sequence[str],
) -> dict[str, Any]:
    """The answer to a request the host will not carry out: why (English text, and the message
    for a client that renders its own), the rule where one forbids it, and the state id now."""
    return {
        "type": "refused",
        "reply_to": reply_to,
        "code": code,
        "reason": render(message, names),
        "message": message.to_json(),
        "rule": rule,
        "state": state,
    }


def error(code: str, message: Message) -> dict[str, Any]:
    """The last message of a connection the host closes (``code``: why, ``reason``: in English)."""
    return {"type": "error", "code": code, "reason": render(message)}


def welcome(
    reply_to: MessageId,
    match_id: str,
    session: Session,
    seats: Sequence[dict[str, Any]],
    spectators: bool,
    state: int,
    app_version: str,
    proof: str,
    hints: bool = False,
) -> dict[str, Any]:
    """The answer to a proven code or token (``proof``: the host's own, see ``pake.py``): the
    match's facts, so a client can pick a seat; ``hints``: the host allows every player to ask
    their own computer for hints (issue 35)."""
    game = session.game
    return {
        "type": "welcome",
        "reply_to": reply_to,
        "protocol": PROTOCOL_VERSION,
        "app": app_version,
        "match": match_id,
        "game": game.id,
        "title": game.title,
        "players": session.players,
        "options": dict(session.options),
        "seats": list(seats),
        "spectators": spectators,
        "hints": hints,
        "state": state,
        "proof": proof,
    }


# --- limits --------------------------------------------------------------------------------------


class AttemptLimiter:
    """Guesses at the join code (one SPAKE2 exchange each), per address and overall, so guessing
    online stays hopeless while a person with the right code always gets in, whoever shares their
    address.

    An exchange is answered at once while its address made fewer than ``limit`` wrong guesses
    within ``window`` seconds and the overall bucket (``burst``, refilled at ``rate`` a second;
    every wrong code takes one, ``wrong``) is not empty; otherwise it waits: ``delay``
    seconds for an address over its own limit, and until the overall bucket has room, oldest first.
    Waiting is not refusing: the exchange is answered in the end, so the right code gets in; and as
    each waiting exchange holds a connection (one exchange per connection, and the connections
    without a seat are capped in all and per address), the waits bound how fast anyone can guess.
    Only wrong codes count against an address. Addresses past ``max_peers`` are not counted one by
    one but as over their limit (see ``MAX_PEERS``).
    """

    def __init__(
        self,
        limit: int = CODE_ATTEMPTS,
        window: float = CODE_WINDOW,
        *,
        burst: float = GUESS_BURST,
        rate: float = GUESS_RATE,
        delay: float = GUESS_DELAY,
        max_peers: int = MAX_PEERS,
    ) -> None:
        self.limit, self.window, self.delay, self.max_peers = limit, window, delay, max_peers
        self.overall = TokenBucket(burst, rate)
        self._tries: dict[str, deque[float]] = {}

    def over_limit(self, peer: str, now: float) -> bool:
        """Whether ``peer`` made its ``limit`` wrong tries within the window (or is not counted)."""
        tries = self._tries.get(peer)
        if tries is None:
            return len(self._tries) >= self.max_peers
        while tries and tries[0] <= now - self.window:
            tries.popleft()
        return len(tries) >= self.limit

    def may_check(self, peer: str, now: float, waited: float) -> bool:
        """Whether a code from ``peer``, waiting for ``waited`` seconds so far, is checked now."""
        if not self.overall.peek(now):
            return False
        return waited >= self.delay or not self.over_limit(peer, now)

    def wrong(self, peer: str, now: float) -> None:
        """A code from ``peer`` was checked and wrong: it is charged to the overall budget even when
        that is spent (exchanges let through together may overdraw it; later ones then wait the
        debt off, so over time no more than ``rate`` a second are checked wrong)."""
        self.overall.charge(now)
        tries = self._tries.get(peer)
        if tries is None and len(self._tries) < self.max_peers:
            tries = self._tries[peer] = deque()
        if tries is not None:
            tries.append(now)

    def prune(self, now: float) -> None:
        """Forget the addresses whose every wrong try is out of the window (only those)."""
        for peer in [p for p, tries in self._tries.items() if not tries or tries[-1] <= now - self.window]:
            del self._tries[peer]


class TokenBucket:
    """A burst of ``burst`` events, then ``rate`` per second: chat lines per connection."""

    def __init__(self, burst: float = CHAT_BURST, rate: float = CHAT_RATE) -> None:
        self.burst, self.rate = burst, rate
        self._tokens = burst
        self._at: float | None = None

    def peek(self, now: float) -> bool:
        """Whether ``take`` would succeed now (nothing is taken)."""
        self._refill(now)
        return self._tokens >= 1

    def _refill(self, now: float) -> None:
        if self._at is not None:
            self._tokens = min(self.burst, self._tokens + (now - self._at) * self.rate)
        self._at = now

    def charge(self, now: float) -> None:
        """Take one even from an empty bucket (it goes into debt)."""
        self._refill(now)
        self._tokens -= 1

    def take(self, now: float) -> bool:
        if self._at is not None:
            self._tokens = min(self.burst, self._tokens + (now - self._at) * self.rate)
        self._at = now
        if self._tokens < 1:
            return False
        self._tokens -= 1
        return True
