"""Maharaja's greedy turn planner, shared by the heuristic (``maharaja``) and the search
(``maharaja_search``): cheapest trips (M-5), "travel, then one slot action" macro steps priced as
if the turn ended right after (so forfeits count, M-3.3.4), whole turns played greedily, and the
disc choice whose greedy turn comes out best (M-3.2).

It works on whole states (the bot's determinized worlds, ``GAME.sample_state``) and steps them
with the game's own rule functions (``use_slot``, ``apply_travel``), so a plan never does
what the rules would refuse. Split from ``maharaja.py`` so that the evaluator and the search both
import it and neither imports the other's module back.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Callable, Sequence
from dataclasses import replace

from desktop_app.ai.budget import no_deadline
from desktop_app.ai.games.maharaja_value import FORFEIT, seat_scores
from desktop_app.engine.action import Action
from desktop_app.games.maharaja import (
    CHOOSE,
    CITY_INDEX,
    DISC_ACTIONS,
    DISC_RANK,
    ROADS_AT,
    START,
    TRAVEL,
    TURN,
    WANDERER,
    MaharajaState,
    apply_travel,
    disc_options,
    road_fare,
    use_slot,
    with_player,
)

#: A macro step: travel roads, then at most one slot action (empty: end the turn).
Steps = tuple[Action, ...]


def trips(state: MaharajaState, seat: int) -> dict[str, tuple[int, tuple[str, ...]]]:
    """Cheapest affordable trip to every reachable city (M-5): ``city -> (fare, roads)``."""
    p = state.players[seat]
    free = WANDERER in p.cards
    best: dict[str, tuple[float, tuple[str, ...]]] = {p.architect: (0, ())}
    heap: list[tuple[int, str, tuple[str, ...]]] = [(0, p.architect, ())]
    while heap:
        fare, node, path = heapq.heappop(heap)
        if best.get(node, (math.inf, ()))[0] < fare:
            continue
        for road, other, indices in ROADS_AT[node]:
            if other == START:
                continue
            step = road_fare(state.villages, seat, indices)
            if step is None:
                continue
            total = fare + (0 if free else step)
            if total > p.gold:
                continue
            if total < best.get(other, (math.inf, ()))[0]:
                best[other] = (total, (*path, road))
                heapq.heappush(heap, (total, other, (*path, road)))
    del best[p.architect]
    return {city: (int(fare), roads) for city, (fare, roads) in best.items()}


def stop_value(state: MaharajaState, seat: int) -> float:
    """The seat's value if it ended its turn now: unused slots pay the others (M-3.3.4)."""
    scores = seat_scores(state)
    forfeit = FORFEIT * len(state.players[seat].slots)
    for other in range(state.n):
        if other != seat:
            scores[other] += forfeit
    mine = scores[seat]
    return mine - max(score for other, score in enumerate(scores) if other != seat)


def slot_options(state: MaharajaState, seat: int, kind: str) -> list[Action]:
    """Legal parameter sets of one slot kind, house moves cut to the promising ones."""
    found = disc_options(state, seat, kind)
    if kind == "move_house" and len(found) > 40:
        city = state.players[seat].architect
        found = [a for a in found if a["to"] == city or a["from"] in CITY_INDEX] or found[:40]
    return found


def _use_slot(state: MaharajaState, seat: int, action: Action) -> MaharajaState:
    """One slot action (M-4.0) as the rules take it: executed, its slot used, and after a swap
    the players still to act this round in the order of their new cards (M-3.3.1), so that a
    plan played on (a search's playout) gives the next turn to the right player."""
    return use_slot(state, seat, action)


def reachable(state: MaharajaState, seat: int) -> list[tuple[MaharajaState, Steps]]:
    """Where the architect may be this turn: here, and at the end of each cheapest trip (M-5)."""
    places: list[tuple[MaharajaState, Steps]] = [(state, ())]
    for _city, (_fare, roads) in sorted(trips(state, seat).items()):
        moved = state
        for road in roads:
            moved = apply_travel(moved, seat, road)
        places.append((moved, tuple(TRAVEL[r] for r in roads)))
    return places


def best_step(state: MaharajaState, seat: int) -> tuple[float, Steps]:
    """Greedy macro step of a turn: (value, actions) for the best "travel, then one slot action"
    or "travel only", priced as if the turn ended right after; () means end the turn now."""
    best_value = stop_value(state, seat)
    best: Steps = ()
    kinds = sorted(set(state.players[seat].slots), key=DISC_RANK.__getitem__)
    for where, path in reachable(state, seat):
        if path:
            value = stop_value(where, seat)
            if value > best_value + 1e-9:
                best_value, best = value, path
        for kind in kinds:
            for action in slot_options(where, seat, kind):
                value = stop_value(_use_slot(where, seat, action), seat)
                if value > best_value + 1e-9:
                    best_value, best = value, (*path, action)
    return best_value, best


def play_step(state: MaharajaState, seat: int, steps: Sequence[Action]) -> MaharajaState:
    """Apply a planner macro step (travel roads, then at most one slot action) for ``seat``."""
    for action in steps:
        if action.type == "travel":
            state = apply_travel(state, seat, action["road"])
        else:
            state = _use_slot(state, seat, action)
    return state


def simulate_turn(
    state: MaharajaState,
    seat: int,
    slots: tuple[str, ...],
    limit: int = 6,
    check: Callable[[], None] = no_deadline,
) -> float:
    """Value after playing a turn with ``slots`` greedily (used to judge disc choices).

    ``check`` runs before each greedy step (a search's deadline, ``ai/budget.py``): a disc plan
    costs 14 simulated turns, too long to look at the clock only around it."""
    state = with_player(state, seat, replace(state.players[seat], slots=slots))
    value = stop_value(state, seat)
    for _ in range(limit):
        check()
        value, steps = best_step(state, seat)
        if not steps:
            break
        state = play_step(state, seat, steps)
        if not state.players[seat].slots:
            break
    return value


def rated_pairs(
    state: MaharajaState, seat: int, top: int, check: Callable[[], None] = no_deadline
) -> list[tuple[str, str]]:
    """The ``top`` disc pairs (M-3.2) whose single actions gain most in a greedy turn, best first."""
    as_turn = replace(state, phase=TURN)
    base = simulate_turn(as_turn, seat, (), check=check)
    gain = {kind: simulate_turn(as_turn, seat, (kind,), check=check) - base for kind in DISC_ACTIONS}
    estimates = sorted(CHOOSE, key=lambda pair: -(gain[pair[0]] + gain[pair[1]]))
    return estimates[:top]


def plan_discs(
    state: MaharajaState, seat: int, top: int = 6, check: Callable[[], None] = no_deadline
) -> Action:
    """M-3.2: the disc choice whose greedy turn comes out best, among the most promising pairs."""
    as_turn = replace(state, phase=TURN)
    candidates = rated_pairs(state, seat, top, check)
    best_pair, best_value = candidates[0], -math.inf
    for pair in candidates:
        value = simulate_turn(as_turn, seat, pair, check=check)
        if value > best_value + 1e-9:
            best_pair, best_value = pair, value
    return CHOOSE[best_pair]
