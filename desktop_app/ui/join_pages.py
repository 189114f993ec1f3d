"""The join dialog's later pages: the host's seats to take (or Watch), then the lobby until the
host clicks Start.

Both show what the host sent (its welcome, its presence) and nothing this computer remembers:
names are plain text, a seat the host's computer plays says so, and a seat this computer held
in the match (``held_seats``) is offered back. Kept apart from the dialog (``lan_join``), which
finds the match, checks the code and runs the link.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop_app.ui import theme
from desktop_app.ui.lan_lobby import swatch
from desktop_app.ui.lang import title_from
from desktop_app.ui.weak_slot import weak_slot
from desktop_app.ui.widget_tools import clear_layout, nested, plain_label

__all__ = ["SeatPage", "WaitPage", "caption"]


def _seat_line(grid: QGridLayout, row: int, seat: int, name: str, note: str) -> None:
    """One seat in ``grid``'s ``row``: its colour, its number, who sits there, and ``note``."""
    grid.addWidget(swatch(theme.default_colour(seat)), row, 0)
    grid.addWidget(
        plain_label(QCoreApplication.translate("JoinDialog", "Seat {n}").format(n=seat + 1)), row, 1
    )
    title = plain_label(name)
    title.setStyleSheet("font-weight: 600;")
    grid.addWidget(title, row, 2)
    status = plain_label(note)
    status.setStyleSheet(f"color: {theme.MUTED};")
    status.setWordWrap(True)  # "gespeeld door de computer van de organisator" was cut
    grid.addWidget(status, row, 3)


def _welcome_title(welcome: dict[str, Any], missing: str) -> str:
    """The game of a host's welcome, as this screen's language calls it."""
    title = welcome.get("title")
    if not isinstance(title, str):
        return missing
    game_id = welcome.get("game")
    return title_from(title, game_id if isinstance(game_id, str) else "")


class SeatPage(QWidget):
    """Step 3: the host's seats from its welcome — a free network seat to sit at, or Watch."""

    chosen = Signal(object)
    #: The seat this computer held in the match (``held_seats``) is to be taken back.
    take_back = Signal(int)

    def __init__(self) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = plain_label()
        self.title.setStyleSheet(f"font-size: 13pt; font-weight: 700; color: {theme.INDIGO};")
        layout.addWidget(self.title)
        layout.addWidget(caption(QCoreApplication.translate("SeatPage", "3. Your seat")))
        self.holder = QWidget()
        self.grid = QGridLayout(self.holder)
        self.grid.setHorizontalSpacing(14)
        layout.addWidget(self.holder)
        self.full = plain_label()
        self.full.setWordWrap(True)
        layout.addWidget(self.full)
        layout.addStretch(1)
        buttons = nested(layout, QHBoxLayout())  # joins empty, then fills (``widget_tools``)
        self.back = QPushButton(QCoreApplication.translate("SeatPage", "Back"))
        self.watch = QPushButton(QCoreApplication.translate("SeatPage", "Watch"))
        self.watch.setToolTip(
            QCoreApplication.translate(
                "SeatPage", "See the match as a spectator: what everyone sees, never a hand"
            )
        )
        self.watch.clicked.connect(weak_slot(self.chosen, "spectator"))
        buttons.addWidget(self.back)
        buttons.addStretch(1)
        buttons.addWidget(self.watch)
        self.sit: dict[int, QPushButton] = {}

    def show_welcome(self, welcome: dict[str, Any], address: str, held: int | None = None) -> None:
        """The seats of ``welcome``; ``held``: the seat this computer held in it, which an away
        seat offers back ("Take back my seat")."""
        clear_layout(self.grid)
        self.sit.clear()
        self.title.setText(
            QCoreApplication.translate("SeatPage", "{game} at {address} — {players} players").format(
                game=_welcome_title(welcome, "?"), address=address, players=welcome.get("players", "?")
            )
        )
        free = 0
        for row, seat in enumerate(welcome.get("seats", [])):
            number, name = int(seat["seat"]), str(seat["name"])
            if seat["kind"] != "human":
                note = QCoreApplication.translate("SeatPage", "played by the host's computer")
            elif seat["taken"]:
                note = (
                    QCoreApplication.translate("SeatPage", "taken")
                    if seat["connected"]
                    else QCoreApplication.translate("SeatPage", "taken (away)")
                )
            else:
                note, name = QCoreApplication.translate("SeatPage", "free"), "—"
            _seat_line(self.grid, row, number, name, note)
            if number == held and seat["kind"] == "human" and seat["taken"] and not seat["connected"]:
                button = QPushButton(QCoreApplication.translate("SeatPage", "Take back my seat"))
                button.setProperty("accent", True)
                button.clicked.connect(weak_slot(self.take_back, number))
                self.grid.addWidget(button, row, 4)
                self.sit[number] = button
            if seat["kind"] == "human" and not seat["taken"]:
                free += 1
                button = QPushButton(QCoreApplication.translate("SeatPage", "Sit here"))
                button.setProperty("accent", True)
                button.clicked.connect(weak_slot(self.chosen, number))
                self.grid.addWidget(button, row, 4)
                self.sit[number] = button
        self.grid.setColumnStretch(5, 1)
        spectators = bool(welcome.get("spectators"))
        self.watch.setVisible(spectators)
        if free:
            self.full.setText("")
        else:
            self.full.setText(
                QCoreApplication.translate(
                    "SeatPage", "This match is full: every seat is taken. You can still watch."
                )
                if spectators
                else QCoreApplication.translate(
                    "SeatPage", "This match is full: every seat is taken. The host does not allow spectators."
                )
            )


