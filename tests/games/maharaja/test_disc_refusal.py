"""Why a disc action still on the disc has no legal use (``disc_refusal``, M-4): the side
panel's "not now" lines. ``options`` empty must mean a refusal, and options present none."""

from __future__ import annotations

from desktop_app.engine.messages import render
from desktop_app.games.maharaja import DISC_ACTIONS, disc_refusal
from desktop_app.games.maharaja.discs import options

from .helpers import fresh, palaces, player, turn, villages


def rule(state, kind: str) -> str | None:
    refusal = disc_refusal(state, 0, kind)
    return refusal.rule_id if refusal is not None else None


def test_M_4_a_refusal_exactly_when_there_is_no_option() -> None:
    for state in (turn(fresh(4), 0, gold=0), turn(fresh(4), 0, gold=50), turn(fresh(2), 0, gold=3)):
        for kind in DISC_ACTIONS:
            assert (disc_refusal(state, 0, kind) is None) == bool(options(state, 0, kind)), kind


def test_M_4_2_a_house_needs_one_in_supply_and_a_gold() -> None:
    assert rule(player(turn(fresh(4), 0), 0, supply=0), "build_house") == "M-4.2"
    refusal = disc_refusal(player(turn(fresh(4), 0), 0, gold=0), 0, "build_house")
    assert refusal is not None and render(refusal.message) == "you need 1 gold, you have 0"


def test_M_4_3_two_houses_need_the_architect_in_a_city() -> None:
    refusal = disc_refusal(turn(fresh(4), 0, gold=50), 0, "build_two_houses")  # everyone at Pushkar
    assert refusal is not None and refusal.rule_id == "M-4.3"
    assert "architect must stand in a city" in render(refusal.message)


def test_M_4_4_moving_needs_a_house_on_the_map() -> None:
    assert rule(turn(fresh(4), 0), "move_house") == "M-4.4"
    assert rule(villages(turn(fresh(4), 0), v01=(0,)), "move_house") is None


def test_M_4_6_1_a_palace_says_its_price() -> None:
    state = player(turn(fresh(4), 0, gold=5), 0, architect="jaipur")
    refusal = disc_refusal(state, 0, "build_palace")
    assert refusal is not None and refusal.rule_id == "M-4.6.1"
    assert render(refusal.message) == "the palace costs 12 gold, you have 5"
    assert rule(player(state, 0, gold=50), "build_palace") is None


def test_M_4_6_2_a_full_city_has_no_site() -> None:
    state = player(turn(fresh(4), 0, gold=50), 0, architect="jaipur")
    state = palaces(state, "jaipur", central=1, outer=(2, 3, -2, -2, -2, -2))
    assert rule(state, "build_palace") == "M-4.6.2"


def test_M_4_5_an_empty_quarry() -> None:
    assert rule(player(turn(fresh(4), 0), 0, quarry=0), "take_houses") == "M-4.5"
