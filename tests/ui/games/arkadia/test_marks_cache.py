"""Marking buildings choosable or chosen paints rings over the tiles' cached pictures, not the
tiles again (issue 18: a played card marked twenty buildings and painted twenty tiles)."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication

from desktop_app.ui.board_view import BoardView
from desktop_app.ui.games.arkadia.board_items import BuildingItem
from tests.ui.games.arkadia.conftest import new_session, play_until, sync_mover, wire
from tests.ui.games.arkadia.test_play import _worker_turn, click_square


def test_choosing_a_building_paints_rings_not_tiles(qtbot, board, monkeypatch):
    session = new_session(seed=4)

    def build(session, legal, rng):
        plays = [a for a in legal if a.type == "play_card"]
        return rng.choice(plays) if plays else None

    def several(session) -> bool:  # a worker turn with a few open buildings to choose among
        open_ones = [b for b in session.view(None)["buildings"] if not b["completed"]]
        return len(open_ones) >= 4 and _worker_turn(session)

    assert play_until(session, several, random.Random(2), prefer=build)
    view = BoardView(board.scene)
    qtbot.addWidget(view)
    view.resize(900, 620)
    view.show()
    qtbot.waitExposed(view)
    seat = sync_mover(board, session)
    wire(board, session)
    choosable = board.selection.choosable_buildings()
    assert len(choosable) >= 2
    assert all(board.buildings[b].mark.isVisible() for b in choosable)
    QApplication.processEvents()
    painted: list[int] = []
    original = BuildingItem.paint

    def counting(self, *args):
        painted.append(self.building["id"])
        original(self, *args)

    monkeypatch.setattr(BuildingItem, "paint", counting)
    building_id = sorted(choosable)[0]
    click_square(view, tuple(session.view(seat)["buildings"][building_id]["squares"][0]))
    assert board.selection.building == building_id
    view.viewport().repaint()
    assert painted == []  # every tile came from its cached picture
    rings = [b for b, item in board.buildings.items() if item.mark.isVisible()]
    assert rings == [building_id]  # the chosen one's gold ring; the others' pale rings are gone
