"""Which hosts of the LAN seats this computer holds answer now: what "one click back" offers.

A seat kept in ``held_seats`` is worth a click only while its host serves: the start page's
Continue and the top of the join dialog's list show it then, and not a match whose host went home.
Two things tell: the host's beacon heard on the network (the join dialog listens anyway), or a
quick probe — a TCP connection to the kept address, opened and closed at once (nothing is sent;
the host counts it as one unproven connection that went away). Probes run in Qt's event loop and
each gives up after ``PROBE_MS``.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QTcpSocket

from desktop_app.ui.weak_slot import weak_slot

__all__ = ["PROBE_MS", "Reachability"]

#: How long a probe waits for the host to accept (a LAN answers in milliseconds).
PROBE_MS = 1500


class Reachability(QObject):
    """Probe addresses; ``reached(host, port)`` for each that accepts a connection."""

    reached = Signal(str, int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.answered: set[tuple[str, int]] = set()
        self._probes: dict[tuple[str, int], QTcpSocket] = {}

    def probe(self, host: str, port: int) -> None:
        """Try ``host:port`` once (again, if asked again after its last probe ended)."""
        key = (host, port)
        if key in self._probes:
            return
        socket = QTcpSocket(self)
        self._probes[key] = socket
        socket.connected.connect(weak_slot(self._done, key, True))
        socket.errorOccurred.connect(weak_slot(self._done, key, False))
        QTimer.singleShot(PROBE_MS, socket, weak_slot(self._done, key, False))
        socket.connectToHost(host, port)

    def stop(self) -> None:
        for key in list(self._probes):
            self._done(key, False)

    def _done(self, key: tuple[str, int], answered: bool) -> None:
        socket = self._probes.pop(key, None)
        if socket is None:
            return
        socket.abort()
        socket.deleteLater()
        if answered:
            self.answered.add(key)
            self.reached.emit(*key)
        else:
            self.answered.discard(key)
