"""The information panel's items, and the parts that keep them from one sync to the next.

A part of the panel (the dice, the Terrace, the court, a player's row) is drawn again whenever
its share of the view changed, always by the same code from the view alone. Making every item
of it anew cost a removal, a creation and a first paint into a fresh pixel cache for each of
its 10-60 items, though a move changes one die face and one line of text. So a part hands out
the items it drew last time, in the order they were asked for: the drawing code sets every
property of the item it is given (text, font, colour, place, tooltip, picture), a setter whose
value is unchanged leaves the item and its cached pixels alone, and only what really changed
is painted. An item of another kind than the one drawn in that place last time, and all after
it, are made anew, so the items and their stacking order are always those a fresh board makes
(``tests/ui/games/forbidden_city/test_board_is_a_function_of_the_view.py`` checks both).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TypeVar

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from desktop_app.ui.games.forbidden_city import glyphs, palette, sprites
from desktop_app.ui.widget_tools import as_plain

DIE_SIZES = {"small": 34.0, "medium": 42.0, "large": 50.0}
FACES = ("black", "blank", "pavilion", "dragon")

Item = TypeVar("Item", bound=QGraphicsItem)


class Painted(QGraphicsItem):
    """A small drawing in the panel: ``paint_fn(painter)`` around (0, 0) inside ``rect``, copied
    from the picture kept for ``look`` (``sprites``: ``look`` names all that ``paint_fn`` draws)."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.paint_fn: Callable[[QPainter], None] = _nothing
        self.tag: tuple = ()
        self.look: Hashable = None

    def show_drawing(
        self, rect: QRectF, paint_fn: Callable[[QPainter], None], tag: tuple, tip: str, look: Hashable
    ) -> None:
        """Draw ``look`` from now on (painted again only if it is another than before)."""
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)
            self.update()
        if look != self.look:
            self.look = look
            self.update()
        self.paint_fn = paint_fn
        self.tag = tag
        self.setToolTip(as_plain(tip))  # tips name players: data, not markup

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        sprites.draw(painter, (self.look, self.rect.getRect()), self.rect, self.paint_fn)


def _nothing(_painter: QPainter) -> None:
    """What a ``Painted`` shows before it is first given a drawing."""


class DieItem(QGraphicsItem):
    """A fate die showing ``face`` (None before its first roll); ``roll`` tumbles it briefly."""

    def __init__(self) -> None:
        super().__init__()
        self.die, self.next_up = "small", False
        self.face: str | None = None
        self.s = DIE_SIZES["small"]
        self.tumble = 0.0
        self.shown: str | None = None

    def set_face(self, die: str, face: str | None, next_up: bool) -> None:
        if (die, face, next_up, self.tumble) == (
            self.die,
            self.face,
            self.next_up,
            0.0,
        ) and self.shown == face:
            return
        if die != self.die:
            self.prepareGeometryChange()
        self.die, self.face, self.next_up = die, face, next_up
        self.s = DIE_SIZES[die]
        self.tumble, self.shown = 0.0, face
        self.update()

    def boundingRect(self) -> QRectF:
        r = self.s / 2 + 6
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.tumble:  # a rolling die is drawn turned, frame by frame
            self._paint(painter)
        else:
            sprites.draw(
                painter, ("fate die", self.shown, self.s, self.next_up), self.boundingRect(), self._paint
            )

    def _paint(self, painter: QPainter) -> None:
        if self.next_up:
            painter.setPen(QPen(palette.HIGHLIGHT_EDGE, 2.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 9, 9)
        painter.rotate(self.tumble)
        glyphs.paint_fate_face(painter, self.shown, self.s)

    def animate(self, value: float) -> None:
        self.tumble = 360 * value
        if value < 1.0:
            self.shown = FACES[int(value * 11) % len(FACES)]
        else:
            self.shown = self.face
            self.tumble = 0.0
        self.update()


class D8Item(QGraphicsItem):
    """The pavilion die in the panel: its face is the target (F-1.7); ``animate`` rolls it."""

    def __init__(self) -> None:
        super().__init__()
        self.value = 0
        self.colour: str | None = None
        self.shown, self.tumble = 0, 0.0

    def set_value(self, value: int, colour: str | None) -> None:
        if (value, colour, value, 0.0) == (self.value, self.colour, self.shown, self.tumble):
            return
        self.value, self.colour = value, colour
        self.shown, self.tumble = value, 0.0
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-26, -26, 52, 52)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        colour = self.colour if self.shown == self.value else None
        shown = self.shown
        if self.tumble:
            painter.rotate(self.tumble)
            glyphs.paint_d8(painter, shown, colour, 44)
            return
        sprites.draw(
            painter, ("d8", shown, colour, 44), _square(44), lambda p: glyphs.paint_d8(p, shown, colour, 44)
        )

    def animate(self, value: float) -> None:
        if value < 1.0:
            self.shown, self.tumble = int(value * 23) % 8 + 1, 360 * value
        else:
            self.shown, self.tumble = self.value, 0.0
        self.update()


def _square(s: float) -> QRectF:
    """A glyph ``s`` wide around (0, 0) with room for its outline."""
    r = s / 2 + 2
    return QRectF(-r, -r, 2 * r, 2 * r)


def place(item: QGraphicsItem, x: float, y: float) -> None:
    """Put ``item`` at (``x``, ``y``), painted there afresh: Qt moves an item's pixel cache by
    whole pixels only, so a cached item moved by a fraction would show its old fraction."""
    if item.pos() != QPointF(x, y):
        item.setPos(x, y)
        item.update()


class Part:
    """One part of the panel: an invisible group of items, what they were drawn for, where the
    part ends (the next one starts below it), and the items it hands out when drawn again."""

    def __init__(self, root: QGraphicsItem) -> None:
        self.item = QGraphicsRectItem(QRectF(), root)
        self.item.setPen(Qt.PenStyle.NoPen)
        self.item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.look: tuple | None = None
        self.end = 0.0
        self._kept: list[QGraphicsItem] = []
        self._used = 0

    def renew(self, look: tuple) -> bool:
        """Is the part to be drawn again for ``look``? If so, its items are handed out anew."""
        if look == self.look:
            return False
        self.look = look
        self._used = 0
        return True

    def take(self, kind: type[Item], make: Callable[[], Item]) -> tuple[Item, bool]:
        """The next item, a ``kind``: the one drawn in this place last time, or one ``make``
        makes. The flag says whether it is new."""
        if self._used < len(self._kept):
            item = self._kept[self._used]
            if type(item) is kind:
                self._used += 1
                return item, False  # type: ignore[return-value]  # its type was just checked
            self._drop()
        item = make()
        item.setParentItem(self.item)
        self._kept.append(item)
        self._used += 1
        return item, True

    def close(self) -> None:
        """The drawing is done: the items it did not ask for go."""
        self._drop()

    def _drop(self) -> None:
        scene = self.item.scene()
        for item in self._kept[self._used :]:
            if scene is not None:
                scene.removeItem(item)
            else:
                item.setParentItem(None)
        del self._kept[self._used :]
