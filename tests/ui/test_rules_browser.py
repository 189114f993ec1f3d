"""Issue 19 item 8: the rules window is for players — "How to play", the full rules, and search.

Every game's two documents are opened through the window (F1, then the game list) and read as a
player sees them: no file paths, module or test names, data files or engine words. The search
field is typed into and Enter pressed, as a person would.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from desktop_app.ui import rules_browser

#: What only a developer would write: paths, modules, tests, data files, the engine's own terms.
DEVELOPER_WORDS = re.compile(
    r"desktop_app|\.py\b|tests/|\.json|\bengine\b|IllegalAction|shared/rules|docs/|TypedDict|"
    r"\bseat 0\b|`|networkx|view\(\)|to_move|apply\(",
    re.IGNORECASE,
)


def _open(window, game_id: str):
    window.show_rules(game_id)
    browser = window.rules
    assert browser is not None and browser.isVisible()
    return browser


@pytest.mark.parametrize("game_id", ["maharaja", "forbidden_city", "arkadia"])
def test_each_game_has_a_guide_and_full_rules_written_for_players(window, game_id):
    browser = _open(window, game_id)
    tabs = [browser.tabs.tabText(i) for i in range(browser.tabs.count())]
    assert tabs == ["How to play", "Full rules"]
    for index in range(browser.tabs.count()):
        browser.tabs.setCurrentIndex(index)
        text = browser.text.toPlainText()
        assert len(text) > 3000, tabs[index]
        leaks = sorted({m.group(0) for m in DEVELOPER_WORDS.finditer(text)})
        assert not leaks, f"{game_id} / {tabs[index]}: {leaks}"
    browser.close()


def test_search_marks_every_match_and_enter_walks_through_them(qtbot, window):
    browser = _open(window, "maharaja")
    browser.tabs.setCurrentIndex(1)
    qtbot.keyClicks(browser.search, "palace")
    matches = len(browser.text.extraSelections())
    assert matches >= 5
    assert f"{matches} found on this page" in browser.search_result.text()
    assert "on the other tab" in browser.search_result.text()  # the guide speaks of palaces too
    first = browser.text.textCursor().position()
    qtbot.keyClick(browser.search, Qt.Key.Key_Return)
    second = browser.text.textCursor().position()
    assert second > first and browser.isVisible()  # Enter is "next", it does not close the window
    assert browser.text.textCursor().selectedText().lower() == "palace"
    qtbot.keyClick(browser.search, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert browser.text.textCursor().position() == first
    browser.search.clear()
    assert not browser.text.extraSelections() and not browser.search_result.text()
    qtbot.keyClicks(browser.search, "no such words anywhere")
    assert "0 found" in browser.search_result.text()
    browser.close()


def test_without_documents_the_window_says_so_in_words(window, tmp_path, monkeypatch):
    monkeypatch.setattr(rules_browser, "guides_dir", lambda: tmp_path / "none")
    monkeypatch.setattr(rules_browser, "rules_dir", lambda: tmp_path / "none")
    window.rules_action.trigger()
    text = window.rules.text.toPlainText()
    assert "not part of this copy" in text and str(tmp_path) not in text
    window.rules.close()


def _click_tab(qtbot, browser, name: str) -> str:
    """Click the tab called ``name`` as a person would; the text of the page it brings to the front."""
    bar = browser.tabs.tabBar()
    names = [bar.tabText(i) for i in range(bar.count())]
    assert name in names, names
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(names.index(name)).center())
    assert browser.tabs.currentIndex() == names.index(name)
    return browser.text.toPlainText()


#: What each language's full rules of Maharaja say that no other language's do.
FULL_RULES = {
    "de": ("Vollständige Regeln", "Maharaja — die vollständigen Regeln", "folgt den Personenkarten"),
    "nl": ("Volledige regels", "Maharaja — de volledige regels", "volgt de personagekaarten"),
}


@pytest.mark.parametrize("code", ["de", "nl"])
def test_the_full_rules_tab_speaks_the_language_chosen_while_it_is_open(qtbot, window, code):
    """Issue 33 item 6: the full rules were English in German and Dutch. The window is open on
    Maharaja's full rules when the language changes; it comes back in the new language, and the
    full rules tab then shows the translated rules (and English again after switching back)."""
    from tests.ui.i18n_walk import language

    english = _click_tab(qtbot, _open(window, "maharaja"), "Full rules")
    assert english.startswith("Maharaja — the full rules") and "the lowest card at that moment" in english
    tab, title, corrected = FULL_RULES[code]
    with language(code):
        browser = window.rules
        assert browser is not None and browser.isVisible()
        assert browser.current_game_id() == "maharaja"
        text = _click_tab(qtbot, browser, tab)
        assert text.startswith(title) and corrected in text
        assert "the full rules" not in text and "Grand Prince" not in text
        for other in set(FULL_RULES) - {code}:
            assert FULL_RULES[other][1] not in text
        browser.index.setCurrentRow([d.game_id for d in browser.games].index("arkadia"))
        arkadia = _click_tab(qtbot, browser, tab)
        screen = {"de": "Sichtschirm", "nl": "zichtscherm"}[code]
        assert arkadia.startswith("Arkadia — d") and screen in arkadia
    assert _click_tab(qtbot, window.rules, "Full rules").startswith("Arkadia — the full rules")
    window.rules.close()


@pytest.mark.parametrize("code", ["de", "nl"])
def test_every_games_translated_documents_are_written_for_players(window, code):
    from tests.ui.i18n_walk import language

    with language(code):
        for game_id in ("maharaja", "forbidden_city", "arkadia"):
            browser = _open(window, game_id)
            assert browser.tabs.count() == 2
            for index in range(2):
                browser.tabs.setCurrentIndex(index)
                text = browser.text.toPlainText()
                assert len(text) > 3000
                assert not sorted({m.group(0) for m in DEVELOPER_WORDS.finditer(text)})
                assert "Three Palaces" not in text
            browser.close()
