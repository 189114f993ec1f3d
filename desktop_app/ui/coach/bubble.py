"""The coach's bubble and its pointer (issue 35, item 4).

Both lie over the match screen as children of it, so they move with it and never take a place in
its layouts (another helper's fitting of the columns is left alone). ``Spotlight`` covers the
screen without taking a click: it rings the target and draws an arrow from the bubble to it.
``CoachBubble`` holds the words and its buttons and places itself beside the target, never over
it, inside the screen; with nothing to point at it sits at the top of the board.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QLineF, QPoint, QPointF, QRect, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop_app.ui import theme
from desktop_app.ui.text_size import text_factor
from desktop_app.ui.widget_tools import nested

#: The bubble's width at the normal text size (it grows with the text).
WIDTH = 330
#: Room kept between the bubble and what it points at, and from the screen's edges.
GAP, MARGIN = 26, 8
RING = QColor("#D9480F")

BUBBLE_SHEET = (
    f"#coachBubble {{ background: {theme.PAPER}; border: 2px solid {RING.name()}; border-radius: 12px; }}"
    f" #coachHeading {{ color: {RING.name()}; font-weight: 700; }}"
    f" #coachText {{ color: {theme.INK}; }}"
)


class Spotlight(QWidget):
    """A ring around the target and an arrow to it from the bubble; clicks go through."""

    def __init__(self, screen: QWidget) -> None:
        super().__init__(screen)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.target: QRect | None = None
        self.source: QRect | None = None
        #: Where the arrow enters the side column its target lies in (that column's left edge).
        self.stop: int | None = None
        self.hide()

    def point(self, target: QRect | None, source: QRect | None, stop: int | None = None) -> None:
        """Ring ``target``, with an arrow from ``source``; ``stop``: the edge of the side column
        the target lies in, past which the line is faint over the controls it crosses."""
        self.target, self.source, self.stop = target, source, stop
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.setVisible(target is not None)
        self.update()

    def paintEvent(self, event) -> None:
        if self.target is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ring = self.target.adjusted(-5, -5, 5, 5)
        painter.setPen(QPen(RING, 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(ring, 8, 8)
        if self.source is not None:
            start, end = _ends(QRect(self.source), ring)
            line = QLineF(start, end)
            if self.stop is not None and start.x() < self.stop < end.x():
                # over the side column's controls the line is thin and dashed, so they show
                # through (it hid the hat dial on its way to the robe dial)
                edge = line.pointAt((self.stop - start.x()) / (end.x() - start.x()))
                painter.drawLine(QLineF(start, edge))
                faint = QColor(RING)
                faint.setAlpha(170)
                painter.setPen(QPen(faint, 1.5, Qt.PenStyle.DashLine))
                painter.drawLine(QLineF(edge, end))
                painter.setPen(QPen(RING, 3))
            else:
                painter.drawLine(line)
            _arrow_head(painter, start, end)
        painter.end()


def _ends(source: QRect, target: QRect) -> tuple[QPointF, QPointF]:
    """Points on the edges of ``source`` and ``target`` facing each other."""
    a, b = QPointF(source.center()), QPointF(target.center())
    return _edge(source, b), _edge(target, a)


def _edge(rect: QRect, towards: QPointF) -> QPointF:
    """Where the line from ``rect``'s centre to ``towards`` leaves ``rect``."""
    c = QPointF(rect.center())
    dx, dy = towards.x() - c.x(), towards.y() - c.y()
    if dx == 0 and dy == 0:
        return c
    sx = (rect.width() / 2) / abs(dx) if dx else float("inf")
    sy = (rect.height() / 2) / abs(dy) if dy else float("inf")
    s = min(sx, sy, 1.0)
    return QPointF(c.x() + dx * s, c.y() + dy * s)


def _arrow_head(painter: QPainter, start: QPointF, end: QPointF) -> None:
    line = QLineF(end, start)
    if line.length() < 1:
        return
    line.setLength(14)
    left, right = QLineF(line), QLineF(line)
    left.setAngle(line.angle() + 28)
    right.setAngle(line.angle() - 28)
    painter.setBrush(RING)
    painter.drawPolygon(QPolygonF([end, left.p2(), right.p2()]))


