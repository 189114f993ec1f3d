"""Find text that does not fit and widgets that sit on each other, in a laid-out widget tree.

Issue 19 item 2: at every supported size nothing may be clipped or overlapped. Qt never says when
a label is too small for its text — it just paints what fits — so this walks every visible
QLabel, QPushButton and QToolButton and measures: the text's width with the label's own font against its
contents rectangle (a word-wrapped label: the height it needs at its width), and, for every
widget with a layout, whether two visible children overlap. Widgets that are meant to cover
others (overlays, a scroll area's parts, the view's own scroll bars) are left out by class.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import Qt as QtGui
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollBar,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QToolButton,
    QWidget,
)

#: Pixels of slack: font hinting and rounding differ by a pixel between measure and paint.
SLACK = 1


@dataclass(frozen=True)
class Problem:
    """One thing that does not fit: which widget, what it shows, and by how much."""

    kind: str
    where: str
    text: str
    detail: str

    def __str__(self) -> str:
        return f"{self.kind} {self.where} {self.text!r}: {self.detail}"


def _name(widget: QWidget) -> str:
    parts: list[str] = []
    current: QWidget | None = widget
    while current is not None and len(parts) < 4:
        label = current.objectName() or type(current).__name__
        parts.append(label)
        current = current.parentWidget()
    return "/".join(reversed(parts))


def _shown(widget: QWidget, top: QWidget) -> bool:
    """Visible on the screen: itself and every parent up to ``top`` visible and not zero-sized."""
    return widget.isVisibleTo(top) and widget.width() > 0 and widget.height() > 0


def _plain(label: QLabel) -> bool:
    fmt = label.textFormat()
    if fmt == Qt.TextFormat.PlainText:
        return True
    if fmt == Qt.TextFormat.RichText:
        return False
    return not QtGui.mightBeRichText(label.text())


def _rich_text_size(label: QLabel) -> tuple[int, int]:
    """(width, height) a rich-text label's text needs on one line per paragraph."""
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setDocumentMargin(0)
    document.setHtml(label.text())
    return int(document.idealWidth()), int(document.size().height())


def label_problem(label: QLabel) -> Problem | None:
    """The label's text is cut at its present size (or None when all of it shows)."""
    text = label.text()
    if not text.strip() or (label.pixmap() is not None and not label.pixmap().isNull()):
        return None
    rect = label.contentsRect()
    indent = max(label.indent(), 0)
    width, height = rect.width() - indent, rect.height()
    if label.wordWrap():
        needed_height = label.heightForWidth(label.width())
        if needed_height > label.height() + SLACK:
            return Problem(
                "wrapped text cut", _name(label), text, f"needs {needed_height} px high, has {label.height()}"
            )
        return None
    if _plain(label):
        metrics = label.fontMetrics()
        lines = text.split("\n")
        needed_width = max(metrics.horizontalAdvance(line) for line in lines)
        needed_height = metrics.height() * len(lines)
    else:
        needed_width, needed_height = _rich_text_size(label)
    if needed_width > width + SLACK:
        return Problem("text elided", _name(label), text, f"needs {needed_width} px wide, has {width}")
    if needed_height > height + SLACK + 2:
        return Problem("text cut", _name(label), text, f"needs {needed_height} px high, has {height}")
    return None


def button_problem(button: QPushButton) -> Problem | None:
    """The button's text (and icon) does not fit between its frame's margins."""
    text = button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
    if not text.strip():
        return None
    option = QStyleOptionButton()
    button.initStyleOption(option)
    contents = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button)
    lines = text.split("\n")
    needed = max(button.fontMetrics().horizontalAdvance(line) for line in lines)
    if not button.icon().isNull():
        needed += button.iconSize().width() + 4
    if needed > contents.width() + SLACK:
        return Problem("button text cut", _name(button), text, f"needs {needed} px, has {contents.width()}")
    high = button.fontMetrics().height() * len(lines)
    if high > contents.height() + SLACK:
        # a button squeezed below its words ("1 earl" in a crowded column: cut top and bottom)
        return Problem(
            "button squeezed", _name(button), text, f"needs {high} px high, has {contents.height()}"
        )
    return None


def tool_button_problem(button: QToolButton) -> Problem | None:
    """A tool button with words (the disc picker's icon-and-name buttons, "Chat…") smaller than
    its style needs for its icon and every line of its words: Qt then drops or cuts the words
    (a squeezed picker button shows its icon alone, a narrow one "Hause…ehmen")."""
    text = button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
    if not text.strip() or button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly:
        return None
    hint = button.sizeHint()
    if button.width() + SLACK < hint.width():
        return Problem(
            "tool button text cut", _name(button), text, f"needs {hint.width()} px, has {button.width()}"
        )
    if button.height() + SLACK < hint.height():
        return Problem(
            "tool button squeezed",
            _name(button),
            text,
            f"needs {hint.height()} px high, has {button.height()}",
        )
    return None


def combo_problem(combo: QComboBox) -> Problem | None:
    """The chosen entry (its swatch and its words) is wider than the box's text field."""
    text = combo.currentText()
    if not text.strip() or combo.isEditable():
        return None
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    needed = combo.fontMetrics().horizontalAdvance(text)
    if not combo.itemIcon(combo.currentIndex()).isNull():
        needed += combo.iconSize().width() + 4
    if needed > field.width() + SLACK:
        return Problem("choice cut", _name(combo), text, f"needs {needed} px, has {field.width()}")
    return None


