"""Start-up only: build the QApplication, style it, open the main window and run the event loop."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from desktop_app.ui.qt_guard import guard_refcounts
from desktop_app.ui.theme import app_icon, style_application

__all__ = ["app_icon", "run", "style_application"]


def run(argv: list[str], language: str | None = None) -> int:
    """Open the application window; a match file given on the command line is opened at once.

    ``language`` is the one the command line chose (``--lang``, the setting, the system); the
    translators go in before the first widget exists, so every screen is built in it.
    """
    from desktop_app import i18n
    from desktop_app.ui.main_window import MainWindow

    guard_refcounts()
    running = QApplication.instance()
    program = sys.argv[0] if sys.argv else "three-palaces"
    app = running if isinstance(running, QApplication) else QApplication([program])
    i18n.set_language(language or i18n.choose_language())
    i18n.install()
    style_application(app)
    window = MainWindow()
    window.show()
    files = [Path(arg) for arg in argv if not arg.startswith("-")]
    if files:
        QTimer.singleShot(0, lambda: window.open_path(files[0]))
    else:
        QTimer.singleShot(0, window.offer_resume)
    return app.exec()
