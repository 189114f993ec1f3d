"""The host's sockets: TLS connections in, decoded frames to the HostCore, its replies out as frames.

Everything the host knows and decides lives in the core (``host_core.py``), a pure state machine;
this module only moves bytes, so the rules of the protocol are tested without a socket and the
sockets are tested with a fake core. The contract with the core, per connection number ``conn``:

- ``core.open(conn, peer)`` once, when a client has completed the TLS handshake (``peer`` is the
  client's IP address as text, e.g. ``"127.0.0.1"``, what the core rate-limits on);
- ``core.receive(conn, message)`` for every frame, in order, however the bytes were split;
- ``core.closed(conn)`` exactly once, when the connection is gone for any reason: the client left
  or dropped, its bytes broke the framing, the core asked for it (``Outgoing.close``), it fell too
  far behind reading, or the transport was closed. Nothing reaches the core for ``conn`` after it;
- ``core.tick(now)`` about every ``tick_interval`` seconds, ``now`` from a monotonic clock.

Each of these returns ``Outgoing`` items (``conn``, ``message``, ``close``), written out in order:
the frame first, then, if ``close`` is set, a graceful close that delivers what was written before
the socket shuts. Outgoing items for a connection that is already gone are dropped: the core has
been (or is about to be) told it closed.

A client whose bytes break the framing gets one last frame, ``{"type": "protocol_error", "reason":
...}``, and is closed; only that connection is touched.

What nobody can make the host hold or do (issue 34; the figures are in docs/protocol.md, "Limits"):
the TLS handshakes are this module's own (a ``QTcpServer`` hands over the bare socket; Qt's
``QSslServer`` stopped accepting for good once ``maxPendingConnections`` handshakes had failed),
at most ``MAX_HANDSHAKES`` at once and ``MAX_HANDSHAKES_PER_ADDRESS`` per address, the oldest
dropped for a newcomer, each cut after ``handshake_timeout``; a client's frames are at most
``MAX_CLIENT_FRAME`` bytes and parsed strictly (``framing.decode_body``); what a connection makes
the host parse is metered by a bucket of its own (``WORK_*``: a connection over it is simply read
later); and the partial frames of all connections together hold at most ``PENDING_BUDGET`` bytes
(over it, the connection holding the most is cut). The handshakes are ``handshakes.py``.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject, QTimer
from PySide6.QtNetwork import (
    QAbstractSocket,
    QHostAddress,
    QSsl,
    QSslCertificate,
    QSslConfiguration,
    QSslKey,
    QSslSocket,
)

from desktop_app.net import tls
from desktop_app.net.framing import MAX_CLIENT_FRAME, MAX_FRAME, FrameDecoder, FrameError, encode
from desktop_app.net.handshakes import (
    HANDSHAKE_TIMEOUT,
    MAX_HANDSHAKES,
    MAX_HANDSHAKES_PER_ADDRESS,
    READ_BUFFER,
    Handshake,
    HandshakeListener,
    TlsHandshakes,
    conn_slot,
)
from desktop_app.net.heap import OldObjects

__all__ = [
    "HANDSHAKE_TIMEOUT",
    "MAX_HANDSHAKES",
    "MAX_HANDSHAKES_PER_ADDRESS",
    "READ_BUFFER",
    "CoreLike",
    "HostTransport",
    "OutgoingLike",
    "TransportError",
    "protocol_error",
    "server_configuration",
]

#: Bytes queued for one client (beyond what the system's socket buffers hold) above which the
#: client counts as stalled if the queue stops shrinking: a client that stops reading must not make
#: the host hold an ever-growing backlog. A match file is under a megabyte; views are far smaller.
MAX_BACKLOG = 4 * MAX_FRAME

#: How long a stalled client (see MAX_BACKLOG) is given to start reading again before it is cut.
STALL_TIMEOUT = 10.0

#: Bytes queued for one client that cut it at once, stalled or not: what bounds the host's memory.
MAX_BUFFERED = 64 * MAX_FRAME

#: How long a graceful close may wait for the client to take the last bytes before it is cut.
CLOSE_LINGER_MS = 5_000

#: Connections open at once (handshake done). The core keeps the connections that hold no seat far
#: below this (``host_parts.MAX_UNSEATED``), so the room left is for seats and spectators.
MAX_CONNECTIONS = 256

#: Bytes held in partial frames by all connections together; over it, the connection holding the
#: most is cut. A real client's frame is a few hundred bytes, whole within one read.
PENDING_BUDGET = 4 * 1024 * 1024

#: Work a connection may make the host do: a bucket of bytes parsed, each frame counting
#: ``WORK_PER_FRAME`` bytes more, refilled at ``WORK_RATE`` bytes a second up to ``WORK_BURST``.
#: A connection without a seat (it may be anyone) gets the small bucket, a seat the large one.
#: A connection that has used its bucket is not cut: its bytes are read once it refilled.
WORK_PER_FRAME = 512
WORK_BURST = 256 * 1024
WORK_RATE = 64 * 1024
WORK_BURST_UNSEATED = 80 * 1024
WORK_RATE_UNSEATED = 16 * 1024


class OutgoingLike(Protocol):
    """What the core returns: send ``message`` to ``conn``, then close it if ``close``."""

    @property
    def conn(self) -> int: ...
    @property
    def message(self) -> Mapping[str, Any]: ...
    @property
    def close(self) -> bool: ...


class CoreLike(Protocol):
    """The part of HostCore the transport drives (see the module docstring for the contract)."""

    def open(self, conn: int, peer: str) -> Iterable[OutgoingLike]: ...
    def receive(self, conn: int, message: dict[str, Any]) -> Iterable[OutgoingLike]: ...
    def closed(self, conn: int) -> Iterable[OutgoingLike]: ...
    def tick(self, now: float) -> Iterable[OutgoingLike]: ...


class TransportError(Exception):
    """The host cannot serve: an address that is not an IP, a port in use, a broken certificate."""


def protocol_error(reason: str) -> dict[str, Any]:
    """The last frame a client gets when its bytes broke the framing."""
    return {"type": "protocol_error", "reason": reason}


def server_configuration(identity: tls.HostIdentity) -> QSslConfiguration:
    """TLS 1.2+ with the host's own certificate; clients are not asked for one (the seat token and
    the join code say who they are)."""
    certificate = QSslCertificate(identity.certificate_pem, QSsl.EncodingFormat.Pem)
    key = QSslKey(identity.private_key_pem, QSsl.KeyAlgorithm.Ec, QSsl.EncodingFormat.Pem)
    if certificate.isNull() or key.isNull():
        raise TransportError(f"Qt cannot read the host identity in {identity.path}")
    configuration = QSslConfiguration.defaultConfiguration()
    configuration.setLocalCertificate(certificate)
    configuration.setPrivateKey(key)
    configuration.setPeerVerifyMode(QSslSocket.PeerVerifyMode.VerifyNone)
    configuration.setProtocol(QSsl.SslProtocol.TlsV1_2OrLater)
    return configuration


@dataclass(eq=False)
class _Connection:
    socket: QSslSocket
    decoder: FrameDecoder
    work: _Work
    backlog: int = 0
    stalled_since: float | None = None
    #: A later read is already scheduled (the connection used its work bucket).
    paused: bool = False


class _Work:
    """A connection's bucket of parsing work, in bytes (see ``WORK_BURST``)."""

    def __init__(self, now: float) -> None:
        self.level = float(WORK_BURST_UNSEATED)
        self.at = now

    def available(self, now: float, seated: bool) -> float:
        burst, rate = (WORK_BURST, WORK_RATE) if seated else (WORK_BURST_UNSEATED, WORK_RATE_UNSEATED)
        self.level = min(burst, self.level + (now - self.at) * rate)
        self.at = now
        return self.level

    def wait(self, seated: bool) -> float:
        """Seconds until the bucket holds a frame's worth again."""
        rate = WORK_RATE if seated else WORK_RATE_UNSEATED
        return max(0.0, (WORK_PER_FRAME - self.level) / rate)


