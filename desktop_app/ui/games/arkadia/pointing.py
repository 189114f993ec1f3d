"""What pointing at the Arkadia table means, beyond a legal click (issue 19).

- The keyboard walks what a click would choose now (``focus_targets``), read off the
  ``Selection`` (and so off ``legal``): with a card in hand, the squares where its ghost fits
  (the focus moves the ghost there, R and F still turn and mirror it), then the other cards;
  choosing workers, the squares offered around the chosen building, then the other buildings;
  otherwise the buildings that take workers, the castle colours and squares, the hand cards that
  can be built or exchanged, and the display and pile while refilling.
- A square where the ghost does not fit, a square no worker may take, a castle square that is
  not lit: the action a click there would have meant goes through the engine's ``apply`` and its
  ``IllegalAction`` (reason and rule id) is the answer.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtWidgets import QGraphicsItem

from desktop_app.engine.action import Action
from desktop_app.engine.errors import IllegalAction
from desktop_app.engine.seats import Seat
from desktop_app.games.arkadia import ArkadiaView, CardView, card_refusal, square_name
from desktop_app.ui.games.arkadia import palette
from desktop_app.ui.games.arkadia.board_items import BuildingItem
from desktop_app.ui.games.arkadia.cards import Table
from desktop_app.ui.games.arkadia.interaction import Selection
from desktop_app.ui.games.arkadia.panel import CastlePanel
from desktop_app.ui.games.arkadia.shapes import card_key
from desktop_app.ui.games.focus import FocusTarget

Square = tuple[int, int]


class ArkadiaBoard(Protocol):
    """What of the board these questions read (the board itself, ``board.py``)."""

    view: ArkadiaView | None
    seat: Seat | None
    interactive: bool
    selection: Selection
    table: Table
    panel: CastlePanel
    buildings: dict[int, BuildingItem]

    def why_not(self, view: Any, seat: Seat | None, action: Action) -> IllegalAction | None: ...
    def state_for_why(self, view: Any, seat: Seat | None) -> Any | None: ...
    def refusal_text(self, error: IllegalAction | None, place: str = "") -> str: ...


def _tr(text: str) -> str:
    return QCoreApplication.translate("ArkadiaPointing", text)


def _square_target(square: Square, name: str) -> FocusTarget:
    return FocusTarget(("square", square), palette.square_rect(*square), name, False)


def _item_target(key: Hashable, item: QGraphicsItem, name: str) -> FocusTarget:
    return FocusTarget(key, item.sceneBoundingRect(), name, False)


def _squares(squares: set[Square], name: str) -> list[FocusTarget]:
    return [_square_target(sq, name.format(square=square_name(sq))) for sq in sorted(squares)]


def _cards(board: ArkadiaBoard) -> list[FocusTarget]:
    sel = board.selection
    out = []
    playable, exchangeable = sel.playable_cards(), sel.exchangeable()
    for index, item in enumerate(board.table.hand):
        card = item.card
        if card is None:
            continue
        key = card_key(card)
        name = palette.card_name(card)
        if key in exchangeable:
            text = QCoreApplication.translate(
                "ArkadiaPointing", "Exchange your {card} (you cannot build)"
            ).format(card=name)
        elif key in playable:
            text = QCoreApplication.translate("ArkadiaPointing", "Build your {card}").format(card=name)
        else:
            continue
        out.append(_item_target(("hand", index), item, text))
    for index, item in enumerate(board.table.display):
        card = item.card
        if card is not None and sel.draw_action(card_key(card)) is not None:
            text = QCoreApplication.translate("ArkadiaPointing", "Take the {card} from the display").format(
                card=palette.card_name(card)
            )
            out.append(_item_target(("display", index), item, text))
    if sel.draw_action(None) is not None:
        out.append(
            _item_target(
                ("pile",),
                board.table.pile,
                QCoreApplication.translate("ArkadiaPointing", "Draw from the pile"),
            )
        )
    return out


def _buildings(board: ArkadiaBoard, skip: int | None = None) -> list[FocusTarget]:
    out = []
    for building_id in sorted(board.selection.choosable_buildings()):
        item = board.buildings.get(building_id)
        if item is not None and building_id != skip:
            out.append(
                _item_target(
                    ("building", building_id),
                    item,
                    QCoreApplication.translate("ArkadiaPointing", "Place workers beside this building"),
                )
            )
    return out


def focus_targets(board: ArkadiaBoard) -> list[FocusTarget]:
    """The choices of this moment, in the order described above."""
    sel = board.selection
    if not board.interactive:
        return []
    if sel.card is not None:
        name = QCoreApplication.translate("ArkadiaPointing", "Build here: {square}")
        return _squares(sel.fitting_squares(), name) + _cards(board)
    if sel.building is not None:
        name = QCoreApplication.translate(
            "ArkadiaPointing", "A worker on {square} (again: the next kind, then none)"
        )
        return _squares(set(sel.offers()), name) + _buildings(board, sel.building)
    out = _buildings(board)
    if sel.castle:
        if sel.colour is None or len(sel.castle) > 1:
            for (_floor, family), piece in sorted(board.panel.pool.items()):
                if family in sel.castle and piece.active:
                    text = QCoreApplication.translate("ArkadiaPointing", "Castle pieces in {colour}").format(
                        colour=family
                    )
                    out.append(_item_target(("colour", family), piece, text))
        if sel.colour is not None:
            out += _squares(
                sel.castle_squares(),
                QCoreApplication.translate("ArkadiaPointing", "A castle piece on {square}"),
            )
    return out + _cards(board)


def candidate(board: ArkadiaBoard, square: Square) -> Action | None:
    """The action a click on ``square`` would mean now, legal or not (None: nothing)."""
    sel = board.selection
    if sel.card is not None:
        shape = sel.shapes[sel.card[1]]
        anchor = shape.anchor_for(sel.orientation, square)
        family, building = sel.card
        return Action.make(
            "play_card", family=family, building=building, orientation=sel.orientation, anchor=list(anchor)
        )
    if sel.castle and sel.colour is not None:
        return Action.make("place_castle_piece", colour=sel.colour, square=list(square))
    if sel.building is not None:
        kind = "own" if sel.left("own") > 0 else "neutral"
        return Action.make("place_worker", square=list(square), kind=kind)
    return None


def why_square(board: ArkadiaBoard, square: Square) -> str:
    """Why a click on ``square`` chooses nothing now ('' when it does, or means nothing)."""
    if not board.interactive or board.view is None:
        return ""
    sel = board.selection
    if sel.card is not None:
        _, action = sel.ghost() if sel.hover == square else ((), None)
        if action is not None:
            return ""
    elif sel.building is not None:
        if square in sel.offers() or sel.building_at(square) in sel.choosable_buildings():
            return ""  # a worker there, or another building chosen: a click that does something
    elif not sel.castle or square in sel.castle_squares():
        return ""
    action = candidate(board, square)
    if action is None:
        return ""
    place = QCoreApplication.translate("ArkadiaPointing", "Square {square}").format(
        square=square_name(square)
    )
    return board.refusal_text(board.why_not(board.view, board.seat, action), place)


def square_of(rect: QRectF) -> Square | None:
    """The board square a focus target's rectangle covers (for the ghost), if it is one."""
    centre = rect.center()
    return palette.square_at(centre.x(), centre.y())


def why_card(board: ArkadiaBoard, card: CardView | None) -> str:
    """Why a card of the hand cannot be built now ('' when it can, or is exchanged, E-1/E-2/G-2)."""
    if card is None or not board.interactive or board.seat is None:
        return ""
    key = card_key(card)
    sel = board.selection
    if key in sel.playable_cards() or key in sel.exchangeable():
        return ""
    state = board.state_for_why(board.view, board.seat)
    if state is None:
        return ""
    error = card_refusal(state, board.seat, card["family"], card["building"])
    return board.refusal_text(error, palette.card_name(card))
