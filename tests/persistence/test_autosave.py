"""Autosave follows every action, lists unfinished matches, and resumes them exactly."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop_app.engine.action import Action
from desktop_app.engine.session import Session
from desktop_app.persistence import autosave, recent
from desktop_app.persistence.paths import HOME_VARIABLE, autosave_dir


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch) -> Path:
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path))
    return tmp_path


def test_autosave_writes_after_every_action_and_resumes() -> None:
    session = Session.new("secret_dice", 2, seed=4)
    handle = autosave.start_autosave(session)
    assert handle.path.parent == autosave_dir()
    session.act(0, Action.make("bet", side="low"))
    resumed = autosave.resume(handle.path)
    assert resumed.record == session.record
    infos = autosave.list_autosaves()
    assert [info.path for info in infos] == [handle.path]
    assert infos[0].steps == len(session.record) and not infos[0].finished
    assert infos[0].seat_names == ("Player 1", "Player 2")


def test_undo_is_autosaved_too() -> None:
    session = Session.new("secret_dice", 2, seed=4)
    handle = autosave.start_autosave(session)
    session.act(0, Action.make("bet", side="low"))
    session.undo(0)
    assert autosave.resume(handle.path).record == session.record


def test_stop_with_delete_removes_the_file_and_unreadable_files_are_skipped() -> None:
    session = Session.new("secret_dice", 2, seed=4)
    handle = autosave.start_autosave(session)
    (autosave_dir() / "broken.tpmatch").write_text("{", encoding="utf-8")
    assert len(autosave.list_autosaves()) == 1
    handle.stop(delete=True)
    assert not handle.path.exists()
    session.act(0, Action.make("bet", side="low"))
    assert autosave.list_autosaves() == []


def test_autosave_failure_is_reported_not_raised(monkeypatch) -> None:
    session = Session.new("secret_dice", 2, seed=4)
    handle = autosave.start_autosave(session)

    def fail(*args, **kwargs):
        raise OSError("read-only folder")

    monkeypatch.setattr(autosave.matchfile, "save", fail)
    session.act(0, Action.make("bet", side="low"))
    assert "read-only folder" in handle.last_error


def test_recent_files_newest_first_and_only_existing(tmp_path: Path) -> None:
    first, second = tmp_path / "a.tpmatch", tmp_path / "b.tpmatch"
    first.write_text("x")
    second.write_text("x")
    recent.remember(first)
    recent.remember(second)
    recent.remember(first)
    assert recent.recent_files() == [first.resolve(), second.resolve()]
    second.unlink()
    assert recent.recent_files() == [first.resolve()]


def test_listing_autosaves_imports_no_game(home: Path) -> None:
    """The start page lists an unfinished match by its game's id, before any rules are loaded
    (issue 18); the title is there for whoever asks, and an unknown game is set aside."""
    import os
    import subprocess
    import sys

    handle = autosave.start_autosave(Session.new("arkadia", 2, seed=3))
    handle.stop()
    script = (
        "import sys\n"
        "from desktop_app.persistence import autosave\n"
        "infos = autosave.list_autosaves()\n"
        "print(len(infos), infos[0].game_id, any(m.startswith('desktop_app.games.') for m in sys.modules))\n"
        "print(infos[0].title)\n"
    )
    root = Path(__file__).parents[2]
    environment = {**os.environ, HOME_VARIABLE: str(home), "PYTHONPATH": str(root)}
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=root, env=environment, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == ["1 arkadia False", "Arkadia"]
    unknown = autosave_dir() / f"no_such_game-{'0' * 32}.tpmatch"
    unknown.write_text('{"game": "no_such_game", "seats": [], "record": []}', encoding="utf-8")
    assert [info.game_id for info in autosave.list_autosaves()] == ["arkadia"]
    assert not unknown.exists()  # set aside into damaged/


def test_an_opened_match_whose_first_write_failed_is_written_when_it_is_kept(monkeypatch, tmp_path) -> None:
    """A match already on disk is autosaved at its first change or when kept under "Continue";
    a first write that failed does not count as written, so keeping it tries again."""
    session = Session.new("secret_dice", 2, seed=4)
    handle = autosave.start_autosave(session, tmp_path / "kept.tpmatch", write_now=False)
    assert not handle.path.exists()
    save = autosave.matchfile.save

    def fail(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(autosave.matchfile, "save", fail)
    session.act(0, Action.make("bet", side="low"))
    assert "disk full" in handle.last_error and not handle.path.exists()
    monkeypatch.setattr(autosave.matchfile, "save", save)
    handle.stop(delete=False)
    assert handle.last_error is None
    assert autosave.resume(handle.path).record == session.record
