"""docs/protocol.md against a live host: its examples are sent and its replies compared (issue 34, item 8).

The page marks its examples: a fenced block with the info string ``json client`` holds messages a
client sends, ``json host`` messages the host sends (one JSON object after another). A client
written from the page (``frame_fuzzer``'s SPAKE2 proof and a token MAC, as §12 says) sends each
client example, with only what cannot be written down in advance put in (ids the host gave, nonces,
proofs, a legal action of this match), to a ``host`` process on 127.0.0.1, and every host example
must match a message the host really sent: the same type and fields, each of the same kind, and
the same fixed values (protocol version, codes, outcomes, ``what``). Ids, nonces, hashes and
proofs are matched by kind, hex by hex. The page's message types and fields must be the host's
(``protocol.HOST_FIELDS``), and the figures in its limits table must be the code's constants.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import random
import re
import secrets
import ssl
from pathlib import Path
from typing import Any

import pytest

from desktop_app import __version__
from desktop_app.engine import action
from desktop_app.engine.registry import get_game
from desktop_app.net import framing, host_parts, host_saving, protocol, streams, transport
from desktop_app.net.legal_wire import expand
from tests.net.frame_fuzzer import LABEL, CodeProof, Connection, frame, transcript_hash
from tests.net.lan_processes import Host, start_host

DOC = Path(__file__).resolve().parents[2] / "docs" / "protocol.md"
#: Fields whose value the page fixes: a reply must carry exactly the documented value.
FIXED = frozenset({"type", "protocol", "code", "what", "outcome", "kind", "game", "players"})
HEX = re.compile(r"[0-9a-f]+")
#: The games' own objects, whose keys the page shows only in part.
GAMES_OWN = frozenset({"view", "params"})
SHIPPED = ("maharaja", "forbidden_city", "arkadia")


def examples(kind: str) -> list[dict[str, Any]]:
    """Every JSON object in the page's fenced blocks whose info string is ``json <kind>``."""
    found = []
    for block in re.findall(rf"```json {kind}\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S):
        decoder, text = json.JSONDecoder(), block.strip()
        while text:
            value, end = decoder.raw_decode(text)
            found.append(value)
            text = text[end:].strip()
    return found


def kind(value: Any) -> str:
    """A JSON value's kind (``true`` is not a number)."""
    return (
        "number" if isinstance(value, (int, float)) and not isinstance(value, bool) else type(value).__name__
    )


def shape_problems(doc: Any, real: Any, path: str = "") -> list[str]:
    """Where ``real`` (the host's) differs from ``doc`` (the page's) in kind, fields or fixed values.

    A ``"..."`` key in the page stands for the object's other content, and the game's own objects
    (a view, a message's parameters, a patch's values) are compared only where both have a key;
    ``null`` in either matches anything (a level, a rule id, a pending takeback); a list's items are
    compared with the page's first item; hex text is compared by its number of digits.
    """
    if doc is None or real is None:
        return []
    if kind(doc) != kind(real):
        return [f"{path}: the page has {kind(doc)}, the host sent {kind(real)}"]
    if isinstance(doc, dict):
        loose = "..." in doc or path.rpartition(".")[2] in GAMES_OWN
        if set(doc) != set(real) and not loose:
            return [f"{path}: fields {sorted(doc)} on the page, {sorted(real)} from the host"]
        keys = (set(doc) & set(real)) - {"..."}
        fixed = [
            f"{path}.{k}: {doc[k]!r} on the page, {real[k]!r}" for k in keys & FIXED if doc[k] != real[k]
        ]
        return fixed + [p for k in sorted(keys) for p in shape_problems(doc[k], real[k], f"{path}.{k}")]
    if isinstance(doc, list) and doc and real:
        return shape_problems(doc[0], real[0], f"{path}[0]")
    if isinstance(doc, str) and len(doc) >= 16 and HEX.fullmatch(doc) and len(real) != len(doc):
        return [f"{path}: {len(doc)} hex digits on the page, the host sent {real!r}"]
    if isinstance(doc, str) and len(doc) >= 16 and HEX.fullmatch(doc) and not HEX.fullmatch(real):
        return [f"{path}: hex on the page, the host sent {real!r}"]
    return []


class Client:
    """A client written from the page: frames, the handshake of §12, and everything the host said."""

    def __init__(self, host: Host, heard: list[dict[str, Any]]) -> None:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
        context.check_hostname, context.verify_mode = False, ssl.CERT_NONE
        self.link = Connection("127.0.0.1", host.port, context)
        self.heard, self.code, self.rng = heard, host.code, random.Random(34)

    def send(self, message: dict[str, Any]) -> None:
        self.link.send(frame(json.dumps(message).encode()), self.rng)

    def read(self) -> dict[str, Any]:
        message = self.link.read()
        assert message is not None, f"the host closed the connection after {self.heard[-3:]}"
        self.heard.append(message)
        return message

    def until(self, kind: str) -> dict[str, Any]:
        """Messages up to the first of type ``kind`` (the last one returned)."""
        for _ in range(40):
            message = self.read()
            if message["type"] == kind:
                return message
        raise AssertionError(f"no {kind} came")

    def hello(self, example: dict[str, Any]) -> dict[str, Any]:
        self.send({**example, "app": __version__})
        return self.read()

    def prove_code(self, pake: dict[str, Any], confirm: dict[str, Any], nonce: str) -> dict[str, Any]:
        proof = CodeProof(self.code, self.link.fingerprint)
        self.send({**pake, "msg": proof.mine.hex()})
        ours, expected = proof.confirm(nonce, self.read()["msg"])
        self.send({**confirm, "proof": ours})
        welcome = self.read()
        assert welcome["proof"] == expected, "the host did not prove the code"
        return welcome

    def resume(self, example: dict[str, Any], nonce: str, match: str, token: str, last_seq: int) -> None:
        mine = secrets.token_hex(16)
        binding = transcript_hash(LABEL, b"token", self.link.fingerprint, nonce, mine, match, str(last_seq))
        proof = hmac.new(token.encode("ascii"), b"client" + binding, hashlib.sha256).hexdigest()
        self.send({**example, "match": match, "last_seq": last_seq, "nonce": mine, "proof": proof})


def _play(host: Host, client: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    """One match's opening, driven by the page's client examples; everything the host said."""
    heard: list[dict[str, Any]] = []
    asha, bo = Client(host, heard), Client(host, heard)
    nonce = asha.hello(client["hello"])["nonce"]
    welcome = asha.prove_code(client["pake"], client["confirm"], nonce)
    asha.send({**client["join"], "match": welcome["match"]})
    joined = asha.read()
    asha.until("snapshot")
    bo.prove_code(client["pake"], client["confirm"], bo.hello(client["hello"])["nonce"])
    bo.send({**client["join"], "seat": None, "match": welcome["match"], "name": "Bo"})
    bo.until("snapshot")
    starts = {joined["seat"]: asha.until("update"), 1 - joined["seat"]: bo.until("update")}
    seat = starts[0]["to_move"][0]
    mover, waiter = (asha, bo) if seat == joined["seat"] else (bo, asha)
    state = starts[seat]["state"]
    waiter.send({**client["act"], "state": state, "action": {"type": "pass"}})
    waiter.until("view")
    action = expand(starts[seat]["patch"][0][2]["legal"])[0]
    mover.send({**client["act"], "id": 6, "state": state, "action": action})
    state = mover.until("ack")["state"]
    mover.until("update")
    mover.send({**client["takeback_request"], "state": state})
    mover.until("ack")
    waiter.until("takeback_asked")
    waiter.send({**client["takeback_answer"], "state": state})
    waiter.until("ack")
    mover.until("takeback_result")
    mover.send(client["chat"])
    mover.until("ack")
    waiter.until("chat")
    asha.send(client["sync"])
    seq = asha.until("snapshot")["seq"]
    back = Client(host, heard)
    back.resume(client["resume"], back.hello(client["hello"])["nonce"], joined["match"], joined["token"], seq)
    back.until("resumed")
    asha.until("error")
    back.send(client["ping"])
    back.until("pong")
    stranger = Client(host, heard)
    stranger.send({**client["hello"], "app": "0.0.9"})
    stranger.until("hello_reject")
    return heard


@pytest.mark.serial  # a host process and three clients, each waiting up to 15 s for its answer
def test_the_pages_examples_are_what_a_live_host_says(tmp_path: Path) -> None:
    client = {example["type"]: example for example in examples("client")}
    assert client["hello"]["protocol"] == protocol.PROTOCOL_VERSION
    digests = protocol.rules_digests()
    assert client["hello"]["rules"] == {game: digests[game] for game in SHIPPED}, (
        "§5's digests are not this build's"
    )
    host = start_host(
        tmp_path, ["--game", "maharaja", "--players", "2", "--seats", "human,human", "--port", "0"]
    )
    try:
        heard = _play(host, client)
    finally:
        host.kill()
    problems = []
    for example in examples("host"):
        same_type = [message for message in heard if message["type"] == example["type"]]
        if not same_type:
            problems.append(f"the host never sent a {example['type']} in this match")
            continue
        shapes = [shape_problems(example, message, example["type"]) for message in same_type]
        if all(shapes):
            problems.append(
                f"no {example['type']} the host sent looks like the page's: {min(shapes, key=len)}"
            )
    assert not problems, "\n".join(problems)


def test_the_pages_messages_and_fields_are_the_hosts() -> None:
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index("## 6. Host messages") : text.index("## 7.")]
    named = set(re.findall(r"^\*\*([a-z_]+)\*\* —", section, re.M))
    assert named - protocol.HOST_FIELDS.keys() == set(), "the page names messages the host never sends"
    assert protocol.HOST_FIELDS.keys() - named - {"protocol_error", "pong", "ping"} == set()
    for example in examples("host"):
        assert set(example) == protocol.HOST_FIELDS[example["type"]], example["type"]
    inline = [
        json.loads(text.replace("\n", " "))
        for text in re.findall(r'`(\{"type": "[a-z_]+".*?\})`', section, re.S)
    ]
    assert len(inline) >= 4, "the host messages written inline in §6 were not found"
    for example in inline:
        assert set(example) == protocol.HOST_FIELDS[example["type"]], example
    for example in examples("client"):
        required, optional = protocol.CLIENT_FIELDS[example["type"]]
        assert required | {"type", "id"} <= set(example) <= required | optional | {"type", "id"}, example


def _limit(table: str, what: str) -> str:
    row = re.search(rf"^\| {re.escape(what)} \| (.*) \|$", table, re.M)
    assert row, f"the limits table has no row {what!r}"
    return row.group(1)


def _numbers(text: str) -> list[float]:
    return [float(n.replace(",", "")) for n in re.findall(r"\d[\d,]*(?:\.\d+)?", text)]


def test_the_pages_limits_are_the_codes() -> None:
    text = DOC.read_text(encoding="utf-8")
    table = text[text.index("## 17. Limits at a glance") :]
    kib = 1024
    expected = {
        "frame": [framing.MAX_FRAME / kib / kib, framing.MAX_CLIENT_FRAME / kib, framing.MAX_SEPARATORS],
        "other texts (SPAKE2 message, proofs, match id, app version)": [1, protocol.MAX_FIELD_TEXT],
        "a `resume`'s nonce": [1, protocol.MAX_NONCE],
        "games in `rules`": [protocol.MAX_RULES],
        "chat line": [protocol.MAX_CHAT, protocol.CHAT_BURST, 1, 1 / protocol.CHAT_RATE],
        "wrong codes": [
            protocol.CODE_ATTEMPTS,
            protocol.CODE_WINDOW,
            protocol.GUESS_DELAY,
            protocol.GUESS_BURST,
            protocol.GUESS_RATE,
        ],
        "ping after silence": [protocol.PING_AFTER, protocol.PING_AFTER + 1],
        "connection timeout": [protocol.TIMEOUT],
        "takeback answers": [protocol.TAKEBACK_TIMEOUT],
        "events kept per stream for replay": [streams.HISTORY],
        "join name": [1, protocol.MAX_NAME],
        "an action (`act`)": [1, action.MAX_TEXT, action.MAX_PARAMS, action.MAX_TEXT, action.MAX_ITEMS, 8],
        "addresses counted one by one": [protocol.MAX_PEERS],
        "chat lines in a snapshot": [protocol.CHAT_IN_SNAPSHOT],
        "requests deferred while the host cannot save": [host_saving.DEFERRED_PER_CONNECTION],
        "TLS handshakes": [
            transport.MAX_HANDSHAKES,
            transport.MAX_HANDSHAKES_PER_ADDRESS,
            transport.HANDSHAKE_TIMEOUT,
        ],
        "`hello` after the handshake": [host_parts.HELLO_TIMEOUT],
        "connections": [
            transport.MAX_CONNECTIONS,
            host_parts.MAX_UNSEATED,
            host_parts.MAX_UNSEATED_PER_ADDRESS,
            host_parts.MAX_SPECTATORS,
        ],
        "buffered input": [transport.PENDING_BUDGET / kib / kib, 20],
        "parsing work per connection": [
            transport.WORK_BURST_UNSEATED / kib,
            transport.WORK_RATE_UNSEATED / kib,
            transport.WORK_BURST / kib,
            transport.WORK_RATE / kib,
        ],
        "answers kept per seat by message id": [host_parts.REPLIES_KEPT, host_parts.REPLIES_JOURNALED],
    }
    for what, figures in expected.items():
        assert _numbers(_limit(table, what)) == figures, what
    assert (
        _limit(table, "message id")
        == f"int `0..2**53-1` or 1–{protocol.MAX_ID_TEXT} printable ASCII characters"
    )
    assert protocol.MAX_ID == 2**53


def test_the_pages_rules_versions_are_the_games() -> None:
    text = DOC.read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| `([a-z_]+)` \| [^|]+ \| `(\w+)` \| `[0-9a-f]{64}` \|$", text, re.M))
    assert rows == {game: get_game(game).rules_version for game in SHIPPED}
    for game, digest in re.findall(r"^\| `([a-z_]+)` \| [^|]+ \| `\w+` \| `([0-9a-f]{64})` \|$", text, re.M):
        assert digest == hashlib.sha256(f"{game}:{rows[game]}".encode()).hexdigest()
