"""Vector drawings shared by the scene items and the side widget, painted around (0, 0).

Everything is drawn with QPainter paths (no bitmaps) so the board stays crisp at any zoom (the
board's items copy them from pictures painted once per device scale, ``sprites``), and
the same official figure appears on the maze, on the Terrace, in the bribery picker and in the
reveal panel — one look for one official everywhere (issue 7, point 2).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from desktop_app.ui.games.forbidden_city import palette


def font(size: float, bold: bool = True, serif: bool = True) -> QFont:
    f = QFont("DejaVu Serif" if serif else "DejaVu Sans")
    f.setPointSizeF(size)
    f.setBold(bold)
    return f


def polygon(points: list[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


def _letter(painter: QPainter, rect: QRectF, text: str, fill: QColor, size: float) -> None:
    painter.setFont(font(size, serif=False))
    painter.setPen(QPen(palette.ink_on(fill)))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def robe_path(s: float) -> QPainterPath:
    """The robe: a wide bell with sleeves, ``s`` = figure height."""
    path = QPainterPath()
    path.moveTo(-0.16 * s, -0.14 * s)
    path.cubicTo(-0.34 * s, -0.08 * s, -0.40 * s, 0.20 * s, -0.42 * s, 0.44 * s)
    path.lineTo(0.42 * s, 0.44 * s)
    path.cubicTo(0.40 * s, 0.20 * s, 0.34 * s, -0.08 * s, 0.16 * s, -0.14 * s)
    path.closeSubpath()
    return path


def hat_path(s: float) -> QPainterPath:
    """A scholar-official's hat: a broad brim with a tall crown and side wings."""
    path = QPainterPath()
    path.addRoundedRect(QRectF(-0.17 * s, -0.50 * s, 0.34 * s, 0.20 * s), 0.05 * s, 0.05 * s)
    path.addRoundedRect(QRectF(-0.40 * s, -0.33 * s, 0.80 * s, 0.09 * s), 0.04 * s, 0.04 * s)
    return path.simplified()


def paint_official(painter: QPainter, hat: str, robe: str, s: float, letters: bool = False) -> None:
    """An official ``s`` high, centred on (0, 0): robe colour below, hat colour on top."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    # shadow
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 55))
    painter.drawEllipse(QRectF(-0.40 * s, 0.36 * s, 0.80 * s, 0.14 * s))
    robe_fill = palette.colour(robe)
    painter.setPen(QPen(palette.edge(robe), max(1.0, 0.035 * s)))
    painter.setBrush(QBrush(robe_fill))
    painter.drawPath(robe_path(s))
    # a belt so two robes of one colour still read as garments
    painter.setPen(QPen(palette.edge(robe), max(1.0, 0.03 * s)))
    painter.drawLine(QPointF(-0.27 * s, 0.08 * s), QPointF(0.27 * s, 0.08 * s))
    # head
    painter.setPen(QPen(QColor("#9a6b43"), max(0.8, 0.025 * s)))
    painter.setBrush(palette.SKIN)
    painter.drawEllipse(QRectF(-0.12 * s, -0.30 * s, 0.24 * s, 0.22 * s))
    hat_fill = palette.colour(hat)
    painter.setPen(QPen(palette.edge(hat), max(1.0, 0.035 * s)))
    painter.setBrush(QBrush(hat_fill))
    painter.drawPath(hat_path(s))
    if letters:
        _letter(
            painter, QRectF(-0.2 * s, -0.52 * s, 0.4 * s, 0.24 * s), palette.LETTERS[hat], hat_fill, 0.15 * s
        )
        _letter(
            painter, QRectF(-0.3 * s, 0.10 * s, 0.6 * s, 0.32 * s), palette.LETTERS[robe], robe_fill, 0.19 * s
        )
    painter.restore()


def garment_path(garment: str, s: float) -> QPainterPath:
    """Hat, coat or trousers as a small silhouette ``s`` wide (cards, F-1.5)."""
    if garment == "hat":
        path = QPainterPath()
        path.addRoundedRect(QRectF(-0.22 * s, -0.30 * s, 0.44 * s, 0.32 * s), 0.06 * s, 0.06 * s)
        path.addRoundedRect(QRectF(-0.48 * s, -0.02 * s, 0.96 * s, 0.16 * s), 0.06 * s, 0.06 * s)
        return path.simplified()
    if garment == "coat":
        return polygon(
            [
                (-0.18 * s, -0.42 * s),
                (0.18 * s, -0.42 * s),
                (0.48 * s, -0.18 * s),
                (0.36 * s, -0.02 * s),
                (0.26 * s, -0.12 * s),
                (0.30 * s, 0.44 * s),
                (-0.30 * s, 0.44 * s),
                (-0.26 * s, -0.12 * s),
                (-0.36 * s, -0.02 * s),
                (-0.48 * s, -0.18 * s),
            ]
        )
    return polygon(
        [
            (-0.30 * s, -0.42 * s),
            (0.30 * s, -0.42 * s),
            (0.36 * s, 0.44 * s),
            (0.08 * s, 0.44 * s),
            (0.0, -0.06 * s),
            (-0.08 * s, 0.44 * s),
            (-0.36 * s, 0.44 * s),
        ]
    )


def paint_card(painter: QPainter, colour: str, garment: str, w: float, letters: bool = False) -> None:
    """A face-up garment card ``w`` wide (height 1.4 w), centred on (0, 0)."""
    h = 1.4 * w
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(palette.INK_SOFT, 1))
    painter.setBrush(QColor("#e9dcc0"))  # a parchment tone, so white garments stand out
    painter.drawRoundedRect(QRectF(-w / 2, -h / 2, w, h), 0.12 * w, 0.12 * w)
    fill = palette.colour(colour)
    painter.setPen(QPen(palette.edge(colour), max(0.8, 0.04 * w)))
    painter.setBrush(fill)
    painter.translate(0, -0.08 * h if letters else 0)
    painter.drawPath(garment_path(garment, 0.78 * w))
    painter.restore()
    if letters:
        painter.save()
        painter.setFont(font(0.26 * w, serif=False))
        painter.setPen(palette.INK)
        painter.drawText(
            QRectF(-w / 2, 0.18 * h, w, 0.3 * h), Qt.AlignmentFlag.AlignCenter, palette.LETTERS[colour]
        )
        painter.restore()


def paint_card_back(painter: QPainter, colour: str, w: float) -> None:
    """A face-down card of a pavilion's stack (its order is hidden, F-8.1)."""
    h = 1.4 * w
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(palette.ROOF_DARK, 1))
    painter.setBrush(palette.WALL)
    painter.drawRoundedRect(QRectF(-w / 2, -h / 2, w, h), 0.12 * w, 0.12 * w)
    painter.setPen(QPen(palette.ROOF, max(1.0, 0.06 * w)))
    painter.setBrush(palette.colour(colour))
    painter.drawEllipse(QPointF(0, 0), 0.22 * w, 0.22 * w)
    painter.restore()


