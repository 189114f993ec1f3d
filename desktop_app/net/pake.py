"""Proving the join code or the seat token on a TLS connection without sending it (protocol.md §12).

A join code has 40 bits of secret: too few to survive an offline search. So it is never sent, nor
anything from which a guess could be checked offline. Client and host run **SPAKE2** (the password-
authenticated key exchange magic-wormhole uses for its short codes) with the code's secret as the
password; each side learns the shared key only if both used the same password, and someone who
runs the exchange with a guess learns whether that one guess was right and nothing else. The host
allows one exchange per connection and counts failures against the address, so guessing stays
online and rate-limited.

The exchange is bound to the TLS channel by the host certificate's full SHA-256 fingerprint (the
``tls-server-end-point`` channel binding of RFC 5929; Qt exposes no TLS exporter): the client
uses the fingerprint of the certificate it was shown, the host its own. TLS proved the server holds
that certificate's key, so someone between the two showing their own certificate derives another
key on each side and both confirmations fail: they cannot relay the exchange, only guess.

Both sides then **confirm the key** with MACs over the whole transcript (channel binding, the
host's fresh nonce and both SPAKE2 messages), the client first; the host answers with its own MAC
only after checking the client's, and no seat, token or game data flows before that.

A seat **token** is 128 random bits, so a keyed MAC proves it as well as a PAKE would and costs no
group arithmetic on every reconnect: the client sends ``HMAC(token, transcript)`` over the same
binding, the host's nonce and one of its own, and the host answers with its own MAC, so the token
is never sent, a recorded proof does not fit the next nonce, and a fake host learns nothing it could
use elsewhere (its certificate is in the transcript).

Everything here is sans-IO: messages in, messages out. ``ClientHandshake`` is the client's side
(used by ``client.HostConnection`` and by tests); ``HostSpake`` and ``token_proofs`` the host's.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass, field
from typing import Any

from spake2 import SPAKE2_A, SPAKE2_B  # type: ignore[import-untyped]

from desktop_app.net.joincode import JoinCode

__all__ = [
    "DONE",
    "IMPOSTOR",
    "LABEL",
    "NONCE_BYTES",
    "PASS",
    "PENDING",
    "ClientHandshake",
    "CodeCredential",
    "HostSpake",
    "PakeError",
    "TokenCredential",
    "new_nonce",
    "password",
    "token_proofs",
]

#: Names the protocol and its version in every key and MAC: nothing from another version fits.
LABEL = b"three-palaces/5"
#: The SPAKE2 identities; the host's carries the certificate fingerprint (the channel binding).
_CLIENT_ID = LABEL + b" client"
_HOST_ID = LABEL + b" host "
NONCE_BYTES = 16
#: Longest SPAKE2 message accepted, in hex digits (the Ed25519 group's is 33 bytes: 66 digits).
MAX_MESSAGE_HEX = 128


class PakeError(ValueError):
    """A message of the exchange that cannot be used (not hex, not a group element, a reflection)."""


def new_nonce() -> str:
    """A fresh random nonce, as hex."""
    return secrets.token_hex(NONCE_BYTES)


def password(code: JoinCode | str) -> bytes:
    """The SPAKE2 password of a join code: its secret part (canonical symbols), or a plain code."""
    if isinstance(code, JoinCode):
        return b"join-code:" + code.secret.encode("ascii")
    return b"code:" + code.encode("utf-8")


def _hash(*parts: bytes | str) -> bytes:
    """SHA-256 of length-prefixed parts, so no two different lists of parts hash alike."""
    digest = hashlib.sha256()
    for part in parts:
        data = part.encode("utf-8") if isinstance(part, str) else part
        digest.update(len(data).to_bytes(4, "big"))
        digest.update(data)
    return digest.digest()


def _mac(key: bytes, role: str, transcript: bytes) -> str:
    return hmac.new(key, role.encode("ascii") + transcript, hashlib.sha256).hexdigest()


def _same(offered: Any, expected: str) -> bool:
    """Constant-time comparison of hex texts; anything that is not a short ASCII text is unequal."""
    if not isinstance(offered, str) or len(offered) > 128 or not offered.isascii():
        return False
    return hmac.compare_digest(offered.encode("ascii"), expected.encode("ascii"))


def _unhex(text: Any) -> bytes:
    if not isinstance(text, str) or len(text) > MAX_MESSAGE_HEX:
        raise PakeError("a SPAKE2 message is a short hex text")
    try:
        return bytes.fromhex(text)
    except ValueError:
        raise PakeError("a SPAKE2 message is a short hex text") from None


def _code_transcript(fingerprint: str, nonce: str, client_msg: bytes, host_msg: bytes) -> bytes:
    return _hash(LABEL, b"code", fingerprint.lower(), nonce, client_msg, host_msg)


def _confirm_keys(key: bytes) -> tuple[bytes, bytes]:
    client = hmac.new(key, LABEL + b" client confirm", hashlib.sha256).digest()
    host = hmac.new(key, LABEL + b" host confirm", hashlib.sha256).digest()
    return client, host


class HostSpake:
    """The host's side of one code exchange on one connection (SPAKE2 side B).

    ``respond`` takes the client's message and gives the host's; ``check`` the client's proof;
    ``proof`` (only after a good ``check``) the host's. One of each per connection.
    """

    def __init__(self, code: JoinCode | str, fingerprint: str, nonce: str) -> None:
        self._spake = SPAKE2_B(password(code), idA=_CLIENT_ID, idB=_HOST_ID + fingerprint.lower().encode())
        self._fingerprint, self._nonce = fingerprint, nonce
        self._keys: tuple[bytes, bytes] | None = None
        self._transcript = b""
        self._checked = False

    def respond(self, client_message: Any) -> str:
        inbound = _unhex(client_message)
        outbound = self._spake.start()
        try:
            key = self._spake.finish(inbound)
        except Exception as error:  # the library raises several kinds for a bad element
            raise PakeError(f"the SPAKE2 message does not read: {type(error).__name__}") from None
        self._keys = _confirm_keys(key)
        self._transcript = _code_transcript(self._fingerprint, self._nonce, inbound, outbound)
        return str(outbound.hex())

    def check(self, client_proof: Any) -> bool:
        if self._keys is None:
            return False
        self._checked = _same(client_proof, _mac(self._keys[0], "client", self._transcript))
        return self._checked

    def proof(self) -> str:
        if self._keys is None or not self._checked:
            raise RuntimeError("the host proves the key only after the client did")
        return _mac(self._keys[1], "host", self._transcript)


def token_proofs(
    token: str, fingerprint: str, host_nonce: str, client_nonce: str, match: str, last_seq: int
) -> tuple[str, str]:
    """(the client's proof, the host's proof) of holding ``token``, bound to this connection."""
    transcript = _hash(LABEL, b"token", fingerprint.lower(), host_nonce, client_nonce, match, str(last_seq))
    key = token.encode("utf-8")
    return _mac(key, "client", transcript), _mac(key, "host", transcript)


@dataclass(frozen=True, slots=True)
class CodeCredential:
    """A newcomer: proves the join code (the seat is chosen after the host's ``welcome``)."""

    code: JoinCode | str = field(repr=False)


@dataclass(frozen=True, slots=True)
class TokenCredential:
    """A seat coming back: proves its token and names its match and stream position."""

    match: str
    token: str = field(repr=False)
    last_seq: int = 0


#: What ``ClientHandshake.take`` says about a message from the host.
PENDING, PASS, DONE, IMPOSTOR = "pending", "pass", "done", "impostor"


class ClientHandshake:
    """The client's side: ``hello`` → ``challenge`` → proof → the host's ``welcome`` with its proof.

    ``start()`` gives the messages to send first; ``take(message)`` gives ``(status, to_send)``:
    ``PENDING`` (a step of the handshake, nothing for the client), ``PASS`` (a ``hello_reject``,
    ``refused``, ``error`` or ``protocol_error`` the client should read), ``DONE`` (``message`` is
    the host's proven ``welcome``: the host knew the code or token; from now on everything is the
    client's) or ``IMPOSTOR`` (the host's proof is wrong or missing: it is not the host the code
    or token belongs to). Anything else the host says before ``DONE`` is dropped unread.
    """

    def __init__(
        self,
        hello: dict[str, Any],
        credential: CodeCredential | TokenCredential,
        proof_id: Any,
        fingerprint: str,
    ) -> None:
        self.hello, self.credential, self.proof_id = hello, credential, proof_id
        self.fingerprint = fingerprint
        #: The ids of the handshake's messages: a ``refused`` answering one of them is the client's.
        self.ids = {hello["id"], proof_id}
        self.done = False
        self._spake: Any = None
        self._nonce = ""
        self._client_message = b""
        self._expected = ""

    def start(self) -> list[dict[str, Any]]:
        return [self.hello]

    def take(self, message: dict[str, Any]) -> tuple[str, list[dict[str, Any]]]:
        kind = message.get("type")
        if kind in ("hello_reject", "refused", "error", "protocol_error"):
            return PASS, []
        if kind == "challenge" and message.get("reply_to") == self.hello["id"] and not self._nonce:
            return PENDING, self._answer_challenge(message.get("nonce"))
        if kind == "pake" and message.get("reply_to") == self.proof_id and self._spake is not None:
            return self._confirm(message.get("msg"))
        if kind == "welcome" and message.get("reply_to") == self.proof_id and self._expected:
            if not _same(message.get("proof"), self._expected):
                return IMPOSTOR, []
            self.done = True
            return DONE, []
        if kind == "welcome":
            return IMPOSTOR, []  # a welcome without the exchange: not a host of this protocol
        return PENDING, []

    def _answer_challenge(self, nonce: Any) -> list[dict[str, Any]]:
        if not isinstance(nonce, str) or not nonce or len(nonce) > 64:
            nonce = "-"  # the proofs then fail, and the host is refused as not the host
        self._nonce = nonce
        credential = self.credential
        if isinstance(credential, TokenCredential):
            mine = new_nonce()
            proof, self._expected = token_proofs(
                credential.token, self.fingerprint, nonce, mine, credential.match, credential.last_seq
            )
            return [
                {
                    "type": "resume",
                    "id": self.proof_id,
                    "match": credential.match,
                    "last_seq": credential.last_seq,
                    "nonce": mine,
                    "proof": proof,
                }
            ]
        host_id = _HOST_ID + self.fingerprint.lower().encode()
        self._spake = SPAKE2_A(password(credential.code), idA=_CLIENT_ID, idB=host_id)
        self._client_message = self._spake.start()
        return [{"type": "pake", "id": self.proof_id, "msg": self._client_message.hex()}]

    def _confirm(self, host_message: Any) -> tuple[str, list[dict[str, Any]]]:
        try:
            inbound = _unhex(host_message)
            key = self._spake.finish(inbound)
        except Exception:  # a message no honest host sends
            return IMPOSTOR, []
        self._spake = None
        client_key, host_key = _confirm_keys(key)
        transcript = _code_transcript(self.fingerprint, self._nonce, self._client_message, inbound)
        self._expected = _mac(host_key, "host", transcript)
        proof = _mac(client_key, "client", transcript)
        return PENDING, [{"type": "confirm", "id": self.proof_id, "proof": proof}]
