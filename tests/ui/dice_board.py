"""A tiny board for the Secret Dice fixture game, so the shell is tested with a real game.

It draws each seat's known card and bet as text and offers two clickable bet buttons; like every
board it only draws the view it is given and emits one of the legal actions it was handed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSimpleTextItem

from desktop_app.engine.action import Action
from desktop_app.engine.seats import Seat
from desktop_app.ui.games.base import Board


class BetButton(QGraphicsRectItem):
    def __init__(self, board: DiceBoard, side: str, x: float) -> None:
        super().__init__(QRectF(x, 200, 160, 60))
        self.board = board
        self.side = side
        self.setBrush(QBrush(QColor("#C8952B")))
        label = QGraphicsSimpleTextItem(f"Bet {side}", self)
        label.setPos(x + 40, 218)

    def mousePressEvent(self, event) -> None:
        self.board.choose(self.side)
        event.accept()


class DiceBoard(Board):
    """Draws a Secret Dice view; records every sync so tests can check what was drawn."""

    def __init__(self, game, seat_names, seat_colours) -> None:
        super().__init__(game, seat_names, seat_colours)
        self.scene.setSceneRect(QRectF(0, 0, 600, 300))
        self.scene.addRect(QRectF(0, 0, 600, 300), brush=QBrush(QColor("#F3E2BE")))
        self.text = self.scene.addSimpleText("")
        self.text.setPos(20, 20)
        self.buttons = [BetButton(self, "low", 80), BetButton(self, "high", 340)]
        for button in self.buttons:
            self.scene.addItem(button)
        self.synced: list[tuple[dict[str, Any], Seat | None, tuple[Action, ...], bool]] = []
        self.legal: tuple[Action, ...] = ()
        self.seat: Seat | None = None

    def sync(self, view, seat, legal: Sequence[Action], interactive: bool) -> None:
        self.synced.append((view, seat, tuple(legal), interactive))
        self.legal = tuple(legal)
        self.seat = seat
        self.text.setText(f"Round {view['round']} · hands {view['hands']} · bets {view['bets']}")
        for button in self.buttons:
            button.setVisible(interactive)

    def choose(self, side: str) -> None:
        action = Action.make("bet", side=side)
        if action in self.legal:
            self.action_chosen.emit(action)

    def prompt(self) -> str:
        if self.legal and self.seat is not None:
            return f"{self.seat_names[self.seat]}, bet low or high."
        return ""

    def player_summary(self, view: dict[str, Any], seat: Seat) -> list[tuple[str, str]]:
        card = view["hands"][seat]
        bet = view["bets"][seat]
        return [
            ("Score", str(view["scores"][seat])),
            ("Card", "hidden" if card is None else str(card)),
            ("Bet", bet or "—"),
        ]
