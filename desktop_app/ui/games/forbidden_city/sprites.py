"""The Forbidden City's glyph pictures: officials, cards, seat marks, dice, pavilions (issue 18).

A move changes which officials may be clicked (their glow), a new hand or a full Terrace makes a
panel part again, and every one of those used to paint its paths anew: 85 officials in one step
of a long match. They are copied from one store of pictures (``ui.games.sprites``) shared by
the board and its panel; the looks name the letters, sizes and translated labels they draw.
"""

from __future__ import annotations

from PySide6.QtGui import QPainter

from desktop_app.ui.games.sprites import Sprites

#: Every official, card, mark and die face in both letter modes at two or three zoom levels, and
#: the rings and glows around them.
STORE = Sprites(
    limit=1200,
    hints=QPainter.RenderHint.Antialiasing
    | QPainter.RenderHint.TextAntialiasing
    | QPainter.RenderHint.SmoothPixmapTransform,
)

draw = STORE.draw
forget = STORE.forget
