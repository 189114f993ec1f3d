"""What a suggested action looks like on a board: the ghost's shapes, and the item that paints them.

A hint (issue 35, item 3) and "Show the better move" in review (item 1) draw one action the
computer suggests over the board without taking it: the places it names (a city, a village, the
squares a building would cover, a worker's square) as translucent areas, the way it goes (a road,
an official's slide) as a translucent line with an arrow, and the side panel's button that would
take it with a golden glow. Each board says which shapes an action has (``Board.ghost_marks``),
from the action and what the board already drew from its last view; nothing here reads a state.

``ui/ghost.py`` puts the marks on a board and takes them off again.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

#: Over the pieces and the legal-target marks of every board, under the keyboard's focus ring.
Z_GHOST = 94
#: The ghost's colour: a light blue-violet, apart from the legal targets' amber and every seat
#: colour's hue, translucent so the board under it stays readable.
GHOST = QColor(120, 170, 255)
#: The dark edge that keeps the ghost visible on light ground (lightness, not hue).
EDGE = QColor(20, 20, 70)
#: How wide a ghost line is drawn, in scene units.
LINE_WIDTH = 9.0


@dataclass
class GhostMarks:
    """The shapes of one suggested action on one board, in scene coordinates.

    ``areas``: closed outlines (a city, a building on its squares); ``lines``: polylines gone
    along in order (a road, a slide), drawn with an arrow at the end; ``controls``: object names
    of buttons in the board's side widget that take the action (``tag_control``).
    """

    areas: list[QPainterPath] = field(default_factory=list)
    lines: list[list[QPointF]] = field(default_factory=list)
    controls: list[str] = field(default_factory=list)

    def empty(self) -> bool:
        return not (self.areas or self.lines or self.controls)

    def on_board(self) -> bool:
        """Is anything drawn in the scene (not only a glowing button)?"""
        return bool(self.areas or self.lines)


def circle(centre: QPointF, radius: float) -> QPainterPath:
    """A round area around ``centre`` (a city, a village, a square's middle)."""
    path = QPainterPath()
    path.addEllipse(centre, radius, radius)
    return path


def box(rect: QRectF, round_by: float = 6.0) -> QPainterPath:
    """A rectangular area (a card, a square)."""
    path = QPainterPath()
    path.addRoundedRect(rect, round_by, round_by)
    return path


def _arrow_head(points: list[QPointF]) -> QPolygonF:
    """A filled triangle at the last point, pointing along the last segment."""
    tip, before = points[-1], points[-2]
    angle = math.atan2(tip.y() - before.y(), tip.x() - before.x())
    size = LINE_WIDTH * 2.4
    left = QPointF(tip.x() - size * math.cos(angle - 0.45), tip.y() - size * math.sin(angle - 0.45))
    right = QPointF(tip.x() - size * math.cos(angle + 0.45), tip.y() - size * math.sin(angle + 0.45))
    return QPolygonF([tip, left, right])


class GhostItem(QGraphicsItem):
    """Paints ``GhostMarks``'s areas and lines; takes no mouse, so the board plays on under it."""

    def __init__(self, marks: GhostMarks) -> None:
        super().__init__()
        self.marks = marks
        self.setZValue(Z_GHOST)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self._rect = self._bounds()

    def _bounds(self) -> QRectF:
        rect = QRectF()
        for area in self.marks.areas:
            rect = rect.united(area.boundingRect())
        for line in self.marks.lines:
            rect = rect.united(QPolygonF(line).boundingRect())
        grow = LINE_WIDTH * 3
        return rect.adjusted(-grow, -grow, grow, grow)

    def boundingRect(self) -> QRectF:
        return self._rect

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        for area in self.marks.areas:
            path.addPath(area)
        stroker = QPainterPathStroker()
        stroker.setWidth(LINE_WIDTH)
        for line in self.marks.lines:
            if len(line) > 1:
                path.addPath(stroker.createStroke(_polyline(line)))
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(GHOST)
        fill.setAlpha(120)
        dashes = QPen(EDGE, 3.0, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)
        for area in self.marks.areas:
            painter.setPen(QPen(QColor(255, 255, 255, 200), 7.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(area)
            painter.setPen(dashes)
            painter.setBrush(fill)
            painter.drawPath(area)
        for line in self.marks.lines:
            if len(line) < 2:
                continue
            path = _polyline(line)
            colour = QColor(GHOST)
            colour.setAlpha(170)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(_round_pen(QColor(255, 255, 255, 190), LINE_WIDTH + 5))
            painter.drawPath(path)
            painter.setPen(_round_pen(colour, LINE_WIDTH))
            painter.drawPath(path)
            painter.setPen(QPen(EDGE, 2.0))
            painter.setBrush(QColor(GHOST))
            painter.drawPolygon(_arrow_head(line))


def _polyline(points: list[QPointF]) -> QPainterPath:
    path = QPainterPath(points[0])
    for point in points[1:]:
        path.lineTo(point)
    return path


def _round_pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen
