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
from tests.collector_held import threads_alone
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


def test_F_9_1_move_keys_find_a_move_by_identity_or_equality_and_nothing_else():
    """MOVE_KEYS answers as the dict keyed by the 5,625 prebuilt moves did: every prebuilt move and
    every action equal to one (parsed from JSON), and no action that differs in kind or shape."""
    from desktop_app.engine import Action
    from desktop_app.games.forbidden_city.actions import MOVE_KEYS, MOVES
    from desktop_app.games.forbidden_city.board import OFFICIALS, coords

    assert len(MOVE_KEYS) == 25 * 225 == len(list(MOVE_KEYS))
    for official, row in enumerate(MOVES):
        for square, action in enumerate(row):
            assert MOVE_KEYS[action] == (official, square)
            assert MOVE_KEYS[Action.from_json(action.to_json())] == (official, square)
    hat, robe = OFFICIALS[3]
    col, row = coords(40)
    strangers = [
        Action.make("move", official=[hat, robe], to=[float(col), row]),
        Action.make("move", official=[hat, robe], to=[True, row]),
        Action.make("move", official=[hat, robe], to=[col, row], extra=1),
        Action.make("move", official=["pink", robe], to=[col, row]),
        Action.make("move", official=[hat, robe], to=[15, row]),
        Action.make("end_turn"),
        "move",
    ]
    for stranger in strangers:
        assert stranger not in MOVE_KEYS and MOVE_KEYS.get(stranger) is None


def test_F_4_2_each_targets_rays_patched_from_the_closed_table_equal_rays_worked_out_anew():
    """board.py works out again, per target, only the squares that see the open entrance: the
    tables equal those worked out for every square with that target open, and each target's
    sight lines are made once, on first use."""
    from desktop_app.games.forbidden_city import board

    for target in PAVILION_NUMBERS:
        open_sq = board.ENTRANCES[target]
        rays = tuple(board._square_rays(s, open_sq) for s in range(NUM_SQUARES))
        assert board.TARGET_RAYS[target] == rays
        assert board.FAST_RAYS[target] == tuple(tuple(r for _, r in row) for row in rays)
        assert board.BIT_RAYS[target] == tuple(board._square_bits(s, row) for s, row in enumerate(rays))
        seeing = {s for s in range(NUM_SQUARES) if any(open_sq in ray for ray in board.RAYS[s])}
        assert board.ENTRANCE_SIGHT[target] == (open_sq, *sorted(seeing - {open_sq}))
        assert board.sight(target) is board.sight(target) == board._sight_lines(target)


def test_F_8_1_the_log_names_pieces_with_shared_messages_equal_to_fresh_ones():
    """The log's official, card, pavilion and square messages are made once and shared: each equals
    the message made anew, and a damaged name still reads '?'."""
    from desktop_app.engine.messages import Message
    from desktop_app.games.forbidden_city import log
    from desktop_app.games.forbidden_city.board import CARDS, COLOURS, OFFICIALS, coords

    for index, (hat, robe) in enumerate(OFFICIALS):
        assert log.official_message(index) == Message.make("forbidden_city.official", hat=hat, robe=robe)
    for index, (colour, garment) in enumerate(CARDS):
        assert log.card_message(index) == Message.make("forbidden_city.card", colour=colour, garment=garment)
    for number in range(1, 9):
        made = Message.make("forbidden_city.pavilion", colour=COLOURS[number - 1], number=number)
        assert log.pavilion_message(number) == made
    for square in range(NUM_SQUARES):
        col, row = coords(square)
        name = f"{'ABCDEFGHIJKLMNO'[col]}{row + 1}"  # issue 33: a letter and a number, as on the axes
        assert log._square_message((col, row)) == Message.make("forbidden_city.square", name=name)
    unknown = Message.make("forbidden_city.unknown")
    assert (
        log._square_message((15, 0))
        == log._square_message([1, 1])
        == log._square_message((True, 1))
        == unknown
    )


def test_F_9_1_the_prebuilt_moves_are_made_once_for_every_thread_and_known_by_identity():
    """MOVES is made on first use (a replay never asks for it): threads asking at once all get the
    same objects, and each is known to MOVE_BY_ID before anyone holds it."""
    import threading

    from desktop_app.games.forbidden_city import actions

    fresh = actions._Moves()
    seen: list[object] = []
    threads = [threading.Thread(target=lambda: seen.append(fresh.rows)) for _ in range(4)]
    try:
        with threads_alone():  # building on them set off ~45 collections there (tests/collector_held.py)
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
        assert len(seen) == 4 and all(rows is seen[0] for rows in seen)
        assert fresh[3] is fresh.rows[3] and len(fresh) == 25
        for official, row in enumerate(fresh.rows):
            for square, action in enumerate(row):
                assert actions.MOVE_BY_ID[id(action)] == (official, square)
                assert action == actions.MOVES[official][square]
    finally:
        for row in fresh.rows:
            for action in row:
                actions.MOVE_BY_ID.pop(id(action), None)
