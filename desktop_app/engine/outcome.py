"""The end of a match: who placed where, with what, and why ties fell the way they did."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from desktop_app.engine.messages import Message, render
from desktop_app.engine.seats import Seat


@dataclass(frozen=True, slots=True)
class Outcome:
    """Final result of a match.

    ``ranking`` lists seats best first (``ranking[0]`` won); ``scores`` maps each seat to the
    figure the game ranks by (palaces, points, gold); ``details`` holds per-seat JSON-able facts
    for the end screen; ``explanation`` holds one message per adjacent pair saying which
    criterion separated them, so a tie-break is never a mystery (rendered at the edge, like a
    log line; ``to_json`` keeps the English text, as match files show it to people).
    """

    ranking: tuple[Seat, ...]
    scores: dict[Seat, int]
    explanation: tuple[Message | str, ...] = ()
    details: dict[Seat, dict[str, Any]] = field(default_factory=dict)

    @property
    def winner(self) -> Seat:
        return self.ranking[0]

    def to_json(self) -> dict[str, Any]:
        return {
            "ranking": list(self.ranking),
            "scores": {str(seat): score for seat, score in self.scores.items()},
            "explanation": [render(line) for line in self.explanation],
            "details": {str(seat): facts for seat, facts in self.details.items()},
        }
