"""Maharaja (Kramer & Kiesling, 2004): rules engine for 2–5 princes building in Rajasthan.

Rules: docs/rules/maharaja.md. ``GAME`` is the Game protocol object; ``board_layout()`` returns
the static map (node positions, roads) for boards to draw.
"""

from desktop_app.games.maharaja.board import board_layout

__all__ = ["board_layout"]
