"""The table below the board: the hand of the seat at the screen, the display and the pile (E-5).

Card slots are created once and only change what they show, so a click on a card can never delete
the card being clicked. The hand row shows only the cards in the View's own ``hand`` entry for the
seat at the screen (M-1); nobody else's hand is ever drawn — other seats are hand sizes in the
side panel.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from desktop_app.games.arkadia import BoardLayout, CardView
from desktop_app.ui.games.arkadia import glyphs, palette
from desktop_app.ui.games.arkadia.board_items import inert
from desktop_app.ui.games.arkadia.palette import BOARD_X, CARD_H, CARD_W, TABLE_Y
from desktop_app.ui.games.arkadia.pickable import PickableItem
from desktop_app.ui.games.layers import cached
from desktop_app.ui.games.sprites import Sprites

HAND_SLOTS = 4
DISPLAY_SLOTS = 3
GAP = 10.0


class CardItem(PickableItem):
    """One card face (family and building, A-7), or the face-down pile with its count.

    A click carries the card dict, or None for the pile.
    """

    def __init__(self, role: str, shapes: dict[str, list[list[int]]], sprites: Sprites) -> None:
        super().__init__()
        self.role = role
        self.shapes = shapes
        self.sprites = sprites
        self._rect = QRectF(-4, -10, CARD_W + 8, CARD_H + 14)
        self.card: CardView | None = None
        self.count = 0
        self.dim = False
        self._look: tuple | None = None
        #: (family, building) of the card whose name the tooltip says.
        self._face: tuple[str, str] | None = None
        #: Card names by face, rendered once (a board lives in one language).
        self._names: dict[tuple[str, str], str] = {}
        cached(self)

    def _unchanged(self, look: tuple) -> bool:
        """Is ``look`` what the card shows already? Then its cached picture stays."""
        if look == self._look:
            return True
        self._look = look
        return False

    def picked(self) -> CardView | None:
        return self.card

    def show_card(
        self, card: CardView | None, *, active: bool, selected: bool = False, dim: bool = False
    ) -> None:
        shown = CardView(family=card["family"], building=card["building"]) if card else None
        face = (card["family"], card["building"]) if card else None
        if self._unchanged(("card", face, active, selected, dim)):
            return
        self.card = shown
        self.set_active(active)
        self.selected = selected
        self.dim = dim
        self.setVisible(card is not None or self.role == "pile")
        if face != self._face:  # the name is rendered in the reader's language: only when it changes
            self._face = face
            if card is not None and face is not None and face not in self._names:
                self._names[face] = palette.card_name(card)
            self.setToolTip(self._names[face] if face is not None else "")
        self.update()

    def show_pile(self, count: int, *, active: bool) -> None:
        if self._unchanged(("pile", count, active)):
            return
        self.count = count
        self.card = None
        self.set_active(active)
        self.selected = False
        self.dim = count == 0
        self.setVisible(True)
        self.setToolTip(
            QCoreApplication.translate("CardItem", "1 card face down")
            if count == 1
            else QCoreApplication.translate("CardItem", "{n} cards face down").format(n=count)
        )
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        # The same face in a hand slot and on the display is one picture; the lift follows the
        # pointer, so it is part of the look.
        look = (self.role == "pile", self._look, self.under_pointer and self.active)
        self.sprites.draw(painter, look, self._rect, self._paint)

    def _paint(self, painter: QPainter) -> None:
        lift = -8.0 if self.selected else (-3.0 if self.under_pointer and self.active else 0.0)
        rect = QRectF(0, lift, CARD_W, CARD_H)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(rect.translated(2.5, 3), 7, 7)
        if self.role == "pile":
            self._paint_back(painter, rect)
        elif self.card is not None:
            self._paint_face(painter, rect)
        if self.selected or (self.active and self.under_pointer):
            painter.setPen(QPen(palette.TARGET_EDGE, 3.2))
        elif self.active:
            painter.setPen(QPen(QColor("#ffe98a"), 2.4))
        else:
            painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), 8, 8)
        if self.dim:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(40, 40, 40, 90))
            painter.drawRoundedRect(rect, 7, 7)

    def _paint_face(self, painter: QPainter, rect: QRectF) -> None:
        card = self.card
        family = card["family"] if card is not None else ""
        building = card["building"] if card is not None else ""
        colour = palette.family_colour(family)
        painter.setPen(QPen(QColor("#8d7a5c"), 1.2))
        painter.setBrush(QColor("#fbf5e6"))
        painter.drawRoundedRect(rect, 7, 7)
        band = QRectF(rect.x(), rect.y(), rect.width(), 30)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(band, 7, 7)
        painter.drawRect(band.adjusted(0, 14, 0, 0))
        glyphs.paint_seal(painter, QPointF(rect.x() + 16, rect.y() + 15), 10, family)
        painter.setPen(palette.family_ink(family))
        painter.setFont(palette.font(8.5))
        painter.drawText(
            band.adjusted(30, 0, -4, 0),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            palette.family_name(family),
        )
        cells = [(r, c) for r, c in self.shapes.get(building, [[0, 0]])]
        fill = QColor(palette.BUILDING_FILL.get(building, QColor("#d8c09a")))
        glyphs.paint_mini_shape(painter, cells, QPointF(rect.center().x(), rect.y() + 70), 62, fill)
        painter.setPen(palette.INK)
        painter.setFont(palette.font(8.5))
        painter.drawText(
            QRectF(rect.x() + 2, rect.bottom() - 26, rect.width() - 4, 20),
            Qt.AlignmentFlag.AlignCenter,
            palette.building_name(building),
        )

    def _paint_back(self, painter: QPainter, rect: QRectF) -> None:
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0, QColor("#4b6b3a"))
        gradient.setColorAt(1, QColor("#2f4a25"))
        painter.setPen(QPen(QColor("#1f3018"), 1.2))
        painter.setBrush(QBrush(gradient))
        painter.drawRoundedRect(rect, 7, 7)
        painter.setPen(QPen(QColor(240, 220, 150, 150), 1.4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(6, 6, -6, -6), 5, 5)
        painter.setPen(QColor("#f3e6c0"))
        painter.setFont(palette.font(22))
        painter.drawText(rect.adjusted(0, -14, 0, -14), Qt.AlignmentFlag.AlignCenter, str(self.count))
        painter.setFont(palette.font(8.5, bold=False))
        painter.drawText(
            rect.adjusted(0, 30, 0, 30),
            Qt.AlignmentFlag.AlignCenter,
            QCoreApplication.translate("CardItem", "cards left")
            if self.count != 1
            else QCoreApplication.translate("CardItem", "card left"),
        )


def _label(
    scene: QGraphicsScene, text: str, x: float, y: float, size: float = 10.5
) -> QGraphicsSimpleTextItem:
    item = QGraphicsSimpleTextItem(text)
    item.setFont(palette.font(size))
    item.setBrush(QColor("#efe3c4"))
    item.setPos(x, y)
    inert(item)
    scene.addItem(item)
    return item


class Table:
    """Hand, display and pile slots below the board."""

    def __init__(self, scene: QGraphicsScene, layout: BoardLayout, sprites: Sprites) -> None:
        shapes = {t["id"]: t["shape"] for t in layout["building_types"]}
        y = TABLE_Y + 22
        self.hand_label = _label(
            scene, QCoreApplication.translate("ArkadiaBoard", "Your hand"), BOARD_X, TABLE_Y
        )
        self.hand = []
        for i in range(HAND_SLOTS):
            item = CardItem("hand", shapes, sprites)
            item.setPos(BOARD_X + i * (CARD_W + GAP), y)
            scene.addItem(item)
            self.hand.append(item)
        x0 = BOARD_X + HAND_SLOTS * (CARD_W + GAP) + 34
        self.display_label = _label(scene, QCoreApplication.translate("ArkadiaTable", "Display"), x0, TABLE_Y)
        self.display = []
        for i in range(DISPLAY_SLOTS):
            item = CardItem("display", shapes, sprites)
            item.setPos(x0 + i * (CARD_W + GAP), y)
            scene.addItem(item)
            self.display.append(item)
        x1 = x0 + DISPLAY_SLOTS * (CARD_W + GAP) + 24
        self.pile_label = _label(scene, QCoreApplication.translate("ArkadiaTable", "Pile"), x1, TABLE_Y)
        self.pile = CardItem("pile", shapes, sprites)
        self.pile.setPos(x1, y)
        scene.addItem(self.pile)
        self.hint = _label(scene, "", BOARD_X, y + CARD_H / 2 - 8, 10)
        self.hint.setBrush(QColor("#cdbf9c"))
        self.display_hint = _label(scene, "", x0, y + CARD_H / 2 - 8, 10)
        self.display_hint.setBrush(QColor("#cdbf9c"))

    def items(self) -> list[CardItem]:
        return [*self.hand, *self.display, self.pile]
