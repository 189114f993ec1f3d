"""Arkadia (rules: docs/rules/arkadia.md): polyomino buildings, workers, a layered castle, seals.

The package's face: ``GAME`` is the rules engine the registry discovers, and everything the
board on screen and the bots may use is named here, so they never reach into the modules:

- ``board_layout()`` and its ``BoardLayout`` type: the static board (grid, tents, lot and its
  printed colours, building shapes with every orientation, B-1..B-7);
- the view's types (``ArkadiaView`` and its parts, see ``view``);
- for bots that search over sampled worlds (``GAME.sample_state``): the state type and phases,
  the board's bitboards, the castle's values (K-1) and the ready-made actions.

The modules: ``board`` (static data), ``state`` (the frozen state), ``actions`` (the vocabulary
and its parsing), ``rules`` (who moves, legality, the phase table), the rule areas ``cards`` (C-4,
E, G-2, M-3), ``placement`` (E-2, F-2, H-1 geometry), ``workers`` (F, G-3), ``castle`` (H, I, K),
``turn`` (J, D-1, G-5, L), then ``scoring`` (L-4, L-5), ``view``, ``log``,
``determinize`` and ``game``, which wires them into the ``Game``.
"""

from desktop_app.games.arkadia.actions import PLAY_ACTIONS, WORKER_ACTIONS
from desktop_app.games.arkadia.board import (
    FAMILIES,
    FAMILY_INDEX,
    FULL,
    LOT_POSITION,
    SHAPE_MASKS,
    TENT_MASK,
    BoardLayout,
    BuildingTypeLayout,
    LotLayout,
    board_layout,
    neighbours,
    square_name,
)
from desktop_app.games.arkadia.castle import seal_values, visible_colours
from desktop_app.games.arkadia.game import ArkadiaGame
from desktop_app.games.arkadia.state import CAN, CASH, CASTLE, MUST, NEUTRAL, OVER, REFILL, WORKERS, ArkState
from desktop_app.games.arkadia.unplayable import card_refusal
from desktop_app.games.arkadia.view import (
    ArkadiaView,
    BuildingView,
    CardView,
    CastleView,
    DisplayDraw,
    FamilyCounts,
    FinalRow,
    HandDraw,
    PendingDraw,
    ScreenView,
    SeatView,
    StepView,
    SupplyView,
    WorkerView,
)

GAME = ArkadiaGame()

__all__ = [
    "CAN",
    "CASH",
    "CASTLE",
    "FAMILIES",
    "FAMILY_INDEX",
    "FULL",
    "GAME",
    "LOT_POSITION",
    "MUST",
    "NEUTRAL",
    "OVER",
    "PLAY_ACTIONS",
    "REFILL",
    "SHAPE_MASKS",
    "TENT_MASK",
    "WORKERS",
    "WORKER_ACTIONS",
    "ArkState",
    "ArkadiaGame",
    "ArkadiaView",
    "BoardLayout",
    "BuildingTypeLayout",
    "BuildingView",
    "CardView",
    "CastleView",
    "DisplayDraw",
    "FamilyCounts",
    "FinalRow",
    "HandDraw",
    "LotLayout",
    "PendingDraw",
    "ScreenView",
    "SeatView",
    "StepView",
    "SupplyView",
    "WorkerView",
    "board_layout",
    "card_refusal",
    "neighbours",
    "seal_values",
    "square_name",
    "visible_colours",
]
