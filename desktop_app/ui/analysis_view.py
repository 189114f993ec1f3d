"""Analysis in review: "Analyse", its progress and Cancel, the marks, the summary, the better move.

"Analyse" on the review tools starts ``ai.analysis_worker`` in a process of its own (``analysis_
process``): the screen stays responsive while a bar under the board counts the decisions judged,
first the quick pass over all of them, then the deeper look at the marked ones; Cancel ends the
process. Marks show as they come: after a log line (``?!``, ``?``, ``??``), as dots on the slider
and on the graph's win-chance line. At a judged step the bar says what was played and what the
computer prefers, with the chance to win after each; wherever it prefers another move "Show the
better move" goes to the position before the decision, through the mover's eyes, and draws the
suggestion there (``ui.ghost``) with its line saying why (``ai.why``). "Summary"
(``analysis_summary``) lists each seat's decisions, marks and average loss, its counts of marks
links to them.

The analysis is the session's (``Session.analysis``), saved with the match and kept with its
archive entry (``keeping``). While a match is running the screen shows only the judgements of
the seat whose eyes it shows: a suggestion is made from that seat's secrets.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop_app.ai.analysis import DEFAULT_WORK, merge
from desktop_app.ai.analysis_record import DEEP, QUICK, Analysis, Judgement, record_key
from desktop_app.ai.analysis_worker import Job
from desktop_app.engine.seats import Seat
from desktop_app.engine.session import Session
from desktop_app.ui.analysis_summary import NAMES, SYMBOLS, SummaryDialog, next_mark
from desktop_app.ui.screen_sheet import dress
from desktop_app.ui.text_progress import TextProgressBar
from desktop_app.ui.weak_slot import weak_slot

#: How often the screen draws the marks while they come (ms).
REDRAW_MS = 500


def percent(value: float) -> str:
    return f"{round(100 * value)} %"


class AnalysisBar(QWidget):
    """Under the board: the progress and Cancel while analysing, then the step's judgement."""

    def __init__(self) -> None:
        super().__init__()
        dress(self, "stepLine")
        lines = QVBoxLayout(self)
        lines.setContentsMargins(8, 2, 8, 2)
        lines.setSpacing(2)
        # The progress and Cancel have a line of their own while the analysis runs: beside the
        # verdict and its four buttons the row needed more than the board column's width (German
        # at the normal text size already), and the bar was squeezed below its words.
        self.progress_line = QWidget()
        top = QHBoxLayout(self.progress_line)
        top.setContentsMargins(0, 0, 0, 0)
        lines.addWidget(self.progress_line)
        layout = QHBoxLayout()
        lines.addLayout(layout)
        self.progress = TextProgressBar()  # as wide and tall as its words, at every text size
        self.cancel = QPushButton(QCoreApplication.translate("Analysis", "Cancel"))
        self.cancel.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verdict = QLabel()
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)
        self.verdict.setWordWrap(True)
        self.previous = QPushButton("◀ ?")
        self.previous.setToolTip(QCoreApplication.translate("Analysis", "The previous marked decision"))
        self.following = QPushButton("? ▶")
        self.following.setToolTip(QCoreApplication.translate("Analysis", "The next marked decision"))
        self.better = QPushButton(QCoreApplication.translate("Analysis", "Show the better move"))
        self.summary = QPushButton(QCoreApplication.translate("Analysis", "Summary"))
        for button in (self.previous, self.following, self.better, self.summary):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        top.addWidget(self.progress)
        top.addWidget(self.cancel)
        top.addStretch(1)
        layout.addWidget(self.verdict, 1)
        for button in (self.previous, self.following, self.better, self.summary):
            layout.addWidget(button)
        self.running(False)
        self.hide()

    def running(self, shown: bool) -> None:
        self.progress_line.setVisible(shown)


