"""The headless commands: selfplay, replay and their error messages (in-process, fixture game)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_app.cli import main


def test_help_lists_the_subcommands() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "desktop_app", "--help"], capture_output=True, text=True, check=True
    )
    for command in ("selfplay", "replay", "screenshot"):
        assert command in result.stdout


def test_selfplay_prints_ranking_and_saves(tmp_path: Path, capsys) -> None:
    out = tmp_path / "m.tpmatch"
    assert (
        main(["selfplay", "--game", "secret_dice", "--players", "3", "--seed", "5", "--save", str(out)]) == 0
    )
    printed = capsys.readouterr().out
    assert "1. seat" in printed and "3. seat" in printed
    assert json.loads(out.read_text())["result"] is not None


def test_selfplay_is_reproducible(capsys) -> None:
    main(["selfplay", "--game", "secret_dice", "--players", "2", "--seed", "9", "--log"])
    first = capsys.readouterr().out
    main(["selfplay", "--game", "secret_dice", "--players", "2", "--seed", "9", "--log"])
    assert capsys.readouterr().out == first


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--game", "chess", "--players", "2"], "unknown game 'chess'"),
        (["--game", "secret_dice", "--players", "9"], "2 to 4 players"),
        (["--game", "secret_dice", "--players", "2", "--option", "rounds=7"], "cannot be '7'"),
        (["--game", "secret_dice", "--players", "2", "--option", "speed=1"], "unknown option 'speed'"),
        (["--game", "secret_dice", "--players", "2", "--option", "rounds"], "KEY=VALUE"),
        (["--game", "secret_dice", "--players", "2", "--bots", "random,random,random"], "3 levels for 2"),
        (["--game", "secret_dice", "--players", "2", "--bots", "genius"], "unknown bot level"),
    ],
)
def test_selfplay_errors_are_one_clear_line(args, message, capsys) -> None:
    assert main(["selfplay", *args]) == 2
    err = capsys.readouterr().err
    assert message in err and err.startswith("error:")


def test_replay_prints_log_and_state_as_a_seat(tmp_path: Path, capsys) -> None:
    out = tmp_path / "m.tpmatch"
    main(["selfplay", "--game", "secret_dice", "--players", "2", "--seed", "3", "--save", str(out)])
    capsys.readouterr()
    assert main(["replay", str(out), "--step", "4", "--as", "1"]) == 0
    printed = capsys.readouterr().out
    assert "verified" in printed and "as seen by seat 1 (Random bot 1)" in printed
    assert "Random bot 2 is dealt a card" in printed, "seat 1 must not read seat 2's card"
    assert main(["replay", str(out)]) == 0
    everything = capsys.readouterr().out
    assert "Random bot 2 is dealt a " in everything and '"phase": "over"' in everything


def test_replay_of_a_bad_file_fails_cleanly(tmp_path: Path, capsys) -> None:
    bad = tmp_path / "bad.tpmatch"
    bad.write_text("{ not json")
    assert main(["replay", str(bad)]) == 2
    assert "not valid JSON" in capsys.readouterr().err
    assert main(["replay", str(tmp_path / "missing.tpmatch")]) == 2
    assert "does not exist" in capsys.readouterr().err


def test_replay_rejects_bad_step_and_seat(tmp_path: Path, capsys) -> None:
    out = tmp_path / "m.tpmatch"
    main(["selfplay", "--game", "secret_dice", "--players", "2", "--seed", "3", "--save", str(out)])
    assert main(["replay", str(out), "--step", "999"]) == 2
    assert main(["replay", str(out), "--as", "7"]) == 2
    assert main(["replay", str(out), "--as", "west"]) == 2
    assert main(["replay", str(out), "--as", "0"]) == 2  # seats count from 1, as their names do
    assert "from 1 to 2" in capsys.readouterr().err


def test_the_command_line_counts_seats_from_1_as_their_names_do(tmp_path: Path, capsys) -> None:
    """Issue 33: ``selfplay`` printed "1. seat 0 (Random bot 1)" while the names count from 1;
    every seat the command line prints or reads is the number in the seat's name."""
    out = tmp_path / "m.tpmatch"
    made = main(["selfplay", "--game", "secret_dice", "--players", "2", "--seed", "3", "--save", str(out)])
    assert made == 0
    printed = capsys.readouterr().out
    ranked = re.findall(r"^\d\. seat (\d) \(Random bot (\d)\)", printed, re.M)
    assert sorted(ranked) == [("1", "1"), ("2", "2")]
    assert main(["replay", str(out), "--as", "2"]) == 0
    assert "as seen by seat 2 (Random bot 2)" in capsys.readouterr().out
    for command in ("replay", "screenshot", "join"):  # and --help says so
        with pytest.raises(SystemExit):
            main([command, "--help"])
        assert "seat number (1 for the first player" in " ".join(capsys.readouterr().out.split())


def test_screenshot_needs_a_source(tmp_path: Path, capsys) -> None:
    assert main(["screenshot", "--out", str(tmp_path / "x.png")]) == 2
    assert "needs a match FILE" in capsys.readouterr().err


def test_replay_says_who_took_a_seat_and_gave_it_back(tmp_path: Path, capsys) -> None:
    """Issue 33: a seat handed to the computer and taken back is told after its step's line."""
    import random

    from desktop_app.engine.session import SeatInfo, Session
    from desktop_app.persistence import matchfile

    session = Session.new("maharaja", [SeatInfo("Anna"), SeatInfo("Ben")], seed=5)
    rng = random.Random(1)

    def play(steps: int) -> None:
        for _ in range(steps):
            seat = min(session.to_move())
            session.act(seat, rng.choice(list(session.legal_actions(seat))))

    play(3)
    handed = len(session.record)
    session.hand_seat(1, "hard")
    play(3)
    session.hand_seat(1, "human")
    out = tmp_path / "handed.tpmatch"
    matchfile.save(session, out)
    assert main(["replay", str(out), "--as", "spectator"]) == 0
    lines = capsys.readouterr().out.splitlines()
    told = [line for line in lines if "computer" in line]
    assert len(told) == 2
    assert told[0].lstrip().startswith(f"{handed} ") and told[0].endswith(
        "— Ben's seat is played by the computer (strong)"
    )
    assert told[1].endswith("— Ben takes the seat back from the computer")


@pytest.mark.parametrize("module", ["analysis_worker", "graph_worker"])
def test_the_window_s_worker_processes_start_through_the_command_line(monkeypatch, module: str) -> None:
    """A bundle has no ``python -m``: the window starts its analysis and graph processes as
    ``three-palaces FLAG ...``, and the command line hands the rest to that worker, spelt there
    as in the worker (``cli`` spells the flags out so a plain start imports no bots)."""
    import importlib

    worker = importlib.import_module(f"desktop_app.ai.{module}")
    seen: list[list[str]] = []
    monkeypatch.setattr(worker, "main", lambda argv: seen.append(list(argv)) or 7)
    assert main([worker.FLAG, "--x", "1"]) == 7
    assert seen == [["--x", "1"]]
