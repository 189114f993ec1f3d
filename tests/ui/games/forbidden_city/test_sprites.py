"""Glyphs copied from kept pictures (``sprites``) look as glyphs painted directly: in place, not
clipped, at every scale and device pixel ratio; a turned painter paints directly (the store's
limits: ``tests/ui/games/test_sprites.py``)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from desktop_app.ui.games.forbidden_city import glyphs, sprites

SIZE = 120


def _image(ratio: float) -> QImage:
    image = QImage(int(SIZE * ratio), int(SIZE * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(0)
    return image


def _paint(ratio: float, scale: float, how) -> QImage:
    image = _image(ratio)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(SIZE / 2, SIZE / 2)  # a whole pixel: the copy lands exactly where the paint does
    painter.scale(scale, scale)
    how(painter)
    painter.end()
    return image


def _bytes(image: QImage) -> bytes:
    return bytes(image.constBits())


def _largest_difference(a: QImage, b: QImage) -> int:
    """The largest difference of any channel of any pixel."""
    assert a.size() == b.size()
    return max(abs(x - y) for x, y in zip(_bytes(a), _bytes(b), strict=True))


#: Rectangles with whole-pixel corners at every scale tried: the copy then lands exactly where the
#: glyph is painted (elsewhere it lands on the nearest whole pixel, up to half a pixel off).
GLYPHS = {
    "official": (QRectF(-28, -30, 56, 60), lambda p: glyphs.paint_official(p, "red", "blue", 50, True)),
    "card": (QRectF(-16, -22, 32, 44), lambda p: glyphs.paint_card(p, "green", "coat", 30, False)),
    "d8": (QRectF(-24, -24, 48, 48), lambda p: glyphs.paint_d8(p, 5, "yellow", 44)),
}


@pytest.mark.parametrize("name", sorted(GLYPHS))
@pytest.mark.parametrize(("ratio", "scale"), [(1.0, 1.0), (1.0, 1.5), (2.0, 1.0)])
def test_a_kept_picture_draws_what_painting_the_glyph_draws(qapp, name, ratio, scale):
    rect, paint = GLYPHS[name]
    sprites.forget()
    direct = _paint(ratio, scale, paint)
    first = _paint(ratio, scale, lambda p: sprites.draw(p, name, rect, paint))
    again = _paint(ratio, scale, lambda p: sprites.draw(p, name, rect, lambda _p: None))  # from the store
    assert first == again
    assert direct != _image(ratio)  # something was painted at all
    # edges may come out a shade off (the picture is blended once more); a misplaced or clipped
    # glyph is off by far more
    assert _largest_difference(direct, first) <= 8


def test_a_turned_painter_paints_the_glyph_itself(qapp):
    sprites.forget()
    calls = []
    rect, paint = GLYPHS["d8"]

    def counted(painter: QPainter) -> None:
        calls.append(painter.worldTransform().m12())
        paint(painter)

    image = _image(1.0)
    painter = QPainter(image)
    painter.translate(60, 60)
    painter.rotate(30)
    sprites.draw(painter, "turned", rect, counted)
    sprites.draw(painter, "turned", rect, counted)
    painter.end()
    assert len(calls) == 2 and all(calls)  # painted each time, turned
