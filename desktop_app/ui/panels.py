"""Side panels of the match window: one card per player (and, from ``log_panel.py``, the match log).

The cards are drawn only from what the shell hands them (the view of the seat at the screen), so
they can never show more than the board does. The log is a module of its own; ``LogPanel`` is still
imported from here too.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPainterPath
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from desktop_app.engine.session import SeatInfo
from desktop_app.ui import theme
from desktop_app.ui.fitted_text import ElidedLine
from desktop_app.ui.log_panel import LogPanel
from desktop_app.ui.marks import QT_TRANSLATE_NOOP
from desktop_app.ui.screen_sheet import dress
from desktop_app.ui.text_size import screen_factor
from desktop_app.ui.widget_tools import nested, plain_label

__all__ = ["SEAT_SYMBOLS", "LogPanel", "PlayerCard", "PlayersPanel", "kind_label", "seat_shape", "show"]

#: Who plays a seat, English (marked for translation; ``kind_label`` translates).
_KINDS = {
    "human": QT_TRANSLATE_NOOP("PlayersPanel", "Human"),
    "remote": QT_TRANSLATE_NOOP("PlayersPanel", "LAN player"),
    "random": QT_TRANSLATE_NOOP("PlayersPanel", "Computer · beginner"),
    "heuristic": QT_TRANSLATE_NOOP("PlayersPanel", "Computer · standard"),
    "hard": QT_TRANSLATE_NOOP("PlayersPanel", "Computer · strong"),
    "expert": QT_TRANSLATE_NOOP("PlayersPanel", "Computer · expert"),
}


def kind_label(kind: str) -> str:
    """Who plays a seat ("Human", "Computer · strong"), in the chosen language."""
    label = _KINDS.get(kind)
    if label is not None:
        return QCoreApplication.translate("PlayersPanel", label)
    return QCoreApplication.translate("PlayersPanel", "Computer · {level}").format(level=kind)


#: The seat symbols every board draws on a seat's pieces, in seat order (``symbol_of`` of the
#: boards' palettes): colour-blind mode shapes the cards' tokens the same way.
SEAT_SYMBOLS = ("circle", "square", "triangle", "diamond", "star")


def seat_shape(symbol: str, rect: QRectF) -> QPainterPath:
    """The outline of ``symbol`` filling ``rect``."""
    path = QPainterPath()
    c, r = rect.center(), min(rect.width(), rect.height()) / 2
    if symbol == "circle":
        path.addEllipse(c, r, r)
        return path
    if symbol == "square":
        path.addRoundedRect(rect.adjusted(2, 2, -2, -2), 3, 3)
        return path
    if symbol == "triangle":
        corners = [(0.0, -1.0), (1.0, 0.8), (-1.0, 0.8)]
    elif symbol == "diamond":
        corners = [(0.0, -1.0), (0.9, 0.0), (0.0, 1.0), (-0.9, 0.0)]
    else:
        corners = [
            (
                (1.0 if k % 2 == 0 else 0.5) * math.cos(-math.pi / 2 + k * math.pi / 5),
                (1.0 if k % 2 == 0 else 0.5) * math.sin(-math.pi / 2 + k * math.pi / 5),
            )
            for k in range(10)
        ]
    path.moveTo(c.x() + corners[0][0] * r, c.y() + corners[0][1] * r)
    for x, y in corners[1:]:
        path.lineTo(c.x() + x * r, c.y() + y * r)
    path.closeSubpath()
    return path


def show(widget: QWidget, visible: bool) -> None:
    """``widget`` shown or hidden, asking Qt only when that changes: a card's rows are set at
    every refresh, and each ``setVisible`` costs tens of microseconds even when nothing changes
    (a review jump set some 25 of them)."""
    if widget.isHidden() == visible:
        widget.setVisible(visible)


class _Token(QWidget):
    """A round token in the seat's colour with the seat number, readable without colour vision;
    in colour-blind mode it takes the shape of the seat's symbol on the board's pieces."""

    def __init__(self, colour: str, number: int) -> None:
        super().__init__()
        self._colour = colour
        self._number = number
        self.shaped = False
        side = round(30 * screen_factor())  # a 4K screen without desktop scaling: twice as big
        self.setFixedSize(side, side)

    def set_shaped(self, shaped: bool) -> None:
        if shaped != self.shaped:
            self.shaped = shaped
            self.update()

    @property
    def symbol(self) -> str:
        return SEAT_SYMBOLS[(self._number - 1) % len(SEAT_SYMBOLS)]

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        painter.setPen(QColor(0, 0, 0, 90) if not self.shaped else QColor(0, 0, 0, 200))
        painter.setBrush(QColor(self._colour))
        if self.shaped:
            painter.drawPath(seat_shape(self.symbol, rect))
        else:
            painter.drawEllipse(rect)
        painter.setPen(QColor(theme.text_on(self._colour)))
        font = painter.font()
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(self._number))
        painter.end()


#: The card's edge: thin when its player waits, thick in the seat's colour when they are to move.
EDGE, EDGE_W, ACTIVE_W, STRIPE_W, RADIUS = "#E0D0B0", 1, 3, 6, 8.0


class PlayerCard(QFrame):
    """One player: token, name, kind, a "to move" mark and the board's summary rows.

    The card paints its own frame: a style sheet set when the card turns on or off re-polished
    the card and every label in it, twice per action. Rows keep their labels from one refresh to
    the next and only change their texts.
    """

    def __init__(self, index: int, seat: SeatInfo, colour: str) -> None:
        super().__init__()
        self.index = index
        self.colour = colour
        self.setObjectName("playerCard")
        layout = QVBoxLayout(self)
        # the margins a thin edge leaves (as the old style sheet did); a thick edge takes two
        # pixels of them, so nothing moves when the card turns on
        layout.setContentsMargins(10 + STRIPE_W, 4 + EDGE_W, 10 + EDGE_W, 5 + EDGE_W)
        layout.setSpacing(1)
        # each inner layout joins its outer one before it fills (``widget_tools``)
        head = nested(layout, QHBoxLayout())
        self.token = _Token(colour, index + 1)
        head.addWidget(self.token, 0, Qt.AlignmentFlag.AlignTop)
        # The name on a line of its own (it wraps, at the width of the card alone), and under it
        # who plays the seat and the badge ("to move · you"). The line keeps the badge's height
        # and the kind gives way by eliding, never wrapping: before, name, kind and badge
        # shared one line, so a badge coming or going re-wrapped the kind or the name, the card
        # grew or shrank and every card below it moved; and a long name left the badge no room.
        lines = nested(head, QVBoxLayout(), 1)
        lines.setSpacing(0)
        self.name = plain_label(seat.name)
        self.name.setWordWrap(True)
        dress(self.name, "seatName")
        lines.addWidget(self.name)
        second = nested(lines, QHBoxLayout())
        second.setSpacing(6)
        self.kind = ElidedLine(kind_label(seat.kind))
        dress(self.kind, "seatKind")
        second.addWidget(self.kind, 1)
        self.badge = QLabel()
        dress(self.badge, "seatBadge")
        second.addWidget(self.badge)
        # The line is as tall as the badge whether it shows or not (its style is applied now,
        # as it would be when first shown): the kind never gives up width to a hidden badge.
        self.badge.ensurePolished()
        self.kind.setMinimumHeight(self.badge.sizeHint().height())
        self.rows = QGridLayout()
        self.rows.setHorizontalSpacing(12)
        self.rows.setVerticalSpacing(0)
        self.rows.setColumnStretch(1, 1)
        layout.addLayout(self.rows)
        # a card held taller than its rows (a shared screen keeps room for the rows a peek
        # shows: ``MatchSide.measure_cards``) keeps them at the top
        layout.addStretch(1)
        self._row_labels: list[tuple[QLabel, QLabel]] = []
        self._shown_rows: list[tuple[str, str]] | None = None
        self.active = False
        self.set_state(False, "", [])

    def set_kind(self, text: str) -> None:
        """Who plays the seat now (it may change hands during a match)."""
        self.kind.set_full(text)

    def set_state(self, active: bool, badge: str, rows: Sequence[tuple[str, str]]) -> None:
        if active != self.active:
            self.active = active
            self.update()
        if badge != self.badge.text():
            self.badge.setText(badge)
        show(self.badge, bool(badge))
        rows = [(str(label), str(value)) for label, value in rows]
        if rows == self._shown_rows:
            return
        self._shown_rows = rows
        while len(self._row_labels) < len(rows):
            self._add_row()
        for line, (key, shown) in enumerate(self._row_labels):
            visible = line < len(rows)
            if visible:
                label, value = rows[line]
                if key.text() != label:
                    key.setText(label)
                if shown.text() != value:
                    shown.setText(value)
            show(key, visible)
            show(shown, visible)

    def row_height(self) -> int:
        """The height one more row of one line takes on this card."""
        if not self._row_labels:
            self._add_row()
            for label in self._row_labels[-1]:
                label.hide()
        label = self._row_labels[0][1]
        label.ensurePolished()
        return QFontMetrics(label.font()).lineSpacing() + max(0, self.rows.verticalSpacing())

    def reserve_rows(self, count: int) -> None:
        """Have ``count`` rows' labels made and styled, hidden until a state shows them: the
        finished match's idle work readies the rows its review will show (a first step into
        review made and styled a dozen labels, 1-2 ms of it). What the card shows is unchanged."""
        while len(self._row_labels) < count:
            self._add_row()
            for label in self._row_labels[-1]:
                label.hide()
                label.ensurePolished()

    def _add_row(self) -> None:
        line = len(self._row_labels)
        key = plain_label()
        dress(key, "seatKey")
        shown = plain_label()
        shown.setWordWrap(True)
        dress(shown, "seatValue")
        self.rows.addWidget(key, line, 0)
        self.rows.addWidget(shown, line, 1)
        self._row_labels.append((key, shown))

    def paintEvent(self, event) -> None:
        """Paper with the seat's stripe on the left, edged thin, or thick in the seat's colour."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = ACTIVE_W if self.active else EDGE_W
        outer = QRectF(self.rect())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(self.colour if self.active else EDGE))
        painter.drawRoundedRect(outer, RADIUS, RADIUS)
        painter.save()
        stripe = QPainterPath()
        stripe.addRoundedRect(outer, RADIUS, RADIUS)
        painter.setClipPath(stripe)
        painter.fillRect(QRectF(outer.left(), outer.top(), STRIPE_W, outer.height()), QColor(self.colour))
        painter.restore()
        inner = outer.adjusted(STRIPE_W, width, -width, -width)
        painter.setBrush(QColor(theme.PAPER))
        painter.drawRoundedRect(inner, RADIUS - width, RADIUS - width)
        painter.end()

    def row_texts(self) -> list[tuple[str, str]]:
        return list(self._shown_rows or [])


class PlayersPanel(QWidget):
    """A column of player cards."""

    def __init__(self, seats: Sequence[SeatInfo], colours: Sequence[str]) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        self.cards = [PlayerCard(i, seat, colours[i]) for i, seat in enumerate(seats)]
        for card in self.cards:
            layout.addWidget(card)
        layout.addStretch(1)

    def set_colour_blind(self, on: bool) -> None:
        """Tokens in the shape of each seat's symbol, as on the board's pieces."""
        for card in self.cards:
            card.token.set_shaped(on)

    def text_sized(self) -> None:
        """The text size changed: each card's kind line is as tall as its badge at the new size
        (measured once when the card was made, a card made at a larger size kept that height
        after the window fell back to a smaller one, and two cards no longer fitted the column)."""
        for card in self.cards:
            card.badge.ensurePolished()
            high = card.badge.sizeHint().height()
            if card.kind.minimumHeight() != high:
                card.kind.setMinimumHeight(high)
