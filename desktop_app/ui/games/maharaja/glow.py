"""The glow of a legal place, painted once per look and zoom and blitted after (issue 18).

A legal place's mark (``highlight.paint_legal``: a wide soft glow, a dark outline and a bright
inner line) is three antialiased strokes of wide pens: about a millisecond a paint for a long
road or a city, and a turn lights a dozen places. Qt's own item cache (``DeviceCoordinateCache``)
does not help here: it is dropped at every ``update()``, and a place is switched on and off, and
drawn strong under the pointer and plain again, at every other action. So each target area keeps
its marks as device pixmaps of its own, one per (strong, device transform): switching a place on
again, or hovering it, is then one blit.

The pixmap is rendered for the exact transform it is shown at (the sub-pixel offset included),
so it holds the pixels a direct paint would give, a village's turn along its road included; a
transform it was not made for (a zoom, a pan by a fraction of a pixel) makes a new one, and an
area keeps only its last few. A mark larger than ``MAX_PIXELS`` device pixels (a long road at a
high zoom) is painted directly instead.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPixmap, QTransform

from desktop_app.ui.games.highlight import paint_legal
from desktop_app.ui.games.sprites import device_ratio

#: A mark above this many device pixels is painted directly (a road across a zoomed-in board).
MAX_PIXELS = 600 * 600
#: Pixmaps kept per area: plain and strong at the last two transforms.
KEEP = 4

Key = tuple[bool, float, float, float, float, float, float, float]


class GlowCache:
    """The rendered marks of one target area (``outline`` in the area's own coordinates)."""

    def __init__(self, outline: QPainterPath, bounds: QRectF, fill: bool) -> None:
        self.outline = outline
        self.bounds = bounds
        self.fill = fill
        self._pixmaps: dict[Key, QPixmap] = {}

    def paint(self, painter: QPainter, strong: bool) -> None:
        """The mark onto ``painter`` (an item's painter: its world transform maps to the device)."""
        transform = painter.worldTransform()
        device = transform.mapRect(self.bounds)
        affine = transform.type() != QTransform.TransformationType.TxProject
        if not affine or device.width() * device.height() > MAX_PIXELS:
            paint_legal(painter, self.outline, strong, fill=self.fill)
            return
        ratio = device_ratio(painter)  # not painter.device(): a stale wrapper of an item's cache crashed
        key = self._key(strong, transform, ratio)
        left, top = math.floor(device.left()), math.floor(device.top())
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            pixmap = self._render(strong, transform, device, ratio, painter.renderHints())
            if len(self._pixmaps) >= KEEP:
                del self._pixmaps[next(iter(self._pixmaps))]
            self._pixmaps[key] = pixmap
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(QPointF(left, top), pixmap)
        painter.restore()

    @staticmethod
    def _key(strong: bool, transform: QTransform, ratio: float) -> Key:
        """What the pixels depend on: the state, the scale and turn, and where in a device pixel
        the area lies (a whole-pixel move only moves the pixmap)."""
        dx, dy = transform.dx(), transform.dy()
        return (
            strong,
            round(transform.m11(), 6),
            round(transform.m12(), 6),
            round(transform.m21(), 6),
            round(transform.m22(), 6),
            round(dx - math.floor(dx), 4),
            round(dy - math.floor(dy), 4),
            round(ratio, 3),
        )

    def _render(
        self,
        strong: bool,
        transform: QTransform,
        device: QRectF,
        ratio: float,
        hints: QPainter.RenderHint,
    ) -> QPixmap:
        left, top = math.floor(device.left()), math.floor(device.top())
        width = max(1, math.ceil(device.right()) - left)
        height = max(1, math.ceil(device.bottom()) - top)
        pixmap = QPixmap(math.ceil(width * ratio), math.ceil(height * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHints(hints)
        painter.setTransform(transform * QTransform.fromTranslate(-left, -top))
        paint_legal(painter, self.outline, strong, fill=self.fill)
        painter.end()
        return pixmap
