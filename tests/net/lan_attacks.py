"""Attacks on a live host process, for the tests and ``benchmarks/lan_attacks.py`` (issue 34, item 3).

A ``host`` is started as a person starts it (``python -m desktop_app host``, bound to 127.0.0.1)
and attacked with plain sockets from other loopback addresses (127.0.0.2 and up: Linux answers the
whole of 127.0.0.0/8 on its loopback, so each is a distinct peer to the host). Every byte stays on
this machine. A player written from docs/protocol.md alone (``Player``: stdlib ``ssl`` and the
framing) then checks what the issue asks of the host under attack: that a seated player comes
back with its token and a new player joins with the code.

What the host holds is read from ``/proc`` (resident memory, CPU time), so the figures are the
host process's own, not the attacker's.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import socket
import ssl
import struct
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop_app import __version__
from desktop_app.net import joincode, pake, protocol
from desktop_app.net.framing import FrameDecoder, FrameError, encode
from tests.net.lan_processes import environment

COMMAND = (sys.executable, "-m", "desktop_app", "host", "--bind", "127.0.0.1")
LOOPBACK = "127.0.0.1"
#: A guess: a join code's secret, checked by the host, never this match's (2**-40 is not a worry).
WRONG_CODE = joincode.JoinCode("0" * 10, "0" * 8)
_TICKS = os.sysconf("SC_CLK_TCK")
_PAGE = os.sysconf("SC_PAGE_SIZE")


def attacker_address(index: int) -> str:
    """The ``index``-th attacking address: 127.0.0.2, 127.0.0.3, ... 127.0.x.y (never .1: players)."""
    index += 2
    return f"127.0.{index // 250}.{index % 250 + 2}" if index >= 250 else f"127.0.0.{index}"


def client_context() -> ssl.SSLContext:
    """TLS without verification: these are attackers and test players, not pinning clients."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


@dataclass
class HostProcess:
    """A running ``host`` and what it printed."""

    process: subprocess.Popen[str]
    port: int
    code: str
    journal: Path

    @property
    def pid(self) -> int:
        return self.process.pid

    def rss(self) -> int:
        """Resident bytes now."""
        with open(f"/proc/{self.pid}/statm") as handle:
            return int(handle.read().split()[1]) * _PAGE

    def cpu(self) -> float:
        """CPU seconds used so far (user + system)."""
        with open(f"/proc/{self.pid}/stat") as handle:
            fields = handle.read().rpartition(")")[2].split()
        return (int(fields[11]) + int(fields[12])) / _TICKS

    def alive(self) -> bool:
        return self.process.poll() is None

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(10)
        for stream in (self.process.stdout, self.process.stderr):
            if stream is not None:
                stream.close()


