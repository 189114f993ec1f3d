"""Maharaja bots: determinization (M-10.1), evaluator range, planner choices, and strength vs random."""

from __future__ import annotations

import functools
import itertools
import json
import random
import time
from dataclasses import replace

import pytest

from desktop_app.ai.base import make_bot
from desktop_app.ai.evaluation import evaluator_for
from desktop_app.ai.games import maharaja as ai
from desktop_app.ai.games import maharaja_search as search
from desktop_app.ai.heuristic import HeuristicBot
from desktop_app.ai.selfplay import play
from desktop_app.engine.session import Session
from desktop_app.games.maharaja import GAME
from desktop_app.games.maharaja import actions as A
from desktop_app.games.maharaja.state import OVER, PLANNING, TURN
from tests.ai.test_bots import SpyGame
from tests.games.maharaja.helpers import fresh, palaces, player, turn, villages


def _positions(variant: str, n: int, seed: int, steps: int = 300, gold: str = "open"):
    """Sessions along a random playout (every 3rd position)."""
    session = Session.new("maharaja", n, {"variant": variant, "gold": gold}, seed)
    rng = random.Random(seed)
    for step in range(steps):
        movers = sorted(session.to_move())
        if not movers:
            break
        if step % 3 == 0:
            yield session
        seat = rng.choice(movers)
        session.act(seat, rng.choice(session.legal_actions(seat)))


@pytest.mark.parametrize(
    ("variant", "n", "gold"),
    [
        ("base", 2, "open"),
        ("base", 4, "open"),
        ("short", 3, "open"),
        ("pro1", 3, "open"),
        ("pro2", 5, "open"),
        ("base", 2, "hidden"),
        ("base", 4, "hidden"),
        ("pro1", 3, "hidden"),
        ("pro2", 5, "hidden"),
    ],
)
def test_m10_1_sample_state_rebuilds_the_view_exactly(variant: str, n: int, gold: str) -> None:
    """Also with hidden gold (M-10.1, issue 13 item 12): the estimated totals never show in the view."""
    checked = 0
    for seed in range(2):
        for session in _positions(variant, n, seed, gold=gold):
            for seat in range(n):
                view = json.loads(json.dumps(session.view(seat)))
                sampled = GAME.sample_state(view, seat, random.Random(checked))
                assert json.loads(json.dumps(GAME.view(sampled, seat))) == view
                assert set(GAME.legal_actions(sampled, seat)) == set(session.legal_actions(seat))
                checked += 1
    assert checked > 100


def test_m10_1_hidden_discs_vary_and_known_ones_are_kept() -> None:
    session = Session.new("maharaja", 3, None, 4)
    rng = random.Random(4)
    while session.head_state.phase != PLANNING:
        seat = min(session.to_move())
        session.act(seat, rng.choice(session.legal_actions(seat)))
    session.act(0, A.CHOOSE["take_gold", "build_palace"])
    session.act(1, A.CHOOSE["move_shield", "swap_card"])
    view = session.view(2)
    discs = {GAME.sample_state(view, 2, random.Random(s)).players[0].disc for s in range(40)}
    assert len(discs) > 5, "the hidden choice of seat 0 should be sampled, not copied"
    own = session.view(1)
    for s in range(10):
        world = GAME.sample_state(own, 1, random.Random(s))
        assert world.players[1].disc == ("move_shield", "swap_card")
        assert world.players[2].disc is None


def test_sample_state_is_deterministic_given_the_rng() -> None:
    session = next(s for s in _positions("base", 3, 7) if s.head_state.phase == TURN)
    view = session.view(1)
    assert GAME.sample_state(view, 1, random.Random(9)) == GAME.sample_state(view, 1, random.Random(9))


def test_evaluator_values_lie_in_0_1_for_every_seat() -> None:
    evaluator = evaluator_for("maharaja")
    assert evaluator is ai.EVALUATOR
    for variant, n in (("base", 2), ("pro1", 4), ("short", 5)):
        for session in _positions(variant, n, 3, steps=400):
            values = evaluator.values(GAME, session.head_state)
            assert len(values) == n
            assert all(0.0 <= v <= 1.0 for v in values)


def test_evaluator_prefers_more_palaces() -> None:
    state = fresh(2)
    ahead = palaces(state, "ajmer", central=0)
    values = ai.EVALUATOR.values(GAME, ahead)
    assert values[0] > 0.5 > values[1]


