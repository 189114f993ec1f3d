"""What one seat may see of a Maharaja match (M-10.1), as a plain JSON-able dict.

Disc choices are secret: a seat sees its own choice at once and everybody's from that player's
turn start (M-3.3.2); before that others only learn *that* it has chosen. With the table option
``gold=hidden`` a seat sees only its own gold total: every other total is ``null`` (and the
current player's affordable trips, which would bound his gold, are left out for everyone else)
until the game is over, when all totals are shown. Everything else is public. A spectator
(``seat=None``) sees only public facts. Static map data (node positions, roads, villages per
road) is not repeated here: call ``maharaja.board_layout()`` once.

View shape (all ids as in ``maharaja_map.json``; seats are ints ``0..n-1``)::

    {
      "game": "maharaja",
      "variant": "base" | "short" | "pro1" | "pro2",
      "gold": "open" | "hidden",          # the table option (M-10.1)
      "rules": "1" | "2",                 # the match's rules version ("1": fixed turn order)
      "players": n,
      "village_capacity": 1 | 2,          # houses a village holds: 1 with two players (M-1.4)
      "seat": int | null,                 # whose view this is (null = spectator)
      "phase": "shuffle" | "pick" | "auction" | "auction_pick" | "start_houses"
               | "planning" | "turn" | "over",
      "round": int,                       # 0 during setup, then 1..10
      "top": int,                         # highest occupied shield-track space (M-1.5)
      "queue": [city, ...],               # 7 shields, index 0 = next to be visited (M-1.5)
      "track": [{"city": city, "space": int | null}, ...],  # queue order; null = waiting area
      "maharaja": node,                   # the Maharaja's node (start location before round 1)
      "turn_order": [seat, ...],          # phase C order as it is now: who had his turn, the current
                                          # player, then the waiting ones by their cards now
                                          # (M-3.3.1); start_houses: placement order; else []
      "current": seat | null,             # the one seat acting now (turn, pick, bid, placement)
      "to_move": [seat, ...],             # every seat that must act now
      "villages": {village: [owner seat, ...]},          # 0..village_capacity house owners
      "cities": {city: {"houses": [count per seat],
                        "central": seat | "neutral" | null,
                        "outer": [seat | "neutral" | null] * 6}},   # site order = build order
      "architects": [node per seat],
      "seats": [{                          # one per seat, index = seat
          "gold": int | null,              # null: kept hidden from this viewer (M-10.1)
          "supply": int, "quarry": int,
          "palaces_left": int, "palaces_built": int,
          "cards": [int, ...],             # cards held (ascending; pro2 may hold several)
          "chips": int,
          "has_chosen": bool,              # disc choice made this round
          "disc": [action, action] | null, # only if revealed or it is this viewer's own disc
          "disc_revealed": bool,
          "slots_left": [action, ...] | null,  # unexecuted disc slots, current player only
          "free_used": bool,               # card 5 power used this turn (M-6.5)
          "chip_taken": bool,              # chip taken this turn (M-9.2)
          "houses_placed": int,            # starting houses placed so far (M-2.4)
      }, ...],
      "my_disc": [action, action] | null, # the viewer's own choice (also before its reveal)
      "cards": {"unused": [int, ...], "held": {"1": seat, ...}},   # card -> holder
      "chip_supply": int,
      "auction": null | {"participants": [seat], "active": [seat], "bidder": seat,
                         "high": int | null, "leader": seat | null},
      "travel": null | {city: {"fare": int, "roads": [road, ...]}},  # current player's cheapest
                                          # affordable trip to each reachable city (M-5), viewer =
                                          # current player or anyone (travel data is public);
                                          # with hidden gold only for the current player
      "last_scoring": null | {"round": int, "city": city, "points": [per seat],
                              "gold": [per seat], "ranking": [seat, ...],
                              "sole": seat | null},       # after each phase D (M-7)
      "end_triggered": bool,              # game ends after this round's scoring (M-8.1)
      "result": null | {"ranking": [seat, ...], "palaces": [..], "gold": [..], "card": [..]},
    }

Action names in discs and slots are the M-11 codes (``take_gold`` ... ``swap_card``).

The TypedDicts below (``MaharajaView`` and its parts) describe exactly this shape; views stay
plain dicts (they travel as JSON), and the board, the bots and ``determinize`` read them through
these types. ``reveals`` and ``has_private_view`` say when a step shows something new and when
a seat's view holds a secret (M-10.1), from the same rules as the view itself.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Literal, TypedDict

from desktop_app.engine import CHANCE, Action, Seat
from desktop_app.games.maharaja.board import CITIES, OUTER_SITES, VILLAGES
from desktop_app.games.maharaja.rules import to_move_list
from desktop_app.games.maharaja.scoring import final_ranking
from desktop_app.games.maharaja.state import (
    AUCTION,
    NEUTRAL,
    OVER,
    PLANNING,
    START_HOUSES,
    TURN,
    MaharajaState,
    palaces_on_board,
)
from desktop_app.games.maharaja.travel import cheapest_trips

#: A palace site's owner: a seat, a neutral palace (M-9.2), or empty.
Owner = int | Literal["neutral"] | None


class SeatView(TypedDict):
    """One prince as the viewer sees him (M-1.2); ``gold`` is None when hidden (M-10.1)."""

    gold: int | None
    supply: int
    quarry: int
    palaces_left: int
    palaces_built: int
    cards: list[int]
    chips: int
    has_chosen: bool
    disc: list[str] | None
    disc_revealed: bool
    slots_left: list[str] | None
    free_used: bool
    chip_taken: bool
    houses_placed: int


class TrackSpace(TypedDict):
    """A shield on the track (M-1.5): its space, or None while it waits below space 1."""

    city: str
    space: int | None


class CityView(TypedDict):
    """Houses per seat, the central owner and the six outer sites in build order (M-1.4)."""

    houses: list[int]
    central: Owner
    outer: list[Owner]


class CardsView(TypedDict):
    """The character cards (M-1.6): unused ones, and each held card's holder by card number."""

    unused: list[int]
    held: dict[str, int]


