"""Movement and the slide graph (F-1.1..F-1.3, F-4, F-10): spec examples and reference checks."""

from __future__ import annotations

import itertools

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.engine import Action, IllegalAction
from desktop_app.games.forbidden_city import GAME, board_layout, move_path, move_path_in_view, slide_runs
from desktop_app.games.forbidden_city.board import (
    ENTRANCES,
    START_SQUARES,
    WALLS,
    coords,
    square,
)
from desktop_app.games.forbidden_city.slides import all_destinations, slide_graph
from desktop_app.games.forbidden_city.state import MOVE, TERRACE
from tests.games.forbidden_city.helpers import initial_positions, move, official_at, scenario, sq
from tests.games.forbidden_city.reference import (
    DIRS,
    ENTRANCE,
    ref_destinations,
    ref_distances,
    ref_slide,
)


def dests_of(state, col, row):
    o = state.positions.index(square(col, row))
    return sorted(coords(s) for s in all_destinations(state.positions, state.target)[o])


def test_F_1_1_board_has_15x15_squares_and_48_walls():
    layout = board_layout()
    assert layout["size"] == 15 and len(layout["squares"]) == 225
    assert len(layout["walls"]) == 48 == len(WALLS)


def test_F_1_2_start_area_is_5x5_without_inner_walls():
    assert len(START_SQUARES) == 25
    for a in START_SQUARES:
        for b in START_SQUARES:
            assert frozenset((a, b)) not in WALLS


def test_F_1_3_eight_pavilions_with_entrances():
    layout = board_layout()
    got = {p["number"]: (tuple(p["entrance"]), p["colour"]) for p in layout["pavilions"]}
    assert got == {
        1: ((0, 0), "red"), 2: ((7, 0), "blue"), 3: ((14, 0), "green"), 4: ((14, 7), "yellow"),
        5: ((14, 14), "black"), 6: ((7, 14), "white"), 7: ((0, 14), "purple"), 8: ((0, 7), "orange"),
    }  # fmt: skip
    corner = next(p for p in layout["pavilions"] if p["number"] == 1)
    assert sorted(corner["outside"]) == [[-1, 0], [0, -1]]


def test_F_10_1_maze_is_rotationally_symmetric_and_no_square_is_closed_on_three_sides():
    def rot(s):
        c, r = coords(s)
        return square(14 - r, c)

    assert {frozenset(map(rot, w)) for w in WALLS} == set(WALLS)
    assert [ENTRANCES[k] for k in (1, 3, 5, 7)] == [rot(ENTRANCES[k]) for k in (7, 1, 3, 5)]
    for s in range(225):
        c, r = coords(s)
        closed = 0
        for dc, dr in DIRS.values():
            n = (c + dc, r + dr)
            if not (0 <= n[0] < 15 and 0 <= n[1] < 15) or frozenset((s, square(*n))) in WALLS:
                closed += 1
        assert closed < 3 or ((c, r) in ENTRANCE.values() and closed <= 2)


DRAWING = """
       0   1   2   3   4   5   6   7   8   9   10  11  12  13  14
     +---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+
   0 |P1                          P2     |           |        P3 |
     +   +   +   +   +   +   +   +   +   +   +   +   +   +---+   +
   1 |   |                       |                       |       |
     +   +---+---+   +   +   +---+   +   +   +   +   +---+   +   +
   2 |       |                                           |       |
     +---+   +   +   +   +   +   +---+   +   +   +   +   +   +   +
   3 |                                                           |
     +   +   +   +   +   +   +   +   +   +   +   +   +   +   +   +
   4 |                   |               |                       |
     +   +   +   +   +   +   +   +   +---+   +---+   +   +   +   +
   5 |                     .   .   .   .   .                     |
     +---+   +   +   +---+   +   +   +   +   +   +   +   +   +   +
   6 |                   | .   .   .   .   .             |       |
     +   +   +   +   +   +   +   +   +   +   +   +   +   +---+   +
   7 |P8         |         .   .   .   .   .         |        P4 |
     +   +---+   +   +   +   +   +   +   +   +   +   +   +   +   +
   8 |       |             .   .   .   .   . |                   |
     +   +   +   +   +   +   +   +   +   +   +---+   +   +   +---+
   9 |                     .   .   .   .   .                     |
     +   +   +   +   +---+   +---+   +   +   +   +   +   +   +   +
  10 |                       |               |                   |
     +   +   +   +   +   +   +   +   +   +   +   +   +   +   +   +
  11 |                                                           |
     +   +   +   +   +   +   +   +---+   +   +   +   +   +   +---+
  12 |       |                                           |       |
     +   +   +---+   +   +   +   +   +---+   +   +   +---+---+   +
  13 |       |                       |                       |   |
     +   +---+   +   +   +   +   +   +   +   +   +   +   +   +   +
  14 |P7         |           |    P6                          P5 |
     +---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+
"""


