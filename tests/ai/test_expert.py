"""The expert level (issue 36): it plays whole matches of every game and variant with legal moves,
sees only its own seat's view, gives one answer for a seed when its work is fixed, and draws a
Forbidden City rival's secret bribe as the bribe phase makes it likely."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from desktop_app.ai.base import make_bot
from desktop_app.ai.budget import BUDGETS, EXPERT_BUDGET_SECONDS
from desktop_app.ai.evaluation import NeutralEvaluator, evaluator_for
from desktop_app.ai.expert import ExpertBot
from desktop_app.ai.games.forbidden_city_boards import ENTERABLE_WEIGHT, MEMORY_KEY
from desktop_app.ai.games.forbidden_city_play import enterable
from desktop_app.engine.registry import get_game
from desktop_app.engine.session import Session
from tests.ai.test_bots import SpyGame


def work_clock(tick: float = 0.001) -> Callable[[], float]:
    """A clock that advances by ``tick`` at every reading: a budget on it is a fixed amount of work
    (deadline checks), the same on any machine, so a seed gives the same moves."""
    now = [0.0]

    def clock() -> float:
        now[0] += tick
        return now[0]

    return clock


def expert(seed: int, game_id: str, work: int = 2) -> ExpertBot:
    """An expert doing little work: ``work`` worlds for Arkadia's race or tree iterations, a
    20-reading budget on a work clock for Maharaja, whose planner alone takes longer than that."""
    if game_id == "maharaja":
        return ExpertBot(seed, budget_seconds=0.02, clock=work_clock())
    return ExpertBot(seed, max_iterations=work)


def test_the_expert_is_a_level_with_twice_the_hard_budget() -> None:
    bot = make_bot("expert", 1)
    assert isinstance(bot, ExpertBot) and bot.level == "expert"
    assert bot.budget_seconds == EXPERT_BUDGET_SECONDS == BUDGETS["expert"] == 2 * BUDGETS["hard"] == 3.0


@pytest.mark.parametrize(
    ("game_id", "players", "options"),
    [
        ("maharaja", 2, {"variant": "base", "gold": "hidden"}),
        ("maharaja", 2, {"variant": "short"}),
        ("maharaja", 2, {"variant": "pro1"}),
        ("maharaja", 2, {"variant": "pro2"}),
        ("forbidden_city", 2, None),
        ("forbidden_city", 4, None),
        ("arkadia", 2, None),
    ],
    ids=[
        "maharaja-base-hidden",
        "maharaja-short",
        "maharaja-pro1",
        "maharaja-pro2",
        "fc-2",
        "fc-4",
        "arkadia",
    ],
)
def test_the_expert_plays_whole_matches_with_legal_moves(game_id: str, players: int, options) -> None:
    session = Session.new(game_id, players, options, seed=11)
    bots = {0: expert(5, game_id, work=1), **{s: make_bot("random", s) for s in range(1, players)}}
    moves = 0
    while session.to_move():
        seat = min(session.to_move())
        legal = session.legal_actions(seat)
        action = bots[seat].choose(session.game, seat, session.view(seat), legal)
        assert action in legal
        session.act(seat, action)
        moves += seat == 0
    assert session.is_over and moves > 10


@pytest.mark.parametrize("game_id", ["maharaja", "forbidden_city", "arkadia"])
def test_the_expert_gives_one_answer_for_a_seed_when_its_work_is_fixed(game_id: str) -> None:
    def moves(seed: int) -> list[object]:
        session = Session.new(game_id, 2, None, seed=3)
        bots = {0: expert(seed, game_id), 1: make_bot("random", 9)}
        chosen = []
        for _ in range(10):
            seat = min(session.to_move())
            action = bots[seat].choose(session.game, seat, session.view(seat), session.legal_actions(seat))
            chosen.append(action)
            session.act(seat, action)
        return chosen

    assert moves(4) == moves(4)


@pytest.mark.parametrize("game_id", ["maharaja", "forbidden_city", "arkadia"])
def test_the_expert_never_touches_the_real_state(game_id: str) -> None:
    """Every state the expert hands the game is a world it imagined from its view, never the real one."""
    session = Session.new(game_id, 2, None, seed=6)
    spy = SpyGame(get_game(game_id))
    bot = expert(2, game_id)
    searched = 0
    for _ in range(10):
        seat = min(session.to_move())
        legal = session.legal_actions(seat)
        spy.seen.clear()
        action = bot.choose(spy, seat, session.view(seat), legal)
        assert action in legal
        assert all(state is not session.head_state for state in spy.seen), (
            "the expert looked at the real state"
        )
        searched += bool(spy.seen)
        session.act(seat, action)
    assert searched > 3


def test_the_expert_in_a_game_without_its_own_search_sees_only_its_view() -> None:
    session = Session.new("secret_dice", 3, seed=2)
    spy = SpyGame(get_game("secret_dice"))
    bot = ExpertBot(1, max_iterations=60, evaluator=NeutralEvaluator())
    for _ in range(6):
        seat = min(session.to_move())
        real = session.head_state
        action = bot.choose(spy, seat, session.view(seat), session.legal_actions(seat))
        assert all(state is not real for state in spy.seen)
        session.act(seat, action)
    assert spy.seen


def test_f_8_3_a_rivals_secret_bribe_is_likelier_one_that_could_enter() -> None:
    """Worlds rebuild the view exactly, and a rival's unturned board is mostly an official that
    could enter the target when the boards were set (remembered from the seat's own bribe)."""
    game = get_game("forbidden_city")
    evaluator = evaluator_for("forbidden_city")
    session = Session.new("forbidden_city", 2, None, seed=4)
    memory: dict[str, object] = {}
    rng = random.Random(1)
    # Seat 1 bribes first, then seat 0 (the searcher) while seat 1's board is secret.
    session.act(1, session.legal_actions(1)[0])
    view = session.view(0)
    mask = enterable(game.sample_state(view, 0, rng))
    assert mask and MEMORY_KEY not in memory
    worlds = [evaluator.sample_world(game, view, 0, rng, memory) for _ in range(300)]
    assert memory[MEMORY_KEY] == (view["reveal_count"], mask)
    assert all(game.view(world, 0) == view for world in worlds)
    share = sum(1 for world in worlds if mask >> world.boards[1] & 1) / len(worlds)
    officials = sum(1 for sq in worlds[0].positions if sq >= 0)
    entering = mask.bit_count()
    expected = ENTERABLE_WEIGHT * entering / (ENTERABLE_WEIGHT * entering + officials - entering)
    assert abs(share - expected) < 0.1 and share > 2 * entering / officials
