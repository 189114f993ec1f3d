"""The host's TLS handshakes: a bare TCP socket in, a client with a finished handshake out.

The handshakes are the transport's own (a ``QTcpServer`` hands over the bare socket; Qt's
``QSslServer`` stopped accepting for good once ``maxPendingConnections`` handshakes had failed):
at most ``MAX_HANDSHAKES`` at once and ``MAX_HANDSHAKES_PER_ADDRESS`` per address, the oldest
dropped for a newcomer, each cut after the handshake timeout, so a flood of handshakes that never
finish pushes out only its own. A part of ``HostTransport`` (``transport.py``) of its own.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtNetwork import QSslConfiguration, QSslSocket, QTcpServer

#: Seconds a client may take over the TLS handshake (a silent TCP connection is cut after it).
HANDSHAKE_TIMEOUT = 5.0

#: TLS handshakes in progress at once, in all and per address; a newcomer over either cap makes
#: room by dropping the oldest one (of its own address first): a flood of handshakes that never
#: finish can only push out its own, and a real client's handshake lasts milliseconds.
MAX_HANDSHAKES = 64
MAX_HANDSHAKES_PER_ADDRESS = 16

#: Bytes Qt may hold for a connection before the host reads them (per buffer: the encrypted bytes
#: and the decrypted ones); a connection the host is not reading waits in the system's TCP window.
READ_BUFFER = 16 * 1024


def conn_slot(method: Callable[[int], None], conn: int) -> Callable[..., None]:
    """A slot calling ``method(conn)`` that does not keep the transport alive.

    A socket's connections are torn down while the socket is being deleted; if a slot held the
    last reference to the transport, dropping it would delete the transport, its server and the
    server's children — the very socket being deleted — a second time (heap corruption, seen).
    """
    reference = weakref.WeakMethod(method)

    def slot(*_args: object) -> None:
        bound = reference()
        if bound is not None:
            bound(conn)

    return slot


@dataclass(eq=False)
class Handshake:
    socket: QSslSocket
    peer: str
    number: int


class HandshakeListener(QTcpServer):
    """Hands each accepted socket descriptor to the transport, which does the TLS itself."""

    def __init__(self, take: Callable[[int], None], parent: QObject) -> None:
        super().__init__(parent)
        self._take = take

    def incomingConnection(self, handle: int) -> None:
        self._take(handle)


class TlsHandshakes(QObject):
    """The handshakes of ``HostTransport`` (what they read of it is declared below)."""

    if TYPE_CHECKING:  # what HostTransport provides
        _handshakes: dict[int, Handshake]
        _handshake_ms: int
        _configuration: QSslConfiguration
        _next_conn: int

        def _encrypted(self, number: int) -> None: ...

    def _drop_handshakes(self) -> None:
        """Delete, now, the sockets still in their TLS handshake (never handed to the core).

        A handshake's timer that ran out after close() once read a socket engine close() had
        deleted (a segfault in the LAN window tests' teardown); deleting the socket drops its timer
        with it, where ``deleteLater`` would not, as the timer may run first.
        """
        for handshake in list(self._handshakes.values()):
            self._forget_handshake(handshake.number)
            handshake.socket.abort()
            handshake.socket.setParent(None)  # Python's now: deleted when this loop lets go of it

    def _incoming(self, handle: int) -> None:
        """A TCP connection: start its TLS handshake, making room under the caps if need be."""
        socket = QSslSocket(self)
        if not socket.setSocketDescriptor(handle):
            socket.deleteLater()
            return
        peer = socket.peerAddress().toString()
        self._make_room_for_handshake(peer)
        number = self._next_conn
        self._next_conn += 1
        self._handshakes[number] = Handshake(socket, peer, number)
        socket.setReadBufferSize(READ_BUFFER)
        socket.setSslConfiguration(self._configuration)
        socket.encrypted.connect(conn_slot(self._encrypted, number))
        socket.disconnected.connect(conn_slot(self._handshake_failed, number))
        socket.errorOccurred.connect(conn_slot(self._handshake_failed, number))
        QTimer.singleShot(self._handshake_ms, socket, conn_slot(self._handshake_failed, number))
        socket.startServerEncryption()

    def _make_room_for_handshake(self, peer: str) -> None:
        same = [number for number, handshake in self._handshakes.items() if handshake.peer == peer]
        if len(same) >= MAX_HANDSHAKES_PER_ADDRESS:
            self._handshake_failed(min(same))
        if len(self._handshakes) >= MAX_HANDSHAKES:
            self._handshake_failed(min(self._handshakes))

    def _forget_handshake(self, number: int) -> Handshake | None:
        handshake = self._handshakes.pop(number, None)
        if handshake is not None:
            for signal in (
                handshake.socket.encrypted,
                handshake.socket.disconnected,
                handshake.socket.errorOccurred,
            ):
                signal.disconnect()
        return handshake

    def _handshake_failed(self, number: int) -> None:
        """A handshake that broke, timed out or was pushed out: the socket goes, nothing else."""
        handshake = self._forget_handshake(number)
        if handshake is not None:
            handshake.socket.abort()
            handshake.socket.deleteLater()
