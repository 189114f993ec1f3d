"""The layered castle on the lot: floors, pools, visible colours and seal values (I, K, L-1).

The castle is ``FLOORS`` tuples of 10 positions (in ``board.LOT`` order) holding a family index or
-1; pools are per floor, per family. Only the lowest floor that is not full takes pieces (I-2), so
a piece on floor k+1 always stands on one on floor k.
"""

from __future__ import annotations

from desktop_app.games.arkadia import board
from desktop_app.games.arkadia.state import FLOORS, ArkState, replace_at


def current_floor(castle: tuple[tuple[int, ...], ...]) -> int:
    """I-2: the lowest floor (0-based) with a free position; floor 3 never fills (8 pieces at most)."""
    for floor, positions in enumerate(castle):
        if -1 in positions:
            return floor
    return FLOORS - 1


def visible_colours(castle: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    """K-1: per lot position, the topmost piece's family, else the printed family, else -1."""
    shown = list(board.PRINTED)
    for positions in castle:
        for p, colour in enumerate(positions):
            if colour >= 0:
                shown[p] = colour
    return tuple(shown)


def seal_values(castle: tuple[tuple[int, ...], ...]) -> tuple[int, int, int, int]:
    """K-1: the value of each family = the number of positions whose visible colour it is."""
    values = [0, 0, 0, 0]
    for colour in visible_colours(castle):
        if colour >= 0:
            values[colour] += 1
    return (values[0], values[1], values[2], values[3])


def can_place(state: ArkState) -> bool:
    """Whether an owed piece can be placed now: the current floor's pool is not empty (I-2, I-5)."""
    return state.owed > 0 and sum(state.pools[current_floor(state.castle)]) > 0


def place_piece(state: ArkState, colour: int, position: int) -> tuple[tuple, tuple, bool]:
    """I-3/I-4: new (castle, pools, floor 2 just filled). The caller validated colour and position.

    When a floor fills, its pool's leftovers move to pool 3 at once; filling floor 2 is the
    end trigger (L-1).
    """
    floor = current_floor(state.castle)
    castle = replace_at(state.castle, floor, replace_at(state.castle[floor], position, colour))
    pool = replace_at(state.pools[floor], colour, state.pools[floor][colour] - 1)
    pools = replace_at(state.pools, floor, pool)
    triggered = False
    if floor < FLOORS - 1 and -1 not in castle[floor]:
        top = tuple(a + b for a, b in zip(pools[FLOORS - 1], pool, strict=True))
        pools = replace_at(replace_at(pools, floor, (0, 0, 0, 0)), FLOORS - 1, top)
        triggered = floor == 1
    return castle, pools, triggered
