"""A frame drawn around the side panel's controls that would take a suggested action (issue 35).

The ghost lit a control with a blue glow (a drop shadow), but a shadow is painted inside the
control's parent: a button filling a row of buttons (Arkadia's *Done with workers*, *End turn*)
showed none of it, and the suggestion lit nothing a person could see. This frame lies over the
whole side panel, takes no click, and draws a blue ring with a white halo just outside each lit
control, wherever the panel's layout puts it; it follows the controls as they move or resize.
"""

from __future__ import annotations

from collections.abc import Sequence

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

#: How far outside the control the ring lies, and its width.
MARGIN, WIDTH = 3, 3


class GlowFrame(QWidget):
    """Rings around ``controls``, children (at any depth) of ``panel``."""

    def __init__(self, panel: QWidget, colour: QColor) -> None:
        super().__init__(panel)
        self.setObjectName("ghostFrame")
        self.colour = colour
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.controls: list[QWidget] = []
        panel.installEventFilter(self)
        self.setGeometry(panel.rect())

    def surround(self, controls: Sequence[QWidget]) -> None:
        """Ring ``controls`` (none: no ring), on top of everything the panel holds now."""
        for control in self.controls:
            if shiboken6.isValid(control):
                control.removeEventFilter(self)
        self.controls = list(controls)
        for control in self.controls:
            control.installEventFilter(self)
        panel = self.parentWidget()
        if panel is not None:
            self.setGeometry(panel.rect())
        self.setVisible(bool(self.controls))
        self.raise_()
        self.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        panel = self.parentWidget()
        if panel is not None and watched is panel and kind == QEvent.Type.Resize:
            self.setGeometry(panel.rect())
        elif kind in (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide):
            self.update()
        return False

    def rings(self) -> list[QRect]:
        """Where the rings go, in this frame's coordinates (shown controls only)."""
        panel = self.parentWidget()
        found = []
        for control in self.controls:
            if panel is None or not shiboken6.isValid(control) or not control.isVisible():
                continue
            corner = control.mapTo(panel, QPoint(0, 0))
            ring = QRect(corner, control.size()).adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
            # whole inside the panel, over the control's edge where the panel has no margin there
            # (Maharaja's End turn at the bottom of the column)
            found.append(ring.intersected(self.rect().adjusted(WIDTH, WIDTH, -WIDTH, -WIDTH)))
        return found

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for ring in self.rings():
            painter.setPen(QPen(QColor(255, 255, 255, 220), WIDTH + 3))
            painter.drawRoundedRect(ring, 6, 6)
            painter.setPen(QPen(self.colour, WIDTH))
            painter.drawRoundedRect(ring, 6, 6)
        painter.end()
