"""No screen leaves PySide wrappers of the items its layouts own (``desktop_app/ui/widget_tools.py``).

A filled layout added to a layout already on a widget, or a layout asked for its items
(``itemAt``), gives each of its C++ items a Python wrapper held by the layout's wrapper. Python's
cyclic collector, freeing the widget from a reference cycle, may clear such a wrapper first: the
item is then deleted by Python and again by its layout, a segfault (the Maharaja disc picker's took
test workers down: ``tests/ui/games/maharaja/test_cycle_collect.py``). Whether it crashes depends
on the collector's order, so this looks for the wrappers themselves, which are there or not
whatever the order: every game's board at each step of a seeded match, its match screen with the
graph made, the start page and the dialogs.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLayout, QLayoutItem, QVBoxLayout, QWidget
from shiboken6 import Shiboken

from desktop_app.engine.registry import get_game
from desktop_app.ui.games import board_class
from desktop_app.ui.match_view import MatchView
from desktop_app.ui.widget_tools import nested
from tests.ui.helpers import random_walk, synced_steps

GAMES = ["maharaja", "forbidden_city", "arkadia"]
#: Steps of the seeded match each board follows: Maharaja's turn grids (build modes, shields)
#: come up within them.
STEPS = 60
NAMES = ["Asha", "Bo", "Chen"]
COLOURS = ["#D55E00", "#0072B2", "#009E73"]


def wrapped_items() -> dict[int, str]:
    """Every live wrapper of a layout's item that Qt made (not Python) and a layout's wrapper
    holds as its child (Shiboken's dump names that parent), by id, with what it holds."""
    found = {}
    for wrapper in Shiboken.getAllValidWrappers():
        if not isinstance(wrapper, QLayoutItem) or isinstance(wrapper, QLayout | QWidget):
            continue
        if Shiboken.createdByPython(wrapper) or "parent...." not in Shiboken.dump(wrapper):
            continue
        widget = wrapper.widget()
        found[id(wrapper)] = type(widget).__name__ if widget is not None else type(wrapper).__name__
    return found


def made_since(before: dict[int, str]) -> list[str]:
    return sorted(name for key, name in wrapped_items().items() if key not in before)


def test_the_check_sees_a_filled_layout_added_and_an_item_asked_for(qtbot):
    """The check can fail: both ways of making the wrappers are seen, the empty-first one is not."""
    before = wrapped_items()
    host = QWidget()
    qtbot.addWidget(host)
    column = QVBoxLayout(host)
    filled = QHBoxLayout()
    filled.addWidget(QLabel("a"))
    filled.addWidget(QLabel("b"))
    column.addLayout(filled)
    assert made_since(before) == ["QLabel", "QLabel"]
    before = wrapped_items()
    column.addWidget(QLabel("c"))
    column.itemAt(column.count() - 1)
    assert made_since(before) == ["QLabel"]
    before = wrapped_items()
    empty_first = nested(column, QHBoxLayout())
    empty_first.addWidget(QLabel("d"))
    assert made_since(before) == []
    with pytest.raises(ValueError):
        nested(column, filled)


def _play(game_id: str, steps: int) -> list[str]:
    """A board synced through a seeded match's first ``steps`` steps, each mover's view in turn
    (the side panel builds its buttons, grids and pickers as the match needs them); the wrappers
    any step left, each once."""
    before = wrapped_items()
    board = board_class(game_id)(get_game(game_id), NAMES, COLOURS)
    left: set[str] = set()
    for step in synced_steps(board, random_walk(game_id, 3, seed=5, steps=steps)):
        left.update(f"step {step}: {name}" for name in made_since(before))
    return sorted(left)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_played_board_leaves_no_item_wrapped(qtbot, game_id):
    assert _play(game_id, steps=STEPS) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_the_match_screen_with_its_graph_leaves_no_item_wrapped(qtbot, game_id):
    before = wrapped_items()
    match = MatchView(random_walk(game_id, 3, seed=5, steps=20), board_class(game_id), bot_delay=3600)
    qtbot.addWidget(match)
    match.resize(1280, 720)
    match.show()
    qtbot.waitExposed(match)
    assert match.graph is not None
    qtbot.wait(10)
    assert made_since(before) == []


def test_the_start_page_and_the_dialogs_leave_no_item_wrapped(qtbot, monkeypatch):
    from desktop_app.ui.archive_view import ArchiveDialog
    from desktop_app.ui.lan_host import HostMatchDialog
    from desktop_app.ui.lan_hosting import LOCAL, NETWORK, HostPlan, LanHosting, PlannedSeat
    from desktop_app.ui.lan_join import JoinDialog
    from desktop_app.ui.lan_lobby import LobbyDialog
    from desktop_app.ui.main_window import MainWindow
    from desktop_app.ui.new_match import NewMatchDialog
    from desktop_app.ui.preferences import PreferencesDialog
    from desktop_app.ui.rules_browser import RulesBrowser
    from tests.ui.lan_windows import loopback

    before = wrapped_items()
    settings = loopback(monkeypatch)
    seats = (PlannedSeat(LOCAL, NAMES[0]), PlannedSeat(NETWORK), PlannedSeat("hard"))
    hosting = LanHosting(HostPlan("maharaja", seats), settings)
    try:
        windows = [
            MainWindow(bot_delay=0, use_autosave=False),
            NewMatchDialog(None, "maharaja"),
            HostMatchDialog(None, "arkadia"),
            PreferencesDialog(None),
            ArchiveDialog(None),
            RulesBrowser(None, "forbidden_city"),
            JoinDialog(settings=settings),
            LobbyDialog(hosting),
        ]
        for window in windows:
            qtbot.addWidget(window)
            window.show()
        qtbot.wait(10)
        assert made_since(before) == []
    finally:
        hosting.close()
