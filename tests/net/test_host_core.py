"""HostCore, sans-IO: the protocol driven with dicts, every answer checked against docs/protocol.md.

``Table`` (used by the other host tests too) is a HostCore with fake connections: it delivers the
core's ``Outgoing`` items like the transport does (one queue; ``closed`` is called after a close),
holds every message to the documented shapes, and records what each connection received. A
``Mirror`` is a client's memory rebuilt only from those messages; it fails on any gap or repeat in
a stream.
"""

from __future__ import annotations

import itertools
import json
from collections import defaultdict, deque
from collections.abc import Iterable
from typing import Any

import pytest

from desktop_app import __version__
from desktop_app.engine.action import Action
from desktop_app.engine.session import Session
from desktop_app.net import pake, protocol
from desktop_app.net.delta import Reader
from desktop_app.net.host_core import HostCore, Outgoing
from desktop_app.net.host_parts import HELLO_TIMEOUT, MAX_UNSEATED, MAX_UNSEATED_PER_ADDRESS
from desktop_app.net.joincode import JoinCode
from desktop_app.net.protocol import (
    CHAT_IN_SNAPSHOT,
    GUESS_DELAY,
    STREAM_EVENTS,
    AttemptLimiter,
    check_host_message,
)
from desktop_app.net.streams import message_json
from desktop_app.persistence import matchfile

