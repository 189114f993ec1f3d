"""Reaching the target pavilion (F-6) including every worked example of F-6.10, and F-7.1."""

from __future__ import annotations

import pytest

from desktop_app.engine import CHANCE, IllegalAction
from desktop_app.games.forbidden_city import GAME
from desktop_app.games.forbidden_city.board import ENTRANCES, NEIGHBOURS, START_SQUARES, coords
from desktop_app.games.forbidden_city.state import (
    ANSWER,
    AWARD_CHOICE,
    AWARD_DRAW,
    BONUS,
    BRIBE,
    MOVE,
    OVER,
    PENALTY,
    RESET,
    TERRACE,
)
from tests.games.forbidden_city.helpers import (
    act,
    answer,
    chance,
    draw,
    hand_names,
    move,
    off,
    roll,
    scenario,
    take,
)

OTHERS = ["blue/blue", "black/red", "green/green", "red/red", "yellow/yellow", "red/blue", "white/x"]


def _near(target: int) -> tuple[int, int]:
    entrance = ENTRANCES[target]
    return coords(next(n for n in NEIGHBOURS[entrance] if n is not None))


def arrive(players, active, official, target, *, hands=None, boards=None, banished=4, stacks=None):
    """P = ``active`` moves ``official`` into ``target`` (one slide from next to the entrance)."""
    positions = {official: _near(target)}
    named = [b for b in (boards or {}).values() if b != official]
    fillers = [
        n for n in ["blue/blue", "black/red", "green/green", "red/red", "yellow/yellow"] if n != official
    ]
    for i, name in enumerate(dict.fromkeys([*named, *fillers])):
        positions[name] = coords(START_SQUARES[i])
    state = scenario(
        players,
        positions=positions,
        target=target,
        hands=hands,
        boards=boards,
        active=active,
        banished=banished,
        stacks=stacks,
    )
    col, row = coords(ENTRANCES[target])
    return act(state, active, move(official, col, row))


def test_F_6_10_example_1_no_card_furthest_behind_gets_the_top_card():
    boards = {0: "red/green", 1: "blue/blue", 2: "red/green", 3: "black/red"}
    state = arrive(4, 1, "red/green", 4, boards=boards)
    assert state.case == "none" and state.phase == AWARD_DRAW and state.receiver == 0
    assert {a["card"][0] for a, _ in GAME.chance_outcomes(state)} == {"yellow"}
    state = chance(state, draw("yellow coat"))
    assert hand_names(state, 0) == ["yellow coat"] and state.phase == RESET


def test_F_6_1_no_claim_reveals_all_boards_at_once():
    boards = {0: "red/green", 1: "blue/blue", 2: "red/green", 3: "black/red"}
    before_reveals = 0
    state = arrive(4, 1, "red/green", 4, boards=boards)
    assert state.reveal_count == before_reveals + 1
    assert state.last_reveal == tuple(off(boards[s]) for s in range(4))


def test_F_6_10_example_2_honest_claim_all_believe_case_A():
    boards = {0: "blue/blue", 1: "black/red", 2: "red/green", 3: "blue/blue"}
    state = arrive(4, 2, "red/green", 3, hands={2: ["red hat", "blue hat"]}, boards=boards)
    assert state.phase == ANSWER and GAME.to_move(state) == {3}
    for seat in (3, 0, 1):
        assert GAME.to_move(state) == {seat}
        state = act(state, seat, answer("believe"))
    assert state.case == "A" and state.receiver == 2 and state.phase == AWARD_DRAW


def test_F_6_10_example_3_bluff_believed_case_B_pays_P_then_bonus_move():
    boards = {0: "green/green", 1: "blue/blue", 2: "yellow/black", 3: "blue/blue"}
    state = arrive(4, 0, "yellow/black", 5, hands={0: ["red hat"]}, boards=boards)
    for seat in (1, 2, 3):
        state = act(state, seat, answer("believe"))
    assert state.case == "B" and state.receiver == 0  # F-6.7: seat 2's bribe is irrelevant
    state = chance(state, draw("black trousers"))
    assert hand_names(state, 0) == ["black trousers", "red hat"]
    assert state.positions[off("yellow/black")] == TERRACE and state.banished == 5
    state = chance(state, roll(2))  # F-6.9 reset: new target, then boards
    assert state.phase == BRIBE and state.boards == (-1,) * 4 and state.target == 2
    for seat in range(4):
        state = act(state, seat, GAME.legal_actions(state, seat)[0])
    assert state.phase == BONUS and state.active == 0