def _walls_from_drawing() -> set:
    lines = [line for line in DRAWING.splitlines() if line.strip()][1:]
    walls = set()
    for r in range(15):
        row, below = lines[1 + 2 * r], lines[2 + 2 * r]
        for c in range(1, 15):
            if row[5 + 4 * c] == "|":
                walls.add(frozenset((square(c - 1, r), square(c, r))))
        if r < 14:
            for c in range(15):
                if below[6 + 4 * c : 9 + 4 * c] == "---":
                    walls.add(frozenset((square(c, r), square(c, r + 1))))
    return walls


def test_F_10_2_drawing_walls_match_the_json():
    assert _walls_from_drawing() == set(WALLS)
    lines = DRAWING.splitlines()
    assert "P2" in lines[3] and "P8" in next(ln for ln in lines if ln.startswith("   7"))


def test_F_4_9_example_target_2_from_5_5():
    state = scenario(target=2)
    assert dests_of(state, 5, 5) == [
        (0, 3), (0, 5), (1, 0), (1, 1), (5, 0), (6, 0), (6, 1),
        (7, 0), (13, 1), (13, 6), (14, 1), (14, 3), (14, 6),
    ]  # fmt: skip


def test_F_4_2_slide_stops_before_closed_entrance_target_1():
    state = scenario(target=1)
    assert (6, 0) in dests_of(state, 5, 5) and (7, 0) not in dests_of(state, 5, 5)


def test_F_4_2_slide_stops_at_wall_and_before_official():
    occupied = {coords(s) for s in initial_positions()}
    assert ref_slide((7, 5), "N", occupied - {(7, 5)}, 2) == (7, 3)  # wall under (7,2)
    assert ref_slide((5, 5), "E", occupied - {(5, 5)}, 2) is None  # (6,5) holds an official
    graph = slide_graph(initial_positions(), initial_positions().index(sq(7, 5)), 2)
    assert graph.has_edge(sq(7, 5), sq(7, 3))


def test_F_4_8_shortest_path_from_7_5_into_pavilion_2_is_six_slides():
    state = scenario(target=2)
    path = move_path(state, move(official_at(7, 5), 7, 0))
    assert len(path) == 7 and path[0] == [7, 5] and path[-1] == [7, 0]
    occupied = {coords(s) for s in initial_positions()} - {(7, 5)}
    for a, b in itertools.pairwise(path):
        assert any(ref_slide(tuple(a), d, occupied, 2) == tuple(b) for d in DIRS)
    runs = slide_runs(state, move(official_at(7, 5), 7, 0))
    assert runs[0] == [[7, 5], [7, 4], [7, 3]]


def test_F_4_8_the_path_from_any_seats_view_is_the_path_from_the_state():
    """The board animates from views; positions and target are public, so every seat (and a
    spectator) gets the engine's own path without a state being rebuilt."""
    state = scenario(target=2)
    action = move(official_at(7, 5), 7, 0)
    for seat in (0, 1, None):
        assert move_path_in_view(GAME.view(state, seat), action) == move_path(state, action)
    with pytest.raises(ValueError):
        move_path_in_view(GAME.view(state, 0), Action.make("end_turn"))


def test_F_4_4_step_or_slide_once_5_5_is_empty():
    state = scenario(target=2)
    state = GAME.apply(state, 0, move(official_at(5, 5), 0, 5))
    assert state.phase == "fate"
    moved = scenario(target=2, positions=None)
    positions = list(moved.positions)
    positions[positions.index(sq(5, 5))] = TERRACE
    from dataclasses import replace

    moved = replace(moved, positions=tuple(positions))
    dests = dests_of(moved, 6, 5)
    assert (5, 5) in dests and (0, 5) in dests
    assert move_path(moved, move(official_at(6, 5), 5, 5)) == [[6, 5], [5, 5]]


