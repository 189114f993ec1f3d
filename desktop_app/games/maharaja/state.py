"""Immutable match state for Maharaja (M-11 "Suggested state"), plus small update helpers.

Everything is a frozen, slotted dataclass of tuples so ``apply`` can share unchanged parts between
states instead of copying them. Per-city data is indexed like ``board.CITIES`` and per-village
data like ``board.VILLAGES``; seats are ``0..n-1``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any, TypeVar

from desktop_app.games.maharaja.board import CITIES, START, VILLAGES

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

#: Owner mark of a neutral palace (M-9.2); shown as ``"neutral"`` in views.
NEUTRAL = -2

#: Houses per colour (M-1.2) and starting resources (M-2.1, M-2.5).
HOUSES_PER_COLOUR = 20
START_GOLD = 15
START_SUPPLY = 4
START_REFILL = 6
START_HOUSES_EACH = 4

#: Houses a village holds (M-1.4): 2 of any owners, but only 1 in a two-player match.
VILLAGE_CAPACITY = 2
TWO_PLAYER_VILLAGE_CAPACITY = 1

VARIANTS = ("base", "short", "pro1", "pro2")

#: Rules versions this engine plays, oldest first (the hidden option ``rules``): "1" fixed phase
#: C's turn order when the phase began; "2" follows the cards as they are now (M-3.3.1, issue 31).
RULES_VERSIONS = ("1", "2")
FIXED_ORDER_RULES = "1"

# Phases of a match; "planning" is phase B, "turn" phase C (A, D and E run inside apply).
SHUFFLE = "shuffle"
PICK = "pick"
AUCTION = "auction"
AUCTION_PICK = "auction_pick"
START_HOUSES = "start_houses"
PLANNING = "planning"
TURN = "turn"
OVER = "over"


@dataclass(frozen=True, slots=True)
class Player:
    """One prince (M-1.2): gold, houses in supply and quarry, palaces left, architect, cards, disc."""

    gold: int = START_GOLD
    supply: int = START_SUPPLY
    quarry: int = HOUSES_PER_COLOUR - START_SUPPLY
    palaces: int = 7
    architect: str = START
    cards: tuple[int, ...] = ()
    disc: tuple[str, str] | None = None
    slots: tuple[str, ...] = ()
    chips: int = 0
    free_used: bool = False
    chip_taken: bool = False

    @property
    def card(self) -> int:
        """The lowest card held: turn order and tie-breaks (M-3.3.1, M-7.2, M-9.3); 99 if none."""
        return self.cards[0] if self.cards else 99


@dataclass(frozen=True, slots=True)
class Auction:
    """The pro setup auction (M-9.2).

    ``participants`` are seats still without a card; ``active`` those still bidding in the
    current auction; ``bidder`` must act now; ``high`` is the high bid (None before the opening
    bid) held by ``leader``.
    """

    participants: tuple[int, ...]
    active: tuple[int, ...]
    bidder: int
    high: int | None = None
    leader: int | None = None


@dataclass(frozen=True, slots=True)
class Scoring:
    """Result of one city scoring (M-7), kept in the state so views can show it."""

    round: int
    city: str
    points: tuple[int, ...]
    gold: tuple[int, ...]
    ranking: tuple[int, ...]
    sole: int | None


@dataclass(frozen=True, slots=True)
class MaharajaState:
    """A whole match position. ``order``/``turn`` mean the phase C turn order and the index of the
    current turn: ``order[:turn]`` had their turns, ``order[turn]`` has it now, and the rest wait
    in the order of their lowest cards as they are now (M-3.3.1; a swap re-sorts them, except under
    rules "1", which kept the order of the phase's start). During starting houses ``order`` is the
    card order and ``placed`` counts houses. ``gold_hidden`` is the table option ``gold=hidden``
    (M-10.1): only views depend on it. ``rules`` is the match's rules version (``RULES_VERSIONS``)."""

    variant: str
    n: int
    phase: str
    players: tuple[Player, ...]
    villages: tuple[tuple[int, ...], ...]
    city_houses: tuple[tuple[int, ...], ...]
    central: tuple[int | None, ...]
    outer: tuple[tuple[int, ...], ...]
    queue: tuple[str, ...] = CITIES
    top: int = 0
    maharaja: str = START
    round: int = 0
    order: tuple[int, ...] = ()
    turn: int = 0
    unused: tuple[int, ...] = ()
    chip_supply: int = 0
    end_triggered: bool = False
    picker: int = 0
    placed: int = 0
    auction: Auction | None = None
    last_scoring: Scoring | None = None
    gold_hidden: bool = False
    rules: str = RULES_VERSIONS[-1]

    @property
    def order_follows_cards(self) -> bool:
        """M-3.3.1: does a swap change who comes next (every rules version after "1")?"""
        return self.rules != FIXED_ORDER_RULES

    @property
    def pro(self) -> bool:
        return self.variant in ("pro1", "pro2")

    @property
    def village_capacity(self) -> int:
        """Houses one village may hold (M-1.4): 1 with two players, else 2 (D-18)."""
        return TWO_PLAYER_VILLAGE_CAPACITY if self.n == 2 else VILLAGE_CAPACITY

    @property
    def current(self) -> int | None:
        """The seat acting alone now (card choice, auction, starting houses, turn), else None."""
        if self.phase == TURN:
            return self.order[self.turn]
        if self.phase == START_HOUSES:
            return self.order[self.placed % self.n]
        if self.phase in (PICK, AUCTION_PICK):
            return self.picker
        if self.phase == AUCTION and self.auction is not None:
            return self.auction.bidder
        return None


_T = TypeVar("_T", bound="DataclassInstance")
_V = TypeVar("_V")
_SLOTS: dict[type, tuple[tuple[str, Any, Any], ...]] = {}


def replace(obj: _T, **changes: Any) -> _T:
    """``dataclasses.replace`` for our frozen slotted states, without re-running ``__init__``.

    Rollouts of the bots call this tens of thousands of times per move; copying the slots
    directly is about three times faster. The classes have no ``__post_init__`` to skip.
    """
    cls = obj.__class__
    slots = _SLOTS.get(cls)
    if slots is None:
        slots = _SLOTS[cls] = tuple(
            (f.name, cls.__dict__[f.name].__get__, cls.__dict__[f.name].__set__) for f in fields(cls)
        )
    new = object.__new__(cls)
    for name, get, put in slots:
        put(new, changes[name] if name in changes else get(obj))
    return new


def new_state(
    n: int, variant: str, gold_hidden: bool = False, rules: str = RULES_VERSIONS[-1]
) -> MaharajaState:
    """The position before the shield shuffle (M-2.1; pro neutral palaces M-9.2; option ``gold``
    M-10.1; the match's rules version)."""
    palaces = 6 if variant == "short" else 7
    pro = variant in ("pro1", "pro2")
    neutral = (NEUTRAL,) * (5 - n) if pro else ()
    return MaharajaState(
        variant=variant,
        n=n,
        phase=SHUFFLE,
        players=tuple(Player(palaces=palaces) for _ in range(n)),
        villages=((),) * len(VILLAGES),
        city_houses=((0,) * n,) * len(CITIES),
        central=(None,) * len(CITIES),
        outer=(neutral,) * len(CITIES),
        unused=tuple(range(1, 8 if pro else 7)),
        chip_supply=7 if pro else 0,
        gold_hidden=gold_hidden,
        rules=rules,
    )


def with_player(state: MaharajaState, seat: int, player: Player) -> MaharajaState:
    """``state`` with one player replaced."""
    players = list(state.players)
    players[seat] = player
    return replace(state, players=tuple(players))


def set_item(items: tuple[_V, ...], index: int, value: _V) -> tuple[_V, ...]:
    """A tuple with one item replaced (the cheap way to update per-city/per-village tuples)."""
    return (*items[:index], value, *items[index + 1 :])


def holder(state: MaharajaState, card: int) -> int | None:
    """The seat holding ``card``, or None if it is unused."""
    for seat, player in enumerate(state.players):
        if card in player.cards:
            return seat
    return None


def houses_on_board(state: MaharajaState, seat: int) -> int:
    """Houses of ``seat`` in villages and cities (M-1.2 conservation checks)."""
    in_villages = sum(owners.count(seat) for owners in state.villages)
    return in_villages + sum(houses[seat] for houses in state.city_houses)


def palaces_on_board(state: MaharajaState, seat: int) -> int:
    """Palaces ``seat`` has built (M-8.2)."""
    return sum(owner == seat for owner in state.central) + sum(o.count(seat) for o in state.outer)
