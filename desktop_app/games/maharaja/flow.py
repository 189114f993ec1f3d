"""The course of a match: setup (M-2, M-9.2 auction), rounds (M-3) and the turn (M-3.3, M-6, M-9.2).

Every function takes a state and returns a new one; the automatic steps (supply refill, phase A,
turn start, forfeits, scoring, end check) run inside the step that triggers them (M-11).
"""

from __future__ import annotations

from desktop_app.engine import Action, IllegalAction
from desktop_app.games.maharaja import actions as A
from desktop_app.games.maharaja import discs
from desktop_app.games.maharaja.board import CITIES, VILLAGE_INDEX
from desktop_app.games.maharaja.scoring import score_city
from desktop_app.games.maharaja.state import (
    AUCTION,
    AUCTION_PICK,
    OVER,
    PICK,
    PLANNING,
    START_HOUSES,
    START_HOUSES_EACH,
    START_REFILL,
    TURN,
    Auction,
    MaharajaState,
    replace,
    with_player,
)
from desktop_app.games.maharaja.travel import apply_travel

TRADER = 2
YOGI = 7
FORFEIT_GOLD = 2


def _next_in(seats: tuple[int, ...], after: int) -> int:
    """The next seat of ``seats`` after ``after`` in cyclic seat order."""
    later = [s for s in seats if s > after]
    return min(later) if later else min(seats)


# --- setup --------------------------------------------------------------------------------------


def shuffle(state: MaharajaState, order: object) -> MaharajaState:
    """M-2.2: the shields lie in ``order``; then the card choice (M-2.3) or auction (M-9.2)."""
    if not isinstance(order, tuple) or sorted(order) != sorted(CITIES):
        raise IllegalAction("the shield order must list each of the 7 cities once", "M-2.2")
    state = replace(state, queue=order)
    if state.pro:
        seats = tuple(range(state.n))
        return replace(state, phase=AUCTION, auction=Auction(seats, seats, 0))
    return replace(state, phase=PICK, picker=0)


def pick_card(state: MaharajaState, seat: int, card: object) -> MaharajaState:
    """M-2.3 / M-9.2: take one unused card; then the next chooser, auction or starting houses."""
    rule = "M-9.2" if state.pro else "M-2.3"
    if type(card) is not int or card not in state.unused:
        raise IllegalAction(f"card {card!r} is not among the unused cards", rule)
    player = state.players[seat]
    state = with_player(state, seat, replace(player, cards=(card,)))
    state = replace(state, unused=tuple(c for c in state.unused if c != card))
    if not state.pro:
        if seat + 1 < state.n:
            return replace(state, picker=seat + 1)
        return _begin_start_houses(state)
    left = tuple(s for s in state.auction.participants if s != seat)
    if not left:
        return _begin_start_houses(replace(state, auction=None))
    if len(left) == 1:
        return replace(state, phase=AUCTION_PICK, picker=left[0], auction=Auction(left, left, left[0]))
    opener = _next_in(left, seat)
    return replace(state, phase=AUCTION, auction=Auction(left, left, opener))


def bid(state: MaharajaState, seat: int, amount: object) -> MaharajaState:
    """M-9.2: the opener bids ≥ 0, others raise above the high bid, never above their gold."""
    auction = state.auction
    low = 0 if auction.high is None else auction.high + 1
    gold = state.players[seat].gold
    if type(amount) is not int or not low <= amount <= gold:
        raise IllegalAction(f"a bid now must be a whole number from {low} to {gold}", "M-9.2")
    return _next_bidder(state, replace(auction, high=amount, leader=seat), seat)


def pass_bid(state: MaharajaState, seat: int) -> MaharajaState:
    """M-9.2: leave this auction (not allowed for the opening bid)."""
    auction = state.auction
    if auction.high is None:
        raise IllegalAction("the opener must bid (0 or more), not pass", "M-9.2")
    active = tuple(s for s in auction.active if s != seat)
    return _next_bidder(state, replace(auction, active=active), seat)


def _next_bidder(state: MaharajaState, auction: Auction, seat: int) -> MaharajaState:
    """Cycle to the next active bidder; when only the leader remains he pays and picks (M-9.2)."""
    others = tuple(s for s in auction.active if s != auction.leader)
    if not others:
        winner = auction.leader
        p = state.players[winner]
        state = with_player(state, winner, replace(p, gold=p.gold - auction.high))
        return replace(state, phase=AUCTION_PICK, picker=winner, auction=auction)
    return replace(state, auction=replace(auction, bidder=_next_in(others, seat)))


def _begin_start_houses(state: MaharajaState) -> MaharajaState:
    """M-2.4: starting houses in card order."""
    order = tuple(sorted(range(state.n), key=lambda s: state.players[s].card))
    return replace(state, phase=START_HOUSES, order=order, placed=0, auction=None)


