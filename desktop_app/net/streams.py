"""Per-seat event streams, and the only things of a match that ever reach a seat.

Each network seat, and the spectators together, have one stream (after lichess): every change the
host makes — an action, a takeback, a chat line, someone connecting — is one event on every stream,
numbered ``seq`` 1, 2, 3, ... without a gap. A stream that may not see what happened (spectators do
not see takeback negotiations) still gets an ``empty`` event with the next number, so a client that
saw ``seq`` n knows exactly what it missed: "everything after n". A bounded history per stream
replays such a gap after a reconnect; older gaps get a snapshot instead.

What a seat is shown of the match comes from three calls and nothing else — ``session.view(seat)``,
``session.log_entries(seat)`` (redacted by the game, structured messages) and the seat's own
``session.legal_actions(seat)`` — built by the functions below, so there is one place to read to
know that no state, record, seed or other seat's view goes out (boardgame.io #1159, #399).

An ``update`` carries a patch of the stream's document (its view and legal actions as last sent,
``Stream.document``; ``delta``) rather than the whole of both: a patch holds only parts of the new
view and legal actions, so it shows nothing they would not. Snapshots and refusals' views send
the document whole — the very one the next patch applies to. Legal actions travel in their
compact form (``legal_wire``: each distinct parameter value once), which holds the seat's own
legal actions and nothing else.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from typing import Any

from desktop_app.engine.messages import Message
from desktop_app.engine.seats import CHANCE, Seat
from desktop_app.engine.session import Session
from desktop_app.net import delta, legal_wire
from desktop_app.net.delta import SeatDocument

#: Events kept per stream for replay after a reconnect; a longer gap gets a snapshot.
HISTORY = 256

SPECTATORS = "spectators"


class Stream:
    """One viewer's numbered events: ``seat`` is a seat number, or None for the spectators."""

    def __init__(self, seat: Seat | None, seq: int = 0, history: int = HISTORY) -> None:
        self.seat = seat
        self.seq = seq
        #: The view and legal actions this stream's readers hold: what the next patch applies to.
        self.document = SeatDocument()
        self._history: deque[dict[str, Any]] = deque(maxlen=history)

    @property
    def name(self) -> str:
        return SPECTATORS if self.seat is None else str(self.seat)

    def push(self, event: dict[str, Any]) -> dict[str, Any]:
        """Number ``event`` as the next of this stream, keep it for replay, return it."""
        self.seq += 1
        stamped = {**event, "seq": self.seq}
        self._history.append(stamped)
        return stamped

    def since(self, last_seq: int) -> list[dict[str, Any]] | None:
        """The events after ``last_seq``, or None when they are no longer all kept (or ``last_seq``
        is from the future: a client must then be sent a snapshot)."""
        if last_seq == self.seq:
            return []
        oldest = self.seq - len(self._history) + 1
        if last_seq > self.seq or last_seq + 1 < oldest:
            return None
        return list(self._history)[last_seq + 1 - oldest :]


def empty(state: int) -> dict[str, Any]:
    """The event a stream gets for a change it may not see: only that something happened."""
    return {"type": "empty", "state": state}


def message_json(line: Any) -> dict[str, Any]:
    """A log line as ``{"id", "params"}``; a plain text line (older games) as ``engine.text``."""
    if isinstance(line, Message):
        return line.to_json()
    return Message.make("engine.text", text=str(line)).to_json()


def log_json(session: Session, seat: Seat | None, start: int = 0) -> list[dict[str, Any]]:
    """The seat's redacted log from entry ``start`` on."""
    return [message_json(line) for line in session.log_entries(seat, since=start)]


def to_move(session: Session) -> list[int]:
    return sorted(seat for seat in session.to_move() if seat != CHANCE)


def legal_json(session: Session, seat: Seat | None, playing: bool) -> list[Any]:
    """The seat's own legal actions in their compact wire form (``legal_wire``); none for
    spectators, nor before the match starts."""
    if seat is None or not playing:
        return []
    return legal_wire.compact(session.legal_actions(seat))


