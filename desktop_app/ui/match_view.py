"""The match screen: board, prompt, player panels, log and review bar, driven by one Table.

The table (``table.py``: a local Session, or a seat joined over the LAN) is the only truth. After
every change it announces, this view decides whose eyes are on the screen (``hand_over``,
``seen_by``), asks the table for exactly that seat's view, and hands the view to the board, the
side column (``match_side``) and the review's log, step line and graph (``match_review``);
nothing here remembers game facts between syncs, and nothing here can reach a full state. A
finished match's review is readied while the screen rests (``review_warmup``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QHBoxLayout, QWidget

from desktop_app.ai.match_graph import REVEALED, Perspective
from desktop_app.engine.action import Action
from desktop_app.engine.seats import Seat
from desktop_app.engine.session import Session
from desktop_app.ui import theme
from desktop_app.ui.board_column import BoardColumn
from desktop_app.ui.bots import BotRunner
from desktop_app.ui.end_view import EndOverlay
from desktop_app.ui.games.base import Board
from desktop_app.ui.ghost import follow_ghost
from desktop_app.ui.hand_over import HandOver
from desktop_app.ui.hints import HintControl
from desktop_app.ui.lang import render_message
from desktop_app.ui.local_table import LocalTable
from desktop_app.ui.match_analysis import MatchAnalysis
from desktop_app.ui.match_privacy import MatchPrivacy
from desktop_app.ui.match_prompt import prompt_text
from desktop_app.ui.match_review import ScreenReview
from desktop_app.ui.match_side import SIDE_WIDTH, MatchSide
from desktop_app.ui.match_undo import MatchUndo
from desktop_app.ui.notes import NotesControl
from desktop_app.ui.panels import PlayerCard
from desktop_app.ui.preferences import Preferences
from desktop_app.ui.privacy import HandOverOverlay, ScreenGuard
from desktop_app.ui.review_warmup import ReviewWarmup
from desktop_app.ui.seat_control import popup_seat_menu
from desktop_app.ui.seen_by import board_seat, offered
from desktop_app.ui.steady import lay_out_now
from desktop_app.ui.table import Table
from desktop_app.ui.text_size import ui_factor
from desktop_app.ui.veil import PeekKeys, Veil

if TYPE_CHECKING:
    from desktop_app.ui.export import MatchLog
    from desktop_app.ui.match_graph import MatchGraph

#: How long a notice stays under the prompt.
NOTICE_MS = 8000
#: No perspective was picked: the screen shows the viewer the hand-over rules choose.
_AUTO = object()


class MatchView(MatchPrivacy, MatchUndo, QWidget):
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
        self.hand_over = HandOver(table)
        self.veil = Veil(table)
        self.viewer: Seat | None = None
        #: Whose eyes the screen shows (``seen_by``); ``_chosen``: what a person picked, if any.
        self.perspective: Perspective = None
        self._chosen: object = _AUTO
        self._choices: list[Perspective] = []
        self.locked = False
        self._end_shown = False
        self._scene_rect = QRectF()
        self._closed = False
        table.notice.connect(self.say)

        root = QHBoxLayout(self)
        root.setContentsMargins(0, 0, 0, 0)
        root.setSpacing(0)
        column = self.column = BoardColumn(table, self.board, root)
        # the column's and the side's parts, by the names the window, the tests and tools use
        self.prompt, self.link_banner = column.prompt, column.link_banner
        self.takeback_bar, self.notice_line = column.takeback_bar, column.notice_line
        self.board_view, self.board_split = column.board_view, column.board_split
        self.happened, self.review_bar = column.happened, column.review_bar
        self.side = MatchSide(table, self.board, self.colours)
        self.players, self.players_scroll = self.side.players, self.side.players_scroll
        self.network_side, self.log = self.side.network_side, self.side.log
        self.peek_bar = self.side.peek_bar
        root.addWidget(self.side)

        self.end_overlay = EndOverlay(self.board_view)
        self.end_overlay.new_match_requested.connect(self.new_match_requested)
        self.end_overlay.save_requested.connect(self.save_requested)
        self.end_overlay.save.setVisible(table.networked)
        self.overlay = HandOverOverlay(self)
        self.overlay.ready.connect(self.unlock)
        self.review = ScreenReview(
            table,
            lambda: self.session,
            log=self.log,
            happened=self.happened,
            review_bar=self.review_bar,
            board_split=self.board_split,
            colours=self.colours,
            seek=self.seek,
        )
        self.warmup = ReviewWarmup(
            self, self, rest_ms=self.IDLE_REST_MS, picture_rest_ms=self.PICTURE_REST_MS
        )
        self._connect()
        self.refresh()

    def _connect(self) -> None:
        """The review bar, the log, the notes and the board to what the screen does for them."""
        self.link_banner.give_up_requested.connect(self._give_up)
        self.review_bar.seek_requested.connect(self.seek)
        # A lambda on purpose (not weak_slot.py's way): it holds the screen until Qt deletes it
        # (the window's close_match, pytest-qt's clean-up). A screen nothing names would go to the
        # cyclic collector, which empties its event filters before the screen's deletion calls
        # them (docs/testing.md, "A worker that crashes").
        self.log.line_clicked.connect(lambda index: self.seek(index + 1))
        self.review_bar.resume_requested.connect(self.resume_from_cursor)
        self.review_bar.seen_by.chosen.connect(self.choose_perspective)
        self.review_bar.graph_button.toggled.connect(self.show_graph)
        self.notes = NotesControl(
            self, lambda: self.session, lambda: self.table.cursor, self.review.step_line, self.refresh
        )
        self.hints = HintControl(self, self.table, self.board, self.notice_line, self.board_view)
        self.review_bar.add_tools(self.notes.widgets())
        self.analysis = MatchAnalysis(self)
        QShortcut(QKeySequence("Ctrl+B"), self, self.notes.toggle_bookmark)
        self.board.action_chosen.connect(self._on_action)
        if self.peek_bar is not None:
            self.peek_bar.peek.connect(self.peek)
            # P held anywhere on the screen peeks too (a key no widget of it takes)
            self._peek_keys = PeekKeys(self, self.peek)
        # Why a place cannot be chosen (issue 19): said under the prompt on a click, shown there
        # while the pointer rests on it.
        self.board.refused.connect(self._refuse)
        self.board.hinted.connect(self.column.hint)
        # A method, not a lambda: the board (no widget's child) would keep a lambda, and through
        # it this screen, alive from C++ after the screen is closed, where no collection sees it.
        self.board.prompt_changed.connect(self._prompt_changed)
        self.table.changed.connect(self._on_table)
        for card in self.players.cards:
            # Right-click (or the menu key) on a player card: let the computer play that seat.
            card.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
            card.customContextMenuRequested.connect(self._seat_menu)

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
        return self.warmup.busy

    @property
    def bots(self) -> BotRunner | None:
        """The local table's bots (the window's speed menu sets their pause)."""
        return self.table.bots if isinstance(self.table, LocalTable) else None

    @property
    def guard(self) -> ScreenGuard:
        """Who the shared screen is unlocked for, and whether covers are wanted (``privacy``)."""
        return self.hand_over.guard

    @property
    def perspective_picked(self) -> bool:
        """Did a person pick whose eyes the screen shows ("seen by")?"""
        return self._chosen is not _AUTO

    # --- syncing -------------------------------------------------------------------------------

    def _on_table(self, what: str) -> None:
        if self._closed:
            return
        if what == "record":
            self.notice_line.clear_refusal()  # somebody moved: a refusal said before is stale
            self.hand_over.record_changed()
        if what == "control":
            self.hand_over.people_changed()
        if what == "presence" and self.table.thinking_seat is not None:
            self._update_players(None)  # a computer started thinking: only the badges change
            self._update_prompt()
            return
        self.refresh()

    def live_movers(self) -> frozenset[Seat]:
        return self.table.to_move(live=True)

    def refresh(self) -> None:
        """Redraw everything from the table for the seat at the screen."""
        table = self.table
        seat = table.seat_at_screen()
        private = self._cover(seat)
        finished_review = table.is_reviewing and table.is_over
        natural = None if (self.locked or finished_review) else seat
        self._choices = offered(table, natural)
        self.perspective = self._chosen if self._chosen in self._choices else natural  # type: ignore[assignment]
        self.viewer = board_seat(table) if self.perspective == REVEALED else self.perspective  # type: ignore[assignment]
        self.guard.drew(self.viewer, private and self.viewer == seat)
        if not self.locked and seat is not None:
            self.hand_over.saw(seat, table.length)
        veiled, reader = self.veil.look(
            self.viewer, covers=self.guard.covers, natural=self.viewer == seat and not self.locked
        )
        self._show_veil()
        view = self._sync_board(veiled)
        self._update_players(view)
        veiling = self.viewer if self.veil.wanted(self.guard.covers) and self.viewer == seat else None
        self.analysis.follow()  # the analysis's marks, for the log, the slider and the graph
        self.review.update_log(self.perspective, reader, veiling=veiling)
        self.review_bar.update_position(table.cursor, table.length, table.casual)
        self.review.update_landmarks(reader)
        self._update_network()
        self._update_prompt()
        self._update_end()
        self.review.update_seen_by(self._choices, self.perspective)
        self.notes.refresh()
        self.hints.follow(None if self.locked or self.viewer != seat or veiled is not None else seat)
        if self.session is not None:
            self.review_bar.slider.set_notes(list(self.session.notes))
            self.warmup.follow()
        lay_out_now()
        self.changed.emit()

    def _sync_board(self, veiled: dict | None = None) -> dict:
        """Sync the board with the viewer's view (their legal actions while the match is live),
        or with ``veiled``, what the others at a shared screen may see of it (``veil``); the view
        drawn."""
        table = self.table
        if veiled is not None:
            view = veiled
        else:
            view = table.view(None) if self.viewer is None else table.review_view(self.viewer)
        if self.perspective == REVEALED:  # every seat's secrets, where the board draws them
            view = self.board.revealed_view(view, table.review_view)
        legal: tuple[Action, ...] = ()
        if self.viewer is not None and not table.is_reviewing:
            legal = table.legal_actions(self.viewer)
        self.board.revealed = self.perspective == REVEALED  # revealed: nobody is "you"
        if veiled is not None:
            self.veil.rehearse(self.board, self.side, self.viewer, legal, veiled)
        self.board.sync(view, self.viewer, legal, bool(legal))
        follow_ghost(self.board)  # a suggested action stays drawn only on its own position
        self.warmup.synced = (view, self.viewer, legal)
        rect = self.board.scene.sceneRect()
        if rect != self._scene_rect:
            self._scene_rect = rect
            self.board_view.refit()
        return view

    def _update_players(self, view: dict | None) -> None:
        self.side.show_players(self.table, self.board, view, self.viewer, self.perspective == REVEALED)

    # --- review --------------------------------------------------------------------------------

    @property
    def graph(self) -> MatchGraph:
        """The match graph under the board, made (hidden) the first time it is asked for."""
        return self.review.graph

    def offered_perspectives(self) -> list[Perspective]:
        return self._choices

    def choose_perspective(self, perspective: Perspective) -> None:
        """A person picked whose eyes to look through (kept while it stays on offer)."""
        self._chosen = perspective
        self.refresh()

    def show_graph(self, shown: bool) -> None:
        self.review.show_graph(shown, self.perspective)
        self.analysis.follow()  # a graph made now gets the analysis's dots

    def seek(self, step: int) -> None:
        self.table.seek(step)

    def resume_from_cursor(self) -> None:
        self.guard.relock()
        self.table.resume_from_cursor()

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
        width = round(SIDE_WIDTH * ui_factor())
        self.players.text_sized()
        now = (preferences.colour_blind, preferences.hand_over, width)
        if now == (self.board.colour_blind, self.guard.covers, self.side.width()):
            return
        self.board.set_colour_blind(preferences.colour_blind)
        self.players.set_colour_blind(preferences.colour_blind)
        self.guard.covers = preferences.hand_over
        if width != self.side.width():
            self.veil.measure_again()  # the held room of a peek's rows, at the new text size
            self.side.players_scroll.afresh()
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

    @property
    def asking(self) -> bool:
        """A local shared screen asks a person by name whether their action is taken back."""
        return not self.table.networked and self.table.takeback is not None

    def _update_network(self) -> None:
        if not self.table.networked:
            self.takeback_bar.refresh()  # a shared screen's question to a person by name
            return
        self.column.show_link(self.table)
        if self.network_side is not None:
            self.network_side.refresh()

    def _give_up(self) -> None:
        self.table.give_up()
        self.leave_requested.emit()

    def prompt_text(self) -> str:
        return prompt_text(
            self.table, self.board, self.viewer, locked=self.locked, passed_on=self.hand_over.passed_on
        )

    def _prompt_changed(self, _text: str) -> None:
        """The board's own prompt changed: a step of a choice (an official picked), so a refusal
        said before it no longer applies."""
        self.notice_line.clear_refusal()
        self._update_prompt()

    def _update_prompt(self) -> None:
        viewer = self.viewer
        self.column.show_prompt(
            self.prompt_text(), self.colours[viewer] if viewer is not None else theme.GOLD
        )

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
        self.hand_over.unlock(self.table.seat_at_screen())
        self.refresh()

    def _on_action(self, action: Action) -> None:
        seat = self.viewer
        if seat is None or self.locked or self.table.is_reviewing:
            return
        before = self.table.length
        self.table.act(seat, action)
        self.hand_over.acted(seat, before)

    def _seat_menu(self, where: QPoint) -> None:
        card = self.sender()
        if isinstance(card, PlayerCard):
            popup_seat_menu(self.table, card, where, self)

    # --- export --------------------------------------------------------------------------------

    def export_log(self) -> MatchLog:
        """The whole log as the screen's viewer may read it, with the result once the match is
        over: what File > Export log… writes (``export.match_log``)."""
        from desktop_app.ui.export import match_log  # here: a match opens without it (3 ms)

        return match_log(self.table, self.viewer)

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
        self.hints.close()
        self.warmup.stop()
        self.review.cancel()
        self.analysis.cancel()
        self.table.changed.disconnect(self._on_table)
        self.table.notice.disconnect(self.say)

    def take_over(self, old: MatchView) -> None:
        """Carry on where ``old`` (over the same table) was: who the screen was last unlocked for
        and what they have seen, whether the end card was shown, the perspective picked — so a
        change of language neither asks for a hand-over again nor reopens the end card."""
        self.hand_over.take_over(old.hand_over)
        self._end_shown = old._end_shown
        self._chosen = old._chosen
        if old.end_overlay.isVisible():
            self._end_shown = False  # shown again below, in the new language
        else:
            self.end_overlay.hide()
        self.refresh()
        if old.review.graph_shown:
            self.show_graph(True)
