"""Maharaja knowledge for bots: a turn planner, a cheap playout policy and the evaluator.

Positions are priced in gold equivalents by ``maharaja_value`` (re-exported here); the score
difference to each opponent becomes a win chance.

Planning (M-3.2) is secret and pays off only in the turn, so one-step lookahead sees nothing
there: ``heuristic_choice`` simulates the seat's own turn for the promising disc choices with the
same greedy turn planner it uses during the turn (travel to a city, then the best slot action,
priced "as if I stopped here" so forfeits count, M-3.3.4). The ``hard`` level's own search
(``root_search``) lives in ``maharaja_search``.
"""

from __future__ import annotations

import heapq
import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import replace

from desktop_app.ai.games.maharaja_value import (
    _FORFEIT,
    _VILLAGE_ROAD,
    can_build_in,
    open_reach,
    rounds_left,
    seat_scores,
    win_values,
)
from desktop_app.engine.action import Action
from desktop_app.engine.protocol import Game
from desktop_app.games.maharaja import actions as A
from desktop_app.games.maharaja import discs
from desktop_app.games.maharaja.board import (
    CITY_INDEX,
    ROADS_AT,
    START,
    VILLAGE_INDEX,
    VILLAGES,
)
from desktop_app.games.maharaja.state import (
    AUCTION,
    PLANNING,
    START_HOUSES,
    TURN,
    MaharajaState,
    with_player,
)
from desktop_app.games.maharaja.travel import WANDERER, apply_travel, road_fare

# --- travel and the turn planner -----------------------------------------------------------------


def trips(state: MaharajaState, seat: int) -> dict[str, tuple[int, tuple[str, ...]]]:
    """Cheapest affordable trip to every reachable city (M-5): ``city -> (fare, roads)``."""
    p = state.players[seat]
    free = WANDERER in p.cards
    best: dict[str, tuple[int, tuple[str, ...]]] = {p.architect: (0, ())}
    heap = [(0, p.architect, ())]
    while heap:
        fare, node, path = heapq.heappop(heap)
        if best.get(node, (math.inf,))[0] < fare:
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
            if total < best.get(other, (math.inf,))[0]:
                best[other] = (total, (*path, road))
                heapq.heappush(heap, (total, other, (*path, road)))
    del best[p.architect]
    return best


def _stop_value(state: MaharajaState, seat: int) -> float:
    """The seat's value if it ended its turn now: unused slots pay the others (M-3.3.4)."""
    scores = seat_scores(state)
    forfeit = _FORFEIT * len(state.players[seat].slots)
    for other in range(state.n):
        if other != seat:
            scores[other] += forfeit
    mine = scores[seat]
    return mine - max(score for other, score in enumerate(scores) if other != seat)


def _slot_options(state: MaharajaState, seat: int, kind: str) -> list[Action]:
    """Legal parameter sets of one slot kind, house moves cut to the promising ones."""
    found = discs.options(state, seat, kind)
    if kind == "move_house" and len(found) > 40:
        city = state.players[seat].architect
        found = [a for a in found if a["to"] == city or a["from"] in CITY_INDEX] or found[:40]
    return found


def best_step(state: MaharajaState, seat: int) -> tuple[float, tuple[Action, ...]]:
    """Greedy macro step of a turn: (value, actions) for the best "travel, then one slot action"
    or "travel only", priced as if the turn ended right after; () means end the turn now."""
    best_value = _stop_value(state, seat)
    best: tuple[Action, ...] = ()
    kinds = sorted(set(state.players[seat].slots), key=A.DISC_RANK.__getitem__)
    places = [(state, ())]
    for _city, (_fare, roads) in sorted(trips(state, seat).items()):
        moved = state
        for road in roads:
            moved = apply_travel(moved, seat, road)
        places.append((moved, tuple(A.TRAVEL[r] for r in roads)))
    for where, path in places:
        if path:
            value = _stop_value(where, seat)
            if value > best_value + 1e-9:
                best_value, best = value, path
        for kind in kinds:
            for action in _slot_options(where, seat, kind):
                after = discs.execute(where, seat, action)
                slots = list(where.players[seat].slots)
                slots.remove(kind)
                after = with_player(after, seat, replace(after.players[seat], slots=tuple(slots)))
                value = _stop_value(after, seat)
                if value > best_value + 1e-9:
                    best_value, best = value, (*path, action)
    return best_value, best


def play_step(state: MaharajaState, seat: int, steps: Sequence[Action]) -> MaharajaState:
    """Apply a planner macro step (travel roads, then at most one slot action) for ``seat``."""
    for action in steps:
        if action.type == "travel":
            state = apply_travel(state, seat, action["road"])
        else:
            state = discs.execute(state, seat, action)
            remaining = list(state.players[seat].slots)
            remaining.remove(action.type)
            state = with_player(state, seat, replace(state.players[seat], slots=tuple(remaining)))
    return state


