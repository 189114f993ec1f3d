"""Who moves, what is legal, and what an action does (F-2, F-3, F-5, F-9), plus chance.

``apply`` validates every action against the same generators that ``legal_actions`` uses, so
the two can never disagree; refusals raise ``IllegalAction`` naming the rule that forbids it.
"""

from __future__ import annotations

from collections.abc import Sequence

from desktop_app.engine import CHANCE, Action, IllegalAction, Seat
from desktop_app.games.forbidden_city import actions as A
from desktop_app.games.forbidden_city import pavilion
from desktop_app.games.forbidden_city.board import ENTRANCES, START_SQUARES, coords, parse_square
from desktop_app.games.forbidden_city.components import (
    DIE_FOR_MOVE,
    FATE_DICE,
    parse_card,
    parse_official,
)
from desktop_app.games.forbidden_city.movelist import MoveList
from desktop_app.games.forbidden_city.reach import reach
from desktop_app.games.forbidden_city.state import (
    ANSWER,
    AWARD_CHOICE,
    AWARD_DRAW,
    BONUS,
    BRIBE,
    DRAGON,
    FATE,
    FATE_PAVILION,
    MAX_MOVES,
    MOVE,
    OVER,
    PENALTY,
    RESET,
    SETUP,
    UNPLACED,
    CourtState,
    evolve,
)
from desktop_app.games.forbidden_city.turns import next_turn

_CHANCE_ONLY = frozenset({CHANCE})
_NOBODY: frozenset[Seat] = frozenset()
_SEAT_SETS = {seat: frozenset({seat}) for seat in range(4)}


def to_move(state: CourtState) -> frozenset[Seat]:
    phase = state.phase
    if phase in (MOVE, BONUS, DRAGON):
        return _SEAT_SETS[state.active]
    if phase in (SETUP, FATE, FATE_PAVILION, AWARD_DRAW, RESET):
        return _CHANCE_ONLY
    if phase == BRIBE:
        return frozenset(s for s, b in enumerate(state.boards) if b < 0)  # F-8.3
    if phase == ANSWER:
        return _SEAT_SETS[state.asked]
    if phase in (PENALTY, AWARD_CHOICE):
        return _SEAT_SETS[state.chooser]
    return _NOBODY


# --- legal actions ------------------------------------------------------------------------------


def move_actions(state: CourtState, tail: tuple[Action, ...] = ()) -> MoveList:
    """F-4.7: every (official, destination) move, lazily listed, followed by ``tail``."""
    return MoveList(reach(state.positions, state.target), tail)


def take_options(state: CourtState) -> list[tuple[int, int]]:
    """(giver, card) pairs the chooser may take now (F-5.5, F-6.4, F-6.6.3)."""
    phase = state.phase
    if phase == DRAGON:
        return [(s, c) for s, hand in enumerate(state.hands) if s != state.active for c in hand]
    if phase == PENALTY:
        giver = pavilion.penalty_giver(state)
        return [(giver, c) for c in state.hands[giver]]
    if phase == AWARD_CHOICE:
        colour = state.target - 1
        return [
            (s, c)
            for s, hand in enumerate(state.hands)
            if s != state.receiver
            for c in hand
            if c // 3 == colour
        ]
    return []


_END = (A.END_TURN,)


def legal_actions(state: CourtState, seat: Seat) -> Sequence[Action]:
    if seat not in to_move(state) or seat == CHANCE:
        return []
    phase = state.phase
    if phase == MOVE:
        return move_actions(state, _END if state.moves >= 1 else ())  # F-3.2 / F-3.4
    if phase == BONUS:
        return move_actions(state, _END)  # F-3.6
    if phase == BRIBE:
        return [A.SET_BRIBE[o] for o, sq in enumerate(state.positions) if sq >= 0]  # F-2.5
    if phase == ANSWER:
        return list(A.ANSWERS)
    return [A.take_card(giver, card) for giver, card in take_options(state)]


