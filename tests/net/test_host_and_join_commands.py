"""``host`` and ``join`` as a person runs them (issue 15, "Done means"): a headless host process
with a bot at the host, and two bot client processes, play a whole match of every game over TLS
on 127.0.0.1, and every process ends by itself with success."""

from __future__ import annotations

import json
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from desktop_app.cli import main
from desktop_app.net import journal
from desktop_app.net.bot_client import SeatFileError, SeatMemory, load_seat_file, save_seat_file
from tests.net.lan_processes import environment

GAMES = ["maharaja", "forbidden_city", "arkadia"]
#: A whole random match of the longest game is about 2,000 steps; far below this on loopback.
DEADLINE_S = 240
#: Every byte stays on this machine (the network rule for tests).
LOOPBACK = ("--seed", "7", "--port", "0", "--bind", "127.0.0.1")
#: Two people on the network (played by bot clients) and a bot at the host.
SEATS = "human,human,bot:random"


def _read_host_lines(host: subprocess.Popen[str]) -> tuple[str, str]:
    """The address and code; the journal line comes last, so an operator can restart the match."""
    said: dict[str, str] = {}
    assert host.stdout is not None
    started = time.monotonic()
    while "journal" not in said:
        line = host.stdout.readline()
        if not line:
            raise AssertionError(f"the host ended before printing its address: {host.stderr.read()}")
        key, _, value = line.strip().partition(" ")
        said[key] = value
        assert time.monotonic() - started < 60, "the host did not print its address, code and journal"
    assert Path(said["journal"]).is_file(), "the journal is written before anyone joins"
    return said["address"], said["code"]


@pytest.mark.parametrize("game_id", GAMES)
def test_two_bot_clients_and_a_host_bot_play_a_whole_match(game_id: str, tmp_path: Path) -> None:
    env = environment(tmp_path / "home")
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
                    [*command, "join", address, "--code", code, "--seat", str(seat + 1), "--seed", str(seat)],
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
    for seat, (client, (out, err)) in enumerate(zip(clients, results, strict=True), start=1):
        assert client.returncode == 0, err
        assert out.startswith(f"seat {seat}: match over")  # the seat it asked for, counted from 1
    assert host.returncode == 0, host_err
    assert "1. seat" in host_out
    assert not list((tmp_path / "home").rglob("*.tmp")), "no half-written journal is left behind"


def test_join_refuses_a_wrong_code_with_one_clear_line(tmp_path: Path) -> None:
    env = environment(tmp_path / "home")
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


def _one_error_line(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("error:") and len(err.strip().splitlines()) == 1, err
    return err


def test_host_resume_refuses_a_missing_or_damaged_journal_in_one_line(
    qapp, tmp_path, monkeypatch, capsys
) -> None:
    monkeypatch.setenv("THREE_PALACES_HOME", str(tmp_path / "home"))
    missing = tmp_path / "gone.json"
    assert "no match to resume" in _one_error_line(capsys, ["host", "--resume", str(missing)])
    damaged = tmp_path / "damaged.json"
    base = {"format": journal.FORMAT, "version": journal.VERSION, "match_id": 7}
    damaged.write_text(json.dumps(base) + "\n")
    assert "damaged" in _one_error_line(capsys, ["host", "--resume", str(damaged)])
    damaged.write_bytes(b"\x00\xffnot json")
    assert "not a host journal" in _one_error_line(capsys, ["host", "--resume", str(damaged)])


def test_host_takes_a_new_match_or_a_journal_never_both(qapp, tmp_path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("THREE_PALACES_HOME", str(tmp_path / "home"))
    journal = str(tmp_path / "some.json")
    err = _one_error_line(capsys, ["host", "--resume", journal, "--game", "maharaja", "--seed", "3"])
    assert "--game" in err and "--seed" in err
    assert "--resume" in _one_error_line(capsys, ["host", "--game", "maharaja"])
    # allowing hints is the match's choice, kept in its journal (issue 35)
    assert "--allow-hints" in _one_error_line(capsys, ["host", "--resume", journal, "--allow-hints"])


def test_join_needs_a_code_or_a_seat_file_it_can_read(qapp, tmp_path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("THREE_PALACES_HOME", str(tmp_path / "home"))
    seat_file = tmp_path / "seat.json"
    assert "--code" in _one_error_line(capsys, ["join", "127.0.0.1:9", "--token-file", str(seat_file)])
    seat_file.write_text('{"format": "three-palaces-seat", "match": "m", "seat": "zero"}')
    assert "damaged" in _one_error_line(capsys, ["join", "127.0.0.1:9", "--token-file", str(seat_file)])


def test_a_seat_file_keeps_the_seat_and_the_act_in_flight(tmp_path) -> None:
    memory = SeatMemory("5f0c2a9e4b7d1368", 1, "6d" * 16, "maharaja", "a1b2c3d4e5", last_seq=17, next_id=5)
    memory.pending = {"id": 4, "state": 9, "action": {"type": "travel", "to": "delhi"}}
    path = tmp_path / "seat.json"
    save_seat_file(path, memory)
    assert load_seat_file(path) == memory
    assert stat.S_IMODE(path.stat().st_mode) == 0o600, "the file holds the seat token"
    assert load_seat_file(tmp_path / "none.json") is None  # no file yet: the client joins
    path.write_text(path.read_text().replace('"state":9', '"state":"9"'))
    with pytest.raises(SeatFileError, match="unanswered act"):
        load_seat_file(path)


def test_host_announces_like_the_window_and_join_list_prints_what_it_hears(tmp_path: Path) -> None:
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:  # a free UDP port on loopback
        probe.bind(("127.0.0.1", 0))
        beacon_port = probe.getsockname()[1]
    env = environment(tmp_path / "home")
    env["THREE_PALACES_BEACON_TARGETS"] = f"127.0.0.1:{beacon_port}"
    env["THREE_PALACES_BEACON_PORT"] = str(beacon_port)
    command = [sys.executable, "-m", "desktop_app"]
    host = subprocess.Popen(
        [
            *command,
            "host",
            "--game",
            "maharaja",
            "--players",
            "2",
            "--seats",
            "human,bot:random",
            *LOOPBACK,
            "--announce",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        address, _code = _read_host_lines(host)
        began = time.monotonic()
        listed = subprocess.run(
            [*command, "join", "--list", "--bind", "127.0.0.1", "--wait", "2.5"],
            capture_output=True,
            text=True,
            env=env,
            timeout=60,
        )
        assert listed.returncode == 0, listed.stderr
        assert time.monotonic() - began < 30, "the listing waits --wait seconds, not for ever"
        assert f"match {address} maharaja free 1/2" in listed.stdout, listed.stdout
        assert "heard 1 match" in listed.stderr
    finally:
        host.kill()
        host.communicate()


def test_a_host_on_loopback_does_not_announce_unless_asked(qapp, tmp_path, monkeypatch, capsys) -> None:
    from desktop_app.cli_discovery import should_announce

    assert not should_announce(None, "127.0.0.1") and should_announce(True, "127.0.0.1")
    assert should_announce(None, "0.0.0.0") and not should_announce(False, "10.77.0.1")
    assert "HOST:PORT" in _one_error_line(capsys, ["join", "--wait", "2"])
    assert "--wait" in _one_error_line(capsys, ["join", "--list", "--wait", "0"])
