"""The host's journal: everything a killed host needs to come back as the same match.

After every change the host writes one file, atomically (temp file, fsync, rename:
``persistence.atomic.write_atomically``), holding the match as a match file document
(``persistence.matchfile``: the record, seed and seats, replayed and checked on load) together with
what the match file does not know: the match id, the join code, every seat's token, the state id,
each stream's sequence number, the recent replies by message id, a pending takeback. A host
restarted from it (``HostCore.restore``) therefore accepts the same code and the same tokens,
continues every stream's numbering without reusing a number, answers a retried message id as
before, and refuses a client that asks for any other match — it never starts a fresh game.

The file holds secrets (the seed, the tokens, the code): it is created readable by its owner only
(``mkstemp``'s mode, kept by the rename) and never sent anywhere.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop_app.engine.session import Session
from desktop_app.persistence import matchfile
from desktop_app.persistence.atomic import write_atomically

FORMAT = "three-palaces-host-journal"
VERSION = 1
#: A journal is a match file plus a few kilobytes; anything far larger is not one of ours.
MAX_BYTES = matchfile.MAX_BYTES + 4 * 1024 * 1024


class JournalError(Exception):
    """A journal that cannot be read back; the message says what is wrong, for the host's operator."""


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
        }


class Journal:
    """Writes the journal at ``path``; ``last_error`` remembers a failed write (play goes on)."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.last_error: str | None = None
        self.writes = 0

    def write(self, state: JournalState, session: Session) -> None:
        document = {"format": FORMAT, "version": VERSION, **state.to_json()}
        document["match"] = matchfile.to_document(session)
        data = json.dumps(document, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
        try:
            write_atomically(self.path, data.encode("utf-8"))
        except OSError as error:
            self.last_error = f"the journal could not be written: {error}"
            return
        self.last_error = None
        self.writes += 1

    def load(self) -> tuple[JournalState, Session]:
        """The journal's state and its match, replayed; ``JournalError`` names any problem."""
        return load(self.path)


def load(path: Path | str) -> tuple[JournalState, Session]:
    """Read and check the journal at ``path`` (see ``Journal.load``)."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_BYTES:
            raise JournalError(f"{path.name} is too large to be a host journal")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise JournalError(f"{path} does not exist: there is no match to resume") from None
    except OSError as error:
        raise JournalError(f"{path} cannot be read: {error.strerror or error}") from None
    try:
        document = json.loads(raw.decode("utf-8"), parse_constant=_no_constant)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise JournalError(f"{path.name} is not a host journal (not JSON)") from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise JournalError(f"{path.name} is not a host journal")
    if document.get("version") != VERSION:
        raise JournalError(f"{path.name} is a host journal of another version")
    state = _state(document, path.name)
    match = document.get("match")
    if not isinstance(match, dict):
        raise JournalError(f"{path.name} is damaged: it holds no match")
    try:
        session = matchfile.loads(json.dumps(match).encode("utf-8"), name=path.name)
    except matchfile.MatchFileError as error:
        raise JournalError(str(error)) from None
    if len(state.plan) != session.players:
        raise JournalError(f"{path.name} is damaged: its seat plan does not fit the match")
    return state, session


def _no_constant(name: str) -> Any:
    raise ValueError(name)


def _state(document: dict[str, Any], name: str) -> JournalState:
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
    )
