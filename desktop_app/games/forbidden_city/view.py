"""What a seat may know (F-8.1, F-8.2), as a plain JSON dict described by the TypedDicts below.

Views travel as they are (to a board, to a bot, over the LAN), so they hold JSON only: squares
are ``[col, row]``, officials ``[hat, robe]``, cards ``[colour, garment]``, seats 0-based, and a
seat's own board is the only secret shown (to that seat). Everything else a player at the table
sees is public (F-8.2) and is in every view, including what the table remembers after the fact:
the last move (``last_move``, for the board's trail) and the whole story of the last pavilion
(``last_reveal``: who brought which official into which pavilion, the answers, the boards turned
over, every card paid), so that a board drawn from one view alone shows exactly what a player who
watched the whole match sees. Stack order exists nowhere (Decisions D-1), so none is shown.

Move paths are not part of the view: ``forbidden_city.move_path_in_view(view, action)`` gives the
squares where each slide of a shortest path ends (F-4.8), and ``last_move_path(view)`` the path
of ``last_move``, both from public facts only.
"""

from __future__ import annotations

import functools
from typing import Any, TypedDict

from desktop_app.engine import Seat
from desktop_app.games.forbidden_city.board import (
    CARDS,
    COLOURS,
    DIE_FOR_MOVE,
    ENTRANCES,
    GARMENTS,
    OFFICIALS,
    coords,
)
from desktop_app.games.forbidden_city.rules import take_options, to_move
from desktop_app.games.forbidden_city.scoring import score
from desktop_app.games.forbidden_city.state import (
    ANSWER,
    BONUS,
    FATE,
    FROM_STACK,
    IN_PAVILION,
    MOVE,
    OVER,
    TERRACE,
    CourtState,
)

#: ``[hat, robe]`` (F-1.4), ``[colour, garment]`` (F-1.5), ``[col, row]`` (F-10).
OfficialJSON = list[str]
CardJSON = list[str]
SquareJSON = list[int]
#: ``[seat, "believe" | "doubt"]`` (F-6.2).
AnswerJSON = list[int | str]
#: ``[giver seat, [colour, garment]]``: a card the chooser may take now.
TakeJSON = list[int | list[str]]


class FateRollView(TypedDict):
    """The last fate die rolled (F-5): ``die`` small | medium | large, ``face`` black | blank |
    pavilion | dragon."""

    die: str
    face: str


class OfficialView(TypedDict):
    """One of the 25 officials (F-1.4); ``square`` is None unless ``where`` is ``board``."""

    official: OfficialJSON
    square: SquareJSON | None
    where: str  # board | terrace | pavilion (being resolved, D-4) | unplaced (setup)


class StackView(TypedDict):
    """Pavilion ``pavilion``'s stack: how many cards and which garments remain, no order (F-8.1)."""

    pavilion: int
    colour: str
    entrance: SquareJSON
    size: int
    remaining: list[str]


class BoardView(TypedDict):
    """A seat's bribery board (F-1.6): whether it is set, and the official only to its owner, or to
    everybody while the boards are open after a reveal (F-8.1)."""

    set: bool
    official: OfficialJSON | None


class ResolutionView(TypedDict):
    """The pavilion resolution in progress (F-6.2..F-6.6)."""

    official: OfficialJSON | None
    claimant: int  # P
    claim: bool  # P holds a card, so P claims the official (F-6.2)
    answers: list[AnswerJSON]
    asked: int | None  # who answers now
    doubter: int | None
    case: str  # "" until the reveal, then none | A | B | C | D (F-6.4)
    receiver: int | None
    chooser: int | None


class TransferView(TypedDict):
    """A card paid in a pavilion resolution: ``giver`` None means the pavilion's stack."""

    giver: int | None
    taker: int
    card: CardJSON


class RevealView(TypedDict):
    """The last pavilion, public from its reveal until the next one (F-6.3, F-8.1)."""

    official: OfficialJSON | None
    case: str  # none | A | B | C | D (F-6.4)
    boards: list[OfficialJSON | None]  # every seat's board as it was turned over
    claimant: int  # P, who brought the official in
    pavilion: int  # the target it entered
    answers: list[AnswerJSON]
    doubter: int | None
    transfers: list[TransferView]  # penalty and award, in order (grows until the award is settled)


class LastMoveView(TypedDict):
    """The last move made (F-4.3..F-4.5): from ``origin`` to ``to`` while ``target`` was open."""

    official: OfficialJSON
    origin: SquareJSON
    to: SquareJSON
    target: int


class CourtView(TypedDict):
    """Everything ``view(state, seat)`` shows; ``you`` is the seat, None for a spectator."""

    game: str  # "forbidden_city"
    players: int
    you: Seat | None
    phase: str  # setup|bribe|move|fate|fate_pavilion|dragon|answer|penalty|award_draw|award_choice|
    # reset|bonus|over (F-9.2)
    to_move: list[int]  # seats to act; [-1] = chance; [] = over
    active: int  # P, whose turn it is
    moves_made: int  # k of F-3.1
    bonus_move: bool  # P makes the bonus move of F-3.6 now
    bonus_turn: bool  # P has begun the bonus move: true until the turn ends, also while its
    # official is resolved (F-6)
    next_fate_die: str | None  # die rolled after the move now due
    last_fate: FateRollView | None
    target: int  # pavilion number 1..8 (0 before the first roll)
    target_entrance: SquareJSON | None
    officials: list[OfficialView]  # all 25 in fixed order (hats red..black, robes red..black)
    banished: int  # officials on the Terrace
    terrace: list[OfficialJSON]
    stacks: list[StackView]  # one per pavilion 1..8
    hands: list[list[CardJSON]]  # per seat, public (F-1.5)
    scores: list[int]  # per seat: current best set score (F-7.3)
    boards: list[BoardView]
    last_reveal: RevealView | None
    last_move: LastMoveView | None
    resolution: ResolutionView | None
    take_from: list[TakeJSON]  # (giver, card) the chooser may take now
    all_cards_mode: bool  # b >= 10 (F-6)
    bonus_due: bool  # a believed bluff earned P a bonus move after the reset
    reveal_count: int  # reveals so far
    boards_open: bool  # boards revealed and not yet set again
    over: bool


