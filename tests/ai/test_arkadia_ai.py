"""Arkadia bots: determinized worlds agree with the seat's view (M-1, M-2), keep the N-5 counts,
and the evaluator's judgement is good enough to beat random play."""

from __future__ import annotations

import random

import pytest

from desktop_app.ai.base import make_bot
from desktop_app.ai.games.arkadia import EVALUATOR
from desktop_app.ai.selfplay import play
from desktop_app.engine.seats import CHANCE
from desktop_app.engine.session import Session, sample_outcome
from desktop_app.games.arkadia import GAME, board
from desktop_app.games.arkadia.state import NEUTRAL, NEUTRAL_WORKERS, OWN_WORKERS, ArkState
from tests.fixtures.playouts import random_positions


def _positions(players: int, seed: int, every: int = 9) -> list[ArkState]:
    """States along one random playout (chance sampled), every ``every`` steps and the end."""
    return random_positions(GAME, players, seed, every)


def _check_counts(state: ArkState) -> None:
    """N-5: cards, workers and pile bookkeeping add up in a sampled world."""
    cards = (
        sum(len(s.hand) for s in state.screens) + len(state.display) + state.pile_size + len(state.discard)
    )
    assert cards == 40
    assert sum(state.pile) == state.pile_size and min(state.pile) >= 0
    neutral = state.neutral_supply + sum(s.neutral for s in state.screens)
    neutral += sum(1 for _, owner in state.workers if owner == NEUTRAL)
    assert neutral == NEUTRAL_WORKERS
    for seat, screen in enumerate(state.screens):
        on_board = sum(1 for _, owner in state.workers if owner == seat)
        assert screen.own + on_board + state.own_supply[seat] == OWN_WORKERS
        assert min(screen.seals) >= 0 and screen.gold >= 0 and screen.neutral >= 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_sampled_worlds_show_the_seat_exactly_its_view(players: int) -> None:
    """M-1/M-2: every public fact and the seat's own screen and hand are rebuilt exactly."""
    rng = random.Random(players)
    for state in _positions(players, seed=10 + players):
        for seat in range(players):
            view = GAME.view(state, seat)
            world = GAME.sample_state(view, seat, rng)
            assert GAME.view(world, seat) == view
            _check_counts(world)
            if GAME.to_move(world) == frozenset({seat}):
                assert set(GAME.legal_actions(world, seat)) == set(GAME.legal_actions(state, seat))


def test_hidden_hands_and_the_pile_vary_between_samples() -> None:
    """M-3: unseen cards are dealt afresh each time from what the seat has not seen."""
    state = _positions(3, seed=4)[3]
    view = GAME.view(state, 0)
    rng = random.Random(0)
    hands = {GAME.sample_state(view, 0, rng).screens[1].hand for _ in range(20)}
    assert len(hands) > 5
    seen = set(state.screens[0].hand) | set(state.display) | set(state.discard)
    for _ in range(20):
        world = GAME.sample_state(view, 0, rng)
        unseen = [n - world.screens[0].hand.count(k) for k, n in enumerate(board.CARD_COUNTS)]
        for k in range(board.KINDS):
            held = sum(s.hand.count(k) for s in world.screens[1:]) + world.pile[k]
            assert held == unseen[k] - state.display.count(k) - state.discard.count(k)
    assert seen  # the deal happened


def test_two_player_screens_are_read_off_the_public_record_when_no_banner_was_used() -> None:
    """H-2 payouts are public, and a seat that never cashed knows which H-3 seals it took."""
    rng = random.Random(7)
    checked = 0
    for _seed in range(6):
        state = GAME.initial_state(2, {})
        while GAME.to_move(state) and checked < 400:
            movers = GAME.to_move(state)
            if CHANCE in movers:
                state = GAME.apply(state, CHANCE, sample_outcome(GAME.chance_outcomes(state), rng))
                continue
            legal = [a for a in GAME.legal_actions(state, state.active) if a.type != "use_banner"]
            state = GAME.apply(state, state.active, legal[rng.randrange(len(legal))])
            if state.phase == "must" and any(b.completed for b in state.buildings):
                world = GAME.sample_state(GAME.view(state, 0), 0, rng)
                assert world.screens[1].seals == state.screens[1].seals
                assert world.screens[1].own == state.screens[1].own
                assert world.screens[1].neutral == state.screens[1].neutral
                checked += 1
    assert checked > 50


