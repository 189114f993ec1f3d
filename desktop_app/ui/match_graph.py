"""The match graph under the board: standings and win chances over the whole match.

The numbers come from ``ai.match_graph`` for the perspective the screen shows (the "seen by"
choice), so the graph never tells more than the board: a live hot-seat match is judged from the
seat at the screen's own view. Evaluating a 2,000-step match takes seconds of pure Python, so a
process of its own does it (``graph_process``: the UI's interpreter is never held by it) while
a progress bar fills, the chart grows and the screen stays usable; Cancel (or closing the panel
or the match) kills it. Finished points are kept per perspective, so a growing match adds only
its new steps, and a kept match's graph is written into its archive entry (``archive.save_graph``,
on a thread: a file written and synced is no work for the event loop), so reopening it draws at
once.

The chart (``graph_canvas``) is painted with QPainter: a line per seat in its colour, standing
above, chance below, the cursor's step as a vertical line and the turning points as numbered
diamonds. A click goes to the step under the mouse; each turning point's sentence is a row that
goes there too, cut to its width with the whole sentence as its tooltip. The panel shares the
board's column through a splitter (``graph_layout.GraphSplitter``), at the height the person
last gave it. The words it says are ``graph_words.py``; the graph kept in an archive entry is
``graph_archive.py``.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future
from concurrent.futures import wait as wait_for
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop_app.ai.graph_worker import Job
from desktop_app.ai.match_graph import (
    REVEALED,
    Perspective,
    Point,
    Swing,
    turning_points,
)
from desktop_app.engine.protocol import Entry
from desktop_app.ui import seen_by, theme
from desktop_app.ui.graph_archive import archived_id, cache_key, cached_points, save_later
from desktop_app.ui.graph_canvas import GraphCanvas
from desktop_app.ui.graph_layout import SentenceRow
from desktop_app.ui.graph_process import NO_JOB, GraphProcess
from desktop_app.ui.graph_words import measure_name, swing_sentence
from desktop_app.ui.local_table import LocalTable
from desktop_app.ui.table import Table
from desktop_app.ui.weak_slot import weak_slot
from desktop_app.ui.widget_tools import nested

__all__ = ["GraphCanvas", "MatchGraph", "cache_key", "swing_sentence"]

#: Turning points marked and told.
TURNING_POINTS = 3
#: How long after a change of record or perspective the graph follows it (see ``follow``).
FOLLOW_DELAY_MS = 20
#: The panel's least height: its heading, a chart that still shows a trend, three sentences.
MIN_HEIGHT = 200
#: A panel at least this wide puts the turning points' sentences beside the chart, not under it,
#: and so needs only the heading's and the chart's height: at 1280x720 the sentences under the
#: chart made the panel 200 px of a 490 px column and left the board a thumbnail (issue 33).
SIDE_BY_SIDE_WIDTH = 760
MIN_HEIGHT_SIDE_BY_SIDE = 140


@dataclass(frozen=True, slots=True)
class _Match:
    """What a graph is made of: the match as its record, and whose eyes."""

    game_id: str
    players: int
    options: Mapping[str, Any]
    seed: int
    record: tuple[Entry, ...]
    perspective: Perspective

    @property
    def steps(self) -> int:
        return len(self.record)

    def job(self, number: int, known: Sequence[Point]) -> Job:
        return Job(
            number,
            self.game_id,
            self.players,
            self.options,
            self.seed,
            self.record,
            self.perspective,
            tuple(known),
        )


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
        self.setMinimumHeight(MIN_HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(4)
        self._heading(nested(layout, QHBoxLayout()))
        self._chart_and_sentences(layout)
        self.side_by_side = False
        self.message = QLabel()
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        self.message.setStyleSheet(f"color: {theme.MUTED};")
        self.message.hide()
        layout.addWidget(self.message)
        self._process = GraphProcess(self)
        self._process.found.connect(self._found)
        self._process.ended.connect(self._ended)
        self._process.failed.connect(self._failed)
        #: The evaluation process while it works for this panel; None when nothing runs.
        self.worker: GraphProcess | None = None
        self._numbers = itertools.count(1)
        #: The job being answered: its number, the points it adds to, the steps it evaluates.
        self._running: tuple[int, tuple[Perspective, int, str], int] | None = None
        #: Points known per (perspective, match), so a change of perspective or a growing match
        #: computes only what is new.
        self._known: dict[tuple[Perspective, int, str] | None, list[Point]] = {}
        self._key: tuple[Perspective, int, str] | None = None
        self._job: _Match | None = None
        self._lines_of: Callable[[], list[str] | None] = list
        self._names: Sequence[str] = ()
        self._colours: list[str] = []
        self._seat_colours: list[str] = []
        self._follow_key: object = None
        self._record: tuple[object, ...] = ()
        self._archive_id: str | None = None
        self._saving: Future[bool] | None = None
        #: A change to follow in the next turn of the event loop (see ``follow``).
        self._pending: tuple[LocalTable, Perspective] | None = None
        self._follow_timer = QTimer(self)
        self._follow_timer.setSingleShot(True)
        self._follow_timer.setInterval(FOLLOW_DELAY_MS)
        self._follow_timer.timeout.connect(self._follow_pending)
        self.evaluated.connect(self._keep)
        self._show_progress(False)

    def _chart_and_sentences(self, column: QVBoxLayout) -> None:
        """The chart and the rows of the turning points' sentences, laid out under it."""
        self.canvas = GraphCanvas()
        self.canvas.step_clicked.connect(self.seek_requested)
        #: The chart and the turning points' sentences: under it, or beside it in a wide panel.
        self.body = nested(column, QBoxLayout(QBoxLayout.Direction.TopToBottom), 1)
        self.body.setSpacing(4)
        self.body.addWidget(self.canvas, 1)
        self.swing_row = nested(self.body, QVBoxLayout(), 0)
        self.swing_row.setSpacing(0)
        self._swing_rows = [self._swing_row(index) for index in range(TURNING_POINTS)]
        for row in self._swing_rows:
            self.swing_row.addWidget(row)
        self.swing_row.addStretch(1)  # beside the chart, the sentences stand at its top
        #: The rows showing a turning point now (tests click them).
        self.swing_buttons: list[SentenceRow] = []
        self._swing_steps: list[int] = []

    def fit_width(self, width: int) -> None:
        """Sentences beside the chart from ``SIDE_BY_SIDE_WIDTH`` on, under it below that; the
        least height follows (the splitter asks before it shares the column out)."""
        side = width >= SIDE_BY_SIDE_WIDTH
        if side == self.side_by_side:
            return
        self.side_by_side = side
        self.body.setDirection(QBoxLayout.Direction.LeftToRight if side else QBoxLayout.Direction.TopToBottom)
        self.body.setStretch(0, 3 if side else 1)
        self.body.setStretch(1, 2 if side else 0)
        self.setMinimumHeight(self.least_height(width))

    @staticmethod
    def least_height(width: int) -> int:
        """The panel's least height at ``width`` (``fit_width``'s, without laying it out)."""
        return MIN_HEIGHT_SIDE_BY_SIDE if width >= SIDE_BY_SIDE_WIDTH else MIN_HEIGHT

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.fit_width(event.size().width())
        super().resizeEvent(event)

    def _heading(self, head: QHBoxLayout) -> None:
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setStyleSheet(f"color: {theme.INDIGO}; font-weight: 700;")
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.title.setWordWrap(True)  # beside the board the panel is narrow (graph_layout)
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

    # --- what to show --------------------------------------------------------------------------

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
        if (perspective, len(record), record[-1] if record else None) == self._follow_key:
            return
        # the rest in a turn of the event loop of its own: encoding a long record for the worker
        # (or finding its archive entry) costs ~20 ms, and the click that opens the panel already
        # has the board laid out and painted smaller. A timer a little later, not a queued call
        # or a zero timer: those ran in the same turn as the layout's and the scene's events.
        self._pending = (session_table, perspective)
        self._follow_timer.start()

    def _follow_pending(self) -> None:
        self._follow_timer.stop()
        pending, self._pending = self._pending, None
        if pending is not None:
            self._follow_now(*pending)

    def _follow_now(self, session_table: LocalTable, perspective: Perspective) -> None:
        session = session_table.session
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
        seat = perspective if isinstance(perspective, int) else None

        def lines() -> list[str] | None:  # read only when the turning points are told
            return session_table.revealed_log() if perspective == REVEALED else session_table.full_log(seat)

        self._names, self._lines_of = session.seat_names, lines
        self._colours = self._colours_of(session_table)
        self._show(
            _Match(session.game.id, players, session.options, session.seed, record, perspective),
            known=known,
            who=seen_by.phrase(perspective, session.seat_names),
        )

    def _show(self, match: _Match, *, known: list[Point] | None, who: str) -> None:
        """Show ``match``: what is known of it at once, the rest once evaluated (if shown)."""
        measure = measure_name(match.game_id)
        self.title.setText(
            QCoreApplication.translate("MatchGraph", "Standing ({measure}) and win chance, {who}").format(
                measure=measure, who=who
            )
        )
        key = (match.perspective, match.seed, match.game_id)
        points = self._known.get(key, [])
        if known is not None and len(known) > len(points):
            points = known
        points = points[: match.steps + 1]
        self._known[key] = points
        self._key, self._job = key, match
        self._draw(points, match.steps)
        if len(points) <= match.steps and self.isVisible():
            self._start()

    def set_colours(self, colours: list[str]) -> None:
        self._seat_colours = colours

    def _colours_of(self, table: Table) -> list[str]:
        return self._seat_colours or theme.seat_colours([seat.colour for seat in table.seats])

    def _keep(self, perspective: Perspective, points: list[Point]) -> None:
        """A whole finished match evaluated: write it into its archive entry, off the UI thread."""
        if self._archive_id is not None and self._job is not None and len(points) == self._job.steps + 1:
            entry_id, key, kept = self._archive_id, cache_key(perspective), list(points)
            self._saving = save_later(entry_id, key, kept)

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
        """The record changed under the known points (undo, resume): compute afresh (what the
        running job still sends belongs to the old record and is ignored)."""
        self._known.clear()
        self._running = None

    def points(self) -> list[Point]:
        return list(self._known.get(self._key, []))

    # --- the evaluation ------------------------------------------------------------------------

    def _start(self) -> None:
        """Have the process evaluate what is not known yet. A job running for another match or
        perspective is superseded; one for this match goes on, and the steps the match has grown
        by since are asked for when it ends (superseded at every step of a live match, a job
        would never get past its first points)."""
        if self._job is None or self._key is None:
            return
        known = self._known.get(self._key, [])
        if len(known) > self._job.steps:
            return
        self.progress.setRange(0, self._job.steps + 1)
        self.progress.setValue(len(known))
        self._show_progress(True)
        self._say(
            QCoreApplication.translate(
                "MatchGraph", "Evaluating every step off the board's thread; the screen stays usable."
            )
        )
        if self._running is not None and self._running[1] == self._key:
            return
        number = next(self._numbers)
        self._running = (number, self._key, self._job.steps)
        self._process.submit(self._job.job(number, known))
        self.worker = self._process

    def cancel(self) -> None:
        """Stop the evaluation (its process goes too); the points found so far are kept, so
        Evaluate goes on from there."""
        running, self.worker, self._running = self.worker is not None, None, None
        self._pending = None
        self._follow_timer.stop()
        self._process.stop()
        if running:
            self._say(
                QCoreApplication.translate("MatchGraph", "Evaluation cancelled; Evaluate starts it again.")
            )
        self._show_progress(False)

    def wait(self, ms: int = 60_000) -> bool:
        """Block until the running evaluation ends and its cache is written (tests and the
        screenshot command); False when ``ms`` ran out first."""
        deadline = time.monotonic() + ms / 1000
        self._follow_pending()
        while self.worker is not None:
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            if not self._process.wait_for_output(max(1, int(left * 1000))) and not self._process.running:
                QCoreApplication.processEvents()  # the process is gone: its end is told by a signal
                if self.worker is not None and not self._process.running:
                    self._failed(NO_JOB)
        QCoreApplication.processEvents()
        saving = self._saving
        if saving is not None:
            wait_for([saving], timeout=max(0.0, deadline - time.monotonic()))
            return saving.done()
        return True

    def _found(self, number: int, start: int, found: list[Point]) -> None:
        if self._running is None or number != self._running[0]:
            return
        points = self._known.setdefault(self._running[1], [])
        if start > len(points):
            return self._failed(number)  # a gap: these are not the points asked for
        del points[start:]
        points.extend(found)
        if self._running[1] == self._key:
            if start == len(self.canvas.points):
                self.canvas.extend(found)
            else:
                self.canvas.set_data(points, self._colours, self.canvas.steps, [])
            self.progress.setValue(len(points))
        return None

    def _ended(self, number: int, swings: list[Swing]) -> None:
        if self._running is None or number != self._running[0] or self._job is None:
            return
        key, steps = self._running[1], self._running[2]
        self._running = None
        points = self._known.get(key, [])
        if len(points) <= steps:
            return self._failed(number)
        if key == self._key and len(points) <= self._job.steps:
            return self._start()  # the match grew while this job ran
        self.worker = None
        self._show_progress(False)
        self._say("")
        if key == self._key:
            self.canvas.set_swings(swings)
            self._set_swings(swings)
            self.evaluated.emit(key[0], points)
        return None

    def _failed(self, number: int) -> None:
        if self._running is not None and number not in (self._running[0], NO_JOB):
            return
        had_work = self._running is not None or self.worker is not None
        self._running, self.worker = None, None
        self._show_progress(False)
        if had_work:
            self._say(
                QCoreApplication.translate(
                    "MatchGraph", "The win chances could not be evaluated for this match."
                )
            )

    def _show_progress(self, running: bool) -> None:
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)
        self.again.setVisible(not running and self._job is not None and len(self.points()) <= self._job.steps)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._job is not None and self.worker is None and len(self.points()) <= self._job.steps:
            self._start()

    # --- drawing -------------------------------------------------------------------------------

    def _draw(self, points: list[Point], steps: int) -> None:
        """Every point known, at once: a whole match's turning points are worked out here only
        when no evaluation ran (a cached graph; the process tells them otherwise)."""
        swings = turning_points(points, TURNING_POINTS) if len(points) > steps else []
        self.canvas.show_points(points, self._colours, steps, swings)
        self._set_swings(swings)
        self.again.setVisible(self.worker is None and len(points) <= steps)

    def _set_swings(self, swings: list[Swing]) -> None:
        """The turning points' sentences on the three rows kept for them (a row without one is
        hidden but keeps its room: the chart above never changes size when they arrive)."""
        self._swing_steps = [swing.step for swing in swings]
        lines = (self._lines_of() or []) if swings else []
        for number, row in enumerate(self._swing_rows, start=1):
            if number <= len(swings):
                swing = swings[number - 1]
                line = lines[swing.step - 1] if swing.step - 1 < len(lines) else ""
                name = self._names[swing.seat] if swing.seat < len(self._names) else str(swing.seat + 1)
                row.set_sentence(f"{number}. {swing_sentence(swing, line, name)}")
            row.setVisible(number <= len(swings))
        self.swing_buttons = self._swing_rows[: len(swings)]

    def _swing_row(self, index: int) -> SentenceRow:
        row = SentenceRow()
        row.clicked.connect(weak_slot(self._go_to_swing, index))
        row.hide()
        return row

    def _go_to_swing(self, index: int) -> None:
        if index < len(self._swing_steps):
            self.seek_requested.emit(self._swing_steps[index])
