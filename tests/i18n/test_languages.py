"""Which language a run speaks, and switching it: --lang, the setting, the system, English."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings

from desktop_app import i18n
from desktop_app.i18n import languages
from desktop_app.persistence.paths import settings_path


def test_the_command_line_wins_over_setting_and_system(home, monkeypatch):
    monkeypatch.setattr(languages, "system_language", lambda: "nl")
    i18n.store_language("nl")
    assert i18n.choose_language("de") == "de"
    assert i18n.choose_language("DE") == "de"


def test_the_setting_wins_over_the_system(home, monkeypatch):
    monkeypatch.setattr(languages, "system_language", lambda: "nl")
    i18n.store_language("de")
    assert i18n.choose_language(None) == "de"


def test_system_as_setting_and_no_setting_follow_the_system(home, monkeypatch):
    monkeypatch.setattr(languages, "system_language", lambda: "nl")
    assert i18n.choose_language(None) == "nl"
    i18n.store_language(i18n.SYSTEM)
    assert i18n.stored_language() == i18n.SYSTEM
    assert i18n.choose_language(None) == "nl"


def test_a_system_the_program_does_not_speak_gives_english(home, monkeypatch):
    monkeypatch.setattr(languages, "system_language", lambda: None)
    assert i18n.choose_language(None) == "en"


def test_the_setting_is_the_key_the_ui_writes(home):
    """The window's settings file (ui.settings.app_settings) and the command line read one key."""
    QSettings(str(settings_path()), QSettings.Format.IniFormat).setValue("language", "nl_BE")
    assert i18n.stored_language() == "nl"
    QSettings(str(settings_path()), QSettings.Format.IniFormat).setValue("language", "klingon")
    assert i18n.stored_language() is None


def test_a_wrong_lang_is_an_error_not_english():
    with pytest.raises(ValueError, match="--lang"):
        i18n.choose_language("fr")
    with pytest.raises(ValueError):
        i18n.set_language("fr")


@pytest.mark.parametrize(("name", "code"), [("de_AT", "de"), ("nl-BE", "nl"), ("en_GB", "en"), ("C", None)])
def test_locale_names_map_to_languages(name, code):
    assert languages.normalise(name) == code


def test_switching_emits_the_signal_and_installs_qt_translators(qapp):
    heard: list[str] = []
    i18n.notifier().language_changed.connect(heard.append)
    try:
        i18n.set_language("de")
        i18n.set_language("de")
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"
        i18n.set_language("nl")
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuleren"
        i18n.set_language("en")
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
    finally:
        i18n.notifier().language_changed.disconnect(heard.append)
    assert heard == ["de", "nl", "en"]
    assert i18n.current_language() == "en"


def test_titles_and_variants_as_players_call_them():
    assert i18n.game_title("forbidden_city") == "The Forbidden City"
    i18n.set_language("de")
    assert i18n.game_title("forbidden_city") == "Die verbotene Stadt"
    assert i18n.option_label("maharaja", "variant") == "Variante"
    assert i18n.choice_label("maharaja", "variant", "pro1") == "Profiversion"
    assert "Paläste" in i18n.choice_help("maharaja", "variant", "base")
    i18n.set_language("nl")
    assert i18n.game_title("forbidden_city") == "De Verboden Stad"
    assert i18n.choice_label("maharaja", "variant", "short") == "Kort spel"
    assert i18n.game_title("arkadia") == "Arkadia"


def test_the_package_uses_qtcore_only():
    """The command line speaks the languages without widgets (import-linter cannot name Qt's modules)."""
    package = Path(i18n.__file__).parent
    imported = set()
    for path in package.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                imported.add(node.module)
            elif isinstance(node, ast.Import):
                imported.update(alias.name for alias in node.names)
    qt = {name for name in imported if name.startswith("PySide6")}
    assert qt == {"PySide6.QtCore"}
