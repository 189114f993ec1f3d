"""The Arkadia board (issue 8): landscape, buildings with a turning ghost, workers, castle, banners."""

from desktop_app.ui.games.arkadia.board import ArkadiaBoard

BOARD = ArkadiaBoard

__all__ = ["BOARD", "ArkadiaBoard"]
