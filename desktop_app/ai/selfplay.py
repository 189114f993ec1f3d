"""Let bots play a session forward: used by the ``selfplay`` command, screenshots and tests.

Each bot sees only ``session.view(seat)`` and ``session.legal_actions(seat)``, exactly what a
person at that seat would see.
"""

from __future__ import annotations

from collections.abc import Mapping

from desktop_app.ai.base import Bot
from desktop_app.engine.seats import Seat
from desktop_app.engine.session import Session

#: A safety net against a game that never ends; far above any real match.
DEFAULT_MAX_DECISIONS = 50_000


def play(session: Session, bots: Mapping[Seat, Bot], max_decisions: int = DEFAULT_MAX_DECISIONS) -> int:
    """Let ``bots`` act until the match ends or ``max_decisions`` were taken; returns the count.

    Seats that must act simultaneously act in seat order; a seat without a bot stops the run
    (it is a human's turn).
    """
    taken = 0
    while taken < max_decisions:
        movers = sorted(session.to_move())
        if not movers:
            return taken
        seat = movers[0]
        bot = bots.get(seat)
        if bot is None:
            return taken
        action = bot.choose(session.game, seat, session.view(seat), session.legal_actions(seat))
        session.act(seat, action)
        taken += 1
    return taken
