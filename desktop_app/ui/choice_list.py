"""A long list of choices as one bounded, scrolling list plus one button (issue 33, item 2).

A side panel offers each legal action as a button; when there are many (the Forbidden City's
dragon may offer ten cards), a column of full-size buttons does not fit a 1280x720 screen, and
the layout squeezed them until their text was cut top and bottom. This list keeps every entry
whole: entries wrap instead of being elided, the list scrolls inside a bounded height, and the
entry is played with the button, a double click, or Enter. The entries come from the caller
(built from ``legal``), so the list knows no rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

#: Up to this many choices a panel shows one full-size button each; more become a ChoiceList.
FULL_BUTTONS_AT_MOST = 4

#: How many entries the list shows before it scrolls (it never asks for more height than this).
ROWS_SHOWN = 5


@dataclass(frozen=True)
class Choice:
    """One entry: what it says, its picture, and the value the caller gets back when it is played."""

    text: str
    value: object
    icon: QIcon | None = None
    key: str = ""


class _Entries(QListWidget):
    """The list itself: Enter or Return plays the current entry (arrow keys move, as usual)."""

    played = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentItem() is not None:
            self.played.emit()
            return
        super().keyPressEvent(event)


class ChoiceList(QWidget):
    """Entries in a bounded list and one button; ``chosen(value)`` when an entry is played."""

    chosen = Signal(object)

    def __init__(self, choices: Sequence[Choice], button_text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.choices = list(choices)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.entries = _Entries()
        self.entries.setObjectName("choice_entries")
        self.entries.setAccessibleName(button_text)
        self.entries.setWordWrap(True)
        self.entries.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.entries.setResizeMode(QListView.ResizeMode.Adjust)
        self.entries.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.entries.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.entries.setIconSize(QSize(24, 24))
        self.entries.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        for choice in self.choices:
            item = QListWidgetItem(choice.text)
            if choice.icon is not None:
                item.setIcon(choice.icon)
            item.setToolTip(choice.text)
            item.setData(Qt.ItemDataRole.UserRole, choice.key)
            self.entries.addItem(item)
        self.entries.setCurrentRow(0)
        layout.addWidget(self.entries)
        self.button = QPushButton(button_text)
        self.button.setObjectName("choice_play")
        layout.addWidget(self.button)
        self.button.clicked.connect(self.play)
        self.entries.played.connect(self.play)
        self.entries.itemDoubleClicked.connect(self.play)
        self._measured_width = -1
        self._bound_height()

    def _bound_height(self) -> None:
        """At least two entries and at most ``ROWS_SHOWN`` tall; more scroll (never squeezed).
        Measured from the entries' own heights (a wrapped entry takes two lines): a fixed guess
        of a row left the list a third empty and pushed End turn out of a laptop's column."""
        shown = min(len(self.choices), ROWS_SHOWN)
        least_row = self.entries.fontMetrics().height() + 4
        rows = [max(self.entries.sizeHintForRow(row), least_row) for row in range(shown)] or [least_row]
        frame = 2 * self.entries.frameWidth() + 4
        self.entries.setMinimumHeight(sum(sorted(rows)[:2]) + frame)
        self.entries.setMaximumHeight(sum(rows) + frame)
        self._measured_width = self.entries.viewport().width()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.entries.viewport().width() != self._measured_width:
            self._bound_height()  # entries wrap anew at another width

    def select(self, key: str) -> None:
        """Make the entry whose key is ``key`` the current one (tests and keyboard-free play)."""
        for row in range(self.entries.count()):
            if self.entries.item(row).data(Qt.ItemDataRole.UserRole) == key:
                self.entries.setCurrentRow(row)
                return
        raise KeyError(key)

    def play(self) -> None:
        row = self.entries.currentRow()
        if 0 <= row < len(self.choices):
            self.chosen.emit(self.choices[row].value)
