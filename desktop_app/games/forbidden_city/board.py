"""The static board of F-1 and F-10: the pieces and the maze, as tables computed once at import.

The pieces (F-1.3..F-1.7) are small integers inside states, so tuples stay cheap to copy and
hash: official ``o`` is ``OFFICIALS[o]`` (hat, robe), card ``c`` is ``CARDS[c]`` (colour,
garment), pavilion ``k`` has colour ``COLOURS[k - 1]``. Squares are numbered ``row * 15 + col``;
``(col, row)`` pairs appear only at the JSON boundary (``actions.parse_square`` reads them).

Everything that does not depend on the officials' positions lives here: walls (F-1.1), the
start area (F-1.2), the pavilion entrances (F-1.3) and, for each of the eight possible targets,
the wall-aware *rays* a slide can run along (F-4.2) with closed entrances cut off and the open
entrance kept as the last square. Move generation (``reach.py``, ``slides.py``) then only has to
look at occupancy. The maze file is F-10.1.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from importlib import resources
from typing import Any, Final, TypedDict

from desktop_app.engine import squares

# --- the pieces (F-1.3 .. F-1.7) -------------------------------------------------------------

#: F-1.4: the five official colours (hats and robes), in a fixed order.
OFFICIAL_COLOURS: Final = ("red", "blue", "green", "yellow", "black")
#: F-1.3/F-1.5: garment colours; index k-1 is the colour of pavilion k.
COLOURS: Final = ("red", "blue", "green", "yellow", "black", "white", "purple", "orange")
GARMENTS: Final = ("hat", "coat", "trousers")

#: F-1.4: the 25 officials as (hat, robe), hats red..black, then robes red..black.
OFFICIALS: Final = tuple((hat, robe) for hat in OFFICIAL_COLOURS for robe in OFFICIAL_COLOURS)
#: F-1.5: the 24 cards as (colour, garment); card ``c`` originates from pavilion ``c // 3 + 1``.
CARDS: Final = tuple((colour, garment) for colour in COLOURS for garment in GARMENTS)

#: F-1.7: the fate dice as (face, probability); equal faces merged so chance lists stay small.
FATE_DICE: Final = {
    "small": (("black", 1 / 6), ("blank", 1 / 2), ("pavilion", 1 / 6), ("dragon", 1 / 6)),
    "medium": (("black", 1 / 3), ("blank", 1 / 2), ("pavilion", 1 / 6)),
    "large": (("black", 5 / 6), ("blank", 1 / 6)),
}
#: F-3.3: the die rolled after move k (1..3).
DIE_FOR_MOVE: Final = {1: "small", 2: "medium", 3: "large"}


def official_name(official: int) -> str:
    """``hat/robe`` as in the rules text (F-1.4)."""
    hat, robe = OFFICIALS[official]
    return f"{hat}/{robe}"


def card_name(card: int) -> str:
    """``white coat``: colour and garment, as players say it."""
    colour, garment = CARDS[card]
    return f"{colour} {garment}"


# --- the maze (F-1.1, F-1.2, F-10) -------------------------------------------------------------


def _load_maze() -> dict[str, Any]:
    """The one I/O a rules engine may do: its own board data (house rule)."""
    text = (
        resources.files("desktop_app.games.forbidden_city.data")
        .joinpath("court_maze.json")
        .read_text(encoding="utf-8")
    )
    maze: dict[str, Any] = json.loads(text)
    return maze


MAZE: Final = _load_maze()
SIZE: Final[int] = MAZE["size"]
NUM_SQUARES: Final = SIZE * SIZE

#: Directions in the fixed order of F-4.6: N, E, S, W as (dcol, drow).
DIRECTIONS: Final = (("N", 0, -1), ("E", 1, 0), ("S", 0, 1), ("W", -1, 0))
DIRECTION_NAMES: Final = tuple(name for name, _, _ in DIRECTIONS)


def square(col: int, row: int) -> int:
    return row * SIZE + col


def coords(sq: int) -> tuple[int, int]:
    """``(col, row)`` of a square index."""
    return sq % SIZE, sq // SIZE


def square_name(square: int | Sequence[int]) -> str:
    """A square (its index or ``(col, row)``) as a person reads it, ``C4`` (column letter, row
    from 1 at the top): the one name on the axes, in tooltips, prompts and the log."""
    col, row = coords(square) if isinstance(square, int) else (square[0], square[1])
    return squares.square_name(col, row)


#: F-1.1: walls as unordered pairs of adjacent squares.
WALLS: Final = frozenset(frozenset((square(*a), square(*b))) for a, b in MAZE["walls"])

_LOW, _HIGH = MAZE["start_area"]
#: F-1.2: the 25 start squares in row-major order (the order of F-8.4 place_official).
START_SQUARES: Final = tuple(square(c, r) for r in range(_LOW, _HIGH + 1) for c in range(_LOW, _HIGH + 1))
START_SET: Final = frozenset(START_SQUARES)

#: F-1.3: pavilion number -> entrance square, and the reverse.
ENTRANCES: Final = {p["number"]: square(*p["entrance"]) for p in MAZE["pavilions"]}
ENTRANCE_SQUARES: Final = frozenset(ENTRANCES.values())
PAVILION_AT: Final = {sq: number for number, sq in ENTRANCES.items()}
PAVILION_NUMBERS: Final = tuple(sorted(ENTRANCES))


def _neighbour(sq: int, dcol: int, drow: int) -> int | None:
    """The adjacent square in a direction, or None across the frame or a wall (F-1.1)."""
    col, row = coords(sq)
    col, row = col + dcol, row + drow
    if not (0 <= col < SIZE and 0 <= row < SIZE):
        return None
    nxt = square(col, row)
    if frozenset((sq, nxt)) in WALLS:
        return None
    return nxt


#: NEIGHBOURS[sq][d]: wall-aware adjacent square in direction d, or None.
NEIGHBOURS: Final = tuple(
    tuple(_neighbour(sq, dc, dr) for _, dc, dr in DIRECTIONS) for sq in range(NUM_SQUARES)
)


#: A ray: the squares a slide may cross in one direction, nearest first.
Ray = tuple[int, ...]
#: Per-target tables are indexed by pavilion number; index 0 (no target yet) is an empty table.
TargetRays = tuple[tuple[tuple[int, Ray], ...], ...]
FastRays = tuple[tuple[Ray, ...], ...]
BitRays = tuple[tuple[tuple[int, int, int, int], ...], ...]
SightLines = tuple[tuple[tuple[int, int], ...], ...]


def _ray(sq: int, d: int) -> Ray:
    out = []
    cur = NEIGHBOURS[sq][d]
    while cur is not None:
        out.append(cur)
        cur = NEIGHBOURS[cur][d]
    return tuple(out)


#: RAYS[sq][d]: the squares a slide could cross before a wall or the frame, nearest first.
RAYS: Final = tuple(tuple(_ray(sq, d) for d in range(4)) for sq in range(NUM_SQUARES))


def _entrance_sight(entrance: int) -> tuple[int, ...]:
    """The entrance and every square whose wall-bounded ray reaches it: the only squares whose
    rays (``TARGET_RAYS``) differ between a target where it is open and one where it is closed.

    A square's ray in one direction reaches the entrance when the entrance lies on it, that is
    when the square is met walking from the entrance the other way (the same walls stop both)."""
    seen: set[int] = set()
    for d in range(4):
        back = (d + 2) % 4
        cur = NEIGHBOURS[entrance][back]
        while cur is not None:
            seen.add(cur)
            cur = NEIGHBOURS[cur][back]
    seen.discard(entrance)
    return (entrance, *sorted(seen))


#: ENTRANCE_SIGHT[pavilion] -> squares whose slides depend on whether that pavilion is the target.
ENTRANCE_SIGHT: Final = {number: _entrance_sight(sq) for number, sq in ENTRANCES.items()}


def _square_rays(sq: int, open_sq: int) -> tuple[tuple[int, Ray], ...]:
    """The non-empty rays of one square while ``open_sq`` is the open entrance (-1: none is), as
    ``(direction, squares)`` (F-4.1/F-4.2).

    A closed entrance is blocked, so a ray ends before it; the open entrance stops a slide, so
    a ray ends on it; the open entrance itself is a sink with no rays (F-4.6).
    """
    if sq == open_sq:
        return ()
    rays: list[tuple[int, Ray]] = []
    for d in range(4):
        cut = []
        for nxt in RAYS[sq][d]:
            if nxt in ENTRANCE_SQUARES and nxt != open_sq:
                break
            cut.append(nxt)
            if nxt == open_sq:
                break
        if cut:
            rays.append((d, tuple(cut)))
    return tuple(rays)


def _square_bits(sq: int, rays: tuple[tuple[int, Ray], ...]) -> tuple[tuple[int, int, int, int], ...]:
    """A square's rays as ``(bitmask, step, last, increasing)`` for bit tricks.

    The first official on a ray is the lowest set bit of ``occupied & bitmask`` when the ray runs
    towards higher square numbers (E, S), the highest otherwise (N, W).
    """
    out = []
    for _, ray in rays:
        step = ray[0] - sq
        mask = 0
        for n in ray:
            mask |= 1 << n
        out.append((mask, step, ray[-1], int(step > 0)))
    return tuple(out)


#: Every square's rays, and their bit form, with every entrance closed (no target yet).
_CLOSED_RAYS: Final = tuple(_square_rays(sq, -1) for sq in range(NUM_SQUARES))
_CLOSED_BITS: Final = tuple(_square_bits(sq, rays) for sq, rays in enumerate(_CLOSED_RAYS))


def _target_rays(target: int) -> TargetRays:
    """Per square, the non-empty rays for this target (``_square_rays``). Only the squares that
    see the open entrance differ from the all-closed table, so only they are worked out again:
    eight targets cost little more than one (issue 18: this module is imported by every
    Forbidden City start)."""
    open_sq = ENTRANCES[target]
    table = list(_CLOSED_RAYS)
    for sq in ENTRANCE_SIGHT[target]:
        table[sq] = _square_rays(sq, open_sq)
    return tuple(table)


#: TARGET_RAYS[target][sq] -> ((direction, ray), ...); index 0 unused (empty).
TARGET_RAYS: Final[tuple[TargetRays, ...]] = ((), *(_target_rays(t) for t in PAVILION_NUMBERS))

#: FAST_RAYS[target][sq] -> (ray, ...): the same rays without directions, for the hot loop.
FAST_RAYS: Final[tuple[FastRays, ...]] = (
    (),
    *(tuple(tuple(r for _, r in rays) for rays in TARGET_RAYS[t]) for t in PAVILION_NUMBERS),
)


def _bit_rays(target: int) -> BitRays:
    """Per square, each ray of FAST_RAYS as ``(bitmask, step, last, increasing)`` (``_square_bits``),
    worked out again only for the squares that see the open entrance (as ``_target_rays``)."""
    table = list(_CLOSED_BITS)
    rays = TARGET_RAYS[target]
    for sq in ENTRANCE_SIGHT[target]:
        table[sq] = _square_bits(sq, rays[sq])
    return tuple(table)


#: BIT_RAYS[target][sq] -> ((mask, step, last, increasing), ...)
BIT_RAYS: Final[tuple[BitRays, ...]] = ((), *(_bit_rays(t) for t in PAVILION_NUMBERS))


def _sight_lines(target: int) -> SightLines:
    """SIGHT[target][c]: ``(s, between)`` for every square s with a ray through c, ``between``
    being the bit set of the squares strictly between s and c.

    When an official arrives on or leaves c, the slide of s along that ray changes only if c is
    (or was) the first official on it, i.e. if no square of ``between`` is occupied.
    """
    table: list[list[tuple[int, int]]] = [[] for _ in range(NUM_SQUARES)]
    for sq in range(NUM_SQUARES):
        for ray in FAST_RAYS[target][sq]:
            between = 0
            for n in ray:
                table[n].append((sq, between))
                between |= 1 << n
    return tuple(tuple(row) for row in table)


_SIGHT: list[SightLines | None] = [None] * (len(PAVILION_NUMBERS) + 1)


def sight(target: int) -> SightLines:
    """SIGHT[target][square] -> ((s, between), ...), made on first use: only the search of all
    officials' moves (``reach._compute``) reads it, for the target of the position it lists, so
    a replay of a file, which lists none, needs none of the eight."""
    found = _SIGHT[target]
    if found is None:
        found = _SIGHT[target] = _sight_lines(target)
    return found


#: F-4.4: per start square, the orthogonally adjacent start squares (no walls lie between them).
START_STEPS: Final = {
    sq: tuple(n for n in NEIGHBOURS[sq] if n is not None and n in START_SET) for sq in START_SQUARES
}


class StartAreaLayout(TypedDict):
    """F-1.2: the start area's bounds (both inclusive, for columns and rows) and its squares."""

    min: int
    max: int
    squares: list[list[int]]


