"""The bribery board as a private two-dial picker (F-1.6, F-2.5, issue 7, point 5).

One dial for the hat colour, one for the robe colour; the official they name is drawn large
between them. Only officials offered in ``legal`` (those still on the board) can be confirmed.
The picker starts blank and is wiped whenever the screen changes hands, so one seat's choice is
never shown to the next person at a shared screen.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from desktop_app.games.forbidden_city import OFFICIAL_COLOURS
from desktop_app.ui.games.forbidden_city import glyphs, palette
from desktop_app.ui.games.forbidden_city.texts import official_text, word
from desktop_app.ui.widget_tools import nested

#: F-1.4: the five colours a hat or a robe can have, in the engine's order.
DIAL_COLOURS = OFFICIAL_COLOURS


class ColourDial(QWidget):
    """A round dial of the five official colours; click a wedge (or use the wheel) to turn it."""

    changed = Signal(str)

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.value: str | None = None
        self.letters = False
        self.setFixedSize(QSize(108, 134))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setToolTip(
            QCoreApplication.translate(
                "ColourDial", "{dial} colour: click a colour, roll the mouse wheel or use the arrow keys"
            ).format(dial=title)
        )
        self.setAccessibleName(QCoreApplication.translate("ColourDial", "{dial} colour").format(dial=title))
        self._describe()

    def _describe(self) -> None:
        """The dial's value as its accessible description (a screen reader says the colour)."""
        value = word(self.value) if self.value else QCoreApplication.translate("ColourDial", "none chosen")
        self.setAccessibleDescription(value)

    def _centre(self) -> QPointF:
        return QPointF(self.width() / 2, 76)

    def wedge_point(self, colour: str) -> QPoint:
        """Where to click to turn the dial to ``colour`` (used by tests and keyboard-free play)."""
        k = DIAL_COLOURS.index(colour)
        angle = -math.pi / 2 + k * 2 * math.pi / len(DIAL_COLOURS)
        c = self._centre()
        return QPoint(int(c.x() + 36 * math.cos(angle)), int(c.y() + 36 * math.sin(angle)))

    def set_value(self, colour: str | None) -> None:
        if colour != self.value:
            self.value = colour
            self._describe()
            self.update()
            if colour is not None:
                self.changed.emit(colour)

    def mousePressEvent(self, event) -> None:
        c = self._centre()
        dx, dy = event.position().x() - c.x(), event.position().y() - c.y()
        if math.hypot(dx, dy) < 14 or math.hypot(dx, dy) > 52:
            return
        angle = (math.atan2(dy, dx) + math.pi / 2) % (2 * math.pi)
        step = 2 * math.pi / len(DIAL_COLOURS)
        self.set_value(DIAL_COLOURS[int((angle + step / 2) // step) % len(DIAL_COLOURS)])

    def turn(self, steps: int) -> None:
        """Turn the dial ``steps`` colours clockwise (negative: back)."""
        k = DIAL_COLOURS.index(self.value) if self.value else (-1 if steps > 0 else 0)
        self.set_value(DIAL_COLOURS[(k + steps) % len(DIAL_COLOURS)])

    def wheelEvent(self, event) -> None:
        self.turn(1 if event.angleDelta().y() < 0 else -1)

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.turn(1)
        elif event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.turn(-1)
        else:
            super().keyPressEvent(event)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(glyphs.font(9))
        painter.setPen(palette.INK)
        painter.drawText(QRectF(0, 0, self.width(), 14), Qt.AlignmentFlag.AlignCenter, self.title)
        c = self._centre()
        step = 360 / len(DIAL_COLOURS)
        painter.setPen(QPen(palette.FRAME, 2))
        painter.setBrush(palette.WALL)
        painter.drawEllipse(c, 52, 52)
        rect = QRectF(c.x() - 48, c.y() - 48, 96, 96)
        for k, name in enumerate(DIAL_COLOURS):
            start = 90 - k * step - step / 2  # Qt angles: counter-clockwise from 3 o'clock
            chosen = name == self.value
            painter.setPen(QPen(palette.HIGHLIGHT if chosen else palette.edge(name), 3 if chosen else 1))
            painter.setBrush(palette.colour(name))
            painter.drawPie(rect if chosen else rect.adjusted(5, 5, -5, -5), int(start * 16), int(step * 16))
            if self.letters or chosen:
                p = self.wedge_point(name)
                painter.setPen(palette.ink_on(palette.colour(name)))
                painter.setFont(glyphs.font(9, serif=False))
                label = palette.LETTERS[name] if self.letters else "●"
                painter.drawText(QRectF(p.x() - 8, p.y() - 8, 16, 16), Qt.AlignmentFlag.AlignCenter, label)
        painter.setPen(QPen(palette.ROOF_DARK, 1.5))
        painter.setBrush(palette.ROOF)
        painter.drawEllipse(c, 13, 13)
        if self.value:
            k = DIAL_COLOURS.index(self.value)
            angle = -math.pi / 2 + k * 2 * math.pi / len(DIAL_COLOURS)
            painter.setPen(QPen(palette.INK, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(c, QPointF(c.x() + 22 * math.cos(angle), c.y() + 22 * math.sin(angle)))
        painter.end()


class OfficialPreview(QWidget):
    """The official the two dials name, drawn large (or a '?' while a dial is unset)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.official: tuple[str, str] | None = None
        self.letters = False
        self.setFixedSize(QSize(72, 96))

    def set_official(self, official: tuple[str, str] | None) -> None:
        self.official = official
        self.update()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(palette.PANEL_EDGE, 1.5))
        painter.setBrush(QColor("#fffaf0"))
        painter.drawRoundedRect(QRectF(2, 2, self.width() - 4, self.height() - 4), 8, 8)
        painter.translate(self.width() / 2, self.height() / 2 + 4)
        if self.official:
            glyphs.paint_official(painter, self.official[0], self.official[1], 70, self.letters)
        else:
            painter.setFont(glyphs.font(26))
            painter.setPen(QColor("#c0ad8a"))
            painter.drawText(QRectF(-30, -30, 60, 60), Qt.AlignmentFlag.AlignCenter, "?")
        painter.end()


class KeptCaption(QLabel):
    """The picker's wrapped caption, keeping the height of its tallest text at a width: a shorter
    text after a longer one ("Turn both dials: ...", then "You bribe the ... official.") moved
    Confirm under it up, away from the pointer aiming at it (and from the coach's ring on it)."""

    #: Widths remembered at most (a resized window asks for many); past it they are measured anew.
    KEPT = 64

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._tallest: dict[tuple[int, str], int] = {}

    def heightForWidth(self, width: int) -> int:
        need = super().heightForWidth(width)
        if len(self._tallest) > self.KEPT:
            self._tallest.clear()
        key = (width, self.font().key())
        tallest = self._tallest[key] = max(self._tallest.get(key, 0), need)
        return tallest


class BribePicker(QWidget):
    """Two dials + preview + Confirm; ``chosen(hat, robe)`` on Confirm of an allowed official."""

    chosen = Signal(str, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.allowed: set[tuple[str, str]] = set()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        title = QLabel(QCoreApplication.translate("BribePicker", "<b>Your secret bribery board</b>"))
        layout.addWidget(title)
        # joins the column empty, then fills: a filled row left PySide wrappers of its items that
        # the cyclic collector could delete twice (``widget_tools``)
        row = nested(layout, QHBoxLayout())
        self.hat_dial = ColourDial(QCoreApplication.translate("BribePicker", "Hat"))
        self.robe_dial = ColourDial(QCoreApplication.translate("BribePicker", "Robe"))
        self.preview = OfficialPreview()
        row.addWidget(self.hat_dial)
        row.addWidget(self.preview, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.robe_dial)
        self.caption = KeptCaption()
        self.caption.setObjectName("bribe_caption")
        layout.addWidget(self.caption)
        self.confirm = QPushButton(QCoreApplication.translate("BribePicker", "Confirm bribe"))
        self.confirm.setObjectName("confirm_bribe")
        self.confirm.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        layout.addWidget(self.confirm)
        self.hat_dial.changed.connect(self._refresh)
        self.robe_dial.changed.connect(self._refresh)
        self.confirm.clicked.connect(self._confirm)
        self._refresh()

    def set_allowed(self, officials: Iterable[tuple[str, str]]) -> None:
        self.allowed = {(o[0], o[1]) for o in officials}
        self._refresh()

    def set_letters(self, letters: bool) -> None:
        for widget in (self.hat_dial, self.robe_dial, self.preview):
            widget.letters = letters
            widget.update()

    def reset(self) -> None:
        """Blank both dials (a new person may be at the screen)."""
        self.hat_dial.value = None
        self.robe_dial.value = None
        self.hat_dial.update()
        self.robe_dial.update()
        self._refresh()

    def official(self) -> tuple[str, str] | None:
        if self.hat_dial.value and self.robe_dial.value:
            return (self.hat_dial.value, self.robe_dial.value)
        return None

    def choose(self, hat: str, robe: str) -> None:
        self.hat_dial.set_value(hat)
        self.robe_dial.set_value(robe)

    def _refresh(self, *_args) -> None:
        official = self.official()
        self.preview.set_official(official)
        if official is None:
            self.caption.setText(
                QCoreApplication.translate(
                    "BribePicker",
                    "Turn both dials: the hat colour and the robe colour of the official you bribe.",
                )
            )
            self.confirm.setEnabled(False)
        elif official in self.allowed:
            self.caption.setText(
                QCoreApplication.translate("BribePicker", "You bribe the <b>{official}</b> official.").format(
                    official=official_text(official)
                )
            )
            self.confirm.setEnabled(True)
        else:
            self.caption.setText(
                QCoreApplication.translate(
                    "BribePicker", "The {official} official is banished: choose another."
                ).format(official=official_text(official))
            )
            self.confirm.setEnabled(False)

    def _confirm(self) -> None:
        official = self.official()
        if official is not None and official in self.allowed:
            self.chosen.emit(*official)
