"""Maharaja knowledge for bots: the evaluator (``EVALUATOR``) and a cheap playout policy.

Positions are priced in gold equivalents by ``maharaja_value``; the score difference to each
opponent becomes a win chance.

Planning (M-3.2) is secret and pays off only in the turn, so one-step lookahead sees nothing
there: ``heuristic_choice`` simulates the seat's own turn for the promising disc choices with the
same greedy turn planner it uses during the turn (``maharaja_plan``: travel to a city, then the
best slot action, priced "as if I stopped here" so forfeits count, M-3.3.4; re-exported here).
The ``hard`` level's own search (``root_search``) lives in ``maharaja_search``.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from functools import partial
from typing import cast

from desktop_app.ai.budget import Deadline
from desktop_app.ai.evaluation import Evaluator
from desktop_app.ai.games.maharaja_cards import CARD_PHASES, choose_card
from desktop_app.ai.games.maharaja_plan import (
    best_step,
    plan_discs,
    play_step,
    simulate_turn,
    slot_options,
    stop_value,
    trips,
)
from desktop_app.ai.games.maharaja_rivals import searched_plans as _searched_plans
from desktop_app.ai.games.maharaja_search import RivalModel, TurnMemory, root_search
from desktop_app.ai.games.maharaja_value import (
    VILLAGE_ROAD,
    can_build_in,
    open_reach,
    rounds_left,
    seat_scores,
    win_values,
)
from desktop_app.engine.action import Action
from desktop_app.engine.protocol import Game, View
from desktop_app.games.maharaja import (
    AUCTION,
    BUILD_HOUSE,
    BUILD_PALACE_HOUSE,
    BUILD_TWO,
    CHOOSE,
    CITY_INDEX,
    END_TURN,
    MASTER_BUILDER,
    PLANNING,
    ROADS_AT,
    START,
    START_HOUSES,
    SWAP,
    TRAVEL,
    TURN,
    VILLAGE_INDEX,
    VILLAGES,
    MaharajaState,
    MaharajaView,
)

__all__ = [
    "EVALUATOR",
    "MaharajaEvaluator",
    "best_step",
    "opening_village",
    "plan_discs",
    "play_step",
    "simulate_turn",
    "slot_options",
    "stop_value",
    "trips",
]


#: Per level, what ``maharaja_search.root_search`` is given beyond its defaults (``hard``): the
#: expert weighs more disc pairs and turn steps, learns the rivals' hidden discs from more draws,
#: and with the time left once every move is played out (``hard`` finishes its one world of two
#: players in about 0.6 s of its 1.5 s) plays up to eight of them again one round further and
#: picks among those by that longer look (``maharaja_search._deeper``); at planning, with at most
#: ``model_rivals`` players (two: with five one rival's search took a third of the 3 s and left
#: 2-6 of its own 8 disc pairs played out, docs/ai.md), it predicts each rival's discs by that
#: rival's own search when the time allows (``maharaja_rivals``). Its shorter look begins no world
#: after half the time left (``first_percent``), so that the deeper look runs where some 20 drawn
#: worlds of a rival's hidden discs would fill the 3 s (docs/ai.md).
#: Its character card (M-2.3) is chosen to act before as many rivals as it can, then by playouts,
#: not priced by one step (``card_search``, ``maharaja_cards``): the lower card acts first and wins
#: ties, worth more than a fixed price says.
SEARCH_SETTINGS: dict[str, dict[str, int]] = {
    "expert": {
        "plan_width": 8,
        "turn_width": 8,
        "world_draws": 40,
        "deepen": 8,
        "model_rivals": 2,
        "first_percent": 50,
        "card_search": 1,
    },
}


# --- the evaluator ---------------------------------------------------------------------------------


class MaharajaEvaluator(Evaluator):
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
            action = steps[0] if steps else END_TURN
            return action if action in legal else None
        return None

    def root_search(
        self,
        game: Game,
        view: View,
        seat: int,
        legal: Sequence[Action],
        rng: random.Random,
        budget_seconds: float,
        should_stop: Callable[[], bool] | None = None,
        clock: Callable[[], float] = time.perf_counter,
        memory: dict[str, object] | None = None,
        level: str = "hard",
        max_work: int | None = None,
    ) -> Action:
        """The ``hard`` level's search: paired playouts of a few root moves (maharaja_search.py),
        with the ``level``'s widths and worlds (``SEARCH_SETTINGS``); ``max_work`` caps the worlds.

        The plan being followed and the rivals' predicted discs live in the bot's ``memory``
        (one per bot), never on this shared evaluator.

        It replaces the shared ISMCTS tree for Maharaja (measured: the tree won about 2 of 10
        against ``heuristic``), so this evaluator offers no tree hooks (``candidates``,
        ``search_actions``).
        """
        if memory is None:
            memory = {}
        plan = memory.get("maharaja_turn")
        if not isinstance(plan, TurnMemory):
            plan = memory["maharaja_turn"] = TurnMemory()
        settings = dict(SEARCH_SETTINGS.get(level, {}))
        if settings.pop("card_search", 0) and view["phase"] in CARD_PHASES and len(legal) > 1:
            deadline = Deadline(math.inf if max_work else budget_seconds, clock, should_stop)
            world = cast(MaharajaState, game.sample_state(view, seat, rng))
            return choose_card(game, world, seat, legal, self, deadline)
        rival_model: RivalModel | None = None
        first_share = settings.pop("first_percent", 100) / 100
        if view["players"] <= settings.pop("model_rivals", 0):
            rival_model = partial(_searched_plans, rng=rng, max_worlds=max_work)
        return root_search(
            game,
            cast(MaharajaView, view),
            seat,
            legal,
            rng,
            budget_seconds,
            should_stop=should_stop,
            clock=clock,
            memory=plan,
            evaluator=self,
            max_worlds=max_work,
            rival_model=rival_model,
            first_share=first_share,
            **settings,
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
        if all(state.villages[j] for j in VILLAGE_ROAD[i] if j != i):
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
    price = 9 if MASTER_BUILDER in p.cards else 12
    if p.palaces > 0:
        here_ok, away = _buildable(state, seat)
        if here_ok or away:
            if p.gold >= 2 * price + 2 and len(away) + here_ok >= 2 and p.palaces > 1:
                return CHOOSE["build_palace", "build_palace"]
            if p.gold + 2 >= price:
                return CHOOSE["take_gold", "build_palace"]
        elif p.supply >= 2 and p.gold >= 2:
            return CHOOSE["build_house", "build_house"]
    if p.supply < 2 and p.quarry > 0:
        return CHOOSE["take_gold", "take_houses"]
    if p.architect == state.queue[0] and p.supply >= 2 and p.gold >= 2:
        return CHOOSE["take_gold", "build_two_houses"]
    return CHOOSE["take_gold", "take_gold"]


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
        return BUILD_PALACE_HOUSE[p.architect, p.architect]
    price = 9 if MASTER_BUILDER in p.cards else 12
    if ("build_palace" in p.slots or "build_palace_house" in p.slots) and p.palaces > 0:
        routes = trips(state, seat)
        targets = [
            (fare, roads)
            for city, (fare, roads) in routes.items()
            if can_build_in(state, seat, CITY_INDEX[city]) and p.gold - fare >= price
        ]
        if targets:
            return TRAVEL[min(targets)[1][0]]
    for kind in ("take_gold", "take_houses"):
        if kind in by_kind:
            return by_kind[kind][0]
    if "build_house" in by_kind or "build_two_houses" in by_kind:
        village = opening_village(state, seat)
        if "build_two_houses" in by_kind:
            if village is None or len(state.villages[VILLAGE_INDEX[village]]) >= state.village_capacity:
                return by_kind["build_two_houses"][0]
            return BUILD_TWO[p.architect, village]
        if p.architect in (state.maharaja, state.queue[0]) and p.architect in CITY_INDEX:
            return BUILD_HOUSE[p.architect]
        return BUILD_HOUSE[village] if village is not None else by_kind["build_house"][0]
    if "swap_card" in by_kind and MASTER_BUILDER not in p.cards:
        return (
            SWAP[MASTER_BUILDER] if SWAP[MASTER_BUILDER] in by_kind["swap_card"] else by_kind["swap_card"][0]
        )
    return END_TURN


EVALUATOR = MaharajaEvaluator()
