"""The person's half-made choice on the Arkadia board, as plain Python (no Qt), built from ``legal``.

What can be clicked is always read off the ``legal`` actions the shell gave: the playable cards and
their placements (E-2), the squares a worker may take (F-1/F-2), the castle colours and squares
(I-3), the cards that may be drawn (E-5) or exchanged (G-2). The selection itself — the chosen card
and how it is turned, the workers marked around a chosen building, the chosen castle colour — is
the only thing remembered between syncs, and it is dropped as soon as ``legal`` no longer allows it.
"""

from __future__ import annotations

from collections.abc import Sequence

from desktop_app.engine.action import Action
from desktop_app.games.arkadia import ArkadiaView, BuildingView, CardView, ScreenView, SeatView
from desktop_app.ui.games.arkadia.shapes import CardKey, Placements, ShapeSet, Square, card_key

KINDS = ("own", "neutral")


def neighbours(squares: Sequence[Square]) -> set[Square]:
    """Squares sharing a side with the given ones, not counting the given ones (B-1)."""
    inside = set(squares)
    out = set()
    for r, c in inside:
        for sq in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if sq not in inside:
                out.add(sq)
    return out


class Selection:
    """Mode and choices of the person at the screen; ``reset`` re-reads everything from ``legal``."""

    def __init__(self, shapes: dict[str, ShapeSet]) -> None:
        self.shapes = shapes
        self.view: ArkadiaView | None = None
        self.seat: int | None = None
        self.legal: list[Action] = []
        self.types: set[str] = set()
        self.placements = Placements([], shapes)
        self.card: CardKey | None = None
        self.orientation = 0
        self.hover: Square | None = None
        self.building: int | None = None
        self.marks: list[tuple[Square, str]] = []
        self.colour: str | None = None
        #: the colour was chosen for the person because the pool offered only one (I-3)
        self._colour_given = False
        self.worker_squares: dict[Square, set[str]] = {}
        self.castle: dict[str, set[Square]] = {}

    # --- syncing ---------------------------------------------------------------------------------

    def reset(self, view: ArkadiaView, seat: int | None, legal: Sequence[Action]) -> None:
        """New position: keep a choice only while ``legal`` still allows it."""
        self.view = view
        self.seat = seat
        self.legal = list(legal)
        self.types = {a.type for a in self.legal}
        self.placements = Placements(self.legal, self.shapes)
        self.worker_squares = {}
        for action in self.legal:
            if action.type == "place_worker":
                self.worker_squares.setdefault(tuple(action["square"]), set()).add(action["kind"])
        self.castle = {}
        for action in self.legal:
            if action.type == "place_castle_piece":
                self.castle.setdefault(action["colour"], set()).add(tuple(action["square"]))
        if self.card is not None and self.card not in self.placements.playable():
            self.card = None
        if self.card is None:
            self.orientation = 0
        if self.building is not None and self.building not in self.choosable_buildings():
            self.building = None
        if self.building is None:
            self.marks = []
        else:
            offers = self.offers()
            self.marks = [(sq, kind) for sq, kind in self.marks if kind in offers.get(sq, ())]
        if self.colour not in self.castle or self._colour_given:
            self.colour = None
            self._colour_given = False
        if self.colour is None and len(self.castle) == 1:
            self.colour = next(iter(self.castle))
            self._colour_given = True

    def clear(self) -> None:
        self.card = None
        self.orientation = 0
        self.building = None
        self.marks = []
        if len(self.castle) != 1:
            self.colour = None
            self._colour_given = False

    # --- what the view says about the seat at the screen -------------------------------------------

    def my_seat(self) -> SeatView | None:
        seats = self.view["seats"] if self.view is not None else []
        if isinstance(self.seat, int) and 0 <= self.seat < len(seats):
            return seats[self.seat]
        return None

    def hand(self) -> list[CardView]:
        mine = self.my_seat()
        return list(mine["hand"] or []) if mine is not None else []

    def screen(self) -> ScreenView | None:
        mine = self.my_seat()
        return mine["screen"] if mine is not None else None

    def buildings(self) -> list[BuildingView]:
        return list(self.view["buildings"]) if self.view is not None else []

    # --- cards (E, G-2) ---------------------------------------------------------------------------

    def playable_cards(self) -> set[CardKey]:
        return self.placements.playable()

    def exchangeable(self) -> dict[CardKey, Action]:
        return {card_key(a): a for a in self.legal if a.type == "exchange_card"}

    def choose_card(self, key: CardKey) -> Action | None:
        """A click on a hand card: select it for building, or (stuck, G-2) the exchange itself."""
        exchange = self.exchangeable().get(key)
        if exchange is not None:
            return exchange
        if key not in self.playable_cards():
            return None
        if self.card == key:
            self.card = None
        else:
            self.card = key
            self.orientation = self._best_orientation(key)
            self.building = None
            self.marks = []
        return None

    def _best_orientation(self, key: CardKey) -> int:
        """Keep the current orientation if it fits somewhere, else the first one that does."""
        shape = self.shapes[key[1]]
        if self.placements.pivot_squares(key, self.orientation % len(shape.orientations)):
            return self.orientation % len(shape.orientations)
        for o in range(len(shape.orientations)):
            if self.placements.pivot_squares(key, o):
                return o
        return 0

    def turn(self, steps: int = 1) -> bool:
        if self.card is None:
            return False
        shape = self.shapes[self.card[1]]
        for _ in range(steps % 4):
            self.orientation = shape.turned[self.orientation]
        return True

    def mirror(self) -> bool:
        if self.card is None:
            return False
        self.orientation = self.shapes[self.card[1]].mirrored[self.orientation]
        return True

    def ghost(self) -> tuple[tuple[Square, ...], Action | None]:
        """The squares the chosen card would cover at the hovered square, and the legal action there."""
        if self.card is None or self.hover is None:
            return (), None
        shape = self.shapes[self.card[1]]
        cells = shape.cells_at(self.orientation, shape.anchor_for(self.orientation, self.hover))
        return cells, self.placements.action_for(self.card, cells)

    def fitting_squares(self) -> set[Square]:
        """Where the pivot of the current orientation may go (dots on the board)."""
        if self.card is None:
            return set()
        return self.placements.pivot_squares(self.card, self.orientation)

    # --- workers (F) ------------------------------------------------------------------------------

    def workers_placed(self) -> list[Square]:
        if self.view is None:
            return []
        return [(r, c) for r, c in self.view["step"]["workers_placed"]]

    def choosable_buildings(self) -> dict[int, dict[Square, set[str]]]:
        """Buildings with at least one legal worker square beside them, and those squares."""
        if not self.worker_squares:
            return {}
        out: dict[int, dict[Square, set[str]]] = {}
        placed = self.workers_placed()
        candidates = set(self.view["step"]["candidates"]) if self.view is not None else set()
        for building in self.buildings():
            if placed and building["id"] not in candidates:
                continue
            ring = neighbours([(r, c) for r, c in building["squares"]])
            offers = {sq: kinds for sq, kinds in self.worker_squares.items() if sq in ring}
            if offers:
                out[building["id"]] = offers
        return out

    def offers(self) -> dict[Square, set[str]]:
        if self.building is None:
            return {}
        return self.choosable_buildings().get(self.building, {})

    def building_at(self, square: Square) -> int | None:
        for building in self.buildings():
            if list(square) in building["squares"]:
                return building["id"]
        return None

    def choose_building(self, building_id: int) -> bool:
        if building_id not in self.choosable_buildings():
            return False
        if self.building != building_id:
            self.building = building_id
            self.marks = []
            self.card = None
        return True

    def left(self, kind: str) -> int:
        """Workers of ``kind`` still behind the screen and not yet marked."""
        screen = self.screen()
        held = 0 if screen is None else screen["own"] if kind == "own" else screen["neutral"]
        return held - sum(1 for _, k in self.marks if k == kind)

    def toggle_worker(self, square: Square) -> bool:
        """Cycle a square: empty -> own -> neutral -> empty, skipping kinds not offered or not held."""
        offers = self.offers().get(square)
        if offers is None:
            return False
        current = next((k for sq, k in self.marks if sq == square), None)
        order = [None, *KINDS]
        start = order.index(current)
        self.marks = [(sq, k) for sq, k in self.marks if sq != square]
        for step in range(1, len(order) + 1):
            kind = order[(start + step) % len(order)]
            if kind is None:
                return True
            if kind in offers and self.left(kind) > 0:
                self.marks.append((square, kind))
                return True
        return True

    def worker_actions(self) -> list[Action]:
        """The marked workers in click order, then ``finish_workers`` (F-1, N-2)."""
        by_square = {(tuple(a["square"]), a["kind"]): a for a in self.legal if a.type == "place_worker"}
        out: list[Action] = []
        for square, kind in self.marks:
            action = by_square.get((square, kind))
            out.append(
                action if action is not None else Action.make("place_worker", square=square, kind=kind)
            )
        if out or "finish_workers" in self.types:
            out.append(Action.make("finish_workers"))
        return out

    # --- castle (I-3), refill (E-5), CAN (J) ------------------------------------------------------

    def choose_colour(self, colour: str) -> bool:
        if colour not in self.castle:
            return False
        self.colour = colour
        self._colour_given = False
        return True

    def castle_action(self, square: Square) -> Action | None:
        if self.colour is None or square not in self.castle.get(self.colour, set()):
            return None
        return Action.make("place_castle_piece", colour=self.colour, square=square)

    def castle_squares(self) -> set[Square]:
        if self.colour is not None:
            return set(self.castle.get(self.colour, set()))
        return set().union(*self.castle.values()) if self.castle else set()

    def draw_action(self, card: CardKey | None) -> Action | None:
        """``None`` means the pile; otherwise a display card (E-5)."""
        for action in self.legal:
            if action.type != "draw":
                continue
            if card is None and action["source"] == "pile":
                return action
            if card is not None and action["source"] == "display" and card_key(action) == card:
                return action
        return None

    def simple(self, kind: str) -> Action | None:
        """The lone legal action of a parameterless type (pass, use_banner, end_turn...)."""
        return next((a for a in self.legal if a.type == kind and not a.params), None)

    def cash_limits(self) -> dict[str, int]:
        """The most seals of each family the legal ``cash`` actions allow right now (J-2)."""
        out: dict[str, int] = {}
        for action in self.legal:
            if action.type == "cash":
                out[action["family"]] = max(out.get(action["family"], 0), action["count"])
        return out

    # --- square clicks ----------------------------------------------------------------------------

    def click_square(self, square: Square) -> list[Action]:
        """A left click on the board: the actions it chooses (often none: it changed the selection)."""
        self.hover = square
        if self.card is not None:
            _, action = self.ghost()
            return [action] if action is not None else []
        if self.castle:
            action = self.castle_action(square)
            return [action] if action is not None else []
        if self.worker_squares:
            if self.building is not None and square in self.offers():
                self.toggle_worker(square)
                return []
            building = self.building_at(square)
            if building is not None:
                self.choose_building(building)
                return []
            owners = [b for b, offers in self.choosable_buildings().items() if square in offers]
            if len(owners) == 1:
                self.choose_building(owners[0])
                self.toggle_worker(square)
        return []
