"""The lines over the board that speak to the person at the screen, without moving the board.

A click lands where the person aimed only if the board stays put between looking and clicking.
The prompt and the notice line used to push the board down and shrink it as they came, went or
wrapped, and testers clicked the wrong official, missed "Confirm bribe" and the takeback's
"Accept". So the prompt keeps its room (``PromptLine``), a notice (a hint, a refusal, news) has a
strip of one line's height under it that is always there, empty when there is nothing to say
(``NoticeStrip``), and a bar that comes and goes (a takeback's Accept / Decline) lies over the
step line under the board (``OverUnder``; over the board's bottom edge it hid the board's last
row). The notice once lay over the board's top edge too: at
1280x720 it hid Arkadia's first row and the very square its hint's ghost was on, Maharaja's
Bikaner and the Forbidden City's top pavilions.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QFontMetricsF, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from desktop_app.ui.screen_sheet import dress

__all__ = ["NoticeLine", "NoticeStrip", "OverUnder", "PromptLine"]


class PromptLine(QLabel):
    """The prompt: room for two lines of its own font from the start, and for the tallest text
    it has shown at its width and font since (a third line at a large text size).

    Two lines' room was once measured from a font made up front: the text-size preference (and
    the fractional line spacing a text layout rounds up) made a two-line prompt taller than
    that, and each wrap moved the board. Measured here from the font the label really has."""

    LINES = 2

    def __init__(self) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)  # it carries names: data, not markup
        self.setWordWrap(True)
        #: The tallest height a text needed, and at what (width, font) it was measured.
        self._kept = 0
        self._kept_at: tuple[int, str] = (-1, "")

    def show_text(self, text: str) -> None:
        """Show ``text``; the room grows to it if it wraps further than any before (never
        shrinks while width and font stay)."""
        if text != self.text():
            self.setText(text)
        at = (self.width(), self.font().toString())
        if at != self._kept_at:
            self._kept, self._kept_at = 0, at
        needed = super().heightForWidth(self.width()) if self.width() > 0 else 0
        if needed > self._kept:
            self._kept = needed
            self.updateGeometry()

    def _least(self) -> int:
        """Two lines as the label lays them out (each line's fractional spacing rounded up)."""
        margins = self.contentsMargins()
        lines = math.ceil(QFontMetricsF(self.font()).lineSpacing() * self.LINES) + self.LINES
        return lines + margins.top() + margins.bottom()

    def _room(self, width: int) -> int:
        kept = self._kept if width == self._kept_at[0] else 0
        return max(self._least(), kept)

    def heightForWidth(self, width: int) -> int:
        return max(super().heightForWidth(width), self._room(width))

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(hint.width(), max(hint.height(), self._least()))

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), max(hint.height(), self._room(self.width())))


class NoticeLine(QLabel):
    """A notice or a refusal, one line in its ``NoticeStrip`` for a few seconds: elided where it
    is longer than the line, its whole words a hover away (``MatchView.say`` puts them in the
    status bar too).

    ``text()`` is the whole notice. A refusal ("that official cannot move") is stale once the
    person does something legal: ``clear_refusal`` takes it away then. Other news (an autosave
    that failed, what Undo did) stays its time. A click on the line dismisses it."""

    def __init__(self, host: QWidget | None = None, object_name: str = "noticeLine") -> None:
        super().__init__(host)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(False)
        dress(self, object_name)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.refusal = False
        self._whole = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clear)
        self.hide()

    def text(self) -> str:  # type: ignore[override]  # the whole notice, not the elided line
        return self._whole

    def tell(self, text: str, ms: int, *, refusal: bool = False) -> None:
        """Show ``text`` for ``ms`` milliseconds in the strip."""
        self._whole = text
        self.setAccessibleName(text)
        self.refusal = refusal
        self.elide()
        self.show()
        self._timer.start(ms)

    def elide(self) -> None:
        """The words that fit the line's width, "…" for the rest; the whole as the tooltip."""
        self.ensurePolished()  # the sheet's font, before measuring the words with it
        room = self.contentsRect().width() - 2 * self.margin()
        shown = self.fontMetrics().elidedText(self._whole, Qt.TextElideMode.ElideRight, max(room, 0))
        super().setText(shown)
        self.setToolTip(self._whole if shown != self._whole else "")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.elide()

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())  # never widens the column

    def sizeHint(self) -> QSize:
        return QSize(0, super().sizeHint().height())

    def clear(self) -> None:
        self._timer.stop()
        self.refusal = False
        self.hide()

    def clear_refusal(self) -> None:
        """The person did something legal: a refusal shown now no longer applies."""
        if self.refusal and not self.isHidden():
            self.clear()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.clear()
        event.accept()


class NoticeStrip(QWidget):
    """The room of one notice line between the prompt and the board, there whether or not a
    notice is shown, so the board neither moves nor is covered when one comes or goes. Its
    height follows the line's font (the text-size preference), measured as the line lays out."""

    def __init__(self, object_name: str = "noticeStrip") -> None:
        super().__init__()
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        dress(self, object_name)
        self.line = NoticeLine(self)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.line)
        self.line.installEventFilter(self)
        self._fit()

    def _fit(self) -> None:
        """As tall as the line with one line of words (its font and padding, from the sheet)."""
        line = self.line
        line.ensurePolished()
        QLabel.setText(line, "Ag")
        height = QLabel.sizeHint(line).height()
        line.elide()
        if self.minimumHeight() != height or self.maximumHeight() != height:
            self.setFixedHeight(height)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange, QEvent.Type.Polish):
            self._fit()
        return False


class OverUnder(QObject):
    """Keeps ``widget`` over ``row`` (the step line and review tools), from its top, as wide as
    it and as tall as the widget's words need at that width, down over ``below`` (the review
    bar) at most: it takes no room in the layout, so nothing moves as it comes and goes. It
    lies in the screen that holds the row (known once the column is laid into it)."""

    def __init__(self, widget: QWidget, row: QWidget, below: QWidget) -> None:
        super().__init__(widget)
        self.widget, self.row, self.below = widget, row, below
        for watched in (widget, row, below):
            watched.installEventFilter(self)

    def place(self) -> None:
        widget, row = self.widget, self.row
        host = row.parentWidget()
        if host is None:
            return
        if widget.parentWidget() is not host:
            shown = not widget.isHidden()
            widget.setParent(host)
            widget.setVisible(shown)
        width = row.width()
        widget.ensurePolished()  # the sheet's font, before measuring the words with it
        needed = widget.heightForWidth(width) if widget.hasHeightForWidth() else widget.sizeHint().height()
        room = self.below.geometry().bottom() + 1 - row.y() if self.below.isVisible() else row.height()
        # the row alone where the words fit it, else the row and the bar below whole (a sliver
        # of the review bar under it read as a fault)
        height = row.height() if needed <= row.height() else room
        widget.setGeometry(row.x(), row.y(), width, max(height, 1))
        widget.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if (
            watched is not self.widget
            and kind in (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.ParentChange)
        ) or (watched is self.widget and kind in (QEvent.Type.Show, QEvent.Type.LayoutRequest)):
            self.place()
        return False
