"""Turn boundaries (F-3.7, F-3.8) shared by the move flow and the pavilion resolution."""

from __future__ import annotations

from dataclasses import replace

from desktop_app.games.forbidden_city.slides import can_any_move
from desktop_app.games.forbidden_city.state import MOVE, OVER, CourtState


def start_turn(state: CourtState, seat: int) -> CourtState:
    """Seat ``seat`` begins a turn with k = 0 (F-3.1); a frozen board ends the game (F-3.8)."""
    state = replace(state, active=seat, moves=0, bonus=False, phase=MOVE)
    if not can_any_move(state.positions, state.target):
        return replace(state, phase=OVER)
    return state


def next_turn(state: CourtState) -> CourtState:
    """F-3.7: the turn passes to (P+1) mod n."""
    return start_turn(state, (state.active + 1) % state.players)