CODE = "7Q2K-SECRET"
BET_LOW = {"type": "bet", "side": "low"}
BET_HIGH = {"type": "bet", "side": "high"}


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Mirror:
    """What one client knows, rebuilt from what it received; asserts every stream is gap-free."""

    def __init__(self) -> None:
        self.seq: int | None = None
        self.state: int | None = None
        self.view: Any = None
        self.legal: list[dict[str, Any]] = []
        self.to_move: list[int] = []
        self.log: list[dict[str, Any]] = []
        self.over = False
        self.file: dict[str, Any] | None = None
        self.events: list[dict[str, Any]] = []
        self.reader = Reader()

    def feed(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "update" and self.seq is not None and message["seq"] == self.seq + 1:
            message = self.reader.take(message)  # the patch applied: the update as a whole
        elif kind in ("snapshot", "view"):
            message = self.reader.take(message)  # legal actions expanded from the compact form
        if kind == "snapshot":
            self.seq, self.state, self.view = message["seq"], message["state"], message["view"]
            self.legal, self.to_move, self.log = message["legal"], message["to_move"], list(message["log"])
            self.over, self.file = message["over"], message["file"]
        elif kind in STREAM_EVENTS:
            assert self.seq is not None, f"{kind} before any snapshot"
            assert message["seq"] == self.seq + 1, f"stream went from {self.seq} to {message['seq']}"
            self.seq = message["seq"]
            self.events.append(message)
            self.state = message["state"]
            if kind == "update":
                assert message["log_from"] <= len(self.log)
                self.log = self.log[: message["log_from"]] + message["log"]
                self.view, self.legal, self.to_move = message["view"], message["legal"], message["to_move"]
            elif kind == "match_over":
                self.over, self.file = True, message["file"]
        elif kind == "view" and self.seq is not None and message["seq"] >= self.seq:
            self.view, self.legal, self.state = message["view"], message["legal"], message["state"]


class Table:
    """A HostCore and fake connections (see the module docstring)."""

    def __init__(
        self,
        game: str = "secret_dice",
        plan: Iterable[str] = ("human", "human"),
        *,
        seed: int = 11,
        options: dict[str, Any] | None = None,
        session: Session | None = None,
        core: HostCore | None = None,
        clock: FakeClock | None = None,
        **core_options: Any,
    ) -> None:
        self.clock = clock or FakeClock()
        plan = list(plan)
        if core is None:
            self.session = session or Session.new(game, len(plan), options, seed=seed)
            core_options.setdefault("bot_seed", 1)
            core = HostCore(
                self.session, plan, core_options.pop("code", CODE), clock=self.clock, **core_options
            )
        self.core = core
        self.session = core.session
        self.received: dict[int, list[dict[str, Any]]] = defaultdict(list)
        self.open: set[int] = set()
        self.mirrors: dict[int, Mirror] = defaultdict(Mirror)
        #: Which connection last held each token: a resume carries that client's memory over.
        self.holders: dict[str, int] = {}
        self.ids = itertools.count(1)
        #: The head state at every state id the core reached (states are immutable, so cheap).
        self.states: dict[int, Any] = {self.core.state_id: self.session.head_state}

    # --- delivery -----------------------------------------------------------------------------

    def run(self, outgoing: Iterable[Outgoing]) -> None:
        queue = deque(outgoing)
        while queue:
            item = queue.popleft()
            assert item.conn in self.open, f"the core wrote to closed connection {item.conn}"
            check_host_message(item.message)
            # What the wire carries: compact JSON, finite numbers only.
            message = json.loads(json.dumps(item.message, allow_nan=False, separators=(",", ":")))
            self.received[item.conn].append(message)
            self.mirrors[item.conn].feed(message)
            if item.close:
                self.open.discard(item.conn)
                queue.extend(self.core.closed(item.conn))
        self.states[self.core.state_id] = self.session.head_state

    def send(self, conn: int, message: dict[str, Any]) -> list[dict[str, Any]]:
        """Deliver ``message`` from ``conn``; what ``conn`` received in return."""
        before = len(self.received[conn])
        self.run(self.core.receive(conn, message))
        return self.received[conn][before:]

    def request(self, conn: int, kind: str, **fields: Any) -> list[dict[str, Any]]:
        """Send a ``kind`` message; a ``join`` with a ``code`` proves the code first (unless the
        connection did), a ``resume`` with a ``token`` proves the token (``prove``), as a client
        does: what is returned is then the answer to the join or resume (the proven ``welcome``
        of a resume is checked and left out)."""
        if kind == "join" and "code" in fields:
            code = fields.pop("code")
            link = self.core._conns.get(conn)
            if link is not None and link.greeted and link.proven is None:
                replies = self.prove(conn, pake.CodeCredential(code))
                if not replies or replies[-1]["type"] != "welcome":
                    return [reply for reply in replies if reply["type"] != "pake"]
        if kind == "resume" and "token" in fields:
            token = fields.pop("token")
            if token in self.holders:
                self.mirrors[conn] = self.mirrors[self.holders[token]]
                self.holders[token] = conn
            credential = pake.TokenCredential(fields["match"], token, fields["last_seq"])
            replies = self.prove(conn, credential)
            return replies[1:] if replies and replies[0]["type"] == "welcome" else replies
        return self.send(conn, {"type": kind, "id": next(self.ids), **fields})

    def prove(
        self, conn: int, credential: pake.CodeCredential | pake.TokenCredential
    ) -> list[dict[str, Any]]:
        """Answer the host's ``challenge`` to ``conn`` with ``credential``, as ``pake.py``'s client
        does; every reply to the proof (ending with the ``welcome``, or with a refusal)."""
        challenge = next(m for m in reversed(self.received[conn]) if m["type"] == "challenge")
        hello = {"type": "hello", "id": challenge["reply_to"]}
        handshake = pake.ClientHandshake(hello, credential, next(self.ids), self.core.channel)
        replies: list[dict[str, Any]] = []
        _status, outgoing = handshake.take(challenge)
        while outgoing and conn in self.open:
            answers = self.send(conn, outgoing.pop(0))
            replies += answers
            for answer in answers:
                if not handshake.done:
                    status, more = handshake.take(answer)
                    assert status != pake.IMPOSTOR, "the host's welcome must prove the code or token"
                    outgoing += more
        assert handshake.done == any(reply["type"] == "welcome" for reply in replies)
        return replies

    def connect(self, conn: int, peer: str = "127.0.0.1", hello: bool = True) -> list[dict[str, Any]]:
        self.open.add(conn)
        self.run(self.core.open(conn, peer))
        return self.send(conn, protocol.hello(next(self.ids), __version__)) if hello else []

    def drop(self, conn: int) -> None:
        """The connection dies (the transport tells the core)."""
        self.open.discard(conn)
        self.run(self.core.closed(conn))

    def join(
        self, conn: int, seat: int | str | None, code: str | JoinCode = CODE, peer: str = "127.0.0.1"
    ) -> str | None:
        if conn not in self.open:
            self.connect(conn, peer)
        replies = self.request(conn, "join", code=code, seat=seat)
        assert replies[0]["type"] == "joined", replies[0]
        if replies[0]["token"] is not None:
            self.holders[replies[0]["token"]] = conn
        return replies[0]["token"]

    def act(self, conn: int, action: dict[str, Any], state: int | None = None, **fields: Any) -> list[dict]:
        state = self.core.state_id if state is None else state
        return self.request(conn, "act", action=action, state=state, **fields)

    def seat_of(self, conn: int) -> int | None:
        return self.mirrors[conn].view.get("you", self.mirrors[conn].view.get("seat"))


def seated(game: str = "secret_dice", players: int = 2, **options: Any) -> Table:
    """A table whose every seat is taken: seat s on connection s + 1."""
    table = Table(game, ["human"] * players, **options)
    for seat in range(players):
        table.join(seat + 1, seat)
    return table


def assert_refused(
    table: Table, replies: list[dict], code: str, seat: int | None = -1, rule: Any = ...
) -> None:
    """A refusal as docs/protocol.md has it: reason, message, rule, state id, then the fresh view
    (``seat`` -1: a connection without a seat, which gets no view)."""
    refused = replies[0]
    assert refused["type"] == "refused" and refused["code"] == code, refused
    assert isinstance(refused["reason"], str) and refused["reason"] and "{" not in refused["reason"]
    assert set(refused["message"]) == {"id", "params"}
    assert refused["state"] == table.core.state_id
    if rule is not ...:
        assert refused["rule"] == rule
    if seat == -1:
        assert all(message["type"] != "view" for message in replies[1:])
        return
    view = replies[1]
    assert view["type"] == "view" and view["seat"] == seat and view["state"] == table.core.state_id
    assert view["view"] == json.loads(json.dumps(table.session.view(seat)))
    assert view["log_length"] == len(table.session.record)


def finish_dice(table: Table, conns: Iterable[int] = (1, 2)) -> None:
    while not table.session.is_over:
        for conn in conns:
            if table.mirrors[conn].legal:
                table.act(conn, table.mirrors[conn].legal[0], table.mirrors[conn].state)


# --- handshake -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "what"),
    [
        ({"protocol": protocol.PROTOCOL_VERSION + 1}, "protocol"),
        ({"app": "0.0.1-other"}, "app"),
        ({"rules": {**protocol.rules_digests(), "secret_dice": "0" * 64}}, "rules"),
        ({"rules": {}}, "rules"),  # the match's game unknown to the client
    ],
)
def test_a_mismatched_hello_gets_one_reject_naming_the_difference_then_a_close(change, what):
    table = Table()
    table.connect(1, hello=False)
    replies = table.send(1, {**protocol.hello(1, __version__), **change})
    assert [m["type"] for m in replies] == ["hello_reject"]
    assert [d["what"] for d in replies[0]["differs"]] == [what]
    assert 1 not in table.open and replies[0]["reply_to"] == 1
    if what == "rules":
        assert replies[0]["differs"][0]["game"] == "secret_dice"
    assert "view" not in json.dumps(replies) and "seats" not in json.dumps(replies)