class CoachBubble(QFrame):
    """Words of the coach (or a tip) with buttons, placed beside what they point at."""

    #: A button of the bubble was clicked: its key ("next", "leave", ...).
    chosen = Signal(str)

    def __init__(self, screen: QWidget) -> None:
        super().__init__(screen)
        self.setObjectName("coachBubble")
        self.setStyleSheet(BUBBLE_SHEET)
        self.spotlight = Spotlight(screen)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(6)
        self.heading = QLabel()
        self.heading.setObjectName("coachHeading")
        self.words = QLabel()
        self.words.setObjectName("coachText")
        self.words.setWordWrap(True)
        self.words.setTextFormat(Qt.TextFormat.RichText)
        self.refusal = QLabel()
        self.refusal.setObjectName("coachRefusal")
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet("color: #9C2A00; font-style: italic;")
        self.refusal.hide()
        for widget in (self.heading, self.words, self.refusal):
            layout.addWidget(widget)
        self.row = nested(layout, QHBoxLayout())
        self.row.setSpacing(6)
        self.row.addStretch(1)
        self.buttons: dict[str, QPushButton] = {}
        self.target: QRect | None = None
        self.hide()

    def say(self, heading: str, text: str, buttons: Sequence[tuple[str, str]], *, refusal: str = "") -> None:
        """Show ``text`` under ``heading`` with ``buttons`` (key, label: a click announces its key
        in ``chosen``) and, when the person tried what the rules refuse, the coach's ``refusal``."""
        self.heading.setText(heading)
        self.words.setText(text)
        self.refusal.setText(refusal)
        self.refusal.setVisible(bool(refusal))
        keys = [key for key, _label in buttons]
        if keys != list(self.buttons):
            for button in self.buttons.values():
                button.setParent(None)
                button.deleteLater()
            self.buttons = {}
            for key, label in buttons:
                button = QPushButton(label)
                button.setObjectName(f"coach_{key}")
                # a click leaves the focus where it was: a clicked Next taken away passed it on
                # to the board as a Tab would, and the board showed its keyboard ring
                button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
                # a method, not a lambda: no closure outlives the button (``_clicked``)
                button.clicked.connect(self._clicked)
                self.row.addWidget(button)
                # shown now, not when the layout's deferred show comes: a hidden button takes no
                # room in the height ``aim`` reads, and the words would be cut by its row
                button.show()
                self.buttons[key] = button
        else:
            for (_key, label), button in zip(buttons, self.buttons.values(), strict=True):
                button.setText(label)
        self.show()
        self.raise_()

    def aim(
        self, target: QRect | None, home: QRect, avoid: QRect | None = None, stop: int | None = None
    ) -> None:
        """Place the bubble beside ``target`` (screen coordinates) and off ``avoid`` (what must
        stay readable around it: the side column of a button in it), or at the top of ``home``
        (the board's rectangle) when there is nothing to point at; then draw the arrow (faint past
        ``stop``, the side column's edge, for a target in it)."""
        screen = self.parentWidget()
        if screen is None:
            return
        self.target = target
        width = round(WIDTH * text_factor())
        width = min(width, screen.width() - 2 * MARGIN)
        self.setFixedWidth(width)
        layout = self.layout()
        height = layout.totalHeightForWidth(width) if layout is not None else -1
        self.setFixedHeight(height if height > 0 else self.sizeHint().height())
        size = self.size()
        area = screen.rect().adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        if target is None:
            spot = QRect(QPoint(home.center().x() - size.width() // 2, home.top() + 40), size)
        else:
            spot = _beside(target, avoid if avoid is not None else target, size, area)
        self.setGeometry(_inside(spot, area))
        self.spotlight.point(target, self.geometry() if target is not None else None, stop)
        self.spotlight.raise_()
        self.raise_()

    def _clicked(self) -> None:
        button = self.sender()
        for key, known in self.buttons.items():
            if known is button:
                self.chosen.emit(key)
                return

    def hide_all(self) -> None:
        focus = QApplication.focusWidget()
        screen = self.parentWidget()
        if focus is not None and screen is not None and self.isAncestorOf(focus):
            # a hidden button passes the focus on to the next widget, the board, which then
            # shows its keyboard ring on the target the coach pointed at: the screen takes it
            screen.setFocus(Qt.FocusReason.OtherFocusReason)
        self.hide()
        self.spotlight.point(None, None)

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        self.spotlight.hide()


def _inside(rect: QRect, area: QRect) -> QRect:
    x = max(area.left(), min(rect.left(), area.right() - rect.width()))
    y = max(area.top(), min(rect.top(), area.bottom() - rect.height()))
    return QRect(QPoint(x, y), rect.size())


def _beside(target: QRect, avoid: QRect, size, area: QRect) -> QRect:
    """The first place left, right, below or above ``avoid`` (around ``target``) where the
    bubble, kept inside ``area``, covers neither."""
    w, h = size.width(), size.height()
    cy, cx = target.center().y() - h // 2, target.center().x() - w // 2
    spots = [
        QRect(avoid.left() - GAP - w, cy, w, h),
        QRect(avoid.right() + GAP, cy, w, h),
        QRect(cx, target.bottom() + GAP, w, h),
        QRect(cx, target.top() - GAP - h, w, h),
    ]
    keep = avoid.united(target).adjusted(-8, -8, 8, 8)
    for spot in spots:
        placed = _inside(spot, area)
        if not placed.intersects(keep):
            return placed
    return spots[0]
