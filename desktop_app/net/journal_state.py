"""What a LAN host keeps of itself besides the match, and why a journal write failed.

The host's journal (``net.journal``) holds the match file and these fields: the join code, the
seat plan and tokens, the stream numbers and the last replies, so that a killed host comes back
where it was and its players' links pick up. Kept apart from the journal's writing and reading
because the host's core and its saving part need only these (``host_core``, ``host_saving``).
"""

from __future__ import annotations

import errno
from dataclasses import dataclass, field
from typing import Any


class JournalError(Exception):
    """A journal that cannot be read back, or a match whose journal cannot be written (``failure``:
    why, a ``failure_kind``); the message says what is wrong, for the host's operator."""

    def __init__(self, text: str, failure: str | None = None) -> None:
        super().__init__(text)
        self.failure = failure


#: Why a write failed, as the host tells its players (``net.save.*`` messages): by ``errno``.
FAILURES = {
    errno.ENOSPC: "disk_full",
    errno.EDQUOT: "disk_full",
    errno.EROFS: "read_only",
    errno.EACCES: "read_only",
    errno.EPERM: "read_only",
    errno.ENOENT: "folder_gone",
    errno.ENOTDIR: "folder_gone",
    errno.EEXIST: "folder_gone",  # a file stands where the folder should be
}


def failure_kind(error: OSError) -> str:
    """``disk_full``, ``read_only``, ``folder_gone`` or ``io_error`` for a failed write."""
    return FAILURES.get(error.errno or 0, "io_error")


@dataclass
class JournalState:
    """What the host keeps besides the match itself (see the module docstring)."""

    match_id: str
    join_code: str
    #: ``"joincode"`` when ``join_code`` is a ``desktop_app.net.joincode`` code, ``"secret"`` for a
    #: plain secret text.
    join_code_kind: str
    plan: list[str]
    allow_spectators: bool
    tokens: dict[int, str] = field(default_factory=dict)
    state_id: int = 0
    #: Stream name (a seat number as text, or ``"spectators"``) to its last sequence number.
    seqs: dict[str, int] = field(default_factory=dict)
    #: Per seat: ``[message id, the reply it got]``, oldest first.
    replies: dict[int, list[list[Any]]] = field(default_factory=dict)
    #: ``{"by": seat, "state": state id}`` while a takeback request waits for answers.
    takeback: dict[str, int] | None = None
    #: Whether the host's operator has started play (hosts that wait for a "Start" click).
    begun: bool = False
    #: Network seats the computer plays for now (their person left), by seat: the level.
    stand_ins: dict[int, str] = field(default_factory=dict)
    #: The host allowed hints for every player (a journal from before hints has none: off).
    allow_hints: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "match_id": self.match_id,
            "join_code": self.join_code,
            "join_code_kind": self.join_code_kind,
            "plan": list(self.plan),
            "allow_spectators": self.allow_spectators,
            "tokens": {str(seat): token for seat, token in self.tokens.items()},
            "state_id": self.state_id,
            "seqs": dict(self.seqs),
            "replies": {str(seat): items for seat, items in self.replies.items()},
            "takeback": self.takeback,
            "begun": self.begun,
            "stand_ins": {str(seat): level for seat, level in self.stand_ins.items()},
            "allow_hints": self.allow_hints,
        }


def state_from_document(document: dict[str, Any], name: str) -> JournalState:
    """The host's own fields of a journal ``document`` (``read``), checked: ``JournalError`` names
    the first that is missing or wrong."""

    def need(key: str, kind: type) -> Any:
        value = document.get(key)
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise JournalError(f"{name} is damaged: {key!r} is missing or has the wrong type")
        return value

    plan = need("plan", list)
    if not all(isinstance(kind, str) for kind in plan):
        raise JournalError(f"{name} is damaged: the seat plan must list texts")
    takeback = document.get("takeback")
    if takeback is not None and not (
        isinstance(takeback, dict) and all(type(takeback.get(k)) is int for k in ("by", "state"))
    ):
        raise JournalError(f"{name} is damaged: 'takeback' is not a request")
    try:
        tokens = {int(seat): str(token) for seat, token in need("tokens", dict).items()}
        seqs = {str(stream): int(seq) for stream, seq in need("seqs", dict).items()}
        replies = {
            int(seat): [[item[0], dict(item[1])] for item in items]
            for seat, items in need("replies", dict).items()
        }
        stand_ins = {int(seat): str(level) for seat, level in dict(document.get("stand_ins") or {}).items()}
    except (TypeError, ValueError, IndexError, KeyError):
        raise JournalError(f"{name} is damaged: its tokens, streams or replies do not read") from None
    kind = need("join_code_kind", str)
    if kind not in ("joincode", "secret"):
        raise JournalError(f"{name} is damaged: unknown join code kind")
    return JournalState(
        match_id=need("match_id", str),
        join_code=need("join_code", str),
        join_code_kind=kind,
        plan=list(plan),
        allow_spectators=need("allow_spectators", bool),
        tokens=tokens,
        state_id=need("state_id", int),
        seqs=seqs,
        replies=replies,
        takeback={"by": takeback["by"], "state": takeback["state"]} if takeback else None,
        begun=document.get("begun") is True,
        stand_ins=stand_ins,
        allow_hints=document.get("allow_hints") is True,
    )
