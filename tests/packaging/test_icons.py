"""The desktop icons are the window icon: every hicolor PNG is what paint_emblem draws at its size,
and the scalable SVG renders like it. A changed emblem fails here until packaging/make_icons.py
is run again."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from tests.packaging.conftest import load_packaging_module

make_icons = load_packaging_module("make_icons")
#: Antialiased edges may differ by a few levels between Qt builds; a wrong shape differs by far more.
CHANNEL_TOLERANCE = 8


def _argb(image: QImage) -> QImage:
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def _different_pixels(a: QImage, b: QImage, tolerance: int) -> int:
    a, b = _argb(a), _argb(b)
    bytes_a, bytes_b = bytes(a.constBits()), bytes(b.constBits())
    return sum(
        1
        for i in range(0, len(bytes_a), 4)
        if max(abs(x - y) for x, y in zip(bytes_a[i : i + 4], bytes_b[i : i + 4], strict=True)) > tolerance
    )


@pytest.fixture(scope="module")
def app() -> QApplication:
    existing = QApplication.instance()
    return existing if isinstance(existing, QApplication) else QApplication([])


def test_every_hicolor_size_is_there_and_is_a_png_of_that_size(app: QApplication) -> None:
    assert {16, 32, 48, 64, 128, 256, 512} <= set(make_icons.SIZES)
    for size in make_icons.SIZES:
        image = QImage(str(make_icons.png_path(size)))
        assert not image.isNull(), make_icons.png_path(size)
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()


@pytest.mark.parametrize("size", [16, 48, 512])
def test_the_pngs_are_what_the_window_icon_draws(app: QApplication, size: int) -> None:
    committed = QImage(str(make_icons.png_path(size)))
    assert _different_pixels(committed, make_icons.render_emblem(size), CHANNEL_TOLERANCE) == 0


def test_the_svg_renders_like_the_emblem(app: QApplication) -> None:
    svg = make_icons.svg_path()
    assert svg.read_text(encoding="utf-8") == make_icons.EMBLEM_SVG
    renderer = QSvgRenderer(QByteArray(svg.read_bytes()))
    assert renderer.isValid()
    size = 256
    drawn = QImage(size, size, QImage.Format.Format_ARGB32)
    drawn.fill(QColor(0, 0, 0, 0))
    painter = QPainter(drawn)
    renderer.render(painter)
    painter.end()
    # A few edge pixels may round differently; a misplaced dome or spire would differ in hundreds.
    assert _different_pixels(drawn, make_icons.render_emblem(size), 64) <= size


def test_make_icons_writes_every_file_it_promises(app: QApplication, tmp_path: Path) -> None:
    written = make_icons.write_icons(tmp_path)
    expected = {make_icons.png_path(size, tmp_path) for size in make_icons.SIZES}
    assert set(written) == expected | {make_icons.svg_path(tmp_path)}
    assert all(path.stat().st_size > 0 for path in written)
