"""The start page's game cards: one large clickable card per game, its art, name, tagline,
players and its New match and Rules buttons.

A card asks only whether the game's packages are there (``game_present``: found, not run), so the
page answers clicks before any rules engine is imported (issues 18, 19); whether the rules really
load is checked on request (``GameCardWidget.complete``). The texts keep the height of the longest
of them (``CardLines``), so the cards' pictures and players' lines line up in every language.
"""

from __future__ import annotations

import importlib.util

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsDropShadowEffect,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop_app.engine.errors import UnknownGame
from desktop_app.engine.registry import GAMES_PACKAGE, get_game
from desktop_app.ui.art import GameCard, paint_card_art
from desktop_app.ui.games import available_board
from desktop_app.ui.lang import game_title
from desktop_app.ui.widget_tools import nested

#: Where the boards live, one module per game id (``ui.games.board_class``).
BOARDS_PACKAGE = "desktop_app.ui.games"


def game_available(game_id: str) -> bool:
    """A game can be started when its rules are registered and a board draws it."""
    try:
        get_game(game_id)
    except UnknownGame:
        return False
    return available_board(game_id) is not None


def game_present(game_id: str) -> bool:
    """Are the game's rules and board packages in this build? Found without running them."""
    for package in (GAMES_PACKAGE, BOARDS_PACKAGE):
        try:
            if importlib.util.find_spec(f"{package}.{game_id}") is None:
                return False
        except (ImportError, ValueError):
            return False
    return True


class _Art(QWidget):
    """The top of a card: the game's art with rounded top corners."""

    def __init__(self, card: GameCard, enabled: bool) -> None:
        super().__init__()
        self._card = card
        self._enabled = enabled
        self.setMinimumHeight(160)  # with the sections below, the page fits 1280x720 unscrolled
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_enabled(self, enabled: bool) -> None:
        self._enabled = enabled
        self.update()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect())
        radius = 12.0
        path = QPainterPath()
        path.addRoundedRect(rect, radius, radius)
        square = QPainterPath()
        square.addRect(rect.adjusted(0, radius, 0, 0))
        path = path.united(square)
        painter.setClipPath(path)
        paint_card_art(painter, rect, self._card.game_id, self._card.accent)
        if not self._enabled:
            painter.fillRect(rect, QColor(246, 239, 226, 150))
            band = QRectF(rect.left(), rect.center().y() - 18, rect.width(), 36)
            painter.fillRect(band, QColor(31, 42, 68, 200))
            painter.setPen(QColor("#F3E7CF"))
            font = painter.font()
            font.setPointSizeF(13)
            font.setBold(True)
            font.setLetterSpacing(font.SpacingType.PercentageSpacing, 115)
            painter.setFont(font)
            painter.drawText(
                band, Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("StartPage", "COMING SOON")
            )
        painter.end()


class CardLines(QLabel):
    """A label that keeps room for ``lines`` lines of its own type — measured when asked, so a
    larger text size (Preferences) makes the room larger — and, wrapped, for all its lines at the
    width it has (layouts count a wrapped label's minimum at no particular width)."""

    def __init__(self, text: str = "") -> None:
        super().__init__(text)
        self.lines = 1
        #: Labels in the same place of the other cards: each keeps room for the longest of them,
        #: so the cards' texts, and so their pictures, line up (in German two taglines took a
        #: fourth line and the third card's picture stood taller than the others').
        self.peers: list[CardLines] = [self]
        # a shorter text than its peers' leaves the spare room below it
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        height = self.fontMetrics().lineSpacing() * self.lines + (4 if self.lines > 1 else 0)
        if self.wordWrap() and self.width() > 0:
            height = max(height, self.heightForWidth(self.width()))
        return QSize(hint.width(), max(hint.height(), height))

    def heightForWidth(self, width: int) -> int:
        """The tallest of the peers' wrapped texts at ``width`` (the cards share one width)."""
        return max(QLabel.heightForWidth(peer, width) for peer in self.peers)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.wordWrap() and event.size().width() != event.oldSize().width():
            for peer in self.peers:  # their room depends on this one's lines too
                peer.updateGeometry()


