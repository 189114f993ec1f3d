"""Movement over the slide graph (F-4): where an official can go, and by which slides.

Two views of the same graph of F-4.6:

* ``destinations`` / ``all_destinations`` read it from ``reach.py``, which explores it for all
  officials at once because move generation runs at every move and must be fast
  (``reference_destinations`` is a plain per-official search over the same rays);
* ``slide_graph`` builds it as a ``networkx.DiGraph`` exactly as F-4.6 prescribes, and
  ``reference_move_path`` takes ``nx.shortest_path`` in it (F-4.8): the model of a move's path.

``move_path``, which the UI asks to draw the last move and animate one, runs networkx's own
``bidirectional_shortest_path`` step for step over ``_slide_links`` — the same graph as two
tables, successors and predecessors in the order networkx keeps them — so it finds the same path
without networkx, which costs more to import than a bare Qt window (issue 19): a Forbidden City
board's first paint draws the last move. Tests hold the two to the same paths.

Nothing here is stored in a state (F-4.6 "never store"); results are cached on
(positions, target), which is all they depend on.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import TYPE_CHECKING, Final

from desktop_app.games.forbidden_city.board import (
    DIRECTION_NAMES,
    ENTRANCES,
    FAST_RAYS,
    NUM_SQUARES,
    SIZE,
    START_STEPS,
    TARGET_RAYS,
    FastRays,
)
from desktop_app.games.forbidden_city.reach import reach

if TYPE_CHECKING:
    import networkx as nx

#: Position of an official that is not on the board (Terrace, pavilion, or not yet placed).
OFF_BOARD: Final = -1


def occupancy(positions: tuple[int, ...]) -> bytearray:
    """One byte per square, 1 where an official stands."""
    occ = bytearray(NUM_SQUARES)
    for sq in positions:
        if sq >= 0:
            occ[sq] = 1
    return occ


def _reach(origin: int, occ: bytearray, rays: FastRays) -> set[int]:
    """Squares reachable from ``origin`` by one or more slides (F-4.3), origin included.

    ``occ`` must already show ``origin`` as empty (F-4.3: the start counts as empty).
    """
    seen = {origin}
    todo = [origin]
    pop = todo.pop
    push = todo.append
    add = seen.add
    while todo:
        for ray in rays[pop()]:
            last = -1
            for nxt in ray:
                if occ[nxt]:
                    break
                last = nxt
            if last >= 0 and last not in seen:
                add(last)
                push(last)
    return seen


def _steps(origin: int, occ: bytearray) -> tuple[int, ...]:
    """F-4.4: empty orthogonally adjacent start squares of a start square."""
    steps = START_STEPS.get(origin)
    if not steps:
        return ()
    return tuple(n for n in steps if not occ[n])


def _destinations_with(origin: int, occ: bytearray, target: int) -> tuple[int, ...]:
    occ[origin] = 0
    reach = _reach(origin, occ, FAST_RAYS[target])
    occ[origin] = 1
    reach.update(_steps(origin, occ))
    reach.discard(origin)
    return tuple(sorted(reach))


def destinations(positions: tuple[int, ...], official: int, target: int) -> tuple[int, ...]:
    """F-4.7 ``dest(O)``: sorted squares the official may move to (the open entrance included)."""
    if positions[official] < 0:
        return ()
    return reach(positions, target).destinations(official)


def reference_destinations(positions: tuple[int, ...], official: int, target: int) -> tuple[int, ...]:
    """``dest(O)`` by a plain search for one official (a cross-check for ``reach``)."""
    origin = positions[official]
    if origin < 0:
        return ()
    return _destinations_with(origin, occupancy(positions), target)


def all_destinations(positions: tuple[int, ...], target: int) -> tuple[tuple[int, ...], ...]:
    """``dest(O)`` for every official (empty for those off the board), via ``reach.reach``."""
    found = reach(positions, target)
    return tuple(found.destinations(o) if sq >= 0 else () for o, sq in enumerate(positions))


def can_any_move(positions: tuple[int, ...], target: int) -> bool:
    """F-3.8: does any official have a legal move? One advancing slide or a step suffices."""
    occ = occupancy(positions)
    rays = FAST_RAYS[target]
    for sq in positions:
        if sq < 0:
            continue
        for ray in rays[sq]:
            if not occ[ray[0]]:
                return True
    return False


def slide(origin: int, direction: int, occ: bytearray, target: int) -> int | None:
    """F-4.2: where one slide from ``origin`` in ``direction`` (0..3 = N, E, S, W) ends, or None."""
    for d, ray in TARGET_RAYS[target][origin]:
        if d != direction:
            continue
        last = None
        for nxt in ray:
            if occ[nxt]:
                break
            last = nxt
        return last
    return None


def _slides_from(positions: tuple[int, ...], official: int, target: int) -> Iterator[tuple[int, int, int]]:
    """F-4.6: every slide (from, to, direction) of the official's slide graph, breadth first
    from its square, in the one order both ``slide_graph`` and ``_slide_links`` add them."""
    origin = positions[official]
    occ = occupancy(positions)
    occ[origin] = 0
    queue = [origin]
    seen = {origin}
    head = 0
    sink = ENTRANCES[target]
    while head < len(queue):
        s = queue[head]
        head += 1
        if s == sink:
            continue
        for d in range(4):
            t = slide(s, d, occ, target)
            if t is None:
                continue
            yield s, t, d
            if t not in seen:
                seen.add(t)
                queue.append(t)


def slide_graph(positions: tuple[int, ...], official: int, target: int) -> nx.DiGraph:
    """F-4.6: the slide graph of one official as a networkx DiGraph (edges carry ``dir``)."""
    import networkx as nx

    graph = nx.DiGraph()
    graph.add_node(positions[official])
    for s, t, d in _slides_from(positions, official, target):
        graph.add_edge(s, t, dir=DIRECTION_NAMES[d])
    return graph


def _slide_links(
    positions: tuple[int, ...], official: int, target: int
) -> tuple[dict[int, list[int]], dict[int, list[int]]]:
    """``slide_graph`` as successors and predecessors per square, each list in the order
    networkx's ``succ`` and ``pred`` hold them (edges are added in the same order)."""
    origin = positions[official]
    succ: dict[int, list[int]] = {origin: []}
    pred: dict[int, list[int]] = {origin: []}
    for s, t, _d in _slides_from(positions, official, target):
        if t not in succ:
            succ[t] = []
            pred[t] = []
        succ[s].append(t)
        pred[t].append(s)
    return succ, pred


