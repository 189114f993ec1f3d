"""Travel (M-5): single-road steps, their fares, and cheapest whole trips for the UI.

A step ``travel(road)`` is legal when the road leaves the architect's node, its other end is a
city (M-5.2: the start location is never entered), every village on it holds a house (M-5.3) and
the traveller can pay its fare (M-5.5) unless he holds the Wanderer (M-5.6). Because gold only
falls while travelling, the cheapest trip to a city (Dijkstra over the road graph) is affordable
exactly when its single steps are, so the UI may offer whole trips and replay them as steps.

networkx's road graph is the model (``reference_trips`` asks it); the search every view of a turn
makes runs networkx's own Dijkstra step for step over ``ROADS_AT``, the same graph read off the
roads in the order networkx keeps it, so the first screen of a turn needs no networkx — importing
it costs more than a bare Qt window (issue 19). Tests hold the two to the same trips.
"""

from __future__ import annotations

import functools
import heapq
import itertools
from typing import Any

from desktop_app.engine import IllegalAction
from desktop_app.games.maharaja.board import (
    CITY_NAMES,
    ROADS,
    ROADS_AT,
    START,
    VILLAGE_INDEX,
    WANDERER,
    road_graph,
)
from desktop_app.games.maharaja.log import place_words, refuse
from desktop_app.games.maharaja.state import MaharajaState, replace


def road_fare(villages: tuple[tuple[int, ...], ...], seat: int, indices: tuple[int, ...]) -> int | None:
    """The fare of a road for ``seat`` (M-5.4), or None when an empty village blocks it (M-5.3)."""
    fare = 0
    for index in indices:
        owners = villages[index]
        if not owners:
            return None
        if seat not in owners:
            fare += len(owners)
    return fare


def travel_steps(state: MaharajaState, seat: int) -> list[str]:
    """Road ids of every legal ``travel`` step for ``seat`` now (M-5.1..M-5.6)."""
    player = state.players[seat]
    free = WANDERER in player.cards
    result = []
    for road, other, indices in ROADS_AT[player.architect]:
        if other == START:
            continue
        fare = road_fare(state.villages, seat, indices)
        if fare is None or (not free and fare > player.gold):
            continue
        result.append(road)
    return result


def apply_travel(state: MaharajaState, seat: int, road_id: object) -> MaharajaState:
    """Move the architect along one road and pay its fare to the house owners (M-5.4, M-5.6)."""
    road = ROADS.get(road_id) if isinstance(road_id, str) else None
    if road is None:
        raise refuse("no_road", "M-1.7", value=repr(road_id))
    player = state.players[seat]
    if player.architect not in road.ends:
        raise refuse("road_elsewhere", "M-5.1", road=road.id)
    destination = road.other_end(player.architect)
    if destination == START:
        raise refuse("start_closed", "M-5.2", place=destination)
    indices = tuple(VILLAGE_INDEX[v] for v in road.villages)
    fare = road_fare(state.villages, seat, indices)
    if fare is None:
        raise refuse("road_blocked", "M-5.3", road=road.id)
    free = WANDERER in player.cards
    if not free and fare > player.gold:
        raise refuse("fare", "M-5.5", road=road.id, fare=fare, gold=player.gold)
    gold = [p.gold for p in state.players]
    for index in indices:
        owners = state.villages[index]
        if seat in owners:
            continue
        for owner in owners:
            gold[owner] += 1
            if not free:
                gold[seat] -= 1
    players = tuple(
        replace(p, gold=gold[s], architect=destination if s == seat else p.architect)
        for s, p in enumerate(state.players)
    )
    return replace(state, players=players)


def cheapest_trips(state: MaharajaState, seat: int) -> dict[str, tuple[int, tuple[str, ...]]]:
    """For every city ``seat``'s architect can reach now: ``(fare, roads)`` of the cheapest trip.

    Dijkstra over the road graph with the current fares (``_open_fares``); blocked roads and the
    start location are hidden. With the Wanderer the fare shown is what the traveller pays: 0.

    Every seat's view of a turn shows the mover's trips, and the host builds one view per seat
    at every step, so the search is remembered on exactly what it reads (``_trips``); each call
    still gets a dict of its own.
    """
    player = state.players[seat]
    free = WANDERER in player.cards
    return dict(_trips(state.villages, seat, player.architect, player.gold, free))


