"""The board is a pure function of (view, seat, legal actions): a recorded match is played step by
step, and at every step a board that was synced through every step before draws exactly what a
fresh board synced only at that step draws — the same items, texts, tooltips and tags, and the
same pixels (``scene.render``). So jumping to any step in review, or a client joining mid-match,
shows what a player who watched the whole match sees: the trail of the last move, and the whole
story of the last pavilion (who brought which official in, the answers, the boards, the cards
paid), which come from the view (``last_move``, ``last_reveal``), not from the board's memory.

Two and four players; the seat at the screen (the one to act, as at a hot-seat screen, with its
legal actions) and the spectator.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

from desktop_app.engine.registry import get_game
from desktop_app.engine.session import Session
from desktop_app.ui.games.forbidden_city import BOARD, sprites
from desktop_app.ui.games.forbidden_city.maze_items import MazeItem
from tests.ui.games.forbidden_city.conftest import COLOURS, NAMES, new_session, policy

SCALE = 0.25  # every item is still painted, at a sixteenth of the pixels


def recorded_match(players: int, seed: int) -> Session:
    """A whole match of the quick policy (it enters often, so every pavilion case comes up)."""
    session = new_session(players, seed)
    rng = random.Random(seed)
    while not session.is_over:
        seat = min(s for s in session.to_move() if s >= 0)
        session.act(seat, policy(session, seat, rng))
    return session


def drawn_items(board) -> list[tuple]:
    """Every visible item in stacking order: its kind, place, text, tooltip, and the plain values
    it paints from (a Painted item's tag, a die's face, a pavilion's stack, a path's squares)."""
    out = []
    for item in board.scene.items():
        if not item.isVisible():
            continue
        pos = item.scenePos()
        text = ""
        if isinstance(item, QGraphicsSimpleTextItem):
            text = item.text()
        elif isinstance(item, QGraphicsTextItem):
            text = item.toPlainText()
        values = sorted((k, repr(v)) for k, v in vars(item).items() if _plain(v))
        out.append(
            (
                type(item).__name__,
                round(pos.x(), 2),
                round(pos.y(), 2),
                item.zValue(),
                text,
                item.toolTip(),
                values,
            )
        )
    return out


def _plain(value) -> bool:
    if isinstance(value, (list, tuple)):
        return all(_plain(v) for v in value)
    return value is None or isinstance(value, (bool, int, float, str))


def rendered(board) -> QImage:
    """The scene's pixels, the maze itself left out: it is drawn from ``board_layout()`` alone, the
    same for every view (and a third of the painting time); all that stands on it is in."""
    maze = [item for item in board.scene.items() if isinstance(item, MazeItem)]
    for item in maze:
        item.hide()
    image = QImage(int(1400 * SCALE), int(900 * SCALE), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    board.scene.render(painter, QRectF(0, 0, 1400 * SCALE, 900 * SCALE), QRectF(0, 0, 1400, 900))
    painter.end()
    for item in maze:
        item.show()
    return image


@pytest.mark.parametrize("reader", ["seat at the screen", "spectator"])
@pytest.mark.parametrize(("players", "seed"), [(2, 8), (4, 15)])
def test_F_8_2_a_board_synced_at_one_step_draws_what_a_board_that_watched_every_step_draws(
    qtbot, players, seed, reader
):
    session = recorded_match(players, seed)
    game = get_game("forbidden_city")
    names, colours = NAMES[:players], COLOURS[:players]
    watched = BOARD(game, names, colours)
    state = game.initial_state(players, {})
    screen = 0
    reveals_told = set()
    for step in range(len(session.record) + 1):
        if step:
            entry = session.record[step - 1]
            state = game.apply(state, entry.seat, entry.action)
        movers = sorted(s for s in game.to_move(state) if s >= 0)
        if movers:
            screen = movers[0]
        seat = screen if reader == "seat at the screen" else None
        view = game.view(state, seat)
        legal = list(game.legal_actions(state, seat)) if seat is not None else []
        interactive = seat in movers
        watched.sync(view, seat, legal, interactive)
        fresh = BOARD(game, names, colours)
        fresh.sync(view, seat, legal, interactive)
        assert drawn_items(fresh) == drawn_items(watched), f"step {step}: the boards draw different items"
        assert fresh.prompt() == watched.prompt(), f"step {step}: the prompts differ"
        drawn = rendered(watched)
        sprites.forget()  # the fresh board paints every glyph anew: a picture kept under a key
        # that does not name all it shows would differ here
        assert rendered(fresh) == drawn, f"step {step}: the boards differ in pixels"
        if view["last_reveal"] and view["resolution"] is None:
            reveals_told.add(view["reveal_count"])
    assert game.is_over(state)
    assert len(reveals_told) == 15  # every pavilion's story was told after its award


def test_F_8_2_the_matches_cover_every_pavilion_case():
    """The recorded matches of the test above meet each case of F-6.4, an empty pavilion (F-6.6.3)
    and the all-cards mode, so the story is checked in all its shapes."""
    cases, awards, all_cards = set(), 0, False
    for players, seed in ((2, 8), (4, 15)):
        session = recorded_match(players, seed)
        game = session.game
        state = game.initial_state(players, {})
        for entry in session.record:
            after = game.apply(state, entry.seat, entry.action)
            if after.reveal_count != state.reveal_count:
                cases.add(after.last_reveal_case)
            awards += state.phase == "award_choice"
            all_cards |= state.all_cards_mode and bool(after.last_transfers)
            state = after
    assert cases == {"none", "A", "B", "C", "D"}
    assert awards and all_cards


@pytest.mark.parametrize(("players", "seed"), [(2, 8), (4, 15)])
def test_a_board_that_jumps_back_and_forth_with_letters_on_and_off_draws_what_a_fresh_board_draws(
    qtbot, players, seed
):
    """Review jumps (back far, forward far, one step either way) and colour-blind letters switched
    on the way: the panel's parts are drawn into the items they drew before, the pieces keep their
    pictures, and still every step shows what a board that only saw that step shows."""
    session = recorded_match(players, seed)
    game = get_game("forbidden_city")
    names, colours = NAMES[:players], COLOURS[:players]
    watched = BOARD(game, names, colours)
    rng = random.Random(seed)
    steps = len(session.record)
    step, letters = steps // 2, False
    for turn in range(36):
        step = rng.choice([rng.randrange(steps + 1), max(0, step - 1), min(steps, step + 1)])
        if turn % 6 == 5:
            letters = not letters
            watched.set_colour_blind(letters)
        state = session.state_at(step)
        movers = sorted(s for s in game.to_move(state) if s >= 0)
        seat = movers[0] if movers and turn % 2 else None  # the mover, or a spectator in review
        legal = list(game.legal_actions(state, seat)) if seat is not None else []
        view = game.view(state, seat)
        watched.sync(view, seat, legal, bool(legal))
        fresh = BOARD(game, names, colours)
        fresh.set_colour_blind(letters)
        fresh.sync(view, seat, legal, bool(legal))
        what = f"jump {turn} to step {step}, letters {letters}"
        assert drawn_items(fresh) == drawn_items(watched), f"{what}: the boards draw different items"
        drawn = rendered(watched)
        sprites.forget()
        assert rendered(fresh) == drawn, f"{what}: the boards differ in pixels"
