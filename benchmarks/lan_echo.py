"""The baseline of the LAN benchmarks: a raw QtNetwork echo on 127.0.0.1, over TLS and over plain TCP.

What the LAN layer adds to a move can only be judged against what the sockets cost by themselves
on the same machine, in the same run: one frame written, the same bytes echoed back, time until
the last byte is back. The TLS echo uses the host's own kind of certificate and configuration
(``tls.load_or_create`` + ``transport.server_configuration``; the client is set up like
``HostConnection``), so it pays the same encryption as the real host; the plain QTcpSocket echo shows
what TLS itself costs. Nothing is decoded: the echo is the floor under any protocol, JSON included.

Both sockets keep Qt's defaults (Nagle's algorithm on, as in ``net/transport.py`` and
``net/client.py``), so the baseline and the real path are measured under the same socket options.
"""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtNetwork import (
    QAbstractSocket,
    QHostAddress,
    QSsl,
    QSslConfiguration,
    QSslServer,
    QSslSocket,
    QTcpServer,
    QTcpSocket,
)

from desktop_app.net import tls
from desktop_app.net.transport import server_configuration

#: Every byte of the benchmarks stays on this machine.
LOOPBACK = "127.0.0.1"


def echo_frame(size: int) -> bytes:
    """A frame of ``size`` bytes in all: a 4-byte length like the protocol's, then random filler."""
    body = os.urandom(max(0, size - 4))
    return len(body).to_bytes(4, "big") + body


class EchoServer(QObject):
    """Listens on 127.0.0.1 and writes back every byte each client sends, as soon as it is read."""

    def __init__(self, identity_dir: Path | None) -> None:
        """TLS with a host identity kept in ``identity_dir``; plain TCP when it is None."""
        super().__init__()
        self.tls = identity_dir is not None
        self._sockets: list[QTcpSocket] = []
        server = QSslServer(self) if identity_dir is not None else QTcpServer(self)
        if isinstance(server, QSslServer) and identity_dir is not None:
            server.setSslConfiguration(server_configuration(tls.load_or_create(identity_dir)))
        # A QSslServer announces a connection once its TLS handshake is done, a QTcpServer at once.
        server.pendingConnectionAvailable.connect(self._accept)
        if not server.listen(QHostAddress(LOOPBACK), 0):
            raise RuntimeError(f"the echo server cannot listen: {server.errorString()}")
        self._server = server

    @property
    def port(self) -> int:
        return self._server.serverPort()

    def close(self) -> None:
        self._server.close()
        for socket in self._sockets:
            socket.abort()
        self._sockets.clear()

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            if socket is None:
                return
            self._sockets.append(socket)
            socket.readyRead.connect(lambda socket=socket: socket.write(socket.readAll()))
            if socket.bytesAvailable():
                socket.write(socket.readAll())


def client_configuration() -> QSslConfiguration:
    """What ``HostConnection`` uses: TLS 1.2+, the certificate pinned rather than CA-verified."""
    configuration = QSslConfiguration.defaultConfiguration()
    configuration.setPeerVerifyMode(QSslSocket.PeerVerifyMode.VerifyNone)
    configuration.setProtocol(QSsl.SslProtocol.TlsV1_2OrLater)
    return configuration


class EchoClient(QObject):
    """Sends ``frame`` ``count`` times, one at a time, timing each until it is all back.

    ``on_done(samples_ms, error)`` is called once: wall-clock round trips in milliseconds, or an
    error text when the connection failed.
    """

    def __init__(
        self,
        port: int,
        use_tls: bool,
        frame: bytes,
        count: int,
        on_done: Callable[[list[float], str | None], None],
        warmup: int = 20,
    ) -> None:
        super().__init__()
        self._frame = frame
        self._total = count + warmup
        self._warmup = warmup
        self._on_done = on_done
        self._samples: list[float] = []
        self._received = 0
        self._started = 0.0
        self._done = False
        self._socket: QTcpSocket
        if use_tls:
            socket = QSslSocket(self)
            socket.setSslConfiguration(client_configuration())
            socket.encrypted.connect(self._send)
            socket.readyRead.connect(self._read)
            socket.errorOccurred.connect(self._error)
            socket.connectToHostEncrypted(LOOPBACK, port)
            self._socket = socket
        else:
            plain = QTcpSocket(self)
            plain.connected.connect(self._send)
            plain.readyRead.connect(self._read)
            plain.errorOccurred.connect(self._error)
            plain.connectToHost(LOOPBACK, port)
            self._socket = plain

    def _send(self) -> None:
        self._received = 0
        self._started = time.perf_counter()
        self._socket.write(self._frame)

    def _read(self) -> None:
        self._received += len(self._socket.readAll().data())
        if self._received < len(self._frame) or self._done:
            return
        elapsed = (time.perf_counter() - self._started) * 1000
        self._total -= 1
        if self._warmup:
            self._warmup -= 1
        else:
            self._samples.append(elapsed)
        if self._total > 0:
            self._send()
        else:
            self._finish(None)

    def _error(self, error: QAbstractSocket.SocketError) -> None:
        if error != QAbstractSocket.SocketError.RemoteHostClosedError:
            self._finish(f"echo client: {self._socket.errorString()}")

    def _finish(self, error: str | None) -> None:
        if not self._done:
            self._done = True
            self._socket.abort()
            self._on_done(self._samples, error)


def summary(samples: list[float]) -> dict[str, float]:
    """Median and 95th percentile (ms) of wall-clock samples."""
    if not samples:
        return {"n": 0, "median": float("nan"), "p95": float("nan"), "p99": float("nan")}
    ordered = sorted(samples)
    return {
        "n": len(ordered),
        "median": statistics.median(ordered),
        "p95": percentile(ordered, 95),
        "p99": percentile(ordered, 99),
    }


def percentile(ordered: list[float], pct: float) -> float:
    """Nearest-rank percentile of an already sorted list (the value ``pct`` % of samples do not exceed)."""
    rank = max(1, -(-len(ordered) * pct // 100))
    return ordered[int(rank) - 1]
