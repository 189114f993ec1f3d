"""Match files: exact round trips, atomic writes, and a clear refusal for every kind of damage."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from desktop_app.engine.action import Action
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.persistence import matchfile
from desktop_app.persistence.matchfile import MatchFileError


def played(seed: int = 11) -> Session:
    session = Session.new(
        "secret_dice", [SeatInfo("Ada", "human", "red"), SeatInfo("Bo", "random")], seed=seed
    )
    for _ in range(2):
        for seat in sorted(session.to_move()):
            session.act(seat, Action.make("bet", side="high"))
    return session


@pytest.fixture
def saved(tmp_path: Path) -> tuple[Session, Path]:
    session = played()
    path = tmp_path / "match.tpmatch"
    matchfile.save(session, path)
    return session, path


def test_round_trip_keeps_record_seats_and_state(saved) -> None:
    session, path = saved
    loaded = matchfile.load(path)
    assert loaded.record == session.record
    assert loaded.seats == session.seats
    assert loaded.head_state == session.head_state
    assert loaded.created == session.created


def test_file_is_utf8_json_with_the_documented_fields(saved) -> None:
    _, path = saved
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["format"] == "three-palaces-match" and document["version"] == 2
    for key in (
        "app_version",
        "game",
        "options",
        "seats",
        "seed",
        "record",
        "created",
        "result",
        "notes",
        "digest",
    ):
        assert key in document


def test_save_is_atomic_and_leaves_no_temp_files(saved, monkeypatch) -> None:
    session, path = saved
    before = path.read_bytes()

    def fail(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError):
        matchfile.save(session, path)
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir()] == [path.name]


def _document(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _write(path: Path, document: dict, redigest: bool = True) -> None:
    if redigest:
        document["digest"] = matchfile._digest(document)
    path.write_text(json.dumps(document), encoding="utf-8")


def _corrupt(case: str, path: Path) -> None:
    raw = path.read_bytes()
    document = _document(path)
    if case == "not json":
        path.write_text("this is a shopping list, not a match", encoding="utf-8")
    elif case == "not utf8":
        path.write_bytes(b"\xff\xfe\x00garbage")
    elif case == "empty":
        path.write_bytes(b"")
    elif case == "truncated":
        path.write_bytes(raw[: len(raw) // 2])
    elif case == "json array":
        path.write_text("[1, 2, 3]", encoding="utf-8")
    elif case == "other format":
        document["format"] = "chess-pgn"
        _write(path, document)
    elif case == "newer version":
        document["version"] = 7
        _write(path, document)
    elif case == "unknown game":
        document["game"] = "monopoly"
        _write(path, document)
    elif case == "bad options":
        document["options"] = {"rounds": 99}
        _write(path, document)
    elif case == "illegal action":
        document["record"][4]["action"] = {"type": "bet", "side": "sideways"}
        _write(path, document)
    elif case == "digest mismatch":
        document["record"][4]["action"]["side"] = "low"
        _write(path, document, redigest=False)
    elif case == "missing record":
        del document["record"]
        _write(path, document, redigest=False)
    elif case == "bad seat":
        document["seats"][0] = {"name": "", "kind": "human"}
        _write(path, document)
    elif case == "too many players":
        document["seats"] = document["seats"] * 3
        _write(path, document)
    elif case == "malformed entry":
        document["record"][0] = {"seat": "zero", "action": {}}
        _write(path, document)
    elif case == "nan constant":
        path.write_text(raw.decode().replace('"seed": 11', '"seed": NaN'), encoding="utf-8")
    elif case == "seat acts out of turn":
        document["record"] += [{"seat": 0, "action": {"type": "bet", "side": "low"}}] * 2
        _write(path, document)
    elif case == "chance outcome forged":
        document["record"][0]["action"]["card"] = 9
        _write(path, document)
    else:  # pragma: no cover
        raise AssertionError(case)


CORRUPTIONS = {
    "not json": "not valid JSON",
    "not utf8": "not UTF-8",
    "empty": "is empty",
    "truncated": "truncated",
    "json array": "no match object",
    "other format": "not a Three Palaces match file",
    "newer version": "newer version",
    "unknown game": "does not know",
    "bad options": "bad match settings",
    "illegal action": "illegal action at step 5",
    "digest mismatch": "digest",
    "missing record": "'record' is missing",
    "bad seat": "seat needs a name",
    "too many players": "bad match settings",
    "malformed entry": "damaged at step 1",
    "nan constant": "NaN",
    "seat acts out of turn": "not player 1's turn",
    "chance outcome forged": "illegal action at step 1",
}


@pytest.mark.parametrize("case", sorted(CORRUPTIONS))
def test_corrupt_file_is_refused_with_a_clear_message(case: str, saved) -> None:
    _, path = saved
    _corrupt(case, path)
    damaged = path.read_bytes()
    with pytest.raises(MatchFileError, match=CORRUPTIONS[case]):
        matchfile.load(path)
    assert path.read_bytes() == damaged, "loading must never change the file"


def test_missing_file_and_folder_are_refused(tmp_path: Path) -> None:
    with pytest.raises(MatchFileError, match="does not exist"):
        matchfile.load(tmp_path / "nope.tpmatch")
    with pytest.raises(MatchFileError, match="folder"):
        matchfile.load(tmp_path)


def test_oversized_file_is_refused_unread(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "huge.tpmatch"
    path.write_bytes(b"{}")
    monkeypatch.setattr(matchfile, "MAX_BYTES", 1)
    with pytest.raises(MatchFileError, match="too large"):
        matchfile.load(path)


def test_finished_match_records_its_result(tmp_path: Path) -> None:
    session = played()
    session.act(0, Action.make("bet", side="low"))
    session.act(1, Action.make("bet", side="low"))
    assert session.is_over
    path = tmp_path / "done.tpmatch"
    matchfile.save(session, path)
    assert _document(path)["result"]["ranking"] == list(session.outcome().ranking)
    assert matchfile.load(path).is_over
