"""The lines over the board that speak to the person at the screen, without moving the board.

A click lands where the person aimed only if the board stays put between looking and clicking.
The prompt and the notice line used to push the board down and shrink it as they came, went or
wrapped, and testers clicked the wrong official, missed "Confirm bribe" and the takeback's
"Accept". So the prompt keeps its room (``PromptLine``), a notice lies over the board's top
edge instead of taking room of its own (``NoticeLine``), and a bar that comes and goes (a LAN
takeback's Accept / Decline) lies over its bottom edge: both kept there by ``OverEdge``.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QFontMetricsF, QMouseEvent
from PySide6.QtWidgets import QLabel, QWidget

from desktop_app.ui.screen_sheet import dress

__all__ = ["NoticeLine", "OverEdge", "PromptLine"]


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
    """A notice or a refusal, lying over the top edge of ``host`` (the board's view) for a few
    seconds: it takes no room in the layout, so nothing moves when it comes or goes.

    A refusal ("that official cannot move") is stale once the person does something legal:
    ``clear_refusal`` takes it away then. Other news (an autosave that failed, what Undo did)
    stays its time. A click on the line dismisses it, so it never hides the board's edge for
    long."""

    def __init__(self, host: QWidget, object_name: str = "noticeLine") -> None:
        super().__init__(host)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        dress(self, object_name)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.refusal = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clear)
        self._edge = OverEdge(self, host, bottom=False)
        self.hide()

    def tell(self, text: str, ms: int, *, refusal: bool = False) -> None:
        """Show ``text`` for ``ms`` milliseconds over the host's top edge."""
        self.setText(text)
        self.refusal = refusal
        self._edge.place()
        self.show()
        self._timer.start(ms)

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


class OverEdge(QObject):
    """Keeps ``widget`` over the top (or ``bottom``) edge of ``host``, as wide as the host and as
    tall as its content needs at that width, whenever it shows or either changes size: it takes
    no room in the layout, so the board does not shrink and grow back as the widget comes and
    goes."""

    def __init__(self, widget: QWidget, host: QWidget, *, bottom: bool) -> None:
        super().__init__(widget)
        self.widget, self.host, self.bottom = widget, host, bottom
        widget.setParent(host)
        host.installEventFilter(self)
        widget.installEventFilter(self)

    def place(self) -> None:
        widget, width = self.widget, self.host.width()
        widget.ensurePolished()  # the sheet's font, before measuring the words with it
        # wrapped words (a label's, or those in a bar's layout) take their height at this width
        height = widget.heightForWidth(width) if widget.hasHeightForWidth() else widget.sizeHint().height()
        top = self.host.height() - height if self.bottom else 0
        widget.setGeometry(0, top, width, height)
        widget.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if (watched is self.host and kind == QEvent.Type.Resize) or (
            watched is self.widget and kind in (QEvent.Type.Show, QEvent.Type.LayoutRequest)
        ):
            self.place()
        return False
