"""``host`` and ``join`` as a person runs them (issue 15, "Done means"): a headless host process
with a bot at the host, and two bot client processes, play a whole match of every game over TLS
on 127.0.0.1, and every process ends by itself with success."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

GAMES = ["maharaja", "forbidden_city", "arkadia"]
#: A whole random match of the longest game is about 2,000 steps; far below this on loopback.
DEADLINE_S = 240
#: Every byte stays on this machine (the network rule for tests).
LOOPBACK = ("--seed", "7", "--port", "0", "--bind", "127.0.0.1")
#: Two people on the network (played by bot clients) and a bot at the host.
SEATS = "human,human,bot:random"


def _environment(home: Path) -> dict[str, str]:
    env = dict(os.environ, THREE_PALACES_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    env.pop("DISPLAY", None)
    return env


def _read_host_lines(host: subprocess.Popen[str]) -> tuple[str, str]:
    address = code = ""
    assert host.stdout is not None
    started = time.monotonic()
    while not (address and code):
        line = host.stdout.readline()
        if not line:
            raise AssertionError(f"the host ended before printing its address: {host.stderr.read()}")
        if line.startswith("address "):
            address = line.split()[1]
        elif line.startswith("code "):
            code = line.split()[1]
        assert time.monotonic() - started < 60, "the host did not print its address and code"
    return address, code


@pytest.mark.parametrize("game_id", GAMES)
def test_two_bot_clients_and_a_host_bot_play_a_whole_match(game_id: str, tmp_path: Path) -> None:
    env = _environment(tmp_path / "home")
    command = [sys.executable, "-m", "desktop_app"]
    host = subprocess.Popen(
        [*command, "host", "--game", game_id, "--players", "3", "--seats", SEATS, *LOOPBACK],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    clients: list[subprocess.Popen[str]] = []
    try:
        address, code = _read_host_lines(host)
        assert address.startswith("127.0.0.1:")
        for seat in (0, 1):
            clients.append(
                subprocess.Popen(
                    [*command, "join", address, "--code", code, "--seat", str(seat), "--seed", str(seat)],
                    stdout=subprocess.PIPE,
                    stderr=subprocess.PIPE,
                    text=True,
                    env=env,
                )
            )
        results = [client.communicate(timeout=DEADLINE_S) for client in clients]
        host_out, host_err = host.communicate(timeout=60)
    finally:
        for process in [host, *clients]:
            if process.poll() is None:
                process.kill()
    for client, (out, err) in zip(clients, results, strict=True):
        assert client.returncode == 0, err
        assert "match over" in out
    assert host.returncode == 0, host_err
    assert "1. seat" in host_out
    assert not list((tmp_path / "home").rglob("*.tmp")), "no half-written journal is left behind"


def test_join_refuses_a_wrong_code_with_one_clear_line(tmp_path: Path) -> None:
    env = _environment(tmp_path / "home")
    command = [sys.executable, "-m", "desktop_app"]
    host = subprocess.Popen(
        [*command, "host", "--game", "maharaja", "--players", "2", "--seats", "human,bot:random", *LOOPBACK],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        address, code = _read_host_lines(host)
        from desktop_app.net import tls
        from desktop_app.net.joincode import JoinCode

        # The host's own certificate (so the connection is made and pinned) but another secret.
        identity = tls.load_or_create(tmp_path / "home" / "config" / "host-identity")
        forged = str(JoinCode.new(identity.fingerprint))
        assert forged != code
        joined = subprocess.run(
            [*command, "join", address, "--code", forged], capture_output=True, text=True, env=env, timeout=60
        )
        assert joined.returncode == 2
        assert joined.stderr.startswith("error:") and len(joined.stderr.strip().splitlines()) == 1
        assert "code" in joined.stderr.lower()
    finally:
        host.kill()
        host.communicate()
