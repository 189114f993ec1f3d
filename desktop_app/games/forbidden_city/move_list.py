"""The legal moves of one position as a lazy list (F-4.7), and their columns for the LAN host.

``reach`` finds, per square, the bit set of officials that may move there; ``MoveList`` hands
those moves to ``legal_actions`` as a sequence read straight from the bit sets (Decisions D-12
for the order), and ``columns`` gives them column by column for the compact wire form of legal
actions (``net.legal_wire``), every step over the moves at C speed.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import chain, repeat
from operator import and_, mul, rshift
from typing import Any, Final, overload

from desktop_app.engine import Action
from desktop_app.games.forbidden_city.actions import MOVE_KEYS, MOVES
from desktop_app.games.forbidden_city.board import NUM_SQUARES, OFFICIALS, coords
from desktop_app.games.forbidden_city.reach import Reach

__all__ = ["MoveList", "prepare"]


def _chunk_officials(shift: int, width: int) -> tuple[bytes, ...]:
    """For each value of ``width`` bits: the officials its set bits stand for, ascending, as bytes,
    when those bits are bits ``shift`` on of a bit set of officials."""
    return tuple(bytes(shift + o for o in range(width) if value >> o & 1) for value in range(1 << width))


#: A bit set of officials in three chunks (bits 0-8, 9-16, 17 on): each chunk's officials as bytes,
#: looked up at C speed. A position's bit sets are mostly new to a match (5,000-9,000 distinct in
#: one), so a cache of whole sets missed about twenty times a list and cost more than it saved.
#: Made on first use (a LAN host's), not at import: a match file opened needs none of it.
_CHUNKS: list[tuple[bytes, ...]] = []
if len(OFFICIALS) > 25 or NUM_SQUARES > 256:  # the chunks, and the columns' bytes (``columns``)
    raise ImportError("move columns hold at most 25 officials and 256 squares")


def prepare() -> None:
    """The move columns' tables, made now (``Game.prepare``)."""
    _officials_of(())


def _officials_of(masks: Sequence[int]) -> bytes:
    """The officials of each bit set of ``masks`` in turn, each set's ascending, as one bytes."""
    if not _CHUNKS:
        _CHUNKS[:] = [_chunk_officials(0, 9), _chunk_officials(9, 8), _chunk_officials(17, 8)]
    first, second, third = _CHUNKS
    low = map(first.__getitem__, map(and_, masks, repeat(0x1FF)))
    mid = map(second.__getitem__, map(and_, map(rshift, masks, repeat(9)), repeat(0xFF)))
    high = map(third.__getitem__, map(rshift, masks, repeat(17)))
    return b"".join(chain.from_iterable(zip(low, mid, high, strict=True)))


#: Each square's ``(col, row)``, made once: a list names the same tuples at every move.
_COORDS: Final = tuple(coords(sq) for sq in range(NUM_SQUARES))
#: ``bytes([i])`` for each i below 256 (a run of i's is one of them times its length).
_BYTE: Final = tuple(bytes([i]) for i in range(256))


class MoveList(Sequence[Action]):
    """A lazy, read-only list of the legal moves of one position (F-4.7).

    A position typically offers several hundred (official, destination) moves. Building that
    many list entries at every move would cost more than finding them, and a random bot needs
    only the length and one element, so ``len``, indexing and ``in`` are answered straight from
    the bit sets of a ``Reach``, and the full list is built only when iterated. Order:
    destination squares ascending, then officials in their fixed order; extra actions
    (``end_turn``) come last.
    """

    __slots__ = ("_flat", "_reach", "_tail")

    def __init__(self, reach: Reach, tail: tuple[Action, ...] = ()) -> None:
        self._reach = reach
        self._tail = tail
        self._flat: list[Action] | None = None

    def __len__(self) -> int:
        return self._reach.count + len(self._tail)

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> list[Action]: ...

    def __getitem__(self, index: int | slice) -> Action | list[Action]:
        if isinstance(index, slice):
            return self._list()[index]
        size = len(self)
        if index < 0:
            index += size
        if not 0 <= index < size:
            raise IndexError("move index out of range")
        if self._flat is not None:
            return self._flat[index]
        reach = self._reach
        if index >= reach.count:
            return self._tail[index - reach.count]
        official, sq = reach.move_at(index)
        return MOVES.rows[official][sq]

    def __contains__(self, action: object) -> bool:
        key = MOVE_KEYS.get(action) if isinstance(action, Action) else None
        if key is None:
            return action in self._tail
        return self._reach.has(*key)

    def __iter__(self) -> Iterator[Action]:
        return iter(self._list())

    def columns(self) -> tuple[tuple[str, int, list[tuple[str, list[Any], bytes]]], tuple[Action, ...]]:
        """The moves column by column, and the actions after them (``end_turn``).

        The moves are one run of ``move`` actions: their number and, per parameter in the
        actions' order (``official``, ``to``), its distinct values in the order they first occur
        and each move's index into them (as ``bytes``: there are fewer than 256 officials and
        squares). It is what the LAN host's compact list of legal actions (``net.legal_wire``) is
        made of, read here straight off the bit sets instead of off several hundred ``Action``
        objects: the Forbidden City's lists are the longest of the three games, and listing the
        mover's at every action cost the host more than the move. Every step over the moves runs
        in C (``chain``, ``bytes.translate``): per square in Python it was 100 µs a list.
        """
        reach = self._reach
        masks = reach.masks
        officials = _officials_of(masks)
        squares = b"".join(map(mul, _BYTE[: len(masks)], map(int.bit_count, masks)))
        order = sorted(set(officials), key=officials.index)  # in the order they first occur
        index = bytearray(256)  # official -> its place in ``order``, for ``bytes.translate``
        for place, official in enumerate(order):
            index[official] = place
        names: list[Any] = [OFFICIALS[o] for o in order]
        places: list[Any] = list(map(_COORDS.__getitem__, reach.squares))
        head = (
            "move",
            reach.count,
            [("official", names, officials.translate(index)), ("to", places, squares)],
        )
        return head, self._tail

    def _list(self) -> list[Action]:
        if self._flat is None:
            self._flat = [*self._reach.moves, *self._tail]
        return self._flat

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (MoveList, list, tuple)):
            return self._list() == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # a list-like value: unhashable, as list is

    def __add__(self, other: Sequence[Action]) -> list[Action]:
        return [*self._list(), *other]

    def __radd__(self, other: Sequence[Action]) -> list[Action]:
        return [*other, *self._list()]

    def __repr__(self) -> str:
        return f"MoveList({len(self)} actions)"
