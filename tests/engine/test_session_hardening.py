"""Session hardening (issue 13): seats are plain ints, an action lands whole or not at all, undo
never crosses the end of the match, and chance in a record is bound to the match's seed."""

from __future__ import annotations

import random

import pytest

from desktop_app.ai.base import RandomBot
from desktop_app.ai.selfplay import play
from desktop_app.engine.action import Action
from desktop_app.engine.errors import IllegalAction
from desktop_app.engine.protocol import Entry
from desktop_app.engine.registry import all_games
from desktop_app.engine.seats import CHANCE
from desktop_app.engine.session import ReplayError, Session

BET_HIGH = Action.make("bet", side="high")
BET_LOW = Action.make("bet", side="low")
NOT_SEATS = [True, False, 1.0, 0.0, 2.0, "0", "1", None, -1, 99, (0,)]
GAME_IDS = [game.id for game in all_games()]


def _dice(players: int = 3, seed: int = 7) -> Session:
    return Session.new("secret_dice", players, seed=seed)


def _mid_match(game_id: str, steps: int = 5, seed: int = 3) -> Session:
    """A match of ``game_id`` played by random bots for about ``steps`` player decisions."""
    session = Session.new(game_id, 3, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        movers = sorted(session.to_move())
        if not movers:
            break
        seat = movers[0]
        session.act(seat, rng.choice(list(session.legal_actions(seat))))
    return session


@pytest.mark.parametrize("seat", NOT_SEATS, ids=repr)
def test_i13_02_only_plain_int_seats_may_act(seat: object) -> None:
    session = _dice()
    before = session.record
    with pytest.raises(IllegalAction):
        session.act(seat, BET_HIGH)  # type: ignore[arg-type]
    assert session.record == before


@pytest.mark.parametrize("seat", [True, 1.0, "1", -1, 5], ids=repr)
def test_i13_02_every_seat_taking_call_refuses_what_is_not_a_seat(seat: object) -> None:
    session = _dice()
    session.act(1, BET_HIGH)
    for call in (session.legal_actions, session.can_undo, session.undo_refusal, session.undo):
        with pytest.raises(IllegalAction):
            call(seat)  # type: ignore[arg-type]
    with pytest.raises(IllegalAction):
        session.view(seat)  # type: ignore[arg-type]
    with pytest.raises(IllegalAction):
        session.log(seat)  # type: ignore[arg-type]
    session.view(None)  # the spectator is allowed where there is something to look at
    assert session.record[-1].seat == 1


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_i13_02_a_float_or_bool_seat_never_reaches_the_record(game_id: str) -> None:
    session = _mid_match(game_id)
    seat = min(session.to_move())
    action = session.legal_actions(seat)[0]
    before, state = session.record, session.head_state
    for fake in (float(seat), bool(seat) if seat in (0, 1) else str(seat), str(seat)):
        with pytest.raises(IllegalAction):
            session.act(fake, action)  # type: ignore[arg-type]
        assert session.record == before
        assert session.head_state == state
    session.act(seat, action)
    assert all(type(entry.seat) is int for entry in session.record)


def test_i13_02_an_action_whose_chance_steps_fail_is_not_recorded(monkeypatch) -> None:
    session = _dice()
    session.act(0, BET_HIGH)
    session.act(1, BET_LOW)
    before, state, cursor = session.record, session.head_state, session.cursor
    game = session.game

    def broken(_state):
        raise RuntimeError("the dice fell off the table")

    monkeypatch.setattr(game, "chance_outcomes", broken)
    with pytest.raises(RuntimeError):
        session.act(2, BET_LOW)  # the last bet is followed by a die roll, which fails
    monkeypatch.undo()
    assert session.record == before
    assert session.head_state == state
    assert session.cursor == cursor
    assert session.to_move() == {2}
    session.act(2, BET_LOW)  # and the match goes on normally afterwards
    assert session.record[-1].chance


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_i13_04_the_step_that_ends_the_match_cannot_be_undone(game_id: str) -> None:
    session = Session.new(game_id, 2, seed=11)
    play(session, {seat: RandomBot(seat) for seat in range(2)})
    assert session.is_over
    last = next(e for e in reversed(session.record) if e.seat != CHANCE)
    assert not session.can_undo(last.seat)
    assert "ended the match" in (session.undo_refusal(last.seat) or "") or "chance" in (
        session.undo_refusal(last.seat) or ""
    )


def test_i13_04_arkadia_final_end_turn_cannot_be_undone() -> None:
    session = Session.new("arkadia", 2, seed=5)
    play(session, {seat: RandomBot(seat + 40) for seat in range(2)})
    last = session.record[-1]
    assert not last.chance, "Arkadia's match ends on a player's step"
    assert session.undo_refusal(last.seat) == "that action ended the match (the final scoring has been shown)"


def _chance_steps(session: Session) -> list[int]:
    return [index for index, entry in enumerate(session.record) if entry.chance]


def test_i13_06_an_edited_roll_is_refused_by_step() -> None:
    session = _dice(players=2)
    for seat in (0, 1):
        session.act(seat, BET_HIGH)
    record = list(session.record)
    roll = next(i for i in _chance_steps(session) if record[i].action.type == "roll")
    die = record[roll].action["die"]
    record[roll] = Entry(CHANCE, Action.make("roll", die=die % 6 + 1), chance=True)
    with pytest.raises(ReplayError, match="does not match this match's seed") as raised:
        Session.from_record("secret_dice", 2, None, session.seed, record)
    assert raised.value.step == roll + 1


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_i13_06_a_changed_seed_is_refused(game_id: str) -> None:
    session = _mid_match(game_id, steps=10)
    with pytest.raises(ReplayError, match="seed"):
        Session.from_record(game_id, 3, session.options, session.seed + 1, session.record)
    again = Session.from_record(game_id, 3, session.options, session.seed, session.record)
    assert again.head_state == session.head_state


def test_i13_06_the_sampler_version_is_checked() -> None:
    session = _dice()
    with pytest.raises(ReplayError, match="sampler version 99"):
        Session.from_record("secret_dice", 3, None, session.seed, session.record, sampler=99)


def test_i13_06_a_chance_entry_is_refused_first_as_no_outcome_then_as_not_drawn() -> None:
    """The drawn outcome is accepted without looking it up among the outcomes; anything else is
    refused as before: not an outcome at all (with or without the sampler's check), then not the
    one drawn (``test_i13_06_an_edited_roll_is_refused_by_step``)."""
    session = _dice(players=2)
    for seat in (0, 1):
        session.act(seat, BET_HIGH)
    record = list(session.record)
    roll = next(i for i in _chance_steps(session) if record[i].action.type == "roll")
    record[roll] = Entry(CHANCE, Action.make("roll", die=7), chance=True)
    for sampler in (1, None):
        with pytest.raises(ReplayError, match="is not a possible outcome") as raised:
            Session.from_record("secret_dice", 2, None, session.seed, record, sampler=sampler)
        assert raised.value.step == roll + 1
        assert raised.value.cause.message.id == "engine.not_an_outcome"
