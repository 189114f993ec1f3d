"""Arkadia (B-7 board data, rules in docs/rules/arkadia.md): polyomino buildings, workers, castle, seals.

``board_layout()`` gives the UI the static board; the view's JSON shape is documented in ``view``.
"""

from desktop_app.games.arkadia.board import board_layout

__all__ = ["board_layout"]
