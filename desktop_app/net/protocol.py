"""The LAN protocol's vocabulary: its version, the handshake, and the face of its parts.

docs/protocol.md is the prose of this module and its parts: what a client may send and how it is
checked (``client_messages.py``), what the host sends and its refusals' words
(``host_messages.py``), and the sizes, times and rates peers are held to (``limits.py``). Every
name is still imported from here. Kept here: what two peers compare before anything else, the
protocol version and the rules digests, in the ``hello`` a client sends and the ``welcome`` that
answers a proven code or token.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

from desktop_app.engine.protocol import Game
from desktop_app.engine.registry import all_games
from desktop_app.engine.session import Session
from desktop_app.net.client_messages import (
    CLIENT_FIELDS,
    Act,
    Chat,
    ClientMessage,
    Confirm,
    Hello,
    Join,
    MessageId,
    Pake,
    Ping,
    Pong,
    ProtocolError,
    Resume,
    Sync,
    TakebackAnswer,
    TakebackRequest,
    clean_chat,
    parse_client,
)
from desktop_app.net.host_messages import (
    HOST_FIELDS,
    NET_MESSAGES,
    STREAM_EVENTS,
    check_host_message,
    error,
    refused,
)
from desktop_app.net.limits import (
    CHAT_BURST,
    CHAT_IN_SNAPSHOT,
    CHAT_RATE,
    CODE_ATTEMPTS,
    CODE_WINDOW,
    GUESS_BURST,
    GUESS_DELAY,
    GUESS_RATE,
    MAX_CHAT,
    MAX_CHAT_RAW,
    MAX_FIELD_TEXT,
    MAX_ID,
    MAX_ID_TEXT,
    MAX_NAME,
    MAX_NONCE,
    MAX_PEERS,
    MAX_RULES,
    PING_AFTER,
    TAKEBACK_TIMEOUT,
    TIMEOUT,
    AttemptLimiter,
    TokenBucket,
)

__all__ = [
    "CHAT_BURST",
    "CHAT_IN_SNAPSHOT",
    "CHAT_RATE",
    "CLIENT_FIELDS",
    "CODE_ATTEMPTS",
    "CODE_WINDOW",
    "GUESS_BURST",
    "GUESS_DELAY",
    "GUESS_RATE",
    "HOST_FIELDS",
    "MAX_CHAT",
    "MAX_CHAT_RAW",
    "MAX_FIELD_TEXT",
    "MAX_ID",
    "MAX_ID_TEXT",
    "MAX_NAME",
    "MAX_NONCE",
    "MAX_PEERS",
    "MAX_RULES",
    "NET_MESSAGES",
    "PING_AFTER",
    "PROTOCOL_VERSION",
    "STREAM_EVENTS",
    "TAKEBACK_TIMEOUT",
    "TIMEOUT",
    "Act",
    "AttemptLimiter",
    "Chat",
    "ClientMessage",
    "Confirm",
    "Hello",
    "Join",
    "MessageId",
    "Pake",
    "Ping",
    "Pong",
    "ProtocolError",
    "Resume",
    "Sync",
    "TakebackAnswer",
    "TakebackRequest",
    "TokenBucket",
    "check_host_message",
    "clean_chat",
    "error",
    "hello",
    "parse_client",
    "refused",
    "rules_digest",
    "rules_digests",
    "welcome",
]

#: Raised whenever a message changes meaning; peers must speak exactly the same version.
#: 5: the join code and seat tokens are proven (SPAKE2, MACs) instead of sent (``pake.py``).
PROTOCOL_VERSION = 5


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
