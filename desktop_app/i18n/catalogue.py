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

from collections.abc import Mapping, Sequence
from typing import Final

from desktop_app.engine import messages, registry
from desktop_app.engine.messages import ENGLISH_WORDING, Message, Wording
from desktop_app.engine.options import Choice, OptionSpec
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

_templates: dict[tuple[str, int], Mapping[str, str]] = {}


def english_templates() -> Mapping[str, str]:
    """Every English template, with every game's imported (each registers its own on import)."""
    registry.all_games()
    return messages.ENGLISH


def message_templates() -> Mapping[str, str]:
    """Every message id's template in the language in force (English where a translation is missing).

    Kept per language: a log of 2,000 lines renders with one lookup per id, not one per line.
    """
    english = english_templates()
    code = current_language()
    key = (code, len(english))
    if key not in _templates:
        if code == SOURCE_LANGUAGE:
            _templates[key] = dict(english)
        else:
            _templates[key] = {mid: tr(MESSAGES_CONTEXT, text, mid) for mid, text in english.items()}
    return _templates[key]


def wording() -> Wording:
    """Seat fallbacks, list joiners, numbers and plurals of the language in force."""
    if current_language() == SOURCE_LANGUAGE:
        return ENGLISH_WORDING
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
    """The game's name as its players in this language call it ("Die verbotene Stadt")."""
    return tr(GAMES_CONTEXT, registry.get_game(game_id).title, game_id)


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
        for spec in game.options:
            entries.append((OPTIONS_CONTEXT, spec.label, f"{game.id}.{spec.key}"))
            if spec.help:
                entries.append((OPTIONS_CONTEXT, spec.help, f"{game.id}.{spec.key}.help"))
            for choice in spec.choices:
                base = f"{game.id}.{spec.key}.{choice.value}"
                entries.append((OPTIONS_CONTEXT, choice.label, base))
                if choice.help:
                    entries.append((OPTIONS_CONTEXT, choice.help, f"{base}.help"))
    return entries


#: The games this program ships (tests register fixture games that have no translations).
_SHIPPED: Final = ("maharaja", "forbidden_city", "arkadia")
