"""Building shapes for the ghost: orientations, turning and mirroring, and legal placements by squares.

Everything here is derived from ``board_layout()`` (the engine's own orientation list, B-6) and from
the ``legal`` actions; nothing decides legality. Turning and mirroring only find which of the
engine's orientations shows the turned or mirrored shape, so the ghost always names an orientation
the engine knows. A ghost is placed by a *pivot* cell (the cell nearest the shape's centre) under
the mouse, so a shape turns about the square the mouse points at.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from desktop_app.engine.action import Action
from desktop_app.games.arkadia import BoardLayout, BuildingTypeLayout, CardView

Square = tuple[int, int]
Cells = tuple[Square, ...]


def normalise(cells: Iterable[Square]) -> Cells:
    """Shift a shape so its smallest row and column are 0 and sort its cells (as B-6 does)."""
    cells = list(cells)
    min_r = min(r for r, _ in cells)
    min_c = min(c for _, c in cells)
    return tuple(sorted((r - min_r, c - min_c) for r, c in cells))


def pivot_of(cells: Cells) -> Square:
    """The cell nearest the shape's centre (first in order on a tie): it sits under the mouse."""
    mr = sum(r for r, _ in cells) / len(cells)
    mc = sum(c for _, c in cells) / len(cells)
    return min(cells, key=lambda cell: ((cell[0] - mr) ** 2 + (cell[1] - mc) ** 2, cell))


@dataclass(frozen=True)
class ShapeSet:
    """The orientations of one building type, with what R (turn clockwise) and F (mirror) lead to."""

    name: str
    orientations: tuple[Cells, ...]
    turned: tuple[int, ...]
    mirrored: tuple[int, ...]
    pivots: tuple[Square, ...]

    @classmethod
    def from_layout(cls, entry: BuildingTypeLayout) -> ShapeSet:
        orients = tuple(normalise((r, c) for r, c in o) for o in entry["orientations"])
        index = {cells: i for i, cells in enumerate(orients)}
        turned = tuple(index.get(normalise((c, -r) for r, c in cells), i) for i, cells in enumerate(orients))
        mirrored = tuple(
            index.get(normalise((r, -c) for r, c in cells), i) for i, cells in enumerate(orients)
        )
        pivots = tuple(pivot_of(cells) for cells in orients)
        return cls(entry["id"], orients, turned, mirrored, pivots)

    def cells_at(self, orientation: int, anchor: Square) -> Cells:
        r0, c0 = anchor
        return tuple((r0 + dr, c0 + dc) for dr, dc in self.orientations[orientation])

    def anchor_for(self, orientation: int, square: Square) -> Square:
        """The anchor that puts the pivot cell of ``orientation`` on ``square``."""
        pr, pc = self.pivots[orientation]
        return (square[0] - pr, square[1] - pc)

    def pivot_square(self, orientation: int, anchor: Square) -> Square:
        pr, pc = self.pivots[orientation]
        return (anchor[0] + pr, anchor[1] + pc)


def shape_sets(layout: BoardLayout) -> dict[str, ShapeSet]:
    return {entry["id"]: ShapeSet.from_layout(entry) for entry in layout["building_types"]}


CardKey = tuple[str, str]  # (family, building)


def card_key(card: CardView | Action) -> CardKey:
    return (card["family"], card["building"])


class Placements:
    """The legal ``play_card`` actions of one moment, looked up by card and by covered squares.

    ``by_squares(card)[frozenset(squares)]`` is the action that covers exactly those squares;
    ``pivot_squares(card, orientation)`` are the squares where the pivot of that orientation may
    go (the small dots that show where the ghost fits). A card's index is built the first time
    it is asked for: a building step lists hundreds of placements, and every sync — a review
    step, the other seats' turns — only needs to know which cards can be played (issue 18).
    """

    def __init__(self, legal: Sequence[Action], shapes: dict[str, ShapeSet]) -> None:
        self.shapes = shapes
        self._plays: dict[CardKey, list[Action]] = {}
        for action in legal:
            if action.type == "play_card" and action["building"] in shapes:
                self._plays.setdefault(card_key(action), []).append(action)
        self._index: dict[CardKey, tuple[dict[frozenset[Square], Action], dict[int, set[Square]]]] = {}

    def _indexed(self, card: CardKey) -> tuple[dict[frozenset[Square], Action], dict[int, set[Square]]]:
        known = self._index.get(card)
        if known is None:
            by_squares: dict[frozenset[Square], Action] = {}
            pivots: dict[int, set[Square]] = {}
            for action in self._plays.get(card, []):
                shape = self.shapes[action["building"]]
                orientation = action["orientation"]
                anchor = tuple(action["anchor"])
                by_squares[frozenset(shape.cells_at(orientation, anchor))] = action
                pivots.setdefault(orientation, set()).add(shape.pivot_square(orientation, anchor))
            self._index[card] = known = (by_squares, pivots)
        return known

    def playable(self) -> set[CardKey]:
        return set(self._plays)

    def action_for(self, card: CardKey, cells: Iterable[Square]) -> Action | None:
        return self._indexed(card)[0].get(frozenset(cells))

    def pivot_squares(self, card: CardKey, orientation: int) -> set[Square]:
        return self._indexed(card)[1].get(orientation, set())

    def count(self, card: CardKey) -> int:
        return len(self._indexed(card)[0])
