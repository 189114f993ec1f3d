"""``analyse FILE``: the analysis table, one seat's decisions, the language of the run, keeping it."""

from __future__ import annotations

import json
from pathlib import Path

from desktop_app import i18n
from desktop_app.cli import main


def _match(tmp_path: Path, capsys) -> Path:
    out = tmp_path / "m.tpmatch"
    main(["selfplay", "--game", "secret_dice", "--players", "2", "--seed", "4", "--save", str(out)])
    capsys.readouterr()
    return out


def test_analyse_prints_each_decision_of_a_seat_and_its_summary(tmp_path: Path, capsys) -> None:
    path = _match(tmp_path, capsys)
    assert main(["analyse", str(path), "--seat", "2", "--depth", "quick"]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed[0].startswith("step | seat | played | suggested")
    rows = [line for line in printed[1:] if line.count(" | ") == 5]
    assert len(rows) == 3  # three rounds, one bet each
    assert all(row.split(" | ")[1] == "2" and "bets" in row.split(" | ")[2] for row in rows)
    assert any(line.startswith("Random bot 2: 3 decisions;") for line in printed)
    assert "analysis" not in json.loads(path.read_text())  # not asked to keep it


def test_analyse_speaks_the_language_of_the_run_and_keeps_the_analysis(tmp_path: Path, capsys) -> None:
    path = _match(tmp_path, capsys)
    try:
        assert main(["--lang", "de", "analyse", str(path), "--depth", "quick", "--save"]) == 0
    finally:
        i18n.set_language("en")
    printed = capsys.readouterr().out
    assert printed.startswith("Schritt | Platz | gespielt | vorgeschlagen")
    assert "Entscheidungen" in printed
    kept = json.loads(path.read_text())["analysis"]
    assert kept["depth"] == "quick" and kept["decisions"]


def test_analyse_refuses_a_seat_the_match_does_not_have(tmp_path: Path, capsys) -> None:
    path = _match(tmp_path, capsys)
    assert main(["analyse", str(path), "--seat", "3"]) == 2
    assert "seat must be a number from 1 to 2" in capsys.readouterr().err


def test_analyse_refuses_to_save_one_seats_analysis_before_judging(tmp_path: Path, capsys) -> None:
    """``--seat 1 --save`` did the whole analysis and then kept nothing, without a word: the file
    holds a whole match's analysis, so the pair is refused at once and the file is left alone."""
    path = _match(tmp_path, capsys)
    before = path.read_bytes()
    assert main(["analyse", str(path), "--seat", "1", "--save"]) == 2
    said = capsys.readouterr()
    assert said.out == ""  # refused before any judging
    assert said.err.startswith("error: --save keeps a whole match's analysis") and said.err.count("\n") == 1
    assert path.read_bytes() == before
