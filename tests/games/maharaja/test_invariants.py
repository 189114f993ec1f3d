"""Property tests over random games: conservation laws and rule invariants hold after every step."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.engine import CHANCE, IllegalAction
from desktop_app.games.maharaja import GAME
from desktop_app.games.maharaja import actions as A
from desktop_app.games.maharaja.board import CITIES
from desktop_app.games.maharaja.state import (
    HOUSES_PER_COLOUR,
    NEUTRAL,
    OVER,
    PLANNING,
    TURN,
    houses_on_board,
    palaces_on_board,
)

VARIANTS = ("base", "short", "pro1", "pro2")

#: Every action object the game can ever produce, to probe apply with actions that are not legal.
POOL = (
    list(A.TRAVEL.values())
    + list(A.BUILD_HOUSE.values())
    + list(A.BUILD_TWO.values())[::7]
    + list(A.MOVE_HOUSE.values())[::11]
    + list(A.BUILD_PALACE.values())
    + list(A.BUILD_PALACE_HOUSE.values())[::5]
    + list(A.MOVE_SHIELD.values())
    + list(A.SWAP.values())
    + list(A.SWAP2.values())[::3]
    + list(A.FREE_HOUSE.values())[::3]
    + list(A.FREE_MOVE.values())[::13]
    + list(A.PICK_CARD.values())
    + list(A.PLACE_START.values())[::3]
    + list(A.CHOICES)
    + [A.END_TURN, A.TAKE_GOLD, A.TAKE_HOUSES, A.TAKE_CHIP, A.PASS_BID, A.bid(0), A.bid(3), A.bid(20)]
    + [A.chip(a) for a in list(A.BUILD_HOUSE.values())[:5]]
)


def check(before, state) -> None:
    palaces = 6 if state.variant == "short" else 7
    deck = set(range(1, 8 if state.pro else 7))
    held = [c for p in state.players for c in p.cards]
    assert sorted(held + list(state.unused)) == sorted(deck) and len(set(held)) == len(held)
    for seat, p in enumerate(state.players):
        assert p.gold >= 0
        assert p.supply >= 0 and p.quarry >= 0
        assert p.supply + p.quarry + houses_on_board(state, seat) == HOUSES_PER_COLOUR
        assert p.palaces + palaces_on_board(state, seat) == palaces
    for owners in state.villages:
        assert len(owners) <= (1 if state.n == 2 else 2)  # M-1.4 (D-18)
    for c in range(len(CITIES)):
        owners = [o for o in state.outer[c] if o != NEUTRAL]
        if state.central[c] is not None:
            owners.append(state.central[c])
        assert len(owners) == len(set(owners))  # one palace per player per city
        assert len(state.outer[c]) <= 6
        if owners:
            assert state.central[c] is not None  # the first palace takes the centre
        if before.central[c] is None and state.central[c] is None:
            assert state.outer[c] == before.outer[c]
    assert state.top - before.top in (0, 1)  # the track never skips a space
    assert sorted(state.queue) == sorted(CITIES)
    if state.phase in (PLANNING, TURN):
        assert state.top == state.round and state.queue[6] == state.maharaja
    if state.pro:
        assert state.chip_supply + sum(p.chips for p in state.players) == 7


def playout(n: int, variant: str, seed: int, probe: bool = False):
    rng = random.Random(seed)
    state = GAME.initial_state(n, {"variant": variant})
    steps = 0
    while True:
        movers = GAME.to_move(state)
        if not movers:
            assert state.phase == OVER and GAME.outcome(state) is not None
            return state, steps
        if CHANCE in movers:
            outcomes = GAME.chance_outcomes(state)
            action, seat = outcomes[rng.randrange(len(outcomes))][0], CHANCE
        else:
            seat = rng.choice(sorted(movers))
            legal = GAME.legal_actions(state, seat)
            assert legal, "a seat to move always has an action"
            assert len(set(legal)) == len(legal)
            if probe:
                legal_set = set(legal)
                for candidate in rng.sample(POOL, 4):
                    if candidate in legal_set:
                        GAME.apply(state, seat, candidate)
                    else:
                        with pytest.raises(IllegalAction):
                            GAME.apply(state, seat, candidate)
            action = legal[rng.randrange(len(legal))]
        after = GAME.apply(state, seat, action)
        check(state, after)
        state = after
        steps += 1
        assert steps < 20_000


@settings(max_examples=60, deadline=None)
@given(n=st.integers(2, 5), variant=st.sampled_from(VARIANTS), seed=st.integers(0, 2**32))
def test_invariants_hold_over_random_games(n: int, variant: str, seed: int) -> None:
    playout(n, variant, seed)


@settings(max_examples=20, deadline=None)
@given(n=st.integers(2, 5), variant=st.sampled_from(VARIANTS), seed=st.integers(0, 2**32))
def test_apply_accepts_exactly_the_legal_actions(n: int, variant: str, seed: int) -> None:
    playout(n, variant, seed, probe=True)


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_random_play_terminates_for_every_variant_and_player_count(n: int, variant: str) -> None:
    state, _ = playout(n, variant, seed=1000 * n + VARIANTS.index(variant))
    limit = 6 if variant == "short" else 10
    assert state.round <= limit and (state.top == limit or state.end_triggered)
