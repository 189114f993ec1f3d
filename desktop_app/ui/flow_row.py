"""A row of widgets that wraps onto a second line where it is narrower than their sizes.

The review tools under the board (Seen by, Bookmark, Note…, Hint, Analyse, Graph) are one row.
At 1280x720 with the largest text in German they needed more than the board column's width, and
a box layout squeezed them below their sizes: "Seen by"'s choice showed "Alexandra" of "Alexandra
Katharina" and "Analysieren" was cut (issue 33, item 2). Laid out here, each keeps its size hint
and the row breaks before the first one that does not fit; its height follows its width.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget, QWidgetItem


class FlowRow(QLayout):
    """Widgets left to right at their size hints, wrapping to a new line when the next one would
    pass the right edge; lines right-aligned (the tools sit at the row's end, as before)."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setSpacing(spacing)

    # --- QLayout's list of items ---------------------------------------------------------------

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def addWidget(self, widget: QWidget) -> None:
        """``widget`` at the end, in an item made here. Qt's own ``addWidget`` makes the item in C++
        and hands it to ``addItem``; a layout written in C++ deletes such items when it dies, one
        written in Python cannot, so they leaked (one per tool, each time a review bar closed).
        An item made in Python is Python's: it goes with this layout's list."""
        self.insertWidget(len(self._items), widget)

    def insertWidget(self, index: int, widget: QWidget) -> None:
        """``widget`` before the item at ``index`` (as ``QBoxLayout.insertWidget``)."""
        self.addChildWidget(widget)
        self._items.insert(max(0, min(index, len(self._items))), QWidgetItem(widget))
        self.invalidate()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # type: ignore[override]
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # type: ignore[override]
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    # --- sizes -----------------------------------------------------------------------------------

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(QRect(0, 0, width, 0), move=False)

    def sizeHint(self) -> QSize:
        """All on one line."""
        shown = self._shown()
        margins = self.contentsMargins()
        width = sum(item.sizeHint().width() for item in shown) + self.spacing() * max(len(shown) - 1, 0)
        height = max((item.sizeHint().height() for item in shown), default=0)
        return QSize(width + margins.left() + margins.right(), height + margins.top() + margins.bottom())

    def minimumSize(self) -> QSize:
        """As wide as its widest item: narrower than that it cannot wrap."""
        shown = self._shown()
        margins = self.contentsMargins()
        width = max((item.sizeHint().width() for item in shown), default=0)
        height = max((item.sizeHint().height() for item in shown), default=0)
        return QSize(width + margins.left() + margins.right(), height + margins.top() + margins.bottom())

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, move=True)

    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _place(self, rect: QRect, *, move: bool) -> int:
        """Lay the items out in ``rect`` (``move``) or only measure; return the height taken."""
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        lines: list[list[QLayoutItem]] = [[]]
        used = 0
        for item in self._shown():
            width = item.sizeHint().width()
            if lines[-1] and used + self.spacing() + width > area.width():
                lines.append([])
                used = 0
            used += width + (self.spacing() if lines[-1] else 0)
            lines[-1].append(item)
        y = area.top()
        for line in lines:
            high = max((item.sizeHint().height() for item in line), default=0)
            width = sum(item.sizeHint().width() for item in line) + self.spacing() * max(len(line) - 1, 0)
            x = area.right() + 1 - width
            for item in line:
                hint = item.sizeHint()
                if move:
                    item.setGeometry(QRect(QPoint(x, y + (high - hint.height()) // 2), hint))
                x += hint.width() + self.spacing()
            y += high + self.spacing()
        return y - self.spacing() - area.top() + margins.top() + margins.bottom() if self._shown() else 0
