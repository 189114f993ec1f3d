"""Colours, fonts and geometry of the Arkadia board: a green landscape under a grey castle.

The player palette and the per-seat symbols are the Maharaja board's (house style): every worker
shows its seat's colour AND its symbol, so players who cannot tell the colours apart still tell the
workers apart. The four seal families get a colour and a letter (R, O, B, S) on every seal, card
and castle piece for the same reason.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont

from desktop_app.engine.messages import Message
from desktop_app.games.arkadia import CardView
from desktop_app.ui.games.maharaja import palette as house
from desktop_app.ui.lang import render_message, templates

# --- scene geometry (scene units) ------------------------------------------------------------

CELL = 44.0
BOARD_X = 22.0
BOARD_Y = 22.0
ROWS = 12
COLS = 16
BOARD_W = COLS * CELL
BOARD_H = ROWS * CELL
PANEL_X = BOARD_X + BOARD_W + 22
PANEL_W = 292.0
TABLE_Y = BOARD_Y + BOARD_H + 20
CARD_W = 92.0
CARD_H = 128.0
SCENE_W = PANEL_X + PANEL_W + 18
SCENE_H = TABLE_Y + CARD_H + 44


def square_rect(r: int, c: int) -> QRectF:
    return QRectF(BOARD_X + c * CELL, BOARD_Y + r * CELL, CELL, CELL)


def square_centre(r: int, c: int) -> QPointF:
    return QPointF(BOARD_X + (c + 0.5) * CELL, BOARD_Y + (r + 0.5) * CELL)


def square_at(x: float, y: float) -> tuple[int, int] | None:
    c = int((x - BOARD_X) // CELL)
    r = int((y - BOARD_Y) // CELL)
    if 0 <= r < ROWS and 0 <= c < COLS:
        return (r, c)
    return None


# --- colours ---------------------------------------------------------------------------------

TABLE = QColor("#2f3b26")
MEADOW = QColor("#a9c47a")
MEADOW_DARK = QColor("#98b56a")
GRID = QColor(70, 95, 40, 70)
FRAME = QColor("#5b4426")
LOT = QColor("#b7ab97")
LOT_EDGE = QColor("#6f6453")
PANEL = QColor("#f7eedb")
PANEL_EDGE = QColor("#a98a5a")
INK = QColor("#33261a")
INK_SOFT = QColor("#6d5a45")
GOLD = QColor("#d6a21e")
LEGAL = QColor(46, 160, 67)
ILLEGAL = QColor(205, 45, 45)
TARGET = QColor("#fff2a8")
TARGET_EDGE = QColor("#e39b10")
COMPLETED_EDGE = QColor("#f0c030")
NEUTRAL_WORKER = QColor("#9c9a94")
TENT = QColor("#fbf6ea")
TENT_EDGE = QColor("#7a5a36")

#: A-4: seal families in the engine's order, with their colour and the letter printed on them.
FAMILIES = ("red", "olive", "black", "silver")
FAMILY_COLOURS: dict[str, QColor] = {
    "red": QColor("#c4372b"),
    "olive": QColor("#7f8f23"),
    "black": QColor("#2c2c30"),
    "silver": QColor("#c3ccd6"),
}
FAMILY_LETTERS = {"red": "R", "olive": "O", "black": "B", "silver": "S"}

#: Building tile colours (roof tones) by type; the family shows on the seal and the card.
BUILDING_FILL: dict[str, QColor] = {
    "house": QColor("#d9b98a"),
    "smithy": QColor("#c9a27a"),
    "tavern": QColor("#dcae7c"),
    "farm": QColor("#e3c98f"),
    "trading_post": QColor("#cfae86"),
    "mill": QColor("#d8bf98"),
    "monastery": QColor("#cdb79a"),
}

SYMBOL_TEXT = house.SYMBOL_TEXT
contrast_ink = house.contrast_ink


def family_colour(family: str | None) -> QColor:
    return QColor(FAMILY_COLOURS.get(family or "", QColor("#cccccc")))


def family_ink(family: str | None) -> QColor:
    return house.contrast_ink(family_colour(family))


def _word(key: str, fallback: str) -> str:
    """A word of the game's own catalogue (``arkadia.family.red``) in the chosen language."""
    return render_message(Message.make(key)) if key in templates() else fallback


def family_name(family: str) -> str:
    """A seal family as a heading or a label says it ("Red"; German "Rot")."""
    return _word(f"arkadia.family.{family}.capital", family.capitalize())


def family_word(family: str) -> str:
    """A seal family inside a sentence ("red"; German "Rot")."""
    return _word(f"arkadia.family.{family}", family)


def building_word(building: str) -> str:
    """A building type inside a sentence ("trading post"; German "Handelsposten")."""
    return _word(f"arkadia.building.{building}", building.replace("_", " "))


def building_name(building: str) -> str:
    """A building type as a label says it ("Trading post")."""
    word = building_word(building)
    return word[:1].upper() + word[1:]


def card_name(card: CardView) -> str:
    """A building card ("Red trading post"), as the engine's own catalogue words it."""
    family, building = card["family"], card["building"]
    if "arkadia.card" not in templates():
        return f"{family_name(family)} {building_word(building)}"
    return render_message(
        Message.make(
            "arkadia.card",
            family=Message.make(f"arkadia.family.{family}.capital"),
            building=Message.make(f"arkadia.building.{building}"),
        )
    )


class SeatStyle:
    """Colour and symbol of every seat (the shell's colours, the house symbols)."""

    def __init__(self, colours: list[str], players: int) -> None:
        self.colours = [house.player_colour(colours, s) for s in range(players)]
        self.symbols = [house.symbol_of(s) for s in range(players)]

    def colour(self, seat: int | None) -> QColor:
        if isinstance(seat, int) and 0 <= seat < len(self.colours):
            return QColor(self.colours[seat])
        return QColor(NEUTRAL_WORKER)

    def symbol(self, seat: int | None) -> str | None:
        if isinstance(seat, int) and 0 <= seat < len(self.symbols):
            return self.symbols[seat]
        return None

    def text(self, seat: int) -> str:
        symbol = self.symbol(seat)
        return SYMBOL_TEXT.get(symbol, "") if symbol else ""


def font(size: float, bold: bool = True, serif: bool = True) -> QFont:
    f = QFont("DejaVu Serif" if serif else "DejaVu Sans")
    f.setStyleHint(QFont.StyleHint.Serif if serif else QFont.StyleHint.SansSerif)
    f.setPointSizeF(size)
    f.setBold(bold)
    return f
