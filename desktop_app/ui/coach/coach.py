"""The coach over one match screen (issue 35, item 4): a lesson's steps, or first-time tips.

It reads only what the screen reads — the table's view and legal actions for the seat at the
screen, the board's targets — and says the step whose trigger holds (``lessons``). What the person
does goes through the board as ever; the coach listens to the board's ``action_chosen`` (a step is
done, a tip read) and ``refused`` (the engine's reason, said again in the coach's words). Its
progress lives in a ``Progress`` kept with the table, so a screen made anew over the same match
(another language) goes on where the lesson was.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QTimer
from PySide6.QtWidgets import QWidget
from shiboken6 import isValid as shiboken_alive

from desktop_app.engine.action import Action
from desktop_app.ui.coach.bubble import CoachBubble
from desktop_app.ui.coach.lessons import TIPS, Lesson, Step
from desktop_app.ui.coach.pointing import Pointer, first_pointer
from desktop_app.ui.coach.tips import mark_seen, seen_tips, tip_for, tip_key

if TYPE_CHECKING:
    from desktop_app.ui.match_view import MatchView

#: Events after which the coach looks again: the screen's size, a click or key in what it
#: points at (a click inside a picker changes no table and no prompt, yet the step points at
#: the picker's next part after it), and a move or new size of it or a widget it lies in (the
#: ring follows a button that a layout moved).
_LOOK_AGAIN = frozenset(
    {
        QEvent.Type.Resize,
        QEvent.Type.Move,
        QEvent.Type.Show,
        QEvent.Type.MouseButtonRelease,
        QEvent.Type.KeyRelease,
    }
)

#: Pixels around a target on the board that the bubble leaves free.
NEAR = 90

#: The person's seat in a guided match.
LESSON_SEAT = 0

#: A bubble's buttons: (key, label); ``Coach._chosen`` does what a key means.
Buttons = Sequence[tuple[str, str]]


def _tr(text: str) -> str:
    """A lesson's or tip's text (marked with ``QT_TRANSLATE_NOOP("Coach", ...)``) in the
    language in force."""
    return QCoreApplication.translate("Coach", text)


@dataclass
class Progress:
    """How far a match's lesson has come (None: an ordinary match, with tips)."""

    lesson: Lesson | None = None
    done: set[int] = field(default_factory=set)
    moves: int = 0
    #: The lesson was left to play on as a normal match: the coach says nothing more.
    closed: bool = False

    @property
    def finished(self) -> bool:
        """Every step done, or the person played the lesson's moves: the closing words are due."""
        lesson = self.lesson
        if lesson is None:
            return False
        wanted = {i for i, step in enumerate(lesson.steps) if step.phase is not None}
        return wanted <= self.done or self.moves >= lesson.moves


@dataclass(frozen=True)
class Said:
    """What the bubble says now: ``key`` names it (a step, a tip), so a refusal stays with it."""

    key: tuple[str, object]
    heading: str
    text: str
    buttons: Buttons
    point: tuple[str, ...] = ()


