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
from desktop_app.ui.games.board_text import anchor_left, line_height
from desktop_app.ui.games.layers import cached
from desktop_app.ui.games.maharaja import palette
from desktop_app.ui.games.maharaja.glyphs import coin_path
from desktop_app.ui.games.maharaja.icons import DiscItem, card_tooltip
from desktop_app.ui.games.maharaja.map_items import label_font
from desktop_app.ui.games.maharaja.pieces import SeatStyle, make_house, make_palace, moved
from desktop_app.ui.widget_tools import as_plain

#: Sizes a label may shrink to before it is cut with "…" (as ``panel_items.fitted``).
SHRINK = (1.0, 0.94, 0.87, 0.8)


@lru_cache(maxsize=2048)
def fit(text: str, size: float, width: float, bold: bool, least: float = 0.0) -> tuple[str, QFont, bool]:
    """``text`` as it fits ``width``: (shown text, font, cut?) — a smaller font first, then "…";
    measured as wide as it is drawn once lifted to 9 px (``least``: a 9 px line's scene height,
    ``board_text.line_height``), or a lifted name ran past its row's frame.

    Kept per question: the rows ask the same few texts at every refresh, and measuring them
    was a tenth of the rows' share of a review jump. The font is ``label_font``'s shared one,
    never changed by a caller."""
    for step in SHRINK:
        font = label_font(size * step, bold)
        high, lifted = line_height(font, least)
        if QFontMetricsF(font).horizontalAdvance(text) * lifted / high <= width:
            return text, font, False
    font = label_font(size * SHRINK[-1], bold)
    high, lifted = line_height(font, least)
    return (
        QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width * high / lifted),
        font,
        True,
    )


#: A row's lines: (the least top of each below the row's top, font size, bold): the name, the
#: cards, gold with palaces, and the houses; ``row_lines`` moves them down where lifted lines need it.
LINES = ((5.0, 9.5, True), (22.0, 8.0, False), (38.0, 10.0, True), (56.0, 8.0, False))


def row_lines(least: float) -> tuple[list[tuple[float, float]], float]:
    """Each line's (top of its words once lifted, their lifted height) and the row's height
    below its top: a line starts where the one above it ends, or at its own top."""
    placed: list[tuple[float, float]] = []
    below = 0.0
    for top, size, bold in LINES:
        _high, lifted = line_height(label_font(size, bold), least)
        top = max(top, below)
        placed.append((top, lifted))
        below = top + lifted + (1 if least else 0)
    return placed, below + 8


def _at(x: float, top: float, font: QFont, least: float) -> QPointF:
    """Where to put a line of ``font`` whose lifted words should start at ``top`` (it grows
    about its middle, ``board_text``)."""
    high, lifted = line_height(font, least)
    return QPointF(x, top + (lifted - high) / 2)


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

    def fitted(
        self,
        text: str,
        size: float,
        width: float,
        bold: bool,
        colour: QColor,
        at: QPointF,
        least: float = 0.0,
    ) -> None:
        """``text`` shrunk or cut to ``width``; a cut one says itself whole in the tooltip."""
        shown, font, cut = fit(text, size, width, bold, least)
        # the whole text is a player's name or words with one: data, never markup
        self.set(shown, font, colour, _at(at.x(), at.y(), font, least), as_plain(text) if cut else "")


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
        least: float = 0.0,
    ) -> None:
        """Draw seat ``seat``'s row (``texts``: its words, made by the panel in the language in use)
        with its top at ``top``; ``least``: a 9 px line's height in the scene (``row_lines``)."""
        self.place(top)
        self.box.show()
        top = 0.0  # the row's items lie in its own coordinates: a new turn order only moves it
        (name_top, name_high), (cards_top, _), (gold_top, gold_high), (houses_top, _) = row_lines(least)[0]
        middle = gold_top + gold_high / 2  # of the gold line: its coin, palace and the disc
        self._frame(acting, QRectF(left, top, width, height - 6))
        self._pieces(seat, left, top, name_top + name_high / 2 + 1.5, middle + 1)
        tip = card_tooltip(info.get("cards") or [], texts.card_names)
        self.box.setToolTip(tip)
        self.name.fitted(name, 9.5, width - 34, True, palette.INK, QPointF(left + 28, name_top), least)
        shown, font, _cut = fit(texts.cards, 8, width - 66, False, least)
        self.cards.set(shown, font, palette.INK_SOFT, _at(left + 28, cards_top, font, least), tip)
        self.coin.setPos(left + 14, middle)
        if info.get("gold") is None:
            shown, font, _cut = fit(texts.gold, 8.5, 33, False, least)
            self.gold.set(
                shown, font, palette.INK_SOFT, _at(left + 23, gold_top + 1, font, least), texts.gold_tip
            )
        else:
            font = label_font(10, True)
            self.gold.set(texts.gold, font, palette.INK, _at(left + 23, gold_top, font, least))
        built = info.get("palaces_built", 0)
        font = label_font(8.5, False)
        self.palaces.set(
            f"{built}/{built + info.get('palaces_left', 0)}",
            font,
            palette.INK,
            _at(left + 67, gold_top + 2, font, least),
        )
        # shrunk or cut like the rest of the row: "voorraad 4 · steengroeve 16" ran past the frame
        self.houses.fitted(
            texts.houses, 8, width - 34, False, palette.INK_SOFT, QPointF(left + 28, houses_top), least
        )
        self._disc(disc, seat, QPointF(left + width - 19, middle - 4))

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

    def _pieces(self, seat: int, left: float, top: float, house_y: float, palace_y: float) -> None:
        """The seat's house and palace tokens (beside the name and the gold line, at ``house_y``
        and ``palace_y``): made again only for another seat or style."""
        look = (seat, self.style.strong, left, top)
        if look == self._tokens:
            if self._token is not None and self._palace is not None:
                self._token.setPos(left + 14, top + house_y)
                self._palace.setPos(left + 58, top + palace_y)
            return
        self._tokens = look
        for old in (self._token, self._palace):
            scene = old.scene() if old is not None else None
            if old is not None and scene is not None:  # the rows are in the board's scene from the start
                scene.removeItem(old)
        self._token = make_house(self.style, seat, 16)
        self._token.setParentItem(self.box)
        self._token.setPos(left + 14, top + house_y)
        self._palace = make_palace(self.style, seat, 13)
        self._palace.setParentItem(self.box)
        self._palace.setPos(left + 58, top + palace_y)

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
