"""The checks a replay makes without listing a position's moves (issue 18: a long file opened):
``reach.can_reach`` (is this one move legal?) and ``reach.any_move`` (F-3.8: can anyone move?)
answer exactly what the search for all officials answers, and a replay asks nothing more.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.engine import CHANCE
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.games.forbidden_city import reach as reach_module
from desktop_app.games.forbidden_city.board import NUM_SQUARES, PAVILION_NUMBERS
from desktop_app.games.forbidden_city.state import TERRACE
from tests.games.forbidden_city.helpers import sq
from tests.games.forbidden_city.test_reach_cache import cache_of, court_positions, uncached


def answers(positions: tuple[int, ...], target: int, official: int) -> tuple[set[int], set[int]]:
    """The squares ``can_reach`` allows ``official``, and those the full search lists for it."""
    squares, masks = uncached(positions, target)
    listed = {s for s, mask in zip(squares, masks, strict=True) if mask >> official & 1}
    origin = positions[official]
    allowed = {
        to
        for to in range(NUM_SQUARES)
        if to != origin and reach_module.can_reach(positions, target, official, to)
    }
    return allowed, listed


@settings(max_examples=60, deadline=None)
@given(positions=court_positions(), target=st.sampled_from(PAVILION_NUMBERS), seed=st.integers(0, 2**16))
def test_F_4_7_one_officials_check_allows_exactly_the_listed_destinations(positions, target, seed):
    """For officials on the board, with nothing cached (the one-official search) and with the
    position cached: the allowed squares are the listed ones, steps and the open entrance too."""
    on_board = [o for o, s in enumerate(positions) if s >= 0]
    checked = random.Random(seed).sample(on_board, min(4, len(on_board)))
    with cache_of(8):
        for official in checked:
            allowed, listed = answers(positions, target, official)
            assert allowed == listed
        reach_module.reach(positions, target)
        for official in checked:
            allowed, listed = answers(positions, target, official)
            assert allowed == listed


@settings(max_examples=100, deadline=None)
@given(positions=court_positions(), target=st.sampled_from(PAVILION_NUMBERS))
def test_F_3_8_any_move_is_whether_the_move_list_is_empty(positions, target):
    squares, _ = uncached(positions, target)
    assert reach_module.any_move(positions, target) == bool(squares)


def test_F_3_8_any_move_sees_a_boxed_official_and_an_empty_board():
    boxed = [TERRACE] * 25
    boxed[0] = sq(0, 1)  # boxed by the closed entrance (0,0), a wall and (0,2)
    boxed[1] = sq(0, 2)
    assert reach_module.any_move(tuple(boxed), 5)
    boxed[1] = TERRACE
    assert reach_module.any_move(tuple(boxed), 5)  # south is free now
    assert not reach_module.any_move(tuple([TERRACE] * 25), 5)


def test_a_replayed_match_lists_no_position_and_reaches_the_same_states():
    """A record replayed with an empty cache (a file opened) searches no position for all its
    officials, and every state equals the one the match reached while its moves were listed."""
    rng = random.Random(4)
    session = Session.new("forbidden_city", [SeatInfo("A"), SeatInfo("B"), SeatInfo("C")], None, 9)
    for _ in range(400):
        movers = sorted(s for s in session.to_move() if s != CHANCE)
        if not movers:
            break
        legal = session.legal_actions(movers[0])
        session.act(movers[0], legal[rng.randrange(len(legal))])
    with cache_of(4096):
        replayed = Session.from_record("forbidden_city", session.seats, None, 9, session.record)
        assert not reach_module._cache
    assert [replayed.state_at(i) for i in range(len(session.record) + 1)] == [
        session.state_at(i) for i in range(len(session.record) + 1)
    ]
