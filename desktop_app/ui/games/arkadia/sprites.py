"""Pictures of the board's pieces kept by what they show, not by which item shows them (issue 18).

Qt's ``DeviceCoordinateCache`` keeps one picture per *item*: a piece made anew, or one whose look
changed, is painted again even when another item, or the same one a step ago, showed exactly
that. A review jump makes dozens of buildings and workers anew (a jump to the end of a 4-player
match painted 34 tiles and 53 workers, 60 ms), and every turn flips the hand's cards between
playable and not. Antialiased paths and text cost 0.2-1 ms a piece; a blit costs a few µs.

``Sprites.draw`` therefore looks the picture up by ``look`` — everything the paint function
draws, which the caller spells out — and the device scale, and paints it only the first time.
The items keep their own Qt cache on top, so a plain repaint never reaches Python at all.

What is drawn stays a function of the view: a look names every input of its picture, so a piece
drawn from here looks as one painted fresh (``test_incremental_board.py`` compares them). The
picture is rendered with the rectangle's corner on a whole device pixel and blitted at the
nearest one, so it may sit up to half a pixel from where a direct paint would put it — the same
for every board, fresh or not. One ``Sprites`` per board: a new language makes a new board, so
no picture with the old language's words outlives it. The oldest pictures go past ``LIMIT``
(a resize or a zoom makes a new set at the new scale).
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform

#: Pictures kept: several hundred small ones (a tile is ~100x100 px, 40 KB) for a whole match in
#: review at one or two zoom levels.
LIMIT = 1200

Paint = Callable[[QPainter], None]


class Sprites:
    """Device-pixel pictures by look and scale, painted once each, oldest dropped past ``LIMIT``."""

    def __init__(self, limit: int = LIMIT) -> None:
        self.limit = limit
        self._pictures: OrderedDict[Hashable, QPixmap] = OrderedDict()
        #: How many pictures were painted (tests see what came from here and what did not).
        self.painted = 0

    def __len__(self) -> int:
        return len(self._pictures)

    def draw(self, painter: QPainter, look: Hashable, rect: QRectF, paint: Paint) -> None:
        """What ``paint`` draws inside ``rect`` (item coordinates), from the picture of ``look``.

        ``look`` must name everything ``paint`` depends on apart from where ``rect`` lies. A
        rotated or sheared painter (no view of this app does that) is painted directly.
        """
        t = painter.deviceTransform()
        if t.type().value > QTransform.TransformationType.TxScale.value or t.m11() <= 0 or t.m22() <= 0:
            paint(painter)
            return
        sx, sy = t.m11(), t.m22()
        # The device's pixel ratio is what the device transform adds to the world's. (Not asked of
        # painter.device(): that wraps a paint device Qt may free behind Python's back — the
        # pixel cache of an item being drawn — and a stale wrapper at a reused address crashed.)
        world = painter.worldTransform().m11()
        ratio = round(sx / world, 3) if world > 0 else 1.0
        key = (look, round(sx, 5), round(sy, 5), rect.width(), rect.height(), ratio)
        picture = self._pictures.get(key)
        if picture is None:
            picture = self._render(painter, rect, sx, sy, ratio, paint)
            self._pictures[key] = picture
            if len(self._pictures) > self.limit:
                self._pictures.popitem(last=False)
        else:
            self._pictures.move_to_end(key)
        corner = t.map(rect.topLeft())
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(QPointF(round(corner.x()) / ratio, round(corner.y()) / ratio), picture)
        painter.restore()

    def _render(
        self, painter: QPainter, rect: QRectF, sx: float, sy: float, ratio: float, paint: Paint
    ) -> QPixmap:
        self.painted += 1
        picture = QPixmap(max(1, math.ceil(rect.width() * sx)), max(1, math.ceil(rect.height() * sy)))
        picture.fill(Qt.GlobalColor.transparent)
        own = QPainter(picture)
        own.setRenderHints(painter.renderHints())
        own.scale(sx, sy)
        own.translate(-rect.x(), -rect.y())
        paint(own)
        own.end()
        picture.setDevicePixelRatio(ratio)
        return picture
