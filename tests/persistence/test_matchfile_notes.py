"""Match file format version 2 (issue 17, item 5): notes are saved with the match, outside the
record's digest (edited freely, even in a sealed LAN file); version-1 files open and are upgraded
when saved; a note that does not read is dropped, never the match."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from desktop_app.engine.notes import MAX_TEXT, Note
from desktop_app.persistence import archive, matchfile

FIXTURES = Path(__file__).parents[1] / "fixtures" / "matches"


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("THREE_PALACES_HOME", str(tmp_path / "home"))
    return tmp_path


def test_notes_are_saved_and_read_back_and_leave_the_digest_alone(tmp_path):
    session = matchfile.load(FIXTURES / "v1-arkadia-finished.tpmatch")
    before = matchfile.to_document(session)["digest"]
    session.notes = {3: Note("the castle turned here", True), 40: Note("", True), 41: Note("why?", False)}
    path = tmp_path / "noted.tpmatch"
    matchfile.save(session, path)
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["version"] == 2 and document["digest"] == before
    assert document["notes"][0] == {"step": 3, "text": "the castle turned here", "bookmark": True}
    assert matchfile.load(path).notes == session.notes
    # edited by hand (or by another program): still the same genuine match
    document["notes"] = [{"step": 7, "text": "mine now", "bookmark": False}]
    path.write_text(json.dumps(document), encoding="utf-8")
    assert matchfile.load(path).notes == {7: Note("mine now", False)}


def test_a_version_1_file_opens_without_notes_and_is_saved_as_version_2(tmp_path):
    old = tmp_path / "old.tpmatch"
    shutil.copy(FIXTURES / "v1-maharaja-finished.tpmatch", old)
    assert json.loads(old.read_text(encoding="utf-8"))["version"] == 1
    session = matchfile.load(old)
    assert session.notes == {}
    session.notes[5] = Note("first note", False)
    matchfile.save(session, old)
    again = json.loads(old.read_text(encoding="utf-8"))
    assert again["version"] == 2 and again["notes"] == [{"step": 5, "text": "first note", "bookmark": False}]
    assert matchfile.load(old).record == session.record


def test_notes_that_do_not_read_are_dropped_and_texts_are_cleaned(tmp_path):
    session = matchfile.load(FIXTURES / "v1-arkadia-finished.tpmatch")
    document = matchfile.to_document(session)
    steps = len(session.record)
    document["notes"] = [
        {"step": 2, "text": "fine\u202e evil", "bookmark": False},  # a bidi override goes
        {"step": steps + 1, "text": "beyond the end"},
        {"step": "4", "text": "a string step"},
        {"step": 6, "text": "x" * (MAX_TEXT + 1)},
        {"step": 8, "bookmark": "yes"},
        "not a note",
        {"step": 9, "text": "", "bookmark": False},  # empty: nothing to keep
        {"step": 10, "bookmark": True},
    ]
    loaded = matchfile.loads(json.dumps(document).encode("utf-8"))
    assert loaded.notes == {2: Note("fine evil", False), 10: Note("", True)}
    document["notes"] = "not a list"
    assert matchfile.loads(json.dumps(document).encode("utf-8")).notes == {}


def test_notes_about_steps_an_undo_took_back_are_dropped():
    session = matchfile.load(FIXTURES / "v1-arkadia-running.tpmatch")
    session.casual = True
    length = len(session.record)
    session.notes = {length: Note("last", True), 2: Note("early", False)}
    session.seek(length - 5)
    session.resume_from_cursor()
    assert set(session.notes) == {2}
    assert [note["step"] for note in matchfile.to_document(session)["notes"]] == [2]


def test_a_kept_match_keeps_its_notes_under_the_same_entry(home):
    session = matchfile.load(FIXTURES / "v1-arkadia-finished.tpmatch")
    entry = archive.keep(session)
    session.notes[12] = Note("kept with the match", True)
    archive.keep_notes(entry.id, session)
    assert [row.id for row in archive.entries()] == [entry.id]
    assert archive.load(entry.id).notes == {12: Note("kept with the match", True)}
    # the same match kept again (its end seen twice) finds the entry and its notes stay
    assert archive.keep(matchfile.load(FIXTURES / "v1-arkadia-finished.tpmatch")).id == entry.id
    assert archive.load(entry.id).notes == session.notes


def test_a_lan_hosts_final_file_with_notes_still_verifies(home):
    """A host's final file is ``to_document`` of its session, now version 2 with notes: a client
    checks and keeps it as before (``archive.keep_document`` replays it through ``loads``)."""
    session = matchfile.load(FIXTURES / "v1-maharaja-finished.tpmatch")
    session.notes[4] = Note("host's comment", False)
    document = matchfile.to_document(session)
    assert matchfile.digest_matches(document)
    entry = archive.keep_document(json.loads(json.dumps(document)))
    assert archive.load(entry.id).notes == {4: Note("host's comment", False)}
