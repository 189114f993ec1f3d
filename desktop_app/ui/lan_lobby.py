"""The host's lobby: the join code large and copyable, the addresses to type, who has joined,
Remove, and Start once every open seat is taken.

At a LAN party the host reads the code aloud or friends read it off the screen, so it is the
largest thing here, in a typeface where 0 and O, 1 and I differ (the code forgives those
anyway), with a Copy button for a chat message. The addresses are this computer's own IPv4
addresses, found with ``QNetworkInterface`` and only *shown*: nothing is ever sent to them. Who has
joined comes from the host core's presence (names as the players gave them, shown as plain text:
a name is data, never markup), and the status of each seat says what is still awaited.

The lobby is only a face for ``lan_hosting.LanHosting``; closing it before the start stops the
host — after asking, when people are connected (issue 16, item 5).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontDatabase, QGuiApplication, QPixmap
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.engine.seats import Seat
from desktop_app.ui import theme
from desktop_app.ui.fitted_text import ElidedLine, FittedLine
from desktop_app.ui.lan_hosting import LOCAL, NETWORK, LanHosting, PlannedSeat
from desktop_app.ui.lang import game_title
from desktop_app.ui.marks import QT_TRANSLATE_NOOP
from desktop_app.ui.new_match import bot_label
from desktop_app.ui.text_size import ui_factor
from desktop_app.ui.weak_slot import weak_slot
from desktop_app.ui.widget_tools import as_plain, nested, plain_label

#: A seat's status in the lobby, English (marked for translation; the lobby shows it translated).
WAITING = QT_TRANSLATE_NOOP("LobbyDialog", "Waiting for a player…")
JOINED = QT_TRANSLATE_NOOP("LobbyDialog", "Joined")
AWAY = QT_TRANSLATE_NOOP("LobbyDialog", "Joined — connection lost, may come back")
READY = QT_TRANSLATE_NOOP("LobbyDialog", "Ready")
JOINING = QT_TRANSLATE_NOOP("LobbyDialog", "Joining…")


def this_computers_addresses() -> list[str]:
    """This computer's IPv4 addresses that others on the LAN can type (not loopback, not the
    self-assigned 169.254 kind): read from the interfaces, never contacted."""
    found = []
    for address in QNetworkInterface.allAddresses():
        if address.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
            continue
        if address.isLoopback() or address.isLinkLocal():
            continue
        found.append(address.toString())
    return sorted(set(found), key=lambda text: tuple(int(part) for part in text.split(".")))


def addresses_to_type(hosting: LanHosting) -> list[str]:
    """``address:port`` lines for the lobby: where friends can reach this host."""
    bind = hosting.settings.bind
    if hosting.settings.loopback_only:
        hosts = [bind]
    elif bind in ("0.0.0.0", "::"):
        hosts = this_computers_addresses()
    else:
        hosts = [bind]
    return [f"[{host}]:{hosting.port}" if ":" in host else f"{host}:{hosting.port}" for host in hosts]


def fixed_family() -> str:
    """The system's fixed-width family: in it 0 and O, 1 and I are told apart at a glance."""
    return QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont).family()


def kind_label(kind: str) -> str:
    """Who plays a seat, as the lobby's "Played by" column says it."""
    if kind == NETWORK:
        return QCoreApplication.translate("LobbyDialog", "Network")
    if kind == LOCAL:
        return QCoreApplication.translate("LobbyDialog", "This computer")
    return bot_label(kind).replace(" — ", ", ", 1)


def seat_status(kind: str, presence: dict[str, Any], seat: Seat) -> str:
    """What the lobby says about ``seat``: whether it is still waited for."""
    if kind not in (NETWORK, LOCAL):
        return READY
    claimed, connected = set(presence["claimed"]), set(presence["connected"])
    if seat not in claimed:
        return JOINING if kind == LOCAL else WAITING
    return JOINED if seat in connected else AWAY


def swatch(colour: str) -> QLabel:
    """A small square of a seat's colour, as the seat lists show it."""
    pixmap = QPixmap(14, 14)
    pixmap.fill(QColor(colour))
    label = QLabel()
    label.setPixmap(pixmap)
    return label


def _ask_yes_no(parent: QWidget, title: str, text: str) -> bool:
    answer = QMessageBox.question(parent, title, as_plain(text))
    return answer == QMessageBox.StandardButton.Yes


def _group(title: str) -> tuple[QGroupBox, QVBoxLayout]:
    box = QGroupBox(title)
    layout = QVBoxLayout(box)
    layout.setSpacing(8)
    return box, layout


