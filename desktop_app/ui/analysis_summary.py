"""The analysis's summary: each seat's decisions, marks of each kind and average loss.

A player who wants to get better looks first at their own blunders: a count of marks is a link,
as on the chess sites' summaries. A click on it closes the summary and goes to that seat's first
mark of that kind after the step shown (from the start again past the last), so clicking again
walks through them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop_app.ai.analysis_record import MARKS, Analysis
from desktop_app.engine.seats import Seat
from desktop_app.i18n.runtime import locale
from desktop_app.ui.mark_names import MARK_SIGNS as SYMBOLS
from desktop_app.ui.mark_names import NAMES, mark_name

__all__ = ["NAMES", "SYMBOLS", "SummaryDialog", "mark_name", "next_mark"]


def next_mark(analysis: Analysis, seat: Seat, mark: str, after: int) -> int | None:
    """The step of ``seat``'s first ``mark`` after step ``after``, else its first of all."""
    steps = [
        item.step for item in analysis.judgements if item.seat == seat and item.mark(analysis.players) == mark
    ]
    later = [step for step in steps if step > after]
    return min(later or steps, default=None)


class SummaryDialog(QDialog):
    """Each seat's decisions, marks of each kind and average loss; ``chosen`` is the (seat, mark)
    whose count was clicked (None: closed)."""

    def __init__(
        self, parent: QWidget | None, analysis: Analysis, names: Sequence[str], seats: set[int]
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("Analysis", "Analysis: summary"))
        self.chosen: tuple[Seat, str] | None = None
        layout = QVBoxLayout(self)
        heads = [
            QCoreApplication.translate("Analysis", "Decisions"),
            *(f"{SYMBOLS[mark]} {mark_name(mark)}" for mark in MARKS),
            QCoreApplication.translate("Analysis", "Average loss"),
        ]
        self.seats = [seat for seat in range(len(names)) if seat in seats]
        self.table = QTableWidget(len(self.seats), len(heads))
        self.table.setHorizontalHeaderLabels(heads)
        self.table.setVerticalHeaderLabels([names[seat] for seat in self.seats])
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for row, seat in enumerate(self.seats):
            self._fill(row, seat, analysis, names[seat])
        self.table.resizeColumnsToContents()
        self.table.cellClicked.connect(self._clicked)
        layout.addWidget(self.table)
        note = QLabel(
            QCoreApplication.translate(
                "Analysis",
                "Loss: how much the computer's estimate of the player's chance to win fell short of "
                "its preferred move, judged from what the player knew then.",
            )
            + " "
            + QCoreApplication.translate("Analysis", "Click a count of marks to go to them, one by one.")
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(max(520, self.table.horizontalHeader().length() + 160), 160 + 34 * len(self.seats))

    def _fill(self, row: int, seat: Seat, analysis: Analysis, name: str) -> None:
        summary = analysis.summary(seat)
        cells = [str(summary.decisions), *(str(summary.marks[mark]) for mark in MARKS)]
        cells.append(
            # points of the chance to win, as the CLI says: bare "points" read as the game's
            QCoreApplication.translate("Analysis", "{points} points of win chance").format(
                points=locale().toString(100 * summary.average_loss, "f", 1)
            )
        )
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            mark = MARKS[column - 1] if 1 <= column <= len(MARKS) else None
            if mark is not None and summary.marks[mark]:
                font = QFont(item.font())
                font.setUnderline(True)
                item.setFont(font)
                item.setForeground(Qt.GlobalColor.blue)
                item.setToolTip(
                    QCoreApplication.translate("Analysis", "Go to the marks of {name}: {mark}").format(
                        name=name, mark=mark_name(mark)
                    )
                )
            self.table.setItem(row, column, item)

    def _clicked(self, row: int, column: int) -> None:
        if not 1 <= column <= len(MARKS) or not 0 <= row < len(self.seats):
            return
        item = self.table.item(row, column)
        if item is None or item.text() == "0":
            return
        self.chosen = (self.seats[row], MARKS[column - 1])
        self.accept()
