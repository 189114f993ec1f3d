"""The Forbidden City (game id ``forbidden_city``): rules engine per court.md.

``GAME`` is the registered Game; ``board_layout()`` gives the UI the static maze;
``move_path(state, action)`` gives the squares of a fewest-slides path for a move (F-4.8), and
``move_path_in_view(view, action)`` the same from any seat's view (positions and target are public).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop_app.engine import Action
from desktop_app.games.forbidden_city.board import board_layout, coords, parse_square
from desktop_app.games.forbidden_city.components import parse_official
from desktop_app.games.forbidden_city.determinize import public_positions
from desktop_app.games.forbidden_city.game import ForbiddenCity
from desktop_app.games.forbidden_city.slides import move_path as _move_path
from desktop_app.games.forbidden_city.slides import path_runs
from desktop_app.games.forbidden_city.state import CourtState

GAME = ForbiddenCity()


def move_path(state: CourtState, action: Action) -> list[list[int]]:
    """For a legal ``move`` action: ``[col, row]`` of the origin and of each slide's end (F-4.8).

    A start-area step is ``[origin, to]``. Each consecutive pair is one straight slide; use
    ``slide_runs`` for every square crossed.
    """
    return _path(state.positions, state.target, action)


def move_path_in_view(view: Mapping[str, Any], action: Action) -> list[list[int]]:
    """``move_path`` for the position a seat's view shows: what the board animates and previews.

    Officials' squares and the target are public (F-9), so a view holds everything the path
    depends on and no hidden part of the state has to be made up for it.
    """
    return _path(public_positions(view), view["target"], action)


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
    path = _move_path(state.positions, official, to, state.target)
    return [[list(coords(sq)) for sq in run] for run in path_runs(path)]


__all__ = ["GAME", "board_layout", "move_path", "move_path_in_view", "slide_runs"]