_WHERE = {TERRACE: "terrace", IN_PAVILION: "pavilion"}


def _official(o: int) -> OfficialJSON | None:
    return list(OFFICIALS[o]) if o >= 0 else None


def _square(sq: int) -> SquareJSON:
    return list(_coords(sq))


@functools.cache
def _coords(sq: int) -> tuple[int, int]:
    """``coords`` remembered: a view places 25 officials and 8 entrances, for every seat at each
    step of a LAN match, on 225 squares."""
    return coords(sq)


@functools.lru_cache(maxsize=256)
def _remaining(stack: tuple[int, ...]) -> tuple[str, ...]:
    """The garments left in a stack, sorted (no order is shown, D-1); stacks change rarely."""
    return tuple(sorted(GARMENTS[c % 3] for c in stack))


def _resolution(state: CourtState) -> ResolutionView | None:
    if state.entered < 0:
        return None
    return {
        "official": _official(state.entered),
        "claimant": state.active,
        "claim": state.case != "none" if state.case else bool(state.hands[state.active]),
        "answers": [[s, v] for s, v in state.answers],
        "asked": state.asked if state.phase == ANSWER else None,
        "doubter": state.doubter if state.doubter >= 0 else None,
        "case": state.case,
        "receiver": state.receiver if state.receiver >= 0 else None,
        "chooser": state.chooser if state.chooser >= 0 else None,
    }


def _last_reveal(state: CourtState) -> RevealView | None:
    if state.last_reveal_official < 0:
        return None
    return {
        "official": _official(state.last_reveal_official),
        "case": state.last_reveal_case,
        "boards": [_official(b) for b in state.last_reveal],
        "claimant": state.last_claimant,
        "pavilion": state.last_pavilion,
        "answers": [[s, v] for s, v in state.last_answers],
        "doubter": state.last_doubter if state.last_doubter >= 0 else None,
        "transfers": [
            {"giver": None if giver == FROM_STACK else giver, "taker": taker, "card": list(CARDS[card])}
            for giver, taker, card in state.last_transfers
        ],
    }


def _last_move(state: CourtState) -> LastMoveView | None:
    if state.last_move is None:
        return None
    official, origin, to, target = state.last_move
    return {
        "official": list(OFFICIALS[official]),
        "origin": _square(origin),
        "to": _square(to),
        "target": target,
    }


def _boards(state: CourtState, seat: Seat | None) -> list[BoardView]:
    return [
        {"set": b >= 0, "official": _official(b) if s == seat or state.boards_open else None}
        for s, b in enumerate(state.boards)
    ]


def private_view(state: CourtState, seat: Seat | None) -> dict[str, Any]:
    """The entries of ``view(state, seat)`` that depend on the viewer: who it is, and the
    bribery boards, of which it sees its own (F-8.1)."""
    return {"you": seat, "boards": _boards(state, seat)}


def view(state: CourtState, seat: Seat | None) -> CourtView:
    """Exactly what ``seat`` may know: own board only, stacks as contents without order (F-8)."""
    entrance = ENTRANCES.get(state.target)
    next_die = None
    if state.phase == FATE or (state.phase == MOVE and 1 <= state.moves + 1 <= 3):
        next_die = DIE_FOR_MOVE.get(state.moves if state.phase == FATE else state.moves + 1)
    last_fate: FateRollView | None = None
    if state.last_fate:
        last_fate = {"die": state.last_fate[0], "face": state.last_fate[1]}
    return {
        "game": "forbidden_city",
        "players": state.players,
        "you": seat,
        "phase": state.phase,
        "to_move": sorted(to_move(state)),
        "active": state.active,
        "moves_made": state.moves,
        "bonus_move": state.phase == BONUS,
        "bonus_turn": state.bonus,
        "next_fate_die": next_die,
        "last_fate": last_fate,
        "target": state.target,
        "target_entrance": _square(entrance) if entrance is not None else None,
        "officials": [
            {
                "official": list(OFFICIALS[o]),
                "square": _square(sq) if sq >= 0 else None,
                "where": "board" if sq >= 0 else _WHERE.get(sq, "unplaced"),
            }
            for o, sq in enumerate(state.positions)
        ],
        "banished": state.banished,
        "terrace": [list(OFFICIALS[o]) for o, sq in enumerate(state.positions) if sq == TERRACE],
        "stacks": [
            {
                "pavilion": k + 1,
                "colour": COLOURS[k],
                "entrance": _square(ENTRANCES[k + 1]),
                "size": len(stack),
                "remaining": list(_remaining(stack)),
            }
            for k, stack in enumerate(state.stacks)
        ],
        "hands": [[list(CARDS[c]) for c in hand] for hand in state.hands],
        "scores": [score(hand) for hand in state.hands],
        "boards": _boards(state, seat),
        "last_reveal": _last_reveal(state),
        "last_move": _last_move(state),
        "resolution": _resolution(state),
        "take_from": [[g, list(CARDS[c])] for g, c in take_options(state)],
        "all_cards_mode": state.all_cards_mode,
        "bonus_due": state.bonus_due,
        "reveal_count": state.reveal_count,
        "boards_open": state.boards_open,
        "over": state.phase == OVER,
    }