def start_host(
    home: Path, seats: str = "human,human,human", timeout: float = 60, spectators: bool = False
) -> HostProcess:
    """A headless host of a Maharaja match (three seats for people) in its own home folder."""
    env = environment(home)
    players = str(len(seats.split(",")))
    process = subprocess.Popen(
        [
            *COMMAND,
            *("--game", "maharaja", "--players", players, "--seats", seats, "--linger", "60"),
            *(["--allow-spectators"] if spectators else []),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    said: dict[str, str] = {}
    deadline = time.monotonic() + timeout
    assert process.stdout is not None
    while not {"address", "code", "journal"} <= said.keys():
        line = process.stdout.readline()
        if not line or time.monotonic() > deadline:
            process.kill()
            raise AssertionError(f"the host did not start: {said}")
        word, _, rest = line.strip().partition(" ")
        said[word] = rest
    port = int(said["address"].rpartition(":")[2])
    return HostProcess(process, port, said["code"], Path(said["journal"]))


# --- a player from the document ----------------------------------------------------------------


class Player:
    """One TLS connection speaking the protocol: hello, the proof of the code or a token (one per
    connection, ``pake.ClientHandshake``), join, and reading replies."""

    def __init__(self, port: int, source: str = LOOPBACK, timeout: float = 10.0) -> None:
        raw = socket.create_connection((LOOPBACK, port), timeout, source_address=(source, 0))
        self.sock = client_context().wrap_socket(raw)
        self.fingerprint = hashlib.sha256(self.sock.getpeercert(binary_form=True) or b"").hexdigest()
        self.decoder = FrameDecoder()
        self.inbox: list[dict[str, Any]] = []
        self.next_id = 1

    def send(self, message: dict[str, Any]) -> int:
        message_id = self.next_id
        self.next_id += 1
        self.sock.sendall(encode({**message, "id": message_id}))
        return message_id

    def expect(self, *types: str, timeout: float = 10.0) -> dict[str, Any]:
        """The next message of one of ``types`` (others are kept in ``inbox``); AssertionError
        if the connection ends or nothing fitting comes within ``timeout``."""
        deadline = time.monotonic() + timeout
        while True:
            for index, message in enumerate(self.inbox):
                if message.get("type") in types:
                    return self.inbox.pop(index)
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no {types} within {timeout} s: {[m.get('type') for m in self.inbox]}")
            self.sock.settimeout(left)
            try:
                data = self.sock.recv(65536)
            except TimeoutError:
                continue
            if not data:
                raise AssertionError(f"the host closed before {types}: {self.inbox[-3:]}")
            self.inbox.extend(self.decoder.feed(data))

    def hello(self) -> dict[str, Any]:
        """Say hello only: the host's ``challenge`` (what a connection gets without any proof)."""
        self.sock.sendall(encode(protocol.hello(0, __version__)))
        return self.expect("challenge", "hello_reject")

    def prove(
        self, credential: pake.CodeCredential | pake.TokenCredential, timeout: float = 10.0
    ) -> dict[str, Any]:
        """Hello and the proof of ``credential``: the host's proven ``welcome``, or its refusal."""
        hello = protocol.hello("hello", __version__)
        handshake = pake.ClientHandshake(hello, credential, "proof", self.fingerprint)
        outgoing = handshake.start()
        while True:
            for message in outgoing:
                self.sock.sendall(encode(message))
            reply = self.expect(
                "challenge", "pake", "welcome", "refused", "error", "hello_reject", timeout=timeout
            )
            status, outgoing = handshake.take(reply)
            if status != pake.PENDING:
                return reply

    def join(self, code: str, seat: int | str | None = None, timeout: float = 10.0) -> dict[str, Any]:
        """Prove the code as the host shows it (a join code) and take ``seat``."""
        welcome = self.prove(pake.CodeCredential(joincode.parse(code)), timeout)
        if welcome.get("type") != "welcome":
            return welcome
        self.send({"type": "join", "seat": seat})
        return self.expect("joined", "refused", "error", timeout=timeout)

    def resume(self, match: str, token: str) -> dict[str, Any]:
        welcome = self.prove(pake.TokenCredential(match, token, 0))
        if welcome.get("type") != "welcome":
            return welcome
        return self.expect("resumed", "refused", "error")

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.sock.close()


@dataclass
class Seat:
    """A seat a player took, to come back to."""

    match: str
    seat: int
    token: str


def take_seat(port: int, code: str) -> Seat:
    """Join the first free seat and leave again, keeping the token."""
    player = Player(port)
    try:
        joined = player.join(code)
        assert joined["type"] == "joined", joined
        return Seat(joined["match"], joined["seat"], joined["token"])
    finally:
        player.close()


@dataclass
class Check:
    """Whether a seated player came back and a new player joined, and how long each took."""

    came_back: bool = False
    joined: bool = False
    back_s: float | None = None
    join_s: float | None = None
    why: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.came_back and self.joined


def players_get_in(
    host: HostProcess, seat: Seat, timeout: float = 20.0, source: str = LOOPBACK, spectator: bool = False
) -> Check:
    """The seated player resumes with its token and a newcomer joins with the code (as a spectator
    if ``spectator``: the same check of the code, and it leaves the seats free), each retrying
    (a new connection each time, as the app does) until ``timeout``."""
    check = Check()
    wanted = "spectator" if spectator else None
    start = time.monotonic()
    deadline = start + timeout
    while time.monotonic() < deadline and not (check.came_back and check.joined):
        if not check.came_back:
            reply = _attempt(host.port, source, lambda p: p.resume(seat.match, seat.token))
            if reply.get("type") == "resumed":
                check.came_back, check.back_s = True, time.monotonic() - start
            else:
                check.why.append(f"resume: {reply.get('code') or reply.get('why')}")
        if not check.joined:
            reply = _attempt(host.port, source, lambda p: p.join(host.code, wanted))
            if reply.get("type") == "joined":
                check.joined, check.join_s = True, time.monotonic() - start
            else:
                check.why.append(f"join: {reply.get('code') or reply.get('why')}")
        if not check.ok:
            time.sleep(0.2)
    return check


def _attempt(port: int, source: str, act: Any) -> dict[str, Any]:
    try:
        player = Player(port, source, timeout=5.0)
    except OSError as error:
        return {"why": f"connect: {error}"}
    try:
        reply: dict[str, Any] = act(player)
        return reply
    except (OSError, AssertionError, FrameError) as error:
        return {"why": str(error)[:80]}
    finally:
        player.close()


# --- the attacks ---------------------------------------------------------------------------------


def _raw(port: int, source: str, timeout: float = 5.0) -> socket.socket:
    return socket.create_connection((LOOPBACK, port), timeout, source_address=(source, 0))


def _reset(sock: socket.socket) -> None:
    """Close with a TCP reset (linger 0), as a crashed or hostile peer does."""
    with contextlib.suppress(OSError):
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    with contextlib.suppress(OSError):
        sock.close()


def _client_hello() -> bytes:
    """The first flight of a TLS handshake, to send on a raw socket."""
    incoming, outgoing = ssl.MemoryBIO(), ssl.MemoryBIO()
    tls = client_context().wrap_bio(incoming, outgoing)
    with contextlib.suppress(ssl.SSLWantReadError):
        tls.do_handshake()
    return outgoing.read()


def handshakes_reset(port: int, count: int = 256) -> int:
    """Open ``count`` TLS handshakes (ClientHello sent), then reset them all; how many opened."""
    hello = _client_hello()
    opened: list[socket.socket] = []
    for index in range(count):
        try:
            sock = _raw(port, attacker_address(index % 64))
            sock.sendall(hello)
            opened.append(sock)
        except OSError:
            continue
    time.sleep(0.3)  # the host answers with its own flight; then the resets come
    for sock in opened:
        _reset(sock)
    return len(opened)


@contextlib.contextmanager
def silent_connections(port: int, count: int = 320) -> Iterator[int]:
    """Hold ``count`` connections that say nothing: every eighth bare TCP (no TLS), the others
    with the TLS handshake done and then silent. Yields how many opened; resets them all at the end."""
    held: list[socket.socket] = []
    context = client_context()
    try:
        for index in range(count):
            try:
                sock = _raw(port, attacker_address(index % 40), timeout=3.0)
                if index % 8:
                    sock = context.wrap_socket(sock)
                held.append(sock)
            except OSError:
                continue
        yield len(held)
    finally:
        for sock in held:
            _reset(sock)


@contextlib.contextmanager
def partial_frames(port: int, count: int = 200, size: int = 1 << 20) -> Iterator[int]:
    """``count`` connections, each sending all but the last byte of a frame of ``size`` bytes and
    holding it there. Yields how many sent their whole part; resets them all at the end."""
    held: list[socket.socket] = []
    header = struct.pack(">I", size)
    body = b'{"type":"chat","text":"' + b"x" * (size - 26) + b'"}'
    part = (header + body)[:-1]
    context = client_context()

    def park(index: int) -> None:
        try:
            sock = context.wrap_socket(_raw(port, attacker_address(index % 50), timeout=10.0))
            held.append(sock)
            sock.sendall(part)
        except OSError:
            return

    threads = [threading.Thread(target=park, args=(index,), daemon=True) for index in range(count)]
    try:
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(30)
        yield len(held)
    finally:
        for sock in list(held):
            _reset(sock)


def duplicate_key_frame(size: int) -> bytes:
    """A frame of about ``size`` bytes: one object whose one key is repeated all the way."""
    pair = b'"a":1,'
    body = b'{"type":"ping","id":1,' + pair * ((size - 32) // len(pair)) + b'"a":1}'
    return struct.pack(">I", len(body)) + body


def duplicate_keys(port: int, connections: int = 4, frames: int = 20, size: int = 1 << 20) -> int:
    """``connections`` connections each sending ``frames`` frames of duplicate keys (a new
    connection whenever the host cuts one). Returns the frames sent."""
    frame = duplicate_key_frame(size)
    context = client_context()
    sent = 0
    lock = threading.Lock()

    def attack(index: int) -> None:
        nonlocal sent
        count, sock, used = 0, None, False
        while count < frames:
            try:
                if sock is None:
                    sock, used = context.wrap_socket(_raw(port, attacker_address(index), timeout=5.0)), False
                sock.sendall(frame)
                count, used = count + 1, True
                with lock:
                    sent += 1
            except OSError:
                if sock is not None:
                    _reset(sock)
                # A connection that already carried a frame may have been cut by the host since
                # (it cuts each one): that frame goes again on a new connection, it was not
                # refused. Only a frame a fresh connection could not carry counts as spent.
                count += 0 if used else 1
                sock, used = None, False
        if sock is not None:
            _reset(sock)

    threads = [threading.Thread(target=attack, args=(index,), daemon=True) for index in range(connections)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    return sent


@dataclass
class Guesses:
    """What a guessing run got: answers by kind, and how many codes the host really checked."""

    sent: int = 0
    checked: int = 0  # answered wrong_code: the host compared the guess
    limited: int = 0  # answered rate_limited: refused unchecked
    waiting: int = 0  # not answered within a second: the host holds the join (it waits its turn)
    other: int = 0
    seconds: float = 0.0

    @property
    def checked_per_second(self) -> float:
        return self.checked / self.seconds if self.seconds else 0.0


def guess_codes(port: int, addresses: int, seconds: float, threads: int = 16, first: int = 0) -> Guesses:
    """Guess join codes from ``addresses`` loopback addresses for ``seconds``: one guess per
    connection (the protocol allows no more), as fast as the answers come."""
    result = Guesses()
    lock = threading.Lock()
    stop = time.monotonic() + seconds

    def worker(number: int) -> None:
        index = number
        while time.monotonic() < stop:
            source = attacker_address(first + index % addresses)
            index += threads
            try:
                player = Player(port, source, timeout=3.0)
            except OSError:
                continue
            try:
                try:
                    reply = player.prove(pake.CodeCredential(WRONG_CODE), timeout=1.0)
                except AssertionError:  # no answer within a second: the host holds the exchange
                    reply = {"code": "waiting"}
                with lock:
                    result.sent += 1
                    code = reply.get("code")
                    if code == "wrong_code":
                        result.checked += 1
                    elif code == "rate_limited":
                        result.limited += 1
                    elif code == "waiting":
                        result.waiting += 1
                    else:
                        result.other += 1
            except (OSError, FrameError):
                pass
            finally:
                player.close()

    start = time.monotonic()
    workers = [threading.Thread(target=worker, args=(number,), daemon=True) for number in range(threads)]
    for thread in workers:
        thread.start()
    for thread in workers:
        thread.join(seconds + 30)
    result.seconds = time.monotonic() - start
    return result
