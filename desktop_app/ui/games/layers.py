"""Paint once what does not change: cached layers for the boards (issue 18, item 3).

Most of a board is the same at every step: the map of Rajasthan, the palace maze, the meadow.
Painted item by item and antialiased at every repaint it cost 25-100 x a bare 200-item scene,
so every frame of an animation and every action paid for the whole board again. Two tools:

- ``StaticLayer`` shows many items that never change (hundreds of roads, walls and labels) as
  one item. They live in a private scene of their own, which the layer renders once per view
  transform into a pixmap (``DeviceCoordinateCache``); a repaint is then one blit. A change to
  one of them (a village's third house slot) is followed by ``refresh``.
- ``cached`` gives one custom-painted item that cache: it is painted again only after its own
  ``update()`` — which every setter of a board item calls anyway, or a plain view would not
  repaint it either — or when the view is zoomed.

What is drawn stays a function of the view: a layer holds no game truth, only pixels of items
the board set from the last view, and ``tests/ui/test_redraw_cache.py`` proves that a board
drawn from its caches after many steps paints exactly what a fresh board paints.

The pixmaps live in Qt's global ``QPixmapCache``, whose default 10 MB is less than two layers of
a full-screen board on a high-density screen: a cache too small for them evicts them in turn
and every repaint renders again, slower than no cache at all. ``make_room`` raises the limit
to what the view needs (``BoardView`` calls it on every resize).
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmapCache
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

Item = TypeVar("Item", bound=QGraphicsItem)

#: How many viewport-sized pixmaps the cache keeps room for: a few full-board layers, and the
#: pieces and panels, which are small.
VIEWPORTS_OF_ROOM = 8
#: Above this the cache is not raised further (an 8K display); Qt then evicts, slower but sound.
MAX_ROOM_KB = 512 * 1024


def cached(item: Item) -> Item:
    """``item`` painted from a device-pixel cache until its next ``update()`` (or a zoom)."""
    item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
    return item


def make_room(width: int, height: int, ratio: float) -> None:
    """Let ``QPixmapCache`` hold the layers of a ``width`` x ``height`` view at ``ratio`` dpr."""
    need = int(width * height * ratio * ratio * 4 * VIEWPORTS_OF_ROOM / 1024) + 16 * 1024
    need = min(need, MAX_ROOM_KB)
    if QPixmapCache.cacheLimit() < need:
        QPixmapCache.setCacheLimit(need)


class StaticLayer(QGraphicsItem):
    """Items that never change, drawn as one cached picture at ``z``.

    The items are added with ``add`` into the layer's own scene, not the board's: they take no
    mouse and show no tooltip (what a person points at is a target area or a piece, which stay in
    the board's scene). Their z-values order them among themselves; ``z`` orders the whole layer
    among the board's other items.
    """

    def __init__(self, z: float) -> None:
        super().__init__()
        self.source = QGraphicsScene()
        self._rect: QRectF | None = None
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        cached(self)

    def add(self, item: Item) -> Item:
        """Put ``item`` (and its children) into the layer; returns it, for chaining.

        Cheap while the layer is not in a scene yet (its bounds are found once, at the first
        paint); afterwards each ``add`` finds them again.
        """
        self.prepareGeometryChange()
        self._rect = None
        self.source.addItem(item)
        return item

    def items(self) -> list[QGraphicsItem]:
        """Every item in the layer (tests look at the map's name plates through this)."""
        return self.source.items()

    def refresh(self) -> None:
        """Render the layer again at its next paint: one of its items changed."""
        self.update()

    def boundingRect(self) -> QRectF:
        if self._rect is None:
            self._rect = self.source.itemsBoundingRect()
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = self.boundingRect()
        self.source.render(painter, rect, rect, Qt.AspectRatioMode.IgnoreAspectRatio)
