"""The gap decisions G-1..G-11 of F-11, and F-6.6 (AWARD from the target pavilion) as a whole."""

from __future__ import annotations

import pytest

from desktop_app.engine import Action, IllegalAction
from desktop_app.games.forbidden_city import GAME
from desktop_app.games.forbidden_city.state import (
    AWARD_CHOICE,
    AWARD_DRAW,
    BONUS,
    BRIBE,
    DRAGON,
    OVER,
    PENALTY,
)
from tests.games.forbidden_city.helpers import (
    act,
    answer,
    chance,
    draw,
    fate,
    hand_names,
    move,
    off,
    official_at,
    roll,
    scenario,
)
from tests.games.forbidden_city.test_pavilion import arrive


def test_F_6_6_award_comes_from_the_target_pavilion_colour():
    state = arrive(2, 0, "red/green", 7, boards={0: "red/green", 1: "blue/blue"})
    assert state.phase == AWARD_DRAW
    assert {a["card"][0] for a, _ in GAME.chance_outcomes(state)} == {"purple"}
    assert {a["pavilion"] for a, _ in GAME.chance_outcomes(state)} == {7}


def test_G_1_closed_entrances_cannot_be_entered_or_stood_on():
    state = scenario(target=1)
    with pytest.raises(IllegalAction) as err:
        act(state, 0, move(official_at(5, 5), 7, 0))
    assert err.value.rule_id == "F-4.1"
    assert all(list(a["to"]) != [7, 0] for a in GAME.legal_actions(state, 0))


def test_G_2_no_null_moves():
    with pytest.raises(IllegalAction) as err:
        act(scenario(), 0, move(official_at(5, 5), 5, 5))
    assert err.value.rule_id == "F-4.3"


def test_G_3_first_move_is_compulsory():
    assert Action.make("end_turn") not in GAME.legal_actions(scenario(), 0)


def test_G_4_questioning_stops_at_the_first_doubt():
    boards = {0: "red/green", 1: "blue/blue", 2: "blue/blue", 3: "blue/blue"}
    state = arrive(4, 0, "red/green", 2, hands={0: ["red hat"]}, boards=boards)
    state = act(state, 1, answer("doubt"))
    assert state.answers == ((1, "doubt"),) and state.case == "C"
    assert 2 not in GAME.to_move(state) and 3 not in GAME.to_move(state)


def test_G_5_penalty_is_settled_before_the_award():
    boards = {0: "red/green", 1: "blue/blue"}
    state = arrive(2, 0, "red/green", 2, hands={0: ["red hat"], 1: ["green hat"]}, boards=boards)
    state = act(state, 1, answer("doubt"))
    assert state.phase == PENALTY and hand_names(state, 0) == ["red hat"]
    state = act(state, 0, GAME.legal_actions(state, 0)[0])
    assert state.phase == AWARD_DRAW


def test_G_6_bonus_move_also_after_move_4():
    boards = {0: "blue/blue", 1: "blue/blue"}
    positions_state = arrive(2, 0, "red/green", 2, hands={0: ["red hat"]}, boards=boards)
    assert positions_state.moves == 1
    # Same scenario, but the entering move is the 4th of the turn.
    from dataclasses import replace

    from tests.games.forbidden_city.test_pavilion import _near  # noqa: F401 - same builder

    state = arrive(2, 0, "red/green", 2, hands={0: ["red hat"]}, boards=boards)
    state = replace(state, moves=4)
    state = act(state, 1, answer("believe"))
    state = chance(state, draw("blue hat"))
    state = chance(state, roll(4))
    for seat in (0, 1):
        state = act(state, seat, GAME.legal_actions(state, seat)[0])
    assert state.phase == BONUS and state.active == 0


def test_G_7_case_B_receiver_uses_the_empty_pavilion_rule():
    boards = {0: "blue/blue", 1: "blue/blue"}
    state = arrive(2, 0, "red/green", 2, hands={0: ["red hat"], 1: ["blue coat"]}, boards=boards, stacks={})
    state = act(state, 1, answer("believe"))
    assert state.case == "B" and state.phase == AWARD_CHOICE and GAME.to_move(state) == {0}


def test_G_8_dragon_taking_is_compulsory():
    state = scenario(target=8, hands={1: ["red hat"]})
    state = act(state, 0, move(official_at(5, 5), 0, 5))
    state = chance(state, fate("small", "dragon"))
    assert state.phase == DRAGON
    assert {a.type for a in GAME.legal_actions(state, 0)} == {"take_card"}
    with pytest.raises(IllegalAction):
        act(state, 0, Action.make("end_turn"))


def test_G_9_banished_officials_cannot_be_bribed():
    state = arrive(2, 0, "red/green", 2, boards={0: "blue/blue", 1: "blue/blue"})
    state = chance(state, roll(3))
    assert state.phase == BRIBE
    offered = {(a["hat"], a["robe"]) for a in GAME.legal_actions(state, 1)}
    assert ("red", "green") not in offered and ("blue", "blue") in offered
    with pytest.raises(IllegalAction) as err:
        act(state, 1, Action.make("set_bribe", hat="red", robe="green"))
    assert err.value.rule_id == "F-2.5"
    assert state.positions[off("red/green")] < 0


def test_G_10_frozen_board_ends_the_game(monkeypatch):
    from desktop_app.games.forbidden_city import turn

    monkeypatch.setattr(turn, "can_any_move", lambda positions, target: False)
    state = act(scenario(target=8), 0, move(official_at(5, 5), 0, 5))
    assert chance(state, fate("small", "black")).phase == OVER


def test_G_11_left_is_the_next_seat_for_turns_and_questions():
    state = arrive(3, 2, "red/green", 2, hands={2: ["red hat"]}, boards={2: "red/green"})
    assert GAME.to_move(state) == {0}  # (P+1) mod n answers first
    state = act(state, 0, answer("believe"))
    assert GAME.to_move(state) == {1}
