"""The pieces on the Arkadia board as the view has them: buildings, workers and castle stacks.

A piece that looks as it did is kept with its cached picture (issue 18), one the view no longer
has is hidden and kept aside for a jump back in review, and the buildings completed since the last
sync send their seals flying. A part of ``ArkadiaBoard`` of its own, apart from the cards, the
panel and the clicks.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from desktop_app.games.arkadia import ArkadiaView
from desktop_app.ui.games.arkadia import palette
from desktop_app.ui.games.arkadia.board_items import BuildingItem, CastleSquareItem, WorkerItem
from desktop_app.ui.games.arkadia.completion import SealFlight
from desktop_app.ui.games.sprites import Sprites

#: Pieces kept hidden for a jump back (``_put_aside``): a match's buildings and a few workers
#: on each square they stood on.
SPARE = 160


class BoardPieces:
    """The pieces of ``ArkadiaBoard`` (what they read of the board is declared below)."""

    if TYPE_CHECKING:  # what ArkadiaBoard and its base Board provide
        view: ArkadiaView | None
        scene: QGraphicsScene
        sprites: Sprites
        style: palette.SeatStyle
        colour_blind: bool
        castle_squares: list[CastleSquareItem]
        flight: SealFlight
        pieces: list[QGraphicsItem]
        buildings: dict[int, BuildingItem]
        recent: set[int]
        _shown: dict[tuple, Any]
        _spare: dict[tuple, Any]
        _completed_seen: set[int] | None

    def _track_completions(self, view: ArkadiaView) -> None:
        """The buildings completed during this turn glow (the view says which, H-1); those of them
        completed since the last sync send their seals flying (decoration only, H-2/H-3)."""
        done = {b["id"] for b in view["buildings"] if b["completed"]}
        self.recent = set(view["step"]["completed"]) & done
        # Only this turn's completions fly: a jump across the match in review would otherwise
        # launch the seals of every building completed on the way, dozens of flights at once.
        new = (done - self._completed_seen) & self.recent if self._completed_seen is not None else set()
        self._completed_seen = done
        for building_id in sorted(new):
            self.flight.launch(view, building_id)

    def _rebuild_pieces(self) -> None:
        """Buildings and workers as the view has them: a piece that looks as it did is kept (its
        cached picture with it), any other is made again, and pieces gone from the view go."""
        view = self.view
        if view is None:
            return
        kept = dict(self._shown)
        self._shown = {}
        self.buildings = {}
        for order, b in enumerate(view["buildings"]):
            recent = b["id"] in self.recent
            item = self._piece(
                kept, ("building", b["id"], repr(b), recent), partial(BuildingItem, b, self.sprites)
            )
            item.recent = recent
            # Stacked in the view's order, whichever pieces were kept (their edges overlap); the
            # glow of a building completed this turn lies over its neighbours.
            item.setZValue((11 if recent else 10) + order / 1000)
            self.buildings[b["id"]] = item
        for w in view["workers"]:
            owner, (r, c) = w["owner"], w["square"]
            self._piece(
                kept,
                ("worker", r, c, owner, self.colour_blind),
                partial(
                    WorkerItem,
                    (r, c),
                    self.style.colour(owner),
                    self.style.symbol(owner),
                    owner,
                    self.sprites,
                    self.colour_blind,
                ),
            )
        self._put_aside(kept)
        self.pieces = list(self._shown.values())
        floors = view["castle"]["floors"]
        for i, item in enumerate(self.castle_squares):
            item.set_stack([floor[i] if i < len(floor) else None for floor in floors])

    def _piece(self, kept: dict, look: tuple, make: Callable[[], Any]) -> Any:
        """The piece that looks like ``look``: taken from ``kept`` or the spares, else made."""
        item = kept.pop(look, None)
        if item is None:
            item = self._spare.pop(look, None)
            if item is not None:
                item.show()
            else:
                item = make()
                self.scene.addItem(item)
        self._shown[look] = item
        return item

    def _put_aside(self, gone: dict) -> None:
        """Hide the pieces the view no longer has, keeping the last ``SPARE`` of them (a piece
        shows only what its look names, so one shown again is as one made anew)."""
        for look, item in gone.items():
            item.hide()
            self._spare[look] = item
        while len(self._spare) > SPARE:
            self.scene.removeItem(self._spare.pop(next(iter(self._spare))))
