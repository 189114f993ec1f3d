"""Issue 20 item 5: the language changes while a match runs, and the match goes on as it was.

The window makes its words again (menus, start page, the match screen over the same Table): the
table, its record and the review cursor are the very same objects and numbers, the person who
had the shared screen keeps it without a new hand-over, and the board, prompt, log and menus are
redrawn in the new language.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from desktop_app import i18n
from desktop_app.ui.main_window import MainWindow
from tests.ui.helpers import hand_over
from tests.ui.i18n_walk import language, played, screen_texts


def _menu_titles(window: MainWindow) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def test_switching_language_mid_match_keeps_the_match(qtbot):
    window = MainWindow(bot_delay=0, use_autosave=False)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    session = played("maharaja", 3, 30)
    assert window.show_session(session)
    hand_over(window.match)
    old = window.match
    assert old is not None
    table, record = old.table, list(session.record)
    length = table.length
    old.seek(12)  # a review: the cursor must survive the change too
    english_log = list(old.log.lines())
    english_prompt = old.prompt.text()
    assert _menu_titles(window)[0] == "&File"
    window.statusBar().showMessage("Welcome to Three Palaces.", 4000)
    with language("de"):
        QApplication.processEvents()
        assert window.statusBar().currentMessage() == ""  # nothing left in the old language
        match = window.match
        assert match is not None and match is not old, "the match screen was not made again"
        assert match.table is table and list(session.record) == record
        assert table.cursor == 12 and table.is_reviewing
        assert not match.locked, "a change of language asked for a hand-over again"
        assert _menu_titles(window)[0] == "&Datei"
        assert match.prompt.text().startswith(f"Rückblick auf Schritt 12 von {length}")
        assert match.prompt.text() != english_prompt
        texts = screen_texts(window)
        assert "Partieprotokoll" in texts and "Match log" not in texts
        assert "Der Maharaja" in texts  # the board itself is drawn in German
        assert not {"Edit", "Close match", "Computer speed", "Your turn"} & texts
        assert window.start_page.host_button.text() == "Eine LAN-Partie ausrichten…"
        german_log = list(match.log.lines())
        assert len(german_log) == len(english_log) and german_log != english_log
        match.seek(length)  # back to the live position: play goes on from the same table
        assert not table.is_reviewing and table.length == length
    assert i18n.current_language() == "en"
    QApplication.processEvents()
    assert _menu_titles(window)[0] == "&File" and window.match.table is table
    window.close_match()
