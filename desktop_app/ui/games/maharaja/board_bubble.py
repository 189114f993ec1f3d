"""The hint bubble beside a place of the Maharaja map: what a click there does now.

The pointer and the keyboard focus both show it (a travel target tells its fare and roads, from
``board_travel.py``); it is drawn over the focus ring, beside a city on the side away from its name
plate. A part of ``MaharajaBoard`` of its own, with the words it says.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene, QGraphicsSimpleTextItem

from desktop_app.ui.games.focus import Z_FOCUS
from desktop_app.ui.games.maharaja import palette
from desktop_app.ui.games.maharaja.geometry import CANVAS_H, CITY_R, MapGeometry
from desktop_app.ui.games.maharaja.interaction import Selection, mode_label
from desktop_app.ui.games.maharaja.map_items import TargetKey, label_font
from desktop_app.ui.games.maharaja.panel import SCENE_W
from desktop_app.ui.marks import QT_TRANSLATE_NOOP

#: What a click on a place does, by mode (``{place}``: the city or village), English and marked
#: for translation; ``_HOVER_FINAL``: the second click of a two-place mode.
_HOVER = {
    "place_start_house": QT_TRANSLATE_NOOP("MaharajaBoard", "Place a starting house in {place}"),
    "build_house": QT_TRANSLATE_NOOP("MaharajaBoard", "Build a house in {place}"),
    "free_house": QT_TRANSLATE_NOOP("MaharajaBoard", "Build a free house in {place}"),
    "build_palace": QT_TRANSLATE_NOOP("MaharajaBoard", "Build a palace in {place}"),
    "build_two_houses": QT_TRANSLATE_NOOP("MaharajaBoard", "First house in {place}"),
    "move_house": QT_TRANSLATE_NOOP("MaharajaBoard", "Move your house from {place}"),
    "free_move": QT_TRANSLATE_NOOP("MaharajaBoard", "Move your house from {place}"),
    "build_palace_house": QT_TRANSLATE_NOOP("MaharajaBoard", "Palace in {place}"),
}
_HOVER_FINAL = {
    "build_two_houses": QT_TRANSLATE_NOOP("MaharajaBoard", "Second house in {place}"),
    "move_house": QT_TRANSLATE_NOOP("MaharajaBoard", "Move the house to {place}"),
    "free_move": QT_TRANSLATE_NOOP("MaharajaBoard", "Move the house to {place} (free)"),
    "build_palace_house": QT_TRANSLATE_NOOP("MaharajaBoard", "The extra house in {place}"),
}


class HoverBubble:
    """The hint bubble of ``MaharajaBoard`` (what it reads of the board is declared below)."""

    if TYPE_CHECKING:  # what MaharajaBoard and its base Board provide
        scene: QGraphicsScene
        geometry: MapGeometry
        selection: Selection
        city_names: dict[str, str]
        #: Made once by ``_make_bubble`` as the board is built.
        _bubble: QGraphicsPathItem

        def _travel_text(self, kind: str, ident: str) -> tuple[str, str, list[str]]: ...

    def hover_hint(self, key: TargetKey) -> str:
        """What a click on this place does now, in words (the action is taken from legal)."""
        kind, ident = key
        if self.selection.mode == "travel":
            return self._travel_text(kind, ident)[0]
        mode = self.selection.mode or ""
        kind_name = mode.removeprefix("chip:")
        final = self.selection.targets().get(ident) is not None
        template = _HOVER_FINAL.get(kind_name) if final else None
        template = template or _HOVER.get(kind_name)
        if template is None:
            text = mode_label(mode)
        else:
            if kind == "road":
                place = QCoreApplication.translate("MaharajaBoard", "this road")
            else:
                place = self.city_names.get(ident) or QCoreApplication.translate(
                    "MaharajaBoard", "this village"
                )
            text = QCoreApplication.translate("MaharajaBoard", template).format(place=place)
        if mode.startswith("chip:"):
            return QCoreApplication.translate("MaharajaBoard", "Chip: {action}").format(action=text)
        return text

    def _make_bubble(self) -> QGraphicsPathItem:
        bubble = QGraphicsPathItem()
        bubble.setBrush(QBrush(QColor("#fffaf0")))
        bubble.setPen(QPen(palette.HOVER_EDGE, 1.6))
        # Over the keyboard's focus ring too: the ring circles the very city the bubble speaks
        # of and hid part of its text ("Travel to Ajmer: free" read "Travel to Ajmer: ▮ee").
        bubble.setZValue(Z_FOCUS + 1)
        bubble.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        text = QGraphicsSimpleTextItem(bubble)
        text.setFont(label_font(10))
        text.setBrush(QBrush(palette.INK))
        bubble.hide()
        self.scene.addItem(bubble)
        self._bubble_text = text
        return bubble

    def _show_bubble(self, text: str, key: TargetKey) -> None:
        """A hint beside a place: for a city on the side away from its name plate."""
        self._bubble_text.setText(text)
        rect = self._bubble_text.boundingRect()
        w, h = rect.width() + 16, rect.height() + 10
        path = QPainterPath()
        path.addRoundedRect(QRectF(-w / 2, -h / 2, w, h), 6, 6)
        self._bubble.setPath(path)
        self._bubble_text.setPos(-w / 2 + 8, -h / 2 + 5)
        kind, ident = key
        if kind == "city":
            city = self.geometry.cities[ident]
            x0, y0, radius = city.x, city.y, CITY_R + 12
            dx, dy = -math.cos(city.label_angle), -math.sin(city.label_angle)
        else:
            x0, y0 = self.geometry.position(ident) if kind != "road" else self.geometry.roads[ident].points[0]
            radius, dx, dy = 22, 0.0, -1.0
        reach = radius + min(w / 2 / max(abs(dx), 1e-6), h / 2 / max(abs(dy), 1e-6))
        x = min(max(x0 + dx * reach, w / 2 + 4), SCENE_W - w / 2 - 4)
        y = min(max(y0 + dy * reach, h / 2 + 4), CANVAS_H - h / 2 - 4)
        self._bubble.setPos(x, y)
        self._bubble.show()

    def _hide_bubble(self) -> None:
        self._bubble.hide()

    @property
    def bubble_text(self) -> str:
        """The hover hint now shown ('' when hidden), e.g. the travel fare."""
        return self._bubble_text.text() if self._bubble.isVisible() else ""
