"""A client's connection to a host: TLS, the host proven by the join code, frames in and out, as Qt signals.

The host's certificate is self-signed, so certificate-authority verification would refuse every
real host and prove nothing about ours. Instead, once the TLS handshake is done (which proves the
server holds the private key of the certificate it showed):

1. the certificate must be a sound self-signed one (``tls.certificate_problem``: its signature
   verifies with its own key, its validity holds), and its SHA-256 fingerprint must start with
   the prefix the join code carries — else the connection is cut before a byte of ours is sent;
2. with a ``credential`` (the join code, or a seat token), the connection says ``hello`` and
   proves the credential bound to that certificate (``pake.py``); the host must prove it back in
   its ``welcome``. Until then nothing the client sends goes out (it waits in the outbox) and
   nothing the host says reaches the client except refusals; a host that fails its proof is
   refused like a wrong certificate (``impostor`` says why).

Life of a connection: ``start()``; then ``connected`` once the host is proven (or, without a
credential, pinned); a ``message_received(dict)`` per frame; and exactly one of ``disconnected``
(the host closed, or ``close()`` was called) or ``failed(str)`` (it could not connect, the
certificate or the host's proof was refused, the host broke the framing, the network failed, or —
with ``silence_timeout`` — nothing came from the host for that long), after which the object is
spent.
"""

from __future__ import annotations

import hmac
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QSsl, QSslConfiguration, QSslSocket

from desktop_app.net import pake, tls
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
        hello: dict[str, Any] | None = None,
        credential: pake.CodeCredential | pake.TokenCredential | None = None,
        proof_id: Any = None,
        parent: QObject | None = None,
    ) -> None:
        """``hello``, ``credential`` and ``proof_id`` (the id of the proving message, which the
        host's ``welcome`` and any refusal of the proof answer) go together: with them the
        connection proves the credential before anything else (module docstring)."""
        super().__init__(parent)
        if (hello is None) != (credential is None) or (credential is not None and proof_id is None):
            raise ValueError("hello, credential and proof_id go together")
        self._hello, self._credential, self._proof_id = hello, credential, proof_id
        self._handshake: pake.ClientHandshake | None = None
        #: Why the host was refused as not the one the code names ("" if it was not).
        self.impostor = ""
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
        """Whether the host is pinned (and proven, with a credential) and the connection open."""
        return self._state == _PINNED and (self._handshake is None or self._handshake.done)

    @property
    def pin(self) -> str:
        """The fingerprint prefix the host's certificate must start with (hex, 10 to 64 digits)."""
        return self._prefix

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
        if self.is_connected:
            self._socket.write(frame)
        else:
            self._outbox.append(frame)
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
            self._refuse_host(
                f"the host at {self.host}:{self.port} showed a certificate that the join code does not "
                f"name (fingerprint {seen[:16] or 'missing'}…, expected {self._prefix[:16]}…); "
                "this is not the host you were given the code for"
            )
            return
        problem = tls.certificate_problem(self._socket.peerCertificate().toDer().data())
        if problem is not None:
            self._refuse_host(f"the host at {self.host}:{self.port} showed a broken certificate: {problem}")
            return
        self._state = _PINNED
        self._hear()
        if self._credential is not None and self._hello is not None:
            self._handshake = pake.ClientHandshake(self._hello, self._credential, self._proof_id, seen)
            for message in self._handshake.start():
                self._socket.write(encode(message))
        else:
            self._proven()
        if self._socket.bytesAvailable():
            self._on_ready_read()

    def _proven(self) -> None:
        """The host is the one the code names: what waited goes out, the client hears it all."""
        self._timeout.stop()
        for frame in self._outbox:
            self._socket.write(frame)
        self._outbox.clear()
        self.connected.emit()

    def _refuse_host(self, reason: str) -> None:
        self.impostor = reason
        self._fail(reason)

    def _take(self, message: dict[str, Any]) -> None:
        """One message from the host: through the handshake until it is done, then the client's."""
        handshake = self._handshake
        if handshake is None or handshake.done:
            self.message_received.emit(message)
            return
        status, replies = handshake.take(message)
        for reply in replies:
            self._socket.write(encode(reply))
        if status == pake.IMPOSTOR:
            self._refuse_host(
                f"the host at {self.host}:{self.port} could not prove it knows the join code or the "
                "seat token: this is not the host you were given the code for"
            )
        elif status == pake.DONE:
            self._proven()
            if self._state == _PINNED:
                self.message_received.emit(message)
        elif status == pake.PASS:
            self.message_received.emit(message)

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
                self._take(message)
            self._fail(f"the host broke the protocol: {error.reason}")
            return
        for message in messages:
            if self._state != _PINNED:  # a slot closed the connection part way through
                return
            self._take(message)

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
