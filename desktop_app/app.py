"""Start-up only: build the QApplication, style it, open the main window and run the event loop."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QRectF, QTimer
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QApplication

from desktop_app import __version__
from desktop_app.ui.qt_guard import guard_refcounts


def app_icon() -> QIcon:
    """The emblem drawn at a few sizes, so the icon is crisp in every task bar."""
    from desktop_app.ui.art import paint_emblem

    icon = QIcon()
    for size in (16, 32, 64, 128, 256):
        pixmap = QPixmap(size, size)
        pixmap.fill(QColor(0, 0, 0, 0))
        painter = QPainter(pixmap)
        paint_emblem(painter, QRectF(0, 0, size, size))
        painter.end()
        icon.addPixmap(pixmap)
    return icon


def style_application(app: QApplication) -> None:
    from desktop_app.ui.theme import style_sheet

    app.setApplicationName("Three Palaces")
    app.setApplicationVersion(__version__)
    app.setOrganizationName("ThreePalaces")
    app.setStyle("Fusion")
    app.setStyleSheet(style_sheet())
    app.setWindowIcon(app_icon())


def run(argv: list[str]) -> int:
    """Open the application window; a match file given on the command line is opened at once."""
    from desktop_app.ui.main_window import MainWindow

    guard_refcounts()
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "three-palaces"])
    style_application(app)
    window = MainWindow()
    window.show()
    files = [Path(arg) for arg in argv if not arg.startswith("-")]
    if files:
        QTimer.singleShot(0, lambda: window.open_path(files[0]))
    else:
        QTimer.singleShot(0, window.offer_resume)
    return app.exec()
