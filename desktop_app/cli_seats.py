"""Seat numbers on the command line: counted from 1, as players read them (issue 33).

The seats' names count from 1 ("Player 1", "Random bot 1"), so ``--as``, ``join --seat`` and
every seat the command line prints count from 1 too; match files and the wire keep counting
from 0 (data, not text), and these two functions are the only place that converts.
"""

from __future__ import annotations

from desktop_app.engine.errors import EngineError


def seat_number(seat: int) -> int:
    """A seat as the command line prints it: counted from 1, as "Player 1" is (issue 33)."""
    return seat + 1


def seat_argument(text: str, players: int, wrong: str) -> int:
    """A seat number typed on the command line (from 1) as the match counts it (from 0)."""
    try:
        number = int(text)
    except ValueError:
        raise EngineError(wrong) from None
    if not 1 <= number <= players:
        raise EngineError(f"the seat must be a number from 1 to {players}")
    return number - 1
