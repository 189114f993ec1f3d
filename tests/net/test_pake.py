"""The join code and seat tokens are proven, never sent (protocol.md §12), on real sockets on 127.0.0.1.

A wrong code fails on both sides and reveals nothing of the match; a fake host — even one whose
certificate fingerprint starts with the code's 40 bits — gets neither the code nor anything it
could search offline (the test tries, with the host's own secret among the candidates); a
certificate whose signature is not its own key's is refused; a recorded exchange replayed on a new
connection fails, for the code and for a token; and what a real client sends never holds the code,
its secret or a token.
"""

from __future__ import annotations

import datetime
import json
import secrets
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID
from PySide6.QtNetwork import QHostAddress, QSslServer, QSslSocket
from spake2 import SPAKE2_B  # type: ignore[import-untyped]

from desktop_app import __version__
from desktop_app.net import pake, protocol, tls
from desktop_app.net.client import HostConnection
from desktop_app.net.host import LanHost
from desktop_app.net.joincode import JoinCode
from desktop_app.net.seat_client import SeatClient
from desktop_app.net.transport import HostTransport, server_configuration
from tests.net.test_seat_client import WAIT_MS, Watch, clients, hosts, joined, spy

__all__ = ["clients", "hosts"]  # the fixtures, shared with test_seat_client

SEAT_DATA = ("welcome", "joined", "resumed", "snapshot", "view", "update", "presence", "seats", "token")


class Recorder:
    """A client connection that records everything the host says to it."""

    def __init__(self, qtbot: Any, address: tuple[str, int], prefix: str, **proving: Any) -> None:
        self.connection = HostConnection(address[0], address[1], prefix, **proving)
        self.messages: list[dict[str, Any]] = []
        self.failures: list[str] = []
        self.ended = False
        self.proven = False
        self.connection.message_received.connect(self.messages.append)
        self.connection.failed.connect(self._failed)
        self.connection.disconnected.connect(self._end)
        self.connection.connected.connect(self._connected)
        self.qtbot = qtbot
        self.connection.start()

    def _failed(self, reason: str) -> None:
        self.failures.append(reason)
        self.ended = True

    def _end(self) -> None:
        self.ended = True

    def _connected(self) -> None:
        self.proven = True

    def ask(self, message: dict[str, Any]) -> dict[str, Any]:
        count = len(self.messages)
        self.connection.send(message)
        self.qtbot.waitUntil(lambda: len(self.messages) > count or self.ended, timeout=WAIT_MS)
        return self.messages[count] if len(self.messages) > count else {}


class HarvestingCore:
    """A fake host: speaks protocol 5 with a guessed code and records every message it receives."""

    def __init__(self, guess: JoinCode) -> None:
        self.guess = guess
        self.channel = ""
        self.received: list[dict[str, Any]] = []
        self.nonce = pake.new_nonce()
        self.spake: pake.HostSpake | None = None

    def bind_channel(self, fingerprint: str) -> None:
        self.channel = fingerprint

    def open(self, conn: int, peer: str) -> list[Any]:
        return []

    def receive(self, conn: int, message: dict[str, Any]) -> list[Any]:
        from desktop_app.net.host_parts import Outgoing

        self.received.append(message)
        if message["type"] == "hello":
            return [Outgoing(conn, {"type": "challenge", "reply_to": message["id"], "nonce": self.nonce})]
        if message["type"] == "pake":
            self.spake = pake.HostSpake(self.guess, self.channel, self.nonce)
            answer = {"type": "pake", "reply_to": message["id"], "msg": self.spake.respond(message["msg"])}
            return [Outgoing(conn, answer)]
        if message["type"] == "confirm":  # pretend it fits: a welcome with a made-up proof
            welcome = {"type": "welcome", "reply_to": message["id"], "proof": "0" * 64, "seats": []}
            return [Outgoing(conn, welcome)]
        return []

    def closed(self, conn: int) -> list[Any]:
        return []

    def tick(self, now: float) -> list[Any]:
        return []


