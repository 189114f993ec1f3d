"""Who plays a seat, step by step (issue 33, item 3): ``Session.hand_seat`` and its history."""

from __future__ import annotations

import random

import pytest

from desktop_app.engine.control import ControlChange, clamp, kinds_at, normalise
from desktop_app.engine.errors import SessionError
from desktop_app.engine.session import SeatInfo, Session


def play(session: Session, steps: int, rng: random.Random) -> None:
    for _ in range(steps):
        movers = sorted(session.game.to_move(session.head_state))
        seat = movers[0]
        session.act(seat, rng.choice(list(session.legal_actions(seat))))


def test_a_seat_handed_to_the_computer_is_played_by_it_from_that_step_and_the_record_is_untouched():
    session = Session.new("arkadia", [SeatInfo("Anna"), SeatInfo("Ben")], seed=3)
    heard: list[str] = []
    session.subscribe(lambda _s, what: heard.append(what))
    play(session, 4, random.Random(1))
    record = session.record
    session.hand_seat(1, "hard")
    assert heard[-1] == "control" and session.record == record
    assert session.seats[1] == SeatInfo("Ben", "hard") and session.seated == ("human", "human")
    start = len(record)
    assert session.control == (ControlChange(start, 1, "hard"),)
    play(session, 4, random.Random(2))
    for index, entry in enumerate(session.record):
        if entry.chance:
            assert session.played_by(index) == ""
        elif entry.seat == 1:
            assert session.played_by(index) == ("hard" if index >= start else "human")
        else:
            assert session.played_by(index) == "human"


def test_what_cannot_change_hands_is_refused():
    session = Session.new("maharaja", [SeatInfo("Anna"), SeatInfo("Ben", "remote")], seed=3)
    with pytest.raises(SessionError, match="cannot be played"):
        session.hand_seat(1, "hard")  # a LAN player's seat
    with pytest.raises(SessionError, match="cannot be played"):
        session.hand_seat(0, "remote")
    with pytest.raises(SessionError, match="already played"):
        session.hand_seat(0, "human")
    with pytest.raises(Exception, match="seat"):
        session.hand_seat(5, "hard")
    assert session.control == ()


def test_an_undo_keeps_the_seat_with_the_computer_from_the_point_it_goes_back_to():
    session = Session.new("maharaja", [SeatInfo("Anna"), SeatInfo("Ben")], seed=3, casual=True)
    play(session, 6, random.Random(1))
    back = len(session.record) - 2
    session.hand_seat(0, "random")
    play(session, 3, random.Random(4))
    session.seek(back)
    session.resume_from_cursor()
    assert session.control == (ControlChange(back, 0, "random"),)
    assert session.seats[0].kind == "random"


def test_changes_are_normalised_and_clamped():
    seated = ("human", "human")
    changes = (ControlChange(3, 1, "hard"), ControlChange(5, 1, "human"), ControlChange(5, 0, "random"))
    assert kinds_at(seated, changes, 4) == ["human", "hard"]
    assert kinds_at(seated, changes, 5) == ["random", "human"]
    # back to step 2: Ben's handover and return fall together and cancel; Anna's stays
    assert clamp(seated, changes, 2) == (ControlChange(2, 0, "random"),)
    assert normalise(seated, (ControlChange(1, 0, "hard"), ControlChange(1, 0, "random"))) == (
        ControlChange(1, 0, "random"),
    )
