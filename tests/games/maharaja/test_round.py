"""Round structure (M-3): phase A, secret planning, execution in card order, forfeits, D and E."""

from __future__ import annotations

from dataclasses import replace

import pytest

from desktop_app.engine import IllegalAction
from desktop_app.games.maharaja import GAME
from desktop_app.games.maharaja.rounds import begin_round
from desktop_app.games.maharaja.state import OVER, PLANNING, TURN

from .helpers import act, fresh, kinds, legal, player, turn


def choose_all(state, choices):
    for seat, (a, b) in choices.items():
        state = act(state, seat, "choose_actions", a=a, b=b)
    return state


def test_M_3_1_phase_a_moves_lowest_shield_on_top() -> None:
    state = fresh(3)
    assert state.maharaja == "jaipur" and state.top == 1 and state.round == 1
    assert state.queue == ("jodhpur", "udaipur", "bikaner", "jaisalmer", "ajmer", "chittorgarh", "jaipur")
    nxt = begin_round(state)
    assert nxt.maharaja == "jodhpur" and nxt.top == 2 == nxt.round and nxt.queue[-1] == "jodhpur"


def test_M_3_2_planning_is_simultaneous_with_45_choices() -> None:
    state = fresh(3)
    assert GAME.to_move(state) == frozenset({0, 1, 2})
    choices = legal(state, 1)
    assert len(choices) == 45 == len(set(choices))
    state = act(state, 1, "choose_actions", a="build_palace", b="build_palace")  # any choice allowed
    assert GAME.to_move(state) == frozenset({0, 2}) and legal(state, 1) == []
    with pytest.raises(IllegalAction) as error:
        act(state, 1, "choose_actions", a="take_gold", b="take_gold")
    assert error.value.rule_id == "M-3.2"
    with pytest.raises(IllegalAction) as error:
        act(state, 0, "choose_actions", a="take_gold", b="dance")
    assert error.value.rule_id == "M-3.2"
    with pytest.raises(IllegalAction) as error:
        act(state, 0, "choose_actions", a="swap_card", b="take_gold")
    assert error.value.rule_id == "M-11"
    with pytest.raises(IllegalAction) as error:
        act(state, 0, "travel", road="r10")
    assert error.value.rule_id == "M-3.2"


def test_M_3_3_execution_follows_planning() -> None:
    state = choose_all(fresh(3), {0: ("take_gold", "take_gold"), 1: ("take_gold", "take_gold")})
    assert state.phase == PLANNING
    state = act(state, 2, "choose_actions", a="take_gold", b="take_houses")
    assert state.phase == TURN and GAME.to_move(state) == frozenset({0})


def test_M_3_3_1_rules_1_froze_the_turn_order_for_the_round() -> None:
    """Matches played under rules version 1 (before issue 31) keep the order of the phase's start."""
    state = fresh(3, cards=((5,), (2,), (3,)), rules="1")
    state = choose_all(
        state, {0: ("take_gold", "take_gold"), 1: ("take_gold", "swap_card"), 2: ("take_gold", "take_gold")}
    )
    assert state.order == (1, 2, 0) and state.current == 1
    state = act(state, 1, "swap_card", take=5)  # seat 1 now holds 5, seat 0 holds 2
    assert state.players[0].cards == (2,)
    state = act(state, 1, "end_turn")
    assert state.current == 2 and state.order == (1, 2, 0)


def test_M_3_3_2_turn_start_reveals_and_trader_gains() -> None:
    state = fresh(3, cards=((2,), (1,), (3,)))
    state = choose_all(
        state, {0: ("take_gold", "build_house"), 1: ("take_gold", "take_gold"), 2: ("take_gold", "take_gold")}
    )
    assert state.current == 1
    assert GAME.view(state, 2)["seats"][1]["disc"] == ["take_gold", "take_gold"]
    assert GAME.view(state, 2)["seats"][0]["disc"] is None
    gold = state.players[0].gold
    state = act(state, 1, "end_turn")  # seat 1 forfeits two slots: +4 each to seats 0 and 2
    assert state.current == 0 and state.players[0].gold == gold + 4 + 1
    assert state.players[0].slots == ("take_gold", "build_house")
    assert GAME.view(state, 2)["seats"][0]["disc"] == ["take_gold", "build_house"]


def test_M_3_3_3_only_the_current_player_acts_in_any_order() -> None:
    state = turn(fresh(3), 1, "take_gold", "take_houses")
    assert GAME.to_move(state) == frozenset({1})
    with pytest.raises(IllegalAction) as error:
        act(state, 0, "take_gold")
    assert error.value.rule_id == "M-3.3.3"
    assert legal(state, 0) == []
    state = act(state, 1, "take_houses")
    state = act(state, 1, "take_gold")
    assert state.players[1].slots == () and kinds(state, 1) >= {"end_turn"}


def test_M_3_3_4_end_turn_forfeits_pay_two_gold_to_every_other_player() -> None:
    state = turn(fresh(4, cards=((1,), (3,), (4,), (5,))), 0, "take_gold", "build_palace")
    state = act(state, 0, "take_gold")
    before = [p.gold for p in state.players]
    state = act(state, 0, "end_turn")
    assert [p.gold for p in state.players][1:] == [g + 2 for g in before[1:]]
    assert state.players[0].gold == before[0] and state.current == 1


def test_M_3_4_phase_d_scores_the_maharajas_city_after_the_last_turn() -> None:
    state = turn(fresh(2), 1, "take_gold", "take_gold")
    state = player(state, 1, architect="jaipur")
    state = act(state, 1, "take_gold")
    state = act(state, 1, "take_gold")
    state = act(state, 1, "end_turn")
    assert state.last_scoring.city == "jaipur" and state.last_scoring.ranking == (1,)
    assert state.last_scoring.gold == (0, 15)
    assert state.phase == PLANNING and state.round == 2


def test_M_3_5_phase_e_ends_or_starts_the_next_round() -> None:
    last = turn(fresh(2), 1)
    state = act(replace(last, top=9, round=9), 1, "end_turn")
    assert state.phase == PLANNING and state.top == 10
    state = act(replace(last, top=10, round=10), 1, "end_turn")
    assert state.phase == OVER and GAME.to_move(state) == frozenset()
    assert GAME.outcome(state) is not None
