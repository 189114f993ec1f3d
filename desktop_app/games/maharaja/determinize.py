"""Rebuilding a full Maharaja state from one seat's view, for bots (M-10.1).

The unrevealed disc choices of other players are hidden (M-10.1), and with the table option
``gold=hidden`` so are the other players' gold totals; everything else — supplies, quarries,
cards, chips, houses, palaces, the shield queue — is public and is rebuilt exactly from the view.
Each hidden choice is drawn from the 45 multisets (M-3.2), weighted by what that player can
plausibly use now (a rich player likely builds a palace, a poor one takes gold), mixed with a
uniform share so that odd choices are never ruled out.

A hidden total is estimated from the view alone, never from the real state (``estimate_gold``):
the view carries no payment history (it would give every total away in one sum), so the estimate
assumes every prince earned about as much as the ones whose totals the viewer knows (himself) and
subtracts what each has visibly spent on palaces and houses. It is deterministic, so all worlds
of one view agree on it (and differ only in the discs, as before), and it respects what is
certain: nothing changes anybody's gold before round 1 except a won auction (M-2, M-9.2), gold is
never negative (M-4.0), and the auction's high bidder holds at least his bid (M-9.2).
"""

from __future__ import annotations

import random

from desktop_app.games.maharaja import actions as A
from desktop_app.games.maharaja.board import CITIES, MASTER_BUILDER, VILLAGES
from desktop_app.games.maharaja.scoring import GOLD_TABLE
from desktop_app.games.maharaja.state import (
    AUCTION,
    AUCTION_PICK,
    NEUTRAL,
    PICK,
    START_GOLD,
    START_HOUSES,
    START_HOUSES_EACH,
    TURN,
    Auction,
    MaharajaState,
    Player,
    Scoring,
)
from desktop_app.games.maharaja.view import MaharajaView, Owner, ScoringView, SeatView

#: Share of hidden choices drawn uniformly from all 45 (the rest follow the usefulness weights).
UNIFORM_SHARE = 0.25
#: Hidden gold (M-10.1): a guess at a won auction's price when nobody's total is known (M-9.2),
#: and at one round's income when no total calibrates it (the mean prize plus a take-gold action).
AUCTION_GUESS = 3
TAKE_GOLD = 2

_PAIRS: tuple[tuple[str, str], ...] = tuple(A.CHOOSE)


def _owner(value: Owner) -> int | None:
    return NEUTRAL if isinstance(value, str) else value


def _built(sites: list[Owner]) -> tuple[int, ...]:
    """The owners of the outer sites that hold a palace, in build order (M-4.6.2)."""
    return tuple(NEUTRAL if isinstance(owner, str) else owner for owner in sites if owner is not None)


def _kind_weights(seat_view: SeatView, gold: int) -> dict[str, float]:
    """How likely a player is to want each disc action, from his public resources (and his gold,
    known or estimated) only."""
    price = 9 if MASTER_BUILDER in seat_view["cards"] else 12
    rich = seat_view["palaces_left"] > 0 and gold >= price - 2
    return {
        "take_gold": 3.0 if gold < price else 1.5,
        "build_house": 1.5 if seat_view["supply"] > 0 else 0.1,
        "build_two_houses": 1.0 if seat_view["supply"] > 1 and gold >= 2 else 0.1,
        "move_house": 0.5,
        "take_houses": 1.5 if seat_view["supply"] < 3 and seat_view["quarry"] > 0 else 0.3,
        "build_palace": 4.0 if rich else 0.3,
        "build_palace_house": 1.0 if rich and gold >= price + 1 else 0.1,
        "move_shield": 0.6,
        "swap_card": 0.6,
    }


def sample_disc(seat_view: SeatView, rng: random.Random, gold: int | None = None) -> tuple[str, str]:
    """A plausible hidden disc choice (M-3.2) for a player with these public resources; ``gold``
    stands in for a total the view leaves out (M-10.1)."""
    if rng.random() < UNIFORM_SHARE:
        return _PAIRS[rng.randrange(len(_PAIRS))]
    known = seat_view["gold"] if gold is None else gold
    weights = _kind_weights(seat_view, known or 0)
    kinds = list(weights)
    values = list(weights.values())
    a, b = rng.choices(kinds, values, k=2)
    return (a, b) if A.DISC_RANK[a] <= A.DISC_RANK[b] else (b, a)


def _spent(view: MaharajaView, seat: int) -> int:
    """Gold ``seat`` has visibly paid for what stands on the board: each palace at the price of
    the card he holds now (M-4.6.1, M-6.6) and 1 per house beyond the free starting ones (M-4.2,
    M-4.3, M-4.7; the Entrepreneur's free houses are not told apart, M-6.5)."""
    info = view["seats"][seat]
    price = 9 if MASTER_BUILDER in info["cards"] else 12
    on_board = sum(owners.count(seat) for owners in view["villages"].values())
    on_board += sum(city["houses"][seat] for city in view["cities"].values())
    built = on_board - START_HOUSES_EACH if view["round"] > 0 else 0
    return price * info["palaces_built"] + max(0, built)


def _paid_auction(view: MaharajaView, seat: int) -> bool:
    """May ``seat`` have paid for a card at the setup auction (M-9.2)? Each auction's winner pays,
    also while he is still picking his card; the last participant picks for nothing (while the
    auctions run no card holder is that one; afterwards the view cannot tell, so all may have)."""
    if view["variant"] not in ("pro1", "pro2"):
        return False
    if view["phase"] == AUCTION_PICK and seat == view["current"]:
        return sum(not info["cards"] for info in view["seats"]) > 1
    return bool(view["seats"][seat]["cards"])


