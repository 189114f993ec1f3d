"""Fixtures for The Forbidden City board: real Sessions driven to a phase, a shown board view.

Importing ``desktop_app.ui`` applies the PySide6 ``None``/bool refcount guard (ui/qt_guard.py).
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsSceneHoverEvent, QGraphicsView, QToolTip

import desktop_app.ui  # noqa: F401 - applies the refcount guard before any Qt call
from desktop_app.engine.action import Action
from desktop_app.engine.session import SeatInfo, Session

NAMES = ["Asha", "Bo", "Chen", "Dana"]
COLOURS = ["#D55E00", "#0072B2", "#009E73", "#CC79A7"]


def humans(n: int) -> list[SeatInfo]:
    return [SeatInfo(NAMES[k], "human", COLOURS[k]) for k in range(n)]


def new_session(players: int = 2, seed: int = 3) -> Session:
    return Session.new("forbidden_city", humans(players), seed=seed)


def entering(view: dict, legal) -> list[Action]:
    entrance = view.get("target_entrance") or []
    return [a for a in legal if a.type == "move" and list(a["to"]) == list(entrance)]


def policy(session: Session, seat: int, rng: random.Random) -> Action:
    """A quick player that brings officials home: its own bribe first, any official once it holds cards."""
    view = session.view(seat)
    legal = list(session.legal_actions(seat))
    enter = entering(view, legal)
    mine = view["boards"][seat]["official"]
    own = [a for a in enter if mine and list(a["official"]) == list(mine)]
    if own:
        return own[0]
    if enter and (view["hands"][seat] or rng.random() < 0.3):
        return rng.choice(enter)
    return rng.choice(legal)


def drive(session: Session, until, rng: random.Random | None = None, limit: int = 3000, board=None) -> None:
    """Play ``policy`` until ``until(view)`` holds for the public view (``board`` follows along)."""
    rng = rng or random.Random(1)
    for _ in range(limit):
        view = session.view(None)
        if until(view):
            return
        movers = sorted(s for s in session.to_move() if s >= 0)
        assert movers, "the match ended first"
        seat = movers[0]
        if board is not None:
            board.sync(session.view(seat), seat, session.legal_actions(seat), False)
        session.act(seat, policy(session, seat, rng))
    raise AssertionError("never got there")


@pytest.fixture(autouse=True)
def quick_board(monkeypatch):
    """No animations unless a test asks for them: every sync shows the final position at once."""
    from desktop_app.ui.games.forbidden_city.board import ForbiddenCityBoard

    monkeypatch.setattr(ForbiddenCityBoard, "animations_enabled", False)


@pytest.fixture
def board(qtbot):
    from desktop_app.engine.registry import get_game
    from desktop_app.ui.games.forbidden_city import BOARD

    made = BOARD(get_game("forbidden_city"), NAMES[:3], COLOURS[:3])
    yield made
    # A side panel shown as a window of its own would lie over later tests' windows on the
    # offscreen screen and take their pointer; it is freed with the board (it used to live on in
    # the worker, restyled at every later change of the text size: tests/ui/test_widgets_let_go.py)
    made.side_widget().close()


def click_item(view: QGraphicsView, item) -> None:
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(item.scenePos()))


def hover_item(qtbot, view: QGraphicsView, item, shown) -> None:
    """Move the mouse onto ``item`` until ``shown()`` holds.

    The offscreen platform now and then delivers no hover at all to a fresh window, so after a
    few real mouse moves the same hover-enter is sent through the scene, as Qt would send it.
    """
    target = view.mapFromScene(item.scenePos())
    for attempt in range(3):
        QToolTip.hideText()
        QTest.mouseMove(view.viewport(), QPoint(2 + attempt, 2))
        qtbot.wait(15)
        QTest.mouseMove(view.viewport(), target)
        qtbot.wait(15)
        if shown():
            return
    event = QGraphicsSceneHoverEvent(QEvent.Type.GraphicsSceneHoverEnter)
    event.setScenePos(item.scenePos())
    event.setPos(QPointF(0, 0))
    item.scene().sendEvent(item, event)
    assert shown(), "hovering never took effect"


def turn_dials(qtbot, picker, hat: str, robe: str) -> None:
    """Set the bribery picker by clicking the dial wedges, as a person would."""
    qtbot.mouseClick(picker.hat_dial, Qt.MouseButton.LeftButton, pos=picker.hat_dial.wedge_point(hat))
    qtbot.mouseClick(picker.robe_dial, Qt.MouseButton.LeftButton, pos=picker.robe_dial.wedge_point(robe))
