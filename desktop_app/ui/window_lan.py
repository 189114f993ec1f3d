"""The main window's LAN matches: host one (the lobby), join one, take a kept seat back, and ask
before a joined seat leaves a match still playing.

A mixin of ``MainWindow`` (kept apart so the window's own file stays about the screens it
shows): the LAN dialogs are imported where they are first used, so a window that never goes on
the network never loads them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QMainWindow, QMessageBox

from desktop_app.ui.weak_slot import weak_slot
from desktop_app.ui.widget_tools import as_plain

if TYPE_CHECKING:
    from desktop_app.ui.lan_hosting import LanHosting
    from desktop_app.ui.match_view import MatchView
    from desktop_app.ui.start_page import StartPage
    from desktop_app.ui.table import Table

    _Window = QMainWindow
else:
    _Window = object


class WindowLan(_Window):
    """Host, join and continue LAN matches, for ``MainWindow``."""

    if TYPE_CHECKING:  # what the window provides
        match: MatchView | None
        hosting: LanHosting | None
        lobby: QDialog | None
        joining: QDialog | None

        @property
        def start_page(self) -> StartPage: ...

        def show_table(self, table: Table, *, hosting: LanHosting | None = None) -> bool: ...

    def host_lan(self, game_id: str | None = None) -> bool:
        """Host a LAN match: the choices, then the lobby (a window of its own, so the host can
        still look around) until Start; then the match screen over this computer's seats."""
        from desktop_app.net.tls import IdentityError
        from desktop_app.net.transport import TransportError
        from desktop_app.ui.lan_host import HostMatchDialog
        from desktop_app.ui.lan_hosting import LanHosting
        from desktop_app.ui.lan_lobby import LobbyDialog

        dialog = HostMatchDialog(self, game_id if isinstance(game_id, str) else None)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        try:
            hosting = LanHosting(dialog.plan())
        except (TransportError, IdentityError, OSError, ValueError) as error:  # a port in use, say
            QMessageBox.warning(
                self, QCoreApplication.translate("MainWindow", "Cannot host the match"), as_plain(str(error))
            )
            return False
        self.start_page.serving.add(hosting.lan.core.match_id)  # no "Continue hosting" while served
        self.lobby = LobbyDialog(hosting, self)
        self.lobby.match_started.connect(weak_slot(self.show_table, signal_args=True, hosting=hosting))
        self.lobby.show()
        return True

    def join_lan(self) -> bool:
        """Join a LAN match: find it, the code, a seat; the match screen once play begins."""
        from desktop_app.ui.lan_join import JoinDialog

        self.joining = JoinDialog(self)
        self.joining.joined.connect(self._joined)
        self.joining.show()
        return True

    def continue_lan_seat(self, seat) -> bool:
        """Take back a LAN seat kept here (the start page's Continue): no code typed again."""
        from desktop_app.ui.lan_return import continue_seat

        return continue_seat(self, seat) is not None

    def continue_hosting(self, record) -> bool:
        """Serve again a LAN match this computer hosted (the start page's "Continue hosting")."""
        from desktop_app.ui.lan_return import continue_hosting

        return continue_hosting(self, record) is not None

    def _joined(self, table: Table) -> None:
        if self.joining is not None:
            self.joining.accept()
            self.joining = None
        self.show_table(table)

    def _hosting_people(self) -> list[str]:
        """People on other computers connected to the match this window hosts, while it runs."""
        hosting = self.hosting
        if hosting is None or hosting.closed or (self.match is not None and self.match.table.is_over):
            return []
        return hosting.people_in_match()

    def _may_leave_seat(self, match: MatchView) -> bool:
        """A joined LAN screen asks before it leaves a match still playing (a new player pressed
        Ctrl+Q mid-match and was gone): the seat waits, to be taken back by joining again
        (``held_seats``), unless the host gives it to a computer. A spectator, a host, a match
        over or a link already lost leave at once."""
        from desktop_app.ui.table import LEFT

        table = match.table
        if self.hosting is not None or not table.networked or not table.screen_seats:
            return True
        if table.is_over or table.link == LEFT:
            return True
        answer = QMessageBox.question(
            self,
            QCoreApplication.translate("MainWindow", "Leave the LAN match?"),
            QCoreApplication.translate(
                "MainWindow",
                "Your seat waits for you: join the match again with its code to take it back, "
                "unless the host lets a computer play it meanwhile. Leave now?",
            ),
        )
        return answer == QMessageBox.StandardButton.Yes