def client_proof_offline(
    host: pake.HostSpake, candidate: JoinCode, client_msg_hex: str, channel: str, nonce: str
) -> str:
    """The client's proof as the fake host computes it for ``candidate``: its own SPAKE2 secret
    scalar and message, the client's message, and the candidate's password — the best an attacker
    holding everything it saw can do for each guess."""
    used = host._spake
    attempt = SPAKE2_B(pake.password(candidate), idA=used.idA, idB=used.idB)
    attempt._started = True
    attempt.xy_scalar, attempt.xy_elem, attempt.outbound_message = (
        used.xy_scalar,
        used.xy_elem,
        used.outbound_message,
    )
    client_msg = bytes.fromhex(client_msg_hex)
    key = attempt.finish(client_msg)
    client_key, _host_key = pake._confirm_keys(key)
    transcript = pake._code_transcript(channel, nonce, client_msg, attempt.side + used.outbound_message)
    return pake._mac(client_key, "client", transcript)


@pytest.fixture
def fake_hosts(qapp, tmp_path: Path) -> Iterator[Callable[[JoinCode], tuple[HostTransport, HarvestingCore]]]:
    made: list[HostTransport] = []

    def serve(guess: JoinCode) -> tuple[HostTransport, HarvestingCore]:
        core = HarvestingCore(guess)
        transport = HostTransport(core, tmp_path / f"fake-{len(made)}", tick_interval=0.05)
        made.append(transport)
        return transport, core

    yield serve
    for transport in made:
        transport.close()


def test_a_wrong_code_fails_both_sides_and_reveals_nothing(qtbot, hosts) -> None:
    host: LanHost = hosts()
    heard = spy(host)
    wrong = JoinCode(
        host.code.fingerprint_prefix, "ZZZZZZZZ" if host.code.secret != "ZZZZZZZZ" else "YYYYYYYY"
    )
    proving = {
        "hello": protocol.hello(1, __version__),
        "credential": pake.CodeCredential(wrong),
        "proof_id": 2,
    }
    client = Recorder(qtbot, host.address(), wrong.fingerprint_prefix, **proving)
    client.connection.send({"type": "join", "id": 3, "seat": 0})  # waits for a proof that never comes
    qtbot.waitUntil(lambda: client.ended, timeout=WAIT_MS)
    # The client: refused, never proven, told nothing of the match, and it sent no join.
    assert [m["type"] for m in client.messages] == ["refused"] and client.messages[0]["code"] == "wrong_code"
    assert not client.proven and not client.connection.impostor
    said = json.dumps(client.messages)
    assert host.core.match_id not in said and all(word not in said for word in SEAT_DATA)
    # The host: heard the hello and one exchange, refused it, closed, counted the guess.
    assert [m["type"] for _, m in heard] == ["hello", "pake", "confirm"]
    assert host.core.presence()["claimed"] == [] and host.transport.connections() == []
    assert host.code.secret not in json.dumps([m for _, m in heard])


def test_a_fake_host_with_a_matching_prefix_gets_nothing_to_guess_offline(
    qtbot, hosts, fake_hosts, clients
) -> None:
    real: LanHost = hosts()
    guess = JoinCode(real.code.fingerprint_prefix, "GAESS000")
    fake, core = fake_hosts(guess)
    # A certificate forged to match the code's 40 bits, without the 2**40 hashes: the code the
    # victim typed is the real secret with the fake certificate's prefix.
    victim_code = JoinCode(fake.fingerprint[:10], real.code.secret)
    address, port = fake.address()
    client = SeatClient(address, port, victim_code, backoff=(0.05,), give_up_after=5.0)
    clients.append(client)
    watch = Watch(client)
    client.start()
    qtbot.waitUntil(lambda: bool(watch.failures), timeout=WAIT_MS)
    assert watch.failures[0][0] == "certificate" and "could not prove" in watch.failures[0][1]
    assert not watch.welcomes and client.is_done
    # What the fake host saw, byte for byte: hello, a SPAKE2 message, a key confirmation; no join.
    assert [m["type"] for m in core.received] == ["hello", "pake", "confirm"]
    seen = json.dumps(core.received)
    for secret_text in (str(real.code), real.code.secret, real.code.secret.lower()):
        assert secret_text not in seen
    assert set(core.received[1]) == {"type", "id", "msg"} and set(core.received[2]) == {"type", "id", "proof"}
    # Offline: every candidate, the real secret too, fails to reproduce the client's proof.
    assert core.spake is not None
    client_msg, proof = core.received[1]["msg"], core.received[2]["proof"]
    candidates = [real.code, guess, *(JoinCode(guess.fingerprint_prefix, _secret()) for _ in range(50))]
    for candidate in candidates:
        assert client_proof_offline(core.spake, candidate, client_msg, fake.fingerprint, core.nonce) != proof


