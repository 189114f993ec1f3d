"""What the Forbidden City's information panel (``panel.InfoPanel``) is drawn with: its frame,
its parts (``panel_items.Part``: a part drawn again reuses the items it drew last time, in order)
and the kinds of item it draws (a line of text fitted to its room once lifted to 9 px on a laptop,
a paragraph, a box, a seat's mark, an official, a card)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPen, QTextDocument
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
)

from desktop_app.ui.games.board_text import anchor_centre, anchor_left, anchor_right, least_line, line_height
from desktop_app.ui.games.forbidden_city import glyphs, palette
from desktop_app.ui.games.forbidden_city.geometry import PANEL_W, PANEL_X, SCENE_H
from desktop_app.ui.games.forbidden_city.panel_items import (
    D8Item,
    DieItem,
    Item,
    Painted,
    Part,
    place,
)
from desktop_app.ui.games.layers import cached

#: The smallest type a long player name is set in before it is cut short (still readable).
NAME_LEAST_PT = 9.5


#: The panel's boxes and bands (kept: a reused box compares its brush and pen with these).
NO_PEN, NO_BRUSH = QPen(Qt.PenStyle.NoPen), QBrush(Qt.BrushStyle.NoBrush)
LATE_BRUSH, LATE_PEN = QBrush(QColor("#f3d9a6")), QPen(palette.WALL, 1.5, Qt.PenStyle.DashLine)
SLOT_BRUSH, SLOT_PEN = QBrush(QColor("#fbf4e3")), QPen(QColor("#c9ad7d"), 1)
HIT_BRUSH, HIT_PEN = QBrush(palette.HIGHLIGHT), QPen(palette.HIGHLIGHT_EDGE, 2)
ACTIVE_BRUSH = QBrush(QColor("#fbe6b4"))
GROUP_BRUSH, GROUP_PEN = QBrush(QColor("#fffaf0")), QPen(palette.PANEL_EDGE, 1)


class _Para(QGraphicsTextItem):
    """A paragraph that remembers what it was laid out for (``toHtml`` gives Qt's own rewrite)."""

    laid_out: tuple = ()


class PanelDrawing:
    """The panel's frame and the items its parts are drawn with."""

    def __init__(self, scene: QGraphicsScene, names: Sequence[str], colours: Sequence[str]) -> None:
        self.scene = scene
        self.names = list(names)
        self.colours = list(colours)
        self.root = QGraphicsRectItem(QRectF(PANEL_X, 4, PANEL_W, SCENE_H - 8))
        self.root.setBrush(QBrush(palette.PANEL))
        self.root.setPen(QPen(palette.PANEL_EDGE, 2))
        self.root.setZValue(1)
        scene.addItem(self.root)
        self.dice: dict[str, DieItem] = {}
        self.d8: D8Item | None = None
        #: One group per part of the panel (dice, Terrace, court, players' heading, a row per
        #: player), and what it was drawn for (see ``sync``).
        self._parts: dict[str, Part] = {}
        self._drawing: Part | None = None
        self.letters = False
        #: A 9 px line's height in the scene at the view's scale (``board_text.least_line``).
        self.least = 0.0

    # --- helpers ---------------------------------------------------------------------------------

    def _part(self, name: str, look: tuple) -> bool:
        """Is part ``name`` to be drawn again for ``look``? If so its items are handed out, in
        order, to the drawing that follows (``panel_items.Part``)."""
        self._close()
        part = self._parts.get(name)
        if part is None:
            part = self._parts[name] = Part(self.root)
        if not part.renew(look):
            return False
        self._drawing = part
        return True

    def _close(self) -> None:
        if self._drawing is not None:
            self._drawing.close()
            self._drawing = None

    def _take(self, kind: type[Item], make: Callable[[], Item]) -> tuple[Item, bool]:
        assert self._drawing is not None, "drawn outside a part"
        return self._drawing.take(kind, make)

    def _text(
        self,
        text: str,
        x: float,
        y: float,
        size: float = 10,
        bold: bool = False,
        colour: QColor | None = None,
        centred: bool = False,
        right: bool = False,
    ) -> QGraphicsSimpleTextItem:
        """A line of text at (``x``, ``y``), or centred on ``x``, or (``right``) ending at ``x``:
        lifted to 9 px on a laptop (``board_text``) it grows from there, so a count against the
        panel's right edge stays inside the panel."""
        item, new = self._take(QGraphicsSimpleTextItem, lambda: cached(QGraphicsSimpleTextItem()))
        if item.text() != text:
            item.setText(text)
        font = glyphs.font(size, bold=bold)
        if new or item.font() != font:
            item.setFont(font)
        ink = colour or palette.INK
        if new or item.brush().color() != ink:
            item.setBrush(QBrush(ink))
        width = item.boundingRect().width()
        place(item, x - width / 2 if centred else x - width if right else x, y)
        # set each time: the item may have been another text, anchored elsewhere, before
        (anchor_centre if centred else anchor_right if right else anchor_left)(item)
        item.setToolTip("")
        return item

    def _rect(self, rect: QRectF, brush: QBrush, pen: QPen, tip: str = "") -> QGraphicsRectItem:
        item, new = self._take(QGraphicsRectItem, QGraphicsRectItem)
        item.setRect(rect)
        if new or item.brush() != brush:
            item.setBrush(brush)
        if new or item.pen() != pen:
            item.setPen(pen)
        item.setToolTip(tip)
        return item

    def _name_text(
        self, text: str, x: float, y: float, right: float, most: float = 12.0, colour: QColor | None = None
    ) -> None:
        """A player's name (or the turn's line, ``most`` points at the most) from ``x`` up to
        ``right``, where the board mark begins (issue 19: a long name ran under it), as wide as
        it is drawn once lifted to 9 px on a laptop: a smaller type while it stays readable,
        then cut with "…" and the whole text in the tooltip."""

        def room(size: float) -> float:
            high, lifted = line_height(glyphs.font(size, bold=True), self.least)
            return (right - x) * high / lifted

        size = most
        while size > NAME_LEAST_PT and QFontMetricsF(glyphs.font(size, bold=True)).horizontalAdvance(
            text
        ) > room(size):
            size -= 0.5
        metrics = QFontMetricsF(glyphs.font(size, bold=True))
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room(size))
        item = self._text(shown, x, y + (most - size) * 0.6, size, bold=True, colour=colour)
        item.setToolTip(text if shown != text else "")

    def _fitted(
        self, text: str, x: float, y: float, right: float, size: float, colour: QColor | None = None
    ) -> None:
        """A line of text from ``x`` that ends before ``right`` once lifted to 9 px on a laptop: a
        smaller type (down to four fifths), then cut with "…" and the whole in the tooltip."""
        font = glyphs.font(size)
        high, lifted = line_height(font, self.least)
        room = (right - x) * high / lifted
        shown, least = text, size
        while least > size * 0.8 and QFontMetricsF(glyphs.font(least)).horizontalAdvance(text) > room:
            least -= 0.5
        font = glyphs.font(least)
        high, lifted = line_height(font, self.least)
        shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, (right - x) * high / lifted)
        item = self._text(shown, x, y + (size - least) * 0.6, least, colour=colour)
        item.setToolTip(text if shown != text else "")

    def _para(self, html: str, x: float, y: float, width: float, size: float = 9.5) -> QGraphicsTextItem:
        item, new = self._take(_Para, lambda: cached(_Para()))
        font = glyphs.font(size, bold=False)
        laid_out = (font, width, html)
        if new or item.laid_out != laid_out:
            item.laid_out = laid_out
            item.setFont(font)
            item.setDefaultTextColor(palette.INK)
            item.setTextWidth(width)
            item.setHtml(html)
            item.update()  # the document marks only the lines it changed; its cache goes whole
        place(item, x, y)
        return item

    def set_view_scale(self, scale: float) -> bool:
        """The view draws the scene at ``scale``: True when the panel is to be drawn again (its
        paragraphs, lifted to 9 px, take other heights)."""
        least = least_line(scale)
        if least == self.least:
            return False
        self.least = least
        return True

    def _para_bottom(self, item: QGraphicsTextItem, y: float, width: float) -> float:
        """Where the paragraph ``item``, put at ``y`` ``width`` wide, ends once lifted to 9 px
        (``board_text``: it keeps its width, so it wraps sooner, and grows down from its top)."""
        high, lifted = line_height(item.font(), self.least)
        document = item.document().clone()
        document.setDefaultFont(item.font())  # a clone has the application's, not the item's
        document.setTextWidth(width * high / lifted)
        return y + document.size().height() * lifted / high

    def _wider_lifted(self, text: str, size: float, width: float) -> bool:
        """Is a line of ``text`` (bold, its widest line) wider than ``width`` once lifted to 9 px?"""
        font = glyphs.font(size, bold=True)
        high, lifted = line_height(font, self.least)
        metrics = QFontMetricsF(font)
        return max(metrics.horizontalAdvance(line) for line in text.split("\n")) * lifted / high > width

    def _lifted_cut(self, text: str, size: float, width: float) -> str:
        """A bold line of ``text`` cut with "…" to ``width`` as drawn once lifted to 9 px."""
        font = glyphs.font(size, bold=True)
        high, lifted = line_height(font, self.least)
        return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width * high / lifted)

    def _html_height(self, html: str, font: QFont, width: float) -> float:
        """How high a paragraph of ``html`` in ``font``, ``width`` wide, is drawn once lifted to
        9 px (as ``_para_bottom`` measures one drawn), without drawing it."""
        high, lifted = line_height(font, self.least)
        document = QTextDocument()
        document.setDefaultFont(font)
        document.setHtml(html)
        document.setTextWidth(width * high / lifted)
        return document.size().height() * lifted / high

    def _heading(self, text: str, y: float) -> float:
        # up to the panel's edge as drawn (lifted, the players' long heading ran past it)
        self._name_text(text, PANEL_X + 14, y, PANEL_X + PANEL_W - 8, 12.5, palette.WALL)
        self._rect(QRectF(PANEL_X + 14, y + 24, PANEL_W - 28, 1.2), QBrush(palette.PANEL_EDGE), NO_PEN)
        return y + 30

    def _painted(
        self, x: float, y: float, rect: QRectF, fn, tag: tuple = (), tip: str = "", look: Hashable = None
    ) -> Painted:
        item, _new = self._take(Painted, lambda: cached(Painted()))
        item.show_drawing(rect, fn, tag, tip, look)
        place(item, x, y)
        return item

    def seat_mark(self, seat: int, x: float, y: float, size: float = 18) -> Painted:
        fill = palette.seat_colour(self.colours, seat)
        symbol = palette.symbol_of(seat)
        r = size / 2
        return self._painted(
            x,
            y,
            QRectF(-r, -r, size, size),
            lambda p: glyphs.paint_seat_mark(p, fill, symbol, size),
            look=("seat mark", fill.rgba(), symbol, size),
        )

    def mini_official(self, official, x: float, y: float, s: float, tag: tuple, tip: str = "") -> Painted:
        letters = self.letters
        hat, robe = official
        return self._painted(
            x,
            y,
            QRectF(-s / 2, -s / 2, s, s),
            lambda p: glyphs.paint_official(p, hat, robe, s, letters),
            tag,
            tip,
            ("official", hat, robe, s, letters),
        )

    def card(self, card: Sequence[str], x: float, y: float, w: float) -> Painted:
        colour, garment = card
        letters = self.letters
        h = 1.4 * w
        return self._painted(
            x,
            y,
            QRectF(-w / 2, -h / 2, w, h),
            lambda p: glyphs.paint_card(p, colour, garment, w, letters),
            ("card", colour, garment),
            f"{colour} {garment}",
            ("card", colour, garment, w, letters),
        )

    # --- sync ------------------------------------------------------------------------------------