def update(
    session: Session,
    stream: Stream,
    state: int,
    log_from: int,
    playing: bool,
    shared: delta.Shared | None = None,
) -> dict[str, Any]:
    """The event for a change of the match, as ``stream``'s readers may see it: the patch from
    the view and legal actions they hold to the ones they may have now. ``shared``: one for all
    the streams of one round of updates, whose views share their public values."""
    legal = legal_json(session, stream.seat, playing)
    return {
        "type": "update",
        "state": state,
        "patch": stream.document.advance(session.shared_view(stream.seat), legal, shared),
        "to_move": to_move(session),
        "log_from": log_from,
        "log": log_json(session, stream.seat, log_from),
    }


def _document(session: Session, stream: Stream, playing: bool) -> tuple[Any, list[Any]]:
    """The view and legal actions to send whole: the ones the stream's readers hold (the next
    patch's base) once there are any, else the seat's own now."""
    document = stream.document
    if document.known:
        return document.view, document.legal
    return session.view(stream.seat), legal_json(session, stream.seat, playing)


def fresh_view(session: Session, stream: Stream, state: int, playing: bool) -> dict[str, Any]:
    """What follows every refusal: the seat's view now, without the log (the stream keeps that)."""
    view, legal = _document(session, stream, playing)
    return {
        "type": "view",
        "seq": stream.seq,
        "state": state,
        "seat": stream.seat,
        "view": view,
        "legal": legal,
        "to_move": to_move(session),
        "log_length": len(session.record),
    }


def snapshot(
    session: Session,
    stream: Stream,
    state: int,
    playing: bool,
    presence: dict[str, Any],
    takeback: dict[str, Any] | None,
    file: dict[str, Any] | None,
    chat: Iterable[dict[str, Any]] = (),
) -> dict[str, Any]:
    """Everything a viewer needs to start over at ``stream.seq``: after a join, or a gap too old
    to replay. ``file`` is the full match file, sent only once the match is over; ``chat`` the
    host's newest chat lines (every reader sees every line), so a returning seat reads them."""
    view, legal = _document(session, stream, playing)
    return {
        "type": "snapshot",
        "seq": stream.seq,
        "state": state,
        "seat": stream.seat,
        "view": view,
        "legal": legal,
        "to_move": to_move(session),
        "log": log_json(session, stream.seat),
        "presence": presence,
        "takeback": takeback,
        "over": session.is_over,
        "file": file,
        "chat": list(chat),
    }


class Fanout:
    """The match's streams and who reads each: a seat's one connection, the spectators' many.

    ``emit`` puts one event on every stream (``empty`` where the maker says the stream may not see
    it) and says which connection gets which stamped event; a stream nobody reads right now keeps
    numbering, so its reader finds the gap on return.
    """

    def __init__(self, seats: Iterable[Seat], spectators: bool) -> None:
        self.streams: dict[Seat | None, Stream] = {seat: Stream(seat) for seat in seats}
        if spectators:
            self.streams[None] = Stream(None)
        self.seat_conn: dict[Seat, int] = {}
        self.watchers: set[int] = set()

    def emit(
        self, make: Callable[[Stream], dict[str, Any] | None], state: int
    ) -> list[tuple[int, dict[str, Any]]]:
        deliveries: list[tuple[int, dict[str, Any]]] = []
        for stream in self.streams.values():
            event = stream.push(make(stream) or empty(state))
            deliveries.extend((conn, event) for conn in self.readers(stream))
        return deliveries

    def readers(self, stream: Stream) -> list[int]:
        if stream.seat is None:
            return sorted(self.watchers)
        conn = self.seat_conn.get(stream.seat)
        return [] if conn is None else [conn]

    def attach(self, conn: int, seat: Seat) -> int | None:
        """``conn`` reads ``seat``'s stream from now on; the connection it replaces, if any."""
        old = self.seat_conn.get(seat)
        self.seat_conn[seat] = conn
        return old

    def detach(self, conn: int, seat: Seat | None) -> bool:
        """``conn`` reads nothing any more; True when a seat has lost its connection by this."""
        self.watchers.discard(conn)
        if seat is not None and self.seat_conn.get(seat) == conn:
            del self.seat_conn[seat]
            return True
        return False
