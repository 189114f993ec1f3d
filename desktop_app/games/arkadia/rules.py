"""The turn flow of Arkadia (D-1): one function per action, each returning a new state.

Callers (``game.ArkadiaGame.apply``) have already parsed the action into indices and checked that
the seat is to move; these functions check the rule that governs the action itself and raise
``IllegalAction`` naming it. Automatic steps — the completion test and payouts (H), skipping empty
phases (N-2), the end of a turn, the final round (L) and the stall end (G-5) — run inside the
action that makes them due, so every remaining step is a real decision or a chance draw.
"""

from __future__ import annotations

from desktop_app.engine.errors import IllegalAction
from desktop_app.games.arkadia import board, castle
from desktop_app.games.arkadia.placement import (
    can_build,
    can_place_workers,
    empty_and_frontier,
    is_complete,
    worker_squares,
)
from desktop_app.games.arkadia.state import (
    CAN,
    CASH,
    CASTLE,
    DEAL,
    DISPLAY_SIZE,
    HAND_SIZE,
    MUST,
    NEUTRAL,
    NO_DRAW,
    OVER,
    REFILL,
    TO_DISPLAY,
    WORKERS,
    ArkState,
    Building,
    deal_target,
    evolve,
    evolve_building,
    evolve_screen,
    replace_at,
    with_card,
    without_card,
)

# --- chance (C-4, E-5, M-3) ---------------------------------------------------------------------


def reveal(state: ArkState, kind: int) -> ArkState:
    """A card of ``kind`` leaves the pile for the pending target: a hand (deal, draw) or the display."""
    if state.pile[kind] <= 0:
        raise IllegalAction("no such card is left in the pile", "M-3")
    pile = replace_at(state.pile, kind, state.pile[kind] - 1)
    target = deal_target(state) if state.phase == DEAL else state.pending
    state = evolve(state, pile=pile, pile_size=state.pile_size - 1, pending=NO_DRAW)
    if target == TO_DISPLAY:
        state = evolve(state, display=with_card(state.display, kind))
    else:
        screen = state.screens[target]
        screens = replace_at(state.screens, target, evolve_screen(screen, hand=with_card(screen.hand, kind)))
        state = evolve(state, screens=screens)
    if state.phase == DEAL:
        if len(state.display) >= DISPLAY_SIZE:
            return evolve(state, phase=MUST, active=0)  # C-5
        return state
    return _continue_refill(state)


# --- MUST A: play a card and build (E) ----------------------------------------------------------


def play_card(
    state: ArkState, seat: int, family: int, building: int, orientation: int, anchor: int
) -> ArkState:
    """E-1..E-3, then the refill (E-5)."""
    screen = state.screens[seat]
    kind = board.kind_of(family, building)
    if kind not in screen.hand:
        raise IllegalAction("that card is not in your hand", "E-1")
    if state.tiles[building] <= 0:
        raise IllegalAction(f"no {board.TYPES[building]} tile is left", "E-1")
    if not 0 <= orientation < len(board.OFFSETS[building]):
        raise IllegalAction(f"a {board.TYPES[building]} has no orientation {orientation}", "B-6")
    if anchor < 0 or not board.VALID_ANCHORS[building][orientation] >> anchor & 1:
        raise IllegalAction("the building must lie entirely on the board", "E-2.1")
    mask = board.SHAPE_MASKS[building][orientation] << anchor
    occupied = state.occupied
    if mask & occupied:
        raise IllegalAction("the building may only cover empty squares", "E-2.2")
    _, frontier = empty_and_frontier(occupied)
    if not mask & frontier:
        raise IllegalAction("the building must touch a building, the lot or a worker", "E-2.3")
    new = Building(len(state.buildings), building, family, mask, board.ring(mask))
    gained = min((mask & board.TENT_MASK).bit_count(), state.neutral_supply)
    screens = replace_at(
        state.screens,
        seat,
        evolve_screen(screen, hand=without_card(screen.hand, kind), neutral=screen.neutral + gained),
    )
    state = evolve(
        state,
        screens=screens,
        occupied=occupied | mask,
        buildings=(*state.buildings, new),
        building_ring=state.building_ring | new.ring,
        tiles=replace_at(state.tiles, building, state.tiles[building] - 1),
        neutral_supply=state.neutral_supply - gained,
        discard=(*state.discard, kind),
        phase=REFILL,
    )
    return _continue_refill(state)


