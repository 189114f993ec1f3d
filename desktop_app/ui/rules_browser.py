"""The in-app rules window (F1): for each game "How to play" first, the full rules second, with search.

Both are written for players (issue 19 item 8): the guide (``docs/guides/<game>.md``) teaches the
game in plain language, the full rules (``docs/player-rules/<game>.md``) settle every detail with
the rule numbers the game quotes when it refuses a move. The developers' specification
(``docs/rules``: modules, tests, data files) is not shown here. Each document is taken in the
reader's language when a translation exists (``i18n.localized``), else in English.

Search looks through both documents of the game shown: every match is marked in the page in
front, Enter goes to the next one (Shift+Enter back), and the line under the field says how many
there are here and on the other tab. An install without the documents says so, in words.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QUrl
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QKeySequence,
    QShortcut,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QTabWidget,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from desktop_app.i18n import localized
from desktop_app.ui.art import repo_root
from desktop_app.ui.marks import QT_TRANSLATE_NOOP
from desktop_app.ui.widget_tools import nested, size_on_screen

#: The tabs' names, English (marked for translation; the tabs show them translated).
GUIDE_TAB = QT_TRANSLATE_NOOP("RulesBrowser", "How to play")
RULES_TAB = QT_TRANSLATE_NOOP("RulesBrowser", "Full rules")
#: The colour every search match is marked in.
MATCH_COLOUR = "#F6D67A"


def _tr(text: str) -> str:
    return QCoreApplication.translate("RulesBrowser", text)


def rules_dir() -> Path:
    """The full rules written for players (not the specification in docs/rules)."""
    return repo_root() / "docs" / "player-rules"


def guides_dir() -> Path:
    return repo_root() / "docs" / "guides"


def _documents(folder: Path) -> dict[str, Path]:
    if not folder.is_dir():
        return {}
    return {path.stem: path for path in sorted(folder.glob("*.md")) if path.stem.lower() != "readme"}


def rules_files() -> list[Path]:
    return list(_documents(rules_dir()).values())


@dataclass(frozen=True)
class GameDocs:
    """The documents of one game: its player guide and its full rules (either may be missing)."""

    game_id: str
    guide: Path | None
    rules: Path | None

    @property
    def title(self) -> str:
        for path in (self.guide, self.rules):
            if path is not None:
                title = _title(path)
                if title:
                    return title
        return self.game_id.replace("_", " ").title()


def game_documents() -> list[GameDocs]:
    """One entry per game that has a guide or rules, in file-name order, in the reader's language."""
    guides = {game: localized(path) for game, path in _documents(guides_dir()).items()}
    rules = {game: localized(path) for game, path in _documents(rules_dir()).items()}
    return [GameDocs(game, guides.get(game), rules.get(game)) for game in sorted(set(guides) | set(rules))]


def _title(path: Path) -> str:
    """The document's first heading without its subtitle ("Maharaja — player guide" -> "Maharaja")."""
    try:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("# "):
                return line[2:].split(" — ")[0].strip()
    except OSError:
        pass
    return ""


def _reader() -> QTextBrowser:
    text = QTextBrowser()
    text.setOpenExternalLinks(True)
    text.document().setDocumentMargin(16)
    return text


def _load(browser: QTextBrowser, path: Path) -> None:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        text = QCoreApplication.translate(
            "RulesBrowser",
            "# Rules\n\nThis page cannot be read. Installing Three Palaces again brings it back.",
        )
    browser.document().setBaseUrl(QUrl.fromLocalFile(str(path.parent) + "/"))
    browser.setMarkdown(text)


def find_all(document: QTextDocument, words: str) -> list[QTextCursor]:
    """Every place ``words`` occur in ``document`` (any case), in reading order."""
    found: list[QTextCursor] = []
    if not words.strip():
        return found
    cursor = document.find(words, 0)
    while not cursor.isNull():
        found.append(cursor)
        cursor = document.find(words, cursor)
    return found


