"""The click model without Qt: targets are exactly the parameter values in ``legal``."""

from __future__ import annotations

from desktop_app.engine.action import Action
from desktop_app.ui.games.maharaja.interaction import Selection, buttons_of, mode_of

MOVES = [
    Action.make("move_house", **{"from": "v01", "to": "v02"}),
    Action.make("move_house", **{"from": "v01", "to": "jaipur"}),
    Action.make("move_house", **{"from": "jaipur", "to": "v02"}),
]


def test_m4_4_two_clicks_complete_a_move():
    selection = Selection()
    selection.reset([*MOVES, Action.make("end_turn")])
    selection.enter("move_house")
    assert set(selection.targets()) == {"v01", "jaipur"}
    assert selection.click("v09") is None and selection.picked == ()
    assert selection.click("v01") is None
    assert set(selection.targets()) == {"v02", "jaipur"}
    assert selection.click("jaipur") == MOVES[1]


def test_m4_3_single_city_is_filled_in_so_the_village_is_the_only_click():
    two = [Action.make("build_two_houses", city="ajmer", village=v) for v in ("v21", "v26")]
    selection = Selection()
    selection.reset(two)
    selection.enter("build_two_houses")
    assert selection.picked == ("ajmer",)
    assert set(selection.targets()) == {"v21", "v26"}
    assert selection.click("v26") == two[1]


def test_cancel_drops_the_first_click_then_the_mode():
    selection = Selection()
    selection.reset(MOVES, "travel")
    selection.enter("move_house")
    selection.click("v01")
    assert selection.cancel() and selection.picked == () and selection.mode == "move_house"
    assert selection.cancel() and selection.mode is None
    assert not selection.cancel()


def test_m9_2_chip_actions_are_their_own_modes_and_buttons():
    chip_house = Action("chip_action", (("action", "build_house"), ("at", "v03")))
    chip_gold = Action("chip_action", (("action", "take_gold"),))
    assert mode_of(chip_house) == "chip:build_house"
    assert mode_of(chip_gold) is None
    selection = Selection()
    selection.reset([chip_house, chip_gold, Action.make("build_house", at="v04")])
    assert set(selection.modes) == {"chip:build_house", "build_house"}
    selection.enter("chip:build_house")
    assert selection.click("v03") == chip_house
    assert buttons_of([chip_house, chip_gold]) == [chip_gold]


def test_a_mode_that_is_no_longer_legal_is_left():
    selection = Selection()
    selection.reset(MOVES, "travel")
    selection.enter("move_house")
    selection.reset([Action.make("travel", road="r01")], "travel")
    assert selection.mode == "travel"
    assert set(selection.targets()) == {"r01"}
