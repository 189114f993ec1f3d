"""Preferences ▸ Network: where a hosted match listens, whether it is announced, and its port.

Three choices, each with its safe default and one line saying what it means (kept through
``lan_settings``, read by every host and join dialog opened afterwards):

- **Listen on**: all networks (friends on any network this computer is on can join), one of this
  computer's interfaces with its address (say, the home Wi-Fi but not the office VPN), or this
  computer only (nothing outside this computer can reach the host);
- **Announce matches**: the host sends a small announcement (game, host name, free seats, port —
  never the code), so friends see the match in their list; off, they type the address;
- **Port**: automatic (a free one each time) or a number (for a firewall that must let it in).

An environment variable set for this run (``lan_settings``) wins over its choice here; the box says
which are set.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QLabel, QSpinBox, QWidget

from desktop_app.ui import theme
from desktop_app.ui.lan_settings import (
    ALL,
    BEACON_PORT_VARIABLE,
    BIND_VARIABLE,
    LOCAL_ONLY,
    PORT_VARIABLE,
    TARGETS_VARIABLE,
    NetworkChoice,
    load_network,
    save_network,
)

__all__ = ["NetworkBox", "interfaces"]

VARIABLES = (BIND_VARIABLE, PORT_VARIABLE, TARGETS_VARIABLE, BEACON_PORT_VARIABLE)


def interfaces() -> list[tuple[str, str]]:
    """This computer's network interfaces that are up, with an address each: (name, address)."""
    found = []
    for interface in QNetworkInterface.allInterfaces():
        flags = interface.flags()
        if (
            not flags & QNetworkInterface.InterfaceFlag.IsUp
            or flags & QNetworkInterface.InterfaceFlag.IsLoopBack
        ):
            continue
        for entry in interface.addressEntries():
            address = entry.ip()
            if address.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                continue  # an IPv6 interface address needs its scope: friends type IPv4
            found.append((interface.humanReadableName(), address.toString()))
    return found


def _hint(text: str) -> QLabel:
    label = QLabel(text)  # one line: a wrapped label in a form is not given its height
    label.setStyleSheet(f"color: {theme.MUTED};")
    return label


class NetworkBox(QGroupBox):
    """The network part of Preferences; every change is kept at once (``save_network``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("Preferences", "Network (LAN matches you host)"), parent)
        self.choice = load_network()
        form = QFormLayout(self)
        self.listen = self._listen_box()
        form.addRow(QCoreApplication.translate("Preferences", "Listen on"), self.listen)
        form.addRow(
            "",
            _hint(
                QCoreApplication.translate(
                    "Preferences",
                    "All networks is the usual choice: the join code keeps strangers out.",
                )
            ),
        )
        self.announce = QCheckBox(QCoreApplication.translate("Preferences", "Announce my matches"))
        self.announce.setChecked(self.choice.announce)
        form.addRow(QCoreApplication.translate("Preferences", "Announcements"), self.announce)
        form.addRow(
            "",
            _hint(
                QCoreApplication.translate(
                    "Preferences",
                    "On: friends see the match in their list (never its code).",
                )
            ),
        )
        self.port = QSpinBox()
        self.port.setRange(0, 65_535)
        self.port.setSpecialValueText(QCoreApplication.translate("Preferences", "Automatic"))
        self.port.setValue(self.choice.port)
        form.addRow(QCoreApplication.translate("Preferences", "Port"), self.port)
        form.addRow(
            "",
            _hint(
                QCoreApplication.translate(
                    "Preferences",
                    "Automatic takes a free port; a number suits a firewall rule.",
                )
            ),
        )
        overridden = [name for name in VARIABLES if os.environ.get(name, "").strip()]
        self.overridden = _hint(
            QCoreApplication.translate(
                "Preferences", "Set for this run, and used instead of the choices above: {names}."
            ).format(names=", ".join(overridden))
        )
        self.overridden.setVisible(bool(overridden))
        form.addRow("", self.overridden)
        self.listen.currentIndexChanged.connect(self._changed)
        self.announce.toggled.connect(self._changed)
        self.port.valueChanged.connect(self._changed)

    def _listen_box(self) -> QComboBox:
        """Where the host listens: all networks, one of this computer's, or this computer only (a
        kept interface that is not up now is still offered, as it was chosen)."""
        listen = QComboBox()
        listen.addItem(QCoreApplication.translate("Preferences", "All networks"), ALL)
        for name, address in interfaces():
            listen.addItem(
                QCoreApplication.translate("Preferences", "Only {name} ({address})").format(
                    name=name, address=address
                ),
                address,
            )
        listen.addItem(QCoreApplication.translate("Preferences", "This computer only"), LOCAL_ONLY)
        if listen.findData(self.choice.listen) < 0:  # an interface not up now: kept, shown
            listen.addItem(self.choice.listen, self.choice.listen)
        listen.setCurrentIndex(listen.findData(self.choice.listen))
        return listen

    def _changed(self) -> None:
        self.choice = NetworkChoice(
            str(self.listen.currentData()), self.announce.isChecked(), int(self.port.value())
        )
        save_network(self.choice)
