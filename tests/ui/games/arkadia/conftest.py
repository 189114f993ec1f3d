"""Fixtures for the Arkadia board: a real engine Session, a shown view, and the shell's wiring.

``wire`` does what the match screen does: an emitted action is applied to the Session and the
board is synced again at once for the seat at the screen.
"""

from __future__ import annotations

import random

import pytest

import desktop_app.ui  # noqa: F401 - applies the None-refcount guard before any Qt call
from desktop_app.engine.action import Action
from desktop_app.engine.session import Session

NAMES = ["Anna", "Bruno", "Clara"]
COLOURS = ["#D55E00", "#0072B2", "#009E73"]


def new_session(players: int = 3, seed: int = 5) -> Session:
    return Session.new("arkadia", players, seed=seed)


def mover(session: Session) -> int:
    return min(session.to_move())


def sync_mover(board, session: Session, interactive: bool = True) -> int:
    seat = mover(session)
    board.sync(session.view(seat), seat, session.legal_actions(seat), interactive)
    return seat


def wire(board, session: Session) -> list[Action]:
    """Apply every emitted action to ``session`` and resync, as the shell does; returns the list."""
    emitted: list[Action] = []

    def act(action: Action) -> None:
        emitted.append(action)
        session.act(mover(session), action)
        if not session.is_over:
            sync_mover(board, session)

    board.action_chosen.connect(act)
    return emitted


def play_until(
    session: Session, done, rng: random.Random, limit: int = 3000, prefer=None, board=None
) -> bool:
    """Random legal actions (``prefer`` picks first when it returns one) until ``done(session)``."""
    for _ in range(limit):
        if session.is_over:
            return False
        if done(session):
            return True
        seat = mover(session)
        legal = list(session.legal_actions(seat))
        action = prefer(session, legal, rng) if prefer else None
        session.act(seat, action if action is not None else rng.choice(legal))
        if board is not None and not session.is_over:
            sync_mover(board, session)
    return False


@pytest.fixture
def board(qtbot):
    from desktop_app.engine.registry import get_game
    from desktop_app.ui.games.arkadia import BOARD

    made = BOARD(get_game("arkadia"), NAMES, COLOURS)
    yield made
    # A side panel shown as a window of its own would lie over later tests' windows on the
    # offscreen screen and take their pointer.
    made.side_widget().close()


def _completed(state) -> int:
    return sum(1 for b in state.buildings if b.completed)


def completing(session: Session, legal, rng: random.Random):
    """A greedy driver for ``play_until``: take a step that completes a building (H-1) when one
    exists among a sample, so a test match reaches the castle's second floor and the final round."""
    state, game, seat = session.state, session.game, mover(session)
    if state.phase not in ("must", "workers"):
        return None
    finish = [a for a in legal if a.type == "finish_workers"]
    pool = [a for a in legal if a.type in ("place_worker", "play_card")]
    if len(pool) > 60:
        pool = rng.sample(pool, 60)
    best, gain = None, 0
    for action in pool + finish:
        after = game.apply(state, seat, action)
        if after.phase == "workers":
            after = game.apply(after, seat, Action.make("finish_workers"))
        if _completed(after) - _completed(state) > gain:
            best, gain = action, _completed(after) - _completed(state)
    if best is not None:
        return best
    if finish:
        return finish[0]
    plays = [a for a in legal if a.type == "play_card"]
    return rng.choice(plays) if plays else None
