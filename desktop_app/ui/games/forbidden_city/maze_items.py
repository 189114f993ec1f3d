"""The static palace maze (F-1.1, F-1.2, F-10) and the eight pavilions with their stacks (F-1.3).

The maze is one item that paints floor, start area, walls and gates from ``board_layout()``;
pavilions are items of their own because their stack size, the target glow and the d8 change
with the View. The board paints all of them from pixel caches (``layers.cached``), so a setter
calls ``update()`` only when what it shows changed.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from desktop_app.engine.squares import column_name, row_name
from desktop_app.games.forbidden_city import BoardLayout, PavilionLayout
from desktop_app.ui.games.board_text import readable_font
from desktop_app.ui.games.forbidden_city import glyphs, palette, sprites, texts
from desktop_app.ui.games.forbidden_city.geometry import (
    BOARD_RIGHT,
    CELL,
    GRID_X,
    GRID_Y,
    PAVILION_W,
    SCENE_H,
    SIZE,
    PavilionSpot,
    centre,
)


class MazeItem(QGraphicsItem):
    """Floor, start area, walls and the outer frame, drawn once (the maze never changes)."""

    def __init__(self, layout: BoardLayout) -> None:
        super().__init__()
        self.walls = [tuple(tuple(sq) for sq in wall) for wall in layout["walls"]]
        start = layout["start_area"]
        self.start_min, self.start_max = start["min"], start["max"]
        self.entrances = {tuple(p["entrance"]): p for p in layout["pavilions"]}
        self.setZValue(0)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, BOARD_RIGHT, SCENE_H)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        outer = QRectF(4, 4, BOARD_RIGHT - 8, SCENE_H - 8)
        gradient = QLinearGradient(outer.topLeft(), outer.bottomRight())
        gradient.setColorAt(0, QColor("#7c2015"))
        gradient.setColorAt(1, QColor("#5a150d"))
        painter.setPen(QPen(palette.ROOF, 3))
        painter.setBrush(QBrush(gradient))
        painter.drawRoundedRect(outer, 14, 14)
        grid = QRectF(GRID_X, GRID_Y, CELL * SIZE, CELL * SIZE)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(palette.STONE)
        painter.drawRect(grid)
        self._paint_floor(painter)
        self._paint_start(painter)
        self._paint_entrances(painter)
        self._paint_walls(painter, grid)
        self._paint_coordinates(painter)

    def _paint_floor(self, painter: QPainter) -> None:
        painter.setPen(QPen(palette.STONE_LINE, 1))
        for k in range(1, SIZE):
            painter.drawLine(
                QPointF(GRID_X + k * CELL, GRID_Y), QPointF(GRID_X + k * CELL, GRID_Y + SIZE * CELL)
            )
            painter.drawLine(
                QPointF(GRID_X, GRID_Y + k * CELL), QPointF(GRID_X + SIZE * CELL, GRID_Y + k * CELL)
            )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 10))
        for col in range(SIZE):
            for row in range(SIZE):
                if (col + row) % 2:
                    painter.drawRect(QRectF(GRID_X + col * CELL, GRID_Y + row * CELL, CELL, CELL))

    def _paint_start(self, painter: QPainter) -> None:
        """F-1.2: the start area as a red-carpeted courtyard."""
        lo, hi = self.start_min, self.start_max
        rect = QRectF(GRID_X + lo * CELL, GRID_Y + lo * CELL, (hi - lo + 1) * CELL, (hi - lo + 1) * CELL)
        painter.setPen(QPen(palette.START_EDGE, 3))
        painter.setBrush(palette.START_FLOOR)
        painter.drawRect(rect.adjusted(1, 1, -1, -1))
        painter.setPen(QPen(QColor("#e7d3a8"), 1))
        for k in range(lo + 1, hi + 1):
            painter.drawLine(
                QPointF(GRID_X + k * CELL, rect.top() + 2), QPointF(GRID_X + k * CELL, rect.bottom() - 2)
            )
            painter.drawLine(
                QPointF(rect.left() + 2, GRID_Y + k * CELL), QPointF(rect.right() - 2, GRID_Y + k * CELL)
            )
        painter.setPen(QPen(palette.START_EDGE, 1, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect.adjusted(6, 6, -6, -6))

    def _paint_entrances(self, painter: QPainter) -> None:
        for (col, row), p in self.entrances.items():
            fill = QColor(palette.colour(p["colour"]))
            fill.setAlpha(70)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawRect(QRectF(GRID_X + col * CELL, GRID_Y + row * CELL, CELL, CELL))

    def _paint_walls(self, painter: QPainter, grid: QRectF) -> None:
        pen = QPen(palette.WALL, 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        for (c1, r1), (c2, r2) in self.walls:
            if r1 == r2:  # column neighbours: a vertical wall between them
                x = GRID_X + max(c1, c2) * CELL
                painter.drawLine(QPointF(x, GRID_Y + r1 * CELL), QPointF(x, GRID_Y + (r1 + 1) * CELL))
            else:
                y = GRID_Y + max(r1, r2) * CELL
                painter.drawLine(QPointF(GRID_X + c1 * CELL, y), QPointF(GRID_X + (c1 + 1) * CELL, y))
        # the frame is a wall too (F-1.1), with a gate to each pavilion
        painter.setPen(QPen(palette.FRAME, 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.SquareCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(grid)
        painter.setPen(QPen(palette.ROOF, 1.5))
        painter.drawRect(grid.adjusted(-5, -5, 5, 5))
        for (col, row), p in self.entrances.items():
            self._paint_gate(painter, col, row, p)

    def _paint_gate(self, painter: QPainter, col: int, row: int, pavilion: PavilionLayout) -> None:
        fill = palette.colour(pavilion["colour"])
        painter.setPen(QPen(palette.ROOF_DARK, 1.5))
        painter.setBrush(palette.ROOF)
        for oc, orow in pavilion["outside"]:
            dc, dr = oc - col, orow - row
            cx, cy = centre(col, row)
            x, y = cx + dc * CELL / 2, cy + dr * CELL / 2
            if dc:
                rect = QRectF(x - 6, y - CELL * 0.36, 12, CELL * 0.72)
            else:
                rect = QRectF(x - CELL * 0.36, y - 6, CELL * 0.72, 12)
            painter.setBrush(palette.ROOF)
            painter.drawRoundedRect(rect, 3, 3)
            painter.setBrush(fill)
            painter.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 2, 2)

    def _paint_coordinates(self, painter: QPainter) -> None:
        """Column letters under the grid, row numbers right of it: at least 9 px on the screen
        (a fitted board drew them 4 px high), growing away from the grid into the rim."""
        font = readable_font(painter, glyphs.font(7.5, bold=False, serif=False))
        painter.setFont(font)
        painter.setPen(QColor("#e9c98a"))
        high = QFontMetricsF(font).height()
        for k in range(SIZE):
            x, _ = centre(k, 0)
            painter.drawText(
                QRectF(x - CELL / 2, GRID_Y + SIZE * CELL + 7, CELL, high),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                column_name(k),
            )
            _, y = centre(0, k)
            painter.drawText(
                QRectF(GRID_X + SIZE * CELL + 8, y - high / 2, GRID_X - 12, high),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                row_name(k),
            )


class PavilionItem(QGraphicsObject):
    """A pavilion with its face-down card stack (count shown, order hidden, F-8.1)."""

    def __init__(self, spot: PavilionSpot) -> None:
        super().__init__()
        self.spot = spot
        self.size = 3
        self.remaining: list[str] = []
        self.target = False
        self.letters = False
        self.setPos(spot.x, spot.y)
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        dx, dy = self.spot.stack_x - self.spot.x, self.spot.stack_y - self.spot.y
        return QRectF(-46, -46, 92, 92).united(QRectF(dx - 30, dy - 34, 60, 68))

    def set_state(self, size: int, remaining: list[str], target: bool, letters: bool) -> None:
        if (size, list(remaining), target, letters) == (self.size, self.remaining, self.target, self.letters):
            return  # unchanged: the cached picture stays (``layers.cached``)
        self.size, self.remaining, self.target, self.letters = size, list(remaining), target, letters
        left = (
            ", ".join(texts.word(r) for r in remaining)
            if remaining
            else QCoreApplication.translate("PavilionItem", "none")
        )
        colour = texts.word(self.spot.colour)
        head = (
            QCoreApplication.translate("PavilionItem", "Pavilion {n} ({colour}) — the TARGET")
            if target
            else QCoreApplication.translate("PavilionItem", "Pavilion {n} ({colour})")
        ).format(n=self.spot.number, colour=colour)
        stack = QCoreApplication.translate("PavilionItem", "Cards left: {n} — {cards} (order hidden)").format(
            n=size, cards=left
        )
        self.setToolTip(f"{head}\n{stack}")
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        left = QCoreApplication.translate("PavilionItem", "{n} left").format(n=self.size)
        look = ("pavilion", self.spot.number, self.size, self.target, self.letters, left)
        sprites.draw(painter, look, self.boundingRect(), lambda p: self._paint(p, left))

    def _paint(self, painter: QPainter, left: str) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.target:
            glow = QColor(palette.HIGHLIGHT)
            glow.setAlpha(170)
            painter.setPen(QPen(palette.HIGHLIGHT_EDGE, 3))
            painter.setBrush(glow)
            painter.drawEllipse(QPointF(0, 2), 36, 34)
        glyphs.paint_pavilion(painter, self.spot.colour, self.spot.number, PAVILION_W, self.letters)
        dx, dy = self.spot.stack_x - self.spot.x, self.spot.stack_y - self.spot.y
        painter.save()
        painter.translate(dx, dy - 4)
        for k in range(self.size):
            painter.save()
            painter.translate(-3 * k, -3 * k)
            glyphs.paint_card_back(painter, self.spot.colour, 26)
            painter.restore()
        if self.size == 0:
            painter.setPen(QPen(QColor("#e9c98a"), 1, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-13, -18, 26, 36), 3, 3)
        painter.setFont(glyphs.font(9, serif=False))
        painter.setPen(QColor("#fff3d6"))
        painter.drawText(
            QRectF(-30, 20, 60, 14),
            Qt.AlignmentFlag.AlignCenter,
            left,
        )
        painter.restore()


class TargetDieItem(QGraphicsObject):
    """The d8 lying beside the target pavilion (F-1.7): its face is the target number."""

    def __init__(self) -> None:
        super().__init__()
        self.value = 0
        self.colour: str | None = None
        self._shown: tuple[int, str | None] | None = None
        self.setZValue(6)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-22, -22, 44, 44)

    def set_value(self, value: int, colour: str | None) -> None:
        if (value, colour) == self._shown:
            return  # unchanged: the cached picture stays (``layers.cached``)
        self.value, self.colour = value, colour
        self._shown = (value, colour)
        self.setToolTip(
            QCoreApplication.translate("TargetDieItem", "Pavilion die (d8): {n} — the target").format(n=value)
            if value
            else QCoreApplication.translate("TargetDieItem", "Pavilion die (d8)")
        )
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        value, colour = self.value, self.colour
        sprites.draw(
            painter,
            ("d8", value, colour, 38),
            self.boundingRect(),
            lambda p: glyphs.paint_d8(p, value, colour, 38),
        )
