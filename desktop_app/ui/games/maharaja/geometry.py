"""Where things go on the map, computed once from the static board layout (M-1.7).

Pure arithmetic, no Qt: node positions, road polylines, the orientation of each village along
its road (its two house slots sit side by side along the road), palace site offsets of a city
(central + six outer, M-1.4) and, for each city, two free directions between its roads: one
for the name plate and one for the cluster of houses and pawns standing in the city.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from desktop_app.games.maharaja import MapLayout

CANVAS_W = 1000.0
CANVAS_H = 800.0
CITY_R = 44.0
VILLAGE_LEN = 50.0
VILLAGE_WID = 28.0
SLOT_OFFSET = 11.5
OUTER_SITE_RING = 27.0


@dataclass(frozen=True, slots=True)
class City:
    id: str
    name: str
    x: float
    y: float
    shield: str
    label_angle: float  # radians, screen coordinates (y down)
    cluster_angle: float


@dataclass(frozen=True, slots=True)
class Village:
    id: str
    x: float
    y: float
    angle: float  # direction of its road at this village, radians
    road: str


@dataclass(frozen=True, slots=True)
class Road:
    id: str
    ends: tuple[str, str]
    villages: tuple[str, ...]
    points: tuple[tuple[float, float], ...]  # end A, villages in order, end B


@dataclass(frozen=True, slots=True)
class MapGeometry:
    cities: dict[str, City]
    start: tuple[str, str, float, float]  # id, name, x, y
    villages: dict[str, Village]
    roads: dict[str, Road]

    def position(self, node: str) -> tuple[float, float]:
        if node in self.cities:
            city = self.cities[node]
            return city.x, city.y
        if node in self.villages:
            village = self.villages[node]
            return village.x, village.y
        return self.start[2], self.start[3]


def _angle_gap(a: float, b: float) -> float:
    d = abs(a - b) % (2 * math.pi)
    return min(d, 2 * math.pi - d)


def _inside(x: float, y: float, margin: float) -> bool:
    return margin <= x <= CANVAS_W - margin and margin <= y <= CANVAS_H - margin


def _free_angles(cx: float, cy: float, road_angles: list[float]) -> tuple[float, float]:
    """A label direction (prefers north or south) and a cluster direction, both clear of roads."""
    candidates = [math.radians(d) for d in range(0, 360, 5)]

    def clearance(theta: float) -> float:
        return min((_angle_gap(theta, r) for r in road_angles), default=math.pi)

    def fits(theta: float, reach: float) -> bool:
        return _inside(cx + reach * math.cos(theta), cy + reach * math.sin(theta), 12)

    label = max(
        (t for t in candidates if fits(t, CITY_R + 26)),
        key=lambda t: min(clearance(t), math.radians(70)) + 0.35 * abs(math.sin(t)),
    )
    cluster = max(
        (t for t in candidates if fits(t, CITY_R + 40)),
        key=lambda t: min(clearance(t), _angle_gap(t, label) * 0.8),
    )
    return label, cluster


def build_geometry(layout: MapLayout) -> MapGeometry:
    """Turn the engine's ``board_layout()`` data into drawing geometry."""
    positions: dict[str, tuple[float, float]] = {}
    for city in layout["cities"]:
        positions[city["id"]] = (float(city["x"]), float(city["y"]))
    start = layout["start"]
    positions[start["id"]] = (float(start["x"]), float(start["y"]))
    for village in layout["villages"]:
        positions[village["id"]] = (float(village["x"]), float(village["y"]))

    roads: dict[str, Road] = {}
    village_angle: dict[str, tuple[float, str]] = {}
    road_angles: dict[str, list[float]] = {c["id"]: [] for c in layout["cities"]}
    for road in layout["roads"]:
        a, b = road["ends"]
        chain = [a, *road["villages"], b]
        points = tuple(positions[n] for n in chain)
        roads[road["id"]] = Road(road["id"], (a, b), tuple(road["villages"]), points)
        for index in range(1, len(chain) - 1):
            (x0, y0), (x1, y1) = points[index - 1], points[index + 1]
            village_angle[chain[index]] = (math.atan2(y1 - y0, x1 - x0), road["id"])
        for end, neighbour in ((a, chain[1]), (b, chain[-2])):
            if end in road_angles:
                (ex, ey), (nx, ny) = positions[end], positions[neighbour]
                road_angles[end].append(math.atan2(ny - ey, nx - ex))

    cities: dict[str, City] = {}
    for city in layout["cities"]:
        cx, cy = positions[city["id"]]
        label, cluster = _free_angles(cx, cy, road_angles[city["id"]])
        cities[city["id"]] = City(
            city["id"], city["name"], cx, cy, city.get("shield_colour", ""), label, cluster
        )
    villages = {}
    for village in layout["villages"]:
        angle, road_id = village_angle.get(village["id"], (0.0, ""))
        # keep the slot order readable: never upside down
        if angle > math.pi / 2 or angle <= -math.pi / 2:
            angle += math.pi if angle <= -math.pi / 2 else -math.pi
        x, y = positions[village["id"]]
        villages[village["id"]] = Village(village["id"], x, y, angle, road_id)
    return MapGeometry(
        cities=cities,
        start=(start["id"], start.get("name", start["id"]), *positions[start["id"]]),
        villages=villages,
        roads=roads,
    )


@cache
def slot_offsets(village: Village, capacity: int = 2) -> tuple[tuple[float, float], ...]:
    """Offsets of a village's house slots: two along its road, or one in the middle when the
    view says a village holds one house (two players, M-1.4). Worked out once per village."""
    if capacity == 1:
        return ((0.0, 0.0),)
    dx, dy = math.cos(village.angle) * SLOT_OFFSET, math.sin(village.angle) * SLOT_OFFSET
    return (-dx, -dy), (dx, dy)


def palace_sites() -> tuple[tuple[float, float], ...]:
    """Offsets of the seven palace sites of a city: central first, then six outer (M-1.4)."""
    return _SITES


def _palace_sites() -> tuple[tuple[float, float], ...]:
    sites = [(0.0, 2.0)]
    for k in range(6):
        angle = math.radians(-90 + 60 * k)
        sites.append((OUTER_SITE_RING * math.cos(angle), OUTER_SITE_RING * math.sin(angle) + 2))
    return tuple(sites)


#: Worked out once: every city's pieces are placed on them at every sync.
_SITES = _palace_sites()
