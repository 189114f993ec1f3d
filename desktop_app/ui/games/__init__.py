"""One board module per game; ``board_class(game_id)`` finds the board that draws a game's View."""

from __future__ import annotations

import importlib
import logging

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
    """Like ``board_class``, but a board that fails to import counts as missing (and is logged).

    The shell uses this, so one broken board module greys out one game card instead of keeping
    the whole application from starting.
    """
    try:
        return board_class(game_id)
    except Exception:  # any import-time failure of a board module
        logging.getLogger(__name__).exception("the board of %s cannot be loaded", game_id)
        return None
