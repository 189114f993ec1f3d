"""The engine's words in the reader's language: message templates, wording, game titles, options.

Engines say ``Message`` values (id and parameters) and keep their English templates in
``engine.messages.ENGLISH``; they never translate. Here each English template is looked up in the
language in force (``messages_<code>.qm``; context ``Messages``, the message id as the entry's
comment, so equal English texts of two ids can be translated apart), and ``render`` puts a
message into words with that catalogue, the language's seat fallbacks and list joiner, and its
QLocale's numbers. A LAN client gets the host's Messages, not its text, and so reads the log in
its own language.

Game titles and the match options' labels come from the same file: they are the games' words,
not the UI's, and the command line shows them as well.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Final

from desktop_app.engine import messages, registry
from desktop_app.engine.messages import ENGLISH_WORDING, Message, Wording
from desktop_app.engine.options import Choice, OptionSpec, shown
from desktop_app.i18n.languages import SOURCE_LANGUAGE
from desktop_app.i18n.runtime import current_language, locale, tr

#: The contexts of ``messages_<code>.ts`` (packaging/i18n_messages.py writes their sources).
MESSAGES_CONTEXT: Final = "Messages"
WORDING_CONTEXT: Final = "Wording"
GAMES_CONTEXT: Final = "Games"
OPTIONS_CONTEXT: Final = "Options"

#: The English words of ``Wording`` that a language says its own way, by field.
WORDING_SOURCES: Final = {
    "chance": ENGLISH_WORDING.chance,
    "player": ENGLISH_WORDING.player,
    "last_joiner": ENGLISH_WORDING.last_joiner,
    "joiner": ENGLISH_WORDING.joiner,
}


class _Translated(Mapping[str, str]):
    """The English catalogue seen through one language: each id translated on first use, then kept.

    Lazy, so that rendering a Maharaja log neither imports the other games (start-up imports only
    the game it opens) nor looks up hundreds of templates it will never show; games imported later
    (their templates register on import) are found as well.
    """

    def __init__(self, code: str) -> None:
        self.code = code
        self._kept: dict[str, str] = {}

    def __getitem__(self, message_id: str) -> str:
        text = self._kept.get(message_id)
        if text is None:
            english = messages.ENGLISH[message_id]
            text = english if self.code == SOURCE_LANGUAGE else tr(MESSAGES_CONTEXT, english, message_id)
            self._kept[message_id] = text
        return text

    def get(self, message_id: str, default: str | None = None) -> str | None:  # type: ignore[override]
        """As ``Mapping.get``, without raising for the many words that have no template (city names)."""
        text = self._kept.get(message_id)
        if text is not None:
            return text
        if message_id not in messages.ENGLISH:
            return default
        return self[message_id]

    def __iter__(self) -> Iterator[str]:
        return iter(messages.ENGLISH)

    def __len__(self) -> int:
        return len(messages.ENGLISH)


_catalogues: dict[str, _Translated] = {}


def english_templates() -> Mapping[str, str]:
    """Every English template, with every game imported (each registers its own on import)."""
    registry.all_games()
    return messages.ENGLISH


def message_templates() -> Mapping[str, str]:
    """Every message id's template in the language in force (English where a translation is missing).

    One catalogue per language, kept: a log of 2,000 lines looks each id up once, not once per line.
    English is the engines' own dictionary, which every game's templates join as it is imported:
    a lookup there is one of C's, not a Python call (a log line looks up each of its words).
    """
    code = current_language()
    if code == SOURCE_LANGUAGE:
        return messages.ENGLISH
    if code not in _catalogues:
        _catalogues[code] = _Translated(code)
    return _catalogues[code]


_wordings: dict[str, Wording] = {}


def wording() -> Wording:
    """Seat fallbacks, list joiners, numbers and plurals of the language in force (kept per language)."""
    code = current_language()
    if code == SOURCE_LANGUAGE:
        return ENGLISH_WORDING
    if code not in _wordings:
        _wordings[code] = _make_wording()
    return _wordings[code]


def _make_wording() -> Wording:
    shown = locale()

    def number(value: int | float) -> str:
        if isinstance(value, int):
            return shown.toString(value)
        return shown.toString(value, "g", 12)

    words = {field: tr(WORDING_CONTEXT, text) for field, text in WORDING_SOURCES.items()}
    return Wording(
        chance=words["chance"],
        player=words["player"],
        last_joiner=words["last_joiner"],
        joiner=words["joiner"],
        number=number,
    )


def render(message: Message | str, names: Sequence[str] = ()) -> str:
    """``message`` in the reader's language, seats called by ``names``."""
    return messages.render(message, names, message_templates(), wording())


