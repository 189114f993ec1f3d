"""The Maharaja board (issue 6, point 4): map, shield track, pieces, disc picker and clicks.

``BOARD`` is imported on first use: the Arkadia board borrows this package's palette and
glyphs, and importing the package must not bring in the Maharaja board and its rules with them
(issue 18, item 4: start-up imports only the game it opens).
"""

from __future__ import annotations

from typing import Any

__all__ = ["BOARD", "MaharajaBoard"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from desktop_app.ui.games.maharaja.board import MaharajaBoard

        return MaharajaBoard
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
