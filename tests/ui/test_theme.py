"""Issue 15: with the application style sheet, spin boxes and combo boxes still draw their arrows."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QComboBox, QSpinBox, QVBoxLayout, QWidget

from desktop_app.ui.theme import style_sheet


def dark_pixels(widget, right: int = 26) -> int:
    image = widget.grab().toImage()
    count = 0
    for x in range(max(0, image.width() - right), image.width()):
        for y in range(image.height()):
            if QColor(image.pixel(x, y)).lightness() < 60:
                count += 1
    return count


def test_arrow_images_exist_and_are_drawn(qtbot):
    sheet = style_sheet()
    images = [part.split(")")[0] for part in sheet.split("image: url(")[1:]]
    assert images and all(Path(path).is_file() for path in images)
    page = QWidget()
    qtbot.addWidget(page)
    page.setStyleSheet(sheet)
    layout = QVBoxLayout(page)
    spin, combo = QSpinBox(), QComboBox()
    spin.setRange(0, 9)
    spin.setValue(3)
    combo.addItems(["Vermilion", "Blue"])
    layout.addWidget(spin)
    layout.addWidget(combo)
    page.resize(220, 100)
    page.show()
    QApplication.processEvents()
    assert dark_pixels(spin) > 12  # both triangles
    assert dark_pixels(combo) > 6
