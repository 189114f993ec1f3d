"""The host's journal: everything a killed host needs to come back as the same match.

The journal holds the match as a match file document (``persistence.matchfile``: the record, seed
and seats, replayed and checked on load) together with what the match file does not know: the
match id, the join code, every seat's token, the state id, each stream's sequence number, the
recent replies by message id, a pending takeback, the operator's Start and stand-ins. A host
restarted from it (``HostCore.restore``) therefore accepts the same code and the same tokens,
continues every stream's numbering without reusing a number, answers a retried message id as
before, and refuses a client that asks for any other match — it never starts a fresh game.

It is written before every answer, so it must be cheap at step 2,000 as at step 2: rewriting the
whole match each time cost 14 ms of CPU and an fsync per action at step 1,200. So the file is one
JSON line per write: a *base* line (the whole match and state, written atomically — temp file,
fsync, rename) and after it one small *change* line per write (the record entries kept and added,
the new replies, the small state), appended with a single ``write`` call and no fsync. A killed
host loses nothing — what was written is in the system's page cache, which survives the process;
a torn last line (the process died inside the call) is ignored on load, and it was never
answered. A power cut may lose the last moments since the latest base, which is rewritten every
``COMPACT_AFTER`` changes (and fsync'ed, by a thread of its own: see ``_start_fresh_base``).

The file holds secrets (the seed, the tokens, the code): it is created readable by its owner only
(``mkstemp``'s mode, kept by the rename and by appends) and never sent anywhere.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from desktop_app.engine.session import Session
from desktop_app.net.journal_state import JournalError, JournalState, failure_kind, state_from_document
from desktop_app.persistence import matchfile
from desktop_app.persistence.atomic import fsync_folder, write_atomically
from desktop_app.persistence.record_text import RecordText
from desktop_app.threads import collection_held, hand_over_quickly, resume_collection

FORMAT = "three-palaces-host-journal"
VERSION = 2
#: Change lines after which the next write is a fresh base (keeps loads quick, bounds what a
#: power cut can take).
COMPACT_AFTER = 200
#: A journal is a match file plus a few kilobytes; anything far larger is not one of ours.
MAX_BYTES = 2 * matchfile.MAX_BYTES + 4 * 1024 * 1024
#: Replies a journal keeps per seat (the host keeps no more than these across a restart).
REPLIES_KEPT = 64
#: How long a closing host waits for a fresh base being written (seconds): its fsync took up to
#: 130 ms on a busy disk; a host that ends should not hang on a disk that stopped answering.
CLOSE_WAIT_S = 5.0


class Journal:
    """Writes the journal at ``path``. ``write`` says whether it worked; after a failed write,
    ``last_error`` says what happened and ``failure`` why (``failure_kind``), and the next write
    is a whole base again (a torn change line is replaced with the file)."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.last_error: str | None = None
        self.failure: str | None = None
        self.writes = 0
        #: What the file holds so far (None: the next write is a base).
        self._record: tuple[Any, ...] | None = None
        self._seats: list[dict[str, str]] = []
        #: Per seat, the newest ``[message id, reply]`` item written (the host keeps the very
        #: same item objects, so what came after it is what is new).
        self._last_reply: dict[int, Any] = {}
        self._changes = 0
        #: A fresh base being written by a thread (see ``_start_fresh_base``).
        self._fresh: _FreshBase | None = None
        #: The record's text as the bases before wrote it (only what is new is written again).
        self._texts = RecordText()

    def write(self, state: JournalState, session: Session) -> bool:
        """Write what changed; False (and ``failure`` set) if it could not be written."""
        try:
            self._switch_if_ready()
            if self._record is None:
                self._write_base(state, session)
            else:
                self._append_change(state, session)
                if self._changes >= COMPACT_AFTER and self._fresh is None:
                    self._start_fresh_base(state, session)
        except OSError as error:
            self.last_error = f"the journal could not be written: {error}"
            self.failure = failure_kind(error)
            self._record = None  # start afresh with a whole base next time
            self._drop_fresh()
            return False
        self.last_error = self.failure = None
        self.writes += 1
        return True

    def settle(self, timeout: float | None = None) -> None:
        """Wait for a fresh base being written (if any) and put it in place (tests, shutdown)."""
        if self._fresh is not None and self._fresh.done.wait(timeout):
            self._switch_if_ready()

    def close(self, timeout: float = CLOSE_WAIT_S) -> None:
        """The host is ending: put a fresh base being written in place, or drop it if it is not
        done within ``timeout`` seconds, so no half-written file is left beside the journal.

        Either way the journal is whole and holds every change: the file in use got each change
        line, and a fresh base gets them too before it replaces it. A base still being written
        when the host's process ends (its writer thread is a daemon) would stay behind as a
        ``.tmp`` file nobody reads; a test saw one after a match on a busy machine."""
        fresh = self._fresh
        if fresh is None:
            return
        if fresh.done.wait(timeout):
            with contextlib.suppress(OSError):  # the old file is whole; a failed switch dropped it
                self._switch_if_ready()
            return
        self._fresh = None
        fresh.discard()  # the writer's last bytes go to a file no longer named; the old one is whole

    def _base_line(self, state: JournalState, session: Session) -> tuple[bytes, list[dict[str, str]]]:
        taken = matchfile.snapshot(session)
        return _base(_head(state), matchfile.document_text(taken, self._texts)), taken["seats"]

    def _write_base(self, state: JournalState, session: Session) -> None:
        data, seats = self._base_line(state, session)
        write_atomically(self.path, data)
        self._record = session.record
        self._seats = seats
        self._last_reply = {seat: items[-1] for seat, items in state.replies.items() if items}
        self._changes = 0

    # A fresh base every COMPACT_AFTER changes keeps loads quick; its fsync took 50-130 ms on a
    # busy disk, and a host serving many matches on one thread stalled all of them for it. So it
    # is written and fsync'ed by a thread beside the file in use, which keeps every change line,
    # and put in place at a later write: the lines since it began are added to it, then it is
    # renamed over the old file (a kill before the rename leaves the old file, whole; after it, the
    # new one, whole). The thread also writes the document out (the record, its digest, the JSON
    # text: 4-15 ms at step 800 of a Forbidden City match, which stalled every match of the host
    # as the fsync had): the host's thread only takes a snapshot of what it will say. That work
    # still needs the interpreter's lock, so it runs while the host waits for frames, or in turns
    # of the lock's switch interval with the host's thread, instead of in one stall.

    def _start_fresh_base(self, state: JournalState, session: Session) -> None:
        # The state's text now (its reply lists grow as the host goes on); the match's later.
        head, taken = _head(state), matchfile.snapshot(session)
        fd, temp_name = tempfile.mkstemp(prefix=f".{self.path.name}.", suffix=".tmp", dir=self.path.parent)
        fresh = _FreshBase(Path(temp_name))
        self._fresh = fresh
        hand_over_quickly()  # the host's thread gets the lock back within ``threads.SWITCH``
        threading.Thread(
            target=fresh.write_document, args=(fd, head, taken, self._texts), name="journal base", daemon=True
        ).start()

    def _switch_if_ready(self) -> None:
        fresh = self._fresh
        if fresh is None or not fresh.done.is_set():
            return
        self._fresh = None
        resume_collection()  # the writer thread let go of the collector
        if fresh.error is not None:  # the file in use has everything: try again later
            self.last_error = f"a fresh journal base could not be written: {fresh.error}"
            fresh.discard()
            self._changes = 0
            return
        try:
            if fresh.lines:
                _append(fresh.path, b"".join(fresh.lines))
            os.replace(fresh.path, self.path)
        except OSError:
            fresh.discard()
            raise
        self._changes = len(fresh.lines)
        threading.Thread(target=fsync_folder, args=(self.path.parent,), daemon=True).start()

    def _drop_fresh(self) -> None:
        if self._fresh is not None:
            self._fresh.done.wait()
            self._fresh.discard()
            self._fresh = None

    def _append_change(self, state: JournalState, session: Session) -> None:
        record, old = session.record, self._record or ()
        keep = _common_prefix(old, record)
        small = state.to_json()
        replies = small.pop("replies")
        change: dict[str, Any] = {"keep": keep, "add": [entry.to_json() for entry in record[keep:]]}
        change["state"] = small
        fresh: dict[str, list[Any]] = {}
        for seat_text, items in replies.items():
            new = _after(items, self._last_reply.get(int(seat_text)))
            if new:
                fresh[seat_text] = new
                self._last_reply[int(seat_text)] = items[-1]
        if fresh:
            change["replies"] = fresh
        seats = [seat.to_json() for seat in session.seats]
        if seats != self._seats:
            change["seats"] = seats
        data = _line(change).encode("utf-8")
        _append(self.path, data)
        if self._fresh is not None:
            self._fresh.lines.append(data)  # the fresh base gets it too, when it is put in place
        self._record = record
        self._seats = seats
        self._changes += 1

    def load(self) -> tuple[JournalState, Session]:
        """The journal's state and its match, replayed; ``JournalError`` names any problem."""
        return load(self.path)


