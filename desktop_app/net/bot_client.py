"""A computer player that joins a LAN host as a client: ``python -m desktop_app join``.

It sees what any client sees — its own view, its legal actions, its redacted log — and plays
through the same messages a person's screen would send, so it is both a real opponent and the
harness that tests and benchmarks drive the host with. It answers the host's pings, acts only on
the state id it was shown, and stops when the host sends ``match_over``, keeping the full match file.

It is also the reference for a client that survives losing its connection or its own process
(docs/protocol.md, sections 3 and 8). Started again with its seat file (``seat_file.py``: an
``act`` is written there *before* it is sent) it resumes instead of joining and sends the unanswered
act again under the same id, which the host answers as before without applying it twice; so a kill
at any moment neither loses an action nor doubles one. A dropped connection is resumed the same
way, with growing pauses; with ``keep_trying`` (``join --keep-trying SECONDS``) the last pause
repeats until that long after the drop, so a Wi-Fi gap of minutes does not end it.
"""

from __future__ import annotations

import functools
import secrets
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from desktop_app import __version__
from desktop_app.ai.base import Bot, make_bot
from desktop_app.engine.registry import get_game
from desktop_app.net import pake, protocol
from desktop_app.net.client import HostConnection
from desktop_app.net.client_trace import Trace
from desktop_app.net.delta import PatchError, Reader
from desktop_app.net.joincode import JoinCode
from desktop_app.net.legal_wire import actions_of
from desktop_app.net.seat_file import SeatFileError, SeatMemory, load_seat_file, save_seat_file

#: The seat file's names are still imported from here.
__all__ = ["BotClient", "SeatFileError", "SeatMemory", "Trace", "load_seat_file", "save_seat_file"]

#: Pauses before each attempt to resume after the connection dropped; then the client gives up.
#: Half a minute in all: long enough for an operator to restart a killed host on the same port.
BACKOFF = (0.25, 0.5, 1.0, 2.0, 3.0, 4.0, 5.0, 5.0, 5.0, 5.0)
#: A host heard from in this many seconds is alive (it pings a quiet client every 5 s); one silent
#: for longer is gone even if no socket says so (a half-open connection), and the client resumes.
SILENCE_TIMEOUT = protocol.TIMEOUT + 5
#: After the end, how long to wait for the answer to an act still in flight before leaving.
LAST_ANSWER_MS = 5_000
#: ``error`` codes that no second try can mend.
FINAL_ERRORS = frozenset({"unknown_match", "replaced", "removed"})


