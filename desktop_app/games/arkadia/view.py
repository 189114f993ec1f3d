"""What each seat may know of an Arkadia position (M-1, M-2), as a JSON-able dict typed by ``ArkadiaView``.

Hand cards and everything behind a screen (workers by kind, seals by family, gold) appear only in
the owner's own entry; other seats and spectators (``seat=None``) see hand sizes and banners. The
pile is only a count: the state holds no deck order at all (M-3). The static board (grid, tents,
lot, shapes and their orientations) is not repeated here: see ``board_layout()``.

View JSON shape (all squares are ``[r, c]``, families ``"red"|"olive"|"black"|"silver"``,
building types as in the board file, seats ``0..N-1``)::

    {
      "game": "arkadia",
      "viewer": 0 | null,                  # the seat this view is for (null = spectator)
      "players": 3,                        # number of seats
      "rules": "2",                        # the match's rules version ("1": tents paid nothing)
      "phase": "deal" | "must" | "workers" | "refill" | "castle" | "can" | "cash" | "over",
      "active": 1,                         # seat whose turn it is
      "to_move": [1] | [-1] | [],          # -1 = chance (a draw is being revealed)
      "pending_draw": null | {"to": "display"} | {"to": "hand", "seat": 1},
      "turn": 17,                          # turns completed so far
      "values": {"red": 1, "olive": 1, "black": 1, "silver": 1},   # K-1, right now
      "buildings": [                       # in placing order; id = index (B-5)
        {"id": 0, "type": "mill", "family": "red", "squares": [[4, 6], ...],
         "completed": false, "seal": true}
      ],
      "workers": [{"square": [4, 5], "owner": 0 | null}],           # null = neutral worker
      "castle": {
        "positions": [[5, 6], ...],        # the 10 lot squares, in the order used below
        "floors": [[null | "red", ...10], [...], [...]],            # floor 1, 2, 3
        "visible": ["red" | null, ...10],  # K-1 visible colour per position
        "current_floor": 1 | 2 | 3,
        "pools": [{"red": 3, "olive": 3, "black": 3, "silver": 3}, {...}, {...}]
      },
      "display": [{"family": "red", "building": "house"}, ...],    # face-up cards
      "pile": 29,                          # cards left face down (a count only)
      "discard": [{"family": ..., "building": ...}, ...],          # oldest first
      "tiles_left": {"house": 8, ...},
      "supply": {"neutral": 24, "own": [8, 8, 8]},                  # general supply per seat colour
      "seats": [
        {"seat": 0, "colour": "yellow", "banners": 4, "hand_size": 4,
         "hand": [{"family": ..., "building": ...}] | null,        # null unless viewer == seat
         "screen": {"own": 3, "neutral": 0,
                    "seals": {"red": 0, ...}, "gold": 0} | null}   # null unless viewer == seat
      ],
      "step": {                            # the current turn's bookkeeping (public)
        "castle_owed": 0,                  # pieces still to place (I-1)
        "workers_placed": [[r, c], ...],   # this worker step's squares (F-2)
        "candidates": [3, 5],              # building ids that neighbour all of them (N-3)
        "completed": [4],                  # building ids completed during this turn (H-1)
        "banner_used": false,
        "passed": false,                   # this turn's MUST step was a pass (G-3)
        "stall_turns": 0,                  # consecutive pass turns without a banner (G-5),
                                           # this turn not yet counted
        "final_round": false,              # L-3 running
        "trigger_seat": null | 2,          # T
        "final_turns_left": null | 3
      },
      "final": null | [{"seat": 0, "gold": 41, "seals": {...}, "total": 61, "banners": 1}]
    }

``final`` is filled only once the game is over (L-4), when final scoring shows every screen.

The TypedDicts below describe exactly this shape; views stay plain dicts (they travel as JSON),
and the board, the bots and ``determinize`` read them through these types.
"""

from __future__ import annotations

import functools
from typing import Any, Literal, TypedDict

from desktop_app.engine.seats import CHANCE
from desktop_app.games.arkadia import board
from desktop_app.games.arkadia.castle import current_floor, seal_values, visible_colours
from desktop_app.games.arkadia.scoring import final_gold
from desktop_app.games.arkadia.state import DEAL, NEUTRAL, NO_DRAW, OVER, TO_DISPLAY, ArkState, deal_target

