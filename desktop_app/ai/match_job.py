"""The match a worker process is asked about, as one JSON object: what every worker job shares.

The graph worker and the analysis worker each take one JSON line naming a match the way a match
file holds it (game, seats, options, seed, record) plus what is asked of it (a perspective, a
depth). The match part is read and written here once, so both workers check read data the same
way: a job line is data from another process and is trusted no further than a match file would be.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from desktop_app.engine.errors import EngineError
from desktop_app.engine.protocol import Entry


@dataclass(frozen=True, slots=True)
class MatchJob:
    """A numbered job about one match; each worker's ``Job`` adds what it is asked."""

    job: int
    game_id: str
    players: int
    options: Mapping[str, Any]
    seed: int
    record: tuple[Entry, ...]


def match_fields(job: MatchJob) -> dict[str, Any]:
    """The JSON fields of ``job``'s match, for its worker's job line."""
    return {
        "job": job.job,
        "game": job.game_id,
        "players": job.players,
        "options": dict(job.options),
        "seed": job.seed,
        "record": [entry.to_json() for entry in job.record],
    }


def parse_match(data: Any) -> tuple[int, str, int, Mapping[str, Any], int, tuple[Entry, ...]]:
    """The match fields of a decoded job line, in ``MatchJob``'s order.

    ``ValueError`` for anything ``match_fields`` would not have written.
    """
    if not isinstance(data, dict):
        raise ValueError("a job is a JSON object")
    numbers = [data.get(name) for name in ("job", "players", "seed")]
    if not all(is_whole(number) for number in numbers):
        raise ValueError("a job's number, seats and seed are whole numbers")
    job, players, seed = (int(number) for number in numbers)  # type: ignore[arg-type]  # checked
    game_id, options, record = data.get("game"), data.get("options"), data.get("record")
    if not isinstance(game_id, str) or not isinstance(options, dict) or not isinstance(record, list):
        raise ValueError("a job names its game, options and record")
    try:
        entries = tuple(Entry.from_json(item) for item in record)
    except EngineError as error:
        raise ValueError(str(error)) from None
    return job, game_id, players, options, seed, entries


def is_whole(value: Any) -> bool:
    """A whole number from 0, and not a bool (JSON's ``true`` is no seat)."""
    return type(value) is int and value >= 0
