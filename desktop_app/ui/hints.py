"""Hints while practising (issue 35, item 3): the computer's choice for the seat at the screen.

"Hint" (the button in the board's lower right corner, or the H key) asks the strongest bot what it would do
for the person whose view the screen shows, knowing exactly what that person knows: the bot gets
the table's view of that seat and its legal actions, as a computer player of that seat would
(``bots.py``), never a state. It thinks off the UI thread within its level's move budget; its
answer is drawn on the board as a ghost (``ghost.py``) with the line saying why (``ai/why.py``)
in the notice strip over the board, and both go at the next change of the position.

The match keeps that a hint was taken at that step (``Table.note_hint``: the match file's
``hints``, outside the digest), and the finished-matches list counts them. In a LAN match hints
are off unless the host allowed them for everyone (``Table.hints_allowed``); a client then asks
its own bot, from its own view.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractScrollArea, QGraphicsView, QPushButton, QWidget

from desktop_app.ai.base import make_bot
from desktop_app.ai.budget import BUDGETS
from desktop_app.ai.why import why
from desktop_app.engine.action import Action
from desktop_app.engine.messages import Message
from desktop_app.engine.seats import Seat
from desktop_app.threads import hand_over_quickly, hold_collection, let_collection_go, resume_collection
from desktop_app.ui.games.base import Board
from desktop_app.ui.ghost import clear_ghost, ghost_of, show_ghost
from desktop_app.ui.lang import render_message
from desktop_app.ui.prompt_lines import NoticeLine
from desktop_app.ui.table import Table

#: The level whose choice a hint shows: the strongest that answers within a move's wait (expert
#: thinks twice as long).
LEVEL = "hard"
#: Of the level's move budget, what is left for the line saying why (measured at most 17 ms, a
#: five-prince Maharaja match on a busy machine): the whole hint stays within the budget.
WHY_SECONDS = 0.15
#: How long the line saying why stays over the board (it goes sooner with the position).
LINE_MS = 60_000
#: The key that asks for a hint (no other shortcut of the match screen uses it).
KEY = "H"

Ticket = tuple[int, int, Seat]

#: Controls closed while their bot still thinks: kept until the (ignored) answer arrives.
_RETIRING: set[HintControl] = set()


class HintControl(QObject):
    """The Hint button and key of one match screen, and the bot that answers them."""

    #: (ticket, action or None, why-line or None, error text), from the worker thread.
    _answered = Signal(object, object, object, str)
    #: A hint was drawn: the line said with it (tests, the status bar).
    shown = Signal(str)

    #: The bot's thinking time in seconds; None: the level's own move budget (tests set less).
    budget_seconds: float | None = None

    def __init__(
        self, screen: QWidget, table: Table, board: Board, notice_line: NoticeLine, corner: QWidget
    ) -> None:
        super().__init__()
        self.table = table
        self.board = board
        self.notice_line = notice_line
        self.seat: Seat | None = None
        self.closed = False
        self._epoch = 0
        self._asked: Ticket | None = None
        self._bot: object | None = None
        self._line = ""
        self._pool = QThreadPool()
        self._pool.setMaxThreadCount(1)
        self.button = QPushButton(QCoreApplication.translate("Hints", "Hint"), corner)
        self.button.setObjectName("hintButton")
        self.button.setProperty("accent", True)
        # Over the board's corner, taking no room: the lines under the board had none to give
        # at 1280x720 with the largest text (the board shrank below readable type).
        self._corner = InCorner(self.button, corner)
        self.button.setToolTip(
            QCoreApplication.translate(
                "Hints", "What the computer would do in your place, knowing what you know (H)"
            )
        )
        self.button.clicked.connect(self.ask)
        self.shortcut = QShortcut(QKeySequence(KEY), screen)
        self.shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.shortcut.activated.connect(self.ask)
        self._answered.connect(self._apply)

    # --- what the screen tells it ---------------------------------------------------------------

    def follow(self, seat: Seat | None) -> None:
        """After each refresh of the screen: ``seat`` is the person's whose view it shows (None:
        covered, nobody's, or veiled while the others at a shared screen watch: the ghost and its
        line would show them the mover's secrets). The button says what a click would do."""
        self.seat = seat
        if self._asked is not None and self._ticket() != self._asked:
            # Asked for another position or seat: its answer will be dropped. Where the same seat
            # is still to act (a rival's secret choice came in meanwhile), it is asked again.
            again = seat is not None and seat == self._asked[2]
            self._epoch += 1
            self._asked = None
            self._stop_bot()
            if again and self._can_ask():
                self.ask()
                return
        allowed = self.table.hints_allowed
        # nothing to hint at in a finished match, nor for a spectator
        shown = allowed and not self.table.is_over and bool(self.table.screen_seats)
        if self.button.isHidden() == shown:
            self.button.setVisible(shown)
        self.shortcut.setEnabled(allowed)
        thinking = self._asked is not None
        self.button.setEnabled(allowed and not thinking and self._can_ask())
        self.button.setText(
            QCoreApplication.translate("Hints", "Thinking…")
            if thinking
            else QCoreApplication.translate("Hints", "Hint")
        )
        self._corner.place()
        if ghost_of(self.board) is None and self._line and self.notice_line.text() == self._line:
            self.notice_line.clear()  # the position the line was about has gone
            self._line = ""

    def _can_ask(self) -> bool:
        seat = self.seat
        return (
            seat is not None
            and not self.table.is_reviewing
            and seat in self.table.to_move(live=True)
            and bool(self.table.legal_actions(seat))
        )

    def _ticket(self) -> Ticket:
        return (self.table.length, self._epoch, self.seat if self.seat is not None else -1)

    # --- asking ----------------------------------------------------------------------------------

    def ask(self) -> None:
        """Ask the computer for the seat at the screen's best action now (if hints are allowed
        and that seat is to act); the answer comes back on the UI thread."""
        if self.closed or not self.table.hints_allowed or self._asked is not None or not self._can_ask():
            return
        seat = self.seat
        assert seat is not None
        game = self.table.game
        view = self.table.view(seat)
        legal = list(self.table.legal_actions(seat))
        budget = self.budget_seconds or BUDGETS[LEVEL] - WHY_SECONDS
        bot = make_bot(LEVEL, self.table.length * 31 + seat, budget_seconds=budget)
        self._bot = bot
        ticket = self._asked = self._ticket()
        answered = self._answered

        def work() -> None:
            hold_collection()  # first and last: no collection on this thread (``desktop_app.threads``)
            try:
                action = bot.choose(game, seat, view, legal)
                line = why(game, view, seat, action)
            except Exception as error:  # a bot bug must not take the application down
                answered.emit(ticket, None, None, f"{type(error).__name__}: {error}")
            else:
                answered.emit(ticket, action, line, "")
            finally:
                let_collection_go()

        hand_over_quickly()  # the bot thinking on its thread must not hold up the window's
        self._pool.start(work)
        self.follow(self.seat)

    def _apply(self, ticket: Ticket, action: Action | None, line: Message | None, error: str) -> None:
        resume_collection()  # the thread that thought let go of the collector
        if self.closed:
            _RETIRING.discard(self)
            return
        if ticket != self._asked:
            return
        self._asked = None
        self._bot = None
        seat = ticket[2]
        if ticket != self._ticket() or action is None or line is None:
            if error:
                self.notice_line.tell(
                    QCoreApplication.translate("Hints", "No hint: {error}").format(error=error), 8000
                )
            self.follow(self.seat)
            return
        if action not in self.table.legal_actions(seat):
            self.follow(self.seat)
            return
        show_ghost(self.board, action)
        self.table.note_hint(seat)
        self._line = QCoreApplication.translate("Hints", "Hint: {line}").format(
            line=render_message(line, self.table.seat_names)
        )
        self.notice_line.tell(self._line, LINE_MS)
        self.follow(self.seat)
        self.shown.emit(self._line)

    @property
    def thinking(self) -> bool:
        return self._asked is not None

    def _stop_bot(self) -> None:
        cancel = getattr(self._bot, "cancel", None)
        if cancel is not None:
            cancel()
        self._bot = None

    def close(self) -> None:
        """The screen goes: stop thinking (a late answer is dropped), take the ghost off."""
        if self.closed:
            return
        self.closed = True
        if self._asked is not None:
            self._stop_bot()
            _RETIRING.add(self)
        clear_ghost(self.board)


