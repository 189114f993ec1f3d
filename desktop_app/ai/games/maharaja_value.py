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
    """Gold each seat would get if city ``c`` were scored now (M-7), plus a little per point."""
    city = CITIES[c]
    houses = state.city_houses[c]
    central = state.central[c]
    outer = state.outer[c]
    points = []
    for seat, p in enumerate(state.players):
        total = houses[seat]
        if architects and p.architect == city:
            total += 1
        if central == seat:
            total += 3
        if outer:
            total += outer.count(seat) * (2 if PRIEST in p.cards else 1)
        if state.pro and c + 1 in p.cards:
            total += 1
        points.append(total)
    ranked = sorted(
        (s for s in range(state.n) if points[s] > 0), key=lambda s: (-points[s], state.players[s].card)
    )
    table = GOLD_TABLE[state.n]
    gold = [0.25 * x for x in points]
    for rank, seat in enumerate(ranked):
        gold[seat] += table[rank]
    if len(ranked) == 1:
        gold[ranked[0]] += SOLE_BONUS
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
    """Each seat's position in gold equivalents (see the module docstring)."""
    n = state.n
    left = rounds_left(state)
    palace_worth = 20.0 + 10.0 / (left + 1)
    built = palaces_of(state)
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
            costs = sorted(
                cost
                for c, cost in _access_costs(p.architect, state.villages, seat)
                if can_build_in(state, seat, CITY_INDEX[c])
            )
            scale = 0.5 + 0.5 * min(2.0, p.gold / price)
            for weight, cost in zip(ACCESS_WEIGHTS[: p.palaces], costs, strict=False):
                value += scale * weight / (1.0 + cost) ** 2
        scores[seat] = value
    for i, owners in enumerate(state.villages):
        if not owners:
            continue
        opened = all(state.villages[j] for j in VILLAGE_ROAD[i])
        for owner in owners:
            scores[owner] += 2.0 + (0.8 if opened else 0.0)
    for houses in state.city_houses:
        for seat in range(n):
            scores[seat] += 1.0 * houses[seat]
    for c, weight, architects in _scorings(state, left):
        gold = scoring_gold(state, c, architects)
        for seat in range(n):
            scores[seat] += weight * gold[seat]
    return scores


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
