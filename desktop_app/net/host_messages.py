"""What the host sends: every field of each of its messages, its refusals and their words.

``HOST_FIELDS`` describes the host's messages so tests can hold every byte the host sends to the
documented shapes (``check_host_message``). Refusal reasons travel as engine ``Message`` values (an
id and parameters, rendered by the reader); the host's own ones are the ``net.*`` templates
registered here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from desktop_app.engine.messages import Message, register_templates, render
from desktop_app.net.client_messages import MessageId

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
