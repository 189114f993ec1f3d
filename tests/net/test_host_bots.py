"""The host's computer seats think on a worker thread: the host keeps answering while they do.

A slow bot (one that thinks for a second, like the hard level's two) sits at a live host; a client
pings it during the bot's thought and must be answered at once. A move decided at a state the match
has left is dropped and the seat asked again, never applied late.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from desktop_app import __version__
from desktop_app.engine.session import Session
from desktop_app.net import pake, protocol
from desktop_app.net.client import HostConnection
from desktop_app.net.delta import Reader
from desktop_app.net.host_bots import BotThinker
from desktop_app.net.host_core import HostCore
from desktop_app.net.transport import HostTransport

CODE = "7Q2K-SECRET"
THINK = 1.0


def slow_runner(calls: list[float]):
    def run(seat, view, legal):
        calls.append(time.monotonic())
        end = time.monotonic() + THINK
        while time.monotonic() < end:  # busy, as a search is (it holds the interpreter lock too)
            sum(range(2000))
        return legal[0]

    return run


@pytest.mark.serial  # times the host's answers against the bot's think
def test_a_thinking_bot_never_stalls_the_host(qtbot, tmp_path: Path) -> None:
    calls: list[float] = []
    session = Session.new("secret_dice", 2, seed=5)
    core = HostCore(session, ["human", "random"], CODE, bots="external", bot_runner=slow_runner(calls))
    transport = HostTransport(core, tmp_path / "identity")
    thinker = BotThinker(core, transport.deliver)
    host, port = transport.address()
    hello = protocol.hello(1, __version__)
    credential = pake.CodeCredential(CODE)
    client = HostConnection(
        host, port, transport.fingerprint[:10], hello=hello, credential=credential, proof_id="p"
    )
    heard: list[tuple[float, dict]] = []
    document = Reader()  # each update's patch applied, as every client must
    client.message_received.connect(lambda message: heard.append((time.monotonic(), document.take(message))))
    client.send({"type": "join", "id": 2, "seat": 0})
    client.start()
    try:
        qtbot.waitUntil(lambda: any(m["type"] == "snapshot" for _, m in heard), timeout=5000)
        # Play our moves until the bot is to move and starts thinking.
        deadline = time.monotonic() + 20
        pings = 0
        while not session.is_over and time.monotonic() < deadline and pings < 3:
            if thinker.thinking:
                sent = time.monotonic()
                client.send({"type": "ping", "id": 100 + pings})
                qtbot.waitUntil(
                    lambda p=pings: any(m.get("reply_to") == 100 + p for _, m in heard), timeout=5000
                )
                answered = next(t for t, m in heard if m.get("reply_to") == 100 + pings)
                assert answered - sent < THINK / 2, "the host waited for the bot before answering"
                pings += 1
                qtbot.waitUntil(lambda: not thinker.thinking, timeout=5000)
                continue
            legal = session.legal_actions(0)  # (what the client was sent; read at the source here)
            if 0 in session.to_move() and legal:
                client.send(
                    {
                        "type": "act",
                        "id": f"a{time.monotonic()}",
                        "state": core.state_id,
                        "action": legal[0].to_json(),
                    }
                )
            qtbot.wait(20)
        assert pings >= 1 and thinker.moves >= 1
        assert not core.bot_errors and not core.internal_errors
    finally:
        thinker.close(wait_ms=3000)
        client.close()
        transport.close()


def test_a_move_decided_before_the_match_moved_on_is_dropped(qtbot) -> None:
    session = Session.new("secret_dice", 2, seed=5)
    core = HostCore(session, ["random", "random"], CODE, bots="external")
    delivered: list = []
    thinker = BotThinker(core, delivered.extend)
    try:
        thinker._timer.stop()  # drive it by hand
        turn = core.bots_due()[0]
        action = core.think(turn)
        steps = len(session.record)
        core.state_id += 1  # what a takeback or another seat's move does meanwhile
        thinker._busy = True
        thinker._apply(turn, action)
        assert thinker.dropped == 1 and thinker.moves == 0 and len(session.record) == steps
        qtbot.waitUntil(lambda: thinker.moves >= 1, timeout=5000)  # asked again, at the new state
        assert len(session.record) > steps and not core.bot_errors
    finally:
        thinker.close(wait_ms=3000)
