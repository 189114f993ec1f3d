"""A progress bar as wide and as tall as its own words (the analysis's "Deeper look: 8 of 23").

Qt sizes a progress bar by its style, not by its format: squeezed next to a long verdict it
cut "Deeper look: 8 of 23" top and bottom and German's "Schneller Blick: 61 von 180" to a
word. This one asks for room for its format with the largest numbers it may show, in its own
font, so every text size and language fits.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import QProgressBar, QSizePolicy, QStyle, QStyleOptionProgressBar

#: Room beside the words (the frame, the chunk's edge) and above and below them, in pixels.
SIDE_ROOM = 24
HEIGHT_ROOM = 8


class TextProgressBar(QProgressBar):
    """A ``QProgressBar`` whose size hint is its widest text (``%v``, ``%m`` at their maximum)."""

    def __init__(self) -> None:
        super().__init__()
        self.setTextVisible(True)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def widest_text(self) -> str:
        """The format with the numbers that take the most room it may show."""
        most = str(max(self.maximum(), 0))
        return self.format().replace("%v", most).replace("%m", most).replace("%p", "100")

    def sizeHint(self) -> QSize:
        metrics = self.fontMetrics()
        option = QStyleOptionProgressBar()
        self.initStyleOption(option)
        styled = self.style().sizeFromContents(QStyle.ContentsType.CT_ProgressBar, option, QSize(0, 0), self)
        width = metrics.horizontalAdvance(self.widest_text()) + SIDE_ROOM + styled.width()
        height = max(styled.height(), metrics.height() + HEIGHT_ROOM)
        return QSize(width, height)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def setFormat(self, format: str) -> None:  # noqa: A002 - Qt's names
        super().setFormat(format)
        self.updateGeometry()

    def setRange(self, minimum: int, maximum: int) -> None:
        super().setRange(minimum, maximum)
        self.updateGeometry()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.updateGeometry()