def test_the_offline_check_would_find_a_right_guess() -> None:
    """The attacker's check above is the real one: had the fake host guessed the secret, its
    candidate would reproduce the client's proof (so 'no candidate fits' is not vacuous)."""
    fingerprint = "cd" * 32
    code = JoinCode(fingerprint[:10], "R1GHT000")
    handshake = pake.ClientHandshake({"type": "hello", "id": 1}, pake.CodeCredential(code), 2, fingerprint)
    nonce = pake.new_nonce()
    _status, (offer,) = handshake.take({"type": "challenge", "reply_to": 1, "nonce": nonce})
    host = pake.HostSpake(code, fingerprint, nonce)
    answer = host.respond(offer["msg"])
    _status, (confirm,) = handshake.take({"type": "pake", "reply_to": 2, "msg": answer})
    assert client_proof_offline(host, code, offer["msg"], fingerprint, nonce) == confirm["proof"]
    assert host.check(confirm["proof"])
    other = JoinCode(fingerprint[:10], "WR0NG000")
    assert client_proof_offline(host, other, offer["msg"], fingerprint, nonce) != confirm["proof"]


def test_a_token_proof_harvested_by_a_fake_host_is_useless_at_the_real_one(
    qtbot, hosts, fake_hosts, clients
) -> None:
    real: LanHost = hosts()
    seated = joined(qtbot, clients, real, 0)
    token, match = seated.client.token, seated.client.match_id
    assert token is not None and match is not None
    fake, core = fake_hosts(JoinCode(real.code.fingerprint_prefix, "GAESS000"))
    credential = pake.TokenCredential(match, token, 3)
    proving = {"hello": protocol.hello("h", __version__), "credential": credential, "proof_id": "r"}
    victim = Recorder(qtbot, fake.address(), fake.fingerprint[:10], **proving)
    qtbot.waitUntil(lambda: any(m["type"] == "resume" for m in core.received), timeout=WAIT_MS)
    victim.connection.close()
    (resume,) = [m for m in core.received if m["type"] == "resume"]
    assert token not in json.dumps(core.received) and set(resume) == {
        "type",
        "id",
        "match",
        "last_seq",
        "nonce",
        "proof",
    }
    # Replayed at the real host (its own challenge, the harvested proof): refused and closed.
    replay = Recorder(qtbot, real.address(), real.code.fingerprint_prefix)
    assert replay.ask(protocol.hello("h", __version__))["type"] == "challenge"
    answer = replay.ask(resume)
    assert answer["type"] == "refused" and answer["code"] == "wrong_token"
    qtbot.waitUntil(lambda: replay.ended, timeout=WAIT_MS)
    assert not any(m["type"] in SEAT_DATA for m in replay.messages)


def test_a_recorded_code_exchange_replayed_fails(qtbot, hosts, clients) -> None:
    host: LanHost = hosts()
    heard = spy(host)
    joined(qtbot, clients, host, 0)
    recorded = {m["type"]: m for _, m in heard if m["type"] in ("hello", "pake", "confirm")}
    replay = Recorder(qtbot, host.address(), host.code.fingerprint_prefix)
    challenge = replay.ask(recorded["hello"])
    assert challenge["type"] == "challenge"
    assert replay.ask(recorded["pake"])["type"] == "pake"  # a fresh answer, so a fresh key
    answer = replay.ask(recorded["confirm"])
    assert answer["type"] == "refused" and answer["code"] == "wrong_code"
    qtbot.waitUntil(lambda: replay.ended, timeout=WAIT_MS)
    assert not any(m["type"] in SEAT_DATA for m in replay.messages)


