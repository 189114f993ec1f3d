"""Seats are plain integers ``0..n-1``; chance is a pseudo-seat so random steps are ordinary entries."""

from typing import Final

Seat = int

#: The pseudo-seat that "moves" when the next step is random (DESIGN: chance is an explicit player).
CHANCE: Final[Seat] = -1


def seat_label(seat: Seat) -> str:
    """A short, stable label for logs and error messages."""
    return "chance" if seat == CHANCE else f"seat {seat}"


#: Kinds a seat can be: a person at this screen, a bot level, or a person on the LAN.
SEAT_KINDS: Final[tuple[str, ...]] = ("human", "random", "heuristic", "hard", "expert", "remote")
BOT_KINDS: Final[tuple[str, ...]] = ("random", "heuristic", "hard", "expert")


def default_seat_name(seat: Seat) -> str:
    return f"Player {seat + 1}"
