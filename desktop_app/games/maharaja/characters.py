"""Character powers that are steps of their own (M-6.0): the Entrepreneur's free build or move
(M-6.5, D-21) and the Yogi's action chips with the chip-paid disc actions (M-6.7, M-9.2, D-22).

The automatic powers are read where they apply: the Trader's gold at the turn start (rounds.py,
M-6.2), the Priest's outer palaces in scoring (scoring.py, M-6.3), the Wanderer's fares
(travel.py, M-6.4), the Master Builder's price (discs.py, M-6.6). The card numbers are in
board.py (M-1.6).
"""

from __future__ import annotations

from desktop_app.engine import Action
from desktop_app.games.maharaja import actions as A
from desktop_app.games.maharaja import discs
from desktop_app.games.maharaja.board import ENTREPRENEUR, YOGI
from desktop_app.games.maharaja.log import refuse
from desktop_app.games.maharaja.state import MaharajaState, replace, with_player


def free_step(state: MaharajaState, seat: int, action: Action) -> MaharajaState:
    """M-6.5 (D-21): the Entrepreneur's one free house build or move per turn."""
    p = state.players[seat]
    if ENTREPRENEUR not in p.cards:
        raise refuse("entrepreneur_only", "M-6.5")
    if p.free_used:
        raise refuse("free_used", "M-6.5")
    if action.type == "free_house":
        state = discs.do_build_house(state, seat, action["at"], cost=0, rule="M-6.5")
    else:
        state = discs.do_move_house(state, seat, action["from"], action["to"], rule="M-6.5")
    return with_player(state, seat, replace(state.players[seat], free_used=True))


def take_chip(state: MaharajaState, seat: int) -> MaharajaState:
    """M-9.2 (D-22): the Yogi takes one chip per turn while any remain."""
    p = state.players[seat]
    if not state.pro:
        raise refuse("chips_pro_only", "M-9.2")
    if YOGI not in p.cards:
        raise refuse("yogi_only", "M-9.2")
    if p.chip_taken:
        raise refuse("chip_taken", "M-9.2")
    if state.chip_supply < 1:
        raise refuse("no_chips_left", "M-9.2")
    state = with_player(state, seat, replace(p, chips=p.chips + 1, chip_taken=True))
    return replace(state, chip_supply=state.chip_supply - 1)


def chip_action(state: MaharajaState, seat: int, action: Action) -> MaharajaState:
    """M-9.2: spend a chip (back to the supply) for one extra disc action except swap_card.

    The wrapped action is parsed like any other (``BadParameters``, reported by ``rules.apply``
    as an ``IllegalAction`` naming its rule)."""
    if not state.pro:
        raise refuse("chips_pro_only", "M-9.2")
    if state.players[seat].chips < 1:
        raise refuse("no_chip", "M-9.2")
    inner = A.unwrap_chip(action)
    if inner.type == "swap_card":
        raise refuse("chip_no_swap", "M-9.2")
    A.check_params(inner, state.variant == "pro2")
    state = discs.execute(state, seat, inner)
    p = state.players[seat]
    state = with_player(state, seat, replace(p, chips=p.chips - 1))
    return replace(state, chip_supply=state.chip_supply + 1)