def test_a_recorded_resume_replayed_fails(qtbot, hosts, clients) -> None:
    host: LanHost = hosts()
    watch = joined(qtbot, clients, host, 0)
    heard = spy(host)
    client = watch.client
    client.close()  # the window closes; another one takes the seat back with its token
    comeback = SeatClient(*host.address(), host.code, backoff=(0.05,), give_up_after=5.0)
    clients.append(comeback)
    assert client.token is not None and client.match_id is not None
    comeback.resume_seat(client.match_id, client.token)
    seen = Watch(comeback)
    comeback.start()
    qtbot.waitUntil(lambda: any(e["type"] == "snapshot" for e in seen.events), timeout=WAIT_MS)
    (resume,) = [m for _, m in heard if m["type"] == "resume"]
    replay = Recorder(qtbot, host.address(), host.code.fingerprint_prefix)
    assert replay.ask(protocol.hello("h", __version__))["type"] == "challenge"
    answer = replay.ask(resume)
    assert answer["type"] == "refused" and answer["code"] == "wrong_token"
    qtbot.waitUntil(lambda: replay.ended, timeout=WAIT_MS)
    assert not any(m["type"] in SEAT_DATA for m in replay.messages)


def test_what_a_client_sends_never_holds_the_code_or_a_token(qtbot, hosts, clients) -> None:
    host: LanHost = hosts()
    heard = spy(host)
    watch = joined(qtbot, clients, host, 0)
    joined(qtbot, clients, host, 1)
    token = watch.client.token
    assert token is not None
    before = len(watch.links)
    for socket in host.transport.findChildren(QSslSocket):
        socket.abort()  # every link drops; each client comes back by itself, by its token's proof
    qtbot.waitUntil(lambda: watch.links[before:][-1:] == ["connected"], timeout=WAIT_MS)
    # Coming back, the client pins the whole certificate the host proved the code on.
    assert watch.client.connection is not None and watch.client.connection.pin == host.transport.fingerprint
    kinds = [m["type"] for _, m in heard]
    assert kinds.count("resume") >= 1 and kinds.count("pake") == kinds.count("confirm") == 2
    sent = json.dumps([m for _, m in heard])
    for secret_text in (str(host.code), host.code.secret, token, *host.core._tokens.values()):
        assert secret_text not in sent


# --- certificates --------------------------------------------------------------------------------


def _certificate(
    key: ec.EllipticCurvePrivateKey,
    signer: ec.EllipticCurvePrivateKey | None = None,
    *,
    issuer: str = "Three Palaces host",
    start: datetime.datetime | None = None,
    days: int = 365,
) -> x509.Certificate:
    now = datetime.datetime.now(datetime.UTC)
    begins = start or now - datetime.timedelta(days=1)
    return (
        x509.CertificateBuilder()
        .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Three Palaces host")]))
        .issuer_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, issuer)]))
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(begins)
        .not_valid_after(begins + datetime.timedelta(days=days))
        .sign(signer or key, hashes.SHA256())
    )


def _der(cert: x509.Certificate) -> bytes:
    return cert.public_bytes(serialization.Encoding.DER)


def test_only_a_sound_self_signed_certificate_passes() -> None:
    key, other = ec.generate_private_key(ec.SECP256R1()), ec.generate_private_key(ec.SECP256R1())
    now = datetime.datetime.now(datetime.UTC)
    assert tls.certificate_problem(_der(_certificate(key))) is None
    cases = {
        "signature": _certificate(key, signer=other),  # the key in it did not sign it
        "not self-signed": _certificate(key, issuer="Some authority"),
        "expired": _certificate(key, start=now - datetime.timedelta(days=30), days=10),
        "not valid before": _certificate(key, start=now + datetime.timedelta(days=10)),
    }
    for words, cert in cases.items():
        problem = tls.certificate_problem(_der(cert))
        assert problem is not None and words in problem, (words, problem)
    tampered = bytearray(_der(_certificate(key)))
    tampered[-5] ^= 0x40  # a bit of the signature
    assert tls.certificate_problem(bytes(tampered)) is not None
    assert tls.certificate_problem(b"\x30\x03garbage") is not None
    # A clock a day behind the host's still takes a certificate made just now (backdated a day).
    assert (
        tls.certificate_problem(_der(_certificate(key, start=now)), now - datetime.timedelta(days=1)) is None
    )


def test_a_host_identity_whose_signature_does_not_verify_is_refused(tmp_path: Path) -> None:
    key, other = ec.generate_private_key(ec.SECP256R1()), ec.generate_private_key(ec.SECP256R1())
    pem = key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )
    (tmp_path / tls.IDENTITY_FILE).write_bytes(
        pem + _certificate(key, signer=other).public_bytes(serialization.Encoding.PEM)
    )
    with pytest.raises(tls.IdentityError, match="signature"):
        tls.load_or_create(tmp_path)


