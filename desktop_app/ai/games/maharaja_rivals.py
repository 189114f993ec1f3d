"""The expert's model of a Maharaja rival's secret disc choice (M-3.2): the rival thinks as a search.

The ``hard`` search predicts every rival's two actions with the disc planner (``plan_discs``) and
answers that prediction with its playouts. A rival who searches does not pick the planner's
choice, though, but the best of its five best pairs by its own playouts, answering in turn *our*
planner's choice; so the ``hard`` search often answers a choice nobody makes. The expert predicts a
rival by running that search from the rival's seat, in a world drawn from its own view: the
rival's view is rebuilt as the rival will see it when it decides (our disc chosen and hidden if
the rival chooses after us, not chosen if before), so nothing is read that the expert's seat may
not know. It is one step deeper in "I think that he thinks": against a rival who plans as the
``hard`` level does it predicts the very choice; against one who does not, the search's own
worlds still answer the planner's prediction as well (``maharaja_search._with_prediction``).

It costs a rival's whole search (about 0.6 s with two players), so it is made only while the
move's budget leaves room for it (``MIN_SECONDS``), and every rival search gets at most
``SHARE`` of the time left: with less time the expert plans as ``hard`` does. It is made with two
players only (``SEARCH_SETTINGS``): with five, one rival's search of four took about 1 s of the
3 s, and the expert's own search then played out 2-6 of its 8 disc pairs instead of all of them.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import cast

from desktop_app.ai.budget import HARD_BUDGET_SECONDS, Deadline
from desktop_app.ai.games.maharaja_memory import TurnMemory
from desktop_app.ai.games.maharaja_search import root_search
from desktop_app.engine.action import Action
from desktop_app.engine.protocol import Game
from desktop_app.games.maharaja import MaharajaState, MaharajaView

#: Time left (seconds) below which the rivals are predicted by the planner alone, as ``hard`` does.
MIN_SECONDS = 2.0
#: Share of the time left that one rival's search may take.
SHARE = 0.4


def searched_plans(
    game: Game,
    state: MaharajaState,
    seat: int,
    deadline: Deadline,
    rng: random.Random,
    max_worlds: int | None = None,
) -> dict[int, Action]:
    """Each rival's disc choice by the ``hard`` search from its own seat (see the module docstring);
    rivals the time left does not reach are missing (the caller keeps the planner's choice)."""
    plans: dict[int, Action] = {}
    mine = next((a for a in game.legal_actions(state, seat) if a.type == "choose_actions"), None)
    for rival in range(state.n):
        if rival == seat or mine is None:
            continue
        left = deadline.end - deadline.clock()
        if max_worlds is None and left < MIN_SECONDS:
            break
        chosen = state.players[rival].disc is not None
        # As the rival will decide: its own disc not yet chosen; ours chosen (and hidden from it)
        # when it decides after us. The disc set for us is arbitrary: its view hides it.
        players = list(state.players)
        players[rival] = replace(players[rival], disc=None)
        before = replace(state, players=tuple(players))
        deciding = before if chosen else game.apply(before, seat, mine)
        legal = game.legal_actions(deciding, rival)
        if not legal:
            continue
        plans[rival] = root_search(
            game,
            cast(MaharajaView, game.view(deciding, rival)),
            rival,
            legal,
            random.Random(rng.random()),
            min(HARD_BUDGET_SECONDS, SHARE * left),
            should_stop=deadline.should_stop,
            clock=deadline.clock,
            memory=TurnMemory(),
            max_worlds=max_worlds,
        )
    return plans
