"""``--lang`` on the command line: selfplay and replay print the log, names and outcome in it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_app import cli, i18n

ROOT = Path(__file__).resolve().parents[2]
FINISHED = ROOT / "tests" / "fixtures" / "matches" / "v1-arkadia-finished.tpmatch"


def test_lang_is_taken_from_anywhere_on_the_line():
    assert cli.take_lang(["--lang", "de", "selfplay", "--game", "x"]) == ("de", ["selfplay", "--game", "x"])
    assert cli.take_lang(["replay", "f.tpmatch", "--lang=nl"]) == ("nl", ["replay", "f.tpmatch"])
    assert cli.take_lang(["FILE.tpmatch"]) == (None, ["FILE.tpmatch"])
    with pytest.raises(ValueError):
        cli.take_lang(["--lang"])


def test_selfplay_prints_german(home, capsys):
    assert (
        cli.main(["selfplay", "--game", "arkadia", "--players", "2", "--seed", "5", "--log", "--lang", "de"])
        == 0
    )
    out = capsys.readouterr().out
    assert "Arbeiter" in out and "Zufallsbot 1" in out
    assert "Arkadia: 2 Spieler, Startwert 5" in out
    assert " worker " not in out and "steps" not in out
    assert i18n.current_language() == "de"


def test_selfplay_of_the_forbidden_city_names_it_as_german_players_do(home, capsys):
    assert (
        cli.main(["--lang", "de", "selfplay", "--game", "forbidden_city", "--players", "3", "--seed", "2"])
        == 0
    )
    out = capsys.readouterr().out
    assert out.startswith("Die verbotene Stadt: 3 Spieler")
    assert "Punkte" in out


def test_replay_prints_dutch(home, capsys):
    assert cli.main(["--lang", "nl", "replay", str(FINISHED), "--as", "1"]) == 0
    out = capsys.readouterr().out
    assert "gecontroleerd" in out and "arbeider" in out and "Stand na stap" in out
    assert "verified" not in out


def test_a_wrong_language_is_an_error(home, capsys):
    assert cli.main(["--lang", "fr", "selfplay", "--game", "arkadia", "--players", "2"]) == cli.EXIT_ERROR
    assert "--lang" in capsys.readouterr().err


def test_the_stored_setting_applies_without_lang(home, capsys):
    i18n.store_language("nl")
    assert cli.main(["selfplay", "--game", "maharaja", "--players", "2", "--seed", "1"]) == 0
    assert "Maharaja: 2 spelers, startwaarde 1" in capsys.readouterr().out


def test_a_fresh_process_without_qt_application_speaks_german(home):
    """The real command: no QCoreApplication exists in it, the translators are asked directly."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "THREE_PALACES_HOME": str(home)}
    done = subprocess.run(
        [sys.executable, "-m", "desktop_app", "--lang", "de", "replay", str(FINISHED), "--step", "12"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "geprüft" in done.stdout and "Stand nach Schritt 12, Sicht: alles:" in done.stdout
    assert "Auslage" in done.stdout
