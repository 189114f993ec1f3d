"""A client's connection to a host: TLS pinned to the join code, frames in and out, as Qt signals.

The host's certificate is self-signed, so certificate-authority verification would refuse every
real host and prove nothing about ours. Instead the client pins: once the TLS handshake is done
(which proves the server holds the private key of the certificate it showed), the SHA-256
fingerprint of that certificate must start with the prefix the join code carries, or the
connection is cut before a single byte of ours is sent — no hello, no seat claim, no secret.
Someone else on the network answering at the host's address gets nothing and the player is told
the certificate was refused.

Life of a connection: ``start()``; then ``connected`` once the certificate is pinned; a
``message_received(dict)`` per frame; and exactly one of ``disconnected`` (the host closed, or
``close()`` was called) or ``failed(str)`` (it could not connect, the certificate was refused,
the host broke the framing, the network failed, or — with ``silence_timeout`` — nothing came
from the host for that long), after which the object is spent.
"""

from __future__ import annotations

import hmac
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QSsl, QSslConfiguration, QSslSocket

from desktop_app.net import tls
from desktop_app.net.framing import FrameDecoder, FrameError, encode

__all__ = ["MIN_PREFIX_HEX", "HostConnection"]

#: The shortest fingerprint prefix accepted: 40 bits, what a join code carries. A shorter pin
#: could be matched by a forger who makes certificates until one fits.
MIN_PREFIX_HEX = 10

_CONNECTING, _PINNED, _ENDED = range(3)


