"""Static board data of Maharaja: the map (M-1.4, M-1.7) and the character cards (M-1.6).

The JSON resource keeps the ids of the rules file; from it we build one networkx graph (cities,
the start location, villages and road segments) and the small lookup tables the rules use on every
step, so that legal-action generation never walks the graph itself. ``board_layout()`` hands the
same JSON to boards, typed by ``MapLayout``.

networkx is the model of the map, but importing it costs more than a bare Qt window (a quarter
of a second), so it is imported with the first graph query, not with the rules (issue 19):
``GRAPH`` and ``ROAD_GRAPH`` are built when first read (``graph()``, ``road_graph()``), and the
per-step table ``ROADS_AT`` is read off the roads themselves; a test holds it equal to what
``ROAD_GRAPH`` gives.
"""

from __future__ import annotations

import copy
import functools
import itertools
import json
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING, Any, TypedDict, cast

if TYPE_CHECKING:
    import networkx as nx

#: Number of outer palace sites per city (M-1.4); the central site is separate.
OUTER_SITES = 6

#: The character cards by number (M-1.6); card 7 only in the pro variants (M-9.2).
GRAND_PRINCE = 1
TRADER = 2
PRIEST = 3
WANDERER = 4
ENTREPRENEUR = 5
MASTER_BUILDER = 6
YOGI = 7
CARDS = range(1, 8)


class CityData(TypedDict):
    """A city of ``maharaja_map.json``: id, display name, position, shield colour (M-1.7)."""

    id: str
    name: str
    x: int
    y: int
    shield_colour: str


class StartData(TypedDict):
    """The start location (Pushkar, M-1.4)."""

    id: str
    name: str
    x: int
    y: int


class VillageData(TypedDict):
    id: str
    x: int
    y: int


class RoadData(TypedDict):
    """A road: its two ends and its villages from ``ends[0]`` on (M-1.7)."""

    id: str
    ends: list[str]
    villages: list[str]


class MapLayout(TypedDict):
    """The whole map JSON (``board_layout()``)."""

    cities: list[CityData]
    start: StartData
    villages: list[VillageData]
    roads: list[RoadData]


@dataclass(frozen=True, slots=True)
class Road:
    """A road (M-1.4): two ends (cities or the start) and its villages from ``ends[0]`` on."""

    id: str
    ends: tuple[str, str]
    villages: tuple[str, ...]

    def other_end(self, node: str) -> str:
        return self.ends[1] if node == self.ends[0] else self.ends[0]


def _load() -> MapLayout:
    text = resources.files(__package__).joinpath("data/maharaja_map.json").read_text("utf-8")
    return cast(MapLayout, json.loads(text))


_MAP: MapLayout = _load()

#: City ids in map order; index = position in per-city tuples. Card k shows CITIES[k-1] (M-1.6).
CITIES: tuple[str, ...] = tuple(c["id"] for c in _MAP["cities"])
CITY_INDEX: dict[str, int] = {c: i for i, c in enumerate(CITIES)}
CITY_NAMES: dict[str, str] = {c["id"]: c["name"] for c in _MAP["cities"]}
START: str = _MAP["start"]["id"]
START_NAME: str = _MAP["start"]["name"]
VILLAGES: tuple[str, ...] = tuple(v["id"] for v in _MAP["villages"])
VILLAGE_INDEX: dict[str, int] = {v: i for i, v in enumerate(VILLAGES)}
ROADS: dict[str, Road] = {
    r["id"]: Road(r["id"], (r["ends"][0], r["ends"][1]), tuple(r["villages"])) for r in _MAP["roads"]
}
ROAD_IDS: tuple[str, ...] = tuple(ROADS)


@functools.cache
def graph() -> nx.Graph:
    """The whole map: every node with ``kind`` and ``pos``; road segments carry ``road``.

    Cities, start and villages as nodes; each road is a chain of segments tagged with its id.
    """
    import networkx as nx

    whole = nx.Graph()
    for city in _MAP["cities"]:
        whole.add_node(city["id"], kind="city", pos=(city["x"], city["y"]), name=city["name"])
    start = _MAP["start"]
    whole.add_node(start["id"], kind="start", pos=(start["x"], start["y"]), name=start["name"])
    for village in _MAP["villages"]:
        whole.add_node(village["id"], kind="village", pos=(village["x"], village["y"]))
    for road in ROADS.values():
        chain = (road.ends[0], *road.villages, road.ends[1])
        for a, b in itertools.pairwise(chain):
            whole.add_edge(a, b, road=road.id)
    assert nx.is_connected(whole)
    return whole


@functools.cache
def road_graph() -> nx.Graph:
    """The travel graph (M-5): cities and start joined by one edge per road, with ``road`` and
    ``villages``; the networkx view used for cheapest trips."""
    import networkx as nx

    travel = nx.Graph()
    for road in ROADS.values():
        travel.add_edge(*road.ends, road=road.id, villages=road.villages)
    return travel


def __getattr__(name: str) -> Any:
    """``GRAPH`` and ``ROAD_GRAPH`` as module names, built on first use (see the docstring)."""
    if name == "GRAPH":
        return graph()
    if name == "ROAD_GRAPH":
        return road_graph()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _roads_at() -> dict[str, tuple[tuple[str, str, tuple[int, ...]], ...]]:
    """Per node in the order ``road_graph`` meets them (each road's ends in road order), the
    roads leaving it sorted by id: what ``road_graph()[node]`` lists."""
    leaving: dict[str, list[Road]] = {}
    for road in ROADS.values():
        for end in road.ends:
            leaving.setdefault(end, []).append(road)
    return {
        node: tuple(
            (road.id, road.other_end(node), tuple(VILLAGE_INDEX[v] for v in road.villages))
            for road in sorted(roads, key=lambda road: road.id)
        )
        for node, roads in leaving.items()
    }


#: Roads leaving each city or the start location, as ``(road id, other end, village indices)``.
ROADS_AT: dict[str, tuple[tuple[str, str, tuple[int, ...]], ...]] = _roads_at()

#: Every location a house may stand on (M-1.4): villages then cities.
HOUSE_SITES: tuple[str, ...] = VILLAGES + CITIES


def _check() -> None:
    """The invariants the rules rely on (M-1.4): each village on exactly one road, 7 cities, and
    no two roads between the same two places (the travel graph keeps one edge per pair)."""
    seen = [v for road in ROADS.values() for v in road.villages]
    assert sorted(seen) == sorted(VILLAGES), "every village lies on exactly one road"
    assert len(CITIES) == 7 and START not in CITIES
    pairs = [frozenset(road.ends) for road in ROADS.values()]
    assert len(set(pairs)) == len(pairs), "one road at most between two places"


_check()


def board_layout() -> MapLayout:
    """The map JSON as a fresh dict (node positions, roads, shield colours) for drawing boards.

    The UI calls this instead of reading files; it is static for every match.
    """
    return copy.deepcopy(_MAP)
