"""Where a suggested Maharaja action shows on the map (issue 35): its road, its places, its button.

A travel step is the road from the architect's city to the next, with an arrow; a house, a
palace or a starting house is the place it goes (the city's or village's own target outline); a
house moved is both places joined by an arrow; whatever is taken from the side panel (gold,
houses, a card, a bid, the two actions of the disc, a shield move) lights that panel's button,
with the disc's slots or the bid's amount turned to it (``show_inputs``). Everything is read from
the action and the map; the architect's place from the board's last view.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QSpinBox

from desktop_app.engine.action import Action
from desktop_app.ui.games.ghost_marks import GhostMarks, circle
from desktop_app.ui.games.maharaja.geometry import MapGeometry
from desktop_app.ui.games.maharaja.map_items import StaticMap
from desktop_app.ui.games.maharaja.side_panel import ActionPanel


class MaharajaBoard(Protocol):
    """What the marks read of the Maharaja board (``board.MaharajaBoard``)."""

    map: StaticMap
    geometry: MapGeometry

    def _architect(self) -> str | None: ...


#: Actions taken from a button of the side panel named after the action's type.
_BUTTONS = ("take_gold", "take_houses", "take_chip", "end_turn", "pass_bid")
#: Actions whose places are picked after the side panel's mode button ``mode_<type>``.
_MODES = ("build_house", "build_two_houses", "move_house", "build_palace", "build_palace_house")


def ghost_marks(board: MaharajaBoard, action: Action) -> GhostMarks:
    """The marks of ``action`` on ``board`` (see the module's docstring)."""
    marks = GhostMarks()
    kind, chip = action.type, ""
    if kind == "chip_action":
        kind, chip = str(action.get("action")), "chip:"
    if kind in _BUTTONS:
        marks.controls.append(kind if not chip else f"chip_{kind}")
    elif kind == "travel":
        _travel(board, str(action.get("road")), marks)
    elif kind in ("place_start_house", "build_house", "free_house", "build_palace"):
        _place(board, action.get("village", action.get("at", action.get("city"))), marks)
    elif kind in ("build_two_houses", "build_palace_house"):
        _place(board, action.get("city"), marks)
        _place(board, action.get("village", action.get("at")), marks)
    elif kind in ("move_house", "free_move"):
        _move(board, action.get("from"), action.get("to"), marks)
    elif kind == "move_shield":
        _place(board, action.get("city"), marks)
        marks.controls.append(f"{'chip_' if chip else ''}shield_{action.get('city')}_{action.get('delta')}")
    elif kind in ("pick_card", "swap_card"):
        card = action.get("card", action.get("take"))
        give = action.get("give")
        marks.controls.append(f"{kind}_{card}" + (f"_{give}" if give is not None else ""))
    elif kind == "bid":
        marks.controls += ["bid_amount", "bid"]
    elif kind == "choose_actions":
        marks.controls += [f"pick_{action.get('a')}", f"pick_{action.get('b')}", "confirm_disc"]
    if kind in _MODES or kind in ("free_house", "free_move"):
        marks.controls.append(f"mode_{chip}{kind}")
    return marks


def show_inputs(panel: ActionPanel, action: Action, on: bool = True) -> None:
    """The side panel's inputs turned to ``action``: a disc's two actions in its slots, a bid's
    amount in its box (where the panel shows them now); ``on`` False: back to blank where they
    still show it (``Board.show_inputs``)."""
    picker = panel.picker
    if action.type == "choose_actions":
        disc = [str(action.get("a")), str(action.get("b"))]
        if on and not picker.isHidden():
            picker.reset()
            for code in disc:
                picker.add(code)
        elif not on and picker.slots == disc:
            picker.reset()
    elif action.type == "bid":
        spin = panel.findChild(QSpinBox, "bid_amount")
        amount = int(action.get("amount"))
        if spin is not None and on and not spin.isHidden():
            spin.setValue(amount)
        elif spin is not None and not on and spin.value() == amount:
            spin.setValue(spin.minimum())


def _key(board: MaharajaBoard, node: Any) -> tuple[str, str] | None:
    node = str(node)
    for kind in ("city", "village", "start"):
        if (kind, node) in board.map.targets:
            return kind, node
    return None


def _place(board: MaharajaBoard, node: Any, marks: GhostMarks) -> None:
    """The place's own outline on the map (the one a click on it lights)."""
    key = _key(board, node)
    if key is None:
        return
    area = board.map.targets[key]
    marks.areas.append(area.mapToScene(area.shape()))


def _centre(board: MaharajaBoard, node: Any) -> QPointF:
    x, y = board.geometry.position(str(node))
    return QPointF(x, y)


def _move(board: MaharajaBoard, origin: Any, destination: Any, marks: GhostMarks) -> None:
    _place(board, origin, marks)
    _place(board, destination, marks)
    if _key(board, origin) is not None and _key(board, destination) is not None:
        marks.lines.append([_centre(board, origin), _centre(board, destination)])


def _travel(board: MaharajaBoard, road_id: str, marks: GhostMarks) -> None:
    """The road, gone along from the architect's city, and the city it leads to."""
    road = board.geometry.roads.get(road_id)
    if road is None:
        return
    points = [QPointF(x, y) for x, y in road.points]
    start = board._architect()
    if start == road.ends[1]:
        points.reverse()
    far = road.ends[0] if start == road.ends[1] else road.ends[1]
    marks.lines.append(points)
    x, y = board.geometry.position(far)
    marks.areas.append(circle(QPointF(x, y), 30.0))
