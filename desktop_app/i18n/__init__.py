"""Languages: English (the source), German and Dutch, through Qt's translation system.

QtCore only, no widgets, so the command line speaks the reader's language as the window does.
``choose_language`` decides (``--lang``, the setting, the system, English), ``set_language``
installs it and emits ``notifier().language_changed``; ``render`` puts an engine Message into the
reader's words, ``game_title`` and the option labels name games and variants as players call
them, ``guide_path`` finds the translated player guide. docs/i18n.md tells how it all fits.
"""

from desktop_app.i18n.catalogue import (
    choice_help,
    choice_label,
    game_title,
    message_templates,
    option_help,
    option_label,
    render,
    wording,
)
from desktop_app.i18n.guides import guide_path, localized
from desktop_app.i18n.languages import (
    LANGUAGES,
    NATIVE_NAMES,
    SYSTEM,
    choose_language,
    store_language,
    stored_language,
    system_language,
)
from desktop_app.i18n.runtime import current_language, install, locale, notifier, set_language, tr

__all__ = [
    "LANGUAGES",
    "NATIVE_NAMES",
    "SYSTEM",
    "choice_help",
    "choice_label",
    "choose_language",
    "current_language",
    "game_title",
    "guide_path",
    "install",
    "locale",
    "localized",
    "message_templates",
    "notifier",
    "option_help",
    "option_label",
    "render",
    "set_language",
    "store_language",
    "stored_language",
    "system_language",
    "tr",
    "wording",
]
