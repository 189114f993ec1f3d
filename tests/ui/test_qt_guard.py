"""The guard keeps a leaking Qt binding from freeing ``None`` in a long match (qt_guard)."""

from __future__ import annotations

import sys

from PySide6.QtGui import QColor

from desktop_app.ui.qt_guard import bindings_leak_none, guard_none_refcount


def test_many_void_qt_calls_cannot_free_none():
    guard_none_refcount()
    colour = QColor(1, 2, 3)
    for _ in range(50_000):
        colour.setRed(4)
    assert not bindings_leak_none() or sys.getrefcount(None) > 10**15
