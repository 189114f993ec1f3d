"""``KeyboardPlay`` itself, over a stub board: the walk, the arrows, and that a board refresh
costs nothing while nobody plays with the keyboard (the targets are read when a key asks)."""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene

from desktop_app.ui.games.focus import FocusTarget, KeyboardPlay


class Stub:
    """Three targets in a row and one below the middle; counts how often it is asked."""

    def __init__(self) -> None:
        self.scene = QGraphicsScene()
        self.asked = 0
        self.chosen: list[Hashable] = []
        self.spots = {"a": (0, 0), "b": (100, 0), "c": (200, 0), "d": (100, 200)}

    def focus_targets(self) -> list[FocusTarget]:
        self.asked += 1
        return [FocusTarget(k, QRectF(x, y, 20, 20), f"spot {k}") for k, (x, y) in self.spots.items()]

    def activate(self, key: Hashable) -> None:
        self.chosen.append(key)


def test_refreshes_without_the_keyboard_read_no_targets_until_a_key_asks(qtbot):
    board = Stub()
    keys = KeyboardPlay(board)
    for _ in range(5):
        keys.refresh()
    assert board.asked == 0
    keys.show_focus(True)
    assert board.asked == 1 and keys.current is not None and keys.current.key == "a"
    assert keys.ring.isVisible()


def test_tab_walks_then_leaves_arrows_go_by_direction_and_space_chooses(qtbot):
    board = Stub()
    keys = KeyboardPlay(board)
    keys.show_focus(True)
    assert keys.step(True) and keys.current.key == "b"
    assert keys.toward(0, 1) and keys.current.key == "d"  # down from b
    assert keys.toward(1, 0) and keys.current.key == "d"  # nothing to the right of d: it stays
    assert keys.toward(0, -1) and keys.current.key == "b"
    assert keys.choose() and board.chosen == ["b"]
    keys.index = 3
    assert not keys.step(True)  # past the last: the focus leaves the board
    del board.spots["d"]
    keys.refresh()
    assert keys.current.key == "c"  # the one it had went away: the next one along
    keys.show_focus(False)
    assert not keys.ring.isVisible() and keys.description == "spot c"