class WaitPage(QWidget):
    """After joining: who is in the lobby, until the host starts."""

    def __init__(self) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = plain_label()
        self.title.setWordWrap(True)
        self.title.setStyleSheet(f"font-size: 14pt; font-weight: 700; color: {theme.INDIGO};")
        layout.addWidget(self.title)
        self.status = plain_label(
            QCoreApplication.translate("WaitPage", "Waiting for the host to start the match…")
        )
        self.status.setStyleSheet(f"color: {theme.MUTED};")
        layout.addWidget(self.status)
        self.holder = QWidget()
        self.grid = QGridLayout(self.holder)
        self.grid.setHorizontalSpacing(14)
        self.grid.setContentsMargins(0, 10, 0, 0)
        layout.addWidget(self.holder)
        self._computers: set[int] = set()
        layout.addStretch(1)
        buttons = nested(layout, QHBoxLayout())  # joins empty, then fills (``widget_tools``)
        self.leave = QPushButton(QCoreApplication.translate("WaitPage", "Leave"))
        self.leave.setToolTip(
            QCoreApplication.translate(
                "WaitPage", "Leave the lobby; the host sees that you left and can free your seat"
            )
        )
        buttons.addWidget(self.leave)
        buttons.addStretch(1)

    def show_seat(self, welcome: dict[str, Any], seat: int | None, name: str) -> None:
        title = _welcome_title(welcome, QCoreApplication.translate("WaitPage", "the match"))
        self._computers = {int(item["seat"]) for item in welcome.get("seats", []) if item["kind"] != "human"}
        if seat is None:
            self.title.setText(
                QCoreApplication.translate("WaitPage", "You are watching {game}.").format(game=title)
            )
        elif name.strip():
            self.title.setText(
                QCoreApplication.translate("WaitPage", "You sit at seat {n} of {game} as {name}.").format(
                    n=seat + 1, game=title, name=name.strip()
                )
            )
        else:
            self.title.setText(
                QCoreApplication.translate("WaitPage", "You sit at seat {n} of {game}.").format(
                    n=seat + 1, game=title
                )
            )

    def show_link(self, link: str) -> None:
        """While waiting, a lost link is said plainly (the client is re-making it by itself)."""
        if link == "reconnecting":
            self.status.setText(
                QCoreApplication.translate("WaitPage", "The connection to the host was lost. Reconnecting…")
            )
        elif link == "connected":
            self.status.setText(
                QCoreApplication.translate("WaitPage", "Waiting for the host to start the match…")
            )

    def show_presence(self, presence: dict[str, Any]) -> None:
        """Who is in the lobby now, as the host's presence says (names are plain text)."""
        clear_layout(self.grid)
        claimed, connected = set(presence.get("claimed", [])), set(presence.get("connected", []))
        for seat, name in enumerate(presence.get("names", [])):
            waiting = False
            if seat in self._computers:
                note = QCoreApplication.translate("WaitPage", "played by the host's computer")
            elif seat in connected:
                note = QCoreApplication.translate("WaitPage", "here")
            elif seat in claimed:
                note = QCoreApplication.translate("WaitPage", "away")
            else:
                note, waiting = QCoreApplication.translate("WaitPage", "waiting for a player"), True
            _seat_line(self.grid, seat, seat, "—" if waiting else str(name), note)
        self.grid.setColumnStretch(5, 1)

    def shown(self) -> str:
        """The lobby's lines as they read on screen (for tests and screen readers alike); the
        labels are found without asking the grid for its items (``widget_tools``)."""
        found = self.holder.findChildren(QLabel, options=Qt.FindChildOption.FindDirectChildrenOnly)
        labels = sorted((label for label in found if self.grid.indexOf(label) >= 0), key=self.grid.indexOf)
        return " ".join(label.text() for label in labels if label.text())


def caption(text: str) -> QLabel:
    """A step's heading ("1. The match", "3. Your seat"), in the dialog's indigo."""
    label = plain_label(text)
    label.setStyleSheet(f"font-size: 12.5pt; font-weight: 700; color: {theme.INDIGO};")
    return label
