"""Following the coach in a test, as a person does: read the bubble, click what it points at.

``follow`` clicks the bubble's Next on an introduction and, at every other step, the middle of
the rectangle the bubble points at (a button, a dial's colour, a place on the board) with a real
mouse click; the computer players move between (the window's bot pause is 0). It stops at the
closing words, or at ``until`` when a test wants a step of its own.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop_app.ui.coach.coach import Coach, Said


def settle(coach: Coach) -> None:
    for _ in range(3):
        QApplication.processEvents()
    coach.update()


def words(qtbot, coach: Coach) -> Said:
    """What the bubble says once it says something (the computer players may move first)."""
    qtbot.waitUntil(lambda: coach.said is not None and coach.bubble.isVisible(), timeout=20_000)
    assert coach.said is not None
    return coach.said


def follow(
    qtbot, coach: Coach, until: Callable[[Said], bool] | None = None, clicks: int = 120
) -> tuple[Said, list[tuple[str, object]]]:
    """Do what the bubble asks until its closing words (or ``until``); what it said, in order."""
    shown: list[tuple[str, object]] = []
    for _ in range(clicks):
        settle(coach)
        said = words(qtbot, coach)
        if not shown or shown[-1] != said.key:
            shown.append(said.key)
        if said.key[0] == "closing" or (until is not None and until(said)):
            return said, shown
        if said.key[0] == "intro":
            QTest.mouseClick(coach.bubble.buttons["next"], Qt.MouseButton.LeftButton)
            continue
        pointer = coach.pointer
        assert pointer is not None, f"step {said.key} points at nothing"
        assert pointer.widget.isVisible()
        assert not coach.bubble.geometry().contains(pointer.on(coach.match).center()), "the bubble hides it"
        QTest.mouseClick(pointer.widget, Qt.MouseButton.LeftButton, pos=pointer.centre)
    raise AssertionError(f"the lesson did not close after {clicks} clicks: {shown}")
