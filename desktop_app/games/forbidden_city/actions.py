"""The actions of F-9.1, built once and shared, so move generation only looks them up.

Player actions: ``set_bribe(hat, robe)``, ``move(official, to)``, ``end_turn``,
``answer(value)``, ``take_card(from, card)``. Chance outcomes: ``place_official(square,
official)``, ``roll_pavilion(value)``, ``roll_fate(die, face)`` and ``draw_card(pavilion,
card)`` — the last replaces the spec's ``shuffle_stack`` (Decisions D-1: a card is drawn when it
is taken, so no stack order ever exists).
"""

from __future__ import annotations

from typing import Final

from desktop_app.engine import Action
from desktop_app.games.forbidden_city.board import NUM_SQUARES, coords
from desktop_app.games.forbidden_city.components import CARDS, OFFICIALS

END_TURN: Final = Action.make("end_turn")
BELIEVE: Final = Action.make("answer", value="believe")
DOUBT: Final = Action.make("answer", value="doubt")
ANSWERS: Final = (BELIEVE, DOUBT)

#: MOVES[official][square]
MOVES: Final = tuple(
    tuple(Action.make("move", official=OFFICIALS[o], to=coords(sq)) for sq in range(NUM_SQUARES))
    for o in range(len(OFFICIALS))
)
#: move action -> (official, square), for fast membership tests.
MOVE_KEYS: Final = {MOVES[o][sq]: (o, sq) for o in range(len(OFFICIALS)) for sq in range(NUM_SQUARES)}
#: SET_BRIBE[official]
SET_BRIBE: Final = tuple(Action.make("set_bribe", hat=hat, robe=robe) for hat, robe in OFFICIALS)
#: What others see of a bribe (F-8.3): that it was set, not which.
SET_BRIBE_REDACTED: Final = Action.make("set_bribe")

_TAKE: dict[tuple[int, int], Action] = {}


def take_card(giver: int, card: int) -> Action:
    """``take_card(from=giver, card=[colour, garment])``, interned."""
    key = (giver, card)
    action = _TAKE.get(key)
    if action is None:
        action = _TAKE[key] = Action.make("take_card", **{"from": giver, "card": CARDS[card]})
    return action


#: PLACE[square][official] built lazily (625 possible outcomes, only used in setup).
_PLACE: dict[tuple[int, int], Action] = {}


def place_official(sq: int, official: int) -> Action:
    key = (sq, official)
    action = _PLACE.get(key)
    if action is None:
        action = _PLACE[key] = Action.make("place_official", square=coords(sq), official=OFFICIALS[official])
    return action


ROLL_PAVILION: Final = {v: Action.make("roll_pavilion", value=v) for v in range(1, 9)}
ROLL_FATE: Final = {
    (die, face): Action.make("roll_fate", die=die, face=face)
    for die in ("small", "medium", "large")
    for face in ("black", "blank", "pavilion", "dragon")
}
DRAW_CARD: Final = {
    card: Action.make("draw_card", pavilion=card // 3 + 1, card=CARDS[card]) for card in range(len(CARDS))
}
