"""The movable layer of the map: houses in villages and cities, palaces on their sites,
architects and the Maharaja, placed from the View on every sync (the scene holds no truth).
Positions come from ``geometry``; only the View says what stands where.

A piece is made again only when what it shows changed: each sync lists every piece the view
asks for with what it looks like (owner, size, count) and where it stands; a piece that looks
the same as the one standing there is left alone, and one that looks like a piece whose place
now shows another is that piece, moved (a review jump re-owns half the villages: it moves
houses instead of making some fifty again), so an action redraws the pieces it moved, not the map.
Pieces no place shows any more are kept out of the scene for a later sync to take again.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsScene

from desktop_app.games.maharaja import CityView, MaharajaView
from desktop_app.ui.games.maharaja.geometry import CITY_R, MapGeometry, palace_sites, slot_offsets
from desktop_app.ui.games.maharaja.map_items import Z_PIECE
from desktop_app.ui.games.maharaja.pieces import (
    SeatStyle,
    make_architect,
    make_house,
    make_maharaja,
    make_palace,
    moved,
)

#: Radius of the ring of per-seat house spots inside a city, between the outer palace sites —
#: well inside the rim, so houses never touch the city's name plate (issue 18).
CITY_HOUSE_RING = 32.5
#: House sizes: big enough to tell the players' symbols apart at a normal zoom.
VILLAGE_HOUSE = 17.0
CITY_HOUSE = 14.0


def city_house_spot(seat: int) -> tuple[float, float]:
    """Where seat ``seat``'s houses stand inside every city: one fixed gap between outer sites."""
    angle = math.radians(-60 + 60 * ((seat + 1) % 6))
    return CITY_HOUSE_RING * math.cos(angle), CITY_HOUSE_RING * math.sin(angle) + 2


#: What a piece looks like, in full: it is made again when this changes.
Look = tuple[Any, ...]
#: Pieces kept out of the scene per look, for a later sync (more than a match ever takes back).
KEEP_PER_LOOK = 24