#: The fixed chance lists, built once: the d8 (F-2.4, F-5.4, F-6.9) and each fate die (F-1.7).
_PAVILION_ROLLS: tuple[tuple[Action, float], ...] = tuple((A.ROLL_PAVILION[v], 1 / 8) for v in range(1, 9))
_FATE_ROLLS = {
    die: tuple((A.ROLL_FATE[(die, face)], p) for face, p in faces) for die, faces in FATE_DICE.items()
}
_PAVILION_ROLL_SET = frozenset(a for a, _ in _PAVILION_ROLLS)
_FATE_ROLL_SETS = {die: frozenset(a for a, _ in rolls) for die, rolls in _FATE_ROLLS.items()}
# The prebuilt actions handed out above and by legal_actions are recognised by identity first
# (hashing an Action hashes its nested parameter tuples); they live as long as the module, so
# their ids are unique. Equal actions built elsewhere (a replayed record) take the general path.
_FATE_ROLL_IDS = {die: frozenset(id(a) for a in rolls) for die, rolls in _FATE_ROLL_SETS.items()}
_PAVILION_ROLL_IDS = frozenset(id(a) for a in _PAVILION_ROLL_SET)
_MOVE_BY_ID = {id(action): key for action, key in A.MOVE_KEYS.items()}


def chance_outcomes(state: CourtState) -> list[tuple[Action, float]]:
    phase = state.phase
    if phase == FATE:
        return list(_FATE_ROLLS[DIE_FOR_MOVE[state.moves]])  # F-3.3 / F-8.4
    if phase in (FATE_PAVILION, RESET):
        return list(_PAVILION_ROLLS)  # F-5.4 / F-6.9
    if phase == SETUP:
        if state.placed < len(START_SQUARES):  # F-2.2 / F-8.4 place_official
            sq = START_SQUARES[state.placed]
            free = [o for o, pos in enumerate(state.positions) if pos == UNPLACED]
            return [(A.place_official(sq, o), 1 / len(free)) for o in free]
        return list(_PAVILION_ROLLS)  # F-2.4
    if phase == AWARD_DRAW:
        stack = state.stacks[state.target - 1]
        return [(A.DRAW_CARD[c], 1 / len(stack)) for c in stack]  # F-6.6.1, D-1
    raise IllegalAction("nothing random happens now", "F-8.4")


def _is_outcome(state: CourtState, action: Action) -> bool:
    """``action`` is one of ``chance_outcomes(state)``, without building that list for the
    frequent fixed dice (a fate die follows almost every move)."""
    phase = state.phase
    if phase == FATE:
        die = DIE_FOR_MOVE[state.moves]
        return id(action) in _FATE_ROLL_IDS[die] or action in _FATE_ROLL_SETS[die]
    if phase in (FATE_PAVILION, RESET):
        return id(action) in _PAVILION_ROLL_IDS or action in _PAVILION_ROLL_SET
    return action in {a for a, _ in chance_outcomes(state)}


# --- apply -------------------------------------------------------------------------------------


def apply(state: CourtState, seat: Seat, action: Action) -> CourtState:
    if state.phase == OVER:
        raise IllegalAction("the game is over", "F-7.1")
    if seat == CHANCE:
        return _apply_chance(state, action)
    if seat not in to_move(state):
        raise IllegalAction(f"it is not seat {seat}'s turn to act", "F-9.2")
    phase, kind = state.phase, action.type
    if phase in (MOVE, BONUS):
        if kind == "move":
            return _move(state, action)
        if kind == "end_turn":
            if phase == MOVE and state.moves == 0:
                raise IllegalAction("the first move of a turn is compulsory", "F-3.2")
            if action.params:
                raise IllegalAction("end_turn takes no parameters", "F-9.1")
            return next_turn(state)
        raise IllegalAction(f"now {seat} must move or end the turn", "F-3.4")
    if phase == BRIBE:
        if kind != "set_bribe":
            raise IllegalAction("all players must set their bribery boards now", "F-8.3")
        official = parse_official((action.get("hat"), action.get("robe")))
        if official is None or action != A.SET_BRIBE[official]:
            raise IllegalAction("a bribery board names one official by hat and robe colour", "F-1.6")
        if state.positions[official] < 0:
            raise IllegalAction("a board must name an official that is on the board", "F-2.5")
        boards = tuple(official if s == seat else b for s, b in enumerate(state.boards))
        state = evolve(state, boards=boards)
        if min(boards) >= 0:
            return pavilion.boards_complete(state)
        return state
    if phase == ANSWER:
        if action not in A.ANSWERS:
            raise IllegalAction("answer believe or doubt", "F-6.2")
        return pavilion.answer(state, action["value"])
    # DRAGON, PENALTY, AWARD_CHOICE: take_card
    if kind != "take_card":
        raise IllegalAction("a card must be taken now", _TAKE_RULE[phase])
    card = parse_card(action.get("card"))
    giver = action.get("from")
    if card is None or (giver, card) not in take_options(state) or action != A.take_card(giver, card):
        raise IllegalAction("that card cannot be taken from that player", _TAKE_RULE[phase])
    state = pavilion.move_card(state, giver, seat, card)
    if phase == DRAGON:
        return evolve(state, phase=MOVE)  # F-5.5: then P may move again
    if phase == PENALTY:
        return pavilion.after_penalty(state)
    return pavilion.banish(state)  # AWARD_CHOICE done


