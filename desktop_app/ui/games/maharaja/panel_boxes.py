"""The box under the Maharaja panel's princes: the last city scoring (M-7) during the match and
the final ranking (M-8.2) at its end. Both are public and drawn whole from the view; each line
takes its height lifted to 9 px on a laptop (``board_text``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from desktop_app.games.maharaja import FinalResult, ScoringView
from desktop_app.ui.games.board_text import anchor_right, line_height
from desktop_app.ui.games.maharaja import palette
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
from desktop_app.ui.games.maharaja.pieces import SeatStyle, make_house

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


#: The final ranking's columns: where each starts right of the princes' column, and its key.
RESULT_COLUMNS: tuple[tuple[int, Literal["palaces", "gold", "card"]], ...] = (
    (48, "palaces"),
    (96, "gold"),
    (128, "card"),
)


def draw_result(pen: BoxPen, result: FinalResult, y: float) -> None:
    """The final ranking at ``y``: each prince's place, palaces, gold and card."""
    ranking = result.get("ranking") or []
    least = pen.least
    # lines lifted to 9 px on a laptop each take their lifted height (``board_text``)
    heads_high = line_height(label_font(7.5, True), least)[1]
    first = max(y + 32, y + 6 + line_height(label_font(11, True), least)[1] + 2, y + 12 + heads_high + 2)
    pitch = max(18, line_height(label_font(9.5, True), least)[1] + 1)
    height = first - y + 2 + pitch * len(ranking)
    box = _box(pen, y, height, QColor("#fff1c9"), palette.HOVER_EDGE, 2.2)
    title = text_item(box, QCoreApplication.translate("MaharajaPanel", "Final ranking"), 11, True)
    title.setPos(PLAYERS_X - TRACK_W, y + 6)
    _result_heads(pen, box, y)
    for index, seat in enumerate(ranking):
        ry = first + pitch * index
        token = make_house(pen.style, seat, 11)
        token.setParentItem(box)
        token.setPos(PLAYERS_X - TRACK_W + 8, ry + 6 + (pitch - 18) / 2)
        room = TRACK_W + RESULT_COLUMNS[0][0] - 18 - 4  # up to the first number
        label = fitted(box, f"{index + 1}. {pen.seat_name(seat)}", 9.5, room, index == 0, least=least)
        label.setPos(PLAYERS_X - TRACK_W + 18, 0)
        set_top(label, ry - 1, least)
        for column, key in RESULT_COLUMNS:
            values = result[key]
            value = values[seat] if seat < len(values) else ""
            cell = text_item(box, str(value), 9, key == "palaces")
            cell.setPos(PLAYERS_X + column + 6, 0)
            set_top(cell, ry - 1, least)


def _result_heads(pen: BoxPen, box: QGraphicsItem, y: float) -> None:
    """The final ranking's column heads ("palaces", "gold", "card")."""
    headings = {
        "palaces": QCoreApplication.translate("MaharajaPanel", "palaces"),
        "gold": QCoreApplication.translate("MaharajaPanel", "gold"),
        "card": QCoreApplication.translate("MaharajaPanel", "card"),
    }
    # Each heading fits the room up to the next column (the last: up to the box's edge):
    # German "Karte" ran into the frame.
    right = BOX_X + BOX_W - PLAYERS_X - 4
    ends = [*(column for column, _key in RESULT_COLUMNS[1:]), right]
    for (column, key), end in zip(RESULT_COLUMNS, ends, strict=True):
        head = fitted(box, headings[key], 7.5, end - column - 4, True, palette.INK_SOFT, least=pen.least)
        head.setPos(PLAYERS_X + column, 0)
        set_top(head, y + 12, pen.least)
