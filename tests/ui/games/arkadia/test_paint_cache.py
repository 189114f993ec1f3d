"""What changes at a step is painted again, the rest comes from its cached picture (issue 18):
marking buildings choosable or chosen paints rings over the tiles (a played card marked twenty
buildings and painted twenty tiles), and the castle panel's turn status is painted apart from
the panel (which cost 5 ms a step).

Paints are counted by wrapping ``paint`` before the board and its items are made: PySide looks
a Python override up once per item, so a wrapper put on later would never be called.
"""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication

from desktop_app.engine.registry import get_game
from desktop_app.ui.board_view import BoardView
from desktop_app.ui.games.arkadia import BOARD
from desktop_app.ui.games.arkadia.board_items import BuildingItem
from desktop_app.ui.games.arkadia.panel import CastlePanel, StatusLines
from tests.ui.games.arkadia.conftest import COLOURS, NAMES, new_session, play_until, sync_mover, wire
from tests.ui.games.arkadia.test_play import _worker_turn, click_square


def counted(monkeypatch, *classes) -> list[str]:
    """Wrap each class's ``paint`` so every call is listed by class name (before any instance)."""
    painted: list[str] = []
    for cls in classes:

        def counting(self, *args, _original=cls.paint, _name=cls.__name__):
            painted.append(_name)
            _original(self, *args)

        monkeypatch.setattr(cls, "paint", counting)
    return painted


def shown_board(qtbot):
    board = BOARD(get_game("arkadia"), NAMES, COLOURS)
    view = BoardView(board.scene)
    qtbot.addWidget(view)
    view.resize(900, 620)
    view.show()
    qtbot.waitExposed(view)
    return board, view


def test_choosing_a_building_paints_rings_not_tiles(qtbot, monkeypatch):
    painted = counted(monkeypatch, BuildingItem)
    board, view = shown_board(qtbot)
    session = new_session(seed=4)

    def build(session, legal, rng):
        plays = [a for a in legal if a.type == "play_card"]
        return rng.choice(plays) if plays else None

    def several(session) -> bool:  # a worker turn with a few open buildings to choose among
        open_ones = [b for b in session.view(None)["buildings"] if not b["completed"]]
        return len(open_ones) >= 4 and _worker_turn(session)

    assert play_until(session, several, random.Random(2), prefer=build)
    seat = sync_mover(board, session)
    wire(board, session)
    choosable = board.selection.choosable_buildings()
    assert len(choosable) >= 2
    assert all(board.buildings[b].mark.isVisible() for b in choosable)
    QApplication.processEvents()
    view.viewport().repaint()
    assert painted, "the tiles were painted once, into their pictures"
    painted.clear()
    building_id = sorted(choosable)[0]
    click_square(view, tuple(session.view(seat)["buildings"][building_id]["squares"][0]))
    assert board.selection.building == building_id
    QApplication.processEvents()
    view.viewport().repaint()
    assert painted == []  # every tile came from its cached picture
    rings = [b for b, item in board.buildings.items() if item.mark.isVisible()]
    assert rings == [building_id]  # the chosen one's gold ring; the others' pale rings are gone


def test_a_new_turn_status_paints_the_status_not_the_castle_panel(qtbot, monkeypatch):
    painted = counted(monkeypatch, CastlePanel, StatusLines)
    board, view = shown_board(qtbot)
    session = new_session(seed=3)
    sync_mover(board, session)
    QApplication.processEvents()
    assert "CastlePanel" in painted and "StatusLines" in painted
    panel = board.panel
    rng = random.Random(1)
    for _ in range(40):  # steps until one changes the status but not the castle's picture
        castle = (dict(panel.values), [list(f) for f in panel.floors], panel.current)
        status = list(panel.status)
        seat = min(session.to_move())
        session.act(seat, rng.choice(list(session.legal_actions(seat))))
        painted.clear()
        sync_mover(board, session)
        QApplication.processEvents()
        view.viewport().repaint()
        same = castle == (dict(panel.values), [list(f) for f in panel.floors], panel.current)
        if same and panel.status != status:
            break
    else:
        raise AssertionError("no step changed only the status")
    assert painted == ["StatusLines"]