def test_m4_6_planner_builds_a_palace_where_it_stands_when_it_can_pay() -> None:
    state = turn(fresh(2), 0, "take_gold", "build_palace")
    state = player(state, 0, gold=14)  # the Maharaja stands in Jaipur; so does nobody yet
    state = player(state, 0, architect="jaipur")
    _value, steps = ai.best_step(state, 0)
    assert steps and steps[-1] == A.BUILD_PALACE["jaipur"]


def test_m5_planner_travels_to_a_city_to_build() -> None:
    state = turn(fresh(2), 0, "build_palace", "take_gold")
    state = villages(state, v21=(0,))  # r11 Pushkar - Ajmer open and free for seat 0
    state = player(state, 0, gold=15)
    _value, steps = ai.best_step(state, 0)
    assert steps == (A.TRAVEL["r11"], A.BUILD_PALACE["ajmer"])


def test_m3_2_planning_picks_a_palace_when_affordable_and_gold_when_poor() -> None:
    state = villages(fresh(2), v21=(0,))
    rich = ai.plan_discs(player(state, 0, gold=15), 0)
    assert "build_palace" in (rich["a"], rich["b"]) or "build_palace_house" in (rich["a"], rich["b"])
    poor = ai.plan_discs(player(state, 0, gold=3), 0)
    assert "build_palace" not in (poor["a"], poor["b"])


def test_rollout_policy_is_legal_and_ends_turns() -> None:
    evaluator = ai.EVALUATOR
    for session in _positions("base", 3, 11, steps=300):
        state = session.head_state
        for seat in sorted(session.to_move()):
            legal = session.legal_actions(seat)
            action = evaluator.rollout_action(GAME, state, seat, legal, random.Random(0))
            assert action in legal


def test_heuristic_bot_is_deterministic_given_its_seed() -> None:
    session = next(s for s in _positions("base", 2, 5) if s.head_state.phase == PLANNING and 0 in s.to_move())
    view, legal = session.view(0), session.legal_actions(0)
    assert HeuristicBot(3).choose(GAME, 0, view, legal) == HeuristicBot(3).choose(GAME, 0, view, legal)


def test_heuristic_beats_random_in_fixed_seed_matches() -> None:
    wins = 0
    games = 6
    for seed in range(games):
        session = Session.new("maharaja", 2, None, seed)
        bot_seat = seed % 2
        play(session, {bot_seat: make_bot("heuristic", seed), 1 - bot_seat: make_bot("random", seed)})
        wins += session.outcome().winner == bot_seat
    assert wins >= 5


# --- the hard level's paired-playout root search (maharaja_search.py) ---------------------------


@functools.cache
def _search_positions():
    """A planning and a turn position of a heuristic self-play match, with the seat to move."""
    session = Session.new("maharaja", 2, None, 21)
    bots = {0: make_bot("heuristic", 1), 1: make_bot("heuristic", 2)}
    found = {}
    while session.to_move() and len(found) < 2:
        seat = min(session.to_move())
        state = session.head_state
        wanted = state.round >= 2 and state.phase in (PLANNING, TURN) and state.phase not in found
        if wanted and len(session.legal_actions(seat)) > 3:
            found[state.phase] = (session.view(seat), seat, session.legal_actions(seat))
        session.act(seat, bots[seat].choose(GAME, seat, session.view(seat), session.legal_actions(seat)))
    return found


def test_root_search_returns_a_legal_move_within_a_tiny_budget() -> None:
    """How far past its budget a search may think is proven on a work clock (test_budgets.py);
    here a budget below any unit of work still yields a legal move."""
    for view, seat, legal in _search_positions().values():
        action = search.root_search(GAME, view, seat, legal, random.Random(1), 0.01, clock=time.thread_time)
        assert action in legal


def test_root_search_honours_should_stop(monkeypatch) -> None:
    played = []
    real = search.heuristic_policy
    monkeypatch.setattr(search, "heuristic_policy", lambda *a, **k: played.append(1) or real(*a, **k))
    for view, seat, legal in _search_positions().values():
        action = search.root_search(GAME, view, seat, legal, random.Random(1), 5.0, should_stop=lambda: True)
        assert action in legal
    assert not played


def _ticks():
    """A clock that advances 0.1 s per reading: a few playouts, whatever the machine's load."""
    counter = itertools.count()
    return lambda: next(counter) / 10


def test_root_search_is_deterministic_for_a_fixed_seed() -> None:
    for view, seat, legal in _search_positions().values():
        picks = {
            search.root_search(GAME, view, seat, legal, random.Random(7), 0.25, clock=_ticks())
            for _ in range(2)
        }
        assert len(picks) == 1