#: Pixels a seat's name is given at the least (longer names end in "…", whole in the tool tip).
NAME_ROOM = 110


class _SeatLine:
    """The widgets of one seat in the lobby, updated in place from presence."""

    def __init__(
        self, seat: Seat, planned: PlannedSeat, grid: QGridLayout, remove: Callable[[Seat], None]
    ) -> None:
        self.seat, self.kind, self.planned_name = seat, planned.kind, planned.name
        # A long name gives way (whole in its tool tip); who plays and the status wrap: in a
        # column of the lobby's least width they were cut off ("Dieser Com", "Warte auf").
        self.name = ElidedLine()
        self.name.setStyleSheet("font-weight: 600;")
        self.name.setMinimumWidth(NAME_ROOM)  # a dozen letters of a name at the least
        self.status = plain_label()
        self.status.setWordWrap(True)
        self.remove = QPushButton(QCoreApplication.translate("LobbyDialog", "Remove"))
        self.remove.setToolTip(
            QCoreApplication.translate("LobbyDialog", "Send this player away; the seat is open again")
        )
        self.remove.clicked.connect(weak_slot(remove, seat))
        row = seat + 1
        grid.addWidget(swatch(theme.default_colour(seat)), row, 0)
        grid.addWidget(
            plain_label(QCoreApplication.translate("LobbyDialog", "Seat {n}").format(n=seat + 1)), row, 1
        )
        grid.addWidget(self.name, row, 2)
        played_by = plain_label(kind_label(self.kind))
        played_by.setWordWrap(True)
        grid.addWidget(played_by, row, 3)
        grid.addWidget(self.status, row, 4)
        grid.addWidget(self.remove, row, 5)
        grid.setRowMinimumHeight(row, self.remove.sizeHint().height())  # rows alike, button or not

    def show(self, presence: dict[str, Any], started: bool) -> None:
        status = seat_status(self.kind, presence, self.seat)
        waiting = status in (WAITING, JOINING)
        name = presence["names"][self.seat]
        if waiting:
            name = self.planned_name if self.kind == LOCAL else "—"
        self.name.set_full(name)
        self.status.setText(QCoreApplication.translate("LobbyDialog", status))
        colour = theme.MUTED if waiting else ("#A23B1E" if status == AWAY else "#2F6B3A")
        self.status.setStyleSheet(f"color: {colour};")
        self.remove.setVisible(self.kind == NETWORK and not waiting and not started)


