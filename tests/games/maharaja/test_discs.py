"""The nine disc actions (M-4) with their preconditions and forfeits."""

from __future__ import annotations

import pytest

from desktop_app.engine import IllegalAction
from desktop_app.games.maharaja.state import OVER, palaces_on_board

from .helpers import act, city_houses, fresh, kinds, legal, palaces, player, turn, villages


def rule_of(state, seat, kind, **params) -> str:
    with pytest.raises(IllegalAction) as error:
        act(state, seat, kind, **params)
    return error.value.rule_id


def test_M_4_0_slot_needed_and_consumed() -> None:
    state = turn(fresh(3), 0, "take_gold", "take_houses")
    assert rule_of(state, 0, "build_house", at="v01") == "M-4.0"
    state = act(state, 0, "take_gold")
    assert rule_of(state, 0, "take_gold") == "M-4.0"
    assert "take_gold" not in kinds(state, 0)


def test_M_4_0_house_placement_needs_room_or_the_architect() -> None:
    state = villages(turn(fresh(3), 0, "build_house", "build_house"), v01=(1, 2))
    assert rule_of(state, 0, "build_house", at="v01") == "M-1.4"
    assert rule_of(state, 0, "build_house", at="jaipur") == "M-4.0"
    state = player(state, 0, architect="jaipur")
    state = act(state, 0, "build_house", at="jaipur")
    assert state.city_houses[0][0] == 1


def test_M_4_0_gold_never_negative() -> None:
    state = player(turn(fresh(3), 0, "build_house", "build_two_houses"), 0, gold=0, architect="jaipur")
    assert rule_of(state, 0, "build_house", at="v01") == "M-4.2"
    assert kinds(state, 0) <= {"travel", "end_turn"}


def test_M_4_1_take_gold() -> None:
    state = act(turn(fresh(3), 2, "take_gold", "take_gold"), 2, "take_gold")
    assert state.players[2].gold == 17


def test_M_4_2_build_house() -> None:
    state = turn(fresh(3), 0, "build_house", "build_house")
    state = act(state, 0, "build_house", at="v05")
    assert state.villages[4] == (0,) and state.players[0].gold == 14 and state.players[0].supply == 5
    state = player(state, 0, supply=0)
    assert rule_of(state, 0, "build_house", at="v06") == "M-4.2"


def test_M_4_3_build_two_houses() -> None:
    state = turn(fresh(3), 1, "build_two_houses", "build_two_houses")
    assert rule_of(state, 1, "build_two_houses", city="jaipur", village="v01") == "M-4.0"
    state = player(state, 1, architect="jaipur")
    new = act(state, 1, "build_two_houses", city="jaipur", village="v01")
    assert new.city_houses[0][1] == 1 and new.villages[0] == (1,)
    assert (new.players[1].gold, new.players[1].supply) == (13, 4)
    assert rule_of(player(state, 1, supply=1), 1, "build_two_houses", city="jaipur", village="v01") == "M-4.3"
    full = villages(state, v01=(0, 0))
    assert rule_of(full, 1, "build_two_houses", city="jaipur", village="v01") == "M-1.4"
    options = [a for a in legal(state, 1) if a.type == "build_two_houses"]
    assert len(options) == 30 and {a["city"] for a in options} == {"jaipur"}


def test_M_4_4_move_house() -> None:
    state = villages(turn(fresh(3), 0, "move_house", "move_house"), v01=(0,), v02=(1, 2))
    state = city_houses(state, "ajmer", 1, 0, 0)
    assert rule_of(state, 0, "move_house", from_="v03", to="v04") == "M-4.4"
    assert rule_of(state, 0, "move_house", from_="v01", to="v01") == "M-4.4"
    assert rule_of(state, 0, "move_house", from_="v01", to="v02") == "M-1.4"
    new = act(state, 0, "move_house", from_="ajmer", to="v02".replace("2", "3"))
    assert new.city_houses[5][0] == 0 and new.villages[2] == (0,)
    moves = [a for a in legal(state, 0) if a.type == "move_house"]
    assert len(moves) == 2 * 29 - 1  # 2 sources × 29 free villages, minus v01 -> v01
    assert new.players[0].supply == state.players[0].supply


def test_M_4_5_take_houses() -> None:
    state = turn(fresh(3), 0, "take_houses", "take_houses")
    state = act(state, 0, "take_houses")
    assert (state.players[0].supply, state.players[0].quarry) == (8, 12)
    state = player(state, 0, quarry=1)
    state = act(state, 0, "take_houses")
    assert (state.players[0].supply, state.players[0].quarry) == (9, 0)
    state = turn(state, 0, "take_houses", "take_houses")
    assert rule_of(state, 0, "take_houses") == "M-4.5"


def test_M_4_6_build_palace() -> None:
    state = player(turn(fresh(3), 0, "build_palace", "build_palace"), 0, architect="udaipur")
    state = act(state, 0, "build_palace", city="udaipur")
    assert state.central[2] == 0 and state.players[0].gold == 3 and state.players[0].palaces == 6


