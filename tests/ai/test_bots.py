"""Bots see only their view, choose legal actions, respect budgets and can be cancelled."""

from __future__ import annotations

import threading

import pytest

from desktop_app.ai.base import LEVELS, make_bot
from desktop_app.ai.evaluation import NeutralEvaluator, outcome_values
from desktop_app.ai.heuristic import HeuristicBot
from desktop_app.ai.ismcts import IsmctsBot
from desktop_app.ai.selfplay import play
from desktop_app.engine.outcome import Outcome
from desktop_app.engine.registry import get_game
from desktop_app.engine.session import Session


class SpyGame:
    """Wraps a game and remembers every state object the bot hands to it."""

    def __init__(self, game) -> None:
        self._game = game
        self.seen: list[object] = []

    def __getattr__(self, name):
        attribute = getattr(self._game, name)
        if name in ("apply", "legal_actions", "to_move", "outcome", "chance_outcomes"):

            def spy(state, *args):
                self.seen.append(state)
                return attribute(state, *args)

            return spy
        return attribute


@pytest.mark.parametrize(
    "bot",
    [
        HeuristicBot(1, evaluator=NeutralEvaluator()),
        IsmctsBot(1, max_iterations=60, evaluator=NeutralEvaluator()),
    ],
    ids=["heuristic", "hard"],
)
def test_bots_never_touch_the_real_state(bot) -> None:
    session = Session.new("secret_dice", 3, seed=2)
    spy = SpyGame(get_game("secret_dice"))
    for _ in range(6):
        movers = sorted(session.to_move())
        if not movers:
            break
        seat = movers[0]
        real = session.head_state
        action = bot.choose(spy, seat, session.view(seat), session.legal_actions(seat))
        assert action in session.legal_actions(seat)
        assert all(state is not real for state in spy.seen), "a bot looked at the real state"
        session.act(seat, action)
    assert spy.seen, "the bot never searched"


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_finishes_a_match(level: str) -> None:
    session = Session.new("secret_dice", 2, seed=8)
    bot = make_bot(level, 3, budget_seconds=0.02)
    play(session, {0: bot, 1: make_bot("random", 4)})
    assert session.is_over


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="available: random, heuristic, hard, expert"):
        make_bot("grandmaster")


def test_ismcts_is_reproducible_with_an_iteration_budget() -> None:
    session = Session.new("secret_dice", 3, seed=5)
    view, legal = session.view(0), session.legal_actions(0)
    game = get_game("secret_dice")
    first = IsmctsBot(9, max_iterations=80).choose(game, 0, view, legal)
    assert IsmctsBot(9, max_iterations=80).choose(game, 0, view, legal) == first


def test_ismcts_stops_when_cancelled() -> None:
    session = Session.new("secret_dice", 3, seed=5)
    bot = IsmctsBot(1, budget_seconds=30)
    threading.Timer(0.05, bot.cancel).start()
    action = bot.choose(get_game("secret_dice"), 0, session.view(0), session.legal_actions(0))
    assert action in session.legal_actions(0)
    assert bot.last_iterations > 0


def test_outcome_values_rank_the_winner_first() -> None:
    outcome = Outcome(ranking=(2, 0, 1), scores={0: 5, 1: 1, 2: 9})
    assert outcome_values(outcome, 3) == [0.5, 0.0, 1.0]


def test_ismcts_breaks_ucb_ties_at_random() -> None:
    """With every outcome equal, the search must not keep picking the first action in the list."""
    from desktop_app.ai.ismcts import _Node
    from desktop_app.engine.action import Action

    bot = IsmctsBot(3, max_iterations=1)
    node = _Node(actor=0)
    legal = [Action.make("travel", road=f"r{i}") for i in range(4)]
    for action in legal:
        node.children[action] = _Node(actor=0, visits=5, available=20, total=5.0)
    picked = {bot._select(node, legal) for _ in range(200)}
    assert picked == set(legal)


@pytest.mark.parametrize("game_id", ["maharaja", "forbidden_city", "arkadia"])
def test_hard_bots_keep_their_memory_to_themselves(game_id: str) -> None:
    """Whatever a search remembers between moves lives in its bot, not in the evaluator that
    every bot of the game shares: two bots (or two matches) must never read each other's plans."""
    from desktop_app.ai.evaluation import evaluator_for

    evaluator = evaluator_for(game_id)
    before = dict(vars(evaluator)) if hasattr(evaluator, "__dict__") else None
    session = Session.new(game_id, 2, seed=5)
    bots = {seat: make_bot("hard", seat, budget_seconds=0.05) for seat in (0, 1)}
    for _ in range(12):
        movers = sorted(session.to_move())
        if not movers:
            break
        seat = movers[0]
        legal = session.legal_actions(seat)
        session.act(seat, bots[seat].choose(session.game, seat, session.view(seat), legal))
    if before is not None:
        assert vars(evaluator) == before, "a search left state on the shared evaluator"
    assert bots[0].memory is not bots[1].memory
