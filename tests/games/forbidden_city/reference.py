"""An independent, deliberately naive model of movement (F-4) used to check the engine.

It reads the maze JSON itself and simulates every slide square by square, without the
engine's precomputed rays or bit tricks.
"""

from __future__ import annotations

import json
from collections import deque
from importlib import resources

_MAZE = json.loads(
    resources.files("desktop_app.games.forbidden_city.data").joinpath("court_maze.json").read_text("utf-8")
)
SIZE = _MAZE["size"]
WALLS = {frozenset((tuple(a), tuple(b))) for a, b in _MAZE["walls"]}
ENTRANCE = {p["number"]: tuple(p["entrance"]) for p in _MAZE["pavilions"]}
LOW, HIGH = _MAZE["start_area"]
DIRS = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}


def in_start(c: int, r: int) -> bool:
    return LOW <= c <= HIGH and LOW <= r <= HIGH


def blocked(c: int, r: int, occupied: set, target: int) -> bool:
    """F-4.1: off the board, another official, or a closed entrance."""
    if not (0 <= c < SIZE and 0 <= r < SIZE):
        return True
    if (c, r) in occupied:
        return True
    return (c, r) in ENTRANCE.values() and (c, r) != ENTRANCE[target]


def ref_slide(start: tuple, d: str, occupied: set, target: int) -> tuple | None:
    """F-4.2 square by square; None when the slide cannot advance."""
    dc, dr = DIRS[d]
    c, r = start
    moved = False
    while True:
        nc, nr = c + dc, r + dr
        if frozenset(((c, r), (nc, nr))) in WALLS or blocked(nc, nr, occupied, target):
            break
        c, r, moved = nc, nr, True
        if (c, r) == ENTRANCE[target]:
            break
    return (c, r) if moved else None


def ref_distances(origin: tuple, occupied: set, target: int) -> dict:
    """Fewest slides from origin to every square a slide sequence can end on (origin: 0)."""
    occ = set(occupied) - {origin}
    dist = {origin: 0}
    queue = deque([origin])
    while queue:
        s = queue.popleft()
        if s == ENTRANCE[target]:
            continue
        for d in DIRS:
            t = ref_slide(s, d, occ, target)
            if t is not None and t not in dist:
                dist[t] = dist[s] + 1
                queue.append(t)
    return dist


def ref_destinations(origin: tuple, occupied: set, target: int) -> set:
    """F-4.7: slide ends other than the origin, plus start-area steps (F-4.4)."""
    dests = set(ref_distances(origin, occupied, target)) - {origin}
    if in_start(*origin):
        for dc, dr in DIRS.values():
            n = (origin[0] + dc, origin[1] + dr)
            if in_start(*n) and n not in occupied:
                dests.add(n)
    return dests


def is_slide(a: tuple, b: tuple, occupied: set, target: int) -> bool:
    """Is a -> b exactly one slide (in some direction) with ``occupied`` in place?"""
    return any(ref_slide(a, d, occupied, target) == b for d in DIRS)
