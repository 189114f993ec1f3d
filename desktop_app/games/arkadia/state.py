"""The immutable Arkadia state: frozen dataclasses of ints and tuples, cheap to copy and compare.

Squares are indices and sets of squares are bitboards (see ``board``). Cards are kinds
(``family * 7 + type``) because copies are interchangeable (N-1); the pile is a tuple of counts per
kind, never an order, so no hidden deck order exists anywhere in a state (M-3). Also here: the
phases (N-2), the component counts (A-2, A-3, C-2..C-4), the setup (C-1..C-5) and the small tuple
helpers every rule module uses.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

from desktop_app.engine.evolve import evolver
from desktop_app.games.arkadia import board

T = TypeVar("T")

# Phases (N-2). DEAL and every pending draw are answered by CHANCE.
DEAL = "deal"
MUST = "must"
WORKERS = "workers"
REFILL = "refill"
CASTLE = "castle"
CAN = "can"
CASH = "cash"
OVER = "over"

#: ``pending`` values: no chance draw pending, or a display refill; a seat number means its hand.
NO_DRAW = -1
TO_DISPLAY = -2

START_OWN_WORKERS = 3  # C-3
OWN_WORKERS = 11
NEUTRAL_WORKERS = 24
BANNERS = 4
HAND_SIZE = 4  # C-4, E-5
DISPLAY_SIZE = 3  # C-4
FLOOR_POOLS = (3, 3, 1)  # C-2: pieces of each colour per floor pool
FLOORS = 3
NEUTRAL = -1  # owner of a neutral worker

#: Rules versions this engine plays, oldest first (the hidden option ``rules``): under "1" an own
#: worker on a tent square earned no seals; "2" pays it like any worker (F-4, H-2; issue 31).
RULES_VERSIONS = ("1", "2")
TENTS_UNPAID_RULES = "1"


@dataclass(frozen=True, slots=True)
class Building:
    """A placed tile (B-5): ``ring`` is the on-board squares around it, precomputed for H-1 and F-2."""

    id: int
    type: int
    family: int
    mask: int
    ring: int
    completed: bool = False
    seal: bool = True


@dataclass(frozen=True, slots=True)
class Screen:
    """What one seat holds: hand cards and everything behind its screen (M-1), plus public banners."""

    hand: tuple[int, ...]  # sorted card kinds
    own: int = START_OWN_WORKERS
    neutral: int = 0
    seals: tuple[int, ...] = (0, 0, 0, 0)  # per family
    gold: int = 0
    banners: int = BANNERS


@dataclass(frozen=True, slots=True)
class ArkState:
    """A whole match position.

    Turn bookkeeping: ``owed`` castle pieces still to place this turn (I-1), ``placed`` the squares
    of workers laid in the current worker step and ``candidates`` the buildings that neighbour all
    of them (N-3), ``cand_ring`` the union of those candidates' rings; ``just_completed`` the ids of
    the buildings completed during this turn (H-1, public); ``passed``/``banner_used`` and ``stall``
    drive G-5; ``trigger`` is T and ``final_left`` the turns left before the end (L-3), -1 while the
    end has not begun.
    """

    players: int
    phase: str
    active: int
    screens: tuple[Screen, ...]
    pile: tuple[int, ...]
    pile_size: int
    display: tuple[int, ...]
    discard: tuple[int, ...]
    tiles: tuple[int, ...]
    occupied: int
    buildings: tuple[Building, ...]
    workers: tuple[tuple[int, int], ...]  # (square index, owner seat or NEUTRAL), in placing order
    building_ring: int  # union of the rings of all buildings (where a worker step may start)
    own_supply: tuple[int, ...]
    neutral_supply: int
    castle: tuple[tuple[int, ...], ...]  # FLOORS x 10 positions: family or -1
    pools: tuple[tuple[int, ...], ...]  # FLOORS pools x 4 families
    pending: int = NO_DRAW
    owed: int = 0
    placed: tuple[int, ...] = ()
    candidates: tuple[int, ...] = ()
    cand_ring: int = 0
    just_completed: tuple[int, ...] = ()
    banner_used: bool = False
    passed: bool = False
    stall: int = 0
    trigger: int = -1
    final_left: int = -1
    turn: int = 0
    #: The match's rules version (``RULES_VERSIONS``): under "1" a worker on a tent earned nothing.
    rules: str = RULES_VERSIONS[-1]

    @property
    def paid_squares(self) -> int:
        """The squares whose own workers a completion pays (H-2), as a bitboard."""
        return paid_squares(self.rules)


def paid_squares(rules: str) -> int:
    """The squares whose own workers a completion pays (H-2) under rules version ``rules``: every
    square (F-4); under "1" (matches played before issue 31) all but the tents."""
    return ~board.TENT_MASK if rules == TENTS_UNPAID_RULES else ~0


#: ``evolve(state, phase=..., ...)``: a new state with some fields changed (never mutates).
evolve = evolver(ArkState)
evolve_screen = evolver(Screen)
evolve_building = evolver(Building)


def initial_state(players: int, rules: str = RULES_VERSIONS[-1]) -> ArkState:
    """C-1..C-5: empty board, pools filled, 3 own workers each, full pile; the deal comes as chance.
    ``rules``: the match's rules version."""
    return ArkState(
        players=players,
        phase=DEAL,
        active=0,
        screens=tuple(Screen(hand=()) for _ in range(players)),
        pile=board.CARD_COUNTS,
        pile_size=sum(board.CARD_COUNTS),
        display=(),
        discard=(),
        tiles=board.TILE_COUNTS,
        occupied=board.LOT_MASK,
        buildings=(),
        workers=(),
        building_ring=0,
        own_supply=(OWN_WORKERS - START_OWN_WORKERS,) * players,
        neutral_supply=NEUTRAL_WORKERS,
        castle=((-1,) * len(board.LOT),) * FLOORS,
        pools=tuple((n,) * len(board.FAMILIES) for n in FLOOR_POOLS),
        rules=rules,
    )


def deal_target(state: ArkState) -> int:
    """C-4: the seat dealt next (seat 0 gets 4, then seat 1 ...), else TO_DISPLAY."""
    for seat, screen in enumerate(state.screens):
        if len(screen.hand) < HAND_SIZE:
            return seat
    return TO_DISPLAY


def with_card(cards: tuple[int, ...], kind: int) -> tuple[int, ...]:
    """A sorted multiset of kinds with one more ``kind``."""
    return tuple(sorted((*cards, kind)))


def without_card(cards: tuple[int, ...], kind: int) -> tuple[int, ...]:
    """A sorted multiset of kinds with one ``kind`` fewer (the caller checked it is there)."""
    i = cards.index(kind)
    return cards[:i] + cards[i + 1 :]


def replace_at(values: tuple[T, ...], i: int, value: T) -> tuple[T, ...]:
    """``values`` with item ``i`` replaced by ``value``."""
    return (*values[:i], value, *values[i + 1 :])
