"""A ``host`` process SIGKILLed mid-match and restarted with ``host --resume JOURNAL`` (issue 15).

Two bot clients (``join --token-file``) and a bot at the host are playing when the host dies; the
clients keep trying to come back by themselves while the operator restarts the host on the same
port from the journal it printed. The restarted host must be the same match — the record the
journal held, the state id going on from there, the same join code, the clients' tokens taking
their own seats back — and the match must finish. Meanwhile it must refuse what a killed host's
successor must never grant: a resume naming another match gets ``error`` ``unknown_match`` (never
a fresh game), a wrong token is refused (never "any free seat"), and a taken seat stays taken.
"""

from __future__ import annotations

import contextlib
import json
import random
import socket
import time
from pathlib import Path
from typing import Any

import pytest

from desktop_app import __version__
from desktop_app.net import journal, pake, protocol
from desktop_app.net.client import HostConnection
from desktop_app.net.host import start_host as start_host_in_process
from desktop_app.net.joincode import parse as parse_code
from desktop_app.persistence import matchfile
from tests.net.lan_processes import Client, acts, played, runs, start_host, stream_problems

#: The host dies once the journal holds at least this many state changes since play began.
KILL_AFTER = 20
#: The clients pause a little before each move, so the kill finds the match well under way.
THINK = ("--think-ms", "15")
SEATS = ("--game", "arkadia", "--players", "3", "--seats", "human,human,bot:random", "--seed", "11")
WAIT_MS = 20_000


def _port_no_neighbour_is_given() -> int:
    """A free port below the range the system hands out for port 0 and outgoing connections.

    The host is restarted on its port; a test beside this one binds port 0 (never a fixed port,
    docs/testing.md) and so could have been given this one while the host was down, had it come
    from that range. From below it, it is this test's alone."""
    low = 32768
    with contextlib.suppress(OSError, ValueError):
        low = int(Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()[0])
    rng = random.Random()
    for _ in range(200):
        port = rng.randrange(max(1025, low - 12_000), low)
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
        return port
    raise AssertionError(f"no free port below {low}")


def _journal(path: Path) -> dict[str, Any]:
    """The journal as one document (its base line with every change line after it applied)."""
    try:
        return journal.read(path)
    except journal.JournalError as error:
        raise ValueError(str(error)) from None


def _wait_for_changes(path: Path, changes: int, host: Any) -> None:
    """Until the journal counts ``changes`` more state changes than when play could first begin."""
    deadline = time.monotonic() + 120
    base = None
    while True:
        try:
            state = _journal(path)["state_id"]
        except (FileNotFoundError, ValueError):
            state = None  # not written yet (the rename is atomic: never half a file)
        if state is not None:
            base = state if base is None else base
            if state >= base + changes:
                return
        assert host.process.poll() is None and time.monotonic() < deadline, "the match did not get going"
        time.sleep(0.02)


class Probe:
    """One pinned connection that says hello and records everything the host answers."""

    def __init__(
        self,
        qtbot: Any,
        address: str,
        code: str,
        credential: pake.CodeCredential | pake.TokenCredential | None = None,
    ) -> None:
        """Proves ``credential`` (the code by default) and waits for the welcome or a refusal."""
        host, _, port = address.rpartition(":")
        parsed = parse_code(code)
        self.connection = HostConnection(
            host,
            int(port),
            parsed.fingerprint_prefix,
            hello=protocol.hello("h", __version__),
            credential=credential or pake.CodeCredential(parsed),
            proof_id="p",
        )
        self.messages: list[dict[str, Any]] = []
        self.ended = False
        self.connection.message_received.connect(self.messages.append)
        self.connection.disconnected.connect(self._end)
        self.connection.failed.connect(self._end)
        self.qtbot = qtbot
        self.connection.start()
        self.wait(
            lambda: self.ended or any(m["type"] in ("welcome", "refused", "error") for m in self.messages)
        )

    def first(self, kind: str) -> dict[str, Any]:
        return next(m for m in self.messages if m["type"] in (kind, "refused", "error"))

    def _end(self, *_args: object) -> None:
        self.ended = True

    def wait(self, condition: Any) -> None:
        self.qtbot.waitUntil(condition, timeout=WAIT_MS)

    def ask(self, message: dict[str, Any]) -> dict[str, Any]:
        """Send ``message`` and return the host's answer to it (a reply or a closing error)."""
        count = len(self.messages)
        self.connection.send(message)

        def answered() -> bool:
            return any(
                m.get("reply_to") == message["id"] or m["type"] == "error" for m in self.messages[count:]
            )

        self.wait(answered)
        return next(
            m for m in self.messages[count:] if m.get("reply_to") == message["id"] or m["type"] == "error"
        )

    def close(self) -> None:
        self.connection.close()


