"""UI test set-up: user folders in a temporary directory and a board for the Secret Dice fixture."""

from __future__ import annotations

import pytest

from desktop_app.ui.games import register_board, unregister_board
from tests.ui.dice_board import DiceBoard
from tests.ui.stray_windows import hide_stray_windows


@pytest.fixture(autouse=True)
def user_home(tmp_path, monkeypatch):
    """Every UI test gets empty user folders (autosaves, recent files) of its own."""
    home = tmp_path / "home"
    monkeypatch.setenv("THREE_PALACES_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def dice_board():
    register_board("secret_dice", DiceBoard)
    yield DiceBoard
    unregister_board("secret_dice")


@pytest.fixture
def window(qtbot):
    from desktop_app.ui.main_window import MainWindow

    win = MainWindow(bot_delay=0)
    qtbot.addWidget(win)
    win.resize(1200, 800)
    yield win
    win.close_match()


@pytest.fixture(autouse=True)
def no_stray_windows():
    """After each test, hide every window it left on screen.

    A panel or dialog a test showed as a window of its own stays at the offscreen screen's
    corner and lies over later tests' windows, where it takes their pointer: a hover test then
    waits for a tooltip that never comes. Hidden, not closed: a close could ask a question.
    Qt is asked for its windows, not for every top-level widget (see ``stray_windows``).
    """
    yield
    hide_stray_windows()
