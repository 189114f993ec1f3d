"""Maharaja (Kramer & Kiesling, 2004): rules engine for 2–5 princes building in Rajasthan.

Rules as implemented: docs/rules/maharaja.md. ``GAME`` is the Game protocol object;
``board_layout()`` returns the static map (node positions, roads) for boards to draw;
``cheapest_trips`` gives the UI whole trips to offer (replayed as ``travel`` steps).
"""

from desktop_app.games.maharaja.board import board_layout
from desktop_app.games.maharaja.game import GAME, Maharaja
from desktop_app.games.maharaja.travel import cheapest_trips

__all__ = ["GAME", "Maharaja", "board_layout", "cheapest_trips"]