def test_a_game_only_the_client_knows_does_not_matter():
    table = Table()
    table.connect(1, hello=False)
    rules = {**protocol.rules_digests(), "a_fourth_game": "f" * 64}
    replies = table.send(1, {**protocol.hello(1, __version__), "rules": rules})
    assert [reply["type"] for reply in replies] == ["challenge"]
    welcome = table.prove(1, pake.CodeCredential(CODE))[-1]
    assert welcome["type"] == "welcome" and welcome["match"] == table.core.match_id
    assert [seat["kind"] for seat in welcome["seats"]] == ["human", "human"]


def test_nothing_but_hello_before_the_handshake():
    table = Table()
    table.connect(1, hello=False)
    replies = table.request(1, "join", code=CODE, seat=0)
    assert_refused(table, replies, "handshake")
    assert 1 not in table.open
    table.connect(2)
    assert_refused(table, table.send(2, protocol.hello(99, __version__)), "already_greeted")


# --- validation order: one test per refusal -------------------------------------------------------


@pytest.mark.parametrize(
    "message",
    [
        {"type": "teleport", "id": 1},
        {"type": "act", "action": BET_LOW, "state": 0},  # no id
        {"type": "act", "id": True, "action": BET_LOW, "state": 0},
        {"type": "act", "id": 2, "action": BET_LOW, "state": 0, "extra": 1},
        {"type": "act", "id": 3, "action": {"type": "bet", "side": "x" * 500}, "state": 0},
        {"type": "act", "id": 4, "action": [], "state": 0},
        {"type": "act", "id": 5, "action": BET_LOW, "state": -1},
        {"type": "chat", "id": 6, "text": 7},
        {"type": "join", "id": 7, "code": CODE, "seat": "0"},
    ],
)
def test_malformed_messages_are_refused_and_the_connection_closed(message):
    table = seated()
    record = table.session.record
    replies = table.send(1, message)
    assert_refused(table, replies, "malformed", seat=0)
    assert replies[0]["reply_to"] == (message.get("id") if type(message.get("id")) is int else None)
    assert 1 not in table.open and table.session.record == record


def test_acting_without_a_seat_is_refused_without_a_view():
    table = seated()
    table.connect(3)
    assert table.prove(3, pake.CodeCredential(CODE))[-1]["type"] == "welcome"
    assert_refused(table, table.act(3, BET_LOW), "not_joined")
    assert 3 in table.open


def test_nothing_but_the_proof_after_hello():
    """Before the code or a token is proven the host answers nothing of the match: every request
    but ping is refused and the connection closed."""
    table = seated()
    for conn, (kind, fields) in enumerate(
        [
            ("act", {"state": 0, "action": BET_LOW}),
            ("sync", {}),
            ("chat", {"text": "hi"}),
            ("join", {"seat": 1}),
        ],
        start=3,
    ):
        table.connect(conn)
        assert_refused(table, table.request(conn, kind, **fields), "handshake")
        assert conn not in table.open
    table.connect(9)
    assert table.send(9, {"type": "ping", "id": "p"}) == [{"type": "pong", "reply_to": "p"}]
    assert table.send(9, {"type": "confirm", "id": "c", "proof": "00" * 32})[0]["code"] == "handshake"


def test_a_spectator_never_acts():
    table = Table(allow_spectators=True)
    table.join(1, 0)
    table.join(2, 1)
    table.join(3, "spectator")
    for action in (BET_LOW, BET_HIGH):
        assert_refused(table, table.act(3, action), "spectator", seat=None)
    assert_refused(table, table.request(3, "takeback_request", state=table.core.state_id), "spectator", None)
    assert table.mirrors[3].legal == [] and all(not e.get("legal") for e in table.mirrors[3].events)


def test_after_the_end_every_action_is_refused_as_over():
    table = seated()
    finish_dice(table)
    assert_refused(table, table.act(1, BET_LOW), "over", seat=0, rule="end")
    assert_refused(table, table.act(1, BET_LOW, state=0), "over", seat=0)  # over before stale


def test_nobody_plays_before_every_seat_is_taken():
    table = Table()
    table.join(1, 0)
    assert table.mirrors[1].legal == []
    assert_refused(table, table.act(1, BET_LOW), "not_started", seat=0)
    table.join(2, 1)
    assert table.mirrors[1].legal and table.mirrors[1].events[-1]["type"] == "update"


def test_a_seat_not_to_move_is_refused_by_the_turn_rule():
    table = seated()
    assert table.act(1, BET_LOW)[0]["type"] == "ack"
    assert_refused(table, table.act(1, BET_HIGH), "not_your_turn", seat=0, rule="turn")
    assert_refused(table, table.act(1, BET_HIGH, state=0), "not_your_turn", seat=0)  # turn before stale


def test_a_stale_state_id_is_refused_even_for_a_legal_action():
    table = seated()
    table.act(2, BET_HIGH)
    replies = table.act(1, BET_LOW, state=table.core.state_id - 1)
    assert_refused(table, replies, "stale", seat=0, rule=None)
    assert replies[0]["message"]["id"] == "net.stale"
    assert_refused(table, table.act(1, {"type": "bet", "side": "middle"}, state=0), "stale", seat=0)


def test_an_illegal_action_is_refused_with_the_games_reason_and_rule():
    table = seated()
    replies = table.act(1, {"type": "bet", "side": "middle"})
    assert_refused(table, replies, "illegal", seat=0, rule="SD-2")
    assert "middle" in replies[0]["reason"]


def test_a_maharaja_refusal_names_the_seat_whose_turn_it_is():
    table = seated("maharaja", 3)
    movers = table.session.to_move()
    waiting = next(seat for seat in range(3) if seat not in movers)
    replies = table.act(waiting + 1, table.mirrors[min(movers) + 1].legal[0])
    assert_refused(table, replies, "not_your_turn", seat=waiting, rule="turn")
    assert replies[0]["message"]["id"] == "engine.not_your_turn"
    assert f"player {waiting + 1}'s turn" in replies[0]["reason"]


