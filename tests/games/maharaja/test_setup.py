"""Components, map and setup (M-1, M-2)."""

from __future__ import annotations

from dataclasses import replace

import networkx as nx
import pytest

from desktop_app.engine import CHANCE, Action, IllegalAction
from desktop_app.engine.errors import BadOptions
from desktop_app.games.maharaja import GAME, board_layout
from desktop_app.games.maharaja.board import CITIES, GRAPH, ROAD_GRAPH, ROADS, START, VILLAGES
from desktop_app.games.maharaja.state import (
    HOUSES_PER_COLOUR,
    PICK,
    PLANNING,
    SHUFFLE,
    START_HOUSES,
    houses_on_board,
)

from .helpers import act, legal

SHUFFLED = ("udaipur", "jaipur", "ajmer", "bikaner", "jodhpur", "chittorgarh", "jaisalmer")


def shuffled(n: int = 3, variant: str = "base"):
    state = GAME.initial_state(n, {"variant": variant})
    return GAME.apply(state, CHANCE, Action.make("shuffle_shields", order=SHUFFLED))


def test_M_1_1_two_to_five_players_in_seats() -> None:
    assert (GAME.min_players, GAME.max_players) == (2, 5)
    with pytest.raises(BadOptions):
        GAME.initial_state(6, {"variant": "base"})
    assert GAME.initial_state(5, {"variant": "base"}).n == 5
    state = shuffled(3)
    with pytest.raises(IllegalAction) as error:
        GAME.apply(state, 3, Action.make("pick_card", card=1))
    assert error.value.rule_id == "M-1.1"


def test_M_1_2_per_player_components() -> None:
    state = GAME.initial_state(4, {"variant": "base"})
    for p in state.players:
        assert (p.palaces, p.supply + p.quarry, p.gold, p.architect) == (7, HOUSES_PER_COLOUR, 15, START)
        assert p.disc is None


def test_M_1_3_shared_components() -> None:
    base = GAME.initial_state(4, {"variant": "base"})
    pro = GAME.initial_state(4, {"variant": "pro1"})
    assert base.unused == (1, 2, 3, 4, 5, 6) and base.chip_supply == 0
    assert pro.unused == (1, 2, 3, 4, 5, 6, 7) and pro.chip_supply == 7
    assert base.maharaja == START


def test_M_1_4_board_has_cities_start_villages_roads() -> None:
    assert len(CITIES) == 7 and len(VILLAGES) == 30 and len(ROADS) == 16
    kinds = nx.get_node_attributes(GRAPH, "kind")
    assert sorted(kinds.values()).count("village") == 30 and kinds[START] == "start"
    for village in VILLAGES:
        assert sum(village in road.villages for road in ROADS.values()) == 1
        assert GRAPH.degree(village) == 2


def test_M_1_5_track_layout_is_contiguous() -> None:
    state = shuffled(3)
    state = GAME.apply(state, 0, Action.make("pick_card", card=1))
    view = GAME.view(state, None)
    assert all(entry["space"] is None for entry in view["track"])
    spaces_by_top = {}
    for top in (1, 3, 7, 9, 10):
        view = GAME.view(replace(state, top=top), None)
        spaces = [e["space"] for e in view["track"] if e["space"] is not None]
        spaces_by_top[top] = spaces
        assert spaces == list(range(top - len(spaces) + 1, top + 1))
        assert view["track"][-1]["space"] == top
    assert len(spaces_by_top[10]) == 7 and len(spaces_by_top[3]) == 3


def test_M_1_6_cards_show_shields_in_map_order() -> None:
    assert CITIES == ("jaipur", "jodhpur", "udaipur", "bikaner", "jaisalmer", "ajmer", "chittorgarh")


def test_M_1_7_map_matches_the_rules_table() -> None:
    assert ROADS["r01"].ends == ("bikaner", "jaisalmer") and ROADS["r01"].villages == ("v01", "v02")
    assert ROADS["r11"].villages == ("v21",) and ROADS["r14"].villages == ("v26",)
    degrees = dict(ROAD_GRAPH.degree())
    assert degrees == {
        "jaipur": 4,
        "jodhpur": 5,
        "udaipur": 4,
        "bikaner": 4,
        "jaisalmer": 3,
        "ajmer": 5,
        "chittorgarh": 3,
        "pushkar": 4,
    }
    assert nx.check_planarity(GRAPH)[0] and nx.is_connected(ROAD_GRAPH)
    layout = board_layout()
    assert layout["start"]["id"] == "pushkar" and len(layout["villages"]) == 30
    layout["cities"].clear()
    assert len(board_layout()["cities"]) == 7  # a fresh copy each time


