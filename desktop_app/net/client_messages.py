"""What a client may send: the shape of every client message, checked before the host looks at
what it means.

A frame that is not one of the messages below, exactly as documented (known type, an ``id``, every
field present with its kind and size, no other field), is malformed and never reaches the match;
``parse_client`` says what is wrong with it as a ``ProtocolError``. Whether a well-formed message is
allowed now is the host's decision (``host_core.py``), not this module's.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from desktop_app.engine.action import Action
from desktop_app.engine.errors import MalformedAction
from desktop_app.net.limits import (
    MAX_CHAT,
    MAX_CHAT_RAW,
    MAX_FIELD_TEXT,
    MAX_ID,
    MAX_ID_TEXT,
    MAX_NAME,
    MAX_NONCE,
    MAX_RULES,
)


class ProtocolError(ValueError):
    """A client message that is not a protocol message; ``reply_to`` is its id if that was valid."""

    def __init__(self, detail: str, reply_to: MessageId | None = None) -> None:
        super().__init__(detail)
        self.detail = detail
        self.reply_to = reply_to


MessageId = int | str


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
