"""Character powers (M-6): whoever holds the card at the moment of use has the power."""

from __future__ import annotations

import pytest

from desktop_app.engine import IllegalAction
from desktop_app.games.maharaja.scoring import score_city

from .helpers import act, city_houses, fresh, kinds, legal, palaces, player, turn, villages


def test_M_6_0_power_follows_the_card_at_once() -> None:
    state = villages(turn(fresh(4), 0, "swap_card", "take_gold", gold=0), v19=(1,), v20=(1,))
    assert "travel" not in kinds(state, 0)
    state = act(state, 0, "swap_card", take=4)  # now the Wanderer
    state = act(state, 0, "travel", road="r10")
    assert state.players[0].architect == "jaipur" and state.players[3].cards == (1,)


def test_M_6_1_grand_prince_wins_ties_and_acts_first() -> None:
    state = fresh(3, cards=((3,), (1,), (2,)))
    state = city_houses(state, "jaipur", 2, 2, 0)
    state = score_city(state)
    assert state.last_scoring.ranking == (1, 0)
    for seat in range(3):
        state = act(state, seat, "choose_actions", a="take_gold", b="take_gold")
    assert state.order == (1, 2, 0)


def test_M_6_2_trader_gains_one_gold_at_turn_start() -> None:
    state = fresh(2, cards=((1,), (2,)))
    state = act(state, 0, "choose_actions", a="take_gold", b="take_gold")
    state = act(state, 1, "choose_actions", a="take_gold", b="take_gold")
    assert state.players[1].gold == 15
    state = act(state, 0, "take_gold")
    state = act(state, 0, "take_gold")
    state = act(state, 0, "end_turn")
    assert state.players[1].gold == 16


def test_M_6_3_priest_outer_palaces_score_two() -> None:
    state = palaces(fresh(3), "jaipur", central=2, outer=(0, 1))
    state = player(state, 0, cards=(3,))
    state = player(state, 2, cards=(1,))
    state = score_city(state)
    assert state.last_scoring.points == (2, 1, 3)


def test_M_6_4_wanderer_fares_paid_by_the_bank() -> None:
    state = villages(turn(fresh(4), 3, gold=1), v05=(0, 0), v06=(1,))
    state = act(state, 3, "travel", road="r03")
    assert [p.gold for p in state.players] == [17, 16, 15, 1]


def test_M_6_5_entrepreneur_free_house_or_move_once_per_turn() -> None:
    state = villages(turn(fresh(5), 4, "take_gold", "take_gold"), v01=(4,))
    assert state.players[4].cards == (5,)
    assert {"free_house", "free_move"} <= kinds(state, 4)
    new = act(state, 4, "free_house", at="v02")
    assert new.players[4].gold == 15 and new.players[4].supply == 5
    assert not {"free_house", "free_move"} & kinds(new, 4)
    with pytest.raises(IllegalAction) as error:
        act(new, 4, "free_move", from_="v01", to="v03")
    assert error.value.rule_id == "M-6.5"
    moved = act(state, 4, "free_move", from_="v01", to="v03")
    assert moved.villages[0] == () and moved.villages[2] == (4,)
    with pytest.raises(IllegalAction) as error:
        act(state, 4, "free_house", at="jaipur")  # D-21: a city needs the architect
    assert error.value.rule_id == "M-4.0"
    with pytest.raises(IllegalAction) as error:
        act(state, 0, "free_house", at="v02")
    assert error.value.rule_id == "M-3.3.3"
    other = turn(state, 0)
    with pytest.raises(IllegalAction) as error:
        act(other, 0, "free_house", at="v02")
    assert error.value.rule_id == "M-6.5"
    ended = act(moved, 4, "end_turn")  # not using it is no forfeit of the power
    assert ended.players[4].free_used


def test_M_6_6_master_builder_pays_nine() -> None:
    state = fresh(4, cards=((1,), (2,), (3,), (6,)))
    state = player(turn(state, 3, "build_palace", "build_palace_house", gold=19), 3, architect="jaipur")
    assert [a.type for a in legal(player(state, 3, gold=8), 3)] == ["end_turn"]
    state = act(state, 3, "build_palace", city="jaipur")
    assert state.players[3].gold == 10
    state = player(state, 3, architect="ajmer")
    state = act(state, 3, "build_palace_house", city="ajmer", at="v01")
    assert state.players[3].gold == 0


def test_M_6_7_yogi_takes_chips_only_in_pro() -> None:
    state = turn(fresh(5, "pro1", cards=((1,), (2,), (3,), (4,), (7,))), 4)
    assert "take_chip" in kinds(state, 4)
    state = act(state, 4, "take_chip")
    assert state.players[4].chips == 1 and state.chip_supply == 6
    base = turn(fresh(4), 3)
    with pytest.raises(IllegalAction) as error:
        act(base, 3, "take_chip")
    assert error.value.rule_id == "M-9.2"


def test_entrepreneur_power_in_city_with_architect() -> None:
    state = player(turn(fresh(5), 4), 4, architect="jaipur")
    state = act(state, 4, "free_house", at="jaipur")
    assert state.city_houses[0][4] == 1