FAMILIES = board.FAMILIES

#: One count per seal family, keyed ``red``, ``olive``, ``black``, ``silver`` (A-4).
FamilyCounts = dict[str, int]


class CardView(TypedDict):
    """A card (A-7, N-1)."""

    family: str
    building: str


class BuildingView(TypedDict):
    """A placed tile (B-5); ``seal`` is whether its seal still lies on it (E-3, H-3)."""

    id: int
    type: str
    family: str
    squares: list[list[int]]
    completed: bool
    seal: bool


class WorkerView(TypedDict):
    """A worker on the board (F-3); ``owner`` None is a neutral worker (A-3)."""

    square: list[int]
    owner: int | None


class CastleView(TypedDict):
    """The castle (I, K-1): positions in lot order, each floor's colours, what shows, the pools."""

    positions: list[list[int]]
    floors: list[list[str | None]]
    visible: list[str | None]
    current_floor: int
    pools: list[FamilyCounts]


class DisplayDraw(TypedDict):
    """A pending draw into the display (E-5, public)."""

    to: Literal["display"]


class HandDraw(TypedDict):
    """A pending draw into ``seat``'s hand (C-4, E-5; only that seat will see the card, M-3)."""

    to: Literal["hand"]
    seat: int


PendingDraw = DisplayDraw | HandDraw


class SupplyView(TypedDict):
    """The general supply: neutral workers, and own workers per seat colour (C-3)."""

    neutral: int
    own: list[int]


class ScreenView(TypedDict):
    """What lies behind a seat's screen (M-1); only in that seat's own view."""

    own: int
    neutral: int
    seals: FamilyCounts
    gold: int


class SeatView(TypedDict):
    """One seat: public banners and hand size; hand and screen only for the seat itself (M-1)."""

    seat: int
    colour: str
    banners: int
    hand_size: int
    hand: list[CardView] | None
    screen: ScreenView | None


class StepView(TypedDict):
    """The current turn's public bookkeeping (I-1, F-2, N-3, J-1, G-3, G-5, L-1..L-3)."""

    castle_owed: int
    workers_placed: list[list[int]]
    candidates: list[int]
    completed: list[int]
    banner_used: bool
    passed: bool
    stall_turns: int
    final_round: bool
    trigger_seat: int | None
    final_turns_left: int | None


class FinalRow(TypedDict):
    """L-4: one seat's final scoring, shown to everyone once the game is over."""

    seat: int
    gold: int
    seals: FamilyCounts
    total: int
    banners: int


class ArkadiaView(TypedDict):
    """Everything one seat (or a spectator, ``viewer`` None) may know; see the module docstring."""

    game: str
    viewer: int | None
    players: int
    rules: str
    phase: str
    active: int
    to_move: list[int]
    pending_draw: PendingDraw | None
    turn: int
    values: FamilyCounts
    buildings: list[BuildingView]
    workers: list[WorkerView]
    castle: CastleView
    display: list[CardView]
    pile: int
    discard: list[CardView]
    tiles_left: dict[str, int]
    supply: SupplyView
    seats: list[SeatView]
    step: StepView
    final: list[FinalRow] | None


def card_json(kind: int) -> CardView:
    family, building = _card_names(kind)
    return {"family": family, "building": building}


@functools.cache
def _card_names(kind: int) -> tuple[str, str]:
    """(family, building) of a card kind: a view names every card of the display, the discard
    pile and the hand, and there are only a few dozen kinds."""
    return FAMILIES[board.kind_family(kind)], board.TYPES[board.kind_type(kind)]


def families_json(values: tuple[int, ...]) -> FamilyCounts:
    return dict(zip(FAMILIES, values, strict=True))


def _colour(family: int) -> str | None:
    return FAMILIES[family] if family >= 0 else None


def final_totals(state: ArkState) -> list[FinalRow]:
    """L-4: every seat's gold plus all seals cashed at the final values."""
    values = seal_values(state.castle)
    return [
        {
            "seat": seat,
            "gold": screen.gold,
            "seals": families_json(screen.seals),
            "total": final_gold(screen.gold, screen.seals, values),
            "banners": screen.banners,
        }
        for seat, screen in enumerate(state.screens)
    ]