class AuctionView(TypedDict):
    """The running pro auction (M-9.2)."""

    participants: list[int]
    active: list[int]
    bidder: int
    high: int | None
    leader: int | None


class TripView(TypedDict):
    """The current player's cheapest affordable trip to one city (M-5)."""

    fare: int
    roads: list[str]


class ScoringView(TypedDict):
    """The last city scoring (M-7): per seat points and gold, the ranking, the sole scorer."""

    round: int
    city: str
    points: list[int]
    gold: list[int]
    ranking: list[int]
    sole: int | None


class FinalResult(TypedDict):
    """The final ranking (M-8.2): seats best first, and per seat palaces, gold, lowest card."""

    ranking: list[int]
    palaces: list[int]
    gold: list[int]
    card: list[int]


class MaharajaView(TypedDict):
    """Everything one seat may know (see the module docstring for each field)."""

    game: Literal["maharaja"]
    variant: str
    gold: str
    rules: str
    players: int
    village_capacity: int
    seat: int | None
    phase: str
    round: int
    top: int
    queue: list[str]
    track: list[TrackSpace]
    maharaja: str
    turn_order: list[int]
    current: int | None
    to_move: list[int]
    villages: dict[str, list[int]]
    cities: dict[str, CityView]
    architects: list[str]
    seats: list[SeatView]
    my_disc: list[str] | None
    cards: CardsView
    chip_supply: int
    auction: AuctionView | None
    travel: dict[str, TripView] | None
    last_scoring: ScoringView | None
    end_triggered: bool
    result: FinalResult | None


def disc_revealed(state: MaharajaState, seat: int) -> bool:
    """Has ``seat``'s disc been turned over this round (M-3.3.2, M-10.1)?"""
    if state.phase != TURN or state.players[seat].disc is None:
        return False
    return state.order.index(seat) <= state.turn