class LobbyDialog(QDialog):
    """The host's lobby over ``hosting``; ``match_started(table)`` when the operator starts."""

    match_started = Signal(object)

    def __init__(self, hosting: LanHosting, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hosting = hosting
        self.ask: Callable[[QWidget, str, str], bool] = _ask_yes_no
        title = game_title(hosting.game)
        self.setWindowTitle(
            QCoreApplication.translate("LobbyDialog", "Hosting {game} on the LAN").format(game=title)
        )
        # 960 px: the seats' column takes seven tenths, and at 860 the Dutch "Verwijderen" and
        # "Deelgenomen" were cut; wider with larger text (at most a 1280-wide screen's room:
        # "Remove" was cut at the largest text in German), taller never: the lines wrap instead
        self.setMinimumSize(round(960 * min(ui_factor(), 1.3)), 560)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 18)
        layout.setSpacing(14)
        heading = plain_label(QCoreApplication.translate("LobbyDialog", "{game} — lobby").format(game=title))
        heading.setStyleSheet(f"font-size: 20pt; font-weight: 800; color: {theme.INDIGO};")
        layout.addWidget(heading)
        # each inner layout joins its outer one empty, then fills (``widget_tools``)
        columns = nested(layout, QHBoxLayout(), 1)
        columns.setSpacing(18)
        # the code's type shrinks; the seats' words do not
        self._build_left(nested(columns, QVBoxLayout(), 4))
        right = nested(columns, QVBoxLayout(), 7)
        right.addWidget(self._build_seats())
        right.addStretch(1)
        self.message = plain_label()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #A23B1E;")
        self.message.setVisible(False)
        layout.addWidget(self.message)
        self._build_buttons(nested(layout, QHBoxLayout()))
        hosting.changed.connect(self.refresh)
        hosting.problem.connect(self._problem)
        hosting.match_started.connect(self._started)
        self.refresh()
        # as tall as its words need at that width, never less than 560 (an explicit least height
        # let the layout be squeezed: at the largest text the join code was cut in half)
        least = layout.totalHeightForWidth(self.minimumWidth()) if layout.hasHeightForWidth() else 0
        self.setMinimumHeight(max(560, least, layout.totalMinimumSize().height()))

    # --- building -----------------------------------------------------------------------------

    def _build_left(self, left: QVBoxLayout) -> None:
        left.setSpacing(14)
        code_box, code_layout = _group(QCoreApplication.translate("LobbyDialog", "Join code"))
        # Shown whole at any width (a smaller type where 30 pt does not fit the column): at the
        # lobby's least size the last characters of the code were cut off. A style sheet, not
        # setFont: the application's sheet sets every widget's size.
        self.code = FittedLine(
            str(self.hosting.code),
            f"font-family: '{fixed_family()}'; font-size: {{size}}pt; font-weight: 800; "
            f"color: {theme.INDIGO}; padding: 10px 0;",
            largest=30,
            smallest=14,
            family=fixed_family(),
            weight=QFont.Weight.ExtraBold,
        )
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        code_layout.addWidget(self.code)
        copy_row = nested(code_layout, QHBoxLayout())
        self.copy = QPushButton(QCoreApplication.translate("LobbyDialog", "Copy code"))
        self.copy.setToolTip(
            QCoreApplication.translate(
                "LobbyDialog", "Put the join code on the clipboard, to paste into a message"
            )
        )
        self.copy.clicked.connect(self.copy_code)
        self.copied = plain_label()
        self.copied.setStyleSheet(f"color: {theme.MUTED};")
        copy_row.addWidget(self.copy)
        copy_row.addWidget(self.copied, 1)
        how = plain_label(
            QCoreApplication.translate(
                "LobbyDialog",
                "Friends choose “Join a LAN match”, pick this match from the list (or type an address "
                "below) and type this code.",
            )
        )
        how.setWordWrap(True)
        how.setStyleSheet(f"color: {theme.MUTED};")
        code_layout.addWidget(how)
        left.addWidget(code_box)

        address_box, address_layout = _group(QCoreApplication.translate("LobbyDialog", "Address to type"))
        self.addresses = plain_label()
        self.addresses.setStyleSheet("font-size: 14pt; font-weight: 600;")
        self.addresses.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        address_layout.addWidget(self.addresses)
        self.address_note = plain_label()
        self.address_note.setWordWrap(True)
        self.address_note.setStyleSheet(f"color: {theme.MUTED};")
        address_layout.addWidget(self.address_note)
        left.addWidget(address_box)
        left.addStretch(1)
        self._fill_addresses()

    def _build_seats(self) -> QGroupBox:
        box, layout = _group(QCoreApplication.translate("LobbyDialog", "Who is playing"))
        grid = nested(layout, QGridLayout())
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(10)
        headings = (
            "",
            QCoreApplication.translate("LobbyDialog", "Seat"),
            QCoreApplication.translate("LobbyDialog", "Name"),
            QCoreApplication.translate("LobbyDialog", "Played by"),
            QCoreApplication.translate("LobbyDialog", "Status"),
            "",
        )
        for column, heading in enumerate(headings):
            label = plain_label(heading)
            label.setWordWrap(True)  # "Gespielt von" over a narrow column: two lines, not cut
            label.setStyleSheet(f"color: {theme.MUTED}; font-weight: 600;")
            grid.addWidget(label, 0, column)
        seats = enumerate(self.hosting.plan.seats)
        self.lines = [_SeatLine(seat, planned, grid, self.remove) for seat, planned in seats]
        grid.setColumnStretch(2, 1)
        self.spectators = plain_label()
        self.spectators.setWordWrap(True)
        self.spectators.setStyleSheet(f"color: {theme.MUTED};")
        layout.addWidget(self.spectators)
        self.waiting = plain_label()
        self.waiting.setWordWrap(True)
        self.waiting.setStyleSheet(
            f"font-size: 13pt; font-weight: 600; color: {theme.INDIGO}; padding-top: 8px;"
        )
        layout.addWidget(self.waiting)
        layout.addStretch(1)
        return box

    def _build_buttons(self, buttons: QHBoxLayout) -> None:
        self.stop = QPushButton(QCoreApplication.translate("LobbyDialog", "Stop hosting"))
        self.stop.setToolTip(
            QCoreApplication.translate("LobbyDialog", "Close the match; everyone who joined is sent away")
        )
        self.stop.clicked.connect(self.reject)
        self.start = QPushButton(QCoreApplication.translate("LobbyDialog", "Start match"))
        self.start.setProperty("accent", True)
        self.start.setMinimumWidth(180)
        self.start.clicked.connect(self.start_match)
        buttons.addWidget(self.stop)
        buttons.addStretch(1)
        buttons.addWidget(self.start)

    def _fill_addresses(self) -> None:
        lines = addresses_to_type(self.hosting)
        self.addresses.setText("\n".join(lines) if lines else "—")
        notes = []
        if self.hosting.settings.loopback_only:
            notes.append(
                QCoreApplication.translate(
                    "LobbyDialog", "Only programs on this computer can join: the host listens on loopback."
                )
            )
        elif not lines:
            notes.append(
                QCoreApplication.translate(
                    "LobbyDialog", "This computer has no network address: is it connected to the LAN?"
                )
            )
        else:
            notes.append(
                QCoreApplication.translate(
                    "LobbyDialog", "Only needed when the match does not appear in a friend's list."
                )
            )
        if self.hosting.beacon_error:
            notes.append(
                QCoreApplication.translate(
                    "LobbyDialog", "The match is not announced on the network ({error})."
                ).format(error=self.hosting.beacon_error)
            )
        self.address_note.setText(" ".join(notes))

    # --- showing ------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Show who holds which seat, and allow Start once every open seat is taken."""
        if self.hosting.closed:
            return
        presence = self.hosting.presence
        started = self.hosting.started
        for line in self.lines:
            line.show(presence, started)
        free = len(self.hosting.free_network_seats())
        self.start.setEnabled(self.hosting.filled and not started)
        if free:
            self.waiting.setText(
                QCoreApplication.translate("LobbyDialog", "Waiting for 1 more player.")
                if free == 1
                else QCoreApplication.translate("LobbyDialog", "Waiting for {n} more players.").format(n=free)
            )
        else:
            self.waiting.setText(
                QCoreApplication.translate("LobbyDialog", "Everyone is here. Start when you are ready.")
            )
        plan = self.hosting.plan
        if plan.host_watches:
            self.spectators.setText(
                QCoreApplication.translate(
                    "LobbyDialog", "Spectators may watch. You watch this match from this computer."
                )
            )
        else:
            self.spectators.setText(
                QCoreApplication.translate(
                    "LobbyDialog", "Spectators may watch (they see what everyone sees, never a hand)."
                )
                if plan.allow_spectators
                else QCoreApplication.translate("LobbyDialog", "No spectators.")
            )

    def _problem(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(True)

    def copy_code(self) -> None:
        clipboard = QGuiApplication.clipboard()
        clipboard.setText(str(self.hosting.code))
        self.copied.setText(QCoreApplication.translate("LobbyDialog", "Copied."))

    # --- acting -------------------------------------------------------------------------------

    def remove(self, seat: Seat) -> None:
        name = self.hosting.seat_names()[seat]
        question = QCoreApplication.translate(
            "LobbyDialog", "Send {name} away? Seat {n} will be open again."
        ).format(name=name, n=seat + 1)
        if self.ask(self, QCoreApplication.translate("LobbyDialog", "Remove player"), question):
            self.hosting.remove(seat)

    def start_match(self) -> None:
        if self.hosting.filled and not self.hosting.started:
            self.hosting.begin()

    def _started(self, table: object) -> None:
        self.match_started.emit(table)
        self.accept()

    def reject(self) -> None:
        """Stop hosting (Stop, Escape, the close button) — after asking if people are connected."""
        if not self.hosting.started and not self.hosting.closed:
            if not confirm_stop(self, self.hosting, self.ask):
                return
            self.hosting.end()  # stopped on purpose: not offered to "Continue hosting"
        super().reject()


def confirm_stop(
    parent: QWidget, hosting: LanHosting, ask: Callable[[QWidget, str, str], bool] = _ask_yes_no
) -> bool:
    """Whether to stop hosting: asked only when people on other computers are connected.

    The main window calls this too before it closes a hosted match (issue 16, item 5).
    """
    people = hosting.connected_people()
    if not people:
        return True
    names = ", ".join(people)
    text = (
        QCoreApplication.translate("LobbyDialog", "{names} is connected. Stop hosting and send them away?")
        if len(people) == 1
        else QCoreApplication.translate(
            "LobbyDialog", "{names} are connected. Stop hosting and send them away?"
        )
    )
    return ask(parent, QCoreApplication.translate("LobbyDialog", "Stop hosting?"), text.format(names=names))
