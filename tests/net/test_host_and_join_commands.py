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