def _fewest_slides(succ: dict[int, list[int]], pred: dict[int, list[int]], source: int, to: int) -> list[int]:
    """networkx's ``bidirectional_shortest_path(source, to)`` in the graph ``succ``/``pred``:
    the same two searches meeting in the middle, so the same path of the equally short ones."""
    if source == to:
        return [source]
    back: dict[int, int | None] = {source: None}
    ahead: dict[int, int | None] = {to: None}
    forward, reverse = [source], [to]
    meet: int | None = None
    while forward and reverse and meet is None:
        if len(forward) <= len(reverse):
            level, forward = forward, []
            for v in level:
                for w in succ[v]:
                    if w not in back:
                        forward.append(w)
                        back[w] = v
                    if w in ahead:
                        meet = w
                        break
                if meet is not None:
                    break
        else:
            level, reverse = reverse, []
            for v in level:
                for w in pred[v]:
                    if w not in ahead:
                        ahead[w] = v
                        reverse.append(w)
                    if w in back:
                        meet = w
                        break
                if meet is not None:
                    break
    if meet is None:
        raise ValueError("no path to that square")
    path: list[int] = []
    step: int | None = meet
    while step is not None:
        path.append(step)
        step = back[step]
    path.reverse()
    step = ahead[path[-1]]
    while step is not None:
        path.append(step)
        step = ahead[step]
    return path


def move_path(positions: tuple[int, ...], official: int, to: int, target: int) -> list[int]:
    """F-4.8: the squares where the slides of a fewest-slides path end, origin first.

    A start-area step (F-4.4) that no slide reaches is the two-square path ``[origin, to]``.
    Raises ``ValueError`` when ``to`` is not a destination.
    """
    origin = positions[official]
    if to not in destinations(positions, official, target):
        raise ValueError("not a destination of this official")
    succ, pred = _slide_links(positions, official, target)
    if to in succ:
        return _fewest_slides(succ, pred, origin, to)
    return [origin, to]


def reference_move_path(positions: tuple[int, ...], official: int, to: int, target: int) -> list[int]:
    """``move_path`` asked of the networkx model of F-4.6 itself (its cross-check)."""
    origin = positions[official]
    if to not in destinations(positions, official, target):
        raise ValueError("not a destination of this official")
    import networkx as nx

    graph = slide_graph(positions, official, target)
    if to in graph:
        path: list[int] = nx.shortest_path(graph, origin, to)
        return path
    return [origin, to]


def path_runs(path: list[int]) -> list[list[int]]:
    """Each slide of a path as the straight run of squares it crosses, both ends included."""
    runs = []
    for a, b in itertools.pairwise(path):
        (ac, ar), (bc, br) = (a % SIZE, a // SIZE), (b % SIZE, b // SIZE)
        step = (1 if bc > ac else -1) if ar == br else (SIZE if br > ar else -SIZE)
        runs.append(list(range(a, b + step, step)))
    return runs
