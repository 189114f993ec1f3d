"""``Game.prepare`` builds what the rules otherwise build at a match's first moves, and a LAN
host asks for it before play begins."""

from __future__ import annotations

import pytest

from desktop_app.engine.registry import get_game
from desktop_app.engine.session import SeatInfo, Session


def test_arkadia_makes_every_placement():
    from desktop_app.games.arkadia import actions

    get_game("arkadia").prepare()
    assert all(None not in plays._rows for plays in actions.PLAY_ACTIONS)


def test_the_forbidden_city_makes_its_moves_sight_lines_and_column_tables():
    from desktop_app.games.forbidden_city import actions, board, move_list

    get_game("forbidden_city").prepare()
    assert actions.MOVES._rows is not None
    assert all(board._SIGHT[target] is not None for target in board.PAVILION_NUMBERS)
    assert move_list._CHUNKS


def test_maharaja_makes_its_house_moves():
    from desktop_app.games.maharaja import actions

    get_game("maharaja").prepare()
    assert {"MOVE_HOUSE", "FREE_MOVE"} <= set(vars(actions))


@pytest.mark.parametrize("game_id", ["maharaja", "forbidden_city", "arkadia"])
def test_preparing_twice_changes_nothing_a_match_plays_by(game_id):
    game = get_game(game_id)
    game.prepare()
    game.prepare()
    session = Session.new(game_id, [SeatInfo("A"), SeatInfo("B")], seed=4)
    assert session.to_move()


def test_a_host_prepares_its_game_before_play_begins(monkeypatch):
    from desktop_app.net.host_core import HostCore

    game = get_game("maharaja")
    asked = []
    monkeypatch.setattr(type(game), "prepare", lambda self: asked.append(self.id))
    session = Session.new("maharaja", [SeatInfo("A"), SeatInfo("B")], seed=4)
    HostCore(session, ["human", "human"], "CODE-FOR-TEST")
    assert asked == ["maharaja"]
