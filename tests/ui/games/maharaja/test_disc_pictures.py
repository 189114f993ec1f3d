"""Issue 18: a prince's action disc is copied from the picture store, painted once per look — and
looks as the disc painted straight onto the board (to a unit of colour at its blended edges)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from desktop_app.ui.games.maharaja.icons import DISCS, DiscItem

LOOKS = [
    (["take_gold", "build_house"], (False, False), "#8c6239"),
    (["move_shield", None], (True, False), "#1f77b4"),
    ([None, None], (False, False), "#8c6239"),
]


def _scene_picture(scene: QGraphicsScene) -> QImage:
    image = QImage(120, 60, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#fbf3df"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, 120, 60), QRectF(0, 0, 120, 60), Qt.AspectRatioMode.IgnoreAspectRatio)
    painter.end()
    return image


def test_a_disc_from_the_store_is_the_disc_painted_straight(qapp):
    for codes, done, ring in LOOKS:
        scene = QGraphicsScene()
        disc = DiscItem(list(codes), 15, QColor(ring), done)
        disc.setPos(30, 30)
        scene.addItem(disc)
        stored = _scene_picture(scene)
        straight = QImage(120, 60, QImage.Format.Format_ARGB32_Premultiplied)
        straight.fill(QColor("#fbf3df"))
        painter = QPainter(straight)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(30, 30)
        disc._paint_disc(painter)
        painter.end()
        assert _largest_difference(stored, straight) <= 2, codes  # edges: blending rounds


def _largest_difference(one: QImage, other: QImage) -> int:
    """The largest difference of one colour channel between two pictures of a size."""
    largest = 0
    for y in range(one.height()):
        for x in range(one.width()):
            a, b = one.pixelColor(x, y), other.pixelColor(x, y)
            largest = max(
                largest,
                abs(a.red() - b.red()),
                abs(a.green() - b.green()),
                abs(a.blue() - b.blue()),
                abs(a.alpha() - b.alpha()),
            )
    return largest


def test_discs_of_one_look_are_painted_once(qapp):
    DISCS.forget()
    before = DISCS.painted
    scene = QGraphicsScene()
    for index in range(3):
        disc = DiscItem(["take_gold", "build_house"], 15, QColor("#8c6239"))
        disc.setPos(20 + index * 35, 30)
        scene.addItem(disc)
    _scene_picture(scene)
    assert DISCS.painted == before + 1
    scene.addItem(DiscItem(["take_gold", "swap_card"], 15, QColor("#8c6239")))
    _scene_picture(scene)
    assert DISCS.painted == before + 2
