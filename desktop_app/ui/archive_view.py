"""The "Finished matches" list: the archive on the start page and in a dialog from the File menu.

Every match that ended is kept (``persistence.archive``); this is where a person finds it again
to learn from it: searched by a player's name, the game or the winner, opened in review with a
double click or Enter, deleted — after a question, since a deleted match cannot come back. The
start page shows it in a narrow column (match, winner, date); the dialog has room for every
fact and sorts by any of them. Names are people's input: items show them as plain text, and
tooltips, which Qt would read as markup, get them escaped.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop_app.persistence import archive
from desktop_app.persistence.archive import ArchiveEntry, ArchiveError
from desktop_app.persistence.naming import match_date
from desktop_app.ui import theme
from desktop_app.ui.lang import game_title
from desktop_app.ui.marks import QT_TRANSLATE_NOOP
from desktop_app.ui.widget_tools import as_plain, nested, plain_label, size_on_screen

#: Where an item keeps its entry's id, and the value its column sorts by.
ID_ROLE = Qt.ItemDataRole.UserRole
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
#: The columns' headings, English (marked for translation; the list shows them translated).
COMPACT_COLUMNS = (QT_TRANSLATE_NOOP("ArchiveList", "Match"),)
FULL_COLUMNS = (
    QT_TRANSLATE_NOOP("ArchiveList", "Game"),
    QT_TRANSLATE_NOOP("ArchiveList", "Players"),
    QT_TRANSLATE_NOOP("ArchiveList", "Winner"),
    QT_TRANSLATE_NOOP("ArchiveList", "Steps"),
    QT_TRANSLATE_NOOP("ArchiveList", "Played"),
)


def played_on(entry: ArchiveEntry) -> str:
    """The day the match was played, as people of the chosen language write it ("1 Dec 2026")."""
    day = match_date(entry.created or entry.finished)
    return QLocale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.ShortFormat)


class _NoteLabel(QLabel):
    """A wrapped note that holds the height its lines take at its width: in the start page's row
    (laid out by least heights) the finished matches' note lost its last line at the largest
    text size."""

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        height = self.heightForWidth(self.width())
        if height > 0 and height != self.minimumHeight():
            self.setMinimumHeight(height)


class _Tree(QTreeWidget):
    """The list itself; ``rows`` is how many it asks room for (it scrolls past them): on the start
    page two, so the page is not made taller than a 720-pixel screen for it. ``lines``: lines of
    text in a row."""

    def __init__(self, rows: int, lines: int) -> None:
        super().__init__()
        self._rows = rows
        self._lines = lines

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        row = self.fontMetrics().lineSpacing() * self._lines + 8
        header = 0 if self.isHeaderHidden() else self.header().sizeHint().height()
        return QSize(hint.width(), header + row * self._rows + 2 * self.frameWidth())

    def minimumSizeHint(self) -> QSize:
        hint = self.sizeHint()
        return QSize(super().minimumSizeHint().width(), hint.height())


class _Row(QTreeWidgetItem):
    """An item that sorts by its column's ``SORT_ROLE`` value (dates by date, steps by number)."""

    def __lt__(self, other: QTreeWidgetItem) -> bool:
        tree = self.treeWidget()
        column = tree.sortColumn() if tree is not None else 0
        mine, theirs = self.data(column, SORT_ROLE), other.data(column, SORT_ROLE)
        if mine is None or theirs is None or type(mine) is not type(theirs):
            return super().__lt__(other)
        return bool(mine < theirs)


def hints_taken(count: int) -> str:
    """ "2 hints": how many times the players asked the computer during the match ('' for none)."""
    if count <= 0:
        return ""
    if count == 1:
        return QCoreApplication.translate("ArchiveList", "1 hint")
    return QCoreApplication.translate("ArchiveList", "{n} hints").format(n=count)


def _cells(entry: ArchiveEntry, compact: bool) -> list[tuple[str, object]]:
    """(text, sort value) for each column."""
    players = ", ".join(entry.players)
    title = game_title(entry.game_id)
    day = played_on(entry)
    when = entry.created or entry.finished
    if compact:  # two lines in one column: the start page's column is narrow
        text = QCoreApplication.translate(
            "ArchiveList", "{game} — {players}\n{winner} won  ·  {day}  ·  {steps} steps"
        ).format(game=title, players=players, winner=entry.winner, day=day, steps=entry.steps)
        if entry.hints:
            text += "  ·  " + hints_taken(entry.hints)
        return [(text, when)]
    steps = str(entry.steps) + (" · " + hints_taken(entry.hints) if entry.hints else "")
    return [
        (title, title),
        (players, players),
        (entry.winner, entry.winner),
        (steps, entry.steps),
        (day, when),
    ]


