"""The engine's speed-ups behave exactly like the plain code they replace (issue 4 targets)."""

from __future__ import annotations

import copy
import dataclasses
import pickle
import random

import pytest

from desktop_app.games.forbidden_city.actions import MOVES
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
    assert pickle.loads(pickle.dumps(changed)) == changed and copy.deepcopy(changed) == changed
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
    assert found.moves == tuple(MOVES[o][sq] for o, sq in listed) and found.moves is found.moves
    pairs = set(listed)
    for o in range(25):
        for sq in range(225):
            assert found.has(o, sq) == ((o, sq) in pairs) == bool(found.by_square.get(sq, 0) >> o & 1)
    assert Reach((), ()).count == 0 and not Reach((), ()).has(0, 0)


def test_F_4_7_reused_slide_ends_give_the_same_moves_as_a_fresh_search():
    """Consecutive positions reuse slide ends (reach._last); after every step of random games the
    moves equal a search that starts from nothing, including after target changes (F-5.4, F-6.9)."""
    from desktop_app.engine import CHANCE
    from desktop_app.engine.session import sample_outcome
    from desktop_app.games.forbidden_city import GAME
    from desktop_app.games.forbidden_city import reach as reach_module
    from desktop_app.games.forbidden_city.board import BIT_RAYS, ENTRANCE_SIGHT, ENTRANCES

    for a in ENTRANCES:  # target changes only touch the squares that see the two entrances
        for b in ENTRANCES:
            differ = {sq for sq in range(225) if BIT_RAYS[a][sq] != BIT_RAYS[b][sq]}
            assert differ <= {*ENTRANCE_SIGHT[a], *ENTRANCE_SIGHT[b]}
    rng = random.Random(11)
    checked = 0
    for players in (2, 4):
        state = GAME.initial_state(players, {})
        while GAME.to_move(state) and checked < 600:
            movers = GAME.to_move(state)
            if CHANCE in movers:
                state = GAME.apply(state, CHANCE, sample_outcome(GAME.chance_outcomes(state), rng))
                continue
            seat = min(movers)
            legal = GAME.legal_actions(state, seat)
            if state.phase in ("move", "bonus"):
                incremental = reach_module.reach(state.positions, state.target)
                saved = list(reach_module._last)
                reach_module._last[:] = [None] * len(saved)
                fresh = reach_module._compute(state.positions, state.target)
                reach_module._last[:] = saved
                assert (incremental.squares, incremental.masks) == (fresh.squares, fresh.masks)
                checked += 1
            state = GAME.apply(state, seat, legal[rng.randrange(len(legal))])
    assert checked >= 600


def test_F_4_7_matches_searched_by_turns_each_reuse_their_own_last_search_and_agree_with_a_fresh_one():
    """One process may search several matches by turns (a LAN host serving many): each search
    finds the record its own match's last search left among the few kept (reach._last), and
    its moves still equal a search that starts from nothing."""
    from desktop_app.engine import CHANCE
    from desktop_app.engine.session import sample_outcome
    from desktop_app.games.forbidden_city import GAME
    from desktop_app.games.forbidden_city import reach as reach_module

    rng = random.Random(17)
    states = [GAME.initial_state(players, {}) for players in (2, 3, 4, 4, 2)]
    reach_module.clear_cache()
    searched = reused = 0
    for _ in range(120):
        for number, state in enumerate(states):
            movers = GAME.to_move(state)
            if not movers:
                continue
            if CHANCE in movers:
                states[number] = GAME.apply(state, CHANCE, sample_outcome(GAME.chance_outcomes(state), rng))
                continue
            seat = min(movers)
            if state.phase in ("move", "bonus"):
                reused += reach_module._previous(state.positions) is not None
                incremental = reach_module.reach(state.positions, state.target)
                saved = list(reach_module._last)
                reach_module._last[:] = []
                fresh = reach_module._compute(state.positions, state.target)
                reach_module._last[:] = saved
                assert (incremental.squares, incremental.masks) == (fresh.squares, fresh.masks)
                searched += 1
            legal = GAME.legal_actions(state, seat)
            states[number] = GAME.apply(state, seat, legal[rng.randrange(len(legal))])
    assert searched >= 200
    assert reused >= searched - len(states)  # only each match's first search starts from nothing


def test_F_4_7_a_prebuilt_move_is_trusted_for_its_shape_only_never_for_its_legality():
    """``apply`` recognises the move objects ``legal_actions`` hands out and skips parsing them,
    but every move, prebuilt or rebuilt from JSON, is still checked against this position's
    reach: a prebuilt move that is legal elsewhere is refused here, with the rule it breaks."""
    from desktop_app.engine import CHANCE, Action, IllegalAction
    from desktop_app.engine.session import sample_outcome
    from desktop_app.games.forbidden_city import GAME

    rng = random.Random(21)
    state = GAME.initial_state(3, {})
    checked = 0
    while GAME.to_move(state) and checked < 40:
        movers = GAME.to_move(state)
        if CHANCE in movers:
            state = GAME.apply(state, CHANCE, sample_outcome(GAME.chance_outcomes(state), rng))
            continue
        seat = min(movers)
        legal = GAME.legal_actions(state, seat)
        if state.phase == "move":
            found = reach(state.positions, state.target)
            official = next(o for o, sq in enumerate(state.positions) if sq >= 0)
            refused = [sq for sq in range(225) if not found.has(official, sq)]
            prebuilt = MOVES[official][rng.choice(refused)]
            for wrong in (prebuilt, Action.from_json(prebuilt.to_json())):
                with pytest.raises(IllegalAction) as error:
                    GAME.apply(state, seat, wrong)
                assert error.value.rule_id in ("F-4.7", "F-4.1", "F-4.3")
            chosen = legal[rng.randrange(len(legal))]
            assert GAME.apply(state, seat, chosen) == GAME.apply(
                state, seat, Action.from_json(chosen.to_json())
            )
            checked += 1
        state = GAME.apply(state, seat, legal[rng.randrange(len(legal))])
    assert checked == 40
