"""A board, its side panel and the widgets they make go with the last reference to them.

A slot that holds its widget (a lambda naming ``self`` connected to the widget's own signals) lives
in Qt's connection where Python's collector cannot see it, so the widget never went: a board's
side panel that no screen took in lived as long as the process, and every later change of font or
style repolished it (thousands in a test process, a tenth of the UI tests' CPU; in the app, every
board a review or a closed match made). ``desktop_app/ui/weak_slot.py`` says how slots are
connected instead. Each board here is synced through a seeded match (its panels build their
buttons, choosers and pickers as the match needs them), dropped, and must be gone after one
collection, with every widget of its side panel.
"""

from __future__ import annotations

import gc
import weakref

import pytest
import shiboken6
from PySide6.QtCore import QObject

from desktop_app.ui.games import board_class
from tests.ui.helpers import random_walk, synced_steps

NAMES = ["Asha", "Bo", "Chen"]
COLOURS = ["#D55E00", "#0072B2", "#009E73"]


def _played_board(game_id: str, steps: int):
    """A board synced through the first ``steps`` steps of a seeded match, each mover's view in
    turn, colour-blind letters switched on half way (the panels rebuild their parts)."""
    session = random_walk(game_id, 3, seed=5, steps=steps)
    board = board_class(game_id)(session.game, NAMES, COLOURS)
    for step in synced_steps(board, session):
        if step == steps // 2:
            board.set_colour_blind(True)
    board.finish_animations()
    return board


@pytest.mark.parametrize("game_id", ["maharaja", "forbidden_city", "arkadia"])
def test_a_board_and_its_side_panel_go_with_the_last_reference(qtbot, game_id):
    board = _played_board(game_id, steps=40)
    side = board.side_widget()
    assert side is not None and side.parent() is None, "the panel stands alone, as in a test"
    parts = side.findChildren(QObject)
    assert parts, "the panel has widgets of its own"
    gone_board, gone_side = weakref.ref(board), weakref.ref(side)
    del board, side
    gc.collect()
    assert gone_board() is None, "the board outlived the last reference to it"
    assert gone_side() is None, "the side panel outlived the last reference to its board"
    alive = [type(part).__name__ for part in parts if shiboken6.isValid(part)]
    assert not alive, f"parts of the side panel were never deleted: {alive[:10]}"
