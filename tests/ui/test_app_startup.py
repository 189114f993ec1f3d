"""Start-up holds the garbage collector while the window is built, and always gives it back."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
from pathlib import Path

from desktop_app.app import StartUpCollector, prepare
from desktop_app.persistence import matchfile
from tests.ui.stray_windows import top_level_widgets


def test_the_collector_is_held_until_settled_and_frozen_objects_stay_alive():
    assert gc.isenabled()
    try:
        collector = StartUpCollector()
        assert not gc.isenabled()
        kept = [object() for _ in range(10)]
        collector.settle()
        assert gc.isenabled()
        assert gc.get_freeze_count() >= len(kept)
        collector.settle()  # a second settle changes nothing
        assert gc.isenabled() and len(kept) == 10
    finally:
        gc.unfreeze()
        gc.enable()


def test_a_collector_switched_off_before_start_up_stays_off():
    frozen = gc.get_freeze_count()
    gc.disable()
    try:
        collector = StartUpCollector()
        collector.settle()
        assert not gc.isenabled()
        assert gc.get_freeze_count() == frozen
    finally:
        gc.enable()


def test_run_gives_the_collector_back_even_when_the_loop_ends_at_once(qtbot, monkeypatch):
    from PySide6.QtWidgets import QApplication

    from desktop_app import app
    from desktop_app.ui.main_window import MainWindow

    monkeypatch.setattr(QApplication, "exec", staticmethod(lambda: 0))
    running = QApplication.instance()
    assert isinstance(running, QApplication)
    # run() styles the whole application; later tests measure their screens in the test style
    sheet, style = running.styleSheet(), running.style().name()
    try:
        assert app.run([]) == 0
        assert gc.isenabled()
    finally:
        gc.unfreeze()
        gc.enable()
        running.setStyleSheet(sheet)
        running.setStyle(style)
        for window in top_level_widgets():
            if isinstance(window, MainWindow):
                window.close()
                window.deleteLater()


FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "matches" / "v1-arkadia-running.tpmatch"


def test_prepare_loads_the_file_before_any_qt_module_is_imported():
    """The point of ``prepare``: PySide6's import hook reads the source of every module imported
    after it, so the file is loaded and verified while no Qt module is there yet."""
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from desktop_app.app import prepare\n"
        f"prepared = prepare([Path({str(FIXTURE)!r})])\n"
        "print(prepared.session is not None, len(prepared.session.record))\n"
        "print(sorted(name for name in sys.modules if name.startswith(('PySide6', 'shiboken6'))))\n"
    )
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    loaded, qt_modules = done.stdout.splitlines()
    assert loaded == f"True {len(matchfile.load(FIXTURE).record)}"
    assert qt_modules == "[]"


def test_prepare_leaves_a_file_that_does_not_load_to_the_window(tmp_path):
    broken = tmp_path / "broken.tpmatch"
    broken.write_text("{not json", encoding="utf-8")
    prepared = prepare([broken])
    try:
        assert prepared.path == broken and prepared.session is None
        assert prepare([]).session is None
    finally:
        assert prepared.collector is not None
        prepared.collector.settle()
        gc.unfreeze()
        gc.enable()


def test_the_window_shows_the_prepared_session_without_reading_the_file_again(window, monkeypatch):
    session = matchfile.load(FIXTURE)

    def no_second_read(path):
        raise AssertionError(f"{path} was read again")

    monkeypatch.setattr(matchfile, "load", no_second_read)
    assert window.open_path(FIXTURE, loaded=session)
    assert window.match is not None and window.match.table.session is session
    assert window.current_path == FIXTURE


def test_import_qt_spares_the_feature_hook_and_leaves_qt_classes_as_they_are():
    """``import_qt`` writes PySide's own "no feature" answer for the modules loaded and those of
    the package, so its import hook reads none of their sources; the window's modules still see
    the plain (camelCase, no snake_case) Qt classes and build and paint a match as before."""
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from desktop_app.app import import_qt, prepare\n"
        f"prepared = prepare([Path({str(FIXTURE)!r})])\n"
        "import_qt()\n"
        "import inspect\n"
        "read = []\n"
        "original = inspect.getsource\n"
        "inspect.getsource = lambda module: read.append(module.__name__) or original(module)\n"
        "from shibokensupport.feature import pyside_feature_dict as known\n"
        "from PySide6.QtWidgets import QApplication, QLabel\n"
        "from desktop_app.ui.widget_tools import plain_label\n"
        "from desktop_app.ui.match_view import MatchView\n"
        "from desktop_app.ui.games import board_class\n"
        "app = QApplication([])\n"
        "label = plain_label('<b>x</b>')\n"
        "view = MatchView(prepared.session, board_class(prepared.session.game.id))\n"
        "view.resize(900, 600)\n"
        "print(sorted(name for name in read if name.startswith('desktop_app')))\n"
        "print(known['desktop_app.ui.match_view'], known['typing'], label.text())\n"
        "print(hasattr(QLabel, 'setText'), hasattr(QLabel, 'set_text'), view.grab().isNull())\n"
    )
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    assert done.stdout.splitlines() == ["[]", "0 0 <b>x</b>", "True False False"]
