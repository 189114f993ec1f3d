"""Start-up only: build the QApplication, style it, open the main window and run the event loop.

While the window is being built the cyclic garbage collector is held (``StartUpCollector``):
start-up creates some hundred thousand objects that live as long as the program (modules,
classes, Qt wrappers, the rules' action tables) and almost no cyclic garbage, yet each full
collection on the way walked all of them again — 50 to 150 ms of CPU before the first paint
(issue 19). Once the first screen is built they are frozen (``gc.freeze``: left out of every
later collection too, which also spares the frames of a match that walk) and collection resumes.
"""

from __future__ import annotations

import gc
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from desktop_app.ui.qt_guard import guard_refcounts
from desktop_app.ui.theme import app_icon, style_application

__all__ = ["app_icon", "run", "style_application"]


class StartUpCollector:
    """Holds the garbage collector from its creation until ``settle`` (or a second ``settle``:
    it is safe to call twice). A collector that was off already (a test, an embedding program)
    is left as it was."""

    def __init__(self) -> None:
        self.held = gc.isenabled()
        gc.disable()

    def settle(self) -> None:
        """Freeze what start-up built and let the collector run again."""
        if self.held:
            self.held = False
            gc.freeze()
            gc.enable()


def run(argv: list[str], language: str | None = None) -> int:
    """Open the application window; a match file given on the command line is opened at once.

    ``language`` is the one the command line chose (``--lang``, the setting, the system); the
    translators go in before the first widget exists, so every screen is built in it.
    """
    collector = StartUpCollector()
    from desktop_app import i18n
    from desktop_app.ui.main_window import MainWindow

    guard_refcounts()
    running = QApplication.instance()
    program = sys.argv[0] if sys.argv else "three-palaces"
    app = running if isinstance(running, QApplication) else QApplication([program])
    i18n.set_language(language or i18n.choose_language())
    i18n.install()
    style_application(app)
    files = [Path(arg) for arg in argv if not arg.startswith("-")]
    # A window opened on a file shows the match first; its start page waits until it is wanted
    # (and comes at once when the file does not open).
    window = MainWindow(start_page=not files)
    window.show()

    def first() -> None:
        if not files:
            window.offer_resume()
        elif not window.open_path(files[0]) and window.match is None:
            window.show_start_page()

    def start() -> None:
        try:
            first()
        finally:
            collector.settle()

    QTimer.singleShot(0, start)
    try:
        return app.exec()
    finally:
        collector.settle()
