"""Hot-seat privacy: which seat sits at the screen, and the hand-over screen between people.

Several people share one screen, and each may hold secrets (a hand, a hidden disc choice). The
shell therefore draws at most one seat's private view at a time — the "seat at the screen" —
and covers everything when that seat changes from one person to another and a secret could be
seen (the next view is private, the next move is a secret choice, or the leaving person's view
was private), until the next person says they are ready. Nothing of the new seat is drawn
before that click, and nothing of any other seat is ever drawn at all (DESIGN, "UI": hidden
information is protected by a hand-over). Public steps pass the screen on without a cover.

Whether a move is a secret choice is asked of the engine, never restated here: see
``secret_choice_ahead``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from desktop_app.engine.protocol import Entry
from desktop_app.engine.seats import CHANCE, Seat
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui import theme
from desktop_app.ui.screen_sheet import dress


def human_seats(seats: Sequence[SeatInfo]) -> list[Seat]:
    return [index for index, seat in enumerate(seats) if seat.kind == "human"]


def choose_seat_at_screen(seats: Sequence[SeatInfo], movers: frozenset[Seat]) -> Seat | None:
    """The seat whose view the screen shows.

    The human seat that must act now (the lowest one when several choose at once); when no
    human is to act, the only human if there is exactly one; otherwise nobody (the public,
    spectator view), because with several people present no private view may stay open.
    """
    humans = human_seats(seats)
    acting = sorted(seat for seat in movers if seat in humans)
    if acting:
        return acting[0]
    if len(humans) == 1:
        return humans[0]
    return None


def seat_at_screen(session: Session) -> Seat | None:
    """``choose_seat_at_screen`` for the live position of ``session`` (review does not move it)."""
    return choose_seat_at_screen(session.seats, session.game.to_move(session.head_state))


def hidden_from_onlookers(session: Session, seat: Seat) -> bool:
    """Would the log hide one of ``seat``'s legal moves at the live position from a spectator?"""
    game, state = session.game, session.head_state
    for action in game.legal_actions(state, seat):
        entry = Entry(seat, action)
        if game.redact(entry, None, state) != entry:
            return True
    return False


def in_simultaneous_choice(session: Session, seat: Seat) -> bool:
    """Is ``seat``'s move at the live position part of a choice several seats make at once?

    ``Game.to_move`` lists several seats exactly for simultaneous secret choices (DESIGN, "The
    Game protocol"). The last seat of such a choice is alone to move when its turn at the screen
    comes, so the record is walked back: it is in one if, since it last acted or last was *not*
    to move, there was a position where another seat was to move beside it. (Its own move ends
    its part: the first prince who completes planning and plays on is making public moves.)
    """
    game, record = session.game, session.record
    for step in range(len(record), -1, -1):
        movers = game.to_move(session.state_at(step)) - {CHANCE}
        if seat not in movers:
            return False
        if len(movers) > 1:
            return True
        if step and record[step - 1].seat == seat:
            return False
    return False


def secret_choice_ahead(session: Session, seat: Seat) -> bool:
    """Is ``seat`` about to choose in secret, so that nobody else may watch the screen?

    Such a choice is made on screen (a half-filled picker), so the person leaving must not
    watch it even when the view itself holds no secret yet. It is secret when the log hides it
    from onlookers, or when it belongs to a simultaneous choice. The second matters for the
    last seat of such a choice, whose move the engine may show at once (the Maharaja disc that
    completes planning is turned over in the same step when its owner plays first, M-3.3.2):
    its redaction then hides nothing, yet it is still chosen while the others' choices are
    secret, and at a shared screen the person who chose just before is still sitting there
    (issue 13). Every game's simultaneous choice is covered this way, with no rule restated.
    """
    return in_simultaneous_choice(session, seat) or hidden_from_onlookers(session, seat)


class ScreenGuard:
    """Remembers whose private view was last opened, to know when a hand-over is due.

    A hand-over is due when the seat at the screen is a person other than the one who last
    opened their view, at least two people share the screen, and something secret could be
    glimpsed: the next seat's view is private, or a private view was drawn for the person
    leaving (``Game.has_private_view``). Otherwise the screen simply passes on.

    Spectator moments in between (bots thinking) do not reset it: the person who last looked may
    still be sitting there. Any change of the record that person did not make themselves (undo,
    redo, resuming from an earlier step) ``relock``s it: whoever pressed the key may be somebody
    else, so the next private view needs its owner's click again.
    """

    def __init__(self, seats: Sequence[SeatInfo] | frozenset[Seat]) -> None:
        # The seats of a match (its people are the human ones), or the seats at this screen.
        people = seats if isinstance(seats, frozenset) else human_seats(seats)
        self.shared = len(people) >= 2
        self.unlocked: Seat | None = None
        #: A private view was drawn for ``unlocked`` since they took the screen.
        self.private_seen = False
        #: Preferences > hand-over screen: off, the screen passes on without a cover (people
        #: who do not mind seeing each other's secrets chose so).
        self.covers = True

    def needs_handover(self, seat: Seat | None, private: bool = True) -> bool:
        """``private``: whether ``seat``'s view holds secrets (unknown: assume it does)."""
        if not self.covers or not self.shared or seat is None or seat == self.unlocked:
            return False
        return private or self.private_seen

    def unlock(self, seat: Seat | None) -> None:
        if seat != self.unlocked:
            self.private_seen = False
        self.unlocked = seat

    def drew(self, seat: Seat | None, private: bool) -> None:
        """The screen now shows ``seat``'s view (None: the public one)."""
        if seat is not None and seat == self.unlocked and private:
            self.private_seen = True

    def relock(self) -> None:
        """Forget who sits at the screen: the next private view waits for its owner's click."""
        self.unlocked = None
        self.private_seen = False


