"""The contract between the application shell and a game's board.

A board draws a View into a QGraphicsScene and turns clicks into Actions; it holds no game
truth (orange-canvas-core: the scene holds no truth). The shell owns the Session, decides which
seat sits at the screen, and calls ``sync`` after every change.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QGraphicsScene, QWidget

from desktop_app.engine.action import Action
from desktop_app.engine.protocol import Game
from desktop_app.engine.seats import Seat


class Board(QObject):
    """Base class of every game's board.

    Subclasses build their items in ``scene`` and implement ``sync``. When the person at the
    screen decides something, the board emits ``action_chosen`` with one of the ``legal``
    actions it was last given; it never applies anything itself.
    """

    action_chosen = Signal(object)  # an Action from the last ``legal`` list
    #: Emitted when the board's own prompt (e.g. "now pick the destination") changes.
    prompt_changed = Signal(str)

    def __init__(self, game: Game, seat_names: Sequence[str], seat_colours: Sequence[str]) -> None:
        super().__init__()
        self.game = game
        self.seat_names = list(seat_names)
        self.seat_colours = list(seat_colours)
        self.scene = QGraphicsScene()

    def sync(
        self, view: dict[str, Any], seat: Seat | None, legal: Sequence[Action], interactive: bool
    ) -> None:
        """Redraw from ``view`` as seen by ``seat`` (None: spectator / review of public info).

        ``legal`` is what ``seat`` may do now (empty when it is not this seat's turn);
        ``interactive`` is False while reviewing or while a bot thinks.
        """
        raise NotImplementedError

    def prompt(self) -> str:
        """One sentence telling the seat at the screen exactly what to do now."""
        return ""

    def finish_animations(self) -> None:
        """Jump every running animation to its end (a board without animations has none).

        Animations are decoration over a picture that is already fully determined by the last
        view; review, a screenshot or a test that wants that picture now calls this.
        """

    def side_widget(self) -> QWidget | None:
        """An optional widget for the side panel (a secret choice picker, a banner dialog...)."""
        return None

    def player_summary(self, view: dict[str, Any], seat: Seat) -> list[tuple[str, str]]:
        """Label/value rows for the side panel of ``seat`` (gold, supply, cards...)."""
        return []
