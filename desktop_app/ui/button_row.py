"""Buttons that fit their words: side by side while they can, one above the other when not.

A side column is about 300 px wide. Its buttons' words were chosen to fit two to a row in
English, but German and Dutch say most things at greater length ("Banner einsetzen…", "Beurt
beëindigen", "Kostenlos versetzen (Karte 5)"), and a QPushButton squeezed below its words
paints the middle of them and cuts both ends. ``needed_width`` measures a button as the layout
check of the tests does (its words and icon, plus the margins its style leaves inside its
frame); ``ButtonRow`` lays its shown buttons side by side while they fit its width, else one
above the other.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QBoxLayout, QPushButton, QSizePolicy, QStyle, QStyleOptionButton, QWidget

__all__ = ["ButtonRow", "needed_width"]

#: The width a button is measured at to learn its margins (any width wider than them will do).
_PROBE = 400


def needed_width(button: QPushButton) -> int:
    """The width ``button`` needs to show its words (their longest line) and icon whole, under
    its style (which is applied first: the application's sheet gives buttons their padding)."""
    button.ensurePolished()
    option = QStyleOptionButton()
    button.initStyleOption(option)
    option.rect = QRect(0, 0, _PROBE, button.sizeHint().height())
    room = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button).width()
    metrics = button.fontMetrics()
    needed = max(metrics.horizontalAdvance(line) for line in button.text().replace("&&", "&").split("\n"))
    if not button.icon().isNull():
        needed += button.iconSize().width() + 4
    return needed + _PROBE - room


class ButtonRow(QWidget):
    """``buttons`` in a row while the shown ones fit its width, else one above the other. It is
    at least one button tall even when none shows, so a turn whose buttons come and go does not
    make the panel (and the log below it) grow and shrink."""

    def __init__(self, buttons: Sequence[QPushButton], spacing: int = 6) -> None:
        super().__init__()
        self.buttons = list(buttons)
        self._box = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self._box.setContentsMargins(0, 0, 0, 0)
        self._box.setSpacing(spacing)
        for button in self.buttons:
            self._box.addWidget(button)
        if self.buttons:
            self.setMinimumHeight(self.buttons[0].sizeHint().height())
        # The row takes the width its column gives (and stacks its buttons if that is too little)
        # instead of asking for the sum of its buttons' words, which would widen the column.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    @property
    def stacked(self) -> bool:
        return self._box.direction() == QBoxLayout.Direction.TopToBottom

    def arrange(self) -> None:
        """Side by side or stacked, for the buttons shown now and the row's width now (call it
        after showing or hiding buttons or changing their words; a resize calls it itself)."""
        shown = [button for button in self.buttons if not button.isHidden()]
        total = sum(map(needed_width, shown)) + self._box.spacing() * max(0, len(shown) - 1)
        side_by_side = len(shown) < 2 or total <= self.width()
        direction = QBoxLayout.Direction.LeftToRight if side_by_side else QBoxLayout.Direction.TopToBottom
        if self._box.direction() != direction:
            self._box.setDirection(direction)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.arrange()
