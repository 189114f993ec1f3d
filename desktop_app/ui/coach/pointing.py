"""What a coach's step points at, found on the match screen by name (issue 35, item 4).

A lesson names its target in words a table of data can hold (``lessons``): ``"board"`` is the
first place or piece a click would choose now (the keyboard's first target, ``focus_targets``:
read from ``legal``, so it is always something the rules allow), ``"button:NAME"`` a button of the
side column by its object name (``*`` allowed: ``"button:pick_card_*"``), ``"board:KIND"`` the
first target of a kind (Arkadia's ``"board:hand"``), and a few names stand for
a game's own pickers (``"disc"``, ``"bribe"``). A target that is not on the screen now (a button
already checked, a picker not shown) gives None, and the step points at its next target.

A ``Pointer`` is a widget and a rectangle in it: the bubble draws its arrow there, and a test
clicks the middle of it, as the person is asked to.
"""

from __future__ import annotations

import fnmatch
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QAbstractButton, QWidget

if TYPE_CHECKING:
    from desktop_app.ui.match_view import MatchView


@dataclass(frozen=True)
class Pointer:
    """Where a step points: ``rect`` in ``widget``'s own coordinates; a click in its middle does
    what the step asks."""

    widget: QWidget
    rect: QRect

    def on(self, screen: QWidget) -> QRect:
        """The rectangle in ``screen``'s coordinates (``screen`` is an ancestor of the widget)."""
        return QRect(self.widget.mapTo(screen, self.rect.topLeft()), self.rect.size())

    @property
    def centre(self) -> QPoint:
        return self.rect.center()


def _usable(widget: QWidget, match: MatchView) -> bool:
    if not widget.isVisibleTo(match) or not widget.isEnabled() or widget.width() < 4:
        return False
    return not (isinstance(widget, QAbstractButton) and widget.isCheckable() and widget.isChecked())


def board_target(match: MatchView, kind: str = "") -> Pointer | None:
    """The first place or piece a click chooses now (of ``kind``, the first part of its key, if
    given: Arkadia's "hand", "square"), in the board view's viewport."""
    targets = [
        target
        for target in match.board.keyboard.targets
        if not kind or (isinstance(target.key, tuple) and target.key and target.key[0] == kind)
    ]
    if not targets:
        return None
    view = match.board_view
    rect = view.mapFromScene(targets[0].rect).boundingRect()
    port = view.viewport()
    if not port.rect().contains(rect.center()):
        return None
    return Pointer(port, rect)


def named_button(match: MatchView, pattern: str) -> Pointer | None:
    """The first usable button of the screen whose object name matches ``pattern``."""
    for button in match.findChildren(QAbstractButton):
        if fnmatch.fnmatchcase(button.objectName(), pattern) and _usable(button, match):
            return Pointer(button, button.rect())
    return None


def _maharaja_disc(match: MatchView) -> Pointer | None:
    """The secret action disc: Build house, then Take gold, then Confirm (M-3.2)."""
    from desktop_app.ui.games.maharaja.picker import DiscPicker

    picker = match.findChild(DiscPicker)
    if picker is None or not picker.isVisibleTo(match):
        return None
    for code in ("build_house", "take_gold"):
        if code not in picker.slots:
            button = picker.action_buttons[code]
            return Pointer(button, button.rect()) if _usable(button, match) else None
    return Pointer(picker.confirm, picker.confirm.rect()) if _usable(picker.confirm, match) else None


def _court_bribe(match: MatchView) -> Pointer | None:
    """The secret bribery board: the hat dial, the robe dial, then Confirm (F-2.5)."""
    from desktop_app.ui.games.forbidden_city.picker import BribePicker

    picker = match.findChild(BribePicker)
    if picker is None or not picker.isVisibleTo(match) or not picker.allowed:
        return None
    hat, robe = sorted(picker.allowed)[0]
    for dial, colour in ((picker.hat_dial, hat), (picker.robe_dial, robe)):
        if dial.value != colour:
            return Pointer(dial, QRect(dial.wedge_point(colour) - QPoint(9, 9), QSize(18, 18)))
    return Pointer(picker.confirm, picker.confirm.rect()) if _usable(picker.confirm, match) else None


#: The games' own pickers, by the name a lesson gives them.
SPECIAL: dict[str, Callable[[MatchView], Pointer | None]] = {
    "disc": _maharaja_disc,
    "bribe": _court_bribe,
}


def resolve(match: MatchView, target: str) -> Pointer | None:
    """``target`` (a lesson's word for it) on the screen now, or None."""
    if target == "board" or target.startswith("board:"):
        return board_target(match, target.removeprefix("board").removeprefix(":"))
    if target.startswith("button:"):
        return named_button(match, target.removeprefix("button:"))
    special = SPECIAL.get(target)
    return special(match) if special is not None else None


def first_pointer(match: MatchView, targets: Sequence[str]) -> Pointer | None:
    """The first of ``targets`` that is on the screen now."""
    for target in targets:
        pointer = resolve(match, target)
        if pointer is not None:
            return pointer
    return None