def game_title(game_id: str) -> str:
    """The game's name as its players in this language call it ("Die verbotene Stadt").

    The shipped games' titles are known without importing their rules (a start page names every
    game before any is loaded); tests compare them with each game's own ``title``.
    """
    english = ENGLISH_TITLES.get(game_id) or registry.get_game(game_id).title
    return tr(GAMES_CONTEXT, english, game_id)


def option_label(game_id: str, key: str) -> str:
    """An option's label (Maharaja's "Variant": "Variante")."""
    spec = _spec(game_id, key)
    return tr(OPTIONS_CONTEXT, spec.label, f"{game_id}.{key}")


def option_help(game_id: str, key: str) -> str:
    spec = _spec(game_id, key)
    return tr(OPTIONS_CONTEXT, spec.help, f"{game_id}.{key}.help") if spec.help else ""


def choice_label(game_id: str, key: str, value: object) -> str:
    """A choice's label: a variant's name as players call it ("Profiversion")."""
    choice = _choice(game_id, key, value)
    return tr(OPTIONS_CONTEXT, choice.label, f"{game_id}.{key}.{choice.value}")


def choice_help(game_id: str, key: str, value: object) -> str:
    choice = _choice(game_id, key, value)
    return tr(OPTIONS_CONTEXT, choice.help, f"{game_id}.{key}.{choice.value}.help") if choice.help else ""


def _spec(game_id: str, key: str) -> OptionSpec:
    for spec in registry.get_game(game_id).options:
        if spec.key == key:
            return spec
    raise KeyError(f"{game_id} has no option {key!r}")


def _choice(game_id: str, key: str, value: object) -> Choice:
    for choice in _spec(game_id, key).choices:
        if choice.value == value:
            return choice
    raise KeyError(f"option {key!r} of {game_id} has no choice {value!r}")


def translatable_sources() -> list[tuple[str, str, str | None]]:
    """``(context, English source, comment)`` of every entry ``messages_<code>.ts`` must hold."""
    entries: list[tuple[str, str, str | None]] = [
        (MESSAGES_CONTEXT, text, mid)
        for mid, text in sorted(english_templates().items())
        if mid.partition(".")[0] in ("engine", *_SHIPPED)
    ]
    entries += [(WORDING_CONTEXT, text, None) for text in WORDING_SOURCES.values()]
    for game in registry.all_games():
        if game.id not in _SHIPPED:
            continue
        entries.append((GAMES_CONTEXT, game.title, game.id))
        for spec in shown(game.options):
            entries.append((OPTIONS_CONTEXT, spec.label, f"{game.id}.{spec.key}"))
            if spec.help:
                entries.append((OPTIONS_CONTEXT, spec.help, f"{game.id}.{spec.key}.help"))
            for choice in spec.choices:
                base = f"{game.id}.{spec.key}.{choice.value}"
                entries.append((OPTIONS_CONTEXT, choice.label, base))
                if choice.help:
                    entries.append((OPTIONS_CONTEXT, choice.help, f"{base}.help"))
    return entries


#: The games this program ships, by their English titles (``Game.title``).
ENGLISH_TITLES: Final = {"maharaja": "Maharaja", "forbidden_city": "The Forbidden City", "arkadia": "Arkadia"}
#: Only these are translated (tests register fixture games that have no translations).
_SHIPPED: Final = tuple(ENGLISH_TITLES)