def test_M_2_1_setup_resources() -> None:
    state = GAME.initial_state(3, {"variant": "base"})
    assert state.phase == SHUFFLE and state.top == 0
    assert all((p.gold, p.supply, p.quarry, p.palaces) == (15, 4, 16, 7) for p in state.players)
    assert GAME.to_move(state) == frozenset({CHANCE})


def test_M_2_2_shield_shuffle_is_one_public_chance_step() -> None:
    state = GAME.initial_state(3, {"variant": "base"})
    outcomes = GAME.chance_outcomes(state)
    assert len(outcomes) == 5040 and len({a for a, _ in outcomes}) == 5040
    assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
    after = shuffled(3)
    assert after.queue == SHUFFLED and after.phase == PICK
    assert GAME.view(after, None)["queue"] == list(SHUFFLED)
    with pytest.raises(IllegalAction) as error:
        GAME.apply(state, CHANCE, Action.make("shuffle_shields", order=(*SHUFFLED[:6], "jaipur")))
    assert error.value.rule_id == "M-2.2"
    with pytest.raises(IllegalAction):
        GAME.apply(state, 0, Action.make("pick_card", card=1))


def test_M_2_3_cards_are_picked_in_seat_order() -> None:
    state = shuffled(3)
    assert GAME.to_move(state) == frozenset({0})
    assert [a["card"] for a in legal(state, 0)] == [1, 2, 3, 4, 5, 6]
    state = act(state, 0, "pick_card", card=4)
    with pytest.raises(IllegalAction) as error:
        act(state, 1, "pick_card", card=4)
    assert error.value.rule_id == "M-2.3"
    with pytest.raises(IllegalAction):
        act(state, 2, "pick_card", card=1)
    state = act(state, 1, "pick_card", card=6)
    state = act(state, 2, "pick_card", card=2)
    assert [p.cards for p in state.players] == [(4,), (6,), (2,)]
    assert state.unused == (1, 3, 5) and state.phase == START_HOUSES


def test_M_2_4_starting_houses_in_card_order_into_villages() -> None:
    state = shuffled(3)
    for seat, card in ((0, 4), (1, 6), (2, 2)):
        state = act(state, seat, "pick_card", card=card)
    assert state.order == (2, 0, 1)
    assert GAME.to_move(state) == frozenset({2})
    assert all(a.type == "place_start_house" for a in legal(state, 2)) and len(legal(state, 2)) == 30
    state = act(state, 2, "place_start_house", village="v01")
    state = act(state, 0, "place_start_house", village="v01")
    with pytest.raises(IllegalAction) as error:
        act(state, 1, "place_start_house", village="v01")
    assert error.value.rule_id == "M-1.4"
    with pytest.raises(IllegalAction) as error:
        act(state, 1, "place_start_house", village="jaipur")
    assert error.value.rule_id == "M-2.4"
    assert "v01" not in {a["village"] for a in legal(state, 1)}
    assert state.players[0].gold == 15  # free of charge


def test_M_2_5_refill_after_four_laps_then_round_one() -> None:
    state = shuffled(2)
    state = act(state, 0, "pick_card", card=3)
    state = act(state, 1, "pick_card", card=1)
    for i in range(8):
        seat = state.current
        state = act(state, seat, "place_start_house", village=VILLAGES[i])
    assert state.phase == PLANNING and state.round == 1 and state.top == 1
    for seat, p in enumerate(state.players):
        assert (houses_on_board(state, seat), p.supply, p.quarry) == (4, 6, 10)
    assert state.maharaja == SHUFFLED[0]


def test_the_roads_at_each_place_are_what_the_travel_graph_gives():
    """``ROADS_AT`` is read off the roads so that the rules need no networkx; it must list what
    the networkx model lists, in the same order (nodes as the graph meets them, roads by id)."""
    from desktop_app.games.maharaja.board import ROADS_AT, VILLAGE_INDEX, road_graph

    graph = road_graph()
    expected = {
        node: tuple(
            (data["road"], other, tuple(VILLAGE_INDEX[v] for v in data["villages"]))
            for other, data in sorted(graph[node].items(), key=lambda item: item[1]["road"])
        )
        for node in graph.nodes
    }
    assert list(ROADS_AT.items()) == list(expected.items())
    assert sum(len(roads) for roads in ROADS_AT.values()) == 2 * len(ROADS)


def test_the_rules_load_without_networkx_until_a_trip_is_asked_for():
    import subprocess
    import sys

    script = (
        "import sys\n"
        "from desktop_app.engine.session import Session\n"
        "session = Session.new('maharaja', 3, None, 5)\n"
        "assert 'networkx' not in sys.modules, 'imported with the rules'\n"
        "from desktop_app.games.maharaja.board import GRAPH\n"
        "print('networkx' in sys.modules, GRAPH.number_of_nodes())\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["True", str(len(CITIES) + 1 + len(VILLAGES))]
