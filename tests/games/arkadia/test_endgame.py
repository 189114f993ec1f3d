"""Banner and cashing (J, D-2), seal values (K) and the end of the game (L)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from desktop_app.engine.action import Action
from desktop_app.engine.errors import IllegalAction
from desktop_app.engine.messages import render
from desktop_app.games.arkadia import GAME, board
from desktop_app.games.arkadia.state import CAN, CASH, CASTLE, MUST, OVER
from tests.games.arkadia.scenario import act, dealt, values, with_screen
from tests.games.arkadia.test_build import checkerboard

F = board.FAMILY_INDEX
P = {sq: i for i, sq in enumerate(board.LOT)}


def _rule(call) -> str:
    with pytest.raises(IllegalAction) as error:
        call()
    return error.value.rule_id


def with_castle(state, floors: list[dict[tuple[int, int], str]], pools=None):
    castle = [[-1] * 10 for _ in range(3)]
    for level, pieces in enumerate(floors):
        for sq, colour in pieces.items():
            castle[level][P[sq]] = F[colour]
    state = replace(state, castle=tuple(tuple(f) for f in castle))
    if pools is not None:
        state = replace(state, pools=tuple(tuple(p[f] for f in board.FAMILIES) for p in pools))
    return state


def at_can(state, seat: int = 0):
    return replace(state, phase=CAN, active=seat)


def test_J_1_banner_brings_up_to_two_own_workers() -> None:
    state = at_can(dealt(2))
    after = act(state, 0, "use_banner")
    assert after.phase == CASH and after.screens[0].banners == 3 and after.screens[0].own == 5
    assert after.own_supply == (6, 8)
    low = act(replace(state, own_supply=(1, 8)), 0, "use_banner")
    assert low.screens[0].own == 4 and low.own_supply == (0, 8)
    none = at_can(with_screen(dealt(2), 0, banners=0))
    assert _rule(lambda: act(none, 0, "use_banner")) == "J-1"


def test_J_2_cash_at_current_values_any_families() -> None:
    state = with_screen(at_can(dealt(2)), 0, seals=(2, 0, 3, 1))
    state = act(state, 0, "use_banner")
    legal = [a for a in GAME.legal_actions(state, 0) if a.type == "cash"]
    assert len(legal) == 2 + 3 + 1
    state = act(state, 0, "cash", family="black", count=3)
    assert state.screens[0].gold == 3 and state.screens[0].seals == (2, 0, 0, 1)
    assert _rule(lambda: act(state, 0, "cash", family="red", count=3)) == "J-2"
    assert _rule(lambda: act(state, 0, "cash", family="olive", count=1)) == "J-2"
    zero = with_castle(state, [{(5, 6): "black"}])  # red now shows no colour anywhere
    zero = act(zero, 0, "cash", family="red", count=2)  # cashing at value 0 is allowed (P-18)
    assert zero.screens[0].gold == 3 and zero.screens[0].seals[0] == 0
    assert act(state, 0, "end_turn").phase == MUST


def test_J_3_no_cashing_without_a_banner_and_no_can_step_without_banners() -> None:
    state = with_screen(at_can(dealt(2)), 0, seals=(2, 0, 0, 0))
    assert _rule(lambda: act(state, 0, "cash", family="red", count=1)) == "J-3"
    assert GAME.legal_actions(state, 0) == [Action.make("use_banner"), Action.make("end_turn")]
    broke = with_screen(replace(state, phase=CASTLE, owed=1), 0, banners=0)
    after = act(broke, 0, "place_castle_piece", colour="red", square=(5, 7))
    assert after.phase == CAN and GAME.legal_actions(after, 0) == [Action.make("end_turn")]


def test_D_2_one_banner_per_turn() -> None:
    state = act(at_can(dealt(2)), 0, "use_banner")
    assert Action.make("use_banner") not in GAME.legal_actions(state, 0)
    assert _rule(lambda: act(state, 0, "use_banner")) == "D-2"


def test_K_1_K_2_start_values_are_one_each() -> None:
    assert values(dealt(2)) == {"red": 1, "olive": 1, "black": 1, "silver": 1}


def test_K_3_floor_1_in_progress() -> None:
    state = with_castle(dealt(2), [{(5, 9): "red", (5, 7): "red", (5, 8): "olive", (6, 6): "silver"}])
    assert values(state) == {"red": 3, "olive": 2, "black": 0, "silver": 2}


K4_FLOOR1 = {
    (5, 6): "black",
    (5, 7): "red",
    (5, 8): "olive",
    (5, 9): "red",
    (5, 10): "red",
    (6, 6): "silver",
    (6, 7): "black",
    (6, 8): "olive",
    (6, 9): "silver",
    (6, 10): "black",
}


def test_K_4_floor_2_in_progress_and_cashing_five_black() -> None:
    state = with_castle(dealt(2), [K4_FLOOR1, {(5, 7): "silver", (5, 8): "silver", (6, 9): "black"}])
    assert values(state) == {"red": 2, "olive": 1, "black": 4, "silver": 3}
    view = GAME.view(state, None)
    row5 = ["black", "silver", "silver", "red", "red"]
    row6 = ["silver", "black", "olive", "black", "black"]
    assert view["castle"]["visible"] == row5 + row6
    state = act(with_screen(at_can(state), 0, seals=(0, 0, 5, 0)), 0, "use_banner")
    state = act(state, 0, "cash", family="black", count=5)
    assert state.screens[0].gold == 20


def trigger_state():
    """4 players, floor 1 full, floor 2 one short, seat 2 owes one piece (L-3's example)."""
    nine = {sq: "red" for sq in board.LOT[:9]}
    state = with_castle(
        checkerboard(dealt(4)),
        [K4_FLOOR1, nine],
        [
            {f: 0 for f in board.FAMILIES},
            {"red": 0, "olive": 1, "black": 1, "silver": 1},
            {f: 1 for f in board.FAMILIES},
        ],
    )
    for seat in range(4):
        state = with_screen(state, seat, hand=())
    return replace(state, phase=CASTLE, owed=2, active=2)


def test_L_1_L_2_trigger_and_the_rest_of_the_turn() -> None:
    state = act(trigger_state(), 2, "place_castle_piece", colour="olive", square=(6, 10))
    assert state.trigger == 2 and state.pools[2] == (1, 1, 2, 2)  # leftovers black + silver moved
    assert state.phase == CASTLE and GAME.view(state, None)["castle"]["current_floor"] == 3
    state = act(state, 2, "place_castle_piece", colour="black", square=(5, 6))  # I-5: floor 3
    assert state.castle[2][0] == F["black"] and state.phase == CAN
    state = act(state, 2, "use_banner")
    assert GAME.view(state, None)["step"]["final_round"]


def test_L_3_final_round_ends_after_T_moves_again() -> None:
    state = act(trigger_state(), 2, "place_castle_piece", colour="olive", square=(6, 10))
    state = act(state, 2, "place_castle_piece", colour="black", square=(5, 6))
    state = act(state, 2, "end_turn")
    order = []
    while state.phase != OVER:
        seat = state.active
        order.append(seat)
        state = act(act(act(state, seat, "pass"), seat, "use_banner"), seat, "end_turn")
    assert order == [3, 0, 1, 2]


def test_L_4_final_scoring_cashes_everything_at_final_values() -> None:
    state = replace(with_screen(dealt(2), 0, gold=5, seals=(1, 2, 3, 4)), phase=OVER)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.scores[0] == 5 + 1 + 2 + 3 + 4 and outcome.scores[1] == 0
    assert GAME.view(state, 1)["final"][0]["total"] == 15


def test_L_5_tie_break_banners_then_shared_place() -> None:
    state = replace(dealt(3), phase=OVER)
    state = with_screen(state, 0, gold=10, banners=1)
    state = with_screen(state, 1, gold=10, banners=2)
    state = with_screen(state, 2, gold=10, banners=1)
    outcome = GAME.outcome(state)
    assert outcome.ranking == (1, 0, 2)
    assert outcome.details[0]["place"] == outcome.details[2]["place"] == 2
    assert "banners" in render(outcome.explanation[0]) and "share place 2" in render(outcome.explanation[1])


def test_L_6_worked_example() -> None:
    final = {
        sq: c
        for sq, c in zip(board.LOT, ["red"] * 3 + ["olive"] * 2 + ["black"] * 3 + ["silver"] * 2, strict=True)
    }
    state = replace(with_castle(dealt(3), [final]), phase=OVER)
    assert values(state) == {"red": 3, "olive": 2, "black": 3, "silver": 2}
    state = with_screen(state, 0, gold=41, seals=(4, 1, 0, 3), banners=1)
    state = with_screen(state, 1, gold=35, seals=(2, 0, 6, 1), banners=0)
    state = with_screen(state, 2, gold=50, seals=(0, 3, 0, 2), banners=0)
    outcome = GAME.outcome(state)
    assert outcome.scores == {0: 61, 1: 61, 2: 60}
    assert outcome.ranking == (0, 1, 2)
    assert [outcome.details[s]["place"] for s in range(3)] == [1, 2, 3]
