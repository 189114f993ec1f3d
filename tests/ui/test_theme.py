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


def largest_difference(one, other) -> int:
    """The largest difference of any channel of any pixel of two images of one size."""
    assert one.size() == other.size()
    return max(
        abs(getattr(one.pixelColor(x, y), channel)() - getattr(other.pixelColor(x, y), channel)())
        for y in range(one.height())
        for x in range(one.width())
        for channel in ("red", "green", "blue", "alpha")
    )


def test_the_shipped_arrows_are_the_drawn_ones(qtbot):
    """The style sheet names image files that ship with the program (none is written at start);
    they must be what ``draw_arrow`` draws now (``packaging/make_arrows.py`` writes them again).

    Up to one level of a channel apart: Qt's raster engine rounds an antialiased edge by the
    processor's instructions, and two machines of this project's CI drew two edge pixels of the
    same triangle one level apart (2 December 2026). A changed drawing moves far more than that."""
    from PySide6.QtGui import QImage

    from desktop_app.ui.theme import ARROWS, arrow_path, draw_arrow

    for name, (colour, up) in ARROWS.items():
        shipped = QImage(str(arrow_path(name))).convertToFormat(QImage.Format.Format_ARGB32)
        drawn = draw_arrow(colour, up)
        assert largest_difference(shipped, drawn) <= 1, f"{name}: run packaging/make_arrows.py"
    recoloured = draw_arrow("#D55E00", True)  # what a changed drawing moves, against the tolerance
    shipped_up = QImage(str(arrow_path("up"))).convertToFormat(QImage.Format.Format_ARGB32)
    assert largest_difference(shipped_up, recoloured) > 40
    assert len({arrow_path(name) for name in ARROWS}) == 4
    assert arrow_path("up").as_posix() in style_sheet()


def test_a_window_opens_no_larger_than_the_screen_has_room_for(qtbot, monkeypatch):
    """The rules window opened 720 px tall (plus its title bar) on a 1280x720 laptop: its bottom
    lay under the task bar."""
    from PySide6.QtCore import QRect, QSize
    from PySide6.QtGui import QGuiApplication

    from desktop_app.ui.rules_browser import RulesBrowser
    from desktop_app.ui.widget_tools import size_on_screen

    screen = QGuiApplication.primaryScreen()
    monkeypatch.setattr(type(screen), "availableGeometry", lambda _self: QRect(0, 0, 1280, 680))
    assert size_on_screen(980, 720) == QSize(980, 626)  # 92 %: room for its title bar
    rules = RulesBrowser()
    qtbot.addWidget(rules)
    assert rules.height() <= 626
