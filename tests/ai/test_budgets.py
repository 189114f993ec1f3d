"""Searches keep to their think budget by construction (issue 18): each looks at its deadline
inside every long unit of work and, once it has passed, answers without starting more work.

A clock that advances only with the work done (``WorkClock``) makes this exact and independent of
the machine: a search may overrun by the one unit it began before the deadline, never more. How
long a move really takes is measured by ``benchmarks/bot_strength.py`` (the longest think of every
level and game against its budget), never asserted here.
"""

from __future__ import annotations

import random

import pytest

from desktop_app.ai import budget
from desktop_app.ai.base import make_bot
from desktop_app.ai.budget import Deadline, OutOfTime
from desktop_app.ai.games import arkadia_search, maharaja_plan
from desktop_app.ai.games import maharaja_search as search
from desktop_app.ai.ismcts import IsmctsBot
from desktop_app.engine.session import Session
from desktop_app.games.maharaja import GAME as MAHARAJA
from desktop_app.games.maharaja.state import PLANNING
from tests.ai.test_maharaja_ai import _search_positions


class WorkClock:
    """A clock that advances only with the work a search does: ``cost`` seconds per unit of work
    (a greedy turn step, a playout, an iteration) begun. A search that looks at it too seldom
    overruns on it exactly as it would on a real clock, whatever the machine's load."""

    def __init__(self, cost: float) -> None:
        self.cost = cost
        self.units = 0

    def __call__(self) -> float:
        return self.units * self.cost


def charge(monkeypatch, clock: WorkClock, owner, *names: str) -> None:
    """Make each call of ``owner.name`` one unit of work on ``clock``."""
    for name in names:
        real = getattr(owner, name)

        def counted(*args, _real=real, **kwargs):
            clock.units += 1
            return _real(*args, **kwargs)

        monkeypatch.setattr(owner, name, counted)


def units_allowed(budget_seconds: float, clock: WorkClock) -> int:
    """Units that fit the budget, plus the one begun just before the deadline."""
    return round(budget_seconds / clock.cost) + 1


def test_a_deadline_raises_once_spent_or_cancelled() -> None:
    now = [10.0]
    deadline = Deadline(2.0, lambda: now[0])
    deadline.check()
    assert deadline.fits(1.5) and not deadline.fits(2.5)
    now[0] = 11.9
    assert not deadline.passed() and deadline.elapsed() == pytest.approx(1.9)
    now[0] = 12.0
    with pytest.raises(OutOfTime):
        deadline.check()
    cancelled = Deadline(60.0, lambda: 0.0, should_stop=lambda: True)
    assert cancelled.passed()
    assert budget.BUDGETS["hard"] == budget.HARD_BUDGET_SECONDS and budget.TOLERANCE == 0.10
    assert budget.BUDGETS["expert"] == budget.EXPERT_BUDGET_SECONDS <= 3.0


def test_maharaja_playouts_and_disc_plans_look_at_the_deadline_at_every_step() -> None:
    """A playout (0.1-0.5 s) and a disc plan (14 simulated turns) are long units: both stop inside."""
    view, seat, _ = next(iter(_search_positions().values()))
    world = MAHARAJA.sample_state(view, seat, random.Random(1))
    checks = []

    def check() -> None:
        checks.append(1)
        if len(checks) >= 3:
            raise OutOfTime

    with pytest.raises(OutOfTime):
        search.heuristic_policy(MAHARAJA, world, rounds=2, check=check)
    checks.clear()
    with pytest.raises(OutOfTime):
        maharaja_plan.plan_discs(world, seat, check=check)


