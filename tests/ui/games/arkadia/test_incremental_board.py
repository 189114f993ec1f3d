"""The Arkadia board stays a pure function of the view while it keeps everything it can (issue 18).

Synced step after step it keeps pieces, cards and castle floors whose look did not change, and
paints every look once into its picture store (``sprites.py``), blitting it afterwards. A
picture kept under a look that misses one of its inputs, an item kept that should have changed,
or a colour-blind switch that left old pictures would show as a difference from a board that
saw only the last view. So one board is walked through a seeded 2-player match — each mover's
own view in turn as a hot-seat screen shows it, jumps back into review and on again, and
colour-blind mode switched on and off on the way — and rendered at every step (so its store is
used); at sampled steps its picture is compared pixel for pixel with a fresh board's, given the
same view and mode. Text size (Preferences) does not reach the scene: its fonts are fixed.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from desktop_app.engine.registry import get_game
from desktop_app.engine.seats import CHANCE
from desktop_app.engine.session import Session
from desktop_app.ui.games.arkadia import BOARD
from desktop_app.ui.games.arkadia.board import SPARE
from desktop_app.ui.games.arkadia.board_items import BuildingItem, WorkerItem
from desktop_app.ui.games.sprites import Sprites
from tests.ui.games.arkadia.conftest import COLOURS, NAMES
from tests.ui.helpers import random_walk

STEPS = 200
CHECK_EVERY = 6
SCALE = 0.5


def _walk(players: int, seed: int) -> Session:
    return random_walk("arkadia", players, seed, STEPS)


def _sync(board, session: Session, step: int, review: bool) -> None:
    game, state = session.game, session.state_at(step)
    movers = sorted(game.to_move(state) - {CHANCE})
    seat = None if review or not movers else movers[0]
    legal = tuple(game.legal_actions(state, seat)) if seat is not None else ()
    board.sync(game.view(state, seat), seat, legal, bool(legal))
    board.finish_animations()


def _picture(board) -> QImage:
    rect = board.scene.sceneRect()
    image = QImage(int(rect.width() * SCALE), int(rect.height() * SCALE), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    board.scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def _fresh(session: Session, step: int, review: bool, colour_blind: bool):
    board = BOARD(get_game("arkadia"), NAMES[:2], COLOURS[:2])
    board.set_colour_blind(colour_blind)
    _sync(board, session, step, review)
    return board


def test_a_board_synced_through_a_match_draws_what_a_fresh_board_draws(qapp) -> None:
    session = _walk(players=2, seed=8)
    board = BOARD(get_game("arkadia"), NAMES[:2], COLOURS[:2])
    rng = random.Random(4)
    colour_blind = False
    compared = 0
    steps = len(session.record)
    walk: list[tuple[int, bool]] = []
    for step in range(steps + 1):
        walk.append((step, False))
        if step % 11 == 10:
            walk.append((rng.randrange(step), True))  # a jump back in review, then on live
    for index, (step, review) in enumerate(walk):
        if index % 29 == 28:
            colour_blind = not colour_blind  # Preferences: the shell syncs again after the switch
            board.set_colour_blind(colour_blind)
        _sync(board, session, step, review)
        shown = _picture(board)  # every step painted: its pictures are used and kept
        if index % CHECK_EVERY == 0 or review or step == steps:
            fresh = _fresh(session, step, review, colour_blind)
            assert shown == _picture(fresh), f"step {step} (review {review}, colour-blind {colour_blind})"
            compared += 1
    assert compared >= 40
    # Back to a position it has painted, through another: every picture comes from the store.
    middle = steps // 2
    _sync(board, session, middle, False)
    _picture(board)
    _sync(board, session, middle // 2, True)
    _picture(board)
    painted = board.sprites.painted
    _sync(board, session, middle, False)
    _picture(board)
    assert painted > 0 and board.sprites.painted == painted


def test_a_look_is_painted_once_per_scale_and_the_oldest_go_past_the_limit(qapp) -> None:
    sprites = Sprites(limit=3)
    painted: list[str] = []

    def disc(name: str):
        def paint(painter: QPainter) -> None:
            painted.append(name)
            painter.setBrush(QColor(name))
            painter.drawEllipse(QRectF(2, 2, 16, 16))

        return paint

    def draw(look: str, scale: float, x: float = 0) -> QImage:
        image = QImage(60, 60, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        painter.scale(scale, scale)
        sprites.draw(painter, look, QRectF(x, 0, 20, 20), disc(look))
        painter.end()
        return image

    first = draw("red", 1.0)
    assert draw("red", 1.0, x=0) == first and painted == ["red"]
    moved = draw("red", 1.0, x=20)  # the same look elsewhere is the same picture, moved
    assert painted == ["red"] and moved.copy(20, 0, 20, 20) == first.copy(0, 0, 20, 20)
    draw("red", 2.0)
    assert painted == ["red", "red"]  # another zoom: painted at that scale
    draw("blue", 1.0)
    draw("green", 1.0)  # four pictures in a store of three: the oldest (red at 1.0) went
    assert len(sprites) == 3
    draw("red", 1.0)
    assert painted[-1] == "red" and sprites.painted == len(painted) == 5


def test_a_picture_from_the_store_matches_a_direct_paint_on_whole_pixels(qapp) -> None:
    """On a whole-pixel corner the blit is exactly what the paint itself would have drawn."""

    def paint(painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor("#6a8f3c"))
        painter.drawRoundedRect(QRectF(13, 11, 30, 20), 5, 5)

    def on(image_paint) -> QImage:
        image = QImage(80, 60, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(4, 3)
        image_paint(painter)
        painter.end()
        return image

    direct = on(paint)
    blitted = on(lambda painter: Sprites().draw(painter, "tile", QRectF(10, 10, 40, 30), paint))
    assert blitted == direct


def test_pieces_taken_off_are_kept_hidden_and_only_so_many(qtbot) -> None:
    """A review jump hides the pieces it takes off (shown again on the way back, issue 17); the
    scene never holds more than ``SPARE`` of them, and none of them is in view."""
    session = _walk(2, 4)
    board = BOARD(get_game("arkadia"), NAMES[:2], COLOURS[:2])
    steps = len(session.record)
    rng = random.Random(2)
    for _ in range(60):
        _sync(board, session, rng.randrange(steps + 1), review=True)
        pieces = [item for item in board.scene.items() if isinstance(item, BuildingItem | WorkerItem)]
        hidden = [item for item in pieces if not item.isVisible()]
        assert len(hidden) <= SPARE
        assert all(item.isVisible() for item in board.pieces)
        assert len(pieces) - len(hidden) == len(board.pieces)