# --- message ids, state ids -----------------------------------------------------------------------


def test_a_repeated_message_id_is_applied_once_and_answered_alike():
    table = seated()
    first = table.send(1, {"type": "act", "id": "m-1", "action": BET_LOW, "state": table.core.state_id})
    length = len(table.session.record)
    again = table.send(1, {"type": "act", "id": "m-1", "action": BET_LOW, "state": 0})
    assert again == [first[0]] and first[0]["type"] == "ack"
    assert len(table.session.record) == length
    refused = table.send(1, {"type": "act", "id": 5, "action": BET_HIGH, "state": 0})
    assert (
        table.send(1, {"type": "act", "id": 5, "action": BET_HIGH, "state": table.core.state_id})[0]
        == refused[0]
    )
    assert (
        table.send(1, {"type": "act", "id": "5", "action": BET_HIGH, "state": 0})[0]["code"]
        == "not_your_turn"
    )
    # ids are per seat: seat 1 may use "m-1" for its own action
    assert (
        table.send(2, {"type": "act", "id": "m-1", "action": BET_HIGH, "state": table.core.state_id})[0][
            "type"
        ]
        == "ack"
    )


def test_a_retry_after_a_reconnect_is_not_applied_twice():
    table = Table()
    token = table.join(1, 0)
    table.join(2, 1)
    ack = table.send(1, {"type": "act", "id": "x", "action": BET_LOW, "state": table.core.state_id})
    table.drop(1)  # the ack was lost with the connection: the client retries on a new one
    table.connect(3)
    table.request(3, "resume", match=table.core.match_id, token=token, last_seq=table.mirrors[1].seq)
    assert table.send(3, {"type": "act", "id": "x", "action": BET_LOW, "state": 2}) == [ack[0]]
    assert [e.seat for e in table.session.record if not e.chance] == [0]


def test_the_state_id_never_comes_back_after_a_takeback():
    """An action decided before a takeback names a state id the match will never have again, even
    when the record is as long as it was then."""
    table = seated()
    decided_at = table.core.state_id
    table.act(1, BET_LOW)
    table.request(1, "takeback_request", state=table.core.state_id)
    table.request(2, "takeback_answer", state=table.core.state_id, accept=True)
    assert len(table.session.record) == decided_at and table.core.state_id > decided_at
    assert_refused(table, table.act(2, BET_HIGH, state=decided_at), "stale", seat=1)


# --- streams ----------------------------------------------------------------------------------------


def test_every_stream_is_contiguous_and_spectators_get_empty_events_for_takebacks():
    table = Table(allow_spectators=True)
    table.join(1, 0)
    table.join(2, 1)
    table.join(3, "spectator")
    table.act(1, BET_LOW)
    table.request(1, "takeback_request", state=table.core.state_id)
    table.request(2, "takeback_answer", state=table.core.state_id, accept=False)
    finish_dice(table)
    seqs = {conn: [e["seq"] for e in table.mirrors[conn].events] for conn in (1, 2, 3)}
    for conn, numbers in seqs.items():
        start = numbers[0]
        assert numbers == list(range(start, start + len(numbers))), conn
    spectator = [e["type"] for e in table.mirrors[3].events]
    player = [e["type"] for e in table.mirrors[1].events]
    assert "takeback_asked" in player and "takeback_result" in player
    assert spectator.count("empty") == 2 and "takeback_asked" not in spectator
    # every change is one event on every stream, whether anybody reads it yet or not
    assert table.mirrors[1].seq == table.mirrors[2].seq == table.mirrors[3].seq


def test_what_a_seat_is_sent_is_its_view_log_and_legal_actions_only():
    table = seated("maharaja", 3, seed=918_273_645_501)
    while not table.session.is_over and len(table.session.record) < 60:
        seat = min(table.session.to_move())
        table.act(seat + 1, table.mirrors[seat + 1].legal[-1])
    for seat in range(3):
        mirror = table.mirrors[seat + 1]
        assert mirror.view == json.loads(json.dumps(table.session.view(seat)))
        assert mirror.log == [message_json(line) for line in table.session.log_entries(seat)]
        legal = [a.to_json() for a in table.session.legal_actions(seat)]
        assert mirror.legal == json.loads(json.dumps(legal))
    everything = json.dumps(table.received)
    assert str(table.session.seed) not in everything


# --- reconnect --------------------------------------------------------------------------------------


def test_a_resume_replays_the_gap_while_others_act():
    """Seat 1 drops again and again while seat 0 and the bot play on; each time it resumes with
    the last sequence number it saw, on a new connection, and its memory stays exactly the host's."""
    table = Table("maharaja", ["human", "human", "random"], seed=5)
    table.join(1, 0)
    token = table.join(2, 1)
    client, conn, replayed = table.mirrors[2], 2, 0  # the table hands it to each new connection
    for attempt in range(8):
        table.drop(conn)
        for _ in range(10):
            if 0 not in table.session.to_move():
                break
            table.act(1, table.mirrors[1].legal[0], table.mirrors[1].state)
        conn = 10 + attempt
        table.connect(conn)
        replies = table.request(conn, "resume", match=table.core.match_id, token=token, last_seq=client.seq)
        assert replies[0]["type"] == "resumed" and replies[0]["seat"] == 1
        assert all(m["type"] != "snapshot" for m in replies)
        replayed += len(replies) - 1  # Mirror.feed asserted: no gap, no repeat
        assert table.mirrors[conn] is client
        assert client.view == json.loads(json.dumps(table.session.view(1)))
        assert client.log == [message_json(line) for line in table.session.log_entries(1)]
        if client.legal:
            table.act(conn, client.legal[0], client.state)
    assert replayed > 8 and not table.core.bot_errors


