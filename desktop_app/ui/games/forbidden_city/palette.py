"""Colours, colour-blind letters and seat symbols of The Forbidden City board.

The palace look: pale stone courtyards, vermilion walls, golden roofs. The five official colours
(F-1.4) and the eight garment/pavilion colours (F-1.3, F-1.5) are tuned to be told apart on the
stone; in colour-blind mode every colour also carries a letter (issue 7, point 2), and every
seat carries a symbol besides its colour, as on the Maharaja board.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

STONE = QColor("#efe2c4")
STONE_LINE = QColor("#d8c59c")
START_FLOOR = QColor("#f8eed6")
START_EDGE = QColor("#c9a063")
WALL = QColor("#8f1d14")
WALL_LIGHT = QColor("#b8372a")
FRAME = QColor("#7a1710")
ROOF = QColor("#e0a526")
ROOF_DARK = QColor("#a8761a")
BACKDROP = QColor("#5b1a12")
PANEL = QColor("#f7eedb")
PANEL_EDGE = QColor("#b98b4e")
INK = QColor("#3a2414")
INK_SOFT = QColor("#7a5a3c")
HIGHLIGHT = QColor("#ffe27a")
HIGHLIGHT_EDGE = QColor("#e08a00")
SELECT = QColor("#ff9d00")
PATH = QColor("#d9480f")
SKIN = QColor("#f2cfa5")

#: F-1.3 / F-1.5: every colour a hat, robe, card or pavilion can have.
COLOURS: dict[str, QColor] = {
    "red": QColor("#d1262b"),
    "blue": QColor("#2456b8"),
    "green": QColor("#2f8f3f"),
    "yellow": QColor("#f4c81e"),
    "black": QColor("#232323"),
    "white": QColor("#fbf8f0"),
    "purple": QColor("#7d3fa6"),
    "orange": QColor("#ee7d1e"),
}

#: Colour-blind mode: one letter per colour (K for black, as printers do).
LETTERS: dict[str, str] = {
    "red": "R",
    "blue": "B",
    "green": "G",
    "yellow": "Y",
    "black": "K",
    "white": "W",
    "purple": "P",
    "orange": "O",
}

#: Seat symbols, drawn beside every seat colour (players who cannot tell the colours apart).
SYMBOLS = ("circle", "square", "triangle", "diamond")
SYMBOL_TEXT = {"circle": "●", "square": "■", "triangle": "▲", "diamond": "◆"}

DEFAULT_SEAT_COLOURS = ("#D55E00", "#0072B2", "#009E73", "#CC79A7")


def colour(name: str) -> QColor:
    """The QColor of a game colour name (grey for anything unknown)."""
    return QColor(COLOURS.get(name, QColor("#999999")))


def edge(name: str) -> QColor:
    """Outline for a colour: darker for light colours, a lighter grey around black."""
    if name == "black":
        return QColor("#8a8a8a")
    if name in ("white", "yellow"):
        return QColor("#8b6d2a")
    return colour(name).darker(160)


def ink_on(fill: QColor) -> QColor:
    """Black or white text, whichever reads better on ``fill``."""
    luminance = 0.299 * fill.redF() + 0.587 * fill.greenF() + 0.114 * fill.blueF()
    return QColor("#1b120a") if luminance > 0.55 else QColor("#ffffff")


def seat_colour(colours: list[str], seat: int) -> QColor:
    name = colours[seat] if 0 <= seat < len(colours) else ""
    value = QColor(name) if name else QColor()
    if not value.isValid():
        value = QColor(DEFAULT_SEAT_COLOURS[seat % len(DEFAULT_SEAT_COLOURS)])
    return value


def symbol_of(seat: int) -> str:
    return SYMBOLS[seat % len(SYMBOLS)]
