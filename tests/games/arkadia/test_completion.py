"""Completion, payouts (H) and castle building (I)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from desktop_app.engine.errors import IllegalAction
from desktop_app.games.arkadia import GAME, board
from desktop_app.games.arkadia.state import CAN, CASTLE, MUST, REFILL
from tests.games.arkadia.scenario import act, chance, dealt, play, with_building, with_screen, with_worker

F = board.FAMILY_INDEX


def _rule(call) -> str:
    with pytest.raises(IllegalAction) as error:
        call()
    return error.value.rule_id


def h5_board():
    """H-5: a house on (0,0)-(0,1), a smithy on (0,2)..., orange (seat 1) has a worker on (1,0)."""
    state = dealt(4)
    state, house = with_building(state, "black", "house", [(0, 0), (0, 1)])
    state, smithy = with_building(state, "red", "smithy", [(0, 2), (0, 3), (0, 4)])
    state = with_worker(state, (1, 0), 1)
    state = with_screen(replace(state, active=3), 3, neutral=1)
    return state, house, smithy


def test_H_5_worked_example() -> None:
    state, house, smithy = h5_board()
    state = act(state, 3, "place_worker", square=(1, 1), kind="neutral")
    state = act(state, 3, "finish_workers")
    assert state.buildings[house].completed and not state.buildings[house].seal
    assert not state.buildings[smithy].completed
    assert state.screens[1].seals == (0, 0, 1, 0)  # orange: one black seal for the worker on (1,0)
    assert state.screens[3].seals == (0, 0, 1, 0)  # violet: the seal lying on the house
    assert state.phase == CASTLE and state.owed == 1 and GAME.to_move(state) == {3}


def test_H_1_completion_needs_every_neighbour_occupied_or_off_board() -> None:
    state, house, _ = h5_board()
    state = act(act(state, 3, "place_worker", square=(1, 1), kind="neutral"), 3, "finish_workers")
    assert state.buildings[house].completed
    open_state, house, _ = h5_board()
    assert not open_state.buildings[house].completed


def test_H_1_a_building_can_be_completed_by_its_own_placement_after_the_refill() -> None:
    state = dealt(2, hands=[[("olive", "house")]])
    pocket = board.mask_of([(0, 0), (0, 1)])
    state = replace(state, occupied=board.FULL & ~pocket, building_ring=0)
    state = play(state, 0, ("olive", "house"), [(0, 0), (0, 1)])
    assert state.phase == REFILL and not state.buildings[-1].completed  # D-1: refill comes first
    state = chance(act(state, 0, "draw", source="pile"), ("silver", "monastery"))
    assert state.buildings[-1].completed and state.screens[0].seals == (0, 1, 0, 0)
    assert state.phase == CASTLE


def _farm_completed_by_seat_1(rules: str | None = None) -> list[int]:
    """A silver farm whose ring holds workers of every seat, (8,8) a tent with seat 1's worker;
    seat 1 lays the last one. The silver seals each seat then holds."""
    state = dealt(3, rules=rules)
    state, farm = with_building(state, "silver", "farm", [(9, 6), (9, 7), (9, 8), (9, 9)])
    ring = board.squares_of(state.buildings[farm].ring)
    assert (8, 8) in ring and board.TENT_MASK >> board.index((8, 8)) & 1
    owners = [0, 0, 1, None, 2, 2, 2, None, 1]
    last = ring[-1]
    for sq, owner in zip(ring[:-1], owners, strict=True):
        state = with_worker(state, sq, owner)
    state = with_screen(replace(state, active=1), 1, own=1)
    state = act(act(state, 1, "place_worker", square=last, kind="own"), 1, "finish_workers")
    return [s.seals[F["silver"]] for s in state.screens]


def test_H_2_own_workers_pay_also_on_tents_and_neutral_workers_do_not() -> None:
    # seat 1: (8,8) on a tent and (10,8), 1 each (F-4, H-2); the last worker; the building's seal
    assert _farm_completed_by_seat_1() == [2, 4, 3]


def test_H_2_rules_1_left_tent_workers_unpaid() -> None:
    """A match played under rules version 1 (before issue 31) keeps its old payout."""
    assert _farm_completed_by_seat_1("1") == [2, 3, 3]


def test_H_2_a_worker_next_to_two_buildings_pays_for_each() -> None:
    state = dealt(2)
    gap = board.mask_of([(0, 0), (1, 0), (0, 1), (1, 1), (0, 2), (1, 2)])
    state = replace(state, occupied=board.FULL & ~gap)
    state, left = with_building(state, "red", "house", [(0, 0), (1, 0)])
    state, right = with_building(state, "olive", "house", [(0, 2), (1, 2)])
    state = with_worker(state, (1, 1), 0)
    state = with_screen(replace(state, active=1), 1, own=1)
    state = act(act(state, 1, "place_worker", square=(0, 1), kind="own"), 1, "finish_workers")
    assert state.buildings[left].completed and state.buildings[right].completed
    assert state.screens[0].seals == (1, 1, 0, 0)  # its worker on (1,1) touches both houses
    assert state.screens[1].seals == (2, 2, 0, 0)  # its worker on (0,1) too, plus both seals
    assert state.owed == 2  # H-4: both paid together, two castle pieces owed (I-1)


def test_H_3_active_player_takes_the_seal_once_only() -> None:
    state, _, _ = h5_board()
    state = act(act(state, 3, "place_worker", square=(1, 1), kind="neutral"), 3, "finish_workers")
    state = act(state, 3, "place_castle_piece", colour="red", square=(5, 6))
    state = act(state, 3, "end_turn")
    assert state.phase == MUST and state.active == 0
    state = with_screen(state, 0, own=1)
    state = act(act(state, 0, "place_worker", square=(1, 2), kind="own"), 0, "finish_workers")
    assert state.screens[3].seals == (0, 0, 1, 0) and state.screens[0].seals == (0, 0, 0, 0)


def test_H_4_simultaneous_completions_are_paid_together() -> None:
    test_H_2_a_worker_next_to_two_buildings_pays_for_each()


def test_I_1_one_piece_per_completion_after_payouts() -> None:
    state, _, _ = h5_board()
    state = act(act(state, 3, "place_worker", square=(1, 1), kind="neutral"), 3, "finish_workers")
    legal = GAME.legal_actions(state, 3)
    assert {a.type for a in legal} == {"place_castle_piece"} and len(legal) == 40
    state = act(state, 3, "place_castle_piece", colour="olive", square=(5, 7))
    assert state.phase == CAN and state.owed == 0 and state.castle[0][1] == F["olive"]


def _castle(state, floors, pools):
    to_index = [[-1 if c is None else F[c] for c in floor] for floor in floors]
    return replace(
        state,
        castle=tuple(tuple(f) for f in to_index),
        pools=tuple(tuple(p[f] for f in board.FAMILIES) for p in pools),
    )


def _owing(state, owed: int):
    return replace(state, phase=CASTLE, owed=owed, active=0)


def test_I_2_I_3_current_floor_colour_and_free_position() -> None:
    state = _owing(dealt(2), 1)
    legal = GAME.legal_actions(state, 0)
    assert {a["square"] for a in legal} == set(board.LOT)
    state = _castle(
        state,
        [["red"] * 9 + [None], [None] * 10, [None] * 10],
        [
            {"red": 0, "olive": 3, "black": 0, "silver": 0},
            {f: 3 for f in board.FAMILIES},
            {f: 1 for f in board.FAMILIES},
        ],
    )
    legal = GAME.legal_actions(state, 0)
    assert {(a["colour"], a["square"]) for a in legal} == {("olive", (6, 10))}
    assert _rule(lambda: act(state, 0, "place_castle_piece", colour="red", square=(6, 10))) == "I-3"
    assert _rule(lambda: act(state, 0, "place_castle_piece", colour="olive", square=(5, 6))) == "I-3"
    assert _rule(lambda: act(state, 0, "place_castle_piece", colour="olive", square=(0, 0))) == "I-3"


def test_I_4_filling_floor_1_moves_leftovers_to_pool_3() -> None:
    state = _castle(
        _owing(dealt(2), 2),
        [["red"] * 9 + [None], [None] * 10, [None] * 10],
        [
            {"red": 0, "olive": 1, "black": 1, "silver": 1},
            {f: 3 for f in board.FAMILIES},
            {f: 1 for f in board.FAMILIES},
        ],
    )
    state = act(state, 0, "place_castle_piece", colour="olive", square=(6, 10))
    assert state.pools[0] == (0, 0, 0, 0) and state.pools[2] == (1, 1, 2, 2)
    assert {a["square"] for a in GAME.legal_actions(state, 0)} == set(board.LOT)  # now floor 2
    state = act(state, 0, "place_castle_piece", colour="black", square=(5, 6))
    assert state.castle[1][0] == F["black"] and state.trigger == -1


def test_I_5_pieces_beyond_floor_2_go_to_floor_3_until_pool_3_is_empty() -> None:
    state = _castle(
        _owing(dealt(2), 3),
        [["red"] * 10, ["olive"] * 9 + [None], [None] * 10],
        [
            {f: 0 for f in board.FAMILIES},
            {"red": 0, "olive": 0, "black": 1, "silver": 1},
            {"red": 1, "olive": 0, "black": 0, "silver": 0},
        ],
    )
    state = act(state, 0, "place_castle_piece", colour="black", square=(6, 10))  # floor 2 full: L-1
    assert state.pools[2] == (1, 0, 0, 1) and state.trigger == 0
    state = act(state, 0, "place_castle_piece", colour="silver", square=(5, 8))
    assert state.castle[2][2] == F["silver"] and state.phase == CASTLE
    state = act(state, 0, "place_castle_piece", colour="red", square=(5, 9))
    assert state.castle[2][3] == F["red"] and state.castle[2].count(-1) == 8
    assert state.phase == CAN


def test_I_5_owed_pieces_lapse_when_pool_3_is_empty() -> None:
    state = _castle(
        dealt(2),
        [["red"] * 10, ["olive"] * 10, ["black"] * 8 + [None, None]],
        [{f: 0 for f in board.FAMILIES}] * 3,
    )
    state, house, _ = h5_board_on(state)
    state = act(act(state, 0, "place_worker", square=(1, 1), kind="neutral"), 0, "finish_workers")
    assert state.buildings[house].completed and state.phase == CAN and state.owed == 0


def h5_board_on(state):
    state, house = with_building(state, "black", "house", [(0, 0), (0, 1)])
    state, smithy = with_building(state, "red", "smithy", [(0, 2), (0, 3), (0, 4)])
    state = with_worker(state, (1, 0), 1)
    return with_screen(replace(state, active=0), 0, neutral=1), house, smithy


def test_I_6_placing_a_piece_gives_nothing() -> None:
    state = _owing(dealt(2), 1)
    after = act(state, 0, "place_castle_piece", colour="red", square=(5, 7))
    assert after.screens == state.screens
