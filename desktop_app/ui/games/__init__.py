"""One board module per game; ``board_class(game_id)`` finds the board that draws a game's View."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the boards' common base loads with the first board, not with the start page
    from desktop_app.ui.games.base import Board

_MODULES = {
    "maharaja": "desktop_app.ui.games.maharaja",
    "forbidden_city": "desktop_app.ui.games.forbidden_city",
    "arkadia": "desktop_app.ui.games.arkadia",
}

#: Boards added at run time (tests register boards for fixture games that never ship).
_registered: dict[str, type[Board]] = {}


def register_board(game_id: str, board: type[Board]) -> None:
    """Use ``board`` for ``game_id`` (before any module lookup)."""
    _registered[game_id] = board


def unregister_board(game_id: str) -> None:
    _registered.pop(game_id, None)


def board_class(game_id: str) -> type[Board] | None:
    """The Board subclass for ``game_id``, or None while that game has no board yet."""
    if game_id in _registered:
        return _registered[game_id]
    module_name = _MODULES.get(game_id)
    if module_name is None:
        return None
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        if error.name == module_name:
            return None
        raise
    return getattr(module, "BOARD", None)


def available_board(game_id: str) -> type[Board] | None:
    """The board the shell uses for ``game_id``: ``board_class``, and None only for a game that
    has no board module at all.

    A board module that fails to import is a bug and raises here, where a test sees it; it used
    to be swallowed (greying out a game card), which let a broken board pass every test as a
    silent skip.
    """
    return board_class(game_id)
