"""Colours and per-seat symbols of the Maharaja board: a warm Rajasthan palette.

Player colours come from the shell as names or ``#rrggbb``; named colours are mapped to tones
that sit well on sand. Every seat also gets a symbol (circle, square, triangle, diamond, star)
drawn on each of its pieces, so players who cannot tell the colours apart still can tell the
pieces apart (issue 6, point 4).
"""

from __future__ import annotations

from PySide6.QtGui import QColor

SAND = QColor("#ecd9ae")
SAND_DARK = QColor("#d6b77f")
DUNE = QColor("#f4e6c4")
INK = QColor("#4a2e17")
INK_SOFT = QColor("#7a5635")
ROAD_EDGE = QColor("#8c6239")
ROAD_FILL = QColor("#e3c28a")
VILLAGE_FILL = QColor("#f6e9c9")
VILLAGE_EDGE = QColor("#9b6b3d")
LAKE = QColor("#6fa8c9")
LAKE_EDGE = QColor("#3f7697")
HIGHLIGHT = QColor("#fff6c2")
HIGHLIGHT_EDGE = QColor("#e8a317")
HOVER_EDGE = QColor("#d9480f")
GOLD = QColor("#d9a520")
PANEL = QColor("#f7ecd2")
PANEL_EDGE = QColor("#b08350")

#: Shield colours of the cities (M-1.7), tuned to the sand background.
SHIELD_COLOURS: dict[str, QColor] = {
    "pink": QColor("#e27fa8"),
    "blue": QColor("#3d6fb4"),
    "white": QColor("#faf6ec"),
    "red": QColor("#c53a2e"),
    "gold": QColor("#e2b22c"),
    "green": QColor("#4d9a4a"),
    "orange": QColor("#ec8430"),
}

#: Player colours by name, as the shell may pass them.
NAMED_PLAYER_COLOURS: dict[str, QColor] = {
    "red": QColor("#c62f2f"),
    "blue": QColor("#2f62b8"),
    "green": QColor("#2f8a3e"),
    "yellow": QColor("#f0c419"),
    "purple": QColor("#7d46a8"),
    "black": QColor("#2b2b2b"),
    "white": QColor("#f4f1ea"),
    "orange": QColor("#e8772e"),
    "pink": QColor("#e0669d"),
    "teal": QColor("#1f8f8f"),
    "brown": QColor("#7b4b2a"),
    "grey": QColor("#808080"),
    "gray": QColor("#808080"),
}

DEFAULT_PLAYER_COLOURS = ("red", "blue", "green", "yellow", "purple")

#: One symbol per seat, in seat order (a sixth seat would reuse the first).
SYMBOLS = ("circle", "square", "triangle", "diamond", "star")

#: Unicode glyphs of the symbols for text (side panel rows, summaries).
SYMBOL_TEXT = {"circle": "●", "square": "■", "triangle": "▲", "diamond": "◆", "star": "★"}


def player_colour(colours: list[str], seat: int) -> QColor:
    """The QColor of ``seat``: the shell's colour if it names one, else a default."""
    name = colours[seat] if seat < len(colours) and colours[seat] else ""
    if name:
        named = NAMED_PLAYER_COLOURS.get(name.strip().lower())
        if named is not None:
            return QColor(named)
        colour = QColor(name)
        if colour.isValid():
            return colour
    return QColor(NAMED_PLAYER_COLOURS[DEFAULT_PLAYER_COLOURS[seat % len(DEFAULT_PLAYER_COLOURS)]])


def symbol_of(seat: int) -> str:
    return SYMBOLS[seat % len(SYMBOLS)]


def contrast_ink(colour: QColor) -> QColor:
    """Black or white, whichever reads better on ``colour`` (symbols drawn on pieces)."""
    luminance = 0.299 * colour.redF() + 0.587 * colour.greenF() + 0.114 * colour.blueF()
    return QColor("#1e1209") if luminance > 0.6 else QColor("#ffffff")


def shield_colour(name: str) -> QColor:
    return QColor(SHIELD_COLOURS.get(name, QColor("#cccccc")))