class RulesBrowser(QDialog):
    """A list of games and, for the chosen one, its guide and full rules as two tabs, and a search."""

    def __init__(self, parent: QWidget | None = None, game_id: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("RulesBrowser", "Rules"))
        self.resize(size_on_screen(980, 720))
        layout = QHBoxLayout(self)
        self.index = QListWidget()
        self.index.setFixedWidth(220)
        self.tabs = QTabWidget()
        self.guide = _reader()
        self.rules = _reader()
        self.search = QLineEdit()
        self.search.setPlaceholderText(
            QCoreApplication.translate("RulesBrowser", "Search the rules (Enter: next match)")
        )
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(QCoreApplication.translate("RulesBrowser", "Search the rules"))
        self.search_result = QLabel()
        self.search_result.setWordWrap(True)
        layout.addWidget(self.index)
        right = nested(layout, QVBoxLayout(), 1)  # joins empty, then fills (``widget_tools``)
        right.addWidget(self.search)
        right.addWidget(self.search_result)
        right.addWidget(self.tabs, 1)
        self._matches: list[QTextCursor] = []
        self._at = -1
        self.search.textChanged.connect(self._mark)
        self.search.installEventFilter(self)
        QShortcut(QKeySequence.StandardKey.Find, self, self._focus_search)
        self.tabs.currentChanged.connect(self._mark)
        self.games = game_documents()
        for docs in self.games:
            self.index.addItem(docs.title)
        self.index.currentRowChanged.connect(self._show)
        if not self.games:
            self.index.hide()
            self.search.hide()
            self.tabs.addTab(self.guide, QCoreApplication.translate("RulesBrowser", "Rules"))
            self.guide.setMarkdown(
                QCoreApplication.translate(
                    "RulesBrowser",
                    "# Rules\n\nThe rules are not part of this copy of Three Palaces. "
                    "Installing it again brings them back.",
                )
            )
            return
        start = 0
        for row, docs in enumerate(self.games):
            if game_id and docs.game_id == game_id:
                start = row
                break
        self.index.setCurrentRow(start)

    @property
    def text(self) -> QTextBrowser:
        """The reader now in front (the guide when the game has one)."""
        current = self.tabs.currentWidget()
        return current if isinstance(current, QTextBrowser) else self.guide

    def current_game_id(self) -> str | None:
        """The game whose documents are shown (the window opens on it again in another language)."""
        row = self.index.currentRow()
        return self.games[row].game_id if 0 <= row < len(self.games) else None

    def _show(self, row: int) -> None:
        if not 0 <= row < len(self.games):
            return
        docs = self.games[row]
        self.tabs.blockSignals(True)
        self.tabs.clear()
        if docs.guide is not None:
            _load(self.guide, docs.guide)
            self.tabs.addTab(self.guide, _tr(GUIDE_TAB))
        if docs.rules is not None:
            _load(self.rules, docs.rules)
            self.tabs.addTab(self.rules, _tr(RULES_TAB))
        self.tabs.setCurrentIndex(0)
        self.tabs.blockSignals(False)
        self._mark()

    # --- search ----------------------------------------------------------------------------------

    def _focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()

    def _others(self) -> list[QTextBrowser]:
        """The game's other open document (the tab not in front)."""
        return [
            reader
            for reader in (self.guide, self.rules)
            if reader is not self.text and self.tabs.indexOf(reader) >= 0
        ]

    def _mark(self) -> None:
        """Mark every match of the search in the page in front; say how many there are."""
        words = self.search.text()
        reader = self.text
        self._matches = find_all(reader.document(), words)
        self._at = -1
        marked = QTextCharFormat()
        marked.setBackground(QColor(MATCH_COLOUR))
        selections = []
        for cursor in self._matches:
            selection = QTextEdit.ExtraSelection()
            selection.cursor = cursor  # type: ignore[attr-defined]
            selection.format = marked  # type: ignore[attr-defined]
            selections.append(selection)
        reader.setExtraSelections(selections)
        for other in self._others():
            other.setExtraSelections([])
        if not words.strip():
            self.search_result.clear()
            return
        elsewhere = sum(len(find_all(other.document(), words)) for other in self._others())
        here = QCoreApplication.translate("RulesBrowser", "{n} found on this page.").format(
            n=len(self._matches)
        )
        if elsewhere:
            here += " " + QCoreApplication.translate("RulesBrowser", "{n} on the other tab.").format(
                n=elsewhere
            )
        self.search_result.setText(here)
        if self._matches:
            self.next_match(1)

    def next_match(self, step: int) -> None:
        """Show the next (``step`` 1) or previous (-1) match; past the last one, the other tab's."""
        if not self._matches:
            others = [o for o in self._others() if find_all(o.document(), self.search.text())]
            if others:
                self.tabs.setCurrentWidget(others[0])
            return
        self._at = (self._at + step) % len(self._matches)
        cursor = QTextCursor(self._matches[self._at])
        self.text.setTextCursor(cursor)
        self.text.ensureCursorVisible()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter in the search field: the next match (Shift+Enter: the one before), never the
        dialog's default button."""
        if (
            watched is self.search
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self.next_match(-1 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1)
            return True
        return super().eventFilter(watched, event)