def test_resume_gap_replay_and_snapshot():
    table = Table("secret_dice", ["human", "human"], options={"rounds": 3})
    token0 = table.join(1, 0)
    table.join(2, 1)
    seen = table.mirrors[1].seq
    table.drop(1)
    table.act(2, BET_HIGH)
    table.connect(3)
    replies = table.request(3, "resume", match=table.core.match_id, token=token0, last_seq=seen)
    # the gap: seat 0 leaving, the bet and the roll; then seat 0 coming back (after "resumed")
    assert replies[0]["type"] == "resumed" and "update" in [m["type"] for m in replies[1:]]
    assert [m["seq"] for m in replies[1:]] == list(range(seen + 1, replies[0]["seq"] + 2))
    assert replies[-1]["type"] == "presence" and replies[-1]["connected"] == [0, 1]
    # a client claiming a sequence number from the future, or too old a gap, gets a snapshot
    table.drop(3)
    table.connect(4)
    replies = table.request(4, "resume", match=table.core.match_id, token=token0, last_seq=10_000)
    assert [m["type"] for m in replies][:2] == ["resumed", "snapshot"]


def test_a_resume_from_nothing_gets_a_snapshot_not_events_from_before_the_seat():
    """``last_seq`` 0 holds no document: seat 1's stream began with seat 0's presence (before seat 1
    joined), and a replayed update's ``log_from`` would count lines it never had (protocol.md §8)."""
    table = Table("secret_dice", ["human", "human"], options={"rounds": 3})
    table.join(1, 0)
    token1 = table.join(2, 1)
    table.drop(2)
    table.act(1, BET_HIGH)
    table.connect(3)
    replies = table.request(3, "resume", match=table.core.match_id, token=token1, last_seq=0)
    assert [m["type"] for m in replies][:2] == ["resumed", "snapshot"]
    assert replies[1]["seq"] == replies[0]["seq"] > 0
    assert "update" not in [m["type"] for m in replies]


def test_a_long_gap_gets_a_snapshot():
    table = Table(allow_spectators=True)
    token = table.join(1, 0)
    table.join(2, 1)
    table.join(3, "spectator")
    table.drop(1)
    for index in range(300):
        table.request(2, "chat", text=f"line {index}")
        table.clock.now += 10
    table.connect(4)
    replies = table.request(4, "resume", match=table.core.match_id, token=token, last_seq=1)
    assert [m["type"] for m in replies][:2] == ["resumed", "snapshot"]
    assert replies[1]["seq"] == replies[0]["seq"]
    # the chat said while seat 0 was away comes with the snapshot: the newest lines, in order
    said = [line["text"] for line in replies[1]["chat"]]
    assert said == [f"line {index}" for index in range(300 - CHAT_IN_SNAPSHOT, 300)]
    assert {line["seat"] for line in replies[1]["chat"]} == {1}


def test_a_fresh_join_reads_the_chat_so_far_in_its_snapshot():
    table = Table(allow_spectators=True)
    table.join(1, 0)
    table.request(1, "chat", text="welcome, whoever comes")
    table.join(3, "spectator")
    snapshot = next(m for m in table.received[3] if m["type"] == "snapshot")
    assert snapshot["chat"] == [{"seat": 0, "text": "welcome, whoever comes", "state": snapshot["state"]}]


def test_a_resume_replaces_a_half_open_connection():
    table = seated()
    token = table.core._tokens[0]
    table.connect(5)
    table.request(5, "resume", match=table.core.match_id, token=token, last_seq=table.mirrors[1].seq)
    assert table.received[1][-1]["type"] == "error" and table.received[1][-1]["code"] == "replaced"
    assert 1 not in table.open and table.core.presence()["connected"] == [0, 1]
    assert table.act(5, BET_LOW)[0]["type"] == "ack"


# --- seats, codes, tokens ----------------------------------------------------------------------------


def proof_started(table: Table, conn: int, code: str) -> tuple[pake.ClientHandshake, list[dict[str, Any]]]:
    """Send the first message of a code exchange, as a client does; the handshake and what came back."""
    challenge = next(m for m in reversed(table.received[conn]) if m["type"] == "challenge")
    hello = {"type": "hello", "id": challenge["reply_to"]}
    handshake = pake.ClientHandshake(hello, pake.CodeCredential(code), next(table.ids), table.core.channel)
    _status, outgoing = handshake.take(challenge)
    return handshake, table.send(conn, outgoing[0])


def test_a_wrong_code_is_refused_with_a_close_and_guessing_per_address_is_slowed_not_locked():
    table = Table()
    for guess in range(5):  # one guess per connection: a wrong code ends it
        conn = 10 + guess
        table.connect(conn, peer="127.0.0.9")
        assert_refused(table, table.request(conn, "join", code=f"GUESS{guess}", seat=0), "wrong_code")
        assert conn not in table.open
        assert [m["type"] for m in table.received[conn]] == ["challenge", "pake", "refused"]
    table.connect(20, peer="127.0.0.9")  # over its limit: the exchange waits, unanswered
    _handshake, replies = proof_started(table, 20, "GUESS5")
    assert replies == [] and 20 in table.open
    table.connect(2, peer="127.0.0.10")  # another address is not affected
    assert table.request(2, "join", code=CODE, seat=1)[0]["type"] == "joined"
    table.clock.now += GUESS_DELAY
    before = len(table.received[20])
    table.run(table.core.tick(table.clock.now))
    assert [m["type"] for m in table.received[20][before:]] == ["pake"]  # answered after the wait


def test_the_right_code_gets_in_from_the_address_a_guesser_uses():
    table = Table()
    for guess in range(6):
        table.connect(10 + guess, peer="127.0.0.9")
        table.request(10 + guess, "join", code=f"GUESS{guess}", seat=0)
    table.connect(2, peer="127.0.0.9")  # a housemate behind the same router, with the code
    handshake, replies = proof_started(table, 2, CODE)
    assert replies == []
    table.clock.now += GUESS_DELAY
    before = len(table.received[2])
    table.run(table.core.tick(table.clock.now))
    answer = table.received[2][before]
    assert answer["type"] == "pake"
    _status, outgoing = handshake.take(answer)
    welcome = table.send(2, outgoing[0])
    assert welcome[0]["type"] == "welcome"
    assert table.request(2, "join", seat=0)[0]["type"] == "joined"


