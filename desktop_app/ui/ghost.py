"""The board ghost: one suggested action drawn over a board without taking it (issue 35).

A hint while practising and "Show the better move" in review both call ``show_ghost(board,
action)``: the board names the action's shapes (``Board.ghost_marks``, drawn from the action and
the view the board last drew, so from nothing the seat at the screen may not know), a translucent
item paints them over the scene, the side panel's inputs are turned to it (``Board.show_inputs``:
a bribe's dials, a disc's slots, a bid's amount) and the button that would take the action
glows. ``clear_ghost(board)`` takes it all off again (the inputs stay as they were turned).

A ghost belongs to one position: ``follow_ghost(board, view)``, called after each sync of the
board, keeps it while the board shows that same view (a repaint, a badge changing) and puts the
glow back on the side panel's rebuilt buttons, and removes it at the first change of the view (a
move, an undo, a step in review).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

import shiboken6
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QGraphicsDropShadowEffect, QScrollArea, QWidget

from desktop_app.engine.action import Action
from desktop_app.engine.protocol import Entry, Game
from desktop_app.engine.seats import Seat
from desktop_app.ui.choice_list import ChoiceList
from desktop_app.ui.games.base import Board
from desktop_app.ui.games.ghost_marks import GhostItem, GhostMarks
from desktop_app.ui.glow_frame import GlowFrame

#: The glow around a button that would take the suggested action.
GLOW = QColor(30, 80, 255)
#: The name of the dynamic property that marks a glowing button (tests and tools look for it).
GLOWING = "ghost"


class Ghost:
    """One ghost on one board: the action, the view it was drawn for, its item and glows."""

    def __init__(
        self,
        board: Board,
        action: Action,
        marks: GhostMarks,
        choices: Sequence[Action] = (),
    ) -> None:
        self.board = board
        self.action = action
        self.marks = marks
        #: The decision the action was one of, put up on a side panel that offers none (review).
        self.choices = tuple(choices)
        self.view: Any = _board_view(board)
        self.put_up()
        self.item = GhostItem(marks) if marks.on_board() else None
        if self.item is not None:
            board.scene.addItem(self.item)
        self.glowing: list[QWidget] = []
        #: The rings around the lit controls (``glow_frame``: a glow alone is clipped in a row).
        self.frame: GlowFrame | None = None
        self.glow()
        self.show_glowing()

    def put_up(self) -> None:
        """The decision on the side panel (review) and its inputs turned to the action."""
        if self.choices:
            self.board.show_choices(self.choices)
        self.board.show_inputs(self.action)

    def glow(self) -> None:
        """Light the side panel's controls named by the marks (again, after a rebuild); a name
        that is a row of a list of choices (many cards) makes it the list's current row and
        lights the list and its button. A control may lie under the panel, outside its scroll
        area (``Board.side_footer``: Maharaja's End turn)."""
        self.unglow()
        sides = [side for side in (self.board.side_widget(), self.board.side_footer()) if side is not None]
        if not sides:
            return
        side = sides[0]
        for name in self.marks.controls:
            found = (w for panel in sides for w in panel.findChildren(QWidget, name) if _shown_in(w, panel))
            widget = next(found, None)
            if widget is not None:
                self._light(widget)
                continue
            for chooser in side.findChildren(ChoiceList):
                if _shown_in(chooser, side) and name in {c.key for c in chooser.choices}:
                    chooser.select(name)
                    chooser.entries.scrollToItem(chooser.entries.currentItem())
                    self._light(chooser.entries)
                    self._light(chooser.button)
        if self.glowing:
            # the ring is drawn in the panel that holds the first lit control
            side = next((panel for panel in sides if panel.isAncestorOf(self.glowing[0])), side)
            frame = self.frame
            if frame is None or not shiboken6.isValid(frame) or frame.parentWidget() is not side:
                if frame is not None and shiboken6.isValid(frame):
                    frame.deleteLater()
                self.frame = frame = GlowFrame(side, GLOW)
            frame.surround([widget for widget in self.glowing if side.isAncestorOf(widget)])

    def _light(self, widget: QWidget) -> None:
        effect = QGraphicsDropShadowEffect(widget)
        effect.setColor(GLOW)
        effect.setBlurRadius(36)
        effect.setOffset(0, 0)
        widget.setGraphicsEffect(effect)
        widget.setProperty(GLOWING, True)
        self.glowing.append(widget)

    def show_glowing(self) -> None:
        """Scroll a side column that scrolls to the first lit control, once it is laid out (a
        lit button under the column's fold at 1280x720 showed nothing)."""
        if self.glowing:
            QTimer.singleShot(0, partial(_scroll_to, self.glowing[0]))

    def unglow(self) -> None:
        for widget in self.glowing:
            if shiboken6.isValid(widget):
                widget.setGraphicsEffect(None)  # type: ignore[arg-type]  # None removes the effect
                widget.setProperty(GLOWING, False)
        self.glowing = []
        if self.frame is not None and shiboken6.isValid(self.frame):
            self.frame.surround([])

    def remove(self) -> None:
        self.unglow()
        self.board.show_inputs(self.action, on=False)
        if self.frame is not None and shiboken6.isValid(self.frame):
            self.frame.deleteLater()
        self.frame = None
        if self.choices:
            self.choices = ()
            self.board.show_choices(())
        if self.item is not None and shiboken6.isValid(self.item) and self.item.scene() is not None:
            self.item.scene().removeItem(self.item)
        self.item = None


def _shown_in(widget: QWidget, side: QWidget) -> bool:
    """Is ``widget`` part of what ``side`` shows? A panel's button laid out a moment ago is shown
    at the next turn of the event loop, so its own flag is not asked; one retired into a hidden
    parent (``widget_pool``) or hidden itself after it was shown is not."""
    if widget.isHidden() and widget.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide):
        return False
    parent = widget.parentWidget()
    while parent is not None and parent is not side:
        if parent.isHidden():
            return False
        parent = parent.parentWidget()
    return parent is side


