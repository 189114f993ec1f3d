"""Completed buildings and the castle they raise: the completion test and payouts, then floors,
pools, visible colours, seal values and placing pieces (H-1..H-4, I-1..I-6, K-1, L-1).

The completion test runs by itself when a MUST step is over (after the refill, after
``finish_workers``, after a pass, N-2): every open building whose ring is full is completed at
once, all payouts are made together (H-4), and the active seat owes one castle piece per
completion (I-1).

The castle is ``FLOORS`` tuples of 10 positions (in ``board.LOT`` order) holding a family index or
-1; pools are per floor, per family. Only the lowest floor that is not full takes pieces (I-2), so
a piece on floor k+1 always stands on one on floor k.
"""

from __future__ import annotations

from desktop_app.engine.errors import IllegalAction
from desktop_app.engine.messages import Message
from desktop_app.games.arkadia import board
from desktop_app.games.arkadia.placement import is_complete
from desktop_app.games.arkadia.state import (
    CAN,
    CASTLE,
    FLOORS,
    NEUTRAL,
    ArkState,
    evolve,
    evolve_building,
    evolve_screen,
    replace_at,
)

Castle = tuple[tuple[int, ...], ...]
Pools = tuple[tuple[int, ...], ...]


# --- completion (H) ------------------------------------------------------------------------------


def after_must(state: ArkState) -> ArkState:
    """H-1..H-4: test every open building, pay all completions together, then the castle (I-1)."""
    occupied = state.occupied
    completed = [b for b in state.buildings if not b.completed and is_complete(b.ring, occupied)]
    if not completed:
        return after_castle(evolve(state, phase=CASTLE, owed=0))
    buildings = list(state.buildings)
    seals = [list(s.seals) for s in state.screens]
    paid = state.paid_squares  # F-4: tents too (not under rules "1")
    for b in completed:
        buildings[b.id] = evolve_building(b, completed=True, seal=False)
        seals[state.active][b.family] += 1  # H-3: the seal on the building
        for square, owner in state.workers:
            if owner != NEUTRAL and (b.ring & paid) >> square & 1:
                seals[owner][b.family] += 1  # H-2
    screens = tuple(
        evolve_screen(screen, seals=(s[0], s[1], s[2], s[3]))
        for screen, s in zip(state.screens, seals, strict=True)
    )
    state = evolve(
        state,
        buildings=tuple(buildings),
        screens=screens,
        owed=len(completed),
        just_completed=(*state.just_completed, *(b.id for b in completed)),
        phase=CASTLE,
    )
    if can_place(state):
        return state
    return after_castle(state)


# --- the castle (I, K) ----------------------------------------------------------------------------


def current_floor(castle: Castle) -> int:
    """I-2: the lowest floor (0-based) with a free position; floor 3 never fills (8 pieces at most)."""
    for floor, positions in enumerate(castle):
        if -1 in positions:
            return floor
    return FLOORS - 1


def visible_colours(castle: Castle) -> tuple[int, ...]:
    """K-1: per lot position, the topmost piece's family, else the printed family, else -1."""
    shown = list(board.PRINTED)
    for positions in castle:
        for p, colour in enumerate(positions):
            if colour >= 0:
                shown[p] = colour
    return tuple(shown)


def seal_values(castle: Castle) -> tuple[int, int, int, int]:
    """K-1: the value of each family = the number of positions whose visible colour it is."""
    values = [0, 0, 0, 0]
    for colour in visible_colours(castle):
        if colour >= 0:
            values[colour] += 1
    return (values[0], values[1], values[2], values[3])


def can_place(state: ArkState) -> bool:
    """Whether an owed piece can be placed now: the current floor's pool is not empty (I-2, I-5)."""
    return state.owed > 0 and sum(state.pools[current_floor(state.castle)]) > 0


def place_piece(state: ArkState, colour: int, position: int) -> tuple[Castle, Pools, bool]:
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


def place_castle_piece(state: ArkState, colour: int, position: int) -> ArkState:
    """I-2..I-5 and the end trigger L-1: one owed piece; the CAN step follows once none can be placed."""
    floor = current_floor(state.castle)
    if state.pools[floor][colour] <= 0:
        raise IllegalAction(
            Message.make("arkadia.refusal.pool_empty", floor=floor + 1, colour=board.family_name(colour)),
            "I-3",
        )
    if state.castle[floor][position] >= 0:
        raise IllegalAction(Message.make("arkadia.refusal.position_built", floor=floor + 1), "I-3")
    pieces, pools, triggered = place_piece(state, colour, position)
    state = evolve(state, castle=pieces, pools=pools, owed=state.owed - 1)
    if triggered:
        state = evolve(state, trigger=state.active, final_left=state.players + 1)
    if can_place(state):
        return state
    return after_castle(state)


def after_castle(state: ArkState) -> ArkState:
    """I-5: owed pieces with no pool left lapse. Then the CAN step (J); without a banner its only
    legal action is ``end_turn``, which the UI may auto-submit (N-2)."""
    return evolve(state, phase=CAN, owed=0)
