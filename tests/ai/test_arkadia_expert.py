"""The Arkadia expert's castle forecast (issue 36): seals judged by what their family will show at
the end, and ``hard`` deciding exactly as it did before the expert got it."""

from __future__ import annotations

import dataclasses
import hashlib
import random

from desktop_app.ai.base import make_bot
from desktop_app.ai.games.arkadia import (
    EVALUATOR,
    best_cash,
    expected_values,
    expert_evaluator,
    forecast_values,
)
from desktop_app.engine.session import Session
from desktop_app.games.arkadia import CASH, seal_values
from desktop_app.games.arkadia.state import ArkState, Screen

RED, OLIVE, BLACK, SILVER = range(4)


def _castle_state(floors: list[list[int]], pool2: tuple[int, int, int, int]) -> ArkState:
    """A fresh two-player state with this castle, pool 2 holding ``pool2`` (I-2..I-4)."""
    state = Session.new("arkadia", 2, None, 1).state
    pools = (state.pools[0], pool2, state.pools[2])
    return dataclasses.replace(state, castle=tuple(tuple(f) for f in floors), pools=pools)


def test_K_1_floor_one_says_nothing_about_the_end_floor_two_does() -> None:
    """Floor 2 fills before the end (L-1) and covers floor 1, so a family standing at 4 on floor 1
    is worth the 2.5 pool 2 promises; a floor-2 piece counts, empty floor-2 positions share pool 2."""
    floor1 = [-1, RED, RED, -1, RED, -1, -1, -1, -1, -1]  # with the printed red of (5,6)
    state = _castle_state([floor1, [-1] * 10, [-1] * 10], (3, 3, 3, 3))
    assert seal_values(state.castle)[RED] == 4
    assert forecast_values(state) == [2.5, 2.5, 2.5, 2.5]
    assert expected_values(state)[RED] > 2.5  # hard's blend keeps some of today's 4
    full1 = [RED, RED, RED, OLIVE, OLIVE, OLIVE, BLACK, BLACK, SILVER, SILVER]
    floor2 = [SILVER, SILVER, SILVER, BLACK, -1, -1, -1, -1, -1, -1]  # pool 2 left: 3 red, 3 olive, 2 black
    state = _castle_state([full1, floor2, [-1] * 10], (3, 3, 2, 0))
    forecast = forecast_values(state)
    assert forecast[SILVER] == 3.0
    assert abs(forecast[RED] - 6 * 3 / 8) < 1e-9 and abs(forecast[BLACK] - (1 + 6 * 2 / 8)) < 1e-9
    assert abs(sum(forecast) - 10) < 1e-9


def test_J_2_the_expert_cashes_a_family_high_on_floor_one_where_hard_holds_on() -> None:
    """Floor 1 full (10 pieces, half the way to L-1), red showing 3 of it: hard's blend expects
    2.75 and holds; the expert expects 2.5 from pool 2 and cashes its red seals at 3."""
    full1 = [RED, RED, OLIVE, OLIVE, BLACK, BLACK, SILVER, SILVER, SILVER, RED]
    state = _castle_state([full1, [-1] * 10, [-1] * 10], (3, 3, 3, 3))
    screens = list(state.screens)
    screens[0] = dataclasses.replace(state.screens[0], seals=(6, 0, 0, 0), banners=3)
    state = dataclasses.replace(state, screens=tuple(screens), phase=CASH, active=0)
    assert seal_values(state.castle)[RED] == 3
    assert best_cash(state, 0) is None
    cash = best_cash(state, 0, expert_evaluator().expected)
    assert cash is not None and cash["family"] == "red" and cash["count"] == 6
    assert isinstance(state.screens[0], Screen)


def test_hard_judges_and_decides_exactly_as_before_the_forecast() -> None:
    """A digest of hard's projections along a random three-player match and of its first 60
    decisions at one race world a move, taken before the expert's forecast was added."""
    digest = hashlib.sha256()
    session = Session.new("arkadia", 3, None, 4)
    rng = random.Random(4)
    while session.to_move():
        seat = min(session.to_move())
        legal = session.legal_actions(seat)
        digest.update(repr(EVALUATOR.projected(session.state)).encode())
        session.act(seat, legal[rng.randrange(len(legal))])
    session = Session.new("arkadia", 2, None, 5)
    bots = [make_bot("hard", 35 + k, max_iterations=1) for k in range(2)]
    for _ in range(60):
        seat = min(session.to_move())
        action = bots[seat].choose(session.game, seat, session.view(seat), session.legal_actions(seat))
        digest.update(repr(action).encode())
        session.act(seat, action)
    assert digest.hexdigest() == "133960d0ee343d0d4d8ef4b700eb55f2f6e454aef53eb52b1a3da6b5f733a8cc"