def test_guessing_from_many_addresses_is_bounded_overall():
    limiter = AttemptLimiter(burst=3, rate=1.0, delay=0.0)
    now = 0.0
    checked = 0
    for address in range(100):  # every guess from a new address
        if limiter.may_check(f"10.0.{address}.1", now, 0.0):
            limiter.wrong(f"10.0.{address}.1", now)
            checked += 1
    assert checked == 3
    now += 2.0
    other = "10.9.9.9"  # loopback-safe: an address as a key, nothing is sent
    assert limiter.may_check(other, now, 0.0) and limiter.may_check(other, now, 0.0)


def test_the_guess_table_cannot_be_reset_by_crowding_it():
    limiter = AttemptLimiter(limit=2, max_peers=4, burst=1000, rate=1000.0, delay=5.0)
    for _ in range(2):
        limiter.wrong("a", 0.0)
    assert not limiter.may_check("a", 0.0, 0.0)
    for address in range(50):  # many new addresses: none pushes "a" out
        limiter.wrong(f"b{address}", 1.0)
    assert not limiter.may_check("a", 1.0, 0.0)
    assert not limiter.may_check("b49", 1.0, 0.0)  # beyond the table: counted with the crowd
    assert limiter.may_check("b49", 1.0, 5.0)  # ... whose joins wait, then are checked


def test_a_wrong_token_never_falls_back_to_a_free_seat():
    table = Table()
    table.join(1, 0)
    table.drop(1)  # seat 0 is claimed and free of a connection, seat 1 was never taken
    table.connect(2)
    replies = table.request(2, "resume", match=table.core.match_id, token="0" * 32, last_seq=0)
    assert_refused(table, replies, "wrong_token")
    assert table.core.presence()["connected"] == [] and 2 not in table.open
    table.connect(3)
    assert_refused(table, table.act(3, BET_LOW), "handshake")
    for conn in range(4, 12):
        table.connect(conn)
        table.request(conn, "resume", match=table.core.match_id, token="1" * 32, last_seq=0)
    table.connect(12)
    seq = table.mirrors[1].seq
    token = table.core._tokens[0]
    replies = table.request(12, "resume", match=table.core.match_id, token=token, last_seq=seq)
    assert replies[0]["type"] == "resumed"  # a token is never rate-limited: 128 bits are not guessed


def test_connections_without_a_seat_are_capped_and_the_least_useful_goes():
    table = seated()
    for conn in range(10, 10 + MAX_UNSEATED):
        table.connect(conn, peer=f"127.0.1.{conn}", hello=conn % 2 == 0)
    assert len(table.core.connections()) == 2 + MAX_UNSEATED
    table.connect(200, peer="127.0.2.1")  # the oldest that never said hello goes
    assert 11 not in table.open and table.received[11][-1]["code"] == "busy"
    assert {1, 2} <= table.open  # the seats are never touched
    assert table.core.presence()["connected"] == [0, 1]
    token = table.core._tokens[0]
    table.connect(201, peer="127.0.2.2")
    seq = table.mirrors[1].seq
    replies = table.request(201, "resume", match=table.core.match_id, token=token, last_seq=seq)
    assert replies[0]["type"] == "resumed"
    assert len([conn for conn in table.core.connections() if not table.core.settled(conn)]) <= MAX_UNSEATED


def test_connections_without_a_seat_are_capped_per_address():
    table = Table()
    for conn in range(1, MAX_UNSEATED_PER_ADDRESS + 2):
        table.connect(conn, peer="127.0.0.7")
    assert 1 not in table.open and len(table.open) == MAX_UNSEATED_PER_ADDRESS


def test_a_connection_that_never_says_hello_is_closed_soon():
    table = Table()
    table.connect(1, hello=False)
    table.clock.now += HELLO_TIMEOUT + 0.1
    table.run(table.core.tick(table.clock.now))
    assert 1 not in table.open and table.received[1][-1]["code"] == "timeout"


def test_a_taken_seat_a_bot_seat_and_a_missing_seat_cannot_be_joined():
    table = Table("secret_dice", ["human", "random"])
    table.join(1, 0)
    table.connect(2)
    assert_refused(table, table.request(2, "join", code=CODE, seat=0), "seat_taken")
    assert_refused(table, table.request(2, "join", code=CODE, seat=1), "no_such_seat")
    assert_refused(table, table.request(2, "join", code=CODE, seat=5), "no_such_seat")
    assert_refused(table, table.request(1, "join", code=CODE, seat=0), "already_joined", seat=0)


def test_a_newcomer_may_ask_for_any_free_seat():
    table = Table("secret_dice", ["human", "random", "human"])
    table.join(1, 2)
    table.connect(2)
    assert table.request(2, "join", code=CODE, seat=None)[0]["seat"] == 0
    table.connect(3)
    assert_refused(table, table.request(3, "join", code=CODE, seat=None), "no_free_seat")


def test_tokens_are_128_bit_and_different():
    table = seated("maharaja", 4)
    tokens = list(table.core._tokens.values())
    assert len(set(tokens)) == 4 and all(len(t) == 32 and int(t, 16) >= 0 for t in tokens)


def test_spectators_are_off_unless_allowed():
    table = Table()
    table.connect(1)
    assert_refused(table, table.request(1, "join", code=CODE, seat="spectator"), "no_spectators")
    table = Table(allow_spectators=True)
    table.join(3, "spectator")
    assert table.mirrors[3].view == json.loads(json.dumps(table.session.view(None)))


