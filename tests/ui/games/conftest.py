"""Fixtures shared by every board's tests."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsView


@pytest.fixture
def shown(qtbot, board):
    """A QGraphicsView showing the board's scene at 1400x900, fitted (``board`` comes from each game)."""
    view = QGraphicsView(board.scene)
    view.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setMouseTracking(True)
    qtbot.addWidget(view)
    view.resize(1400, 900)
    view.show()
    qtbot.waitExposed(view)
    view.fitInView(board.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    return view
