"""The match graph's chart: a line per seat for standing (above) and win chance (below).

Drawing must stay cheap on the UI thread at any match length, because the chart is drawn while
the evaluation runs (it grows as points arrive) and again on every resize of the panel. So:

- each seat's line is one ``QPainterPath`` per band, kept in the match's own units (step, value)
  and extended as points arrive: a new batch of points costs its own points, never the match's;
- a path is mapped onto the band by a transform and stroked with a one-pixel cosmetic pen,
  without antialiasing (Qt's fast line path: the work is in C++, not a Python loop per step);
- a line is a staircase (hold the value, then step): standings change at events, and a flat
  stretch is one segment however many steps it lasts;
- the drawn chart is kept as a pixmap per size and data, so a jump in review repaints only the
  cursor's line over it.

There are no scene items per point; the only Python loop per step is ``extend``'s, once.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from desktop_app.ai.match_graph import Point, Swing
from desktop_app.ui import theme

#: The chart's least height: two bands that still show a trend.
MIN_HEIGHT = 96


class _Line:
    """One seat's staircase in (step, value) units; a gap where the value is hidden."""

    __slots__ = ("last", "path", "tail")

    def __init__(self) -> None:
        self.path = QPainterPath()
        #: The last corner drawn (step, value) of the piece being drawn; None in a gap.
        self.last: tuple[int, float] | None = None
        #: The last step the piece reaches (its flat end is drawn up to here).
        self.tail = 0

    def add(self, step: int, value: float | None) -> None:
        last = self.last
        if value is None:
            if last is not None and self.tail > last[0]:
                self.path.lineTo(self.tail, last[1])  # the piece ends where the value was last seen
            self.last = None
        elif last is None:
            self.path.moveTo(step, value)
            self.last = (step, value)
        elif value != last[1]:
            self.path.lineTo(step, last[1])
            self.path.lineTo(step, value)
            self.last = (step, value)
        self.tail = step

    def draw(self, painter: QPainter) -> None:
        """Stroke the line under the painter's transform (its flat end too, not yet in the path)."""
        painter.drawPath(self.path)
        if self.last is not None and self.tail > self.last[0]:
            painter.drawLine(QPointF(self.last[0], self.last[1]), QPointF(self.tail, self.last[1]))