class BotClient(QObject):
    """Joins ``seat`` (None: the host picks a free one) with ``code`` and plays at ``level``.

    With ``seat_file`` it resumes the seat kept there instead of joining, and keeps it up to date
    (module docstring); ``code`` may then be None. ``think_ms`` pauses before each move (a bot a
    person can follow, or a match that lasts long enough for a test to disturb it).
    """

    #: The match is over: the outcome JSON and the full match file the host sent.
    finished = Signal(dict, dict)
    #: The host refused us for good (wrong code, no seat, version mismatch) or the link failed for good.
    failed = Signal(str)

    def __init__(
        self,
        host: str,
        port: int,
        code: JoinCode | None,
        seat: int | None = None,
        level: str = "random",
        seed: int | None = None,
        *,
        seat_file: Path | None = None,
        trace: Path | None = None,
        think_ms: int = 0,
        backoff: Sequence[float] = BACKOFF,
        keep_trying: float = 0.0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.keep_trying = keep_trying
        self.host, self.port = host, port
        self.code = code
        self.wanted_seat = seat
        self.level = level
        self.seed = seed
        self.seat_file = seat_file
        self.think_ms = think_ms
        self.backoff = tuple(backoff)
        self.memory: SeatMemory | None = None
        self.game_id: str | None = None
        self.connection: HostConnection | None = None
        #: Every refusal the host sent us, and our acts it accepted (``{"id", "state", "action"}``,
        #: ``state`` being the state id after it), in order.
        self.refusals: list[dict[str, Any]] = []
        self.accepted: list[dict[str, Any]] = []
        self.acted = 0
        self.reconnects = 0
        self.trace = Trace(trace)
        self._bot: Bot | None = None
        self._latest: dict[str, Any] | None = None
        #: The document our stream's patches apply to (kept from snapshots and updates).
        self._reader = Reader()
        self._acted_at: set[int] = set()
        self._control = _control_ids()
        self._join_id: str | None = None
        self._resume_id: str | None = None
        self._proof_id: str | None = None
        self._linked = False
        self._resyncing = False
        self._attempt = 0
        #: When the link dropped (monotonic clock), until the seat is back.
        self._dropped_at: float | None = None
        self._ending: tuple[dict[str, Any], dict[str, Any]] | None = None
        self._done = False
        self._think = _single_shot(self, lambda: self._maybe_act(now=True))
        self._retry = _single_shot(self, self._connect)
        self._last_answer = _single_shot(self, self._leave)
        self._handlers = self._handler_table()

    @property
    def seat(self) -> int | None:
        return None if self.memory is None else self.memory.seat

    def start(self) -> None:
        """Resume the seat in ``seat_file`` if there is one, else join; ``SeatFileError`` if the
        file cannot be used, ``ValueError`` if there is neither a seat file nor a code."""
        if self.seat_file is not None:
            self.memory = load_seat_file(self.seat_file)
        if self.memory is None and self.code is None:
            raise ValueError("a client without a seat to resume needs the join code")
        if (
            self.memory is not None
            and self.code is not None
            and not self.memory.pin.startswith(self.code.fingerprint_prefix)
        ):
            raise SeatFileError("that seat file belongs to a match of another host than the code's")
        memory = self.memory
        protocol.rules_digests()  # loads every game: most of a start, done before "start" is traced
        self.trace(
            "start",
            last_seq=None if memory is None else memory.last_seq,
            pending=None if memory is None or memory.pending is None else memory.pending["id"],
        )
        self._connect()

    def close(self) -> None:
        self._done = True
        self._stop_timers()
        if self.connection is not None:
            self.connection.close()
        self.trace.close()

    # --- the connection ---------------------------------------------------------------------------

    def _connect(self) -> None:
        if self._done:
            return
        memory = self.memory
        pin = memory.pin if memory is not None else _pin(self.code)
        credential: pake.CodeCredential | pake.TokenCredential
        if memory is None:
            assert self.code is not None  # start() refuses a client with neither
            self._proof_id = proof_id = next(self._control)
            credential = pake.CodeCredential(self.code)
        else:
            self._resume_id = proof_id = next(self._control)
            credential = pake.TokenCredential(memory.match, memory.token, memory.last_seq)
        connection = HostConnection(
            self.host,
            self.port,
            pin,
            silence_timeout=SILENCE_TIMEOUT,
            hello=protocol.hello(next(self._control), __version__),
            credential=credential,
            proof_id=proof_id,
            parent=self,
        )
        connection.message_received.connect(functools.partial(self._heard, connection))
        connection.connected.connect(functools.partial(self._linked_up, connection))
        connection.failed.connect(functools.partial(self._dropped, connection))
        connection.disconnected.connect(
            functools.partial(self._dropped, connection, "the host closed the connection")
        )
        self.connection = connection
        self._linked = False
        self._resyncing = False  # the resume replays from our position or sends a snapshot
        # Everything below waits in the connection until the host and we proved the credential.
        if memory is None:
            self._join_id = next(self._control)
            connection.send({"type": "join", "id": self._join_id, "seat": self.wanted_seat})
        else:
            if memory.pending is not None:  # its answer never came: ask again under the same id
                self.trace("send", retry=True, **memory.pending)
                connection.send({"type": "act", **memory.pending})
            if self._latest is None:
                # A new process knows its stream position but not the position on the board, and
                # the missed events may not show it (only seats coming and going): ask for it.
                connection.send({"type": "sync", "id": next(self._control)})
        connection.start()

    def _linked_up(self, connection: HostConnection) -> None:
        if connection is self.connection:
            self._linked = True

    def _dropped(self, connection: HostConnection, reason: str) -> None:
        if connection is not self.connection or self._done:
            return
        self.connection = None
        connection.deleteLater()
        if connection.impostor:  # not our host: never try it again, nor tell it anything
            self._fail(connection.impostor)
            return
        if self._ending is not None:
            self._leave()
            return
        if self.memory is None and self._linked:
            self._fail(f"{reason} before the host confirmed our seat")
            return
        now = time.monotonic()
        if self._dropped_at is None or self._attempt == 0:
            self._dropped_at = now
        if self._attempt >= len(self.backoff) and now - self._dropped_at >= self.keep_trying:
            self._fail(f"{reason} (gave up after {self._attempt} tries to come back)")
            return
        delay = self.backoff[min(self._attempt, len(self.backoff) - 1)]
        self._attempt += 1
        self.reconnects += 1
        self.trace("reconnect", reason=reason, attempt=self._attempt, delay=delay)
        self._retry.start(round(delay * 1000))

    # --- what the host says -------------------------------------------------------------------------

    def _heard(self, connection: HostConnection, message: dict[str, Any]) -> None:
        if connection is not self.connection or self._done:
            return
        kind = message.get("type")
        if kind in protocol.STREAM_EVENTS:
            self._event(message)
            return
        handler = self._handlers.get(str(kind))
        if handler is not None:
            handler(message)

    def _handler_table(self) -> dict[str, Callable[[dict[str, Any]], None]]:
        return {
            "welcome": self._welcome,
            "joined": self._joined,
            "resumed": self._resumed,
            "snapshot": self._snapshot,
            "view": self._view,
            "ack": self._answer,
            "refused": self._answer,
            "ping": lambda _message: self._send({"type": "pong", "id": next(self._control)}),
            "hello_reject": lambda message: self._fail(f"the host refused us: {message.get('reason')}"),
            "error": self._error,
        }

    def _welcome(self, message: dict[str, Any]) -> None:
        self.game_id = message["game"]
        if self.memory is not None and self.memory.game != self.game_id:
            self._fail(f"the host plays {self.game_id}, not {self.memory.game} as the seat file says")

    def _joined(self, message: dict[str, Any]) -> None:
        if message.get("reply_to") != self._join_id or self.game_id is None:
            return
        # The host proved the code on this certificate: pin all of it from now on.
        pin = self.connection.peer_fingerprint if self.connection is not None else _pin(self.code)
        self.memory = SeatMemory(message["match"], message["seat"], message["token"], self.game_id, pin)
        self._attempt = 0
        self._save()  # first: once "joined" is traced, a restart finds the seat to resume
        self.trace("joined", seat=message["seat"], state=message["state"])

    def _resumed(self, message: dict[str, Any]) -> None:
        memory = self.memory
        if memory is None or message.get("reply_to") != self._resume_id:
            return
        if message.get("seat") != memory.seat:
            self._fail(f"the host resumed us at seat {message.get('seat')}, not our seat {memory.seat}")
            return
        self._attempt = 0
        self.trace("resumed", seat=memory.seat, seq=message["seq"], state=message["state"])

    def _snapshot(self, message: dict[str, Any]) -> None:
        if self.memory is None:
            return
        self.trace("snapshot", seq=message["seq"], state=message["state"], over=message["over"])
        self.memory.last_seq = message["seq"]
        self._resyncing = False
        try:
            self._latest = self._reader.take(message)
        except PatchError as error:  # legal actions we cannot read: better not to act on them
            self.trace("bad_snapshot", seq=message.get("seq"), error=str(error))
            self._latest = None
        self._save()
        file = message.get("file")
        if message.get("over") and isinstance(file, dict):
            self._finish(file.get("result") or {}, file)
        else:
            self._maybe_act()

    def _event(self, message: dict[str, Any]) -> None:
        """One event of our stream: exactly the next number, or we ask for a snapshot."""
        memory = self.memory
        if memory is None or self._resyncing:
            return
        seq = message.get("seq")
        if not isinstance(seq, int) or seq <= memory.last_seq:
            self.trace("duplicate", seq=seq, last_seq=memory.last_seq)
            return
        if seq != memory.last_seq + 1:
            self.trace("gap", seq=seq, last_seq=memory.last_seq)
            self._resyncing = True
            self._send({"type": "sync", "id": next(self._control)})
            return
        kind = message["type"]
        if kind == "update":
            patched = self._patched(message)
            if patched is None:
                return
            message = patched
        # Who is connected and who a computer stands in for, so a trace shows the others' comings
        # and goings (the LAN tests read them).
        seen = {key: message.get(key) for key in ("connected", "stand_ins")} if kind == "presence" else {}
        self.trace("event", seq=seq, kind=kind, state=message.get("state"), **seen)
        memory.last_seq = seq
        if kind == "update" and self._reader.document is not None:
            self._latest = message
        self._save()
        if kind == "match_over":
            self._finish(message.get("outcome") or {}, message.get("file") or {})
        elif kind == "update":
            self._maybe_act()

    def _patched(self, message: dict[str, Any]) -> dict[str, Any] | None:
        """The update with its patch applied; None (and a sync asked for) if it does not fit.

        A new process resumed from its seat file knows its stream position but not the document
        the patches apply to; it asked for a snapshot at once, and the updates before it are
        counted but not applied."""
        try:
            return self._reader.take(message)
        except PatchError as error:
            if self._reader.document is None:
                return message
            self.trace("bad_patch", seq=message.get("seq"), error=str(error))
            self._resyncing = True
            self._send({"type": "sync", "id": next(self._control)})
            return None

    def _view(self, message: dict[str, Any]) -> None:
        """The fresh view after a refusal; one older than what our stream already showed is ignored."""
        if self.memory is not None and message.get("seq", -1) >= self.memory.last_seq:
            try:
                self._latest = self._reader.take(message)  # its legal actions expanded
            except PatchError as error:
                self.trace("bad_view", seq=message.get("seq"), error=str(error))
            self._maybe_act()

    def _answer(self, message: dict[str, Any]) -> None:
        reply_to = message.get("reply_to")
        if message["type"] == "refused":
            self.refusals.append(message)
            if reply_to in (self._join_id, self._resume_id, self._proof_id):
                self._fail(f"the host refused to seat us: {message.get('reason')}")
                return
        memory = self.memory
        pending = None if memory is None else memory.pending
        if memory is None or pending is None or reply_to != pending["id"]:
            return
        fields = {"code": message.get("code")} if message["type"] == "refused" else {}
        self.trace("answer", id=reply_to, kind=message["type"], state=message["state"], **fields)
        if message["type"] == "ack":
            self.accepted.append({"id": reply_to, "state": message["state"], "action": pending["action"]})
        memory.pending = None
        self._save()
        if self._ending is not None:
            self._leave()
        else:
            self._maybe_act()

    def _error(self, message: dict[str, Any]) -> None:
        code = message.get("code")
        if code in FINAL_ERRORS:
            self._fail(f"the host ended our seat ({code}): {message.get('reason')}")
        else:  # a timeout or a failure at the host: the close follows, and we come back
            self.trace("error", code=code)

    # --- playing ----------------------------------------------------------------------------------

    def _maybe_act(self, now: bool = False) -> None:
        message = self._ready_to_act()
        if message is None:
            return
        if self.think_ms and not now:
            if not self._think.isActive():
                self._think.start(self.think_ms)
            return
        self._act(message)

    def _ready_to_act(self) -> dict[str, Any] | None:
        """The latest position when it is our move there and no act of ours awaits its answer."""
        memory, message = self.memory, self._latest
        if self._done or self._ending or memory is None or memory.pending is not None or message is None:
            return None
        state = message.get("state")
        if memory.seat not in (message.get("to_move") or []) or not message.get("legal"):
            return None
        if not isinstance(state, int) or state in self._acted_at or self.game_id is None:
            return None
        return message

    def _act(self, message: dict[str, Any]) -> None:
        memory = self.memory
        assert memory is not None and self.game_id is not None
        if self._bot is None:
            self._bot = make_bot(self.level, seed=self.seed)
        state = message["state"]
        self._acted_at.add(state)
        actions = list(actions_of(message["legal"]))
        action = self._bot.choose(get_game(self.game_id), memory.seat, message["view"], actions)
        memory.pending = {"id": memory.next_id, "state": state, "action": action.to_json()}
        memory.next_id += 1
        self._save()  # before it is sent: a kill from here on resends it under the same id
        self.trace("send", **memory.pending)
        self.acted += 1
        self._send({"type": "act", **memory.pending})

    # --- the end ----------------------------------------------------------------------------------

    def _finish(self, outcome: dict[str, Any], file: dict[str, Any]) -> None:
        """The match is over; an act still in flight gets a moment for its answer first."""
        if self._ending is not None:
            return
        self._ending = (outcome, file)
        if self.memory is not None:
            self.memory.over = True
            self._save()
        self.trace("over")
        if self.memory is not None and self.memory.pending is not None and self.connection is not None:
            self._last_answer.start(LAST_ANSWER_MS)
        else:
            self._leave()

    def _leave(self) -> None:
        if self._done or self._ending is None:
            return
        self._done = True
        self._stop_timers()
        if self.connection is not None:
            self.connection.close()
        self.finished.emit(*self._ending)

    def _fail(self, reason: str) -> None:
        if self._done:
            return
        self._done = True
        self._stop_timers()
        self.trace("fail", reason=reason)
        if self.connection is not None:
            self.connection.close()
        self.failed.emit(reason)

    def _stop_timers(self) -> None:
        for timer in (self._think, self._retry, self._last_answer):
            timer.stop()

    def _send(self, message: dict[str, Any]) -> None:
        if self.connection is not None:
            self.connection.send(message)

    def _save(self) -> None:
        if self.seat_file is not None and self.memory is not None:
            save_seat_file(self.seat_file, self.memory)


def _pin(code: JoinCode | None) -> str:
    if code is None:
        raise ValueError("a join code is needed to pin the host's certificate")
    return code.fingerprint_prefix


def _control_ids() -> Any:
    """Ids for messages the host does not remember (hello, join, resume, pong, sync): a random
    prefix per process, so they never meet the numbered acts kept with the seat."""
    prefix = secrets.token_hex(4)
    number = 0
    while True:
        number += 1
        yield f"c{prefix}-{number}"


def _single_shot(parent: QObject, slot: Callable[[], None]) -> QTimer:
    timer = QTimer(parent)
    timer.setSingleShot(True)
    timer.timeout.connect(slot)
    return timer
