"""What lies on the Arkadia landscape: buildings, workers, the castle stacks and the seals.

Buildings, workers and castle stacks are small inert items placed from the View on every sync (a
piece that looks as before is kept, ``board_pieces.py``); they never take the mouse — the ground's
``BoardSurface`` (``land_items.py``, with the static landscape) does. Every item here is painted
from a pixel cache (``layers.cached``): its setters call ``update()`` only when what it shows
changed. The pieces paint through the board's ``Sprites``, so a look seen before (a worker of that
seat on any square, a tile a review jump brings back) is a blit, not a new antialiased paint. Bounds
are computed once: Qt asks for them several times a repaint, and a Python computation each time
cost more than the cached picture's blit.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
)

from desktop_app.games.arkadia import BuildingView
from desktop_app.ui.games.arkadia import glyphs, palette
from desktop_app.ui.games.arkadia.palette import BOARD_X, BOARD_Y, CELL
from desktop_app.ui.games.arkadia.shapes import pivot_of
from desktop_app.ui.games.layers import cached
from desktop_app.ui.games.sprites import Sprites


def inert(item: QGraphicsItem) -> QGraphicsItem:
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    item.setAcceptHoverEvents(False)
    return item


class BuildingItem(QGraphicsItem):
    """A placed building (B-5): its tile, the seal still lying on it, and a gold rim once completed."""

    def __init__(self, building: BuildingView, sprites: Sprites) -> None:
        super().__init__()
        self.building = building
        self.sprites = sprites
        self.cells = [(r, c) for r, c in building["squares"]]
        self.path = _outline(tuple(self.cells))
        #: Qt asks for the bounds several times a repaint; a Python computation each time cost
        #: more than the blit of the cached picture (issue 18).
        self._rect = self.path.boundingRect().adjusted(-9, -9, 9, 9)
        self.chosen = False
        self.choosable = False
        self.recent = False
        #: The selection's ring, a child over the cached tile: marking twenty buildings choosable
        #: after a card is played used to paint twenty tiles again (issue 18).
        self.mark = BuildingMark(self)
        inert(self)
        cached(self)
        self.setZValue(10)
        name = palette.building_name(building["type"])
        family = palette.family_word(building["family"])
        self.setToolTip(
            (
                QCoreApplication.translate("BuildingItem", "{building} of the {family} family (completed)")
                if building["completed"]
                else QCoreApplication.translate("BuildingItem", "{building} of the {family} family (open)")
            ).format(building=name, family=family)
        )

    def set_marks(self, chosen: bool, choosable: bool) -> None:
        """The selection's marks on this building: its ring changes, the tile's picture stays."""
        if (chosen, choosable) != (self.chosen, self.choosable):
            self.chosen, self.choosable = chosen, choosable
            self.mark.show_marks(chosen, choosable)

    def boundingRect(self) -> QRectF:
        return self._rect

    def centre(self) -> QPointF:
        return palette.square_centre(*pivot_of(tuple(self.cells)))

    def look(self) -> tuple:
        """Everything the tile's picture shows (its place included: no two tiles share one)."""
        b = self.building
        return (
            "building",
            b["type"],
            b["family"],
            tuple(self.cells),
            b["completed"],
            bool(b.get("seal")),
            self.recent,
        )

    def paint(self, painter: QPainter, option, widget=None) -> None:
        self.sprites.draw(painter, self.look(), self._rect, self._paint)

    def _paint(self, painter: QPainter) -> None:
        b = self.building
        fill = QColor(palette.BUILDING_FILL.get(b["type"], QColor("#d8c09a")))
        tint = palette.family_colour(b["family"])
        mixed = QColor(
            int(fill.red() * 0.72 + tint.red() * 0.28),
            int(fill.green() * 0.72 + tint.green() * 0.28),
            int(fill.blue() * 0.72 + tint.blue() * 0.28),
        )
        if self.recent:
            self._paint_glow(painter)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 30, 5, 90))
        painter.drawPath(self.path.translated(2, 2.5))
        painter.setBrush(mixed)
        painter.drawPath(self.path)
        painter.setPen(QPen(mixed.darker(125), 1))
        for r, c in self.cells:
            rect = palette.square_rect(r, c).adjusted(5, 5, -5, -5)
            painter.drawLine(rect.topLeft(), rect.bottomRight())
            painter.drawLine(rect.topRight(), rect.bottomLeft())
        painter.setPen(QPen(QColor(255, 255, 255, 90), 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self.path.translated(1.2, 1.2))
        edge = palette.COMPLETED_EDGE if b["completed"] else QColor("#3d2a17")
        width = 3.2 if b["completed"] else 2.2
        painter.setPen(
            QPen(edge, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        )
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self.path)
        self._paint_seal_or_check(painter)

    def _paint_glow(self, painter: QPainter) -> None:
        """The glow of a building completed this turn (H-1), under its tile."""
        for glow_width, alpha in ((16, 70), (10, 150), (6, 255)):
            glow = QColor("#ffe14d")
            glow.setAlpha(alpha)
            painter.setPen(
                QPen(
                    glow,
                    glow_width,
                    Qt.PenStyle.SolidLine,
                    Qt.PenCapStyle.RoundCap,
                    Qt.PenJoinStyle.RoundJoin,
                )
            )
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(self.path)

    def _paint_seal_or_check(self, painter: QPainter) -> None:
        """The seal still lying on the tile, or once it was taken (H-3) a gold check mark."""
        b = self.building
        centre = self.centre()
        if b.get("seal"):
            glyphs.paint_seal(painter, centre, CELL * 0.3, b["family"])
        else:  # completed: the seal was taken (H-3); a gold check mark remains
            painter.setPen(QPen(palette.COMPLETED_EDGE.darker(150), 1.2))
            painter.setBrush(palette.COMPLETED_EDGE)
            painter.drawEllipse(centre, CELL * 0.17, CELL * 0.17)
            painter.setPen(
                QPen(
                    QColor("#ffffff"),
                    2.2,
                    Qt.PenStyle.SolidLine,
                    Qt.PenCapStyle.RoundCap,
                    Qt.PenJoinStyle.RoundJoin,
                )
            )
            painter.drawLine(centre + QPointF(-4, 0), centre + QPointF(-1, 3.5))
            painter.drawLine(centre + QPointF(-1, 3.5), centre + QPointF(4.5, -3.5))


@lru_cache(maxsize=512)
def _outline(cells: tuple[tuple[int, int], ...]) -> QPainterPath:
    """A tile's outline on the board, made once per placement: a review jump makes dozens of
    tiles again, and uniting their squares' paths was a third of making one."""
    return glyphs.cells_path(cells, CELL, QPointF(BOARD_X, BOARD_Y))


class BuildingMark(QGraphicsItem):
    """The ring of a chosen (gold) or choosable (pale) building, drawn over its tile's edge.

    Wider than the tile's own edge along the same path, so the ring covers it as the tile's edge
    colour once did; hidden while the building is neither. Cached like the tile: an antialiased
    stroke of a whole tile's outline costs 0.5 ms, and twenty choosable buildings were stroked
    again at every repaint of the board (issue 18).
    """

    def __init__(self, building: BuildingItem) -> None:
        super().__init__(building)
        self.path = building.path
        self.pen = QPen()
        self._rect = self.path.boundingRect().adjusted(-3, -3, 3, 3)
        inert(self)
        cached(self)
        self.hide()

    def show_marks(self, chosen: bool, choosable: bool) -> None:
        if chosen:
            edge, width = palette.TARGET_EDGE, 4.0
        elif choosable:
            edge, width = QColor("#fff7c8"), 3.0
        else:
            self.hide()
            return
        self.pen = QPen(
            edge, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin
        )
        self.update()
        self.show()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setPen(self.pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self.path)


class WorkerItem(QGraphicsItem):
    """A worker on the board (F-3): seat colour and symbol, or grey when neutral."""

    def __init__(
        self,
        square: tuple[int, int],
        colour: QColor,
        symbol: str | None,
        owner: int | None,
        sprites: Sprites,
        strong: bool = False,
    ) -> None:
        super().__init__()
        self.square = square
        self.sprites = sprites
        self._rect = palette.square_rect(*square)
        self.colour = colour
        self.symbol = symbol
        self.owner = owner
        #: Colour-blind mode: the symbol larger and outlined.
        self.strong = strong
        inert(self)
        cached(self)
        self.setZValue(20)
        self.setToolTip(
            QCoreApplication.translate("WorkerItem", "Neutral worker")
            if owner is None
            else QCoreApplication.translate("WorkerItem", "Worker of Player {n}").format(n=owner + 1)
        )

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        look = ("worker", self.colour.rgba(), self.symbol, self.strong)  # the same on every square
        self.sprites.draw(painter, look, self._rect, self._paint)

    def _paint(self, painter: QPainter) -> None:
        glyphs.paint_worker(
            painter,
            palette.square_centre(*self.square),
            CELL * 0.72,
            self.colour,
            self.symbol,
            strong=self.strong,
        )


class CastleSquareItem(QGraphicsItem):
    """One lot position: its stack of castle pieces by floor, the top one being the visible colour
    (K-1); a bare square shows its printed colour."""

    def __init__(self, square: tuple[int, int], printed: str | None, sprites: Sprites) -> None:
        super().__init__()
        self.square = square
        self.printed = printed
        self.sprites = sprites
        self._rect = palette.square_rect(*square)
        self.stack: list[str | None] = [None, None, None]
        inert(self)
        cached(self)
        self.setZValue(12)
        self.set_stack([])

    def set_stack(self, stack: list[str | None]) -> None:
        if list(stack) == self.stack:
            return
        self.stack = list(stack)
        top = [i for i, colour in enumerate(self.stack) if colour]
        if top:
            colour = self.stack[top[-1]]
            self.setToolTip(
                QCoreApplication.translate("CastleSquareItem", "Castle: {colour} on floor {n}").format(
                    colour=palette.family_word(str(colour)), n=top[-1] + 1
                )
            )
        elif self.printed:
            self.setToolTip(
                QCoreApplication.translate("CastleSquareItem", "Printed {colour}").format(
                    colour=palette.family_word(self.printed)
                )
            )
        else:
            self.setToolTip(QCoreApplication.translate("CastleSquareItem", "Blank lot square"))
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        look = ("castle", tuple(self.stack), self.printed)  # the same on every lot square
        self.sprites.draw(painter, look, self._rect, self._paint)

    def _paint(self, painter: QPainter) -> None:
        rect = self._rect
        for floor, colour in enumerate(self.stack):
            if not colour:
                break
            inset = 3 + floor * 5
            piece = rect.adjusted(inset, inset - floor * 2, -inset, -inset - floor * 2)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.drawRoundedRect(piece.translated(1.5, 2), 3, 3)
            is_top = floor + 1 == len([c for c in self.stack if c])
            glyphs.paint_piece(painter, piece, colour, floor + 1, letter=is_top)
        if not any(self.stack) and self.printed:
            glyphs.paint_seal(painter, rect.center(), CELL * 0.2, self.printed, faded=True)


class SealCoin(QGraphicsItem):
    """A seal in flight from a completed building (the payout animation, H-2/H-3)."""

    def __init__(self, family: str, sprites: Sprites) -> None:
        super().__init__()
        self.family = family
        self.sprites = sprites
        self._rect = QRectF(-12, -12, 24, 24)
        inert(self)
        cached(self)
        self.setZValue(50)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        self.sprites.draw(painter, ("coin", self.family), self._rect, self._paint)

    def _paint(self, painter: QPainter) -> None:
        glyphs.paint_seal(painter, QPointF(0, 0), 10, self.family)
