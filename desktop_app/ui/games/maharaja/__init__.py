"""The Maharaja board (issue 6, point 4): map, shield track, pieces, disc picker and clicks."""

from desktop_app.ui.games.maharaja.board import MaharajaBoard

BOARD = MaharajaBoard

__all__ = ["BOARD", "MaharajaBoard"]
