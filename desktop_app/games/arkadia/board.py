"""Static board data of Arkadia, loaded once from ``data/arkadia_board.json`` (A, B-1..B-7).

Everything that never changes during a match is computed here at import: seat colours (A-1),
seal families (A-4), building types and card counts (A-6, A-7), square indices, the tents and the
lot (B-2, B-3), the bitmasks the placement test works on, and every orientation of every building
shape (B-6). A square ``(r, c)`` has the index ``r * COLS + c``; a set of squares is a Python
``int`` with bit ``index`` set (a bitboard). Because every normalised shape has non-negative
offsets and each orientation keeps its own mask of valid anchors (E-2.1), shifting a shape by its
anchor index can never wrap a cell onto the next row unnoticed. ``board_layout()`` is the same
data as JSON for the board on screen, typed by ``BoardLayout``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from importlib import resources
from typing import Any, TypedDict

from desktop_app.engine import squares
from desktop_app.engine.messages import Message

_DATA: dict[str, Any] = json.loads(
    resources.files(__package__).joinpath("data/arkadia_board.json").read_text(encoding="utf-8")
)

#: A-1: seat colours in seat order.
SEAT_COLOURS: tuple[str, ...] = ("yellow", "orange", "green", "violet")
#: A-4: the four seal families, in the fixed order used for every per-family tuple.
FAMILIES: tuple[str, ...] = ("red", "olive", "black", "silver")
FAMILY_INDEX: dict[str, int] = {name: i for i, name in enumerate(FAMILIES)}

ROWS: int = int(_DATA["rows"])
COLS: int = int(_DATA["cols"])
SQUARES: int = ROWS * COLS
FULL: int = (1 << SQUARES) - 1

#: A-6: building types in file order, with their tile counts.
TYPES: tuple[str, ...] = tuple(t["id"] for t in _DATA["building_types"])
TYPE_INDEX: dict[str, int] = {name: i for i, name in enumerate(TYPES)}
TILE_COUNTS: tuple[int, ...] = tuple(int(t["count"]) for t in _DATA["building_types"])
SHAPES: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((int(dr), int(dc)) for dr, dc in t["shape"]) for t in _DATA["building_types"]
)

#: A card kind is ``family * len(TYPES) + type`` (copies of a kind are interchangeable, N-1).
KINDS: int = len(FAMILIES) * len(TYPES)
CARD_COUNTS: tuple[int, ...] = tuple(
    int(_DATA["cards"][family].get(name, 0)) for family in FAMILIES for name in TYPES
)


def kind_of(family: int, building: int) -> int:
    return family * len(TYPES) + building


def kind_family(kind: int) -> int:
    return kind // len(TYPES)


def kind_type(kind: int) -> int:
    return kind % len(TYPES)


def family_name(family: int) -> Message:
    """A seal family (A-4) as a message (``red``), so each reader's catalogue names it."""
    return Message.make(f"arkadia.family.{FAMILIES[family]}")


def type_name(building: int) -> Message:
    """A building type (A-6) as a message that reads as its id (``trading_post``)."""
    return Message.make(f"arkadia.type.{TYPES[building]}")


def card_name(kind: int, capital: bool = False) -> Message:
    """A card (A-7) as a message: ``red trading post`` (``Red trading post`` at a line's start)."""
    family = FAMILIES[kind_family(kind)]
    return Message.make(
        "arkadia.card",
        family=Message.make(f"arkadia.family.{family}{'.capital' if capital else ''}"),
        building=Message.make(f"arkadia.building.{TYPES[kind_type(kind)]}"),
    )


def index(square: tuple[int, int]) -> int:
    return square[0] * COLS + square[1]


def square(idx: int) -> tuple[int, int]:
    return divmod(idx, COLS)


def square_name(square: Sequence[int]) -> str:
    """``(r, c)`` as a person reads it, ``C4`` (column letter, row from 1 at the top): the one
    name of a square on the axes, in tooltips, prompts and the log (``engine.squares``)."""
    return squares.square_name(square[1], square[0])


def on_board(r: int, c: int) -> bool:
    return 0 <= r < ROWS and 0 <= c < COLS


def mask_of(squares: Iterable[Sequence[int]]) -> int:
    """The bitboard of an iterable of ``(r, c)`` squares."""
    mask = 0
    for r, c in squares:
        mask |= 1 << (r * COLS + c)
    return mask


#: B-2: tent squares.
TENTS: tuple[tuple[int, int], ...] = tuple((int(r), int(c)) for r, c in _DATA["tents"])
TENT_MASK: int = mask_of(TENTS)
#: B-3: the lot, its squares in file order (these are also the 10 castle positions).
LOT: tuple[tuple[int, int], ...] = tuple((int(r), int(c)) for r, c in _DATA["lot"]["squares"])
LOT_MASK: int = mask_of(LOT)
#: The printed family of each lot position (-1 = blank), in ``LOT`` order (K-1).
PRINTED: tuple[int, ...] = tuple(
    FAMILY_INDEX[_DATA["lot"]["printed"][f"{r},{c}"]] if f"{r},{c}" in _DATA["lot"]["printed"] else -1
    for r, c in LOT
)
LOT_POSITION: dict[tuple[int, int], int] = {sq: i for i, sq in enumerate(LOT)}

_COL0 = sum(1 << (r * COLS) for r in range(ROWS))
_COL_LAST = _COL0 << (COLS - 1)
_NOT_COL0 = FULL & ~_COL0
_NOT_COL_LAST = FULL & ~_COL_LAST


