"""The analysis on a match screen: the "Analyse" button, and the rest made when it is first needed.

Most screens never analyse, and the analysis's modules (the bots' judging code, its process, its
bar) cost tens of milliseconds to import: a match's first paint must not wait for them (issue 19).
So only the button is made with the screen; ``analysis_view.AnalysisControl`` is made when the
button is clicked or when the match already holds an analysis (from its file or its archive
entry), and from then on it gives the screen its marks: after the log lines, on the slider, on
the graph, and its bar under the board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QPushButton

from desktop_app.engine.messages import Message

if TYPE_CHECKING:
    from desktop_app.ai.analysis import Work
    from desktop_app.ai.analysis_record import Judgement
    from desktop_app.engine.action import Action
    from desktop_app.ui.analysis_view import AnalysisControl


def with_chance(line: Message, chance: float) -> Message:
    """``ai.why``'s line with the analysis's own chance after the move: the bar has just said it
    (after a playout, over more rebuilt states), and the two must not disagree."""
    said = Message.make("engine.why.chance", percent=round(100 * chance))
    reason = line.get("reason")
    if isinstance(reason, Message) and reason.id == "engine.why.and":
        said = Message.make("engine.why.and", first=reason.get("first"), then=said)
    elif not (isinstance(reason, Message) and reason.id == "engine.why.chance"):
        return line
    return Message.make(line.id, **{**line.kwargs, "reason": said})


class MatchAnalysis:
    """``view``'s analysis: its button on the review tools, its control once there is one."""

    def __init__(self, view: Any) -> None:
        """``view``: the ``MatchView`` (not imported here: it imports this module)."""
        self.view = view
        self.button = QPushButton(QCoreApplication.translate("Analysis", "Analyse"))
        self.button.setToolTip(
            QCoreApplication.translate("Analysis", "Judge every decision from what its player knew then")
        )
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.button.clicked.connect(self.start)
        view.review_bar.add_tools([self.button])
        self.control: AnalysisControl | None = None
        #: How much an analysis started here does (None: ``analysis.DEFAULT_WORK``; tests ask less).
        self.work: Work | None = None

    def _made(self) -> AnalysisControl:
        if self.control is None:
            from desktop_app.ui.analysis_view import AnalysisControl

            view = self.view
            control = AnalysisControl(
                view, lambda: view.session, lambda: view.table.cursor, self.seats, view.seek, self.better
            )
            control.changed.connect(view.refresh)
            control.marks_changed.connect(self.follow)
            if self.work is not None:
                control.work = self.work
            column = view.column
            column.insertWidget(column.indexOf(column.under_row), control.bar)
            self.control = control
        return self.control

    def start(self) -> None:
        self._made().start()

    def seats(self) -> set[int]:
        """Whose judgements the screen may show: every seat's once the match is over (every secret
        is public then), else only those of the seat whose eyes it shows."""
        view = self.view
        if view.table.is_over:
            return set(range(len(view.table.seats)))
        return {view.viewer} if isinstance(view.viewer, int) and not view.locked else set()

    def follow(self) -> None:
        """Before the screen draws its log: the marks it may show (no control: none)."""
        session = self.view.session
        self.button.setEnabled(session is not None and bool(session.record) and not self._running())
        if self.control is None and (session is None or session.analysis is None):
            self.view.review.analysis_marks = {}
            return
        control = self._made()
        control.refresh()
        marks = control.marks()
        self.view.review.analysis_marks = marks
        self.view.review_bar.slider.set_judged(marks)
        graph = self.view.review.existing_graph
        if graph is not None:
            graph.canvas.set_judged(control.graph_marks())

    def _running(self) -> bool:
        return self.control is not None and self.control.running

    def better(self, item: Judgement) -> str:
        """Go to the position before ``item``'s decision, through the mover's eyes where the screen
        offers them, draw the suggestion there and return the line saying why."""
        from desktop_app.ai.why import why
        from desktop_app.ui.ghost import choices_seen_by, show_ghost
        from desktop_app.ui.lang import render_message

        view = self.view
        if item.seat in view.offered_perspectives() and view.perspective != item.seat:
            view.choose_perspective(item.seat)
        view.seek(item.step - 1)
        session = view.session
        # the decision as its mover faced it (a side panel in review offers no buttons of its
        # own), its secret part only through the mover's eyes
        choices: list[Action] = []
        if session is not None:
            before = session.state_at(item.step - 1)
            legal = session.game.legal_actions(before, item.seat)
            choices = choices_seen_by(session.game, before, item.seat, view.viewer, legal)
        show_ghost(view.board, item.suggested, choices)
        try:
            seen = view.table.review_view(item.seat)
        except ValueError:
            return ""
        line = with_chance(why(view.table.game, seen, item.seat, item.suggested), item.suggested_chance)
        return render_message(line, view.table.seat_names)

    def cancel(self) -> None:
        if self.control is not None:
            self.control.cancel()
