"""Start-up only: build the QApplication, style it, open the main window and run the event loop.

While the window is being built the cyclic garbage collector is held (``StartUpCollector``):
start-up creates some hundred thousand objects that live as long as the program (modules,
classes, Qt wrappers, the rules' action tables) and almost no cyclic garbage, yet each full
collection on the way walked all of them again — 50 to 150 ms of CPU before the first paint
(issue 19). Once the first screen is built they are frozen (``gc.freeze``: left out of every
later collection too, which also spares the frames of a match that walk) and collection resumes,
from then on under the window's policy (``ui.idle_collector``: full collections while the event
loop is idle, never inside a frame).

What needs no Qt comes first (``prepare``, before anything imports PySide6): PySide6 puts its own
``__import__`` in place when it is imported, which reads the whole source of every module
imported after it (to see whether it uses PySide's "features") — 35 ms for the modules of the
start page, 140 ms for those of a match, whose game and networkx are pure Python. So the command
line has the persistence and session modules imported, and a match file named on it loaded and
verified, before the first Qt module; this module imports Qt only inside ``import_qt`` (which
then spares the hook every module already loaded and every module of this package) and ``run``.
"""

from __future__ import annotations

import contextlib
import gc
import importlib
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from desktop_app.engine.session import Session

__all__ = ["Prepared", "import_qt", "prepare", "run"]

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


def import_qt() -> None:
    """Import PySide6 and spare its import hook the modules of this program (call after ``prepare``).

    The hook (``shibokensupport.feature.feature_imported``) reads the source of each module the
    first time it is imported after PySide6, to record in ``pyside_feature_dict`` whether the
    module may ever select one of PySide's ``__feature__``s (0: it uses PySide6, without features;
    -1: it does not, ignore it). Modules loaded before PySide6 are read too, the first time a later
    module imports them again: ``typing``, ``dataclasses``, ``pathlib``, the engine... and then
    every module of the window: 8 ms of the start page, 20-30 ms of an opened match (issue 19).
    PySide6 offers no switch for this (its ``set_selection(-1)`` would turn every feature on: it
    keeps ``-1 & 255``). This program never selects a feature, so every module's answer is 0, "no
    feature" — the value PySide gives any module that uses it; for one that does not, 0 and -1 both
    leave every Qt class as it is (a module missing from the dictionary, or -1, keeps the feature
    set last selected, which here is always 0). So 0 is written here for the modules already loaded
    and for every module of this package, and the hook skips them. If a PySide6 release no longer
    keeps the dictionary, nothing is done and the hook reads them as before.
    """
    import PySide6.QtCore  # noqa: F401 -- the hook and its dictionary come with it

    feature = sys.modules.get("shibokensupport.feature")
    known = getattr(feature, "pyside_feature_dict", None)
    if isinstance(known, dict):
        for name in [*sys.modules, *_package_modules()]:
            known.setdefault(name, NO_FEATURE)


#: ``pyside_feature_dict``'s value for a module that uses PySide6 without any ``__feature__``.
NO_FEATURE = 0


def _package_modules() -> list[str]:
    """The dotted names of this package's source modules (none in a bundle without sources)."""
    root = Path(__file__).resolve().parent
    names = []
    for folder, subfolders, files in os.walk(root):
        subfolders[:] = [name for name in subfolders if name != "__pycache__"]
        package = ".".join((__package__ or "desktop_app", *Path(folder).relative_to(root).parts))
        for file in files:
            if file.endswith(".py"):
                names.append(package if file == "__init__.py" else f"{package}.{file[:-3]}")
    return names


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
    from desktop_app.ui.idle_collector import IdleCollector
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

    idle = IdleCollector(app)
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
            if gc.isenabled():  # a collector switched off before start-up stays off
                idle.start()

    QTimer.singleShot(0, start)
    try:
        return app.exec()
    finally:
        idle.stop()
        collector.settle()
