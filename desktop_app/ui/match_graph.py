"""The match graph under the board: standings and win chances over the whole match.

The numbers come from ``ai.match_graph`` for the perspective the screen shows (the "seen by"
choice), so the graph never tells more than the board: a live hot-seat match is judged from the
seat at the screen's own view. Evaluating a 2,000-step match takes seconds, so a worker thread
does it (``GraphWorker``) while a progress bar fills and the screen stays usable; Cancel stops
it. Finished points are kept per perspective, so a growing match adds only its new steps, and a
kept match's graph is written into its archive entry (``archive.save_graph``), so reopening it
draws at once.

The chart is painted with QPainter: a line per seat in its colour, standing above, chance below,
the cursor's step as a vertical line and the turning points as numbered diamonds. A click goes to
the step under the mouse; each turning point's sentence is a button that goes there too.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QThread, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop_app.ai.match_graph import (
    GRAPH_VERSION,
    MEASURE_NAMES,
    REVEALED,
    SAMPLES,
    Perspective,
    Point,
    Swing,
    compute,
    turning_points,
)
from desktop_app.engine.protocol import Game, State
from desktop_app.engine.session import Session
from desktop_app.persistence import archive, matchfile
from desktop_app.ui import seen_by, theme
from desktop_app.ui.local_table import LocalTable
from desktop_app.ui.marks import QT_TRANSLATE_NOOP
from desktop_app.ui.table import Table

#: Turning points marked and told.
TURNING_POINTS = 3
#: The worker's pause after each evaluated step (2,000 steps: two seconds more, no CPU).
BREATH_S = 0.001


def tr(text: str) -> str:
    return QCoreApplication.translate("MatchGraph", text)


#: ``ai.match_graph.MEASURE_NAMES`` (each game's measure of standing), marked for translation here:
#: the AI package has no Qt; ``tr`` translates them where the graph names its measure.
_MEASURES = (
    QT_TRANSLATE_NOOP("MatchGraph", "palaces + gold/10"),
    QT_TRANSLATE_NOOP("MatchGraph", "card points"),
    QT_TRANSLATE_NOOP("MatchGraph", "gold + seal value"),
    QT_TRANSLATE_NOOP("MatchGraph", "standing"),
)


def swing_sentence(swing: Swing, line: str, name: str) -> str:
    """ "Step 212: Bo's bluff was doubted — Bo's win chance fell from 48 % to 21 %"."""
    template = (
        QCoreApplication.translate(
            "MatchGraph", "Step {step}: {line} — {name}'s win chance fell from {before} % to {after} %"
        )
        if swing.after < swing.before
        else QCoreApplication.translate(
            "MatchGraph", "Step {step}: {line} — {name}'s win chance rose from {before} % to {after} %"
        )
    )
    return template.format(
        step=swing.step,
        line=line.rstrip(". "),
        name=name,
        before=round(swing.before * 100),
        after=round(swing.after * 100),
    )


def cache_key(perspective: Perspective) -> str:
    """A graph's name in its archive entry: the perspective and what made the numbers."""
    who = "all" if perspective == REVEALED else ("spectator" if perspective is None else f"seat{perspective}")
    return f"v{GRAPH_VERSION}/{who}/samples{SAMPLES}"


def archived_id(session: Session) -> str | None:
    """The archive entry of a finished ``session``, if it was kept (only those hold a cache)."""
    if not session.is_over:
        return None
    entry_id = archive.entry_id_for(matchfile.to_document(session))
    try:
        return entry_id if archive.path_of(entry_id).exists() else None
    except (OSError, ValueError):
        return None


def cached_points(entry_id: str, perspective: Perspective, steps: int, players: int) -> list[Point] | None:
    """The kept points of the whole match, or None when there are none or they do not fit it."""
    data = archive.load_graphs(entry_id).get(cache_key(perspective))
    if not isinstance(data, list) or len(data) != steps + 1:
        return None
    try:
        return [Point.from_json(item, players) for item in data]
    except ValueError:
        return None


