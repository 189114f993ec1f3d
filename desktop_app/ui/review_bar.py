"""The review bar under the board: step through any match, finished, opened or running.

It only asks for a cursor position (``seek_requested``); the session moves its cursor and the
shell redraws, so the board shows exactly the state after that many steps. Besides single steps
it jumps by turn (where the mover changes) and by round (the round and scoring lines of the
log, painted on the slider so a player sees where the match turned before scrubbing to it).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QLine, QPoint, QSize, Qt, Signal
from PySide6.QtGui import QColor, QHelpEvent, QPainter, QPen
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QStyle,
    QStyleOptionSlider,
    QToolTip,
    QWidget,
)

from desktop_app.engine.messages import Message
from desktop_app.engine.seats import CHANCE, Seat
from desktop_app.ui import theme
from desktop_app.ui.flow_row import FlowRow
from desktop_app.ui.screen_sheet import dress
from desktop_app.ui.seen_by import SeenBy
from desktop_app.ui.text_size import screen_factor

#: Message id endings that open a round and that score: the engines' own words for the marks
#: (ids are stable, English text is not). A game without them gets no round marks.
ROUND_IDS = (".new_round", ".final_round")
SCORING_IDS = (".score", ".scored", ".nobody_scores", ".cash", ".game_over")
MARK_COLOURS = {"round": QColor(theme.INDIGO), "scoring": QColor("#B8860B")}
#: A step with a note: a small flag above the groove, in a colour no seat mark uses.
NOTE_COLOUR = QColor("#B03A2E")
#: A decision the analysis marked: a dot under the groove, yellow, orange or red (the worst on top).
JUDGED_COLOURS = {mark: QColor(colour) for mark, colour in theme.JUDGED.items()}
JUDGED_ORDER = {"inaccuracy": 0, "mistake": 1, "blunder": 2}


#: What a message id marks: ``_ROUND``, ``_SCORING`` or nothing (0), by id (a game has few ids).
_ROUND, _SCORING = 1, 2
_KINDS: dict[str, int] = {}


def _kind(message: object) -> int:
    """The strongest mark among the message ids in ``message``, nested ones too (a step can be
    "X, then Y scores"). A plain recursion that stops at the first scoring id, each id's kind
    looked up once: opening a 1,854-step match walks some 7,000 messages here, and the nested
    generators that listed every id first took 7 ms of it."""
    if isinstance(message, Message):
        kind = _KINDS.get(message.id)
        if kind is None:
            kind = _KINDS[message.id] = _id_kind(message.id)
        for _key, value in message.params:
            if kind == _SCORING:
                break
            if isinstance(value, (Message, tuple)):
                kind = max(kind, _kind(value))
        return kind
    kind = 0
    if isinstance(message, tuple):
        for item in message:
            if kind == _SCORING:
                break
            if isinstance(item, (Message, tuple)):
                kind = max(kind, _kind(item))
    return kind


def _id_kind(ident: str) -> int:
    return _SCORING if ident.endswith(SCORING_IDS) else _ROUND if ident.endswith(ROUND_IDS) else 0


def step_marks(entries: Sequence[object]) -> list[tuple[int, str]]:
    """(step, "round" | "scoring") for the log entries that open a round or score; step = index + 1."""
    marks: list[tuple[int, str]] = []
    for index, entry in enumerate(entries):
        kind = _kind(entry)
        # a round's scoring and the next round's opening are often one step: it shows as scoring
        if kind == _SCORING:
            marks.append((index + 1, "scoring"))
        elif kind == _ROUND:
            marks.append((index + 1, "round"))
    return marks


def turn_boundaries(movers: Sequence[Seat]) -> list[int]:
    """Cursor positions where a turn ends: ``p`` with step ``p + 1`` by another mover than step
    ``p`` (``movers[i]`` made step ``i + 1``). Chance steps belong to the turn they fall in."""
    bounds = [0]
    last: Seat | None = None
    for index, seat in enumerate(movers):
        if seat == CHANCE:
            continue
        if last is not None and seat != last:
            bounds.append(index)
        last = seat
    if len(movers) > 0:
        bounds.append(len(movers))
    return sorted(set(bounds))


def before(points: Sequence[int], step: int) -> int | None:
    """The largest of the sorted ``points`` below ``step``."""
    at = bisect_left(points, step)
    return points[at - 1] if at > 0 else None


def after(points: Sequence[int], step: int) -> int | None:
    """The smallest of the sorted ``points`` above ``step``."""
    at = bisect_right(points, step)
    return points[at] if at < len(points) else None


def _button(icon: QStyle.StandardPixmap, tip: str) -> QPushButton:
    button = QPushButton()
    button.setIcon(QApplication.style().standardIcon(icon))
    button.setToolTip(tip)
    scale = screen_factor()  # a 4K screen without desktop scaling: twice as big
    button.setFixedWidth(round(40 * scale))
    button.setIconSize(QSize(round(16 * scale), round(16 * scale)))
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return button


class MarkedSlider(QSlider):
    """A slider with a tick per round (indigo) and scoring (gold) step painted over its groove."""

    def __init__(self) -> None:
        super().__init__(Qt.Orientation.Horizontal)
        self.marks: list[tuple[int, str]] = []
        #: Steps that carry a note (``notes.py``).
        self.notes: list[int] = []
        #: Steps the analysis marked, and how (``analysis_view``): a dot under the groove.
        self.judged: dict[int, str] = {}

    def set_marks(self, marks: Sequence[tuple[int, str]]) -> None:
        marks = list(marks)
        if marks != self.marks:
            self.marks = marks
            self.update()

    def set_notes(self, steps: Sequence[int]) -> None:
        steps = sorted(steps)
        if steps != self.notes:
            self.notes = steps
            self.update()

    def set_judged(self, marks: dict[int, str]) -> None:
        if marks != self.judged:
            self.judged = dict(marks)
            self.update()

    def judged_at(self, x: int) -> int | None:
        """The marked step whose dot is nearest ``x`` (within a dot and a half), if any."""
        if not self.judged or self.maximum() <= self.minimum():
            return None
        place = self._placer()
        near = min(self.judged, key=lambda step: abs(place(step) - x))
        return near if abs(place(near) - x) <= 5 else None

    def event(self, event: QEvent) -> bool:
        """Under the pointer a dot of the analysis says its step and its mark ("Step 228: ??
        Blunder"): its colour alone said nothing to a person who had not read the guide."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            step = self.judged_at(event.pos().x())
            if step is not None:
                from desktop_app.ui.mark_names import mark_text

                said = QCoreApplication.translate("MatchView", "Step {n}: {line}")
                tip = said.format(n=step, line=mark_text(self.judged[step]))
                QToolTip.showText(event.globalPos(), tip, self)
                return True
            QToolTip.hideText()
        return super().event(event)

    def mark_x(self, step: int) -> int:
        """Where ``step`` lies along the groove, in this widget's pixels (tests click there)."""
        return self._placer()(step)

    def _placer(self) -> Callable[[int], int]:
        """``mark_x`` with the groove and the handle measured once: the style is asked for both
        once per paint, not twice per mark (a hundred marks cost a millisecond a review step)."""
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        style = self.style()
        groove = style.subControlRect(
            QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderGroove, self
        )
        handle = style.subControlRect(
            QStyle.ComplexControl.CC_Slider, option, QStyle.SubControl.SC_SliderHandle, self
        )
        span = max(1, groove.width() - handle.width())
        low, high, start = self.minimum(), self.maximum(), groove.x() + handle.width() // 2
        return lambda step: start + QStyle.sliderPositionFromValue(low, high, step, span)

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not (self.marks or self.notes or self.judged) or self.maximum() <= self.minimum():
            return
        painter = QPainter(self)
        top, bottom = 2, self.height() - 3
        place = self._placer()
        pens = {kind: QPen(colour, 2) for kind, colour in MARK_COLOURS.items()}
        other = QPen(QColor(theme.MUTED), 2)
        for kind in sorted({kind for _step, kind in self.marks}):
            painter.setPen(pens.get(kind, other))
            lines = []
            for step, its_kind in self.marks:
                if its_kind == kind:
                    x = place(step)
                    lines += [QLine(x, top, x, top + 4), QLine(x, bottom - 4, x, bottom)]
            painter.drawLines(lines)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(NOTE_COLOUR)
        for step in self.notes:
            x = place(step)
            painter.drawPolygon([QPoint(x - 4, top), QPoint(x + 4, top), QPoint(x, top + 6)])
        for step, mark in sorted(self.judged.items(), key=lambda item: JUDGED_ORDER.get(item[1], 0)):
            painter.setBrush(JUDGED_COLOURS.get(mark, NOTE_COLOUR))
            painter.drawEllipse(QPoint(place(step), bottom - 3), 3, 3)
        painter.end()


#: The step counter's least width.
COUNTER_LEAST = 150


def _counters() -> tuple[str, str]:
    """The step counter's texts in review and at the live position, in the chosen language."""
    return (
        QCoreApplication.translate("ReviewBar", "Step {n} of {total} — reviewing"),
        QCoreApplication.translate("ReviewBar", "Step {n} of {total} — live"),
    )


class ReviewBar(QWidget):
    """First / back / forward / last, a marked slider, the step counter and "Resume play from here"."""

    seek_requested = Signal(int)
    resume_requested = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.step = 0
        self.steps = 0
        #: Cursor positions where turns end, and the steps of round / scoring marks (sorted).
        self.turns: list[int] = []
        self.rounds: list[int] = []
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        dress(self, "reviewBar")
        layout = self._layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        self._step_buttons()
        self.slider = MarkedSlider()
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.label = QLabel()
        self.label.setMinimumWidth(COUNTER_LEAST)
        #: What the step counter's room was measured for (``_keep_counter_room``).
        self._counter_for: tuple[object, ...] | None = None
        dress(self.label, "reviewLabel")
        self.resume = QPushButton(QCoreApplication.translate("ReviewBar", "Resume play from here"))
        self.resume.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Its room is kept while it is hidden (live): the slider has one length whether the
        # match is live or reviewed, so a drag that starts at the live end does not see the
        # handle jump as review begins, and the window's least width does not change with it
        # (that laid the bar out again and sent the window new size hints at every step into
        # review or back to the end, issue 18).
        policy = self.resume.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.resume.setSizePolicy(policy)
        self._seen_by_and_graph()
        for widget in (self.first, self.back, self.forward, self.last):
            layout.addWidget(widget)
        layout.addWidget(self.slider, 1)
        layout.addWidget(self.label)
        layout.addWidget(self.resume)
        self._tools_line()
        self.first.clicked.connect(self.go_first)
        self.back.clicked.connect(self.go_back)
        self.forward.clicked.connect(self.go_forward)
        self.last.clicked.connect(self.go_last)
        self.slider.valueChanged.connect(self._slid)
        self.resume.clicked.connect(self.resume_requested)

    def _step_buttons(self) -> None:
        """First, back, forward and latest step, each with its keys in its tooltip."""
        pix = QStyle.StandardPixmap
        self.first = _button(
            pix.SP_MediaSkipBackward, QCoreApplication.translate("ReviewBar", "First step (Home)")
        )
        self.back = _button(
            pix.SP_MediaSeekBackward,
            QCoreApplication.translate(
                "ReviewBar", "One step back (Left; Ctrl+Left: a turn, PageUp: a round)"
            ),
        )
        self.forward = _button(
            pix.SP_MediaSeekForward,
            QCoreApplication.translate(
                "ReviewBar", "One step forward (Right; Ctrl+Right: a turn, PageDown: a round)"
            ),
        )
        self.last = _button(
            pix.SP_MediaSkipForward, QCoreApplication.translate("ReviewBar", "Latest step (End)")
        )

    def _seen_by_and_graph(self) -> None:
        """Whose eyes the screen shows, the note of an older rules version, and the graph's toggle."""
        #: Whose eyes the screen shows (``seen_by``), and the match graph's toggle.
        self.seen_by = SeenBy()
        # "Played under the rules of version 1": a match from before a rules correction (issue
        # 31). A line of its own for the screen to place: beside "Seen by" it took the room of
        # the step line at 1000 px. It shows for the whole of such a match, so the board keeps
        # its size from step to step.
        self.rules_note = QLabel()
        dress(self.rules_note, "reviewLabel")
        self.rules_note.setContentsMargins(8, 0, 8, 0)
        self.rules_note.hide()
        self._rules_shown: str | None = None
        self.graph_button = QPushButton(QCoreApplication.translate("ReviewBar", "Graph"))
        self.graph_button.setCheckable(True)
        self.graph_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.graph_button.setToolTip(
            QCoreApplication.translate("ReviewBar", "Standings and win chances over the whole match")
        )

    def _tools_line(self) -> None:
        """The "Seen by" choice and the graph's toggle, for the screen to place on the line above
        the bar (the bar itself keeps its width for the slider): a row that wraps where the column
        is narrower than its tools (``flow_row``)."""
        self.tools = QWidget()
        tools = FlowRow(self.tools)
        tools.setContentsMargins(0, 0, 0, 0)
        seen_group = QWidget()  # "Seen by" and its choice stay on one line together
        seen_row = QHBoxLayout(seen_group)
        seen_row.setContentsMargins(0, 0, 0, 0)
        #: "Seen by", which a short row leaves out (``board_column.UnderRow``).
        self.seen_label = seen = QLabel(QCoreApplication.translate("ReviewBar", "Seen by"))
        dress(seen, "reviewLabel")
        seen_row.addWidget(seen)
        seen_row.addWidget(self.seen_by)
        tools.addWidget(seen_group)
        tools.addWidget(self.graph_button)
        self._tools = tools

    def add_tools(self, widgets: Sequence[QWidget]) -> None:
        """More buttons on the tools line (the notes' Bookmark and Note…), before the graph's."""
        for widget in widgets:
            self._tools.insertWidget(self._tools.count() - 1, widget)

    def show_rules(self, version: str | None) -> None:
        """Say that the match follows the older rules ``version`` (it was played before a rules
        correction, and replays and continues under them); None: the current rules, nothing said."""
        if version == self._rules_shown:
            return
        self._rules_shown = version
        if version is not None:
            self.rules_note.setText(
                QCoreApplication.translate("ReviewBar", "Played under the rules of version {version}").format(
                    version=version
                )
            )
            self.rules_note.setToolTip(
                QCoreApplication.translate(
                    "ReviewBar",
                    "This match began before a correction of the game's rules: it replays and "
                    "continues under the rules it was played under.",
                )
            )
        self.rules_note.setVisible(version is not None)

    def update_position(self, cursor: int, length: int, casual: bool) -> None:
        self.step, self.steps = cursor, length
        self.slider.blockSignals(True)
        self.slider.setRange(0, length)
        self.slider.setValue(cursor)
        self.slider.blockSignals(False)
        reviewing = cursor != length
        counters = _counters()
        self._keep_counter_room(length, counters)
        self.label.setText(counters[0 if reviewing else 1].format(n=cursor, total=length))
        self.first.setEnabled(cursor > 0)
        self.back.setEnabled(cursor > 0)
        self.forward.setEnabled(reviewing)
        self.last.setEnabled(reviewing)
        self.resume.setVisible(reviewing)
        self.resume.setEnabled(reviewing and casual)
        self.resume.setToolTip(
            QCoreApplication.translate("ReviewBar", "Drop every step after this one and play on from here.")
            if casual
            else QCoreApplication.translate(
                "ReviewBar", "Only casual matches can be resumed from an earlier step."
            )
        )

    def sizeHint(self) -> QSize:
        return self._with_resume_height(super().sizeHint())

    def minimumSizeHint(self) -> QSize:
        return self._with_resume_height(super().minimumSizeHint())

    def _with_resume_height(self, hint: QSize) -> QSize:
        """As tall while the match is live as in review, where "Resume play from here" shows:
        with the application's style sheet that button stands a pixel taller than the step
        buttons, and the bar growing by it as review began shrank the board above by a pixel,
        which rescaled it and painted every piece anew (a 27-34 ms first step back, against
        3-8 ms). Asked of the button's own hint, so a change of style or language counts."""
        margins = self._layout.contentsMargins()
        return hint.expandedTo(QSize(0, self.resume.sizeHint().height() + margins.top() + margins.bottom()))

    def _keep_counter_room(self, length: int, counters: tuple[str, str]) -> None:
        """Give the step counter the size of its widest text at this match length: its text
        changes at every step, and a counter that followed it resized the slider beside it under
        a dragging pointer (and laid the bar out again and repainted the slider, at each step)."""
        label = self.label
        label.ensurePolished()  # the font its style sheets give it
        key = (length, counters, label.font().key())
        if key == self._counter_for:
            return
        self._counter_for = key
        metrics = label.fontMetrics()
        widest = max("0123456789", key=metrics.horizontalAdvance) * len(str(length))
        width = max(metrics.horizontalAdvance(text.format(n=widest, total=length)) for text in counters)
        margins = label.contentsMargins()
        width += margins.left() + margins.right() + 2 * label.margin() + 2  # as QLabel rounds
        # fixed in both directions: a new text then lays nothing out again
        label.setFixedSize(max(COUNTER_LEAST, width), label.sizeHint().height())

    def set_landmarks(self, turns: Sequence[int], marks: Sequence[tuple[int, str]]) -> None:
        """Where turns end and where rounds open or scoring happens (``step_marks``)."""
        self.turns = list(turns)
        self.rounds = sorted({step for step, _kind in marks})
        self.slider.set_marks(marks)

    def _request(self, step: int) -> None:
        step = max(0, min(self.steps, step))
        if step != self.step:
            self.seek_requested.emit(step)

    def go_first(self) -> None:
        self._request(0)

    def go_back(self) -> None:
        self._request(self.step - 1)

    def go_forward(self) -> None:
        self._request(self.step + 1)

    def go_last(self) -> None:
        self._request(self.steps)

    def go_prev_turn(self) -> None:
        target = before(self.turns, self.step)
        self._request(0 if target is None else target)

    def go_next_turn(self) -> None:
        target = after(self.turns, self.step)
        self._request(self.steps if target is None else target)

    def go_prev_round(self) -> None:
        """To the previous round or scoring mark; a game without marks jumps a turn instead."""
        if not self.rounds:
            self.go_prev_turn()
            return
        target = before(self.rounds, self.step)
        self._request(0 if target is None else target)

    def go_next_round(self) -> None:
        if not self.rounds:
            self.go_next_turn()
            return
        target = after(self.rounds, self.step)
        self._request(self.steps if target is None else target)

    def _slid(self, value: int) -> None:
        self._request(value)
