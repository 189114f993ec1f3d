"""The cheapest trips the rules offer are the networkx model's (``travel.reference_trips``).

``_open_fares`` runs networkx's Dijkstra over ``ROADS_AT`` so that a turn's first screen needs no
networkx; these tests hold it to ``nx.single_source_dijkstra`` on ``road_graph()`` in positions
from seeded random matches, trip for trip (ties broken the same way), and the refusal fares to
``nx.dijkstra_path_length``.
"""

from __future__ import annotations

import random

import networkx as nx

from desktop_app.engine.session import SeatInfo, Session
from desktop_app.games.maharaja import cheapest_trips, trip_refusal
from desktop_app.games.maharaja.board import CITIES, ROADS_AT, START, VILLAGE_INDEX, road_graph
from desktop_app.games.maharaja.state import replace
from desktop_app.games.maharaja.travel import reference_trips, road_fare


def _positions(seed: int, players: int, steps: int):
    session = Session.new("maharaja", [SeatInfo(f"P{i}") for i in range(players)], None, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        movers = sorted(seat for seat in session.to_move() if seat >= 0)
        if not movers:
            return
        yield session.state
        session.act(movers[0], rng.choice(list(session.legal_actions(movers[0]))))


def test_roads_at_lists_each_place_s_roads_in_the_order_networkx_keeps_them():
    graph = road_graph()
    assert list(ROADS_AT) == list(graph.nodes)
    for node, roads in ROADS_AT.items():
        assert [road for road, _other, _villages in roads] == [data["road"] for data in graph[node].values()]
        assert [other for _road, other, _villages in roads] == list(graph[node])


def test_every_seat_s_trips_are_networkx_s_in_random_matches():
    compared = 0
    for seed, players in ((1, 2), (2, 3), (3, 5), (4, 4)):
        for state in _positions(seed, players, 160):
            for seat in range(players):
                assert cheapest_trips(state, seat) == reference_trips(state, seat)
                compared += 1
    assert compared > 1000


def test_a_refused_trip_names_networkx_s_fare():
    graph = road_graph()
    checked = 0
    for position in _positions(7, 3, 120):
        for seat in range(3):
            # without gold, every trip that costs anything is refused for its fare (M-5.5)
            broke = tuple(replace(p, gold=0) if s == seat else p for s, p in enumerate(position.players))
            state = replace(position, players=broke)
            here = state.players[seat].architect

            def fare(_u: str, v: str, data: dict, seat: int = seat, state=state) -> int | None:
                if v == START:
                    return None
                return road_fare(state.villages, seat, tuple(VILLAGE_INDEX[x] for x in data["villages"]))

            for city in CITIES:
                refusal = trip_refusal(state, seat, city)
                if refusal is None or city == here or refusal.message.id != "maharaja.refusal.trip_fare":
                    continue
                expected = nx.dijkstra_path_length(graph, here, city, weight=fare)
                assert refusal.message.get("fare") == expected
                checked += 1
    assert checked > 50


def test_ties_are_broken_as_networkx_breaks_them():
    """Every village built alike makes many trips equally cheap: the one offered is networkx's."""
    state = next(_positions(5, 3, 1))
    ties = 0
    for owners in ((0,), (1,), (0, 1), (1, 2)):
        built = replace(state, villages=tuple(owners for _ in state.villages))
        for here in (*CITIES, START):
            players = tuple(replace(p, architect=here, gold=99) for p in built.players)
            position = replace(built, players=players)
            trips = cheapest_trips(position, 0)
            assert trips == reference_trips(position, 0)
            ties += sum(1 for _fare, roads in trips.values() if len(roads) > 1)
    assert ties > 20