def test_hard_bot_never_touches_the_real_state() -> None:
    session = Session.new("maharaja", 2, None, 5)
    spy = SpyGame(GAME)
    bot = make_bot("hard", 1, budget_seconds=0.05)
    rng = random.Random(5)
    searched = 0
    for _ in range(50):
        movers = sorted(session.to_move())
        if not movers:
            break
        seat = movers[0]
        if seat == 0:
            real = session.head_state
            action = bot.choose(spy, seat, session.view(seat), session.legal_actions(seat))
            assert action in session.legal_actions(seat)
            assert all(state is not real for state in spy.seen), "the search looked at the real state"
            searched += bool(spy.seen)
        else:
            action = rng.choice(session.legal_actions(seat))
        session.act(seat, action)
    assert searched > 5


def test_turn_memory_follows_the_chosen_macro_step_and_stops_ping_pong() -> None:
    state = turn(fresh(2), 0, "build_palace", "take_gold")
    state = villages(state, v21=(0,))  # r11 Pushkar - Ajmer open and free for seat 0
    state = player(state, 0, gold=15)
    memory = search.TurnMemory()
    steps = (A.TRAVEL["r11"], A.BUILD_PALACE["ajmer"])
    memory.remember(state, 0, steps)
    moved = search.play_step(state, 0, steps[:1])
    assert memory.follow(moved, 0) == A.BUILD_PALACE["ajmer"]
    assert memory.follow(moved, 0) is None  # used once
    assert memory.travels(moved, 0) == 1


def test_m8_1_playouts_reach_the_game_end_when_it_is_near() -> None:
    state = fresh(2)
    assert search.horizon(replace(state, round=9)) == 2  # rounds 9 and 10 (the last, top 10)
    assert search.horizon(replace(state, round=10)) == 1
    assert search.horizon(replace(state, round=3)) == search.ROUNDS
    last = replace(fresh(2), round=10, top=10)
    after = search.heuristic_policy(GAME, last, search.horizon(last))
    assert after.phase == OVER
    assert search.projected_margin(after, 0) == search.final_margin(after, 0)


def test_m3_2_rivals_who_have_not_chosen_plan_with_the_disc_planner() -> None:
    state = player(villages(fresh(2), v21=(1,)), 1, gold=15)
    planned = search._rivals_plan(GAME, state, 0)
    choice = ai.plan_discs(state, 1)
    assert planned.players[1].disc == (choice["a"], choice["b"])
    assert planned.players[0].disc is None


def test_the_experts_deeper_look_decides_among_the_moves_it_finishes_in_time() -> None:
    """Iterative deepening (issue 36): the moves the shorter look ranked best are played out one
    round further in the same worlds, best first, and the longer look picks among those it
    finished before the deadline; when not even two are finished (or two cannot fit by the
    estimate), the shorter look's choice stands."""
    from desktop_app.ai.budget import Deadline

    totals = [5.0, 9.0, 7.0, 1.0]  # the shorter look: move 1, then 2, then 0
    longer = {0: 2.0, 1: 1.0, 2: 3.0, 3: 99.0}  # move 3 would win, but it is ranked last
    worlds = [(fresh(), 1.0)]
    played: list[int] = []
    now = [0.0]

    def run(budget: float, seconds_a_playout: float, cost: float = 1.0) -> int:
        played.clear()
        now[0] = 0.0
        deadline = Deadline(budget, clock=lambda: now[0])

        def play(world, move, rounds):
            assert rounds == 3
            now[0] += seconds_a_playout
            deadline.check()  # as a playout does at every step
            played.append(move[0])
            return longer[move[0]]

        return search._deeper(totals, moves, worlds, 3, cost, deadline, play, 3, best=1)

    moves = [(i,) for i in range(4)]
    assert run(10.0, 1.0) == 2 and played == [1, 2, 0]
    assert run(2.5, 1.0) == 2 and played == [1, 2]  # move 0 cut short: the two finished compete
    assert run(2.5, 2.0) == 1 and played == [1]  # only one finished: the shorter look's choice
    assert run(1.5, 1.0) == 1 and not played  # two cannot fit: not begun


