"""The end-of-match card: ranking, scores and why each tie fell the way it did.

It floats over the board (not a modal dialog) so players can dismiss it and step through the
match with the review bar, and bring it back from the Game menu.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsDropShadowEffect,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.engine.messages import Message
from desktop_app.engine.outcome import Outcome
from desktop_app.engine.session import SeatInfo
from desktop_app.ui import theme
from desktop_app.ui.lang import render_message
from desktop_app.ui.marks import QT_TRANSLATE_NOOP
from desktop_app.ui.widget_tools import clear_layout, plain_label

#: The places' words, English (marked for translation; ``place_word`` translates them).
PLACES = (
    QT_TRANSLATE_NOOP("EndOverlay", "1st"),
    QT_TRANSLATE_NOOP("EndOverlay", "2nd"),
    QT_TRANSLATE_NOOP("EndOverlay", "3rd"),
    QT_TRANSLATE_NOOP("EndOverlay", "4th"),
    QT_TRANSLATE_NOOP("EndOverlay", "5th"),
    QT_TRANSLATE_NOOP("EndOverlay", "6th"),
    QT_TRANSLATE_NOOP("EndOverlay", "7th"),
    QT_TRANSLATE_NOOP("EndOverlay", "8th"),
)


def place_word(position: int) -> str:
    """ "1st", "2nd"… for ``position`` 0, 1…, in the chosen language ("1.", "1e")."""
    if position < len(PLACES):
        return QCoreApplication.translate("EndOverlay", PLACES[position])
    return QCoreApplication.translate("EndOverlay", "{n}th").format(n=position + 1)


def ranking_lines(outcome: Outcome, seats: Sequence[SeatInfo]) -> list[tuple[str, str, int | None]]:
    """(place, name, score) rows best first; seats that share a score and a place share the word."""
    rows = []
    for position, seat in enumerate(outcome.ranking):
        rows.append((place_word(position), seats[seat].name, outcome.scores.get(seat)))
    return rows


class EndOverlay(QFrame):
    """A centred card over the board with the final result."""

    review_requested = Signal()
    new_match_requested = Signal()
    save_requested = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("endCard")
        self.setStyleSheet(
            f"#endCard {{ background: {theme.PAPER}; border: 2px solid {theme.GOLD}; border-radius: 14px; }}"
        )
        shadow = QGraphicsDropShadowEffect(self)
        shadow.setBlurRadius(40)
        shadow.setColor(QColor(0, 0, 0, 110))
        shadow.setOffset(0, 6)
        self.setGraphicsEffect(shadow)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 22, 28, 20)
        layout.setSpacing(10)
        self.title = plain_label()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet(f"font-size: 20pt; font-weight: 800; color: {theme.INDIGO};")
        layout.addWidget(self.title)
        self.table = QGridLayout()
        self.table.setHorizontalSpacing(18)
        layout.addLayout(self.table)
        self.explanation = plain_label()
        self.explanation.setWordWrap(True)
        self.explanation.setStyleSheet(f"color: {theme.MUTED};")
        layout.addWidget(self.explanation)
        buttons = QHBoxLayout()
        self.save = QPushButton(QCoreApplication.translate("EndOverlay", "Save for review…"))
        self.save.setToolTip(
            QCoreApplication.translate(
                "EndOverlay", "Keep the whole match, every secret now revealed, to review later"
            )
        )
        self.save.hide()
        self.review = QPushButton(QCoreApplication.translate("EndOverlay", "Review the match"))
        self.new = QPushButton(QCoreApplication.translate("EndOverlay", "New match…"))
        self.new.setProperty("accent", True)
        buttons.addStretch(1)
        buttons.addWidget(self.save)
        buttons.addWidget(self.review)
        buttons.addWidget(self.new)
        layout.addLayout(buttons)
        self.review.clicked.connect(self.hide)
        self.review.clicked.connect(self.review_requested)
        self.new.clicked.connect(self.new_match_requested)
        self.save.clicked.connect(self.save_requested)
        parent.installEventFilter(self)
        self.hide()

    def show_outcome(
        self,
        outcome: Outcome,
        seats: Sequence[SeatInfo],
        colours: Sequence[str],
        explanation: Sequence[Message | str] | None = None,
    ) -> None:
        """Show the result; ``explanation`` replaces the outcome's lines (with names filled in)."""
        clear_layout(self.table)
        winner = seats[outcome.winner].name
        self.title.setText(QCoreApplication.translate("EndOverlay", "{name} wins!").format(name=winner))
        for line, (place, name, score) in enumerate(ranking_lines(outcome, seats)):
            seat = outcome.ranking[line]
            place_label = QLabel(place)
            place_label.setStyleSheet("font-weight: 700;" + (f"color: {theme.GOLD};" if line == 0 else ""))
            name_label = QLabel(f"<span style='color:{colours[seat]}'>●</span>  {html.escape(name)}")
            name_label.setStyleSheet("font-size: 12pt;")
            score_label = QLabel("" if score is None else str(score))
            score_label.setAlignment(Qt.AlignmentFlag.AlignRight)
            score_label.setStyleSheet("font-size: 12pt; font-weight: 700;")
            self.table.addWidget(place_label, line, 0)
            self.table.addWidget(name_label, line, 1)
            self.table.addWidget(score_label, line, 2)
        lines = [
            render_message(line) for line in (outcome.explanation if explanation is None else explanation)
        ]
        self.explanation.setText("\n".join(lines))
        self.explanation.setVisible(bool(lines))
        self.adjustSize()
        self._place()
        self.raise_()
        self.show()

    def _place(self) -> None:
        parent = self.parentWidget()
        self.resize(max(self.sizeHint().width(), 380), self.sizeHint().height())
        if parent is None:
            return
        self.move((parent.width() - self.width()) // 2, max(10, (parent.height() - self.height()) // 3))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize and not self.isHidden():
            self._place()
        return False