class _FreshBase:
    """A base being written beside the journal in use, and the change lines made meanwhile."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.lines: list[bytes] = []
        self.done = threading.Event()
        self.error: OSError | None = None

    def write_document(self, fd: int, head: str, taken: dict[str, Any], texts: RecordText) -> None:
        """On the writer thread: the base line of ``head`` (a line of the base without its match)
        with the match ``snapshot`` ``taken`` as its last entry, ``match`` (its record written
        from ``texts``, the pieces earlier bases wrote, and in pieces: ``record_text``)."""
        # Hand the interpreter's lock back at once: the host's thread waits in Thread.start until
        # this one has started, and would otherwise wait out a whole switch interval (5 ms) while
        # this one writes. Measured at step 800: 2.7-7.5 ms in start -> 0.7-4.5 ms (busy machine).
        time.sleep(0)
        try:
            with collection_held():  # no collection on this thread (``desktop_app.threads``)
                data = _base(head, matchfile.document_text(taken, texts, _yield_lock))
        except BaseException:
            self.error = OSError("the journal base could not be written out")
            self.done.set()
            os.close(fd)
            raise
        self.write(fd, data)

    def write(self, fd: int, data: bytes) -> None:
        """On the writer thread: the whole base, made durable (``fsync``) before it can be used."""
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
        except OSError as error:
            self.error = error
        finally:
            self.done.set()

    def discard(self) -> None:
        with contextlib.suppress(OSError):
            os.unlink(self.path)


#: How long the writer thread sleeps before each new piece of the record it writes, seconds.
YIELD = 0.0002


def _yield_lock() -> None:
    """On the writer thread, between two pieces of work: let the host's thread have the
    interpreter's lock if it wants it. A sleep of no length would often take it straight back;
    a short one is sure to hand it over, and the base may take a little longer to write."""
    time.sleep(YIELD)


def _append(path: Path, data: bytes) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_APPEND)
    try:
        sent = os.write(fd, data)  # one call: a kill leaves the whole line or a torn one
        while sent < len(data):
            sent += os.write(fd, data[sent:])
    finally:
        os.close(fd)


def _after(items: list[Any], last: Any) -> list[Any]:
    """The items after ``last`` (the same object), newest last; all of them if it is gone."""
    for index in range(len(items) - 1, -1, -1):
        if items[index] is last:
            return items[index + 1 :]
    return items


def _line(document: dict[str, Any]) -> str:
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"), allow_nan=False) + "\n"


def _head(state: JournalState) -> str:
    """A base line without its match: the journal's own fields, as text."""
    return _line({"format": FORMAT, "version": VERSION, **state.to_json()})


