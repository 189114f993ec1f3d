"""Property tests over random games: the invariants of N-5, N-3's candidates and N-4's small legal sets."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.engine.seats import CHANCE
from desktop_app.games.arkadia import GAME, board
from desktop_app.games.arkadia.castle import seal_values, visible_colours
from desktop_app.games.arkadia.state import CAN, CASH, CASTLE, DEAL, MUST, NEUTRAL, OVER, TO_DISPLAY, WORKERS


def playout(players: int, seed: int):
    """Yield (state before, seat, action, state after) through a random game to its end."""
    rng = random.Random(seed)
    state = GAME.initial_state(players, {})
    for _ in range(5000):
        movers = GAME.to_move(state)
        if not movers:
            return
        if CHANCE in movers:
            outcomes = GAME.chance_outcomes(state)
            action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
            seat = CHANCE
        else:
            (seat,) = movers
            legal = GAME.legal_actions(state, seat)
            action = legal[rng.randrange(len(legal))]
        after = GAME.apply(state, seat, action)
        yield state, seat, action, after
        state = after
    raise AssertionError("random play did not end")


def check_board(state) -> None:
    """No two things on one square, and everything connected to the lot as placed (B-4, E-2.3, F-2)."""
    seen = board.LOT_MASK
    for b in state.buildings:
        assert not b.mask & seen, "two things on one square"
        seen |= b.mask
    squares = [sq for sq, _ in state.workers]
    assert len(set(squares)) == len(squares)
    for sq in squares:
        assert not seen >> sq & 1, "a worker on an occupied square"
        seen |= 1 << sq
    assert seen == state.occupied
    reached = board.LOT_MASK
    while True:
        grown = reached | (board.neighbours(reached) & state.occupied)
        if grown == reached:
            break
        reached = grown
    assert reached == state.occupied, "something is not connected to the lot"


def check_conservation(state) -> None:
    """N-5: workers, cards, tiles and castle pieces are conserved."""
    n = state.players
    for seat in range(n):
        on_board = sum(1 for _, owner in state.workers if owner == seat)
        assert state.screens[seat].own + on_board + state.own_supply[seat] == 11
    neutral_board = sum(1 for _, owner in state.workers if owner == NEUTRAL)
    assert sum(s.neutral for s in state.screens) + neutral_board + state.neutral_supply == 24
    cards = list(state.pile)
    for k in state.display + state.discard:
        cards[k] += 1
    for screen in state.screens:
        assert len(screen.hand) <= 4
        for k in screen.hand:
            cards[k] += 1
    assert tuple(cards) == board.CARD_COUNTS and sum(state.pile) == state.pile_size
    for t in range(len(board.TYPES)):
        placed = sum(1 for b in state.buildings if b.type == t)
        assert placed + state.tiles[t] == board.TILE_COUNTS[t]
        unplayed = sum(n for k, n in enumerate(cards) if board.kind_type(k) == t) - sum(
            1 for k in state.discard if board.kind_type(k) == t
        )
        assert state.tiles[t] >= unplayed
    if state.phase not in (DEAL,) and state.pending != TO_DISPLAY:
        assert len(state.display) == 3 or state.pile_size == 0


def check_castle(state) -> None:
    """I-2: floors fill in order; 28 pieces in all; K-1: values are the visible colours."""
    for low, high in zip(state.castle, state.castle[1:], strict=False):
        if any(c >= 0 for c in high):
            assert -1 not in low
    for colour in range(4):
        placed = sum(floor.count(colour) for floor in state.castle)
        assert placed + sum(pool[colour] for pool in state.pools) == 7
    values = seal_values(state.castle)
    shown = visible_colours(state.castle)
    assert values == tuple(shown.count(f) for f in range(4))
    assert sum(values) <= 10
    view = GAME.view(state, None)
    assert list(view["values"].values()) == list(values)


def check_completion(state) -> None:
    """H-1 outside a MUST step: a building is completed exactly when it is surrounded."""
    if state.phase in (MUST, CASTLE, CAN, CASH, OVER):
        for b in state.buildings:
            assert b.completed == (not b.ring & ~state.occupied)
            assert b.seal == (not b.completed)


def check_monotone(before, after) -> None:
    """N-5: banners never increase, gold never decreases, occupied squares stay occupied."""
    assert after.occupied & before.occupied == before.occupied
    for old, new in zip(before.screens, after.screens, strict=True):
        assert new.banners <= old.banners and new.gold >= old.gold


@settings(max_examples=30, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 10**9))
def test_N_5_invariants_hold_through_random_games(players: int, seed: int) -> None:
    last = None
    for i, (before, _seat, _action, after) in enumerate(playout(players, seed)):
        check_monotone(before, after)
        if i % 3 == 0 or GAME.to_move(after) == frozenset():
            check_board(after)
            check_conservation(after)
            check_castle(after)
            check_completion(after)
        last = after
    assert last is not None and last.phase == OVER and GAME.outcome(last) is not None


@settings(max_examples=20, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 10**9))
def test_N_3_N_4_worker_candidates_and_small_legal_sets(players: int, seed: int) -> None:
    for before, seat, _action, after in playout(players, seed):
        if seat == CHANCE:
            assert len(GAME.chance_outcomes(before)) <= 28
            continue
        legal = GAME.legal_actions(before, seat)
        assert 0 < len(legal) < 3000
        if after.phase == WORKERS:
            for b in after.candidates:
                for sq in after.placed:
                    assert after.buildings[b].ring >> sq & 1
            others = [b.id for b in after.buildings if b.id not in after.candidates]
            for b in others:
                assert not all(after.buildings[b].ring >> sq & 1 for sq in after.placed)
            assert after.candidates


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10**9))
def test_random_play_always_terminates_for_every_player_count(seed: int) -> None:
    for players in (2, 3, 4):
        steps = sum(1 for _ in playout(players, seed))
        assert steps < 5000
