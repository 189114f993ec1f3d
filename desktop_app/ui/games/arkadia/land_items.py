"""The Arkadia board's ground: the wooden table, the 12x16 landscape and the surface that takes the mouse.

Static things (meadow, grid, tents, the lot with its printed colours; B-1..B-3) are painted once by
``Landscape``, from a pixel cache (``layers.cached``). ``BoardSurface`` covers the grid and turns the
mouse into square hovers and clicks, so the pieces lying on it (``board_items.py``) never take the
mouse, and replacing them can never delete the item being clicked.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
)

from desktop_app.engine.squares import column_name, row_name
from desktop_app.games.arkadia import BoardLayout
from desktop_app.ui.games.arkadia import glyphs, palette
from desktop_app.ui.games.arkadia.board_items import inert
from desktop_app.ui.games.arkadia.palette import BOARD_H, BOARD_W, BOARD_X, BOARD_Y, CELL
from desktop_app.ui.games.board_text import readable_font
from desktop_app.ui.games.layers import cached


class Backdrop(QGraphicsItem):
    """The dark wooden table under the board, the panel and the cards."""

    def __init__(self) -> None:
        super().__init__()
        inert(self)
        cached(self)
        self.setZValue(-10)
        self._rect = QRectF(0, 0, palette.SCENE_W, palette.SCENE_H)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        gradient = QLinearGradient(QPointF(0, 0), QPointF(0, palette.SCENE_H))
        gradient.setColorAt(0, QColor("#4a3521"))
        gradient.setColorAt(1, QColor("#35261a"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(gradient))
        painter.drawRoundedRect(self.boundingRect(), 10, 10)


class Landscape(QGraphicsItem):
    """Meadow, grid, column letters and row numbers (``engine.squares``: the names the tooltips and
    the log give the squares), tents and the bare lot with its printed colours."""

    def __init__(self, layout: BoardLayout) -> None:
        super().__init__()
        self.tents = [tuple(sq) for sq in layout["tents"]]
        self.lot = [tuple(sq) for sq in layout["lot"]["squares"]]
        self.printed = {
            tuple(int(v) for v in key.split(",")): fam for key, fam in layout["lot"]["printed"].items()
        }
        inert(self)
        cached(self)
        self.setZValue(0)
        self._rect = QRectF(BOARD_X - 18, BOARD_Y - 18, BOARD_W + 36, BOARD_H + 36)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        frame = QRectF(BOARD_X - 10, BOARD_Y - 10, BOARD_W + 20, BOARD_H + 20)
        painter.setPen(QPen(palette.FRAME.darker(130), 2))
        painter.setBrush(palette.FRAME)
        painter.drawRoundedRect(frame, 8, 8)
        field = QRectF(BOARD_X, BOARD_Y, BOARD_W, BOARD_H)
        gradient = QLinearGradient(field.topLeft(), field.bottomRight())
        gradient.setColorAt(0, palette.MEADOW.lighter(106))
        gradient.setColorAt(1, palette.MEADOW.darker(104))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(gradient))
        painter.drawRect(field)
        painter.setBrush(QColor(255, 255, 255, 18))
        for r in range(palette.ROWS):
            for c in range(palette.COLS):
                if (r + c) % 2 == 0:
                    painter.drawRect(palette.square_rect(r, c))
        painter.setPen(QPen(palette.GRID, 1))
        for c in range(palette.COLS + 1):
            x = BOARD_X + c * CELL
            painter.drawLine(QPointF(x, BOARD_Y), QPointF(x, BOARD_Y + BOARD_H))
        for r in range(palette.ROWS + 1):
            y = BOARD_Y + r * CELL
            painter.drawLine(QPointF(BOARD_X, y), QPointF(BOARD_X + BOARD_W, y))
        for sq in self.tents:
            glyphs.paint_tent(painter, palette.square_centre(*sq), CELL * 0.62)
        lot_rect = QRectF()
        for sq in self.lot:
            lot_rect = (
                lot_rect.united(palette.square_rect(*sq))
                if not lot_rect.isNull()
                else palette.square_rect(*sq)
            )
        painter.setPen(QPen(palette.LOT_EDGE, 2.4))
        painter.setBrush(palette.LOT)
        painter.drawRoundedRect(lot_rect.adjusted(-3, -3, 3, 3), 5, 5)
        painter.setPen(QPen(palette.LOT_EDGE.lighter(130), 1))
        for sq in self.lot:
            rect = palette.square_rect(*sq).adjusted(2, 2, -2, -2)
            painter.setBrush(QColor("#c7bca9"))
            painter.drawRect(rect)
            family = self.printed.get(sq)
            if family:
                painter.setBrush(palette.family_colour(family).lighter(115))
                painter.drawRect(rect.adjusted(5, 5, -5, -5))
        painter.setPen(QColor(255, 255, 255, 160))
        self._paint_coordinates(painter)

    def _paint_coordinates(self, painter: QPainter) -> None:
        """Column letters above the grid, row numbers left of it, in the frame: at least 9 px on
        the screen (a fitted board drew them 5 px high), flush against the grid."""
        font = readable_font(painter, palette.font(7, bold=False, serif=False))
        painter.setFont(font)
        high = QFontMetricsF(font).height()
        for c in range(palette.COLS):
            painter.drawText(
                QRectF(BOARD_X + c * CELL, BOARD_Y - high, CELL, high),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                column_name(c),
            )
        for r in range(palette.ROWS):
            painter.drawText(
                QRectF(0, BOARD_Y + r * CELL, BOARD_X - 2, CELL),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                row_name(r),
            )


class BoardSurface(QGraphicsObject):
    """An invisible sheet over the grid: reports the square under the mouse and clicks on squares."""

    hovered = Signal(object)  # (r, c) or None
    clicked = Signal(object, object)  # (r, c), Qt.MouseButton

    def __init__(self) -> None:
        super().__init__()
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)  # a sheet nobody sees
        self.setZValue(40)
        self._last: tuple[int, int] | None = None
        #: False while the seat at the screen has nothing to do: clicks then fall through to the
        #: view, which pans the board on a drag.
        self.takes_clicks = False
        self._rect = QRectF(BOARD_X, BOARD_Y, BOARD_W, BOARD_H)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        return

    def _report(self, pos: QPointF) -> tuple[int, int] | None:
        square = palette.square_at(pos.x(), pos.y())
        if square != self._last:
            self._last = square
            self.hovered.emit(square)
        return square

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._report(event.pos())

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._report(event.pos())

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._last = None
        self.hovered.emit(None)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        square = self._report(event.pos())
        if square is None or not self.takes_clicks:
            event.ignore()
            return
        event.accept()
        self.clicked.emit(square, event.button())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
