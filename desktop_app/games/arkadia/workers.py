"""MUST B, placing workers, and a stuck seat's pass (F-1..F-5, G-3, N-3).

A worker step is a sequence of ``place_worker`` actions closed by ``finish_workers``. The
candidates (N-3) are the buildings that neighbour every worker placed so far, so "all workers of
one step neighbour one and the same building" (F-2) holds without naming the building first.
"""

from __future__ import annotations

from desktop_app.engine.errors import IllegalAction
from desktop_app.engine.messages import Message
from desktop_app.games.arkadia.castle import after_must
from desktop_app.games.arkadia.placement import is_stuck, worker_squares
from desktop_app.games.arkadia.state import NEUTRAL, WORKERS, ArkState, evolve, evolve_screen, replace_at


def place_worker(state: ArkState, seat: int, square: int, neutral: bool) -> ArkState:
    """F-1/F-2: one worker from behind the screen onto an empty square next to the candidates."""
    bit = 1 << square
    if state.occupied & bit:
        raise IllegalAction(Message.make("arkadia.refusal.square_taken"), "F-1")
    if not worker_squares(state) & bit:
        if state.placed:
            raise IllegalAction(Message.make("arkadia.refusal.workers_apart"), "F-2")
        raise IllegalAction(Message.make("arkadia.refusal.worker_alone"), "F-2")
    screen = state.screens[seat]
    if neutral:
        if screen.neutral <= 0:
            raise IllegalAction(Message.make("arkadia.refusal.no_neutral_worker"), "F-1")
        screen = evolve_screen(screen, neutral=screen.neutral - 1)
    else:
        if screen.own <= 0:
            raise IllegalAction(Message.make("arkadia.refusal.no_own_worker"), "F-1")
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
    return after_must(state)


def pass_turn(state: ArkState, seat: int) -> ArkState:
    """G-3: a stuck player with no cards passes the MUST step; the CAN step still follows (G-4)."""
    if state.screens[seat].hand:
        raise IllegalAction(Message.make("arkadia.refusal.pass_with_cards"), "G-3")
    if not is_stuck(state, seat):
        raise IllegalAction(Message.make("arkadia.refusal.pass_not_stuck"), "G-3")
    return after_must(evolve(state, passed=True))
