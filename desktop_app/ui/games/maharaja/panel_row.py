"""One prince's row of the board's "Turn order" panel, kept and edited in place (issue 18).

A row shows the seat's token, name, cards, gold, palaces, houses and action disc. It used to be
made again whenever any of that changed, which is at every action of its prince and, for every
row at once, at every change of phase: some thirty items made, laid out and rendered into their
caches again. A row now keeps its items and sets only what changed (a new gold total re-renders
one text item's cache); its look is still a function of what ``show`` is given alone — every
property is set from the arguments at every ``show``, nothing is left from an earlier call.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsSimpleTextItem

from desktop_app.games.maharaja import SeatView
from desktop_app.ui.games.board_text import anchor_left
from desktop_app.ui.games.layers import cached
from desktop_app.ui.games.maharaja import palette
from desktop_app.ui.games.maharaja.glyphs import coin_path
from desktop_app.ui.games.maharaja.icons import DiscItem, card_tooltip
from desktop_app.ui.games.maharaja.map_items import label_font
from desktop_app.ui.games.maharaja.pieces import SeatStyle, make_house, make_palace, moved

#: Sizes a label may shrink to before it is cut with "…" (as ``panel._fitted``).
SHRINK = (1.0, 0.94, 0.87, 0.8)


@lru_cache(maxsize=2048)
def fit(text: str, size: float, width: float, bold: bool) -> tuple[str, QFont, bool]:
    """``text`` as it fits ``width``: (shown text, font, cut?) — a smaller font first, then "…".

    Kept per question: the rows ask the same few texts at every refresh, and measuring them
    was a tenth of the rows' share of a review jump. The font is ``label_font``'s shared one,
    never changed by a caller."""
    for step in SHRINK:
        font = label_font(size * step, bold)
        if QFontMetricsF(font).horizontalAdvance(text) <= width:
            return text, font, False
    font = label_font(size * SHRINK[-1], bold)
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width), font, True


class Label(QGraphicsSimpleTextItem):
    """A cached text item whose ``set`` changes only what differs (each change re-renders it)."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        anchor_left(self)  # laid out from its left edge: lifted to 9 px it grows to the right
        cached(self)
        self._look: tuple[object, ...] = ()

    def set(self, text: str, font: QFont, colour: QColor, at: QPointF, tip: str = "") -> None:
        look = (text, font.family(), font.pointSizeF(), font.bold(), colour.rgba(), at.x(), at.y(), tip)
        if look == self._look:
            return
        self._look = look
        self.setText(text)
        self.setFont(font)
        self.setBrush(QBrush(colour))
        self.setPos(at)
        self.setToolTip(tip)

    def fitted(self, text: str, size: float, width: float, bold: bool, colour: QColor, at: QPointF) -> None:
        """``text`` shrunk or cut to ``width``; a cut one says itself whole in the tooltip."""
        shown, font, cut = fit(text, size, width, bold)
        self.set(shown, font, colour, at, text if cut else "")


