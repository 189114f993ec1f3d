"""The screen's language at the edge: game titles and engine messages in the chosen language.

The engines speak in message ids with parameters (``engine.messages``); every screen renders them
here, with the catalogue of the language the person chose (``desktop_app.i18n``), so a log line,
a refusal or an outcome reads in the same language as the menus around it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from desktop_app import i18n
from desktop_app.engine.messages import Message
from desktop_app.engine.protocol import Game
from desktop_app.i18n.catalogue import GAMES_CONTEXT

__all__ = ["GAME_TITLES", "game_title", "language", "render_message", "templates", "title_from"]

#: The games' English titles by id (as their engines call them), so a title is found without
#: loading the game; translated in the messages catalogue (``i18n``, context "Games").
GAME_TITLES = {
    "maharaja": "Maharaja",
    "forbidden_city": "The Forbidden City",
    "arkadia": "Arkadia",
}


def game_title(game: Game | str) -> str:
    """What players of the chosen language call ``game`` ("Die verbotene Stadt" in German).

    Given an id it loads no game: the start page and the archive list name games before any
    rules engine is imported (issue 18).
    """
    game_id = game if isinstance(game, str) else game.id
    english = GAME_TITLES.get(game_id)
    if english is not None:
        return i18n.tr(GAMES_CONTEXT, english, game_id)
    return i18n.game_title(game_id)


def title_from(english: str, game_id: str = "") -> str:
    """A game's English title as another program sent it (a host's welcome, its beacon), in
    the chosen language; a game this program does not know keeps the title it came with."""
    if GAME_TITLES.get(game_id) == english:
        return i18n.tr(GAMES_CONTEXT, english, game_id)
    return english


def language() -> str:
    """The language now in force ("en", "de", "nl"): what kept renderings are checked against."""
    return i18n.current_language()


def templates() -> Mapping[str, str]:
    """The engine's message templates in the chosen language."""
    return i18n.message_templates()


def render_message(message: Message | str, names: Sequence[str] = ()) -> str:
    """``message`` in the chosen language, seats called by ``names`` (with the language's seat
    fallbacks, list joiner, numbers and plurals: ``i18n.render``)."""
    return i18n.render(message, names)


def _kept_prefix(made: list[object], entries: Sequence[object]) -> int:
    """How many entries ``made`` and ``entries`` share from the start. Most asks find all of
    ``made`` (a review jump: the same log again; a live match: a few more): those are answered
    by one comparison in C (``list ==`` tries identity first) instead of a Python loop over a
    2,000-entry log, twice a jump (1.4 ms of a Forbidden City review jump). An equal entry that
    is another object renders alike, so keeping its line is as good as rendering it again."""
    count = len(made)
    if count <= len(entries) and made == list(entries[:count]):
        return count
    same = 0
    limit = min(count, len(entries))
    while same < limit and made[same] is entries[same]:
        same += 1
    return same


class RenderedLog:
    """A reader's log entries rendered in the chosen language, kept between redraws.

    An entry is rendered once per reader, language and seat names: a redraw at step 1,500 renders
    one new line, not 1,500. The kept lines are checked against the entries they were made from
    (the same objects, as ``Session.log_entries`` keeps them), so an undo or a resumed review
    renders only what changed.
    """

    def __init__(self) -> None:
        self._kept: dict[object, tuple[list[object], list[str]]] = {}
        self._key: tuple[str, tuple[str, ...]] = ("", ())

    def texts(self, reader: object, entries: Sequence[object], names: Sequence[str]) -> list[str]:
        """``entries`` (what ``reader`` may read) as lines, seats called by ``names``."""
        key = (language(), tuple(names))
        if key != self._key:
            self._key = key
            self._kept.clear()
        made, lines = self._kept.setdefault(reader, ([], []))
        same = _kept_prefix(made, entries)
        del made[same:], lines[same:]
        for entry in entries[same:]:
            made.append(entry)
            lines.append(render_message(entry, names))  # type: ignore[arg-type]
        return list(lines)

    def warm(self, reader: object, entries: Sequence[object], names: Sequence[str], count: int) -> bool:
        """Render up to ``count`` more of ``entries`` (the reader's whole log) ahead of need,
        keeping what is kept; True once every entry is rendered (``texts`` then renders none)."""
        key = (language(), tuple(names))
        if key != self._key:
            self._key = key
            self._kept.clear()
        made, lines = self._kept.setdefault(reader, ([], []))
        if made and (len(made) > len(entries) or made[-1] is not entries[len(made) - 1]):
            return True  # kept for another record: the next ``texts`` sorts it out
        for entry in entries[len(made) : len(made) + count]:
            made.append(entry)
            lines.append(render_message(entry, names))  # type: ignore[arg-type]
        return len(made) == len(entries)