def _refuses_strangers(qtbot: Any, address: str, code: str, journal: dict[str, Any]) -> None:
    match, token = journal["match_id"], journal["tokens"]["0"]
    probe = Probe(qtbot, address, code, pake.TokenCredential("0" * 16, token, 0))
    answer = probe.first("welcome")
    assert answer["type"] == "error" and answer["code"] == "unknown_match"
    probe.wait(lambda: probe.ended)  # and the connection is closed: no game of any kind is offered
    probe = Probe(qtbot, address, code, pake.TokenCredential(match, "f" * 32, 0))
    answer = probe.first("welcome")
    assert answer["type"] == "refused" and answer["code"] == "wrong_token"
    probe.wait(lambda: probe.ended)
    probe = Probe(qtbot, address, code)
    assert probe.first("welcome")["type"] == "welcome"
    answer = probe.ask({"type": "join", "id": "j1", "seat": None})
    assert answer["type"] == "refused" and answer["code"] == "no_free_seat"
    answer = probe.ask({"type": "join", "id": "j2", "seat": 0})
    assert answer["type"] == "refused" and answer["code"] == "seat_taken"
    answer = probe.ask({"type": "join", "id": "j3", "seat": 1, "match": "1" * 16})
    assert answer["type"] == "error" and answer["code"] == "unknown_match"
    assert not any(m["type"] in ("joined", "resumed", "snapshot") for m in probe.messages)
    probe.close()


def _a_fresh_host_knows_nothing_of_the_old_match(qtbot: Any, home: Path, journal: dict[str, Any]) -> None:
    """A host started afresh (not ``--resume``) runs a new match: the old seat is ``unknown_match``."""
    fresh = start_host_in_process(
        "arkadia",
        ["human", "human"],
        identity_folder=home / "config" / "host-identity",
        journal_folder=home / "fresh-journals",
    )
    try:
        address, port = fresh.address()
        credential = pake.TokenCredential(journal["match_id"], journal["tokens"]["0"], 3)
        probe = Probe(qtbot, f"{address}:{port}", str(fresh.code), credential)
        answer = probe.first("welcome")
        assert answer["type"] == "error" and answer["code"] == "unknown_match"
        probe.close()
    finally:
        fresh.close()


# Waits, beside the parallel part: 5 CPU s in 10 s alone (the clients think, keep trying, and the
# host lingers); it asserts no time, kills only its own host, and restarts it on a port that no
# neighbour binding port 0 can be given meanwhile (_port_no_neighbour_is_given).
@pytest.mark.waits
def test_a_killed_host_resumes_the_same_match_and_the_clients_come_back(qtbot, tmp_path: Path) -> None:
    home = tmp_path / "home"
    port = _port_no_neighbour_is_given()
    host = start_host(home, [*SEATS, "--port", str(port), "--linger", "3"])
    clients = [
        Client(tmp_path / "clients", f"seat{seat}", home, host.address, host.code, seat, seat, THINK)
        for seat in (0, 1)
    ]
    restarted = None
    try:
        for client in clients:
            client.start()
        _wait_for_changes(host.journal, KILL_AFTER, host)
        host.kill()
        at_kill = _journal(host.journal)  # what the dead host had promised, on disk
        assert not at_kill["match"]["result"], "the match must still be going on when the host dies"
        assert all(client.running for client in clients), "the clients wait for the host to come back"

        restarted = start_host(
            home, ["--resume", str(host.journal), "--port", str(host.port), "--linger", "3"]
        )
        assert (restarted.address, restarted.code, restarted.journal) == (
            host.address,
            host.code,
            host.journal,
        )
        _refuses_strangers(qtbot, restarted.address, restarted.code, at_kill)
        _a_fresh_host_knows_nothing_of_the_old_match(qtbot, home, at_kill)

        for client in clients:
            assert client.process is not None and client.process.wait(timeout=180) == 0, (
                client.log.read_text()
            )
        assert restarted.wait(timeout=60) == 0, restarted.err.text()
    finally:
        for client in clients:
            if client.running:
                client.kill()
        host.kill()
        if restarted is not None:
            restarted.kill()

    final = json.loads(clients[0].saved.read_text())
    assert final["record"][: len(at_kill["match"]["record"])] == at_kill["match"]["record"]
    assert len(final["record"]) > len(at_kill["match"]["record"]) and final["result"]
    matchfile.load(clients[0].saved)
    for client in clients:
        lines = client.trace.read()
        assert len(runs(lines)) == 1 and stream_problems(lines) == [], client.name  # one process throughout
        came_back = [line for line in lines if line["event"] == "resumed"]  # only the host's death does it
        assert came_back and all(line["seat"] == client.seat for line in came_back)
        assert (
            came_back[0]["state"] >= at_kill["state_id"]
            and came_back[0]["seq"] >= at_kill["seqs"][str(client.seat)]
        )
        assert sum(line["event"] == "joined" for line in lines) == 1, "a token resumes; nobody joins twice"
        assert json.loads(client.seat_file.read_text())["token"] == at_kill["tokens"][str(client.seat)]
        accepted, problems = acts(lines)
        assert problems == []
        mine = sorted(accepted.values(), key=lambda act: act["state"])
        assert [action for seat, action in played(final) if seat == client.seat] == [
            act["action"] for act in mine
        ]
        after = [act["state"] for act in mine if act["decided"] >= at_kill["state_id"]]
        assert after and min(after) > at_kill["state_id"], "the state id goes on from the journal's"
    # The state id went on from the journal's: one more per decision after it (with its chance steps).
    decisions_after = len(
        [entry for entry in final["record"][len(at_kill["match"]["record"]) :] if not entry.get("chance")]
    )
    last_state = max(
        line["state"] for client in clients for line in client.trace.read() if line["event"] == "event"
    )
    assert last_state == at_kill["state_id"] + decisions_after
