"""A hint, a refusal and the text-size notice take a strip of their own between the prompt and the
board, never the board's top: lying over it at 1280x720 they hid Arkadia's first row and column
letters (and the square the hint's ghost was on), Maharaja's Bikaner and the Forbidden City's top
pavilions. The strip is always there, so the board does not move as a notice comes or goes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from benchmarks.layout_walk import played
from desktop_app.engine.registry import get_game
from desktop_app.ui.text_fit import size_label
from desktop_app.ui.text_size import SIZES, set_text_size, text_factor
from desktop_app.ui.theme import style_application
from tests.ui.fit_check import notice_over_board
from tests.ui.test_layout_fits import speaking

HINT = "Player 1 places an own worker on C1 — the computer rates your chance to win at 25 % after it"
REFUSAL = "That official cannot move: every way out of its square is blocked by walls and officials (F-4.7)"


@pytest.fixture
def styled(qapp):
    style_application(qapp)
    yield
    set_text_size("normal")


def _window(qtbot, session):
    """A main window at 1280x720 showing ``session``."""
    from desktop_app.ui.main_window import MainWindow

    window = MainWindow(bot_delay=0, use_autosave=False)
    qtbot.addWidget(window)
    window.show()
    window.resize(1280, 720)
    assert window.show_session(session)
    if window.match.locked:
        window.match.unlock()
    _settle()
    return window


def _settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def _check(window, label: str) -> None:
    """A hint, a refusal and the text-size notice, each in turn: none over the board or moving it."""
    match = window.match
    hint = QCoreApplication.translate("Hints", "Hint: {line}").format(line=HINT)
    text_notice = QCoreApplication.translate(
        "MainWindow", "Text size “{chosen}” does not fit this window: showing “{shown}”."
    ).format(chosen=size_label("largest"), shown=size_label("large"))
    says = [
        lambda: match.notice_line.tell(hint, 60_000),
        lambda: match.board.refused.emit(REFUSAL),
        lambda: window.tell(text_notice),
    ]
    for say in says:
        found = notice_over_board(match, window, say)
        assert not found, f"{label}: " + "\n".join(map(str, found))


@pytest.mark.parametrize("game_id", ["maharaja", "forbidden_city", "arkadia"])
def test_notices_take_their_own_strip_at_1280x720(qtbot, styled, game_id):
    """In English and German, at the normal and the largest text size (kept: at 1280x720 the
    window would fall back to a size that fits it, ``text_fit``, as a larger screen would not)."""
    session = played(game_id, get_game(game_id).max_players, 45)
    for language in ("en", "de"):
        with speaking(language):
            window = _window(qtbot, session)
            _check(window, f"{language} normal")
            window.text_fit.check = lambda: None
            set_text_size("largest")
            window.match.apply_preferences(window.preferences)
            _settle()
            assert text_factor() == SIZES["largest"]
            _check(window, f"{language} largest")
            window.close()
            QApplication.processEvents()
