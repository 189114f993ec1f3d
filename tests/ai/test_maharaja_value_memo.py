"""Maharaja's position value remembers answers (a search prices about half its positions twice):
a remembered answer must be the one worked out afresh, and what the memo's key leaves out (discs,
slots, per-turn flags) must be what the value never reads."""

from __future__ import annotations

import random

import pytest

from desktop_app.ai.games import maharaja_value as value
from desktop_app.engine.session import Session
from desktop_app.games.maharaja.state import MaharajaState, replace


def _states(variant: str, n: int, seed: int, steps: int = 240) -> list[MaharajaState]:
    """Every 2nd state along a random playout."""
    session = Session.new("maharaja", n, {"variant": variant}, seed)
    rng = random.Random(seed)
    found = []
    for step in range(steps):
        movers = sorted(session.to_move())
        if not movers:
            break
        if step % 2 == 0:
            found.append(session.state)
        seat = rng.choice(movers)
        session.act(seat, rng.choice(session.legal_actions(seat)))
    return found


def _fresh(state: MaharajaState) -> list[float]:
    """The value worked out with every memo empty."""
    value._SCORES.clear()
    value._GOLD.clear()
    value._road_facts.cache_clear()
    return value._seat_scores(state)


def _other_slots(state: MaharajaState) -> MaharajaState:
    """The same position with other discs, slots and per-turn flags for every seat."""
    players = tuple(
        replace(p, disc=("take_gold", "take_gold"), slots=("build_house",), free_used=True, chip_taken=True)
        for p in state.players
    )
    return replace(state, players=players)


@pytest.mark.parametrize(("variant", "n", "seed"), [("base", 2, 3), ("pro2", 5, 4), ("short", 3, 5)])
def test_remembered_values_are_the_ones_worked_out_afresh(variant: str, n: int, seed: int) -> None:
    states = _states(variant, n, seed)
    assert len(states) > 40
    expected = [_fresh(state) for state in states]
    for state in [*states, *reversed(states)]:  # warm memos, then read back in another order
        value.seat_scores(state)
    assert [value.seat_scores(state) for state in states] == expected


@pytest.mark.parametrize(("variant", "n", "seed"), [("base", 2, 6), ("pro1", 4, 7)])
def test_the_memo_key_leaves_out_only_what_the_value_never_reads(variant: str, n: int, seed: int) -> None:
    for state in _states(variant, n, seed)[::3]:
        assert _fresh(_other_slots(state)) == _fresh(state)
        assert value._value_key(_other_slots(state)) == value._value_key(state)


def test_a_caller_adding_forfeits_does_not_change_the_remembered_value() -> None:
    state = _states("base", 2, 8)[-1]
    first = value.seat_scores(state)
    first[0] += 100.0
    assert value.seat_scores(state) == _fresh(state)
