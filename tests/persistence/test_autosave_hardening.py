"""Autosave against hostile or damaged folders (issue 13, items 8 and 10): names are generated,
listing never raises, a broken autosave is offered once and then set aside, and temp files of
interrupted saves are cleaned up."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from desktop_app.engine.action import Action
from desktop_app.engine.session import Session
from desktop_app.persistence import autosave, matchfile
from desktop_app.persistence.matchfile import MatchFileError
from desktop_app.persistence.paths import HOME_VARIABLE, autosave_dir


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch) -> Path:
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "home"))
    return tmp_path / "home"


def _healthy() -> autosave.AutosaveHandle:
    session = Session.new("secret_dice", 2, seed=4)
    handle = autosave.start_autosave(session)
    session.act(0, Action.make("bet", side="low"))
    return handle


def _files_under(folder: Path) -> set[Path]:
    return {path for path in folder.rglob("*") if path.is_file()}


def test_i13_08_autosave_names_never_come_from_file_content(tmp_path: Path) -> None:
    session = Session.new("secret_dice", 2, seed=4)
    session.created = "x/../../../tmp/ESCAPED"  # as if a crafted file had got this far
    outside_before = _files_under(tmp_path) - _files_under(autosave_dir())
    handle = autosave.start_autosave(session)
    assert handle.path.parent == autosave_dir()
    assert "ESCAPED" not in handle.path.name and ".." not in handle.path.name
    handle.stop(delete=True)
    assert not handle.path.exists()
    assert _files_under(tmp_path) - _files_under(autosave_dir()) == outside_before
    assert not Path("/tmp/ESCAPED").exists()


def test_i13_08_two_matches_started_at_once_get_their_own_files() -> None:
    first = Session.new("secret_dice", 2, seed=4)
    second = Session.new("secret_dice", 2, seed=4)
    first.created = second.created = "2026-12-01T08:00:00+00:00"
    assert autosave.start_autosave(first).path != autosave.start_autosave(second).path


def _damage(folder: Path) -> dict[str, Path]:
    folder.mkdir(parents=True, exist_ok=True)
    files = {
        "nested": folder / "nested.tpmatch",
        "huge": folder / "huge.tpmatch",
        "undecodable": folder / "undecodable.tpmatch",
        "not json": folder / "truncated.tpmatch",
        "wrong shapes": folder / "shapes.tpmatch",
        "unreadable": folder / "folder.tpmatch",
    }
    files["nested"].write_text("[" * 2000 + "]" * 2000, encoding="utf-8")
    with files["huge"].open("wb") as handle:
        handle.truncate(matchfile.MAX_BYTES + 10)  # sparse: large without filling the disk
    files["undecodable"].write_bytes(b"\xff\xfe\x00{")
    files["not json"].write_text('{"game": "secret_dice", "seats": [', encoding="utf-8")
    files["wrong shapes"].write_text(json.dumps({"game": "secret_dice", "seats": 3, "record": {}}))
    files["unreadable"].mkdir()  # a folder where a file should be: reading it fails
    return files


def test_i13_10_listing_survives_every_kind_of_damage_and_sets_it_aside() -> None:
    handle = _healthy()
    damaged = _damage(autosave_dir())
    infos = autosave.list_autosaves()
    assert [info.path for info in infos] == [handle.path]
    aside = autosave_dir() / autosave.DAMAGED
    for path in damaged.values():
        assert not path.exists()
        assert (aside / path.name).exists()
    assert autosave.list_autosaves()[0].path == handle.path  # and the next start is quiet


def test_i13_10_any_exception_while_peeking_is_contained(monkeypatch) -> None:
    handle = _healthy()

    def explode(_game_id):
        raise RuntimeError("something nobody thought of")

    monkeypatch.setattr(autosave, "is_known", explode)
    assert autosave.list_autosaves() == []
    assert not handle.path.exists()
    assert (handle.path.parent / autosave.DAMAGED / handle.path.name).exists()


def test_i13_10_an_autosave_that_fails_to_load_is_offered_once_then_set_aside() -> None:
    handle = _healthy()
    document = json.loads(handle.path.read_text(encoding="utf-8"))
    document["record"][1]["action"]["card"] = 99  # peek still works; replay does not
    handle.path.write_text(json.dumps(document), encoding="utf-8")
    handle.stop()
    assert [info.path for info in autosave.list_autosaves()] == [handle.path]
    with pytest.raises(MatchFileError, match=r"moved to .*damaged"):
        autosave.resume(handle.path)
    assert autosave.list_autosaves() == []
    assert (autosave_dir() / autosave.DAMAGED / handle.path.name).exists()


def test_i13_10_stale_temp_files_are_cleaned_up_fresh_ones_kept() -> None:
    folder = autosave_dir()
    stale = folder / ".secret_dice-1.tpmatch.abc123.tmp"
    fresh = folder / ".secret_dice-2.tpmatch.def456.tmp"
    stale.write_bytes(b"half a save")
    fresh.write_bytes(b"a save in progress")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    autosave.list_autosaves()
    assert not stale.exists()
    assert fresh.exists()


def test_i13_10_a_missing_or_unusable_autosave_folder_lists_nothing(home: Path) -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / "data").write_text("a file where the data folder should be")
    assert autosave.list_autosaves() == []


def test_i13_10_start_page_and_main_window_start_with_damaged_autosaves(qtbot, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from desktop_app.ui.main_window import MainWindow

    handle = _healthy()
    _damage(autosave_dir())
    window = MainWindow(bot_delay=0)
    qtbot.addWidget(window)
    assert len(window.start_page.continue_buttons) == 1
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: shown.append(text))
    document = json.loads(handle.path.read_text(encoding="utf-8"))
    document["record"][0]["action"]["card"] = 99
    handle.stop()
    handle.path.write_text(json.dumps(document), encoding="utf-8")
    assert not window.continue_autosave(handle.path)
    assert len(shown) == 1 and "damaged" in shown[0]
    window.start_page.refresh()
    assert window.start_page.continue_buttons == []
