"""Seat numbers on the command line: counted from 1, as players read them (issue 33).

The seats' names count from 1 ("Player 1", "Random bot 1"), so ``--as``, ``join --seat`` and
every seat the command line prints count from 1 too; match files and the wire keep counting
from 0 (data, not text), and these two functions are the only place that converts. Who played a
seat, when it changed hands during the match, is said here too (``with_control``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop_app.engine.errors import EngineError

if TYPE_CHECKING:
    from desktop_app.engine.session import Session


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


def with_control(lines: list[str], session: Session) -> list[str]:
    """``lines`` (one per step) with each seat that changed hands told after the line of the step
    it followed, as the window's log tells it (issue 33): ``replay`` says who played."""
    from desktop_app.i18n import tr

    levels = {
        "random": tr("Cli", "beginner"),
        "heuristic": tr("Cli", "standard"),
        "hard": tr("Cli", "strong"),
        "expert": tr("Cli", "expert"),
    }
    shown = list(lines)
    for change in session.control:
        name = session.seats[change.seat].name
        if change.by == "human":
            text = tr("Cli", "{name} takes the seat back from the computer").format(name=name)
        else:
            level = levels.get(change.by, change.by)
            text = tr("Cli", "{name}'s seat is played by the computer ({level})").format(
                name=name, level=level
            )
        if 0 < change.step <= len(shown):
            shown[change.step - 1] = f"{shown[change.step - 1]} — {text}"
        elif change.step == 0 and shown:
            shown[0] = f"{text} — {shown[0]}"
    return shown
