"""The end of a match: who placed where, with what, and why ties fell the way they did."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from desktop_app.engine.seats import Seat


@dataclass(frozen=True, slots=True)
class Outcome:
    """Final result of a match.

    ``ranking`` lists seats best first (``ranking[0]`` won); ``scores`` maps each seat to the
    figure the game ranks by (palaces, points, gold); ``details`` holds per-seat JSON-able facts
    for the end screen; ``explanation`` holds one sentence per adjacent pair saying which
    criterion separated them, so a tie-break is never a mystery.
    """

    ranking: tuple[Seat, ...]
    scores: dict[Seat, int]
    explanation: tuple[str, ...] = ()
    details: dict[Seat, dict[str, Any]] = field(default_factory=dict)

    @property
    def winner(self) -> Seat:
        return self.ranking[0]

    def to_json(self) -> dict[str, Any]:
        return {
            "ranking": list(self.ranking),
            "scores": {str(seat): score for seat, score in self.scores.items()},
            "explanation": list(self.explanation),
            "details": {str(seat): facts for seat, facts in self.details.items()},
        }