def test_unknown_match_is_an_error_never_a_fresh_game():
    table = seated()
    table.connect(3)
    replies = table.request(3, "resume", match="another-match", token=table.core._tokens[0], last_seq=0)
    assert replies == [{"type": "error", "code": "unknown_match", "reason": replies[0]["reason"]}]
    assert 3 not in table.open
    table.connect(4)
    replies = table.request(4, "join", code=CODE, seat="spectator", match="nope")
    assert replies[0]["code"] == "unknown_match" and 4 not in table.open


# --- takebacks ----------------------------------------------------------------------------------------


def test_takeback_accepted_by_every_other_player():
    table = seated("secret_dice", 3)
    before = table.session.record
    table.act(1, BET_LOW)
    assert table.request(1, "takeback_request", state=table.core.state_id)[0]["type"] == "ack"
    asked = table.mirrors[2].events[-1]
    assert asked["type"] == "takeback_asked" and asked["by"] == 0 and asked["waiting"] == [1, 2]
    table.request(2, "takeback_answer", state=table.core.state_id, accept=True)
    assert len(table.session.record) == len(before) + 1  # one answer is not enough
    table.request(3, "takeback_answer", state=table.core.state_id, accept=True)
    assert table.session.record == before
    assert table.mirrors[1].events[-1]["outcome"] == "accepted" and table.mirrors[1].legal
    for conn in (1, 2, 3):
        seat = conn - 1
        assert table.mirrors[conn].view == json.loads(json.dumps(table.session.view(seat)))
        assert table.mirrors[conn].log == [message_json(x) for x in table.session.log_entries(seat)]


def test_takeback_declined_timed_out_or_void():
    table = seated(timeout=100.0)
    table.act(1, BET_LOW)
    length = len(table.session.record)
    table.request(1, "takeback_request", state=table.core.state_id)
    table.request(2, "takeback_answer", state=table.core.state_id, accept=False)
    assert table.mirrors[1].events[-1]["outcome"] == "declined"
    assert table.mirrors[1].events[-1]["declined_by"] == 1
    table.request(1, "takeback_request", state=table.core.state_id)
    table.clock.now += 31
    table.run(table.core.tick(table.clock.now))
    assert table.mirrors[2].events[-1]["outcome"] == "timeout"
    table.request(1, "takeback_request", state=table.core.state_id)
    assert_refused(
        table, table.request(1, "takeback_request", state=table.core.state_id), "takeback_pending", 0
    )
    table.act(2, BET_HIGH)  # the match moves on: the request is void
    results = [e for e in table.mirrors[1].events if e["type"] == "takeback_result"]
    assert results[-1]["outcome"] == "void"
    assert len(table.session.record) > length
    assert_refused(
        table, table.request(2, "takeback_answer", state=table.core.state_id, accept=True), "no_takeback", 1
    )


def test_takeback_requests_the_engine_refuses_are_refused():
    table = seated()
    replies = table.request(1, "takeback_request", state=table.core.state_id)
    assert_refused(table, replies, "undo_refused", seat=0, rule="undo")
    assert "nothing of yours" in replies[0]["reason"]
    table.act(1, BET_LOW)
    assert_refused(table, table.request(1, "takeback_request", state=0), "stale", seat=0)
    table.request(1, "takeback_request", state=table.core.state_id)
    assert_refused(
        table, table.request(1, "takeback_answer", state=table.core.state_id, accept=True), "not_asked", 0
    )


def test_a_lone_human_among_bots_takes_back_at_once():
    """Nobody else is asked when no other person sits at the table."""
    table = Table("maharaja", ["human", "random", "random"], seed=3)
    table.join(1, 0)
    for _ in range(500):
        if table.session.can_undo(0):
            break
        table.act(1, table.mirrors[1].legal[0], table.mirrors[1].state)
    assert table.session.can_undo(0)
    length = len(table.session.record)
    assert table.request(1, "takeback_request", state=table.core.state_id)[0]["type"] == "ack"
    assert len(table.session.record) < length
    assert table.mirrors[1].events[-1]["outcome"] == "accepted"
    assert table.mirrors[1].view == json.loads(json.dumps(table.session.view(0)))


# --- chat -------------------------------------------------------------------------------------------


def test_chat_is_plain_capped_stripped_and_rate_limited():
    table = Table(allow_spectators=True)
    table.join(1, 0)
    table.join(2, 1)
    table.join(3, "spectator")
    table.request(1, "chat", text="  <b>hi</b>\u202e\x00 there\nall ")
    line = table.mirrors[2].events[-1]
    assert line == {
        "type": "chat",
        "seq": line["seq"],
        "state": line["state"],
        "seat": 0,
        "text": "<b>hi</b> there all",
    }
    assert table.mirrors[3].events[-1]["text"] == "<b>hi</b> there all"
    assert_refused(table, table.request(1, "chat", text="x" * 301), "chat_too_long", seat=0)
    assert table.request(1, "chat", text="x" * 300)[0]["type"] == "ack"
    assert_refused(table, table.request(1, "chat", text="\x01\u200b "), "chat_empty", seat=0)
    for _ in range(3):
        table.request(1, "chat", text="spam")
    assert_refused(table, table.request(1, "chat", text="spam"), "chat_rate", seat=0)
    table.clock.now += 2
    assert table.request(1, "chat", text="later")[0]["type"] == "ack"
    assert_refused(table, table.request(3, "chat", text="hello"), "spectator", seat=None)


# --- the end ------------------------------------------------------------------------------------------


