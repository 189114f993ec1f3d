"""The menus that hand a seat of a local match to the computer and give it back, and the pause.

The same entries appear in two places: the Match menu of the window (every seat, keyboard
reachable) and a player card's context menu (that seat). Each menu is filled when it opens, from
what the table allows at that moment (``LocalTable.can_change_hands`` / ``can_take_back``), so it
never offers what would do nothing. A LAN table has its own stand-ins (``lan_panels``): nothing is
offered for it here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from desktop_app.engine.control import HUMAN
from desktop_app.engine.seats import BOT_KINDS, Seat
from desktop_app.ui.control_lines import level_word

if TYPE_CHECKING:
    from desktop_app.ui.local_table import LocalTable
    from desktop_app.ui.panels import PlayerCard
    from desktop_app.ui.table import Table


def local_table(table: Table | None) -> LocalTable | None:
    """``table`` if it is a local match's (whose seats can change hands here), else None."""
    if table is None:
        return None  # no match yet: the window's menus are built before the match screen loads
    from desktop_app.ui.local_table import LocalTable

    return table if isinstance(table, LocalTable) else None


def add_seat_entries(menu: QMenu, table: LocalTable, seat: Seat) -> None:
    """``seat``'s entries: "Let the computer play <seat>" with a level each, "Take back <seat>"."""
    info = table.seats[seat]
    if table.can_change_hands(seat):
        levels = menu.addMenu(
            QCoreApplication.translate("SeatControl", "Let the computer play {name}").format(name=info.name)
        )
        for level in BOT_KINDS:
            word = level_word(level)
            action = levels.addAction(word[:1].upper() + word[1:])
            action.setCheckable(True)
            action.setChecked(info.kind == level)
            action.setData(level)
            action.triggered.connect(lambda _checked=False, s=seat, lv=level: table.hand_seat(s, lv))
    if table.can_take_back(seat):
        back = menu.addAction(
            QCoreApplication.translate("SeatControl", "Take back {name}'s seat").format(name=info.name)
        )
        back.setData(HUMAN)
        back.triggered.connect(lambda _checked=False, s=seat: table.hand_seat(s, HUMAN))


class MatchMenu(QMenu):
    """The window's Match menu: the seats' entries and the computer players' pause, for the
    match ``table_of()`` gives (None: no match, or a LAN one: the entries say why they are off)."""

    def __init__(self, table_of: Callable[[], Table | None], parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("SeatControl", "&Match"), parent)
        self._table_of = table_of
        pause = QCoreApplication.translate("SeatControl", "&Pause the computer players")
        self.pause_action = QAction(pause, self)
        self.pause_action.setCheckable(True)
        self.pause_action.setShortcut(QKeySequence("Ctrl+P"))
        self.pause_action.toggled.connect(self._pause)
        self.addAction(self.pause_action)
        self.addSeparator()
        self.aboutToShow.connect(self.fill)
        self.fill()

    def fill(self) -> None:
        """The entries for the match as it is now."""
        for old in self.actions()[2:]:
            self.removeAction(old)
            (old.menu() or old).deleteLater()
        table = local_table(self._table_of())
        self.sync_pause()
        seats = [] if table is None else [s for s in range(len(table.seats)) if table.can_change_hands(s)]
        for seat in seats:
            assert table is not None
            add_seat_entries(self, table, seat)
        if not seats:
            none = self.addAction(QCoreApplication.translate("SeatControl", "No seat can change hands now"))
            none.setEnabled(False)

    def sync_pause(self) -> None:
        """The pause entry as the match is: checked while its computer players wait; off in a
        match with no computer player (nothing to hold) and in a finished one."""
        table = local_table(self._table_of())
        computers = table is not None and any(seat.kind in BOT_KINDS for seat in table.seats)
        self.pause_action.blockSignals(True)
        self.pause_action.setEnabled(
            table is not None and not table.is_over and (computers or table.computers_paused)
        )
        self.pause_action.setChecked(table is not None and table.computers_paused)
        self.pause_action.blockSignals(False)

    def _pause(self, paused: bool) -> None:
        table = local_table(self._table_of())
        if table is not None:
            table.pause_computers(paused)


def seat_context_menu(table: Table, seat: Seat, parent: QWidget) -> QMenu | None:
    """A player card's context menu for ``seat``, or None where nothing can be done with it."""
    local = local_table(table)
    if local is None or not local.can_change_hands(seat):
        return None
    menu = QMenu(parent)
    add_seat_entries(menu, local, seat)
    return menu


def popup_seat_menu(table: Table, card: PlayerCard, where: QPoint, parent: QWidget) -> None:
    """Right-click (or the menu key) on a player card: its seat's menu, where it has one."""
    menu = seat_context_menu(table, card.index, parent)
    if menu is not None:
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.popup(card.mapToGlobal(where))
