"""Hiding the windows a test left on screen, without wrapping every top-level widget.

``QApplication.topLevelWidgets()`` returns every parentless widget: Qt's own tooltips, popups and
menus, and every widget a side panel let go of with ``setParent(None)`` and ``deleteLater`` —
hundreds after a layout test, still alive because ``processEvents`` runs no deferred deletes.
Each gets a Python wrapper on the way out, and that wrapping is where a rare segfault in test
teardown was seen. ``topLevelWindows()`` names only what has a window, which is everything that
can be on screen; hiding a widget's window hides the widget.
"""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from desktop_app.threads import collection_held


def hide_stray_windows() -> int:
    """Hide every shown top-level window; returns how many there were."""
    if QGuiApplication.instance() is None:
        return 0
    shown = [window for window in QGuiApplication.topLevelWindows() if window.isVisible()]
    for window in shown:
        window.hide()
    return len(shown)


def top_level_widgets() -> list[QWidget]:
    """``QApplication.topLevelWidgets()`` with the cyclic collector held while the list is
    wrapped: wrapping hundreds of widgets allocates enough to set off a collection, which may free
    a widget that is still in the list (the segfault ``ui.text_size`` met over ``allWidgets``)."""
    with collection_held():
        return list(QApplication.topLevelWidgets())