class HandOverOverlay(QWidget):
    """An opaque cover over the match ("Pass the screen to <name>") with a ready button."""

    ready = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self._colour = QColor(theme.GOLD)
        self._number = 0
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        dress(self.title, "handOverTitle")
        layout.addWidget(self.title)
        # The ring is drawn above the title: when the lines below change ("Since then"), the title
        # moves and the whole cover is painted again, else part of the old ring stayed beside
        # the new one (a broken ring, seen by a new player).
        self.title.installEventFilter(self)
        self.note = QLabel()
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        dress(self.note, "handOverNote")
        layout.addWidget(self.note)
        layout.addSpacing(10)
        # What happened since the last person looked (public log lines: a round's scoring, the
        # other players' moves), so nothing public is hidden behind the hand-over.
        self.since = QLabel()
        self.since.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.since.setWordWrap(True)
        self.since.setTextFormat(Qt.TextFormat.PlainText)
        dress(self.since, "handOverSince")
        layout.addWidget(self.since)
        # What a key pressed under the cover did (Ctrl+Z: "Took back ..."), or why it did nothing.
        self.notice = QLabel()
        self.notice.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.notice.setWordWrap(True)
        self.notice.setTextFormat(Qt.TextFormat.PlainText)
        dress(self.notice, "handOverNotice")
        self.notice.hide()
        layout.addWidget(self.notice)
        layout.addSpacing(18)
        self.button = QPushButton()
        self.button.setProperty("accent", True)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        dress(self.button, "handOverButton")
        # Enter as well as Space takes the screen (issue 19: play without a mouse).
        self.button.setAutoDefault(True)
        self.button.clicked.connect(self.ready)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        parent.installEventFilter(self)
        self.hide()

    def show_for(self, name: str, colour: str, number: int = 0, since: Sequence[str] = ()) -> None:
        """Cover the match for ``name``; ``number`` (1-based seat) is drawn in the colour ring.

        ``since``: public log lines of what happened since the last person looked.
        """
        self._colour = QColor(colour or theme.GOLD)
        self._number = number
        self.title.setText(
            QCoreApplication.translate("HandOverOverlay", "Pass the screen to {name}").format(name=name)
        )
        self.note.setText(
            QCoreApplication.translate(
                "HandOverOverlay",
                "Everything is hidden until {name} is ready, so nobody else sees their secrets.",
            ).format(name=name)
        )
        self.button.setText(
            QCoreApplication.translate("HandOverOverlay", "I am {name} — show my view").format(name=name)
        )
        since_then = QCoreApplication.translate("HandOverOverlay", "Since then:")
        self.since.setText(since_then + "\n" + "\n".join(since) if since else "")
        self.since.setVisible(bool(since))
        self.notice.hide()
        self._cover_parent()
        self.raise_()
        self.show()
        self.button.setFocus()

    def show_notice(self, text: str) -> None:
        """Say what just happened, if the cover is up (it is cleared when the cover is shown anew)."""
        self.notice.setText(text)
        self.notice.setVisible(self.isVisible() and bool(text))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._cover_parent()
        elif watched is self.title and event.type() == QEvent.Type.Move:
            self.update()  # the ring moves with the title
        return False

    def _cover_parent(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect())
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0, QColor(theme.INDIGO))
        gradient.setColorAt(1, QColor("#141B2D"))
        painter.fillRect(rect, gradient)
        # A ring in the next player's colour, so they recognise their turn from across the table.
        radius = max(24.0, min(rect.width(), rect.height()) * 0.075)
        centre = rect.center()
        centre.setY(self.title.geometry().top() - radius - 28)
        painter.setPen(QPen(self._colour, max(4.0, radius * 0.14)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, radius, radius)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._colour)
        painter.drawEllipse(centre, radius * 0.62, radius * 0.62)
        if self._number:
            painter.setPen(QColor(theme.text_on(self._colour.name())))
            font = painter.font()
            font.setBold(True)
            font.setPixelSize(int(radius * 0.7))
            painter.setFont(font)
            box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(self._number))
        painter.end()