def test_F_4_3_move_must_leave_its_square_and_official_cannot_pass_others():
    state = scenario(target=2)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, 0, move(official_at(6, 6), 6, 6))
    assert err.value.rule_id == "F-4.3"
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, 0, move(official_at(6, 6), 6, 0))
    assert err.value.rule_id == "F-4.7"


def test_F_4_1_closed_entrance_cannot_be_entered():
    state = scenario(target=1)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(state, 0, move(official_at(5, 5), 7, 0))
    assert err.value.rule_id == "F-4.1"


def test_F_4_5_entering_removes_the_official_from_the_board():
    state = scenario(target=2)
    after = GAME.apply(state, 0, move(official_at(5, 5), 7, 0))
    assert after.positions[after.entered] < 0 and sq(7, 0) not in after.positions


def test_F_4_6_graph_is_bfs_of_slides_without_self_loops_and_entrance_is_sink():
    positions = initial_positions()
    o = positions.index(sq(5, 5))
    graph = slide_graph(positions, o, 2)
    assert isinstance(graph, nx.DiGraph)
    assert nx.number_of_selfloops(graph) == 0
    assert graph.out_degree(sq(7, 0)) == 0
    assert {d["dir"] for _, _, d in graph.edges(data=True)} <= set(DIRS)


def test_F_4_7_offered_moves_equal_destinations():
    state = scenario(target=2)
    legal = GAME.legal_actions(state, 0)
    assert len(legal) == sum(len(d) for d in all_destinations(state.positions, 2))
    assert all(a.type == "move" for a in legal)  # k = 0: no end_turn (F-3.2)


def test_F_10_3_initial_position_twelve_movers_and_four_enter_each_target():
    positions = initial_positions()
    for target in range(1, 9):
        dests = all_destinations(positions, target)
        movers = {coords(positions[o]) for o, d in enumerate(dests) if d}
        assert len(movers) == 12
        for blocked in [(8, 5), (5, 6), (9, 8), (6, 9), (6, 6), (7, 7), (8, 8)]:
            assert blocked not in movers
        enterers = [o for o, d in enumerate(dests) if ENTRANCES[target] in d]
        assert len(enterers) == 4
    two = {coords(positions[o]) for o, d in enumerate(all_destinations(positions, 1)) if ENTRANCES[1] in d}
    assert two == {(5, 5), (5, 7), (5, 9), (7, 5)}


def test_F_10_3_empty_board_entrances_need_two_or_three_slides_from_start():
    for target in range(1, 9):
        reachable = 0
        for s in START_SQUARES:
            dist = ref_distances(coords(s), set(), target)
            single = ref_destinations(coords(s), set(), target)
            assert ENTRANCE[target] not in {ref_slide(coords(s), d, set(), target) for d in DIRS}
            if ENTRANCE[target] in single:
                reachable += 1
                assert dist[ENTRANCE[target]] >= 2
            # engine agrees
            positions = (s,) + (TERRACE,) * 24
            assert (ENTRANCES[target] in all_destinations(positions, target)[0]) == (
                ENTRANCE[target] in single
            )
        assert reachable == 13


def test_F_10_3_empty_board_any_square_reaches_entrance_in_378_percent():
    for target in (1, 2):
        count = sum(
            1
            for s in range(225)
            if s not in ENTRANCES.values()
            and ENTRANCES[target] in all_destinations((s,) + (TERRACE,) * 24, target)[0]
        )
        assert round(100 * count / 217, 1) == 37.8


# --- property: offered == reachable (independent square-by-square simulation) -------------------

FREE = [s for s in range(225) if s not in ENTRANCES.values()]


@st.composite
def occupancies(draw):
    count = draw(st.integers(min_value=1, max_value=25))
    squares = draw(st.lists(st.sampled_from(FREE), min_size=count, max_size=count, unique=True))
    target = draw(st.integers(min_value=1, max_value=8))
    return tuple(squares) + (TERRACE,) * (25 - count), target


