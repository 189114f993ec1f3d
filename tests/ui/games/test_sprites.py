"""The boards' picture store (``ui.games.sprites``): a picture is painted once per look and scale,
the store is bounded in pictures and in bytes, and the oldest go first."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from desktop_app.ui.games.sprites import Sprites


def _painter() -> tuple[QImage, QPainter]:
    image = QImage(80, 80, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    return image, QPainter(image)


def square(painter: QPainter) -> None:
    painter.drawRect(QRectF(0, 0, 3, 3))


def test_a_look_is_painted_once_per_scale(qapp):
    store = Sprites()
    _image, painter = _painter()  # the image must outlive the painter
    for _ in range(3):
        store.draw(painter, "a", QRectF(0, 0, 4, 4), square)
    painter.scale(2, 2)
    store.draw(painter, "a", QRectF(0, 0, 4, 4), square)
    painter.end()
    assert store.painted == 2 and len(store) == 2


def test_the_store_keeps_a_bounded_number_of_pictures(qapp):
    store = Sprites(limit=5)
    _image, painter = _painter()  # the image must outlive the painter
    for look in range(12):
        store.draw(painter, look, QRectF(0, 0, 4, 4), square)
    painter.end()
    assert store.looks() == [7, 8, 9, 10, 11]


def test_the_store_keeps_a_bounded_number_of_bytes(qapp):
    """Zoomed far in, pictures are big: the store holds what fits its bytes, the newest first."""
    store = Sprites(limit_bytes=3 * 40 * 40 * 4)
    _image, painter = _painter()  # the image must outlive the painter
    for look in range(6):
        store.draw(painter, look, QRectF(0, 0, 39, 39), lambda p: p.drawRect(QRectF(0, 0, 30, 30)))
    painter.end()
    assert store.looks() == [3, 4, 5]
    store.forget()
    assert len(store) == 0
