"""Hypothesis invariants over random games (issue 4): officials, cards, walls, legal stops."""

from __future__ import annotations

import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.engine import CHANCE
from desktop_app.engine.session import sample_outcome
from desktop_app.games.forbidden_city import GAME, move_path
from desktop_app.games.forbidden_city.board import ENTRANCE_SQUARES, ENTRANCES, coords
from desktop_app.games.forbidden_city.state import IN_PAVILION, TERRACE
from tests.games.forbidden_city.reference import DIRS, ref_slide


def check_officials(state) -> None:
    """25 officials, each on a distinct square, in the pavilion being resolved, or banished."""
    on_board = [p for p in state.positions if p >= 0]
    assert len(on_board) == len(set(on_board))
    assert not set(on_board) & ENTRANCE_SQUARES  # nobody stands on an entrance (F-4.1)
    terrace = sum(1 for p in state.positions if p == TERRACE)
    in_pavilion = sum(1 for p in state.positions if p == IN_PAVILION)
    assert in_pavilion == (1 if state.entered >= 0 else 0)
    if state.placed == 25:
        assert len(on_board) + terrace + in_pavilion == 25
    assert terrace == state.banished


def check_cards(state) -> None:
    """24 cards conserved: every card exactly once, in a stack of its colour or in one hand."""
    held = [c for hand in state.hands for c in hand]
    stacked = [c for k, stack in enumerate(state.stacks) for c in stack if c // 3 == k]
    assert sorted(held + stacked) == list(range(24))


def check_move(state, action) -> None:
    """The move crosses no wall and no official, and each slide ends at a legal stop (F-4.2)."""
    path = [tuple(p) for p in move_path(state, action)]
    origin = path[0]
    occupied = {coords(p) for p in state.positions if p >= 0} - {origin}
    one_square = abs(path[0][0] - path[1][0]) + abs(path[0][1] - path[1][1]) == 1
    if (
        len(path) == 2
        and one_square
        and ref_slide(path[0], _direction(path[0], path[1]), occupied, state.target) != path[1]
    ):
        assert path[1] not in occupied  # a start-area step onto an empty square (F-4.4)
        return
    for a, b in itertools.pairwise(path):
        assert any(ref_slide(a, d, occupied, state.target) == b for d in DIRS)
    if path[-1] != coords(ENTRANCES[state.target]):
        assert path[-1] not in occupied


def _direction(a, b) -> str:
    delta = (b[0] - a[0], b[1] - a[1])
    return next(d for d, v in DIRS.items() if v == delta)


@settings(max_examples=12, deadline=None)
@given(st.integers(min_value=2, max_value=4), st.integers(min_value=0, max_value=10**6))
def test_invariants_hold_through_a_random_game(players, seed):
    rng = random.Random(seed)
    state = GAME.initial_state(players, {})
    steps = 0
    while GAME.outcome(state) is None:
        movers = GAME.to_move(state)
        if CHANCE in movers:
            seat, action = CHANCE, sample_outcome(GAME.chance_outcomes(state), rng)
        else:
            seat = rng.choice(sorted(movers))
            legal = GAME.legal_actions(state, seat)
            action = legal[rng.randrange(len(legal))]
            if action.type == "move" and rng.random() < 0.3:
                check_move(state, action)
        state = GAME.apply(state, seat, action)
        check_officials(state)
        check_cards(state)
        steps += 1
        assert steps < 50_000, "random play must terminate"
    assert state.banished == 15 or GAME.legal_actions(state, state.active) == []
