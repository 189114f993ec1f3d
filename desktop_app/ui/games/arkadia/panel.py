"""The castle panel beside the board: the four seal values (K-1), the three floors with their pools
(C-2, I-2..I-5) and the state of the turn (whose turn, pieces owed, the final round, L-3).

Everything shown here is public (M-2). The pool pieces of the current floor are the colour choice
of a castle step: a click chooses a colour, a click on a free lot square then places it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from desktop_app.games.arkadia import ArkadiaView
from desktop_app.ui.games.arkadia import glyphs, palette
from desktop_app.ui.games.arkadia.board_items import inert
from desktop_app.ui.games.arkadia.palette import BOARD_H, BOARD_Y, PANEL_W, PANEL_X
from desktop_app.ui.games.arkadia.pickable import PickableItem
from desktop_app.ui.games.board_text import readable_font
from desktop_app.ui.games.layers import cached
from desktop_app.ui.games.sprites import Sprites

FAMILIES = palette.FAMILIES
VALUES_Y = BOARD_Y + 30
FLOORS_Y = BOARD_Y + 128
FLOOR_H = 74.0
STATUS_Y = FLOORS_Y + 3 * FLOOR_H + 26
MINI = 19.0
POOL_X = PANEL_X + 138
#: Room for a floor's heading left of the pool ("Stockwerk 1 · jetzt" is longer than "Floor 1 · now").
FLOOR_LABEL_W = 120.0
POOL_STEP = 37.0


class PoolPiece(PickableItem):
    """One colour of a floor's pool with how many pieces are left; clickable during a castle step.

    A click carries the family name.
    """

    def __init__(self, floor: int, family: str, sprites: Sprites) -> None:
        super().__init__()
        self.floor = floor
        self.family = family
        self.sprites = sprites
        self._rect = QRectF(-3, -3, 34, 46)
        self.count = 0
        self._look: tuple[int, bool, bool] | None = None
        cached(self)

    def picked(self) -> str:
        return self.family

    def set_state(self, count: int, active: bool, selected: bool) -> None:
        if (count, active, selected) == self._look:
            return  # as it is: the cached picture stays
        self._look = (count, active, selected)
        self.count, self.selected = count, selected
        self.set_active(active)
        family = palette.family_word(self.family)
        self.setToolTip(
            (
                QCoreApplication.translate("PoolPiece", "Pool {floor}: 1 {family} piece")
                if count == 1
                else QCoreApplication.translate("PoolPiece", "Pool {floor}: {n} {family} pieces")
            ).format(floor=self.floor, n=count, family=family)
        )
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        look = ("pool", self.family, self.count, self.active, self.selected, self.under_pointer)
        self.sprites.draw(painter, look, self._rect, self._paint)

    def _paint(self, painter: QPainter) -> None:
        rect = QRectF(2, 2, 24, 24)
        if self.selected or (self.active and self.under_pointer):
            painter.setPen(QPen(palette.TARGET_EDGE, 3))
            painter.setBrush(palette.TARGET)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 5, 5)
        elif self.active:
            painter.setPen(QPen(QColor("#e7c65a"), 2))
            painter.setBrush(QColor("#fff6d0"))
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 5, 5)
        if self.count > 0:
            glyphs.paint_piece(painter, rect, self.family, 0)
        else:
            painter.setPen(QPen(palette.family_colour(self.family), 1.2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 3, 3)
        painter.setPen(palette.INK if self.count else palette.INK_SOFT)
        painter.setFont(palette.font(8.5, serif=False))
        painter.drawText(QRectF(-2, 28, 32, 14), Qt.AlignmentFlag.AlignCenter, f"×{self.count}")


class StatusLines(QGraphicsItem):
    """The turn status at the foot of the castle panel, a picture of its own: it changes at
    almost every step, and painting the whole panel again for it cost 5 ms (issue 18)."""

    def __init__(self, panel: CastlePanel) -> None:
        super().__init__(panel)
        inert(self)
        cached(self)
        self.lines: list[tuple[str, bool]] = []
        box = panel.boundingRect().adjusted(6, 6, -6, -6)  # inside the panel's edge, as before
        self._rect = QRectF(PANEL_X + 14, STATUS_Y, PANEL_W - 28, box.bottom() - STATUS_Y)

    def set_lines(self, lines: list[tuple[str, bool]]) -> None:
        if lines != self.lines:
            self.lines = lines
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setClipRect(self._rect)
        y = STATUS_Y
        for text, strong in self.lines:
            painter.setFont(readable_font(painter, palette.font(10 if strong else 8.8, bold=strong)))
            painter.setPen(QColor("#a0301f") if strong else palette.INK)
            rect = QRectF(self._rect.x(), y, self._rect.width(), 60)
            bound = painter.boundingRect(rect, int(Qt.TextFlag.TextWordWrap), text)
            painter.drawText(rect, int(Qt.TextFlag.TextWordWrap), text)
            y += bound.height() + 5


class CastlePanel(QGraphicsItem):
    """The painted panel: its frame and headings, painted once, with what changes drawn by small
    items of its own — the seal values (``SealValues``), each floor's plan (``FloorPlan``) and the
    turn status (``StatusLines``). A castle piece placed paints one floor again, not the panel
    (the whole panel cost 4.5 ms, issue 18)."""

    def __init__(self, scene: QGraphicsScene, positions: list[tuple[int, int]], sprites: Sprites) -> None:
        super().__init__()
        inert(self)
        cached(self)
        self.setZValue(5)
        self._rect = QRectF(PANEL_X - 2, BOARD_Y - 12, PANEL_W + 4, BOARD_H + 24)
        self.positions = positions
        self.values: dict[str, int] = {f: 0 for f in FAMILIES}
        self.floors: list[list[str | None]] = [[None] * 10 for _ in range(3)]
        self.current = 1
        scene.addItem(self)
        self.status_lines = StatusLines(self)
        self.seal_values = SealValues(self)
        self.plans = [FloorPlan(self, floor, positions, sprites) for floor in range(3)]
        self.pool: dict[tuple[int, str], PoolPiece] = {}
        for floor in range(1, 4):
            for i, family in enumerate(FAMILIES):
                piece = PoolPiece(floor, family, sprites)
                piece.setPos(POOL_X + i * POOL_STEP, FLOORS_Y + (floor - 1) * FLOOR_H + 20)
                scene.addItem(piece)
                self.pool[(floor, family)] = piece

    def boundingRect(self) -> QRectF:
        return self._rect

    @property
    def status(self) -> list[tuple[str, bool]]:
        """The status lines shown: (text, strong)."""
        return self.status_lines.lines

    def sync(self, view: ArkadiaView, status: list[tuple[str, bool]]) -> None:
        self.status_lines.set_lines(list(status))
        castle = view["castle"]
        look = (dict(view["values"]), [list(f) for f in castle["floors"]], castle["current_floor"])
        if look == (self.values, self.floors, self.current):
            return  # as it is: every picture stays
        self.values, self.floors, self.current = look
        self.seal_values.set_values(self.values)
        for floor, plan in enumerate(self.plans):
            pieces: list[str | None] = self.floors[floor] if floor < len(self.floors) else [None] * 10
            plan.set_floor(pieces, floor + 1 == self.current)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        box = self._rect.adjusted(2, 2, -2, -2)
        painter.setPen(QPen(palette.PANEL_EDGE, 1.6))
        painter.setBrush(palette.PANEL)
        painter.drawRoundedRect(box, 9, 9)
        x = PANEL_X + 14
        self._heading(painter, QCoreApplication.translate("CastlePanel", "Seal values"), x, BOARD_Y - 4)
        for i, family in enumerate(FAMILIES):
            cx = PANEL_X + 34 + i * 66
            glyphs.paint_seal(painter, QPointF(cx, VALUES_Y + 24), 17, family)
            # at least 9 px on the screen (``readable_font``): 5-6 px on a 1280x720 laptop
            painter.setFont(readable_font(painter, palette.font(7.5, bold=False, serif=False)))
            painter.setPen(palette.INK_SOFT)
            painter.drawText(
                QRectF(cx - 30, VALUES_Y + 44, 60, 14),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextDontClip,
                palette.family_word(family),
            )
        painter.setPen(QPen(palette.PANEL_EDGE, 1))
        painter.drawLine(QPointF(PANEL_X + 12, FLOORS_Y - 34), QPointF(PANEL_X + PANEL_W - 12, FLOORS_Y - 34))
        self._heading(painter, QCoreApplication.translate("CastlePanel", "Castle"), x, FLOORS_Y - 30)
        painter.setFont(readable_font(painter, palette.font(7.5, bold=False, serif=False)))
        painter.setPen(palette.INK_SOFT)
        painter.drawText(
            QRectF(POOL_X - 4, FLOORS_Y - 26, 150, 14),
            Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextDontClip,
            QCoreApplication.translate("CastlePanel", "pools"),
        )
        painter.setPen(QPen(palette.PANEL_EDGE, 1))
        painter.drawLine(QPointF(PANEL_X + 12, STATUS_Y - 8), QPointF(PANEL_X + PANEL_W - 12, STATUS_Y - 8))

    def _heading(self, painter: QPainter, text: str, x: float, y: float) -> None:
        painter.setPen(palette.INK)
        painter.setFont(palette.font(11.5))
        painter.drawText(
            QRectF(x, y, PANEL_W - 28, 22), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text
        )

    def sync_pool(self, view: ArkadiaView, colours: set[str], chosen: str | None) -> None:
        pools = view["castle"]["pools"]
        for (floor, family), piece in self.pool.items():
            pool = pools[floor - 1] if floor - 1 < len(pools) else {}
            active = floor == self.current and family in colours
            piece.set_state(pool.get(family, 0), active, active and family == chosen)


class SealValues(QGraphicsItem):
    """The four seal values beside their seals (K-1), over the panel."""

    def __init__(self, panel: CastlePanel) -> None:
        super().__init__(panel)
        inert(self)
        cached(self)
        self.values: dict[str, int] = dict(panel.values)
        self._rect = QRectF(PANEL_X + 50, VALUES_Y + 8, (len(FAMILIES) - 1) * 66 + 34, 32)

    def set_values(self, values: dict[str, int]) -> None:
        if values != self.values:
            self.values = dict(values)
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setPen(palette.INK)
        painter.setFont(palette.font(19))
        for i, family in enumerate(FAMILIES):
            cx = PANEL_X + 34 + i * 66
            painter.drawText(
                QRectF(cx + 16, VALUES_Y + 8, 34, 32),
                Qt.AlignmentFlag.AlignCenter,
                str(self.values.get(family, 0)),
            )


class FloorPlan(QGraphicsItem):
    """One floor of the castle as a 2x5 plan of the lot with its heading and count (C-2); the
    current floor lies on a lighter band. Its pictures come from the board's ``Sprites``: review
    goes back and forth over the same few plans."""

    def __init__(
        self, panel: CastlePanel, floor: int, positions: list[tuple[int, int]], sprites: Sprites
    ) -> None:
        super().__init__(panel)
        inert(self)
        cached(self)
        self.floor = floor
        self.positions = positions
        self.sprites = sprites
        self.pieces: tuple[str | None, ...] = (None,) * 10
        self.current = floor == 0
        self.top = FLOORS_Y + floor * FLOOR_H
        #: The heading, the plan and the count below it (which reaches past the band).
        self._rect = QRectF(PANEL_X + 8, self.top - 4, POOL_X - PANEL_X - 12, FLOOR_H + 4)
        self._band = QRectF(PANEL_X + 8, self.top - 4, PANEL_W - 16, FLOOR_H - 6)
        self._wide = self._rect.united(self._band)
        rows = sorted({r for r, _ in positions})
        cols = sorted({c for _, c in positions})
        self._cells = [
            QRectF(
                PANEL_X + 16 + cols.index(c) * MINI, self.top + 20 + rows.index(r) * MINI, MINI - 2, MINI - 2
            )
            for r, c in positions
        ]

    def set_floor(self, pieces: list[str | None], current: bool) -> None:
        look = (tuple(pieces), current)
        if look != (self.pieces, self.current):
            if current != self.current:
                self.prepareGeometryChange()  # the band reaches under the pools
            self.pieces, self.current = look
            self.update()

    def boundingRect(self) -> QRectF:
        return self._wide if self.current else self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        rect = self.boundingRect()
        self.sprites.draw(painter, ("floor", self.floor, self.pieces, self.current), rect, self._paint)

    def _paint(self, painter: QPainter) -> None:
        if self.current:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#f1dfae"))
            painter.drawRoundedRect(self._band, 6, 6)
        painter.setPen(palette.INK)
        label = (
            QCoreApplication.translate("CastlePanel", "Floor {n} · now")
            if self.current
            else QCoreApplication.translate("CastlePanel", "Floor {n}")
        ).format(n=self.floor + 1)
        painter.setFont(_fitted_font(label, FLOOR_LABEL_W))
        painter.drawText(QRectF(PANEL_X + 14, self.top, FLOOR_LABEL_W, 16), Qt.AlignmentFlag.AlignLeft, label)
        for i, rect in enumerate(self._cells):
            colour = self.pieces[i] if i < len(self.pieces) else None
            if colour:
                glyphs.paint_piece(painter, rect, colour, 0)
            else:
                painter.setPen(QPen(QColor("#b9a98a"), 1, Qt.PenStyle.DotLine))
                painter.setBrush(QColor("#efe4cb"))
                painter.drawRect(rect)
        filled = sum(1 for colour in self.pieces if colour)
        painter.setPen(palette.INK_SOFT)
        painter.setFont(readable_font(painter, palette.font(7.5, bold=False, serif=False)))
        painter.drawText(
            QRectF(PANEL_X + 14, self.top + 20 + 2 * MINI + 2, 110, 12),
            Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextDontClip,
            QCoreApplication.translate("CastlePanel", "{n}/10 placed").format(n=filled),
        )


def _fitted_font(text: str, width: float, size: float = 9.5, smallest: float = 7.5) -> QFont:
    """The heading's font, a little smaller where a language's words are longer than the room.

    Languages differ in length (German most), and a heading cut off mid-word reads as a fault;
    below ``smallest`` it would be too small to read, so it stops there.
    """
    chosen = palette.font(size)
    while size > smallest and QFontMetricsF(chosen).horizontalAdvance(text) > width:
        size -= 0.5
        chosen = palette.font(size)
    return chosen
