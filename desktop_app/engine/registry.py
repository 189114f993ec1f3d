"""Where games are found: every subpackage of ``desktop_app.games`` that exposes ``GAME``.

Discovery keeps the engine free of a hand-maintained list, so a game lands by adding its package.
Tests may ``register`` extra games (the conformance fixture) that never ship.

A game's package is named by its id, so ``get_game`` imports just that package: importing every
game (their rule tables, the Forbidden City's graph library) to open one match file cost more
than the whole window (issue 18, item 4). Only ``all_games`` (the new-match dialog, the LAN rules
digest) and an id that names no package of its own import them all.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil

from desktop_app.engine.errors import UnknownGame
from desktop_app.engine.protocol import Game

#: Where games live: each subpackage with a ``GAME`` is one.
GAMES_PACKAGE = "desktop_app.games"

_games: dict[str, Game] = {}
_discovered = False


def _discover() -> None:
    global _discovered
    if _discovered:
        return
    _discovered = True
    # Found by name at run time: the engine sits below the games and never imports them.
    package = importlib.import_module(GAMES_PACKAGE)
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
        if not info.ispkg:
            continue
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        game = getattr(module, "GAME", None)
        if isinstance(game, Game):
            _games.setdefault(game.id, game)


def _load_one(game_id: str) -> None:
    """Import the package named ``game_id`` alone, if there is one, and keep its ``GAME``."""
    if _discovered or not _has_package(game_id):
        return
    game = getattr(importlib.import_module(f"{GAMES_PACKAGE}.{game_id}"), "GAME", None)
    if isinstance(game, Game):
        _games.setdefault(game.id, game)


def _has_package(game_id: str) -> bool:
    try:
        return game_id.isidentifier() and importlib.util.find_spec(f"{GAMES_PACKAGE}.{game_id}") is not None
    except (ImportError, ValueError):
        return False


def is_known(game_id: str) -> bool:
    """Would ``get_game`` find ``game_id``? Answered from the package names, importing no game
    (the start page lists autosaves by game before any rules are needed)."""
    if game_id in _games or _has_package(game_id):
        return True
    _discover()
    return game_id in _games


def register(game: Game) -> None:
    """Add a game under its id (used by tests for games that never ship)."""
    _games[game.id] = game


def unregister(game_id: str) -> None:
    _games.pop(game_id, None)


def get_game(game_id: str) -> Game:
    """The game registered as ``game_id``; ``UnknownGame`` names the known ids otherwise."""
    if game_id not in _games:
        _load_one(game_id)
    if game_id not in _games:
        _discover()  # a package whose name is not its game's id, or no such game at all
    try:
        return _games[game_id]
    except KeyError:
        known = ", ".join(sorted(_games)) or "none yet"
        raise UnknownGame(f"unknown game {game_id!r} (known games: {known})") from None


def all_games() -> list[Game]:
    """Every shipped game (and any registered by tests), in a stable order."""
    _discover()
    order = {"maharaja": 0, "forbidden_city": 1, "arkadia": 2}
    return sorted(_games.values(), key=lambda g: (order.get(g.id, 99), g.id))