class PavilionLayout(TypedDict):
    """F-1.3: a pavilion, its entrance, and ``outside``: the off-board neighbour cells of the
    entrance where the pavilion is drawn (two for a corner, one for an edge midpoint)."""

    number: int
    colour: str
    entrance: list[int]
    side: str
    outside: list[list[int]]


class BoardLayout(TypedDict):
    """The static maze as JSON (F-10): ``squares`` all 225 row-major as ``[col, row]``, ``walls``
    the 48 edges as pairs of adjacent squares."""

    size: int
    squares: list[list[int]]
    walls: list[list[list[int]]]
    start_area: StartAreaLayout
    pavilions: list[PavilionLayout]


def board_layout() -> BoardLayout:
    """Static maze data for the UI: squares, walls, start area and pavilions with positions."""
    pavilions: list[PavilionLayout] = []
    for p in MAZE["pavilions"]:
        col, row = p["entrance"]
        outside = [
            [col + dc, row + dr]
            for _, dc, dr in DIRECTIONS
            if not (0 <= col + dc < SIZE and 0 <= row + dr < SIZE)
        ]
        pavilions.append(
            {
                "number": p["number"],
                "colour": COLOURS[p["number"] - 1],
                "entrance": [col, row],
                "side": p["side"],
                "outside": outside,
            }
        )
    return {
        "size": SIZE,
        "squares": [list(coords(sq)) for sq in range(NUM_SQUARES)],
        "walls": [[list(a), list(b)] for a, b in MAZE["walls"]],
        "start_area": {"min": _LOW, "max": _HIGH, "squares": [list(coords(sq)) for sq in START_SQUARES]},
        "pavilions": pavilions,
    }
