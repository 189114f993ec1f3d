"""The language in force: its translators, installed in Qt, and the signal that says it changed.

One language holds for the whole process. ``set_language`` loads three translators for it: the
UI's (``ui_<code>.qm``), the engine messages' (``messages_<code>.qm``) and Qt's own
(``qtbase_<code>.qm`` from PySide6, so standard buttons say "Abbrechen"), installs them in the
application when there is one, removes the previous language's, and emits
``notifier().language_changed`` so screens retranslate in place: a match that is running stays
exactly where it is, only its words change.

The command line has no QCoreApplication (installing a translator needs one), so ``tr`` asks the
loaded translators directly: the same words with or without a window.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator, Signal

from desktop_app.i18n.languages import SOURCE_LANGUAGE, normalise

#: The .qm files of this program, by the prefix of their names (``ui_de.qm``, ``messages_de.qm``).
DOMAINS = ("ui", "messages")


class LanguageNotifier(QObject):
    """Carries ``language_changed(code)``; one per process (``notifier()``)."""

    language_changed = Signal(str)


class _State:
    """What ``set_language`` installed, so the next call can take it out again."""

    code: str = SOURCE_LANGUAGE
    translators: tuple[QTranslator, ...] = ()
    installed: bool = False
    notifier: LanguageNotifier | None = None


def notifier() -> LanguageNotifier:
    """The process's notifier; connect to ``language_changed`` to retranslate a screen."""
    if _State.notifier is None:
        _State.notifier = LanguageNotifier()
    return _State.notifier


def current_language() -> str:
    return _State.code


def locale() -> QLocale:
    """The QLocale of the language in force: numbers, and the system's country where it matches."""
    system = QLocale.system()
    if normalise(system.name()) == _State.code:
        return system
    return QLocale(_State.code)


def qt_translations_dir() -> Path:
    """Where PySide6 keeps Qt's own translations (``qtbase_de.qm``)."""
    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


def _load(code: str) -> tuple[QTranslator, ...]:
    """This program's translators for ``code`` and Qt's; a missing .qm is named on stderr, not fatal.

    A missing file leaves that part in English instead of stopping the program: the game is still
    playable, and the message says which build step was skipped.
    """
    # Imported here, not at the top: ``python -m desktop_app.i18n.build`` must not find its own
    # module already imported by the package (runpy warns, and the module would run twice).
    from desktop_app.i18n.build import qm_dir, ts_dir

    loaded = []
    for domain in DOMAINS:
        translator = QTranslator()
        if translator.load(f"{domain}_{code}", str(qm_dir())):
            loaded.append(translator)
        elif (ts_dir() / f"{domain}_{code}.ts").is_file():
            print(
                f"three-palaces: no {domain}_{code}.qm in {qm_dir()}; run: python -m desktop_app.i18n.build",
                file=sys.stderr,
            )
    qt = QTranslator()
    if qt.load(f"qtbase_{code}", str(qt_translations_dir())):
        loaded.append(qt)
    return tuple(loaded)


def set_language(code: str) -> None:
    """Speak ``code`` from now on; emits ``language_changed`` when the language really changed."""
    checked = normalise(code)
    if checked is None:
        raise ValueError(f"{code!r} is not a language this program speaks")
    changed = checked != _State.code
    _uninstall()
    _State.code = checked
    _State.translators = () if checked == SOURCE_LANGUAGE else _load(checked)
    install()
    QLocale.setDefault(locale())
    if changed:
        notifier().language_changed.emit(checked)


def install() -> None:
    """Put the loaded translators into the application (again): for an application made after
    ``set_language``, as the command line's screenshot makes one."""
    app = QCoreApplication.instance()
    if app is None or _State.installed:
        return
    for translator in _State.translators:
        QCoreApplication.installTranslator(translator)
    _State.installed = True


def _uninstall() -> None:
    if _State.installed and QCoreApplication.instance() is not None:
        for translator in _State.translators:
            QCoreApplication.removeTranslator(translator)
    _State.installed = False


def tr(context: str, source: str, disambiguation: str | None = None) -> str:
    """``source`` in the language in force, asked of the loaded translators (no application needed)."""
    for translator in _State.translators:
        text = translator.translate(context, source, disambiguation)
        if text:
            return text
    return source
