"""The end of a match: who placed where, with what, and why ties fell the way they did."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from desktop_app.engine.errors import EngineError
from desktop_app.engine.messages import Message, render
from desktop_app.engine.seats import Seat

#: More seats than any game has: a ranking longer than this is not an outcome but garbage.
MAX_SEATS = 64
#: Longest explanation line ``from_json`` accepts (the games' lines are well under 200 characters).
MAX_LINE = 1_000

_FIELDS = frozenset({"ranking", "scores", "explanation", "details"})


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

    def to_json(self, names: Sequence[str] = ()) -> dict[str, Any]:
        """JSON for files and the network; ``names`` (by seat) name the seats in the explanation,
        which is otherwise rendered with "Player N"."""
        return {
            "ranking": list(self.ranking),
            "scores": {str(seat): score for seat, score in self.scores.items()},
            "explanation": [render(line, names) for line in self.explanation],
            "details": {str(seat): facts for seat, facts in self.details.items()},
        }

    @classmethod
    def from_json(cls, data: Any) -> Outcome:
        """The outcome ``to_json`` wrote, read back; ``EngineError`` for anything else.

        It arrives from other computers (a LAN host's ``match_over``) and from files, so every
        field is checked for exactly the kind ``to_json`` writes: a seat that is a ``bool`` or a
        ``"1"``, a score that is a float, or a ranking naming a seat twice is refused, never
        carried into an end screen that would then fail or mislead. The explanation comes back as
        the English lines it was written as.
        """
        if not isinstance(data, Mapping):
            raise EngineError("an outcome must be a JSON object")
        unknown = sorted(str(key)[:20] for key in data if key not in _FIELDS)
        if unknown:
            raise EngineError(f"an outcome has no field {', '.join(unknown)}")
        ranking = _ranking(data.get("ranking"))
        scores = _by_seat(data.get("scores"), "scores", ranking)
        details = _by_seat(data.get("details", {}), "details", ranking)
        return cls(
            ranking,
            {seat: _score(value) for seat, value in scores},
            _explanation(data.get("explanation", [])),
            {seat: _facts(value) for seat, value in details},
        )


def _ranking(value: Any) -> tuple[Seat, ...]:
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_SEATS:
        raise EngineError(f"an outcome's ranking must be a list of 1 to {MAX_SEATS} seats")
    if any(type(seat) is not int or not 0 <= seat < MAX_SEATS for seat in value):
        raise EngineError("an outcome's ranking must hold seat numbers")
    if len(set(value)) != len(value):
        raise EngineError("an outcome's ranking names a seat twice")
    return tuple(value)


def _by_seat(value: Any, what: str, ranking: tuple[Seat, ...]) -> list[tuple[Seat, Any]]:
    """``{"0": ..., "2": ...}`` as seat numbers, each one of the ranked seats."""
    if not isinstance(value, Mapping):
        raise EngineError(f"an outcome's {what} must be an object by seat")
    items = []
    for key, item in value.items():
        if not isinstance(key, str) or not key.isdecimal() or not key.isascii() or int(key) not in ranking:
            raise EngineError(f"an outcome's {what} names {str(key)[:20]!r}, which is not a ranked seat")
        if key != str(int(key)):
            raise EngineError(f"an outcome's {what} names seat {key!r} in an odd form")
        items.append((int(key), item))
    return items


def _score(value: Any) -> int:
    if type(value) is not int:
        raise EngineError("an outcome's scores must be whole numbers")
    return value


def _facts(value: Any) -> dict[str, Any]:
    if not isinstance(value, Mapping) or not all(isinstance(key, str) for key in value):
        raise EngineError("an outcome's details must be an object per seat")
    return dict(value)


def _explanation(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or len(value) > MAX_SEATS:
        raise EngineError("an outcome's explanation must be a list of lines")
    if any(not isinstance(line, str) or len(line) > MAX_LINE for line in value):
        raise EngineError(f"an outcome's explanation lines must be texts of at most {MAX_LINE} characters")
    return tuple(value)
