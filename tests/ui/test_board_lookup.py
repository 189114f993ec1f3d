"""Finding a game's board: registered boards, missing boards and boards that fail to import."""

from __future__ import annotations

import pytest

from desktop_app.ui import games
from tests.ui.dice_board import DiceBoard


def test_registered_board_is_found():
    assert games.board_class("secret_dice") is DiceBoard
    assert games.available_board("secret_dice") is DiceBoard


def test_unknown_game_has_no_board():
    assert games.board_class("no_such_game") is None


def test_a_board_that_fails_to_import_is_an_error_not_a_missing_board(monkeypatch):
    monkeypatch.setitem(games._MODULES, "broken", "tests.ui.broken_board")
    with pytest.raises(RuntimeError):
        games.board_class("broken")
    with pytest.raises(RuntimeError):
        games.available_board("broken")


@pytest.mark.parametrize("game_id", ["maharaja", "forbidden_city", "arkadia"])
def test_every_shipped_game_has_a_board(game_id):
    assert games.available_board(game_id) is not None