def test_the_experts_shorter_look_leaves_time_for_the_deeper_one(monkeypatch) -> None:
    """With many drawn worlds (a rival's hidden discs, M-3.2) the expert's shorter look begins no
    world after ``first_share`` of the time, and the deeper look runs over the worlds played;
    with the whole time for the shorter look (``hard``'s way) the deeper look never runs there."""
    from desktop_app.ai.budget import Deadline

    worlds = [(fresh(), 1.0) for _ in range(30)]  # 1.2 s of playouts: more than the whole second
    moves = [(i,) for i in range(4)]
    now = [0.0]

    def clock() -> float:
        return now[0]

    def fake_play(*_args, **_kwargs):
        now[0] += 0.01  # every playout step costs the same
        return fresh()

    monkeypatch.setattr(search, "play_step", lambda world, seat, steps: world)
    monkeypatch.setattr(search, "heuristic_policy", lambda game, after, rounds, check: fake_play() or after)
    monkeypatch.setattr(search, "projected_margin", lambda state, seat: 0.0)
    calls: list[int] = []
    real = search._deeper

    def counted(*args):
        calls.append(len(args[2]))
        return real(*args)

    monkeypatch.setattr(search, "_deeper", counted)
    state = replace(fresh(2), phase=TURN)
    for share, deepened in ((0.5, True), (1.0, False)):
        calls.clear()
        now[0] = 0.0
        deadline = Deadline(1.0, clock)
        search._race(GAME, state, 0, worlds, moves, {}, search.ROUNDS, deadline, 8, share)
        assert bool(calls) == deepened, share
        if deepened:  # four playouts a world of 0.01 s: half a second's worth of worlds
            assert 11 <= calls[0] <= 13


def test_the_expert_predicts_a_rivals_discs_by_the_rivals_own_search(monkeypatch) -> None:
    """maharaja_rivals (issue 36): at planning the expert predicts a rival's two actions (M-3.2) by
    the hard search run from the rival's seat as the rival will decide, in a world drawn from the
    expert's own view, never the real state; a hard rival deciding after it then makes that choice."""
    from desktop_app.ai.expert import ExpertBot
    from desktop_app.ai.ismcts import IsmctsBot

    monkeypatch.setitem(ai.SEARCH_SETTINGS, "expert", {"plan_width": 2, "model_rivals": 2})
    made: list[dict] = []
    real = ai._searched_plans
    monkeypatch.setattr(ai, "_searched_plans", lambda *a, **k: made.append(real(*a, **k)) or made[-1])
    session = Session.new("maharaja", 2, None, 21)
    bots = {0: make_bot("random", 1), 1: make_bot("random", 2)}
    while not (session.head_state.round >= 2 and session.head_state.phase == PLANNING):
        seat = min(session.to_move())
        session.act(seat, bots[seat].choose(GAME, seat, session.view(seat), session.legal_actions(seat)))
    seat, rival = 0, 1
    assert session.head_state.players[rival].disc is None
    spy = SpyGame(GAME)
    action = ExpertBot(3, max_iterations=1).choose(spy, seat, session.view(seat), session.legal_actions(seat))
    assert action in session.legal_actions(seat)
    assert all(state is not session.head_state for state in spy.seen)
    assert len(made) == 1 and list(made[0]) == [rival]
    session.act(seat, action)
    hard = IsmctsBot(5, max_iterations=1)
    assert hard.choose(GAME, rival, session.view(rival), session.legal_actions(rival)) == made[0][rival]


@pytest.mark.parametrize(("players", "models_rivals"), [(2, True), (3, False), (5, False)])
def test_the_expert_searches_for_its_rivals_discs_with_two_players_only(
    monkeypatch, players, models_rivals
) -> None:
    """maharaja_rivals: one rival's own search took a third of the expert's 3 s with five players,
    and its own search then played out 2-6 of its 8 disc pairs (M-3.2) instead of all 8; with more
    than two players the rivals' discs are the disc planner's, as for ``hard``."""
    from desktop_app.ai.expert import ExpertBot

    given: list[object] = []

    def root_search(game, view, seat, legal, *args, **kwargs):
        given.append(kwargs["rival_model"])
        return legal[0]

    monkeypatch.setattr(ai, "root_search", root_search)
    session = Session.new("maharaja", players, None, 21)
    bot = make_bot("random", 1)
    while session.head_state.phase != PLANNING:
        seat = min(session.to_move())
        session.act(seat, bot.choose(GAME, seat, session.view(seat), session.legal_actions(seat)))
    seat = min(session.to_move())
    ExpertBot(3).choose(GAME, seat, session.view(seat), session.legal_actions(seat))
    assert len(given) == 1 and (given[0] is not None) == models_rivals