def draw_pile(state: ArkState, seat: int) -> ArkState:
    """E-5: take the top card of the pile; CHANCE reveals it to ``seat`` only (M-3)."""
    if state.pile_size <= 0:
        raise IllegalAction("the pile is empty", "E-5")
    return evolve(state, pending=seat)


def draw_display(state: ArkState, seat: int, kind: int) -> ArkState:
    """E-5: take a display card; the display is refilled from the pile at once, if it has cards."""
    if kind not in state.display:
        raise IllegalAction("that card is not in the display", "E-5")
    screen = state.screens[seat]
    screens = replace_at(state.screens, seat, evolve_screen(screen, hand=with_card(screen.hand, kind)))
    state = evolve(state, screens=screens, display=without_card(state.display, kind))
    if state.pile_size > 0:
        return evolve(state, pending=TO_DISPLAY)
    return _continue_refill(state)


def _continue_refill(state: ArkState) -> ArkState:
    """E-5: keep drawing while the hand is short and a source has cards; then the completion test."""
    hand = state.screens[state.active].hand
    if len(hand) < HAND_SIZE and (state.pile_size > 0 or state.display):
        return state if state.phase == REFILL else evolve(state, phase=REFILL)
    return _after_must(state)


# --- MUST B: workers (F) ------------------------------------------------------------------------


def place_worker(state: ArkState, seat: int, square: int, neutral: bool) -> ArkState:
    """F-1/F-2: one worker from behind the screen onto an empty square next to the candidates."""
    bit = 1 << square
    if state.occupied & bit:
        raise IllegalAction("a worker needs an empty square", "F-1")
    if not worker_squares(state) & bit:
        if state.placed:
            raise IllegalAction("all workers of one step must neighbour one and the same building", "F-2")
        raise IllegalAction("the first worker must neighbour a building (the lot does not count)", "F-2")
    screen = state.screens[seat]
    if neutral:
        if screen.neutral <= 0:
            raise IllegalAction("you have no neutral worker behind your screen", "F-1")
        screen = evolve_screen(screen, neutral=screen.neutral - 1)
    else:
        if screen.own <= 0:
            raise IllegalAction("you have no own worker behind your screen", "F-1")
        screen = evolve_screen(screen, own=screen.own - 1)
    pool = state.candidates if state.placed else tuple(b.id for b in state.buildings)
    candidates = tuple(i for i in pool if state.buildings[i].ring & bit)
    cand_ring = 0
    for i in candidates:
        cand_ring |= state.buildings[i].ring
    return evolve(
        state,
        phase=WORKERS,
        screens=replace_at(state.screens, seat, screen),
        occupied=state.occupied | bit,
        workers=(*state.workers, (square, NEUTRAL if neutral else seat)),
        placed=(*state.placed, square),
        candidates=candidates,
        cand_ring=cand_ring,
    )


def finish_workers(state: ArkState) -> ArkState:
    """N-2: the worker step ends; completion test and payouts follow (H)."""
    return _after_must(state)


# --- stuck turns (G) ----------------------------------------------------------------------------


def is_stuck(state: ArkState, seat: int) -> bool:
    """G-1: neither MUST A (E-4) nor MUST B (F-5) is available."""
    return not can_place_workers(state, seat) and not can_build(state, state.screens[seat].hand)


def exchange_card(state: ArkState, seat: int, kind: int) -> ArkState:
    """G-2: a stuck player discards one hand card face up and refills."""
    screen = state.screens[seat]
    if kind not in screen.hand:
        raise IllegalAction("that card is not in your hand", "G-2")
    if not is_stuck(state, seat):
        raise IllegalAction(
            "you may exchange a card only when you can neither build nor place workers", "G-2"
        )
    screens = replace_at(state.screens, seat, evolve_screen(screen, hand=without_card(screen.hand, kind)))
    state = evolve(state, screens=screens, discard=(*state.discard, kind), phase=REFILL)
    return _continue_refill(state)


def pass_turn(state: ArkState, seat: int) -> ArkState:
    """G-3: a stuck player with no cards passes the MUST step; the CAN step still follows (G-4)."""
    if state.screens[seat].hand:
        raise IllegalAction("you hold cards, so you must exchange one instead of passing", "G-3")
    if not is_stuck(state, seat):
        raise IllegalAction("you may pass only when you can neither build nor place workers", "G-3")
    return _after_must(evolve(state, passed=True))


