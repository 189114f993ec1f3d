"""Every board is a pure function of (view, seat, legal actions) (issue 14, item 3).

A board that watched a whole match and a fresh board handed only the last view must draw the
same picture: that is what review (jumping to any step) and a LAN client joining mid-match
rely on. Each game plays a random match; at sampled steps the scene of the board that was
synced through every step is rendered and compared with a fresh board's, for a seat and for
the spectator.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from desktop_app.engine.registry import get_game
from desktop_app.engine.session import Session
from desktop_app.ui import theme
from desktop_app.ui.games import available_board
from tests.ui.helpers import random_walk

GAMES = ["maharaja", "forbidden_city", "arkadia"]
#: How far each match is watched: every phase of every game comes up within it, and a board
#: that keeps memory shows it by then (a whole Forbidden City match is 2,000 steps).
MAX_STEPS = 450


def _picture(board) -> QImage:
    QApplication.processEvents()
    rect = board.scene.sceneRect()
    image = QImage(int(rect.width() / 2), int(rect.height() / 2), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    board.scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def _sync(board, game, state, seat) -> None:
    legal = tuple(game.legal_actions(state, seat)) if seat is not None and seat in game.to_move(state) else ()
    board.sync(game.view(state, seat), seat, legal, bool(legal))


def _random_match(game_id: str, players: int, seed: int) -> Session:
    return random_walk(game_id, players, seed, MAX_STEPS)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seat", [0, None], ids=["seat 0", "spectator"])
def test_a_board_that_watched_the_match_draws_what_a_fresh_board_draws(qtbot, game_id: str, seat) -> None:
    game = get_game(game_id)
    board_cls = available_board(game_id)
    assert board_cls is not None
    players = game.max_players if seat is None else game.min_players
    session = _random_match(game_id, players, seed=3)
    names = [f"Player {index + 1}" for index in range(players)]
    colours = theme.seat_colours([""] * players)
    watcher = board_cls(game, names, colours)
    steps = min(len(session.record), MAX_STEPS)
    checks = sorted({*range(1, steps + 1, max(1, steps // 20)), steps})
    for step in range(steps + 1):
        state = session.state_at(step)
        _sync(watcher, game, state, seat)
        if step not in checks:
            continue
        fresh = board_cls(game, names, colours)
        _sync(fresh, game, state, seat)
        # Decoration in flight (a sliding official, seals rising from a completed building) is
        # not memory: once it has landed the two pictures must agree.
        watcher.finish_animations()
        fresh.finish_animations()
        watched, drawn = _picture(watcher), _picture(fresh)
        if watched != drawn:
            differ = [
                (x, y)
                for y in range(0, drawn.height(), 2)
                for x in range(0, drawn.width(), 2)
                if watched.pixel(x, y) != drawn.pixel(x, y)
            ]
            box = (min(differ), max(differ)) if differ else ()
            raise AssertionError(f"{game_id}: step {step} draws differently after watching, around {box}")
