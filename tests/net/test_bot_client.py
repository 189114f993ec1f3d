"""The bot client's memory and its ways back, against a scripted host over real TLS on 127.0.0.1.

A real host never skips a stream number and answers whatever it is asked, so the paths that matter
when things go wrong are driven here by a host that says exactly what the test scripts: a gap in the
stream (the client asks for a snapshot rather than play on a position it does not know), an act
left unanswered in the seat file (sent again under the same id, before anything new is decided),
a connection cut under the client (it resumes by itself with its token), and a host that is gone
for good (it gives up after its tries, saying so).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from desktop_app.engine.action import Action
from desktop_app.net import legal_wire, pake, tls
from desktop_app.net.bot_client import BotClient, SeatMemory, load_seat_file, save_seat_file
from desktop_app.net.joincode import JoinCode
from desktop_app.net.transport import HostTransport

WAIT_MS = 10_000
MATCH = "5f0c2a9e4b7d1368"
TOKEN = "6d" * 16
FILE = {"format": "three-palaces-match", "record": [], "result": {"ranking": [0, 1]}}


@dataclass(frozen=True, slots=True)
class Out:
    conn: int
    message: dict[str, Any]
    close: bool = False


#: The secret of every join code here (``code_for``), so the scripted host can prove it.
SECRET = "ABCDEFGH"


def code_for(identity: tls.HostIdentity) -> JoinCode:
    return JoinCode(identity.fingerprint[:10], SECRET)


class ScriptedHost:
    """A core that proves the code or ``TOKEN`` as a host does (``pake.py``), then answers each
    client message type with what ``script`` returns for it."""

    def __init__(self, script: Callable[[int, dict[str, Any]], list[Out]]) -> None:
        self.script = script
        self.received: list[dict[str, Any]] = []
        self.channel = ""
        self.nonces: dict[int, str] = {}
        self.spakes: dict[int, pake.HostSpake] = {}

    def bind_channel(self, fingerprint: str) -> None:
        self.channel = fingerprint

    def open(self, conn: int, peer: str) -> list[Out]:
        return []

    def receive(self, conn: int, message: dict[str, Any]) -> list[Out]:
        self.received.append(message)
        kind, reply_to = message["type"], message.get("id")
        if kind == "hello":
            self.nonces[conn] = pake.new_nonce()
            return [Out(conn, {"type": "challenge", "reply_to": reply_to, "nonce": self.nonces[conn]})]
        if kind == "pake":
            spake = self.spakes[conn] = pake.HostSpake(
                JoinCode(self.channel[:10], SECRET), self.channel, self.nonces[conn]
            )
            return [Out(conn, {"type": "pake", "reply_to": reply_to, "msg": spake.respond(message["msg"])})]
        if kind == "confirm":
            assert self.spakes[conn].check(message["proof"])
            return [Out(conn, self.welcome(reply_to, self.spakes[conn].proof()))]
        if kind == "resume":
            theirs, ours = pake.token_proofs(
                TOKEN,
                self.channel,
                self.nonces[conn],
                message["nonce"],
                message["match"],
                message["last_seq"],
            )
            assert theirs == message["proof"]
            return [Out(conn, self.welcome(reply_to, ours)), *self.script(conn, message)]
        return self.script(conn, message)

    @staticmethod
    def welcome(reply_to: Any, proof: str) -> dict[str, Any]:
        return {"type": "welcome", "reply_to": reply_to, "game": "secret_dice", "proof": proof}

    def closed(self, conn: int) -> list[Out]:
        return []

    def tick(self, now: float) -> list[Out]:
        return []

    def sent(self, kind: str) -> list[dict[str, Any]]:
        return [message for message in self.received if message["type"] == kind]


def bets(*sides: str) -> list[Any]:
    """Bets on ``sides`` as legal actions go over the wire (their compact form, protocol 3)."""
    return legal_wire.compact([Action.make("bet", side=side) for side in sides])


def event(seq: int, kind: str = "update", **fields: Any) -> dict[str, Any]:
    base = {"type": kind, "seq": seq, "state": seq}
    if kind == "update":  # the whole document as the patch: right whatever the client held
        document = {"view": fields.pop("view", {}), "legal": fields.pop("legal", [])}
        base.update(patch=[["s", [], document]], to_move=[], log_from=0, log=[])
    return {**base, **fields}


def snapshot(seq: int, over: bool = False) -> dict[str, Any]:
    return {"type": "snapshot", "seq": seq, "state": seq, "view": {}, "legal": [], "to_move": []} | {
        "over": over,
        "file": FILE if over else None,
    }


@pytest.fixture
def identity(tmp_path: Path) -> tls.HostIdentity:
    return tls.load_or_create(tmp_path / "identity")


def serve(identity: tls.HostIdentity, core: ScriptedHost) -> HostTransport:
    return HostTransport(core, identity.path.parent, tick_interval=0.05)


def client_for(
    host: HostTransport, identity: tls.HostIdentity, tmp_path: Path, **options: Any
) -> tuple[BotClient, dict[str, Any]]:
    address, port = host.address()
    code = code_for(identity)
    client = BotClient(address, port, code, seat=0, trace=tmp_path / "trace", **options)
    ending: dict[str, Any] = {}
    client.finished.connect(lambda outcome, file: ending.update(outcome=outcome, file=file))
    client.failed.connect(lambda reason: ending.update(error=reason))
    return client, ending


def trace(tmp_path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in (tmp_path / "trace").read_text().splitlines()]


def test_a_gap_in_the_stream_is_mended_by_a_snapshot_not_played_over(qtbot, identity, tmp_path) -> None:
    def script(conn: int, message: dict[str, Any]) -> list[Out]:
        if message["type"] == "join":
            joined = {"type": "joined", "reply_to": message["id"], "match": MATCH, "seat": 0, "token": TOKEN}
            return [
                Out(conn, {**joined, "state": 0}),
                Out(conn, snapshot(0)),
                Out(conn, event(1)),
                Out(conn, event(3)),
            ]
        if message["type"] == "sync":
            over = event(5, "match_over", outcome={"ranking": [0, 1]}, file=FILE)
            return [Out(conn, snapshot(3)), Out(conn, event(4)), Out(conn, over)]
        return []

    core = ScriptedHost(script)
    host = serve(identity, core)
    client, ending = client_for(host, identity, tmp_path, seat_file=tmp_path / "seat")
    try:
        client.start()
        qtbot.waitUntil(lambda: bool(ending), timeout=WAIT_MS)
    finally:
        client.close()
        host.close()
    assert ending["file"] == FILE
    assert len(core.sent("sync")) == 1
    seen = [(line["event"], line.get("seq")) for line in trace(tmp_path) if line["event"] != "start"]
    assert seen == [
        ("joined", None),
        ("snapshot", 0),
        ("event", 1),
        ("gap", 3),
        ("snapshot", 3),
        ("event", 4),
        ("event", 5),
        ("over", None),
    ]
    memory = load_seat_file(tmp_path / "seat")
    assert memory is not None and (memory.last_seq, memory.over, memory.token) == (5, True, TOKEN)
    assert memory.pin == identity.fingerprint  # the whole certificate the host proved the code on


def test_an_unanswered_act_is_sent_again_under_its_id_before_anything_else(qtbot, identity, tmp_path) -> None:
    pending = {"id": 7, "state": 4, "action": {"type": "bet", "side": "low"}}
    memory = SeatMemory(MATCH, 0, TOKEN, "secret_dice", JoinCode.new(identity.fingerprint).fingerprint_prefix)
    memory.last_seq, memory.next_id, memory.pending = 5, 8, pending
    save_seat_file(tmp_path / "seat", memory)

    def script(conn: int, message: dict[str, Any]) -> list[Out]:
        if message["type"] == "resume":
            resumed = {"type": "resumed", "reply_to": message["id"], "match": MATCH, "seat": 0, "seq": 6}
            # The act was applied before the client died: its update is in the gap, to_move ours again.
            update = event(6, legal=bets("high"), to_move=[0])
            return [Out(conn, {**resumed, "state": 5}), Out(conn, update)]
        if message["type"] == "act" and message["id"] == 7:
            return [Out(conn, {"type": "ack", "reply_to": 7, "state": 5})]
        if message["type"] == "act":
            ack = Out(conn, {"type": "ack", "reply_to": message["id"], "state": 6})
            return [ack, Out(conn, event(7, "match_over", outcome={"ranking": [0, 1]}, file=FILE))]
        return []

    core = ScriptedHost(script)
    host = serve(identity, core)
    client, ending = client_for(host, identity, tmp_path, seat_file=tmp_path / "seat")
    try:
        client.start()
        qtbot.waitUntil(lambda: bool(ending), timeout=WAIT_MS)
    finally:
        client.close()
        host.close()
    assert "error" not in ending, ending
    assert [message["type"] for message in core.received] == ["hello", "resume", "act", "sync", "act"]
    resume, first, _sync, second = core.received[1:]
    assert resume["last_seq"] == 5 and resume["match"] == MATCH and TOKEN not in json.dumps(core.received)
    assert {key: first[key] for key in pending} == pending  # the very act, under the very id
    assert second["id"] == 8 and second["state"] == 6 and second["action"] == {"type": "bet", "side": "high"}
    assert [act["id"] for act in client.accepted] == [7, 8]
    memory_after = load_seat_file(tmp_path / "seat")
    assert memory_after is not None and memory_after.pending is None and memory_after.next_id == 9


def test_a_restarted_client_asks_where_the_match_stands_when_the_gap_does_not_say(
    qtbot, identity, tmp_path
) -> None:
    memory = SeatMemory(MATCH, 0, TOKEN, "secret_dice", JoinCode.new(identity.fingerprint).fingerprint_prefix)
    memory.last_seq = 5
    save_seat_file(tmp_path / "seat", memory)

    def script(conn: int, message: dict[str, Any]) -> list[Out]:
        if message["type"] == "resume":
            resumed = {"type": "resumed", "reply_to": message["id"], "match": MATCH, "seat": 0, "seq": 6}
            presence = event(6, "presence", connected=[0, 1], claimed=[0, 1], started=True)
            return [Out(conn, {**resumed, "state": 4}), Out(conn, presence)]
        if message["type"] == "sync":
            mine = {**snapshot(6), "state": 4, "legal": bets("low"), "to_move": [0]}
            return [Out(conn, mine)]
        if message["type"] == "act":
            ack = Out(conn, {"type": "ack", "reply_to": message["id"], "state": 5})
            return [ack, Out(conn, event(7, "match_over", outcome={"ranking": [0, 1]}, file=FILE))]
        return []

    core = ScriptedHost(script)
    host = serve(identity, core)
    client, ending = client_for(host, identity, tmp_path, seat_file=tmp_path / "seat")
    try:
        client.start()
        qtbot.waitUntil(lambda: bool(ending), timeout=WAIT_MS)
    finally:
        client.close()
        host.close()
    assert "error" not in ending, ending
    assert [message["type"] for message in core.received] == ["hello", "resume", "sync", "act"]
    assert core.received[-1]["state"] == 4 and core.received[-1]["id"] == 1


def test_a_dropped_connection_is_resumed_with_the_token_by_itself(qtbot, identity, tmp_path) -> None:
    def script(conn: int, message: dict[str, Any]) -> list[Out]:
        if message["type"] == "join":
            joined = {"type": "joined", "reply_to": message["id"], "match": MATCH, "seat": 0, "token": TOKEN}
            return [
                Out(conn, {**joined, "state": 0}),
                Out(conn, snapshot(2)),
                Out(conn, event(3), close=True),
            ]
        if message["type"] == "resume":
            resumed = {"type": "resumed", "reply_to": message["id"], "match": MATCH, "seat": 0, "seq": 4}
            over = event(4, "match_over", outcome={"ranking": [1, 0]}, file=FILE)
            return [Out(conn, {**resumed, "state": 4}), Out(conn, over)]
        return []

    core = ScriptedHost(script)
    host = serve(identity, core)
    client, ending = client_for(host, identity, tmp_path)  # no seat file: the memory alone will do
    try:
        client.start()
        qtbot.waitUntil(lambda: bool(ending), timeout=WAIT_MS)
    finally:
        client.close()
        host.close()
    assert ending.get("outcome") == {"ranking": [1, 0]}, ending
    assert client.reconnects == 1
    (resume,) = core.sent("resume")
    assert (resume["match"], resume["last_seq"]) == (MATCH, 3) and "token" not in resume
    assert len(core.sent("join")) == 1, "a client with a token never joins again"


def test_a_host_gone_for_good_is_given_up_on_after_the_tries(qtbot, identity, tmp_path) -> None:
    host = serve(identity, ScriptedHost(lambda conn, message: []))
    address, port = host.address()
    host.close()  # nobody listens there any more
    memory = SeatMemory(MATCH, 1, TOKEN, "secret_dice", JoinCode.new(identity.fingerprint).fingerprint_prefix)
    save_seat_file(tmp_path / "seat", memory)
    client = BotClient(address, port, None, seat_file=tmp_path / "seat", backoff=(0.01, 0.05))
    reasons: list[str] = []
    client.failed.connect(reasons.append)
    client.start()
    qtbot.waitUntil(lambda: bool(reasons), timeout=WAIT_MS)
    assert client.reconnects == 2 and "gave up after 2 tries" in reasons[0]
