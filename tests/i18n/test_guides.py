"""The player guides and full rules in German and Dutch, and the rules window (F1) showing them in the
chosen language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from desktop_app import i18n
from desktop_app.ui.rules_browser import RulesBrowser, game_documents

DOCS = Path(__file__).resolve().parents[2] / "docs"
GUIDES = DOCS / "guides"
ENGLISH = sorted(GUIDES.glob("*.md"))
PLAYER_RULES = DOCS / "player-rules"
ENGLISH_RULES = sorted(PLAYER_RULES.glob("*.md"))
GAMES = ["arkadia", "forbidden_city", "maharaja"]
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


def sections(path: Path) -> list[tuple[int, list[str]]]:
    """Each heading's level and the rule numbers it names ("## A round (M-3)" -> (2, ["M-3"])): a
    translation has the same sections, in the same order, with the same numbers the game quotes."""
    return [
        (len(line) - len(line.lstrip("#")), re.findall(r"\b[A-Z]-\d+(?:\.\d+)*|\b[A-Z]\b(?=[,)])", line))
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.startswith("#")
    ]


def rule_numbers(path: Path) -> list[str]:
    """Every rule number the text quotes (M-4.2, E-2.3, F-6.5), in order."""
    return re.findall(r"\b[A-Z]-\d+(?:\.\d+)*", path.read_text(encoding="utf-8"))


def test_every_game_has_full_rules_in_every_language():
    assert sorted(path.stem for path in ENGLISH_RULES) == GAMES
    for code in ("de", "nl"):
        assert sorted(path.stem for path in (PLAYER_RULES / code).glob("*.md")) == GAMES


@pytest.mark.parametrize("code", ["de", "nl"])
@pytest.mark.parametrize("english", ENGLISH_RULES, ids=lambda p: p.name)
def test_the_full_rules_are_translated_whole_with_the_same_sections(code, english):
    translated = PLAYER_RULES / code / english.name
    assert sections(translated) == sections(english)
    assert len(sections(english)) >= 8
    assert shape(translated) == shape(english)
    assert rule_numbers(translated) == rule_numbers(english)
    text = translated.read_text(encoding="utf-8")
    assert all(re.search(rf"\b{word}\b", text) for word in LANGUAGE_WORDS[code])
    # One name for the game and its figure in every language (issue 33), and the program's own name.
    assert not re.search(r"ma(?:ha)?radsch|maharadja", text, re.IGNORECASE) and "Three Palaces" not in text
    ratio = len(text) / len(english.read_text(encoding="utf-8"))
    assert 0.9 < ratio < 1.5, ratio


#: Each game's own words in each language (the glossary's and the guides' terms), which its full
#: rules must use, and the English words a half-done translation would leave behind.
RULES_TERMS = {
    ("de", "maharaja"): ["Architekt", "Palast", "Dorf", "Wappen", "Aktionsscheibe", "Großfürst"],
    ("de", "forbidden_city"): ["Hofbeamte", "Pavillon", "Bestechungstafel", "Kleiderkarten", "Terrasse"],
    ("de", "arkadia"): ["Arbeiter", "Siegel", "Banner", "Burg", "Sichtschirm", "Zelt"],
    ("nl", "maharaja"): ["architect", "paleis", "dorp", "wapen", "actieschijf", "steengroeve", "Grootvorst"],
    ("nl", "forbidden_city"): ["hofbeambte", "paviljoen", "omkoopbord", "kledingkaarten", "terras"],
    ("nl", "arkadia"): ["arbeider", "zegel", "banier", "kasteel", "zichtscherm", "tent"],
}
ENGLISH_LEFT_OVER = re.compile(r"\b(the|and|player|turn|gold coins|palace|worker|official)\b")


@pytest.mark.parametrize(("code", "game"), sorted(RULES_TERMS))
def test_the_full_rules_use_the_games_own_words(code, game):
    text = (PLAYER_RULES / code / f"{game}.md").read_text(encoding="utf-8")
    assert [term for term in RULES_TERMS[code, game] if term not in text] == []
    assert ENGLISH_LEFT_OVER.findall(text) == []


@pytest.mark.parametrize("code", ["de", "nl"])
def test_the_full_rules_say_the_corrected_rules(code):
    """Issue 31: the turn order follows the cards as they are now; tent workers earn seals."""
    maharaja = (PLAYER_RULES / code / "maharaja.md").read_text(encoding="utf-8")
    arkadia = (PLAYER_RULES / code / "arkadia.md").read_text(encoding="utf-8")
    now = {"de": "wie sie *jetzt* liegen (M-3.3.1)", "nl": "zoals ze *nu* liggen (M-3.3.1)"}[code]
    paid = {"de": "Zeltfelder eingeschlossen", "nl": "tentvelden inbegrepen"}[code]
    old_rules = {"de": "(Regelversion 1)", "nl": "(regelversie 1)"}[code]
    assert now in maharaja and paid in arkadia
    assert old_rules in maharaja and old_rules in arkadia


def test_guide_path_follows_the_language_and_falls_back_to_english(tmp_path):
    assert i18n.guide_path("maharaja") == GUIDES / "maharaja.md"
    i18n.set_language("de")
    assert i18n.guide_path("maharaja") == GUIDES / "de" / "maharaja.md"
    assert i18n.guide_path("maharaja", "nl") == GUIDES / "nl" / "maharaja.md"
    assert i18n.guide_path("no_such_game") is None
    lonely = tmp_path / "new_game.md"
    lonely.write_text("# New game", encoding="utf-8")
    assert i18n.localized(lonely) == lonely


def test_the_full_rules_follow_the_language_and_fall_back_to_english():
    english = PLAYER_RULES / "maharaja.md"
    assert i18n.localized(english, "en") == english
    assert i18n.localized(english, "de") == PLAYER_RULES / "de" / "maharaja.md"
    assert i18n.localized(english, "nl") == PLAYER_RULES / "nl" / "maharaja.md"
    assert i18n.localized(english, "fr") == english


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
