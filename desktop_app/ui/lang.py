"""The screen's language at the edge: game titles and engine messages in the chosen language.

The engines speak in message ids with parameters (``engine.messages``); every screen renders them
here, with the catalogue of the language the person chose (``desktop_app.i18n``), so a log line,
a refusal or an outcome reads in the same language as the menus around it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication

from desktop_app.engine.messages import ENGLISH, Message, render
from desktop_app.engine.protocol import Game
from desktop_app.ui.marks import QT_TRANSLATE_NOOP

__all__ = ["GAME_TITLES", "game_title", "render_message", "templates"]

#: The games' English titles by id, marked for translation.
GAME_TITLES = {
    "maharaja": QT_TRANSLATE_NOOP("GameTitle", "Maharaja"),
    "forbidden_city": QT_TRANSLATE_NOOP("GameTitle", "The Forbidden City"),
    "arkadia": QT_TRANSLATE_NOOP("GameTitle", "Arkadia"),
}


def game_title(game: Game | str) -> str:
    """What players of the chosen language call ``game`` ("Die verbotene Stadt" in German).

    Given an id it loads no game: the start page and the archive list name games before any
    rules engine is imported (issue 18).
    """
    game_id = game if isinstance(game, str) else game.id
    english = GAME_TITLES.get(game_id)
    if english is not None:
        return QCoreApplication.translate("GameTitle", english)
    if isinstance(game, str):
        from desktop_app.engine.registry import get_game

        game = get_game(game)
    return game.title


def templates() -> Mapping[str, str]:
    """The engine's message templates in the chosen language."""
    return ENGLISH


def render_message(message: Message | str, names: Sequence[str] = ()) -> str:
    """``message`` in the chosen language, seats called by ``names``."""
    return render(message, names, templates())
