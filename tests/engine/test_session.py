"""Session behaviour: chance recorded, snapshots and seek, the undo policy, redo, review."""

from __future__ import annotations

import pytest

from desktop_app.engine.action import Action
from desktop_app.engine.errors import IllegalAction, SessionError
from desktop_app.engine.seats import CHANCE
from desktop_app.engine.session import Session, chance_rng, sample_outcome

BET_HIGH = Action.make("bet", side="high")
BET_LOW = Action.make("bet", side="low")


def new(players: int = 3, casual: bool = False, seed: int = 7) -> Session:
    return Session.new("secret_dice", players, seed=seed, casual=casual)


def test_chance_outcomes_are_appended_to_the_record() -> None:
    session = new()
    assert [e.seat for e in session.record] == [CHANCE] * 3
    assert all(e.chance and e.action.type == "deal" for e in session.record)
    assert session.to_move() == {0, 1, 2}


def test_chance_depends_only_on_seed_and_step() -> None:
    assert new(seed=3).record == new(seed=3).record
    outcomes = [(Action.make("roll", die=d), 1 / 6) for d in range(1, 7)]
    assert sample_outcome(outcomes, chance_rng(5, 9)) == sample_outcome(outcomes, chance_rng(5, 9))
    assert len({sample_outcome(outcomes, chance_rng(5, step)) for step in range(60)}) == 6


def test_acting_out_of_turn_is_illegal_and_changes_nothing() -> None:
    session = new()
    session.act(0, BET_HIGH)
    before = session.record
    with pytest.raises(IllegalAction, match="not player 1's turn"):
        session.act(0, BET_LOW)
    assert session.record == before


def test_undo_own_secret_choice_while_nobody_else_acted() -> None:
    session = new()
    session.act(0, BET_HIGH)
    assert session.can_undo(0)
    session.undo(0)
    assert session.to_move() == {0, 1, 2}
    assert session.can_redo()
    session.redo()
    assert session.record[-1].action == BET_HIGH


def test_undo_refused_after_another_seat_acted() -> None:
    session = new()
    session.act(0, BET_HIGH)
    session.act(1, BET_LOW)
    assert session.undo_refusal(0) == "another player has acted since"
    with pytest.raises(SessionError, match="another player"):
        session.undo(0)


def test_undo_refused_after_chance_or_a_reveal() -> None:
    session = new()
    session.act(0, BET_HIGH)
    session.act(1, BET_LOW)
    session.act(2, BET_LOW)  # last bet reveals all bets, then the die is rolled
    assert "chance" in session.undo_refusal(2)


def test_undo_refused_for_a_revealing_step_without_chance() -> None:
    session = new()
    session.act(0, BET_HIGH)
    session.act(1, BET_LOW)
    session.act(2, BET_LOW)
    session._steps = session._steps[: len(session._steps)]
    revealing = [step for step in session._steps if step.entry.seat == 2][-1]
    assert revealing.revealed


def test_nothing_to_undo() -> None:
    assert new().undo_refusal(1) == "there is nothing of yours to take back"


def test_casual_undo_goes_back_past_others_and_chance() -> None:
    session = new(casual=True)
    session.act(0, BET_HIGH)
    session.act(1, BET_LOW)
    session.act(2, BET_LOW)
    length = len(session.record)
    session.undo(0)
    assert len(session.record) == 3
    session.redo()
    assert len(session.record) == length


def test_a_new_action_clears_redo() -> None:
    session = new()
    session.act(0, BET_HIGH)
    session.undo(0)
    session.act(0, BET_LOW)
    assert not session.can_redo()
    with pytest.raises(SessionError):
        session.redo()


def test_seek_shows_earlier_states_and_blocks_play() -> None:
    session = new(players=3)
    for _ in range(3):
        for seat in sorted(session.to_move()):
            session.act(seat, BET_HIGH)
    states = [session.state_at(k) for k in range(len(session.record) + 1)]
    for step in (0, 5, 16, 17, len(session.record)):
        session.seek(step)
        assert session.state == states[step]
        assert session.cursor == step
    session.seek(3)
    assert session.is_reviewing and session.legal_actions(0) == ()
    with pytest.raises(SessionError):
        session.act(0, BET_HIGH)
    with pytest.raises(SessionError):
        session.resume_from_cursor()
    session.seek(len(session.record))
    assert not session.is_reviewing


def test_resume_from_cursor_in_casual_matches() -> None:
    session = new(players=2, casual=True)
    session.act(0, BET_HIGH)
    session.act(1, BET_HIGH)
    session.seek(3)
    session.resume_from_cursor()
    assert len(session.record) == 3
    assert session.to_move() == {1}


def test_listeners_hear_record_and_cursor_changes() -> None:
    session = new()
    heard = []
    session.subscribe(lambda s, what: heard.append(what))
    session.act(0, BET_HIGH)
    session.seek(0)
    assert heard == ["record", "cursor"]


def test_from_record_names_the_bad_step() -> None:
    session = new(players=2)
    record = list(session.record)
    record.append(record[0])  # a chance entry where a player must act
    from desktop_app.engine.session import ReplayError

    with pytest.raises(ReplayError) as raised:
        Session.from_record("secret_dice", 2, None, session.seed, record)
    assert raised.value.step == 3


def test_bad_seed_and_player_count_are_refused() -> None:
    from desktop_app.engine.errors import BadOptions, EngineError

    with pytest.raises(BadOptions, match="2 to 4 players"):
        Session.new("secret_dice", 5)
    with pytest.raises(EngineError, match="seed"):
        Session.new("secret_dice", 2, seed=-1)
    with pytest.raises(BadOptions, match="unknown option"):
        Session.new("secret_dice", 2, {"speed": 3})


def test_the_kept_record_grows_with_the_steps_and_forgets_what_undo_and_redo_change() -> None:
    """``record`` extends the tuple it keeps instead of rebuilding it; after every act, undo and
    redo it is still exactly the entries of the steps (a stale prefix would replay wrongly)."""
    session = new(casual=True)

    def exact() -> bool:
        return session.record == tuple(step.entry for step in session._steps)

    kept = session.record
    for seat, bet in ((0, BET_HIGH), (1, BET_LOW), (2, BET_HIGH)):
        session.act(seat, bet)
        assert exact() and session.record[: len(kept)] == kept
        kept = session.record
    session.undo(2)
    assert exact() and len(session.record) < len(kept)
    session.redo()
    assert exact() and session.record == kept
    session.undo(2)
    session.act(2, BET_LOW)  # same length as before the undo, a different last decision
    assert exact()
    assert [e.action for e in session.record if not e.chance][-1] == BET_LOW
