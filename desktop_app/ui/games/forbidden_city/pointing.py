"""What pointing at the maze means on the Forbidden City board, beyond a legal click (issue 19).

- The keyboard walks what a click would choose (``focus_targets``): with an official picked
  up, its lit destinations (the target pavilion's entrance first), then the other movable
  officials; otherwise the movable officials, in reading order.
- A square that is not lit, or an official that is not, answers "why not?" from the engine:
  the move to that square goes through ``apply`` (F-4.1, F-4.3, F-4.7), an official through
  the engine's ``official_refusal`` (F-1.4, F-4.7, or the phase's own refusal).
- ``SquareProbe`` is an invisible item over the 15x15 grid that reports the square under the
  pointer, under the officials and the lit squares, so those still take their own clicks.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent, QWidget

from desktop_app.engine.action import Action
from desktop_app.engine.errors import IllegalAction
from desktop_app.engine.seats import Seat
from desktop_app.games.forbidden_city import CourtView, official_refusal, square_name
from desktop_app.ui.games.focus import FocusTarget
from desktop_app.ui.games.forbidden_city.geometry import CELL, GRID_X, GRID_Y, SIZE, square_at
from desktop_app.ui.games.forbidden_city.pieces import DestinationItem, OfficialItem
from desktop_app.ui.games.forbidden_city.texts import official_text

Square = tuple[int, int]
Official = tuple[str, str]


class CourtBoard(Protocol):
    """What of the board these questions read (the board itself, ``board.py``)."""

    view: CourtView | None
    seat: Seat | None
    interactive: bool
    selected: Official | None
    officials: dict[Official, OfficialItem]
    destinations: list[DestinationItem]
    _moves: dict[Official, list[Action]]

    def why_not(self, view: Any, seat: Seat | None, action: Action) -> IllegalAction | None: ...
    def state_for_why(self, view: Any, seat: Seat | None) -> Any | None: ...
    def refusal_text(self, error: IllegalAction | None, place: str = "") -> str: ...


class SquareProbe(QGraphicsObject):
    """The grid's squares as one invisible item: which square the pointer is on, and clicks on
    squares that nothing else on the board takes (``takes_clicks`` while an official is picked)."""

    hovered = Signal(object)  # (col, row), or None when the pointer left the grid
    clicked = Signal(object)  # (col, row)

    def __init__(self) -> None:
        super().__init__()
        self.takes_clicks = False
        self._at: Square | None = None
        self.setZValue(1)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setFlag(QGraphicsObject.GraphicsItemFlag.ItemHasNoContents, True)

    def boundingRect(self) -> QRectF:
        return QRectF(GRID_X, GRID_Y, CELL * SIZE, CELL * SIZE)

    def paint(self, painter: QPainter, option: Any, widget: QWidget | None = None) -> None:
        return None  # invisible: it only reports squares

    def _report(self, square: Square | None) -> None:
        if square != self._at:
            self._at = square
            self.hovered.emit(square)

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._report(square_at(event.pos().x(), event.pos().y()))

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hoverMoveEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._report(None)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.takes_clicks and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        square = square_at(event.pos().x(), event.pos().y())
        if self.takes_clicks and square is not None:
            self.clicked.emit(square)


def _reading(item: QGraphicsObject) -> tuple[float, float]:
    point = item.scenePos()
    return round(point.y()), point.x()


def _official_name(official: Official, chosen: bool) -> str:
    text = official_text(official)
    if chosen:
        return QCoreApplication.translate("CourtPointing", "The {official} official (picked up)").format(
            official=text
        )
    return QCoreApplication.translate(
        "CourtPointing", "The {official} official: pick it up to move it"
    ).format(official=text)


def _destination_name(item: DestinationItem) -> str:
    if item.entering:
        return QCoreApplication.translate("CourtPointing", "Enter the target pavilion")
    return QCoreApplication.translate("CourtPointing", "Move to square {square}").format(
        square=square_name(item.action["to"])
    )


def focus_targets(board: CourtBoard) -> list[FocusTarget]:
    """Lit destinations (entering first), then the movable officials, in reading order."""
    targets = []
    if board.selected is not None:
        for spot in sorted(board.destinations, key=lambda d: (not d.entering, *_reading(d))):
            rect = spot.mapRectToScene(spot.shape().boundingRect())
            key = ("to", tuple(spot.action["to"]))
            targets.append(FocusTarget(key, rect, _destination_name(spot), False))
    movable = [board.officials[o] for o in board._moves if o in board.officials]
    for item in sorted(movable, key=_reading):
        rect = item.mapRectToScene(item.shape().boundingRect())
        name = _official_name(item.official, item.official == board.selected)
        targets.append(FocusTarget(("official", item.official), rect, name, False))
    return targets


def why_square(board: CourtBoard, square: Square) -> str:
    """Why the picked-up official cannot go to ``square`` ('' when it can, or none is picked up)."""
    if not board.interactive or board.selected is None:
        return ""
    if any(tuple(d.action["to"]) == square for d in board.destinations):
        return ""
    action = Action.make("move", official=list(board.selected), to=list(square))
    error = board.why_not(board.view, board.seat, action)
    place = QCoreApplication.translate("CourtPointing", "Square {square}").format(square=square_name(square))
    return board.refusal_text(error, place)


def why_official(board: CourtBoard, official: Official) -> str:
    """Why ``official`` cannot be moved now ('' when it can)."""
    if not board.interactive or official in board._moves:
        return ""
    state = board.state_for_why(board.view, board.seat)
    if state is None or board.seat is None:
        return ""
    error = official_refusal(state, board.seat, list(official))
    name = QCoreApplication.translate("CourtPointing", "The {official} official").format(
        official=official_text(official)
    )
    return board.refusal_text(error, name)
