"""Help ▸ About names the program's version and the rules version of every game, in the reader's language."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop_app import __version__, i18n
from desktop_app.engine import registry
from desktop_app.i18n.catalogue import game_title
from desktop_app.ui.about import AboutBox


def _read_and_close(seen: list[str]) -> None:
    box = QApplication.activeModalWidget()
    if isinstance(box, AboutBox):
        seen.append(box.text())
        box.button(QMessageBox.StandardButton.Close).click()


def test_the_help_menu_opens_about_with_every_rules_version(window, qtbot):
    seen: list[str] = []
    QTimer.singleShot(0, lambda: _read_and_close(seen))
    window.about_action.trigger()  # modal: the timer reads the box and clicks Close
    assert len(seen) == 1
    text = seen[0]
    assert f"Three Palaces {__version__}" in text
    for game in registry.all_games():
        if game.id in ("maharaja", "forbidden_city", "arkadia"):
            assert f"{game_title(game.id)}: rules version {game.rules_version}" in text
    assert QApplication.activeModalWidget() is None


def test_about_speaks_german(window, qtbot):
    i18n.set_language("de")  # the suite's fixture puts English back afterwards
    box = AboutBox(window)
    qtbot.addWidget(box)
    assert "Die verbotene Stadt: Regelversion 1" in box.text()
    assert box.windowTitle() == "Über Drei Paläste"
