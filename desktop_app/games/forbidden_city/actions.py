"""The action vocabulary of F-9.1: constructors, parsing, and the shape every action must have.

Player actions: ``set_bribe(hat, robe)``, ``move(official, to)``, ``end_turn``,
``answer(value)``, ``take_card(from, card)``. Chance outcomes: ``place_official(square,
official)``, ``roll_pavilion(value)``, ``roll_fate(die, face)`` and ``draw_card(pavilion,
card)`` — the last replaces the spec's ``shuffle_stack`` (Decisions D-1: a card is drawn when it
is taken, so no stack order ever exists).

The actions that ``legal_actions`` hands out are built once here and shared, so move generation
only looks them up and ``apply`` recognises them by identity. ``check_shape`` refuses what is
not an action of this game at all (unknown type, missing or extra parameters, wrong JSON kinds)
with ``MalformedAction``; whether a well-formed action is allowed now is for the rules to say
(``IllegalAction``, with the rule that forbids it).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from threading import Lock
from typing import Any, Final, overload

from desktop_app.engine import Action, MalformedAction
from desktop_app.games.forbidden_city.board import CARDS, NUM_SQUARES, OFFICIALS, SIZE, coords, square

_OFFICIAL_INDEX: Final = {pair: i for i, pair in enumerate(OFFICIALS)}
_CARD_INDEX: Final = {pair: i for i, pair in enumerate(CARDS)}


# --- parsing the JSON names (F-1.4, F-1.5, F-10) ---------------------------------------------


def parse_official(value: Any) -> int | None:
    """The official named by ``[hat, robe]`` (or a tuple), or None if no such official."""
    if isinstance(value, (list, tuple)) and len(value) == 2:
        return _OFFICIAL_INDEX.get((value[0], value[1]))
    return None


def parse_card(value: Any) -> int | None:
    """The card named by ``[colour, garment]``, or None."""
    if isinstance(value, (list, tuple)) and len(value) == 2:
        return _CARD_INDEX.get((value[0], value[1]))
    return None


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def parse_square(value: Any) -> int | None:
    """The square named by ``[col, row]`` (list or tuple), or None if off the board or malformed."""
    if isinstance(value, (list, tuple)) and len(value) == 2:
        col, row = value
        if _is_int(col) and _is_int(row) and 0 <= col < SIZE and 0 <= row < SIZE:
            return square(col, row)
    return None


# --- the shape of a player action (F-9.1) ------------------------------------------------------


def _word(value: Any) -> bool:
    return isinstance(value, str)


def _words(value: Any) -> bool:
    return isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, str) for v in value)


def _ints(value: Any) -> bool:
    return isinstance(value, tuple) and len(value) == 2 and all(_is_int(v) for v in value)


#: Per player action: its parameters in sorted order, each with a test of its JSON kind.
_SHAPES: Final[dict[str, tuple[tuple[str, Callable[[Any], bool], str], ...]]] = {
    "set_bribe": (("hat", _word, "a colour"), ("robe", _word, "a colour")),
    "move": (("official", _words, "[hat, robe]"), ("to", _ints, "[col, row]")),
    "end_turn": (),
    "answer": (("value", _word, "believe or doubt"),),
    "take_card": (("card", _words, "[colour, garment]"), ("from", _is_int, "a seat number")),
}


def check_shape(action: Action) -> None:
    """Raise ``MalformedAction`` unless ``action`` is shaped like one of F-9.1's player actions."""
    shape = _SHAPES.get(action.type)
    if shape is None:
        raise MalformedAction(f"The Forbidden City has no action {action.type!r}")
    names = tuple(name for name, _, _ in shape)
    if tuple(name for name, _ in action.params) != names:
        wanted = ", ".join(names) if names else "no parameters"
        raise MalformedAction(f"{action.type} takes {wanted}")
    for (name, ok, what), (_, value) in zip(shape, action.params, strict=True):
        if not ok(value):
            raise MalformedAction(f"{action.type}: {name} must be {what}")


# --- the prebuilt actions ------------------------------------------------------------------------

END_TURN: Final = Action.make("end_turn")
BELIEVE: Final = Action.make("answer", value="believe")
DOUBT: Final = Action.make("answer", value="doubt")
ANSWERS: Final = (BELIEVE, DOUBT)

#: The prebuilt move action's identity -> (official, square) (hashing an Action hashes its nested
#: parameter tuples), filled as ``MOVES`` builds its rows; they live as long as the module, so
#: their ids are unique. An action is handed out only after its id is here.
MOVE_BY_ID: Final[dict[int, tuple[int, int]]] = {}


class _Moves(Sequence[tuple[Action, ...]]):
    """MOVES[official][square]: the 5,625 prebuilt moves, built the first time any is asked for.

    Built directly, not through ``Action.make``: they hold only the board's own tuples, in make's
    sorted order, and make's checks of what a file could send cost 50 ms of every start (issue 18,
    item 4); a test holds them equal to make's. Built on first use (9 ms): a replay parses the
    record's moves and never asks for these, so a finished match opens without them (issue 18,
    a long file opened). Under a lock, so that every reader gets the same objects: ``apply`` and
    the bots know a prebuilt move by its identity.
    """

    def __init__(self) -> None:
        self._rows: tuple[tuple[Action, ...], ...] | None = None
        self._lock = Lock()

    @property
    def rows(self) -> tuple[tuple[Action, ...], ...]:
        """Every official's row (built now if it was not)."""
        rows = self._rows
        if rows is None:
            with self._lock:
                rows = self._rows
                if rows is None:
                    rows = tuple(
                        tuple(
                            Action("move", (("official", hat_robe), ("to", coords(sq))))
                            for sq in range(NUM_SQUARES)
                        )
                        for hat_robe in OFFICIALS
                    )
                    MOVE_BY_ID.update(
                        (id(action), (o, sq)) for o, row in enumerate(rows) for sq, action in enumerate(row)
                    )
                    self._rows = rows
        return rows

    @overload
    def __getitem__(self, index: int) -> tuple[Action, ...]: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[tuple[Action, ...], ...]: ...

    def __getitem__(self, index: int | slice) -> tuple[Action, ...] | tuple[tuple[Action, ...], ...]:
        return self.rows[index]

    def __len__(self) -> int:
        return len(OFFICIALS)


MOVES: Final = _Moves()


class _MoveKeys(Mapping[Action, tuple[int, int]]):
    """move action -> (official, square), for fast membership tests: a prebuilt move is found by
    its identity, any other action equal to one by its parameters. As a dict keyed by the actions
    it hashed all 5,625 of them at every start of a Forbidden City match (5 ms, issue 18)."""

    def __getitem__(self, action: Action) -> tuple[int, int]:
        key = MOVE_BY_ID.get(id(action))
        if key is not None:
            return key
        if isinstance(action, Action) and action.type == "move":
            official, sq = parse_official(action.get("official")), parse_square(action.get("to"))
            if official is not None and sq is not None and MOVES.rows[official][sq] == action:
                return official, sq
        raise KeyError(action)

    def __len__(self) -> int:
        return len(OFFICIALS) * NUM_SQUARES

    def __iter__(self) -> Iterator[Action]:
        return (action for row in MOVES.rows for action in row)


#: move action -> (official, square).
MOVE_KEYS: Final = _MoveKeys()
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
