"""The match screen: board, prompt, player panels, log and review bar, driven by one Table.

The table (``table.py``: a local Session, or a seat joined over the LAN) is the only truth. After
every change it announces, this view decides whose eyes are on the screen (``privacy``), asks the
table for exactly that seat's view, and hands the view to the board, the panels and the log;
nothing here remembers game facts between syncs, and nothing here can reach a full state.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QCursor, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from desktop_app.ai.match_graph import REVEALED, Perspective
from desktop_app.engine.action import Action
from desktop_app.engine.seats import CHANCE, Seat
from desktop_app.engine.session import Session
from desktop_app.ui import theme
from desktop_app.ui.board_view import BoardView
from desktop_app.ui.bots import BotRunner
from desktop_app.ui.end_view import EndOverlay
from desktop_app.ui.games.base import Board
from desktop_app.ui.graph_layout import GraphSplitter
from desktop_app.ui.lan_panels import LinkBanner, NetworkSide, TakebackBar, connection_text
from desktop_app.ui.landmarks import Landmarks
from desktop_app.ui.lang import game_title, render_message
from desktop_app.ui.local_table import LocalTable
from desktop_app.ui.notes import NotesControl, decorate
from desktop_app.ui.panels import LogPanel, PlayersPanel
from desktop_app.ui.picture_warmup import warm_pictures
from desktop_app.ui.preferences import Preferences
from desktop_app.ui.privacy import HandOverOverlay, ScreenGuard
from desktop_app.ui.prompt_lines import NoticeLine, OverEdge, PromptLine
from desktop_app.ui.review_bar import ReviewBar
from desktop_app.ui.screen_sheet import dress
from desktop_app.ui.seen_by import board_seat, offered
from desktop_app.ui.steady import FittingScrollArea, SideColumnLayout, SideScroll, SteadyBox, StepLine
from desktop_app.ui.table import CONNECTED, Table
from desktop_app.ui.text_size import text_factor
from desktop_app.ui.warmup import IdleWork

if TYPE_CHECKING:
    from desktop_app.ui.export import MatchLog
    from desktop_app.ui.match_graph import MatchGraph

SIDE_WIDTH = 340
LOG_MIN_HEIGHT = 80
#: How long a notice stays under the prompt.
NOTICE_MS = 8000
#: Widgets nested in each other's layouts, as deep as the screen's go (a row label in a player
#: card, the card in the players' column, that in its scroll area, the side column, the window).
LAYOUT_LEVELS = 5
#: Steps of a finished match whose spectator's view the idle work reads for the player cards'
#: rows (``_reserve_card_rows``), besides the step before the end.
ROW_SAMPLES = 8
#: No perspective was picked: the screen shows the viewer the hand-over rules choose.
_AUTO = object()


class MatchView(QWidget):
    """Everything about one running (or reviewed) match, below the menu bar."""

    status_message = Signal(str)
    #: Undo/redo/review availability may have changed (the window updates its menus).
    changed = Signal()
    new_match_requested = Signal()
    #: The person gave up on a lost LAN link: the window closes this match.
    leave_requested = Signal()
    #: Save the finished LAN match (the end card's button).
    save_requested = Signal()
    #: How long a finished match's screen rests (no refresh) before its pictures are painted
    #: ahead of need: a person reading the board, not one stepping or a test that is done.
    PICTURE_REST_MS = 1500
    #: ... and before the spectator's log of a finished match is readied (after the last move's
    #: frame and whatever the person does right after it; long before a first click in review).
    IDLE_REST_MS = 100

    def __init__(self, table: Table | Session, board_cls: type[Board], *, bot_delay: float = 0.4) -> None:
        super().__init__()
        if isinstance(table, Session):
            table = LocalTable(table, bot_delay=bot_delay)
        self.table = table
        self.colours = theme.seat_colours([seat.colour for seat in table.seats])
        self.board = board_cls(table.game, list(table.seat_names), self.colours)
        self.guard = ScreenGuard(table.screen_seats)
        #: Steps when the screen last showed each person their own view: the hand-over screen
        #: tells a person what happened since they last looked (public lines only), e.g. the
        #: others' moves and a round's scoring. One count for everyone told a person only what
        #: happened while the cover was up, not the moves of whoever played in between.
        self._seen_upto: dict[Seat, int] = {}
        self._opened_at = table.length
        self.viewer: Seat | None = None
        #: Whose eyes the screen shows (``seen_by``); ``_chosen``: what a person picked, if any.
        self.perspective: Perspective = None
        self._chosen: object = _AUTO
        self._choices: list[Perspective] = []
        self.locked = False
        #: The screen went to the person now at it without a hand-over click (prompt names them).
        self._passed_on = False
        #: ``undo`` is taking back the unlocked person's own action: the screen stays theirs.
        self._own_undo = False
        self._end_shown = False
        self._scene_rect = QRectF()
        self._closed = False
        table.notice.connect(self.say)

        root = QHBoxLayout(self)
        root.setContentsMargins(0, 0, 0, 0)
        root.setSpacing(0)
        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(0)
        # Room for two lines from the start: a hint that wraps must not push the board down
        # under the mouse (issue 7).
        self.prompt = PromptLine()
        self.link_banner = LinkBanner()
        self.link_banner.give_up_requested.connect(self._give_up)
        self.takeback_bar = TakebackBar(table)
        left.addWidget(self.link_banner)
        left.addWidget(self.prompt)
        self.board_view = BoardView(board=self.board)
        # Refusals and notices appear where the person looks: right under the prompt (issue 19),
        # over the board's top edge, so the board does not move when they come and go.
        self.notice_line = NoticeLine(self.board_view)
        # A takeback request lies over the board's bottom edge: above it, it pushed the board
        # down under the pointer as it came (a tester's click missed "Accept").
        self._takeback_edge = OverEdge(self.takeback_bar, self.board_view, bottom=True)
        # the graph takes a share of the board's height, which the person may drag (issue 17); it
        # is made when first asked for (``graph``): most screens never open it
        self._graph: MatchGraph | None = None
        self.board_split = GraphSplitter(self.board_view)
        left.addWidget(self.board_split, 1)
        #: "What happened here": the log line of the step at the cursor, under the board.
        self.happened = StepLine()
        dress(self.happened, "stepLine")
        self._landmarks = Landmarks()
        #: The spectator's log of a finished match, made ready in idle time (``warmup``).
        self.idle = IdleWork(self, rest_ms=self.IDLE_REST_MS)
        #: The pictures of a finished match's pieces, painted ahead of the first jump to them
        #: (``picture_warmup``) once the screen has rested ``PICTURE_REST_MS``.
        self.picture_idle = IdleWork(self)
        self._picture_rest = QTimer(self)
        self._picture_rest.setSingleShot(True)
        self._picture_rest.setInterval(self.PICTURE_REST_MS)
        self._picture_rest.timeout.connect(self._warm_pictures)
        self._pictures_warmed: object = None
        #: What the board was last synced with (view, seat, legal actions): ``_rehearse``.
        self._synced: tuple[dict, Seat | None, tuple[Action, ...]] | None = None
        self._warmed: object = None
        self._lan_length: int | None = None
        self._prompt_style = ""
        self.review_bar = ReviewBar()
        under = QHBoxLayout()
        under.setContentsMargins(0, 0, 8, 0)
        # the line's text never widens the screen (a long log line would resize the board and graph)
        self.happened.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        under.addWidget(self.happened, 1)
        under.addWidget(self.review_bar.tools)
        under_row = QWidget()
        under_row.setLayout(under)
        dress(under_row, "underRow")
        left.addWidget(under_row)
        left.addWidget(self.review_bar)
        root.addLayout(left, 1)

        side = QFrame()
        dress(side, "matchSide")
        side.setFixedWidth(SIDE_WIDTH)
        self.side = side
        side_layout = SideColumnLayout(side)
        side_layout.setContentsMargins(10, 10, 10, 10)
        side_layout.setSpacing(8)
        self.players = PlayersPanel(table.seats, self.colours)
        scroll = FittingScrollArea()
        scroll.setWidget(self.players)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        dress(scroll, "playersScroll")
        self.players_scroll = scroll
        scroll.setAccessibleName(QCoreApplication.translate("MatchView", "Players"))
        side_layout.addWidget(scroll)
        extra = self.board.side_widget()
        if extra is not None:
            # The board's own controls (a secret picker) must never be squeezed; the player
            # cards scroll when the window is short, and past their least so do the controls.
            policy = extra.sizePolicy()
            policy.setVerticalPolicy(QSizePolicy.Policy.Minimum)
            extra.setSizePolicy(policy)
            if self.board.side_controls_scroll:
                controls: QWidget = SideScroll(SteadyBox(extra))
                dress(controls, "controlsScroll")
                side_layout.addWidget(controls)
                side_layout.prefer(controls, scroll)
            else:
                side_layout.addWidget(SteadyBox(extra))
        self.network_side: NetworkSide | None = None
        if table.networked:
            self.network_side = NetworkSide(table)
            side_layout.addWidget(self.network_side)
        heading = QLabel(QCoreApplication.translate("MatchView", "Match log"))
        dress(heading, "logHeading")
        side_layout.addWidget(heading)
        self.log = LogPanel()
        # Short, so at 1280x720 the player cards keep their room beside a tall secret picker.
        self.log.setMinimumHeight(LOG_MIN_HEIGHT)
        side_layout.addWidget(self.log, 1)
        root.addWidget(side)

        self.end_overlay = EndOverlay(self.board_view)
        self.end_overlay.new_match_requested.connect(self.new_match_requested)
        self.end_overlay.save_requested.connect(self.save_requested)
        self.end_overlay.save.setVisible(table.networked)
        self.overlay = HandOverOverlay(self)
        self.overlay.ready.connect(self.unlock)

        self.review_bar.seek_requested.connect(self.seek)
        self.log.line_clicked.connect(lambda index: self.seek(index + 1))
        self.review_bar.resume_requested.connect(self.resume_from_cursor)
        self.review_bar.seen_by.chosen.connect(self.choose_perspective)
        self.review_bar.graph_button.toggled.connect(self.show_graph)
        self._shown_lines: list[str] = []
        self.notes = NotesControl(
            self, lambda: self.session, lambda: self.table.cursor, self._step_line, self.refresh
        )
        self.review_bar.add_tools(self.notes.widgets())
        QShortcut(QKeySequence("Ctrl+B"), self, self.notes.toggle_bookmark)
        self.board.action_chosen.connect(self._on_action)
        # Why a place cannot be chosen (issue 19): said under the prompt on a click, shown there
        # while the pointer rests on it.
        self.board.refused.connect(self._refuse)
        self.board.hinted.connect(self._hint)
        self._hint_text = ""
        # A method, not a lambda: the board (no widget's child) would keep a lambda, and through
        # it this screen, alive from C++ after the screen is closed, where no collection sees it.
        self.board.prompt_changed.connect(self._prompt_changed)
        table.changed.connect(self._on_table)
        self.refresh()

    @property
    def session(self) -> Session | None:
        """The local Session behind this screen, if there is one (saving, autosave, tests)."""
        return self.table.session if isinstance(self.table, LocalTable) else None

    def take_focus(self) -> None:
        """Give the keyboard to what a person uses first: the hand-over cover's button while the
        screen is covered (Enter or Space takes the screen), else the board. The board took it
        even under the cover, so the first hand-over of a match answered no key (issue 19)."""
        if not self.overlay.isHidden():
            self.overlay.button.setFocus()
        else:
            self.board_view.setFocus()

    @property
    def warming(self) -> bool:
        """Is work ahead of need still to come while the loop idles (the spectator's log, the
        rehearsal of the first step back, the pictures)? Benchmarks and tests wait for it."""
        return self.idle.busy or self._picture_rest.isActive() or self.picture_idle.busy

    @property
    def bots(self) -> BotRunner | None:
        """The local table's bots (the window's speed menu sets their pause)."""
        return self.table.bots if isinstance(self.table, LocalTable) else None

    # --- syncing -------------------------------------------------------------------------------

    def _on_table(self, what: str) -> None:
        if self._closed:
            return
        # Anything but the unlocked person's own moves (an undo, another person moving) means
        # somebody else may be at the keyboard, so the screen must lock again (issue 4).
        if what == "record":
            self.notice_line.clear_refusal()  # somebody moved: a refusal said before is stale
            if not self.table.moved_only_by(self.guard.unlocked) and not self._own_undo:
                self.guard.relock()
        if what == "presence" and self.table.thinking_seat is not None:
            self._update_players(None)  # a computer started thinking: only the badges change
            self._update_prompt()
            return
        self.refresh()

    def _private(self, seat: Seat | None) -> bool:
        """Would ``seat``'s view of the shown position reveal a secret to an onlooker?"""
        if seat is None or not self.guard.shared:
            return False
        return self.table.has_private_view(seat)

    def _secret_move(self, seat: Seat) -> bool:
        """Is ``seat`` about to choose in secret (``privacy.secret_choice_ahead``)?"""
        return self.table.secret_choice_ahead(seat)

    def _needs_cover(self, seat: Seat | None) -> tuple[bool, bool]:
        """(hand-over due, ``seat``'s view private) for the seat that takes the screen now."""
        private = self._private(seat)
        if seat is None or not self.guard.shared or seat == self.guard.unlocked:
            return False, private
        secret = private or self._secret_move(seat)
        return self.guard.needs_handover(seat, secret), private

    def live_movers(self) -> frozenset[Seat]:
        return self.table.to_move(live=True)

    def refresh(self) -> None:
        """Redraw everything from the table for the seat at the screen."""
        table = self.table
        seat = table.seat_at_screen()
        self.locked, private = self._needs_cover(seat)
        if self.locked:
            assert seat is not None  # a cover is only ever due for a person taking the screen
            seat_info = table.seats[seat]
            self.overlay.show_for(seat_info.name, self.colours[seat], seat + 1, self._since_lines(seat))
        else:
            self.overlay.hide()
            if self.guard.shared and seat is not None and seat != self.guard.unlocked:
                # Neither view holds a secret: the screen passes on without a hand-over.
                self.guard.unlock(seat)
                self._passed_on = True
        finished_review = table.is_reviewing and table.is_over
        natural = None if (self.locked or finished_review) else seat
        self._choices = offered(table, natural)
        self.perspective = self._chosen if self._chosen in self._choices else natural  # type: ignore[assignment]
        self.viewer = board_seat(table) if self.perspective == REVEALED else self.perspective  # type: ignore[assignment]
        self.guard.drew(self.viewer, private and self.viewer == seat)
        if not self.locked and seat is not None:
            self._seen_upto[seat] = table.length
        view = table.view(None) if self.viewer is None else table.review_view(self.viewer)
        legal: tuple[Action, ...] = ()
        if self.viewer is not None and not table.is_reviewing:
            legal = table.legal_actions(self.viewer)
        self.board.revealed = self.perspective == REVEALED  # revealed: nobody is "you"
        self.board.sync(view, self.viewer, legal, bool(legal))
        self._synced = (view, self.viewer, legal)
        rect = self.board.scene.sceneRect()
        if rect != self._scene_rect:
            self._scene_rect = rect
            self.board_view.refit()
        self._update_players(view)
        self._update_log()
        self.review_bar.update_position(table.cursor, table.length, table.casual)
        self._update_landmarks()
        self._update_network()
        self._update_prompt()
        self._update_end()
        self._update_seen_by()
        self.notes.refresh()
        if self.session is not None:
            self.review_bar.slider.set_notes(list(self.session.notes))
            self._warm_review()
        self._lay_out()
        self.changed.emit()

    def _lay_out(self) -> None:
        """Lay the screen out now, innermost widgets first, as the event loop would have done.

        A card that gained a row asks its column for room, the column its scroll area, the side
        column, the window: each asks with an event posted while the one before it is handled,
        and Qt handles those in the next turn of the loop. The screen was painted after the
        first turn and painted again after each of the next three, laid out a level further
        each time (on a review step the player cards, the review bar and the step line twice,
        and a scroll bar shown for one frame where the cards' column was about to grow)."""
        for _ in range(LAYOUT_LEVELS):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)

    def _warm_review(self) -> None:
        """Once a local match is over, make the spectator's log and marks ready while the loop
        idles: a finished match is reviewed as a spectator (``refresh``), and nothing had asked
        for that log while the match ran."""
        session = self.session
        if session is None or not session.is_over:
            if self._warmed is not None:  # resumed from an earlier step: that work is void
                self._warmed = None
                self.idle.stop()
                self.picture_idle.stop()
            return
        self._picture_rest.start()  # (again): the pictures once the screen rests
        self.picture_idle.hold()  # ... and not between the steps of a person reviewing
        record = session.record
        key = (len(record), record[-1] if record else None)
        if key == self._warmed:
            return
        self._warmed = key
        table = self.table
        assert isinstance(table, LocalTable)

        def pieces() -> Iterator[None]:
            yield from table.warm_up(None)
            yield from self._reserve_card_rows(session)
            self.end_overlay.still.freeze()  # the end card's texts as one picture
            yield
            lines = table.full_log(None)  # what the step line reserves room for in review
            frame = self._step_frame(len(lines))
            for end in range(100, len(lines) + 100, 100):
                self.happened.measure(lines[:end], frame)
                yield
            for upto in range(50, len(record) + 50, 50):
                self._landmarks.warm(None, record, session.log_entries, upto)
                yield

        self.idle.run(pieces())

    def _reserve_card_rows(self, session: Session) -> Iterator[None]:
        """Ready the player cards' rows for the spectator's review of the finished match: as
        many as the spectator's view shows each card at the step before the end (where a first
        step back goes) and at ``ROW_SAMPLES`` steps spread over the match (one piece each).

        The cards' column keeps the room those rows take too (``_measure_cards``): the first
        step back grew every card by its rows, and the column, the side column and the log
        under it were laid out again and repainted in that step (2-3 ms of it, issue 18)."""
        length = len(session.record)
        steps = {max(0, length - 1), *(length * k // ROW_SAMPLES for k in range(ROW_SAMPLES))}
        most = [0] * len(self.players.cards)
        for step in sorted(steps, reverse=True):
            view = session.game.view(session.state_at(step), None)
            shown: list[list[tuple[str, str]]] = []
            for card in self.players.cards:
                try:
                    rows = self.board.player_summary(view, card.index)
                except (KeyError, IndexError, TypeError, ValueError):  # as ``_update_players``
                    rows = []
                shown.append(rows)
                most[card.index] = max(most[card.index], len(rows))
            self._measure_cards(shown)
            yield
        for card, count in zip(self.players.cards, most, strict=True):
            card.reserve_rows(count)
        self.players_scroll.follow_content()  # the column takes the room it measured, now
        self._lay_out()

    def _measure_cards(self, rows: list[list[tuple[str, str]]]) -> None:
        """Let the cards' column measure itself with these ``rows`` on its cards (it keeps the
        tallest height it measured while its width stays: ``FittingScrollArea``), then put the
        cards' own rows back, before anything is laid out or painted: nobody sees them."""
        cards = self.players.cards
        kept = [card.row_texts() for card in cards]
        for card, texts in zip(cards, rows, strict=True):
            card.set_state(card.active, card.badge.text(), texts)
        self.players_scroll.sizeHint()
        for card, texts in zip(cards, kept, strict=True):
            card.set_state(card.active, card.badge.text(), texts)
        self._lay_out()  # the requests the rows posted, handled in this piece (nothing moved)

    def _warm_pictures(self) -> None:
        """Paint the pieces' pictures of a finished match while the screen rests, for the
        perspective it shows at this scale (once for each of those)."""
        session = self.session
        if session is None or not session.is_over or not self.board_view.isVisible():
            return
        record = session.record
        key = (len(record), record[-1] if record else None, self.viewer, self.board_view.transform())
        if key == self._pictures_warmed:
            self.picture_idle.resume()  # what a step in review held, if anything is left
            return
        self._pictures_warmed = key

        def pieces() -> Iterator[None]:
            yield from self._rehearse(session)
            yield from warm_pictures(self.board, self.board_view, session, self.viewer)

        self.picture_idle.run(pieces())

    def _rehearse(self, session: Session) -> Iterator[None]:
        """Sync the board as the first step back into review will (the spectator's view of the
        step before the end) and at once again as it is, in one piece: nothing is laid out or
        painted in between, so nobody sees it. What a board keeps of a look it drew (Maharaja's
        panel parts, the Forbidden City's and Arkadia's pieces) is then there for that step,
        which drew all of it anew: 2-5 ms of a 9-15 ms step (issue 18). The screen has rested
        (``PICTURE_REST_MS``), so the last move's animations are over: those the rehearsal
        starts (seals flying again) end with it. Only for the spectator's review, the one a
        finished match shows unless a person picked other eyes."""
        synced = self._synced
        if synced is None or self._chosen is not _AUTO or not session.record or session.is_reviewing:
            return
        view = session.game.view(session.state_at(len(session.record) - 1), None)
        self.board.sync(view, None, (), False)
        current, seat, legal = synced
        self.board.sync(current, seat, legal, bool(legal))
        self.board.finish_animations()
        yield

    @staticmethod
    def _step_frame(widest: int) -> Callable[[str], str]:
        """A log line as the step line under the board would show it at step ``widest`` (room is
        kept for the widest step number)."""
        frame = QCoreApplication.translate("MatchView", "Step {n}: {line}")
        return lambda line: frame.format(n=widest, line=line)

    def _step_line(self, step: int) -> str:
        """The log line of ``step`` as the screen shows it (the note dialog quotes it)."""
        return self._shown_lines[step - 1] if 0 < step <= len(self._shown_lines) else ""

    def _update_seen_by(self) -> None:
        """The "seen by" selector offers what ``seen_by.offered`` allows; the open graph follows."""
        self.review_bar.seen_by.set_choices(self._choices, self.perspective, self.table.seat_names)
        if self._graph is not None and self._graph.isVisible():
            self._graph.follow(self.table, self.perspective)

    @property
    def graph(self) -> MatchGraph:
        """The match graph under the board, made (hidden) the first time it is asked for.

        Its modules (the evaluation process, its canvas, a thread pool) cost 10-20 ms before a
        match's first paint, for a panel that opens only on a click (issue 19)."""
        if self._graph is None:
            from desktop_app.ui.match_graph import MatchGraph

            graph = MatchGraph()
            graph.set_colours(self.colours)
            graph.hide()
            graph.seek_requested.connect(self.seek)
            self.board_split.set_graph(graph)
            self._graph = graph
        return self._graph

    def choose_perspective(self, perspective: Perspective) -> None:
        """A person picked whose eyes to look through (kept while it stays on offer)."""
        self._chosen = perspective
        self.refresh()

    def show_graph(self, shown: bool) -> None:
        graph = self.graph if shown else self._graph  # hiding a graph never made makes none
        if graph is not None:
            graph.setVisible(shown)
        if self.review_bar.graph_button.isChecked() != shown:
            self.review_bar.graph_button.setChecked(shown)
        if graph is None:
            return
        if shown:
            graph.follow(self.table, self.perspective)
        else:
            graph.cancel()

    def _update_log(self) -> None:
        """The log as the viewer may read it, the cursor's line highlighted while reviewing.

        A local table shows the viewer's whole log in review (every line of it the viewer read at
        the live position, so nothing new is revealed) and a click can go forward as well as back;
        a LAN table's log goes only up to the cursor, as it reaches back only through what this
        screen was sent. Log lines come named: the table renders each seat as its seat's name.
        """
        table, cursor = self.table, self.table.cursor
        revealed = table.revealed_log() if self.perspective == REVEALED else None
        if revealed is not None:
            upto, lines = revealed[:cursor], revealed
        else:
            upto = table.log(self.viewer)
            reviewing_here = isinstance(table, LocalTable) and table.is_reviewing
            lines = table.full_log(self.viewer) if isinstance(table, LocalTable) and reviewing_here else upto
        session = self.session
        self._shown_lines = lines
        self.log.set_lines(decorate(lines, session.notes) if session is not None else lines)
        self.log.set_current(cursor - 1 if table.is_reviewing and cursor > 0 else None)
        self.happened.reserve(lines, self._step_frame(len(lines)))
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

    def _update_landmarks(self) -> None:
        """Turn ends and round / scoring marks for the review bar, followed step by step as the
        record (or the viewer, whose log names the marks) changes (``Landmarks``); a LAN table
        has no record here, so a turn jump is a step there."""
        session, length = self.session, self.table.length
        if session is None:
            if length != self._lan_length:
                self._lan_length = length
                self.review_bar.set_landmarks(range(length + 1), [])
            return
        marks = self._landmarks
        if marks.update(self.viewer, session.record, session.log_entries):
            self.review_bar.set_landmarks(marks.turns, marks.marks)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter on a focused button presses it, as Space does (issue 19: play without a mouse).

        A button outside a dialog ignores Enter, and the key comes up to this screen; the side
        panels' buttons are made anew with each position, so this is the one place to catch it."""
        button = self.focusWidget()
        if (
            event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and isinstance(button, QAbstractButton)
            and button.isEnabled()
            and self.isAncestorOf(button)
        ):
            button.click()
            event.accept()
            return
        super().keyPressEvent(event)

    def apply_preferences(self, preferences: Preferences) -> None:
        """Preferences that concern the match: colour-blind cues, the hand-over cover, the side
        column's width (it widens with the text, so wrapped texts keep their lines)."""
        width = round(SIDE_WIDTH * text_factor())
        now = (preferences.colour_blind, preferences.hand_over, width)
        if now == (self.board.colour_blind, self.guard.covers, self.side.width()):
            return
        self.board.set_colour_blind(preferences.colour_blind)
        self.players.set_colour_blind(preferences.colour_blind)
        self.guard.covers = preferences.hand_over
        self.side.setFixedWidth(width)
        if not self._closed:
            self.refresh()

    def say(self, text: str, *, refusal: bool = False) -> None:
        """Tell the person at the screen: under the prompt for a few seconds, on the hand-over
        cover if one is up (a Ctrl+Z pressed there says what it did), and in the status bar.

        ``refusal``: why something cannot be done; it goes as soon as the person does something
        legal (a move, a selection that changes the prompt), as it no longer applies then."""
        self.notice_line.tell(text, NOTICE_MS, refusal=refusal)
        self.overlay.show_notice(text)
        self.status_message.emit(text)

    def _refuse(self, text: str) -> None:
        """The board refused a click: its reason, until the person does something legal."""
        self.say(text, refusal=True)

    def _hint(self, text: str) -> None:
        """The engine's reason for the place under the pointer, as a tooltip there: the notice
        line over the board's top edge is for what a click did, and would cover the board's edge
        at every move of the pointer."""
        if text:
            self._hint_text = text
            QToolTip.showText(QCursor.pos(), text, self.board_view.viewport())
        elif self._hint_text:
            if QToolTip.text() == self._hint_text:
                QToolTip.hideText()
            self._hint_text = ""

    def _update_network(self) -> None:
        if not self.table.networked:
            return
        self.link_banner.update_from(self.table)
        self.takeback_bar.refresh()
        if self.network_side is not None:
            self.network_side.refresh()

    def _give_up(self) -> None:
        self.table.give_up()
        self.leave_requested.emit()

    def _since_lines(self, seat: Seat, limit: int = 8) -> list[str]:
        """The public log lines since ``seat`` last saw their own view here (at most ``limit``)."""
        return self.table.public_lines_since(self._seen_upto.get(seat, self._opened_at))[-limit:]

    def _update_players(self, view: dict | None) -> None:
        """Each card's badge and rows; ``view`` None: the badges alone, the rows kept (the
        position did not change, so asking the board for every seat's rows again is waste)."""
        movers = self.table.to_move()
        for card in self.players.cards:
            index = card.index
            parts = []
            if index == self.table.thinking_seat:
                parts.append(QCoreApplication.translate("MatchView", "thinking…"))
            elif index in movers:
                parts.append(QCoreApplication.translate("MatchView", "to move"))
            if index == self.viewer and self.perspective != REVEALED:  # revealed: nobody is "you"
                parts.append(QCoreApplication.translate("MatchView", "you"))
            connection = self.table.connection(index)
            if connection and connection != CONNECTED:
                parts.append(connection_text(connection))
            badge = " · ".join(parts)
            if view is None:
                card.set_state(index in movers, badge, card.row_texts())
                continue
            try:
                # everything revealed: each card as its own seat sees it (its purse, its hand)
                shown = self.table.review_view(index) if self.perspective == REVEALED else view
                rows = self.board.player_summary(shown, index)
            except (KeyError, IndexError, TypeError, ValueError):
                rows = []
            card.set_state(index in movers, badge, rows)
        self.players_scroll.follow_content()  # rows may have come: ask for their room

    def prompt_text(self) -> str:
        table = self.table
        seats = table.seats
        if table.is_reviewing:
            return QCoreApplication.translate(
                "MatchView", "Reviewing step {n} of {total}. Press End to return to the live position."
            ).format(n=table.cursor, total=table.length)
        outcome = table.outcome()
        if outcome is not None:
            return QCoreApplication.translate("MatchView", "The match is over — {name} wins.").format(
                name=seats[outcome.winner].name
            )
        movers = sorted(seat for seat in self.live_movers() if seat != CHANCE)
        if self.locked:
            seat = table.seat_at_screen()
            assert seat is not None
            return QCoreApplication.translate("MatchView", "Waiting for {name} to take the screen.").format(
                name=seats[seat].name
            )
        if self.viewer is not None and self.viewer in movers and self.viewer in table.screen_seats:
            name = seats[self.viewer].name
            text = self.board.prompt()
            if not text:
                return QCoreApplication.translate("MatchView", "{name}, it is your turn.").format(name=name)
            if self._passed_on and name not in text:
                # the shared screen passed to this person without a hand-over (a public step):
                # say whose turn it is
                if text.startswith("Your "):  # English prompts read on: "Asha, your turn: …"
                    return f"{name}, y{text[1:]}"
                return QCoreApplication.translate("MatchView", "{name} — {prompt}").format(
                    name=name, prompt=text
                )
            return text
        bots = [seat for seat in movers if seats[seat].kind not in ("human", "remote")]
        stuck = [seat for seat in bots if table.missing_level(seat) is not None]
        if stuck:
            seat = stuck[0]
            return QCoreApplication.translate(
                "MatchView",
                "{name} cannot move: the computer level “{level}” is not available in this version.",
            ).format(name=seats[seat].name, level=table.missing_level(seat))
        if bots:
            return QCoreApplication.translate("MatchView", "{name} is thinking…").format(
                name=seats[bots[0]].name
            )
        if movers:
            names = ", ".join(seats[seat].name for seat in movers)
            return QCoreApplication.translate("MatchView", "Waiting for {names}.").format(names=names)
        return ""

    def _prompt_changed(self, _text: str) -> None:
        """The board's own prompt changed: a step of a choice (an official picked), so a refusal
        said before it no longer applies."""
        self.notice_line.clear_refusal()
        self._update_prompt()

    def _update_prompt(self) -> None:
        viewer = self.viewer
        stripe = self.colours[viewer] if viewer is not None else theme.GOLD
        style = (
            f"background: {theme.INDIGO}; color: #F6EFE2; font-size: 12.5pt; font-weight: 600; "
            f"padding: 8px 14px; border-left: 8px solid {stripe};"
        )
        if style != self._prompt_style:
            # A style sheet set again re-polishes the label and lays the screen out anew, even
            # unchanged: only a new stripe colour (another viewer) is worth that.
            self._prompt_style = style
            self.prompt.setStyleSheet(style)
        self.prompt.show_text(self.prompt_text())

    def _update_end(self) -> None:
        outcome = self.table.outcome()
        if outcome is None:
            self._end_shown = False
            self.end_overlay.hide()
        elif not self.table.is_reviewing and not self._end_shown:
            self._end_shown = True
            self.show_end()

    def show_end(self) -> None:
        outcome = self.table.outcome()
        if outcome is not None:
            self.end_overlay.show_outcome(
                outcome,
                self.table.seats,
                self.colours,
                [render_message(line, self.table.seat_names) for line in outcome.explanation],
            )

    # --- acting --------------------------------------------------------------------------------

    def unlock(self) -> None:
        """The next person clicked "show my view": open that seat's view."""
        self.guard.unlock(self.table.seat_at_screen())
        self._passed_on = False
        self.refresh()

    def _on_action(self, action: Action) -> None:
        seat = self.viewer
        if seat is None or self.locked or self.table.is_reviewing:
            return
        before = self.table.length
        self.table.act(seat, action)
        # The person saw their own move made; what came after it (a die rolled, the next person's
        # cover) they did not: that is news on their next hand-over.
        self._seen_upto[seat] = max(self._seen_upto.get(seat, 0), before + 1)

    def undo_refusal(self) -> str | None:
        return self.table.undo_refusal()

    def can_undo(self) -> bool:
        return self.undo_refusal() is None

    def undo(self) -> bool:
        reason = self.undo_refusal()
        if reason is not None:
            self.say(
                QCoreApplication.translate("MatchView", "Cannot undo: {reason}.").format(reason=reason),
                refusal=True,
            )
            return False
        # The person whose view is open, with no cover up, takes back their own action: they are
        # the one at the screen, and they keep it. Anyone else may have pressed the key (under a
        # cover, or taking back somebody else's action): the next private view waits for a click.
        seat = self.guard.unlocked
        own = not self.locked and seat is not None and self.table.undo_seat() == seat
        if not own:
            self.guard.relock()
        self._own_undo = own
        try:
            text = self.table.undo()
        finally:
            self._own_undo = False
        self.say(text)
        return True

    def can_redo(self) -> bool:
        return self.table.can_redo()

    def redo(self) -> bool:
        if not self.table.can_redo():
            self.say(QCoreApplication.translate("MatchView", "Nothing to redo."), refusal=True)
            return False
        self.guard.relock()
        return self.table.redo()

    # --- export --------------------------------------------------------------------------------

    def export_log(self) -> MatchLog:
        """The whole log as the screen's viewer may read it (the public log when nobody's view is
        open), with the result once the match is over: what File > Export log… writes."""
        from desktop_app.ui.export import MatchLog  # here: a match opens without it (3 ms)

        table = self.table
        lines = table.full_log(self.viewer) if isinstance(table, LocalTable) else table.log(self.viewer)
        outcome = table.outcome()
        names = table.seat_names
        return MatchLog(
            game=game_title(table.game),
            players=names,
            lines=list(lines),
            result=[render_message(line, names) for line in outcome.explanation]
            if outcome is not None
            else [],
            winner=names[outcome.winner] if outcome is not None else None,
        )

    # --- review --------------------------------------------------------------------------------

    def seek(self, step: int) -> None:
        self.table.seek(step)

    def resume_from_cursor(self) -> None:
        self.guard.relock()
        self.table.resume_from_cursor()

    def close_match(self) -> None:
        """Stop bots and listening; the widget can then be thrown away."""
        if self._closed:
            return
        self.detach()
        self.table.close()

    def detach(self) -> None:
        """Let go of the table without closing it: a new screen takes the same match over
        (``taken_over``, after a change of language); this one can then be thrown away."""
        if self._closed:
            return
        self._closed = True
        self.idle.stop()
        self._picture_rest.stop()
        self.picture_idle.stop()
        if self._graph is not None:
            self._graph.cancel()
        self.table.changed.disconnect(self._on_table)
        self.table.notice.disconnect(self.say)

    def take_over(self, old: MatchView) -> None:
        """Carry on where ``old`` (over the same table) was: who the screen was last unlocked for
        and what they have seen, whether the end card was shown, the perspective picked — so a
        change of language neither asks for a hand-over again nor reopens the end card."""
        self.guard = old.guard
        self._seen_upto, self._opened_at = old._seen_upto, old._opened_at
        self._passed_on = old._passed_on
        self._end_shown = old._end_shown
        self._chosen = old._chosen
        if old.end_overlay.isVisible():
            self._end_shown = False  # shown again below, in the new language
        else:
            self.end_overlay.hide()
        self.refresh()
        if old._graph is not None and old._graph.isVisible():
            self.show_graph(True)