@settings(max_examples=60, deadline=None)
@given(occupancies())
def test_F_4_7_every_offered_destination_is_reachable_and_every_reachable_stop_is_offered(case):
    positions, target = case
    occupied = {coords(s) for s in positions if s >= 0}
    engine = all_destinations(positions, target)
    for o, s in enumerate(positions):
        if s < 0:
            continue
        expected = ref_destinations(coords(s), occupied - {coords(s)}, target)
        assert {coords(d) for d in engine[o]} == expected


@settings(max_examples=25, deadline=None)
@given(occupancies(), st.data())
def test_F_4_8_paths_are_valid_slides_of_minimal_length(case, data):
    positions, target = case
    state = scenario(players=2, target=target)
    from dataclasses import replace

    state = replace(state, positions=positions, phase=MOVE)
    legal = GAME.legal_actions(state, 0)
    if not legal:
        return
    action = data.draw(st.sampled_from(legal))
    path = [tuple(p) for p in move_path(state, action)]
    origin = path[0]
    occupied = {coords(s) for s in positions if s >= 0} - {origin}
    dist = ref_distances(origin, occupied, target)
    if path[-1] in dist:
        assert len(path) - 1 == dist[path[-1]]
        for a, b in itertools.pairwise(path):
            assert any(ref_slide(a, d, occupied, target) == b for d in DIRS)
    else:  # a start-area step
        assert len(path) == 2 and abs(path[0][0] - path[1][0]) + abs(path[0][1] - path[1][1]) == 1


def test_F_4_7_lazy_move_list_behaves_like_a_list():
    from desktop_app.engine import Action

    state = scenario(target=2, moves=1)
    legal = GAME.legal_actions(state, 0)
    flat = list(legal)
    assert len(flat) == len(legal) == sum(len(d) for d in all_destinations(state.positions, 2)) + 1
    assert flat[-1] == Action.make("end_turn") and legal[-1] == flat[-1]
    fresh = GAME.legal_actions(state, 0)
    assert [fresh[i] for i in range(len(fresh))] == flat
    assert fresh[-2] == flat[-2] and fresh[3:6] == flat[3:6]
    assert all(a in fresh for a in flat)
    assert move(official_at(6, 6), 6, 0) not in fresh and Action.make("end_turn") in fresh
    with pytest.raises(IndexError):
        fresh[len(flat)]
    end = [Action.make("end_turn")]
    assert fresh == flat and (fresh + end)[-1] == end[0] and (end + fresh)[0] == end[0]


@settings(max_examples=20, deadline=None)
@given(occupancies())
def test_F_4_6_networkx_slide_graph_agrees_with_fast_move_generation(case):
    positions, target = case
    fast = all_destinations(positions, target)
    for o, s in enumerate(positions):
        if s < 0:
            continue
        graph = slide_graph(positions, o, target)
        from_graph = set(nx.descendants(graph, s))
        steps = set(fast[o]) - from_graph
        assert from_graph <= set(fast[o])
        for extra in steps:  # only start-area steps (F-4.4) are not slide ends
            assert extra in START_SQUARES and s in START_SQUARES
            assert abs(extra - s) in (1, 15)


def test_a_match_replays_and_draws_its_last_move_without_networkx():
    """Checking a record needs no graph library, nor does the path a board draws first (issue 19:
    importing networkx costs more than a bare Qt window); ``test_paths_model`` holds that path
    to the networkx slide graph of F-4.6."""
    import subprocess
    import sys

    script = (
        "import random, sys\n"
        "from desktop_app.engine.session import Session\n"
        "session = Session.new('forbidden_city', 3, None, 5)\n"
        "rng = random.Random(1)\n"
        "for _ in range(60):\n"
        "    movers = sorted(s for s in session.to_move() if s >= 0)\n"
        "    session.act(movers[0], rng.choice(list(session.legal_actions(movers[0]))))\n"
        "assert 'networkx' not in sys.modules, 'imported with the rules'\n"
        "from desktop_app.games.forbidden_city import last_move_path\n"
        "path = last_move_path(session.view(None))\n"
        "print('networkx' in sys.modules, len(path) >= 2)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["False", "True"]
