"""Player pieces as small vector items: houses, palaces, architects and the Maharaja.

Every piece of a seat is filled with the seat's colour AND carries the seat's symbol, so the
pieces can be told apart without colour vision (issue 6). Pieces never take mouse input: clicks
fall through to the target areas of the places beneath them.

A piece is painted as one picture kept per look and scale (``sprites``): each look is drawn
once, and a piece made, moved or repainted is a copy of it — the map shows up to a hundred of
them, each three antialiased paths, and a repaint or a review jump otherwise paid for all.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop_app.ui.games.layers import cached
from desktop_app.ui.games.maharaja import palette, sprites
from desktop_app.ui.games.maharaja.glyphs import (
    house_path,
    maharaja_path,
    palace_path,
    pawn_path,
    symbol_path,
)
from desktop_app.ui.games.maharaja.map_items import label_font

NEUTRAL_COLOUR = QColor("#a39a8c")


class SeatStyle:
    """Colour and symbol of every seat, fixed for the match."""

    def __init__(self, colours: list[str], players: int) -> None:
        self.colours = [palette.player_colour(colours, s) for s in range(players)]
        self.symbols = [palette.symbol_of(s) for s in range(players)]
        #: Colour-blind mode: symbols drawn larger and outlined (``Board.set_colour_blind``).
        self.strong = False

    def colour(self, seat: int | str | None) -> QColor:
        if isinstance(seat, int) and 0 <= seat < len(self.colours):
            return self.colours[seat]
        return NEUTRAL_COLOUR

    def symbol(self, seat: int | str | None) -> str | None:
        if isinstance(seat, int) and 0 <= seat < len(self.symbols):
            return self.symbols[seat]
        return None

    def text(self, seat: int) -> str:
        return palette.SYMBOL_TEXT[self.symbols[seat]]


def _inert(item: QGraphicsItem) -> QGraphicsItem:
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    item.setAcceptHoverEvents(False)
    return item


class PieceItem(QGraphicsPathItem):
    """A piece: its body, with its parts (shadow, symbol; the Maharaja's halo, jewel and sash; a
    count badge) as child items that say what they are, painted as one picture (``sprites``)
    kept for the piece's look. ``finish`` names the look once the parts are all there; the parts
    then paint nothing of their own."""

    def __init__(self, body: QPainterPath) -> None:
        super().__init__(body)
        self.look: tuple[object, ...] | None = None
        self._bounds: QRectF | None = None
        self._option = QStyleOptionGraphicsItem()

    def finish(self, look: tuple[object, ...]) -> PieceItem:
        """The parts are complete: from now on the piece is painted as the picture of ``look``
        (which names everything the parts show)."""
        self.prepareGeometryChange()
        self.look = look
        self._bounds = super().boundingRect().united(self.childrenBoundingRect())
        for part in _descendants(self):
            part.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        # and over the picture, Qt's own cache: a repaint of a piece that stayed is a blit with
        # no call into Python (a moved one asks the picture again, see ``moved``)
        cached(self)
        return self

    def boundingRect(self) -> QRectF:
        return self._bounds if self._bounds is not None else super().boundingRect()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.look is None or self._bounds is None:
            super().paint(painter, option, widget)
            return
        sprites.draw(painter, self.look, self._bounds, self._paint_parts)

    def _paint_parts(self, painter: QPainter) -> None:
        _paint_tree(self, painter, self._option, self)

    def own_paint(self, painter: QPainter, option: QStyleOptionGraphicsItem) -> None:
        super().paint(painter, option, None)


def _descendants(item: QGraphicsItem) -> list[QGraphicsItem]:
    found: list[QGraphicsItem] = []
    for child in item.childItems():
        found += [child, *_descendants(child)]
    return found


def _paint_tree(
    item: QGraphicsItem, painter: QPainter, option: QStyleOptionGraphicsItem, top: PieceItem
) -> None:
    """``item`` and its children, as the scene would stack them (behind-parent ones first)."""
    children = sorted(item.childItems(), key=lambda child: child.zValue())
    behind = [c for c in children if c.flags() & QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent]
    for child in behind:
        _paint_child(child, painter, option, top)
    if item is top:
        top.own_paint(painter, option)
    else:
        item.paint(painter, option, None)
    for child in children:
        if child not in behind:
            _paint_child(child, painter, option, top)


def _paint_child(
    child: QGraphicsItem, painter: QPainter, option: QStyleOptionGraphicsItem, top: PieceItem
) -> None:
    painter.save()
    painter.setTransform(child.transform() * QTransform.fromTranslate(child.x(), child.y()), combine=True)
    _paint_tree(child, painter, option, top)
    painter.restore()


def moved(item: QGraphicsItem) -> None:
    """``item`` and its parts render their caches again at their next paint: moved by a
    distance that is a whole number of device pixels, Qt would blit the old cache at the new
    place, cut to the pixel grid of the old one (a pixel row short at the bottom, seen in
    ``test_incremental``)."""
    item.update()
    for child in item.childItems():
        moved(child)


#: How much larger a seat symbol is drawn in colour-blind mode.
STRONG_SYMBOL = 1.45


def _piece(
    body: QPainterPath,
    fill: QColor,
    symbol: str | None,
    symbol_size: float,
    symbol_at: QPointF,
    strong: bool = False,
) -> PieceItem:
    item = PieceItem(body)
    item.setBrush(QBrush(fill))
    item.setPen(QPen(fill.darker(185), 1.3))
    _inert(item)
    shadow = QGraphicsPathItem(body, item)
    shadow.setBrush(QBrush(QColor(60, 35, 15, 70)))
    shadow.setPen(Qt.PenStyle.NoPen)
    shadow.setPos(1.6, 1.8)
    shadow.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
    _inert(shadow)
    if symbol is not None:
        ink = palette.contrast_ink(fill)
        glyph = QGraphicsPathItem(symbol_path(symbol, symbol_size * (STRONG_SYMBOL if strong else 1)), item)
        glyph.setBrush(QBrush(ink))
        if strong:  # a ring of the other ink keeps the shape's edge on any fill
            glyph.setPen(QPen(QColor("white") if ink.lightness() < 128 else QColor("black"), 0.9))
        else:
            glyph.setPen(Qt.PenStyle.NoPen)
        glyph.setPos(symbol_at)
        _inert(glyph)
    return item


def _look(
    kind: str, style: SeatStyle, seat: int | str | None, size: float, *more: object
) -> tuple[object, ...]:
    """Everything a seat's piece shows: its kind and size, the seat's colour and symbol, the mode."""
    return (kind, size, style.colour(seat).rgba(), style.symbol(seat), style.strong, *more)


def make_house(style: SeatStyle, seat: int, width: float = 15.0, count: int = 1) -> PieceItem:
    """A house of ``seat``; ``count`` > 1: a badge says how many stand there (a city)."""
    item = _piece(
        house_path(width),
        style.colour(seat),
        style.symbol(seat),
        width * 0.5,
        QPointF(0, width * 0.12),
        style.strong,
    )
    if count > 1:
        badge = make_count_badge(count, style.colour(seat))
        badge.setParentItem(item)
        badge.setPos(7, -7)
    return item.finish(_look("house", style, seat, width, count))


def make_palace(style: SeatStyle, owner: int | str, width: float) -> PieceItem:
    symbol = style.symbol(owner)
    item = _piece(
        palace_path(width), style.colour(owner), symbol, width * 0.34, QPointF(0, width * 0.28), style.strong
    )
    return item.finish(_look("palace", style, owner, width))


def make_architect(style: SeatStyle, seat: int, height: float = 26.0) -> PieceItem:
    item = _piece(
        pawn_path(height),
        style.colour(seat),
        style.symbol(seat),
        height * 0.3,
        QPointF(0, height * 0.22),
        style.strong,
    )
    return item.finish(_look("architect", style, seat, height))


def make_maharaja(height: float = 36.0) -> PieceItem:
    item = _piece(maharaja_path(height), QColor("#f2c230"), None, 0, QPointF())
    item.setPen(QPen(QColor("#7a4a05"), 1.5))
    halo = QGraphicsPathItem(maharaja_path(height), item)
    halo.setPen(QPen(QColor(255, 250, 225, 230), 5))
    halo.setBrush(Qt.BrushStyle.NoBrush)
    halo.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
    _inert(halo)
    jewel = QGraphicsEllipseItem(QRectF(-2.2, -2.2, 4.4, 4.4), item)
    jewel.setBrush(QBrush(QColor("#c0262d")))
    jewel.setPen(Qt.PenStyle.NoPen)
    jewel.setPos(0, -height / 2 + height * 0.24 - height * 0.14 * 1.1)
    _inert(jewel)
    sash = QGraphicsPathItem(item)
    path = QPainterPath(QPointF(-height * 0.13, -height * 0.02))
    path.lineTo(QPointF(height * 0.24, height * 0.36))
    sash.setPath(path)
    sash.setPen(QPen(QColor("#c0262d"), 2.2))
    _inert(sash)
    item.setToolTip(QCoreApplication.translate("MaharajaPieces", "The Maharaja"))
    return item.finish(("maharaja", height))


def make_count_badge(count: int, colour: QColor) -> QGraphicsEllipseItem:
    """A small white disc with a number, for several houses of one seat in a city."""
    badge = QGraphicsEllipseItem(QRectF(-6.5, -6.5, 13, 13))
    badge.setBrush(QBrush(QColor("#fffaf0")))
    badge.setPen(QPen(colour.darker(150), 1.2))
    _inert(badge)
    text = QGraphicsSimpleTextItem(str(count), badge)
    text.setFont(label_font(7))
    text.setBrush(QBrush(palette.INK))
    rect = text.boundingRect()
    text.setPos(-rect.width() / 2, -rect.height() / 2)
    _inert(text)
    return badge
