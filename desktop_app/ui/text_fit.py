"""A text size that cannot fit the window falls back to the largest that does, and says so.

Issue 33 item 2: "Largest" at 1280x720 pressed the board into a strip, and since the setting is
kept, the next launch opened broken. The setting stays what the person chose (a larger window,
or another screen, may fit it); the window shows the largest size at or below it whose board keeps
``MIN_BOARD`` of room and whose side column keeps two whole player cards and the board's
controls (``log_drawer``: the log then is a drawer) with their primary action (End turn,
Confirm) in view, and tells the person once per fall-back.
When the window grows, the chosen size is tried again (once per window size, so a size that does
not fit cannot flicker), and so it is for every match shown anew.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QSize, QTimer
from PySide6.QtWidgets import QMainWindow

from desktop_app.ui.steady import lay_out_now
from desktop_app.ui.text_size import DEFAULT_SIZE, SIZES, set_text_size, text_factor

# The board's least room (its view's viewport) for a text size to count as fitting the window.
MIN_BOARD = QSize(480, 320)
_ORDER = list(SIZES)


def size_label(name: str) -> str:
    """The text size's name as Preferences shows it."""
    labels = {
        "normal": QCoreApplication.translate("Preferences", "Normal"),
        "large": QCoreApplication.translate("Preferences", "Large"),
        "larger": QCoreApplication.translate("Preferences", "Larger"),
        "largest": QCoreApplication.translate("Preferences", "Largest"),
    }
    return labels.get(name, name)


def _name_of(factor: float) -> str:
    return next((name for name, value in SIZES.items() if value == factor), DEFAULT_SIZE)


class TextFit(QObject):
    """Watches ``window`` (its ``match``, its ``preferences``) and keeps its text size fitting."""

    def __init__(self, window: QMainWindow, tell: Callable[[str], None]) -> None:
        super().__init__(window)
        # The main window (its ``match`` and ``preferences``; typed loosely: it imports this).
        self.window: Any = window
        self.tell = tell
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.check)
        # The window size at which the chosen size was last tried and did not fit.
        self._failed_at: QSize | None = None
        # The size the person chose when the window fell back (to tell once, with the shown size).
        self._told: tuple[str, str] | None = None

    def chosen_anew(self) -> None:
        """Preferences changed: a new choice is tried and told about afresh."""
        self._failed_at, self._told = None, None
        self.soon()

    def new_match(self) -> None:
        """A new match is shown: its game may fit the chosen size where the last one fell back (an
        Arkadia column holds more than a Forbidden City one), so the chosen size is tried again
        (and a fall-back told again)."""
        self._failed_at, self._told = None, None
        chosen = self.window.preferences.text_size
        if _name_of(text_factor()) != chosen:
            set_text_size(chosen)
        self.soon()

    def soon(self) -> None:
        """Check after the layout has settled (coalesced: many calls, one check)."""
        self._timer.start()

    def check(self) -> None:
        """Step the shown text size down until the board has its room (or it is the least)."""
        window = self.window
        match = window.match
        chosen = window.preferences.text_size
        if match is None or not window.isVisible():
            return
        if match.side.players_scroll.settling:  # the cards are laid out without their bar
            self._timer.start()
            return
        lay_out_now()  # measured as the screen will be laid out, not between two of its levels
        shown = _name_of(text_factor())
        room = match.board_view.viewport().size()
        fits = room.width() >= MIN_BOARD.width() and room.height() >= MIN_BOARD.height()
        # the side column keeps two whole player cards and all of the board's controls
        fits = fits and match.side.log_drawer.room(whole=False) >= 1
        # and the prompt's primary action (End turn, Confirm) in view without scrolling
        fits = fits and not match.side.primary_hidden()
        # measured as laid out, too: the column's estimate of two cards can fall short by a row
        fits = fits and not match.side.cards_short()
        if fits:
            if _ORDER.index(shown) < _ORDER.index(chosen) and self._failed_at != window.size():
                self._show(_ORDER[_ORDER.index(shown) + 1])  # the window grew: a size up again
            elif shown != chosen and self._told != (chosen, shown):
                self._told = (chosen, shown)
                self.tell(
                    QCoreApplication.translate(
                        "MainWindow", "Text size “{chosen}” does not fit this window: showing “{shown}”."
                    ).format(chosen=size_label(chosen), shown=size_label(shown))
                )
            return
        if shown == _ORDER[0]:
            return
        self._failed_at = window.size()
        self._show(_ORDER[_ORDER.index(shown) - 1])

    def _show(self, name: str) -> None:
        set_text_size(name)
        match = self.window.match
        if match is not None:
            match.apply_preferences(self.window.preferences)
        self.soon()