def gold_shown(state: MaharajaState, owner: int, viewer: int | None) -> bool:
    """May ``viewer`` see ``owner``'s gold total (M-10.1)? Always with open gold; with hidden gold
    only his own, and everybody's once the game is over."""
    return not state.gold_hidden or owner == viewer or state.phase == OVER


def reveals(before: MaharajaState, seat: Seat, action: Action, after: MaharajaState) -> bool:
    """Chance, and every step that turns a disc over: the last planning choice and any
    ``end_turn`` that starts another turn (M-3.3.2, M-10.1); with hidden gold also the step
    that ends the game, which shows every total (M-10.1)."""
    if seat == CHANCE:
        return True
    if after.gold_hidden and after.phase == OVER and before.phase != OVER:
        return True
    return after.phase == TURN and (before.phase != TURN or before.turn != after.turn)


def has_private_view(state: MaharajaState, seat: int) -> bool:
    """A disc choice not yet turned over is private (M-10.1); with hidden gold so is a seat's
    own total, in every phase until the end (then all totals are shown)."""
    if state.gold_hidden and state.phase != OVER:
        return True
    return state.players[seat].disc is not None and not disc_revealed(state, seat)


def _owner(owner: int | None) -> Owner:
    return "neutral" if owner == NEUTRAL else owner


def _track(state: MaharajaState) -> list[TrackSpace]:
    """Physical shield positions (M-1.5): the last ``min(top, 7)`` shields end on space ``top``."""
    shown = min(state.top, 7)
    first = 7 - shown
    return [
        {"city": city, "space": (state.top - shown + 1 + i - first) if i >= first else None}
        for i, city in enumerate(state.queue)
    ]


def _houses_placed(state: MaharajaState, seat: int) -> int:
    if state.phase != START_HOUSES:
        return 4 if state.round > 0 or state.phase in (TURN, PLANNING) else 0
    position = state.order.index(seat)
    return state.placed // state.n + (1 if position < state.placed % state.n else 0)


def final_result(state: MaharajaState) -> FinalResult | None:
    """The final ranking for views (M-8.2), or None while the match runs."""
    if state.phase != OVER:
        return None
    return {
        "ranking": list(final_ranking(state)),
        "palaces": [palaces_on_board(state, s) for s in range(state.n)],
        "gold": [p.gold for p in state.players],
        "card": [p.card for p in state.players],
    }


def private_view(state: MaharajaState, seat: int | None) -> dict[str, Any]:
    """The entries of ``view(state, seat)`` that depend on the viewer: who it is, the seats'
    entries (its own disc, and with hidden gold its own total: M-10.1), its chosen disc, and the
    fares of the player to move, which tell his gold."""
    return {
        "seat": seat,
        "seats": _seats(state, seat),
        "my_disc": _my_disc(state, seat),
        "travel": _travel(state, seat),
    }


def _seats(state: MaharajaState, seat: int | None) -> list[SeatView]:
    current = state.current
    # palaces_on_board for every seat in one pass over the cities instead of one pass per seat.
    built = Counter(state.central)
    for outer in state.outer:
        built.update(outer)
    seats: list[SeatView] = []
    for s, player in enumerate(state.players):
        revealed = disc_revealed(state, s)
        visible = revealed or s == seat
        seats.append(
            {
                "gold": player.gold if gold_shown(state, s, seat) else None,
                "supply": player.supply,
                "quarry": player.quarry,
                "palaces_left": player.palaces,
                "palaces_built": built[s],
                "cards": list(player.cards),
                "chips": player.chips,
                "has_chosen": player.disc is not None,
                "disc": list(player.disc) if (visible and player.disc is not None) else None,
                "disc_revealed": revealed,
                "slots_left": list(player.slots) if (state.phase == TURN and s == current) else None,
                "free_used": player.free_used,
                "chip_taken": player.chip_taken,
                "houses_placed": _houses_placed(state, s),
            }
        )
    return seats


