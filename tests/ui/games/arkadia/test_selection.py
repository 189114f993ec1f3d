"""The board's choice logic without Qt: orientations (B-6), placements by squares (E-2), stuck turns
(G-2, G-3) and the worker toggle (F-1), all read off ``legal``."""

from __future__ import annotations

from desktop_app.engine.action import Action
from desktop_app.games.arkadia import board_layout
from desktop_app.ui.games.arkadia.interaction import Selection
from desktop_app.ui.games.arkadia.shapes import Placements, card_key, normalise, shape_sets
from tests.ui.games.arkadia.conftest import mover, new_session

SHAPES = shape_sets(board_layout())


def test_b6_turning_and_mirroring_name_the_engines_orientations():
    counts = {"house": 2, "smithy": 2, "tavern": 4, "farm": 2, "trading_post": 8, "mill": 4, "monastery": 4}
    for name, shape in SHAPES.items():
        assert len(shape.orientations) == counts[name]
        for o, cells in enumerate(shape.orientations):
            assert shape.orientations[shape.turned[o]] == normalise((c, -r) for r, c in cells)
            assert shape.orientations[shape.mirrored[o]] == normalise((r, -c) for r, c in cells)
            o4 = o
            for _ in range(4):
                o4 = shape.turned[o4]
            assert o4 == o
            assert shape.mirrored[shape.mirrored[o]] == o
            assert shape.pivots[o] in cells


def test_e2_every_legal_placement_is_one_square_set_and_back():
    session = new_session(seed=2)
    seat = mover(session)
    legal = session.legal_actions(seat)
    placements = Placements(legal, SHAPES)
    plays = [a for a in legal if a.type == "play_card"]
    assert sum(placements.count(card) for card in placements.playable()) == len(plays)
    for action in plays[:: max(1, len(plays) // 50)]:
        shape = SHAPES[action["building"]]
        cells = shape.cells_at(action["orientation"], tuple(action["anchor"]))
        assert placements.action_for(card_key(action), reversed(cells)) == action


def _view_with(hand, own=0, neutral=0):
    return {
        "phase": "must",
        "seats": [{"hand": hand, "screen": {"own": own, "neutral": neutral, "seals": {}, "gold": 0}}],
        "buildings": [{"id": 0, "type": "house", "family": "red", "squares": [[3, 3], [3, 4]]}],
        "step": {"workers_placed": [], "candidates": []},
    }


def test_g2_g3_stuck_player_discards_by_clicking_a_card_or_passes():
    sel = Selection(SHAPES)
    hand = [{"family": "red", "building": "farm"}]
    exchange = Action.make("exchange_card", family="red", building="farm")
    sel.reset(_view_with(hand), 0, [exchange])
    assert sel.choose_card(("red", "farm")) == exchange
    sel.reset(_view_with([]), 0, [Action.make("pass")])
    assert sel.simple("pass") == Action.make("pass")
    assert sel.choose_card(("red", "farm")) is None


def test_f1_toggle_cycles_own_neutral_none_within_what_is_behind_the_screen():
    sel = Selection(SHAPES)
    legal = [
        Action.make("place_worker", square=(2, 3), kind="own"),
        Action.make("place_worker", square=(2, 3), kind="neutral"),
        Action.make("place_worker", square=(2, 4), kind="own"),
        Action.make("place_worker", square=(2, 4), kind="neutral"),
        Action.make("place_worker", square=(9, 9), kind="own"),
    ]
    sel.reset(_view_with([], own=1, neutral=1), 0, legal)
    assert set(sel.choosable_buildings()[0]) == {(2, 3), (2, 4)}, "(9,9) is not beside the house"
    assert sel.click_square((2, 3)) == []  # chooses the house and marks an own worker
    assert sel.building == 0 and sel.marks == [((2, 3), "own")]
    sel.click_square((2, 4))  # the only own worker is used: neutral
    assert sel.marks == [((2, 3), "own"), ((2, 4), "neutral")]
    sel.click_square((2, 3))  # own -> neutral is not possible (none left) -> off
    assert sel.marks == [((2, 4), "neutral")]
    assert sel.worker_actions() == [
        Action.make("place_worker", square=(2, 4), kind="neutral"),
        Action.make("finish_workers"),
    ]
