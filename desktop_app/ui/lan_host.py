"""The "Host a LAN match" dialog: the new-match choices, with each seat open for the network,
played at this computer, or played by the computer; then the host starts and its lobby opens.

It is the new-match dialog (``new_match.NewMatchDialog``) with three things changed, so game,
player count, variants and seed behave exactly as in a local match:

- "Played by" offers *Open for the network* (a friend joins it with the code), *This computer*
  (someone here, by name; several seats here share the screen with hand-over between them) and
  the computer levels;
- a seat's colour is its place at the table (seat 1 vermilion, seat 2 blue, ...), because every
  screen colours seats that way — the protocol does not carry colours — so the colour shows
  but cannot be changed; a network seat's name is the joining player's own;
- a "Network" box: allow spectators, allow hints for everyone (issue 35), and how long a player
  whose connection is lost is waited for before the computer plays for them (until they come
  back). With no seat at this computer the host watches the match as a spectator, so spectators
  are allowed and the box says so.

``host_lan_match`` runs the dialog, starts the host (``lan_hosting.LanHosting``) and returns the
lobby to show, or None if the person cancelled or the host could not start (they were told why).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from desktop_app.engine.errors import EngineError
from desktop_app.net.journal import JournalError
from desktop_app.net.transport import TransportError
from desktop_app.ui import save_notice, theme
from desktop_app.ui.lan_hosting import LOCAL, NETWORK, HostPlan, LanHosting, LanSettings, PlannedSeat
from desktop_app.ui.lan_lobby import LobbyDialog
from desktop_app.ui.marks import QT_TRANSLATE_NOOP
from desktop_app.ui.new_match import NewMatchDialog, SeatRow, automatic_name
from desktop_app.ui.widget_tools import as_plain, nested, plain_label

#: English, marked for translation (context "HostMatchDialog"); the dialog shows them translated.
NETWORK_LABEL = QT_TRANSLATE_NOOP("HostMatchDialog", "Open for the network")
LOCAL_LABEL = QT_TRANSLATE_NOOP("HostMatchDialog", "This computer")
NETWORK_NAME_HINT = QT_TRANSLATE_NOOP("HostMatchDialog", "their own name")
#: How long a player whose connection is lost is waited for before the computer plays their seat
#: (until they come back; docs/protocol.md section 9); None: the match waits for them.
STAND_IN_CHOICES: tuple[tuple[float | None, str], ...] = (
    (30.0, QT_TRANSLATE_NOOP("HostMatchDialog", "after 30 seconds")),
    (60.0, QT_TRANSLATE_NOOP("HostMatchDialog", "after 1 minute")),
    (180.0, QT_TRANSLATE_NOOP("HostMatchDialog", "after 3 minutes")),
    (None, QT_TRANSLATE_NOOP("HostMatchDialog", "never (the match waits)")),
)
#: A short Wi-Fi gap costs nobody their seat, a closed laptop does not stop the table for long.
DEFAULT_STAND_IN = 1


def _computer_name(index: int) -> str:
    """What the host calls a computer seat ("Computer 3")."""
    return QCoreApplication.translate("HostMatchDialog", "Computer {n}").format(n=index + 1)


class HostMatchDialog(NewMatchDialog):
    """Choose the match to host; ``plan()`` returns the choices once accepted."""

    def __init__(self, parent: QWidget | None = None, game_id: str | None = None) -> None:
        self._adapted: set[int] = set()
        self._colours: dict[int, QWidget] = {}
        self.note = plain_label()
        super().__init__(parent, game_id)
        self.setWindowTitle(QCoreApplication.translate("HostMatchDialog", "Host a LAN match"))
        self.setMinimumWidth(720)
        # No seed and no casual flag: a host who chose the seed would know every draw ahead of
        # the friends, and on the LAN a takeback needs everyone's consent instead of casual undo.
        match_box = self.seed.parentWidget()
        if match_box is not None:
            match_box.setVisible(False)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(QCoreApplication.translate("HostMatchDialog", "Open the lobby"))
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        # the network's part joins the dialog empty, then fills (``widget_tools``)
        network = QVBoxLayout()
        layout.insertLayout(layout.indexOf(self.buttons), network)
        self.spectators = QCheckBox(
            QCoreApplication.translate(
                "HostMatchDialog", "Allow spectators (anyone with the code may watch, never play)"
            )
        )
        self.spectators.toggled.connect(self._check)
        network.addWidget(self.spectators)
        # Off by default: a hint is each player's own computer's advice, from their own view.
        self.hints = QCheckBox(
            QCoreApplication.translate(
                "HostMatchDialog",
                "Allow hints for everyone (each asks their own computer, from their own view)",
            )
        )
        self.hints.setObjectName("allowHints")
        network.addWidget(self.hints)
        self._stand_in_row(nested(network, QHBoxLayout()))
        self.note.setWordWrap(True)
        self.note.setStyleSheet(f"color: {theme.MUTED};")
        network.addWidget(self.note)
        self._check()

    def _stand_in_row(self, row: QHBoxLayout) -> None:
        """How long a lost player is waited for before the computer plays for them."""
        label = plain_label(
            QCoreApplication.translate(
                "HostMatchDialog", "If a player's connection is lost, the computer plays for them"
            )
        )
        label.setWordWrap(True)
        self.stand_in = QComboBox()
        for seconds, text in STAND_IN_CHOICES:
            self.stand_in.addItem(QCoreApplication.translate("HostMatchDialog", text), seconds)
        self.stand_in.setCurrentIndex(DEFAULT_STAND_IN)
        self.stand_in.setToolTip(
            QCoreApplication.translate(
                "HostMatchDialog",
                "Until they come back: their seat is theirs again the moment they reconnect",
            )
        )
        label.setBuddy(self.stand_in)
        row.addWidget(label, 1)
        row.addWidget(self.stand_in)

    # --- the seat rows ------------------------------------------------------------------------

    def _count_changed(self) -> None:
        super()._count_changed()
        for row in self.rows:
            if row.index not in self._adapted:
                self._adapt(row)
        self._adapted &= {row.index for row in self.rows}
        for index in [index for index in self._colours if index >= len(self.rows)]:
            holder = self._colours.pop(index)
            holder.setParent(None)
            holder.deleteLater()
        self.seat_grid.setColumnStretch(1, 3)
        self.seat_grid.setColumnStretch(3, 2)
        self._check()

    def _adapt(self, row: SeatRow) -> None:
        """Turn a local seat row into a LAN one: network / this computer / levels, fixed colour."""
        self._adapted.add(row.index)
        remembered = row.kind.currentData()
        row.kind.blockSignals(True)
        row.kind.setItemText(
            row.kind.findData("human"), QCoreApplication.translate("HostMatchDialog", LOCAL_LABEL)
        )
        row.kind.setItemData(row.kind.findData("human"), LOCAL)
        row.kind.insertItem(0, QCoreApplication.translate("HostMatchDialog", NETWORK_LABEL), NETWORK)
        # The host sits at seat 1; the others are for friends, unless the computer was chosen.
        if row.index == 0:
            row.kind.setCurrentIndex(row.kind.findData(LOCAL))
        elif remembered == "human":
            row.kind.setCurrentIndex(row.kind.findData(NETWORK))
        row.kind.blockSignals(False)
        # The colour is the seat's place at the table: shown as a swatch with its name, not a choice.
        colour = theme.default_colour(row.index)
        row.colour.setCurrentIndex(row.colour.findData(colour))
        row.previous_colour = colour
        row.colour.setVisible(False)
        label = QLabel()
        label.setPixmap(_swatch_pixmap(colour))
        text = plain_label(theme.colour_name(colour))
        holder = QWidget()
        holder.setToolTip(
            QCoreApplication.translate("HostMatchDialog", "Every screen shows this seat in this colour.")
        )
        holder_layout = QHBoxLayout(holder)
        holder_layout.setContentsMargins(0, 0, 0, 0)
        holder_layout.addWidget(label)
        holder_layout.addWidget(text, 1)
        self.seat_grid.addWidget(holder, row.index + 1, 2)
        self._colours[row.index] = holder
        self._kind_changed(row)

    def _kind_changed(self, row: SeatRow) -> None:
        """Only a seat at this computer has a name typed here; the others are named when play starts."""
        kind = row.kind.currentData()
        if kind == LOCAL:
            row.name.setEnabled(True)
            row.name.setPlaceholderText("")
            if _automatic(row):
                row.name.setText(automatic_name(row.index, "human"))
        elif kind == NETWORK:
            row.name.setText("")
            row.name.setPlaceholderText(QCoreApplication.translate("HostMatchDialog", NETWORK_NAME_HINT))
            row.name.setEnabled(False)
        else:
            row.name.setText(_computer_name(row.index))  # what the host calls a computer seat
            row.name.setEnabled(False)
        self._check()

    def _set_startable(self, startable: bool) -> None:
        self._check()

    def _check(self) -> None:
        """Say what the plan means, and refuse one that is not a LAN match."""
        if not hasattr(self, "spectators"):
            return  # still being built by the parent class
        kinds = [row.kind.currentData() for row in self.rows]
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        watching = LOCAL not in kinds
        self.spectators.blockSignals(True)
        if watching:
            self.spectators.setChecked(True)
        self.spectators.setEnabled(not watching)
        self.spectators.blockSignals(False)
        if NETWORK not in kinds:
            self.note.setText(
                QCoreApplication.translate(
                    "HostMatchDialog",
                    "Open at least one seat for the network — a match with nobody joining is an "
                    "ordinary New match.",
                )
            )
        elif watching:
            self.note.setText(
                QCoreApplication.translate(
                    "HostMatchDialog",
                    "Nobody plays at this computer: you will watch the match here as a spectator, so "
                    "spectators are allowed.",
                )
            )
        else:
            self.note.setText(
                QCoreApplication.translate(
                    "HostMatchDialog",
                    "Friends join from their own computers with the code the lobby shows; you start "
                    "once every open seat is taken.",
                )
            )
        game = self.current_game
        ok.setEnabled(NETWORK in kinds and game is not None and _has_board(game.id))

    # --- result --------------------------------------------------------------------------------

    def accept(self) -> None:
        # Unlike a local match, the seats are not remembered: "Open for the network" would
        # become someone's name in the next local match.
        QDialog.accept(self)

    def plan(self) -> HostPlan:
        """The match to host, as the dialog stands."""
        setup = self.setup()
        seats = []
        for row in self.rows:
            kind = row.kind.currentData()
            # A network seat is named by the person who joins it; the others by what was typed.
            seats.append(PlannedSeat(kind, row.name.text().strip() if kind != NETWORK else ""))
        return HostPlan(
            game_id=setup.game_id,
            seats=tuple(seats),
            options=setup.options,
            allow_spectators=self.spectators.isChecked(),
            allow_hints=self.hints.isChecked(),
            stand_in_after=self.stand_in.currentData(),
        )


def _swatch_pixmap(colour: str) -> QPixmap:
    pixmap = QPixmap(16, 16)
    pixmap.fill(QColor(colour))
    return pixmap


def _automatic(row: SeatRow) -> bool:
    """Whether the name in ``row`` is one the dialog put there (not typed, not remembered)."""
    name = row.name.text().strip()
    return row.has_automatic_name() or name in (f"Computer {row.index + 1}", _computer_name(row.index))


def _has_board(game_id: str) -> bool:
    from desktop_app.ui.games import available_board

    return available_board(game_id) is not None


def start_hosting(
    parent: QWidget | None, plan: HostPlan, settings: LanSettings | None = None
) -> LanHosting | None:
    """Start the host for ``plan``; None (and a message to the person) if it cannot serve."""
    try:
        return LanHosting(plan, settings)
    except JournalError as error:  # its folder cannot be written: say why in the person's language
        QMessageBox.warning(
            parent,
            QCoreApplication.translate("HostMatchDialog", "Cannot host the match"),
            save_notice.not_started_text(error.failure),
        )
        return None
    except (TransportError, EngineError, OSError, ValueError) as error:
        QMessageBox.warning(
            parent,
            QCoreApplication.translate("HostMatchDialog", "Cannot host the match"),
            as_plain(
                QCoreApplication.translate(
                    "HostMatchDialog", "The match could not be opened to the network: {error}"
                ).format(error=error)
            ),
        )
        return None


def host_lan_match(
    parent: QWidget | None = None, game_id: str | None = None, settings: LanSettings | None = None
) -> LobbyDialog | None:
    """The whole "Host a LAN match" flow up to the lobby; the caller shows the returned lobby and
    connects its ``match_started(table)`` (the lobby's ``hosting`` must then be closed with the
    match)."""
    dialog = HostMatchDialog(parent, game_id)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    hosting = start_hosting(parent, dialog.plan(), settings)
    if hosting is None:
        return None
    return LobbyDialog(hosting, parent)