def _my_disc(state: MaharajaState, seat: int | None) -> list[Any] | None:
    own = state.players[seat].disc if seat is not None and 0 <= seat < state.n else None
    return list(own) if own is not None else None


def _travel(state: MaharajaState, seat: int | None) -> dict[str, TripView] | None:
    current = state.current
    if state.phase == TURN and current is not None and gold_shown(state, current, seat):
        return {
            city: {"fare": fare, "roads": list(roads)}
            for city, (fare, roads) in cheapest_trips(state, current).items()
        }
    return None


def view(state: MaharajaState, seat: int | None) -> MaharajaView:
    """The dict documented in the module docstring, for ``seat`` (None = spectator)."""
    current = state.current
    held = {str(card): s for s, p in enumerate(state.players) for card in p.cards}
    result = final_result(state)
    return {
        "game": "maharaja",
        "variant": state.variant,
        "gold": "hidden" if state.gold_hidden else "open",
        "rules": state.rules,
        "players": state.n,
        "village_capacity": state.village_capacity,
        "seat": seat,
        "phase": state.phase,
        "round": state.round,
        "top": state.top,
        "queue": list(state.queue),
        "track": _track(state),
        "maharaja": state.maharaja,
        "turn_order": list(state.order),
        "current": current,
        "to_move": to_move_list(state),
        "villages": {v: list(owners) for v, owners in zip(VILLAGES, state.villages, strict=True)},
        "cities": _cities(state),
        "architects": [p.architect for p in state.players],
        "seats": _seats(state, seat),
        "my_disc": _my_disc(state, seat),
        "cards": {"unused": list(state.unused), "held": held},
        "chip_supply": state.chip_supply,
        "auction": _auction(state),
        "travel": _travel(state, seat),
        "last_scoring": _last_scoring(state),
        "end_triggered": state.end_triggered,
        "result": result,
    }


def _cities(state: MaharajaState) -> dict[str, CityView]:
    """Each city's houses, its central palace and its outer palace sites (None where unbuilt)."""
    return {
        city: {
            "houses": list(state.city_houses[i]),
            "central": _owner(state.central[i]),
            "outer": [_owner(o) for o in state.outer[i]] + [None] * (OUTER_SITES - len(state.outer[i])),
        }
        for i, city in enumerate(CITIES)
    }


def _auction(state: MaharajaState) -> AuctionView | None:
    """The card auction while it runs: who takes part, who is still in, the high bid."""
    auction = state.auction
    if auction is None or state.phase != AUCTION:
        return None
    return {
        "participants": list(auction.participants),
        "active": list(auction.active),
        "bidder": auction.bidder,
        "high": auction.high,
        "leader": auction.leader,
    }


def _last_scoring(state: MaharajaState) -> ScoringView | None:
    """The last city scored: its round, points, gold and ranking."""
    scoring = state.last_scoring
    if scoring is None:
        return None
    return {
        "round": scoring.round,
        "city": scoring.city,
        "points": list(scoring.points),
        "gold": list(scoring.gold),
        "ranking": list(scoring.ranking),
        "sole": scoring.sole,
    }


def veiled_view(state: MaharajaState, seat: int) -> dict[str, Any]:
    """What ``seat``'s board shows on a screen several people share while its person is not
    peeking (issue 33): the spectator's view with ``seat`` looking, and while ``seat`` is to move
    the parts of its own view its choice is made with — its disc (the planning dials, M-3) and
    the fares of its trips (M-5) — but never its hidden gold total (M-10.1): a player keeps the
    purse closed and looks into it when they want to."""
    public = view(state, None)
    shown: dict[str, Any] = {**public, "seat": seat}
    if seat not in to_move_list(state):
        return shown
    own = view(state, seat)
    seats = list(public["seats"])
    seats[seat] = {**own["seats"][seat], "gold": public["seats"][seat]["gold"]}
    shown.update(seats=seats, my_disc=own["my_disc"], travel=own["travel"])
    return shown
