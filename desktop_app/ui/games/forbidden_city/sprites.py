"""Glyph pictures painted once per look and scale, then copied (issue 18, item 3).

An official, a card, a seat mark or a die face is a handful of antialiased paths: 0.1-0.25 ms
each. A move changes which officials may be clicked (their glow), a new hand or a full Terrace
makes a panel part again, and every one of those used to paint its paths anew: 85 officials in
one step of a long match. The drawing for a given look (``key``) at a given device scale is the
same picture every time, so it is painted once into a pixmap and afterwards copied in one call.

The copy lands on whole device pixels (the picture is painted with its rectangle's corner on a
pixel), which shifts a glyph by less than half a pixel: invisible, and the same for a board that
was synced through a whole match and a fresh one, since both ask for the same picture. A painter
that is rotated (a tumbling die) or sheared paints the glyph directly, as before.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap

#: Pictures kept (least recently used dropped first): every official, card, mark and die face
#: in both letter modes at two or three zoom levels, and the rings and glows around them...
KEPT = 1200
#: ... and at most this many bytes of them: zoomed in six times on a high-density screen one
#: official's picture is half a megabyte.
KEPT_BYTES = 48 * 1024 * 1024

_pictures: OrderedDict[Hashable, QPixmap] = OrderedDict()
_held = [0]  # bytes of the pictures kept


def draw(painter: QPainter, key: Hashable, rect: QRectF, paint: Callable[[QPainter], None]) -> None:
    """Paint what ``paint(painter)`` paints inside ``rect`` (item coordinates), from the picture
    kept for ``key``: ``key`` must name everything ``paint`` depends on."""
    world = painter.worldTransform()
    if world.m12() or world.m21() or not world.isAffine() or world.m11() <= 0 or world.m22() <= 0:
        paint(painter)
        return
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    sx, sy = world.m11() * ratio, world.m22() * ratio
    whole = (key, round(sx, 4), round(sy, 4))
    picture = _pictures.get(whole)
    if picture is None:
        picture = _paint(rect, sx, sy, ratio, paint)
        _pictures[whole] = picture
        _held[0] += _size(picture)
        while len(_pictures) > 1 and (len(_pictures) > KEPT or _held[0] > KEPT_BYTES):
            _held[0] -= _size(_pictures.popitem(last=False)[1])
    else:
        _pictures.move_to_end(whole)
    corner = world.map(rect.topLeft())
    x, y = round(corner.x() * ratio) / ratio, round(corner.y() * ratio) / ratio
    painter.save()
    painter.resetTransform()
    painter.drawPixmap(QPointF(x, y), picture)
    painter.restore()


def _paint(rect: QRectF, sx: float, sy: float, ratio: float, paint: Callable[[QPainter], None]) -> QPixmap:
    picture = QPixmap(max(1, math.ceil(rect.width() * sx) + 1), max(1, math.ceil(rect.height() * sy) + 1))
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.TextAntialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
    )
    painter.scale(sx, sy)
    painter.translate(-rect.left(), -rect.top())
    paint(painter)
    painter.end()
    picture.setDevicePixelRatio(ratio)
    return picture


def _size(picture: QPixmap) -> int:
    return picture.width() * picture.height() * 4


def forget() -> None:
    """Drop every picture (tests: a fresh board must not draw from an earlier board's pictures)."""
    _pictures.clear()
    _held[0] = 0
