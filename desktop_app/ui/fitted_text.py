"""Single lines of text that always show whole or say they do not: elided with the rest in the
tool tip, or set in a smaller type until they fit.

Qt paints only what fits of a label and says nothing (a join code shown as "HA33WJ-K0G22W-J", a
name as "Anneliese"): German and Dutch words, long player names and a narrow window all ran into
it. ``ElidedLine`` is for words that may give way (a computer player's kind, a name in a table):
it keeps one line's height and ends in "…", and its whole text is in its tool tip and its
accessible name. ``FittedLine`` is for text that must be read whole (a join code): its type
shrinks, point by point, down to a least size, to the width it is given.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QLabel, QSizePolicy

from desktop_app.ui.text_size import ui_factor

__all__ = ["ElidedLine", "FittedLine"]


class ElidedLine(QLabel):
    """One line of plain text that gives way to its neighbours by eliding ("Computer · be…"),
    never by wrapping: its height is the same at any width. The whole text is its tool tip and
    its accessible name (a screen reader reads it whole, elided or not)."""

    def __init__(self, text: str = "") -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.full = ""
        self.set_full(text)

    def set_full(self, text: str) -> None:
        """Show ``text`` (elided to the width there is)."""
        if text == self.full and self.text():
            return
        self.full = text
        self.setToolTip(text)
        self.setAccessibleName(text)
        self.setText(text)
        self._elide()

    def sizeHint(self) -> QSize:
        """The whole text's room, asked for (the layout gives what it has; see ``resizeEvent``)."""
        hint = super().sizeHint()
        return QSize(self.fontMetrics().horizontalAdvance(self.full) + 2, hint.height())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        """Elide to the width now; with no room even for a letter, the ellipsis alone still says
        there is more (in the tool tip)."""
        if self.width() <= 0 or not self.full:
            return
        shown = self.fontMetrics().elidedText(self.full, Qt.TextElideMode.ElideRight, self.width()) or "…"
        if shown != self.text():
            self.setText(shown)


class FittedLine(QLabel):
    """One line that is always shown whole: set at ``largest`` points where it fits, else in the
    largest smaller size that does, down to ``smallest``. ``sheet`` is the label's style sheet
    with ``{size}`` for the point size (a style sheet, since the application's sets every
    widget's type size); ``family`` and ``weight`` are the type it names, to measure with."""

    def __init__(
        self, text: str, sheet: str, largest: int, smallest: int, family: str, weight: QFont.Weight
    ) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._sheet, self._sizes, self._family, self._weight = (
            sheet,
            range(largest, smallest - 1, -1),
            family,
            weight,
        )
        self._size = 0
        self.setText(text)
        self._set_size(largest)

    def _width_at(self, size: int) -> float:
        """The text's width at ``size`` points as the sheet sets it: the text size and the screen
        scale every sheet's points (``text_size``), so the line is measured scaled too (at the
        largest text the lobby's join code was measured fitting and drawn a third too wide)."""
        font = QFont(self._family)
        font.setPointSizeF(size * ui_factor())
        font.setWeight(self._weight)
        return QFontMetricsF(font).horizontalAdvance(self.text())

    def _set_size(self, size: int) -> None:
        if size != self._size:
            self._size = size
            self.setStyleSheet(self._sheet.format(size=size))

    @property
    def point_size(self) -> int:
        return self._size

    def minimumSizeHint(self) -> QSize:
        """Room for the text at the least size: the layout may give no less."""
        hint = super().minimumSizeHint()
        margins = self.contentsMargins()
        extra = margins.left() + margins.right() + 2
        return QSize(int(self._width_at(self._sizes[-1])) + extra, hint.height())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        room = self.contentsRect().width()
        fitting = next((size for size in self._sizes if self._width_at(size) <= room), self._sizes[-1])
        self._set_size(fitting)
