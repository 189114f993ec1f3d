"""Cards: the deal, playing a card as a building, the refill and the exchange (C-4, E-1..E-5, G-2, M-3).

A card is a kind (``family * 7 + type``, N-1). Every card leaving the pile is a chance ``reveal``
(M-3) addressed to the pending target: the seat being dealt (C-4), the seat drawing (E-5), or the
display. After a build or an exchange the active seat draws until it holds 4 cards or both sources
are empty (E-5); then the completion test follows (H).
"""

from __future__ import annotations

from desktop_app.engine.errors import IllegalAction
from desktop_app.engine.messages import Message
from desktop_app.games.arkadia import board
from desktop_app.games.arkadia.castle import after_must
from desktop_app.games.arkadia.placement import empty_and_frontier, is_stuck
from desktop_app.games.arkadia.state import (
    DEAL,
    DISPLAY_SIZE,
    HAND_SIZE,
    MUST,
    NO_DRAW,
    REFILL,
    TO_DISPLAY,
    ArkState,
    Building,
    deal_target,
    evolve,
    evolve_screen,
    replace_at,
    with_card,
    without_card,
)

_NOT_IN_HAND = Message.make("arkadia.refusal.not_in_hand")

# --- chance (C-4, E-5, M-3) ---------------------------------------------------------------------


def reveal(state: ArkState, kind: int) -> ArkState:
    """A card of ``kind`` leaves the pile for the pending target: a hand (deal, draw) or the display."""
    if state.pile[kind] <= 0:
        raise IllegalAction(Message.make("arkadia.refusal.not_in_pile"), "M-3")
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
    return continue_refill(state)


# --- MUST A: play a card and build (E) ----------------------------------------------------------


def play_card(
    state: ArkState, seat: int, family: int, building: int, orientation: int, anchor: int
) -> ArkState:
    """E-1..E-3, then the refill (E-5)."""
    screen = state.screens[seat]
    kind = board.kind_of(family, building)
    if kind not in screen.hand:
        raise IllegalAction(_NOT_IN_HAND, "E-1")
    if state.tiles[building] <= 0:
        raise IllegalAction(
            Message.make("arkadia.refusal.no_tile", building=board.type_name(building)), "E-1"
        )
    if not 0 <= orientation < len(board.OFFSETS[building]):
        raise IllegalAction(
            Message.make(
                "arkadia.refusal.no_orientation", building=board.type_name(building), orientation=orientation
            ),
            "B-6",
        )
    if anchor < 0 or not board.VALID_ANCHORS[building][orientation] >> anchor & 1:
        raise IllegalAction(Message.make("arkadia.refusal.building_off_board"), "E-2.1")
    mask = board.SHAPE_MASKS[building][orientation] << anchor
    occupied = state.occupied
    if mask & occupied:
        raise IllegalAction(Message.make("arkadia.refusal.building_on_occupied"), "E-2.2")
    _, frontier = empty_and_frontier(occupied)
    if not mask & frontier:
        raise IllegalAction(Message.make("arkadia.refusal.building_alone"), "E-2.3")
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
    return continue_refill(state)


# --- the refill (E-5) ---------------------------------------------------------------------------


def draw_pile(state: ArkState, seat: int) -> ArkState:
    """E-5: take the top card of the pile; CHANCE reveals it to ``seat`` only (M-3)."""
    if state.pile_size <= 0:
        raise IllegalAction(Message.make("arkadia.refusal.pile_empty"), "E-5")
    return evolve(state, pending=seat)


def draw_display(state: ArkState, seat: int, kind: int) -> ArkState:
    """E-5: take a display card; the display is refilled from the pile at once, if it has cards."""
    if kind not in state.display:
        raise IllegalAction(Message.make("arkadia.refusal.not_in_display"), "E-5")
    screen = state.screens[seat]
    screens = replace_at(state.screens, seat, evolve_screen(screen, hand=with_card(screen.hand, kind)))
    state = evolve(state, screens=screens, display=without_card(state.display, kind))
    if state.pile_size > 0:
        return evolve(state, pending=TO_DISPLAY)
    return continue_refill(state)


def continue_refill(state: ArkState) -> ArkState:
    """E-5: keep drawing while the hand is short and a source has cards; then the completion test."""
    hand = state.screens[state.active].hand
    if len(hand) < HAND_SIZE and (state.pile_size > 0 or state.display):
        return state if state.phase == REFILL else evolve(state, phase=REFILL)
    return after_must(state)


# --- a stuck seat's exchange (G-2) --------------------------------------------------------------


def exchange_card(state: ArkState, seat: int, kind: int) -> ArkState:
    """G-2: a stuck player discards one hand card face up and refills."""
    screen = state.screens[seat]
    if kind not in screen.hand:
        raise IllegalAction(_NOT_IN_HAND, "G-2")
    if not is_stuck(state, seat):
        raise IllegalAction(Message.make("arkadia.refusal.exchange_not_stuck"), "G-2")
    screens = replace_at(state.screens, seat, evolve_screen(screen, hand=without_card(screen.hand, kind)))
    state = evolve(state, screens=screens, discard=(*state.discard, kind), phase=REFILL)
    return continue_refill(state)