class GraphCanvas(QWidget):
    """The painted chart; ``step_clicked`` says which step a click fell on."""

    step_clicked = Signal(int)
    MARGIN_LEFT, MARGIN_RIGHT, GAP = 52, 10, 8

    def __init__(self) -> None:
        super().__init__()
        self.points: list[Point] = []
        self.colours: list[str] = []
        self.shown_step = 0
        self.steps = 0
        self.swings: list[Swing] = []
        #: (step, seat, mark) of the decisions the analysis marked: dots on the seat's chance line.
        self.judged: list[tuple[int, int, str]] = []
        self._standing: list[_Line] = []
        self._chance: list[_Line] = []
        self._lowest, self._highest = 0.0, 1.0
        #: Whether any standing was seen yet (until then the band reads 0 to 1).
        self._seen_standing = False
        self._chart: QPixmap | None = None
        self.setMinimumHeight(MIN_HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    # --- data ----------------------------------------------------------------------------------

    def set_data(self, points: list[Point], colours: list[str], steps: int, swings: list[Swing]) -> None:
        """Start over with ``points`` of a match of ``steps`` steps (more may follow: ``extend``)."""
        self.points, self.colours, self.steps = [], colours, steps
        self._standing = [_Line() for _ in colours]
        self._chance = [_Line() for _ in colours]
        self._lowest, self._highest = 0.0, 1.0
        self._seen_standing = False
        self.extend(points)
        self.set_swings(swings)

    def show_points(self, points: list[Point], colours: list[str], steps: int, swings: list[Swing]) -> None:
        """``set_data``, or only ``extend`` by the new points when the shown ones begin ``points``
        (a live match's next step: its lines are in steps, so a longer match only maps them
        narrower, and 2,000 steps' paths need not be built again for one more)."""
        shown = len(self.points)
        if colours == self.colours and 0 < shown <= len(points) and points[shown - 1] is self.points[-1]:
            self.steps = steps
            self.extend(points[shown:])
            self.set_swings(swings)
        else:
            self.set_data(points, colours, steps, swings)

    def extend(self, points: list[Point]) -> None:
        """The next points (steps ``len(self.points)`` on): drawn at the next paint."""
        first = len(self.points)
        self.points.extend(points)
        for step, point in enumerate(points, start=first):
            for seat, line in enumerate(self._standing):
                value = point.standing[seat] if seat < len(point.standing) else None
                line.add(step, value)
                if value is not None:
                    self._take_range(value)
            for seat, line in enumerate(self._chance):
                line.add(step, point.chance[seat] if seat < len(point.chance) else None)
        self._changed()

    def _take_range(self, value: float) -> None:
        if not self._seen_standing:
            self._seen_standing, self._highest = True, value
        self._highest = max(self._highest, value)
        self._lowest = min(self._lowest, value)

    def set_swings(self, swings: list[Swing]) -> None:
        self.swings = swings
        self._changed()

    def set_judged(self, judged: list[tuple[int, int, str]]) -> None:
        if judged != self.judged:
            self.judged = list(judged)
            self._changed()

    def set_cursor(self, step: int) -> None:
        if step != self.shown_step:
            self.shown_step = step
            self.update()

    def _changed(self) -> None:
        self._chart = None
        self.update()

    # --- geometry (tests click through these) --------------------------------------------------

    def x_of(self, step: int) -> float:
        width = self.width() - self.MARGIN_LEFT - self.MARGIN_RIGHT
        return self.MARGIN_LEFT + width * step / max(1, self.steps)

    def step_at(self, x: float) -> int:
        width = max(1, self.width() - self.MARGIN_LEFT - self.MARGIN_RIGHT)
        return max(0, min(self.steps, round((x - self.MARGIN_LEFT) * self.steps / width)))

    def bands(self) -> tuple[QRectF, QRectF]:
        """The standing chart above, the win-chance chart below."""
        height = (self.height() - 3 * self.GAP) / 2
        width = self.width() - self.MARGIN_LEFT - self.MARGIN_RIGHT
        top = QRectF(self.MARGIN_LEFT, self.GAP, width, height)
        bottom = QRectF(self.MARGIN_LEFT, 2 * self.GAP + height, width, height)
        return top, bottom

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.steps:
            self.step_clicked.emit(self.step_at(event.position().x()))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton and self.steps:
            self.step_clicked.emit(self.step_at(event.position().x()))

    # --- painting ------------------------------------------------------------------------------

    def paintEvent(self, event) -> None:
        """The chart from its picture (made again only when the data or the size changed), the
        cursor's step over it."""
        ratio = self.devicePixelRatioF()
        if self._chart is None or self._chart.size() != self.size() * ratio:
            self._chart = QPixmap(self.size() * ratio)
            self._chart.setDevicePixelRatio(ratio)
            chart = QPainter(self._chart)
            try:
                self._paint(chart)
            finally:
                chart.end()
        painter = QPainter(self)
        try:
            painter.drawPixmap(0, 0, self._chart)
            if self.steps:
                top, bottom = self.bands()
                x = self.x_of(self.shown_step)
                painter.setPen(QPen(QColor(theme.INDIGO), 1.5, Qt.PenStyle.DashLine))
                painter.drawLine(QPointF(x, top.top()), QPointF(x, bottom.bottom()))
        finally:
            painter.end()

    def resizeEvent(self, event) -> None:
        self._chart = None
        super().resizeEvent(event)

    def _paint(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(theme.PAPER))
        top, bottom = self.bands()
        self._frame(painter, top, f"{self._highest:g}", f"{self._lowest:g}")
        self._frame(painter, bottom, "100 %", "0 %")
        # lines along pixel columns need no smoothing, and antialiased pens cost ten times more
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        span = self._highest - self._lowest or 1.0  # every standing alike: a line on the floor
        bands = ((self._standing, top, self._lowest, span), (self._chance, bottom, 0.0, 1.0))
        for lines, band, lowest, extent in bands:
            painter.save()
            painter.setClipRect(band.adjusted(-1, -1, 1, 1))
            painter.setTransform(self._mapping(band, lowest, extent))
            for line, colour in zip(lines, self.colours, strict=False):
                pen = QPen(QColor(colour), 1)
                pen.setCosmetic(True)  # one pixel whatever the transform's scale
                painter.setPen(pen)
                line.draw(painter)
            painter.restore()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._judged(painter, bottom)
        self._turning_points(painter, bottom)

    def judged_at(self, point: QPointF) -> tuple[int, str] | None:
        """The marked decision whose dot lies under ``point`` (within a dot and a half)."""
        band = self.bands()[1]
        for step, seat, mark in self.judged:
            if step >= len(self.points) or seat >= len(self.points[step].chance):
                continue
            y = band.bottom() - self.points[step].chance[seat] * band.height()
            if abs(self.x_of(step) - point.x()) <= 6 and abs(y - point.y()) <= 6:
                return step, mark
        return None

    def event(self, event: QEvent) -> bool:
        """A dot of the analysis says its step and mark under the pointer, as under the slider."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            found = self.judged_at(QPointF(event.pos()))
            if found is not None:
                from desktop_app.ui.mark_names import mark_text

                said = QCoreApplication.translate("MatchView", "Step {n}: {line}")
                tip = said.format(n=found[0], line=mark_text(found[1]))
                QToolTip.showText(event.globalPos(), tip, self)
                return True
            QToolTip.hideText()
        return super().event(event)

    def _judged(self, painter: QPainter, band: QRectF) -> None:
        """A dot in the mark's colour on the mover's chance line after each marked decision."""
        painter.setPen(QPen(QColor(theme.INK), 1))
        for step, seat, mark in self.judged:
            if step >= len(self.points) or seat >= len(self.points[step].chance):
                continue
            y = band.bottom() - self.points[step].chance[seat] * band.height()
            painter.setBrush(QColor(theme.JUDGED.get(mark, theme.MUTED)))
            painter.drawEllipse(QPointF(self.x_of(step), y), 4.5, 4.5)

    def _mapping(self, band: QRectF, lowest: float, span: float) -> QTransform:
        """(step, value) to the band's pixels: step 0 at its left, ``lowest`` at its bottom."""
        across = band.width() / max(1, self.steps)
        up = band.height() / span
        return QTransform(across, 0.0, 0.0, -up, band.left(), band.bottom() + up * lowest)

    def _frame(self, painter: QPainter, band: QRectF, high: str, low: str) -> None:
        painter.setPen(QPen(QColor("#DCCCAE"), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(band)
        painter.setPen(QColor(theme.MUTED))
        label = QRectF(0, band.top() - 2, self.MARGIN_LEFT - 4, 14)
        painter.drawText(label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, high)
        label.moveBottom(band.bottom() + 2)
        painter.drawText(label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, low)

    def _turning_points(self, painter: QPainter, band: QRectF) -> None:
        font = painter.font()
        font.setBold(True)
        painter.setFont(font)
        for number, swing in enumerate(self.swings, start=1):
            x = self.x_of(swing.step)
            y = band.bottom() - swing.after * band.height()
            diamond = QPolygonF([QPointF(x, y - 7), QPointF(x + 7, y), QPointF(x, y + 7), QPointF(x - 7, y)])
            painter.setPen(QPen(QColor(theme.INK), 1))
            painter.setBrush(QColor(theme.GOLD))
            painter.drawPolygon(diamond)
            painter.setPen(QColor(theme.INK))
            painter.drawText(QRectF(x - 10, y - 24, 20, 14), Qt.AlignmentFlag.AlignCenter, str(number))