class GraphWorker(QThread):
    """Computes the points of ``states`` off the UI thread; ``done`` carries them (None: cancelled)."""

    progressed = Signal(int, int)
    done = Signal(object)

    def __init__(
        self, game: Game, states: Sequence[State], seed: int, perspective: Perspective, known: list[Point]
    ) -> None:
        super().__init__()
        self.game, self.states, self.seed = game, list(states), seed
        self.perspective, self.known = perspective, known
        self._cancel = False
        self._last_shown = -1

    def cancel(self) -> None:
        self._cancel = True

    def _progress(self, done: int, total: int) -> None:
        # A breath after every step: the UI thread, waiting for the interpreter, gets it at once
        # instead of when the system next schedules it (on a busy machine, a fifth of a second).
        time.sleep(BREATH_S)
        percent = done * 100 // max(1, total)
        if percent != self._last_shown:  # a signal per percent, not per step
            self._last_shown = percent
            self.progressed.emit(done, total)

    def run(self) -> None:
        try:
            points = compute(
                self.game,
                self.states,
                self.seed,
                self.perspective,
                known=self.known,
                progress=self._progress,
                cancelled=lambda: self._cancel,
            )
        except Exception:  # a game that cannot rebuild a view must not take the screen down
            points = None
        self.done.emit(points)


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
        self._chart: QPixmap | None = None
        self.setMinimumHeight(150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_data(self, points: list[Point], colours: list[str], steps: int, swings: list[Swing]) -> None:
        self.points, self.colours, self.steps, self.swings = points, colours, steps, swings
        self._chart = None
        self.update()

    def set_cursor(self, step: int) -> None:
        if step != self.shown_step:
            self.shown_step = step
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
        """The chart comes from a picture made once per data and size: a jump in review repaints
        only the cursor's line over it (a 2,000-step chart took ~100 ms to draw)."""
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
        shown = [value for p in self.points for value in p.standing if value is not None]
        highest = max(shown, default=1.0)
        lowest = min(0.0, min(shown, default=0.0))
        self._frame(painter, top, f"{highest:g}", f"{lowest:g}")
        self._frame(painter, bottom, "100 %", "0 %")
        span = max(1e-9, highest - lowest)
        # lines along pixel columns need no smoothing, and antialiased wide pens cost ten times more
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        for seat, colour in enumerate(self.colours):
            self._line(painter, top, colour, [self._y(p.standing[seat], lowest, span) for p in self.points])
            self._line(painter, bottom, colour, [p.chance[seat] for p in self.points])
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._turning_points(painter, bottom)

    @staticmethod
    def _y(value: float | None, lowest: float, span: float) -> float | None:
        return None if value is None else (value - lowest) / span

    def _frame(self, painter: QPainter, band: QRectF, high: str, low: str) -> None:
        painter.setPen(QPen(QColor("#DCCCAE"), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(band)
        painter.setPen(QColor(theme.MUTED))
        label = QRectF(0, band.top() - 2, self.MARGIN_LEFT - 4, 14)
        painter.drawText(label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, high)
        label.moveBottom(band.bottom() + 2)
        painter.drawText(label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, low)

    def _line(self, painter: QPainter, band: QRectF, colour: str, values: list[float | None]) -> None:
        """One seat's line; a gap where the value is hidden from the perspective.

        Steps that fall on one pixel column are drawn as their lowest and highest value there
        (a spike survives, 2,000 steps cost 2 points a column instead of one segment each)."""
        columns = max(1, int(band.width()))
        per_column = max(1, len(values) // columns)
        left, scale = self.x_of(0), self.x_of(1) - self.x_of(0)
        bottom, height = band.bottom(), band.height()
        pieces: list[list[QPointF]] = [[]]
        last: tuple[float, float] | None = None
        for start in range(0, len(values), per_column):
            shown = [value for value in values[start : start + per_column] if value is not None]
            if not shown:
                if pieces[-1]:
                    pieces.append([])
                last = None
                continue
            low, high = min(shown), max(shown)
            x = left + start * scale
            if last == (low, high) and start + per_column < len(values):
                continue  # a flat stretch: its end point (the next change) draws it
            if last is not None and last[1] != low and pieces[-1]:
                pieces[-1].append(QPointF(x, bottom - last[1] * height))  # hold, then step
            pieces[-1].append(QPointF(x, bottom - low * height))
            if high != low:
                pieces[-1].append(QPointF(x, bottom - high * height))
            last = (low, high)
        # a one-pixel cosmetic pen: Qt's fast line path (a wider pen is stroked as a shape, and a
        # busy 2,000-step line took half a second)
        pen = QPen(QColor(colour), 1)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for piece in pieces:
            if len(piece) > 1:
                painter.drawPolyline(QPolygonF(piece))

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


class MatchGraph(QWidget):
    """The panel: a heading with progress and Cancel, the chart and the turning points."""

    seek_requested = Signal(int)
    #: (perspective, points) once a whole match was evaluated (the screen caches them).
    evaluated = Signal(object, object)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("matchGraph")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(f"#matchGraph {{ background: {theme.PARCHMENT}; border-top: 1px solid #DCCCAE; }}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(4)
        head = QHBoxLayout()
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setStyleSheet(f"color: {theme.INDIGO}; font-weight: 700;")
        head.addWidget(self.title, 1)
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(220)
        self.progress.setTextVisible(True)
        head.addWidget(self.progress)
        self.cancel_button = QPushButton(QCoreApplication.translate("MatchGraph", "Cancel"))
        self.cancel_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.cancel_button.clicked.connect(self.cancel)
        head.addWidget(self.cancel_button)
        self.again = QPushButton(QCoreApplication.translate("MatchGraph", "Evaluate"))
        self.again.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.again.clicked.connect(self._start)
        head.addWidget(self.again)
        layout.addLayout(head)
        # a fixed height: the chart is drawn again only when its size changes (prompt lines and
        # notices above come and go as the cursor moves)
        self.setFixedHeight(290)
        self.canvas = GraphCanvas()
        self.canvas.step_clicked.connect(self.seek_requested)
        layout.addWidget(self.canvas, 1)
        self.swing_row = QVBoxLayout()
        self.swing_row.setSpacing(0)
        self._swing_rows = [self._swing_row(index) for index in range(TURNING_POINTS)]
        for row in self._swing_rows:
            self.swing_row.addWidget(row)
        #: The rows showing a turning point now (tests click them).
        self.swing_buttons: list[QPushButton] = []
        self._swing_steps: list[int] = []
        layout.addLayout(self.swing_row)
        self.message = QLabel()
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        self.message.setStyleSheet(f"color: {theme.MUTED};")
        self.message.hide()
        layout.addWidget(self.message)
        self.worker: GraphWorker | None = None
        #: Points known per (perspective, match), so a change of perspective or a growing match
        #: computes only what is new.
        self._known: dict[tuple[Perspective, int, str] | None, list[Point]] = {}
        self._key: tuple[Perspective, int, str] | None = None
        self._job: tuple[Game, list[State], int, Perspective] | None = None
        self._lines: list[str] = []
        self._names: Sequence[str] = ()
        self._colours: list[str] = []
        self._seat_colours: list[str] = []
        self._follow_key: object = None
        self._record: tuple[object, ...] = ()
        self._archive_id: str | None = None
        self.evaluated.connect(self._keep)
        self._show_progress(False)

    # --- what to show --------------------------------------------------------------------------

    def show_match(
        self,
        game: Game,
        states: Sequence[State],
        seed: int,
        perspective: Perspective,
        *,
        names: Sequence[str],
        colours: list[str],
        lines: list[str],
        known: list[Point] | None = None,
        who: str = "",
    ) -> None:
        """Show ``states`` (after step 0..n) as ``perspective`` may know them; ``lines``: the log as
        it reads them (for the turning points' sentences); ``known``: cached points; ``who``: the
        perspective's name for the heading."""
        self._names, self._colours, self._lines = names, colours, lines
        measure = tr(MEASURE_NAMES.get(game.id, "standing"))
        self.title.setText(
            QCoreApplication.translate("MatchGraph", "Standing ({measure}) and win chance, {who}").format(
                measure=measure, who=who
            )
        )
        key = (perspective, seed, game.id)
        points = self._known.get(key, [])
        if known is not None and len(known) > len(points):
            points = known
        points = [p for p in points[: len(states)]]
        self._known[key] = points
        self._key = key
        self._job = (game, list(states), seed, perspective)
        self._draw(points, len(states) - 1)
        if len(points) < len(states) and self.isVisible():
            self._start()

    def follow(self, table: Table, perspective: Perspective) -> None:
        """Show ``table``'s match as ``perspective`` may know it (the screen calls this after each
        refresh while the panel is open); work is done only when the record or perspective changed."""
        self.set_cursor(table.cursor)
        session_table = table if isinstance(table, LocalTable) else None
        session = session_table.session if session_table is not None else None
        if session is None or session_table is None:
            if self._follow_key != "remote":
                self._follow_key = "remote"
                self.clear(
                    QCoreApplication.translate(
                        "MatchGraph",
                        "The match graph needs the whole record of the match: it is drawn for matches "
                        "played here and for saved ones (a LAN match's once it is saved).",
                    )
                )
            return
        record = session.record
        key = (perspective, len(record), record[-1] if record else None)
        if key == self._follow_key:
            return
        if record[: len(self._record)] != self._record:
            self.forget()  # an undo or a resumed match: the old points belong to another match
        self._record, self._follow_key = record, key
        players = len(session.seats)
        self._archive_id = archived_id(session)
        known = None
        if self._archive_id is not None:
            known = cached_points(self._archive_id, perspective, len(record), players)
        if perspective == REVEALED:
            lines = table.revealed_log()
        else:
            lines = session_table.full_log(perspective if isinstance(perspective, int) else None)
        self.show_match(
            session.game,
            [session.state_at(step) for step in range(len(record) + 1)],
            session.seed,
            perspective,
            names=session.seat_names,
            colours=self._colours_of(table),
            lines=lines or [],
            known=known,
            who=seen_by.phrase(perspective, session.seat_names),
        )

    def set_colours(self, colours: list[str]) -> None:
        self._seat_colours = colours

    def _colours_of(self, table: Table) -> list[str]:
        return self._seat_colours or theme.seat_colours([seat.colour for seat in table.seats])

    def _keep(self, perspective: Perspective, points: list[Point]) -> None:
        """A whole finished match evaluated: write it into its archive entry."""
        if self._archive_id is not None and self._job is not None and len(points) == len(self._job[1]):
            archive.save_graph(self._archive_id, cache_key(perspective), [p.to_json() for p in points])

    def clear(self, reason: str) -> None:
        """No graph can be shown here (``reason`` says why)."""
        self.cancel()
        self._job = None
        self.canvas.set_data([], [], 0, [])
        self._set_swings([])
        self.title.setText(QCoreApplication.translate("MatchGraph", "Match graph"))
        self._say(reason)
        self.again.hide()

    def set_cursor(self, step: int) -> None:
        self.canvas.set_cursor(step)

    def _say(self, text: str) -> None:
        """A line under the chart (progress, why there is no graph); hidden while there is none."""
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def forget(self) -> None:
        """The record changed under the known points (undo, resume): compute afresh."""
        self._known.clear()

    def points(self) -> list[Point]:
        return list(self._known.get(self._key, []))

    # --- the worker ----------------------------------------------------------------------------

    def _start(self) -> None:
        if self._job is None:
            return
        self.cancel()
        game, states, seed, perspective = self._job
        known = self._known.get(self._key, [])
        if len(known) >= len(states):
            return
        worker = GraphWorker(game, states, seed, perspective, known)
        key = self._key
        worker.progressed.connect(self._progressed)
        worker.done.connect(lambda points, key=key, worker=worker: self._finished(worker, key, points))
        self.worker = worker
        self.progress.setRange(0, len(states))
        self.progress.setValue(len(known))
        self._show_progress(True)
        self._say(
            QCoreApplication.translate(
                "MatchGraph", "Evaluating every step off the board's thread; the screen stays usable."
            )
        )
        worker.start(QThread.Priority.LowPriority)

    def cancel(self) -> None:
        worker, self.worker = self.worker, None
        if worker is not None:
            worker.cancel()
            worker.wait()
            self._say(
                QCoreApplication.translate("MatchGraph", "Evaluation cancelled; Evaluate starts it again.")
            )
        self._show_progress(False)

    def wait(self, ms: int = 60_000) -> bool:
        """Block until the running evaluation ends (tests and the screenshot command)."""
        worker = self.worker
        if worker is None:
            return True
        finished = worker.wait(ms)
        QCoreApplication.processEvents()
        return finished

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setValue(done)

    def _finished(
        self, worker: GraphWorker, key: tuple[Perspective, int, str], points: list[Point] | None
    ) -> None:
        if worker is not self.worker:
            return  # cancelled or replaced: its answer is stale
        self.worker = None
        self._show_progress(False)
        if points is None:
            self._say(
                QCoreApplication.translate(
                    "MatchGraph", "The win chances could not be evaluated for this match."
                )
            )
            return
        self._known[key] = points
        self._say("")
        if key == self._key and self._job is not None:
            self._draw(points, len(self._job[1]) - 1)
            self.evaluated.emit(key[0], points)

    def _show_progress(self, running: bool) -> None:
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)
        self.again.setVisible(not running and self._job is not None)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._job is not None and len(self._known.get(self._key, [])) < len(self._job[1]):
            self._start()

    # --- drawing -------------------------------------------------------------------------------

    def _draw(self, points: list[Point], steps: int) -> None:
        swings = turning_points(points, TURNING_POINTS) if len(points) > steps else []
        self.canvas.set_data(points, self._colours, steps, swings)
        self._set_swings(swings)
        self.again.setVisible(self.worker is None and len(points) <= steps)

    def _set_swings(self, swings: list[Swing]) -> None:
        """The turning points' sentences on the three rows kept for them (a row without one is
        hidden but keeps its room: the chart above never changes size when they arrive)."""
        self._swing_steps = [swing.step for swing in swings]
        for number, row in enumerate(self._swing_rows, start=1):
            if number <= len(swings):
                swing = swings[number - 1]
                line = self._lines[swing.step - 1] if swing.step - 1 < len(self._lines) else ""
                name = self._names[swing.seat] if swing.seat < len(self._names) else str(swing.seat + 1)
                row.setText(f"{number}. {swing_sentence(swing, line, name)}")
            row.setVisible(number <= len(swings))
        self.swing_buttons = self._swing_rows[: len(swings)]

    def _swing_row(self, index: int) -> QPushButton:
        row = QPushButton()
        row.setFlat(True)
        row.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        row.setCursor(Qt.CursorShape.PointingHandCursor)
        row.setStyleSheet(f"text-align: left; color: {theme.INK}; padding: 0 4px; font-size: 9pt;")
        policy = row.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        row.setSizePolicy(policy)
        row.clicked.connect(lambda _checked=False, index=index: self._go_to_swing(index))
        row.hide()
        return row

    def _go_to_swing(self, index: int) -> None:
        if index < len(self._swing_steps):
            self.seek_requested.emit(self._swing_steps[index])
