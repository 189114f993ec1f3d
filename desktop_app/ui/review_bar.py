"""The review bar under the board: step through any match, finished, opened or running.

It only asks for a cursor position (``seek_requested``); the session moves its cursor and the
shell redraws, so the board shows exactly the state after that many steps.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QPushButton, QSlider, QStyle, QWidget

from desktop_app.ui import theme


def _button(icon: QStyle.StandardPixmap, tip: str) -> QPushButton:
    button = QPushButton()
    button.setIcon(QApplication.style().standardIcon(icon))
    button.setToolTip(tip)
    button.setFixedWidth(40)
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return button


class ReviewBar(QWidget):
    """First / back / forward / last, a slider, the step counter and "Resume play from here"."""

    seek_requested = Signal(int)
    resume_requested = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.step = 0
        self.steps = 0
        self.setObjectName("reviewBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#reviewBar { background: #EFE4CF; border-top: 1px solid #DCCCAE; }")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        pix = QStyle.StandardPixmap
        self.first = _button(pix.SP_MediaSkipBackward, "First step (Home)")
        self.back = _button(pix.SP_MediaSeekBackward, "One step back (Left)")
        self.forward = _button(pix.SP_MediaSeekForward, "One step forward (Right)")
        self.last = _button(pix.SP_MediaSkipForward, "Latest step (End)")
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.label = QLabel()
        self.label.setMinimumWidth(150)
        self.label.setStyleSheet(f"color: {theme.MUTED}; background: transparent;")
        self.resume = QPushButton("Resume play from here")
        self.resume.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for widget in (self.first, self.back, self.forward, self.last):
            layout.addWidget(widget)
        layout.addWidget(self.slider, 1)
        layout.addWidget(self.label)
        layout.addWidget(self.resume)
        self.first.clicked.connect(self.go_first)
        self.back.clicked.connect(self.go_back)
        self.forward.clicked.connect(self.go_forward)
        self.last.clicked.connect(self.go_last)
        self.slider.valueChanged.connect(self._slid)
        self.resume.clicked.connect(self.resume_requested)

    def update_position(self, cursor: int, length: int, casual: bool) -> None:
        self.step, self.steps = cursor, length
        self.slider.blockSignals(True)
        self.slider.setRange(0, length)
        self.slider.setValue(cursor)
        self.slider.blockSignals(False)
        reviewing = cursor != length
        self.label.setText(
            f"Step {cursor} of {length} — reviewing" if reviewing else f"Step {length} of {length} — live"
        )
        self.first.setEnabled(cursor > 0)
        self.back.setEnabled(cursor > 0)
        self.forward.setEnabled(reviewing)
        self.last.setEnabled(reviewing)
        self.resume.setVisible(reviewing)
        self.resume.setEnabled(reviewing and casual)
        self.resume.setToolTip(
            "Drop every step after this one and play on from here."
            if casual
            else "Only casual matches can be resumed from an earlier step."
        )

    def _request(self, step: int) -> None:
        step = max(0, min(self.steps, step))
        if step != self.step:
            self.seek_requested.emit(step)

    def go_first(self) -> None:
        self._request(0)

    def go_back(self) -> None:
        self._request(self.step - 1)

    def go_forward(self) -> None:
        self._request(self.step + 1)

    def go_last(self) -> None:
        self._request(self.steps)

    def _slid(self, value: int) -> None:
        self._request(value)
