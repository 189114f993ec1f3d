"""Pointing at a spot of a board view in a test, as a person does.

The offscreen platform now and then delivers no hover to a fresh window (and none at all when
the pointer is already where it is sent), so the pointer goes away and comes back, a few times,
until ``shown()`` holds.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsView, QToolTip


def hover(
    qtbot,
    view: QGraphicsView,
    point: QPoint | Callable[[], QPoint],
    shown: Callable[[], bool],
    tries: int = 5,
) -> None:
    """Move the pointer onto ``point`` of ``view``'s viewport until ``shown()`` holds.

    ``point`` may be asked again at every try (a callable): a view that is still being fitted
    when the test starts (a layout pass after the first paint) moves its scene under the pointer."""
    port = view.viewport()
    for attempt in range(tries):
        QToolTip.hideText()
        QTest.mouseMove(port, QPoint(3 + attempt, 3 + attempt))
        qtbot.wait(20)
        QTest.mouseMove(port, point() if callable(point) else point)
        try:
            qtbot.waitUntil(shown, timeout=1500)  # a busy machine is slow to deliver it
            return
        except qtbot.TimeoutError:
            continue
    assert shown(), "pointing never took effect"
