"""``hard`` deciding Arkadia exactly as it did while the expert is changed (issue 36): the expert
shares the evaluator, the playouts and the race with it, so a change meant for the expert alone
must leave this digest as it is."""

from __future__ import annotations

import hashlib
import random

from desktop_app.ai.base import make_bot
from desktop_app.ai.games.arkadia import EVALUATOR
from desktop_app.engine.session import Session


def test_hard_judges_and_decides_exactly_as_before() -> None:
    """A digest of hard's projections along a random three-player match and of its first 60
    decisions at one race world a move, taken at 03c16e1 (and with the castle forecast the expert
    had for a while, 10e2192, which left hard as it was)."""
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