def _backlog(socket: QSslSocket) -> int:
    # Qt encrypts eagerly: what a peer has not taken waits as encrypted bytes, not plain ones.
    return socket.bytesToWrite() + socket.encryptedBytesToWrite()


class HostTransport(TlsHandshakes):
    """A QSslServer between TLS clients and a HostCore. Listens as soon as it is made."""

    def __init__(
        self,
        core: CoreLike,
        certificate_dir: Path | str,
        host: str = "127.0.0.1",
        port: int = 0,
        *,
        tick_interval: float = 1.0,
        clock: Callable[[], float] = time.monotonic,
        max_connections: int = MAX_CONNECTIONS,
        max_backlog: int = MAX_BACKLOG,
        stall_timeout: float = STALL_TIMEOUT,
        handshake_timeout: float = HANDSHAKE_TIMEOUT,
        heap: OldObjects | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._core = core
        #: The process's garbage collection policy (``heap``), for a host process that opts in.
        self._heap = heap
        if heap is not None:
            heap.adopt()
        self._clock = clock
        self._max_connections = max_connections
        self._max_backlog = max_backlog
        self._stall_timeout = stall_timeout
        self._connections: dict[int, _Connection] = {}
        self._handshakes: dict[int, Handshake] = {}
        self._handshake_ms = max(1, round(handshake_timeout * 1000))
        self._pending = 0  # bytes in partial frames, all connections together
        self._next_conn = 1
        self._queue: deque[OutgoingLike] = deque()
        self._draining = False
        #: Frames encoded during the current drain of the queue, by message (see ``_frame``).
        self._frames: dict[int, tuple[Mapping[str, Any], bytes]] = {}
        try:
            self.identity = tls.load_or_create(certificate_dir)
        except (OSError, tls.IdentityError) as error:
            raise TransportError(str(error)) from error
        # Every proof of a code or token is bound to the certificate the clients see (pake.py).
        bind_channel = getattr(core, "bind_channel", None)
        if callable(bind_channel):
            bind_channel(self.identity.fingerprint)
        address = QHostAddress(host)
        if address.isNull():
            raise TransportError(f"{host!r} is not an IP address to listen on")
        self._configuration = server_configuration(self.identity)
        self._server = HandshakeListener(self._incoming, self)
        if not self._server.listen(address, port):
            raise TransportError(f"cannot listen on {host}:{port}: {self._server.errorString()}")
        self._timer = QTimer(self)
        self._timer.setInterval(max(1, round(tick_interval * 1000)))
        self._timer.timeout.connect(self._tick)
        self._timer.start()

    @property
    def fingerprint(self) -> str:
        """The SHA-256 fingerprint of the certificate clients see (what a join code pins)."""
        return self.identity.fingerprint

    def address(self) -> tuple[str, int]:
        """Where the host listens, with the port the system chose when it was given 0."""
        return self._server.serverAddress().toString(), self._server.serverPort()

    def connections(self) -> list[int]:
        """The connection numbers open now (handshake done, not yet closed)."""
        return sorted(self._connections)

    def buffered(self, conn: int) -> int:
        """Bytes received on ``conn`` that do not yet make a whole frame (0 if it is not open)."""
        connection = self._connections.get(conn)
        return connection.decoder.pending if connection is not None else 0

    def handshakes(self) -> int:
        """TLS handshakes in progress now."""
        return len(self._handshakes)

    def pending(self) -> int:
        """Bytes held in partial frames by all connections together (at most PENDING_BUDGET)."""
        return self._pending

    def close(self) -> None:
        """Stop listening and ticking, close every connection gracefully, tell the core of each."""
        self._timer.stop()
        self._server.close()
        self._drop_handshakes()
        for conn in list(self._connections):
            self._close(conn)

    def _encrypted(self, number: int) -> None:
        handshake = self._forget_handshake(number)
        if handshake is None:
            return
        socket = handshake.socket
        socket.disconnected.connect(socket.deleteLater)
        if len(self._connections) >= self._max_connections:
            socket.abort()
            return
        # A reply and the update after it are separate writes: with Nagle's algorithm the
        # second waits for the client's delayed ACK, about 40 ms on every action.
        socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        conn = number
        self._connections[conn] = _Connection(
            socket, FrameDecoder(MAX_CLIENT_FRAME, strict=True), _Work(self._clock())
        )
        socket.readyRead.connect(conn_slot(self._read, conn))
        socket.disconnected.connect(conn_slot(self._gone, conn))
        socket.errorOccurred.connect(conn_slot(self._failed, conn))
        self._run(self._core.open(conn, handshake.peer))
        # Bytes that came with or right after the handshake arrived before readyRead was
        # connected; Qt will not announce them again.
        if conn in self._connections and socket.bytesAvailable():
            self._read(conn)

    def _seated(self, conn: int) -> bool:
        settled = getattr(self._core, "settled", None)
        return bool(settled(conn)) if settled is not None else False

    def _read(self, conn: int) -> None:
        connection = self._connections.get(conn)
        if connection is None or connection.paused:
            return
        seated = self._seated(conn)
        allowance = int(connection.work.available(self._clock(), seated))
        if allowance < WORK_PER_FRAME:
            self._read_later(conn, connection, connection.work.wait(seated))
            return
        before = connection.decoder.pending
        data = connection.socket.read(allowance).data()
        try:
            messages = connection.decoder.feed(data)
        except FrameError as error:
            self._pending -= before
            # Frames completed before the garbage were sent before it: they still count.
            for message in error.messages:
                if conn not in self._connections:
                    return
                self._run(self._core.receive(conn, message))
            if conn in self._connections:
                connection.socket.write(encode(protocol_error(error.reason)))
                self._close(conn)
            return
        connection.work.level -= len(data) + WORK_PER_FRAME * len(messages)
        self._pending += connection.decoder.pending - before
        if self._pending > PENDING_BUDGET:
            self._shed_pending()
        if self._heap is not None:
            self._heap.handled(len(messages))
        for message in messages:
            if conn not in self._connections:  # the core closed it part way through this read
                return
            self._run(self._core.receive(conn, message))
        if conn in self._connections and connection.socket.bytesAvailable():
            self._read_later(conn, connection, connection.work.wait(seated))

    def _read_later(self, conn: int, connection: _Connection, seconds: float) -> None:
        """Read ``conn`` again in ``seconds``: Qt announces bytes once, not again while they wait."""
        connection.paused = True
        later = conn_slot(self._resume_read, conn)
        QTimer.singleShot(max(1, round(seconds * 1000)), connection.socket, later)

    def _resume_read(self, conn: int) -> None:
        connection = self._connections.get(conn)
        if connection is not None:
            connection.paused = False
            self._read(conn)

    def _shed_pending(self) -> None:
        """Cut the connections holding the most in partial frames until all hold PENDING_BUDGET."""
        while self._pending > PENDING_BUDGET:
            conn = max(self._connections, key=lambda number: self._connections[number].decoder.pending)
            connection = self._connections[conn]
            connection.socket.write(encode(protocol_error("the host's input buffers are full")))
            self._close(conn)

    def _failed(self, conn: int) -> None:
        """Any socket or TLS error on an open connection ends it (a server socket has no benign ones)."""
        if conn not in self._connections:
            return
        self._read(conn)  # what arrived before the error (a last frame before the peer left) counts
        if conn in self._connections:
            self._cut(conn)

    def _pop(self, conn: int) -> _Connection | None:
        connection = self._connections.pop(conn, None)
        if connection is not None:
            self._pending -= connection.decoder.pending
        return connection

    def _gone(self, conn: int) -> None:
        if self._pop(conn) is not None:
            self._run(self._core.closed(conn))

    def _close(self, conn: int) -> None:
        """Close ``conn`` after what was written to it, and tell the core at once."""
        connection = self._pop(conn)
        if connection is None:
            return
        socket = connection.socket
        QTimer.singleShot(CLOSE_LINGER_MS, socket, socket.abort)
        socket.disconnectFromHost()  # may emit disconnected right here; conn is already forgotten
        self._run(self._core.closed(conn))

    # -- the core's replies --------------------------------------------------------------------

    def _tick(self) -> None:
        now = self._clock()
        self._cut_stalled(now)
        self._run(self._core.tick(now))
        if self._heap is not None:
            self._heap.tick()

    def _cut_stalled(self, now: float) -> None:
        """Drop clients whose backlog stayed over the limit without shrinking for stall_timeout.

        A burst (a snapshot, a match file) may queue far more than the limit for a moment; a
        client that reads drains it from one tick to the next and is left alone.
        """
        for conn, connection in list(self._connections.items()):
            if conn not in self._connections:  # closed by what the core said about another one
                continue
            backlog = _backlog(connection.socket)
            if backlog <= self._max_backlog or backlog < connection.backlog:
                connection.stalled_since = None
            elif connection.stalled_since is None:
                connection.stalled_since = now
            elif now - connection.stalled_since >= self._stall_timeout:
                self._cut(conn)
                continue
            connection.backlog = backlog

    def _cut(self, conn: int) -> None:
        """Abort ``conn`` without waiting for its backlog, and tell the core."""
        connection = self._pop(conn)
        if connection is None:
            return
        connection.socket.abort()  # emits disconnected here; conn is already forgotten
        self._run(self._core.closed(conn))

    def deliver(self, outgoing: Iterable[OutgoingLike]) -> None:
        """Send what the core said outside the four calls (a bot's move, the operator's Start)."""
        self._run(outgoing)

    def _run(self, outgoing: Iterable[OutgoingLike]) -> None:
        """Deliver ``outgoing`` in order; what a delivery makes the core say joins the queue.

        Closing a connection calls ``core.closed``, whose replies must follow the ones already
        queued, not jump ahead of them: one queue, drained by the outermost call only.
        """
        self._queue.extend(outgoing)
        if self._draining:
            return
        self._draining = True
        try:
            while self._queue:
                self._deliver(self._queue.popleft())
        finally:
            self._draining = False
            self._frames.clear()

    def _frame(self, message: Mapping[str, Any]) -> bytes:
        """``message`` as a frame, encoded once however many connections it goes to: the
        spectators share one stream, so each of its events is the same object for every watcher.
        (The cache holds the message too, so its ``id`` cannot be reused while it is kept.)"""
        cached = self._frames.get(id(message))
        if cached is not None and cached[0] is message:
            return cached[1]
        frame = encode(message if isinstance(message, dict) else dict(message))
        self._frames[id(message)] = (message, frame)
        return frame

    def _deliver(self, item: OutgoingLike) -> None:
        connection = self._connections.get(item.conn)
        if connection is None:
            return
        frame = self._frame(item.message)
        socket = connection.socket
        socket.write(frame)
        if _backlog(socket) > MAX_BUFFERED:
            self._cut(item.conn)
        elif item.close:
            self._close(item.conn)
