"""Setup (M-2): the shield shuffle (M-2.2, M-10.2), the card choice (M-2.3) or the pro auction
(M-9.2), and the starting houses (M-2.4) with the supply refill (M-2.5) that begins round 1.

Every function takes a state and returns a new one, or raises ``IllegalAction`` naming its rule.
The shuffle is the game's only chance step: one step with 5040 equally likely orders (D-24).
"""

from __future__ import annotations

from desktop_app.engine import Action
from desktop_app.games.maharaja import actions as A
from desktop_app.games.maharaja import discs
from desktop_app.games.maharaja.board import CITIES, VILLAGE_INDEX
from desktop_app.games.maharaja.log import place_value, refuse
from desktop_app.games.maharaja.rounds import begin_round
from desktop_app.games.maharaja.state import (
    AUCTION,
    AUCTION_PICK,
    PICK,
    START_HOUSES,
    START_HOUSES_EACH,
    START_REFILL,
    Auction,
    MaharajaState,
    replace,
    with_player,
)

#: M-10.2: the one shuffle, every order of the seven shields equally likely (D-24).
CHANCE_OUTCOMES: tuple[tuple[Action, float], ...] = tuple((a, 1 / len(A.SHUFFLES)) for a in A.SHUFFLES)


def _next_in(seats: tuple[int, ...], after: int) -> int:
    """The next seat of ``seats`` after ``after`` in cyclic seat order."""
    later = [s for s in seats if s > after]
    return min(later) if later else min(seats)


def _auction(state: MaharajaState) -> Auction:
    """The running auction (M-9.2); the phase table only routes auction steps here."""
    assert state.auction is not None, "an auction phase always has its auction"
    return state.auction


def shuffle(state: MaharajaState, order: object) -> MaharajaState:
    """M-2.2: the shields lie in ``order``; then the card choice (M-2.3) or auction (M-9.2)."""
    if not isinstance(order, tuple) or sorted(order) != sorted(CITIES):
        raise refuse("shield_order", "M-2.2")
    state = replace(state, queue=order)
    if state.pro:
        seats = tuple(range(state.n))
        return replace(state, phase=AUCTION, auction=Auction(seats, seats, 0))
    return replace(state, phase=PICK, picker=0)


def pick_card(state: MaharajaState, seat: int, card: object) -> MaharajaState:
    """M-2.3 / M-9.2: take one unused card; then the next chooser, auction or starting houses."""
    rule = "M-9.2" if state.pro else "M-2.3"
    if type(card) is not int or card not in state.unused:
        raise refuse("card_not_unused", rule, value=repr(card))
    player = state.players[seat]
    state = with_player(state, seat, replace(player, cards=(card,)))
    state = replace(state, unused=tuple(c for c in state.unused if c != card))
    if not state.pro:
        if seat + 1 < state.n:
            return replace(state, picker=seat + 1)
        return _begin_start_houses(state)
    left = tuple(s for s in _auction(state).participants if s != seat)
    if not left:
        return _begin_start_houses(replace(state, auction=None))
    if len(left) == 1:
        return replace(state, phase=AUCTION_PICK, picker=left[0], auction=Auction(left, left, left[0]))
    opener = _next_in(left, seat)
    return replace(state, phase=AUCTION, auction=Auction(left, left, opener))


def bid(state: MaharajaState, seat: int, amount: object) -> MaharajaState:
    """M-9.2: the opener bids ≥ 0, others raise above the high bid, never above their gold."""
    auction = _auction(state)
    low = 0 if auction.high is None else auction.high + 1
    gold = state.players[seat].gold
    if type(amount) is not int or not low <= amount <= gold:
        raise refuse("bid_range", "M-9.2", low=low, high=gold)
    return _next_bidder(state, replace(auction, high=amount, leader=seat), seat)


def pass_bid(state: MaharajaState, seat: int) -> MaharajaState:
    """M-9.2: leave this auction (not allowed for the opening bid)."""
    auction = _auction(state)
    if auction.high is None:
        raise refuse("opener_must_bid", "M-9.2")
    active = tuple(s for s in auction.active if s != seat)
    return _next_bidder(state, replace(auction, active=active), seat)


def _next_bidder(state: MaharajaState, auction: Auction, seat: int) -> MaharajaState:
    """Cycle to the next active bidder; when only the leader remains he pays and picks (M-9.2)."""
    others = tuple(s for s in auction.active if s != auction.leader)
    if not others:
        winner, price = auction.leader, auction.high
        assert winner is not None and price is not None, "the last bidder left holds the high bid"
        p = state.players[winner]
        state = with_player(state, winner, replace(p, gold=p.gold - price))
        return replace(state, phase=AUCTION_PICK, picker=winner, auction=auction)
    return replace(state, auction=replace(auction, bidder=_next_in(others, seat)))


def _begin_start_houses(state: MaharajaState) -> MaharajaState:
    """M-2.4: starting houses in card order."""
    order = tuple(sorted(range(state.n), key=lambda s: state.players[s].card))
    return replace(state, phase=START_HOUSES, order=order, placed=0, auction=None)


def place_start_house(state: MaharajaState, seat: int, village: object) -> MaharajaState:
    """M-2.4: one free house into a village with room (M-1.4: 1 house with two players); after 4
    laps the refill (M-2.5), round 1."""
    if not isinstance(village, str) or village not in VILLAGE_INDEX:
        raise refuse("start_house_village", "M-2.4", value=place_value(village))
    discs.check_village_room(state, village)
    p = state.players[seat]
    state = discs.add_house(with_player(state, seat, replace(p, supply=p.supply - 1)), seat, village)
    placed = state.placed + 1
    if placed < START_HOUSES_EACH * state.n:
        return replace(state, placed=placed)
    players = tuple(
        replace(p, quarry=p.quarry - START_REFILL, supply=p.supply + START_REFILL) for p in state.players
    )
    return begin_round(replace(state, players=players, placed=placed, order=()))
