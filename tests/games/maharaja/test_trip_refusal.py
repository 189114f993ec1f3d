"""Why a far city cannot be reached this turn (M-5): ``trip_refusal``, which the board shows on
hover and click of a city that is not lit. Each answer is the rule a traveller meets first."""

from __future__ import annotations

from desktop_app.engine.messages import render
from desktop_app.games.maharaja import cheapest_trips, trip_refusal

from .helpers import fresh, player, turn, villages


def open_map(state):
    """Every village holds one house of seat 3 (so nothing blocks)."""
    return villages(state, **{f"v{i:02d}": (3,) for i in range(1, 31)})


def test_M_5_3_a_city_behind_empty_villages_names_the_first_empty_village() -> None:
    state = turn(fresh(4), 0, gold=50)  # the map is empty: every road from Pushkar is blocked
    refusal = trip_refusal(state, 0, "jaipur")
    assert refusal is not None and refusal.rule_id == "M-5.3"
    assert refusal.message.id == "maharaja.refusal.trip_blocked"
    text = render(refusal.message)
    assert text.startswith("the way to Jaipur is blocked: the village") and "v19" not in text


def test_M_5_3_an_open_way_is_no_refusal() -> None:
    state = open_map(turn(fresh(4), 0, gold=50))
    assert "jaipur" in cheapest_trips(state, 0)
    assert trip_refusal(state, 0, "jaipur") is None


def test_M_5_5_a_way_too_dear_says_its_price_and_the_gold() -> None:
    state = villages(turn(fresh(4), 0, gold=0), v19=(1, 2), v20=(1,))  # Pushkar -> Jaipur: 3 gold
    state = player(state, 0, gold=2)
    refusal = trip_refusal(state, 0, "jaipur")
    assert refusal is not None and refusal.rule_id == "M-5.5"
    assert refusal.message.get("gold") == 2 and refusal.message.get("fare") == 3
    assert render(refusal.message) == "the cheapest way to Jaipur costs 3 gold, and you have 2"


def test_M_5_2_the_start_location_is_never_a_destination() -> None:
    state = open_map(turn(fresh(4), 0, gold=50))
    refusal = trip_refusal(state, 0, "pushkar")
    assert refusal is not None and refusal.rule_id == "M-5.2"


def test_M_5_1_the_architects_own_city_is_no_refusal() -> None:
    state = player(open_map(turn(fresh(4), 0, gold=50)), 0, architect="jaipur")
    assert trip_refusal(state, 0, "jaipur") is None
