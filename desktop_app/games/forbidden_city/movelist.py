"""A lazy, read-only list of the legal moves of one position (F-4.7).

A position typically offers several hundred (official, destination) moves. Building that many
list entries at every move would cost more than finding them, and a random bot needs only the
length and one element, so ``MoveList`` answers ``len``, indexing and ``in`` straight from the
bit sets of ``reach.Reach`` and builds the full list only when iterated.
Order: destination squares ascending, then officials in their fixed order; extra actions
(``end_turn``) come last.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from desktop_app.engine import Action
from desktop_app.games.forbidden_city.actions import MOVE_KEYS, MOVES
from desktop_app.games.forbidden_city.reach import Reach


class MoveList(Sequence[Action]):
    __slots__ = ("_flat", "_reach", "_tail")

    def __init__(self, reach: Reach, tail: tuple[Action, ...] = ()) -> None:
        self._reach = reach
        self._tail = tail
        self._flat: list[Action] | None = None

    def __len__(self) -> int:
        return self._reach.count + len(self._tail)

    def __getitem__(self, index: Any) -> Any:
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
        return MOVES[official][sq]

    def __contains__(self, action: object) -> bool:
        key = MOVE_KEYS.get(action) if isinstance(action, Action) else None
        if key is None:
            return action in self._tail
        return self._reach.has(*key)

    def __iter__(self) -> Iterator[Action]:
        return iter(self._list())

    def _list(self) -> list[Action]:
        if self._flat is None:
            flat = []
            append = flat.append
            for sq, mask in zip(self._reach.squares, self._reach.masks, strict=True):
                while mask:
                    low = mask & -mask
                    mask ^= low
                    append(MOVES[low.bit_length() - 1][sq])
            flat.extend(self._tail)
            self._flat = flat
        return self._flat

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (MoveList, list, tuple)):
            return self._list() == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __add__(self, other: Sequence[Action]) -> list[Action]:
        return [*self._list(), *other]

    def __radd__(self, other: Sequence[Action]) -> list[Action]:
        return [*other, *self._list()]

    def __repr__(self) -> str:
        return f"MoveList({len(self)} actions)"
