"""The pieces of The Forbidden City and their JSON names (F-1).

Officials and cards are small integers inside states so that tuples stay cheap to copy and hash;
this module is the one place that turns them into the names players read (``red/green``,
``["white", "coat"]``) and back.
"""

from __future__ import annotations

from typing import Any, Final

#: F-1.4: the five official colours (hats and robes), in a fixed order.
OFFICIAL_COLOURS: Final = ("red", "blue", "green", "yellow", "black")
#: F-1.3/F-1.5: garment colours; index k-1 is the colour of pavilion k.
COLOURS: Final = ("red", "blue", "green", "yellow", "black", "white", "purple", "orange")
GARMENTS: Final = ("hat", "coat", "trousers")

OFFICIALS: Final = tuple((hat, robe) for hat in OFFICIAL_COLOURS for robe in OFFICIAL_COLOURS)
CARDS: Final = tuple((colour, garment) for colour in COLOURS for garment in GARMENTS)
NUM_OFFICIALS: Final = 25
NUM_CARDS: Final = 24

_OFFICIAL_INDEX: Final = {pair: i for i, pair in enumerate(OFFICIALS)}
_CARD_INDEX: Final = {pair: i for i, pair in enumerate(CARDS)}

#: F-1.7: the fate dice as (face, probability); equal faces merged so chance lists stay small.
FATE_DICE: Final = {
    "small": (("black", 1 / 6), ("blank", 1 / 2), ("pavilion", 1 / 6), ("dragon", 1 / 6)),
    "medium": (("black", 1 / 3), ("blank", 1 / 2), ("pavilion", 1 / 6)),
    "large": (("black", 5 / 6), ("blank", 1 / 6)),
}
#: F-3.3: the die rolled after move k (1..3).
DIE_FOR_MOVE: Final = {1: "small", 2: "medium", 3: "large"}


def official_name(official: int) -> str:
    """``hat/robe`` as in the rules text (F-1.4)."""
    hat, robe = OFFICIALS[official]
    return f"{hat}/{robe}"


def official_json(official: int) -> list[str]:
    return list(OFFICIALS[official])


def parse_official(value: Any) -> int | None:
    """The official named by ``[hat, robe]`` (or a tuple), or None if no such official."""
    if isinstance(value, (list, tuple)) and len(value) == 2:
        return _OFFICIAL_INDEX.get((value[0], value[1]))
    return None


def card_colour(card: int) -> int:
    """Index into COLOURS; the card originates from pavilion ``card_colour(card) + 1`` (F-1.5)."""
    return card // 3


def card_name(card: int) -> str:
    colour, garment = CARDS[card]
    return f"{colour} {garment}"


def card_json(card: int) -> list[str]:
    return list(CARDS[card])


def parse_card(value: Any) -> int | None:
    """The card named by ``[colour, garment]``, or None."""
    if isinstance(value, (list, tuple)) and len(value) == 2:
        return _CARD_INDEX.get((value[0], value[1]))
    return None


def pavilion_name(number: int) -> str:
    """``the blue pavilion (2)`` for log lines."""
    return f"the {COLOURS[number - 1]} pavilion ({number})"
