"""Arkadia (rules: docs/rules/arkadia.md): polyomino buildings, workers, a layered castle, seals.

``GAME`` is the rules engine the registry discovers; ``board_layout()`` gives the UI the static
board (grid, tents, lot and its printed colours, building shapes with every orientation). The
view's JSON shape is documented in ``desktop_app.games.arkadia.view``.
"""

from desktop_app.games.arkadia.board import board_layout
from desktop_app.games.arkadia.game import ArkadiaGame

GAME = ArkadiaGame()

__all__ = ["GAME", "ArkadiaGame", "board_layout"]
