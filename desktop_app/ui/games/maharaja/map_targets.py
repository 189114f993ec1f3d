"""The clickable places of the Maharaja map: an invisible area over each city, village, road and
the start, which glows when its place is a legal target and reports the mouse.

The areas stay items of the board's scene (the rest of the map is cached in layers, ``map_items.py``),
since they take the mouse and change with every sync; nothing here knows the game state: the board
lights them from the legal actions.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from desktop_app.ui.games.maharaja.glow import GlowCache

#: Where the target areas lie: a road's glow under the villages and cities (``map_items.Z_SITE``),
#: every other place's over them and over the pieces.
Z_TARGET_ROAD = 2.5
Z_TARGET = 20

#: Key of a clickable place: ("city" | "village" | "road" | "start", id)
TargetKey = tuple[str, str]


class TargetArea(QGraphicsObject):
    """An invisible clickable area over a place; it glows when its place is a legal target.

    States: ``off`` (not a target now), ``on`` (a legal target: glow and outline, issue 19) and
    hovered (thicker). An area that is off but ``explains`` still takes a click, so the board can
    say why it is not a target.
    """

    hovered = Signal(object, bool)
    clicked = Signal(object)

    def __init__(self, key: TargetKey, shape: QPainterPath, outline: QPainterPath | None = None) -> None:
        super().__init__()
        self.key = key
        self._shape = shape
        self._outline = outline if outline is not None else shape
        self.active = False
        self.is_hovered = False
        self.emphasis = False  # drawn as if hovered (e.g. the road of a hovered travel city)
        #: Not a target, but a click on it is answered with the engine's reason.
        self.explains = False
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setZValue(Z_TARGET_ROAD if key[0] == "road" else Z_TARGET)
        bounds = self._outline.boundingRect().united(self._shape.boundingRect())
        self._bounds = bounds.adjusted(-10, -10, 10, 10)
        self._glow = GlowCache(self._outline, self._bounds, fill=key[0] != "road")
        self._lit = True
        self._show_contents()

    def _show_contents(self) -> None:
        """Only a lit area has anything to paint: the others are not even asked to (each paint
        call from Qt into Python costs more than drawing a glow, and most areas are dark)."""
        lit = self.active or self.emphasis
        if lit != self._lit:
            scene = self.scene()
            if not lit and scene is not None:
                # Qt drops the update of an item without contents: erase the glow through the scene
                scene.update(self.sceneBoundingRect())
            self._lit = lit
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, not lit)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._shape

    def set_active(self, active: bool) -> None:
        if active != self.active:
            self.active = active
            self.setCursor(Qt.CursorShape.PointingHandCursor if active else Qt.CursorShape.ArrowCursor)
            self._show_contents()
            self.update()

    def set_emphasis(self, emphasis: bool) -> None:
        if emphasis != self.emphasis:
            self.emphasis = emphasis
            self._show_contents()
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not (self.active or self.emphasis):
            return
        self._glow.paint(painter, self.emphasis or (self.is_hovered and self.active))

    def hoverEnterEvent(self, event) -> None:
        self.is_hovered = True
        self.update()
        self.hovered.emit(self.key, True)

    def hoverMoveEvent(self, event) -> None:
        if not self.is_hovered:  # forgotten at a sync while the mouse stayed here: glow again
            self.hoverEnterEvent(event)

    def forget_hover(self) -> None:
        """Drop a hover the mouse may have left long ago (a hand-over, an undo from the menu)."""
        if self.is_hovered:
            self.is_hovered = False
            self.update()

    def hoverLeaveEvent(self, event) -> None:
        self.is_hovered = False
        self.update()
        self.hovered.emit(self.key, False)

    def mousePressEvent(self, event) -> None:
        if (self.active or self.explains) and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event) -> None:
        if (self.active or self.explains) and self.contains(event.pos()):
            self.clicked.emit(self.key)