def test_F_6_10_example_4_honest_claim_doubted_case_C():
    boards = {0: "blue/blue", 1: "black/red", 2: "red/green", 3: "red/green"}
    hands = {3: ["red hat"], 1: ["green coat", "blue hat"]}
    state = arrive(4, 3, "red/green", 2, hands=hands, boards=boards)
    state = act(state, 0, answer("believe"))
    state = act(state, 1, answer("doubt"))
    assert state.case == "C" and state.doubter == 1 and state.phase == PENALTY
    assert GAME.to_move(state) == {3}  # seat 2 was never asked
    assert [s for s, _ in state.answers] == [0, 1]
    assert set(GAME.legal_actions(state, 3)) == {take(1, "green coat"), take(1, "blue hat")}
    state = act(state, 3, take(1, "green coat"))
    assert state.phase == AWARD_DRAW and state.receiver == 2  # normal award: seat 2 furthest behind
    state = chance(state, draw("blue coat"))
    assert hand_names(state, 2) == ["blue coat"] and hand_names(state, 3) == ["green coat", "red hat"]


def test_F_6_4_case_C_doubter_without_cards_pays_nothing():
    boards = {0: "red/green", 1: "blue/blue"}
    state = arrive(2, 0, "red/green", 2, hands={0: ["red hat"]}, boards=boards)
    state = act(state, 1, answer("doubt"))
    assert state.case == "C" and state.phase == AWARD_DRAW and state.receiver == 0


def test_F_6_10_example_5_bluff_doubted_all_cards_mode_case_D():
    boards = {0: "blue/blue", 1: "black/red", 2: "blue/blue", 3: "red/red"}
    hands = {1: ["red hat", "green coat"], 0: ["white hat"]}
    stacks = {6: ["white coat", "white trousers"]}
    state = arrive(4, 1, "red/green", 6, hands=hands, boards=boards, banished=11, stacks=stacks)
    state = act(state, 2, answer("doubt"))
    assert state.case == "D" and state.phase == PENALTY and GAME.to_move(state) == {2}
    assert set(GAME.legal_actions(state, 2)) == {take(1, "red hat"), take(1, "green coat")}
    state = act(state, 2, take(1, "green coat"))
    assert hand_names(state, 2) == ["green coat", "white coat", "white trousers"]  # F-6.6.2
    assert state.stacks[5] == () and hand_names(state, 0) == ["white hat"]
    assert state.phase == RESET and state.banished == 12


def test_F_6_10_example_6_empty_pavilion_normal_mode_takes_one_of_choice():
    boards = {0: "blue/blue", 1: "black/red", 2: "blue/blue", 3: "red/red"}
    hands = {1: ["red hat", "white coat"], 0: ["white hat"], 3: ["white trousers"]}
    state = arrive(4, 1, "red/green", 6, hands=hands, boards=boards, banished=4, stacks={})
    state = act(state, 2, answer("doubt"))
    state = act(state, 2, take(1, "red hat"))
    assert state.phase == AWARD_CHOICE and GAME.to_move(state) == {2}
    assert set(GAME.legal_actions(state, 2)) == {
        take(1, "white coat"),  # P included
        take(0, "white hat"),
        take(3, "white trousers"),
    }
    with pytest.raises(IllegalAction) as err:
        act(state, 2, take(1, "red hat"))
    assert err.value.rule_id == "F-6.6.3"
    state = act(state, 2, take(0, "white hat"))
    assert hand_names(state, 2) == ["red hat", "white hat"] and state.phase == RESET


def test_F_6_10_example_6_empty_pavilion_all_cards_mode_takes_every_white_card():
    boards = {0: "blue/blue", 1: "black/red", 2: "blue/blue", 3: "red/red"}
    hands = {1: ["red hat", "white coat"], 0: ["white hat"], 3: ["white trousers"]}
    state = arrive(4, 1, "red/green", 6, hands=hands, boards=boards, banished=11, stacks={})
    state = act(state, 2, answer("doubt"))
    state = act(state, 2, take(1, "red hat"))
    assert hand_names(state, 2) == ["red hat", "white coat", "white hat", "white trousers"]
    assert state.phase == RESET


def test_F_6_2_two_players_only_the_other_seat_is_asked():
    state = arrive(2, 1, "red/green", 1, hands={1: ["red hat"]}, boards={0: "blue/blue", 1: "red/green"})
    assert GAME.to_move(state) == {0}
    state = act(state, 0, answer("believe"))
    assert state.case == "A"


