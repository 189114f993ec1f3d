"""Match file format version 3 (issue 33, item 3): who played each seat from which step on.

A seat handed to the computer and taken back is part of the match's history: the file keeps
every change (``control``) under the digest, with ``seats`` as they sat down; a file without
changes stays version 2 (older versions still open it); a crafted change is refused with a short
reason; older files open as they are.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from desktop_app.engine.control import ControlChange
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.persistence import archive, matchfile
from desktop_app.persistence.matchfile import MatchFileError

FIXTURES = Path(__file__).parents[1] / "fixtures" / "matches"


def play(session: Session, steps: int, rng: random.Random) -> None:
    for _ in range(steps):
        movers = sorted(session.game.to_move(session.head_state))
        if not movers:
            return
        seat = movers[0]
        session.act(seat, rng.choice(list(session.legal_actions(seat))))


def handed_match() -> Session:
    """Ben hands his seat to the strong computer after 6 steps and takes it back 6 steps later."""
    seats = [SeatInfo("Anna"), SeatInfo("Ben"), SeatInfo("Cleo", "random")]
    session = Session.new("forbidden_city", seats, seed=7)
    rng = random.Random(3)
    play(session, 6, rng)
    session.hand_seat(1, "hard")
    play(session, 6, rng)
    session.hand_seat(1, "human")
    play(session, 3, rng)
    return session


def test_who_played_each_step_round_trips_and_the_digest_covers_it(tmp_path):
    session = handed_match()
    start, back = session.control[0].step, session.control[1].step
    assert session.control == (ControlChange(start, 1, "hard"), ControlChange(back, 1, "human"))
    path = tmp_path / "handed.tpmatch"
    matchfile.save(session, path)
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["version"] == 3
    assert [seat["kind"] for seat in document["seats"]] == ["human", "human", "random"]
    assert document["control"] == [
        {"step": start, "seat": 1, "by": "hard"},
        {"step": back, "seat": 1, "by": "human"},
    ]
    loaded = matchfile.load(path)
    assert loaded.control == session.control and loaded.seats == session.seats
    who = [loaded.played_by(i) for i in range(len(loaded.record))]
    assert who == [session.played_by(i) for i in range(len(session.record))]
    ben = [who[i] for i, entry in enumerate(loaded.record) if entry.seat == 1 and not entry.chance]
    assert "hard" in ben and ben[-1] == "human"
    # the history is sealed: a change moved by a step is a different match
    document["control"][0]["step"] = start - 1
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(MatchFileError, match="was changed after it was saved"):
        matchfile.load(path)


def test_a_match_still_handed_over_resumes_with_the_computer_in_the_seat(tmp_path):
    seats = [SeatInfo("Anna"), SeatInfo("Ben")]
    session = Session.new("maharaja", seats, seed=11)
    play(session, 3, random.Random(1))
    session.hand_seat(0, "heuristic")
    path = tmp_path / "away.tpmatch"
    matchfile.save(session, path)
    loaded = matchfile.load(path)
    assert [seat.kind for seat in loaded.seats] == ["heuristic", "human"]
    assert loaded.seated == ("human", "human")


def test_a_match_whose_seats_never_changed_hands_is_still_written_as_version_2(tmp_path):
    session = Session.new("maharaja", 2, seed=5)
    document = matchfile.to_document(session)
    assert document["version"] == 2 and "control" not in document
    # a handover undone at once leaves nothing to record
    session.hand_seat(1, "hard")
    session.hand_seat(1, "human")
    assert session.control == ()
    assert matchfile.to_document(session)["version"] == 2


@pytest.mark.parametrize("name", ["v1-arkadia-finished.tpmatch", "v1-maharaja-finished.tpmatch"])
def test_older_files_without_control_open_with_every_seat_as_it_sat_down(name):
    session = matchfile.load(FIXTURES / name)
    assert session.control == ()
    assert session.seated == tuple(seat.kind for seat in session.seats)
    assert {session.played_by(i) for i, e in enumerate(session.record) if not e.chance} <= {
        seat.kind for seat in session.seats
    }


def resealed(document: dict) -> bytes:
    matchfile.seal(document)
    return json.dumps(document).encode("utf-8")


@pytest.mark.parametrize(
    ("control", "reason"),
    [
        ("hard", "must be a list"),
        ([{"step": 2, "seat": 1}], "must hold a step, a seat and who plays it"),
        ([{"step": 2, "seat": 1, "by": "hard", "x": 1}], "must hold a step, a seat and who plays it"),
        ([{"step": 10**6, "seat": 1, "by": "hard"}], "names a step the match does not have"),
        ([{"step": -1, "seat": 1, "by": "hard"}], "names a step the match does not have"),
        ([{"step": True, "seat": 1, "by": "hard"}], "names a step the match does not have"),
        ([{"step": 2, "seat": 7, "by": "hard"}], "names a seat the match does not have"),
        ([{"step": 2, "seat": "1", "by": "hard"}], "names a seat the match does not have"),
        ([{"step": 2, "seat": 1, "by": "remote"}], "cannot play a seat"),
        ([{"step": 2, "seat": 1, "by": {"evil": 1}}], "cannot play a seat"),
        ([{"step": 2, "seat": 1, "by": "human"}], "changes nothing"),
        (
            [{"step": 4, "seat": 1, "by": "hard"}, {"step": 2, "seat": 0, "by": "hard"}],
            "out of step order",
        ),
        (
            [{"step": 4, "seat": 1, "by": "hard"}, {"step": 4, "seat": 1, "by": "random"}],
            "changes nothing",
        ),
        ([{"step": 2, "seat": 1, "by": "hard"}] * 2001, "at most 2000 changes"),
    ],
)
def test_a_crafted_control_is_refused_with_a_short_reason(control, reason):
    session = Session.new("maharaja", [SeatInfo("Anna"), SeatInfo("Ben")], seed=5)
    play(session, 6, random.Random(2))
    document = matchfile.to_document(session)
    document["version"], document["control"] = 3, control
    with pytest.raises(MatchFileError, match=reason) as caught:
        matchfile.loads(resealed(document), name="crafted.tpmatch")
    assert str(caught.value).startswith("crafted.tpmatch is damaged") and len(str(caught.value)) < 160


def test_control_in_a_version_2_file_and_a_newer_format_are_refused():
    session = handed_match()
    document = matchfile.to_document(session)
    document["version"] = 2
    with pytest.raises(MatchFileError, match="'control' needs format version 3"):
        matchfile.loads(resealed(document), name="x.tpmatch")
    document["version"] = 4
    with pytest.raises(MatchFileError, match="newer version of Three Palaces"):
        matchfile.loads(resealed(document), name="x.tpmatch")


def test_a_seat_of_a_lan_player_cannot_change_hands_in_a_file():
    session = Session.new("maharaja", [SeatInfo("Anna"), SeatInfo("Ben", "remote")], seed=5)
    play(session, 2, random.Random(2))
    document = matchfile.to_document(session)
    document["version"], document["control"] = 3, [{"step": 1, "seat": 1, "by": "hard"}]
    with pytest.raises(MatchFileError, match="seat that cannot change hands"):
        matchfile.loads(resealed(document), name="x.tpmatch")


def test_the_archive_keeps_who_played_and_its_notes_keep_the_version(tmp_path, monkeypatch):
    monkeypatch.setenv("THREE_PALACES_HOME", str(tmp_path / "home"))
    session = handed_match()
    play(session, 5000, random.Random(9))
    assert session.is_over
    entry = archive.keep(session)
    kept = archive.load(entry.id)
    assert kept.control == session.control
    archive.keep_notes(entry.id, kept)
    document = json.loads(archive.path_of(entry.id).read_text(encoding="utf-8"))
    assert document["version"] == 3 and archive.load(entry.id).control == session.control


def test_the_autosave_writes_a_seat_changing_hands_at_once(tmp_path):
    from desktop_app.persistence.autosave import resume, start_autosave

    session = Session.new("maharaja", [SeatInfo("Anna"), SeatInfo("Ben")], seed=5)
    handle = start_autosave(session, tmp_path / "auto.tpmatch")
    session.hand_seat(1, "hard")
    assert resume(handle.path).seats[1].kind == "hard"
    handle.stop(delete=True)