class HostConnection(QObject):
    """One TLS connection to ``host:port`` whose certificate must match ``fingerprint_prefix``."""

    connected = Signal()
    #: object, not dict: a Signal(dict) deep-copies every frame through Qt (about 9 ms for a big update)
    message_received = Signal(object)
    disconnected = Signal()
    failed = Signal(str)

    def __init__(
        self,
        host: str,
        port: int,
        fingerprint_prefix: str,
        *,
        connect_timeout_ms: int = 10_000,
        silence_timeout: float | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        prefix = fingerprint_prefix.lower().replace(":", "")
        if len(prefix) < MIN_PREFIX_HEX or any(c not in "0123456789abcdef" for c in prefix):
            raise ValueError(f"a fingerprint prefix is at least {MIN_PREFIX_HEX} hex digits")
        self.host, self.port = host, port
        self._prefix = prefix
        self._state = _CONNECTING
        self._started = False
        self._outbox: list[bytes] = []
        self._decoder = FrameDecoder()
        self._socket = QSslSocket(self)
        configuration = QSslConfiguration.defaultConfiguration()
        # Pinned below instead of verified against certificate authorities (module docstring).
        configuration.setPeerVerifyMode(QSslSocket.PeerVerifyMode.VerifyNone)
        configuration.setProtocol(QSsl.SslProtocol.TlsV1_2OrLater)
        self._socket.setSslConfiguration(configuration)
        self._socket.encrypted.connect(self._on_encrypted)
        # Requests are small and each one waits for its answer: never hold one back (Nagle).
        self._socket.connected.connect(self._on_connected)
        self._socket.readyRead.connect(self._on_ready_read)
        self._socket.disconnected.connect(self._on_disconnected)
        self._socket.errorOccurred.connect(self._on_error)
        self._timeout = QTimer(self)
        self._timeout.setSingleShot(True)
        self._timeout.setInterval(connect_timeout_ms)
        self._timeout.timeout.connect(self._on_timeout)
        # A host that vanished without a word (power cut, cable) leaves a half-open connection that
        # only silence reveals; the host pings idle clients, so a live one is never silent for long.
        self._silence = QTimer(self)
        self._silence.setSingleShot(True)
        self._silence_timeout = silence_timeout
        if silence_timeout is not None:
            self._silence.setInterval(max(1, round(silence_timeout * 1000)))
        self._silence.timeout.connect(self._on_silence)

    @property
    def is_connected(self) -> bool:
        """Whether the certificate is pinned and the connection still open."""
        return self._state == _PINNED

    @property
    def peer_fingerprint(self) -> str:
        """The fingerprint of the certificate the host showed ('' before the handshake)."""
        certificate = self._socket.peerCertificate()
        return "" if certificate.isNull() else tls.fingerprint(certificate.toDer().data())

    def start(self) -> None:
        """Connect; the outcome arrives as ``connected`` or ``failed``."""
        if self._started:
            raise RuntimeError("a HostConnection is started once")
        self._started = True
        self._timeout.start()
        self._socket.connectToHostEncrypted(self.host, self.port)

    def send(self, message: dict[str, Any]) -> bool:
        """Send one message (queued until the host is pinned); False once the connection is over.

        Encoding errors (a NaN, an oversized message) raise here, in the caller, not at the host.
        """
        frame = encode(message)
        if self._state == _ENDED:
            return False
        if self._state == _CONNECTING:
            self._outbox.append(frame)
        else:
            self._socket.write(frame)
        return True

    def close(self) -> None:
        """Leave: what was sent is delivered, then ``disconnected`` is emitted."""
        if self._state == _ENDED:
            return
        if self._state == _CONNECTING:
            self._end()
            self._socket.abort()
            self.disconnected.emit()
            return
        self._socket.disconnectFromHost()
        if self._socket.state() == QAbstractSocket.SocketState.UnconnectedState:
            self._on_disconnected()

    # -- socket events -------------------------------------------------------------------------

    def _on_connected(self) -> None:
        self._socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)

    def _on_encrypted(self) -> None:
        if self._state != _CONNECTING:
            return
        seen = self.peer_fingerprint
        if not seen or not hmac.compare_digest(seen[: len(self._prefix)], self._prefix):
            self._fail(
                f"the host at {self.host}:{self.port} showed a certificate that the join code does not "
                f"name (fingerprint {seen[:16] or 'missing'}…, expected {self._prefix[:16]}…); "
                "this is not the host you were given the code for"
            )
            return
        self._state = _PINNED
        self._timeout.stop()
        self._hear()
        for frame in self._outbox:
            self._socket.write(frame)
        self._outbox.clear()
        self.connected.emit()
        if self._socket.bytesAvailable():
            self._on_ready_read()

    def _on_ready_read(self) -> None:
        if self._state != _PINNED:
            return  # nothing is read from a host that is not pinned yet
        self._hear()
        try:
            messages = self._decoder.feed(self._socket.readAll().data())
        except FrameError as error:
            for message in error.messages:
                if self._state != _PINNED:
                    return
                self.message_received.emit(message)
            self._fail(f"the host broke the protocol: {error.reason}")
            return
        for message in messages:
            if self._state != _PINNED:  # a slot closed the connection part way through
                return
            self.message_received.emit(message)

    def _hear(self) -> None:
        if self._silence_timeout is not None:
            self._silence.start()

    def _on_silence(self) -> None:
        self._fail(f"nothing heard from the host at {self.host}:{self.port} for {self._silence_timeout:g} s")

    def _on_timeout(self) -> None:
        self._fail(f"no answer from {self.host}:{self.port} in time")

    def _on_disconnected(self) -> None:
        if self._state == _ENDED:
            return
        if self._state == _CONNECTING:
            self._fail(f"the host at {self.host}:{self.port} closed the connection during the handshake")
            return
        self._end()
        self.disconnected.emit()

    def _on_error(self, error: QAbstractSocket.SocketError) -> None:
        if self._state == _ENDED:
            return
        if error == QAbstractSocket.SocketError.RemoteHostClosedError and self._state == _PINNED:
            return  # an orderly close; ``disconnected`` follows
        self._fail(f"connection to {self.host}:{self.port} failed: {self._socket.errorString()}")

    def _end(self) -> None:
        self._state = _ENDED
        self._timeout.stop()
        self._silence.stop()
        self._outbox.clear()

    def _fail(self, reason: str) -> None:
        if self._state == _ENDED:
            return
        self._end()
        self._socket.abort()
        self.failed.emit(reason)
