"""Maharaja position value for bots: every seat's position priced in gold equivalents.

What wins (M-8.2) is palaces, then gold. Palaces built (worth more than their 12 gold, more so
as the end nears), gold, houses (villages carry the travel network and earn fares, M-5.4; cities
earn scoring gold), the gold the next scorings in the shield queue would pay as things stand
(M-7), the architect's chances to build where he stands or can travel to, and the character
card's worth for the rounds left (M-6). ``win_values`` turns the differences into win chances.
Used by ``maharaja_plan`` (the turn planner) and ``maharaja`` (the evaluator and playout policy).
"""

from __future__ import annotations

import functools
import heapq
import math
from collections.abc import Sequence

from desktop_app.games.maharaja import (
    CITIES,
    CITY_INDEX,
    FORFEIT_GOLD,
    GOLD_TABLE,
    OUTER_SITES,
    OVER,
    PLANNING,
    PRIEST,
    ROADS_AT,
    SOLE_BONUS,
    START,
    TURN,
    MaharajaState,
)

#: Weights of the scorings still to come after the current one (queue order, M-1.5).
FUTURE_WEIGHTS = (0.55, 0.3, 0.15)
#: Worth of each character card per round left (M-6), in gold.
CARD_WORTH = {1: 0.4, 2: 1.0, 3: 0.4, 4: 0.7, 5: 0.7, 6: 1.2, 7: 0.8}
#: Rounds a card is expected to stay with its holder (anyone may swap it away, M-4.9).
CARD_ROUNDS = 4
#: The road each village lies on, as indices of its villages (M-1.4).
VILLAGE_ROAD: dict[int, tuple[int, ...]] = {}
for _node, _roads in ROADS_AT.items():
    for _road, _other, _indices in _roads:
        for _i in _indices:
            VILLAGE_ROAD[_i] = _indices
_SETUP_WEIGHTS = (0.8, 0.5, 0.3)
#: Worth of having the nearest, second nearest, ... city where a palace can still be built.
ACCESS_WEIGHTS = (5.0, 3.0, 2.0)
#: What each rival gains per slot a turn leaves unused (M-3.3.4).
FORFEIT = FORFEIT_GOLD


def rounds_left(state: MaharajaState) -> int:
    """Rounds after the current one (M-8.1); during setup the whole game."""
    limit = 6 if state.variant == "short" else 10
    if state.end_triggered or state.phase == OVER:
        return 0
    if state.round == 0:
        return limit
    return max(0, limit - state.round)


def palaces_of(state: MaharajaState) -> list[int]:
    built = [0] * state.n
    for owner in state.central:
        if owner is not None and owner >= 0:
            built[owner] += 1
    for outer in state.outer:
        for owner in outer:
            if owner >= 0:
                built[owner] += 1
    return built


def scoring_gold(state: MaharajaState, c: int, architects: bool) -> list[float]:
    """Gold each seat would get if city ``c`` were scored now (M-7), plus a little per point.

    Called four times for every position a search prices, so written for speed: the card shown
    on the shield (pro, M-9.2) and the tie order by lowest card (M-7.2) are read once per seat."""
    city = CITIES[c]
    houses = state.city_houses[c]
    central = state.central[c]
    outer = state.outer[c]
    pro = state.pro
    points = []
    for seat, p in enumerate(state.players):
        total = houses[seat]
        if architects and p.architect == city:
            total += 1
        if central == seat:
            total += 3
        if outer:
            total += outer.count(seat) * (2 if PRIEST in p.cards else 1)
        if pro and c + 1 in p.cards:
            total += 1
        points.append(total)
    players = state.players
    # sorted by (-points, lowest card), ties in seat order: the seat breaks them as a stable sort would
    ranked = sorted([(-total, players[s].card, s) for s, total in enumerate(points) if total > 0])
    table = GOLD_TABLE[state.n]
    gold = [0.25 * x for x in points]
    for rank, (_points, _card, seat) in enumerate(ranked):
        gold[seat] += table[rank]
    if len(ranked) == 1:
        gold[ranked[0][2]] += SOLE_BONUS
    return gold


def open_reach(state: MaharajaState, seat: int) -> list[str]:
    """Cities the architect can reach over unblocked roads (M-5.3), fares ignored."""
    start = state.players[seat].architect
    seen = {start}
    stack = [start]
    villages = state.villages
    while stack:
        node = stack.pop()
        for _road, other, indices in ROADS_AT[node]:
            if other in seen or other == START:
                continue
            if all(villages[i] for i in indices):
                seen.add(other)
                stack.append(other)
    return [c for c in seen if c != START]


