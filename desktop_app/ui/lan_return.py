"""One click back into a LAN match (issue 34): the start page's Continue entries for LAN matches.

Two ways back, both without typing the join code again:

- **a seat held on another computer's match** (``held_seats``, with the host's address, port and
  code kept when it was taken): the join dialog opens straight on "taking your seat back",
  resumes the seat with its token, and hands the match screen over once the host's snapshot is
  in — with the chat said meanwhile (protocol.md, section 11, "Chat on return");
- **a match this computer hosted** (``hosted_matches``) whose window closed or crashed: the host
  serves it again from its journal (same match id, code, players' tokens, and port), this
  computer's own seats are taken back with their kept tokens, and the lobby (before Start) or the
  match screen (after) opens again, as ``host --resume JOURNAL`` does for the headless host.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from desktop_app.engine.errors import EngineError
from desktop_app.net.journal import JournalError
from desktop_app.net.tls import IdentityError
from desktop_app.net.transport import TransportError
from desktop_app.persistence import held_seats, hosted_matches
from desktop_app.ui.lan_hosting import LanHosting
from desktop_app.ui.lan_join import JoinDialog
from desktop_app.ui.lan_lobby import LobbyDialog
from desktop_app.ui.widget_tools import as_plain

#: The main window (``ui.main_window``, which imports this module): its ``start_page``, ``joining``,
#: ``lobby``, ``show_table`` and ``_joined`` are used.
MainWindow = Any

__all__ = ["continue_hosting", "continue_seat"]


def continue_seat(window: MainWindow, seat: held_seats.HeldSeat) -> JoinDialog | None:
    """Take ``seat`` back in its match: the join dialog, already resuming it."""
    dialog = JoinDialog(window)
    if not dialog.come_back(seat):
        dialog.reject()
        return None
    dialog.joined.connect(window._joined)
    window.joining = dialog
    dialog.show()
    return dialog


def continue_hosting(window: MainWindow, record: hosted_matches.HostedMatch) -> LanHosting | None:
    """Serve ``record``'s match again; its lobby, or its match screen once this computer's seats
    have their snapshots. None (and a message) if it cannot be served."""
    try:
        hosting = LanHosting.resume(record)
    except (JournalError, EngineError, TransportError, IdentityError, OSError, ValueError) as error:
        QMessageBox.warning(
            window,
            QCoreApplication.translate("MainWindow", "Cannot host the match"),
            as_plain(
                QCoreApplication.translate(
                    "MainWindow", "The match could not be served again: {error}"
                ).format(error=error)
            ),
        )
        return None
    window.start_page.serving.add(record.match)  # not offered again while it is served here
    if hosting.started:  # under way: straight back to the match screen, once the seats are in
        hosting.match_started.connect(lambda table: window.show_table(table, hosting=hosting))
        return hosting
    lobby = LobbyDialog(hosting, window)
    lobby.match_started.connect(lambda table: window.show_table(table, hosting=hosting))
    window.lobby = lobby
    lobby.show()
    return hosting
