"""The Forbidden City (game id ``forbidden_city``): rules engine per court.md.

``GAME`` is the registered Game; ``board_layout()`` gives the UI the static maze;
``move_path(state, action)`` gives the squares of a fewest-slides path for a move (F-4.8).
"""

from __future__ import annotations

from desktop_app.engine import Action
from desktop_app.games.forbidden_city.board import board_layout, coords, parse_square
from desktop_app.games.forbidden_city.components import parse_official
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
    official = parse_official(action["official"])
    to = parse_square(action["to"])
    if official is None or to is None:
        raise ValueError("not a move action")
    return [list(coords(sq)) for sq in _move_path(state.positions, official, to, state.target)]


def slide_runs(state: CourtState, action: Action) -> list[list[list[int]]]:
    """Each slide of ``move_path`` as the straight run of squares it crosses (ends included)."""
    official = parse_official(action["official"])
    to = parse_square(action["to"])
    path = _move_path(state.positions, official, to, state.target)
    return [[list(coords(sq)) for sq in run] for run in path_runs(path)]


__all__ = ["GAME", "board_layout", "move_path", "slide_runs"]
