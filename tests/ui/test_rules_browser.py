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
