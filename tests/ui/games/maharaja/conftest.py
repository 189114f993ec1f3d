"""Fixtures for the Maharaja board: a real engine Session driven to a phase, and a shown view.

PySide6 6.12 on Python 3.11 drops a reference to ``None`` on every call of a void Qt method
(None is immortal only from Python 3.12 on), so a few thousand scene calls end the interpreter
with "none_dealloc". Until the environment moves to Python 3.12 or another PySide6 release, the
count of ``None`` is lifted once here so these tests can run; see the report of this work.
"""

from __future__ import annotations

import ctypes
import sys

import pytest

if sys.version_info < (3, 12):  # pragma: no cover - depends on the interpreter
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsView

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


@pytest.fixture
def shown(qtbot, board):
    """A QGraphicsView showing the board's scene at 1400x900, fitted."""
    view = QGraphicsView(board.scene)
    view.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    view.setMouseTracking(True)
    qtbot.addWidget(view)
    view.resize(1400, 900)
    view.show()
    qtbot.waitExposed(view)
    view.fitInView(board.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    return view