def place_start_house(state: MaharajaState, seat: int, village: object) -> MaharajaState:
    """M-2.4: one free house into a village with room (M-1.4: 1 house with two players); after 4
    laps the refill (M-2.5), round 1."""
    index = VILLAGE_INDEX.get(village) if isinstance(village, str) else None
    if index is None:
        raise IllegalAction(f"{village!r} is not a village; starting houses go into villages", "M-2.4")
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


# --- rounds -------------------------------------------------------------------------------------


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
    if a not in A.DISC_RANK or b not in A.DISC_RANK:
        raise IllegalAction("choose two of the nine disc actions", "M-3.2")
    if A.DISC_RANK[a] > A.DISC_RANK[b]:
        raise IllegalAction("name the two actions in canonical order (a before b)", "M-11")
    state = with_player(state, seat, replace(state.players[seat], disc=(a, b)))
    if any(p.disc is None for p in state.players):
        return state
    order = tuple(sorted(range(state.n), key=lambda s: state.players[s].card))
    return start_turn(replace(state, phase=TURN, order=order, turn=0))


def start_turn(state: MaharajaState) -> MaharajaState:
    """M-3.3.2: reveal the disc, the Trader's gold (M-6.2), reset the per-turn flags."""
    seat = state.order[state.turn]
    p = state.players[seat]
    gold = p.gold + (1 if TRADER in p.cards else 0)
    return with_player(state, seat, replace(p, slots=p.disc, gold=gold, free_used=False, chip_taken=False))


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


# --- inside a turn ------------------------------------------------------------------------------


def disc_action(state: MaharajaState, seat: int, action: Action) -> MaharajaState:
    """M-4.0: execute one chosen, unexecuted slot with all its parameters."""
    p = state.players[seat]
    if action.type not in p.slots:
        raise IllegalAction(f"{action.type} is not chosen on your disc or already used", "M-4.0")
    state = discs.execute(state, seat, action)
    slots = list(p.slots)
    slots.remove(action.type)
    return with_player(state, seat, replace(state.players[seat], slots=tuple(slots)))


def chip_action(state: MaharajaState, seat: int, action: Action) -> MaharajaState:
    """M-9.2: spend a chip (back to the supply) for one extra disc action except swap_card."""
    if not state.pro:
        raise IllegalAction("action chips are used only in the pro variants", "M-9.2")
    if state.players[seat].chips < 1:
        raise IllegalAction("you have no action chip", "M-9.2")
    inner = A.unwrap_chip(action)
    A.check_params(inner, state.variant == "pro2")
    state = discs.execute(state, seat, inner)
    p = state.players[seat]
    state = with_player(state, seat, replace(p, chips=p.chips - 1))
    return replace(state, chip_supply=state.chip_supply + 1)


def take_chip(state: MaharajaState, seat: int) -> MaharajaState:
    """M-9.2 (D-22): the Yogi takes one chip per turn while any remain."""
    p = state.players[seat]
    if not state.pro:
        raise IllegalAction("action chips are used only in the pro variants", "M-9.2")
    if YOGI not in p.cards:
        raise IllegalAction("only the holder of card 7 (Yogi) may take a chip", "M-9.2")
    if p.chip_taken:
        raise IllegalAction("you have already taken a chip this turn", "M-9.2")
    if state.chip_supply < 1:
        raise IllegalAction("no action chips are left", "M-9.2")
    state = with_player(state, seat, replace(p, chips=p.chips + 1, chip_taken=True))
    return replace(state, chip_supply=state.chip_supply - 1)


def free_step(state: MaharajaState, seat: int, action: Action) -> MaharajaState:
    """M-6.5 (D-21): the Entrepreneur's one free house build or move per turn."""
    p = state.players[seat]
    if discs.ENTREPRENEUR not in p.cards:
        raise IllegalAction("only the holder of card 5 (Entrepreneur) builds or moves for free", "M-6.5")
    if p.free_used:
        raise IllegalAction("the free build or move is used once per turn", "M-6.5")
    if action.type == "free_house":
        state = discs.do_build_house(state, seat, action["at"], cost=0, rule="M-6.5")
    else:
        state = discs.do_move_house(state, seat, action["from"], action["to"], rule="M-6.5")
    return with_player(state, seat, replace(state.players[seat], free_used=True))


def turn_action(state: MaharajaState, seat: int, action: Action) -> MaharajaState:
    """Dispatch one step of the current player's turn (M-3.3.3)."""
    kind = action.type
    if kind == "travel":
        return apply_travel(state, seat, action["road"])
    if kind == "end_turn":
        return end_turn(state, seat)
    if kind in A.DISC_RANK:
        return disc_action(state, seat, action)
    if kind == "chip_action":
        return chip_action(state, seat, action)
    if kind == "take_chip":
        return take_chip(state, seat)
    if kind in ("free_house", "free_move"):
        return free_step(state, seat, action)
    raise IllegalAction(f"{kind} is not something to do during a turn", "M-3.3.3")
