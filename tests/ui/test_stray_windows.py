"""The teardown that hides what a test left on screen finds shown windows of every kind."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QLabel, QToolTip, QWidget

from tests.ui.stray_windows import hide_stray_windows


def test_shown_windows_popups_and_tooltips_are_hidden_and_stay_usable(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    dialog = QDialog()
    qtbot.addWidget(dialog)
    combo = QComboBox(window)
    combo.addItems(["one", "two"])
    orphan = QLabel("let go of", window)
    window.show()
    dialog.show()
    orphan.setParent(None)  # a parentless widget that was never shown on its own
    qtbot.addWidget(orphan)
    combo.showPopup()
    QToolTip.showText(QPoint(5, 5), "a tip", window)
    QApplication.processEvents()
    assert window.isVisible() and dialog.isVisible() and combo.view().isVisible()
    assert hide_stray_windows() >= 3
    assert not window.isVisible() and not dialog.isVisible() and not combo.view().isVisible()
    assert not QToolTip.isVisible() and not orphan.isVisible()
    assert hide_stray_windows() == 0
    window.show()  # hidden, not closed or deleted: a later show works
    assert window.isVisible() and window.windowHandle().isVisible()
