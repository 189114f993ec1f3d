"""Playing without a mouse (issue 19, item 4): a visible focus that walks the legal targets.

Every board lists, after each refresh, the places and pieces that a click would choose now, in
an order that reads well (``Board.focus_targets``); the list comes from the board's own reading
of ``legal``, so the keyboard can reach exactly what the mouse can and nothing the rules forbid.
``KeyboardPlay`` keeps which of them has the focus and draws a ring around it:

- Tab / Shift+Tab step through the list; past either end the focus leaves the board for the
  side panel's buttons (the ordinary Qt tab chain), so the board's choices and the panel's are
  one walk;
- the arrow keys jump to the nearest target in that direction (a map is not a list);
- Enter / Space choose the focused target (``Board.activate``), Escape drops a half-made choice.

What a screen reader should say — the focused target's name — is kept in ``description``; the
board view puts it in its accessible description and announces the change.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QObject, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop_app.ui.games.highlight import focus_path, paint_focus

#: Over every piece and hint of every board, under nothing.
Z_FOCUS = 95


@dataclass(frozen=True)
class FocusTarget:
    """One thing the keyboard can choose: ``key`` (handed back to ``Board.activate``), where it
    is in the scene, and its name as a person hears it ("Jaipur: travel there for 2 gold")."""

    key: Hashable
    rect: QRectF
    name: str
    round_shape: bool = True


class Targets(Protocol):
    """What the keyboard needs of a board (``base.Board``): its scene and its targets."""

    scene: QGraphicsScene

    def focus_targets(self) -> Sequence[FocusTarget]: ...
    def activate(self, key: Hashable) -> None: ...


class FocusRing(QGraphicsObject):
    """The ring drawn around the focused target; hidden while nothing has the focus."""

    def __init__(self) -> None:
        super().__init__()
        self._path = QPainterPath()
        self.setZValue(Z_FOCUS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        # painted from a pixel cache: its dashed, antialiased stroke took 1-3 ms at every repaint
        # of the region under it (most of a board's frame while a keyboard player plays)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.hide()

    def surround(self, target: FocusTarget) -> None:
        path = focus_path(target.rect, target.round_shape)
        if self.isVisible() and path == self._path:
            return  # every board refresh asks again: a ring painted anew repaints all under it
        self.prepareGeometryChange()
        self._path = path
        self.show()
        self.update()

    def boundingRect(self) -> QRectF:
        return self._path.boundingRect().adjusted(-7, -7, 7, 7)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_focus(painter, self._path)


class KeyboardPlay(QObject):
    """The keyboard focus of one board: which target has it, and the keys that move it."""

    #: The focused target's name changed ('' when none has the focus).
    described = Signal(str)

    def __init__(self, board: Targets) -> None:
        super().__init__()
        self.board = board
        self.ring = FocusRing()
        board.scene.addItem(self.ring)
        self._targets: list[FocusTarget] = []
        #: The board changed since the targets were last read (read again when next needed).
        self._stale = True
        #: What the board said the targets were last read from (``refresh``), if it said.
        self._look: Hashable = None
        self.index: int | None = None
        #: The board view has the keyboard focus: only then is the ring drawn.
        self.shown = False

    @property
    def targets(self) -> list[FocusTarget]:
        """The targets as the board has them now (read again after a change, when asked)."""
        if self._stale:
            self._read()
        return self._targets

    @property
    def current(self) -> FocusTarget | None:
        if self.index is None or not 0 <= self.index < len(self.targets):
            return None
        return self.targets[self.index]

    @property
    def description(self) -> str:
        target = self.current
        return target.name if target is not None else ""

    def refresh(self, look: Hashable = None) -> None:
        """The board changed (each board calls this after its refresh): while the keyboard is in
        use the targets are read again at once, the same key keeping the focus; otherwise only
        when a key asks for them, so a person playing with the mouse pays nothing for them.

        ``look``, when the board gives one, names everything its targets are read from: a refresh
        with the look the targets were read for keeps them (a Maharaja travel turn described
        every trip again at each refresh of the same position, half of that refresh)."""
        if not self.shown and self.index is None:
            self._stale = True
            self._look = None
            return
        if look is None or look != self._look or self._stale:
            self._read()
        self._look = look
        self._draw()

    def _read(self) -> None:
        previous = (
            self._targets[self.index] if self.index is not None and self.index < len(self._targets) else None
        )
        self._stale = False
        self._targets = list(self.board.focus_targets())
        keys = [target.key for target in self._targets]
        if previous is not None and previous.key in keys:
            self.index = keys.index(previous.key)
        elif self._targets and (self.index is not None or self.shown):
            # the next one along, or the first once a board that has the focus gets targets
            self.index = min(self.index or 0, len(self._targets) - 1)
        else:
            self.index = None

    def show_focus(self, shown: bool, backwards: bool = False) -> None:
        """The board view gained (``shown``) or lost the keyboard focus."""
        self.shown = shown
        if shown and self.index is None and self.targets:
            self.index = len(self.targets) - 1 if backwards else 0
        self._draw()

    def step(self, forward: bool) -> bool:
        """Tab / Shift+Tab: the next target; False past the end (the focus leaves the board)."""
        if not self.targets:
            return False
        if self.index is None:
            self.index = 0 if forward else len(self.targets) - 1
        else:
            nxt = self.index + (1 if forward else -1)
            if not 0 <= nxt < len(self.targets):
                return False
            self.index = nxt
        self._draw()
        return True

    def toward(self, dx: int, dy: int) -> bool:
        """An arrow key: the nearest target whose centre lies in that direction (within 60°)."""
        if not self.targets:
            return False
        here = self.current
        if here is None:
            return self.step(True)
        origin = here.rect.center()
        best: tuple[float, int] | None = None
        for index, target in enumerate(self.targets):
            if index == self.index:
                continue
            offset = target.rect.center() - origin
            distance = math.hypot(offset.x(), offset.y())
            if distance < 1e-6:
                continue
            along = (offset.x() * dx + offset.y() * dy) / distance
            if along < 0.5:  # more than 60° off the arrow's direction
                continue
            score = distance * (2.0 - along)  # near and straight ahead first
            if best is None or score < best[0]:
                best = (score, index)
        if best is None:
            return True  # nothing further that way: the focus stays, the key is still used
        self.index = best[1]
        self._draw()
        return True

    def choose(self) -> bool:
        """Enter / Space: the focused target is chosen as a click on it would."""
        target = self.current
        if target is None or not self.shown:  # never a target the person cannot see
            return False
        before = [t.key for t in self.targets]
        self.board.activate(target.key)
        if self.targets and [t.key for t in self.targets] != before:
            self.index = 0  # a first step made new targets (the squares of a picked-up official)
            self._draw()
        return True

    def _draw(self) -> None:
        target = self.current
        if target is not None and self.shown:
            self.ring.surround(target)
        else:
            self.ring.hide()
        self.described.emit(self.description)
