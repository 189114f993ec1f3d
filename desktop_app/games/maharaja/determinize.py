"""Rebuilding a full Maharaja state from one seat's view, for bots (M-10.1).

Only the unrevealed disc choices of other players are hidden (M-10.1); everything else — gold,
supplies, quarries, cards, chips, houses, palaces, the shield queue — is public and is rebuilt
exactly from the view. Each hidden choice is drawn from the 45 multisets (M-3.2), weighted by
what that player can plausibly use now (a rich player likely builds a palace, a poor one takes
gold), mixed with a uniform share so that odd choices are never ruled out.
"""

from __future__ import annotations

import random
from typing import Any

from desktop_app.games.maharaja import actions as A
from desktop_app.games.maharaja.board import CITIES, VILLAGES
from desktop_app.games.maharaja.discs import MASTER_BUILDER
from desktop_app.games.maharaja.state import (
    AUCTION,
    AUCTION_PICK,
    NEUTRAL,
    PICK,
    START_HOUSES,
    TURN,
    Auction,
    MaharajaState,
    Player,
    Scoring,
)

#: Share of hidden choices drawn uniformly from all 45 (the rest follow the usefulness weights).
UNIFORM_SHARE = 0.25

_PAIRS: tuple[tuple[str, str], ...] = tuple(A.CHOOSE)


def _owner(value: int | str | None) -> int | None:
    return NEUTRAL if value == "neutral" else value


def _kind_weights(seat_view: dict[str, Any]) -> dict[str, float]:
    """How likely a player is to want each disc action, from his public resources only."""
    gold = seat_view["gold"]
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


def sample_disc(seat_view: dict[str, Any], rng: random.Random) -> tuple[str, str]:
    """A plausible hidden disc choice (M-3.2) for a player with these public resources."""
    if rng.random() < UNIFORM_SHARE:
        return _PAIRS[rng.randrange(len(_PAIRS))]
    weights = _kind_weights(seat_view)
    kinds = list(weights)
    values = list(weights.values())
    a, b = rng.choices(kinds, values, k=2)
    return (a, b) if A.DISC_RANK[a] <= A.DISC_RANK[b] else (b, a)


def _auction(view: dict[str, Any], phase: str, current: int | None) -> Auction | None:
    if phase == AUCTION:
        data = view["auction"]
        return Auction(
            tuple(data["participants"]), tuple(data["active"]), data["bidder"], data["high"], data["leader"]
        )
    if phase == AUCTION_PICK:
        waiting = tuple(s for s, info in enumerate(view["seats"]) if not info["cards"])
        return Auction(waiting, waiting, current)
    return None


def _scoring(data: dict[str, Any] | None) -> Scoring | None:
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


def sample_state(view: dict[str, Any], seat: int, rng: random.Random) -> MaharajaState:
    """A full state whose view for ``seat`` equals ``view``; hidden discs drawn (M-10.1)."""
    phase = view["phase"]
    current = view["current"]
    n = view["players"]
    players = []
    for s, info in enumerate(view["seats"]):
        architect = view["architects"][s]
        disc = info["disc"]
        if s == seat and view["my_disc"] is not None:
            disc = view["my_disc"]
        if disc is not None:
            disc = (disc[0], disc[1])
        elif info["has_chosen"]:
            disc = sample_disc(info, rng)
        slots = tuple(info["slots_left"]) if info["slots_left"] is not None else ()
        players.append(
            Player(
                gold=info["gold"],
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
    cities = view["cities"]
    order = tuple(view["turn_order"])
    return MaharajaState(
        variant=view["variant"],
        n=n,
        phase=phase,
        players=tuple(players),
        villages=tuple(tuple(view["villages"][v]) for v in VILLAGES),
        city_houses=tuple(tuple(cities[c]["houses"]) for c in CITIES),
        central=tuple(_owner(cities[c]["central"]) for c in CITIES),
        outer=tuple(tuple(_owner(o) for o in cities[c]["outer"] if o is not None) for c in CITIES),
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
    )
