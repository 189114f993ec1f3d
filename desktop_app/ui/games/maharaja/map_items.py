"""The static map: sand, roads, villages with two house slots, walled cities with seven palace
sites, the start location, and the clickable target areas laid over them (M-1.4, M-1.7).

Only vector items are used, so the map is crisp at any zoom. Nothing here knows the game
state; the board re-colours target areas from the legal actions on every sync.

The map's hundreds of items never change (only the number of house slots a village shows), so
they are drawn as two cached layers (``layers.StaticLayer``): the ground and the roads under the
glow of a road that can be taken, the villages and cities over it. The target areas stay items
of the board's scene (``map_targets.py``), since they take the mouse and change with every sync.
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from desktop_app.games.maharaja import VILLAGE_MESSAGES
from desktop_app.ui.games.layers import StaticLayer
from desktop_app.ui.games.maharaja import palette
from desktop_app.ui.games.maharaja.geometry import (
    CANVAS_H,
    CANVAS_W,
    CITY_R,
    VILLAGE_LEN,
    VILLAGE_WID,
    City,
    MapGeometry,
    palace_sites,
    slot_offsets,
)
from desktop_app.ui.games.maharaja.glyphs import palace_path, shield_path
from desktop_app.ui.games.maharaja.map_targets import Z_TARGET, Z_TARGET_ROAD, TargetArea, TargetKey
from desktop_app.ui.lang import render_message
from desktop_app.ui.marks import QT_TRANSLATE_NOOP

#: The target areas' names are still imported from here.
__all__ = [
    "Z_MAP",
    "Z_PIECE",
    "Z_ROAD",
    "Z_SITE",
    "Z_TARGET",
    "Z_TARGET_ROAD",
    "StaticMap",
    "TargetArea",
    "TargetKey",
    "label_font",
    "village_name",
]

Z_MAP = 0
Z_ROAD = 1
Z_SITE = 3
Z_PIECE = 10


@cache
def label_font(size: float, bold: bool = True) -> QFont:
    """The board's serif at ``size`` points; made once per size and weight and shared, so a caller
    hands it to Qt (which copies it) and never changes it."""
    font = QFont("DejaVu Serif")
    font.setStyleHint(QFont.StyleHint.Serif)
    font.setPointSizeF(size)
    font.setBold(bold)
    return font


def village_name(village: str) -> str:
    """A village as the log names it ("The village between Pushkar and Ajmer"), in the chosen
    language, for a tooltip or the keyboard's description of a place."""
    message = VILLAGE_MESSAGES.get(village)
    if message is None:
        return QCoreApplication.translate("MaharajaMap", "A village")
    # A name on its own, not inside a log line (whose catalogue words it for its sentence).
    template = {
        "maharaja.village.between": QT_TRANSLATE_NOOP("MaharajaMap", "The village between {a} and {b}"),
        "maharaja.village.next_to": QT_TRANSLATE_NOOP(
            "MaharajaMap", "The village next to {a} on the road to {b}"
        ),
        "maharaja.village.on_road": QT_TRANSLATE_NOOP(
            "MaharajaMap", "Village {index} of the road from {a} to {b}"
        ),
    }.get(message.id)
    if template is None:
        text = render_message(message)
        return text[:1].upper() + text[1:]
    return QCoreApplication.translate("MaharajaMap", template).format(
        a=message.get("a"), b=message.get("b"), index=message.get("index")
    )


