"""Paint a finished match's pictures before the first jump needs them (issue 17).

The boards keep the picture of every glyph they painted (``ui/games/sprites.py``), so a review
jump into a stretch of the match seen before costs a copy per piece; the first jump into a new
stretch painted every new piece anew: Arkadia's final step, with its forty new buildings and
seals, took 80 ms against 25 for any other jump. While the event loop idles, a board's
``picture_twin`` — never shown, painting into the same stores — is synced to steps spread over
the record and rendered at the view's scale, so the pictures are there before the person jumps.

What the twin draws is only what the screen would draw: the view of each step for the
perspective the screen shows (it is rendered nowhere a person sees). It stops once it has
painted three quarters of a store's limit (more would push out its own first pictures); what
earlier matches left in a store is pushed out first, oldest first. It does not stop when steps
bring nothing new: a long match meets new looks late (the Forbidden City's last pavilions).
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsView

from desktop_app.engine.seats import Seat
from desktop_app.engine.session import Session
from desktop_app.ui.games.base import Board

#: Steps of a record synced at most (spread evenly over it, both ends included).
MOST_STEPS = 400
#: Share of a store's limit the warming may paint: past it, it would push out its own pictures.
FULL = 0.75


def sampled(length: int, most: int = MOST_STEPS) -> list[int]:
    """Up to ``most`` steps of ``range(length + 1)``, evenly spread, the last one included."""
    if length + 1 <= most:
        return list(range(length + 1))
    return sorted({round(index * length / (most - 1)) for index in range(most)})


def warm_pictures(board: Board, view: QGraphicsView, session: Session, viewer: Seat | None) -> Iterator[None]:
    """Pieces of idle work (one ``next`` each: one step synced and rendered) that paint the
    pictures ``board`` will need at the steps of ``session``, as ``viewer`` sees them."""
    stores = board.picture_stores()
    twin = board.picture_twin()
    if twin is None or not stores:
        return
    game = session.game
    start = [store.painted for store in stores]
    for step in sampled(len(session.record)):
        painted = (store.painted - first for store, first in zip(stores, start, strict=True))
        if any(count >= FULL * store.limit for count, store in zip(painted, stores, strict=True)):
            return
        twin.sync(game.view(session.state_at(step), viewer), viewer, (), False)
        twin.finish_animations()
        _render(twin, view)
        yield


def _render(twin: Board, view: QGraphicsView) -> None:
    """Paint the twin's whole scene as ``view`` paints its board (same transform, same hints),
    into a tiny image: the pieces paint their pictures at the view's scale, the rest is clipped."""
    ratio = view.devicePixelRatioF()
    image = QImage(2, 2, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    painter = QPainter(image)
    painter.setRenderHints(view.renderHints())
    painter.setTransform(view.viewportTransform())
    rect = twin.scene.sceneRect()
    twin.scene.render(painter, rect, rect, Qt.AspectRatioMode.IgnoreAspectRatio)
    painter.end()
