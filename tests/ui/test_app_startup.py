"""Start-up holds the garbage collector while the window is built, and always gives it back."""

from __future__ import annotations

import gc

from desktop_app.app import StartUpCollector


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
        for window in QApplication.topLevelWidgets():
            if isinstance(window, MainWindow):
                window.close()
                window.deleteLater()