def test_evaluator_values_lie_in_the_unit_interval() -> None:
    for players in (2, 3, 4):
        for state in _positions(players, seed=30 + players, every=5):
            values = EVALUATOR.values(GAME, state)
            assert len(values) == players
            assert all(0.0 <= v <= 1.0 for v in values)


def test_more_seals_of_a_valuable_family_look_better() -> None:
    state = _positions(2, seed=3)[5]
    from desktop_app.games.arkadia.state import evolve, evolve_screen, replace_at

    screen = state.screens[0]
    richer = evolve(state, screens=replace_at(state.screens, 0, evolve_screen(screen, seals=(5, 5, 5, 5))))
    assert EVALUATOR.values(GAME, richer)[0] > EVALUATOR.values(GAME, state)[0]


def test_heuristic_beats_random_in_fixed_seed_matches() -> None:
    wins = 0
    for seed in range(8):
        session = Session.new("arkadia", 2, None, seed)
        me = seed % 2
        play(session, {me: make_bot("heuristic", seed), 1 - me: make_bot("random", seed + 100)})
        wins += session.outcome().winner == me
    assert wins >= 7


def test_playout_moves_are_legal_and_candidates_are_a_short_list() -> None:
    rng = random.Random(5)
    for players in (2, 3):
        for state in _positions(players, seed=50 + players, every=4):
            movers = GAME.to_move(state)
            if not movers or CHANCE in movers:
                continue
            seat = min(movers)
            legal = GAME.legal_actions(state, seat)
            assert EVALUATOR.rollout_action(GAME, state, seat, legal, rng) in legal
            if len(legal) > 20:
                worlds = [GAME.sample_state(GAME.view(state, seat), seat, rng) for _ in range(2)]
                short = EVALUATOR.shortlist(GAME, worlds, seat, legal, rng, limit=5)
                assert len(short) == 5 and set(short) <= set(legal)


def test_root_search_picks_a_legal_move_within_its_budget() -> None:

    rng = random.Random(9)
    for state in _positions(2, seed=61, every=11)[3:9]:
        movers = GAME.to_move(state)
        if not movers or CHANCE in movers:
            continue
        seat = min(movers)
        legal = GAME.legal_actions(state, seat)
        # How far past its budget the race may think is proven on a work clock (test_budgets.py).
        move = EVALUATOR.root_search(GAME, GAME.view(state, seat), seat, legal, rng, budget_seconds=0.05)
        assert move in legal


def test_the_hard_level_never_touches_the_real_state() -> None:
    """The search sees only sampled worlds (M-1): no state it hands the game is the real one."""
    from desktop_app.ai.ismcts import IsmctsBot
    from tests.ai.test_bots import SpyGame

    session = Session.new("arkadia", 2, None, 3)
    spy = SpyGame(GAME)
    bot = IsmctsBot(4, budget_seconds=0.05)
    searched = 0
    for _ in range(40):
        movers = sorted(session.to_move())
        if not movers:
            break
        seat = movers[0]
        legal = session.legal_actions(seat)
        action = bot.choose(spy, seat, session.view(seat), legal)
        assert action in legal
        assert all(state is not session.head_state for state in spy.seen), "the bot looked at the real state"
        searched += len(legal) > 1
        session.act(seat, action)
    assert spy.seen and searched > 5


def test_the_race_honours_its_clock_and_the_stop_request() -> None:
    """The budget runs on the injected clock; a stop request ends the race at once."""
    from desktop_app.ai.games import arkadia_search

    state = next(
        s for s in _positions(2, seed=71, every=7)[2:] if s.phase == "must" and CHANCE not in GAME.to_move(s)
    )
    seat = state.active
    legal = GAME.legal_actions(state, seat)
    view = GAME.view(state, seat)
    ticks = [0.0]

    def clock() -> float:  # a slow clock: every reading costs a millisecond
        ticks[0] += 0.001
        return ticks[0]

    move = arkadia_search.root_search(GAME, view, seat, legal, random.Random(1), 0.02, EVALUATOR, clock=clock)
    assert move in legal
    assert 0.02 <= ticks[0] < 0.03  # the deadline was read on this clock, and the race ended there
    calls = []

    def stop() -> bool:
        calls.append(1)
        return len(calls) > 2

    move = arkadia_search.root_search(
        GAME, view, seat, legal, random.Random(1), 60.0, EVALUATOR, should_stop=stop
    )
    assert move in legal and len(calls) == 3


