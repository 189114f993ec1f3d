"""A player's turn (F-3) and the fate dice (F-5): moves, the die after each, the dragon, turn ends.

A turn is up to four atomic moves (F-3.1, F-4.3..F-4.5); after each move that does not enter the
target, the fate die for it is rolled (F-3.3) as a chance step, and its face decides whether the
turn goes on (F-5.2..F-5.5). A move into the open entrance hands over to the pavilion (F-3.5,
``pavilion.enter``). Turns begin here too: the first after the setup boards (F-2.6), the bonus
move after a believed bluff (F-3.6) and every next turn (F-3.7), each checking for a frozen board
(F-3.8).

The move handler keeps to the prebuilt actions of ``legal_actions`` (recognised by identity), so
the hot path of a bot's playout does no parsing; anything else is parsed and refused with the
rule that forbids it.
"""

from __future__ import annotations

from desktop_app.engine import Action, IllegalAction, Seat
from desktop_app.engine.messages import Message
from desktop_app.games.forbidden_city import pavilion
from desktop_app.games.forbidden_city.actions import MOVE_BY_ID, parse_official, parse_square
from desktop_app.games.forbidden_city.board import ENTRANCES, square_name
from desktop_app.games.forbidden_city.reach import any_move, can_reach
from desktop_app.games.forbidden_city.state import (
    BONUS,
    DRAGON,
    FATE,
    FATE_PAVILION,
    MAX_MOVES,
    MOVE,
    OVER,
    CourtState,
    evolve,
)

# --- turn boundaries (F-2.6, F-3.6, F-3.7, F-3.8) -----------------------------------------------


def can_any_move(positions: tuple[int, ...], target: int) -> bool:
    """F-3.8 check: one advancing slide suffices (``reach.any_move``). A turn played on the board
    lists its moves next anyway; a replayed one (a file opened) needs no more than this."""
    return any_move(positions, target)


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


def boards_complete(state: CourtState) -> CourtState:
    """F-8.3 phase end: the first turn (F-2.6), the bonus move (F-3.6) or the next turn (F-6.9)."""
    if state.banished == 0:
        return start_turn(state, 0)
    if state.bonus_due:
        return evolve(state, phase=BONUS, bonus=True, bonus_due=False)
    return next_turn(state)


# --- moves (F-3.1..F-3.6, F-4) --------------------------------------------------------------------


def play(state: CourtState, seat: Seat, action: Action) -> CourtState:
    """The MOVE and BONUS phases: a move, or ``end_turn`` once the compulsory first move is made."""
    kind = action.type
    if kind == "move":
        return _move(state, action)
    if kind == "end_turn":
        if state.phase == MOVE and state.moves == 0:
            raise IllegalAction(Message.make("forbidden_city.refusal.first_move"), "F-3.2")
        return next_turn(state)
    raise IllegalAction(Message.make("forbidden_city.refusal.move_or_end", seat=seat), "F-3.4")


def _move(state: CourtState, action: Action) -> CourtState:
    """F-4.3..F-4.5 and F-3.3: one atomic move, then entering, a fate die, or the turn's end."""
    key = MOVE_BY_ID.get(id(action))
    if key is not None:
        official, to = key  # the prebuilt action that legal_actions handed out
    else:
        named, square = parse_official(action.get("official")), parse_square(action.get("to"))
        if named is None or square is None:
            raise IllegalAction(Message.make("forbidden_city.refusal.move_names"), "F-9.1")
        official, to = named, square
    origin = state.positions[official]
    if origin < 0:
        raise IllegalAction(Message.make("forbidden_city.refusal.not_on_board"), "F-1.4")
    if to == origin:
        raise IllegalAction(Message.make("forbidden_city.refusal.same_square"), "F-4.3")
    target = state.target
    if not can_reach(state.positions, target, official, to):
        if to in ENTRANCES.values() and to != ENTRANCES[target]:
            raise IllegalAction(Message.make("forbidden_city.refusal.closed_entrance"), "F-4.1")
        refusal = Message.make("forbidden_city.refusal.unreachable", square=square_name(to))
        raise IllegalAction(refusal, "F-4.7")
    last_move = (official, origin, to, target)
    if to == ENTRANCES[target]:
        entered = evolve(state, moves=state.moves + 1, last_move=last_move)
        return pavilion.enter(entered, official)  # F-3.5
    positions = (*state.positions[:official], to, *state.positions[official + 1 :])
    if state.phase == BONUS:
        return next_turn(state, positions=positions, last_move=last_move)  # F-3.6: no fate die
    moves = state.moves + 1
    if moves >= MAX_MOVES:
        return next_turn(state, positions=positions, last_move=last_move)  # F-3.3
    return evolve(state, positions=positions, moves=moves, phase=FATE, last_move=last_move)


# --- the fate dice (F-5) ------------------------------------------------------------------------


def roll_fate(state: CourtState, action: Action) -> CourtState:
    """F-5.2..F-5.5: what the face of the die just rolled means for the turn."""
    face = action["face"]
    rolled = (action["die"], face)
    if face == "black":  # F-5.2
        return next_turn(state, last_fate=rolled)
    if face == "pavilion":  # F-5.4
        return evolve(state, last_fate=rolled, phase=FATE_PAVILION)
    if face == "dragon" and any(h for s, h in enumerate(state.hands) if s != state.active):
        return evolve(state, last_fate=rolled, phase=DRAGON)  # F-5.5, G-8
    return evolve(state, last_fate=rolled, phase=MOVE)  # F-5.3 (and D-5: a dragon nobody feeds)


def roll_fate_pavilion(state: CourtState, action: Action) -> CourtState:
    """F-5.4: the d8 picks the new target (boards are not reset); P may move again."""
    return evolve(state, target=action["value"], phase=MOVE)


def dragon_options(state: CourtState) -> list[tuple[int, int]]:
    """F-5.5: (giver, card) — any card of any other player."""
    return [(s, c) for s, hand in enumerate(state.hands) if s != state.active for c in hand]


def dragon_taken(state: CourtState, giver: int, seat: Seat, card: int) -> CourtState:
    """F-5.5: P has taken the card of his choice, and may move again."""
    return evolve(pavilion.move_card(state, giver, seat, card), phase=MOVE)
