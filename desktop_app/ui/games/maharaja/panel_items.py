"""The parts the Maharaja board's panel (``panel.InfoPanel``) is drawn with: its layout in scene
units, its text and box items (laid out for their words lifted to 9 px on a laptop,
``board_text``) and ``Part``, a part of the panel kept for the last looks it showed."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
)

from desktop_app.ui.games.board_text import anchor_left, line_height
from desktop_app.ui.games.layers import cached
from desktop_app.ui.games.maharaja import palette
from desktop_app.ui.games.maharaja.geometry import CANVAS_W
from desktop_app.ui.games.maharaja.map_items import label_font
from desktop_app.ui.games.maharaja.panel_row import fit
from desktop_app.ui.games.maharaja.pieces import PieceItem
from desktop_app.ui.widget_tools import as_plain

PANEL_X = CANVAS_W + 8
PANEL_W = 312
SCENE_W = PANEL_X + PANEL_W
TRACK_X = PANEL_X + 6
TRACK_W = 118
TRACK_TOP = 44
SPACE_H = 35
WAIT_TOP = TRACK_TOP + 10 * SPACE_H + 30
WAIT_H = 27
BOX_TOP = WAIT_TOP + 7 * WAIT_H + 14
PLAYERS_X = TRACK_X + TRACK_W + 10
PLAYERS_W = SCENE_W - PLAYERS_X - 6


def text_item(parent: QGraphicsItem | None, text: str, size: float, bold: bool = False, colour=None):
    item = QGraphicsSimpleTextItem(text, parent)
    item.setFont(label_font(size, bold))
    item.setBrush(QBrush(colour or palette.INK))
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item


def fitted(
    parent: QGraphicsItem | None,
    text: str,
    size: float,
    width: float,
    bold: bool = False,
    colour=None,
    least: float = 0.0,
):
    """A label that stays within ``width``, as wide as it is drawn once lifted to 9 px
    (``least``, ``panel_row.fit``): a smaller font first (down to 80 %), then "…"."""
    shown, font, cut = fit(text, size, width, bold, least)
    item = text_item(parent, shown, font.pointSizeF(), bold, colour)
    anchor_left(item)  # laid out from its left edge: lifted it grows to the right, into ``width``
    if cut:
        item.setToolTip(as_plain(text))  # a player's name is data, never markup
    return item


def set_top(item: QGraphicsSimpleTextItem, y: float, least: float) -> None:
    """Put ``item`` so that its words, once lifted to 9 px (about their middle), start at ``y``."""
    high, lifted = line_height(item.font(), least)
    item.setY(y + (lifted - high) / 2)


def rounded_box(
    rect: QRectF, fill: QColor, edge: QColor, radius: float = 8, width: float = 1.5
) -> QGraphicsPathItem:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    item = QGraphicsPathItem(path)
    item.setBrush(QBrush(fill))
    item.setPen(QPen(edge, width))
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item


def cache_tree(item: QGraphicsItem) -> None:
    """Every item under ``item`` painted from a device-pixel cache: a part is drawn once when it
    is made and blitted at each repaint after, until it is made again (issue 18)."""
    for child in item.childItems():
        if isinstance(child, PieceItem):
            continue  # a piece is a kept picture of its own
        if not child.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents:
            cached(child)
        cache_tree(child)


def group_item(parent: QGraphicsItem | None, rect: QRectF) -> QGraphicsRectItem:
    """An invisible parent item (it paints nothing and takes no mouse)."""
    group = QGraphicsRectItem(rect, parent)
    group.setPen(Qt.PenStyle.NoPen)
    group.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    group.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
    return group


def frozen(value: object) -> object:
    """``value`` (a part of a view: lists, dicts, numbers, text) as a hashable key, the same for
    views made alike (a dict's keys in their order: the engine builds views in a fixed order,
    and a dict in another order would only be drawn anew)."""
    if isinstance(value, dict):
        return ("{", tuple((key, frozen(item)) for key, item in value.items()))
    if isinstance(value, list | tuple):
        return ("[", tuple(frozen(item) for item in value))
    return value


class Part:
    """One part of the panel, drawn for the last ``KEPT`` looks it showed.

    Each look's items sit in a group of their own; the one in use is shown, the others are
    hidden, so going back to a look drawn before (review jumps back and forth over the same few
    rounds: a scoring box, a shield track) shows its group again instead of making and laying out
    some thirty items and rendering their caches anew (a third of a Maharaja review jump). Every
    part kept this way is public (the track, the last scoring, the final ranking, the heading):
    a hidden group never holds what another viewer may not see."""

    #: Looks kept per part (a match has about a dozen rounds, each with its track and scoring).
    KEPT = 16

    def __init__(self, layer: QGraphicsItem) -> None:
        self.layer = layer
        self.item = group_item(layer, QRectF())
        self.look: tuple[object, ...] | None = None
        #: Groups drawn before, by their look made hashable (``frozen``), the oldest first.
        self._kept: dict[object, QGraphicsRectItem] = {}

    def renew(self, look: tuple[object, ...]) -> bool:
        """Show the part for ``look``: True when its group is new and is to be drawn."""
        if look == self.look:
            return False
        if self.look is None:  # the first look (or the first after ``forget``): an empty group
            self.look = look
            return True
        self._kept[frozen(self.look)] = self.item
        self.item.hide()
        self.look = look
        kept = self._kept.pop(frozen(look), None)
        if kept is not None:
            self.item = kept
            kept.show()
            return False
        self.item = group_item(self.layer, QRectF())
        while len(self._kept) >= self.KEPT:
            self._drop(self._kept.pop(next(iter(self._kept))))
        return True

    def forget(self) -> None:
        """Draw every look again from now on (the seats' style changed)."""
        for group in self._kept.values():
            self._drop(group)
        self._kept.clear()
        self._drop(self.item)
        self.item = group_item(self.layer, QRectF())
        self.look = None

    @staticmethod
    def _drop(group: QGraphicsItem) -> None:
        scene = group.scene()
        if scene is not None:
            scene.removeItem(group)
        else:
            group.setParentItem(None)
