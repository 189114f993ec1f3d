"""Where a suggested Arkadia action shows (issue 35): a building's outline, a square, a card.

A card played is the building's outline on exactly the squares it would cover (the shape in the
action's orientation at its anchor, B-6) and the hand card it comes from; a worker is its square,
a castle piece its square and its colour in the pool; a card drawn is the display card or the
pile; a card exchanged is the hand card; placing the marked workers, a banner, passing and ending
the turn light their buttons (a cash-in the count of its family's seals behind the screen too).
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QPointF, QRectF

from desktop_app.engine.action import Action
from desktop_app.ui.games.arkadia.cards import CardItem, Table
from desktop_app.ui.games.arkadia.glyphs import cells_path
from desktop_app.ui.games.arkadia.palette import BOARD_X, BOARD_Y, CELL
from desktop_app.ui.games.arkadia.panel import CastlePanel
from desktop_app.ui.games.arkadia.shapes import ShapeSet
from desktop_app.ui.games.ghost_marks import GhostMarks, box


class ArkadiaBoard(Protocol):
    """What the marks read of the Arkadia board (``board.ArkadiaBoard``)."""

    shapes: dict[str, ShapeSet]
    table: Table
    panel: CastlePanel


#: Actions taken with a side panel button named after them.
_BUTTONS = ("finish_workers", "use_banner", "end_turn", "pass", "cash")
#: The side panel's name of a button where it is not the action's (``side_panel.SidePanel``).
_CONTROLS = {"finish_workers": "place_workers", "cash": "use_banner"}


def ghost_marks(board: ArkadiaBoard, action: Action) -> GhostMarks:
    """The marks of ``action`` on ``board`` (see the module's docstring)."""
    marks = GhostMarks()
    kind = action.type
    if kind == "play_card":
        _building(board, action, marks)
        _card(board.table.hand, action, marks)
    elif kind == "place_worker":
        _square(action.get("square"), marks)
    elif kind == "place_castle_piece":
        _square(action.get("square"), marks)
        _pool_piece(board, str(action.get("colour")), marks)
    elif kind == "exchange_card":
        _card(board.table.hand, action, marks)
    elif kind == "draw":
        if action.get("source") == "display":
            _card(board.table.display, action, marks)
        else:
            marks.areas.append(box(board.table.pile.sceneBoundingRect().adjusted(2, 8, -2, -2)))
    elif kind in _BUTTONS:
        marks.controls.append(_CONTROLS.get(kind, kind))
        if kind == "cash":
            marks.controls.append(f"seals_{action.get('family')}")
    return marks


def _building(board: ArkadiaBoard, action: Action, marks: GhostMarks) -> None:
    shape = board.shapes.get(str(action.get("building")))
    anchor = action.get("anchor")
    orientation = action.get("orientation")
    if shape is None or not isinstance(anchor, tuple) or not isinstance(orientation, int):
        return
    cells = shape.cells_at(orientation, (int(anchor[0]), int(anchor[1])))
    marks.areas.append(cells_path(cells, CELL, QPointF(BOARD_X, BOARD_Y)))


def _square(square: Any, marks: GhostMarks) -> None:
    if not isinstance(square, tuple) or len(square) != 2:
        return
    row, col = int(square[0]), int(square[1])
    inset = CELL * 0.08
    rect = QRectF(
        BOARD_X + col * CELL + inset, BOARD_Y + row * CELL + inset, CELL - 2 * inset, CELL - 2 * inset
    )
    marks.areas.append(box(rect))


def _pool_piece(board: ArkadiaBoard, colour: str, marks: GhostMarks) -> None:
    """The colour's piece in the pool of the floor being built (the castle panel's choice)."""
    current = board.panel.current
    for (floor, family), piece in board.panel.pool.items():
        if family == colour and floor == current and piece.isVisible():
            marks.areas.append(box(piece.sceneBoundingRect().adjusted(1, 1, -1, -1)))
            return


def _card(items: list[CardItem], action: Action, marks: GhostMarks) -> None:
    """The first card of ``items`` showing the action's family and building."""
    wanted = (action.get("family"), action.get("building"))
    for item in items:
        card = item.card
        if item.isVisible() and card is not None and (card.get("family"), card.get("building")) == wanted:
            marks.areas.append(box(item.sceneBoundingRect().adjusted(2, 8, -2, -2)))
            return
