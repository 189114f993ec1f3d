"""MUST A: play a card and build, then refill (E)."""

from __future__ import annotations

import pytest

from desktop_app.engine.action import Action
from desktop_app.engine.errors import IllegalAction
from desktop_app.games.arkadia import GAME, board
from desktop_app.games.arkadia.state import CAN, REFILL, TO_DISPLAY
from tests.games.arkadia.scenario import (
    act,
    chance,
    dealt,
    kind,
    play,
    with_building,
    with_screen,
    with_worker,
)

RED_HOUSE = ("red", "house")


def _rule(call) -> str:
    with pytest.raises(IllegalAction) as error:
        call()
    return error.value.rule_id


def test_E_1_only_hand_cards_with_tiles_left() -> None:
    state = dealt(2, hands=[[RED_HOUSE]])
    assert _rule(lambda: play(state, 0, ("olive", "farm"), [(4, 6), (4, 7), (4, 8), (4, 9)])) == "E-1"
    no_tiles = state.__class__(**{**_fields(state), "tiles": (0, *state.tiles[1:])})
    assert _rule(lambda: play(no_tiles, 0, RED_HOUSE, [(4, 6), (4, 7)])) == "E-1"
    assert not any(a.get("building") == "house" for a in GAME.legal_actions(no_tiles, 0))


def _fields(state) -> dict:
    return {name: getattr(state, name) for name in state.__slots__}


def test_E_2_1_on_the_board() -> None:
    state = dealt(2, hands=[[RED_HOUSE]])
    action = Action.make("play_card", family="red", building="house", orientation=0, anchor=(4, 15))
    assert _rule(lambda: GAME.apply(state, 0, action)) == "E-2.1"
    action = Action.make("play_card", family="red", building="house", orientation=0, anchor=(-1, 3))
    assert _rule(lambda: GAME.apply(state, 0, action)) == "E-2.1"


def test_E_2_2_only_empty_squares() -> None:
    state = dealt(2, hands=[[RED_HOUSE]])
    assert _rule(lambda: play(state, 0, RED_HOUSE, [(5, 5), (5, 6)])) == "E-2.2"  # the lot
    state = with_worker(state, (4, 7), 1)
    assert _rule(lambda: play(state, 0, RED_HOUSE, [(4, 7), (4, 8)])) == "E-2.2"


def test_E_2_3_must_touch_building_lot_or_worker() -> None:
    state = dealt(2, hands=[[RED_HOUSE, RED_HOUSE]])
    assert _rule(lambda: play(state, 0, RED_HOUSE, [(0, 0), (0, 1)])) == "E-2.3"
    play(state, 0, RED_HOUSE, [(4, 6), (4, 7)])  # touches the lot
    state, _ = with_building(state, "olive", "farm", [(1, 0), (1, 1), (1, 2), (1, 3)], completed=True)
    play(state, 0, RED_HOUSE, [(0, 0), (0, 1)])  # completed buildings count too
    state = with_worker(state, (10, 10), 1)
    play(state, 0, RED_HOUSE, [(10, 11), (10, 12)])  # next to a worker


def test_E_2_legal_placements_are_exactly_the_checked_ones() -> None:
    state = dealt(2, hands=[[RED_HOUSE, ("olive", "trading_post")]])
    legal = GAME.legal_actions(state, 0)
    assert len(legal) == len(set(legal))
    for action in legal:
        GAME.apply(state, 0, action)
    house = [a for a in legal if a["building"] == "house"]
    # around the 2x5 lot: 14 frontier squares; a domino touching it in either orientation
    expected = 0
    for o, shape in enumerate(board.SHAPE_MASKS[0]):
        for a in board.bits(board.VALID_ANCHORS[0][o]):
            m = shape << a
            expected += not m & state.occupied and bool(board.neighbours(state.occupied) & m)
    assert len(house) == expected


def test_E_3_building_seal_tents_and_discard() -> None:
    state = dealt(2, hands=[[("black", "smithy")]])
    state, _ = with_building(state, "red", "farm", [(4, 5), (3, 5), (2, 5), (1, 5)])
    state = play(state, 0, ("black", "smithy"), [(4, 2), (4, 3), (4, 4)])  # (4,4) is a tent
    new = state.buildings[-1]
    assert (board.FAMILIES[new.family], board.TYPES[new.type], new.seal, new.completed) == (
        "black",
        "smithy",
        True,
        False,
    )
    assert state.screens[0].neutral == 1 and state.neutral_supply == 23
    assert state.discard == (kind(("black", "smithy")),)
    assert kind(("black", "smithy")) not in state.screens[0].hand