def estimate_gold(view: MaharajaView) -> dict[int, int]:
    """A plausible total for every seat whose gold the view leaves out (M-10.1), from the view only.

    Before round 1 nothing but a won auction has moved gold (M-2, M-9.2): a seat still without a
    card has exactly the starting 15, one with a card paid some unknown bid. Later every prince is
    assumed to have earned as much as the known totals show (gold + visible spending, averaged),
    less his own visible spending; without any known total, one round's income is taken as the
    mean prize of M-7.3 plus 2. Never below 0, and the auction's high bidder holds his bid.
    """
    seats = view["seats"]
    hidden = [s for s, info in enumerate(seats) if info["gold"] is None]
    if not hidden:
        return {}
    if view["round"] == 0:
        guess = {s: START_GOLD - (AUCTION_GUESS if _paid_auction(view, s) else 0) for s in hidden}
    else:
        known = {s: info["gold"] for s, info in enumerate(seats) if info["gold"] is not None}
        if known:
            earned = sum(gold + _spent(view, s) for s, gold in known.items()) / len(known)
        else:
            prizes = GOLD_TABLE[view["players"]]
            earned = START_GOLD + (view["round"] - 1) * (sum(prizes) / len(prizes) + TAKE_GOLD)
        guess = {s: round(earned) - _spent(view, s) for s in hidden}
    auction = view["auction"]
    floor: dict[int, int] = {}
    if auction is not None and auction["leader"] is not None and auction["high"] is not None:
        floor[auction["leader"]] = auction["high"]
    return {s: max(guess[s], floor.get(s, 0), 0) for s in hidden}


def _auction(view: MaharajaView, phase: str, current: int | None) -> Auction | None:
    data = view["auction"]
    if phase == AUCTION and data is not None:
        return Auction(
            tuple(data["participants"]), tuple(data["active"]), data["bidder"], data["high"], data["leader"]
        )
    if phase == AUCTION_PICK and current is not None:
        waiting = tuple(s for s, info in enumerate(view["seats"]) if not info["cards"])
        return Auction(waiting, waiting, current)
    return None


def _scoring(data: ScoringView | None) -> Scoring | None:
    if data is None:
        return None
    return Scoring(
        data["round"],
        data["city"],
        tuple(data["points"]),
        tuple(data["gold"]),
        tuple(data["ranking"]),
        data["sole"],
    )


def sample_state(view: MaharajaView, seat: int, rng: random.Random) -> MaharajaState:
    """A full state whose view for ``seat`` equals ``view``; hidden discs drawn, hidden gold
    estimated (M-10.1)."""
    phase = view["phase"]
    current = view["current"]
    n = view["players"]
    players = _sample_players(view, seat, rng)
    cities = view["cities"]
    order = tuple(view["turn_order"])
    return MaharajaState(
        variant=view["variant"],
        n=n,
        phase=phase,
        players=players,
        villages=tuple(tuple(view["villages"][v]) for v in VILLAGES),
        city_houses=tuple(tuple(cities[c]["houses"]) for c in CITIES),
        central=tuple(_owner(cities[c]["central"]) for c in CITIES),
        outer=tuple(_built(cities[c]["outer"]) for c in CITIES),
        queue=tuple(view["queue"]),
        top=view["top"],
        maharaja=view["maharaja"],
        round=view["round"],
        order=order,
        turn=order.index(current) if phase == TURN else 0,
        unused=tuple(view["cards"]["unused"]),
        chip_supply=view["chip_supply"],
        end_triggered=view["end_triggered"],
        picker=current if phase in (PICK, AUCTION_PICK) and current is not None else 0,
        placed=sum(info["houses_placed"] for info in view["seats"]) if phase == START_HOUSES else 0,
        auction=_auction(view, phase, current),
        last_scoring=_scoring(view["last_scoring"]),
        gold_hidden=view.get("gold") == "hidden",
        rules=view["rules"],
    )


def _sample_players(view: MaharajaView, seat: int, rng: random.Random) -> tuple[Player, ...]:
    """Every prince as the view shows them, with a disc drawn for those who chose one unseen and
    the gold the view hides estimated (M-10.1)."""
    guessed = estimate_gold(view)
    players = []
    for s, info in enumerate(view["seats"]):
        architect = view["architects"][s]
        gold = guessed[s] if s in guessed else info["gold"]
        assert gold is not None, "estimate_gold fills every total the view leaves out"
        shown = view["my_disc"] if s == seat and view["my_disc"] is not None else info["disc"]
        disc: tuple[str, str] | None = None
        if shown is not None:
            disc = (shown[0], shown[1])
        elif info["has_chosen"]:
            disc = sample_disc(info, rng, gold)
        slots = tuple(info["slots_left"]) if info["slots_left"] is not None else ()
        players.append(
            Player(
                gold=gold,
                supply=info["supply"],
                quarry=info["quarry"],
                palaces=info["palaces_left"],
                architect=architect,
                cards=tuple(info["cards"]),
                disc=disc,
                slots=slots,
                chips=info["chips"],
                free_used=info["free_used"],
                chip_taken=info["chip_taken"],
            )
        )
    return tuple(players)
