"""The engine's speed-ups behave exactly like the plain code they replace (issue 4 targets)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from desktop_app.games.forbidden_city.reach import Reach, reach
from desktop_app.games.forbidden_city.state import CourtState, evolve
from tests.games.forbidden_city.reference import ENTRANCE


def test_evolve_equals_dataclasses_replace_and_keeps_the_input():
    state = CourtState(players=3, hands=((), (1,), ()), boards=(-1, 4, -1))
    changed = evolve(state, positions=(5,) * 25, moves=2, phase="fate")
    assert changed == dataclasses.replace(state, positions=(5,) * 25, moves=2, phase="fate")
    assert type(changed) is CourtState and hash(changed) == hash(dataclasses.replace(changed))
    assert state.moves == 0 and state.phase == "setup"
    with pytest.raises(dataclasses.FrozenInstanceError):
        changed.moves = 3  # type: ignore[misc]
    with pytest.raises(TypeError):
        evolve(state, no_such_field=1)


def test_reach_lookups_agree_with_its_masks():
    """has(), move_at() and by_square read the same bit sets as the listed masks."""
    rng = random.Random(4)
    squares = rng.sample(range(225), 20)
    positions = tuple(squares) + (-1,) * 5
    found = reach(positions, rng.choice(sorted(ENTRANCE)))
    assert found.count == sum(m.bit_count() for m in found.masks)
    pairs_in_order = zip(found.squares, found.masks, strict=True)
    listed = [(o, sq) for sq, m in pairs_in_order for o in range(25) if m >> o & 1]
    assert [found.move_at(i) for i in range(found.count)] == listed
    pairs = set(listed)
    for o in range(25):
        for sq in range(225):
            assert found.has(o, sq) == ((o, sq) in pairs) == bool(found.by_square.get(sq, 0) >> o & 1)
    assert Reach((), ()).count == 0 and not Reach((), ()).has(0, 0)
