"""Why not? The engine's own refusal of an action a person points at (issue 19, item 5).

A board knows what is legal (the ``legal`` list) but not why the rest is not, and it must not
guess: the reasons are rules, and rules live in the games. So a screen asks the game itself —
it rebuilds a state from the very view the person sees (``Game.sample_state``: the seat's own
knowledge, hidden parts filled in by a fixed seed) and tries the action through ``apply``, whose
``IllegalAction`` carries the reason and the rule id. A remote screen can do the same with
nothing but its own view, so the answer never depends on, or reveals, anything the seat may not
know.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, cast

from desktop_app.engine.action import Action
from desktop_app.engine.errors import EngineError, IllegalAction
from desktop_app.engine.protocol import Game, View
from desktop_app.engine.seats import Seat

#: The seed that fills in the hidden parts: fixed, so the same view always gives the same answer.
SEED = 19


def state_from_view(game: Game, view: Mapping[str, Any], seat: Seat) -> Any | None:
    """A state consistent with ``view`` for ``seat``, or None when the game cannot build one."""
    try:
        return game.sample_state(cast(View, view), seat, random.Random(SEED))
    except (NotImplementedError, EngineError, KeyError, IndexError, TypeError, ValueError):
        return None


def refusal(game: Game, state: Any, seat: Seat, action: Action) -> IllegalAction | None:
    """The ``IllegalAction`` that ``game`` raises for ``seat`` taking ``action`` in ``state``;
    None when the action is allowed there (or is not even well-formed)."""
    try:
        game.apply(state, seat, action)
    except IllegalAction as error:
        return error
    except EngineError:
        return None
    return None
