"""The box under the Maharaja panel's princes: the last city scoring (M-7) during the match and
the final ranking (M-8.2) at its end. Both are public and drawn whole from the view; each line
takes its height lifted to 9 px on a laptop (``board_text``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from desktop_app.games.maharaja import FinalResult, ScoringView
from desktop_app.ui.games.board_text import anchor_right, line_height
from desktop_app.ui.games.maharaja import palette
from desktop_app.ui.games.maharaja.glyphs import coin_path, palace_path
from desktop_app.ui.games.maharaja.map_items import label_font
from desktop_app.ui.games.maharaja.panel_items import (
    PANEL_W,
    PLAYERS_X,
    TRACK_W,
    fitted,
    rounded_box,
    set_top,
    text_item,
)
from desktop_app.ui.games.maharaja.panel_row import fit
from desktop_app.ui.games.maharaja.pieces import SeatStyle, make_house
from desktop_app.ui.widget_tools import as_plain

#: The scoring box's first row and its rows' pitch: room for its words lifted to 9 px on a
#: laptop (``board_text``), where 17 px rows and the column heads lay on each other.
SCORING_ROWS, SCORING_PITCH = 40, 19

#: The boxes' left edge and width, under the track and the princes alike.
BOX_X = PLAYERS_X - TRACK_W - 10
BOX_W = PANEL_W - 14


@dataclass(frozen=True)
class BoxPen:
    """What a box is drawn with: the part it goes into, the 9 px line's height in the scene
    (``least``), the seats' colours, a seat's name, and the city shield drawn by the panel."""

    into: QGraphicsItem
    least: float
    style: SeatStyle
    seat_name: Callable[[int], str]
    shield: Callable[[str, float, float, float, float, float], None]


def _box(pen: BoxPen, y: float, height: float, fill: QColor, edge: QColor, width: float) -> QGraphicsPathItem:
    box = rounded_box(QRectF(BOX_X, y, BOX_W, height), fill, edge, 8, width)
    box.setParentItem(pen.into)
    return box


def draw_scoring(pen: BoxPen, scoring: ScoringView, y: float) -> None:
    """The last city scoring at ``y``: the city, its round, each prince's points and gold."""
    ranking = list(scoring.get("ranking") or [])
    rows = ranking + [s for s in range(len(scoring.get("points", []))) if s not in ranking]
    sole = scoring.get("sole")
    least = pen.least
    # lines lifted to 9 px on a laptop each take their lifted height (``board_text``)
    title_high = line_height(label_font(9, False), least)[1]
    head_top = max(y + 23, y + 4 + title_high + 1)
    first = max(y + SCORING_ROWS, head_top + line_height(label_font(8, True), least)[1] + 2)
    pitch = max(SCORING_PITCH, line_height(label_font(9, True), least)[1] + 1)
    note_high = line_height(label_font(8.5, False), least)[1] + 4 if least else 17
    height = first - y + pitch * len(rows) + (note_high if sole is not None else 0)
    box = _box(pen, y, height, QColor("#fff7e3"), palette.PANEL_EDGE, 1.6)
    _scoring_heading(pen, box, scoring, y, head_top)
    for index, seat in enumerate(rows):
        ry = first + pitch * index
        token = make_house(pen.style, seat, 11)
        token.setParentItem(box)
        token.setPos(PLAYERS_X - TRACK_W + 8, ry + 6 + (pitch - SCORING_PITCH) / 2)
        rank = f"{index + 1}." if seat in ranking else "–"
        label = fitted(box, f"{rank} {pen.seat_name(seat)}", 9, TRACK_W + 60, seat in ranking, least=least)
        label.setPos(PLAYERS_X - TRACK_W + 18, 0)
        set_top(label, ry - 1, least)
        points = text_item(box, str(scoring["points"][seat]), 9, True)
        points.setPos(PLAYERS_X + 82, 0)
        set_top(points, ry - 1, least)
        gold = scoring["gold"][seat]
        star = "*" if sole == seat else ""
        paid = text_item(box, f"+{gold}{star}" if gold else "—", 9, bool(gold), QColor("#8a6212"))
        paid.setPos(PLAYERS_X + 128, 0)
        set_top(paid, ry - 1, least)
    if sole is not None:
        # said on its own line, inside the frame ("+16 (sole)" did not fit the gold column)
        said = QCoreApplication.translate("MaharajaPanel", "{name} alone scored: 5 gold more").format(
            name=pen.seat_name(sole)
        )
        note = fitted(box, f"* {said}", 8.5, PANEL_W - 34, False, palette.INK_SOFT, least=least)
        note.setPos(PLAYERS_X - TRACK_W + 4, 0)
        set_top(note, first + pitch * len(rows) - 1, least)


def _scoring_heading(
    pen: BoxPen, box: QGraphicsItem, scoring: ScoringView, y: float, head_top: float
) -> None:
    """The scoring's city, "scored in round 3" and its column heads."""
    least = pen.least
    title = text_item(
        box,
        QCoreApplication.translate("MaharajaPanel", "scored in round {n}").format(n=scoring.get("round", "")),
        9,
        False,
        palette.INK_SOFT,
    )
    # against the box's right edge, clear of the column heads below it and, lifted, growing
    # to the left of it: from the left it ran into the city's name
    anchor_right(title)
    title_end = BOX_X + BOX_W - 8
    width = title.boundingRect().width()
    title.setPos(title_end - width, 0)
    set_top(title, y + 4, least)
    high, lifted = line_height(title.font(), least)
    pen.shield(scoring["city"], PLAYERS_X - TRACK_W + 4, y + 15, 14, 9, title_end - width * lifted / high - 6)
    head = text_item(
        box, QCoreApplication.translate("MaharajaPanel", "points     gold"), 8, True, palette.INK_SOFT
    )
    head.setPos(PLAYERS_X + 70, 0)
    anchor_right(head)  # lifted, its words grow to the left, inside the box
    set_top(head, head_top, least)


