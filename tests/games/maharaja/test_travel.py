"""Travel (M-5): single-road steps, blocking, fares to owners, affordability, the Wanderer."""

from __future__ import annotations

import pytest

from desktop_app.engine import IllegalAction
from desktop_app.games.maharaja import GAME, cheapest_trips

from .helpers import act, fresh, legal, player, turn, villages


def roads(state, seat) -> list[str]:
    return [a["road"] for a in legal(state, seat) if a.type == "travel"]


def rule_of(state, seat, road) -> str:
    with pytest.raises(IllegalAction) as error:
        act(state, seat, "travel", road=road)
    return error.value.rule_id


def open_map(state):
    """Every village holds one house of seat 3 (so nothing blocks)."""
    return villages(state, **{f"v{i:02d}": (3,) for i in range(1, 31)})


def test_M_5_1_travel_any_number_of_times_only_in_own_turn() -> None:
    state = open_map(turn(fresh(4), 0, "take_gold", "take_gold", gold=50))
    state = act(state, 0, "travel", road="r10")  # pushkar -> jaipur
    state = act(state, 0, "take_gold")
    state = act(state, 0, "travel", road="r12")  # jaipur -> ajmer
    state = act(state, 0, "travel", road="r14")  # ajmer -> chittorgarh
    assert state.players[0].architect == "chittorgarh" and state.players[0].slots == ("take_gold",)
    with pytest.raises(IllegalAction) as error:
        act(state, 1, "travel", road="r16")
    assert error.value.rule_id == "M-3.3.3"
    assert rule_of(state, 0, "r01") == "M-5.1"  # road does not start here


def test_M_5_2_start_location_is_never_entered_again() -> None:
    state = open_map(turn(fresh(4), 0, gold=50))
    assert sorted(roads(state, 0)) == ["r03", "r07", "r10", "r11"]
    state = act(state, 0, "travel", road="r11")  # pushkar -> ajmer
    assert "r11" not in roads(state, 0)
    assert rule_of(state, 0, "r11") == "M-5.2"
    assert rule_of(state, 0, "r99") == "M-1.7"


def test_M_5_3_an_empty_village_blocks_the_road() -> None:
    state = villages(turn(fresh(4), 0, gold=50), v19=(1,))
    assert "r10" not in roads(state, 0)
    assert rule_of(state, 0, "r10") == "M-5.3"
    state = villages(state, v20=(2,))
    assert "r10" in roads(state, 0)


def test_M_5_4_fare_is_paid_to_each_house_owner_free_where_own_house() -> None:
    state = villages(turn(fresh(4), 0, gold=10), v19=(1, 2), v20=(1, 1))
    state = act(state, 0, "travel", road="r10")
    assert [p.gold for p in state.players] == [6, 18, 16, 15]
    state = villages(turn(fresh(4), 0, gold=10), v19=(0, 2), v20=(1,))
    state = act(state, 0, "travel", road="r10")
    assert [p.gold for p in state.players] == [9, 16, 15, 15]


def test_M_5_5_traveller_must_afford_the_whole_road() -> None:
    state = villages(turn(fresh(4), 0, gold=2), v19=(1, 2), v20=(1,))
    assert "r10" not in roads(state, 0)
    assert rule_of(state, 0, "r10") == "M-5.5"
    state = player(state, 0, gold=3)
    assert "r10" in roads(state, 0)
    assert act(state, 0, "travel", road="r10").players[0].gold == 0


def test_M_5_6_wanderer_travels_at_the_banks_cost() -> None:
    state = villages(turn(fresh(4), 3, gold=0), v19=(1, 2), v20=(1,))
    assert state.players[3].cards == (4,)
    assert "r10" in roads(state, 3)
    state = act(state, 3, "travel", road="r10")
    assert [p.gold for p in state.players] == [15, 17, 16, 0]


def test_M_5_7_architects_and_maharaja_share_a_city() -> None:
    state = villages(turn(fresh(4), 0, gold=50), v19=(1,), v20=(1,))
    for seat in (1, 2, 3):
        state = player(state, seat, architect="jaipur")
    state = act(state, 0, "travel", road="r10")
    assert {p.architect for p in state.players} == {"jaipur"} == {state.maharaja}


def test_cheapest_trips_use_networkx_and_match_single_steps() -> None:
    state = open_map(turn(fresh(4), 0, gold=3))
    state = villages(state, v22=(0,), v23=(0,))  # jaipur -> ajmer free for seat 0
    trips = cheapest_trips(state, 0)
    assert trips["jaipur"] == (1, ("r11", "r12"))  # via Ajmer beats r10 (2 gold)
    assert trips["ajmer"] == (1, ("r11",))
    assert "chittorgarh" in trips and trips["chittorgarh"][0] == 2
    assert "pushkar" not in trips
    for city, (fare, path) in trips.items():
        s = state
        for road in path:
            s = act(s, 0, "travel", road=road)
        assert s.players[0].architect == city and state.players[0].gold - s.players[0].gold == fare
    view = GAME.view(state, 1)
    assert view["travel"]["ajmer"] == {"fare": 1, "roads": ["r11"]}
