"""The match archive keeps every finished match, lists hundreds quickly, survives a restart and a
damaged file or index; match labels and file names are safe on every file system."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from desktop_app.engine.session import SeatInfo, Session
from desktop_app.persistence import archive, matchfile
from desktop_app.persistence.archive import ArchiveError
from desktop_app.persistence.naming import free_path, match_label, safe_file_name
from desktop_app.persistence.paths import HOME_VARIABLE

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch) -> Path:
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path))
    return tmp_path


def finished(seed: int = 3, names: tuple[str, ...] = ("Asha", "Bo")) -> Session:
    """A Secret Dice match of one round, played to its end by the first legal action each time."""
    session = Session.new("secret_dice", [SeatInfo(name) for name in names], {"rounds": 1}, seed)
    while not session.is_over:
        seat = min(session.to_move())
        session.act(seat, session.legal_actions(seat)[0])
    return session


def test_a_finished_match_is_kept_with_its_facts_and_opens_again() -> None:
    session = finished(names=("Asha", "Bo"))
    entry = archive.keep(session)
    winner = session.seat_names[session.outcome().winner]
    assert (entry.game_id, entry.players, entry.winner) == ("secret_dice", ("Asha", "Bo"), winner)
    assert entry.steps == len(session.record) and entry.created == session.created and entry.finished
    assert entry.title == session.game.title
    assert entry.label.startswith(f"{session.game.title} — Asha, Bo — ")
    assert archive.entries() == [entry]
    assert archive.find(entry.id) == entry
    assert archive.path_of(entry.id).parent == archive.archive_dir()
    again = archive.load(entry.id)
    assert again.record == session.record and again.seats == session.seats and again.is_over


def test_the_same_match_kept_twice_is_one_entry_and_an_unfinished_one_is_refused() -> None:
    session = finished()
    first = archive.keep(session)
    assert archive.keep(session) == first
    assert archive.keep(matchfile.loads(matchfile.dumps(session))) == first
    assert len(archive.entries()) == 1
    with pytest.raises(ArchiveError, match="finished"):
        archive.keep(Session.new("secret_dice", 2, seed=1))
    assert len(archive.entries()) == 1


def test_the_list_is_newest_first_and_searchable(monkeypatch) -> None:
    monkeypatch.setattr(matchfile, "utc_now", lambda: "2026-12-01T10:00:00+00:00")
    older = archive.keep(finished(seed=1, names=("Asha", "Bo")))
    monkeypatch.setattr(matchfile, "utc_now", lambda: "2026-12-01T10:00:01+00:00")
    newer = archive.keep(finished(seed=2, names=("Chen", "Dara")))
    assert archive.entries() == [newer, older]
    assert newer.matches("chen") and newer.matches("DARA secret") and not newer.matches("asha")
    assert older.matches(older.winner) and older.matches("dice") and older.matches("")


def test_delete_removes_the_file_and_the_row() -> None:
    kept = archive.keep(finished(seed=1))
    other = archive.keep(finished(seed=2, names=("Chen", "Dara")))
    archive.delete(kept.id)
    assert not archive.path_of(kept.id).exists()
    assert archive.entries() == [other]
    with pytest.raises(ArchiveError, match="no longer"):
        archive.load(kept.id)
    with pytest.raises(ArchiveError):
        archive.load("../index")


def test_the_archive_survives_a_restart_and_lists_without_loading_a_game(home: Path) -> None:
    """A new process, with the same user folder, lists and opens what this one kept; listing
    reads the index only, so no game's rules are imported for it (the start page paints first)."""
    entry = archive.keep(finished())
    folder = archive.archive_dir()
    # Listed first, as the newest: its date is far ahead of the one just kept (a fixed "today"
    # tied with the real one on that very day, and the unreadable stand-in was opened instead).
    maharaja = archive.ArchiveEntry(
        f"maharaja-{'1' * 24}", "maharaja", "Maharaja", ("Chen", "Dara"), "Dara", 300, "", "2999-12-31"
    )
    (folder / f"{maharaja.id}{matchfile.SUFFIX}").write_text("listed from the index, not read")
    index = json.loads((folder / archive.INDEX).read_text(encoding="utf-8"))
    index["entries"].append(maharaja.to_row())
    (folder / archive.INDEX).write_text(json.dumps(index), encoding="utf-8")
    script = (
        "import sys\n"
        "from desktop_app.persistence import archive\n"
        "entries = archive.entries()\n"
        "print(len(entries), *(e.title for e in entries), 'desktop_app.games.maharaja' in sys.modules)\n"
        "from desktop_app.engine import registry\n"
        "from tests.fixtures.secret_dice import GAME\n"
        "registry.register(GAME)\n"
        "print(entries[1].id, entries[1].winner, len(archive.load(entries[1].id).record))\n"
    )
    environment = {**os.environ, HOME_VARIABLE: str(home)}
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=environment, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    listed, opened = result.stdout.splitlines()
    assert listed == f"2 Maharaja {entry.title} False"
    assert opened.split() == [entry.id, entry.winner, str(entry.steps)]


