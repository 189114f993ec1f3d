"""The "Join a LAN match" dialog: find the match (or type its address), type the code, pick a
seat or watch, wait for the host's Start.

Three steps on three pages, as at a LAN party: the matches heard on the network are listed live
(``BeaconListener``: game, host name, free seats — a list to choose from, never joined by
itself), with a field for the address when a match does not show up; the code, checked here
first (its check symbols catch a typo before anything is sent); then the seats the host offers.

Every refusal has a sentence a person can act on (``join_refusals``). One is different: when the
host's certificate is not the one the code names, someone may be posing as the host to read the
game, so it is shown in red, loudly, saying what it means and what to do. The list of matches
(and of the seats kept here to take back) is ``join_list``; the seat and lobby pages are
``join_pages``.

Signals: ``joined(table)`` when the match starts for this client — right after joining if play
has already begun (a spectator arriving late), else when the host clicks Start. Until then the
dialog shows who is in the lobby, so nothing is half-shown on the match screen. After
``joined`` the caller owns the table (``RemoteTable``) and closes it with the match.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLineEdit,
    QListWidgetItem,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop_app.net import joincode
from desktop_app.net.discovery import BeaconListener, FoundMatch
from desktop_app.net.seat_client import SeatClient
from desktop_app.persistence import held_seats
from desktop_app.ui import theme
from desktop_app.ui.join_list import address_text, fill_matches, match_list
from desktop_app.ui.join_pages import SeatPage, WaitPage, caption
from desktop_app.ui.join_refusals import parse_address, refusal_text
from desktop_app.ui.lan_lobby import fixed_family
from desktop_app.ui.lan_reach import Reachability
from desktop_app.ui.lan_settings import DEFAULT_BIND, LanSettings
from desktop_app.ui.new_match import remembered_seats
from desktop_app.ui.remote_table import RemoteTable
from desktop_app.ui.settings import app_settings
from desktop_app.ui.widget_tools import nested, plain_label

__all__ = ["JoinDialog"]

WARNING_STYLE = (
    "background: #FBE3DC; border: 2px solid #B3261E; border-radius: 8px; padding: 10px;"
    "color: #8C1D18; font-weight: 700;"
)
NOTICE_STYLE = "background: #FFF4D6; border: 1px solid #D8B25A; border-radius: 6px; padding: 8px;"


#: The name last used to take a seat on the LAN (the join dialog offers it again).
NAME_KEY = "lan/name"
#: Characters a name may have here (the host caps names too).
NAME_LENGTH = 40


def _default_name() -> str:
    """The name last taken a seat under, else the first person of the last new match."""
    kept = app_settings().value(NAME_KEY)
    if isinstance(kept, str) and kept.strip():
        return kept.strip()[:NAME_LENGTH]
    for seat in remembered_seats():
        if seat.kind == "human" and seat.name.strip():
            return seat.name.strip()
    return ""


class JoinDialog(QDialog):
    """Find a match, type its code, take a seat; ``joined(table)`` when play begins."""

    joined = Signal(object)

    def __init__(self, parent: QWidget | None = None, settings: LanSettings | None = None) -> None:
        super().__init__(parent)
        problem = ""
        if settings is None:
            try:
                settings = LanSettings.current()
            except ValueError as error:  # joining sends only to the address typed: defaults are safe
                settings = LanSettings()
                problem = QCoreApplication.translate(
                    "JoinDialog", "A LAN setting was ignored: {error}."
                ).format(error=error)
        self.settings = settings
        self.client: SeatClient | None = None
        self.welcome: dict[str, Any] = {}
        self._presence: dict[str, Any] = {}
        self._handed_over = False
        #: The seat being taken back (``held_seats``), while its client resumes it.
        self._resuming: held_seats.HeldSeat | None = None
        self.setWindowTitle(QCoreApplication.translate("JoinDialog", "Join a LAN match"))
        self.setMinimumSize(720, 560)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 18)
        layout.setSpacing(12)
        heading = plain_label(QCoreApplication.translate("JoinDialog", "Join a LAN match"))
        heading.setStyleSheet(f"font-size: 20pt; font-weight: 800; color: {theme.INDIGO};")
        layout.addWidget(heading)
        self.message = plain_label()
        self.message.setWordWrap(True)
        self.message.setVisible(False)
        self.pages = QStackedWidget()
        self.find_page = self._build_find_page()
        self.seat_page = SeatPage()
        self.seat_page.chosen.connect(self.take_seat)
        self.seat_page.take_back.connect(self.take_back)
        self.seat_page.back.clicked.connect(self.leave)
        self.wait_page = WaitPage()
        self.wait_page.leave.clicked.connect(self.leave)
        for page in (self.find_page, self.seat_page, self.wait_page):
            self.pages.addWidget(page)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.message)
        self._listen()
        self.show_matches(self.listener.matches())
        if problem:
            self.say(problem)

    def _listen(self) -> None:
        """Listen for the matches announced on the network, and probe the hosts of the seats
        kept here (``lan_reach``: those answering are listed first)."""
        self.listener = BeaconListener(
            self.settings.beacon_port,
            # set to one interface, this computer still listens for beacons on every address:
            # a socket bound to a unicast address hears no broadcast
            bind_address=self.settings.bind if self.settings.loopback_only else DEFAULT_BIND,
            parent=self,
        )
        self.listener.matches_changed.connect(self.show_matches)
        try:
            self.listener.start()
        except OSError as error:
            self.listening_note.setText(
                QCoreApplication.translate(
                    "JoinDialog", "Cannot listen for matches here ({error}). Type the address below."
                ).format(error=error)
            )
        #: Hosts of the seats kept here that answer a probe.
        self.reach = Reachability(self)
        self.reach.reached.connect(self._host_answered)
        for kept in held_seats.held_all():
            if kept.reachable_at is not None:
                self.reach.probe(*kept.reachable_at)

    # --- page 1: the match and the code -------------------------------------------------------

    def _build_find_page(self) -> QWidget:
        page = QWidget()
        columns = QHBoxLayout(page)
        columns.setContentsMargins(0, 0, 0, 0)
        columns.setSpacing(24)
        # each column joins the page empty, then fills (``widget_tools``)
        self._match_column(nested(columns, QVBoxLayout(), 3))
        self._code_column(nested(columns, QVBoxLayout(), 2))
        return page

    def _match_column(self, left: QVBoxLayout) -> None:
        """Step 1: the matches heard on the network, and the address field."""
        left.setSpacing(8)
        left.addWidget(caption(QCoreApplication.translate("JoinDialog", "1. The match")))
        self.listening_note = plain_label(
            QCoreApplication.translate("JoinDialog", "Looking for matches on the network…")
        )
        self.listening_note.setWordWrap(True)
        self.listening_note.setStyleSheet(f"color: {theme.MUTED};")
        left.addWidget(self.listening_note)
        self.found = match_list()
        self.found.currentItemChanged.connect(self._picked)
        self.found.itemClicked.connect(self._clicked)
        self.found.itemDoubleClicked.connect(self._double_clicked)
        left.addWidget(self.found, 1)
        address_row = nested(left, QHBoxLayout())
        self.address = QLineEdit()
        self.address.setPlaceholderText(
            QCoreApplication.translate("JoinDialog", "address:port, as the host's lobby shows it")
        )
        address_row.addWidget(plain_label(QCoreApplication.translate("JoinDialog", "Host address")))
        address_row.addWidget(self.address, 1)

    def _code_column(self, right: QVBoxLayout) -> None:
        """Step 2: the code and the name, with Cancel and Connect."""
        right.setSpacing(8)
        right.addWidget(caption(QCoreApplication.translate("JoinDialog", "2. The code")))
        hint = plain_label(
            QCoreApplication.translate("JoinDialog", "The host's lobby shows it: 18 letters and digits.")
        )
        hint.setStyleSheet(f"color: {theme.MUTED};")
        hint.setWordWrap(True)  # German and Dutch say it at greater length than the column
        right.addWidget(hint)
        self.code = QLineEdit()
        self.code.setPlaceholderText("XXXXXX-XXXXXX-XXXXXX")
        self.code.setStyleSheet(f"font-family: '{fixed_family()}'; font-size: 17pt; font-weight: 700;")
        self.code.setMaxLength(40)
        # Room for a whole code (18 characters and two dashes) in its large type, whatever the
        # words above it let the column be.
        self.code.ensurePolished()
        self.code.setMinimumWidth(self.code.fontMetrics().horizontalAdvance(self.code.placeholderText()) + 24)
        right.addWidget(self.code)
        right.addSpacing(10)
        right.addWidget(caption(QCoreApplication.translate("JoinDialog", "Your name")))
        self.name = QLineEdit(_default_name())
        self.name.setMaxLength(NAME_LENGTH)
        self.name.setPlaceholderText(QCoreApplication.translate("JoinDialog", "how the others will see you"))
        right.addWidget(self.name)
        right.addStretch(1)
        buttons = nested(right, QHBoxLayout())
        self.cancel = QPushButton(QCoreApplication.translate("JoinDialog", "Cancel"))
        self.cancel.clicked.connect(self.reject)
        self.connect_button = QPushButton(QCoreApplication.translate("JoinDialog", "Connect"))
        self.connect_button.setProperty("accent", True)
        self.connect_button.setMinimumWidth(160)
        self.connect_button.clicked.connect(self.connect_to_host)
        self.connect_button.setDefault(True)  # Enter in the code or name field connects
        buttons.addWidget(self.cancel)
        buttons.addStretch(1)
        buttons.addWidget(self.connect_button)

    def show_matches(self, matches: list[FoundMatch]) -> None:
        """The list heard on the network, keeping the one picked if it is still there."""
        current = self.client.match_id if self.client is not None else None
        fill_matches(self.found, matches, self.reach.answered, current)
        if self.listener.port:
            self.listening_note.setText(
                QCoreApplication.translate(
                    "JoinDialog",
                    "Matches appear here within a few seconds; if yours does not, type its address.",
                )
                if not matches
                else QCoreApplication.translate("JoinDialog", "Pick a match, or type an address.")
            )

    def _host_answered(self) -> None:
        self.show_matches(self.listener.matches())

    def _double_clicked(self, item: QListWidgetItem) -> None:
        if isinstance(item.data(Qt.ItemDataRole.UserRole), FoundMatch):
            self.connect_to_host()

    def _clicked(self, item: QListWidgetItem) -> None:
        """One click on a seat kept here takes it back (no code typed again)."""
        kept = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(kept, held_seats.HeldSeat) and self.client is None:
            self.come_back(kept)

    def _picked(self, item: QListWidgetItem | None) -> None:
        if item is not None and isinstance(item.data(Qt.ItemDataRole.UserRole), FoundMatch):
            match: FoundMatch = item.data(Qt.ItemDataRole.UserRole)
            self.address.setText(address_text(match.address, match.port))

    def connect_to_host(self) -> None:
        """Check address and code here, then connect: the host's welcome lists its seats."""
        try:
            host, port = parse_address(self.address.text())
        except ValueError as error:
            self.say(QCoreApplication.translate("JoinDialog", "Host address: {error}.").format(error=error))
            return
        try:
            code = joincode.parse(self.code.text())
        except joincode.JoinCodeError as error:
            self.say(QCoreApplication.translate("JoinDialog", "Code: {error}.").format(error=error))
            return
        self.code.setText(str(code))
        self._drop_client()
        self._resuming = None
        self.message.setVisible(False)
        self._start_client(host, port, code)

    def _start_client(
        self, host: str, port: int, code: joincode.JoinCode, resume: held_seats.HeldSeat | None = None
    ) -> None:
        name = (resume.name if resume is not None else self.name.text().strip()) or None
        client = SeatClient(host, port, code, name=name, parent=self)
        if resume is not None:
            client.resume_seat(resume.match, resume.token)
        client.welcomed.connect(self._welcomed)
        client.joined.connect(self._joined)
        client.event.connect(self._event)
        client.failed.connect(self._failed)
        client.link_changed.connect(self.wait_page.show_link)
        self.client = client
        self.connect_button.setEnabled(False)
        self.connect_button.setText(QCoreApplication.translate("JoinDialog", "Connecting…"))
        client.start()

    # --- pages 2 and 3: the seat, then the lobby -----------------------------------------------

    def _welcomed(self, welcome: dict[str, Any]) -> None:
        self.welcome = welcome
        self._reset_connect()
        resuming = self._resuming
        if resuming is not None:  # the seat comes back with the snapshot: wait for the start
            self.wait_page.show_seat(welcome, resuming.seat, resuming.name)
            self.pages.setCurrentWidget(self.wait_page)
            self._maybe_started()
            return
        match = welcome.get("match")
        kept = held_seats.held(match) if isinstance(match, str) else None
        self.seat_page.show_welcome(welcome, self.address.text().strip(), kept.seat if kept else None)
        self.pages.setCurrentWidget(self.seat_page)

    def take_back(self, seat: int) -> None:
        """Take back the seat this computer held in the match shown (its token, written down when
        it was taken): the link starts again as a resume of that seat."""
        match = self.welcome.get("match")
        kept = held_seats.held(match) if isinstance(match, str) else None
        if kept is None or kept.seat != seat or self.client is None:
            return
        host, port, code = self.client.host, self.client.port, self.client.code
        self._drop_client()
        self._resuming = kept
        self._start_client(host, port, code, resume=kept)

    def come_back(self, kept: held_seats.HeldSeat) -> bool:
        """Take back ``kept`` at the address and with the code it was taken with: no code typed,
        no list to pick from (the start page's Continue, the top of the match list). False if
        what was kept cannot be used (a seat written down before addresses were kept)."""
        where = kept.reachable_at
        if where is None:
            return False
        try:
            code = joincode.parse(kept.code)
        except joincode.JoinCodeError:
            return False
        self._drop_client()
        self.message.setVisible(False)
        host, port = where
        self.address.setText(address_text(host, port))
        self.code.setText(str(code))
        self._resuming = kept
        self._start_client(host, port, code, resume=kept)
        return True

    def take_seat(self, seat: object) -> None:
        """``seat`` is a seat number or ``"spectator"``."""
        if self.client is not None and isinstance(seat, int | str):
            self.seat_page.setEnabled(False)
            self.client.join(seat)

    def _joined(self, seat: object) -> None:
        client = self.client
        if client is not None and isinstance(seat, int) and client.token and client.match_id:
            # written down, so this seat can be taken back after the program was closed, with
            # one click on the start page (where the host is, and its code, are kept with it)
            game = self.welcome.get("game")
            held_seats.remember(
                held_seats.HeldSeat(
                    client.match_id,
                    seat,
                    client.token,
                    self.name.text(),
                    host=client.host,
                    port=client.port,
                    code=str(client.code),
                    game=game if isinstance(game, str) else "",
                )
            )
            if self.name.text().strip():
                app_settings().setValue(NAME_KEY, self.name.text().strip())  # offered next time
        self.seat_page.setEnabled(True)
        self.message.setVisible(False)
        self.wait_page.show_seat(self.welcome, seat if isinstance(seat, int) else None, self.name.text())
        self.pages.setCurrentWidget(self.wait_page)
        self._maybe_started()

    def _event(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "snapshot" and isinstance(message.get("presence"), dict):
            self._presence = message["presence"]
        elif kind == "presence":
            self._presence = message
        else:
            return
        self.wait_page.show_presence(self._presence)
        self._maybe_started()

    def _maybe_started(self) -> None:
        client = self.client
        if self._handed_over or client is None or self.pages.currentWidget() is not self.wait_page:
            return
        if self._presence.get("started") and client.memory is not None:
            self._handed_over = True
            # The match outlives this dialog: the table has no parent, and takes its client along.
            for signal, slot in (
                (client.welcomed, self._welcomed),
                (client.joined, self._joined),
                (client.event, self._event),
                (client.failed, self._failed),
                (client.link_changed, self.wait_page.show_link),
            ):
                signal.disconnect(slot)
            table = RemoteTable([client])
            client.setParent(table)
            self.client = None
            self.listener.stop()
            self.joined.emit(table)
            self.accept()

    def _failed(self, code: str, reason: str) -> None:
        address = self.address.text().strip()
        resuming, self._resuming = self._resuming, None
        if resuming is not None and code in ("wrong_token", "unknown_match", "removed", "replaced"):
            held_seats.forget(resuming.match)  # the host will not give this seat back
        self.seat_page.setEnabled(True)
        self._drop_client()
        self._reset_connect()
        if code == "seat_taken" and self.pages.currentWidget() is self.seat_page:
            self.say(refusal_text(code, reason, address))
            self.connect_to_host()  # a fresh list of seats, with the message kept
            self.message.setVisible(True)
            return
        self.pages.setCurrentWidget(self.find_page)
        self.say(refusal_text(code, reason, address), loud=code == "certificate")
        if code in ("wrong_code", "certificate"):
            self.code.setFocus()
            self.code.selectAll()

    def say(self, text: str, *, loud: bool = False) -> None:
        """A message under the pages; ``loud`` for the one that warns of someone posing as the host."""
        self.message.setText(text)
        self.message.setStyleSheet(WARNING_STYLE if loud else NOTICE_STYLE)
        self.message.setVisible(True)

    def leave(self) -> None:
        """Back to the first page. A seat taken stays claimed (the protocol has no "leave"): the host
        sees that its player left, and may free it."""
        self._drop_client()
        self._reset_connect()
        self.seat_page.setEnabled(True)
        self.pages.setCurrentWidget(self.find_page)

    def _reset_connect(self) -> None:
        self.connect_button.setEnabled(True)
        self.connect_button.setText(QCoreApplication.translate("JoinDialog", "Connect"))

    def _drop_client(self) -> None:
        client, self.client = self.client, None
        self._presence = {}
        if client is not None:
            client.close()
            client.deleteLater()

    def done(self, result: int) -> None:
        """However the dialog ends, stop listening; a client not handed over is closed."""
        if not self._handed_over:
            self._drop_client()
        self.listener.stop()
        self.reach.stop()
        super().done(result)
