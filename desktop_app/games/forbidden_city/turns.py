"""Turn boundaries (F-3.7, F-3.8) shared by the move flow and the pavilion resolution."""

from __future__ import annotations

from desktop_app.games.forbidden_city.reach import reach
from desktop_app.games.forbidden_city.state import MOVE, OVER, CourtState, evolve


def can_any_move(positions: tuple[int, ...], target: int) -> bool:
    """F-3.8 check. It asks for the full move list, which the new turn needs next anyway
    (cached), rather than a cheaper one-slide test that would be computed in addition."""
    return reach(positions, target).count > 0


def start_turn(state: CourtState, seat: int, **changes: object) -> CourtState:
    """Seat ``seat`` begins a turn with k = 0 (F-3.1); a frozen board ends the game (F-3.8).

    ``changes`` are folded into the same copy of the state (one copy instead of two).
    """
    state = evolve(state, active=seat, moves=0, bonus=False, phase=MOVE, **changes)
    if not can_any_move(state.positions, state.target):
        return evolve(state, phase=OVER)
    return state


def next_turn(state: CourtState, **changes: object) -> CourtState:
    """F-3.7: the turn passes to (P+1) mod n."""
    return start_turn(state, (state.active + 1) % state.players, **changes)
