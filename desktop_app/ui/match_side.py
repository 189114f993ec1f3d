"""The match screen's side column: the player cards, the board's own controls, the LAN panel and
the match log, one above the other.

Kept apart from the screen (``match_view``) because it is a layout of its own with rules of its
own: the cards scroll when the window is short and never squeeze the board's controls (a secret
picker), the log shows six lines where two whole cards and the controls leave room for them and
else opens as a drawer beside the board (``log_drawer``), and the
cards' badges and rows are filled here from the view the screen hands over, never from anything
the column remembers.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, Qt, Signal
from PySide6.QtGui import QMoveEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QSizePolicy, QWidget

from desktop_app.engine.seats import Seat
from desktop_app.ui.games.base import Board
from desktop_app.ui.lan_panels import NetworkSide, connection_text
from desktop_app.ui.log_drawer import LogDrawerControl
from desktop_app.ui.log_panel import LogPanel
from desktop_app.ui.panels import PlayersPanel, kind_label
from desktop_app.ui.screen_sheet import dress
from desktop_app.ui.steady import FittingScrollArea, SideColumnLayout, SideScroll, SteadyBox, lay_out_now
from desktop_app.ui.table import CONNECTED, Table
from desktop_app.ui.veil import PeekBar

SIDE_WIDTH = 340
#: The board controls' primary actions by name, whatever their look (Maharaja's End turn is drawn
#: in its own colours); an accent button is one too.
PRIMARY_NAMES = frozenset({"end_turn", "confirm_bribe", "confirm_disc"})

#: A player card's rows: (label, value) pairs, as ``Board.player_summary`` gives them.
Rows = list[tuple[str, str]]


class MatchSide(QFrame):
    """The column right of the board (``SIDE_WIDTH`` wide, wider with larger text)."""

    #: The column or its cards took other room (the window checks its text size fits again:
    #: the column settles over several turns of the event loop after a match or a size is shown).
    relaid = Signal()

    def __init__(self, table: Table, board: Board, colours: Sequence[str]) -> None:
        super().__init__()
        dress(self, "matchSide")
        self.setFixedWidth(SIDE_WIDTH)
        side_layout = SideColumnLayout(self)
        side_layout.setContentsMargins(10, 10, 10, 10)
        side_layout.setSpacing(8)
        #: "Peek" on a screen several people share (``veil``); None where nobody is veiled.
        self.peek_bar: PeekBar | None = None
        if table.shared and not table.networked:
            self.peek_bar = PeekBar()
            side_layout.addWidget(self.peek_bar)
        self.players = PlayersPanel(table.seats, colours)
        self.players.installEventFilter(self)
        scroll = FittingScrollArea()
        scroll.setWidget(self.players)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        dress(scroll, "playersScroll")
        self.players_scroll = scroll
        scroll.setAccessibleName(QCoreApplication.translate("MatchView", "Players"))
        side_layout.addWidget(scroll)
        extra = board.side_widget()
        #: The board's controls in the box that keeps their tallest room (None: no controls).
        self.controls_box: SteadyBox | None = None
        if extra is not None:
            # The board's own controls (a secret picker) must never be squeezed; the player
            # cards scroll when the window is short, and past their least so do the controls.
            policy = extra.sizePolicy()
            policy.setVerticalPolicy(QSizePolicy.Policy.Minimum)
            extra.setSizePolicy(policy)
            self.controls_box = SteadyBox(extra)
            if board.side_controls_scroll:
                controls: QWidget = SideScroll(self.controls_box)
                dress(controls, "controlsScroll")
                side_layout.addWidget(controls)
                side_layout.prefer(controls, scroll)
            else:
                side_layout.addWidget(self.controls_box)
        #: The board's primary action under its controls, never scrolled (None: it has none).
        self.footer = board.side_footer()
        if self.footer is not None:
            side_layout.addWidget(self.footer)
        self.network_side: NetworkSide | None = None
        if table.networked:
            self.network_side = NetworkSide(table)
            side_layout.addWidget(self.network_side)
        heading = QLabel(QCoreApplication.translate("MatchView", "Match log"))
        dress(heading, "logHeading")
        self.log = LogPanel()
        # Six lines where the cards (two at least) and the controls leave room, else a drawer.
        others = side_layout.column_widgets()
        self.log_drawer = LogDrawerControl(self, self.log, heading)
        self.log_drawer.watch(others)
        side_layout.addWidget(self.log_drawer.heading_row)
        side_layout.addWidget(self.log_drawer.place, 1)

    def cards_short(self) -> bool:
        """Does the players' column show less than two whole player cards (as laid out now)?"""
        cards = [card for card in self.players.cards if not card.isHidden()][:2]
        if not cards or not self.players_scroll.isVisibleTo(self):
            return False
        layout = self.players.layout()
        spacing = layout.spacing() if layout is not None else 0
        need = sum(card.height() for card in cards) + spacing * (len(cards) - 1)
        return self.players_scroll.viewport().height() + 1 < need

    def primary_hidden(self) -> bool:
        """Is the prompt's primary action among the board's controls (End turn, Confirm) not
        wholly in view? Where the controls scroll, it may lie below their fold: a text size
        that leaves it there does not fit the window (``text_fit``)."""
        boxes = [box for box in (self.controls_box, self.footer) if box is not None and box.isVisibleTo(self)]
        for button in [button for box in boxes for button in box.findChildren(QPushButton)]:
            primary = button.property("accent") or button.objectName() in PRIMARY_NAMES
            if not primary or not button.isVisibleTo(self) or not button.text().strip():
                continue
            at = button.mapTo(self, QPoint(0, 0))
            shown = QRect(at, button.size())
            current: QWidget | None = button.parentWidget()
            while current is not None and current is not self:
                shown = shown.intersected(QRect(current.mapTo(self, QPoint(0, 0)), current.size()))
                current = current.parentWidget()
            if shown.size() != button.size():
                return True
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.log_drawer.side_changed()
        self.relaid.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.players and event.type() == QEvent.Type.Resize:
            self.relaid.emit()  # a card grew or shrank: two may no longer fit
        return super().eventFilter(watched, event)

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        self.log_drawer.side_changed()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self.log_drawer.fit()  # a widget of the column asks for other room
            self.relaid.emit()
        return super().event(event)

    def show_players(
        self, table: Table, board: Board, view: dict | None, viewer: Seat | None, revealed: bool
    ) -> None:
        """Each card's badge and rows; ``view`` None: the badges alone, the rows kept (the
        position did not change, so asking the board for every seat's rows again is waste).
        ``revealed``: everything is shown, so nobody is "you" and each card shows its own seat's
        view."""
        movers = table.to_move()
        for card in self.players.cards:
            index = card.index
            parts = []
            if index == table.thinking_seat:
                parts.append(QCoreApplication.translate("MatchView", "thinking…"))
            elif index in movers:
                parts.append(QCoreApplication.translate("MatchView", "to move"))
            if index == viewer and not revealed:
                parts.append(QCoreApplication.translate("MatchView", "you"))
            connection = table.connection(index)
            if connection and connection != CONNECTED:
                parts.append(connection_text(connection))
            badge = " · ".join(parts)
            card.set_kind(kind_label(table.kind_at_cursor(index)))
            if view is None:
                card.set_state(index in movers, badge, card.row_texts())
                continue
            try:
                # everything revealed: each card as its own seat sees it (its purse, its hand)
                shown = table.review_view(index) if revealed else view
                rows = board.player_summary(shown, index)
            except (KeyError, IndexError, TypeError, ValueError):
                rows = []
            card.set_state(index in movers, badge, rows)
        self.players_scroll.follow_content()  # rows may have come: ask for their room

    def summaries(self, board: Board, view: dict) -> list[Rows]:
        """Every card's rows as ``view`` would show them (a row the board cannot read: none)."""
        shown: list[Rows] = []
        for card in self.players.cards:
            try:
                rows = board.player_summary(view, card.index)
            except (KeyError, IndexError, TypeError, ValueError):  # as ``show_players``
                rows = []
            shown.append(rows)
        return shown

    def measure_cards(self, rows: list[Rows]) -> None:
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
        lay_out_now()  # the requests the rows posted, handled in this piece (nothing moved)

    def hold_card(self, seat: Seat | None, veiled: Rows, own: Rows) -> None:
        """Keep room on ``seat``'s card for the rows of its ``own`` view while it shows those of
        its ``veiled`` one (a shared screen: ``veil``), so the rows a peek shows move no card
        below it; every other card lets a held room go. The room is counted in rows, never
        measured from their words: a longer secret would otherwise make a taller card for all
        to see. Measured with the veiled rows in place, before anything is painted."""
        for card in self.players.cards:
            height = 0
            if card.index == seat and len(own) > len(veiled):
                kept = card.row_texts()
                card.set_state(card.active, card.badge.text(), veiled)
                height = _card_height(card) + (len(own) - len(veiled)) * card.row_height()
                card.set_state(card.active, card.badge.text(), kept)
            if card.minimumHeight() != height:
                card.setMinimumHeight(height)

    def measure_controls(self) -> None:
        """Let the board's controls' box measure what they show now (it keeps the tallest), before
        anything is painted: ``MatchView._rehearse_peek``."""
        box = self.controls_box
        if box is None:
            return
        # the controls' new labels and buttons finish showing by calls queued to themselves
        # (only theirs are delivered: nothing else of the application runs in between)
        for widget in box.findChildren(QWidget):
            QCoreApplication.sendPostedEvents(widget, QEvent.Type.MetaCall)
        lay_out_now()
        box.sizeHint()

    def reserve_rows(self, counts: Sequence[int]) -> None:
        """Keep room on each card for ``counts`` rows, and let the column take it now."""
        for card, count in zip(self.players.cards, counts, strict=True):
            card.reserve_rows(count)
        self.players_scroll.follow_content()  # the column takes the room it measured, now
        lay_out_now()


def _card_height(card: QWidget) -> int:
    """The height ``card`` takes at its width as laid out (its own hint guesses its wrapped rows
    at another width: a mover's card held by it was 30 px taller than its peek's rows, and at
    1280x720 its bottom was cut below the column's fold, issue 33)."""
    if card.hasHeightForWidth() and card.width() > 100:
        return max(card.heightForWidth(card.width()), card.minimumSizeHint().height())
    return card.sizeHint().height()