@functools.lru_cache(maxsize=512)
def _trips(
    villages: tuple[tuple[int, ...], ...], seat: int, architect: str, gold: int, free: bool
) -> tuple[tuple[str, tuple[int, tuple[str, ...]]], ...]:
    """``cheapest_trips`` from the only facts it depends on, as an immutable tuple of items (a
    cached answer must not be changeable by one caller under another)."""
    fares, trips = _open_fares(villages, seat, architect)
    found = []
    for city, fare in sorted(fares.items()):
        if city == architect or city not in CITY_NAMES:
            continue
        if free:
            fare = 0
        if fare > gold:
            continue
        found.append((city, (int(fare), trips[city])))
    return tuple(found)


def _open_fares(
    villages: tuple[tuple[int, ...], ...], seat: int, source: str
) -> tuple[dict[str, int], dict[str, tuple[str, ...]]]:
    """The cheapest fare from ``source`` to every place reachable on open roads (never entering
    the start location), with the roads of that trip: ``nx.single_source_dijkstra`` on
    ``road_graph()`` with these fares, step for step — the same heap with the same tie-breaking
    counter, neighbours in networkx's order (``ROADS_AT``) — so it finds the same trips."""
    done: dict[str, int] = {}
    best = {source: 0}
    trips: dict[str, tuple[str, ...]] = {source: ()}
    counter = itertools.count()
    fringe = [(0, next(counter), source)]
    while fringe:
        fare, _, here = heapq.heappop(fringe)
        if here in done:
            continue
        done[here] = fare
        for road, there, indices in ROADS_AT[here]:
            if there == START or there in done:
                continue
            cost = road_fare(villages, seat, indices)
            if cost is None:
                continue
            total = fare + cost
            if there not in best or total < best[there]:
                best[there] = total
                heapq.heappush(fringe, (total, next(counter), there))
                trips[there] = (*trips[here], road)
    return done, trips


def reference_trips(state: MaharajaState, seat: int) -> dict[str, tuple[int, tuple[str, ...]]]:
    """``cheapest_trips`` asked of the networkx model itself (the cross-check for ``_open_fares``)."""
    import networkx as nx

    player = state.players[seat]
    roads = road_graph()

    def weight(u: str, v: str, data: dict[str, Any]) -> int | None:
        if v == START:
            return None
        return road_fare(state.villages, seat, tuple(VILLAGE_INDEX[x] for x in data["villages"]))

    fares, paths = nx.single_source_dijkstra(roads, player.architect, weight=weight)
    trips = {}
    for city, fare in sorted(fares.items()):
        if city == player.architect or city not in CITY_NAMES:
            continue
        shown = 0 if WANDERER in player.cards else fare
        if shown > player.gold:
            continue
        path = paths[city]
        trips[city] = (int(shown), tuple(roads.edges[a, b]["road"] for a, b in itertools.pairwise(path)))
    return trips


def trip_refusal(state: MaharajaState, seat: int, city: str) -> IllegalAction | None:
    """Why ``seat``'s architect cannot travel to ``city`` this turn, or None when he can (M-5).

    A person pointing at a far city asks "why can I not go there?"; a trip is many ``travel``
    steps, so no single refused step answers it. In the order a traveller meets them: the start
    location is never entered again (M-5.2), every way there runs through a village without
    houses (M-5.3, naming the first such village on the way with the fewest roads), or the
    cheapest way costs more gold than he has (M-5.5).
    """
    player = state.players[seat]
    here = player.architect
    if city == START:
        return refuse("start_closed", "M-5.2", place=place_words(START))
    if city not in CITY_NAMES or city == here:
        return None
    if city in cheapest_trips(state, seat):
        return None
    fare = _open_fares(state.villages, seat, here)[0].get(city)
    if fare is None:  # no open way: name the empty village that blocks it
        return _blocked_way(state, here, city)
    return refuse("trip_fare", "M-5.5", city=place_words(city), fare=int(fare), gold=player.gold)


def _blocked_way(state: MaharajaState, here: str, city: str) -> IllegalAction:
    """The refusal naming the first empty village on the way to ``city`` with the fewest roads."""
    import networkx as nx

    roads = road_graph()
    graph = roads.subgraph(node for node in roads if node != START or here == START)
    path = nx.shortest_path(graph, here, city)
    for a, b in itertools.pairwise(path):
        for village in roads.edges[a, b]["villages"]:
            if not state.villages[VILLAGE_INDEX[village]]:
                return refuse("trip_blocked", "M-5.3", city=place_words(city), village=place_words(village))
    return refuse("trip_blocked", "M-5.3", city=place_words(city), village=place_words(path[1]))