def neighbours(mask: int) -> int:
    """Every on-board square sharing a side with a square of ``mask`` (B-1), ``mask`` itself included
    only where two of its squares touch."""
    return (
        (mask << COLS) | (mask >> COLS) | ((mask & _NOT_COL_LAST) << 1) | ((mask & _NOT_COL0) >> 1)
    ) & FULL


def ring(mask: int) -> int:
    """The squares outside ``mask`` that neighbour it: what must be occupied to complete it (H-1)."""
    return neighbours(mask) & ~mask


def squares_of(mask: int) -> list[tuple[int, int]]:
    """The ``(r, c)`` squares of a bitboard, in index order."""
    return [divmod(i, COLS) for i in bits(mask)]


_BYTES = (SQUARES + 7) // 8
#: The set bits of each byte value, and _BYTE_SQUARES[byte position][byte value] = the absolute
#: square indices of its set bits (the first byte's shifted by C's ``map``: half the import time).
_BYTE_BITS: tuple[tuple[int, ...], ...] = tuple(
    tuple(j for j in range(8) if value >> j & 1) for value in range(256)
)
_BYTE_SQUARES: tuple[tuple[tuple[int, ...], ...], ...] = (
    _BYTE_BITS,
    *(tuple(tuple(map((base * 8).__add__, bits)) for bits in _BYTE_BITS) for base in range(1, _BYTES)),
)


def bits(mask: int) -> list[int]:
    """Indices of the set bits of ``mask``, ascending: one table lookup per non-zero byte, because
    listing legal placements is the hot path of enumeration."""
    out: list[int] = []
    if mask:
        extend = out.extend
        for table, byte in zip(_BYTE_SQUARES, mask.to_bytes(_BYTES, "little"), strict=True):
            if byte:
                extend(table[byte])
    return out


def orientations(shape: tuple[tuple[int, int], ...]) -> tuple[tuple[tuple[int, int], ...], ...]:
    """B-6: the shape, then its mirror; each turned 0..3 quarter turns; normalised; first kept."""
    seen: list[tuple[tuple[int, int], ...]] = []
    for base in (shape, tuple((r, -c) for r, c in shape)):
        cells = base
        for _turn in range(4):
            min_r = min(r for r, _ in cells)
            min_c = min(c for _, c in cells)
            norm = tuple(sorted((r - min_r, c - min_c) for r, c in cells))
            if norm not in seen:
                seen.append(norm)
            cells = tuple((c, -r) for r, c in cells)
    return tuple(seen)


#: ORIENTATIONS[type][o] = normalised cells of orientation ``o``.
ORIENTATIONS: tuple[tuple[tuple[tuple[int, int], ...], ...], ...] = tuple(orientations(s) for s in SHAPES)
#: OFFSETS[type][o] = index offsets of the cells (``dr * COLS + dc``).
OFFSETS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(dr * COLS + dc for dr, dc in cells) for cells in orients) for orients in ORIENTATIONS
)
#: SHAPE_MASKS[type][o] = the orientation's bitboard at anchor index 0.
SHAPE_MASKS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sum(1 << d for d in offs) for offs in per_type) for per_type in OFFSETS
)


def _valid_anchors(cells: tuple[tuple[int, int], ...]) -> int:
    height = max(r for r, _ in cells) + 1
    width = max(c for _, c in cells) + 1
    return sum(1 << (r * COLS + c) for r in range(ROWS - height + 1) for c in range(COLS - width + 1))


#: VALID_ANCHORS[type][o] = anchors at which every cell is on the board (E-2.1).
VALID_ANCHORS: tuple[tuple[int, ...], ...] = tuple(
    tuple(_valid_anchors(cells) for cells in orients) for orients in ORIENTATIONS
)


class LotLayout(TypedDict):
    """B-3: the 10 lot squares (also the castle positions, in this order) and the printed colours."""

    squares: list[list[int]]
    printed: dict[str, str]  # "r,c" -> family


class BuildingTypeLayout(TypedDict):
    """A-6, B-6: one building type, its file shape and every orientation ``play_card`` can name."""

    id: str
    count: int
    shape: list[list[int]]
    orientations: list[list[list[int]]]


class BoardLayout(TypedDict):
    """The static board for the UI (B-7), JSON-able: it never changes during a match."""

    rows: int
    cols: int
    tents: list[list[int]]
    lot: LotLayout
    families: list[str]
    seat_colours: list[str]
    building_types: list[BuildingTypeLayout]
    cards: dict[str, dict[str, int]]  # family -> building type -> number of cards


def board_layout() -> BoardLayout:
    """The static board for the UI, JSON-able: grid, tents, lot with printed colours, shapes.

    ``building_types[i].orientations[o]`` lists the ``[dr, dc]`` cells of orientation ``o`` exactly
    as ``play_card{orientation: o}`` uses them (B-6), so the UI can draw a ghost at any anchor.
    """
    return {
        "rows": ROWS,
        "cols": COLS,
        "tents": [list(sq) for sq in TENTS],
        "lot": {
            "squares": [list(sq) for sq in LOT],
            "printed": {f"{r},{c}": FAMILIES[p] for (r, c), p in zip(LOT, PRINTED, strict=True) if p >= 0},
        },
        "families": list(FAMILIES),
        "seat_colours": list(SEAT_COLOURS),
        "building_types": [
            {
                "id": name,
                "count": TILE_COUNTS[t],
                "shape": [list(cell) for cell in SHAPES[t]],
                "orientations": [[list(cell) for cell in cells] for cells in ORIENTATIONS[t]],
            }
            for t, name in enumerate(TYPES)
        ],
        "cards": {
            FAMILIES[f]: {TYPES[t]: CARD_COUNTS[kind_of(f, t)] for t in range(len(TYPES))}
            for f in range(len(FAMILIES))
        },
    }
