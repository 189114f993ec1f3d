"""The Arkadia action vocabulary (N-1): the ready-made actions, constructors, and strict parsing.

Every action a seat or chance can take is one of the kinds in ``PARAMS``, with exactly those
parameters. ``parse`` turns an ``Action`` into a small typed value (``PlayCard``, ``PlaceWorker``,
...) and raises ``MalformedAction`` for anything that is not even a well-formed Arkadia action: an
unknown type, missing or extra parameters, a word where a number belongs, a square that is not
``[row, column]``. It never raises ``IllegalAction``: whether a well-formed action names a real
family or a square on the board, and whether the rules allow it now, is for ``rules`` to say.

The tables at the bottom hold one ready-made ``Action`` per possible placement, worker, castle
piece and card, each built once (B-6, N-4): listing legal actions hands these objects out, so
enumerating hundreds of placements allocates nothing, and bots may key caches on their identity.
The placements (25,000 actions) are built per family and building type when first asked for —
a hand of a few cards needs a few of the 4 x 13 — rather than all at import, which cost more
than a third of a bare Qt window when a match opens (issue 19).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, overload

from desktop_app.engine.action import Action
from desktop_app.engine.errors import MalformedAction
from desktop_app.games.arkadia import board

Square = tuple[int, int]

#: N-1: the parameter names of every action type, sorted; ``draw`` has two forms (E-5).
PARAMS: dict[str, tuple[tuple[str, ...], ...]] = {
    "play_card": (("anchor", "building", "family", "orientation"),),
    "place_worker": (("kind", "square"),),
    "finish_workers": ((),),
    "exchange_card": (("building", "family"),),
    "pass": ((),),
    "draw": (("source",), ("building", "family", "source")),
    "place_castle_piece": (("colour", "square"),),
    "use_banner": ((),),
    "cash": (("count", "family"),),
    "end_turn": ((),),
    "reveal": (("building", "family"),),
}
#: F-1: the two kinds of worker a seat may place.
WORKER_KINDS: tuple[str, str] = ("own", "neutral")


# --- parsed forms ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayCard:
    """MUST A (E-1, E-2): a hand card laid as a tile in one orientation (B-6) at ``anchor``."""

    family: str
    building: str
    orientation: int
    anchor: Square


@dataclass(frozen=True, slots=True)
class PlaceWorker:
    """MUST B (F-1): one worker, ``own`` or ``neutral``, onto ``square``."""

    square: Square
    kind: str


@dataclass(frozen=True, slots=True)
class Draw:
    """E-5: the top of the pile (``family``/``building`` None) or one display card."""

    source: str
    family: str | None = None
    building: str | None = None


@dataclass(frozen=True, slots=True)
class CardName:
    """A card named by ``(family, building)`` (N-1): ``exchange_card`` (G-2) and chance's ``reveal`` (M-3)."""

    family: str
    building: str


@dataclass(frozen=True, slots=True)
class PlaceCastlePiece:
    """I-3: a piece of ``colour`` onto the lot square ``square`` of the current floor."""

    colour: str
    square: Square


@dataclass(frozen=True, slots=True)
class Cash:
    """J-2: ``count`` seals of ``family`` turned into gold."""

    family: str
    count: int


@dataclass(frozen=True, slots=True)
class Plain:
    """An action without parameters: ``finish_workers``, ``pass``, ``use_banner``, ``end_turn``."""

    type: str


Move = PlayCard | PlaceWorker | Draw | CardName | PlaceCastlePiece | Cash | Plain


# --- parsing (MalformedAction only) ---------------------------------------------------------------


def _text(value: Any, what: str) -> str:
    if not isinstance(value, str):
        raise MalformedAction(f"{what} must be a word")
    return value


