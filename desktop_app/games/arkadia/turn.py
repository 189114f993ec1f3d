"""The CAN step and the end of a turn (D-1 step 6, D-2, G-5, J-1..J-3, L-2, L-3).

After the castle step the active seat may use one banner (J-1) and then cash seals at today's
values (J-2). ``end_turn`` then ends the game on a stall (G-5) or when the final round is over
(L-3), and otherwise passes the turn to the next seat clockwise (A-1).
"""

from __future__ import annotations

from desktop_app.engine.errors import IllegalAction
from desktop_app.engine.messages import Message
from desktop_app.games.arkadia import board, castle
from desktop_app.games.arkadia.state import CASH, MUST, OVER, ArkState, evolve, evolve_screen, replace_at


def use_banner(state: ArkState, seat: int) -> ArkState:
    """J-1: a banner leaves the game; up to 2 own workers come from the supply behind the screen."""
    screen = state.screens[seat]
    if screen.banners <= 0:
        raise IllegalAction(Message.make("arkadia.refusal.no_banner"), "J-1")
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
        raise IllegalAction(
            Message.make(
                "arkadia.refusal.cash_count", held=screen.seals[family], family=board.family_name(family)
            ),
            "J-2",
        )
    value = castle.seal_values(state.castle)[family]
    screen = evolve_screen(
        screen,
        seals=replace_at(screen.seals, family, screen.seals[family] - count),
        gold=screen.gold + count * value,
    )
    return evolve(state, screens=replace_at(state.screens, seat, screen))


def end_turn(state: ArkState) -> ArkState:
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
        just_completed=(),
        owed=0,
        banner_used=False,
        passed=False,
        turn=state.turn + 1,
    )