def test_a_damaged_file_is_set_aside_and_the_others_still_list() -> None:
    kept = archive.keep(finished(seed=1))
    folder = archive.archive_dir()
    (folder / f"secret_dice-{'0' * 24}{matchfile.SUFFIX}").write_text("{ not json", encoding="utf-8")
    (folder / f"deep{matchfile.SUFFIX}").write_text("[" * 5000, encoding="utf-8")
    (folder / f"unfinished{matchfile.SUFFIX}").write_bytes(matchfile.dumps(Session.new("secret_dice", 2)))
    assert archive.entries() == [kept]
    set_aside = sorted(path.name for path in (folder / "damaged").iterdir())
    assert set_aside == [f"deep{matchfile.SUFFIX}", f"secret_dice-{'0' * 24}{matchfile.SUFFIX}",
                         f"unfinished{matchfile.SUFFIX}"]  # fmt: skip
    assert archive.entries() == [kept]  # and they are not looked at again


def test_a_damaged_index_is_rebuilt_from_the_files_and_a_lost_file_is_dropped() -> None:
    first = archive.keep(finished(seed=1))
    second = archive.keep(finished(seed=2))
    index = archive.archive_dir() / archive.INDEX
    index.write_text("\x00garbage", encoding="latin-1")
    assert {entry.id for entry in archive.entries()} == {first.id, second.id}
    assert json.loads(index.read_text(encoding="utf-8"))["format"] == archive.INDEX_FORMAT
    archive.path_of(first.id).unlink()  # removed behind the archive's back
    assert archive.entries() == [second]
    assert [row["id"] for row in json.loads(index.read_text(encoding="utf-8"))["entries"]] == [second.id]


def test_a_bad_row_in_the_index_is_left_out_and_its_file_read_again() -> None:
    kept = archive.keep(finished(seed=1))
    index = archive.archive_dir() / archive.INDEX
    document = json.loads(index.read_text(encoding="utf-8"))
    document["entries"][0]["players"] = "not a list"
    document["entries"].append({**kept.to_row(), "id": "../../escape"})
    index.write_text(json.dumps(document), encoding="utf-8")
    assert archive.entries() == [kept]


def test_opening_an_entry_whose_file_was_damaged_sets_it_aside_and_says_where() -> None:
    kept = archive.keep(finished(seed=1))
    other = archive.keep(finished(seed=2))
    path = archive.path_of(kept.id)
    path.write_bytes(path.read_bytes()[:200])  # truncated after it was listed
    with pytest.raises(ArchiveError, match="cannot be opened") as raised:
        archive.load(kept.id)
    assert kept.label in str(raised.value) and "not listed again" in str(raised.value)
    assert (archive.archive_dir() / "damaged" / path.name).exists() and not path.exists()
    assert archive.entries() == [other]


def test_a_lan_hosts_file_is_checked_before_it_is_kept() -> None:
    session = finished()
    document = matchfile.to_document(session)
    tampered = json.loads(json.dumps(document))
    tampered["seed"] += 1
    with pytest.raises(ArchiveError, match="could not be kept"):
        archive.keep_document(tampered)
    assert archive.entries() == []
    assert archive.keep_document(document).id == archive.entry_id_for(document)


@pytest.mark.serial  # times the listing
def test_hundreds_of_entries_list_quickly() -> None:
    """The start page lists the archive at every visit: one index read, not hundreds of files."""
    entry = archive.keep(finished())
    folder = archive.archive_dir()
    data = archive.path_of(entry.id).read_bytes()
    for number in range(400):
        (folder / f"secret_dice-{number:024x}{matchfile.SUFFIX}").write_bytes(data)
    started = time.perf_counter()
    assert len(archive.entries()) == 401  # the first list reads the new files and writes the index
    rebuilt = time.perf_counter() - started
    timings = []
    for _ in range(5):
        started = time.perf_counter()
        listed = archive.entries()
        timings.append(time.perf_counter() - started)
    assert len(listed) == 401
    print(f"archive of 401: rebuild {rebuilt * 1000:.0f} ms, list {min(timings) * 1000:.1f} ms")
    assert min(timings) < 0.1


def test_a_match_label_names_game_players_and_date() -> None:
    label = match_label("Maharaja", ["Asha", "Bo"], "2026-12-01T10:00:00")
    assert label == "Maharaja — Asha, Bo — 2026-12-01"
    many = match_label("Arkadia", [f"P{n}" for n in range(7)], "2026-01-02T00:00:00")
    assert many == "Arkadia — P0, P1, P2, P3, P4, and 2 more — 2026-01-02"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Maharaja — Asha, Bo — 2026-12-01", "Maharaja — Asha, Bo — 2026-12-01.tpmatch"),
        ('a/b\\c:d*e?f"g<h>i|j', "a-b-c-d-e-f-g-h-i-j.tpmatch"),
        ("..hidden  name. . ", "hidden name.tpmatch"),
        ("line\nbreak\u202eevil\x00", "linebreakevil.tpmatch"),
        ("CON", "_CON.tpmatch"),
        ("nul.txt", "_nul.txt.tpmatch"),
        ("", "match.tpmatch"),
        ("...", "match.tpmatch"),
    ],
)
def test_safe_file_names(text: str, expected: str) -> None:
    assert safe_file_name(text, matchfile.SUFFIX) == expected


def test_a_long_name_is_cut_to_what_every_file_system_takes(tmp_path: Path) -> None:
    name = safe_file_name("Forbidden City — " + "Ünïcödé " * 60, matchfile.SUFFIX)
    assert name.endswith(matchfile.SUFFIX) and len(name.encode("utf-8")) <= 180
    (tmp_path / name).write_text("fits")
    taken = tmp_path / "Maharaja.tpmatch"
    taken.write_text("already here")
    assert free_path(tmp_path, "Maharaja.tpmatch") == tmp_path / "Maharaja (2).tpmatch"
    assert free_path(tmp_path, "Other.tpmatch") == tmp_path / "Other.tpmatch"
