"""What pointing at a map place means on the Maharaja board, beyond a legal click (issue 19).

Two questions, both answered from ``legal`` and the engine, never from rules kept here:

- which places the keyboard walks (``focus_targets``): exactly the lit target areas, cities
  before villages, each in reading order (top to bottom, left to right), named as the hover hint
  names them;
- why a place that is not lit cannot be chosen (``why_text``): the candidate action the click
  would have meant in the current mode — the mode's action with the places picked so far and this
  one — goes through the engine's own validation, and its ``IllegalAction`` (reason and rule id)
  is the answer. Travelling to a far city is many steps, so there the engine's
  ``trip_refusal`` answers instead (M-5).
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication

from desktop_app.engine.action import Action
from desktop_app.engine.errors import IllegalAction
from desktop_app.engine.seats import Seat
from desktop_app.games.maharaja import MaharajaView, trip_refusal
from desktop_app.ui.games.focus import FocusTarget
from desktop_app.ui.games.maharaja.geometry import MapGeometry
from desktop_app.ui.games.maharaja.interaction import Selection, params_of
from desktop_app.ui.games.maharaja.map_items import StaticMap, TargetKey, village_name


class MaharajaBoard(Protocol):
    """What of the board these questions read (the board itself, ``board.py``)."""

    city_names: dict[str, str]
    place_names: dict[str, str]
    geometry: MapGeometry
    map: StaticMap
    selection: Selection
    interactive: bool
    view: MaharajaView | None
    seat: Seat | None

    def hover_hint(self, key: TargetKey) -> str: ...
    def why_not(self, view: Any, seat: Seat | None, action: Action) -> IllegalAction | None: ...
    def state_for_why(self, view: Any, seat: Seat | None) -> Any | None: ...
    def refusal_text(self, error: IllegalAction | None, place: str = "") -> str: ...


#: The order kinds of place are walked in.
KIND_ORDER = {"city": 0, "start": 1, "village": 2, "road": 3}


def place_name(board: MaharajaBoard, key: TargetKey) -> str:
    """A place as the map shows it: a city's name, "The village between …", "The road …"."""
    kind, ident = key
    if kind == "city":
        return board.city_names.get(ident, ident)
    if kind == "start":
        return board.place_names.get(ident, ident)
    if kind == "village":
        return village_name(ident)
    ends = board.geometry.roads[ident].ends if ident in board.geometry.roads else ()
    names = [board.place_names.get(end, end) for end in ends]
    if len(names) != 2:
        return QCoreApplication.translate("MaharajaPointing", "This road")
    return QCoreApplication.translate("MaharajaPointing", "The road from {a} to {b}").format(
        a=names[0], b=names[1]
    )


def focus_targets(board: MaharajaBoard) -> list[FocusTarget]:
    """The lit places, in the order the keyboard walks them."""
    travelling = board.selection.mode == "travel"
    keys = [
        key
        for key, area in board.map.targets.items()
        if area.active and not (travelling and key[0] == "road")  # a city stands for its trip
    ]

    def order(key: TargetKey) -> tuple[int, float, float]:
        rect = board.map.targets[key].sceneBoundingRect()
        return KIND_ORDER.get(key[0], 9), round(rect.center().y() / 40), rect.center().x()

    targets = []
    for key in sorted(keys, key=order):
        area = board.map.targets[key]
        hint = board.hover_hint(key).replace("\n", ", ")
        name = place_name(board, key)
        text = hint if name in hint else f"{name}: {hint}"
        targets.append(FocusTarget(key, area.mapRectToScene(area.shape().boundingRect()), text))
    return targets


def candidate(selection: Selection, ident: str) -> Action | None:
    """The action a click on place ``ident`` would mean in the current mode (legal or not)."""
    mode = selection.mode
    if mode is None or mode == "travel":
        return None
    names = params_of(mode)
    chosen: dict[str, Any] = dict(zip(names, selection.picked, strict=False))
    chosen[names[len(selection.picked)]] = ident
    example = selection.modes.get(mode, [None])[0]
    for name in names:
        if name not in chosen:  # a later place: any legal one shows what is wrong with this one
            chosen[name] = example.get(name) if example is not None else ident
    if mode.startswith("chip:"):
        return Action.make("chip_action", action=mode.removeprefix("chip:"), **chosen)
    return Action.make(mode, **chosen)


def refusal_at(board: MaharajaBoard, key: TargetKey) -> IllegalAction | None:
    """The engine's refusal of what a click on ``key`` would mean now; None if it means nothing."""
    if not board.interactive or board.view is None or board.seat is None:
        return None
    kind, ident = key
    view, seat = board.view, board.seat
    if board.selection.mode == "travel":
        if kind == "road":
            return board.why_not(view, seat, Action.make("travel", road=ident))
        if kind in ("city", "start"):
            state = board.state_for_why(view, seat)
            return trip_refusal(state, seat, ident) if state is not None else None
        return None
    action = candidate(board.selection, ident)
    return board.why_not(view, seat, action) if action is not None else None


def why_text(board: MaharajaBoard, key: TargetKey) -> str:
    """ "Jaipur: the way to Jaipur is blocked … (M-5.3)", or '' when there is nothing to say."""
    return board.refusal_text(refusal_at(board, key), place_name(board, key))
