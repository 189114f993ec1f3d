"""The in-app rules browser (F1): for each game a player guide first, the full rules second.

Newcomers want to learn to play, not read a specification, so a game opens on its player guide
(``docs/guides/<game>.md``: how to play, in plain language) when there is one; the complete rules
as this application implements them (``docs/rules/<game>.md``) are the second tab, "Full rules
(as implemented)". An install without the documents gets a short explanation instead of an error.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtWidgets import QDialog, QHBoxLayout, QListWidget, QTabWidget, QTextBrowser, QWidget

from desktop_app.i18n import localized
from desktop_app.ui.art import repo_root
from desktop_app.ui.marks import QT_TRANSLATE_NOOP

#: The tabs' names, English (marked for translation; the tabs show them translated).
GUIDE_TAB = QT_TRANSLATE_NOOP("RulesBrowser", "How to play")
RULES_TAB = QT_TRANSLATE_NOOP("RulesBrowser", "Full rules (as implemented)")


def rules_dir() -> Path:
    return repo_root() / "docs" / "rules"


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
    """One entry per game that has a guide or rules, in file-name order; guides in the reader's language."""
    guides = {game: localized(path) for game, path in _documents(guides_dir()).items()}
    rules = _documents(rules_dir())
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
    except OSError as error:
        text = f"# {path.name}\n\n" + QCoreApplication.translate(
            "RulesBrowser", "This file cannot be read: {error}"
        ).format(error=error)
    browser.document().setBaseUrl(QUrl.fromLocalFile(str(path.parent) + "/"))
    browser.setMarkdown(text)


class RulesBrowser(QDialog):
    """A list of games and, for the chosen one, its guide and full rules as two tabs."""

    def __init__(self, parent: QWidget | None = None, game_id: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("RulesBrowser", "Rules"))
        self.resize(980, 720)
        layout = QHBoxLayout(self)
        self.index = QListWidget()
        self.index.setFixedWidth(220)
        self.tabs = QTabWidget()
        self.guide = _reader()
        self.rules = _reader()
        layout.addWidget(self.index)
        layout.addWidget(self.tabs, 1)
        self.games = game_documents()
        for docs in self.games:
            self.index.addItem(docs.title)
        self.index.currentRowChanged.connect(self._show)
        if not self.games:
            self.index.hide()
            self.tabs.addTab(self.guide, QCoreApplication.translate("RulesBrowser", "Rules"))
            self.guide.setMarkdown(
                QCoreApplication.translate(
                    "RulesBrowser",
                    "# Rules\n\nThe rules files are not installed with this copy of Three Palaces. "
                    "They are looked for in `{guides}` and `{rules}`.",
                ).format(guides=guides_dir(), rules=rules_dir())
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
        self.tabs.clear()
        if docs.guide is not None:
            _load(self.guide, docs.guide)
            self.tabs.addTab(self.guide, QCoreApplication.translate("RulesBrowser", GUIDE_TAB))
        if docs.rules is not None:
            _load(self.rules, docs.rules)
            self.tabs.addTab(self.rules, QCoreApplication.translate("RulesBrowser", RULES_TAB))
        self.tabs.setCurrentIndex(0)
