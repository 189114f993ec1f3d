"""The keyboard focus ring is drawn again only when it moves (every board refresh surrounds the
focused target again; a ring painted anew repaints every glow under it, issue 18)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication, QGraphicsScene

from desktop_app.ui.games.focus import FocusRing, FocusTarget


def test_surrounding_the_same_target_again_changes_nothing_a_new_one_moves_the_ring(qtbot):
    scene = QGraphicsScene()
    ring = FocusRing()
    scene.addItem(ring)
    here = FocusTarget("a", QRectF(10, 10, 40, 40), "A")
    ring.surround(here)
    QApplication.processEvents()
    changes: list[list[QRectF]] = []
    scene.changed.connect(changes.append)
    ring.surround(FocusTarget("a", QRectF(10, 10, 40, 40), "A"))
    QApplication.processEvents()
    assert changes == [] and ring.isVisible()
    ring.surround(FocusTarget("b", QRectF(200, 10, 40, 40), "B"))
    QApplication.processEvents()
    assert changes and ring.sceneBoundingRect().contains(QRectF(200, 10, 40, 40))
    ring.hide()
    ring.surround(FocusTarget("b", QRectF(200, 10, 40, 40), "B"))
    assert ring.isVisible()  # hidden (the view lost the focus and got it back): shown again