def simulate_turn(state: MaharajaState, seat: int, slots: tuple[str, ...], limit: int = 6) -> float:
    """Value after playing a turn with ``slots`` greedily (used to judge disc choices)."""
    state = with_player(state, seat, replace(state.players[seat], slots=slots))
    value = _stop_value(state, seat)
    for _ in range(limit):
        value, steps = best_step(state, seat)
        if not steps:
            break
        state = play_step(state, seat, steps)
        if not state.players[seat].slots:
            break
    return value


def plan_discs(state: MaharajaState, seat: int, top: int = 6) -> Action:
    """M-3.2: the disc choice whose greedy turn comes out best, among the most promising pairs."""
    as_turn = replace(state, phase=TURN)
    base = simulate_turn(as_turn, seat, ())
    gain = {kind: simulate_turn(as_turn, seat, (kind,)) - base for kind in A.DISC_ACTIONS}
    estimates = sorted(A.CHOOSE, key=lambda pair: -(gain[pair[0]] + gain[pair[1]]))
    candidates = estimates[:top]
    best_pair, best_value = candidates[0], -math.inf
    for pair in candidates:
        value = simulate_turn(as_turn, seat, pair)
        if value > best_value + 1e-9:
            best_pair, best_value = pair, value
    return A.CHOOSE[best_pair]


# --- the evaluator ---------------------------------------------------------------------------------