_TAKE_RULE = {DRAGON: "F-5.5", PENALTY: "F-6.4", AWARD_CHOICE: "F-6.6.3"}


def _move(state: CourtState, action: Action) -> CourtState:
    """F-4.3..F-4.5 and F-3.3: one atomic move, then entering, a fate die, or the turn's end."""
    key = _MOVE_BY_ID.get(id(action))
    if key is not None:
        official, to = key  # the prebuilt action that legal_actions handed out
    else:
        official = parse_official(action.get("official"))
        to = parse_square(action.get("to"))
        if official is None or to is None or len(action.params) != 2:
            raise IllegalAction("a move names an official [hat, robe] and a square [col, row]", "F-9.1")
    origin = state.positions[official]
    if origin < 0:
        raise IllegalAction("that official is not on the board", "F-1.4")
    if to == origin:
        raise IllegalAction("a move must end on a square other than its start", "F-4.3")
    if not reach(state.positions, state.target).has(official, to):
        if to in pavilion_entrances_closed(state.target):
            raise IllegalAction("a closed pavilion entrance cannot be entered", "F-4.1")
        raise IllegalAction(
            f"the official cannot reach {list(coords(to))} by slides or a start-area step", "F-4.7"
        )
    if to == ENTRANCES[state.target]:
        return pavilion.enter(evolve(state, moves=state.moves + 1), official)  # F-3.5
    positions = (*state.positions[:official], to, *state.positions[official + 1 :])
    if state.phase == BONUS:
        return next_turn(state, positions=positions)  # F-3.6: no fate die
    moves = state.moves + 1
    if moves >= MAX_MOVES:
        return next_turn(state, positions=positions)  # F-3.3
    return evolve(state, positions=positions, moves=moves, phase=FATE)


def pavilion_entrances_closed(target: int) -> frozenset[int]:
    return frozenset(sq for number, sq in ENTRANCES.items() if number != target)


def _apply_chance(state: CourtState, action: Action) -> CourtState:
    if not _is_outcome(state, action):
        raise IllegalAction(f"{action} is not a possible outcome now", "F-8.4")
    phase = state.phase
    if phase == SETUP:
        if action.type == "place_official":
            official = parse_official(action["official"])
            sq = START_SQUARES[state.placed]
            positions = (*state.positions[:official], sq, *state.positions[official + 1 :])
            return evolve(state, positions=positions, placed=state.placed + 1)
        return evolve(state, target=action["value"], phase=BRIBE)  # F-2.4 -> F-2.5
    if phase == FATE:
        face = action["face"]
        rolled = (action["die"], face)
        if face == "black":  # F-5.2
            return next_turn(state, last_fate=rolled)
        if face == "pavilion":  # F-5.4
            return evolve(state, last_fate=rolled, phase=FATE_PAVILION)
        if face == "dragon" and any(h for s, h in enumerate(state.hands) if s != state.active):
            return evolve(state, last_fate=rolled, phase=DRAGON)  # F-5.5, G-8
        return evolve(state, last_fate=rolled, phase=MOVE)  # F-5.3
    if phase == FATE_PAVILION:
        return evolve(state, target=action["value"], phase=MOVE)
    if phase == RESET:
        return pavilion.reset(state, action["value"])
    return pavilion.draw(state, parse_card(action["card"]))  # AWARD_DRAW