# --- completion and castle (H, I) ---------------------------------------------------------------


def _after_must(state: ArkState) -> ArkState:
    """H-1..H-4: test every open building, pay all completions together, then the castle (I-1)."""
    occupied = state.occupied
    completed = [b for b in state.buildings if not b.completed and is_complete(b.ring, occupied)]
    if not completed:
        return _after_castle(evolve(state, phase=CASTLE, owed=0))
    buildings = list(state.buildings)
    seals = [list(s.seals) for s in state.screens]
    for b in completed:
        buildings[b.id] = evolve_building(b, completed=True, seal=False)
        seals[state.active][b.family] += 1  # H-3: the seal on the building
        for square, owner in state.workers:
            if owner != NEUTRAL and b.ring >> square & 1 and not board.TENT_MASK >> square & 1:
                seals[owner][b.family] += 1  # H-2
    screens = tuple(
        evolve_screen(screen, seals=(s[0], s[1], s[2], s[3]))
        for screen, s in zip(state.screens, seals, strict=True)
    )
    state = evolve(state, buildings=tuple(buildings), screens=screens, owed=len(completed), phase=CASTLE)
    if castle.can_place(state):
        return state
    return _after_castle(state)


def place_castle_piece(state: ArkState, colour: int, position: int) -> ArkState:
    """I-2..I-5 and the end trigger L-1."""
    floor = castle.current_floor(state.castle)
    if state.pools[floor][colour] <= 0:
        raise IllegalAction(f"pool {floor + 1} has no {board.FAMILIES[colour]} piece left", "I-3")
    if state.castle[floor][position] >= 0:
        raise IllegalAction(f"that position is already built on floor {floor + 1}", "I-3")
    pieces, pools, triggered = castle.place_piece(state, colour, position)
    state = evolve(state, castle=pieces, pools=pools, owed=state.owed - 1)
    if triggered:
        state = evolve(state, trigger=state.active, final_left=state.players + 1)
    if castle.can_place(state):
        return state
    return _after_castle(state)


def _after_castle(state: ArkState) -> ArkState:
    """I-5: owed pieces with no pool left lapse. Then the CAN step (J); without a banner its only
    legal action is ``end_turn``, which the UI may auto-submit (N-2)."""
    return evolve(state, phase=CAN, owed=0)


# --- CAN (J) and the end of a turn (D-1, G-5, L) ------------------------------------------------


def use_banner(state: ArkState, seat: int) -> ArkState:
    """J-1: a banner leaves the game; up to 2 own workers come from the supply behind the screen."""
    screen = state.screens[seat]
    if screen.banners <= 0:
        raise IllegalAction("you have no banner left", "J-1")
    taken = min(2, state.own_supply[seat])
    screen = evolve_screen(screen, banners=screen.banners - 1, own=screen.own + taken)
    return evolve(
        state,
        screens=replace_at(state.screens, seat, screen),
        own_supply=replace_at(state.own_supply, seat, state.own_supply[seat] - taken),
        banner_used=True,
        phase=CASH,
    )


def cash(state: ArkState, seat: int, family: int, count: int) -> ArkState:
    """J-2: seals of one family become gold at the current value (values do not change mid-turn)."""
    screen = state.screens[seat]
    if not 1 <= count <= screen.seals[family]:
        raise IllegalAction(f"you can cash 1 to {screen.seals[family]} {board.FAMILIES[family]} seals", "J-2")
    value = castle.seal_values(state.castle)[family]
    screen = evolve_screen(
        screen,
        seals=replace_at(screen.seals, family, screen.seals[family] - count),
        gold=screen.gold + count * value,
    )
    return evolve(state, screens=replace_at(state.screens, seat, screen))


def end_turn(state: ArkState) -> ArkState:
    return _end_turn(state)


def _end_turn(state: ArkState) -> ArkState:
    """D-1 step 6: the stall end (G-5), the final round (L-3), or the next seat's turn."""
    stall = state.stall + 1 if state.passed and not state.banner_used else 0
    final_left = state.final_left - 1 if state.final_left >= 0 else -1
    over = stall >= state.players or final_left == 0
    return evolve(
        state,
        phase=OVER if over else MUST,
        active=state.active if over else (state.active + 1) % state.players,
        stall=stall,
        final_left=final_left,
        placed=(),
        candidates=(),
        cand_ring=0,
        owed=0,
        banner_used=False,
        passed=False,
        turn=state.turn + 1,
    )