class MaharajaEvaluator:
    """Evaluator protocol implementation for Maharaja (desktop_app/ai/evaluation.py)."""

    def values(self, game: Game, state: MaharajaState) -> list[float]:
        """Judged at the end of the current round (finished with the playout policy): search
        leaves then compare at the same point of the game, so stalling with free travel steps
        cannot push an opponent's turn past the search horizon."""
        state = self._finish_round(game, state)
        return win_values(seat_scores(state), rounds_left(state))

    def _finish_round(self, game: Game, state: MaharajaState, limit: int = 80) -> MaharajaState:
        if state.phase not in (PLANNING, TURN):
            return state
        start = state.round
        rng = random.Random(0)
        for _ in range(limit):
            if state.round != start or state.phase not in (PLANNING, TURN):
                break
            actor = min(game.to_move(state))
            legal = game.legal_actions(state, actor)
            state = game.apply(state, actor, self.rollout_action(game, state, actor, legal, rng))
        return state

    def heuristic_choice(
        self,
        game: object,
        worlds: Sequence[MaharajaState],
        seat: int,
        legal: Sequence[Action],
        rng: random.Random,
    ) -> Action | None:
        state = worlds[0]
        if state.phase == PLANNING:
            return plan_discs(state, seat)
        if state.phase == TURN:
            _value, steps = best_step(state, seat)
            action = steps[0] if steps else A.END_TURN
            return action if action in legal else None
        return None

    def root_search(
        self,
        game: Game,
        view: dict,
        seat: int,
        legal: Sequence[Action],
        rng: random.Random,
        budget_seconds: float,
        should_stop: Callable[[], bool] | None = None,
        clock: Callable[[], float] = time.perf_counter,
        memory: dict[str, object] | None = None,
    ) -> Action:
        """The ``hard`` level's search: paired playouts of a few root moves (maharaja_search.py).

        The plan being followed and the rivals' predicted discs live in the bot's ``memory``
        (one per bot), never on this shared evaluator.

        It replaces the shared ISMCTS tree for Maharaja (measured: the tree won about 2 of 10
        against ``heuristic``), so this evaluator offers no tree hooks (``candidates``,
        ``search_actions``).
        """
        from desktop_app.ai.games.maharaja_search import TurnMemory, root_search

        if memory is None:
            memory = {}
        plan = memory.get("maharaja_turn")
        if not isinstance(plan, TurnMemory):
            plan = memory["maharaja_turn"] = TurnMemory()
        return root_search(
            game, view, seat, legal, rng, budget_seconds, should_stop=should_stop, clock=clock, memory=plan
        )

    def rollout_action(
        self, game: object, state: MaharajaState, seat: int, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        phase = state.phase
        if phase == PLANNING:
            return _quick_plan(state, seat, rng)
        if phase == TURN:
            return _quick_turn(state, seat, legal, rng)
        if phase == AUCTION:
            return legal[-1] if legal[-1].type == "pass_bid" else legal[0]
        if phase == START_HOUSES:
            return _quick_start_house(state, legal, rng)
        cards = [a for a in legal if a.type == "pick_card"]
        if cards:
            return min(cards, key=lambda a: _CARD_PREFERENCE.get(a["card"], 9))
        return legal[rng.randrange(len(legal))]


_CARD_PREFERENCE = {6: 0, 2: 1, 4: 2, 5: 3, 1: 4, 3: 5, 7: 6}


def _quick_start_house(state: MaharajaState, legal: Sequence[Action], rng: random.Random) -> Action:
    """Starting houses (M-2.4): prefer villages that open a road (its other villages occupied)."""
    good = []
    for action in legal:
        i = VILLAGE_INDEX[action["village"]]
        if all(state.villages[j] for j in _VILLAGE_ROAD[i] if j != i):
            good.append(action)
    pool = good or list(legal)
    return pool[rng.randrange(len(pool))]


def _buildable(state: MaharajaState, seat: int) -> tuple[bool, list[str]]:
    p = state.players[seat]
    here = CITY_INDEX.get(p.architect)
    here_ok = here is not None and can_build_in(state, seat, here)
    away = [c for c in trips(state, seat) if can_build_in(state, seat, CITY_INDEX[c])]
    return here_ok, away


def opening_village(state: MaharajaState, seat: int) -> str | None:
    """An empty village whose house brings a buildable city nearer (M-5.3): on a road from a city
    the architect reaches to a city where he has no palace, fewest empty villages first."""
    reach = set(open_reach(state, seat))
    reach.add(state.players[seat].architect)
    best: tuple[int, int] | None = None
    for node in sorted(reach):
        for _road, other, indices in ROADS_AT[node]:
            if other == START or other in reach or not can_build_in(state, seat, CITY_INDEX[other]):
                continue
            empty = [i for i in indices if not state.villages[i]]
            if empty and (best is None or (len(empty), empty[0]) < best):
                best = (len(empty), empty[0])
    return None if best is None else VILLAGES[best[1]]


def _quick_plan(state: MaharajaState, seat: int, rng: random.Random) -> Action:
    """A cheap, sensible disc choice for playouts: palaces when affordable, houses to open the
    way when cut off, else gold (deterministic, so playouts stay low in noise)."""
    p = state.players[seat]
    price = 9 if 6 in p.cards else 12
    if p.palaces > 0:
        here_ok, away = _buildable(state, seat)
        if here_ok or away:
            if p.gold >= 2 * price + 2 and len(away) + here_ok >= 2 and p.palaces > 1:
                return A.CHOOSE["build_palace", "build_palace"]
            if p.gold + 2 >= price:
                return A.CHOOSE["take_gold", "build_palace"]
        elif p.supply >= 2 and p.gold >= 2:
            return A.CHOOSE["build_house", "build_house"]
    if p.supply < 2 and p.quarry > 0:
        return A.CHOOSE["take_gold", "take_houses"]
    if p.architect == state.queue[0] and p.supply >= 2 and p.gold >= 2:
        return A.CHOOSE["take_gold", "build_two_houses"]
    return A.CHOOSE["take_gold", "take_gold"]


def _quick_turn(state: MaharajaState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    """A cheap turn step for playouts: build a palace, else travel to where one can be built,
    else use the easy slots, else end the turn (no wandering)."""
    by_kind: dict[str, list[Action]] = {}
    for action in legal:
        by_kind.setdefault(action.type, []).append(action)
    if "build_palace" in by_kind:
        return by_kind["build_palace"][0]
    p = state.players[seat]
    if "build_palace_house" in by_kind:
        return A.BUILD_PALACE_HOUSE[p.architect, p.architect]
    price = 9 if 6 in p.cards else 12
    if ("build_palace" in p.slots or "build_palace_house" in p.slots) and p.palaces > 0:
        routes = trips(state, seat)
        targets = [
            (fare, roads)
            for city, (fare, roads) in routes.items()
            if can_build_in(state, seat, CITY_INDEX[city]) and p.gold - fare >= price
        ]
        if targets:
            return A.TRAVEL[min(targets)[1][0]]
    for kind in ("take_gold", "take_houses"):
        if kind in by_kind:
            return by_kind[kind][0]
    if "build_house" in by_kind or "build_two_houses" in by_kind:
        village = opening_village(state, seat)
        if "build_two_houses" in by_kind:
            if village is None or len(state.villages[VILLAGE_INDEX[village]]) >= state.village_capacity:
                return by_kind["build_two_houses"][0]
            return A.BUILD_TWO[p.architect, village]
        if p.architect in (state.maharaja, state.queue[0]) and p.architect in CITY_INDEX:
            return A.BUILD_HOUSE[p.architect]
        return A.BUILD_HOUSE[village] if village is not None else by_kind["build_house"][0]
    if "swap_card" in by_kind and 6 not in p.cards:
        return A.SWAP[6] if A.SWAP[6] in by_kind["swap_card"] else by_kind["swap_card"][0]
    return A.END_TURN


EVALUATOR = MaharajaEvaluator()
