"""Officials on the maze, the lit destination squares, the hover path and the slide animation.

Items hold no game truth: the board moves them to the squares the View names on every sync.
An official knows only whether it may be clicked now (it appears in ``legal``) and whether it
is selected; a destination knows the Action it stands for (taken from ``legal``).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsPathItem

from desktop_app.engine.action import Action
from desktop_app.games.forbidden_city import square_name
from desktop_app.ui import motion
from desktop_app.ui.games.forbidden_city import glyphs, palette, sprites
from desktop_app.ui.games.forbidden_city.geometry import CELL, centre
from desktop_app.ui.games.forbidden_city.texts import official_short, official_text
from desktop_app.ui.games.highlight import paint_legal

FIGURE = CELL * 0.9


class OfficialItem(QGraphicsObject):
    """One of the 25 officials (F-1.4): hat colour on top, robe colour below."""

    clicked = Signal(object)  # the official as (hat, robe)
    hovered = Signal(object, bool)  # the official, entered?

    def __init__(self, official: tuple[str, str]) -> None:
        super().__init__()
        self.official = official
        #: Not movable, but a click is answered with the engine's reason (issue 19).
        self.explains = False
        self.movable = False
        self.selected = False
        self.letters = False
        self._drawn_at: QPointF | None = None
        self.setZValue(20)
        self.setAcceptHoverEvents(True)
        #: The legal-target glow, an item of its own: a move that lights or dims the officials
        #: shows or hides it and leaves the official's own cached picture alone.
        self.glow = _Glow(self)
        self.setToolTip(
            QCoreApplication.translate("OfficialItem", "The {official} official ({short})").format(
                official=official_text(official), short=official_short(official)
            )
        )

    def boundingRect(self) -> QRectF:
        return QRectF(-CELL / 2 - 6, -CELL / 2 - 6, CELL + 12, CELL + 12)  # room for the glow

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(-CELL / 2 + 2, -CELL / 2 + 2, CELL - 4, CELL - 4))
        return path

    def stand(self, at: QPointF) -> None:
        """Stand at ``at``. The board paints officials from pixel caches, and a cache moved with
        its item is only moved by whole pixels (Qt's DeviceCoordinateCache): a slide glides on
        it, and the official that has come to rest is drawn once more where it truly stands."""
        self.setPos(at)
        if at != self._drawn_at:
            self._drawn_at = QPointF(at)
            self.update()
            self.glow.update()

    def glide_from(self, start: QPointF) -> None:
        """Start a slide at ``start``: wherever it ends, ``stand`` draws it there afresh."""
        self.setPos(start)
        self._drawn_at = None

    def set_flags(self, movable: bool, selected: bool, letters: bool) -> None:
        if movable != self.movable:
            self.setCursor(Qt.CursorShape.PointingHandCursor if movable else Qt.CursorShape.ArrowCursor)
        if letters != self.letters:
            self.update()
        self.movable, self.selected, self.letters = movable, selected, letters
        self.glow.set_strong(selected)
        self.glow.setVisible(movable or selected)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        hat, robe = self.official
        sprites.draw(
            painter,
            ("official", hat, robe, FIGURE, self.letters),
            official_rect(FIGURE),
            lambda p: glyphs.paint_official(p, hat, robe, FIGURE, self.letters),
        )

    def hoverEnterEvent(self, event) -> None:
        self.hovered.emit(self.official, True)

    def hoverLeaveEvent(self, event) -> None:
        self.hovered.emit(self.official, False)

    def mousePressEvent(self, event) -> None:
        if (self.movable or self.explains) and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event) -> None:
        if (self.movable or self.explains) and event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.official)
            event.accept()


def official_rect(s: float) -> QRectF:
    """What ``glyphs.paint_official`` covers at size ``s``: hat to shadow, sleeves, outlines."""
    return QRectF(-0.55 * s, -0.58 * s, 1.1 * s, 1.16 * s)


class _Glow(QGraphicsItem):
    """The legal-target mark of every board (issue 19) behind an official: glow, dark outline,
    bright line; stronger while the official is picked up. Never under the mouse: the official
    takes the hover and the click."""

    def __init__(self, official: OfficialItem) -> None:
        super().__init__(official)
        self.strong = False
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.hide()

    def set_strong(self, strong: bool) -> None:
        if strong != self.strong:
            self.strong = strong
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-CELL / 2 - 6, -CELL / 2 - 6, CELL + 12, CELL + 12)

    def shape(self) -> QPainterPath:
        return QPainterPath()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        sprites.draw(painter, ("legal ring", self.strong), self.boundingRect(), _ring(self.strong))


def _ring(strong: bool):
    def paint(painter: QPainter) -> None:
        ring = QPainterPath()
        ring.addRoundedRect(QRectF(-CELL / 2 + 5, -CELL / 2 + 5, CELL - 10, CELL - 10), 9, 9)
        paint_legal(painter, ring, strong=strong, fill=strong)

    return paint


class DestinationItem(QGraphicsObject):
    """A lit square where the selected official may go (F-4.7): hover shows the path, click moves."""

    clicked = Signal(object)  # the Action
    hovered = Signal(object, bool)  # the Action, entered?

    def __init__(self, action: Action, entering: bool) -> None:
        super().__init__()
        self.action = action
        self.entering = entering
        self.hot = False
        self.setZValue(15)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        col, row = action["to"]
        self.setPos(*centre(col, row))
        self.setToolTip(
            QCoreApplication.translate("DestinationItem", "Click to enter the target pavilion")
            if entering
            else QCoreApplication.translate("DestinationItem", "Click to move to {square}").format(
                square=square_name((col, row))
            )
        )

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(-CELL / 2, -CELL / 2, CELL, CELL))
        return path

    def boundingRect(self) -> QRectF:
        return QRectF(-CELL / 2 - 6, -CELL / 2 - 6, CELL + 12, CELL + 12)  # room for the glow

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QPainterPath()
        box.addRoundedRect(QRectF(-CELL / 2 + 6, -CELL / 2 + 6, CELL - 12, CELL - 12), 7, 7)
        paint_legal(painter, box, strong=self.hot)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(palette.HIGHLIGHT_EDGE)
        if self.entering:
            painter.setPen(QPen(palette.ROOF_DARK, 1.2))
            painter.setBrush(palette.ROOF)
            painter.translate(0, 6)
            painter.drawPath(glyphs.roof_path(30))
        else:
            painter.drawEllipse(QPointF(0, 0), 5, 5)

    def hoverEnterEvent(self, event) -> None:
        self.hot = True
        self.update()
        self.hovered.emit(self.action, True)

    def hoverLeaveEvent(self, event) -> None:
        self.hot = False
        self.update()
        self.hovered.emit(self.action, False)

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.action)
            event.accept()


class _Untouchable(QGraphicsPathItem):
    """A drawing that is never "under the mouse", so it cannot steal the hover of the square below."""

    def shape(self) -> QPainterPath:
        return QPainterPath()

    def boundingRect(self) -> QRectF:
        # QGraphicsPathItem takes its bounds from shape(), empty here: the view then never knew
        # where a trail was, and a changed trail stayed half drawn until something else passed.
        pen = self.pen()
        pad = pen.widthF() / 2 + 1 if pen.style() != Qt.PenStyle.NoPen else 0.0
        return self.path().controlPointRect().adjusted(-pad, -pad, pad, pad)


class PathItem(_Untouchable):
    """The slide path of a hovered destination (F-4.8): one straight run per slide, arrowed."""

    def __init__(self, trail: bool = False) -> None:
        super().__init__()
        self.setZValue(12 if trail else 18)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        colour = QColor(palette.PATH)
        if trail:  # the last move, faint and dashed, under the pieces
            colour.setAlpha(110)
        style = Qt.PenStyle.DashLine if trail else Qt.PenStyle.SolidLine
        pen = QPen(colour, 3 if trail else 5, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        self.setPen(pen)
        self.heads = _Untouchable(self)
        self.heads.setBrush(QBrush(colour))
        self.heads.setPen(QPen(colour, 1))
        self.squares: list[tuple[int, int]] = []

    def show_path(self, ends: Sequence[Sequence[int]]) -> None:
        """``ends`` = origin and the end square of each slide."""
        self.squares = [(sq[0], sq[1]) for sq in ends]
        points = [QPointF(*centre(*sq)) for sq in ends]
        path = QPainterPath()
        heads = QPainterPath()
        if points:
            path.moveTo(points[0])
            for a, b in itertools.pairwise(points):
                path.lineTo(b)
                angle = math.atan2(b.y() - a.y(), b.x() - a.x())
                heads.addPath(glyphs.arrow_head(b, angle, 15))
        self.setPath(path)
        self.heads.setPath(heads)
        self.setVisible(bool(points))

    def clear(self) -> None:
        if not self.squares and not self.isVisible():
            return  # nothing drawn: every refresh clears the hover path
        self.squares = []
        self.setPath(QPainterPath())
        self.heads.setPath(QPainterPath())
        self.hide()


def polyline_points(ends: Sequence[Sequence[int]]) -> list[QPointF]:
    return [QPointF(*centre(*sq)) for sq in ends]


#: The longest slide, in ms: well inside the time a shell (or a test) gives a board to settle.
LONGEST_SLIDE_MS = 700


def slide_animation(item: QGraphicsItem, points: list[QPointF], per_square_ms: int = 70) -> QVariantAnimation:
    """Move ``item`` along ``points`` (one straight run per slide), quick and eased."""
    lengths = [math.dist((a.x(), a.y()), (b.x(), b.y())) for a, b in itertools.pairwise(points)]
    total = sum(lengths) or 1.0
    animation = QVariantAnimation()
    animation.setStartValue(0.0)
    animation.setEndValue(1.0)
    animation.setDuration(motion.scaled(int(min(LONGEST_SLIDE_MS, max(220, per_square_ms * total / CELL)))))
    animation.setEasingCurve(QEasingCurve.Type.InOutQuad)

    def step(value: float) -> None:
        distance = float(value) * total
        for (a, b), length in zip(itertools.pairwise(points), lengths, strict=False):
            if distance <= length or length == 0:
                t = distance / length if length else 1.0
                item.setPos(a + (b - a) * t)
                return
            distance -= length
        item.setPos(points[-1])

    animation.valueChanged.connect(step)
    return animation
