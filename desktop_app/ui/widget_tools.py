"""Small Qt helpers every board's side panel and view need, kept in one place.

How layouts are built here: an inner layout joins its outer one while it is still empty and is
filled after (``nested``), and no code asks a Qt layout for its items (``itemAt``). Either gives
PySide a Python wrapper of each item the layout owns in C++, held by the outer layout's wrapper
(its ownership glue for ``addLayout`` walks a filled inner layout's items; ``itemAt`` wraps what
it returns). When the widget ends in a reference cycle, Python's cyclic collector may clear such
a wrapper before the layout holding it: Shiboken then hands the item to Python, which deletes it,
while the inner layout still lists it; the widget's destruction deletes it a second time, a
segfault in ``~QGridLayout`` or ``~QBoxLayout`` (the Maharaja disc picker's did, in test workers:
``tests/ui/games/maharaja/test_cycle_collect.py``). ``tests/ui/test_layout_items_unwrapped.py``
looks for such wrappers in every game's board and match screen, the start page and the dialogs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtGui import Qt as QtGuiNamespace
from PySide6.QtWidgets import QBoxLayout, QLabel, QLayout, QWidget

InnerLayout = TypeVar("InnerLayout", bound=QLayout)


def as_plain(text: str) -> str:
    """``text`` made safe for a widget that guesses rich text (QMessageBox, tooltips).

    Names and messages can come from a file or the network; Qt would render ``<b>`` or ``<img>``
    in them as markup. The result is rich text that shows exactly the characters of ``text``.
    """
    # WhiteSpaceNormal: the default makes every space a non-breaking one, so a message box could
    # not wrap a long message (it grew 800 px wide).
    return QtGuiNamespace.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A QLabel that never interprets its text as markup (for names and anything from outside)."""
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)
    return label


def nested(outer: QBoxLayout, inner: InnerLayout, stretch: int = 0) -> InnerLayout:
    """``inner``, still empty, added to ``outer`` (with ``stretch``), to be filled after (see the
    module's docstring: a filled one would leave PySide wrappers of its items)."""
    if inner.count():
        raise ValueError("an inner layout joins its outer one empty")
    outer.addLayout(inner, stretch)
    return inner


def clear_layout(layout: QLayout) -> None:
    """Remove and delete everything in ``layout`` (side panels are rebuilt from each View)."""
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            break
        widget = item.widget()
        inner = item.layout()
        if widget is not None:
            widget.setParent(None)
            widget.deleteLater()
        elif inner is not None:
            clear_layout(inner)


class EscapeFilter(QObject):
    """Calls ``on_escape`` when Escape is pressed on the watched widget (drops a half-made choice)."""

    def __init__(self, on_escape: Callable[[], None]) -> None:
        super().__init__()
        self._on_escape = on_escape

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
        ):
            self._on_escape()
            return True
        return False


def size_on_screen(width: int, height: int, share: float = 0.92) -> QSize:
    """``width`` x ``height``, shrunk to ``share`` of the usable screen where that is smaller: a
    window opened taller than a 1280x720 laptop's screen (the rules, 720 px plus its title bar)
    hid its bottom under the task bar."""
    screen = QGuiApplication.primaryScreen()
    if screen is None:
        return QSize(width, height)
    room = screen.availableGeometry()
    return QSize(min(width, round(room.width() * share)), min(height, round(room.height() * share)))