def _scroll_to(widget: QWidget) -> None:
    if not shiboken6.isValid(widget) or not widget.isVisible():
        return
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QScrollArea):
        parent = parent.parentWidget()
    if parent is not None:
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)  # the column laid out first
        parent.ensureWidgetVisible(widget, 0, 12)


def _board_view(board: Board) -> Any:
    return getattr(board, "view", None)


def show_ghost(board: Board, action: Action, choices: Sequence[Action] = ()) -> GhostMarks:
    """Draw ``action`` over ``board`` as a ghost (replacing any ghost it had); the marks drawn.

    The side panel's inputs are turned to it (a bribe's dials, a disc's slots, a bid's amount:
    ``Board.show_inputs``) and its Confirm lit, and a side column that scrolls shows the lit
    control. ``choices``: the decision ``action`` was one of, where the board shows no choices
    of its own (in review), as far as the board's viewer may see them (``choices_seen_by``):
    its side panel puts them up as their mover saw them, so the suggested button has something
    to light. The marks may be empty for
    an action with nothing to point at on this board; the caller then still has its words
    (``ai.why``) to say."""
    clear_ghost(board)
    marks = board.ghost_marks(action)
    board.ghost = Ghost(board, action, marks, choices)
    return marks


def choices_seen_by(
    game: Game, state: Any, mover: Seat, viewer: Seat | None, choices: Sequence[Action]
) -> list[Action]:
    """The part of ``mover``'s decision ``choices`` (in ``state``) that ``viewer`` may see put
    up: a choice the log hides from ``viewer`` (a bribe, F-2.5; an action disc, M-10.1) is the
    mover's secret, so the engine's own redaction decides, not a list of secret kinds here."""
    return [a for a in choices if game.redact(Entry(mover, a), viewer, state) == Entry(mover, a)]


def clear_ghost(board: Board) -> None:
    """Take ``board``'s ghost off, if it has one."""
    ghost = ghost_of(board)
    board.ghost = None
    if ghost is not None:
        ghost.remove()


def ghost_of(board: Board) -> Ghost | None:
    """The ghost now on ``board`` (tests, the screen's hint line)."""
    ghost = board.ghost
    return ghost if isinstance(ghost, Ghost) else None


def follow_ghost(board: Board) -> bool:
    """After a sync of ``board``: keep its ghost if the board still shows the view it was drawn
    for (its buttons lit again, the panel may have made them anew), else take it off. True if a
    ghost is still shown."""
    ghost = ghost_of(board)
    if ghost is None:
        return False
    if _board_view(board) != ghost.view:
        clear_ghost(board)
        return False
    if ghost.choices:
        ghost.put_up()  # a sync put up the board's own (none, in review)
    ghost.glow()
    return True
