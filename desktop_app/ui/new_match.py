"""The new-match dialog: which game, who sits where (name, colour, human or bot), variants, seed.

Everything a game offers comes from its ``options`` (OptionSpec), so a new variant needs no
dialog code. Two seats never share a colour: picking a taken colour swaps it with its owner.

It opens as the last match was set up (issue 19): the seats (``last_seats.json``), the game and
each game's variants (``settings.app_settings``); opened from a match, on that match's game. What
it remembers is ``last_setup.py``; a seat's row and the names a seat gets by itself ``seat_rows.py``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop_app import i18n
from desktop_app.engine.options import shown
from desktop_app.engine.protocol import Game
from desktop_app.engine.registry import all_games
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui import theme
from desktop_app.ui.games import available_board
from desktop_app.ui.lang import game_title
from desktop_app.ui.last_setup import (
    LAST_GAME_KEY,
    OPTIONS_KEY,
    remember_choices,
    remember_seats,
    remembered_game,
    remembered_options,
    remembered_seats,
)
from desktop_app.ui.seat_rows import (
    BOT_LABELS,
    BOT_NAMES,
    HUMAN_LABEL,
    NAME_MIN_WIDTH,
    SeatRow,
    automatic_name,
    available_kinds,
    bot_label,
    is_automatic_name,
    translated,
)
from desktop_app.ui.weak_slot import weak_slot
from desktop_app.ui.widget_tools import nested

#: The seat rows' and the remembered setup's names are still imported from here.
__all__ = [
    "BOT_LABELS",
    "BOT_NAMES",
    "HUMAN_LABEL",
    "LAST_GAME_KEY",
    "NAME_MIN_WIDTH",
    "OPTIONS_KEY",
    "MatchSetup",
    "NewMatchDialog",
    "SeatRow",
    "automatic_name",
    "available_kinds",
    "bot_label",
    "is_automatic_name",
    "remember_choices",
    "remember_seats",
    "remembered_game",
    "remembered_options",
    "remembered_seats",
    "translated",
]


@dataclass
class MatchSetup:
    """What the dialog decided; ``start()`` turns it into a running Session."""

    game_id: str
    seats: tuple[SeatInfo, ...]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int | None = None
    casual: bool = False

    def start(self) -> Session:
        return Session.new(self.game_id, list(self.seats), self.options, self.seed, casual=self.casual)


class NewMatchDialog(QDialog):
    """Set up a match; ``setup()`` returns the choices once accepted."""

    def __init__(self, parent: QWidget | None = None, game_id: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("NewMatch", "New match"))
        self.setMinimumWidth(720)
        self.games: list[Game] = all_games()
        self.rows: list[SeatRow] = []
        self.option_boxes: dict[str, QComboBox] = {}
        self._option_help: dict[str, QLabel] = {}
        self._updating_colours = False
        self._remembered = remembered_seats()

        layout = QVBoxLayout(self)
        self._game_rows(layout)
        self._seats_box(layout)
        self.options_box = QGroupBox(QCoreApplication.translate("NewMatch", "Variants"))
        self.options_form = QFormLayout(self.options_box)
        layout.addWidget(self.options_box)

        self._match_box(layout)
        self._dialog_buttons(layout)

        self.game.currentIndexChanged.connect(self._game_changed)
        self.count.valueChanged.connect(self._count_chosen)
        game_id = game_id or remembered_game()
        if game_id is not None:
            index = self.game.findData(game_id)
            if index >= 0:
                self.game.setCurrentIndex(index)
        self._game_changed()

    def _game_rows(self, layout: QVBoxLayout) -> None:
        """The game and the number of players, and the line saying why a game cannot be played yet."""
        top = nested(layout, QFormLayout())  # joins empty, then fills (``widget_tools``)
        self.game = QComboBox()
        for game in self.games:
            suffix = (
                ""
                if available_board(game.id) is not None
                else "  " + QCoreApplication.translate("NewMatch", "(coming soon)")
            )
            self.game.addItem(game_title(game) + suffix, game.id)
        top.addRow(QCoreApplication.translate("NewMatch", "Game"), self.game)
        self.count = QSpinBox()
        self.count.setMaximumWidth(90)
        self._preferred_count = len(self._remembered) if self._remembered else 3
        top.addRow(QCoreApplication.translate("NewMatch", "Players"), self.count)
        self.unavailable = QLabel()
        self.unavailable.setWordWrap(True)
        self.unavailable.setStyleSheet("color: #A23B1E;")
        layout.addWidget(self.unavailable)

    def _seats_box(self, layout: QVBoxLayout) -> None:
        """The seats' grid under its headings (the rows come with the number of players)."""
        seats_box = QGroupBox(QCoreApplication.translate("NewMatch", "Seats"))
        self.seat_grid = QGridLayout(seats_box)
        for column, heading in enumerate(
            (
                "",
                QCoreApplication.translate("NewMatch", "Name"),
                QCoreApplication.translate("NewMatch", "Colour"),
                QCoreApplication.translate("NewMatch", "Played by"),
            )
        ):
            self.seat_grid.addWidget(QLabel(f"<b>{heading}</b>"), 0, column)
        self.seat_grid.setColumnStretch(1, 3)  # a long name gets the room first
        self.seat_grid.setColumnStretch(3, 2)
        layout.addWidget(seats_box)

    def _match_box(self, layout: QVBoxLayout) -> None:
        """The match's own choices: a seed and whether it is casual."""
        extra = QGroupBox(QCoreApplication.translate("NewMatch", "Match"))
        extra_form = QFormLayout(extra)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(QCoreApplication.translate("NewMatch", "random"))
        self.seed.setValidator(QRegularExpressionValidator(r"\d{0,18}"))
        self.seed.setToolTip(
            QCoreApplication.translate(
                "NewMatch", "The same seed and the same moves give the same draws and rolls."
            )
        )
        extra_form.addRow(QCoreApplication.translate("NewMatch", "Seed (optional)"), self.seed)
        self.casual = QCheckBox(QCoreApplication.translate("NewMatch", "Casual (allow undo further back)"))
        self.casual.setToolTip(
            QCoreApplication.translate(
                "NewMatch",
                "Normally you can take back only your own last action, and only until someone else "
                "acts or something hidden is revealed. In a casual match any step can be taken back.",
            )
        )
        extra_form.addRow(self.casual)
        layout.addWidget(extra)

    def _dialog_buttons(self, layout: QVBoxLayout) -> None:
        """Start match and Cancel."""
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            QCoreApplication.translate("NewMatch", "Start match")
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setProperty("accent", True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    # --- reading the game ----------------------------------------------------------------------

    @property
    def current_game(self) -> Game | None:
        index = self.game.currentIndex()
        return self.games[index] if 0 <= index < len(self.games) else None

    def _game_changed(self) -> None:
        game = self.current_game
        if game is None:
            self.unavailable.setText(QCoreApplication.translate("NewMatch", "No game is installed."))
            self._set_startable(False)
            return
        self.count.blockSignals(True)
        self.count.setRange(game.min_players, game.max_players)
        self.count.setValue(max(game.min_players, min(self._preferred_count, game.max_players)))
        self.count.blockSignals(False)
        self._count_changed()
        self._build_options(game)
        has_board = available_board(game.id) is not None
        self.unavailable.setText(
            ""
            if has_board
            else QCoreApplication.translate(
                "NewMatch",
                "{game} cannot be played in this version yet: its rules are ready but its "
                "board is still being drawn. Pick another game.",
            ).format(game=game_title(game))
        )
        self.unavailable.setVisible(not has_board)
        self._set_startable(has_board)

    def _set_startable(self, startable: bool) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(startable)

    def _count_chosen(self, value: int) -> None:
        self._preferred_count = value
        self._count_changed()

    def _count_changed(self) -> None:
        wanted = self.count.value()
        while len(self.rows) < wanted:
            index = len(self.rows)
            remembered = self._remembered[index] if index < len(self._remembered) else None
            if remembered is not None and any(r.colour.currentData() == remembered.colour for r in self.rows):
                remembered = SeatInfo(remembered.name, remembered.kind, "")
            row = SeatRow(index, remembered)
            if remembered is not None and not remembered.colour:
                free = [
                    v
                    for _n, v in theme.PLAYER_COLOURS
                    if v not in {r.colour.currentData() for r in self.rows}
                ]
                if free:
                    row.colour.setCurrentIndex(row.colour.findData(free[0]))
                    row.previous_colour = free[0]
            row.colour.currentIndexChanged.connect(weak_slot(self._colour_changed, row))
            row.kind.currentIndexChanged.connect(weak_slot(self._kind_changed, row))
            for column, widget in enumerate(row.widgets()):
                self.seat_grid.addWidget(widget, len(self.rows) + 1, column)
            self.rows.append(row)
        while len(self.rows) > wanted:
            row = self.rows.pop()
            for widget in row.widgets():
                widget.setParent(None)
                widget.deleteLater()
        self._fit_height()

    def _fit_height(self) -> None:
        """Grow (or shrink) to the contents' height: added seats must not squeeze the fields."""
        layout = self.layout()
        if layout is None:
            return
        layout.activate()
        hint = self.sizeHint()
        width = max(self.width(), hint.width())
        # wrapped variant help needs more lines than the layout's minimum counts on
        self.resize(width, max(hint.height(), layout.totalHeightForWidth(width)))

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit_height()

    def _kind_changed(self, row: SeatRow) -> None:
        """A seat given to the computer is called so, unless someone typed a name for it."""
        if row.has_automatic_name():
            taken = {r.name.text().strip() for r in self.rows if r is not row}
            row.name.setText(automatic_name(row.index, row.kind.currentData(), taken))

    def _colour_changed(self, changed: SeatRow) -> None:
        """Keep colours distinct: the seat that had the chosen colour takes the old one."""
        if self._updating_colours:
            return
        self._updating_colours = True
        new, old = changed.colour.currentData(), changed.previous_colour
        for row in self.rows:
            if row is not changed and row.colour.currentData() == new:
                row.colour.setCurrentIndex(row.colour.findData(old))
                row.previous_colour = old
        changed.previous_colour = new
        self._updating_colours = False

    def _build_options(self, game: Game) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_boxes.clear()
        self._option_help.clear()
        chosen = remembered_options(game.id)
        for spec in shown(game.options):  # a hidden option (the rules version) is never a choice
            box = QComboBox()
            for index, choice in enumerate(spec.choices):
                box.addItem(i18n.choice_label(game.id, spec.key, choice.value), choice.value)
                if choice.help:
                    tip = i18n.choice_help(game.id, spec.key, choice.value)
                    box.setItemData(index, tip, Qt.ItemDataRole.ToolTipRole)
                wanted = chosen.get(spec.key, spec.default)
                if choice.value == wanted and isinstance(choice.value, bool) == isinstance(wanted, bool):
                    box.setCurrentIndex(index)
            box.setToolTip(i18n.option_help(game.id, spec.key))
            help_label = QLabel()
            help_label.setWordWrap(True)
            help_label.setStyleSheet(f"color: {theme.MUTED}; font-size: 9.5pt;")
            holder = QWidget()
            holder_layout = QVBoxLayout(holder)
            holder_layout.setContentsMargins(0, 0, 0, 4)
            holder_layout.setSpacing(2)
            holder_layout.addWidget(box)
            holder_layout.addWidget(help_label)
            self.options_form.addRow(i18n.option_label(game.id, spec.key), holder)
            self.option_boxes[spec.key] = box
            self._option_help[spec.key] = help_label
            box.currentIndexChanged.connect(weak_slot(self._show_help, spec))
            self._show_help(spec)
        self.options_box.setVisible(bool(shown(game.options)))
        # shrink to the new contents: no empty gap where another game's variants were
        self._fit_height()

    def _show_help(self, spec) -> None:
        box = self.option_boxes[spec.key]
        choice = spec.choices[box.currentIndex()] if box.currentIndex() >= 0 else None
        game = self.current_game
        game_id = game.id if game is not None else ""
        parts = [i18n.option_help(game_id, spec.key)] if spec.help else []
        if choice is not None and choice.help:
            label = i18n.choice_label(game_id, spec.key, choice.value)
            parts.append(f"{label}: {i18n.choice_help(game_id, spec.key, choice.value)}")
        self._option_help[spec.key].setText("  ".join(parts))
        self._option_help[spec.key].setVisible(bool(parts))

    # --- result --------------------------------------------------------------------------------

    def accept(self) -> None:
        """Start: the seats, the game and its variants are remembered for the next new match
        (names are not retyped, a family's usual variant is not chosen again)."""
        if self.current_game is not None:
            setup = self.setup()
            remember_seats(list(setup.seats))
            remember_choices(setup.game_id, setup.options)
        super().accept()

    def setup(self) -> MatchSetup:
        """The match described by the dialog as it stands."""
        game = self.current_game
        assert game is not None
        seats = []
        for index, row in enumerate(self.rows):
            seat = row.seat()
            if not seat.name:
                seat = SeatInfo(automatic_name(index, seat.kind), seat.kind, seat.colour)
            seats.append(seat)
        options = {key: box.currentData() for key, box in self.option_boxes.items()}
        text = self.seed.text().strip()
        return MatchSetup(
            game_id=game.id,
            seats=tuple(seats),
            options=options,
            seed=int(text) if text else None,
            casual=self.casual.isChecked(),
        )