@pytest.mark.parametrize(
    ("budget_seconds", "level"),
    [(0.05, "hard"), (0.3, "hard"), (1.0, "hard"), (2.0, "hard"), (0.3, "expert"), (3.0, "expert")],
)
def test_maharaja_search_overruns_its_budget_by_one_turn_step_at_most(
    monkeypatch, budget_seconds, level
) -> None:
    """Charged per greedy turn step (the planner's and the playouts' unit), the search never does
    more than its budget allows: it once checked only between playouts of 30 and more steps. The
    expert's wider settings, its rivals' own searches and its deeper look keep to it too."""
    from desktop_app.ai.games.maharaja import EVALUATOR

    for view, seat, legal in _search_positions().values():
        clock = WorkClock(0.01)
        charge(monkeypatch, clock, maharaja_plan, "best_step")
        charge(monkeypatch, clock, search, "best_step")
        action = EVALUATOR.root_search(
            MAHARAJA, view, seat, legal, random.Random(1), budget_seconds, clock=clock, level=level
        )
        assert action in legal
        assert clock.units <= units_allowed(budget_seconds, clock), view["phase"]
        monkeypatch.undo()


def test_m3_2_one_rival_plan_holds_in_every_world_of_a_view() -> None:
    """``rival_plans`` plans each rival once per search: exact, because the worlds of one view
    differ only in hidden discs (and alike-estimated gold), which the disc planner never reads."""
    session = Session.new("maharaja", 3, None, 4)
    rng = random.Random(4)
    checked = 0
    while session.to_move() and checked < 2:
        state = session.head_state
        movers = sorted(session.to_move())
        if state.round >= 2 and state.phase == PLANNING and len(movers) == 2:  # one rival has chosen
            seat = movers[0]
            worlds = search.distinct_worlds(MAHARAJA, session.view(seat), seat, rng, 12)
            other = movers[1]
            plans = {maharaja_plan.plan_discs(world, other) for world, _ in worlds}
            assert len(plans) == 1
            assert plans == {search.rival_plans(worlds[0][0], seat)[other]}
            checked += len(worlds) > 1
        seat = rng.choice(movers)
        session.act(seat, rng.choice(session.legal_actions(seat)))
    assert checked == 2


def _arkadia_position():
    from desktop_app.games.arkadia import GAME

    session = Session.new("arkadia", 2, None, 12)
    rng = random.Random(12)
    while True:
        seat = min(session.to_move())
        legal = session.legal_actions(seat)
        if session.head_state.phase == "must" and len(legal) > 30:
            return GAME, session.view(seat), seat, legal
        session.act(seat, rng.choice(legal))


@pytest.mark.parametrize(
    ("budget_seconds", "level"),
    [(0.05, "hard"), (0.5, "hard"), (1.5, "hard"), (0.5, "expert"), (3.0, "expert")],
)
def test_arkadia_search_overruns_its_budget_by_one_playout_at_most(
    monkeypatch, budget_seconds, level
) -> None:
    """Charged per playout, the race stops within one: it once finished every world it began
    (twenty playouts), and always played four worlds, whatever the budget."""
    game, view, seat, legal = _arkadia_position()
    from desktop_app.ai.games.arkadia import EVALUATOR

    clock = WorkClock(0.05)
    charge(monkeypatch, clock, arkadia_search, "_playout_value")
    move = arkadia_search.root_search(
        game,
        view,
        seat,
        legal,
        random.Random(2),
        budget_seconds,
        EVALUATOR,
        clock=clock,
        settings=arkadia_search.SETTINGS[level],
    )
    assert move in legal
    assert 0 < clock.units <= units_allowed(budget_seconds, clock) or budget_seconds < clock.cost


@pytest.mark.parametrize(("budget_seconds", "level"), [(0.05, "hard"), (0.5, "hard"), (0.5, "expert")])
def test_the_tree_search_overruns_its_budget_by_one_iteration_at_most(
    monkeypatch, budget_seconds, level
) -> None:
    session = Session.new("forbidden_city", 3, None, 6)
    rng = random.Random(6)
    while session.head_state.phase != "move" or session.head_state.moves != 1:
        seat = min(session.to_move())
        session.act(seat, rng.choice(session.legal_actions(seat)))
    seat = min(session.to_move())
    clock = WorkClock(0.05)
    charge(monkeypatch, clock, IsmctsBot, "_iterate")
    bot = make_bot(level, 3, budget_seconds=budget_seconds, clock=clock)
    action = bot.choose(session.game, seat, session.view(seat), session.legal_actions(seat))
    assert action in session.legal_actions(seat)
    assert 0 < clock.units <= units_allowed(budget_seconds, clock)
