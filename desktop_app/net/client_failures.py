"""Why a LAN seat's link ended, in words the person at the screen can act on.

``SeatClient.failed`` carries a code and one of these sentences: the join refusals, the host ending
or removing, a certificate that is not the host's (said loudly: someone may be posing as the host),
and a host running another version (``version_differences`` says what differs).
"""

from __future__ import annotations

from typing import Any

#: What each final failure means to the person at the screen (``failed``'s second argument).
FAILURES: dict[str, str] = {
    "wrong_code": "The host did not accept that join code. Check it against the code the host shows.",
    "no_free_seat": "The match is full: every seat open to players on the network is taken.",
    "seat_taken": "That seat is already taken (its player comes back with their own token). Pick another.",
    "no_such_seat": "That seat is not open to players on the network.",
    "no_spectators": "This host does not allow spectators.",
    "rate_limited": "Too many wrong codes came from this computer. Wait a minute, then try again.",
    "wrong_token": "The host no longer knows this seat's token, so the seat cannot be taken back.",
    "unknown_match": "The host is running another match now: the match you were in is not there any more.",
    "removed": "The host removed you from this match.",
    "ended": "The host ended the match.",
    "replaced": "Your seat was taken up by another connection holding your token (another window?).",
    "certificate": (
        "WARNING: the computer at {address} is not the host your join code names: its certificate "
        "is a different one, or it could not prove it knows the code. Someone on the network may be "
        "posing as the host to read your moves or your secrets. Do not go on: check the address and "
        "ask the host for their code again."
    ),
    "unreachable": "Could not reach a host at {address}: {detail}",
    "disconnected": "The host at {address} closed the connection: {detail}",
    "gave_up": "The host at {address} could not be reached again for {seconds:g} seconds: {detail}",
    "protocol": "The host at {address} broke the protocol ({detail}); the link was closed.",
}


def version_differences(reject: dict[str, Any]) -> str:
    """A ``hello_reject`` in words: what differs between this app and the host's."""
    parts = []
    for item in reject.get("differs") or []:
        what, host, client = item.get("what"), item.get("host"), item.get("client")
        if what == "app":
            parts.append(f"this app is version {client}, the host's is {host}")
        elif what == "protocol":
            parts.append(f"this app speaks LAN protocol {client}, the host speaks {host}")
        elif what == "rules" and client is None:
            parts.append(f"this app does not have the game {item.get('game')}")
        elif what == "rules":
            parts.append(f"the rules of {item.get('game')} differ between this app and the host's")
    text = "; ".join(parts) or str(reject.get("reason") or "the versions differ")
    return f"The host runs another version of Three Palaces: {text}. Both need the same version."
