"""Pictures of the pieces, painted once per look and scale and then copied (issue 18).

A house, palace or pawn is three antialiased paths (body, shadow, symbol). A piece cached by Qt
(``DeviceCoordinateCache``) is painted again whenever it moves by a fraction of a device pixel —
which is every move at a board's usual scale — and a review jump moves or makes some fifty.
Every house of one seat looks the same anywhere on the map, so the picture of a look at a scale
is painted once and copied wherever such a piece stands.

The copy lands on whole device pixels (the picture is painted with its rectangle's corner on a
pixel), which shifts a piece by less than half a pixel: invisible, and the same for a board that
followed a whole match and a fresh one, since both ask for the same picture. A painter that is
rotated or sheared paints the piece directly.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap

#: Pictures kept (least recently used go first): every seat's pieces in both colour-blind looks,
#: the Maharaja and the count badges, at a few zoom levels.
KEPT = 600

_pictures: OrderedDict[Hashable, QPixmap] = OrderedDict()


def draw(painter: QPainter, look: Hashable, rect: QRectF, paint: Callable[[QPainter], None]) -> None:
    """What ``paint(painter)`` paints inside ``rect`` (item coordinates), from the picture kept
    for ``look``, which names everything ``paint`` depends on."""
    world = painter.worldTransform()
    if world.m12() or world.m21() or not world.isAffine() or world.m11() <= 0 or world.m22() <= 0:
        paint(painter)
        return
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    sx, sy = world.m11() * ratio, world.m22() * ratio
    key = (look, round(sx, 4), round(sy, 4), rect.x(), rect.y(), rect.width(), rect.height())
    picture = _pictures.get(key)
    if picture is None:
        picture = _paint(rect, sx, sy, ratio, paint)
        _pictures[key] = picture
        if len(_pictures) > KEPT:
            _pictures.popitem(last=False)
    else:
        _pictures.move_to_end(key)
    corner = world.map(rect.topLeft())
    x, y = round(corner.x() * ratio) / ratio, round(corner.y() * ratio) / ratio
    painter.save()
    painter.resetTransform()
    painter.drawPixmap(QPointF(x, y), picture)
    painter.restore()


def _paint(
    rect: QRectF,
    sx: float,
    sy: float,
    ratio: float,
    paint: Callable[[QPainter], None],
) -> QPixmap:
    picture = QPixmap(max(1, math.ceil(rect.width() * sx) + 1), max(1, math.ceil(rect.height() * sy) + 1))
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    painter.scale(sx, sy)
    painter.translate(-rect.left(), -rect.top())
    paint(painter)
    painter.end()
    picture.setDevicePixelRatio(ratio)
    return picture


def forget() -> None:
    """Drop every picture (tests: a fresh board must not draw from an earlier board's pictures)."""
    _pictures.clear()
