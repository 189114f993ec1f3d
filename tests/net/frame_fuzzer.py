"""A hostile LAN client in a process of its own: random and mutated frames at a live host.

``python tests/net/frame_fuzzer.py SPEC.json`` connects to the host named in the spec over TLS
(Python's ``ssl``, not the project's client: an outsider's stack), sends ``frames`` frames and
prints one JSON report. It knows the protocol only as docs/protocol.md documents it, and every
frame it sends carries what the host must do with it:

- ``answer``: a well-formed message the host must answer with exactly one reply (a refusal with one
  of the expected codes, a ``pong``), leaving the connection open — how one connection carries many
  frames, so 100,000 of them fit in half a minute;
- ``silent``: a well-formed ``pong``, which gets no reply;
- ``close``: a frame that breaks the framing or the protocol (random bytes, an oversize length, bad
  UTF-8 or JSON, a non-object, a malformed message, a message before ``hello``, an unknown match):
  the host must say its last word (``protocol_error``, ``refused`` ``malformed``/``handshake``,
  ``error``, ``hello_reject``) and close;
- ``either``: a real message mutated at random (types, values, keys, nesting, ids, huge numbers,
  unicode): answered with the connection left open, or refused and closed — never accepted.

Each connection first says ``hello`` and proves the join code as docs/protocol.md §12 says (SPAKE2
with the ``spake2`` package, then a key confirmation; a few connections prove a wrong code or a
wrong token instead and must be refused and closed), then sends its frames.

After an ``either`` frame (or a batch with none) comes a ``ping`` sentinel, whose ``pong`` proves the
connection is still open without waiting for a timeout. Nothing the host sends to this client may
ever be a seat's business (``joined``, ``resumed``, ``ack``, ``snapshot``, views, stream events).

The run is seeded (``seed`` in the spec) and deterministic in what it sends; the report lists
every anomaly with the frame that caused it, and the seed.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import random
import secrets
import socket
import ssl
import struct
import sys
import time
from dataclasses import dataclass
from typing import Any

from spake2 import SPAKE2_A  # type: ignore[import-untyped]

MAX_FRAME = 1 << 20
MAX_DEPTH = 64
#: What a host may say last before it closes a connection.
LAST_WORDS = frozenset({"protocol_error", "error", "hello_reject", "refused"})
#: What a connection that holds no seat must never be sent.
SEAT_ONLY = frozenset(
    {"joined", "resumed", "ack", "snapshot", "view", "update", "empty", "presence", "chat", "match_over"}
    | {"takeback_asked", "takeback_result"}
)
NOT_JOINED = frozenset({"not_joined"})
WRONG_CODE = frozenset({"wrong_code", "rate_limited"})
RIGHT_CODE = frozenset({"seat_taken", "no_free_seat", "no_spectators", "no_such_seat", "rate_limited"})
WRONG_TOKEN = frozenset({"wrong_token", "rate_limited"})
TYPES = (
    "hello",
    "join",
    "resume",
    "act",
    "takeback_request",
    "takeback_answer",
    "chat",
    "sync",
    "ping",
    "pong",
)
HEADER = struct.Struct(">I")
READ_TIMEOUT_S = 15.0
#: Wrong proofs at most per run: each counts against the address (5 a minute, protocol.md §12),
#: and the two fuzzers of test_live_fuzz share one; a sixth would keep their right proofs out.
WRONG_PROOFS = 2
LABEL = b"three-palaces/5"


def transcript_hash(*parts: bytes | str) -> bytes:
    """SHA-256 over each part as a 4-byte big-endian length and its bytes (protocol.md §12)."""
    digest = hashlib.sha256()
    for part in parts:
        data = part.encode() if isinstance(part, str) else part
        digest.update(len(data).to_bytes(4, "big") + data)
    return digest.digest()


class CodeProof:
    """The client's side of proving the join code, written from protocol.md §12 alone."""

    def __init__(self, code: str, fingerprint: str) -> None:
        secret = code.replace("-", "").upper()[8:16]
        self.fingerprint = fingerprint
        host_id = LABEL + b" host " + fingerprint.encode()
        self.spake = SPAKE2_A(b"join-code:" + secret.encode(), idA=LABEL + b" client", idB=host_id)
        self.mine = self.spake.start()

    def confirm(self, nonce: str, theirs_hex: str) -> tuple[str, str]:
        """(our proof, the proof the host must show) for the host's ``pake`` message."""
        theirs = bytes.fromhex(theirs_hex)
        key = self.spake.finish(theirs)
        transcript = transcript_hash(LABEL, b"code", self.fingerprint, nonce, self.mine, theirs)
        client_key = hmac.new(key, LABEL + b" client confirm", hashlib.sha256).digest()
        host_key = hmac.new(key, LABEL + b" host confirm", hashlib.sha256).digest()
        ours = hmac.new(client_key, b"client" + transcript, hashlib.sha256).hexdigest()
        expected = hmac.new(host_key, b"host" + transcript, hashlib.sha256).hexdigest()
        return ours, expected


