"""The start page's small widgets: its emblem, its framed sections with a heading, labels and
buttons that give way on a narrow window, and the layouts that lay the page out by least sizes.

Each answers one question the start page (``start_page.py``) met at 1280x720 or at a larger text
size: a page that scrolled although all of it fit, a heading cut beside its button, a path that
widened the page, a "✕" left without room for its cross.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QStylePainter,
    QVBoxLayout,
    QWidget,
)

from desktop_app.ui.art import paint_emblem
from desktop_app.ui.widget_tools import as_plain, nested


class Emblem(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.setFixedSize(64, 64)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        paint_emblem(painter, QRectF(self.rect()).adjusted(1, 1, -1, -1))
        painter.end()


def section(title: str, beside: QWidget | None = None) -> tuple[QFrame, QVBoxLayout]:
    """A framed column with a heading; ``beside`` (a button, a search field) sits right of the
    heading, where it costs no row of the page's height."""
    frame = QFrame()
    frame.setObjectName("section")
    layout = QVBoxLayout(frame)
    layout.setContentsMargins(16, 12, 16, 12)
    heading = WrappingLabel(title)
    heading.setObjectName("sectionHeading")
    heading.setWordWrap(True)  # beside its button at the largest text: two lines, never cut
    top = nested(layout, QHBoxLayout())  # joins empty, then fills (``widget_tools``)
    top.setSpacing(12)
    # a button sits at the right, the heading takes the width left; a search field takes it
    fills = beside is None or beside.sizePolicy().horizontalPolicy() != QSizePolicy.Policy.Expanding
    top.addWidget(heading, 1 if fills else 0)
    if beside is not None:
        top.addWidget(beside, 0 if fills else 1)
    return frame, layout


class WrappingLabel(QLabel):
    """A word-wrapped label that asks for the height its lines take at its width (the page is laid
    out by minimum sizes, ``PageLayout``): one line on a wide window, two on a narrow one."""

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        height = self.heightForWidth(self.width())
        if height > 0 and height != self.minimumHeight():
            self.setMinimumHeight(height)


class PageLayout(QVBoxLayout):
    """The page's layout, laid out by minimum sizes rather than a height for its width.

    A scroll area sizes content with a height-for-width (word-wrapped labels have one) to that
    height computed from every part's *preferred* size, so the page scrolled at 1280x720 although
    all of it fits at its minimum. The wrapped labels carry minimum heights of their own.
    """

    def hasHeightForWidth(self) -> bool:
        return False


class LeastRow(QHBoxLayout):
    """The row of sections under the cards, asked for its least height too (``PageLayout``):
    asked for a height for its width, it claimed its lists' preferred height, and the page, laid
    out to its least height, took that from the cards above (their texts were cut)."""

    def hasHeightForWidth(self) -> bool:
        return False


class ElidedButton(QPushButton):
    """A push button whose text is cut short with "…" when its column is narrower than the text.

    ``text()`` stays whole (tests and screen readers read it); only the drawing is shortened. A
    plain button would insist on its whole text's width and push the page wider than the window.
    """

    #: The narrowest a list button gets: a few words stay readable.
    MIN_WIDTH = 120

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), self.MIN_WIDTH), hint.height())

    def paintEvent(self, event) -> None:
        option = QStyleOptionButton()
        self.initStyleOption(option)
        room = self.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, self).width()
        option.text = self.fontMetrics().elidedText(
            self.text(), Qt.TextElideMode.ElideRight, max(room - 4, 0)
        )
        painter = QStylePainter(self)
        painter.drawControl(QStyle.ControlElement.CE_PushButton, option)


class ForgetButton(QPushButton):
    """The small "✕" beside a match in a list: 34 px wide, wider as its type grows (a fixed 34 px
    left the cross 4 px of room at a larger text size)."""

    def __init__(self) -> None:
        super().__init__("✕")
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        option = QStyleOptionButton()
        self.initStyleOption(option)
        inner = self.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, self)
        frame = max(self.width() - inner.width(), 0) if self.width() > 0 else 30
        need = self.fontMetrics().horizontalAdvance(self.text()) + frame + 2
        return QSize(max(34, need), super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


def link_button(text: str, tooltip: str) -> QPushButton:
    button = ElidedButton(text)
    button.setToolTip(as_plain(tooltip))  # names and file names are data, never markup
    button.setCursor(Qt.CursorShape.PointingHandCursor)
    button.setObjectName("linkButton")
    return button
