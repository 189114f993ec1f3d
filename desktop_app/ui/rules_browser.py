"""The in-app rules browser (F1): the project's rules files, rendered from Markdown.

The rules are read from ``docs/rules/*.md`` next to the package; an install without them gets a
short explanation instead of an error.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QDialog, QHBoxLayout, QListWidget, QTextBrowser, QWidget

from desktop_app.ui.art import repo_root


def rules_dir() -> Path:
    return repo_root() / "docs" / "rules"


def rules_files() -> list[Path]:
    folder = rules_dir()
    if not folder.is_dir():
        return []
    return sorted(folder.glob("*.md"))


def _title(path: Path) -> str:
    try:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("# "):
                return line[2:].split(" — ")[0].strip()
    except OSError:
        pass
    return path.stem.replace("_", " ").replace("-", " ").title()


class RulesBrowser(QDialog):
    """A list of rules documents and a Markdown reader; opens on the current game's rules."""

    def __init__(self, parent: QWidget | None = None, game_id: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Rules")
        self.resize(980, 720)
        layout = QHBoxLayout(self)
        self.index = QListWidget()
        self.index.setFixedWidth(220)
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(True)
        layout.addWidget(self.index)
        layout.addWidget(self.text, 1)
        self.files = rules_files()
        for path in self.files:
            self.index.addItem(_title(path))
        self.index.currentRowChanged.connect(self._show)
        if not self.files:
            self.index.hide()
            self.text.setMarkdown(
                "# Rules\n\nThe rules files are not installed with this copy of Three Palaces. "
                f"They are looked for in `{rules_dir()}`."
            )
            return
        start = 0
        for row, path in enumerate(self.files):
            if game_id and path.stem.startswith(game_id):
                start = row
                break
        self.index.setCurrentRow(start)

    def _show(self, row: int) -> None:
        if not 0 <= row < len(self.files):
            return
        path = self.files[row]
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as error:
            text = f"# {path.name}\n\nThis file cannot be read: {error}"
        self.text.document().setBaseUrl(QUrl.fromLocalFile(str(path.parent) + "/"))
        self.text.setMarkdown(text)