def test_match_over_carries_the_full_match_file_to_everyone():
    table = Table(allow_spectators=True)
    table.join(1, 0)
    table.join(2, 1)
    table.join(3, "spectator")
    finish_dice(table)
    for conn in (1, 2, 3):
        over = table.mirrors[conn].events[-1]
        assert over["type"] == "match_over" and over["outcome"]["ranking"]
        loaded = matchfile.loads(json.dumps(over["file"]).encode())
        assert loaded.record == table.session.record and loaded.seed == table.session.seed
    table.connect(4)
    table.request(4, "join", code=CODE, seat="spectator")
    assert table.mirrors[4].over and table.mirrors[4].file["record"] == over["file"]["record"]


# --- heartbeats -------------------------------------------------------------------------------------


def test_idle_connections_are_pinged_and_silent_ones_closed():
    table = seated()
    table.connect(3, hello=False)
    table.clock.now += 5
    table.run(table.core.tick(table.clock.now))
    assert table.received[1][-1] == {"type": "ping"} and table.received[2][-1] == {"type": "ping"}
    assert table.received[3] == []  # no hello yet: nothing is sent to it, not even a ping
    table.clock.now += 5
    table.request(1, "pong")
    table.clock.now += 6
    table.run(table.core.tick(table.clock.now))
    assert table.received[2][-1]["code"] == "timeout" and 2 not in table.open and 3 not in table.open
    assert 1 in table.open and table.core.presence()["connected"] == [0]
    assert table.mirrors[1].events[-1]["type"] == "presence"
    assert table.send(1, {"type": "ping", "id": "p1"}) == [{"type": "pong", "reply_to": "p1"}]


def test_sync_sends_a_fresh_snapshot():
    table = seated()
    table.act(1, BET_LOW)
    snapshot = table.request(2, "sync")[0]
    assert snapshot["type"] == "snapshot" and snapshot["seq"] == table.mirrors[2].seq
    table.connect(9)
    table.prove(9, pake.CodeCredential(CODE))
    assert_refused(table, table.request(9, "sync"), "not_joined")


def test_bots_at_the_host_play_from_their_own_view_on_the_remote_path():
    seen = []

    def runner(seat, view, legal):
        seen.append((seat, json.dumps(view)))
        return legal[0]

    table = Table("secret_dice", ["human", "random"], bot_runner=runner)
    table.join(1, 0)
    finish_dice(table, conns=(1,))
    assert seen and all(seat == 1 for seat, _ in seen) and not table.core.bot_errors
    bot_entries = [e for e in table.session.record if e.seat == 1]
    assert len(bot_entries) == 3 and len(seen) == 3


def test_bots_on_tick_and_external_bots():
    table = Table("secret_dice", ["random", "random"], bots="tick")
    table.connect(1)
    length = len(table.session.record)
    table.run(table.core.tick(table.clock.now))
    assert len([e for e in table.session.record[length:] if not e.chance]) == 2  # one move each
    table = Table("secret_dice", ["random", "random"], bots="external")
    turns = table.core.bots_due()
    assert [turn.seat for turn in turns] == [0, 1]
    table.run(table.core.bot_act(0, turns[0].legal[0], turns[0].state))
    assert table.core.bot_act(1, turns[1].legal[0], turns[1].state) == [] and table.core.bot_errors  # stale
    assert not table.core.internal_errors


def test_action_objects_round_trip_through_the_protocol():
    message = {"type": "act", "id": 9, "state": 3, "action": {"type": "bet", "side": "low"}}
    parsed = protocol.parse_client(message)
    assert parsed == protocol.Act(9, 3, Action.make("bet", side="low"))


# --- a lost link is waited for (issue 34, item 4) ------------------------------------------------


def test_a_seat_away_longer_than_the_hosts_delay_gets_a_stand_in_and_is_handed_back_on_return():
    table = seated(stand_in_after=3.0, stand_in_level="random")
    token = table.core._tokens[1]
    table.drop(2)
    table.clock.now += 2.9
    table.run(table.core.tick(table.clock.now))
    assert table.core.level_of(1) == "human", "stood in before the host's delay"
    table.clock.now += 0.2
    table.run(table.core.tick(table.clock.now))
    assert table.core.level_of(1) == "random" and table.core.presence()["stand_ins"] == [1]
    told = [event for event in table.mirrors[1].events if event["type"] == "presence"]
    assert told[-1]["stand_ins"] == [1] and told[-1]["connected"] == [0]  # the others are told
    table.connect(3)
    replies = table.request(
        3, "resume", match=table.core.match_id, token=token, last_seq=table.mirrors[2].seq
    )
    assert replies[0]["type"] == "resumed"
    assert table.core.level_of(1) == "human" and table.core.presence()["stand_ins"] == []
    table.drop(3)  # away again: the delay counts from this drop, not the first one
    table.clock.now += 2.0
    table.run(table.core.tick(table.clock.now))
    assert table.core.level_of(1) == "human"


def test_without_a_delay_the_match_waits_for_its_people():
    table = seated()
    table.drop(2)
    table.clock.now += 3600
    table.run(table.core.tick(table.clock.now))
    assert table.core.presence()["stand_ins"] == []


def test_a_stand_in_level_must_be_a_computer_level():
    with pytest.raises(ValueError, match="computer level"):
        Table(stand_in_after=3.0, stand_in_level="grandmaster")


def test_a_seat_token_gets_back_in_from_an_address_over_its_guess_limit():
    table = seated()
    token = table.core._tokens[0]
    for guess in range(8):  # someone behind the same router guesses codes
        table.connect(10 + guess, peer="127.0.0.9")
        table.request(10 + guess, "join", code=f"GUESS{guess}", seat=0)
    table.connect(30, peer="127.0.0.9")
    _handshake, replies = proof_started(table, 30, "GUESS9")
    assert replies == [], "the address is over its limit: a code exchange waits"
    table.drop(1)
    table.connect(40, peer="127.0.0.9")
    replies = table.request(
        40, "resume", match=table.core.match_id, token=token, last_seq=table.mirrors[1].seq
    )
    assert replies[0]["type"] == "resumed" and replies[0]["seat"] == 0  # at once, no wait