def _base(head: str, match: str) -> bytes:
    """The base line: ``head`` with the match document's text as its last field, ``match``."""
    return (head.rstrip("\n").removesuffix("}") + ',"match":' + match + "}\n").encode("utf-8")


def _common_prefix(old: tuple[Any, ...], new: tuple[Any, ...]) -> int:
    """How many entries ``new`` shares with ``old`` from the start (all of ``old``, unless a
    takeback shortened the record). Entries are shared objects, so this is mostly identity checks."""
    if len(new) >= len(old) and new[: len(old)] == old:
        return len(old)
    count = 0
    for before, after in zip(old, new, strict=False):
        if before != after:
            break
        count += 1
    return count


def read(path: Path | str) -> dict[str, Any]:
    """The journal at ``path`` as one document, changes applied: the state fields and ``match``
    (the match file document, record and seats as of the last change). ``JournalError`` if it
    cannot be read. For the host's own restart, and for tests and tools that look inside."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_BYTES:
            raise JournalError(f"{path.name} is too large to be a host journal")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise JournalError(f"{path} does not exist: there is no match to resume") from None
    except OSError as error:
        raise JournalError(f"{path} cannot be read: {error.strerror or error}") from None
    lines = raw.split(b"\n")
    torn = lines.pop() if lines else b""  # after the last newline: empty, or a line cut short
    del torn  # never answered (the write had not returned), so it is rightly forgotten
    if not lines:
        raise JournalError(f"{path.name} is not a host journal (it is empty)")
    document = _json(lines[0], path.name)
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise JournalError(f"{path.name} is not a host journal")
    if document.get("version") != VERSION:
        raise JournalError(f"{path.name} is a host journal of another version")
    match = document.get("match")
    if not isinstance(match, dict) or not isinstance(match.get("record"), list):
        raise JournalError(f"{path.name} is damaged: it holds no match")
    if not matchfile.digest_matches(match):
        raise JournalError(
            f"{path.name} was changed after it was saved (its integrity digest does not match the record)"
        )
    for number, line in enumerate(lines[1:], start=2):
        _apply_change(document, match, _json(line, path.name), f"{path.name} line {number}")
    matchfile.seal(match)
    return document


def _json(line: bytes, name: str) -> Any:
    try:
        return json.loads(line.decode("utf-8"), parse_constant=_no_constant)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise JournalError(f"{name} is not a host journal (not JSON)") from None


def _apply_change(document: dict[str, Any], match: dict[str, Any], change: Any, where: str) -> None:
    if not isinstance(change, dict):
        raise JournalError(f"{where} is damaged: a change must be an object")
    keep, add, state = change.get("keep"), change.get("add"), change.get("state")
    record = match["record"]
    if type(keep) is not int or not 0 <= keep <= len(record) or not isinstance(add, list):
        raise JournalError(f"{where} is damaged: its record change does not fit")
    if not isinstance(state, dict):
        raise JournalError(f"{where} is damaged: it holds no state")
    match["record"] = record[:keep] + add
    document.update({key: value for key, value in state.items() if key != "replies"})
    replies = change.get("replies") or {}
    if not isinstance(replies, dict):
        raise JournalError(f"{where} is damaged: its replies do not read")
    kept = document.setdefault("replies", {})
    for seat, items in replies.items():
        if not isinstance(items, list):
            raise JournalError(f"{where} is damaged: its replies do not read")
        kept[seat] = (list(kept.get(seat, [])) + items)[-REPLIES_KEPT:]
    if "seats" in change:
        match["seats"] = change["seats"]


def load(path: Path | str) -> tuple[JournalState, Session]:
    """Read and check the journal at ``path`` (see ``Journal.load``)."""
    path = Path(path)
    document = read(path)
    state = state_from_document(document, path.name)
    try:
        session = matchfile.loads(json.dumps(document["match"]).encode("utf-8"), name=path.name)
    except matchfile.MatchFileError as error:
        raise JournalError(str(error)) from None
    if len(state.plan) != session.players:
        raise JournalError(f"{path.name} is damaged: its seat plan does not fit the match")
    return state, session


def _no_constant(name: str) -> Any:
    raise ValueError(name)
