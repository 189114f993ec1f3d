"""The bounded LRU cache of ``reach`` (issue 18) answers exactly what a search without any cache
answers, keeps at most its limit, and drops the least recently used position first.

"Without any cache" means ``reach._compute`` with nothing carried over from an earlier position
(``_last`` cleared): neither the LRU entries nor the slide ends reused between positions.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Iterator
from contextlib import contextmanager

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.engine import CHANCE
from desktop_app.engine.session import sample_outcome
from desktop_app.games.forbidden_city import GAME
from desktop_app.games.forbidden_city import reach as reach_module
from desktop_app.games.forbidden_city.board import ENTRANCE_SQUARES, PAVILION_NUMBERS
from desktop_app.games.forbidden_city.move_list import MoveList
from desktop_app.games.forbidden_city.state import IN_PAVILION, TERRACE, UNPLACED
from tests.collector_held import threads_alone

FREE_SQUARES = sorted(set(range(225)) - ENTRANCE_SQUARES)
Key = tuple[tuple[int, ...], int]


def uncached(positions: tuple[int, ...], target: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The moves of a position found from nothing, leaving the module as it was."""
    saved = list(reach_module._last)
    reach_module._last[:] = [None] * len(saved)
    try:
        fresh = reach_module._compute(positions, target)
    finally:
        reach_module._last[:] = saved
    return fresh.squares, fresh.masks


@contextmanager
def cache_of(limit: int) -> Iterator[int]:
    """A cache of ``limit`` entries, empty at the start and emptied again after, so eviction
    happens within a few questions (a context manager: hypothesis runs many examples per test)."""
    saved = reach_module._CACHE_LIMIT
    reach_module._CACHE_LIMIT = limit
    reach_module.clear_cache()
    try:
        yield limit
    finally:
        reach_module._CACHE_LIMIT = saved
        reach_module.clear_cache()


@st.composite
def court_positions(draw) -> tuple[int, ...]:
    """25 officials: some on distinct squares of the maze, the others off the board."""
    squares = draw(st.lists(st.sampled_from(FREE_SQUARES), max_size=25, unique=True))
    off = draw(
        st.lists(st.sampled_from((TERRACE, IN_PAVILION, UNPLACED)), min_size=25 - len(squares), max_size=25)
    )
    return tuple(draw(st.permutations([*squares, *off[: 25 - len(squares)]])))


def moved(positions: tuple[int, ...], rng: random.Random) -> tuple[int, ...]:
    """The same position after one official moved to a free square (the common next question)."""
    on_board = [o for o, sq in enumerate(positions) if sq >= 0]
    if not on_board:
        return positions
    free = sorted(set(FREE_SQUARES) - set(positions))
    official = rng.choice(on_board)
    return (*positions[:official], rng.choice(free), *positions[official + 1 :])


def check_lru(limit: int, used: list[Key]) -> None:
    """The cache holds the ``limit`` most recently used distinct keys, oldest first."""
    recent: list[Key] = []
    for key in reversed(used):
        if key not in recent:
            recent.insert(0, key)
    assert list(reach_module._cache) == recent[-limit:]


@settings(max_examples=60, deadline=None)
@given(
    pool=st.lists(st.tuples(court_positions(), st.sampled_from(PAVILION_NUMBERS)), min_size=1, max_size=5),
    order=st.lists(st.integers(0, 14), min_size=1, max_size=16),
    seed=st.integers(0, 2**16),
)
def test_F_4_7_the_lru_cache_gives_the_moves_of_a_search_without_cache(pool, order, seed):
    """Any sequence of questions, repeats, near-repeats (one official moved) and target changes:
    every answer, and the move list built on it, equals the uncached search; the cache never
    holds more than its limit and keeps the most recently used."""
    rng = random.Random(seed)
    asked = [*pool, *((moved(p, rng), t) for p, t in pool), *((p, t % 8 + 1) for p, t in pool)]
    used: list[Key] = []
    with cache_of(3) as limit:
        ask(asked, order, used, limit)


def ask(asked: list[Key], order: list[int], used: list[Key], limit: int) -> None:
    """Ask ``asked[i]`` for each i of ``order``, checking every answer and the cache after it."""
    for index in order:
        positions, target = asked[index % len(asked)]
        positions = tuple(list(positions))  # an equal tuple, not the same object
        found = reach_module.reach(positions, target)
        assert (found.squares, found.masks) == uncached(positions, target)
        squares, masks = uncached(positions, target)
        assert list(MoveList(found)) == list(MoveList(reach_module.Reach(squares, masks)))
        used.append((positions, target))
        assert len(reach_module._cache) <= limit
        check_lru(limit, used)


def test_F_4_7_reviewing_a_match_through_a_small_cache_gives_the_same_legal_actions():
    """A match's move positions asked forwards, backwards and at random (a review dragging its
    slider) through a cache far smaller than the match: the legal actions equal an uncached
    search at every step, and a hit really is served from the cache."""
    rng = random.Random(8)
    state = GAME.initial_state(3, {})
    states = []
    while GAME.to_move(state) and len(states) < 60:
        movers = GAME.to_move(state)
        if CHANCE in movers:
            state = GAME.apply(state, CHANCE, sample_outcome(GAME.chance_outcomes(state), rng))
            continue
        seat = min(movers)
        legal = GAME.legal_actions(state, seat)
        if state.phase in ("move", "bonus"):
            states.append((state, seat))
        state = GAME.apply(state, seat, legal[rng.randrange(len(legal))])
    with cache_of(3) as limit:
        review(states, rng, limit)


def review(states: list, rng: random.Random, limit: int) -> None:
    """Seek through ``states`` like a review slider and compare every step's legal actions."""
    seeks = [
        *range(len(states)),
        *reversed(range(len(states))),
        *(rng.randrange(len(states)) for _ in range(80)),
    ]
    for index in seeks:
        state, seat = states[index]
        legal = list(GAME.legal_actions(state, seat))
        squares, masks = uncached(state.positions, state.target)
        tail = tuple(legal[sum(m.bit_count() for m in masks) :])  # end_turn, when it is legal
        assert legal == list(MoveList(reach_module.Reach(squares, masks), tail))
        assert len(reach_module._cache) <= limit
    state, _ = states[seeks[-1]]
    assert reach_module._cache[state.positions, state.target] is reach_module.reach(
        tuple(list(state.positions)), state.target
    )


def test_F_4_7_two_threads_asking_at_once_get_right_answers():
    """The UI and a bot's thread share the cache without a lock: at worst an entry is dropped
    early (a recomputation), never answered for another position, and the limit holds."""
    rng = random.Random(5)
    questions = []
    for _ in range(12):
        on_board = rng.sample(FREE_SQUARES, rng.randrange(10, 25))
        positions = tuple([*on_board, *[TERRACE] * (25 - len(on_board))])
        questions.append((positions, rng.choice(PAVILION_NUMBERS)))
    expected = {key: uncached(*key) for key in questions}
    wrong: list[Key] = []

    def ask_many(seed: int) -> None:
        local = random.Random(seed)
        for _ in range(400):
            positions, target = local.choice(questions)
            found = reach_module.reach(tuple(list(positions)), target)
            if (found.squares, found.masks) != expected[positions, target]:
                wrong.append((positions, target))

    with cache_of(3) as limit, threads_alone():  # no collection on the threads (tests/collector_held.py)
        threads = [threading.Thread(target=ask_many, args=(seed,)) for seed in (1, 2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert not wrong
        assert len(reach_module._cache) <= limit
