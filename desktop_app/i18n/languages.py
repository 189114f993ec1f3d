"""Which language to speak: the command line's ``--lang``, else the setting, else the system, else English.

A player who starts ``three-palaces --lang de`` once means this run; the setting ("language" in the
preferences file the UI writes) is the lasting choice; a player who never chose gets the language
of the desktop, because that is what a program made in their language would do. The preferences
file is read here with QSettings directly (not through the UI), so the command line and the
window agree without the command line importing widgets.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QLocale, QSettings

from desktop_app.persistence.paths import settings_path

#: The languages the program speaks; English is the source of every text.
LANGUAGES: Final = ("en", "de", "nl")
SOURCE_LANGUAGE: Final = "en"
#: The preferences key; its value is a language code or ``SYSTEM``.
SETTING_KEY: Final = "language"
#: The setting's value for "follow the system's language".
SYSTEM: Final = "system"
#: Each language's own name, as a menu lists it (the reader may not read the current language).
NATIVE_NAMES: Final = {"en": "English", "de": "Deutsch", "nl": "Nederlands"}


def normalise(code: object) -> str | None:
    """``"de"``, ``"de_AT"``, ``"nl-BE"``, ``"DE"`` -> a code of ``LANGUAGES``; anything else -> None."""
    if not isinstance(code, str):
        return None
    base = code.strip().replace("-", "_").split("_")[0].lower()
    return base if base in LANGUAGES else None


def system_language() -> str | None:
    """The desktop's language when the program speaks it: the first of the locale's UI languages."""
    locale = QLocale.system()
    for name in [*locale.uiLanguages(), locale.name()]:
        code = normalise(name)
        if code is not None:
            return code
    return None


def stored_language() -> str | None:
    """The setting: a language code, ``SYSTEM``, or None when the player never chose (or it is unusable)."""
    value = QSettings(str(settings_path()), QSettings.Format.IniFormat).value(SETTING_KEY)
    if isinstance(value, str) and value.strip().lower() == SYSTEM:
        return SYSTEM
    return normalise(value)


def store_language(choice: str) -> None:
    """Keep ``choice`` (a language code or ``SYSTEM``) as the lasting setting."""
    if choice != SYSTEM and normalise(choice) is None:
        raise ValueError(f"{choice!r} is not one of {', '.join(LANGUAGES)} or {SYSTEM!r}")
    settings = QSettings(str(settings_path()), QSettings.Format.IniFormat)
    settings.setValue(SETTING_KEY, choice if choice == SYSTEM else normalise(choice))
    settings.sync()


def choose_language(cli: str | None = None) -> str:
    """The language of this run: ``cli`` (``--lang``) wins, then the setting, the system, English.

    A ``cli`` value the program does not speak is an error rather than silently English, so a typo
    on the command line is noticed.
    """
    if cli is not None:
        code = normalise(cli)
        if code is None:
            raise ValueError(f"--lang must be one of {', '.join(LANGUAGES)}, not {cli!r}")
        return code
    stored = stored_language()
    if stored is not None and stored != SYSTEM:
        return stored
    return system_language() or SOURCE_LANGUAGE
