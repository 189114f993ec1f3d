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
    #: The pointer came (True) or left (False); carries what a click would pick.
    hovered = Signal(object, bool)

    def __init__(self) -> None:
        super().__init__()
        self.active = False
        #: Not pickable now, but a click is answered with the engine's reason (issue 19).
        self.explains = False
        self.selected = False
        self.under_pointer = False
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setZValue(20)

    def picked(self) -> Any:
        """What ``clicked`` carries."""
        raise NotImplementedError

    def set_active(self, active: bool) -> None:
        if active != self.active or not self.hasCursor():  # setting a cursor costs, every sync did it
            self.active = active
            self.setCursor(Qt.CursorShape.PointingHandCursor if active else Qt.CursorShape.ArrowCursor)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.under_pointer = True
        self.update()
        self.hovered.emit(self.picked(), True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.under_pointer = False
        self.update()
        self.hovered.emit(self.picked(), False)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if (self.active or self.explains) and self.boundingRect().contains(event.pos()):
            self.clicked.emit(self.picked())
        event.accept()