class ArchiveList(QWidget):
    """Search field, the list of finished matches, Open and Delete. ``compact``: the start page's
    narrow column; otherwise every fact in its own sortable column."""

    #: Open this entry (its id) in review.
    open_requested = Signal(str)
    #: An entry was deleted (another list of the archive may want to refresh).
    deleted = Signal(str)

    def __init__(self, compact: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.compact = compact
        self._entries: dict[str, ArchiveEntry] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.search = QLineEdit()
        self.search.setPlaceholderText(
            QCoreApplication.translate("ArchiveList", "Search")
            if compact
            else QCoreApplication.translate("ArchiveList", "Search players, game or winner")
        )
        self.search.setToolTip(
            QCoreApplication.translate(
                "ArchiveList",
                "Show only the matches with these words in a player's name, the game or the winner",
            )
        )
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        layout.addWidget(self.search)
        self.tree = self._make_tree(compact)
        self.tree.itemActivated.connect(self._open)  # Qt gives (item, column); ``_open`` takes the item
        self.tree.itemSelectionChanged.connect(self._update_buttons)
        layout.addWidget(self.tree, 1)
        self.note = _NoteLabel()
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        self.note.setStyleSheet(f"color: {theme.MUTED};")
        layout.addWidget(self.note)
        self._buttons(nested(layout, QHBoxLayout()))  # joins empty, then fills (``widget_tools``)
        delete_key = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.tree)
        delete_key.setContext(Qt.ShortcutContext.WidgetShortcut)
        delete_key.activated.connect(self.delete_selected)
        self.refresh()

    def _make_tree(self, compact: bool) -> _Tree:
        """The list itself: two lines a match in the start page's column, else a sortable column
        for each fact, newest first."""
        tree = _Tree(rows=2, lines=2) if compact else _Tree(rows=12, lines=1)
        columns = COMPACT_COLUMNS if compact else FULL_COLUMNS
        tree.setColumnCount(len(columns))
        tree.setHeaderLabels([QCoreApplication.translate("ArchiveList", column) for column in columns])
        tree.setRootIsDecorated(False)
        tree.setHeaderHidden(compact)
        # a rule under each row: two-line rows must not run into each other
        tree.setStyleSheet(
            "QTreeWidget { alternate-background-color: #F6EEDD; }"
            "QTreeWidget::item { padding: 3px 2px; border-bottom: 1px solid #EADFC8; }"
            f"QTreeWidget::item:selected {{ background: {theme.INDIGO}; color: #F6EFE2; }}"
        )
        tree.setUniformRowHeights(True)
        tree.setAlternatingRowColors(True)
        tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        tree.setTextElideMode(Qt.TextElideMode.ElideRight)
        if not compact:  # newest first until the person sorts by another column
            tree.setSortingEnabled(True)
            tree.sortByColumn(len(FULL_COLUMNS) - 1, Qt.SortOrder.DescendingOrder)
        header = tree.header()
        header.setStretchLastSection(False)
        modes = QHeaderView.ResizeMode
        stretch = 0 if compact else 1  # the players' names take the room
        for column in range(len(columns)):
            header.setSectionResizeMode(
                column, modes.Stretch if column == stretch else modes.ResizeToContents
            )
        return tree

    def _buttons(self, buttons: QHBoxLayout) -> None:
        """Open and Delete… under the list."""
        self.open_button = QPushButton(QCoreApplication.translate("ArchiveList", "Open"))
        self.open_button.setToolTip(
            QCoreApplication.translate("ArchiveList", "Review the selected match (or double-click it)")
        )
        self.open_button.clicked.connect(self._open_current)
        self.delete_button = QPushButton(QCoreApplication.translate("ArchiveList", "Delete…"))
        self.delete_button.setToolTip(
            QCoreApplication.translate("ArchiveList", "Delete the selected match from the archive (Delete)")
        )
        self.delete_button.clicked.connect(self.delete_selected)
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.delete_button)
        buttons.addStretch(1)

    # --- filling ---------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Re-read the archive (its index: quick however many matches it holds)."""
        selected = self.selected_id()
        entries = archive.entries()
        self._entries = {entry.id: entry for entry in entries}
        self.tree.setUpdatesEnabled(False)  # hundreds of rows: one layout, not one per row
        self.tree.setSortingEnabled(False)
        self.tree.clear()
        items = [self._item(entry) for entry in entries]
        self.tree.addTopLevelItems(items)
        for item, entry in zip(items, entries, strict=True):
            if entry.id == selected:
                self.tree.setCurrentItem(item)
        self.tree.setSortingEnabled(not self.compact)
        self.tree.setUpdatesEnabled(True)
        self._filter()

    def _item(self, entry: ArchiveEntry) -> QTreeWidgetItem:
        item = _Row()
        for column, (text, key) in enumerate(_cells(entry, self.compact)):
            item.setText(column, text)
            item.setData(column, SORT_ROLE, key)
        item.setData(0, ID_ROLE, entry.id)
        tip = QCoreApplication.translate(
            "ArchiveList", "{label}\n{winner} won · {steps} steps\nDouble-click to review it."
        ).format(label=entry.label, winner=entry.winner, steps=entry.steps)
        item.setToolTip(0, as_plain(tip))
        return item

    def _filter(self) -> None:
        query = self.search.text().strip()
        shown = 0
        for item in self._items():
            entry = self._entries.get(item.data(0, ID_ROLE))
            hidden = entry is None or not entry.matches(query)
            item.setHidden(hidden)
            shown += not hidden
        if not self._entries:
            self.note.setText(
                QCoreApplication.translate(
                    "ArchiveList", "Every match that ends is kept here, to review whenever you like."
                )
            )
        elif not shown:
            self.note.setText(
                QCoreApplication.translate(
                    "ArchiveList", "No finished match has “{query}” in its players, game or winner."
                ).format(query=query)
            )
        self.note.setVisible(not shown)
        self.tree.setVisible(bool(self._entries))
        self.search.setVisible(bool(self._entries))
        current = self.tree.currentItem()
        if current is not None and current.isHidden():
            self.tree.clearSelection()
        self._update_buttons()

    def _update_buttons(self) -> None:
        chosen = self.selected_id() is not None
        self.open_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)
        self.open_button.setVisible(bool(self._entries))
        self.delete_button.setVisible(bool(self._entries))

    # --- reading ---------------------------------------------------------------------------------

    def _items(self) -> list[QTreeWidgetItem]:
        found = (self.tree.topLevelItem(index) for index in range(self.tree.topLevelItemCount()))
        return [item for item in found if item is not None]

    def visible_ids(self) -> list[str]:
        """The ids listed now, in the order shown (searching hides the others)."""
        return [item.data(0, ID_ROLE) for item in self._items() if not item.isHidden()]

    def item_for(self, entry_id: str) -> QTreeWidgetItem | None:
        return next((item for item in self._items() if item.data(0, ID_ROLE) == entry_id), None)

    def selected_id(self) -> str | None:
        item = self.tree.currentItem()
        if item is None or item.isHidden() or not item.isSelected():
            return None
        return item.data(0, ID_ROLE)

    # --- acting ----------------------------------------------------------------------------------

    def _open(self, item: QTreeWidgetItem | None) -> None:
        if item is not None and not item.isHidden():
            self.open_requested.emit(item.data(0, ID_ROLE))

    def _open_current(self) -> None:
        self._open(self.tree.currentItem())

    def delete_selected(self) -> bool:
        """Delete the selected match after asking; True if it was deleted."""
        entry = self._entries.get(self.selected_id() or "")
        if entry is None:
            return False
        answer = QMessageBox.question(
            self,
            QCoreApplication.translate("ArchiveList", "Delete this finished match?"),
            as_plain(
                QCoreApplication.translate(
                    "ArchiveList",
                    "{label}\n\nIt is deleted from the archive for good and cannot be reviewed again.",
                ).format(label=entry.label)
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        try:
            archive.delete(entry.id)
        except ArchiveError as error:
            QMessageBox.warning(
                self,
                QCoreApplication.translate("ArchiveList", "Cannot delete the match"),
                as_plain(str(error)),
            )
            return False
        self.refresh()
        self.deleted.emit(entry.id)
        return True


class ArchiveDialog(QDialog):
    """File > Finished matches: the whole archive with room for every column."""

    open_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("ArchiveDialog", "Finished matches"))
        self.resize(size_on_screen(860, 540))
        layout = QVBoxLayout(self)
        heading = plain_label(
            QCoreApplication.translate(
                "ArchiveDialog", "Every match that ended on this computer, the last one first."
            )
        )
        heading.setStyleSheet(f"color: {theme.MUTED};")
        layout.addWidget(heading)
        self.list = ArchiveList(compact=False, parent=self)
        self.list.open_requested.connect(self._open)
        layout.addWidget(self.list, 1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout.addWidget(close)
        self.list.search.setFocus()

    def _open(self, entry_id: str) -> None:
        self.accept()
        self.open_requested.emit(entry_id)
