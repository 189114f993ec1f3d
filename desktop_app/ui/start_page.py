"""The start page: one large card per game, unfinished matches to continue, the finished matches
kept for review, and recent files.

A game whose rules or board are not in this build yet keeps its card, greyed and marked
"Coming soon", so players see what the application will offer. Lists show names and paths of any
length in columns of a fixed share of the page: a long entry is cut short with "…" (all of it in
the tooltip) rather than widening the page past the window.

The page answers clicks before any game is loaded (issues 18, 19): importing the three rules
engines and boards cost several times a bare Qt window, first before the first paint, then right
after it, blocking the first click. A card asks only whether the game's packages are there
(``game_present``: found, not run) and says "2–5 players" from the catalogue (``art.CATALOGUE``,
held to the rules by a test); whether the rules really load is checked on request
(``StartPage.complete``) and by the new-match dialog, which loads them anyway. The page's small
widgets and layouts are ``start_parts.py``; its cards ``start_cards.py``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop_app.persistence import held_seats, hosted_matches
from desktop_app.ui import theme
from desktop_app.ui.archive_view import ArchiveList
from desktop_app.ui.art import CATALOGUE
from desktop_app.ui.lan_reach import Reachability
from desktop_app.ui.lang import game_title
from desktop_app.ui.start_cards import CardLines, GameCardWidget, game_present
from desktop_app.ui.start_parts import (
    Emblem,
    ForgetButton,
    LeastRow,
    PageLayout,
    WrappingLabel,
    link_button,
    section,
)
from desktop_app.ui.weak_slot import weak_slot
from desktop_app.ui.widget_tools import nested


def _game_name(game_id: str) -> str:
    """A kept LAN match's game, as this screen's language calls it."""
    return game_title(game_id) if game_id else "?"


class StartPage(QWidget):
    """Cards for the three games, then "Continue" (autosaves), "Finished matches" (the archive)
    and "Open" (recent files).

    Everything sits in a scroll area: below the size where cards and sections fit, the page
    scrolls instead of squeezing them on top of each other (issue 5).
    """

    new_match_requested = Signal(str)
    rules_requested = Signal(str)
    #: A game's guided first match (issue 35).
    learn_requested = Signal(str)
    open_requested = Signal()
    open_path_requested = Signal(Path)
    continue_requested = Signal(Path)
    #: Review a finished match from the archive (its entry's id).
    archive_open_requested = Signal(str)
    host_requested = Signal()
    join_requested = Signal()
    #: Take back a LAN seat kept in ``held_seats`` (the ``HeldSeat``), its host answering.
    lan_continue_requested = Signal(object)
    #: Serve again a match this computer hosted (the ``hosted_matches.HostedMatch``).
    hosting_continue_requested = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.cards: list[GameCardWidget] = []
        self.continue_buttons: list[QPushButton] = []
        self.forget_buttons: list[QPushButton] = []
        self.recent_buttons: list[QPushButton] = []
        #: The LAN entries under Continue: seats to take back, then matches to host again.
        self.lan_buttons: list[QPushButton] = []
        self.hosting_buttons: list[QPushButton] = []
        #: Match ids served by this program now (the main window's hosting): not offered again.
        self.serving: set[str] = set()
        self._reach = Reachability(self)
        self._reach.reached.connect(self._rebuild)
        page = QVBoxLayout(self)
        page.setContentsMargins(0, 0, 0, 0)
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.content = QWidget()
        self.content.setObjectName("startContent")
        self.scroller.setObjectName("startScroller")
        self.scroller.setWidget(self.content)
        page.addWidget(self.scroller)
        outer = PageLayout(self.content)
        outer.setContentsMargins(40, 16, 40, 16)
        outer.setSpacing(14)

        # each row joins the page empty, then fills (``widget_tools``)
        self._header(nested(outer, QHBoxLayout()))
        self._cards(nested(outer, QHBoxLayout(), 6))
        self._lower(nested(outer, LeastRow(), 1))
        self._dynamic: list[QWidget] = []
        self._completed = False
        self.refresh()
        app = QApplication.instance()
        if not isinstance(app, QApplication) or theme.START_PAGE_MARK not in app.styleSheet():
            # an application not styled by ``theme.style_application``: the rules come with the page
            self.setStyleSheet(theme.start_page_rules())

    def _header(self, header: QHBoxLayout) -> None:
        """The emblem, the title and its line, and the two LAN buttons beside them."""
        header.setSpacing(14)
        header.addWidget(Emblem())
        titles = nested(header, QVBoxLayout(), 1)
        name = QLabel(QCoreApplication.translate("StartPage", "Three Palaces"))
        name.setObjectName("startTitle")
        sub = WrappingLabel(
            QCoreApplication.translate(
                "StartPage",
                "Palace-building games for the whole table — at one screen, across the network, "
                "or against the computer.",
            )
        )
        sub.setObjectName("startSubtitle")
        sub.setWordWrap(True)  # beside the LAN buttons it would otherwise widen the page
        titles.addWidget(name)
        titles.addWidget(sub)
        # LAN play sits beside the title: two buttons, so the cards and sections keep their room.
        network = nested(header, QVBoxLayout())
        network.setSpacing(6)
        self.host_button = QPushButton(QCoreApplication.translate("StartPage", "Host a LAN match…"))
        self.host_button.setProperty("accent", True)
        self.host_button.setToolTip(
            QCoreApplication.translate(
                "StartPage", "Open a match to friends on this network; they join with its code"
            )
        )
        self.host_button.clicked.connect(self.host_requested)
        self.join_button = QPushButton(QCoreApplication.translate("StartPage", "Join a LAN match…"))
        self.join_button.setToolTip(
            QCoreApplication.translate("StartPage", "Join a match a friend hosts on this network")
        )
        self.join_button.clicked.connect(self.join_requested)
        network.addWidget(self.host_button)
        network.addWidget(self.join_button)

    def _cards(self, cards: QHBoxLayout) -> None:
        """One card per game, their titles and taglines kept at one height."""
        cards.setSpacing(28)
        cards.addStretch(1)
        for card in CATALOGUE:
            widget = GameCardWidget(card, game_present(card.game_id))
            widget.start_requested.connect(self.new_match_requested)
            widget.rules_requested.connect(self.rules_requested)
            widget.learn_requested.connect(self.learn_requested)
            self.cards.append(widget)
            cards.addWidget(widget, 10)
        cards.addStretch(1)
        for part in ("title", "tagline"):  # the cards' texts keep one height, their art one too
            peers: list[CardLines] = [getattr(widget, part) for widget in self.cards]
            for label in peers:
                label.peers = peers

    def _lower(self, lower: LeastRow) -> None:
        """The row of sections under the cards: Continue, Finished matches and Saved matches."""
        lower.setSpacing(28)
        self._continue_frame, self._continue_layout = section(
            QCoreApplication.translate("StartPage", "Continue")
        )
        self.archive_list = ArchiveList(compact=True)
        self.archive_list.open_requested.connect(self.archive_open_requested)
        self._archive_frame, archive_layout = section(
            QCoreApplication.translate("StartPage", "Finished matches"), self.archive_list.search
        )
        archive_layout.addWidget(self.archive_list, 1)
        self.open_button = QPushButton(QCoreApplication.translate("StartPage", "Open…"))
        self.open_button.setToolTip(
            QCoreApplication.translate("StartPage", "Open a saved match file (Ctrl+O)")
        )
        self.open_button.clicked.connect(self.open_requested)
        self._recent_frame, self._recent_layout = section(
            QCoreApplication.translate("StartPage", "Saved matches"), self.open_button
        )
        for frame in (self._continue_frame, self._archive_frame, self._recent_frame):
            # equal shares whatever their texts: a long path must not starve the other columns
            frame.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            frame.setMinimumWidth(220)
            lower.addWidget(frame, 1)

    def complete(self) -> None:
        """Check that every card's rules really load (on request: not at start-up, issue 19 —
        loading the three engines took longer than the whole window; the new-match dialog, which
        loads them anyway, lists a game that does not load as not playable)."""
        if self._completed:
            return
        self._completed = True
        for card in self.cards:
            card.complete()

    def refresh(self) -> None:
        """Re-read autosaves, the archive and recent files (after a save, an open, a finished match),
        and ask again which hosts of the LAN seats kept here answer (``lan_reach``)."""
        self._rebuild()
        for seat in held_seats.held_all():
            where = seat.reachable_at
            if where is not None:
                self._reach.probe(*where)

    def _rebuild(self) -> None:
        for widget in self._dynamic:
            widget.setParent(None)
            widget.deleteLater()
        self._dynamic.clear()
        self.continue_buttons.clear()
        self.forget_buttons.clear()
        self.recent_buttons.clear()
        self.lan_buttons.clear()
        self.hosting_buttons.clear()
        self._fill_continue()
        self.archive_list.refresh()
        self._fill_recent()

    def _add(self, layout: QVBoxLayout, widget: QWidget) -> None:
        layout.addWidget(widget)
        self._dynamic.append(widget)

    def _fill_continue(self) -> None:
        try:
            from desktop_app.persistence.autosave import list_autosaves

            autosaves = [info for info in list_autosaves() if not info.finished]
        except (ImportError, OSError):
            autosaves = []
        shown = self._fill_lan()
        if not autosaves and not shown:
            note = WrappingLabel(
                QCoreApplication.translate(
                    "StartPage",
                    "No unfinished matches. Every match is saved as you play: if one is ever cut short "
                    "(a crash, a power cut), it waits here.",
                )
            )
            note.setWordWrap(True)
            note.setProperty("muted", True)
            self._add(self._continue_layout, note)
        for info in autosaves[: max(4 - shown, 1)]:
            names = ", ".join(info.seat_names)
            when = QLocale().toString(
                QDateTime.fromSecsSinceEpoch(int(info.modified.timestamp())), QLocale.FormatType.ShortFormat
            )
            text = "▶  " + QCoreApplication.translate(
                "StartPage", "{game} — {names}  ·  step {steps}  ·  {when}"
            ).format(game=game_title(info.game_id), names=names, steps=info.steps, when=when)
            button = link_button(text, f"{text[3:]}\n{info.path}")
            button.clicked.connect(weak_slot(self.continue_requested, info.path))
            self.continue_buttons.append(button)
            forget = ForgetButton()
            forget.setToolTip(
                QCoreApplication.translate(
                    "StartPage", "Forget this unfinished match (its autosave is deleted)"
                )
            )
            forget.clicked.connect(weak_slot(self._forget, info.path))
            self.forget_buttons.append(forget)
            row = QWidget()
            row_layout = QHBoxLayout(row)
            row_layout.setContentsMargins(0, 0, 0, 0)
            row_layout.addWidget(button, 1)
            row_layout.addWidget(forget)
            self._add(self._continue_layout, row)
        spacer = QWidget()
        spacer.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self._add(self._continue_layout, spacer)

    def _fill_lan(self) -> int:
        """The LAN matches to come back to (at most three rows): seats whose host answers, then
        matches this computer hosted, to serve again. Returns the rows added."""
        rows = 0
        for seat in held_seats.held_all():
            where = seat.reachable_at
            if where is None or where not in self._reach.answered or rows >= 3:
                continue
            text = "▶  " + QCoreApplication.translate(
                "StartPage", "{game}: back to seat {n}  ·  {address}"
            ).format(game=_game_name(seat.game), n=seat.seat + 1, address=f"{where[0]}:{where[1]}")
            tip = QCoreApplication.translate(
                "StartPage", "Take your seat back in this LAN match: its host is answering now"
            )
            self._lan_row(
                text,
                tip,
                weak_slot(self.lan_continue_requested, seat),
                weak_slot(self._forget_seat, seat.match),
                self.lan_buttons,
            )
            rows += 1
        for match in hosted_matches.hosted_all():
            if match.match in self.serving or rows >= 3:
                continue
            names = ", ".join(seat.name for seat in match.seats if seat.name)
            text = (
                "▶  "
                + QCoreApplication.translate("StartPage", "Continue hosting {game}").format(
                    game=_game_name(match.game)
                )
                + (f" — {names}" if names else "")
            )
            tip = QCoreApplication.translate(
                "StartPage", "Serve this LAN match again with the same code; the others come back to it"
            )
            self._lan_row(
                text,
                tip,
                weak_slot(self.hosting_continue_requested, match),
                weak_slot(self._forget_hosted, match.match),
                self.hosting_buttons,
            )
            rows += 1
        return rows

    def _lan_row(self, text: str, tip: str, go, drop, buttons: list[QPushButton]) -> None:
        button = link_button(text, f"{text[3:]}\n{tip}")
        button.clicked.connect(go)
        buttons.append(button)
        forget = ForgetButton()
        forget.setToolTip(QCoreApplication.translate("StartPage", "Forget this LAN match here"))
        forget.clicked.connect(drop)
        row = QWidget()
        row_layout = QHBoxLayout(row)
        row_layout.setContentsMargins(0, 0, 0, 0)
        row_layout.addWidget(button, 1)
        row_layout.addWidget(forget)
        self._add(self._continue_layout, row)

    def _forget_seat(self, match: str) -> None:
        held_seats.forget(match)
        self._rebuild()

    def _forget_hosted(self, match: str) -> None:
        hosted_matches.forget(match)
        self._rebuild()

    def _forget(self, path: Path) -> None:
        from desktop_app.persistence.autosave import discard

        discard(path)
        self.refresh()

    def _fill_recent(self) -> None:
        try:
            from desktop_app.persistence.recent import recent_files

            recent = recent_files()
        except (ImportError, OSError):
            recent = []
        for path in recent[:4]:
            button = link_button(f"{path.name}  —  {path.parent}", str(path))
            button.clicked.connect(weak_slot(self.open_path_requested, path))
            self.recent_buttons.append(button)
            self._add(self._recent_layout, button)
        if not recent:
            note = WrappingLabel(
                QCoreApplication.translate("StartPage", "Matches you save or open appear here.")
            )
            note.setWordWrap(True)
            note.setProperty("muted", True)
            self._add(self._recent_layout, note)
        spacer = QWidget()
        spacer.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self._add(self._recent_layout, spacer)