@dataclass
class Frame:
    data: bytes
    expect: str  # "answer", "silent", "close" or "either"
    kind: str
    id: Any = None
    #: For ``answer``: the reply type (``refused`` or ``pong``) and, for a refusal, its codes.
    reply: str = "refused"
    codes: frozenset[str] = frozenset()

    def describe(self) -> str:
        return f"{self.kind}/{self.expect}: {self.data[:160]!r}"


def frame(body: bytes) -> bytes:
    return HEADER.pack(len(body)) + body


def dumps(message: Any, rng: random.Random) -> bytes:
    text = json.dumps(message, ensure_ascii=rng.random() < 0.5, separators=(",", ":"))
    return text.encode("utf-8", "surrogatepass")


class Factory:
    """Makes the frames: well-formed messages from the documented shapes, and every kind of garbage."""

    def __init__(self, spec: dict[str, Any], rng: random.Random) -> None:
        self.spec = spec
        self.rng = rng
        self.legal: list[dict[str, Any]] = spec["legal"]
        self._ids = iter(range(rng.randrange(1 << 40), 1 << 53))
        self.hello = {
            "type": "hello",
            "protocol": spec["protocol"],
            "app": spec["app"],
            "rules": spec["rules"],
        }

    # --- ids and values ---------------------------------------------------------------------------

    def new_id(self) -> int | str:
        number = next(self._ids)
        return number if self.rng.random() < 0.5 else f"f{number}"

    def text(self, low: int = 0, high: int = 40, printable: bool = False) -> str:
        rng = self.rng
        pools = [
            (0x20, 0x7E),
            (0xA0, 0x2FF),
            (0x370, 0x52F),
            (0x600, 0x6FF),
            (0x4E00, 0x4FFF),
            (0x1F300, 0x1F64F),
            (0x1D400, 0x1D4FF),
        ]
        if not printable:
            pools += [(0x0, 0x1F), (0x200B, 0x202E), (0xFE00, 0xFE0F), (0x300, 0x36F), (0xFFF0, 0xFFFF)]
        chars: list[str] = []
        wanted = rng.randint(low, high)
        while len(chars) < wanted:
            start, end = rng.choice(pools)
            char = chr(rng.randint(start, end))
            if char.isprintable() or not printable:  # what the protocol's texts must be
                chars.append(char)
        return "".join(chars)

    def value(self, depth: int = 0) -> Any:
        """Any JSON value, leaning towards the awkward ones."""
        rng = self.rng
        choice = rng.randrange(12 if depth < 3 else 10)
        if choice == 0:
            return None
        if choice == 1:
            return rng.random() < 0.5
        if choice == 2:
            return rng.choice([0, -1, 1, 2**31, 2**53 - 1, 2**53, 2**63, 2**64 + 1, -(2**70), 10**30])
        if choice == 3:
            return rng.randint(-1000, 1000)
        if choice == 4:
            return rng.choice([0.0, -0.0, 1.5, 1e308, -1e-308, 3.0, 2.0**53])
        if choice in (5, 6, 7):
            return self.text(0, 30)
        if choice == 8:
            return rng.choice(["", "spectator", "x" * 65, "x" * 129, "\x00", "\u202e", "null", "0"])
        if choice == 9:
            return rng.choice(list(TYPES))
        if choice == 10:
            return [self.value(depth + 1) for _ in range(rng.randint(0, 4))]
        return {self.text(1, 8, printable=True): self.value(depth + 1) for _ in range(rng.randint(0, 4))}

    # --- well-formed messages that a host must refuse and stay open for ---------------------------

    def answered(self, proven: bool = True) -> Frame:
        """A well-formed message the host answers and stays open for; before the code is proven
        (``proven`` False) only ``ping`` and ``pong`` are such messages."""
        rng, spec = self.rng, self.spec
        message_id = self.new_id()
        pick = rng.randrange(11) if proven else rng.choice((7, 8))
        reply, codes = "refused", NOT_JOINED
        if pick <= 2:
            action = dict(rng.choice(self.legal))
            message: dict[str, Any] = {
                "type": "act",
                "state": rng.choice([spec["state"], rng.randrange(1 << 20)]),
            }
            message["action"] = action
        elif pick == 3:
            message = {"type": "takeback_request", "state": rng.randrange(1 << 20)}
        elif pick == 4:
            message = {
                "type": "takeback_answer",
                "state": rng.randrange(1 << 20),
                "accept": rng.random() < 0.5,
            }
        elif pick == 5:
            message = {"type": "chat", "text": self.text(0, 300)}
        elif pick == 6:
            message = {"type": "sync"}
        elif pick == 7:
            message, reply, codes = {"type": "ping"}, "pong", frozenset()
        elif pick == 8:
            message, reply = {"type": "pong"}, "none"
        elif pick == 9:
            message, codes = dict(self.hello), frozenset({"already_greeted"})
        else:  # the code is proven on this connection, and every network seat is taken
            seat = rng.choice([None, "spectator", 0, 1, 2, 5, 63])
            message, codes = {"type": "join", "seat": seat}, RIGHT_CODE
            if rng.random() < 0.3:
                message["match"] = spec["match"]
            if rng.random() < 0.3:
                message["name"] = "".join(
                    rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rng.randint(1, 20))
                )
        message = {"id": message_id, **message} if rng.random() < 0.5 else {**message, "id": message_id}
        expect = "silent" if reply == "none" else "answer"
        return Frame(frame(dumps(message, rng)), expect, message["type"], message_id, reply, codes)

    def real_message(self) -> dict[str, Any]:
        """A real client message of any type, as a mutation starts from."""
        frame_ = self.answered()
        return json.loads(frame_.data[4:].decode("utf-8", "surrogatepass"))

    # --- garbage that must close the connection ---------------------------------------------------

    def closing(self) -> Frame:
        rng = self.rng
        kind = rng.choice(
            [
                "random_bytes",
                "oversize",
                "bad_utf8",
                "bad_json",
                "non_object",
                "non_finite",
                "too_deep",
                "lone_surrogate",
                "empty",
                "malformed",
                "malformed",
                "malformed",
                "unknown_match",
            ]
        )
        return getattr(self, f"_{kind}")()

    def _random_bytes(self) -> Frame:
        while True:
            body = self.rng.randbytes(self.rng.randint(1, 600))
            try:
                if isinstance(json.loads(body.decode("utf-8")), dict):
                    continue
            except ValueError:
                pass
            return Frame(frame(body), "close", "random_bytes")

    def _oversize(self) -> Frame:
        length = self.rng.choice([MAX_FRAME + 1, self.rng.randint(MAX_FRAME + 1, 2**32 - 1), 2**32 - 1])
        return Frame(HEADER.pack(length) + self.rng.randbytes(self.rng.randint(0, 64)), "close", "oversize")

    def _bad_utf8(self) -> Frame:
        body = dumps(self.real_message(), self.rng)
        bad = self.rng.choice(
            [b"\xff", b"\xc0\xaf", b"\xed\xa0\x80", b"\xe2\x82", b"\xf8\x88\x80\x80\x80", b"\x80"]
        )
        at = body.index(b":") + 2 if b':"' in body else 1
        return Frame(frame(body[:at] + bad + body[at:]), "close", "bad_utf8")

    def _bad_json(self) -> Frame:
        text = dumps(self.real_message(), self.rng).decode("utf-8", "surrogatepass")
        while True:
            at = self.rng.randrange(len(text))
            choice = self.rng.randrange(4)
            if choice == 0:
                broken = text[:at]
            elif choice == 1:
                broken = text[:at] + self.rng.choice("{}[],:\"'\\x") + text[at:]
            elif choice == 2:
                broken = text[:at] + text[at + 1 :]
            else:
                broken = text + self.rng.choice(["}", "x", ",", "{}", " 1"])
            try:
                json.loads(broken)
            except ValueError:
                return Frame(frame(broken.encode("utf-8", "surrogatepass")), "close", "bad_json")

    def _non_object(self) -> Frame:
        value = self.rng.choice([[], [self.real_message()], 7, -1.5, "hello", None, True, False, "{}"])
        return Frame(frame(json.dumps(value).encode()), "close", "non_object")

    def _non_finite(self) -> Frame:
        constant = self.rng.choice(["NaN", "Infinity", "-Infinity", "1e999", "-1e999"])
        body = f'{{"type":"act","id":{next(self._ids)},"state":{constant},"action":{{"type":"x"}}}}'
        return Frame(frame(body.encode()), "close", "non_finite")

    def _too_deep(self) -> Frame:
        depth = self.rng.randint(MAX_DEPTH + 1, 4 * MAX_DEPTH)
        inner = "[" * depth + "]" * depth
        body = f'{{"type":"chat","id":"deep","text":{inner}}}'
        return Frame(frame(body.encode()), "close", "too_deep")

    def _lone_surrogate(self) -> Frame:
        escape = self.rng.choice(["\\ud800", "\\udfff", "\\udbff x", "x\\ud834"])
        body = f'{{"type":"chat","id":"s","text":"{escape}"}}'
        return Frame(frame(body.encode()), "close", "lone_surrogate")

    def _empty(self) -> Frame:
        return Frame(frame(self.rng.choice([b"", b" ", b"\n"])), "close", "empty")

    def _malformed(self) -> Frame:
        """A JSON object that is not a protocol message, in every documented way."""
        rng = self.rng
        message = self.real_message()
        kind = message["type"]
        choice = rng.randrange(7)
        if choice == 0:
            del message["type"]
        elif choice == 1:
            message["type"] = rng.choice(["HELLO", "Act", "", "actt", "join ", 7, None, ["act"], {"t": 1}])
        elif choice == 2:
            bad_ids = [-1, 2**53, 2**64, 1.5, True, False, None, "", "x" * 65, "é", "a\tb", [], {}]
            message["id"] = rng.choice(bad_ids)
        elif choice == 3:
            del message["id"]
        elif choice == 4:
            message[rng.choice(["extra", "Type", "seat_", "ID", "x" * 30])] = self.value()
        else:
            field = {
                "hello": ("protocol", ["1", 1.0, None, [1]]),
                "join": ("seat", ["0", -1, 64, 1.5, True, "any"]),
                "resume": ("last_seq", [-1, "3", 2**53, 1.5, None]),
                "act": ("action", [None, [], "pass", {"type": ""}, {"kind": "x"}, 7]),
                "takeback_request": ("state", ["1", -1, None, 2.5]),
                "takeback_answer": ("accept", [1, 0, "yes", None]),
                "chat": ("text", [None, 7, ["hi"], "x" * 1201]),
            }.get(kind)
            if field is None:  # sync, ping and pong have no fields: give them one
                message["state"] = 1
            else:
                name, values = field
                if choice == 5 and name in message:
                    del message[name]
                else:
                    message[name] = rng.choice(values)
        return Frame(frame(dumps(message, rng)), "close", "malformed")

    def _unknown_match(self) -> Frame:
        other = f"{self.rng.getrandbits(64):016x}"
        message = {"type": "join", "id": self.new_id(), "seat": None, "match": other}
        return Frame(frame(dumps(message, self.rng)), "close", "unknown_match")

    def before_hello(self) -> Frame:
        """The first frame of a connection that is not a good ``hello``: it must be closed."""
        rng = self.rng
        if rng.random() < 0.4:
            bad = dict(self.hello, id=self.new_id())
            key, value = rng.choice(
                [
                    ("protocol", self.spec["protocol"] + 1),  # a newer client's, and an older one's
                    ("protocol", self.spec["protocol"] - 1),
                    ("app", "another-build"),
                    ("rules", {self.spec["game"]: "0" * 64}),
                ]
            )
            bad[key] = value
            return Frame(frame(dumps(bad, rng)), "close", "hello_reject")
        if rng.random() < 0.5:
            return self.closing()
        message = self.real_message()
        if message["type"] == "hello":
            message = {"type": "sync", "id": self.new_id()}
        return Frame(frame(dumps(message, rng)), "close", "before_hello")

    # --- mutations of real messages: the host decides -------------------------------------------

    def mutated(self) -> Frame:
        rng = self.rng
        message: Any = self.real_message()
        for _ in range(rng.randint(1, 3)):
            message = self._mutate(message)
        if rng.random() < 0.1 and isinstance(message, dict) and message:  # a key twice, raw
            text = dumps(message, rng).decode("utf-8", "surrogatepass")
            key = json.dumps(rng.choice(list(message)))
            text = text[:-1] + f",{key}:{json.dumps(self.value())}" + "}"
            return Frame(frame(text.encode("utf-8", "surrogatepass")), "either", "duplicate_key")
        return Frame(frame(dumps(message, rng)), "either", "mutated")

    def _mutate(self, message: dict[str, Any]) -> dict[str, Any]:
        rng = self.rng
        keys = list(message)
        key = rng.choice(keys) if keys else "type"
        choice = rng.randrange(9)
        if choice == 0 and keys:
            del message[key]
        elif choice == 1:
            message[self.text(1, 12, printable=rng.random() < 0.7)] = self.value()
        elif choice == 2 and keys:
            message[self.text(1, 10, printable=True)] = message.pop(key)
        elif choice == 3:
            message[key] = self.value()
        elif choice == 4:
            wrapped = message.get(key)
            for _ in range(rng.randint(1, 70)):
                wrapped = [wrapped] if rng.random() < 0.5 else {"v": wrapped}
            message[key] = wrapped
        elif choice == 5:
            message["id"] = self.value()
        elif choice == 6:
            message["type"] = rng.choice([*TYPES, self.text(0, 10), None, 3])
        elif choice == 7 and isinstance(message.get("action"), dict):
            action = message["action"]
            inner = rng.choice(list(action))
            action[inner] = self.value()
        else:
            message[key] = rng.choice([2**53, 2**64, -(2**63), 10**100, -1, 1e308, self.text(200, 400)])
        return message


