"""The round (M-3): phase A, the Maharaja's visit (M-3.1); phase B, the secret planning (M-3.2);
phase C, the turns in card order (M-3.3) with their disc slots (M-4.0) and forfeits (M-3.3.4,
M-4.10); phase D, the scoring (M-3.4, M-7); phase E, the end check (M-3.5, M-8.1).

Only planning and the disc slots are decisions; the rest runs inside the step that makes it due
(M-11): the last choice starts phase C, and the last ``end_turn`` scores and begins the next round
or ends the game.

Phase C's order is ``state.order``: those who had their turn, the one whose turn it is, then the
players still waiting, lowest card first as the cards are *now* (M-3.3.1): a card swap re-sorts
the waiting ones at once (``follow_cards``), so the next turn goes to whoever holds the lowest card
when the current turn ends, and a player whose turn is over is never reached again that round.
Rules version "1" (matches played before issue 31) kept the order of the phase's start.
"""

from __future__ import annotations

from collections.abc import Iterable

from desktop_app.engine import Action
from desktop_app.games.maharaja import actions as A
from desktop_app.games.maharaja import discs
from desktop_app.games.maharaja.board import TRADER
from desktop_app.games.maharaja.log import refuse
from desktop_app.games.maharaja.scoring import score_city
from desktop_app.games.maharaja.state import OVER, PLANNING, TURN, MaharajaState, replace, with_player

#: Gold every other player receives per forfeited slot (M-3.3.4).
FORFEIT_GOLD = 2


def begin_round(state: MaharajaState) -> MaharajaState:
    """Phase A (M-3.1): the lowest shield goes on top and the Maharaja visits its city; then B."""
    city = state.queue[0]
    players = tuple(replace(p, disc=None, slots=()) for p in state.players)
    return replace(
        state,
        queue=(*state.queue[1:], city),
        top=state.top + 1,
        maharaja=city,
        round=state.round + 1,
        phase=PLANNING,
        players=players,
        order=(),
        turn=0,
    )


def choose_actions(state: MaharajaState, seat: int, a: object, b: object) -> MaharajaState:
    """M-3.2: a secret multiset of two disc actions; the last choice starts phase C (M-3.3.1)."""
    if state.players[seat].disc is not None:
        raise refuse("already_chosen", "M-3.2")
    if not isinstance(a, str) or not isinstance(b, str) or a not in A.DISC_RANK or b not in A.DISC_RANK:
        raise refuse("choose_two", "M-3.2")
    if A.DISC_RANK[a] > A.DISC_RANK[b]:
        raise refuse("canonical_order", "M-11")
    state = with_player(state, seat, replace(state.players[seat], disc=(a, b)))
    if any(p.disc is None for p in state.players):
        return state
    return start_turn(replace(state, phase=TURN, order=by_cards(state, range(state.n)), turn=0))


def by_cards(state: MaharajaState, seats: Iterable[int]) -> tuple[int, ...]:
    """``seats`` lowest card first (M-3.3.1; pro2: each by his lowest card, M-9.3)."""
    return tuple(sorted(seats, key=lambda s: state.players[s].card))


def follow_cards(state: MaharajaState) -> MaharajaState:
    """M-3.3.1, M-4.9.1: after a swap the players still to act this round act in the order of
    their new cards; who had his turn, and the current player, keep their places. Rules "1"
    kept the order of the phase's start."""
    if state.phase != TURN or not state.order_follows_cards:
        return state
    waiting = state.order[state.turn + 1 :]
    now = by_cards(state, waiting)
    if now == waiting:
        return state
    return replace(state, order=state.order[: state.turn + 1] + now)


def start_turn(state: MaharajaState) -> MaharajaState:
    """M-3.3.2: reveal the disc, the Trader's gold (M-6.2) to whoever holds card 2 as this turn
    really starts, reset the per-turn flags."""
    seat = state.order[state.turn]
    p = state.players[seat]
    gold = p.gold + (1 if TRADER in p.cards else 0)
    slots = p.disc if p.disc is not None else ()
    return with_player(state, seat, replace(p, slots=slots, gold=gold, free_used=False, chip_taken=False))


def disc_action(state: MaharajaState, seat: int, action: Action) -> MaharajaState:
    """M-4.0: execute one chosen, unexecuted slot with all its parameters."""
    p = state.players[seat]
    if action.type not in p.slots:
        raise refuse("slot_used", "M-4.0", kind=action.type)
    state = discs.execute(state, seat, action)
    slots = list(p.slots)
    slots.remove(action.type)
    state = with_player(state, seat, replace(state.players[seat], slots=tuple(slots)))
    return follow_cards(state) if action.type == "swap_card" else state


def end_turn(state: MaharajaState, seat: int) -> MaharajaState:
    """M-3.3.4: forfeit unexecuted slots (2 gold to every other player each), then next turn or D/E."""
    p = state.players[seat]
    forfeits = len(p.slots)
    players = tuple(
        replace(q, slots=()) if s == seat else replace(q, gold=q.gold + FORFEIT_GOLD * forfeits)
        for s, q in enumerate(state.players)
    )
    state = replace(state, players=players)
    if state.turn + 1 < state.n:
        return start_turn(replace(state, turn=state.turn + 1))
    state = score_city(state)  # phase D (M-3.4)
    limit = 6 if state.variant == "short" else 10
    if state.end_triggered or state.top >= limit:  # phase E (M-3.5, M-8.1)
        return replace(state, phase=OVER)
    return begin_round(state)
