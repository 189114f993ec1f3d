"""Painting helpers shared by the board items: seals, workers, tents, castle pieces, building shapes.

Each helper paints into a QPainter around a centre point, so the same seal or worker looks the
same on the board, in the castle panel, on the cards and in the side widget's icons.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF

from desktop_app.ui.games.arkadia import palette
from desktop_app.ui.games.maharaja.glyphs import symbol_path


def paint_seal(painter: QPainter, centre: QPointF, radius: float, family: str, faded: bool = False) -> None:
    """A round seal in the family colour with its letter (A-4); ``faded`` for a printed square."""
    fill = palette.family_colour(family)
    if faded:
        fill.setAlpha(150)
    painter.setPen(QPen(fill.darker(170), max(1.0, radius * 0.12)))
    painter.setBrush(QBrush(fill))
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QPen(QColor(255, 255, 255, 90) if family != "silver" else QColor(0, 0, 0, 50), 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, radius * 0.78, radius * 0.78)
    painter.setPen(palette.family_ink(family))
    painter.setFont(palette.font(radius * 0.85))
    rect = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, palette.FAMILY_LETTERS.get(family, "?"))


def worker_path(size: float) -> QPainterPath:
    """A meeple-like worker: round head over a broad body, centred on (0, 0)."""
    s = size / 2
    path = QPainterPath()
    path.addEllipse(QPointF(0, -s * 0.52), s * 0.36, s * 0.36)
    body = QPainterPath()
    body.moveTo(-s * 0.85, s * 0.9)
    body.quadTo(-s * 0.9, -s * 0.05, -s * 0.25, -s * 0.15)
    body.lineTo(s * 0.25, -s * 0.15)
    body.quadTo(s * 0.9, -s * 0.05, s * 0.85, s * 0.9)
    body.closeSubpath()
    return path.united(body)


def paint_worker(
    painter: QPainter,
    centre: QPointF,
    size: float,
    colour: QColor,
    symbol: str | None,
    ghost: bool = False,
    strong: bool = False,
) -> None:
    """A worker in its seat colour with the seat symbol on its body (grey and plain when neutral);
    ``strong`` (colour-blind mode): the symbol half as large again, outlined in the other ink."""
    painter.save()
    painter.translate(centre)
    fill = QColor(colour)
    if ghost:
        fill.setAlpha(150)
    path = worker_path(size)
    if not ghost:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(30, 40, 10, 80))
        painter.drawPath(path.translated(1.6, 1.8))
    painter.setPen(
        QPen(QColor(colour).darker(190), 1.3, Qt.PenStyle.DashLine if ghost else Qt.PenStyle.SolidLine)
    )
    painter.setBrush(QBrush(fill))
    painter.drawPath(path)
    if symbol is not None:
        glyph = symbol_path(symbol, size * (0.5 if strong else 0.34)).translated(0, size * 0.2)
        ink = palette.contrast_ink(colour)
        if strong:
            painter.setPen(QPen(QColor("white") if ink.lightness() < 128 else QColor("black"), 0.9))
        else:
            painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        painter.drawPath(glyph)
    painter.restore()


def paint_tent(painter: QPainter, centre: QPointF, size: float) -> None:
    """The tent mark of B-2: a small white tent with a pennant."""
    s = size / 2
    x, y = centre.x(), centre.y()
    tent = QPolygonF(
        [QPointF(x, y - s * 0.75), QPointF(x + s * 0.85, y + s * 0.6), QPointF(x - s * 0.85, y + s * 0.6)]
    )
    painter.setPen(QPen(palette.TENT_EDGE, 1.4))
    painter.setBrush(palette.TENT)
    painter.drawPolygon(tent)
    door = QPolygonF(
        [QPointF(x, y - s * 0.05), QPointF(x + s * 0.25, y + s * 0.6), QPointF(x - s * 0.25, y + s * 0.6)]
    )
    painter.setBrush(QColor("#8a6a44"))
    painter.drawPolygon(door)
    painter.setPen(QPen(palette.TENT_EDGE, 1.2))
    painter.drawLine(QPointF(x, y - s * 0.75), QPointF(x, y - s * 1.05))
    flag = QPolygonF([QPointF(x, y - s * 1.05), QPointF(x + s * 0.4, y - s * 0.95), QPointF(x, y - s * 0.85)])
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#c4372b"))
    painter.drawPolygon(flag)


def paint_piece(painter: QPainter, rect: QRectF, family: str, floor: int, letter: bool = True) -> None:
    """A castle piece of ``family`` as a stone block; the floor number shows in its corner (K-1)."""
    fill = palette.family_colour(family)
    painter.setPen(QPen(fill.darker(200), 1.4))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, 3, 3)
    top = QRectF(rect.x() + 2, rect.y() + 2, rect.width() - 4, rect.height() * 0.22)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 55))
    painter.drawRect(top)
    ink = palette.family_ink(family)
    if letter:
        painter.setPen(ink)
        painter.setFont(palette.font(rect.height() * 0.32))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, palette.FAMILY_LETTERS.get(family, "?"))
    if floor:
        painter.setFont(palette.font(max(6.0, rect.height() * 0.2), bold=True, serif=False))
        painter.setPen(ink)
        painter.drawText(
            rect.adjusted(2, 1, -3, -1),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
            str(floor),
        )


def cells_path(cells: Iterable[tuple[int, int]], size: float, origin: QPointF | None = None) -> QPainterPath:
    """The outline of a polyomino (``(r, c)`` cells of ``size``), as one united path."""
    origin = origin if origin is not None else QPointF(0, 0)
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for r, c in cells:
        path.addRect(QRectF(origin.x() + c * size, origin.y() + r * size, size, size))
    return path.simplified()


def paint_mini_shape(
    painter: QPainter, cells: list[tuple[int, int]], centre: QPointF, box: float, fill: QColor
) -> None:
    """A building shape drawn small (on a card), centred in a ``box`` square."""
    rows = max(r for r, _ in cells) + 1
    cols = max(c for _, c in cells) + 1
    size = min(box / max(rows, cols), box / 3.2)
    origin = QPointF(centre.x() - cols * size / 2, centre.y() - rows * size / 2)
    painter.setPen(QPen(fill.darker(170), 1.2))
    painter.setBrush(fill)
    for r, c in cells:
        painter.drawRect(QRectF(origin.x() + c * size, origin.y() + r * size, size, size))
    painter.setPen(QPen(fill.darker(240), 1.8))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(cells_path(cells, size, origin))
