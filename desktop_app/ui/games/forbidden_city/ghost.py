"""Where a suggested Forbidden City action shows (issue 35): a slide, an official, a button.

A move is the official's own outline, the engine's fewest-slides path from it (F-4.8, the same
path a hover shows) with an arrow, and the square it stops on; a bribe is the official it names,
where that official stands, and the picker's Confirm button; believe or doubt, a card taken and
ending the turn light their buttons in the side panel.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF, QRectF

from desktop_app.engine.action import Action
from desktop_app.ui.games.forbidden_city.geometry import CELL, centre
from desktop_app.ui.games.forbidden_city.pieces import OfficialItem
from desktop_app.ui.games.ghost_marks import GhostMarks, box, circle


class ForbiddenCityBoard(Protocol):
    """What the marks read of the Forbidden City board (``board.ForbiddenCityBoard``)."""

    officials: dict[tuple[str, str], OfficialItem]

    def path_for(self, action: Action) -> list[list[int]]: ...


def ghost_marks(board: ForbiddenCityBoard, action: Action) -> GhostMarks:
    """The marks of ``action`` on ``board`` (see the module's docstring)."""
    marks = GhostMarks()
    kind = action.type
    if kind == "move":
        _move(board, action, marks)
    elif kind == "set_bribe":
        _official(board, (str(action.get("hat")), str(action.get("robe"))), marks)
        marks.controls.append("confirm_bribe")
    elif kind == "answer":
        marks.controls.append(str(action.get("value")))
    elif kind == "take_card":
        card = action.get("card") or ("", "")
        marks.controls.append(f"take_{action.get('from')}_{card[0]}_{card[1]}")
    elif kind == "end_turn":
        marks.controls.append("end_turn")
    return marks


def _official(board: ForbiddenCityBoard, official: tuple[str, str], marks: GhostMarks) -> QPointF | None:
    """The official's outline where the board stands it; its centre, None if it is not shown."""
    item = board.officials.get(official)
    if item is None or not item.isVisible():
        return None
    rect = item.sceneBoundingRect()
    marks.areas.append(circle(rect.center(), max(rect.width(), rect.height()) * 0.55))
    return rect.center()


def _move(board: ForbiddenCityBoard, action: Action, marks: GhostMarks) -> None:
    official = action.get("official") or ("", "")
    start = _official(board, (str(official[0]), str(official[1])), marks)
    to = action.get("to") or (0, 0)
    path = board.path_for(action)
    points = [QPointF(*centre(col, row)) for col, row in path]
    if len(points) < 2 and start is not None:
        points = [start, QPointF(*centre(to[0], to[1]))]
    if len(points) >= 2:
        marks.lines.append(points)
    x, y = centre(to[0], to[1])
    half = CELL * 0.46
    marks.areas.append(box(QRectF(x - half, y - half, 2 * half, 2 * half)))
