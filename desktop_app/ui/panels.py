"""Side panels of the match window: one card per player, and the match log.

Both are drawn only from what the shell hands them (the view of the seat at the screen and its
redacted log), so they can never show more than the board does.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop_app.engine.session import SeatInfo
from desktop_app.ui import theme
from desktop_app.ui.widget_tools import clear_layout, plain_label

_KINDS = {
    "human": "Human",
    "remote": "LAN player",
    "random": "Computer · beginner",
    "heuristic": "Computer · standard",
    "hard": "Computer · strong",
}


def kind_label(kind: str) -> str:
    return _KINDS.get(kind, f"Computer · {kind}")


class _Token(QWidget):
    """A round token in the seat's colour with the seat number, readable without colour vision."""

    def __init__(self, colour: str, number: int) -> None:
        super().__init__()
        self._colour = colour
        self._number = number
        self.setFixedSize(30, 30)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        painter.setPen(QColor(0, 0, 0, 90))
        painter.setBrush(QColor(self._colour))
        painter.drawEllipse(rect)
        painter.setPen(QColor(theme.text_on(self._colour)))
        font = painter.font()
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(self._number))
        painter.end()


class PlayerCard(QFrame):
    """One player: token, name, kind, a "to move" mark and the board's summary rows."""

    def __init__(self, index: int, seat: SeatInfo, colour: str) -> None:
        super().__init__()
        self.index = index
        self.colour = colour
        self.setObjectName("playerCard")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 5)
        layout.setSpacing(1)
        head = QHBoxLayout()
        head.addWidget(_Token(colour, index + 1))
        # name and kind on one line, so every player fits the side column (issue 22)
        names = QHBoxLayout()
        names.setSpacing(6)
        self.name = plain_label(seat.name)
        self.name.setStyleSheet("font-weight: 700; font-size: 11.5pt;")
        self.kind = QLabel(kind_label(seat.kind))
        self.kind.setStyleSheet(f"color: {theme.MUTED}; font-size: 9pt;")
        names.addWidget(self.name)
        names.addWidget(self.kind, 1, Qt.AlignmentFlag.AlignBaseline)
        head.addLayout(names, 1)
        self.badge = QLabel()
        self.badge.setStyleSheet(
            f"background: {theme.GOLD}; color: white; border-radius: 8px; padding: 2px 8px; "
            "font-size: 9pt; font-weight: 600;"
        )
        head.addWidget(self.badge)
        layout.addLayout(head)
        self.rows = QGridLayout()
        self.rows.setHorizontalSpacing(12)
        self.rows.setVerticalSpacing(0)
        self.rows.setColumnStretch(1, 1)
        layout.addLayout(self.rows)
        self._shown_rows: list[tuple[str, str]] | None = None
        self._active: bool | None = None
        self.set_state(False, "", [])

    def set_state(self, active: bool, badge: str, rows: Sequence[tuple[str, str]]) -> None:
        if active != self._active:
            # A style sheet costs a re-polish of the card: only when the card turns on or off.
            self._active = active
            border = self.colour if active else "#E0D0B0"
            width = 3 if active else 1
            self.setStyleSheet(
                f"#playerCard {{ background: {theme.PAPER}; border: {width}px solid {border}; "
                f"border-left: 6px solid {self.colour}; border-radius: 8px; }}"
            )
        self.badge.setText(badge)
        self.badge.setVisible(bool(badge))
        rows = [(str(label), str(value)) for label, value in rows]
        if rows == self._shown_rows:
            return
        self._shown_rows = rows
        clear_layout(self.rows)
        for line, (label, value) in enumerate(rows):
            key = plain_label(label)
            key.setStyleSheet(f"color: {theme.MUTED}; font-size: 9.5pt;")
            shown = plain_label(value)
            shown.setWordWrap(True)
            shown.setStyleSheet("font-weight: 600; font-size: 9.5pt;")
            self.rows.addWidget(key, line, 0)
            self.rows.addWidget(shown, line, 1)

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


def _rows(lines: Sequence[str], first: int) -> str:
    """Numbered log lines as paragraphs; each line's text is escaped (names are data)."""
    return "".join(
        f"<p style='margin: 0 0 5px 0;'><span style='color:{theme.MUTED};'>{number}.</span> "
        f"{html.escape(line)}</p>"
        for number, line in enumerate(lines, start=first)
    )


class LogPanel(QTextBrowser):
    """The match log, newest line last, kept scrolled to the bottom."""

    def __init__(self) -> None:
        super().__init__()
        self.setOpenLinks(False)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.document().setDocumentMargin(6)
        self._lines: list[str] = []

    def set_lines(self, lines: Sequence[str]) -> None:
        """Show ``lines``; when they only add to what is shown, only the new ones are drawn."""
        lines = list(lines)
        old = self._lines
        if lines == old:
            return
        self._lines = lines
        if old and len(lines) > len(old) and lines[: len(old)] == old:
            for number, line in enumerate(lines[len(old) :], start=len(old) + 1):
                self.append(_rows([line], number))
        else:
            self.setHtml(_rows(lines, 1))
        self.scroll_to_end()
        QTimer.singleShot(0, self, self.scroll_to_end)

    def scroll_to_end(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def resizeEvent(self, event) -> None:
        # Wrapped lines change height with the width: stay at the newest line.
        super().resizeEvent(event)
        self.scroll_to_end()
        QTimer.singleShot(0, self, self.scroll_to_end)

    def lines(self) -> list[str]:
        return list(self._lines)
