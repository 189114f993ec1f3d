"""Pictures of board glyphs kept by what they show and painted once per device scale (issue 18).

A piece, an official, a card or a die face is a handful of antialiased paths and text: 0.1-1 ms
each. Qt's ``DeviceCoordinateCache`` keeps one picture per *item*, so a piece made anew (a review
jump makes dozens), one that moved by a fraction of a device pixel, or one whose look flipped
(playable or not) is painted again although another item, or the same one a step ago, showed
exactly that. ``Sprites.draw`` looks the picture up by ``look`` — which must name everything the
paint function draws — and the device scale, paints it the first time only, and copies it (a
few µs) every later time. A look that holds words names them (or the store belongs to a board
that a change of language makes anew), so no picture outlives its language.

What is drawn stays a function of the view: a look names every input of its picture, so a glyph
from the store looks as one painted directly (each game's incremental-board test compares a
board followed through a match with a fresh one, pixel for pixel). The picture is rendered with
its rectangle's corner on a whole device pixel and copied to the nearest one, so it may sit up to
half a pixel from where a direct paint would put it — the same for every board, fresh or not. A
rotated or sheared painter (a tumbling die) paints directly.

The device pixel ratio is read off the painter's transforms, never off ``painter.device()``: that
wraps a paint device Qt may free behind Python's back (the pixel cache of an item being drawn),
and a stale wrapper at a reused address crashed the process.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform

Paint = Callable[[QPainter], None]

#: Pictures kept by default (least recently used dropped first): every glyph of a match in both
#: colour-blind looks at two or three zoom levels.
LIMIT = 1200
#: ... and at most this many bytes of them: zoomed in six times on a high-density screen one
#: official's picture is half a megabyte.
LIMIT_BYTES = 48 * 1024 * 1024
NO_HINTS = QPainter.RenderHint(0)


def device_ratio(painter: QPainter) -> float:
    """The device pixel ratio under ``painter``: what its device transform adds to its world
    transform (not asked of ``painter.device()``, see above)."""
    world, device = painter.worldTransform().m11(), painter.deviceTransform().m11()
    return round(device / world, 3) if world > 0 and device > 0 else 1.0


class Sprites:
    """Device-pixel pictures by look and scale, painted once each, oldest dropped past the limits.

    ``look`` must name everything ``paint`` draws relative to the rectangle's corner: the same
    look in a rectangle of the same size elsewhere is the same picture, moved. ``hints`` are
    render hints every picture is painted with, besides the painter's own.
    """

    def __init__(
        self,
        limit: int = LIMIT,
        limit_bytes: int = LIMIT_BYTES,
        hints: QPainter.RenderHint = NO_HINTS,
    ) -> None:
        self.limit = limit
        self.limit_bytes = limit_bytes
        self.hints = hints
        self._pictures: OrderedDict[tuple[Hashable, ...], QPixmap] = OrderedDict()
        self._held = 0  # bytes of the pictures kept
        #: How many pictures were painted (tests see what came from the store and what did not).
        self.painted = 0

    def __len__(self) -> int:
        return len(self._pictures)

    def looks(self) -> list[Hashable]:
        """The looks kept, oldest first (tests of the limits)."""
        return [key[0] for key in self._pictures]

    def forget(self) -> None:
        """Drop every picture (tests: a fresh board must not draw from an earlier board's pictures)."""
        self._pictures.clear()
        self._held = 0

    def draw(self, painter: QPainter, look: Hashable, rect: QRectF, paint: Paint) -> None:
        """What ``paint`` draws inside ``rect`` (item coordinates), from the picture of ``look``."""
        t = painter.deviceTransform()
        if t.type().value > QTransform.TransformationType.TxScale.value or t.m11() <= 0 or t.m22() <= 0:
            paint(painter)
            return
        sx, sy = t.m11(), t.m22()
        ratio = device_ratio(painter)
        key = (look, round(sx, 5), round(sy, 5), ratio, rect.width(), rect.height())
        picture = self._pictures.get(key)
        if picture is None:
            picture = self._render(painter, rect, sx, sy, ratio, paint)
            self._keep(key, picture)
        else:
            self._pictures.move_to_end(key)
        corner = t.map(rect.topLeft())
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(QPointF(round(corner.x()) / ratio, round(corner.y()) / ratio), picture)
        painter.restore()

    def _keep(self, key: tuple[Hashable, ...], picture: QPixmap) -> None:
        self._pictures[key] = picture
        self._held += _bytes(picture)
        while len(self._pictures) > 1 and (len(self._pictures) > self.limit or self._held > self.limit_bytes):
            self._held -= _bytes(self._pictures.popitem(last=False)[1])

    def _render(
        self, painter: QPainter, rect: QRectF, sx: float, sy: float, ratio: float, paint: Paint
    ) -> QPixmap:
        self.painted += 1
        picture = QPixmap(max(1, math.ceil(rect.width() * sx) + 1), max(1, math.ceil(rect.height() * sy) + 1))
        picture.fill(Qt.GlobalColor.transparent)
        own = QPainter(picture)
        own.setRenderHints(painter.renderHints() | self.hints)
        own.scale(sx, sy)
        own.translate(-rect.x(), -rect.y())
        paint(own)
        own.end()
        picture.setDevicePixelRatio(ratio)
        return picture


def _bytes(picture: QPixmap) -> int:
    return picture.width() * picture.height() * 4
