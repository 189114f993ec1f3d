"""The guard keeps a leaking Qt binding from freeing None/True/False in a long match (qt_guard)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QColor

from desktop_app.ui.qt_guard import guard_refcounts, leaking_singletons


class _Pinger(QObject):
    ping = Signal()


def test_many_void_calls_and_emits_cannot_free_singletons():
    guard_refcounts()
    colour = QColor(1, 2, 3)
    pinger = _Pinger()
    for _ in range(50_000):
        colour.setRed(4)
        pinger.ping.emit()
    for obj in leaking_singletons():
        assert sys.getrefcount(obj) > 10**15