class Coach(QObject):
    """The bubble over ``match`` and what decides its words."""

    def __init__(
        self, match: MatchView, progress: Progress, *, tips: bool, leave: Callable[[], object]
    ) -> None:
        super().__init__(match)
        self.match = match
        self.progress = progress
        self.tips = tips
        self._leave = leave
        self._seen = seen_tips()
        self.bubble = CoachBubble(match)
        self.bubble.chosen.connect(self._chosen)
        self.said: Said | None = None
        #: Where the bubble points now (tests click its middle, as the person is asked to).
        self.pointer: Pointer | None = None
        self.refusal = ""
        self._situation: tuple[tuple[int, int, int], str | None, frozenset[str]] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.update)
        match.changed.connect(self.soon)
        board = match.board
        board.prompt_changed.connect(self._prompt_changed)
        board.refused.connect(self._refused)
        board.action_chosen.connect(self._acted)
        match.installEventFilter(self)
        match.board_view.installEventFilter(self)
        #: The widget pointed at and those it lies in below the screen: a click in it (a picker's
        #: first half) or a move of any of them asks again where to point.
        self._watched: list[QWidget] = []
        self.soon()

    # --- listening -----------------------------------------------------------------------------

    def soon(self) -> None:
        self._timer.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _LOOK_AGAIN:
            self.soon()
        return False

    def _watch(self, widget: QWidget | None) -> None:
        """Look again after each click in ``widget`` (the one pointed at) and each move of it or
        of a widget it lies in, and of no other."""
        chain: list[QWidget] = []
        while widget is not None and widget is not self.match:
            if widget is not self.match.board_view:  # watched for good (``__init__``)
                chain.append(widget)
            widget = widget.parentWidget()
        if chain == self._watched:
            return
        for old in self._watched:
            if shiboken_alive(old):
                old.removeEventFilter(self)
        self._watched = chain
        for new in chain:
            new.installEventFilter(self)

    def _prompt_changed(self, _text: str) -> None:
        """A step of a choice was made (an official picked up): a refusal said before is stale,
        as under the prompt (``MatchView._prompt_changed``)."""
        self.refusal = ""
        self.soon()

    def _refused(self, reason: str) -> None:
        if self.said is None or self.said.key[0] not in ("step", "again"):
            return
        reason = reason.strip()
        if not reason.endswith((".", "!", "?")):  # the engine's reasons end with their rule id
            reason += "."
        self.refusal = QCoreApplication.translate(
            "Coach", "The rules do not allow that: {reason} Try where the ring points."
        ).format(reason=reason)
        self.update()

    def _acted(self, _action: Action) -> None:
        said, progress = self.said, self.progress
        self.refusal = ""
        if progress.lesson is not None and not progress.closed and not progress.finished:
            progress.moves += 1
            if said is not None and said.key[0] == "step":
                progress.done.add(int(said.key[1]))  # type: ignore[call-overload]
        elif said is not None and said.key[0] == "tip":
            self._put_away(str(said.key[1]))
        self.soon()

    def apply(self, tips: bool) -> None:
        """The Preferences changed: tips on or off, and those put away read again."""
        self.tips = tips
        self._seen = seen_tips()
        self.soon()

    # --- deciding ------------------------------------------------------------------------------

    def update(self) -> None:
        """Say what is due now, pointing at it, or nothing."""
        match = self.match
        if match.board is None or not match.isVisible():
            return
        progress = self.progress
        if progress.lesson is not None and not progress.closed:
            said = self._lesson_words(progress.lesson)
        else:
            said = self._tip_words()
        if said is None:
            self.said = self.pointer = None
            self._watch(None)
            self.bubble.hide_all()
            return
        if self.said is None or said.key != self.said.key:
            self.refusal = ""
        self.said = said
        self.pointer = first_pointer(match, said.point) if said.point else None
        self._watch(self.pointer.widget if self.pointer is not None else None)
        self.bubble.say(said.heading, said.text, said.buttons, refusal=self.refusal)
        view = match.board_view
        home = QRect(view.mapTo(match, QPoint(0, 0)), view.size())
        pointer = self.pointer
        if pointer is None:
            self.bubble.aim(None, home)
            return
        side = match.side
        avoid = QRect(side.mapTo(match, QPoint(0, 0)), side.size())
        in_side = side.isAncestorOf(pointer.widget)
        target = pointer.on(match)
        # on the board, the pieces around the target stay in sight too (the other officials)
        near = target.adjusted(-NEAR, -NEAR, NEAR, NEAR)
        self.bubble.aim(target, home, avoid if in_side else near, avoid.left() if in_side else None)

    def _situation_of(self, seat: int) -> tuple[str | None, frozenset[str]] | None:
        """The phase and the kinds of legal action of ``seat``, when it is to act at the screen."""
        match, table = self.match, self.match.table
        if match.viewer != seat or match.locked or table.is_reviewing or table.is_over:
            return None
        if seat not in table.to_move(live=True):
            return None
        look = (table.length, table.cursor, seat)
        known = self._situation
        if known is None or known[0] != look:
            legal = table.legal_actions(seat)
            phase = table.view(seat).get("phase")
            kinds = frozenset(a.type for a in legal)
            known = self._situation = (look, phase if isinstance(phase, str) else None, kinds)
        return known[1], known[2]

    def _lesson_words(self, lesson: Lesson) -> Said | None:
        progress = self.progress
        leave = ("leave", QCoreApplication.translate("Coach", "Leave"))
        own = ("own", QCoreApplication.translate("Coach", "On my own"))
        heading = QCoreApplication.translate("Coach", "Coach")
        if progress.finished:
            return Said(
                ("closing", 0),
                heading,
                _tr(lesson.closing),
                [("play_on", QCoreApplication.translate("Coach", "Play on")), leave],
            )
        for index, step in enumerate(lesson.steps):
            if index not in progress.done and step.phase is None:
                return Said(
                    ("intro", index),
                    heading,
                    _tr(step.text),
                    [
                        ("next", QCoreApplication.translate("Coach", "Next")),
                        own,
                        leave,
                    ],
                )
        situation = self._situation_of(LESSON_SEAT)
        if situation is None:
            return None
        phase, kinds = situation
        for index, step in enumerate(lesson.steps):
            if index not in progress.done and _triggered(step, phase, kinds):
                return Said(("step", index), heading, _tr(step.text), [own, leave], step.point)
        for index, step in enumerate(lesson.steps):  # a step done before comes again: shorter
            if _triggered(step, phase, kinds):
                again = _tr(step.again) if step.again else _tr(step.text)
                return Said(("again", index), heading, again, [own, leave], step.point)
        return None

    def _tip_words(self) -> Said | None:
        match = self.match
        progress = self.progress
        if not self.tips or match.viewer is None or (progress.lesson is not None and not progress.closed):
            return None
        game_id = match.table.game.id
        if all(tip_key(game_id, tip.phase) in self._seen for tip in TIPS.get(game_id, ())):
            return None  # every tip put away: no view to build at each step
        situation = self._situation_of(match.viewer)
        if situation is None:
            return None
        tip = tip_for(game_id, situation[0])
        if tip is None:
            return None
        key = tip_key(game_id, tip.phase)
        if key in self._seen:
            return None
        return Said(
            ("tip", key),
            QCoreApplication.translate("Coach", "Tip"),
            _tr(tip.text),
            [("got_it", QCoreApplication.translate("Coach", "Got it"))],
            tip.point,
        )

    # --- the bubble's buttons ------------------------------------------------------------------

    def _chosen(self, key: str) -> None:
        """A button of the bubble: what its key means for what is said now."""
        said = self.said
        if said is None:
            return
        if key == "next" and said.key[0] == "intro":
            self.progress.done.add(int(said.key[1]))  # type: ignore[call-overload]
            self.update()
        elif key == "got_it" and said.key[0] == "tip":
            self._put_away(str(said.key[1]))
        elif key in ("own", "play_on"):
            self.play_on()
        elif key == "leave":
            self.leave()

    def _put_away(self, key: str) -> None:
        mark_seen(key)
        self._seen.add(key)
        self.soon()

    def play_on(self) -> None:
        """Finish the match as a normal one: the coach's lesson ends, and the phases it taught
        (the one it is explaining now too) count as explained: their tips are put away. A phase
        it did not reach gets its tip."""
        progress, lesson, said = self.progress, self.progress.lesson, self.said
        progress.closed = True
        if lesson is not None:
            taught = set(progress.done)
            if said is not None and said.key[0] in ("step", "again"):
                taught.add(int(said.key[1]))  # type: ignore[call-overload]
            for index in sorted(taught):
                phase = lesson.steps[index].phase
                if phase is not None:
                    self._put_away(tip_key(lesson.game_id, phase))
        self.update()

    def leave(self) -> None:
        self.bubble.hide_all()
        self._leave()


def _triggered(step: Step, phase: str | None, kinds: frozenset[str]) -> bool:
    return step.phase == phase and (step.action is None or step.action in kinds)
