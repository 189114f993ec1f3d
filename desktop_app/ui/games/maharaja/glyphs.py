"""Vector shapes of the pieces and icons, as QPainterPaths centred on (0, 0).

Everything on the board is a path (no bitmaps), so the scene stays crisp at any zoom. The same
shapes draw the scene pieces and the action icons of the side widget.

Each shape is built once per size and kept (``functools.cache``): a sync that makes a piece again
takes its paths from here instead of uniting polygons anew (issue 18). The paths are shared, so
a caller never changes one it was given (Qt items and painters copy what they are handed).
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPolygonF


def polygon(points: list[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


@cache
def symbol_path(symbol: str, size: float) -> QPainterPath:
    """The seat symbol (circle, square, triangle, diamond, star) fitting a ``size`` box."""
    r = size / 2
    if symbol == "circle":
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), r * 0.85, r * 0.85)
        return path
    if symbol == "square":
        s = r * 0.78
        return polygon([(-s, -s), (s, -s), (s, s), (-s, s)])
    if symbol == "triangle":
        return polygon([(0, -r), (r * 0.95, r * 0.72), (-r * 0.95, r * 0.72)])
    if symbol == "diamond":
        return polygon([(0, -r), (r * 0.8, 0), (0, r), (-r * 0.8, 0)])
    points = []
    for k in range(10):
        radius = r if k % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + k * math.pi / 5
        points.append((radius * math.cos(angle), radius * math.sin(angle)))
    return polygon(points)


@cache
def house_path(w: float) -> QPainterPath:
    """A little house: square body under a pitched roof, ``w`` wide."""
    h = w * 1.05
    return polygon([(-w / 2, h / 2), (w / 2, h / 2), (w / 2, -h * 0.08), (0, -h / 2), (-w / 2, -h * 0.08)])


@cache
def palace_path(w: float) -> QPainterPath:
    """A palace: a wide base with an onion dome and a spire, ``w`` wide."""
    path = QPainterPath()
    base_top = w * 0.05
    path.addRect(QRectF(-w / 2, base_top, w, w * 0.45))
    dome = QPainterPath()
    d = w * 0.36
    dome.moveTo(-d, base_top)
    dome.cubicTo(-d * 1.35, base_top - d * 0.9, -d * 0.15, base_top - d * 1.2, 0, base_top - d * 1.75)
    dome.cubicTo(d * 0.15, base_top - d * 1.2, d * 1.35, base_top - d * 0.9, d, base_top)
    dome.closeSubpath()
    path = path.united(dome)
    spire = QPainterPath()
    spire.addRect(QRectF(-w * 0.025, base_top - d * 2.15, w * 0.05, d * 0.5))
    path = path.united(spire)
    # two small corner turrets
    for sx in (-1, 1):
        turret = QPainterPath()
        turret.addRect(
            QRectF(sx * w / 2 - (w * 0.14 if sx > 0 else 0), base_top - w * 0.14, w * 0.14, w * 0.16)
        )
        path = path.united(turret)
    return path.simplified()


@cache
def pawn_path(h: float) -> QPainterPath:
    """An architect: a round head on a flared body, ``h`` tall."""
    path = QPainterPath()
    head_r = h * 0.2
    path.addEllipse(QPointF(0, -h / 2 + head_r), head_r, head_r)
    body = QPainterPath()
    top = -h / 2 + head_r * 1.7
    body.moveTo(-h * 0.12, top)
    body.lineTo(h * 0.12, top)
    body.quadTo(h * 0.18, h * 0.2, h * 0.32, h / 2)
    body.lineTo(-h * 0.32, h / 2)
    body.quadTo(-h * 0.18, h * 0.2, -h * 0.12, top)
    body.closeSubpath()
    return path.united(body).simplified()


@cache
def maharaja_path(h: float) -> QPainterPath:
    """The Maharaja: a taller figure with a wide turban and a long robe."""
    path = QPainterPath()
    head_r = h * 0.14
    head_y = -h / 2 + h * 0.24
    path.addEllipse(QPointF(0, head_y), head_r, head_r)
    turban = QPainterPath()
    turban.addEllipse(QPointF(0, head_y - head_r * 0.9), head_r * 1.45, head_r * 0.85)
    path = path.united(turban)
    plume = polygon(
        [(-h * 0.03, head_y - head_r * 1.6), (h * 0.05, -h / 2), (h * 0.06, head_y - head_r * 1.5)]
    )
    path = path.united(plume)
    robe = QPainterPath()
    top = head_y + head_r * 0.9
    robe.moveTo(-h * 0.16, top)
    robe.lineTo(h * 0.16, top)
    robe.lineTo(h * 0.34, h / 2)
    robe.lineTo(-h * 0.34, h / 2)
    robe.closeSubpath()
    return path.united(robe).simplified()


@cache
def shield_path(w: float) -> QPainterPath:
    """A heater shield ``w`` wide (the city shields of the track, M-1.5)."""
    h = w * 1.15
    path = QPainterPath()
    path.moveTo(-w / 2, -h / 2)
    path.lineTo(w / 2, -h / 2)
    path.lineTo(w / 2, -h * 0.05)
    path.quadTo(w * 0.45, h * 0.32, 0, h / 2)
    path.quadTo(-w * 0.45, h * 0.32, -w / 2, -h * 0.05)
    path.closeSubpath()
    return path


@cache
def coin_path(r: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(0, 0), r, r)
    return path
