"""Turning the ``legal`` list into clickable places, one parameter at a time (no widgets here).

The board never decides what is legal: every highlighted place is a parameter value of some
action in ``legal``, and every emitted action is taken from ``legal`` itself. A *mode* is one
action kind that takes map places (``build_house``, ``move_house``, ``chip:build_house`` …);
for kinds with two places (move_house, build_two_houses, build_palace_house, free_move) the
first click fixes the first parameter and the second click acts (Escape cancels). A parameter
with a single possible value is filled in by itself, so e.g. build_two_houses starts at the
village (its city is always the architect's city, M-4.3).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop_app.engine.action import Action
from desktop_app.ui.marks import QT_TRANSLATE_NOOP

#: Map parameters of each action kind, in click order.
MAP_PARAMS: dict[str, tuple[str, ...]] = {
    "travel": ("road",),
    "place_start_house": ("village",),
    "build_house": ("at",),
    "free_house": ("at",),
    "build_two_houses": ("city", "village"),
    "move_house": ("from", "to"),
    "free_move": ("from", "to"),
    "build_palace": ("city",),
    "build_palace_house": ("city", "at"),
}

#: What each mode is called in buttons and prompts, and what a click means at each step.
MODE_TEXT: dict[str, tuple[str, tuple[str, ...]]] = {
    "travel": (
        QT_TRANSLATE_NOOP("MaharajaBoard", "Travel"),
        (QT_TRANSLATE_NOOP("MaharajaBoard", "click a highlighted city to travel there"),),
    ),
    "place_start_house": (
        QT_TRANSLATE_NOOP("MaharajaBoard", "Starting house"),
        (QT_TRANSLATE_NOOP("MaharajaBoard", "click a highlighted village to place a starting house"),),
    ),
    "build_house": (
        QT_TRANSLATE_NOOP("MaharajaBoard", "Build a house"),
        (
            QT_TRANSLATE_NOOP(
                "MaharajaBoard", "click a highlighted village or city to build a house (1 gold)"
            ),
        ),
    ),
    "free_house": (
        QT_TRANSLATE_NOOP("MaharajaBoard", "Free house (card 5)"),
        (QT_TRANSLATE_NOOP("MaharajaBoard", "click a highlighted village or city to build a free house"),),
    ),
    "build_two_houses": (
        QT_TRANSLATE_NOOP("MaharajaBoard", "Build two houses"),
        (
            QT_TRANSLATE_NOOP("MaharajaBoard", "click the city for the first house"),
            QT_TRANSLATE_NOOP("MaharajaBoard", "click a highlighted village for the second house"),
        ),
    ),
    "move_house": (
        QT_TRANSLATE_NOOP("MaharajaBoard", "Move a house"),
        (
            QT_TRANSLATE_NOOP("MaharajaBoard", "click one of your highlighted houses to move"),
            QT_TRANSLATE_NOOP("MaharajaBoard", "click where it goes"),
        ),
    ),
    "free_move": (
        QT_TRANSLATE_NOOP("MaharajaBoard", "Free move (card 5)"),
        (
            QT_TRANSLATE_NOOP("MaharajaBoard", "click one of your highlighted houses to move"),
            QT_TRANSLATE_NOOP("MaharajaBoard", "click where it goes"),
        ),
    ),
    "build_palace": (
        QT_TRANSLATE_NOOP("MaharajaBoard", "Build a palace"),
        (QT_TRANSLATE_NOOP("MaharajaBoard", "click the highlighted city to build a palace"),),
    ),
    "build_palace_house": (
        QT_TRANSLATE_NOOP("MaharajaBoard", "Palace + house"),
        (
            QT_TRANSLATE_NOOP("MaharajaBoard", "click the city for the palace"),
            QT_TRANSLATE_NOOP("MaharajaBoard", "click where the extra house goes (a village or the city)"),
        ),
    ),
}


def mode_of(action: Action) -> str | None:
    """The map mode of ``action``, or None when it is a button (no map places)."""
    if action.type == "chip_action":
        inner = action.get("action")
        return f"chip:{inner}" if inner in MAP_PARAMS else None
    return action.type if action.type in MAP_PARAMS else None


def params_of(mode: str) -> tuple[str, ...]:
    return MAP_PARAMS[mode.removeprefix("chip:")]


def mode_label(mode: str) -> str:
    kind = mode.removeprefix("chip:")
    label = QCoreApplication.translate("MaharajaBoard", MODE_TEXT[kind][0])
    if mode.startswith("chip:"):
        return QCoreApplication.translate("MaharajaBoard", "Chip: {action}").format(action=label)
    return label


def step_hint(mode: str, step: int) -> str:
    hints = MODE_TEXT[mode.removeprefix("chip:")][1]
    return QCoreApplication.translate("MaharajaBoard", hints[min(step, len(hints) - 1)])


@dataclass
class Selection:
    """The mode being carried out and the places clicked so far."""

    legal: Sequence[Action] = ()
    mode: str | None = None
    picked: tuple[Any, ...] = ()
    modes: dict[str, list[Action]] = field(default_factory=dict)

    def reset(self, legal: Sequence[Action], default_mode: str | None = None) -> None:
        """New legal list: keep the mode only if it still exists (picked values are dropped)."""
        self.legal = list(legal)
        self.modes = {}
        for action in self.legal:
            mode = mode_of(action)
            if mode is not None:
                self.modes.setdefault(mode, []).append(action)
        keep = self.mode if self.mode in self.modes and self.mode != "travel" else None
        self.mode = None
        self.picked = ()
        self.enter(keep or default_mode)

    def enter(self, mode: str | None) -> None:
        self.mode = mode if mode in self.modes else None
        self.picked = ()
        self._autofill()

    def cancel(self) -> bool:
        """Escape: drop the picked places, then the mode. True if something was cancelled."""
        if self.mode is None:
            return False
        if self.picked and len(self.candidates_at(0)) > 1:
            self.picked = ()
            self._autofill()
            return True
        self.mode = None
        self.picked = ()
        return True

    def _matching(self) -> list[Action]:
        if self.mode is None:
            return []
        names = params_of(self.mode)
        return [
            a
            for a in self.modes.get(self.mode, [])
            if all(a.get(name) == value for name, value in zip(names, self.picked, strict=False))
        ]

    def candidates_at(self, index: int) -> list[Any]:
        if self.mode is None:
            return []
        name = params_of(self.mode)[index]
        values: list[Any] = []
        for action in self.modes.get(self.mode, []):
            value = action.get(name)
            if value not in values:
                values.append(value)
        return values

    def _autofill(self) -> None:
        if self.mode is None:
            return
        names = params_of(self.mode)
        while len(self.picked) < len(names) - 1:
            values = {a.get(names[len(self.picked)]) for a in self._matching()}
            if len(values) != 1:
                break
            self.picked = (*self.picked, next(iter(values)))

    @property
    def step(self) -> int:
        return len(self.picked)

    def targets(self) -> dict[Any, Action | None]:
        """Next clickable values: value -> the action it completes (None: a first step)."""
        if self.mode is None:
            return {}
        names = params_of(self.mode)
        name = names[len(self.picked)]
        last = len(self.picked) == len(names) - 1
        found: dict[Any, Action | None] = {}
        for action in self._matching():
            value = action.get(name)
            found[value] = action if last else None
        return found

    def click(self, value: Any) -> Action | None:
        """A place was clicked: the action to emit, or None after a first step (or a miss)."""
        targets = self.targets()
        if value not in targets:
            return None
        action = targets[value]
        if action is not None:
            self.picked = ()
            return action
        self.picked = (*self.picked, value)
        self._autofill()
        return None


def buttons_of(legal: Sequence[Action]) -> list[Action]:
    """Legal actions the side widget offers as buttons (no map places, not the disc choice)."""
    return [a for a in legal if mode_of(a) is None and a.type != "choose_actions"]
