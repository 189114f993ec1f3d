"""What the current choice looks like on the board: the ghost building, where it fits, the worker
squares on offer and the marked workers, the free castle squares — all painted by one inert item.

Green means the engine lists a ``play_card`` covering exactly these squares; red means it does not
(E-2). Nothing here decides; the overlay only paints what ``Selection`` read off ``legal``.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from desktop_app.ui.games.arkadia import glyphs, palette
from desktop_app.ui.games.arkadia.board_items import inert
from desktop_app.ui.games.arkadia.palette import BOARD_H, BOARD_W, BOARD_X, BOARD_Y, CELL
from desktop_app.ui.games.arkadia.shapes import pivot_of
from desktop_app.ui.games.highlight import paint_legal
from desktop_app.ui.games.layers import cached

Square = tuple[int, int]


class Overlay:
    """Holds the picture of the current choice; ``OverlayItem`` paints it."""

    def __init__(self) -> None:
        self.clear()

    def clear(self) -> None:
        """Nothing chosen: no ghost, no marks, no targets."""
        self.ghost: tuple[Square, ...] = ()
        self.ghost_ok = False
        self.ghost_family: str | None = None
        #: ghost squares on tents that would bring a neutral worker (E-3), while the supply lasts
        self.tent_gains: list[Square] = []
        self.fits: set[Square] = set()
        self.offers: set[Square] = set()
        self.marks: list[tuple[Square, QColor, str | None]] = []
        self.targets: set[Square] = set()
        self.target_colour: str | None = None
        self.hover: Square | None = None
        self.placed: list[Square] = []

    def empty(self) -> bool:
        """Nothing to paint (a hover paints only over a target)."""
        return not (self.ghost or self.fits or self.offers or self.marks or self.targets or self.placed)

    def look(self) -> tuple:
        """Everything the overlay paints, to tell a change from a refresh of the same picture."""
        marks = [(square, colour.name(), symbol) for square, colour, symbol in self.marks]
        return (
            self.ghost,
            self.ghost_ok,
            self.ghost_family,
            tuple(self.tent_gains),
            frozenset(self.fits),
            frozenset(self.offers),
            tuple(marks),
            frozenset(self.targets),
            self.target_colour,
            self.hover,
            tuple(self.placed),
        )


class ChoiceItem(QGraphicsItem):
    """Paints an ``Overlay`` above the pieces and below the mouse surface."""

    def __init__(self) -> None:
        super().__init__()
        self.overlay = Overlay()
        inert(self)
        cached(self)
        self._blank = False
        self._look: tuple | None = None
        self.setZValue(30)
        self.refresh()

    def boundingRect(self) -> QRectF:
        return QRectF(BOARD_X - 10, BOARD_Y - 10, BOARD_W + 20, BOARD_H + 20)  # room for the glows

    def paint(self, painter: QPainter, option, widget=None) -> None:
        o = self.overlay
        painter.setPen(Qt.PenStyle.NoPen)
        for sq in o.fits:
            painter.setBrush(QColor(255, 255, 255, 200))
            painter.drawEllipse(palette.square_centre(*sq), 4.2, 4.2)
            painter.setBrush(QColor(palette.LEGAL))
            painter.drawEllipse(palette.square_centre(*sq), 2.8, 2.8)
        for sq in o.targets:  # the legal-target mark of every board (issue 19)
            box = QPainterPath()
            box.addRoundedRect(palette.square_rect(*sq).adjusted(5, 5, -5, -5), 4, 4)
            paint_legal(painter, box, strong=sq == o.hover)
        if o.hover in o.targets and o.target_colour:
            rect = palette.square_rect(*o.hover).adjusted(8, 8, -8, -8)
            painter.setOpacity(0.8)
            glyphs.paint_piece(painter, rect, o.target_colour, 0)
            painter.setOpacity(1.0)
        for sq in o.placed:
            painter.setPen(QPen(palette.TARGET_EDGE, 2.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(palette.square_centre(*sq), CELL * 0.44, CELL * 0.44)
        for sq in o.offers:
            ring = QPainterPath()
            ring.addEllipse(palette.square_centre(*sq), CELL * 0.34, CELL * 0.34)
            paint_legal(painter, ring, strong=sq == o.hover)
        self._paint_marks(painter)
        if o.ghost:
            self._paint_ghost(painter)

    def _paint_marks(self, painter: QPainter) -> None:
        """The workers marked around the chosen building, numbered in the order they were marked."""
        o = self.overlay
        for index, (sq, colour, symbol) in enumerate(o.marks):
            centre = palette.square_centre(*sq)
            glyphs.paint_worker(painter, centre, CELL * 0.7, colour, symbol, ghost=True)
            badge = QPointF(centre.x() + CELL * 0.3, centre.y() - CELL * 0.3)
            painter.setPen(QPen(palette.TARGET_EDGE, 1.2))
            painter.setBrush(QColor("#fffaf0"))
            painter.drawEllipse(badge, 7, 7)
            painter.setPen(palette.INK)
            painter.setFont(palette.font(7, serif=False))
            painter.drawText(
                QRectF(badge.x() - 7, badge.y() - 7, 14, 14), Qt.AlignmentFlag.AlignCenter, str(index + 1)
            )

    def _paint_ghost(self, painter: QPainter) -> None:
        """The ghost building: green where the engine lists it, red (crossed) where it does not,
        its seal, and the neutral workers its tents would bring."""
        o = self.overlay
        colour = QColor(palette.LEGAL if o.ghost_ok else palette.ILLEGAL)
        fill = QColor(colour)
        fill.setAlpha(120)
        # cells beyond the edge are not drawn: the red of the rest says it does not fit
        on_board = [sq for sq in o.ghost if 0 <= sq[0] < palette.ROWS and 0 <= sq[1] < palette.COLS]
        path = glyphs.cells_path(on_board, CELL, QPointF(BOARD_X, BOARD_Y))
        painter.setBrush(fill)
        painter.setPen(QPen(colour.darker(140), 3.0))
        painter.drawPath(path)
        if o.ghost_family and o.ghost_ok:
            glyphs.paint_seal(
                painter, palette.square_centre(*pivot_of(tuple(o.ghost))), CELL * 0.24, o.ghost_family
            )
        for sq in o.tent_gains if o.ghost_ok else []:
            corner = palette.square_rect(*sq)
            glyphs.paint_worker(
                painter,
                QPointF(corner.x() + CELL * 0.3, corner.y() + CELL * 0.32),
                CELL * 0.42,
                palette.NEUTRAL_WORKER,
                None,
            )
            painter.setPen(QColor("#ffffff"))
            painter.setFont(palette.font(8.5))
            painter.drawText(
                QRectF(corner.x() + CELL * 0.45, corner.y() + CELL * 0.5, CELL * 0.55, CELL * 0.45),
                Qt.AlignmentFlag.AlignCenter,
                "+1",
            )
        if not o.ghost_ok:
            painter.setPen(QPen(QColor(255, 255, 255, 220), 2.6))
            for sq in on_board:
                c = palette.square_centre(*sq)
                painter.drawLine(c + QPointF(-6, -6), c + QPointF(6, 6))
                painter.drawLine(c + QPointF(-6, 6), c + QPointF(6, -6))

    def refresh(self) -> None:
        """Paint the overlay again if it changed; an empty one is not even asked to paint (it
        covers the board, and a repaint of it is one of the whole board)."""
        look = self.overlay.look()
        if look == self._look:
            return
        self._look = look
        blank = self.overlay.empty()
        if blank != self._blank:
            scene = self.scene()
            if blank and scene is not None:
                # Qt drops the update of an item without contents: erase the marks through the scene
                scene.update(self.sceneBoundingRect())
            self._blank = blank
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, blank)
        self.update()
