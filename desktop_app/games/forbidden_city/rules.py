"""Who moves, what is legal, and what an action does (F-2, F-8.3, F-8.4, F-9.2), plus chance.

``apply`` dispatches through one table per kind of mover, phase by phase as F-9.2 lists them:
the turn's phases to ``turn.py``, the pavilion's to ``pavilion.py``, and the setup and the
bribery boards here. Every handler validates the action against the same generators that
``legal_actions`` uses, so the two can never disagree; refusals raise ``IllegalAction`` naming
the rule that forbids it, after ``actions.check_shape`` has refused anything that is not a
Forbidden City action at all (``MalformedAction``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from desktop_app.engine import CHANCE, Action, IllegalAction, Seat
from desktop_app.engine.messages import Message
from desktop_app.games.forbidden_city import actions as A
from desktop_app.games.forbidden_city import move_list, pavilion, turn
from desktop_app.games.forbidden_city import reach as _reach
from desktop_app.games.forbidden_city.actions import check_shape, parse_card, parse_official
from desktop_app.games.forbidden_city.board import DIE_FOR_MOVE, FATE_DICE, OFFICIALS, START_SQUARES
from desktop_app.games.forbidden_city.log import official_message
from desktop_app.games.forbidden_city.move_list import MoveList
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
    MOVE,
    OVER,
    PENALTY,
    RESET,
    SETUP,
    UNPLACED,
    CourtState,
    evolve,
)

_CHANCE_ONLY = frozenset({CHANCE})
_NOBODY: frozenset[Seat] = frozenset()
_SEAT_SETS = {seat: frozenset({seat}) for seat in range(4)}


def to_move(state: CourtState) -> frozenset[Seat]:
    """F-9.2's to_move column."""
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


#: Who may give which card in each phase where a card is taken (F-5.5, F-6.4, F-6.6.3).
_TAKE_OPTIONS: Final[dict[str, Callable[[CourtState], list[tuple[int, int]]]]] = {
    DRAGON: turn.dragon_options,
    PENALTY: pavilion.penalty_options,
    AWARD_CHOICE: pavilion.award_options,
}


def take_options(state: CourtState) -> list[tuple[int, int]]:
    """(giver, card) pairs the chooser may take now (F-5.5, F-6.4, F-6.6.3); empty otherwise."""
    options = _TAKE_OPTIONS.get(state.phase)
    return options(state) if options is not None else []


_END = (A.END_TURN,)


def prepare() -> None:
    """``Game.prepare``: the 5,625 ready-made moves, and the search's tables for every target."""
    _ = A.MOVES.rows
    _reach.prepare()
    move_list.prepare()


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


# --- chance (F-8.4) ---------------------------------------------------------------------------------

#: The fixed chance lists, built once: the d8 (F-2.4, F-5.4, F-6.9) and each fate die (F-1.7).
_PAVILION_ROLLS: tuple[tuple[Action, float], ...] = tuple((A.ROLL_PAVILION[v], 1 / 8) for v in range(1, 9))
_FATE_ROLLS = {
    die: tuple((A.ROLL_FATE[(die, face)], p) for face, p in faces) for die, faces in FATE_DICE.items()
}
_PAVILION_ROLL_SET = frozenset(a for a, _ in _PAVILION_ROLLS)
_FATE_ROLL_SETS = {die: frozenset(a for a, _ in rolls) for die, rolls in _FATE_ROLLS.items()}
# The prebuilt actions handed out above are recognised by identity first (hashing an Action
# hashes its nested parameter tuples); they live as long as the module, so their ids are unique.
# Equal actions built elsewhere (a replayed record) take the general path.
_FATE_ROLL_IDS = {die: frozenset(id(a) for a in rolls) for die, rolls in _FATE_ROLL_SETS.items()}
_PAVILION_ROLL_IDS = frozenset(id(a) for a in _PAVILION_ROLL_SET)


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
    raise IllegalAction(Message.make("forbidden_city.refusal.no_chance"), "F-8.4")


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


# --- the handlers of the setup (F-2) and the bribery boards (F-2.5, F-8.3) -------------------------


def _setup(state: CourtState, action: Action) -> CourtState:
    """F-2.2: an official onto the next start square; F-2.4: the first target, then the boards."""
    if action.type == "place_official":
        official = parse_official(action["official"])
        assert official is not None  # a listed outcome names an official
        sq = START_SQUARES[state.placed]
        positions = (*state.positions[:official], sq, *state.positions[official + 1 :])
        return evolve(state, positions=positions, placed=state.placed + 1)
    return evolve(state, target=action["value"], phase=BRIBE)  # F-2.4 -> F-2.5