class Silent(Exception):
    """The host neither answered nor closed the connection in time."""


class Connection:
    """One TLS connection to the host, with a frame reader that tells a close from silence."""

    def __init__(self, host: str, port: int, context: ssl.SSLContext) -> None:
        raw = socket.create_connection((host, port), timeout=READ_TIMEOUT_S)
        # Frames go out in pieces: Nagle would hold each piece until the host's delayed ack.
        raw.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.sock = context.wrap_socket(raw, server_hostname=None)
        #: The host certificate's SHA-256 (hex): what the proof of the code is bound to.
        self.fingerprint = hashlib.sha256(self.sock.getpeercert(binary_form=True) or b"").hexdigest()
        self.buffer = b""
        self.closed = False

    def send(self, data: bytes, rng: random.Random) -> bool:
        """Write ``data``, in random pieces; False if the host has already closed."""
        try:
            while data:
                cut = len(data) if rng.random() < 0.7 else rng.randint(1, len(data))
                self.sock.sendall(data[:cut])
                data = data[cut:]
        except (BrokenPipeError, ConnectionResetError, ssl.SSLError):
            return False
        return True

    def read(self) -> dict[str, Any] | None:
        """The next message, or None once the host has closed the connection."""
        while True:
            if len(self.buffer) >= 4:
                (length,) = HEADER.unpack(self.buffer[:4])
                if len(self.buffer) >= 4 + length:
                    body, self.buffer = self.buffer[4 : 4 + length], self.buffer[4 + length :]
                    return json.loads(body.decode("utf-8"))
            if self.closed:
                return None
            try:
                chunk = self.sock.recv(65536)
            except TimeoutError:
                raise Silent(f"the host said nothing for {READ_TIMEOUT_S:g} s") from None
            except (ConnectionResetError, ssl.SSLError):
                chunk = b""
            if not chunk:
                self.closed = True
            self.buffer += chunk

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.sock.close()