def roof_path(w: float) -> QPainterPath:
    """A curved palace roof ``w`` wide, eaves turned up, sitting on y = 0."""
    path = QPainterPath()
    path.moveTo(-0.5 * w, -0.02 * w)
    path.quadTo(-0.30 * w, 0.06 * w, -0.26 * w, -0.16 * w)
    path.lineTo(-0.16 * w, -0.34 * w)
    path.lineTo(0.16 * w, -0.34 * w)
    path.lineTo(0.26 * w, -0.16 * w)
    path.quadTo(0.30 * w, 0.06 * w, 0.5 * w, -0.02 * w)
    path.lineTo(0.36 * w, 0.06 * w)
    path.lineTo(-0.36 * w, 0.06 * w)
    path.closeSubpath()
    return path


def paint_pavilion(painter: QPainter, colour: str, number: int, w: float, letters: bool = False) -> None:
    """Pavilion ``number`` in its colour, ``w`` wide, its base on y = 0.3 w (F-1.3)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    fill = palette.colour(colour)
    body = QRectF(-0.32 * w, -0.02 * w, 0.64 * w, 0.34 * w)
    painter.setPen(QPen(palette.FRAME, 1.2))
    painter.setBrush(palette.WALL_LIGHT)
    painter.drawRect(QRectF(-0.40 * w, 0.24 * w, 0.80 * w, 0.08 * w))
    painter.setPen(QPen(palette.edge(colour), 1.4))
    painter.setBrush(fill)
    painter.drawRect(body)
    painter.setPen(QPen(palette.ROOF_DARK, 1.4))
    painter.setBrush(palette.ROOF)
    painter.drawPath(roof_path(w))
    painter.setFont(font(0.17 * w))
    painter.setPen(palette.ink_on(fill))
    label = f"{number}{palette.LETTERS[colour]}" if letters else str(number)
    painter.drawText(body.adjusted(0, 0.02 * w, 0, 0), Qt.AlignmentFlag.AlignCenter, label)
    painter.restore()


def paint_fate_face(painter: QPainter, face: str | None, s: float) -> None:
    """A fate die face ``s`` wide (F-1.7): black, blank, pavilion (roof) or dragon; None = unrolled."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(-s / 2, -s / 2, s, s)
    black = face == "black"
    painter.setPen(QPen(palette.INK, 1.4))
    painter.setBrush(QColor("#1d1d1d") if black else QColor("#fffdf6"))
    painter.drawRoundedRect(rect, 0.18 * s, 0.18 * s)
    if face == "pavilion":
        painter.setPen(QPen(palette.ROOF_DARK, 1))
        painter.setBrush(palette.ROOF)
        painter.translate(0, 0.12 * s)
        painter.drawPath(roof_path(0.7 * s))
        painter.setBrush(palette.WALL_LIGHT)
        painter.drawRect(QRectF(-0.18 * s, 0.04 * s, 0.36 * s, 0.2 * s))
    elif face == "dragon":
        painter.setPen(QPen(QColor("#1f7a3a"), 0.09 * s, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        path = QPainterPath(QPointF(-0.34 * s, 0.12 * s))
        path.cubicTo(-0.2 * s, -0.3 * s, 0.0, 0.3 * s, 0.14 * s, -0.1 * s)
        path.quadTo(0.22 * s, -0.28 * s, 0.34 * s, -0.18 * s)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#1f7a3a"))
        painter.drawEllipse(QPointF(0.32 * s, -0.18 * s), 0.08 * s, 0.08 * s)
    elif face is None:
        painter.setFont(font(0.4 * s))
        painter.setPen(QColor("#c0ad8a"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
    painter.restore()


def d8_path(s: float) -> QPainterPath:
    """The pavilion die (d8) as an octahedron outline ``s`` high."""
    r = s / 2
    return polygon(
        [
            (0, -r),
            (0.86 * r, -0.3 * r),
            (0.86 * r, 0.3 * r),
            (0, r),
            (-0.86 * r, 0.3 * r),
            (-0.86 * r, -0.3 * r),
        ]
    )


def paint_d8(painter: QPainter, value: int, colour: str | None, s: float) -> None:
    """The d8 showing ``value`` (the target pavilion, F-1.7), tinted with that pavilion's colour."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    fill = palette.colour(colour) if colour else QColor("#fffdf6")
    painter.setPen(QPen(palette.INK, 1.4))
    painter.setBrush(fill)
    painter.drawPath(d8_path(s))
    r = s / 2
    painter.setPen(QPen(palette.ink_on(fill), 0.8))
    painter.drawLine(QPointF(-0.86 * r, -0.3 * r), QPointF(0.86 * r, -0.3 * r))
    painter.drawLine(QPointF(-0.86 * r, -0.3 * r), QPointF(0, r))
    painter.drawLine(QPointF(0.86 * r, -0.3 * r), QPointF(0, r))
    painter.setFont(font(0.3 * s))
    painter.drawText(
        QRectF(-r, -0.42 * r, 2 * r, 0.9 * r), Qt.AlignmentFlag.AlignCenter, str(value) if value else "?"
    )
    painter.restore()


def symbol_path(symbol: str, size: float) -> QPainterPath:
    """A seat symbol (circle, square, triangle, diamond) fitting a ``size`` box."""
    r = size / 2
    if symbol == "circle":
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), 0.85 * r, 0.85 * r)
        return path
    if symbol == "square":
        s = 0.78 * r
        return polygon([(-s, -s), (s, -s), (s, s), (-s, s)])
    if symbol == "triangle":
        return polygon([(0, -r), (0.95 * r, 0.72 * r), (-0.95 * r, 0.72 * r)])
    return polygon([(0, -r), (0.8 * r, 0), (0, r), (-0.8 * r, 0)])


def paint_seat_mark(painter: QPainter, fill: QColor, symbol: str, size: float) -> None:
    """A seat's colour with its symbol on top (never colour alone)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(fill.darker(150), 1.2))
    painter.setBrush(fill)
    painter.drawEllipse(QPointF(0, 0), size / 2, size / 2)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(palette.ink_on(fill))
    painter.drawPath(symbol_path(symbol, size * 0.55))
    painter.restore()


def arrow_head(tip: QPointF, angle: float, size: float) -> QPainterPath:
    """A filled triangle pointing along ``angle`` (radians) with its tip at ``tip``."""
    back = angle + math.pi
    left = QPointF(tip.x() + size * math.cos(back - 0.45), tip.y() + size * math.sin(back - 0.45))
    right = QPointF(tip.x() + size * math.cos(back + 0.45), tip.y() + size * math.sin(back + 0.45))
    path = QPainterPath(tip)
    path.lineTo(left)
    path.lineTo(right)
    path.closeSubpath()
    return path
