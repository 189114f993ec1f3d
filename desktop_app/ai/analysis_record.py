"""What an analysis of a match is, as a file keeps it: every decision's judgement and its mark.

``ai/analysis.py`` makes an ``Analysis`` by judging decisions with the bots; this module is the
record alone, so that opening a match file that holds one (``persistence.matchfile``), or showing
its marks and summary, reads and checks it without loading the bots. Every value read from a file
is checked by ``from_json``: a file is data, and a crafted one gets a ``ValueError`` and nothing else.
"""

from __future__ import annotations

import hashlib
import itertools
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from desktop_app.engine.action import Action
from desktop_app.engine.errors import EngineError
from desktop_app.engine.protocol import Entry
from desktop_app.engine.seats import CHANCE, Seat

#: Bumped whenever a change would alter the judgements, so analyses stored by older code are
#: offered again instead of shown (2: the deep pass asks the expert instead of the hard level; 3:
#: the deep pass re-checks its pick on fresh worlds, Arkadia's to the end of the match).
ANALYSIS_VERSION: Final = 3
#: The marks, mildest first, and the loss each begins at, as a fraction of a fair share
#: ``1 / players`` of the win chance (two players: 10, 20 and 30 points of win chance; four:
#: 5, 10 and 15; five: 4, 8 and 12).
MARKS: Final = ("inaccuracy", "mistake", "blunder")
THRESHOLDS: Final = {"inaccuracy": 0.2, "mistake": 0.4, "blunder": 0.6}
QUICK, DEEP = "quick", "deep"
DEPTHS: Final = (QUICK, DEEP)


def mark_for(loss: float, players: int) -> str | None:
    """The mark a loss of win chance earns among ``players`` (None: no mark)."""
    share = 1.0 / max(2, players)
    found = None
    for mark in MARKS:
        if loss >= THRESHOLDS[mark] * share - 1e-9:
            found = mark
    return found


@dataclass(frozen=True, slots=True)
class Judgement:
    """One decision: at ``step`` (1-based, as the log numbers its lines) ``seat`` played
    ``played``; the computer preferred ``suggested`` (``played`` itself when it agrees), with the
    estimated chances to win after each, as the mover could know them."""

    step: int
    seat: Seat
    played: Action
    suggested: Action
    played_chance: float
    suggested_chance: float
    depth: str = QUICK

    @property
    def loss(self) -> float:
        return max(0.0, self.suggested_chance - self.played_chance)

    def mark(self, players: int) -> str | None:
        return mark_for(self.loss, players)

    def to_json(self) -> list[Any]:
        suggested = None if self.suggested == self.played else self.suggested.to_json()
        return [
            self.step,
            suggested,
            round(self.played_chance, 4),
            round(self.suggested_chance, 4),
            int(self.depth == DEEP),
        ]

    @classmethod
    def from_json(cls, data: Any, record: Sequence[Entry]) -> Judgement:
        """``ValueError`` for anything ``to_json`` of a decision of ``record`` would not give."""
        if not isinstance(data, list) or len(data) != 5:
            raise ValueError("a judgement is [step, suggested, played chance, suggested chance, deep]")
        step, suggested, played_chance, suggested_chance, deep = data
        if type(step) is not int or not 1 <= step <= len(record) or record[step - 1].seat == CHANCE:
            raise ValueError("a judgement is about a decision of the match")
        for value in (played_chance, suggested_chance):
            if type(value) not in (int, float) or not 0.0 <= value <= 1.0:
                raise ValueError("a win chance lies in [0, 1]")
        if deep not in (0, 1) or type(deep) is not int:
            raise ValueError("a judgement says whether it was looked at deeply")
        entry = record[step - 1]
        try:
            action = entry.action if suggested is None else Action.from_json(suggested)
        except EngineError:
            raise ValueError("a suggestion is an action") from None
        depth = DEEP if deep else QUICK
        return cls(
            step, entry.seat, entry.action, action, float(played_chance), float(suggested_chance), depth
        )


@dataclass(frozen=True, slots=True)
class Summary:
    """One seat's line of the summary: decisions judged, marks of each kind, the mean loss."""

    decisions: int
    marks: Mapping[str, int]
    average_loss: float


@dataclass(frozen=True, slots=True)
class Analysis:
    """The judgements of a match's first ``steps`` steps (``key``: their record's fingerprint)."""

    players: int
    steps: int
    key: str
    depth: str
    judgements: tuple[Judgement, ...]

    def marked(self) -> dict[int, str]:
        """Step -> mark, for every marked decision."""
        found = {}
        for judgement in self.judgements:
            mark = judgement.mark(self.players)
            if mark is not None:
                found[judgement.step] = mark
        return found

    def at(self, step: int) -> Judgement | None:
        return next((item for item in self.judgements if item.step == step), None)

    def summary(self, seat: Seat) -> Summary:
        mine = [item for item in self.judgements if item.seat == seat]
        counts = {mark: 0 for mark in MARKS}
        for item in mine:
            mark = item.mark(self.players)
            if mark is not None:
                counts[mark] += 1
        average = sum(item.loss for item in mine) / len(mine) if mine else 0.0
        return Summary(len(mine), counts, average)

    def fits(self, record: Sequence[Entry]) -> bool:
        """Whether this is an analysis of ``record`` (as long as it, and the same steps)."""
        return self.steps == len(record) and self.key == record_key(record)

    def to_json(self) -> dict[str, Any]:
        return {
            "version": ANALYSIS_VERSION,
            "steps": self.steps,
            "key": self.key,
            "depth": self.depth,
            "decisions": [item.to_json() for item in self.judgements],
        }

    @classmethod
    def from_json(cls, data: Any, record: Sequence[Entry], players: int) -> Analysis:
        """The analysis of ``record`` a file holds; ``ValueError`` for one that does not read, is
        of another record, or was made by another version of the analysis."""
        if not isinstance(data, Mapping) or data.get("version") != ANALYSIS_VERSION:
            raise ValueError("an analysis of this version")
        steps, key, depth, items = (data.get(name) for name in ("steps", "key", "depth", "decisions"))
        if type(steps) is not int or steps != len(record) or key != record_key(record):
            raise ValueError("an analysis of this match as it stands")
        if depth not in DEPTHS or not isinstance(items, list) or len(items) > len(record):
            raise ValueError("an analysis names its depth and its decisions")
        judgements = tuple(Judgement.from_json(item, record) for item in items)
        if any(b.step <= a.step for a, b in itertools.pairwise(judgements)):
            raise ValueError("an analysis lists each decision once, in step order")
        return cls(players, steps, str(key), str(depth), judgements)


def record_key(record: Sequence[Entry]) -> str:
    """A fingerprint of ``record``: an analysis kept in a file is shown only for its own steps."""
    text = json.dumps([entry.to_json() for entry in record], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]
