"""The match screen's review: the log, the step line, the slider's landmarks, the "seen by"
choices and the match graph, all following the table's cursor and the eyes the screen shows.

Kept apart from the screen (``match_view``), which decides whose eyes those are (hand-over,
"seen by"): this only shows, for those eyes, what the cursor points at. The graph is made the
first time it is asked for: its modules (the evaluation process, its canvas, a thread pool) cost
10-20 ms before a match's first paint, for a panel that opens only on a click (issue 19).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from desktop_app.ai.match_graph import REVEALED, Perspective
from desktop_app.engine.seats import Seat
from desktop_app.engine.session import Session
from desktop_app.ui.graph_layout import GraphSplitter
from desktop_app.ui.landmarks import Landmarks
from desktop_app.ui.local_table import LocalTable
from desktop_app.ui.log_panel import LogPanel
from desktop_app.ui.mark_names import MARK_SIGNS
from desktop_app.ui.notes import decorate
from desktop_app.ui.review_bar import ReviewBar
from desktop_app.ui.steady import StepLine
from desktop_app.ui.table import Table

if TYPE_CHECKING:
    from desktop_app.ui.match_graph import MatchGraph


def step_frame(widest: int) -> Callable[[str], str]:
    """A log line as the step line under the board would show it at step ``widest`` (room is
    kept for the widest step number)."""
    frame = QCoreApplication.translate("MatchView", "Step {n}: {line}")
    return lambda line: frame.format(n=widest, line=line)


def _with_marks(lines: list[str], marks: dict[int, str]) -> list[str]:
    """The log lines with each marked step's sign after it ("… ??")."""
    if not marks:
        return lines
    shown = list(lines)
    for step, mark in marks.items():
        if 0 < step <= len(shown):
            shown[step - 1] = f"{shown[step - 1]}  {MARK_SIGNS[mark]}"
    return shown


class ScreenReview:
    """What the screen shows of the record around the cursor: ``log`` (the side column's),
    ``happened`` (the step line under the board), ``review_bar`` and, once asked for, the graph
    in ``board_split``; ``seek`` goes to a step (a click on the graph)."""

    def __init__(
        self,
        table: Table,
        session: Callable[[], Session | None],
        *,
        log: LogPanel,
        happened: StepLine,
        review_bar: ReviewBar,
        board_split: GraphSplitter,
        colours: list[str],
        seek: Callable[[int], None],
    ) -> None:
        self.table = table
        self._session = session
        self.log, self.happened, self.review_bar = log, happened, review_bar
        self.board_split = board_split
        self._colours = colours
        self._seek = seek
        self.landmarks = Landmarks()
        self._lan_length: int | None = None
        self._shown_lines: list[str] = []
        self._graph: MatchGraph | None = None
        #: Step -> the analysis's mark, for the log (``match_analysis``).
        self.analysis_marks: dict[int, str] = {}

    @property
    def existing_graph(self) -> MatchGraph | None:
        """The graph if it was made, else None (asking ``graph`` makes it)."""
        return self._graph

    @property
    def graph(self) -> MatchGraph:
        """The match graph under the board, made (hidden) the first time it is asked for."""
        if self._graph is None:
            from desktop_app.ui.match_graph import MatchGraph

            graph = MatchGraph()
            graph.set_colours(self._colours)
            graph.hide()
            graph.seek_requested.connect(self._seek)
            self.board_split.set_graph(graph)
            self._graph = graph
        return self._graph

    def show_graph(self, shown: bool, perspective: Perspective) -> None:
        graph = self.graph if shown else self._graph  # hiding a graph never made makes none
        if graph is not None:
            graph.setVisible(shown)
        if self.review_bar.graph_button.isChecked() != shown:
            self.review_bar.graph_button.setChecked(shown)
        if graph is None:
            return
        if shown:
            graph.follow(self.table, perspective)
        else:
            graph.cancel()

    @property
    def graph_shown(self) -> bool:
        return self._graph is not None and self._graph.isVisible()

    def cancel(self) -> None:
        """Stop the graph's evaluation (the screen is let go of)."""
        if self._graph is not None:
            self._graph.cancel()

    def step_line(self, step: int) -> str:
        """The log line of ``step`` as the screen shows it (the note dialog quotes it)."""
        return self._shown_lines[step - 1] if 0 < step <= len(self._shown_lines) else ""

    def update_seen_by(self, choices: list[Perspective], perspective: Perspective) -> None:
        """The "seen by" selector offers what ``seen_by.offered`` allows; the open graph follows."""
        self.review_bar.seen_by.set_choices(choices, perspective, self.table.seat_names)
        if self._graph is not None and self._graph.isVisible():
            self._graph.follow(self.table, perspective)

    def update_log(
        self, perspective: Perspective, viewer: Seat | None, *, veiling: Seat | None = None
    ) -> None:
        """The log as the viewer may read it, the cursor's line highlighted while reviewing.

        ``veiling``: the seat a shared screen veils and unveils (``veil``), whose own log and the
        public one take turns here; the step line keeps room for the longer line of each step
        of the two, so neither a peek nor a step moves the board above it.

        A local table shows the viewer's whole log in review (every line of it the viewer read at
        the live position, so nothing new is revealed) and a click can go forward as well as back;
        a LAN table's log goes only up to the cursor, as it reaches back only through what this
        screen was sent. Log lines come named: the table renders each seat as its seat's name.
        """
        table, cursor = self.table, self.table.cursor
        session = self._session()
        # First, as it takes room from the step line beside it, whose room is reserved below.
        self.review_bar.show_rules(
            session.rules_version if session is not None and session.older_rules else None
        )
        revealed = table.revealed_log() if perspective == REVEALED else None
        if revealed is not None:
            upto, lines = revealed[:cursor], revealed
        else:
            upto = table.log(viewer)
            reviewing_here = isinstance(table, LocalTable) and table.is_reviewing
            lines = table.full_log(viewer) if isinstance(table, LocalTable) and reviewing_here else upto
        self._shown_lines = lines
        shown = decorate(lines, session.notes) if session is not None else lines
        self.log.set_lines(_with_marks(shown, self.analysis_marks))
        self.log.set_current(cursor - 1 if table.is_reviewing and cursor > 0 else None)
        room = lines
        if veiling is not None and revealed is None and isinstance(table, LocalTable):
            own, public = table.full_log(veiling), table.full_log(None)
            room = [max(a, b, key=len) for a, b in zip(own[: len(lines)], public, strict=False)]
        self.happened.reserve(room, step_frame(len(lines)))
        if cursor == 0:
            self.happened.setText(QCoreApplication.translate("MatchView", "Step 0: the match begins."))
        elif len(upto) >= cursor:
            self.happened.setText(
                QCoreApplication.translate("MatchView", "Step {n}: {line}").format(
                    n=cursor, line=upto[cursor - 1]
                )
            )
        else:
            self.happened.setText("")

    def update_landmarks(self, viewer: Seat | None) -> None:
        """Turn ends and round / scoring marks for the review bar, followed step by step as the
        record (or the viewer, whose log names the marks) changes (``Landmarks``); a LAN table
        has no record here, so a turn jump is a step there."""
        session, length = self._session(), self.table.length
        if session is None:
            if length != self._lan_length:
                self._lan_length = length
                self.review_bar.set_landmarks(range(length + 1), [])
            return
        marks = self.landmarks
        if marks.update(viewer, session.record, session.log_entries):
            self.review_bar.set_landmarks(marks.turns, marks.marks)
