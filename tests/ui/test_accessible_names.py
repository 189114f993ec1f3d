"""Every control of the match screen has a name a screen reader can say (issue 19, item 4):
each widget that takes the keyboard focus, in every game, at the start and a few steps in."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from desktop_app.engine.action import Action
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui.games import board_class
from desktop_app.ui.match_view import MatchView

SEATS = [SeatInfo("Asha", "human", "#D55E00"), SeatInfo("Bo", "human", "#0072B2")]


def advance(session: Session, steps: int) -> None:
    rng = random.Random(4)
    for _ in range(steps):
        seat = min(s for s in session.to_move() if s >= 0)
        legal = list(session.legal_actions(seat))
        if legal[0].type == "choose_actions":  # Maharaja's secret disc: a valid pair
            session.act(seat, Action.make("choose_actions", a="take_gold", b="build_house"))
            continue
        session.act(seat, rng.choice([a for a in legal if a.type not in ("end_turn", "pass")] or legal))


def unnamed(view: MatchView) -> list[str]:
    missing = []
    for widget in view.findChildren(QWidget):
        if widget.focusPolicy() == Qt.FocusPolicy.NoFocus or not widget.isVisibleTo(view):
            continue
        face = QAccessible.queryAccessibleInterface(widget)
        name = face.text(QAccessible.Text.Name) if face is not None else ""
        if not re.search(r"[^\W\d_]{2}", name or ""):
            missing.append(f"{type(widget).__name__} {widget.objectName()!r}")
    return missing


@pytest.mark.parametrize("game", ["maharaja", "forbidden_city", "arkadia"])
@pytest.mark.parametrize("steps", [0, 12])
def test_every_focusable_control_has_an_accessible_name(qtbot, game, steps):
    session = Session.new(game, SEATS, seed=7)
    advance(session, steps)
    view = MatchView(session, board_class(game), bot_delay=0)
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.show()
    qtbot.waitExposed(view)
    if view.locked:
        qtbot.keyClick(view.overlay.button, Qt.Key.Key_Return)
    assert not view.locked
    assert unnamed(view) == []
    assert view.board_view.accessibleDescription().startswith(view.board.prompt()[:20])
