"""Movement over the slide graph (F-4): where an official can go, and by which slides.

Two views of the same graph of F-4.6:

* ``destinations`` / ``all_destinations`` explore it with plain loops over the precomputed rays
  of ``board.FAST_RAYS`` (walls, frame and entrances already folded in), because move
  generation runs for every official at every move and must be fast;
* ``slide_graph`` builds it as a ``networkx.DiGraph`` exactly as F-4.6 prescribes, and
  ``move_path`` takes ``nx.shortest_path`` in it (F-4.8) so the UI can animate a move.

Nothing here is stored in a state (F-4.6 "never store"); results are cached on
(positions, target), which is all they depend on.
"""

from __future__ import annotations

import itertools
from typing import Final

import networkx as nx

from desktop_app.games.forbidden_city.board import (
    BIT_RAYS,
    DIRECTION_NAMES,
    ENTRANCES,
    FAST_RAYS,
    NUM_SQUARES,
    START_STEPS,
    TARGET_RAYS,
)

#: Position of an official that is not on the board (Terrace, pavilion, or not yet placed).
OFF_BOARD: Final = -1

_CACHE_LIMIT: Final = 2048
_all_cache: dict[tuple[tuple[int, ...], int], tuple[tuple[int, ...], ...]] = {}


def occupancy(positions: tuple[int, ...]) -> bytearray:
    """One byte per square, 1 where an official stands."""
    occ = bytearray(NUM_SQUARES)
    for sq in positions:
        if sq >= 0:
            occ[sq] = 1
    return occ


def _reach(origin: int, occ: bytearray, rays: tuple) -> set[int]:
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
    origin = positions[official]
    if origin < 0:
        return ()
    cached = _all_cache.get((positions, target))
    if cached is not None:
        return cached[official]
    return _destinations_with(origin, occupancy(positions), target)


def all_destinations(positions: tuple[int, ...], target: int) -> tuple[tuple[int, ...], ...]:
    """``dest(O)`` for every official (empty for those off the board), cached on the position.

    All officials are explored at once: ``reach[sq]`` is a bit set of the officials that can
    end a slide on ``sq``. A slide's end is the same for every official except the one whose
    square first blocks the ray: for that official its own square is empty (F-4.3), so the
    slide runs on past it. Each square's rays are thus looked at once per position instead of
    once per official, which keeps move generation fast (issue 4 performance target).
    """
    key = (positions, target)
    cached = _all_cache.get(key)
    if cached is not None:
        return cached
    occupied = 0
    bit_at: dict[int, int] = {}
    reach = [0] * NUM_SQUARES
    pending = [0] * NUM_SQUARES
    work = []
    for official, sq in enumerate(positions):
        if sq >= 0:
            occupied |= 1 << sq
            bit_at[sq] = reach[sq] = pending[sq] = 1 << official
            work.append(sq)
    table = BIT_RAYS[target]
    ends_of: dict[int, list[tuple[int, int, int]]] = {}
    push = work.append
    head = 0
    while head < len(work):
        s = work[head]
        head += 1
        delta = pending[s]
        pending[s] = 0
        ends = ends_of.get(s)
        if ends is None:
            ends = ends_of[s] = _slide_ends(s, table[s], occupied, bit_at)
        for end, blocker, beyond in ends:
            if blocker:
                extra = delta & blocker
                if extra:
                    new = extra & ~reach[beyond]
                    if new:
                        reach[beyond] |= new
                        if not pending[beyond]:
                            push(beyond)
                        pending[beyond] |= new
                bits = delta & ~blocker
            else:
                bits = delta
            if bits and end >= 0:
                new = bits & ~reach[end]
                if new:
                    reach[end] |= new
                    if not pending[end]:
                        push(end)
                    pending[end] |= new
    lists: list[list[int]] = [[] for _ in positions]
    for sq in range(NUM_SQUARES):
        bits = reach[sq]
        while bits:
            low = bits & -bits
            bits ^= low
            official = low.bit_length() - 1
            if positions[official] != sq:
                lists[official].append(sq)
    occ = None
    for official, sq in enumerate(positions):
        if sq in START_STEPS:
            if occ is None:
                occ = occupancy(positions)
            extra = [n for n in _steps(sq, occ) if n not in lists[official]]
            if extra:
                lists[official] = sorted(lists[official] + extra)
    result = tuple(tuple(row) for row in lists)
    if len(_all_cache) >= _CACHE_LIMIT:
        _all_cache.clear()
    _all_cache[key] = result
    return result


def _slide_ends(
    sq: int, rays: tuple[tuple[int, int, int, int], ...], occupied: int, bit_at: dict[int, int]
) -> list[tuple[int, int, int]]:
    """For each ray of ``sq``: (end with every official in place or -1, bit of the official
    that first blocks it or 0, end when that official's own square counts as empty)."""
    out = []
    for mask, step, last, increasing in rays:
        hit = occupied & mask
        if not hit:
            out.append((last, 0, -1))
            continue
        first = (hit & -hit).bit_length() - 1 if increasing else hit.bit_length() - 1
        end = first - step if first != sq + step else -1
        rest = hit ^ (1 << first)
        if rest:
            second = (rest & -rest).bit_length() - 1 if increasing else rest.bit_length() - 1
            beyond = second - step
        else:
            beyond = last
        out.append((end, bit_at[first], beyond))
    return out


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


def slide_graph(positions: tuple[int, ...], official: int, target: int) -> nx.DiGraph:
    """F-4.6: the slide graph of one official as a networkx DiGraph (edges carry ``dir``)."""
    origin = positions[official]
    occ = occupancy(positions)
    occ[origin] = 0
    graph = nx.DiGraph()
    graph.add_node(origin)
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
            graph.add_edge(s, t, dir=DIRECTION_NAMES[d])
            if t not in seen:
                seen.add(t)
                queue.append(t)
    return graph


def move_path(positions: tuple[int, ...], official: int, to: int, target: int) -> list[int]:
    """F-4.8: the squares where the slides of a fewest-slides path end, origin first.

    A start-area step (F-4.4) that no slide reaches is the two-square path ``[origin, to]``.
    Raises ``ValueError`` when ``to`` is not a destination.
    """
    origin = positions[official]
    if to not in destinations(positions, official, target):
        raise ValueError("not a destination of this official")
    graph = slide_graph(positions, official, target)
    if to in graph:
        return nx.shortest_path(graph, origin, to)
    return [origin, to]


def path_runs(path: list[int]) -> list[list[int]]:
    """Each slide of a path as the straight run of squares it crosses, both ends included."""
    from desktop_app.games.forbidden_city.board import SIZE

    runs = []
    for a, b in itertools.pairwise(path):
        (ac, ar), (bc, br) = (a % SIZE, a // SIZE), (b % SIZE, b // SIZE)
        step = (1 if bc > ac else -1) if ar == br else (SIZE if br > ar else -SIZE)
        runs.append(list(range(a, b + step, step)))
    return runs
