"""Who moves, what is legal, chance, and applying an action through the phase table (D-1, N-2, M-3).

``apply`` checks an action in a fixed order: well-formed (``actions.parse``, MalformedAction), the
game not over (L-4), the seat to move (D-1, M-3), the once-per-turn limits (D-2, J-3), the action
allowed in this phase (N-2); then the phase's handler names the card, square or colour (A-4, A-6,
B-1, I-3) and calls the rule module that governs the action (``cards``, ``workers``, ``castle``,
``turn``), which raises ``IllegalAction`` naming its rule. Automatic steps (the completion test,
skipping empty phases, the end of the game) run inside the action that makes them due, so every
step left is a real decision or a chance draw.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from desktop_app.engine.action import Action
from desktop_app.engine.errors import IllegalAction
from desktop_app.engine.messages import Message
from desktop_app.engine.seats import CHANCE, Seat
from desktop_app.games.arkadia import actions, board, cards, turn, workers
from desktop_app.games.arkadia.actions import CardName, Cash, Draw, PlaceCastlePiece, PlaceWorker, PlayCard
from desktop_app.games.arkadia.castle import current_floor, place_castle_piece
from desktop_app.games.arkadia.placement import can_place_workers, play_actions, worker_squares
from desktop_app.games.arkadia.state import (
    CAN,
    CASH,
    CASTLE,
    DEAL,
    MUST,
    NO_DRAW,
    OVER,
    REFILL,
    WORKERS,
    ArkState,
)

_CHANCE_ONLY = frozenset({CHANCE})
_NOBODY: frozenset[Seat] = frozenset()
_SEATS = tuple(frozenset({s}) for s in range(4))


# --- who moves, and what is legal (N-2) ---------------------------------------------------------


def to_move(state: ArkState) -> frozenset[Seat]:
    """The active seat; CHANCE while a card is dealt or drawn (M-3); nobody once the game is over."""
    if state.phase == OVER:
        return _NOBODY
    if state.phase == DEAL or state.pending != NO_DRAW:
        return _CHANCE_ONLY
    return _SEATS[state.active]


def legal_actions(state: ArkState, seat: Seat) -> list[Action]:
    """N-2: every legal action of ``seat`` now, as the ready-made objects of ``actions``."""
    if seat != state.active or state.pending != NO_DRAW or state.phase in (DEAL, OVER):
        return []
    phase = state.phase
    screen = state.screens[seat]
    if phase == MUST:
        out = play_actions(state, screen.hand)
        out.extend(_worker_actions(state, seat) if can_place_workers(state, seat) else [])
        if not out:  # G-1: stuck
            if screen.hand:
                out = [actions.EXCHANGE_ACTIONS[k] for k in sorted(set(screen.hand))]
            else:
                out = [actions.PASS]
        return out
    if phase == WORKERS:
        out = _worker_actions(state, seat)
        out.append(actions.FINISH_WORKERS)
        return out
    if phase == REFILL:
        out = [actions.DRAW_PILE] if state.pile_size > 0 else []
        out.extend(actions.DRAW_DISPLAY_ACTIONS[k] for k in sorted(set(state.display)))
        return out
    if phase == CASTLE:
        floor = current_floor(state.castle)
        free = [p for p, colour in enumerate(state.castle[floor]) if colour < 0]
        return [
            actions.CASTLE_ACTIONS[colour][p]
            for colour, n in enumerate(state.pools[floor])
            if n > 0
            for p in free
        ]
    if phase == CAN:
        return [actions.USE_BANNER, actions.END_TURN] if screen.banners > 0 else [actions.END_TURN]
    out = [actions.cash(f, n) for f, held in enumerate(screen.seals) for n in range(1, held + 1)]
    out.append(actions.END_TURN)
    return out


def _worker_actions(state: ArkState, seat: int) -> list[Action]:
    """F-1/F-2/N-3: each kind of worker the seat holds, on each square the step may take."""
    screen = state.screens[seat]
    squares = board.bits(worker_squares(state))
    out: list[Action] = []
    if screen.own > 0:
        row = actions.WORKER_ACTIONS[0]
        out.extend([row[i] for i in squares])
    if screen.neutral > 0:
        row = actions.WORKER_ACTIONS[1]
        out.extend([row[i] for i in squares])
    return out


def chance_outcomes(state: ArkState) -> list[tuple[Action, float]]:
    """M-3: one draw; outcomes are the distinct kinds left in the pile, weighted by copies."""
    if to_move(state) != _CHANCE_ONLY:
        raise IllegalAction(Message.make("arkadia.refusal.no_chance"), "M-3")
    size = state.pile_size
    return [(actions.REVEAL_ACTIONS[k], n / size) for k, n in enumerate(state.pile) if n > 0]


# --- names in actions (A-4, A-6, B-1) -----------------------------------------------------------


def _family(name: str) -> int:
    family = board.FAMILY_INDEX.get(name)
    if family is None:
        raise IllegalAction(Message.make("arkadia.refusal.no_family", name=name), "A-4")
    return family


def _building(name: str) -> int:
    building = board.TYPE_INDEX.get(name)
    if building is None:
        raise IllegalAction(Message.make("arkadia.refusal.no_building_type", name=name), "A-6")
    return building


def _card(family: str, building: str) -> int:
    return board.kind_of(_family(family), _building(building))


def _square(square: tuple[int, int], rule: str) -> int:
    r, c = square
    if not board.on_board(r, c):
        raise IllegalAction(
            Message.make("arkadia.refusal.square_off_board", square=board.square_name(square)), rule
        )
    return r * board.COLS + c


# --- the phase table (N-2) ----------------------------------------------------------------------


def _play_card(state: ArkState, seat: int, move: PlayCard) -> ArkState:
    family, building = _family(move.family), _building(move.building)
    r, c = move.anchor
    if not board.on_board(r, c):
        raise IllegalAction(Message.make("arkadia.refusal.building_off_board"), "E-2.1")
    return cards.play_card(state, seat, family, building, move.orientation, r * board.COLS + c)


def _place_worker(state: ArkState, seat: int, move: PlaceWorker) -> ArkState:
    if move.kind not in actions.WORKER_KINDS:
        raise IllegalAction(Message.make("arkadia.refusal.worker_kind"), "F-1")
    if state.phase == MUST and not can_place_workers(state, seat):
        raise IllegalAction(Message.make("arkadia.refusal.no_worker_step"), "F-5")
    return workers.place_worker(state, seat, _square(move.square, "F-1"), move.kind == "neutral")


def _draw(state: ArkState, seat: int, move: Draw) -> ArkState:
    if move.source == "pile" and move.family is None:
        return cards.draw_pile(state, seat)
    if move.source == "display" and move.family is not None and move.building is not None:
        return cards.draw_display(state, seat, _card(move.family, move.building))
    raise IllegalAction(Message.make("arkadia.refusal.draw_source"), "E-5")


def _exchange_card(state: ArkState, seat: int, move: CardName) -> ArkState:
    return cards.exchange_card(state, seat, _card(move.family, move.building))


def _place_castle_piece(state: ArkState, seat: int, move: PlaceCastlePiece) -> ArkState:
    colour = _family(move.colour)
    position = board.LOT_POSITION.get(board.square(_square(move.square, "I-3")))
    if position is None:
        raise IllegalAction(Message.make("arkadia.refusal.castle_off_lot"), "I-3")
    return place_castle_piece(state, colour, position)


def _cash(state: ArkState, seat: int, move: Cash) -> ArkState:
    return turn.cash(state, seat, _family(move.family), move.count)


Handler = Callable[[ArkState, int, Any], ArkState]

#: N-2: per phase, the action types it accepts and the handler of each.
PHASES: dict[str, dict[str, Handler]] = {
    MUST: {
        "play_card": _play_card,
        "place_worker": _place_worker,
        "exchange_card": _exchange_card,
        "pass": lambda state, seat, move: workers.pass_turn(state, seat),
    },
    WORKERS: {
        "place_worker": _place_worker,
        "finish_workers": lambda state, seat, move: workers.finish_workers(state),
    },
    REFILL: {"draw": _draw},
    CASTLE: {"place_castle_piece": _place_castle_piece},
    CAN: {
        "use_banner": lambda state, seat, move: turn.use_banner(state, seat),
        "end_turn": lambda state, seat, move: turn.end_turn(state),
    },
    CASH: {
        "cash": _cash,
        "end_turn": lambda state, seat, move: turn.end_turn(state),
    },
}


def apply(state: ArkState, seat: Seat, action: Action) -> ArkState:
    """The state after ``seat`` takes ``action``; checks in the order of the module docstring."""
    move = actions.parse(action)
    movers = to_move(state)
    if seat not in movers:
        if not movers:
            raise IllegalAction(Message.make("arkadia.refusal.game_over"), "L-4")
        if CHANCE in movers:
            raise IllegalAction(Message.make("arkadia.refusal.reveal_first"), "M-3")
        raise IllegalAction(Message.make("arkadia.refusal.not_your_turn", seat=state.active), "D-1")
    kind = action.type
    if seat == CHANCE:
        if not isinstance(move, CardName) or kind != "reveal":
            raise IllegalAction(Message.make("arkadia.refusal.chance_reveals"), "M-3")
        return cards.reveal(state, _card(move.family, move.building))
    if kind == "use_banner" and state.banner_used:
        raise IllegalAction(Message.make("arkadia.refusal.one_banner"), "D-2")
    if kind == "cash" and state.phase != CASH:
        raise IllegalAction(Message.make("arkadia.refusal.cash_without_banner"), "J-3")
    handler = PHASES[state.phase].get(kind)
    if handler is None:
        raise IllegalAction(
            Message.make("arkadia.refusal.wrong_phase", action=kind, phase=state.phase), "D-1"
        )
    return handler(state, seat, move)
