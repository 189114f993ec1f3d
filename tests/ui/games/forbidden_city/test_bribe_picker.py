"""The Forbidden City's secret bribery board keeps Confirm where it is while its caption changes:
a shorter caption after a longer one moved the button up under the pointer aiming at it."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from desktop_app.ui.games.forbidden_city.picker import BribePicker


def test_confirm_stays_where_it_is_when_the_caption_gets_shorter(qtbot):
    column = QWidget()  # as in the side column: the picker at its own height, room under it
    qtbot.addWidget(column)
    layout = QVBoxLayout(column)
    picker = BribePicker()
    layout.addWidget(picker)
    layout.addStretch(1)
    picker.set_allowed([("black", "blue")])
    column.resize(260, 600)
    column.show()
    qtbot.waitExposed(column)
    caption = picker.caption
    long_lines = caption.heightForWidth(caption.width())
    at = picker.confirm.geometry()
    picker.choose("black", "blue")  # "You bribe the ... official.": fewer lines than "Turn both dials: ..."
    for _ in range(3):
        QApplication.processEvents()
    assert picker.confirm.isEnabled(), picker.caption.text()
    assert QFontMetrics(caption.font()).lineSpacing() * 2 <= long_lines  # the first caption wraps
    assert picker.confirm.geometry() == at