class GameCardWidget(QFrame):
    """A large clickable card for one game."""

    start_requested = Signal(str)
    rules_requested = Signal(str)
    #: "Learn to play": the game's guided first match (issue 35, ``ui.coach``).
    learn_requested = Signal(str)

    def __init__(self, card: GameCard, enabled: bool) -> None:
        super().__init__()
        self.card = card
        self.available = enabled
        self.setObjectName("gameCard")  # its look: ``theme.START_PAGE_SHEET``
        # Only a width: the height follows the contents, so nothing is squeezed out of the card.
        self.setMinimumWidth(260)
        self.setMaximumWidth(420)
        shadow = QGraphicsDropShadowEffect(self)
        shadow.setBlurRadius(24)
        shadow.setOffset(0, 4)
        shadow.setColor(QColor(60, 40, 20, 70))
        self.setGraphicsEffect(shadow)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(1, 1, 1, 14)
        layout.setSpacing(6)
        self._art = _Art(card, enabled)
        layout.addWidget(self._art, 5)
        # each inner layout joins its outer one empty, then fills (``widget_tools``)
        text = nested(layout, QVBoxLayout(), 3)
        text.setContentsMargins(16, 6, 16, 0)
        text.setSpacing(6)
        self.title = title = CardLines(game_title(card.game_id))
        title.setWordWrap(True)
        title.setObjectName("cardTitle")
        title.setProperty("game", card.game_id)  # its accent colour (``theme.start_page_rules``)
        text.addWidget(title)
        self.tagline = tagline = CardLines(QCoreApplication.translate("GameCard", card.tagline))
        tagline.setWordWrap(True)
        tagline.setProperty("muted", True)
        # room for three wrapped lines at the narrowest card width (layouts ignore wrapping)
        tagline.lines = 3
        text.addWidget(tagline)
        self._players_line(card, enabled, nested(text, QHBoxLayout()))
        text.addStretch(1)
        self._buttons(card, enabled, nested(text, QHBoxLayout()))

    def _players_line(self, card: GameCard, enabled: bool, players_line: QHBoxLayout) -> None:
        """How many may play, and the guided match beside it."""
        least, most = card.players
        self.players = CardLines(
            QCoreApplication.translate("StartPage", "{least}–{most} players").format(least=least, most=most)
        )
        # the guided match sits beside the players' line: the card grows no taller for it
        self.learn_button = QPushButton(QCoreApplication.translate("StartPage", "Learn to play"))
        self.learn_button.setObjectName("learnButton")
        self.learn_button.setFlat(True)
        self.learn_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.learn_button.setToolTip(
            QCoreApplication.translate(
                "StartPage", "A short guided match against the computer: a coach shows you each step"
            )
        )
        self.learn_button.setEnabled(enabled)
        self.learn_button.clicked.connect(self._learn)
        players_line.addWidget(self.players, 1, Qt.AlignmentFlag.AlignVCenter)
        players_line.addWidget(self.learn_button)

    def _buttons(self, card: GameCard, enabled: bool, buttons: QHBoxLayout) -> None:
        """New match (or Coming soon) and the rules."""
        self.button = QPushButton(
            QCoreApplication.translate("StartPage", "New match…")
            if enabled
            else QCoreApplication.translate("StartPage", "Coming soon")
        )
        self.button.setProperty("accent", True)
        self.button.setEnabled(enabled)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.clicked.connect(self._start)
        self.rules_button = QPushButton(QCoreApplication.translate("StartPage", "Rules"))
        self.rules_button.setToolTip(
            QCoreApplication.translate("StartPage", "How to play {game}, and its full rules").format(
                game=game_title(card.game_id)
            )
        )
        self.rules_button.clicked.connect(self._rules)
        buttons.addWidget(self.button, 1)
        buttons.addWidget(self.rules_button)

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:
            self._hold_height()
        return handled

    def _hold_height(self) -> None:
        """The card's least height, set on it, from its texts as they wrap at the card's width:
        the page asked the cards' row for a height for its width, which counted the card's
        texts at their preferred size (at the largest text size in German the cards' titles and
        taglines were cut to one line)."""
        layout = self.layout()
        if layout is None:
            return
        least = layout.totalMinimumSize().height()
        if least != self.minimumHeight():
            self.setMinimumHeight(least)

    # Methods, not lambdas: with a third lambda holding the card, the garbage collector crashed
    # (a segmentation fault in a later test) after a start page made anew was thrown away.
    def _start(self) -> None:
        self.start_requested.emit(self.card.game_id)

    def _rules(self) -> None:
        self.rules_requested.emit(self.card.game_id)

    def _learn(self) -> None:
        self.learn_requested.emit(self.card.game_id)

    def complete(self) -> None:
        """Check that the game's rules really load (``game_present`` only found them); a game that
        does not is greyed. Loading a rules engine takes a moment, so this runs on request."""
        available = game_available(self.card.game_id)
        if available != self.available:
            self.available = available
            self._art.set_enabled(available)
            self.button.setText(
                QCoreApplication.translate("StartPage", "New match…")
                if available
                else QCoreApplication.translate("StartPage", "Coming soon")
            )
            self.button.setEnabled(available)
            self.learn_button.setEnabled(available)

    def mouseReleaseEvent(self, event) -> None:
        if self.available and event.button() == Qt.MouseButton.LeftButton:
            self.start_requested.emit(self.card.game_id)
        super().mouseReleaseEvent(event)
