"""The Forbidden City (game id ``forbidden_city``): rules engine per court.md — the package's face.

The board (ui/games/forbidden_city), the bots (ai/games/forbidden_city*.py) and every other layer
use the game only through the names below; the modules behind them are this package's own (no
name here shadows a module of the package, so ``from desktop_app.games.forbidden_city import
reach`` still means the module).

- ``GAME``: the registered Game.
- The pieces (F-1) and limits: ``OFFICIALS``, ``OFFICIAL_COLOURS``, ``CARDS``, ``COLOURS``,
  ``GARMENTS``, ``DIE_FOR_MOVE``, ``ENTRANCES``, ``MAX_MOVES``, ``ALL_CARDS_FROM``,
  ``BANISH_LIMIT``; ``board_layout()`` (the static maze for drawing, a ``BoardLayout``); ``parse_card``.
- The view's types (``CourtView`` and its parts) — views are plain JSON dicts of that shape.
- Paths (F-4.8): ``move_path(state, action)`` and ``slide_runs(state, action)``;
  ``move_path_in_view(view, action)`` and ``last_move_path(view)`` from any seat's view, since
  positions and the target are public (F-8.2).
- Scoring (F-7.3): ``score``, ``arrange``.
- For bots, which search over the states they imagine with ``GAME.sample_state``: ``CourtState``
  and its phase names, the prebuilt actions (``END_TURN``, ``ANSWERS``, ``DOUBT``, ``MOVES``,
  ``MOVE_KEYS``, ``SET_BRIBE``, ``take_card``), ``reach_of``/``Reach`` (every official's
  destinations), ``take_options``, ``penalty_giver`` and ``receiver_after_penalty``.
"""

from __future__ import annotations

from desktop_app.engine import Action
from desktop_app.games.forbidden_city.actions import (
    ANSWERS,
    DOUBT,
    END_TURN,
    MOVE_KEYS,
    MOVES,
    SET_BRIBE,
    parse_card,
    parse_official,
    parse_square,
    take_card,
)
from desktop_app.games.forbidden_city.board import (
    CARDS,
    COLOURS,
    DIE_FOR_MOVE,
    ENTRANCES,
    GARMENTS,
    OFFICIAL_COLOURS,
    OFFICIALS,
    BoardLayout,
    PavilionLayout,
    StartAreaLayout,
    board_layout,
    coords,
    square_name,
)
from desktop_app.games.forbidden_city.determinize import public_positions
from desktop_app.games.forbidden_city.game import ForbiddenCity
from desktop_app.games.forbidden_city.pavilion import penalty_giver, receiver_after_penalty
from desktop_app.games.forbidden_city.reach import Reach
from desktop_app.games.forbidden_city.reach import reach as reach_of
from desktop_app.games.forbidden_city.rules import official_refusal, take_options
from desktop_app.games.forbidden_city.scoring import arrange, score
from desktop_app.games.forbidden_city.slides import move_path as _move_path
from desktop_app.games.forbidden_city.slides import path_runs
from desktop_app.games.forbidden_city.state import (
    ALL_CARDS_FROM,
    ANSWER,
    AWARD_CHOICE,
    AWARD_DRAW,
    BANISH_LIMIT,
    BONUS,
    BRIBE,
    DRAGON,
    FATE,
    FATE_PAVILION,
    MAX_MOVES,
    MOVE,
    PENALTY,
    CourtState,
)
from desktop_app.games.forbidden_city.view import (
    BoardView,
    CourtView,
    FateRollView,
    LastMoveView,
    OfficialView,
    ResolutionView,
    RevealView,
    StackView,
    TransferView,
)

GAME = ForbiddenCity()


def move_path(state: CourtState, action: Action) -> list[list[int]]:
    """For a legal ``move`` action: ``[col, row]`` of the origin and of each slide's end (F-4.8).

    A start-area step is ``[origin, to]``. Each consecutive pair is one straight slide; use
    ``slide_runs`` for every square crossed.
    """
    return _path(state.positions, state.target, action)


def move_path_in_view(view: CourtView, action: Action) -> list[list[int]]:
    """``move_path`` for the position a seat's view shows: what the board animates and previews.

    Officials' squares and the target are public (F-8.2), so a view holds everything the path
    depends on and no hidden part of the state has to be made up for it.
    """
    return _path(public_positions(view), view["target"], action)


def last_move_path(view: CourtView) -> list[list[int]]:
    """The path of the view's ``last_move`` (F-4.8) in the position it was made from; [] if none.

    Nothing but the moved official has changed its square since (the next move replaces
    ``last_move``), so that position is the view's with the official back on its origin, and
    ``last_move`` names the target that was open then.
    """
    moved = view["last_move"]
    if moved is None:
        return []
    official, origin = parse_official(moved["official"]), parse_square(moved["origin"])
    if official is None or origin is None:
        raise ValueError("the view's last move names no official or square")
    positions = list(public_positions(view))
    positions[official] = origin
    action = Action.make("move", official=moved["official"], to=moved["to"])
    return _path(tuple(positions), moved["target"], action)


def _path(positions: tuple[int, ...], target: int, action: Action) -> list[list[int]]:
    official = parse_official(action.get("official"))
    to = parse_square(action.get("to"))
    if action.type != "move" or official is None or to is None:
        raise ValueError("not a move action")
    return [list(coords(sq)) for sq in _move_path(positions, official, to, target)]


def slide_runs(state: CourtState, action: Action) -> list[list[list[int]]]:
    """Each slide of ``move_path`` as the straight run of squares it crosses (ends included)."""
    official = parse_official(action["official"])
    to = parse_square(action["to"])
    if official is None or to is None:
        raise ValueError("not a move action")
    path = _move_path(state.positions, official, to, state.target)
    return [[list(coords(sq)) for sq in run] for run in path_runs(path)]


__all__ = [
    "ALL_CARDS_FROM",
    "ANSWER",
    "ANSWERS",
    "AWARD_CHOICE",
    "AWARD_DRAW",
    "BANISH_LIMIT",
    "BONUS",
    "BRIBE",
    "CARDS",
    "COLOURS",
    "DIE_FOR_MOVE",
    "DOUBT",
    "DRAGON",
    "END_TURN",
    "ENTRANCES",
    "FATE",
    "FATE_PAVILION",
    "GAME",
    "GARMENTS",
    "MAX_MOVES",
    "MOVE",
    "MOVES",
    "MOVE_KEYS",
    "OFFICIALS",
    "OFFICIAL_COLOURS",
    "PENALTY",
    "SET_BRIBE",
    "BoardLayout",
    "BoardView",
    "CourtState",
    "CourtView",
    "FateRollView",
    "LastMoveView",
    "OfficialView",
    "PavilionLayout",
    "Reach",
    "ResolutionView",
    "RevealView",
    "StackView",
    "StartAreaLayout",
    "TransferView",
    "arrange",
    "board_layout",
    "last_move_path",
    "move_path",
    "move_path_in_view",
    "official_refusal",
    "parse_card",
    "penalty_giver",
    "reach_of",
    "receiver_after_penalty",
    "score",
    "slide_runs",
    "square_name",
    "take_card",
    "take_options",
]
