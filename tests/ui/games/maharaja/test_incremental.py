"""A Maharaja board edited in place draws what a board built from the same view draws (issue 18).

The board keeps its items from one sync to the next: pieces, the panel's rows (texts set again
only where they changed), the glow of each legal place (rendered once per look and zoom), the
side panel's buttons and notes (taken again by key), the pieces' pictures (kept per look). Each
of those could keep something of an earlier position. So one board follows a seeded random
match — the mover's own view and moves at every step, jumps back into review, a half-made choice
on the map, colour-blind mode switched on and off and a larger text size for a stretch — and at
sampled steps a fresh board given only that step's view is compared with it: the scene's
picture, the side panel's widgets (kind, words, tooltip, state, font) in their layout order, the
prompt and the keyboard's targets.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QAbstractButton, QApplication, QGridLayout, QLabel, QLayout, QSpinBox, QWidget

from desktop_app.engine.registry import get_game
from desktop_app.engine.seats import CHANCE
from desktop_app.engine.session import Session
from desktop_app.ui import text_size, theme
from desktop_app.ui.games.maharaja import BOARD, sprites
from tests.ui.helpers import random_walk

#: A five-player match is about 280 steps; every phase comes up within it.
STEPS = 300
CHECK_EVERY = 23


def _match(players: int, seed: int) -> Session:
    return random_walk("maharaja", players, seed, STEPS)


def _sync(board, session: Session, step: int, review: bool) -> None:
    """The screen at ``step``: the mover's view and moves live; a seat's view without moves in review."""
    game, state = session.game, session.state_at(step)
    movers = sorted(game.to_move(state) - {CHANCE})
    seat = (step % len(session.seats)) if review or not movers else movers[0]
    legal = () if review or not movers else tuple(game.legal_actions(state, seat))
    board.sync(game.view(state, seat), seat, legal, bool(legal))


def _picture(board) -> QImage:
    QApplication.processEvents()
    rect = board.scene.sceneRect()
    image = QImage(int(rect.width() / 2), int(rect.height() / 2), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    board.scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def _widget(widget: QWidget, panel: QWidget) -> tuple[object, ...]:
    words = widget.text() if isinstance(widget, QAbstractButton | QLabel) else ""
    checked = isinstance(widget, QAbstractButton) and widget.isCheckable() and widget.isChecked()
    spin = (widget.minimum(), widget.maximum(), widget.value()) if isinstance(widget, QSpinBox) else ()
    icon = isinstance(widget, QAbstractButton) and not widget.icon().isNull()
    return (
        type(widget).__name__,
        widget.objectName(),
        words,
        widget.toolTip(),
        widget.isEnabled(),
        checked,
        icon,
        spin,
        widget.property("kind"),
        round(widget.font().pointSizeF(), 1),
        widget.isVisibleTo(panel),
    )


def _layout(layout: QLayout, panel: QWidget) -> list[tuple[object, ...]]:
    """Everything in ``layout`` in order, with its grid cell; nested layouts in place."""
    found: list[tuple[object, ...]] = []
    for index in range(layout.count()):
        item = layout.itemAt(index)
        assert item is not None
        cell: tuple[object, ...] = ()
        if isinstance(layout, QGridLayout):
            cell = tuple(layout.getItemPosition(index))  # type: ignore[arg-type]  # PySide's stub says object
        widget, inner = item.widget(), item.layout()
        if widget is not None:
            found.append((cell, *_widget(widget, panel)))
        elif inner is not None:
            found.append((cell, type(inner).__name__, tuple(_layout(inner, panel))))
    return found


def _side(board) -> tuple[object, ...]:
    panel = board.side_widget()
    QApplication.processEvents()  # polished: the sizes the text size gives are in the fonts
    return (
        panel.status.text(),
        panel.status.isVisibleTo(panel),
        panel.picker.isVisibleTo(panel),
        tuple(panel.picker.slots),
        sorted(panel.buttons),
        _layout(panel.body, panel),
    )


def _state(board) -> tuple[object, ...]:
    targets = [(target.key, target.name) for target in board.focus_targets()]
    return board.prompt(), targets, board.selection.mode, board.selection.picked, _side(board)


class Follow:
    """A board that follows the walk, and fresh boards made for the comparisons."""

    def __init__(self, qtbot, players: int, seed: int) -> None:
        self.qtbot = qtbot
        self.game = get_game("maharaja")
        self.session = _match(players, seed)
        self.names = [f"Player {index + 1}" for index in range(players)]
        self.colours = theme.seat_colours([""] * players)
        self.colour_blind = False
        self.board = self.fresh()
        self.mode: str | None = None

    def fresh(self):
        board = BOARD(self.game, self.names, self.colours)
        board.side_widget().show()
        return board

    def sync(self, step: int, review: bool, rng: random.Random) -> None:
        _sync(self.board, self.session, step, review)
        self.mode = None
        modes = [mode for mode in self.board.selection.modes if mode != self.board.selection.mode]
        if modes and rng.random() < 0.3:  # a half-made choice on the map: a mode button pressed
            self.mode = rng.choice(modes)
            self.board.enter_mode(self.mode)

    def compare(self, step: int, review: bool) -> None:
        fresh = self.fresh()
        fresh.set_colour_blind(self.colour_blind)
        _sync(fresh, self.session, step, review)
        if self.mode is not None:
            fresh.enter_mode(self.mode)
        what = f"step {step}{' (review)' if review else ''}, colour-blind {self.colour_blind}"
        assert _state(self.board) == _state(fresh), f"{what}: the prompt, targets or side panel differ"
        watched = _picture(self.board)
        sprites.forget()  # the fresh board paints its pieces' pictures anew: a look that names
        if watched != _picture(fresh):  # too little would show the watcher an older picture
            raise AssertionError(f"{what}: the board draws differently from a fresh one")
        fresh.side_widget().close()

    def close(self) -> None:
        self.board.side_widget().close()


@pytest.mark.parametrize(("players", "seed"), [(5, 12), (2, 4)], ids=["5 players", "2 players"])
def test_a_board_edited_in_place_draws_what_a_fresh_board_draws(qtbot, players: int, seed: int) -> None:
    follow = Follow(qtbot, players, seed)
    rng = random.Random(seed)
    steps = len(follow.session.record)
    compared = 0
    try:
        for step in range(steps + 1):
            if step == steps // 3:
                follow.colour_blind = True
                follow.board.set_colour_blind(True)
            if step == steps // 2:
                text_size.set_text_size("large")
            if step == 2 * steps // 3:
                follow.colour_blind = False
                follow.board.set_colour_blind(False)
                text_size.set_text_size("normal")
            follow.sync(step, False, rng)
            if step % CHECK_EVERY == 0 or step == steps:
                follow.compare(step, False)
                back = rng.randrange(step + 1)  # a jump back into review, then on from the match
                follow.sync(back, True, rng)
                follow.compare(back, True)
                compared += 2
    finally:
        text_size.set_text_size("normal")
        follow.close()
    assert compared >= 8
