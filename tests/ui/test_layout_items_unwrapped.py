"""No screen leaves PySide wrappers of the items its layouts own (``desktop_app/ui/widget_tools.py``).

A filled layout added to a layout already on a widget, or a layout asked for its items
(``itemAt``), gives each of its C++ items a Python wrapper held by the layout's wrapper. Python's
cyclic collector, freeing the widget from a reference cycle, may clear such a wrapper first: the
item is then deleted by Python and again by its layout, a segfault (the Maharaja disc picker's took
test workers down: ``tests/ui/games/maharaja/test_cycle_collect.py``). Whether it crashes depends
on the collector's order, so this looks for the wrappers themselves, which are there or not
whatever the order: every game's board played for a while, its match screen with the graph made.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLayout, QLayoutItem, QVBoxLayout, QWidget
from shiboken6 import Shiboken

from desktop_app.engine.registry import get_game
from desktop_app.engine.seats import CHANCE
from desktop_app.ui.games import board_class
from desktop_app.ui.match_view import MatchView
from desktop_app.ui.widget_tools import nested
from tests.ui.helpers import random_walk

GAMES = ["maharaja", "forbidden_city", "arkadia"]
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


def _play(board, game_id: str, steps: int) -> None:
    """``board`` synced through a seeded match's first ``steps`` steps, each mover's view in turn
    (the side panel builds its buttons, choosers and pickers as the match needs them)."""
    session = random_walk(game_id, 3, seed=5, steps=steps)
    game = session.game
    for step in range(len(session.record) + 1):
        state = session.state_at(step)
        movers = sorted(game.to_move(state) - {CHANCE})
        seat = movers[0] if movers else None
        legal = list(game.legal_actions(state, seat)) if seat is not None else []
        board.sync(game.view(state, seat), seat, legal, bool(legal))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_played_board_and_its_match_screen_leave_no_item_wrapped(qtbot, game_id):
    before = wrapped_items()
    board = board_class(game_id)(get_game(game_id), NAMES, COLOURS)
    _play(board, game_id, steps=40)
    board.finish_animations()
    assert made_since(before) == [], "the board's side panel"
    match = MatchView(random_walk(game_id, 3, seed=5, steps=20), board_class(game_id), bot_delay=3600)
    qtbot.addWidget(match)
    match.resize(1280, 720)
    match.show()
    qtbot.waitExposed(match)
    assert match.graph is not None
    qtbot.wait(10)
    assert made_since(before) == [], "the match screen"
