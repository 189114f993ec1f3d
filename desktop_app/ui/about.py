"""Help ▸ About: the program's version and the rules version of each game.

A player who reports a problem, or who wonders why an old match plays by other rules, needs both
numbers: the program's version moves with CHANGELOG.md, and each game's rules version moves only
when the same record would replay differently (``Game.rules_version``; old matches keep theirs).
The texts are built here, apart from the main window, so a test can read them without a modal box.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from desktop_app import __version__
from desktop_app.engine import registry
from desktop_app.i18n.catalogue import game_title


def rules_lines() -> list[str]:
    """One line a game: its title in the reader's language and the rules version new matches use."""
    line = QCoreApplication.translate("About", "{game}: rules version {version}")
    return [
        line.format(game=game_title(game.id), version=game.rules_version) for game in registry.all_games()
    ]


def about_html() -> str:
    """The About box's text: version, what the program is, and the games' rules versions."""
    head = QCoreApplication.translate(
        "MainWindow",
        "<h3>Three Palaces {version}</h3>"
        "<p>Maharaja, The Forbidden City and Arkadia for one screen, the local network "
        "and computer opponents.</p><p>Every match is kept as its record of moves, so you can "
        "save, undo, review and continue any match.</p>",
    ).format(version=escape(__version__))
    rules = "<br>".join(escape(line) for line in rules_lines())
    note = QCoreApplication.translate(
        "About", "A match keeps the rules it was started under, also when a later version opens it."
    )
    return f"{head}<p>{rules}</p><p>{escape(note)}</p>"


class AboutBox(QMessageBox):
    """The About box; shown modal from the Help menu, or opened without blocking by a test."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutBox")
        self.setWindowTitle(QCoreApplication.translate("MainWindow", "About Three Palaces"))
        self.setIconPixmap(self.windowIcon().pixmap(64, 64))
        self.setText(about_html())
        self.setStandardButtons(QMessageBox.StandardButton.Close)


def show_about(parent: QWidget | None) -> None:
    """Show the About box and wait for it to be closed, as Help menus do."""
    AboutBox(parent).exec()
