"""The movable layer of the map: houses in villages and cities, palaces on their sites,
architects and the Maharaja, all re-created from the View on every sync (the scene holds no
truth). Positions come from ``geometry``; only the View says what stands where.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsScene

from desktop_app.games.maharaja import CityView, MaharajaView
from desktop_app.ui.games.maharaja.geometry import CITY_R, MapGeometry, palace_sites, slot_offsets
from desktop_app.ui.games.maharaja.map_items import Z_PIECE
from desktop_app.ui.games.maharaja.pieces import (
    SeatStyle,
    make_architect,
    make_count_badge,
    make_house,
    make_maharaja,
    make_palace,
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


class PiecesLayer:
    def __init__(self, scene: QGraphicsScene, geometry: MapGeometry, style: SeatStyle) -> None:
        self.scene = scene
        self.geometry = geometry
        self.style = style
        self.layer: QGraphicsRectItem | None = None
        #: (kind, place, seat) -> item, for tests and hover hints
        self.items: dict[tuple[str, str, Any], QGraphicsItem] = {}

    def _layer(self) -> QGraphicsRectItem:
        """The layer of the current sync, the parent of every piece drawn from the view."""
        assert self.layer is not None, "sync makes the layer before drawing into it"
        return self.layer

    def sync(self, view: MaharajaView) -> None:
        if self.layer is not None:
            self.scene.removeItem(self.layer)
        self.items = {}
        self.layer = QGraphicsRectItem(QRectF(0, 0, 1, 1))
        self.layer.setPen(Qt.PenStyle.NoPen)
        self.layer.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.layer.setZValue(Z_PIECE)
        self.scene.addItem(self.layer)
        for village_id, owners in (view.get("villages") or {}).items():
            village = self.geometry.villages.get(village_id)
            if village is None:
                continue
            offsets = slot_offsets(village, view.get("village_capacity", 2))
            for index, (owner, (dx, dy)) in enumerate(zip(owners, offsets, strict=False)):
                house = make_house(self.style, owner, VILLAGE_HOUSE)
                house.setParentItem(self._layer())
                house.setPos(village.x + dx, village.y + dy)
                self.items[("house", village_id, index)] = house
        for city_id, data in (view.get("cities") or {}).items():
            self._sync_city(city_id, data)
        self._sync_pawns(view)

    def _sync_city(self, city_id: str, data: CityView) -> None:
        city = self.geometry.cities.get(city_id)
        if city is None:
            return
        sites = palace_sites()
        owners = [data.get("central"), *(data.get("outer") or [])]
        for index, owner in enumerate(owners[:7]):
            if owner is None:
                continue
            palace = make_palace(self.style, owner, 22 if index == 0 else 13.5)
            palace.setParentItem(self._layer())
            dx, dy = sites[index]
            palace.setPos(city.x + dx, city.y + dy)
            self.items[("palace", city_id, index)] = palace
        for seat, count in enumerate(data.get("houses") or []):
            if not count:
                continue
            dx, dy = city_house_spot(seat)
            house = make_house(self.style, seat, CITY_HOUSE)
            house.setParentItem(self._layer())
            house.setPos(city.x + dx, city.y + dy)
            self.items[("house", city_id, seat)] = house
            if count > 1:
                badge = make_count_badge(count, self.style.colour(seat))
                badge.setParentItem(house)
                badge.setPos(7, -7)

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
                if who == "maharaja":
                    item = make_maharaja(34)
                    key = ("maharaja", node, None)
                else:
                    item = make_architect(self.style, who, 25)
                    key = ("architect", node, who)
                item.setParentItem(self._layer())
                item.setPos(cx + tx * offset, cy + ty * offset)
                item.setZValue(1 + index * 0.01)
                self.items[key] = item