def line_edit_problem(edit: QLineEdit) -> Problem | None:
    """Typed text cut at the top or bottom, or (a name) wider than the field shows at once."""
    if isinstance(edit.parentWidget(), QAbstractSpinBox):
        return None  # a spin box's own field has no frame: the box measures it
    least = edit.minimumSizeHint().height()
    if edit.height() + SLACK < least:
        return Problem(
            "field too low", _name(edit), edit.text(), f"needs {least} px high, has {edit.height()}"
        )
    text = edit.text() or edit.placeholderText()
    margins = edit.textMargins()
    room = edit.contentsRect().width() - margins.left() - margins.right() - 4
    needed = edit.fontMetrics().horizontalAdvance(text)
    if text and needed > room + SLACK and edit.maxLength() <= 40:
        return Problem("field text cut", _name(edit), text, f"needs {needed} px, has {room}")
    return None


#: Widgets that are drawn over others on purpose (an overlay covers the board; a scroll area's
#: viewport, bars and corner share its frame; the coach's bubble and ring lie beside their target;
#: a takeback request lies over the step line while it waits for answers).
COVERING = (
    "HandOverOverlay",
    "EndOverlay",
    "LinkBanner",
    "LogDrawer",
    "CoachBubble",
    "Spotlight",
    "TakebackBar",
)


def _may_cover(widget: QWidget) -> bool:
    if isinstance(widget, QScrollBar):
        return True
    name = type(widget).__name__
    return name in COVERING or widget.objectName().startswith("qt_")


def overlaps(parent: QWidget, top: QWidget) -> list[Problem]:
    """Visible children of ``parent`` whose rectangles intersect (a scroll area's parts excepted)."""
    if isinstance(parent, QAbstractScrollArea):
        return []
    children = [
        child
        for child in parent.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
        if not child.isWindow() and _shown(child, top) and not _may_cover(child)
    ]
    found = []
    for i, first in enumerate(children):
        for second in children[i + 1 :]:
            common: QRect = first.geometry().intersected(second.geometry())
            if common.width() > SLACK and common.height() > SLACK:
                found.append(
                    Problem(
                        "overlap",
                        f"{_name(first)} & {type(second).__name__}",
                        getattr(first, "text", lambda: "")() + " | " + getattr(second, "text", lambda: "")(),
                        f"{common.width()}x{common.height()} px in common",
                    )
                )
    return found


def _scrolls(area: QAbstractScrollArea, horizontal: bool) -> bool:
    """Can a person scroll ``area`` that way (its bar is not switched off and is showing)?"""
    bar = area.horizontalScrollBar() if horizontal else area.verticalScrollBar()
    policy = area.horizontalScrollBarPolicy() if horizontal else area.verticalScrollBarPolicy()
    return policy != Qt.ScrollBarPolicy.ScrollBarAlwaysOff and bar.isVisible() and bar.maximum() > 0


def clipped(widget: QWidget, top: QWidget) -> Problem | None:
    """A part of ``widget`` that no ancestor shows, unless a scroll bar brings it into view.

    Each ancestor up to ``top`` cuts what lies outside it; a scroll area's viewport may, in the
    directions its scroll bars can move.
    """
    rect = widget.rect()
    current: QWidget = widget
    while current is not top and current.parentWidget() is not None:
        parent = current.parentWidget()
        assert parent is not None
        rect = rect.translated(current.pos())
        inside = parent.rect()
        area = parent.parentWidget()
        if isinstance(area, QAbstractScrollArea) and area.viewport() is parent:
            # what a scroll bar can bring into view counts as shown: from here on the widget
            # is followed as if it filled the viewport that way
            if _scrolls(area, horizontal=True):
                rect = QRect(inside.left(), rect.top(), inside.width(), rect.height())
            if _scrolls(area, horizontal=False):
                rect = QRect(rect.left(), inside.top(), rect.width(), inside.height())
        if not inside.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(rect):
            text = getattr(widget, "text", lambda: "")()
            return Problem(
                "cut by parent",
                _name(widget),
                str(text),
                f"{rect.width()}x{rect.height()} at ({rect.x()},{rect.y()}) in {_name(parent)} "
                f"{inside.width()}x{inside.height()}",
            )
        rect = rect.intersected(inside)
        current = parent
    return None


def problems(top: QWidget) -> list[Problem]:
    """Everything cut or overlapped in ``top`` and the widgets inside it, as they are laid out now."""
    found: list[Problem] = []
    widgets = [top, *top.findChildren(QWidget)]
    for widget in widgets:
        if widget is not top and (widget.isWindow() or not _shown(widget, top)):
            continue
        if isinstance(widget, QLabel):
            problem = label_problem(widget)
        elif isinstance(widget, QPushButton):
            problem = button_problem(widget)
        elif isinstance(widget, QToolButton):
            problem = tool_button_problem(widget)
        elif isinstance(widget, QComboBox):
            problem = combo_problem(widget)
        elif isinstance(widget, QLineEdit):
            problem = line_edit_problem(widget)
        else:
            problem = None
        if problem is not None:
            found.append(problem)
        if isinstance(widget, (QLabel, QPushButton, QToolButton, QComboBox, QLineEdit)) and widget is not top:
            outside = clipped(widget, top)
            if outside is not None:
                found.append(outside)
        found.extend(overlaps(widget, top))
    return found