def _int(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise MalformedAction(f"{what} must be a whole number")
    return value


def _square(value: Any, what: str = "a square") -> Square:
    if not isinstance(value, tuple) or len(value) != 2:
        raise MalformedAction(f"{what} must be [row, column]")
    return _int(value[0], "a row"), _int(value[1], "a column")


def _names(action: Action) -> tuple[str, ...]:
    """The action's parameter names, checked against ``PARAMS`` (N-1)."""
    names = tuple(name for name, _ in action.params)
    shapes = PARAMS.get(action.type)
    if shapes is None:
        raise MalformedAction(f"Arkadia has no action {action.type!r}")
    if names not in shapes:
        wanted = " or ".join(", ".join(s) or "no parameters" for s in shapes)
        raise MalformedAction(f"{action.type} takes {wanted}")
    return names


def parse(action: Action) -> Move:
    """The typed form of ``action``; ``MalformedAction`` if it is not a well-formed Arkadia action.

    Values are checked for their JSON kind only (a word, a whole number, ``[row, column]``); whether
    the family exists or the square is on the board is a rule (A-4, A-6, B-1), checked by ``rules``.
    """
    names = _names(action)
    kind = action.type
    params = dict(action.params)
    if kind == "play_card":
        return PlayCard(
            _text(params["family"], "a family"),
            _text(params["building"], "a building type"),
            _int(params["orientation"], "an orientation"),
            _square(params["anchor"], "an anchor"),
        )
    if kind == "place_worker":
        return PlaceWorker(_square(params["square"]), _text(params["kind"], "a worker kind"))
    if kind == "draw":
        source = _text(params["source"], "a source")
        if names == ("source",):
            return Draw(source)
        return Draw(source, _text(params["family"], "a family"), _text(params["building"], "a building type"))
    if kind in ("exchange_card", "reveal"):
        return CardName(_text(params["family"], "a family"), _text(params["building"], "a building type"))
    if kind == "place_castle_piece":
        return PlaceCastlePiece(_text(params["colour"], "a colour"), _square(params["square"]))
    if kind == "cash":
        return Cash(_text(params["family"], "a family"), _int(params["count"], "a count"))
    return Plain(kind)


# --- constructors ---------------------------------------------------------------------------------


def card_params(kind: int) -> dict[str, str]:
    """The ``family``/``building`` parameters that name a card kind (N-1)."""
    return {"family": board.FAMILIES[board.kind_family(kind)], "building": board.TYPES[board.kind_type(kind)]}


@cache
def cash(family: int, count: int) -> Action:
    """J-2: ``cash{family, count}``, one object per (family, count)."""
    return Action.make("cash", family=board.FAMILIES[family], count=count)


#: One building type's ``play_card`` actions of a family: [orientation][anchor index].
PlayRows = tuple[tuple[Action | None, ...], ...]


def _play_rows(family: str, t: int) -> PlayRows:
    tname = board.TYPES[t]
    per_orient = []
    for o, valid in enumerate(board.VALID_ANCHORS[t]):
        row: list[Action | None] = [None] * board.SQUARES
        for a in board.bits(valid):
            # Built directly, not through ``Action.make``: these are plain ints and short names in
            # make's sorted order, and checking each cost a third of a second at every start
            # (issue 18, item 4); a test compares them with make's.
            params = (
                ("anchor", board.square(a)),
                ("building", tname),
                ("family", family),
                ("orientation", o),
            )
            row[a] = Action("play_card", params)
        per_orient.append(tuple(row))
    return tuple(per_orient)


class _FamilyPlays(Sequence[PlayRows]):
    """A family's placements by building type, each type's built on first use and kept: every
    caller (a bot thread too, under the lock) gets the very same objects."""

    _lock = threading.Lock()

    def __init__(self, family: str) -> None:
        self._family = family
        self._rows: list[PlayRows | None] = [None] * len(board.TYPES)

    def __len__(self) -> int:
        return len(self._rows)

    @overload
    def __getitem__(self, index: int) -> PlayRows: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[PlayRows]: ...

    def __getitem__(self, index: int | slice) -> PlayRows | Sequence[PlayRows]:
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(len(self))))
        rows = self._rows[index]
        if rows is None:
            with self._lock:
                rows = self._rows[index]
                if rows is None:
                    rows = self._rows[index] = _play_rows(self._family, index % len(self._rows))
        return rows


#: PLAY_ACTIONS[family][type][orientation][anchor index] = the ready-made ``play_card``, or None
#: where the orientation does not fit on the board at that anchor (E-2.1).
PLAY_ACTIONS: tuple[_FamilyPlays, ...] = tuple(_FamilyPlays(family) for family in board.FAMILIES)
#: WORKER_ACTIONS[kind][square index], kind 0 = own, 1 = neutral (F-1).
WORKER_ACTIONS: tuple[tuple[Action, ...], ...] = tuple(
    tuple(Action.make("place_worker", square=board.square(i), kind=k) for i in range(board.SQUARES))
    for k in WORKER_KINDS
)
#: CASTLE_ACTIONS[colour][position] (I-3).
CASTLE_ACTIONS: tuple[tuple[Action, ...], ...] = tuple(
    tuple(Action.make("place_castle_piece", colour=f, square=sq) for sq in board.LOT) for f in board.FAMILIES
)
#: REVEAL_ACTIONS[kind]: the chance outcomes (M-3).
REVEAL_ACTIONS: tuple[Action, ...] = tuple(
    Action.make("reveal", **card_params(k)) for k in range(board.KINDS)
)
#: DRAW_DISPLAY_ACTIONS[kind] (E-5).
DRAW_DISPLAY_ACTIONS: tuple[Action, ...] = tuple(
    Action.make("draw", source="display", **card_params(k)) for k in range(board.KINDS)
)
#: EXCHANGE_ACTIONS[kind] (G-2).
EXCHANGE_ACTIONS: tuple[Action, ...] = tuple(
    Action.make("exchange_card", **card_params(k)) for k in range(board.KINDS)
)
DRAW_PILE = Action.make("draw", source="pile")
PASS = Action.make("pass")
FINISH_WORKERS = Action.make("finish_workers")
USE_BANNER = Action.make("use_banner")
END_TURN = Action.make("end_turn")


def prepare() -> None:
    """Every family's placements made now, not at a seat's first turn (``Game.prepare``)."""
    for plays in PLAY_ACTIONS:
        plays[:]