def test_a_host_showing_a_forged_signature_is_refused_before_a_byte(qtbot, qapp, tmp_path: Path) -> None:
    key, other = ec.generate_private_key(ec.SECP256R1()), ec.generate_private_key(ec.SECP256R1())
    forged = _certificate(key, signer=other)
    pem = key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )
    identity = tls.HostIdentity(
        forged.public_bytes(serialization.Encoding.PEM), pem, tls.fingerprint(forged), tmp_path
    )
    server = QSslServer()
    server.setSslConfiguration(server_configuration(identity))
    accepted: list[QSslSocket] = []
    server.pendingConnectionAvailable.connect(lambda: accepted.append(server.nextPendingConnection()))
    assert server.listen(QHostAddress("127.0.0.1"), 0)
    try:
        proving = {
            "hello": protocol.hello(1, __version__),
            "credential": pake.CodeCredential(JoinCode(identity.fingerprint[:10], "ABCDEFGH")),
            "proof_id": 2,
        }
        client = Recorder(qtbot, ("127.0.0.1", server.serverPort()), identity.fingerprint[:10], **proving)
        qtbot.waitUntil(lambda: client.ended, timeout=WAIT_MS)
        assert client.failures and "signature" in client.failures[0] and client.connection.impostor
        qtbot.wait(100)
        assert all(socket.bytesAvailable() == 0 for socket in accepted)  # not even the hello
    finally:
        server.close()


def _secret() -> str:
    from desktop_app.net.joincode import ALPHABET

    return "".join(secrets.choice(ALPHABET) for _ in range(8))


def test_the_token_proofs_are_the_ones_protocol_md_defines() -> None:
    """§12 computed by hand (hashlib and hmac only): a client written from the page interoperates."""
    import hashlib
    import hmac

    token, fp, nonce, cnonce, match = (
        "6d21494432033758ee8c5e0c05afd1a6",
        "ab" * 32,
        "8f" * 16,
        "0b" * 16,
        "5f0c2a9e4b7d1368",
    )
    parts = [
        b"three-palaces/5",
        b"token",
        fp.encode(),
        nonce.encode(),
        cnonce.encode(),
        match.encode(),
        b"17",
    ]
    transcript = hashlib.sha256(b"".join(len(part).to_bytes(4, "big") + part for part in parts)).digest()
    client = hmac.new(token.encode(), b"client" + transcript, hashlib.sha256).hexdigest()
    host = hmac.new(token.encode(), b"host" + transcript, hashlib.sha256).hexdigest()
    assert pake.token_proofs(token, fp, nonce, cnonce, match, 17) == (client, host)


def test_an_exchange_begun_and_never_confirmed_counts_as_one_wrong_guess() -> None:
    """Each SPAKE2 answer costs the host elliptic-curve arithmetic: a client that takes it and
    leaves without confirming is charged a guess, so abandoning exchanges is no cheaper than
    guessing. A wrong confirmation is charged once, not again when its connection closes."""
    from tests.net.test_host_core import CODE, Table

    table = Table()
    tries = table.core._limiter._tries
    for conn, peer in ((1, "127.0.0.7"), (2, "127.0.0.8")):
        table.connect(conn, peer=peer)
        challenge = table.received[conn][-1]
        wrong = pake.CodeCredential(CODE + "x") if peer.endswith("8") else pake.CodeCredential(CODE)
        handshake = pake.ClientHandshake(
            {"type": "hello", "id": challenge["reply_to"]}, wrong, "p", table.core.channel
        )
        _status, (offer,) = handshake.take(challenge)
        answer = table.send(conn, offer)
        assert [m["type"] for m in answer] == ["pake"]
        if peer.endswith("7"):
            table.drop(conn)  # gone with the host's answer, never confirmed
        else:
            _status, (confirm,) = handshake.take(answer[0])
            assert table.send(conn, confirm)[0]["code"] == "wrong_code" and conn not in table.open
    assert len(tries["127.0.0.7"]) == 1 and len(tries["127.0.0.8"]) == 1
    table.connect(3, peer="127.0.0.9")
    table.join(3, 0, peer="127.0.0.9")  # a right code confirmed is never charged, nor its close
    table.drop(3)
    assert "127.0.0.9" not in tries
