"""Where tiles and workers may go, and when a building is complete (E-2, E-4, F-2, F-5, G-1, H-1)
— the hot path.

All tests are whole-board bit operations on ``occupied`` (lot, tiles and workers, B-4). For one
orientation with cell offsets d_i, the legal anchors are::

    valid_anchors & AND_i(empty >> d_i) & OR_i(frontier >> d_i)

(E-2.1 on the board, E-2.2 every cell empty, E-2.3 some cell touches an occupied square), so a
whole hand is enumerated in a few hundred integer operations, and the ready-made actions of
``actions.PLAY_ACTIONS`` are looked up by anchor. Different orientations of one type are different
normalised shapes, so no two (orientation, anchor) pairs cover the same squares (B-6).
"""

from __future__ import annotations

from typing import cast

from desktop_app.engine.action import Action
from desktop_app.games.arkadia import board
from desktop_app.games.arkadia.actions import PLAY_ACTIONS
from desktop_app.games.arkadia.state import ArkState

_FULL = board.FULL
_OFFSETS = board.OFFSETS
_VALID = board.VALID_ANCHORS
_neighbours = board.neighbours


def empty_and_frontier(occupied: int) -> tuple[int, int]:
    """(empty squares, empty squares with an occupied neighbour) — N-4's frontier."""
    empty = _FULL & ~occupied
    return empty, _neighbours(occupied) & empty


def anchor_masks(building: int, empty: int, frontier: int) -> list[int]:
    """Per orientation of ``building``, the bitboard of anchors with a legal placement (E-2)."""
    out = []
    for offsets, valid in zip(_OFFSETS[building], _VALID[building], strict=True):
        all_empty = valid
        touch = 0
        for d in offsets:
            all_empty &= empty >> d
            touch |= frontier >> d
        out.append(all_empty & touch)
    return out


def playable_kinds(state: ArkState, hand: tuple[int, ...]) -> list[int]:
    """Distinct card kinds of ``hand`` whose type still has a tile (E-1)."""
    tiles = state.tiles
    kinds: list[int] = []
    for kind in hand:
        if tiles[kind % len(board.TYPES)] > 0 and kind not in kinds:
            kinds.append(kind)
    return kinds


def play_actions(state: ArkState, hand: tuple[int, ...]) -> list[Action]:
    """Every legal ``play_card`` for ``hand`` (E-1, E-2), one action per distinct set of squares."""
    empty, frontier = empty_and_frontier(state.occupied)
    by_type: dict[int, list[int]] = {}
    out: list[Action] = []
    for kind in playable_kinds(state, hand):
        family, building = divmod(kind, len(board.TYPES))
        masks = by_type.get(building)
        if masks is None:
            masks = by_type[building] = anchor_masks(building, empty, frontier)
        table = PLAY_ACTIONS[family][building]
        for orientation, mask in enumerate(masks):
            if mask:
                row = table[orientation]
                # Legal anchors lie within VALID_ANCHORS, where the table always holds an action.
                out.extend(cast("list[Action]", [row[a] for a in board.bits(mask)]))
    return out


def can_build(state: ArkState, hand: tuple[int, ...]) -> bool:
    """E-4: whether some card in ``hand`` has a legal placement."""
    empty, frontier = empty_and_frontier(state.occupied)
    seen: set[int] = set()
    for kind in playable_kinds(state, hand):
        building = kind % len(board.TYPES)
        if building not in seen:
            seen.add(building)
            if any(anchor_masks(building, empty, frontier)):
                return True
    return False


def worker_squares(state: ArkState) -> int:
    """F-2/N-3: empty squares where the next worker of this step may go.

    Before the first worker: any empty square next to any building (the lot does not count);
    afterwards: next to one of the candidates, the buildings that neighbour every worker so far.
    """
    ring = state.cand_ring if state.placed else state.building_ring
    return ring & ~state.occupied & _FULL


def can_place_workers(state: ArkState, seat: int) -> bool:
    """F-5: a worker behind the screen and an empty square next to some building."""
    screen = state.screens[seat]
    return (screen.own > 0 or screen.neutral > 0) and bool(state.building_ring & ~state.occupied & _FULL)


def is_stuck(state: ArkState, seat: int) -> bool:
    """G-1: neither MUST A (E-4) nor MUST B (F-5) is available."""
    return not can_place_workers(state, seat) and not can_build(state, state.screens[seat].hand)


def is_complete(ring: int, occupied: int) -> bool:
    """H-1: every neighbour of the building is occupied or off the board."""
    return not ring & ~occupied