class PlayerRow:
    """A prince's row: made once, then ``show`` for each view and ``place`` where the turn order
    puts it (a row follows its prince, so a new order moves rows and re-labels none)."""

    def __init__(self, parent: QGraphicsItem, style: SeatStyle) -> None:
        self.style = style
        self.box = QGraphicsPathItem(parent)
        self.box.setBrush(QBrush(QColor("#fbf3df")))
        self.box.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        cached(self.box)
        self.name, self.cards, self.gold = Label(self.box), Label(self.box), Label(self.box)
        self.palaces, self.houses = Label(self.box), Label(self.box)
        self.coin = QGraphicsPathItem(coin_path(6), self.box)
        self.coin.setBrush(QBrush(palette.GOLD))
        self.coin.setPen(QPen(QColor("#8a6212"), 1))
        cached(self.coin)
        self.disc = DiscItem([], 15)
        self.disc.setParentItem(self.box)
        cached(self.disc)
        self._tokens: tuple[object, ...] = ()
        self._token: QGraphicsItem | None = None
        self._palace: QGraphicsItem | None = None
        self._box: tuple[object, ...] = ()

    def hide(self) -> None:
        self.box.hide()

    def place(self, top: float) -> None:
        """Move the row to its place in the turn order (its top at ``top``)."""
        if self.box.pos().y() != top:
            self.box.setPos(0, top)
            moved(self.box)

    def show(
        self,
        seat: int,
        name: str,
        info: SeatView,
        texts: RowTexts,
        disc: DiscLook | None,
        acting: bool,
        top: float,
        height: float,
        left: float,
        width: float,
    ) -> None:
        """Draw seat ``seat``'s row (``texts``: its words, made by the panel in the language in use)
        with its top at ``top``."""
        self.place(top)
        self.box.show()
        top = 0.0  # the row's items lie in its own coordinates: a new turn order only moves it
        self._frame(acting, QRectF(left, top, width, height - 6))
        self._pieces(seat, left, top)
        tip = card_tooltip(info.get("cards") or [], texts.card_names)
        self.box.setToolTip(tip)
        self.name.fitted(name, 9.5, width - 34, True, palette.INK, QPointF(left + 28, top + 5))
        shown, font, _cut = fit(texts.cards, 8, width - 66, False)
        self.cards.set(shown, font, palette.INK_SOFT, QPointF(left + 28, top + 22), tip)
        self.coin.setPos(left + 14, top + 46)
        if info.get("gold") is None:
            shown, font, _cut = fit(texts.gold, 8.5, 33, False)
            self.gold.set(shown, font, palette.INK_SOFT, QPointF(left + 23, top + 39), texts.gold_tip)
        else:
            self.gold.set(texts.gold, label_font(10, True), palette.INK, QPointF(left + 23, top + 38))
        built = info.get("palaces_built", 0)
        self.palaces.set(
            f"{built}/{built + info.get('palaces_left', 0)}",
            label_font(8.5, False),
            palette.INK,
            QPointF(left + 67, top + 40),
        )
        # shrunk or cut like the rest of the row: "voorraad 4 · steengroeve 16" ran past the frame
        self.houses.fitted(texts.houses, 8, width - 34, False, palette.INK_SOFT, QPointF(left + 28, top + 56))
        self._disc(disc, seat, QPointF(left + width - 19, top + 42))

    def _frame(self, acting: bool, rect: QRectF) -> None:
        look = (acting, rect.x(), rect.y(), rect.width(), rect.height())
        if look == self._box:
            return
        self._box = look
        path = QPainterPath()
        path.addRoundedRect(rect, 7, 7)
        self.box.setPath(path)
        edge = palette.HOVER_EDGE if acting else QColor("#c3a06e")
        self.box.setPen(QPen(edge, 2.4 if acting else 1.2))

    def _pieces(self, seat: int, left: float, top: float) -> None:
        """The seat's house and palace tokens: made again only for another seat or style."""
        look = (seat, self.style.strong, left, top)
        if look == self._tokens:
            return
        self._tokens = look
        for old in (self._token, self._palace):
            scene = old.scene() if old is not None else None
            if old is not None and scene is not None:  # the rows are in the board's scene from the start
                scene.removeItem(old)
        self._token = make_house(self.style, seat, 16)
        self._token.setParentItem(self.box)
        self._token.setPos(left + 14, top + 14)
        self._palace = make_palace(self.style, seat, 13)
        self._palace.setParentItem(self.box)
        self._palace.setPos(left + 58, top + 47)

    def _disc(self, disc: DiscLook | None, seat: int, at: QPointF) -> None:
        item = self.disc
        if disc is None:
            item.hide()
            return
        ring = self.style.colour(seat)
        if (item.codes, item.done, item.ring.rgba()) != (disc.codes, disc.done, ring.rgba()):
            item.codes, item.done, item.ring = list(disc.codes), disc.done, ring
            item.update()
        item.setPos(at)
        item.setToolTip(disc.tip)
        item.show()


class RowTexts:
    """The words of a row, in the language in use (the panel makes them; the row places them)."""

    def __init__(self, cards: str, gold: str, gold_tip: str, houses: str, card_names: dict[int, str]) -> None:
        self.cards = cards
        self.gold = gold
        self.gold_tip = gold_tip
        self.houses = houses
        self.card_names = card_names


class DiscLook:
    """What a row's action disc shows: its two actions (None: "?"), which are done, its tooltip."""

    def __init__(self, codes: list[str | None], done: tuple[bool, bool], tip: str) -> None:
        self.codes = codes
        self.done = done
        self.tip = tip
