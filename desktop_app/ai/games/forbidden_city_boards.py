"""Rivals' secret bribes as likely as what the seat saw makes them (F-8.1, F-8.3): the expert's worlds.

``Game.sample_state`` draws a rival's unturned board uniformly among the officials on the board, so
in the tree's worlds a rival nearly never holds an official that can enter the target: the search
underrates every rival's next turn and believes every claim is a bluff. But all boards are set at
once, right after a reveal and before anyone moves (F-8.3), knowing the same positions and target,
and a sensible player bribes an official that can enter the target in one move (F-4.7). So the
expert remembers, from its own move in that bribe phase, which officials could enter then, and
draws a rival's board with ``ENTERABLE_WEIGHT`` times the weight for those; the others keep some
weight, so an odd choice is never ruled out. Nothing but the seat's own view is read.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from desktop_app.ai.games.forbidden_city_play import enterable
from desktop_app.games.forbidden_city import BRIBE, CourtState

#: How much likelier a rival bribed an official that could enter when boards were set.
ENTERABLE_WEIGHT = 8.0
#: The bot's memory key: (reveals so far when the boards were set, those officials' bit set).
MEMORY_KEY = "forbidden_city.bribe_time"


def plausible_boards(
    world: CourtState, view: Mapping[str, Any], seat: int, rng: random.Random, memory: dict[str, object]
) -> CourtState:
    """``world`` with every rival's hidden board drawn again, weighted by ``bribe_time_mask``."""
    hidden = [
        s
        for s, board in enumerate(view["boards"])
        if s != seat and board["set"] and board["official"] is None
    ]
    mask = bribe_time_mask(world, view, memory)
    if not hidden or not mask:
        return world
    candidates = [o for o, sq in enumerate(world.positions) if sq >= 0 or o == world.entered]
    weights = [ENTERABLE_WEIGHT if mask >> o & 1 else 1.0 for o in candidates]
    boards = list(world.boards)
    for s in hidden:
        boards[s] = rng.choices(candidates, weights)[0]
    return replace(world, boards=tuple(boards))


def bribe_time_mask(world: CourtState, view: Mapping[str, Any], memory: dict[str, object]) -> int:
    """The officials that could enter when this round's boards were set: remembered from the seat's
    own bribe, or (a bot that joined later) those that can enter now."""
    key = view["reveal_count"]
    if world.phase == BRIBE:
        mask = enterable(world)
        memory[MEMORY_KEY] = (key, mask)
        return mask
    seen = memory.get(MEMORY_KEY)
    if isinstance(seen, tuple) and seen[0] == key:
        return int(seen[1])
    return enterable(world)