def _set_bribe(state: CourtState, seat: Seat, action: Action) -> CourtState:
    """F-8.3: one seat's secret board; when all are set, the next turn begins (F-2.6, F-6.9)."""
    if action.type != "set_bribe":
        raise IllegalAction(Message.make("forbidden_city.refusal.set_boards"), "F-8.3")
    official = parse_official((action.get("hat"), action.get("robe")))
    if official is None or action != A.SET_BRIBE[official]:
        raise IllegalAction(Message.make("forbidden_city.refusal.bribe_names"), "F-1.6")
    if state.positions[official] < 0:
        raise IllegalAction(Message.make("forbidden_city.refusal.bribe_on_board"), "F-2.5")
    boards = tuple(official if s == seat else b for s, b in enumerate(state.boards))
    state = evolve(state, boards=boards)
    if min(boards) >= 0:
        return turn.boards_complete(state)
    return state


#: The rule that a refused ``take_card`` breaks, and what follows once a card is taken.
_TAKE_RULE: Final = {DRAGON: "F-5.5", PENALTY: "F-6.4", AWARD_CHOICE: "F-6.6.3"}
_TAKEN: Final[dict[str, Callable[[CourtState, int, Seat, int], CourtState]]] = {
    DRAGON: turn.dragon_taken,
    PENALTY: pavilion.penalty_taken,
    AWARD_CHOICE: pavilion.award_taken,
}


def _take(state: CourtState, seat: Seat, action: Action) -> CourtState:
    """DRAGON, PENALTY, AWARD_CHOICE: the chooser takes one of ``take_options`` (F-9.1)."""
    phase = state.phase
    if action.type != "take_card":
        raise IllegalAction(Message.make("forbidden_city.refusal.take_now"), _TAKE_RULE[phase])
    card = parse_card(action.get("card"))
    giver = action.get("from")
    if card is None or (giver, card) not in take_options(state) or action != A.take_card(giver, card):
        raise IllegalAction(Message.make("forbidden_city.refusal.take_which"), _TAKE_RULE[phase])
    return _TAKEN[phase](state, giver, seat, card)


# --- apply -------------------------------------------------------------------------------------

#: F-9.2: the phase a seat acts in -> what its action does.
PLAYER_HANDLERS: Final[dict[str, Callable[[CourtState, Seat, Action], CourtState]]] = {
    MOVE: turn.play,
    BONUS: turn.play,
    BRIBE: _set_bribe,
    ANSWER: pavilion.answer,
    DRAGON: _take,
    PENALTY: _take,
    AWARD_CHOICE: _take,
}
#: F-8.4: the chance phase -> what its outcome does.
CHANCE_HANDLERS: Final[dict[str, Callable[[CourtState, Action], CourtState]]] = {
    SETUP: _setup,
    FATE: turn.roll_fate,
    FATE_PAVILION: turn.roll_fate_pavilion,
    RESET: lambda state, action: pavilion.reset(state, action["value"]),
    AWARD_DRAW: lambda state, action: pavilion.draw(state, _drawn(action)),
}


def _drawn(action: Action) -> int:
    card = parse_card(action["card"])
    assert card is not None  # a listed outcome names a card
    return card


def apply(state: CourtState, seat: Seat, action: Action) -> CourtState:
    if state.phase == OVER:
        raise IllegalAction(Message.make("forbidden_city.refusal.over"), "F-7.1")
    if seat == CHANCE:
        if not _is_outcome(state, action):
            raise IllegalAction(
                Message.make("forbidden_city.refusal.not_an_outcome", action=str(action)), "F-8.4"
            )
        return CHANCE_HANDLERS[state.phase](state, action)
    if seat not in to_move(state):
        raise IllegalAction(Message.make("forbidden_city.refusal.not_your_turn", seat=seat), "F-9.2")
    if id(action) not in A.MOVE_BY_ID:  # the prebuilt moves of legal_actions are well-formed
        check_shape(action)
    return PLAYER_HANDLERS[state.phase](state, seat, action)


def official_refusal(state: CourtState, seat: Seat, official: object) -> IllegalAction | None:
    """Why ``seat`` cannot move ``official`` (``[hat, robe]``) now; None when it has a legal move.

    A person pointing at an official that is not lit asks "why not this one?". A move needs a
    square, so no single refused move answers that: out of turn or phase the refusal is
    ``apply``'s own (F-9.2, F-7.1); off the board it is F-1.4; on the board with nowhere to
    slide, every way out of its square is blocked (F-4.7).
    """
    index = parse_official(official)
    if index is None:
        return IllegalAction(Message.make("forbidden_city.refusal.move_names"), "F-9.1")
    if state.phase not in (MOVE, BONUS) or seat not in to_move(state):
        try:
            apply(state, seat, Action.make("move", official=list(OFFICIALS[index]), to=[0, 0]))
        except IllegalAction as error:
            return error
        return None
    if state.positions[index] < 0:
        return IllegalAction(Message.make("forbidden_city.refusal.not_on_board"), "F-1.4")
    if reach(state.positions, state.target).destinations(index):
        return None
    return IllegalAction(
        Message.make("forbidden_city.refusal.boxed_in", official=official_message(index)), "F-4.7"
    )
