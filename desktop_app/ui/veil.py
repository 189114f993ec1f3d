"""The veil: on a screen several people share, a seat's secrets show only while its person peeks.

The hand-over cover (``privacy``) keeps each person's secrets from the next person; the veil
keeps them from the people watching the mover play. While a person plays, the screen draws what
the others at the table may see (``Table.veiled_view``: the public view with the mover looking,
plus only what the decision in front of them needs — the hand a card is played from, the bribe
board being set) and the public log; while the person holds "Peek" (the button, or the P key) it
draws their own view and log. The veil works on the data the screen is given, never by hiding
widgets, so no label or tooltip can let a secret through: what is not in the view is not drawn.

Nobody is veiled from themselves: with one person at the screen (the others computers, or a LAN
screen) and with the hand-over cover switched off in the preferences (the people chose not to
mind) the whole view shows, as before.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, Signal
from PySide6.QtGui import QFontMetrics, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QWidget

from desktop_app.engine.action import Action
from desktop_app.engine.protocol import View
from desktop_app.engine.seats import Seat
from desktop_app.ui.screen_sheet import dress
from desktop_app.ui.table import Table
from desktop_app.ui.weak_slot import weak_slot
from desktop_app.ui.widget_tools import plain_label

if TYPE_CHECKING:
    from desktop_app.ui.games.base import Board


class Side(Protocol):
    """What ``Veil.rehearse`` asks of the side column (``match_side.MatchSide``)."""

    def measure_controls(self) -> None: ...

    def measure_cards(self, rows: list[list[tuple[str, str]]]) -> None: ...

    def hold_card(
        self, seat: Seat | None, veiled: list[tuple[str, str]], own: list[tuple[str, str]]
    ) -> None: ...

    def summaries(self, board: Board, view: dict) -> list[list[tuple[str, str]]]: ...


#: What the peek bar says: nothing of the person's is private now, their secrets are veiled,
#: they are peeking, or the decision in front of them shows them.
NOTHING, HIDDEN, PEEKING, CHOOSING = "nothing", "hidden", "peeking", "choosing"


def state_text(state: str) -> str:
    """The bar's words for ``state`` (translated)."""
    if state == HIDDEN:
        return QCoreApplication.translate("PeekBar", "Your secrets are hidden.")
    if state == PEEKING:
        return QCoreApplication.translate("PeekBar", "Your secrets are shown.")
    if state == CHOOSING:
        return QCoreApplication.translate("PeekBar", "Shown for this choice.")
    return QCoreApplication.translate("PeekBar", "Nothing secret on the screen.")


class Veil:
    """Whether the screen over ``table`` veils the seat it shows, and the peek in progress."""

    def __init__(self, table: Table) -> None:
        self.table = table
        #: The person holds "Peek" for this seat (None: nobody peeks).
        self.peeking_for: Seat | None = None
        #: What the bar says now (``NOTHING`` .. ``CHOOSING``).
        self.state = NOTHING
        #: (viewer, steps) whose own view the side column last measured (``rehearse``).
        self._rehearsed: tuple[Seat | None, int] | None = None

    def wanted(self, covers: bool) -> bool:
        """Does this screen veil at all: several people share it and want their secrets kept
        (the preferences' hand-over cover on)?"""
        return self.table.shared and covers and not self.table.networked

    def look(self, viewer: Seat | None, *, covers: bool, natural: bool) -> tuple[View | None, Seat | None]:
        """The view to draw for ``viewer`` (None: the table's own answer, nothing veiled) and the
        seat whose log may be read (None: the public log). ``natural``: the screen shows the
        person at it (not a perspective picked in review of a finished match)."""
        if viewer is None or not natural or not self.wanted(covers) or self.table.is_over:
            self.peeking_for = None
            self.state = NOTHING
            return None, viewer
        if self.peeking_for is not None and self.peeking_for != viewer:
            self.peeking_for = None  # the screen went to somebody else: their peek ended
        own = self.table.view(viewer)
        veiled = self.table.veiled_view(viewer)
        if veiled == own:
            self.peeking_for = None
            self.state = CHOOSING if self.table.has_private_view(viewer) else NOTHING
            return None, viewer
        if self.peeking_for == viewer:
            self.state = PEEKING
            return None, viewer
        self.state = HIDDEN
        return veiled, None

    def rehearse(
        self, board: Board, side: Side, viewer: Seat | None, legal: Sequence[Action], veiled: View
    ) -> None:
        """Before a position is first drawn veiled, the board's controls and the player cards
        measure the viewer's own view (nothing is painted in between), so the room a peek needs
        is kept from the start and holding Peek moves nothing under the pointer."""
        key = (viewer, self.table.length)
        if key == self._rehearsed or viewer is None:
            return
        self._rehearsed = key
        own = self.table.view(viewer)
        board.sync(own, viewer, legal, bool(legal))
        side.measure_controls()
        side.measure_cards(side.summaries(board, own))
        side.hold_card(viewer, board.player_summary(veiled, viewer), board.player_summary(own, viewer))

    def measure_again(self) -> None:
        """The text size changed: the next position drawn veiled measures the viewer's own view
        again (a card held for its peek's rows at a larger size stayed that tall after the
        window fell back to a smaller one, and two cards no longer fitted the column)."""
        self._rehearsed = None

    def peek(self, viewer: Seat | None, on: bool) -> bool:
        """Start (``on``) or end a peek for ``viewer``; True if anything changed."""
        if on and (viewer is None or self.state != HIDDEN):
            return False
        wanted = viewer if on else None
        if wanted == self.peeking_for:
            return False
        self.peeking_for = wanted
        return True