#: The final ranking's columns: where each starts and ends right of the princes' column, and its
#: key. Numbers and heads end at the column's right edge (lifted, they grow to the left): a gold
#: total of 101 laid out from its left ran into the card's number ("1012").
RESULT_COLUMNS: tuple[tuple[int, int, Literal["palaces", "gold", "card"]], ...] = (
    (34, 70, "palaces"),
    (74, 126, "gold"),
    (130, 164, "card"),
)


def draw_result(pen: BoxPen, result: FinalResult, y: float) -> None:
    """The final ranking at ``y``: its title, a line of column heads under it, then each prince's
    place, palaces, gold and card."""
    ranking = result.get("ranking") or []
    least = pen.least
    # lines lifted to 9 px on a laptop each take their lifted height (``board_text``)
    title_high = line_height(label_font(11, True), least)[1]
    heads_top = y + 5 + title_high
    first = heads_top + max(line_height(label_font(7.5, True), least)[1], HEAD_ICON) + 3
    pitch = max(18, line_height(label_font(9.5, True), least)[1] + 1)
    height = first - y + 2 + pitch * len(ranking)
    box = _box(pen, y, height, QColor("#fff1c9"), palette.HOVER_EDGE, 2.2)
    title = fitted(
        box, QCoreApplication.translate("MaharajaPanel", "Final ranking"), 11, BOX_W - 16, True, least=least
    )
    title.setPos(PLAYERS_X - TRACK_W, 0)
    set_top(title, y + 4, least)
    _result_heads(pen, box, heads_top)
    for index, seat in enumerate(ranking):
        ry = first + pitch * index
        token = make_house(pen.style, seat, 11)
        token.setParentItem(box)
        token.setPos(PLAYERS_X - TRACK_W + 8, ry + 6 + (pitch - 18) / 2)
        room = TRACK_W + RESULT_COLUMNS[0][0] - 18 - 4  # up to the first column
        label = fitted(box, f"{index + 1}. {pen.seat_name(seat)}", 9.5, room, index == 0, least=least)
        label.setPos(PLAYERS_X - TRACK_W + 18, 0)
        set_top(label, ry - 1, least)
        for _left, right, key in RESULT_COLUMNS:
            values = result[key]
            value = values[seat] if seat < len(values) else ""
            cell = text_item(box, str(value), 9, key == "palaces")
            anchor_right(cell)
            cell.setPos(PLAYERS_X + right - cell.boundingRect().width(), 0)
            set_top(cell, ry - 1, least)


#: A column head drawn as a picture: its least height in the scene.
HEAD_ICON = 11.0


def _result_heads(pen: BoxPen, box: QGraphicsItem, top: float) -> None:
    """The final ranking's column heads ("palaces", "gold", "card") on a line of their own at
    ``top``: each word where it fits its column whole, else a picture of a palace, a coin or a
    card with the word in its tooltip. Cut to "pa…" they said nothing, and beside the title they
    lay on a long one (Dutch 'Eindrangschikking' at the largest text on a laptop)."""
    headings = {
        "palaces": QCoreApplication.translate("MaharajaPanel", "palaces"),
        "gold": QCoreApplication.translate("MaharajaPanel", "gold"),
        "card": QCoreApplication.translate("MaharajaPanel", "card"),
    }
    lifted = line_height(label_font(7.5, True), pen.least)[1]
    for left, right, key in RESULT_COLUMNS:
        word = headings[key]
        # the first head has the line to itself up to the names' column: it may start there
        start = -TRACK_W + 18 if key == RESULT_COLUMNS[0][2] else left
        _shown, font, cut = fit(word, 7.5, right - start, True, pen.least)
        if not cut:
            head = text_item(box, word, font.pointSizeF(), True, palette.INK_SOFT)
            anchor_right(head)
            head.setPos(PLAYERS_X + right - head.boundingRect().width(), 0)
            set_top(head, top, pen.least)
            continue
        size = max(HEAD_ICON, lifted * 0.9)  # as high as the words around it on a laptop
        icon = QGraphicsPathItem(_head_path(key, size), box)
        icon.setBrush(QBrush(palette.GOLD if key == "gold" else QColor("#f3e4c2")))
        icon.setPen(QPen(palette.INK_SOFT, 1))
        icon.setPos(PLAYERS_X + right - size / 2, top + max(lifted, size) / 2)
        icon.setToolTip(as_plain(word))
        icon.setAcceptedMouseButtons(Qt.MouseButton.NoButton)


def _head_path(key: str, size: float) -> QPainterPath:
    """A column head's picture, ``size`` high about its centre: a palace, a coin, a card."""
    if key == "palaces":
        return palace_path(size * 1.1)
    if key == "gold":
        return coin_path(size * 0.42)
    card = QPainterPath()
    card.addRoundedRect(QRectF(-size * 0.34, -size / 2, size * 0.68, size), size / 8, size / 8)
    return card
