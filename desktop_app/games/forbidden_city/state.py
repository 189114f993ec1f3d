"""The immutable match state of The Forbidden City, its phases (F-9.2) and limits (F-3.1, F-6, F-7.1).

A state holds only facts; everything derivable from the maze (destinations, slide graphs) is
computed on demand in ``slides.py``. Cards in the stacks are kept as a sorted multiset per
pavilion, never as an order: a card is drawn by a chance step at the moment it is taken
(F-8.1, Decisions D-1), so no hidden order exists that a view or a log could leak.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from desktop_app.engine.evolve import evolver

#: Phases (F-9.2). Chance phases: SETUP, FATE, FATE_PAVILION, AWARD_DRAW, RESET.
SETUP: Final = "setup"
BRIBE: Final = "bribe"
MOVE: Final = "move"
FATE: Final = "fate"
FATE_PAVILION: Final = "fate_pavilion"
DRAGON: Final = "dragon"
ANSWER: Final = "answer"
PENALTY: Final = "penalty"
AWARD_DRAW: Final = "award_draw"
AWARD_CHOICE: Final = "award_choice"
RESET: Final = "reset"
BONUS: Final = "bonus"
OVER: Final = "over"

CHANCE_PHASES: Final = frozenset({SETUP, FATE, FATE_PAVILION, AWARD_DRAW, RESET})

#: F-6.4 cases; NO_CLAIM for F-6.1.
NO_CLAIM: Final = "none"

#: F-6.4: a giver in ``last_transfers`` that is the pavilion's stack, not a seat (F-6.6.1/F-6.6.2).
FROM_STACK: Final = -1

#: Official position codes besides a square index.
TERRACE: Final = -1
IN_PAVILION: Final = -2
UNPLACED: Final = -3

#: F-6.8 / F-7.1: the game ends when this many officials are banished.
BANISH_LIMIT: Final = 15
#: F-6: all-cards mode once this many officials were banished before the current one.
ALL_CARDS_FROM: Final = 10
MAX_MOVES: Final = 4


@dataclass(frozen=True, slots=True)
class CourtState:
    """Everything about a match at one moment.

    ``positions[o]`` is official o's square index, or TERRACE / IN_PAVILION / UNPLACED.
    ``boards[s]`` is the official seat s bribed, or -1 while not yet set.
    ``stacks[k-1]`` are the card ids still in pavilion k (sorted; no order is kept).
    ``boards_open`` is True from a reveal until the boards are set again (F-8.1).
    The ``entered`` .. ``bonus_due`` block describes the pavilion resolution in progress (F-6).
    The ``last_*`` fields keep what everybody saw of the last pavilion (F-6.3..F-6.6: who brought
    which official into which pavilion, the answers, the boards, who paid whom which card; in
    ``last_transfers`` a giver of -1 is the pavilion's stack) and of the last move, so that a
    view alone tells the story a player who watched the whole match remembers.
    """

    players: int
    phase: str = SETUP
    positions: tuple[int, ...] = (UNPLACED,) * 25
    placed: int = 0
    target: int = 0
    stacks: tuple[tuple[int, ...], ...] = tuple(tuple(range(3 * k, 3 * k + 3)) for k in range(8))
    hands: tuple[tuple[int, ...], ...] = ()
    boards: tuple[int, ...] = ()
    active: int = 0
    moves: int = 0
    bonus: bool = False
    banished: int = 0
    last_fate: tuple[str, str] | None = None
    # --- F-6 resolution in progress ---
    entered: int = -1
    asked: int = -1
    answers: tuple[tuple[int, str], ...] = ()
    doubter: int = -1
    case: str = ""
    receiver: int = -1
    chooser: int = -1
    bonus_due: bool = False
    # --- public record of the last reveal (F-8.1: revealed values stay public) ---
    reveal_count: int = 0
    boards_open: bool = False
    last_reveal: tuple[int, ...] = ()
    last_reveal_official: int = -1
    last_reveal_case: str = ""
    # --- the rest of the last pavilion's story, public (F-8.2): told until the next reveal ---
    last_claimant: int = -1
    last_pavilion: int = 0
    last_answers: tuple[tuple[int, str], ...] = ()
    last_doubter: int = -1
    last_transfers: tuple[tuple[int, int, int], ...] = ()
    # --- the last move, public (F-8.2): (official, origin, destination, target at the time) ---
    last_move: tuple[int, int, int, int] | None = None

    @property
    def all_cards_mode(self) -> bool:
        """F-6: b >= 10, b counted before the entering official is banished."""
        return self.banished >= ALL_CARDS_FROM


#: ``evolve(state, field=value, ...)``: ``dataclasses.replace``, about four times faster (the one
#: copy helper of all engines, ``engine/evolve.py``).
evolve = evolver(CourtState)