class Fuzzer:
    def __init__(self, spec: dict[str, Any]) -> None:
        self.spec = spec
        self.rng = random.Random(spec["seed"])
        self.factory = Factory(spec, self.rng)
        self.context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
        self.context.check_hostname = False
        self.context.verify_mode = ssl.CERT_NONE
        self.sent = 0
        self.kinds: dict[str, int] = {}
        self.connections = 0
        self.closed_by_host = 0
        #: Mutated frames the host found well-formed: answered, the connection left open.
        self.mutants_answered = 0
        self.anomalies: list[str] = []
        self.sentinels = iter(range(1, 1 << 40))
        self.wrong_proofs = 0

    def run(self) -> dict[str, Any]:
        deadline = time.monotonic() + self.spec["seconds"]
        while self.sent < self.spec["frames"] and time.monotonic() < deadline and len(self.anomalies) < 20:
            self.connection()
        return {
            "seed": self.spec["seed"],
            "frames": self.sent,
            "kinds": self.kinds,
            "connections": self.connections,
            "closed_by_host": self.closed_by_host,
            "mutants_answered": self.mutants_answered,
            "anomalies": self.anomalies,
        }

    def count(self, item: Frame) -> None:
        self.sent += 1
        self.kinds[item.kind] = self.kinds.get(item.kind, 0) + 1

    def fail(self, what: str, item: Frame | None) -> None:
        self.anomalies.append(f"{what} [{item.describe() if item else '-'}]")

    def connection(self) -> None:
        self.connections += 1
        link = Connection(self.spec["host"], self.spec["port"], self.context)
        try:
            if self.rng.random() < 0.04:
                first = self.factory.before_hello()
                self.count(first)
                link.send(first.data, self.rng)
                self.expect_close(link, first)
                return
            hello = Frame(frame(dumps({**self.factory.hello, "id": "hi"}, self.rng)), "answer", "hello")
            self.count(hello)
            link.send(hello.data, self.rng)
            challenge = link.read()
            if challenge is None or challenge.get("type") != "challenge" or challenge.get("reply_to") != "hi":
                self.fail(f"no challenge: {challenge}", hello)
                return
            if self.wrong_proofs < WRONG_PROOFS and self.rng.random() < 0.03:
                self.wrong_proofs += 1
                self.prove_wrongly(link, challenge["nonce"])
                return
            # A proof costs both sides a few milliseconds of elliptic-curve arithmetic, so most
            # connections carry their garbage before one: it must close them just the same.
            proven = self.rng.random() < 0.25
            if proven and not self.prove(link, challenge["nonce"]):
                return
            for _ in range(self.rng.randint(1, 12)):
                if not self.batch(link, proven):
                    return
        except Silent as error:
            self.fail(str(error), None)
        finally:
            link.close()

    def prove(self, link: Connection, nonce: str, code: str | None = None) -> bool:
        """Prove the join code (``code``: another one); True once the host proved it back."""
        proof = CodeProof(code or self.spec["code"], link.fingerprint)
        item = Frame(
            frame(json.dumps({"type": "pake", "id": "p", "msg": proof.mine.hex()}).encode()), "answer", "pake"
        )
        self.count(item)
        link.send(item.data, self.rng)
        answer = link.read()
        if answer is None or answer.get("type") != "pake" or answer.get("reply_to") != "p":
            self.fail(f"no pake: {answer}", item)
            return False
        ours, expected = proof.confirm(nonce, answer["msg"])
        item = Frame(
            frame(json.dumps({"type": "confirm", "id": "p", "proof": ours}).encode()), "answer", "confirm"
        )
        self.count(item)
        link.send(item.data, self.rng)
        welcome = link.read()
        if code is not None:
            if welcome is None or welcome.get("code") != "wrong_code":
                self.fail(f"a wrong code was answered {welcome}", item)
            else:
                self.expect_close(link, item, said=[welcome], codes=("wrong_code",))
            return False
        if welcome is None or welcome.get("type") != "welcome" or welcome.get("proof") != expected:
            self.fail(f"no proven welcome: {welcome}", item)
            return False
        return True

    def prove_wrongly(self, link: Connection, nonce: str) -> None:
        """A wrong code or a wrong token: refused and closed, and nothing of the match said."""
        if self.rng.random() < 0.5:
            self.prove(link, nonce, code="00000000" + "ZZZZZZZZ" + "00")
            return
        message = {
            "type": "resume",
            "id": "r",
            "match": self.spec["match"],
            "last_seq": 0,
            "nonce": secrets.token_hex(16),
            "proof": secrets.token_hex(32),
        }
        item = Frame(frame(json.dumps(message).encode()), "close", "wrong_token")
        self.count(item)
        link.send(item.data, self.rng)
        self.expect_close(link, item, codes=("wrong_token",))

    def batch(self, link: Connection, proven: bool = True) -> bool:
        """Well-formed frames, then maybe one that may close; True while the connection is open."""
        rng = self.rng
        items = [self.factory.answered(proven) for _ in range(rng.randint(1, 40))]
        last = None
        roll = rng.random()
        if roll < 0.2:
            last = self.factory.closing()
        elif roll < 0.6:
            last = self.factory.mutated()
        sentinel = None
        frames = [*items, *([last] if last else [])]
        data = b"".join(item.data for item in frames)
        if last is None or last.expect == "either":
            sentinel = f"sentinel-{next(self.sentinels)}"
            data += frame(json.dumps({"type": "ping", "id": sentinel}).encode())
        for item in frames:
            self.count(item)
        link.send(data, rng)
        for item in items:
            if item.expect == "silent":
                continue
            reply = link.read()
            if not self.is_answer(reply, item):
                self.fail(f"answered {reply}", item)
                return False
        if last is not None and last.expect == "close":
            self.expect_close(link, last)
            return False
        return self.sentinel_or_close(link, last, sentinel)

    def is_answer(self, reply: dict[str, Any] | None, item: Frame) -> bool:
        if reply is None or reply.get("reply_to") != item.id or reply.get("type") != item.reply:
            return False
        return item.reply != "refused" or reply.get("code") in item.codes

    def expect_close(
        self,
        link: Connection,
        item: Frame,
        said: list[dict[str, Any]] | None = None,
        codes: tuple[str, ...] = ("malformed", "handshake"),
    ) -> None:
        """The host says one last word (a refusal with one of ``codes``) and closes."""
        said = list(said or [])
        while (message := link.read()) is not None:
            said.append(message)
            if len(said) > 3:
                self.fail(f"not closed; said {said}", item)
                return
        self.closed_by_host += 1
        if len(said) != 1 or said[0].get("type") not in LAST_WORDS:
            self.fail(f"closed with {said} instead of one last word", item)
        elif said[0]["type"] == "refused" and said[0].get("code") not in codes:
            self.fail(f"closed after a refusal that does not close: {said}", item)

    def sentinel_or_close(self, link: Connection, item: Frame | None, sentinel: str | None) -> bool:
        said = []
        while (message := link.read()) is not None:
            if message.get("type") == "pong" and message.get("reply_to") == sentinel:
                break
            said.append(message)
        else:  # closed: the mutated frame broke the protocol and must have said why
            self.closed_by_host += 1
            last = said[-1] if said else {}
            if item is None or last.get("type") not in LAST_WORDS:
                self.fail(f"closed with {said}", item)
            elif last["type"] == "refused" and last.get("code") not in ("malformed", "handshake"):
                self.fail(f"closed after a refusal that does not close: {said}", item)
            return False
        if len(said) > 1 or any(message.get("type") in SEAT_ONLY for message in said):
            self.fail(f"a frame that holds no seat was answered {said}", item)
        if item is not None:
            self.mutants_answered += 1
        return True


def main(argv: list[str]) -> int:
    with open(argv[1], encoding="utf-8") as handle:
        spec = json.load(handle)
    report = Fuzzer(spec).run()
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
