"""The payout animation of a completion (H-2, H-3): seals rise from the building that was just
completed and fly to the workers beside it and to the seal values.

It is decoration only: the log line of the step says exactly who got which seals, and the View
holds the resulting screens; nothing here is read back as game truth.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsScene

from desktop_app.games.arkadia import ArkadiaView
from desktop_app.ui import motion
from desktop_app.ui.games.arkadia import palette
from desktop_app.ui.games.arkadia.board_items import SealCoin
from desktop_app.ui.games.arkadia.panel import VALUES_Y
from desktop_app.ui.games.sprites import Sprites
from desktop_app.ui.weak_slot import weak_slot

DURATION_MS = 700


class SealFlight:
    """Starts and tidies up the flying seals of one scene."""

    def __init__(self, scene: QGraphicsScene, tents: set[tuple[int, int]], sprites: Sprites) -> None:
        self.scene = scene
        self.tents = tents
        self.sprites = sprites
        self._animations: list[QVariantAnimation] = []

    @property
    def flying(self) -> int:
        return len(self._animations)

    def launch(self, view: ArkadiaView, building_id: int) -> None:
        building = next((b for b in view["buildings"] if b["id"] == building_id), None)
        if building is None or not motion.enabled():
            return
        cells = [(r, c) for r, c in building["squares"]]
        centres = [palette.square_centre(*sq) for sq in cells]
        start = QPointF(
            sum(p.x() for p in centres) / len(centres), sum(p.y() for p in centres) / len(centres)
        )
        ring = {(r + dr, c + dc) for r, c in cells for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))}
        targets = []
        for worker in view["workers"]:
            r, c = worker["square"]
            square = (r, c)
            if worker["owner"] is not None and square in ring and square not in self.tents:
                targets.append(palette.square_centre(*square))
        family = building["family"]
        targets.append(QPointF(palette.PANEL_X + 34 + palette.FAMILIES.index(family) * 66, VALUES_Y + 24))
        for end in targets:
            coin = SealCoin(family, self.sprites)
            coin.setPos(start)
            self.scene.addItem(coin)
            animation = QVariantAnimation(self.scene)  # goes with the scene, if it goes first
            animation.setStartValue(start)
            animation.setEndValue(end)
            animation.setDuration(motion.scaled(DURATION_MS))
            animation.valueChanged.connect(coin.setPos)
            animation.finished.connect(weak_slot(self._landed, coin, animation))
            self._animations.append(animation)
            animation.start()

    def finish(self) -> None:
        """Land every seal in flight at once."""
        for animation in list(self._animations):
            animation.stop()
            animation.setCurrentTime(animation.duration())
            animation.finished.emit()

    def _landed(self, coin: SealCoin, animation: QVariantAnimation) -> None:
        if coin.scene() is self.scene:
            self.scene.removeItem(coin)
        if animation in self._animations:
            self._animations.remove(animation)
            animation.deleteLater()  # with its connection and the slot's hold on it: not now,
            # while it is telling that it finished
