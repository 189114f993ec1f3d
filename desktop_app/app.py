"""Start-up only: build the QApplication, style it, open the main window and run the event loop.

While the window is being built the cyclic garbage collector is held (``StartUpCollector``):
start-up creates some hundred thousand objects that live as long as the program (modules,
classes, Qt wrappers, the rules' action tables) and almost no cyclic garbage, yet each full
collection on the way walked all of them again — 50 to 150 ms of CPU before the first paint
(issue 19). Once the first screen is built they are frozen (``gc.freeze``: left out of every
later collection too, which also spares the frames of a match that walk) and collection resumes.

What needs no Qt comes first (``prepare``, before anything imports PySide6): PySide6 puts its own
``__import__`` in place when it is imported, which reads the whole source of every module
imported after it (to see whether it uses PySide's "features") — 35 ms for the modules of the
start page, 140 ms for those of a match, whose game and networkx are pure Python. So the command
line has the persistence and session modules imported, and a match file named on it loaded and
verified, before the first Qt module; this module imports Qt only inside ``run``.
"""

from __future__ import annotations

import contextlib
import gc
import importlib
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from desktop_app.engine.session import Session

__all__ = ["Prepared", "prepare", "run"]

#: The pure-Python modules every window needs (its start page's lists, a match's session), imported
#: by ``prepare`` before Qt. A module missing here only costs its source being read once more.
PURE_MODULES = (
    "desktop_app.engine.session",
    "desktop_app.persistence.archive",
    "desktop_app.persistence.autosave",
    "desktop_app.persistence.matchfile",
    "desktop_app.persistence.naming",
    "desktop_app.persistence.recent",
    "platformdirs",
    "shutil",
    "tempfile",
    "textwrap",
    "zipfile",
)


def __getattr__(name: str) -> Any:
    """``app_icon`` and ``style_application`` (``ui.theme``) as before, imported when asked: this
    module itself imports no Qt until ``run``."""
    if name in ("app_icon", "style_application"):
        from desktop_app.ui import theme

        return getattr(theme, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@dataclass(frozen=True)
class Prepared:
    """What start-up did before Qt: the match file named on the command line (if any) and its
    session, loaded and verified — None when there is no file or it does not load (the window
    then reads it again and says why)."""

    path: Path | None = None
    session: Session | None = None
    #: Held from the start of ``prepare`` (a long file's replay builds as much as the window).
    collector: StartUpCollector | None = None


def prepare(files: list[Path]) -> Prepared:
    """Import the pure-Python modules of the first screen and load the first file, all before
    PySide6 is imported (see the module's docstring). Call it before anything imports Qt."""
    collector = StartUpCollector()
    for name in PURE_MODULES:
        # an optional module missing from a bundle: the window imports it or does without
        with contextlib.suppress(ImportError):
            importlib.import_module(name)
    if not files:
        return Prepared(collector=collector)
    from desktop_app.persistence import matchfile

    try:
        return Prepared(files[0], matchfile.load(files[0]), collector)
    except (matchfile.MatchFileError, OSError, ValueError):
        return Prepared(files[0], collector=collector)


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


def run(argv: list[str], language: str | None = None, prepared: Prepared | None = None) -> int:
    """Open the application window; a match file given on the command line is opened at once.

    ``language`` is the one the command line chose (``--lang``, the setting, the system); the
    translators go in before the first widget exists, so every screen is built in it.
    ``prepared``: what ``prepare`` did for these arguments before Qt (else nothing was).
    """
    collector = prepared.collector if prepared is not None and prepared.collector else StartUpCollector()
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from desktop_app import i18n
    from desktop_app.ui.main_window import MainWindow
    from desktop_app.ui.qt_guard import guard_refcounts
    from desktop_app.ui.theme import style_application

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

    loaded = prepared.session if prepared is not None and files and prepared.path == files[0] else None

    def first() -> None:
        if not files:
            window.offer_resume()
        elif not window.open_path(files[0], loaded=loaded) and window.match is None:
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