class InCorner(QObject):
    """Keeps ``widget`` at its own size in the lower right corner of ``host`` (inside its
    scroll bars, if it has any) whenever either changes size. Over a board view it keeps off the
    board where the view's free room beside or under the board has room for it: in the corner
    it covered the lower right corner of the Forbidden City's and Maharaja's panels at some
    window sizes (issue 33). Where the strips each side of the centred board are each too
    narrow but together wide enough, the board stands at the view's left (or top) edge, all
    the free room on the button's side."""

    MARGIN = 10

    def __init__(self, widget: QWidget, host: QWidget) -> None:
        super().__init__(widget)
        self.widget, self.host = widget, host
        # A scroll area's viewport is resized after the area's own resize event is filtered:
        # its own resize is the one that says where the corner is now.
        self.watched = host.viewport() if isinstance(host, QAbstractScrollArea) else host
        self.watched.installEventFilter(self)
        widget.installEventFilter(self)
        # the view fits the board to its new size after the resize this is told of
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(0)
        self._later.timeout.connect(self.place)

    def place(self) -> None:
        widget, host = self.widget, self.host
        area = host.viewport().geometry() if isinstance(host, QAbstractScrollArea) else host.rect()
        widget.ensurePolished()
        size = widget.sizeHint()
        spot = QRect(
            area.right() - size.width() - self.MARGIN,
            area.bottom() - size.height() - self.MARGIN,
            size.width(),
            size.height(),
        )
        board = self._board(area)
        if board is not None and isinstance(host, QGraphicsView):
            board = self._make_room(host, area, board, spot)
        if board is not None and spot.intersects(board):
            beside, under = area.right() - board.right(), area.bottom() - board.bottom()
            if beside >= size.width():  # in the middle of the strip beside the board
                spot.moveLeft(board.right() + 1 + (beside - size.width()) // 2)
            elif under >= size.height():  # or of the strip under it
                spot.moveTop(board.bottom() + 1 + (under - size.height()) // 2)
        widget.setGeometry(spot)
        widget.raise_()

    def _make_room(self, view: QGraphicsView, area: QRect, board: QRect, spot: QRect) -> QRect:
        """Align the board in ``view`` so the button's corner has room for ``spot`` (only while
        the button shows; centred otherwise); where the board now is."""
        centre = Qt.AlignmentFlag.AlignCenter
        aligned = centre
        free_x, free_y = area.width() - board.width(), area.height() - board.height()
        if self.widget.isVisible() and free_x // 2 < spot.width() and free_y // 2 < spot.height():
            if free_x >= spot.width():
                aligned = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            elif free_y >= spot.height():
                aligned = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter
        if view.alignment() != aligned:
            view.setAlignment(aligned)
            return self._board(area) or board
        return board

    def _board(self, area: QRect) -> QRect | None:
        """Where the board is drawn in ``host``'s coordinates, if ``host`` is a board view."""
        host = self.host
        if not isinstance(host, QGraphicsView) or host.scene() is None:
            return None
        drawn = host.mapFromScene(host.sceneRect()).boundingRect()
        return drawn.translated(area.topLeft()) if not drawn.isEmpty() else None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if (watched is self.watched and kind == QEvent.Type.Resize) or (
            watched is self.widget and kind in (QEvent.Type.Show, QEvent.Type.Hide)
        ):
            self.place()
            if kind == QEvent.Type.Resize:
                self._later.start()
        return False
