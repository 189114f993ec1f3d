"""Components, board geometry and the board data (A, B)."""

from __future__ import annotations

import json

from desktop_app.engine.registry import get_game
from desktop_app.games.arkadia import GAME, board, board_layout
from desktop_app.games.arkadia.state import BANNERS, NEUTRAL_WORKERS, OWN_WORKERS
from tests.collector_held import threads_alone


def test_A_1_two_to_four_players_in_seat_colours() -> None:
    assert (GAME.min_players, GAME.max_players) == (2, 4)
    assert board.SEAT_COLOURS == ("yellow", "orange", "green", "violet")
    assert get_game("arkadia") is GAME and GAME.title == "Arkadia"


def test_A_2_A_3_banners_and_workers() -> None:
    assert (BANNERS, OWN_WORKERS, NEUTRAL_WORKERS) == (4, 11, 24)


def test_A_4_A_5_four_seal_families() -> None:
    assert board.FAMILIES == ("red", "olive", "black", "silver")


def test_A_6_building_types_shapes_and_orientation_counts() -> None:
    counts = {name: len(board.ORIENTATIONS[t]) for t, name in enumerate(board.TYPES)}
    assert counts == {
        "house": 2,
        "smithy": 2,
        "tavern": 4,
        "farm": 2,
        "trading_post": 8,
        "mill": 4,
        "monastery": 4,
    }
    assert sum(board.TILE_COUNTS) == 40
    assert [len(s) for s in board.SHAPES] == [2, 3, 3, 4, 4, 4, 4]


def test_A_7_forty_cards_ten_per_family_matching_tiles() -> None:
    assert sum(board.CARD_COUNTS) == 40
    for f in range(4):
        cards = [board.CARD_COUNTS[board.kind_of(f, t)] for t in range(len(board.TYPES))]
        assert sum(cards) == 10
        assert sum(n * len(board.SHAPES[t]) for t, n in enumerate(cards)) == 33
    for t in range(len(board.TYPES)):
        assert sum(board.CARD_COUNTS[board.kind_of(f, t)] for f in range(4)) == board.TILE_COUNTS[t]


def test_A_8_twenty_eight_castle_pieces() -> None:
    state = GAME.initial_state(2, {})
    assert sum(sum(pool) for pool in state.pools) == 28
    assert [sum(pool[f] for pool in state.pools) for f in range(4)] == [7, 7, 7, 7]


def test_A_9_B_3_lot_and_printed_colours() -> None:
    assert len(board.LOT) == 10
    assert set(board.LOT) == {(r, c) for r in (5, 6) for c in range(6, 11)}
    printed = {sq: board.FAMILIES[p] for sq, p in zip(board.LOT, board.PRINTED, strict=True) if p >= 0}
    assert printed == {(5, 6): "red", (5, 9): "black", (6, 7): "olive", (6, 10): "silver"}
    assert not board.TENT_MASK & board.LOT_MASK


def test_B_1_grid_and_side_neighbours_only() -> None:
    assert (board.ROWS, board.COLS) == (12, 16)
    corner = board.neighbours(board.mask_of([(0, 0)]))
    assert board.squares_of(corner) == [(0, 1), (1, 0)]
    edge = board.neighbours(board.mask_of([(3, 15)]))
    assert board.squares_of(edge) == [(2, 15), (3, 14), (4, 15)]  # no wrap onto row 4 column 0
    left = board.neighbours(board.mask_of([(4, 0)]))
    assert (3, 15) not in board.squares_of(left)


def test_B_2_sixteen_tents() -> None:
    assert len(board.TENTS) == 16 and board.TENT_MASK.bit_count() == 16


def test_B_4_lot_is_occupied_from_the_start() -> None:
    assert GAME.initial_state(3, {}).occupied == board.LOT_MASK