class AnalysisControl(QObject):
    """The analysis of the match on one screen: its bar, its process, its result.

    ``session`` returns the local Session (None on a LAN screen), ``cursor`` the step shown,
    ``seats`` the seats whose judgements may be shown now, ``seek`` goes to a step, ``better``
    shows a judgement's suggestion on the board and returns the line saying why; ``changed``
    asks the screen to redraw (the log, the slider, the graph take the marks from here).
    """

    changed = Signal()
    #: Marks came in while the analysis runs: the slider, the graph and the bar follow (the log
    #: gets them at the end of each pass, with a redraw of the whole screen).
    marks_changed = Signal()

    def __init__(
        self,
        parent: QWidget,
        session: Callable[[], Session | None],
        cursor: Callable[[], int],
        seats: Callable[[], set[int]],
        seek: Callable[[int], None],
        better: Callable[[Judgement], str],
    ) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self._session, self._cursor, self._seats, self._seek, self._better = (
            session,
            cursor,
            seats,
            seek,
            better,
        )
        self.bar = AnalysisBar()
        self.bar.cancel.clicked.connect(self.cancel)
        self.bar.better.clicked.connect(self.show_better)
        self.bar.summary.clicked.connect(self.show_summary)
        self.bar.previous.clicked.connect(weak_slot(self._jump, -1))
        self.bar.following.clicked.connect(weak_slot(self._jump, 1))
        self.process: object | None = None
        #: The analysis shown (complete, or growing while the process runs), and for which record.
        self.analysis: Analysis | None = None
        self._key: str | None = None
        #: The record the shown analysis was last checked against (``refresh``).
        self._checked: object = None
        #: The suggestions as the bar tells them, by step, move and names (``_move_text``).
        self._move_texts: dict[tuple[int, object, tuple[str, ...]], str] = {}
        self._quick: list[Judgement] = []
        self._deep: list[Judgement] = []
        self._job = 0
        #: The line saying why the better move is better, while it is drawn (tests read it), and
        #: the step it was drawn at.
        self.why_line = ""
        self._why_at: int | None = None
        self.dialog: SummaryDialog | None = None
        #: How much the analysis does (tests ask for less).
        self.work = DEFAULT_WORK
        #: Marks coming in are drawn together: a redraw of the whole screen per batch (20 a
        #: second) would take a fifth of the UI thread's time.
        self._soon = QTimer(self)
        self._soon.setSingleShot(True)
        self._soon.setInterval(REDRAW_MS)
        self._soon.timeout.connect(self._redraw)

    # --- running ---------------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self.process is not None

    def start(self) -> None:
        """Analyse the match as it stands (a running analysis is started again)."""
        session = self._session()
        if session is None or not session.record:
            return
        from desktop_app.ui.analysis_process import AnalysisProcess

        self.cancel()
        process = AnalysisProcess(self)
        process.begun.connect(self._begun)
        process.judged.connect(self._judged)
        process.done.connect(self._done)
        process.failed.connect(weak_slot(self._failed))
        self.process = process
        self._job += 1
        self._quick, self._deep = [], []
        self._key = record_key(session.record)
        self.analysis = Analysis(session.players, len(session.record), self._key, QUICK, ())
        job = Job(
            self._job,
            session.game.id,
            session.players,
            session.options,
            session.seed,
            session.record,
            DEEP,
            self.work,
        )
        process.submit_analysis(job)
        self.bar.progress.setRange(0, 0)
        self.bar.progress.setFormat(QCoreApplication.translate("Analysis", "Starting…"))
        self.bar.running(True)
        self.bar.show()
        self.refresh()

    def cancel(self) -> None:
        """Stop the process; what the quick pass finished is kept, a half quick pass is not."""
        process, self.process = self.process, None
        if process is None:
            return
        from desktop_app.ui.analysis_process import AnalysisProcess

        assert isinstance(process, AnalysisProcess)
        self._soon.stop()
        process.stop()
        process.deleteLater()
        if self._quick and self.bar.progress.property("pass") == DEEP:
            self._finish(QUICK)
        else:
            self.analysis = self._stored()
        self.bar.running(False)
        self.refresh()
        self.changed.emit()

    def wait(self, ms: int) -> bool:
        """Handle what the process sends within ``ms`` (tests, the screenshot command)."""
        from desktop_app.ui.analysis_process import AnalysisProcess

        process = self.process
        return isinstance(process, AnalysisProcess) and process.wait_for_output(ms)

    def _begun(self, name: str, total: int) -> None:
        if name == DEEP:
            self.changed.emit()  # the quick pass is complete: its marks go into the log now
        self.bar.progress.setProperty("pass", name)
        self.bar.progress.setRange(0, max(1, total))
        self.bar.progress.setValue(0)
        self.bar.progress.setFormat(
            QCoreApplication.translate("Analysis", "Quick look: %v of %m decisions")
            if name == QUICK
            else QCoreApplication.translate("Analysis", "Deeper look: %v of %m marked")
        )

    def _judged(self, name: str, judgements: list[Judgement]) -> None:
        found = self._quick if name == QUICK else self._deep
        found.extend(judgements)
        self.bar.progress.setValue(len(found))
        self._show(QUICK if name == QUICK else DEEP)

    def _done(self, _count: int) -> None:
        self._soon.stop()
        self._finish(DEEP)
        self.process = None
        self.bar.running(False)
        self.refresh()
        self.changed.emit()

    def _failed(self) -> None:
        self._soon.stop()
        self.process = None
        self.bar.running(False)
        self.analysis = self._stored()
        self.bar.verdict.setText(QCoreApplication.translate("Analysis", "The analysis could not be made."))
        self.changed.emit()

    def _show(self, depth: str) -> None:
        session = self._session()
        if session is None or self._key is None:
            return
        judgements = tuple(merge(self._quick, self._deep))
        self.analysis = Analysis(session.players, len(session.record), self._key, depth, judgements)
        if not self._soon.isActive():
            self._soon.start()  # the screen redraws its marks at most this often while they come

    def _redraw(self) -> None:
        self.refresh()
        self.marks_changed.emit()

    def _finish(self, depth: str) -> None:
        """The analysis is done (or its quick pass, cancelled in the deep one): the session keeps it."""
        self._show(depth)
        session = self._session()
        if session is not None and self.analysis is not None and self.analysis.fits(session.record):
            session.analysis = self.analysis.to_json()

    def _stored(self) -> Analysis | None:
        """The session's own analysis (from its file or an earlier run), if it is of this record."""
        session = self._session()
        if session is None or session.analysis is None:
            return None
        try:
            return Analysis.from_json(session.analysis, session.record, session.players)
        except ValueError:
            return None

    # --- showing ---------------------------------------------------------------------------------

    def marks(self) -> dict[int, str]:
        """Step -> mark of the judgements the screen may show now."""
        if self.analysis is None:
            return {}
        seats = self._seats()
        shown = {}
        for item in self.analysis.judgements:
            mark = item.mark(self.analysis.players)
            if mark is not None and item.seat in seats:
                shown[item.step] = mark
        return shown

    def graph_marks(self) -> list[tuple[int, Seat, str]]:
        """(step, seat, mark) for the graph's dots."""
        if self.analysis is None:
            return []
        marks = self.marks()
        return [
            (item.step, item.seat, marks[item.step])
            for item in self.analysis.judgements
            if item.step in marks
        ]

    def current(self) -> Judgement | None:
        """The judgement of the step at the cursor, if the screen may show it."""
        if self.analysis is None:
            return None
        item = self.analysis.at(self._cursor())
        return item if item is not None and item.seat in self._seats() else None

    def refresh(self) -> None:
        """Follow the match: its stored analysis, the button, the bar's line for the cursor."""
        session = self._session()
        if session is None:
            self.bar.hide()
            return
        record = session.record
        if not self.running and record is not self._checked:
            # read again only when the record changed: fingerprinting it costs milliseconds
            self._checked = record
            if self.analysis is None or not self.analysis.fits(record):
                self.analysis = self._stored()
        if self.analysis is None and not self.running:
            self.bar.hide()
            return
        self.bar.show()
        marked = sorted(self.marks())
        cursor = self._cursor()
        self.bar.previous.setEnabled(any(step < cursor for step in marked))
        self.bar.following.setEnabled(any(step > cursor for step in marked))
        self.bar.summary.setEnabled(self.analysis is not None and bool(self.analysis.judgements))
        item = self.current()
        # as on the chess sites, any move the computer would not have made can be compared
        self.bar.better.setEnabled(item is not None and item.suggested != item.played)
        if self.why_line and cursor == self._why_at:
            return  # the better move is drawn here: its line stays
        self.why_line, self._why_at = "", None
        self.bar.verdict.setText(self._verdict(session, item))

    def _verdict(self, session: Session, item: Judgement | None) -> str:
        if item is None:
            if self.running:
                return ""
            return QCoreApplication.translate(
                "Analysis",
                "Step to a marked decision (◀ ? and ? ▶), or click a mark on the slider or the graph.",
            )
        assert self.analysis is not None
        name = session.seat_names[item.seat]
        mark = item.mark(self.analysis.players)
        if item.suggested == item.played:
            return QCoreApplication.translate(
                "Analysis", "{name}'s move is the computer's choice too ({chance} to win after it)."
            ).format(name=name, chance=percent(item.played_chance))
        said = QCoreApplication.translate(
            "Analysis", "{name}'s move leaves {played} to win; the computer prefers “{move}”: {suggested}."
        ).format(
            name=name,
            played=percent(item.played_chance),
            move=self._move_text(session, item),
            suggested=percent(item.suggested_chance),
        )
        if mark is not None:
            said = f"{SYMBOLS[mark]} {QCoreApplication.translate('Analysis', NAMES[mark])}: {said}"
        return said

    def _move_text(self, session: Session, item: Judgement) -> str:
        """The suggestion in the words of the log, told from the mover's view before the step
        (kept: it rebuilds states to tell it, and a review step must stay quick)."""
        from desktop_app.ai.action_words import action_message, clean_line
        from desktop_app.ui.lang import render_message

        key = (item.step, item.suggested, session.seat_names)
        text = self._move_texts.get(key)
        if text is None:
            view = session.game.view(session.state_at(item.step - 1), item.seat)
            message = action_message(session.game, view, item.seat, item.suggested)
            text = self._move_texts[key] = clean_line(render_message(message, session.seat_names))
        return text

    def _jump(self, direction: int) -> None:
        cursor = self._cursor()
        marked = sorted(self.marks())
        targets = [step for step in marked if (step > cursor if direction > 0 else step < cursor)]
        if targets:
            self._seek(targets[0] if direction > 0 else targets[-1])

    def show_better(self) -> None:
        """Draw the suggestion of the judged step at the cursor, before the decision, with why."""
        item = self.current()
        if item is None:
            return
        line = self._better(item)  # the screen goes to the step before and draws the move
        self.why_line, self._why_at = line, self._cursor()
        self.bar.verdict.setText(line)

    def show_summary(self) -> None:
        session = self._session()
        if session is None or self.analysis is None:
            return
        dialog = SummaryDialog(self.parent_widget, self.analysis, session.seat_names, self._seats())
        self.dialog = dialog
        try:
            dialog.exec()
        finally:
            self.dialog = None
        if dialog.chosen is not None:  # a count of marks clicked: its seat's next one of that kind
            step = next_mark(self.analysis, *dialog.chosen, after=self._cursor())
            if step is not None:
                self._seek(step)
