"""The TLS transport and client over real sockets on 127.0.0.1, with a fake core behind the host.

The fake core is deliberately dumb (it echoes, broadcasts and closes on request) and records every
call, so what is tested here is only what the transport promises: frames in order however they are
split, ``closed`` exactly once per connection, the core's replies written out in order, a broken
connection closed alone, and clients that refuse a certificate their join code does not name.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtNetwork import (
    QHostAddress,
    QSsl,
    QSslConfiguration,
    QSslServer,
    QSslSocket,
    QTcpServer,
    QTcpSocket,
)

from desktop_app.net import pake, tls
from desktop_app.net.client import HostConnection
from desktop_app.net.framing import MAX_CLIENT_FRAME, MAX_SEPARATORS, FrameDecoder, encode
from desktop_app.net.transport import (
    MAX_HANDSHAKES_PER_ADDRESS,
    WORK_BURST_UNSEATED,
    WORK_PER_FRAME,
    WORK_RATE_UNSEATED,
    HostTransport,
    TransportError,
    server_configuration,
)

WAIT_MS = 5_000


@dataclass(frozen=True, slots=True)
class Out:
    """Stands in for host_core.Outgoing: same fields, same meaning."""

    conn: int
    message: dict[str, Any]
    close: bool = False


class FakeCore:
    """Echoes, broadcasts, closes on ``bye``, says ``left`` to the others; records every call."""

    def __init__(self) -> None:
        self.calls: list[tuple[Any, ...]] = []
        self.ticks: list[float] = []
        self.open_conns: set[int] = set()
        self.flood: bytes = b""

    def open(self, conn: int, peer: str) -> list[Out]:
        self.calls.append(("open", conn, peer))
        self.open_conns.add(conn)
        return [Out(conn, {"type": "welcome", "conn": conn})]

    def receive(self, conn: int, message: dict[str, Any]) -> list[Out]:
        assert conn in self.open_conns, "a message for a connection the core was told is closed"
        self.calls.append(("receive", conn, message))
        kind = message.get("type")
        if kind == "bye":
            return [Out(conn, {"type": "bye", "last": "words"}, close=True)]
        if kind == "broadcast":
            return [Out(other, {"type": "broadcast", "from": conn}) for other in sorted(self.open_conns)]
        if kind == "shared":  # one message object for everyone, as the spectators' stream events are
            shared = {"type": "shared", "from": conn}
            return [Out(other, shared) for other in sorted(self.open_conns)]
        if kind == "flood":
            return [Out(conn, {"type": "flood", "pad": "x" * 200_000}) for _ in range(message["count"])]
        return [Out(conn, {"type": "echo", "payload": message})]

    def closed(self, conn: int) -> list[Out]:
        assert conn in self.open_conns, "closed twice, or closed without open"
        self.calls.append(("closed", conn))
        self.open_conns.discard(conn)
        return [Out(other, {"type": "left", "conn": conn}) for other in sorted(self.open_conns)]

    def tick(self, now: float) -> list[Out]:
        self.ticks.append(now)
        return []

    def received(self, conn: int) -> list[dict[str, Any]]:
        return [call[2] for call in self.calls if call[0] == "receive" and call[1] == conn]

    def closed_count(self, conn: int) -> int:
        return self.calls.count(("closed", conn))


class Client:
    """A pinned HostConnection and everything it was told, for tests to wait on."""

    def __init__(self, qtbot, transport: HostTransport, prefix: str | None = None, **proving: Any) -> None:
        """``proving``: the ``hello``, ``credential`` and ``proof_id`` of a HostConnection that
        proves a code or token (none for the fake cores here, which take any message)."""
        host, port = transport.address()
        self.connection = HostConnection(host, port, prefix or transport.fingerprint[:10], **proving)
        self.messages: list[dict[str, Any]] = []
        self.failures: list[str] = []
        self.ended = False
        self.connection.message_received.connect(self.messages.append)
        self.connection.failed.connect(self.failures.append)
        self.connection.disconnected.connect(self._on_disconnected)
        self.qtbot = qtbot

    def _on_disconnected(self) -> None:
        self.ended = True

    def start(self) -> Client:
        with self.qtbot.waitSignal(self.connection.connected, timeout=WAIT_MS):
            self.connection.start()
        self.wait_for(1)
        assert self.messages[0]["type"] == "welcome"
        self.conn: int = self.messages[0]["conn"]
        return self

    def wait_for(self, count: int) -> list[dict[str, Any]]:
        self.qtbot.waitUntil(lambda: len(self.messages) >= count, timeout=WAIT_MS)
        return self.messages


class RawClient:
    """A TLS socket with no pinning and no framing of its own: it writes whatever bytes it is told."""

    def __init__(self, qtbot, transport: HostTransport) -> None:
        self.socket = QSslSocket()
        configuration = QSslConfiguration.defaultConfiguration()
        configuration.setPeerVerifyMode(QSslSocket.PeerVerifyMode.VerifyNone)
        configuration.setProtocol(QSsl.SslProtocol.TlsV1_2OrLater)
        self.socket.setSslConfiguration(configuration)
        self.decoder = FrameDecoder()
        self.messages: list[dict[str, Any]] = []
        self.ended = False
        self.socket.readyRead.connect(self._read)
        self.socket.disconnected.connect(self._on_disconnected)
        host, port = transport.address()
        with qtbot.waitSignal(self.socket.encrypted, timeout=WAIT_MS):
            self.socket.connectToHostEncrypted(host, port)
        qtbot.waitUntil(lambda: bool(self.messages), timeout=WAIT_MS)
        self.conn: int = self.messages[0]["conn"]

    def _read(self) -> None:
        self.messages.extend(self.decoder.feed(self.socket.readAll().data()))

    def _on_disconnected(self) -> None:
        self.ended = True

    def write(self, data: bytes) -> None:
        self.socket.write(data)
        self.socket.flush()


@pytest.fixture
def core() -> FakeCore:
    return FakeCore()


@pytest.fixture
def transport(qapp, core, tmp_path):
    host = HostTransport(core, tmp_path / "identity", tick_interval=0.05)
    yield host
    host.close()


def test_the_host_listens_on_loopback_on_a_port_the_system_chose(transport) -> None:
    host, port = transport.address()
    assert host == "127.0.0.1"
    assert port > 0


def test_a_pinned_client_exchanges_frames_in_both_directions(qtbot, transport, core) -> None:
    client = Client(qtbot, transport)
    client.connection.send({"type": "say", "n": 0})  # queued before the handshake, sent after it
    client.start()
    assert ("open", client.conn, "127.0.0.1") in core.calls
    for n in range(1, 20):
        client.connection.send({"type": "say", "n": n, "text": "é" * n})
    messages = client.wait_for(21)
    assert [message["payload"]["n"] for message in messages[1:]] == list(range(20))
    assert [message["n"] for message in core.received(client.conn)] == list(range(20))
    assert client.connection.is_connected
    assert client.connection.peer_fingerprint == transport.fingerprint


def test_frames_written_byte_by_byte_arrive_whole(qtbot, transport, core) -> None:
    raw = RawClient(qtbot, transport)
    frame = encode({"type": "say", "text": "one byte at a time"})
    for index, byte in enumerate(frame[:-1]):
        raw.write(bytes([byte]))
        qtbot.waitUntil(lambda index=index: transport.buffered(raw.conn) == index + 1, timeout=WAIT_MS)
        assert core.received(raw.conn) == []
    raw.write(frame[-1:])
    qtbot.waitUntil(lambda: len(raw.messages) == 2, timeout=WAIT_MS)
    assert core.received(raw.conn) == [{"type": "say", "text": "one byte at a time"}]
    assert raw.messages[1] == {"type": "echo", "payload": {"type": "say", "text": "one byte at a time"}}
    assert transport.buffered(raw.conn) == 0


def test_several_frames_in_one_write_all_arrive_in_order(qtbot, transport, core) -> None:
    raw = RawClient(qtbot, transport)
    messages = [{"type": "say", "n": n} for n in range(50)]
    raw.write(b"".join(encode(message) for message in messages) + encode({"type": "say", "n": 50})[:7])
    qtbot.waitUntil(lambda: len(raw.messages) == 51, timeout=WAIT_MS)
    assert core.received(raw.conn) == messages
    assert [message["payload"] for message in raw.messages[1:]] == messages
    assert transport.buffered(raw.conn) == 7  # the start of the next frame waits for its rest


def test_a_client_pinning_another_fingerprint_is_refused(qtbot, transport, core) -> None:
    wrong = ("0" if transport.fingerprint[0] != "0" else "1") + transport.fingerprint[1:10]
    client = Client(qtbot, transport, prefix=wrong)
    with qtbot.waitSignal(client.connection.failed, timeout=WAIT_MS) as failure:
        client.connection.start()
    assert "certificate" in failure.args[0]
    assert not client.connection.is_connected
    assert client.messages == []
    assert not client.connection.send({"type": "say"})  # spent: nothing goes out any more
    qtbot.waitUntil(lambda: not core.open_conns, timeout=WAIT_MS)
    assert [call for call in core.calls if call[0] == "receive"] == []


def test_a_client_refuses_a_host_with_another_certificate(qtbot, qapp, core, tmp_path) -> None:
    genuine = HostTransport(core, tmp_path / "genuine")
    impostor = HostTransport(FakeCore(), tmp_path / "impostor")
    try:
        host, port = impostor.address()
        connection = HostConnection(host, port, genuine.fingerprint[:10])
        with qtbot.waitSignal(connection.failed, timeout=WAIT_MS) as failure:
            connection.start()
        assert "not the host" in failure.args[0]
    finally:
        genuine.close()
        impostor.close()


def test_a_restarted_host_keeps_its_certificate_so_pinned_clients_reconnect(qtbot, qapp, tmp_path) -> None:
    first = HostTransport(FakeCore(), tmp_path / "identity")
    prefix = first.fingerprint[:10]
    first.close()
    second = HostTransport(FakeCore(), tmp_path / "identity")
    try:
        assert second.fingerprint == first.fingerprint
        Client(qtbot, second, prefix=prefix).start()
    finally:
        second.close()


def test_garbage_closes_only_that_connection(qtbot, transport, core) -> None:
    good = Client(qtbot, transport).start()
    bad = RawClient(qtbot, transport)
    bad.write(encode({"type": "say", "n": 1}) + b"\x00\x00\x00\x05hello" + encode({"type": "say", "n": 2}))
    qtbot.waitUntil(lambda: bad.ended, timeout=WAIT_MS)
    assert core.received(bad.conn) == [{"type": "say", "n": 1}]  # what came before the garbage counts
    assert core.closed_count(bad.conn) == 1
    assert bad.messages[-1]["type"] == "protocol_error"
    assert "JSON" in bad.messages[-1]["reason"]
    good.wait_for(2)
    assert good.messages[1] == {"type": "left", "conn": bad.conn}
    good.connection.send({"type": "say", "n": 3})
    assert good.wait_for(3)[2] == {"type": "echo", "payload": {"type": "say", "n": 3}}
    assert transport.connections() == [good.conn]


def test_plain_tcp_garbage_never_reaches_the_core_and_does_not_stop_the_host(qtbot, transport, core) -> None:
    host, port = transport.address()
    plain = QTcpSocket()
    with qtbot.waitSignal(plain.connected, timeout=WAIT_MS):
        plain.connectToHost(host, port)
    with qtbot.waitSignal(plain.disconnected, timeout=WAIT_MS):
        plain.write(encode({"type": "hello"}) + b"GET / HTTP/1.1\r\n\r\n" * 100)
    assert core.calls == []
    client = Client(qtbot, transport).start()
    client.connection.send({"type": "say"})
    assert client.wait_for(2)[1]["type"] == "echo"


def test_a_silent_connection_is_cut_after_the_handshake_timeout(qtbot, qapp, core, tmp_path) -> None:
    host = HostTransport(core, tmp_path / "identity", handshake_timeout=0.2)
    try:
        silent = QTcpSocket()
        with qtbot.waitSignal(silent.connected, timeout=WAIT_MS):
            silent.connectToHost(*host.address())
        with qtbot.waitSignal(silent.disconnected, timeout=WAIT_MS):
            pass
        assert core.calls == []
    finally:
        host.close()


def test_an_oversize_length_closes_the_connection_before_the_body(qtbot, transport, core) -> None:
    raw = RawClient(qtbot, transport)
    raw.write(struct.pack(">I", 50 * 1024 * 1024))
    qtbot.waitUntil(lambda: raw.ended, timeout=WAIT_MS)
    assert raw.messages[-1]["type"] == "protocol_error"
    assert core.closed_count(raw.conn) == 1


def test_close_in_an_outgoing_closes_after_the_message_is_delivered(qtbot, transport, core) -> None:
    client = Client(qtbot, transport).start()
    client.connection.send({"type": "bye"})
    client.connection.send({"type": "say", "after": "bye"})  # may arrive, but is never handed on
    qtbot.waitUntil(lambda: client.ended, timeout=WAIT_MS)
    assert client.messages[-1] == {"type": "bye", "last": "words"}
    assert client.failures == []
    assert core.received(client.conn) == [{"type": "bye"}]
    assert core.closed_count(client.conn) == 1
    assert transport.connections() == []


def test_a_client_that_leaves_is_reported_to_the_core_once(qtbot, transport, core) -> None:
    stays = Client(qtbot, transport).start()
    leaves = Client(qtbot, transport).start()
    with qtbot.waitSignal(leaves.connection.disconnected, timeout=WAIT_MS):
        leaves.connection.close()
    stays.wait_for(2)
    assert stays.messages[1] == {"type": "left", "conn": leaves.conn}
    assert core.closed_count(leaves.conn) == 1
    assert core.closed_count(stays.conn) == 0


def test_a_broadcast_reaches_every_client(qtbot, transport, core) -> None:
    clients = [Client(qtbot, transport).start() for _ in range(5)]
    clients[2].connection.send({"type": "broadcast"})
    for client in clients:
        assert client.wait_for(2)[1] == {"type": "broadcast", "from": clients[2].conn}


def test_one_message_for_many_connections_is_encoded_once(qtbot, transport, core, monkeypatch) -> None:
    """Spectators share a stream: each of its events goes to every watcher as the same object,
    and the transport encodes it once for all of them."""
    from desktop_app.net import transport as transport_module

    clients = [Client(qtbot, transport).start() for _ in range(4)]
    encoded: list[str] = []

    def counting_encode(message: dict[str, Any], **options: Any) -> bytes:
        encoded.append(message["type"])
        return encode(message, **options)

    monkeypatch.setattr(transport_module, "encode", counting_encode)
    clients[0].connection.send({"type": "shared"})
    for client in clients:
        assert client.wait_for(2)[1] == {"type": "shared", "from": clients[0].conn}
    assert encoded == ["shared"]
    clients[1].connection.send({"type": "broadcast"})  # equal messages, but separate objects
    for client in clients:
        client.wait_for(3)
    assert encoded == ["shared"] + ["broadcast"] * 4


def test_the_core_is_ticked_with_a_monotonic_clock(qtbot, transport, core) -> None:
    qtbot.waitUntil(lambda: len(core.ticks) >= 3, timeout=WAIT_MS)
    assert core.ticks == sorted(core.ticks)


def test_closing_the_host_tells_the_core_and_every_client(qtbot, qapp, core, tmp_path) -> None:
    host = HostTransport(core, tmp_path / "identity")
    clients = [Client(qtbot, host).start() for _ in range(3)]
    host.close()
    assert core.open_conns == set()
    qtbot.waitUntil(lambda: all(client.ended for client in clients), timeout=WAIT_MS)


def test_a_client_that_stops_reading_is_cut_while_one_that_reads_a_burst_is_not(
    qtbot, qapp, core, tmp_path
) -> None:
    host = HostTransport(
        core, tmp_path / "identity", tick_interval=0.05, max_backlog=1_000_000, stall_timeout=0.3
    )
    try:
        reader = Client(qtbot, host).start()
        stalled = RawClient(qtbot, host)
        stalled.socket.setReadBufferSize(1)  # takes nothing more off the wire
        stalled.socket.readyRead.disconnect()
        # 10 MB each: far more than the backlog limit plus what the system's socket buffers hold.
        stalled.write(encode({"type": "flood", "count": 50}))
        reader.connection.send({"type": "flood", "count": 50})
        qtbot.waitUntil(lambda: core.closed_count(stalled.conn) == 1, timeout=WAIT_MS)
        reader.wait_for(51)
        assert [message["type"] for message in reader.messages[1:51]] == ["flood"] * 50
        assert host.connections() == [reader.conn]
    finally:
        host.close()


def test_a_host_address_that_is_not_an_ip_is_refused(qapp, core, tmp_path) -> None:
    with pytest.raises(TransportError, match="not an IP"):
        HostTransport(core, tmp_path, host="not-an-address")


def test_a_short_pin_is_refused(qapp) -> None:
    with pytest.raises(ValueError, match="hex"):
        HostConnection("127.0.0.1", 1, "abc")


def test_a_client_fails_when_the_host_breaks_the_framing_but_keeps_what_came_before(
    qtbot, qapp, tmp_path
) -> None:
    identity = tls.load_or_create(tmp_path)
    server = QSslServer()
    server.setSslConfiguration(server_configuration(identity))
    accepted: list[QTcpSocket] = []

    def garble() -> None:
        socket = server.nextPendingConnection()
        accepted.append(socket)
        socket.write(encode({"type": "hi"}) + struct.pack(">I", 2) + b"[]")

    server.pendingConnectionAvailable.connect(garble)
    assert server.listen(QHostAddress("127.0.0.1"), 0)
    try:
        connection = HostConnection("127.0.0.1", server.serverPort(), identity.fingerprint[:12])
        received: list[dict[str, Any]] = []
        connection.message_received.connect(received.append)
        with qtbot.waitSignal(connection.failed, timeout=WAIT_MS) as failure:
            connection.start()
        assert "broke the protocol" in failure.args[0]
        assert received == [{"type": "hi"}]
        assert not connection.is_connected
    finally:
        server.close()


def test_a_client_fails_when_nobody_listens(qtbot, qapp) -> None:
    probe = QTcpServer()
    assert probe.listen(QHostAddress("127.0.0.1"), 0)
    port = probe.serverPort()
    probe.close()  # the port is now closed: connecting is refused
    connection = HostConnection("127.0.0.1", port, "0" * 10)
    with qtbot.waitSignal(connection.failed, timeout=WAIT_MS) as failure:
        connection.start()
    assert f"127.0.0.1:{port}" in failure.args[0]


def test_a_client_closed_before_it_connected_says_disconnected_once(qtbot, transport) -> None:
    host, port = transport.address()
    connection = HostConnection(host, port, transport.fingerprint[:10])
    ended: list[str] = []
    connection.disconnected.connect(lambda: ended.append("disconnected"))
    connection.failed.connect(ended.append)
    connection.start()
    connection.close()
    connection.close()
    qtbot.wait(50)
    assert ended == ["disconnected"]
    assert not connection.send({"type": "say"})
    with pytest.raises(RuntimeError):
        connection.start()


def test_a_client_gives_up_on_a_host_that_falls_silent(qtbot, transport) -> None:
    host, port = transport.address()
    connection = HostConnection(host, port, transport.fingerprint[:10], silence_timeout=0.2)
    heard: list[dict[str, Any]] = []
    connection.message_received.connect(heard.append)
    with qtbot.waitSignal(connection.failed, timeout=WAIT_MS) as failure:
        connection.start()
    assert heard == [{"type": "welcome", "conn": 1}]  # the fake core says nothing after that
    assert "nothing heard" in failure.args[0]


def test_the_real_host_core_plays_a_short_match_behind_the_transport(qtbot, qapp, tmp_path) -> None:
    """One network seat against a bot at the host, Secret Dice to the end, over TLS."""
    from desktop_app import __version__
    from desktop_app.engine.session import Session
    from desktop_app.net import host_core, protocol
    from desktop_app.net.delta import Reader
    from desktop_app.net.joincode import JoinCode

    identity_dir = tmp_path / "identity"
    code = JoinCode.new(tls.load_or_create(identity_dir).fingerprint)
    core = host_core.HostCore(Session.new("secret_dice", 2, seed=5), ["human", "random"], code, bot_seed=1)
    host = HostTransport(core, identity_dir)
    try:
        hello = protocol.hello(1, __version__)
        proving = {"hello": hello, "credential": pake.CodeCredential(code), "proof_id": "p"}
        client = Client(qtbot, host, prefix=code.fingerprint_prefix, **proving)
        acted: set[int] = set()
        next_id = iter(range(3, 10_000))

        document = Reader()

        def play(message: dict[str, Any]) -> None:
            message = document.take(message)  # an update's patch applied, as every client must
            mine = message["type"] in ("snapshot", "update", "view") and 0 in message["to_move"]
            if mine and message["legal"] and message["state"] not in acted:
                acted.add(message["state"])
                act = {"type": "act", "id": next(next_id), "state": message["state"]}
                client.connection.send({**act, "action": message["legal"][0]})

        client.connection.message_received.connect(play)
        client.connection.send({"type": "join", "id": 2, "seat": 0})
        with qtbot.waitSignal(client.connection.connected, timeout=WAIT_MS):
            client.connection.start()
        qtbot.waitUntil(lambda: any(m["type"] == "match_over" for m in client.messages), timeout=15_000)
        kinds = [message["type"] for message in client.messages]
        assert kinds[:2] == ["welcome", "joined"]
        # The client answers every update, even one a later update in the same read made stale
        # (the bot bets at once): those are refused as stale, with a fresh view, and it plays on.
        refusals = [message for message in client.messages if message["type"] == "refused"]
        assert {refusal["code"] for refusal in refusals} <= {"stale"}
        assert kinds.count("ack") == 3  # one bet in each of Secret Dice's three rounds
        assert acted  # the network seat really played
        events = [message for message in client.messages if message["type"] in protocol.STREAM_EVENTS]
        assert [event["seq"] for event in events] == list(
            range(events[0]["seq"], events[0]["seq"] + len(events))
        )
        assert core.session.is_over
        assert core.internal_errors == [] and core.bot_errors == []
    finally:
        host.close()


# --- what nobody can make the host hold or do (issue 34, item 3) -------------------------------------


def test_a_connection_over_its_work_bucket_is_read_later_not_cut(qtbot, transport, core) -> None:
    raw = RawClient(qtbot, transport)
    chat = {"type": "say", "text": "x" * 8_000}
    count = 2 * WORK_BURST_UNSEATED // 8_000  # twice what an unseated connection may have parsed at once
    raw.write(b"".join(encode({**chat, "n": n}) for n in range(count)))
    qtbot.waitUntil(lambda: len(core.received(raw.conn)) > 0, timeout=WAIT_MS)
    assert len(core.received(raw.conn)) < count  # the bucket ran dry: the rest waits its refill
    wait_s = (count * (8_000 + WORK_PER_FRAME) - WORK_BURST_UNSEATED) / WORK_RATE_UNSEATED
    qtbot.waitUntil(lambda: len(core.received(raw.conn)) == count, timeout=round(1000 * wait_s) + WAIT_MS)
    assert [message["n"] for message in core.received(raw.conn)] == list(range(count))
    assert not raw.ended


def test_partial_frames_of_all_connections_together_are_capped(qtbot, transport, core, monkeypatch) -> None:
    from desktop_app.net import transport as transport_module

    monkeypatch.setattr(transport_module, "PENDING_BUDGET", 80_000)
    small, big = RawClient(qtbot, transport), RawClient(qtbot, transport)
    small.write(encode({"type": "say", "text": "y" * 30_000})[:-1])
    qtbot.waitUntil(lambda: transport.buffered(small.conn) > 29_000, timeout=WAIT_MS)
    big.write(encode({"type": "say", "text": "z" * 60_000})[:-1])
    qtbot.waitUntil(lambda: big.ended, timeout=WAIT_MS)  # the one holding the most goes
    assert big.messages[-1] == {"type": "protocol_error", "reason": "the host's input buffers are full"}
    assert not small.ended and transport.pending() == transport.buffered(small.conn) <= 80_000


def test_a_client_frame_is_read_strictly(qtbot, transport, core) -> None:
    for body, reason in (
        (b'{"type":"say","a":1,"a":2}', "repeats a key"),
        (b'{"type":"say","v":[' + b"1," * MAX_SEPARATORS + b"1]}", "more than"),
        (encode({"type": "say", "text": "w" * MAX_CLIENT_FRAME})[4:], "exceeds the limit"),
    ):
        raw = RawClient(qtbot, transport)
        raw.write(struct.pack(">I", len(body)) + body)
        qtbot.waitUntil(lambda raw=raw: raw.ended, timeout=WAIT_MS)
        assert reason in raw.messages[-1]["reason"] and core.received(raw.conn) == []


def test_handshakes_are_capped_per_address_and_the_oldest_goes(qtbot, transport, core) -> None:
    silent = []
    for _ in range(MAX_HANDSHAKES_PER_ADDRESS + 5):
        socket = QTcpSocket()
        socket.connectToHost(*transport.address())
        assert socket.waitForConnected(WAIT_MS)
        silent.append(socket)
    qtbot.waitUntil(lambda: transport.handshakes() == MAX_HANDSHAKES_PER_ADDRESS, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: silent[0].state() == QTcpSocket.SocketState.UnconnectedState, timeout=WAIT_MS)
    Client(qtbot, transport).start()  # a real client still gets through (it pushes out the oldest)
    for socket in silent:
        socket.abort()
