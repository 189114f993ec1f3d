"""The player guides in German and Dutch, and the rules window (F1) showing them in the chosen language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from desktop_app import i18n
from desktop_app.ui.rules_browser import RulesBrowser, game_documents

GUIDES = Path(__file__).resolve().parents[2] / "docs" / "guides"
ENGLISH = sorted(GUIDES.glob("*.md"))
LANGUAGE_WORDS = {"de": ["Spieler", "und", "Zug"], "nl": ["spelers", "en", "beurt"]}


def shape(path: Path) -> tuple[int, int, int]:
    """Headings, table rows and list items: a translation keeps the original's structure."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return (
        sum(line.startswith("#") for line in lines),
        sum(line.startswith("|") for line in lines),
        sum(bool(re.match(r"\s*(- |\d+\. )", line)) for line in lines),
    )


@pytest.mark.parametrize("code", ["de", "nl"])
@pytest.mark.parametrize("english", ENGLISH, ids=lambda p: p.name)
def test_every_guide_is_translated_whole(code, english):
    translated = GUIDES / code / english.name
    assert translated.is_file()
    assert shape(translated) == shape(english)
    text = translated.read_text(encoding="utf-8")
    assert all(re.search(rf"\b{word}\b", text) for word in LANGUAGE_WORDS[code])
    ratio = len(text) / len(english.read_text(encoding="utf-8"))
    assert 0.9 < ratio < 1.5, ratio


def test_guide_path_follows_the_language_and_falls_back_to_english(tmp_path):
    assert i18n.guide_path("maharaja") == GUIDES / "maharaja.md"
    i18n.set_language("de")
    assert i18n.guide_path("maharaja") == GUIDES / "de" / "maharaja.md"
    assert i18n.guide_path("maharaja", "nl") == GUIDES / "nl" / "maharaja.md"
    assert i18n.guide_path("no_such_game") is None
    lonely = tmp_path / "new_game.md"
    lonely.write_text("# New game", encoding="utf-8")
    assert i18n.localized(lonely) == lonely


def test_the_rules_window_shows_the_guide_in_the_chosen_language(qtbot):
    i18n.set_language("de")
    assert {docs.game_id: docs.guide for docs in game_documents()}["arkadia"] == GUIDES / "de" / "arkadia.md"
    browser = RulesBrowser(game_id="forbidden_city")
    qtbot.addWidget(browser)
    assert "Bestechungstafel" in browser.guide.toPlainText()
    i18n.set_language("nl")
    browser = RulesBrowser(game_id="forbidden_city")
    qtbot.addWidget(browser)
    assert "omkoopbord" in browser.guide.toPlainText()