def test_E_3_tent_workers_limited_by_supply() -> None:
    state = dealt(2, hands=[[("black", "smithy")]])
    state = state.__class__(**{**_fields(state), "neutral_supply": 0})
    state, _ = with_building(state, "red", "farm", [(4, 5), (3, 5), (2, 5), (1, 5)])
    state = play(state, 0, ("black", "smithy"), [(4, 2), (4, 3), (4, 4)])
    assert state.screens[0].neutral == 0 and state.neutral_supply == 0


def checkerboard(state):
    """Every square occupied except an isolated checkerboard: no tile of 2+ squares fits anywhere."""
    holes = sum(1 << board.index((r, c)) for r in range(12) for c in range(16) if (r + c) % 2 == 0)
    return state.__class__(**{**_fields(state), "occupied": board.FULL & ~(holes & ~board.LOT_MASK)})


def test_E_4_no_playable_card_means_no_build() -> None:
    state = checkerboard(dealt(2, hands=[[("red", "farm"), RED_HOUSE]]))
    assert not [a for a in GAME.legal_actions(state, 0) if a.type == "play_card"]
    assert _rule(lambda: play(state, 0, RED_HOUSE, [(0, 0), (0, 1)])) == "E-2.2"


def test_E_5_refill_from_pile_or_display() -> None:
    state = dealt(2, hands=[[RED_HOUSE]], display=[("olive", "mill"), ("black", "farm"), ("silver", "house")])
    state = play(state, 0, RED_HOUSE, [(4, 6), (4, 7)])
    assert state.phase == REFILL
    legal = GAME.legal_actions(state, 0)
    assert Action.make("draw", source="pile") in legal and len(legal) == 4
    pile = act(state, 0, "draw", source="pile")
    assert pile.pending == 0
    pile = chance(pile, ("silver", "monastery"))
    assert pile.phase == CAN and len(pile.screens[0].hand) == 4
    display = act(state, 0, "draw", source="display", family="olive", building="mill")
    assert display.pending == TO_DISPLAY and kind(("olive", "mill")) in display.screens[0].hand
    display = chance(display, ("silver", "monastery"))
    assert len(display.display) == 3 and display.phase == CAN
    with pytest.raises(IllegalAction) as error:
        act(state, 0, "draw", source="display", family="red", building="farm")
    assert error.value.rule_id == "E-5"


def test_E_5_empty_pile_display_only_and_no_refill() -> None:
    state = dealt(2, hands=[[RED_HOUSE]], display=[("olive", "mill"), ("black", "farm"), ("silver", "house")])
    state = state.__class__(**{**_fields(state), "pile": (0,) * 28, "pile_size": 0})
    state = play(state, 0, RED_HOUSE, [(4, 6), (4, 7)])
    assert Action.make("draw", source="pile") not in GAME.legal_actions(state, 0)
    state = act(state, 0, "draw", source="display", family="olive", building="mill")
    assert len(state.display) == 2 and state.phase == CAN


def test_E_5_both_sources_empty_stops_short() -> None:
    state = dealt(2, hands=[[RED_HOUSE]])
    state = state.__class__(**{**_fields(state), "pile": (0,) * 28, "pile_size": 0, "display": ()})
    state = with_screen(state, 0, hand=(kind(RED_HOUSE),))
    state = play(state, 0, RED_HOUSE, [(4, 6), (4, 7)])
    assert state.phase == CAN and state.screens[0].hand == ()


def test_B_5_buildings_get_ids_in_placing_order_and_the_lot_is_no_building() -> None:
    state = dealt(2, hands=[[RED_HOUSE], [("olive", "smithy")]])
    state = play(state, 0, RED_HOUSE, [(4, 6), (4, 7)])
    state = chance(act(state, 0, "draw", source="pile"), ("silver", "monastery"))
    state = act(state, 0, "end_turn")
    state = play(state, 1, ("olive", "smithy"), [(7, 6), (7, 7), (7, 8)])
    assert [(b.id, board.TYPES[b.type], board.FAMILIES[b.family]) for b in state.buildings] == [
        (0, "house", "red"),
        (1, "smithy", "olive"),
    ]
    assert not any(b.completed for b in state.buildings)
    # F-2: a worker next to the lot only is not next to a building
    assert not state.building_ring >> board.index((5, 5)) & 1