class PeekBar(QFrame):
    """The row over the player cards of a shared screen: what the veil does now, and "Peek".

    The button is held (mouse, or Space while it has the focus) and the P key held anywhere on
    the match screen does the same; releasing hides the secrets again. The row keeps one height
    whatever it says (two lines are reserved), so nothing moves under the pointer as it changes.
    """

    #: The person pressed (True) or released (False) "Peek".
    peek = Signal(bool)

    def __init__(self) -> None:
        super().__init__()
        dress(self, "peekBar")
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 10, 6)
        row.setSpacing(8)
        self.text = plain_label()
        self.text.setWordWrap(True)
        dress(self.text, "peekText")
        row.addWidget(self.text, 1)
        self.button = QPushButton(QCoreApplication.translate("PeekBar", "Peek (hold P)"))
        dress(self.button, "peekButton")
        self.button.setToolTip(
            QCoreApplication.translate(
                "PeekBar", "Hold this button, or the P key, to see your secrets; let go to hide them."
            )
        )
        self.button.setAccessibleName(QCoreApplication.translate("PeekBar", "Peek at your secrets"))
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.pressed.connect(weak_slot(self.peek, True))
        self.button.released.connect(weak_slot(self.peek, False))
        row.addWidget(self.button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.show_state(NOTHING)

    def show_state(self, state: str) -> None:
        """Say ``state``; the button works while there is something to peek at."""
        text = state_text(state)
        if not self.text.minimumHeight():
            self.reserve()  # then again at each new width
        if self.text.text() != text:
            self.text.setText(text)
            self.text.setAccessibleName(text)
        self.button.setEnabled(state in (HIDDEN, PEEKING))
        if state != PEEKING and self.button.isDown() and not self.button.underMouse():
            self.button.setDown(False)

    def show_down(self, down: bool) -> None:
        """The key P held: the button looks held too (it emits nothing)."""
        self.button.setDown(down)

    def reserve(self) -> None:
        """Keep the room the longest of the bar's sayings takes at the text's width, so the
        row keeps one height whatever it says (its font is the style sheet's, known once it is
        polished; its width once the row is laid out)."""
        self.text.ensurePolished()
        metrics = QFontMetrics(self.text.font())
        width = max(self.text.width(), 80)
        flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
        tallest = max(
            metrics.boundingRect(QRect(0, 0, width, 10_000), flags, state_text(state)).height()
            for state in (NOTHING, HIDDEN, PEEKING, CHOOSING)
        )
        if tallest != self.text.minimumHeight():
            self.text.setMinimumHeight(tallest)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.reserve()


class PeekKeys(QObject):
    """P held on ``screen`` peeks, as the button held does: ``peek(True)`` at the press,
    ``peek(False)`` when it is let go or the window loses the keyboard (it would never hear the
    key let go). A key held repeats press and release; those repeats are not the person's.

    It watches the screen itself, so a key a widget of the screen takes (P typed into a text
    field) never comes here."""

    def __init__(self, screen: QWidget, peek: Callable[[bool], None]) -> None:
        super().__init__(screen)
        self.screen, self._peek = screen, peek
        screen.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease) and isinstance(event, QKeyEvent):
            if event.key() != Qt.Key.Key_P or event.isAutoRepeat():
                return False
            if kind == QEvent.Type.KeyPress and event.modifiers() != Qt.KeyboardModifier.NoModifier:
                return False
            self._peek(kind == QEvent.Type.KeyPress)
            return True
        if kind == QEvent.Type.ActivationChange and not self.screen.isActiveWindow():
            self._peek(False)
        return False
