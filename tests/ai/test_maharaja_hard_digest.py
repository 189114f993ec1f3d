"""``hard`` deciding Maharaja exactly as it did while the expert is changed (issue 36): the expert
shares the search, the planner and the playouts with it, so a change meant for the expert alone
must leave this digest as it is."""

from __future__ import annotations

import hashlib
import importlib.util
from pathlib import Path
from typing import Any

from desktop_app.ai.base import make_bot
from desktop_app.engine.session import Session

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "maharaja_search_speed.py"


def positions(players: int, seed: int, plans: tuple[int, ...], turns: tuple[int, ...]) -> list[Any]:
    """The benchmark's positions (seat 0's view and legal moves at those moments of a match)."""
    spec = importlib.util.spec_from_file_location("maharaja_search_speed", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return list(module.positions(players, seed, plans, turns))


def test_hard_decides_exactly_as_before() -> None:
    """Hard's decisions at one world a move at the two-player positions of
    ``benchmarks/maharaja_search_speed.py`` (plannings of rounds 2, 4 and 6 and first turn steps of
    rounds 3 and 5 of seed 11): the hash that benchmark printed before and after the speed-up of
    8e5f8cf, which held with the expert's deeper look taken out (tried, issue 36)."""
    found = positions(2, 11, (2, 4, 6), (3, 5))
    game = Session.new("maharaja", 2, None, 11).game
    digest = hashlib.sha256()
    for i, (view, legal) in enumerate(found):
        action = make_bot("hard", 100 + i, max_iterations=1).choose(game, 0, view, legal)
        digest.update(repr((action.type, action.params)).encode())
    assert len(found) == 5
    assert digest.hexdigest()[:16] == "aee2b9d727a11de0"