def test_B_6_orientation_enumeration_order() -> None:
    assert board.ORIENTATIONS[board.TYPE_INDEX["house"]] == (((0, 0), (0, 1)), ((0, 0), (1, 0)))
    tavern = board.ORIENTATIONS[board.TYPE_INDEX["tavern"]]
    assert tavern[0] == ((0, 0), (1, 0), (1, 1))  # the JSON shape itself comes first
    assert tavern[1] == ((0, 0), (0, 1), (1, 0))  # one quarter turn clockwise
    for orients in board.ORIENTATIONS:
        assert len(set(orients)) == len(orients)


def test_B_6_placements_cover_distinct_square_sets() -> None:
    for t in range(len(board.TYPES)):
        seen: set[int] = set()
        for o, shape in enumerate(board.SHAPE_MASKS[t]):
            for a in board.bits(board.VALID_ANCHORS[t][o]):
                mask = shape << a
                assert mask not in seen
                seen.add(mask)
                rows = {i // board.COLS for i in board.bits(mask)}
                assert max(rows) - min(rows) < 4  # never wrapped around a row end


def test_B_7_board_data_is_a_package_resource_and_layout_is_json() -> None:
    layout = board_layout()
    json.dumps(layout)
    assert layout["rows"] == 12 and layout["cols"] == 16
    assert len(layout["tents"]) == 16
    assert layout["lot"]["printed"] == {"5,6": "red", "5,9": "black", "6,7": "olive", "6,10": "silver"}
    trading = next(b for b in layout["building_types"] if b["id"] == "trading_post")
    assert len(trading["orientations"]) == 8 and trading["count"] == 6


def test_the_ready_made_play_actions_are_the_actions_make_builds():
    """The table is built without ``Action.make``'s checks (start-up speed); each entry must
    still equal, hash and print like the action ``make`` returns for its parameters."""
    from desktop_app.engine.action import Action
    from desktop_app.games.arkadia.actions import PLAY_ACTIONS

    count = 0
    for per_type in PLAY_ACTIONS:
        for per_orientation in per_type:
            for row in per_orientation:
                for action in row:
                    if action is None:
                        continue
                    made = Action.make("play_card", **action.kwargs)
                    assert made == action and hash(made) == hash(action) and repr(made) == repr(action)
                    assert type(action["anchor"]) is tuple and all(type(v) is int for v in action["anchor"])
                    count += 1
    assert count > 1000


def test_a_placement_is_one_object_however_and_by_whomever_it_is_asked_for():
    """The placements are built per family and type on first use; bots key caches on their
    identity, so every read — from any thread — must hand out the very same objects."""
    import threading

    from desktop_app.games.arkadia.actions import PLAY_ACTIONS, _FamilyPlays

    first = PLAY_ACTIONS[2][5]
    assert PLAY_ACTIONS[2][5] is first and PLAY_ACTIONS[2][5 - len(PLAY_ACTIONS[2])] is first
    assert list(PLAY_ACTIONS[1])[3] is PLAY_ACTIONS[1][3]
    assert PLAY_ACTIONS[0][1:3] == (PLAY_ACTIONS[0][1], PLAY_ACTIONS[0][2])
    fresh = _FamilyPlays("olive")
    seen: list[int] = []
    readers = [threading.Thread(target=lambda: seen.append(id(fresh[4]))) for _ in range(8)]
    with threads_alone():  # no collection on the readers (tests/collector_held.py)
        for reader in readers:
            reader.start()
        for reader in readers:
            reader.join()
    assert len(set(seen)) == 1 and fresh[4] == PLAY_ACTIONS[1][4]


def test_B_bits_lists_every_set_square_of_a_board_mask_in_order() -> None:
    """``bits`` reads a mask byte by byte from ready-made tables: the same squares as a test of
    every bit, for every square alone, the full board and random masks."""
    import random

    rng = random.Random(5)
    masks = [
        0,
        board.FULL,
        *(1 << s for s in range(board.SQUARES)),
        *(rng.getrandbits(board.SQUARES) for _ in range(200)),
    ]
    for mask in masks:
        assert board.bits(mask) == [s for s in range(board.SQUARES) if mask >> s & 1]