def test_F_6_3_reveal_sets_W_and_honesty():
    boards = {0: "red/green", 1: "red/green", 2: "blue/blue"}
    state = arrive(3, 0, "red/green", 2, hands={0: ["red hat"]}, boards=boards)
    assert state.reveal_count == 0
    state = act(state, 1, answer("believe"))
    state = act(state, 2, answer("believe"))
    assert state.reveal_count == 1 and state.case == "A"
    assert state.receiver == 1  # F-6.5: W \ {P} = {1} beats P


def test_F_6_5_nobody_bribed_the_official_cards_stay():
    boards = {0: "blue/blue", 1: "blue/blue", 2: "blue/blue"}
    state = arrive(3, 0, "red/green", 2, boards=boards)
    assert state.phase == RESET and state.stacks[1] == (3, 4, 5)
    assert all(not h for h in state.hands)


def test_F_6_5_only_P_bribed_the_official():
    state = arrive(3, 0, "red/green", 2, boards={0: "red/green", 1: "blue/blue", 2: "blue/blue"})
    assert state.receiver == 0


def test_F_6_6_1_top_card_is_a_chance_draw_over_the_remaining_stack():
    state = arrive(2, 0, "red/green", 3, boards={0: "red/green", 1: "blue/blue"}, stacks={3: ["green coat"]})
    outcomes = GAME.chance_outcomes(state)
    assert [(a["card"], p) for a, p in outcomes] == [(("green", "coat"), 1.0)]


def test_F_6_6_2_all_cards_mode_gives_all_cards_left():
    state = arrive(2, 0, "red/green", 3, boards={0: "red/green", 1: "blue/blue"}, banished=10)
    assert hand_names(state, 0) == ["green coat", "green hat", "green trousers"]


def test_F_6_6_3_empty_stack_and_nobody_else_holds_the_colour():
    boards = {0: "red/green", 1: "blue/blue"}
    state = arrive(2, 0, "red/green", 3, boards=boards, hands={0: ["green hat"]}, stacks={})
    state = act(state, 1, answer("believe"))
    assert state.phase == RESET and hand_names(state, 0) == ["green hat"]


def test_F_6_6_4_empty_stack_all_cards_mode():
    boards = {0: "red/green", 1: "blue/blue"}
    state = arrive(
        2, 0, "red/green", 3, boards=boards, hands={1: ["green hat", "green coat"]}, banished=12, stacks={}
    )
    assert hand_names(state, 0) == ["green coat", "green hat"] and state.phase == RESET


def test_F_6_7_case_D_pays_the_doubter_even_if_others_bribed_O():
    boards = {0: "blue/blue", 1: "red/green", 2: "red/green"}
    state = arrive(3, 0, "red/green", 2, hands={0: ["red hat"]}, boards=boards)
    state = act(state, 1, answer("doubt"))
    state = act(state, 1, take(0, "red hat"))
    assert state.receiver == 1


def test_F_6_8_official_goes_to_the_terrace_and_15th_ends_the_game():
    state = arrive(2, 0, "red/green", 2, boards={0: "blue/blue", 1: "blue/blue"}, banished=14)
    assert state.phase == OVER and state.banished == 15 and state.positions[off("red/green")] == TERRACE
    assert GAME.to_move(state) == frozenset()


def test_F_7_1_no_reset_or_bonus_after_the_15th():
    boards = {0: "green/green", 1: "blue/blue"}
    state = arrive(2, 0, "red/green", 2, hands={0: ["red hat"]}, boards=boards, banished=14)
    state = act(state, 1, answer("believe"))  # case B, all-cards mode
    assert hand_names(state, 0) == ["blue coat", "blue hat", "blue trousers", "red hat"]
    assert state.phase == OVER and state.target == 2 and GAME.outcome(state) is not None


def test_F_6_9_reset_rolls_new_target_then_boards_then_next_turn():
    state = arrive(3, 1, "red/green", 2, boards={0: "blue/blue", 1: "blue/blue", 2: "blue/blue"})
    assert state.phase == RESET and GAME.to_move(state) == {CHANCE}
    state = chance(state, roll(2))  # may repeat
    assert state.phase == BRIBE and GAME.to_move(state) == {0, 1, 2}
    assert all(a.type == "set_bribe" for a in GAME.legal_actions(state, 0))
    for seat in (2, 0, 1):
        state = act(state, seat, GAME.legal_actions(state, seat)[-1])
    assert state.phase == MOVE and state.active == 2 and state.moves == 0