def access_costs(state: MaharajaState, seat: int) -> dict[str, float]:
    """How far each city is from the architect: empty villages to fill on the way (M-5.3), plus
    a little for the fares (M-5.4). Dijkstra over the 8 nodes; the start is never entered."""
    return dict(_access_costs(state.players[seat].architect, state.villages, seat))


@functools.lru_cache(maxsize=8192)
def _access_costs(
    start: str, villages: tuple[tuple[int, ...], ...], seat: int
) -> tuple[tuple[str, float], ...]:
    """``access_costs`` from what it depends on, remembered: a planned turn prices hundreds of
    positions whose villages and architects repeat (about a third of a disc plan's time was
    spent here), and a bounded cache of immutable answers cannot change a result."""
    best = {start: 0.0}
    heap = [(0.0, start)]
    while heap:
        cost, node = heapq.heappop(heap)
        if cost > best[node]:
            continue
        for _road, other, indices in ROADS_AT[node]:
            if other == START:
                continue
            step = 0.0
            for i in indices:
                owners = villages[i]
                if not owners:
                    step += 1.0
                elif seat not in owners:
                    step += 0.15 * len(owners)
            total = cost + step
            if total < best.get(other, math.inf):
                best[other] = total
                heapq.heappush(heap, (total, other))
    best.pop(START, None)
    return tuple(best.items())


def can_build_in(state: MaharajaState, seat: int, c: int) -> bool:
    """No palace of his there yet and a free site (M-4.6.1, M-4.6.2)."""
    if state.central[c] is None:
        return True
    return state.central[c] != seat and seat not in state.outer[c] and len(state.outer[c]) < OUTER_SITES


def seat_scores(state: MaharajaState) -> list[float]:
    """Each seat's position in gold equivalents (see the module docstring).

    The search prices every position it looks at with this (most of a move's time), and about
    half of them again (a disc plan's greedy turns start from one position with different slots,
    which the value never reads), so answers are remembered by everything the value reads
    (``_value_key``; bounded, and a copy is handed out because callers add forfeits to it)."""
    key = _value_key(state)
    found = _SCORES.get(key)
    if found is None:
        if len(_SCORES) >= _SCORES_LIMIT:
            _SCORES.clear()
        found = _SCORES[key] = _seat_scores(state)
    return list(found)


#: ``seat_scores`` answers by ``_value_key``; cleared when full.
_SCORES: dict[tuple[object, ...], list[float]] = {}
_SCORES_LIMIT = 20_000


def _value_key(state: MaharajaState) -> tuple[object, ...]:
    """Everything ``_seat_scores`` reads: the players but their discs, slots and per-turn flags."""
    return (
        tuple((p.gold, p.supply, p.quarry, p.palaces, p.architect, p.cards) for p in state.players),
        state.villages,
        state.city_houses,
        state.central,
        state.outer,
        state.phase,
        state.round,
        state.end_triggered,
        state.maharaja,
        state.queue,
        state.variant,
    )


def _seat_scores(state: MaharajaState) -> list[float]:
    """``seat_scores`` worked out. What depends only on the villages (road credits, the
    architects' access costs) is remembered per villages tuple (``_road_facts``), and the next
    scorings by what they read (``_scoring_gold``); every sum is still made in the same order,
    to the same bit."""
    n = state.n
    left = rounds_left(state)
    palace_worth = 20.0 + 10.0 / (left + 1)
    built = palaces_of(state)
    facts = _road_facts(state.villages)
    scores = [0.0] * n
    for seat, p in enumerate(state.players):
        price = 9 if 6 in p.cards else 12
        spendable = price * min(p.palaces, left + 1, 2 * (left + 1))
        value = built[seat] * palace_worth + min(p.gold, spendable) + 0.7 * max(0, p.gold - spendable)
        supply = p.supply
        value += 1.5 * min(supply, 2) + 0.7 * min(max(0, supply - 2), 3) + 0.2 * max(0, supply - 5)
        value += 0.25 * p.quarry
        turns = min(left + 1, CARD_ROUNDS)
        for card in p.cards:
            worth = CARD_WORTH.get(card, 0.0)
            if card == 6:
                turns = min(turns, p.palaces)
            value += worth * turns
        if p.palaces > 0 and state.phase != OVER:
            near = facts.near(p.architect, seat, state.central, state.outer)
            scale = 0.5 + 0.5 * min(2.0, p.gold / price)
            for weight, cost in zip(ACCESS_WEIGHTS[: p.palaces], near, strict=False):
                value += scale * weight / (1.0 + cost) ** 2
        scores[seat] = value
    for owner, credit in facts.credits:
        scores[owner] += credit
    for houses in state.city_houses:
        for seat in range(n):
            scores[seat] += 1.0 * houses[seat]
    cards = tuple(p.cards for p in state.players)
    for c, weight, architects in _scorings(state, left):
        gold = _scoring_gold(state, c, architects, cards)
        for seat in range(n):
            scores[seat] += weight * gold[seat]
    return scores


