"""The Forbidden City board (issue 7): maze, officials, slide animation, dice, bribes, challenges."""

from desktop_app.ui.games.forbidden_city.board import ForbiddenCityBoard

BOARD = ForbiddenCityBoard

__all__ = ["BOARD", "ForbiddenCityBoard"]