class PiecesLayer:
    def __init__(self, scene: QGraphicsScene, geometry: MapGeometry, style: SeatStyle) -> None:
        self.scene = scene
        self.geometry = geometry
        self.style = style
        #: The parent of every piece drawn from the view.
        self.layer = QGraphicsRectItem(QRectF(0, 0, 1, 1))
        self.layer.setPen(Qt.PenStyle.NoPen)
        self.layer.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.layer.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.layer.setZValue(Z_PIECE)
        scene.addItem(self.layer)
        #: (kind, place, seat) -> item, for tests and hover hints
        self.items: dict[tuple[str, str, Any], QGraphicsItem] = {}
        self._looks: dict[tuple[str, str, Any], Look] = {}
        self._placed: set[tuple[str, str, Any]] = set()
        #: Pieces of this sync whose place now shows another: by look, to stand elsewhere.
        self._spare: dict[Look | None, list[QGraphicsItem]] = {}
        #: Pieces no place shows now, out of the scene, by look: a later sync takes them again.
        self._kept: dict[Look, list[QGraphicsItem]] = {}
        #: The parts of the last view the pieces were drawn from.
        self._drawn: tuple[Any, ...] | None = None

    def _place(
        self,
        key: tuple[str, str, Any],
        look: Look,
        at: tuple[float, float],
        make: Callable[[], QGraphicsItem],
        own_z: float = 0.0,
    ) -> None:
        """Show the piece ``key`` as ``look`` at ``at``: the standing one if it looks so, else one
        that looks so and stood elsewhere (a house whose village changed owner, a pawn that moved:
        it is moved, not made again), else a new one.

        Pieces are stacked in the order the view lists them, whichever were kept: a piece made
        again must not come out over one it lay under before."""
        order = len(self._placed) / 100_000
        self._placed.add(key)
        item = self.items.get(key)
        if self._looks.get(key) != look:
            if item is not None:
                self._spare.setdefault(self._looks.get(key), []).append(self.items.pop(key))
            spare = self._spare.get(look) or self._kept.get(look)
            item = spare.pop() if spare else make()
            if item.parentItem() is not self.layer:
                item.setParentItem(self.layer)
            self.items[key] = item
            self._looks[key] = look
        assert item is not None
        if item.pos().x() != at[0] or item.pos().y() != at[1]:
            item.setPos(*at)
            moved(item)
        z = own_z + order
        if item.zValue() != z:
            item.setZValue(z)

    def restyle(self) -> None:
        """Every piece is made again at the next sync (the seat style changed)."""
        self._looks.clear()
        self._kept.clear()
        self._drawn = None

    def _put_away(self, look: Look | None, item: QGraphicsItem) -> None:
        """Out of the scene, kept for a later sync that shows a piece like it (a review jump back
        and forth takes and puts back the same houses)."""
        self.scene.removeItem(item)
        kept = self._kept.setdefault(look, []) if look is not None else None
        if kept is not None and len(kept) < KEEP_PER_LOOK:
            kept.append(item)

    def sync(self, view: MaharajaView) -> None:
        # what the pieces are drawn from: a refresh of the same position (a hover, a bot
        # thinking, a new prompt) leaves them all as they stand without visiting each
        drawn = tuple(view.get(part) for part in ("villages", "cities", "architects", "maharaja"))
        drawn += (view.get("village_capacity", 2),)
        if drawn == self._drawn:
            return
        self._drawn = drawn
        self._placed = set()
        self._spare = {}
        for village_id, owners in (view.get("villages") or {}).items():
            village = self.geometry.villages.get(village_id)
            if village is None:
                continue
            offsets = slot_offsets(village, view.get("village_capacity", 2))
            for index, (owner, (dx, dy)) in enumerate(zip(owners, offsets, strict=False)):
                at = (village.x + dx, village.y + dy)
                self._place(
                    ("house", village_id, index),
                    ("house", owner, VILLAGE_HOUSE, 1),
                    at,
                    partial(self._house, owner, VILLAGE_HOUSE),
                )
        for city_id, data in (view.get("cities") or {}).items():
            self._sync_city(city_id, data)
        self._sync_pawns(view)
        for key in [key for key in self.items if key not in self._placed]:
            # a restyle forgot every look, this one's too: such a piece is not kept
            self._put_away(self._looks.pop(key, None), self.items.pop(key))
        for look, spares in self._spare.items():
            for item in spares:
                self._put_away(look, item)
        self._spare = {}

    def _house(self, owner: Any, size: float, count: int = 1) -> QGraphicsItem:
        return make_house(self.style, owner, size, count)

    def _sync_city(self, city_id: str, data: CityView) -> None:
        city = self.geometry.cities.get(city_id)
        if city is None:
            return
        sites = palace_sites()
        owners = [data.get("central"), *(data.get("outer") or [])]
        for index, owner in enumerate(owners[:7]):
            if owner is None:
                continue
            dx, dy = sites[index]
            at = (city.x + dx, city.y + dy)
            size = 22 if index == 0 else 13.5
            self._place(
                ("palace", city_id, index), ("palace", owner, size), at, partial(self._palace, owner, size)
            )
        for seat, count in enumerate(data.get("houses") or []):
            if not count:
                continue
            dx, dy = city_house_spot(seat)
            at = (city.x + dx, city.y + dy)
            self._place(
                ("house", city_id, seat),
                ("house", seat, CITY_HOUSE, count),
                at,
                partial(self._house, seat, CITY_HOUSE, count),
            )

    def _palace(self, owner: Any, size: float) -> QGraphicsItem:
        return make_palace(self.style, owner, size)

    def _sync_pawns(self, view: MaharajaView) -> None:
        standing: dict[str, list[Any]] = {}
        maharaja = view.get("maharaja")
        if maharaja:
            standing.setdefault(maharaja, []).append("maharaja")
        for seat, node in enumerate(view.get("architects") or []):
            if node:
                standing.setdefault(node, []).append(seat)
        for node, figures in standing.items():
            if node in self.geometry.cities:
                city = self.geometry.cities[node]
                angle = city.cluster_angle
                cx = city.x + (CITY_R + 10) * math.cos(angle)
                cy = city.y + (CITY_R + 10) * math.sin(angle)
            else:
                _, _, x, y = self.geometry.start
                angle = 0.0
                cx, cy = x + 2, y + 34
            tx, ty = -math.sin(angle), math.cos(angle)
            if abs(tx) < 0.35:  # a near-vertical row reads badly: line them up horizontally
                tx, ty = 1.0, 0.0
            if tx < 0:
                tx, ty = -tx, -ty
            spacing = 17.0
            start = -(len(figures) - 1) / 2
            for index, who in enumerate(figures):
                offset = (start + index) * spacing
                at = (cx + tx * offset, cy + ty * offset)
                key = ("maharaja", node, None) if who == "maharaja" else ("architect", node, who)
                self._place(key, ("pawn", who), at, partial(self._pawn, who), own_z=1 + index * 0.01)

    def _pawn(self, who: Any) -> QGraphicsItem:
        return make_maharaja(34) if who == "maharaja" else make_architect(self.style, who, 25)
