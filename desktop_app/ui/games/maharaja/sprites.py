"""Maharaja's piece pictures: houses, palaces, pawns and count badges (issue 18).

A piece cached by Qt alone is painted again whenever it moves by a fraction of a device pixel —
every move at a board's usual scale — and a review jump moves or makes some fifty. Every house of
one seat looks the same anywhere on the map, so pieces are copied from one store of pictures
(``ui.games.sprites``); a look names the seat, the colour-blind symbol and the count it shows.
"""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from desktop_app.ui.games.sprites import Paint, Sprites

#: Every seat's pieces in both colour-blind looks, the Maharaja and the count badges, at a few
#: zoom levels.
STORE = Sprites(limit=600, hints=QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)

forget = STORE.forget


def draw(painter: QPainter, look: Hashable, rect: QRectF, paint: Paint) -> None:
    """The picture of ``look`` in ``rect``; the rectangle's place is part of the look, since the
    pieces paint in item coordinates rather than from the rectangle's corner."""
    STORE.draw(painter, (look, rect.x(), rect.y()), rect, paint)
