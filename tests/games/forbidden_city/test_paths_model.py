"""The path of a move (F-4.8) is the networkx model's (``slides.reference_move_path``).

``move_path`` runs networkx's bidirectional search over ``_slide_links`` so that a board's first
paint needs no networkx; these tests hold it to ``nx.shortest_path`` in the F-4.6 slide graph for
every destination of every official, in random occupancies and in positions of random matches,
where many paths are equally short (the one chosen must be networkx's).
"""

from __future__ import annotations

import random

import networkx as nx
from hypothesis import given, settings

from desktop_app.engine.session import SeatInfo, Session
from desktop_app.games.forbidden_city.slides import (
    all_destinations,
    move_path,
    reference_move_path,
    slide_graph,
)
from tests.games.forbidden_city.helpers import initial_positions
from tests.games.forbidden_city.test_movement import occupancies


def _compare(positions: tuple[int, ...], target: int) -> tuple[int, int]:
    """(paths compared, of them longer than one slide). ``reference_move_path`` builds the slide
    graph for each path; here each official's graph is built once for all its destinations."""
    compared = longer = 0
    for official, destinations in enumerate(all_destinations(positions, target)):
        if not destinations:
            continue
        origin = positions[official]
        graph = slide_graph(positions, official, target)
        for to in destinations:
            path = move_path(positions, official, to, target)
            assert path == (nx.shortest_path(graph, origin, to) if to in graph else [origin, to])
            compared += 1
            longer += len(path) > 2
    return compared, longer


def test_the_reference_is_networkx_s_shortest_path():
    positions = tuple(initial_positions())
    official = next(o for o, destinations in enumerate(all_destinations(positions, 2)) if destinations)
    for to in all_destinations(positions, 2)[official]:
        assert reference_move_path(positions, official, to, 2) == move_path(positions, official, to, 2)


@settings(max_examples=25, deadline=None)
@given(occupancies())
def test_every_path_is_networkx_s_in_random_occupancies(case):
    positions, target = case
    _compare(positions, target)


def test_every_path_is_networkx_s_in_random_matches():
    compared = longer = 0
    session = Session.new("forbidden_city", [SeatInfo(f"P{i}") for i in range(3)], None, 2)
    rng = random.Random(2)
    for step in range(120):
        movers = sorted(seat for seat in session.to_move() if seat >= 0)
        if not movers:
            break
        if step % 10 == 0:
            state = session.state
            found = _compare(state.positions, state.target)
            compared, longer = compared + found[0], longer + found[1]
        session.act(movers[0], rng.choice(list(session.legal_actions(movers[0]))))
    assert compared > 200 and longer > 50
