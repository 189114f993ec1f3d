"""Fixtures for the Maharaja board: a real engine Session driven to a phase, and a shown view.

Importing ``desktop_app.ui`` applies the PySide6 6.12 / Python 3.11 ``None`` guard (ui/qt_guard.py).
"""

from __future__ import annotations

import pytest

import desktop_app.ui  # noqa: F401 - applies the None-refcount guard before any Qt call
from desktop_app.engine.action import Action
from desktop_app.engine.session import Session

NAMES = ["Asha", "Bharat", "Chandra"]
COLOURS = ["red", "blue", "green"]


def new_session(players: int = 3, seed: int = 7) -> Session:
    return Session.new("maharaja", players, seed=seed)


def drive(session: Session, phase: str, disc: tuple[str, str] = ("take_gold", "take_gold")) -> None:
    """Play the first legal action (planning: ``disc``) until the View's phase is ``phase``."""
    for _ in range(400):
        view = session.view(None)
        if view["phase"] == phase:
            return
        seat = min(session.to_move())
        legal = session.legal_actions(seat)
        if view["phase"] == "planning":
            session.act(seat, Action.make("choose_actions", a=disc[0], b=disc[1]))
        else:
            session.act(seat, legal[0])
    raise AssertionError(f"never reached {phase}")


@pytest.fixture
def board(qtbot):
    from desktop_app.engine.registry import get_game
    from desktop_app.ui.games.maharaja import BOARD

    made = BOARD(get_game("maharaja"), NAMES, COLOURS)
    yield made
    # Tests show the side panel as a window of its own; left open, it lies over later tests'
    # windows on the offscreen screen and takes their pointer (a hover test then sees nothing).
    made.side_widget().close()
