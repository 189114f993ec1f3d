"""A small scene item that behaves like a button: lifts under the pointer when it may be picked,
and reports a click only when the press is released over it (dragging off cancels, as with any
button). Cards on the table and pieces in the castle pools are such items.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent


class PickableItem(QGraphicsObject):
    """Subclasses draw themselves and say what a click picks (``picked``)."""

    clicked = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.active = False
        self.selected = False
        self.under_pointer = False
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setZValue(20)

    def picked(self) -> Any:
        """What ``clicked`` carries."""
        raise NotImplementedError

    def set_active(self, active: bool) -> None:
        self.active = active
        self.setCursor(Qt.CursorShape.PointingHandCursor if active else Qt.CursorShape.ArrowCursor)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.under_pointer = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.under_pointer = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.active and self.boundingRect().contains(event.pos()):
            self.clicked.emit(self.picked())
        event.accept()