class StaticMap:
    """Builds the map once into ``scene`` and keeps the target areas by key."""

    def __init__(self, scene: QGraphicsScene, geometry: MapGeometry, width: float) -> None:
        self.scene = scene
        self.geometry = geometry
        self.targets: dict[TargetKey, TargetArea] = {}
        self._slots: dict[str, list[QGraphicsEllipseItem]] = {}
        self.capacity = 2
        #: The ground, the frame and the roads: under the road targets' glow (Z_TARGET_ROAD).
        self.below = StaticLayer(Z_MAP - 2)
        #: Villages, cities and the start: over the road glow, under the pieces.
        self.above = StaticLayer(Z_SITE)
        #: The cities' name plates: over a lit city's glow, which else hid part of a name
        #: ("Jodhp" of Jodhpur while it was a target); they take no mouse, so the city under them
        #: still answers its clicks, hover and tooltip.
        self.plates: list[QGraphicsPathItem] = []
        self._draw_background(width)
        self._draw_roads()
        self._draw_start()
        for village in geometry.villages.values():
            self._draw_village(village)
        for city in geometry.cities.values():
            self._draw_city(city)
        scene.addItem(self.below)
        scene.addItem(self.above)

    def _put(self, item: QGraphicsItem) -> None:
        """Into the layer its z-value belongs to (items keep their z-values inside a layer)."""
        (self.below if item.zValue() < Z_TARGET_ROAD else self.above).add(item)

    def static_items(self) -> list[QGraphicsItem]:
        """Every item of the drawn map (not the target areas)."""
        return self.below.items() + self.above.items() + [*self.plates]

    def set_capacity(self, capacity: int) -> None:
        """Show as many house slots per village as the view says a village holds (M-1.4)."""
        if capacity == self.capacity:
            return
        self.capacity = capacity
        for village_id, slots in self._slots.items():
            village = self.geometry.villages[village_id]
            offsets = slot_offsets(village, capacity)
            for index, slot in enumerate(slots):
                slot.setVisible(index < len(offsets))
                if index < len(offsets):
                    slot.setPos(village.x + offsets[index][0], village.y + offsets[index][1])
        self.above.refresh()

    # --- background ------------------------------------------------------------------------------

    def _draw_background(self, width: float) -> None:
        rect = QRectF(0, 0, width, CANVAS_H)
        gradient = QRadialGradient(QPointF(CANVAS_W / 2, CANVAS_H / 2), CANVAS_W * 0.75)
        gradient.setColorAt(0.0, palette.DUNE)
        gradient.setColorAt(0.65, palette.SAND)
        gradient.setColorAt(1.0, palette.SAND_DARK)
        back = QGraphicsRectItem(rect)
        back.setBrush(QBrush(gradient))
        back.setPen(Qt.PenStyle.NoPen)
        back.setZValue(Z_MAP - 2)
        self._put(back)
        # dunes: soft wavy strokes, deterministic
        dune_pen = QPen(QColor(255, 250, 235, 120), 2.0)
        dune_pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        for k, (x0, y0, length) in enumerate(
            [
                (40, 560, 220),
                (120, 620, 180),
                (560, 40, 260),
                (640, 90, 150),
                (820, 600, 150),
                (60, 180, 140),
                (260, 760, 230),
                (900, 420, 80),
                (30, 470, 90),
                (860, 770, 120),
            ]
        ):
            path = QPainterPath(QPointF(x0, y0))
            steps = 6
            for s in range(1, steps + 1):
                x = x0 + length * s / steps
                y = y0 + (6 if (s + k) % 2 else -6)
                path.quadTo(QPointF(x - length / steps / 2, y), QPointF(x, y0))
            dune = QGraphicsPathItem(path)
            dune.setPen(dune_pen)
            dune.setZValue(Z_MAP - 1)
            self._put(dune)
        frame = QGraphicsRectItem(QRectF(6, 6, CANVAS_W - 12, CANVAS_H - 12))
        frame.setPen(QPen(palette.INK_SOFT, 2.5))
        frame.setZValue(Z_MAP - 1)
        self._put(frame)
        inner = QGraphicsRectItem(QRectF(12, 12, CANVAS_W - 24, CANVAS_H - 24))
        inner.setPen(QPen(palette.INK_SOFT, 0.8))
        inner.setZValue(Z_MAP - 1)
        self._put(inner)
        self._draw_compass(QPointF(70, 730))
        title = QGraphicsSimpleTextItem("Rajasthan")
        title.setFont(label_font(20))
        title.setBrush(QBrush(QColor(122, 86, 53, 150)))
        title.setPos(36, 28)
        title.setZValue(Z_MAP - 1)
        self._put(title)

    def _draw_compass(self, centre: QPointF) -> None:
        star = QPainterPath()
        for k in range(8):
            angle = -math.pi / 2 + k * math.pi / 4
            r = 34 if k % 2 == 0 else 16
            point = QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle))
            if k == 0:
                star.moveTo(point)
            else:
                star.lineTo(point)
            mid = angle + math.pi / 8
            star.lineTo(QPointF(centre.x() + 7 * math.cos(mid), centre.y() + 7 * math.sin(mid)))
        star.closeSubpath()
        item = QGraphicsPathItem(star)
        item.setBrush(QBrush(QColor(122, 86, 53, 90)))
        item.setPen(QPen(QColor(122, 86, 53, 160), 1))
        item.setZValue(Z_MAP - 1)
        self._put(item)
        north = QGraphicsSimpleTextItem("N")
        north.setFont(label_font(11))
        north.setBrush(QBrush(palette.INK_SOFT))
        north.setPos(centre.x() - 5, centre.y() - 54)
        north.setZValue(Z_MAP - 1)
        self._put(north)

    # --- roads -----------------------------------------------------------------------------------

    def _draw_roads(self) -> None:
        for road in self.geometry.roads.values():
            path = QPainterPath(QPointF(*road.points[0]))
            for point in road.points[1:]:
                path.lineTo(QPointF(*point))
            for colour, width, z in (
                (palette.ROAD_EDGE, 10.0, Z_ROAD),
                (palette.ROAD_FILL, 6.0, Z_ROAD + 0.1),
            ):
                item = QGraphicsPathItem(path)
                pen = QPen(colour, width)
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
                item.setPen(pen)
                item.setZValue(z)
                self._put(item)
            dashes = QGraphicsPathItem(path)
            dash_pen = QPen(QColor(140, 98, 57, 110), 1.2, Qt.PenStyle.DashLine)
            dashes.setPen(dash_pen)
            dashes.setZValue(Z_ROAD + 0.2)
            self._put(dashes)
            stroker = QPainterPathStroker()
            stroker.setWidth(16)
            stroker.setCapStyle(Qt.PenCapStyle.FlatCap)
            area = TargetArea(("road", road.id), stroker.createStroke(path), path)
            self._add_target(area)

    # --- villages --------------------------------------------------------------------------------

    def _draw_village(self, village) -> None:
        plot = QGraphicsEllipseItem(QRectF(-VILLAGE_LEN / 2, -VILLAGE_WID / 2, VILLAGE_LEN, VILLAGE_WID))
        plot.setBrush(QBrush(palette.VILLAGE_FILL))
        plot.setPen(QPen(palette.VILLAGE_EDGE, 2))
        plot.setPos(village.x, village.y)
        plot.setRotation(math.degrees(village.angle))
        plot.setZValue(Z_SITE)
        self._put(plot)
        slots = self._slots.setdefault(village.id, [])
        for dx, dy in slot_offsets(village):
            slot = QGraphicsEllipseItem(QRectF(-8, -8, 16, 16))
            slot.setPen(QPen(QColor(155, 107, 61, 150), 1.2, Qt.PenStyle.DotLine))
            slot.setBrush(QBrush(QColor(236, 217, 174, 140)))
            slot.setPos(village.x + dx, village.y + dy)
            slot.setZValue(Z_SITE + 0.1)
            self._put(slot)
            slots.append(slot)
        shape = QPainterPath()
        shape.addEllipse(QRectF(-VILLAGE_LEN / 2 - 2, -VILLAGE_WID / 2 - 2, VILLAGE_LEN + 4, VILLAGE_WID + 4))
        area = TargetArea(("village", village.id), shape)
        area.setPos(village.x, village.y)
        area.setRotation(math.degrees(village.angle))
        area.setToolTip(village_name(village.id))  # the log's words, never the id
        self._add_target(area)

    # --- cities ----------------------------------------------------------------------------------

    def _draw_city(self, city: City) -> None:
        shield = palette.shield_colour(city.shield)
        wall_colour = shield.darker(150) if city.shield != "white" else QColor("#8f8471")
        shadow = QGraphicsEllipseItem(QRectF(-CITY_R, -CITY_R, 2 * CITY_R, 2 * CITY_R))
        shadow.setBrush(QBrush(QColor(90, 60, 30, 60)))
        shadow.setPen(Qt.PenStyle.NoPen)
        shadow.setPos(city.x + 3, city.y + 4)
        shadow.setZValue(Z_SITE - 0.2)
        self._put(shadow)
        ground = QColor(shield)
        ground = QColor(
            int(ground.red() * 0.35 + 246 * 0.65),
            int(ground.green() * 0.35 + 236 * 0.65),
            int(ground.blue() * 0.35 + 214 * 0.65),
        )
        wall = QGraphicsEllipseItem(QRectF(-CITY_R, -CITY_R, 2 * CITY_R, 2 * CITY_R))
        wall.setBrush(QBrush(ground))
        wall.setPen(QPen(wall_colour, 3))
        wall.setPos(city.x, city.y)
        wall.setZValue(Z_SITE)
        self._put(wall)
        merlons = QGraphicsEllipseItem(QRectF(-CITY_R - 3, -CITY_R - 3, 2 * CITY_R + 6, 2 * CITY_R + 6))
        merlon_pen = QPen(wall_colour, 5)
        merlon_pen.setDashPattern([1.2, 1.2])
        merlon_pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        merlons.setPen(merlon_pen)
        merlons.setBrush(Qt.BrushStyle.NoBrush)
        merlons.setPos(city.x, city.y)
        merlons.setZValue(Z_SITE)
        self._put(merlons)
        ring = QGraphicsEllipseItem(QRectF(-CITY_R + 7, -CITY_R + 7, 2 * CITY_R - 14, 2 * CITY_R - 14))
        ring.setPen(QPen(QColor(shield.red(), shield.green(), shield.blue(), 120), 1.2))
        ring.setPos(city.x, city.y)
        ring.setZValue(Z_SITE + 0.1)
        self._put(ring)
        for index, (dx, dy) in enumerate(palace_sites()):
            width = 22.0 if index == 0 else 13.0
            site = QGraphicsPathItem(palace_path(width))
            site.setPen(QPen(QColor(120, 90, 60, 150), 1.0, Qt.PenStyle.DashLine))
            site.setBrush(QBrush(QColor(255, 255, 255, 90)))
            site.setPos(city.x + dx, city.y + dy)
            site.setZValue(Z_SITE + 0.2)
            self._put(site)
        self._draw_city_label(city, shield)
        shape = QPainterPath()
        shape.addEllipse(QPointF(0, 0), CITY_R + 2, CITY_R + 2)
        mark = QPainterPath()  # the mark of a legal city: just outside its merlons
        mark.addEllipse(QPointF(0, 0), CITY_R + 7, CITY_R + 7)
        area = TargetArea(("city", city.id), shape, mark)
        area.setPos(city.x, city.y)
        area.setToolTip(city.name)
        self._add_target(area)

    def _draw_city_label(self, city: City, shield: QColor) -> None:
        text = QGraphicsSimpleTextItem(city.name)
        text.setFont(label_font(12))
        text_rect = text.boundingRect()
        w, h = text_rect.width() + 34, text_rect.height() + 8
        plate_path = QPainterPath()
        plate_path.addRoundedRect(QRectF(-w / 2, -h / 2, w, h), 6, 6)
        plate = QGraphicsPathItem(plate_path)
        plate.setBrush(QBrush(QColor(255, 248, 230, 235)))
        plate.setPen(QPen(shield.darker(140) if city.shield != "white" else QColor("#8f8471"), 2))
        cos, sin = math.cos(city.label_angle), math.sin(city.label_angle)
        reach = min(
            (w / 2) / abs(cos) if abs(cos) > 1e-6 else 1e9,
            (h / 2) / abs(sin) if abs(sin) > 1e-6 else 1e9,
        )
        distance = CITY_R + 8 + reach
        plate.setPos(city.x + distance * cos, city.y + distance * sin)
        plate.setZValue(Z_TARGET + 1)
        plate.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        plate.setAcceptHoverEvents(False)
        self.scene.addItem(plate)
        self.plates.append(plate)
        badge = QGraphicsPathItem(shield_path(13), plate)
        badge.setBrush(QBrush(shield))
        badge.setPen(QPen(shield.darker(160) if city.shield != "white" else QColor("#6d6455"), 1.2))
        badge.setPos(-w / 2 + 12, 0)
        text.setParentItem(plate)
        for part in (text, badge):
            part.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        text.setBrush(QBrush(palette.INK))
        text.setPos(-w / 2 + 24, -text_rect.height() / 2)

    # --- start -----------------------------------------------------------------------------------

    def _draw_start(self) -> None:
        start_id, name, x, y = self.geometry.start
        for r, colour in ((26, QColor("#d9c08f")), (22, QColor("#cdb07a")), (18, palette.LAKE)):
            lake = QGraphicsEllipseItem(QRectF(-r * 1.35, -r, 2.7 * r, 2 * r))
            lake.setBrush(QBrush(colour))
            lake.setPen(QPen(palette.LAKE_EDGE if colour == palette.LAKE else QColor("#a88a55"), 1))
            lake.setPos(x, y)
            lake.setZValue(Z_SITE)
            self._put(lake)
        for k in range(3):
            ripple = QGraphicsPathItem()
            path = QPainterPath(QPointF(-10 + k * 4, -4 + k * 5))
            path.quadTo(QPointF(-4 + k * 4, -7 + k * 5), QPointF(2 + k * 4, -4 + k * 5))
            ripple.setPath(path)
            ripple.setPen(QPen(QColor(255, 255, 255, 170), 1.2))
            ripple.setPos(x, y)
            ripple.setZValue(Z_SITE + 0.1)
            self._put(ripple)
        label = QGraphicsSimpleTextItem(
            QCoreApplication.translate("MaharajaMap", "{name} · start").format(name=name)
        )
        label.setFont(label_font(10, bold=False))
        label.setBrush(QBrush(palette.INK))
        rect = label.boundingRect()
        label.setPos(x - rect.width() / 2, y - 28 - rect.height())
        label.setZValue(Z_SITE + 0.5)
        self._put(label)
        shape = QPainterPath()
        shape.addEllipse(QPointF(0, 0), 36, 27)
        area = TargetArea(("start", start_id), shape)
        area.setPos(x, y)
        self._add_target(area)

    def _add_target(self, area: TargetArea) -> None:
        self.scene.addItem(area)
        self.targets[area.key] = area