#: ``scoring_gold`` answers by what they depend on (``_scoring_gold``); cleared when full.
_GOLD: dict[tuple[object, ...], list[float]] = {}
_GOLD_LIMIT = 20_000


def _scoring_gold(
    state: MaharajaState, c: int, architects: bool, cards: tuple[tuple[int, ...], ...]
) -> list[float]:
    """``scoring_gold`` remembered by everything it reads: the city's houses and palaces, every
    seat's cards (the priest, the tie order and the pro shield card), the variant and, for this
    round's city, where the architects stand. The search prices tens of thousands of positions a
    move whose next scorings mostly did not change. The caller must not change the list."""
    where = tuple(p.architect for p in state.players) if architects else None
    key = (c, state.city_houses[c], state.central[c], state.outer[c], cards, where, state.variant)
    gold = _GOLD.get(key)
    if gold is None:
        if len(_GOLD) >= _GOLD_LIMIT:
            _GOLD.clear()
        gold = _GOLD[key] = scoring_gold(state, c, architects)
    return gold


class _RoadFacts:
    """What a position's value takes from its villages alone (``_road_facts``)."""

    __slots__ = ("_costs", "_near", "credits", "villages")

    def __init__(self, villages: tuple[tuple[int, ...], ...]) -> None:
        self.villages = villages
        found: list[tuple[int, float]] = []
        for i, owners in enumerate(villages):
            if owners:
                opened = all(villages[j] for j in VILLAGE_ROAD[i])
                credit = 2.0 + (0.8 if opened else 0.0)
                found.extend((owner, credit) for owner in owners)
        #: (owner, credit) per house in a village, in village order: 2 gold, 0.8 more on an open road
        self.credits = tuple(found)
        self._costs: dict[tuple[str, int], tuple[tuple[int, float], ...]] = {}
        self._near: dict[tuple[object, ...], list[float]] = {}

    def costs(self, start: str, seat: int) -> tuple[tuple[int, float], ...]:
        """``access_costs`` from ``start`` as (city index, cost) pairs."""
        found = self._costs.get((start, seat))
        if found is None:
            pairs = _access_costs(start, self.villages, seat)
            found = self._costs[start, seat] = tuple((CITY_INDEX[city], cost) for city, cost in pairs)
        return found

    def near(
        self, start: str, seat: int, central: tuple[int | None, ...], outer: tuple[tuple[int, ...], ...]
    ) -> list[float]:
        """Access costs from ``start``, cheapest first, of the cities where ``seat`` may still
        build a palace (``can_build_in``, M-4.6.1); the caller must not change the list."""
        key = (start, seat, central, outer)
        found = self._near.get(key)
        if found is None:
            found = self._near[key] = sorted(
                cost
                for c, cost in self.costs(start, seat)
                if central[c] is None
                or (central[c] != seat and seat not in outer[c] and len(outer[c]) < OUTER_SITES)
            )
        return found


@functools.lru_cache(maxsize=4096)
def _road_facts(villages: tuple[tuple[int, ...], ...]) -> _RoadFacts:
    """The road facts of a villages tuple, remembered (bounded; the answers are immutable in
    effect: a cost once found for a start and seat never changes)."""
    return _RoadFacts(villages)


def _scorings(state: MaharajaState, left: int) -> list[tuple[int, float, bool]]:
    """Scorings still to come with their weights: this round's city for certain, then the queue."""
    if state.phase == OVER:
        return []
    if state.phase in (PLANNING, TURN):
        result = [(CITY_INDEX[state.maharaja], 1.0, True)]
        weights = FUTURE_WEIGHTS[:left]
    else:
        result = []
        weights = _SETUP_WEIGHTS
    result.extend((CITY_INDEX[state.queue[i]], w, False) for i, w in enumerate(weights))
    return result


def win_values(scores: Sequence[float], left: int) -> list[float]:
    """Mean chance of finishing ahead of each opponent: the expected rank value.

    Deliberately soft (tanh over a wide spread): search must still tell a 2-gold difference
    apart when one side is far ahead or behind, or a losing bot stops caring and wanders.
    """
    n = len(scores)
    spread = 30.0 + 2.0 * left
    values = []
    for seat in range(n):
        total = 0.0
        for other in range(n):
            if other != seat:
                total += 0.5 + 0.5 * math.tanh((scores[seat] - scores[other]) / spread)
        values.append(total / max(1, n - 1))
    return values