def test_M_4_6_1_palace_preconditions() -> None:
    state = turn(fresh(3), 0, "build_palace", "build_palace")
    assert rule_of(state, 0, "build_palace", city="jaipur") == "M-4.6.1"  # architect elsewhere
    state = player(state, 0, architect="jaipur")
    assert rule_of(player(state, 0, gold=11), 0, "build_palace", city="jaipur") == "M-4.6.1"
    assert rule_of(player(state, 0, palaces=0), 0, "build_palace", city="jaipur") == "M-4.6.1"
    assert (
        rule_of(palaces(state, "jaipur", central=1, outer=(0,)), 0, "build_palace", city="jaipur")
        == "M-4.6.1"
    )
    full = palaces(state, "jaipur", central=1, outer=(2, 1, 2, 1, 2, 1))
    assert rule_of(full, 0, "build_palace", city="jaipur") == "M-4.6.2"
    assert "build_palace" not in kinds(full, 0)
    with pytest.raises(IllegalAction, match="your architect is not in Jodhpur"):
        act(state, 0, "build_palace", city="jodhpur")


def test_M_4_6_2_first_palace_takes_the_centre_then_outer_sites() -> None:
    state = player(turn(fresh(3), 0, "build_palace", "build_palace"), 0, architect="jaipur", gold=40)
    state = act(state, 0, "build_palace", city="jaipur")
    assert state.central[0] == 0 and state.outer[0] == ()
    state = player(turn(state, 1, "build_palace", "take_gold"), 1, architect="jaipur")
    state = act(state, 1, "build_palace", city="jaipur")
    assert state.central[0] == 0 and state.outer[0] == (1,)


def test_M_4_6_3_last_palace_triggers_the_end() -> None:
    state = player(turn(fresh(2), 1, "build_palace", "take_gold"), 1, architect="jaipur", palaces=1)
    state = act(state, 1, "build_palace", city="jaipur")
    assert state.end_triggered and state.phase != OVER
    state = act(state, 1, "end_turn")
    assert state.phase == OVER


def test_M_4_7_build_palace_house() -> None:
    state = player(turn(fresh(3), 0, "build_palace_house", "take_gold"), 0, architect="ajmer")
    assert rule_of(player(state, 0, gold=12), 0, "build_palace_house", city="ajmer", at="v01") == "M-4.6.1"
    assert rule_of(player(state, 0, supply=0), 0, "build_palace_house", city="ajmer", at="v01") == "M-4.7"
    assert rule_of(state, 0, "build_palace_house", city="ajmer", at="jaipur") == "M-4.0"
    new = act(state, 0, "build_palace_house", city="ajmer", at="ajmer")
    assert new.central[5] == 0 and new.city_houses[5][0] == 1 and new.players[0].gold == 2
    options = {a["at"] for a in legal(state, 0) if a.type == "build_palace_house"}
    assert "ajmer" in options and len(options) == 31


def test_M_4_8_move_shield() -> None:
    state = turn(fresh(3), 0, "move_shield", "move_shield")
    # queue: jodhpur, udaipur, bikaner, jaisalmer, ajmer, chittorgarh | jaipur (Maharaja)
    state = act(state, 0, "move_shield", city="bikaner", delta=-2)
    assert state.queue[:3] == ("bikaner", "jodhpur", "udaipur") and state.top == 1


def test_M_4_8_1_shield_moves_stay_within_indices_0_to_5() -> None:
    state = turn(fresh(3), 0, "move_shield", "move_shield")
    assert rule_of(state, 0, "move_shield", city="jaipur", delta=-1) == "M-4.8.1"
    assert rule_of(state, 0, "move_shield", city="chittorgarh", delta=1) == "M-4.8.1"
    assert rule_of(state, 0, "move_shield", city="jodhpur", delta=-1) == "M-4.8.1"
    assert rule_of(state, 0, "move_shield", city="ajmer", delta=0) == "M-4.8.1"
    new = act(state, 0, "move_shield", city="ajmer", delta=1)
    assert new.queue[5:] == ("ajmer", "jaipur")
    moves = [a for a in legal(state, 0) if a.type == "move_shield"]
    assert len(moves) == 2 + 3 + 4 + 4 + 3 + 2


def test_M_4_9_swap_card_with_unused_card() -> None:
    state = turn(fresh(3), 0, "swap_card", "take_gold")
    state = act(state, 0, "swap_card", take=6)
    assert state.players[0].cards == (6,) and state.unused == (1, 4, 5)


def test_M_4_9_1_swap_with_a_holder_exchanges() -> None:
    state = turn(fresh(3), 0, "swap_card", "swap_card")
    assert rule_of(state, 0, "swap_card", take=1) == "M-4.9.1"
    assert rule_of(state, 0, "swap_card", take=7) == "M-4.9.1"
    state = act(state, 0, "swap_card", take=3)
    assert state.players[0].cards == (3,) and state.players[2].cards == (1,)
    assert sorted(a["take"] for a in legal(state, 0) if a.type == "swap_card") == [1, 2, 4, 5, 6]


def test_M_4_10_voluntary_forfeit() -> None:
    state = turn(fresh(3), 0, "take_gold", "take_gold")
    state = act(state, 0, "end_turn")
    assert [p.gold for p in state.players] == [15, 15 + 4 + 1, 15 + 4]  # seat 1 is the Trader
    assert palaces_on_board(state, 0) == 0