def test_the_margin_is_own_gold_ahead_of_the_best_rival() -> None:
    from desktop_app.ai.games.arkadia_search import margin

    assert margin([10.0, 4.0, 12.0], 0) == -2.0
    assert margin([10.0, 4.0, 12.0], 2) == 2.0


def test_F_4_an_own_worker_on_a_tent_counts_towards_a_coming_payout() -> None:
    """Issue 31: the evaluator expects the seal a tent worker will earn (not under rules 1)."""
    from dataclasses import replace

    from tests.games.arkadia.scenario import dealt, with_building, with_worker

    state, _farm = with_building(dealt(2), "red", "farm", [(3, 2), (3, 3), (3, 4), (3, 5)])
    on_tent = with_worker(state, (3, 1), 0)  # (3,1), left of the farm, is a tent
    assert board.TENT_MASK >> board.index((3, 1)) & 1
    gain = EVALUATOR.projected(on_tent)[0] - EVALUATOR.projected(state)[0]
    old = replace(on_tent, rules="1")
    old_gain = EVALUATOR.projected(old)[0] - EVALUATOR.projected(replace(state, rules="1"))[0]
    assert gain > old_gain


def test_the_expert_race_scores_a_finished_playout_by_who_won_and_hard_by_the_margin() -> None:
    """Issue 36: the expert plays for the win (``Settings.win_scale``): a playout that reached the
    final scoring counts 1 for the winner and 0 for the loser (its margin only breaks ties), one
    that did not a logistic in the projected margin; ``hard`` keeps summing gold margins."""
    from desktop_app.ai.games.arkadia_search import SETTINGS, _playout_value, margin

    assert SETTINGS["hard"].win_scale == 0.0 and SETTINGS["expert"].win_scale > 0.0
    scale = SETTINGS["expert"].win_scale
    *running, end = _positions(2, seed=3)
    outcome = GAME.outcome(end)
    assert outcome is not None and outcome.scores[0] != outcome.scores[1]
    for seat in range(2):
        gap = margin([float(outcome.scores[s]) for s in range(2)], seat)
        assert _playout_value(GAME, EVALUATOR, end, seat, 0, 0.5) == gap
        won = 1.0 if outcome.winner == seat else 0.0
        assert _playout_value(GAME, EVALUATOR, end, seat, 0, 0.5, scale) == pytest.approx(won + 0.001 * gap)
    state = running[len(running) // 2]
    gap = margin(EVALUATOR.projected(state), 0)
    value = _playout_value(GAME, EVALUATOR, state, 0, 0, 0.5, scale)
    assert 0.0 < value < 1.0 and (value > 0.5) == (gap > 0)


@pytest.mark.parametrize(
    ("players", "expert_depth", "expert_scale"), [(2, 32, 8.0), (3, 48, 0.0), (4, 64, 0.0)]
)
def test_the_expert_plays_out_two_turns_of_every_player_where_hard_plays_two_in_all(
    monkeypatch, players: int, expert_depth: int, expert_scale: float
) -> None:
    """Issue 36: the expert's extra time buys a deeper judge, 16 playout steps (about two turns)
    per player mid-game against ``hard``'s 16 in all; near the end both play out 48 steps, to
    the final scoring. With two players it scores a playout by its chance of winning, with more
    by the margin, as ``hard`` always does."""
    from desktop_app.ai.games import arkadia_search

    played: list[tuple[int, float]] = []
    real = arkadia_search._playout_value

    def playout_value(game, evaluator, state, seat, depth, seed, win_scale=0.0):  # type: ignore[no-untyped-def]
        played.append((depth, win_scale))
        return real(game, evaluator, state, seat, depth, seed, win_scale)

    monkeypatch.setattr(arkadia_search, "_playout_value", playout_value)
    state = next(
        s
        for s in _positions(players, seed=71, every=7)[2:]
        if s.phase == "must" and CHANCE not in GAME.to_move(s) and len(GAME.legal_actions(s, s.active)) > 1
    )
    assert state.final_left < 0 and arkadia_search.pieces(state) < arkadia_search.END_PIECES
    seat = state.active
    legal, view = GAME.legal_actions(state, seat), GAME.view(state, seat)
    for level, how in (("hard", (16, 0.0)), ("expert", (expert_depth, expert_scale))):
        played.clear()
        settings = arkadia_search.SETTINGS[level]
        arkadia_search.root_search(
            GAME, view, seat, legal, random.Random(1), 60.0, EVALUATOR, settings=settings, max_worlds=1
        )
        assert played and set(played) == {how}
        assert settings.end_depth == 48