def _pending(state: ArkState) -> PendingDraw | None:
    target = deal_target(state) if state.phase == DEAL else state.pending
    if target == TO_DISPLAY:
        return {"to": "display"}
    if target >= 0:
        return {"to": "hand", "seat": target}
    return None


def _seat(state: ArkState, s: int, seat: int | None) -> SeatView:
    screen = state.screens[s]
    mine = seat == s
    return {
        "seat": s,
        "colour": board.SEAT_COLOURS[s],
        "banners": screen.banners,
        "hand_size": len(screen.hand),
        "hand": [card_json(k) for k in screen.hand] if mine else None,
        "screen": (
            {
                "own": screen.own,
                "neutral": screen.neutral,
                "seals": families_json(screen.seals),
                "gold": screen.gold,
            }
            if mine
            else None
        ),
    }


@functools.lru_cache(maxsize=1024)
def _building_squares(mask: int) -> tuple[tuple[int, int], ...]:
    """A building's squares, decoded once per shape and place: every view lists every building,
    the host builds a view per seat at each step, and a building never changes its squares."""
    return tuple(board.squares_of(mask))


def private_view(state: ArkState, seat: int | None) -> dict[str, Any]:
    """The entries of ``view(state, seat)`` that depend on the viewer: who it is, and the seats'
    entries, which show the viewer's own hand and screen (M-1, M-2)."""
    return {"viewer": seat, "seats": [_seat(state, s, seat) for s in range(state.players)]}


def view(state: ArkState, seat: int | None) -> ArkadiaView:
    """Exactly what ``seat`` may know (M-1/M-2); see the module docstring for the shape."""
    if state.phase == OVER:
        to_move: list[int] = []
    elif state.phase == DEAL or state.pending != NO_DRAW:
        to_move = [CHANCE]
    else:
        to_move = [state.active]
    return {
        "game": "arkadia",
        "viewer": seat,
        "players": state.players,
        "rules": state.rules,
        "phase": state.phase,
        "active": state.active,
        "to_move": to_move,
        "pending_draw": _pending(state),
        "turn": state.turn,
        "values": families_json(seal_values(state.castle)),
        "buildings": [
            {
                "id": b.id,
                "type": board.TYPES[b.type],
                "family": FAMILIES[b.family],
                "squares": [list(sq) for sq in _building_squares(b.mask)],
                "completed": b.completed,
                "seal": b.seal,
            }
            for b in state.buildings
        ],
        "workers": [
            {"square": list(board.square(sq)), "owner": None if owner == NEUTRAL else owner}
            for sq, owner in state.workers
        ],
        "castle": _castle(state),
        "display": [card_json(k) for k in state.display],
        "pile": state.pile_size,
        "discard": [card_json(k) for k in state.discard],
        "tiles_left": dict(zip(board.TYPES, state.tiles, strict=True)),
        "supply": {"neutral": state.neutral_supply, "own": list(state.own_supply)},
        "seats": [_seat(state, s, seat) for s in range(state.players)],
        "step": _step(state),
        "final": final_totals(state) if state.phase == OVER else None,
    }


def _castle(state: ArkState) -> CastleView:
    """The castle: the lot's squares, the floors, the colours seen from above and the pools."""
    return {
        "positions": [list(sq) for sq in board.LOT],
        "floors": [[_colour(c) for c in floor] for floor in state.castle],
        "visible": [_colour(c) for c in visible_colours(state.castle)],
        "current_floor": current_floor(state.castle) + 1,
        "pools": [families_json(pool) for pool in state.pools],
    }


def _step(state: ArkState) -> StepView:
    """Where the turn stands (N-4): castle pieces owed, workers placed, the final round."""
    final_running = state.final_left >= 0
    return {
        "castle_owed": state.owed,
        "workers_placed": [list(board.square(sq)) for sq in state.placed],
        "candidates": list(state.candidates),
        "completed": list(state.just_completed),
        "banner_used": state.banner_used,
        "passed": state.passed,
        "stall_turns": state.stall,
        "final_round": final_running,
        "trigger_seat": state.trigger if state.trigger >= 0 else None,
        "final_turns_left": state.final_left if final_running else None,
    }
