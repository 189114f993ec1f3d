"""The host's promise that nothing acknowledged is ever lost (issue 34, item 6).

Part of ``HostCore`` (see ``host_core``'s docstring for the whole); nothing here is used alone.

Every answer of a call leaves the core only after the journal holds the change it answers (the
core's ``_finish`` writes the journal, then returns what to send). When that write fails — disk
full, folder gone or read-only — the host is *in trouble* until a write works again:

- what the failed call would have sent (the ack, the updates) is **held**, not sent: the match
  moved on in memory only, and a host that died now would come back without it, so nobody may
  have seen it (else a state id would be used twice after the restart);
- every connection is told at once with a ``notice`` ``cannot_save`` (and so is each one that
  connects meanwhile), which every client shows, the host's own screen included (its seats are
  clients too);
- requests are **deferred** unread (pings and pongs excepted), bots and takeback timers rest;
- the journal is tried again with growing pauses (``RETRY_FIRST`` doubling to ``RETRY_MOST``);
  once it works, a ``notice`` ``saving`` goes out, then what was held, then the deferred requests
  are handled in the order they came.

A match that cannot be journaled at all is not started (``JournalError`` from the constructor).

What the journal holds of the host (``_journal_state``: the code, tokens, stream numbers, the
newest replies, a takeback, the stand-ins) and how a host restored from it takes that back
(``_apply_journal``) are here too.
"""

from __future__ import annotations

from typing import Any

from desktop_app.engine.messages import Message, render
from desktop_app.engine.seats import BOT_KINDS
from desktop_app.net import joincode, protocol
from desktop_app.net.host_parts import CoreBase, Outgoing, message_key
from desktop_app.net.journal import JournalState

#: Seconds before the first new try of a journal that could not be written, and the longest pause.
RETRY_FIRST = 0.5
RETRY_MOST = 8.0
#: Requests one connection may have deferred while the host is in trouble; one more closes it
#: (``error`` ``cannot_save``: it resumes later, and sends again what was not answered).
DEFERRED_PER_CONNECTION = 64
#: What still goes out while in trouble: nothing in these tells of a change of the match.
PASSING = frozenset({"ping", "pong", "notice", "error", "protocol_error"})
#: What a client may still send and have handled at once.
HANDLED = frozenset({"ping", "pong"})


def notice(code: str, message: Message) -> dict[str, Any]:
    """A word from the host to every connection, outside every stream (no ``seq``, no ``state``)."""
    return {"type": "notice", "code": code, "reason": render(message), "message": message.to_json()}


def cannot_save(kind: str) -> Message:
    """``net.cannot_save`` with its reason (``journal.failure_kind``) as a message of its own."""
    return Message.make("net.cannot_save", why=Message.make(f"net.save.{kind}"))


class Saving(CoreBase):
    """Holds, defers and retries while the journal cannot be written (see the module docstring)."""

    _trouble: str | None
    _held: list[Outgoing]
    _deferred: list[tuple[int, dict[str, Any]]]
    _retry_at: float
    _retry_pause: float

    def _init_saving(self) -> None:
        self._trouble = None
        self._held = []
        self._deferred = []
        self._retry_at = 0.0
        self._retry_pause = RETRY_FIRST

    @property
    def saving_trouble(self) -> str | None:
        """Why the journal cannot be written now (``disk_full``, ``read_only``, ``folder_gone``,
        ``io_error``), or None while it can: what the host's operator is shown."""
        return self._trouble

    def _write_journal(self) -> bool:
        """Write the journal; on failure enter trouble (once) and tell every connection."""
        assert self.journal is not None
        if self.journal.write(self._journal_state(), self.session):
            return True
        if self._trouble is None:
            self._trouble = self.journal.failure or "io_error"
            self._retry_pause = RETRY_FIRST
            self._retry_at = self._clock() + self._retry_pause
            for conn in sorted(self._conns):
                self._send(conn, notice("cannot_save", cannot_save(self._trouble)))
        return False

    def _defer(self, conn: int, message: dict[str, Any]) -> bool:
        """While in trouble, keep ``message`` for later (True), unless it is handled at once."""
        if self._trouble is None or message.get("type") in HANDLED:
            return False
        if sum(1 for waiting, _ in self._deferred if waiting == conn) >= DEFERRED_PER_CONNECTION:
            closing = protocol.error("cannot_save", cannot_save(self._trouble))
            self._send(conn, closing, close=True)
            self._drop(conn)
            return True
        self._deferred.append((conn, message))
        return True

    def _greet_in_trouble(self, conn: int) -> None:
        """A connection opened while in trouble hears of it at once."""
        if self._trouble is not None:
            self._send(conn, notice("cannot_save", cannot_save(self._trouble)))

    def _passing(self, out: list[Outgoing]) -> list[Outgoing]:
        """Of ``out``, what may go now; the rest is held until the journal is written."""
        if self._trouble is None:
            return out
        passing = [item for item in out if item.message.get("type") in PASSING]
        self._held.extend(item for item in out if item.message.get("type") not in PASSING)
        return passing

    def _try_again(self, now: float) -> list[Outgoing]:
        """In trouble and due: write the journal; if it works, release and handle what waited."""
        if self._trouble is None or now < self._retry_at:
            return []
        if not self._write_journal():
            self._retry_pause = min(RETRY_MOST, self._retry_pause * 2)
            self._retry_at = now + self._retry_pause
            return []
        self._trouble, self._dirty = None, False
        saving = notice("saving", Message.make("net.saving_again"))
        released = [Outgoing(conn, saving) for conn in sorted(self._conns)]
        released.extend(self._held)  # a connection gone meanwhile is skipped by the transport
        self._held = []
        deferred, self._deferred = self._deferred, []
        for conn, message in deferred:
            if self._trouble is not None:  # failed again: the rest waits once more
                self._deferred.append((conn, message))
            elif conn in self._conns:
                released.extend(self.receive(conn, message))
        return released

    # --- what the journal holds ---------------------------------------------------------------

    def _apply_journal(self, state: JournalState) -> None:
        self.state_id = state.state_id
        self._tokens = {seat: token for seat, token in state.tokens.items() if seat in self.humans}
        for stream in self._streams.values():
            stream.seq = state.seqs.get(stream.name, 0)
        for seat, items in state.replies.items():
            if seat in self._replies:
                for message_id, reply in items:
                    self._replies[seat][message_key(message_id)] = reply
                    self._journaled[seat].append([message_id, reply])
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
            allow_hints=self.allow_hints,
            tokens=dict(self._tokens),
            state_id=self.state_id,
            seqs={stream.name: stream.seq for stream in self._streams.values()},
            replies={seat: list(items) for seat, items in self._journaled.items()},
            takeback={"by": self._takeback.by, "state": self._takeback.state} if self._takeback else None,
            begun=self._begun,
            stand_ins=dict(self._stand_ins),
        )

    def _flush_journal(self) -> bool:
        """Write the journal if anything changed; False if it cannot (in trouble, ``_try_again``)."""
        if self._trouble is not None:
            return False
        if self._dirty and self.journal is not None and not self._write_journal():
            return False
        self._dirty = False
        return True
