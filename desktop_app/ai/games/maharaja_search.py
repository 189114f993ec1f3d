"""The ``hard`` level's Maharaja search: paired playouts of a few root moves over determinizations.

What it is, honestly: a flat root search, not a tree. The heuristic's own judgement names a short
list of root moves (the disc pairs its turn planner rates best, M-3.2; or the best "travel, then
one action" steps of a turn and ending it, M-3.3.3). Each is played out in the *same* sampled
worlds (``Game.sample_state`` from the bot's view) under the heuristic policy — the greedy turn
planner for every seat's turn, the disc planner for every later planning phase — to the end of
the *next* round, after two scorings of the Maharaja's city (M-7), or to the end of the game
(M-8, then the margin is exact). The move with the best mean projected margin (own
gold-equivalent score minus the best rival's) wins.

Measured on tuning seeds 100–109 (budget 1.5 s CPU, against ``heuristic``): playouts to the end
of the current round won 6 and 7 of 10; to the end of the next round 10 of 10 (mean think
0.62 s). The one-round horizon judges a move by the static evaluator right after the scoring,
which cannot see the next turn's use of the gold or the card just won.

The ``expert`` (``deepen``) uses the time the ``hard`` search leaves (with two players every world
is the same, the rival's disc being planned, so one world of five moves takes about 0.6 s of the
1.5 s): once every move has been played out, as many of the best as fit in the time left are played
again one round further, in the same worlds, and the best by that longer look is chosen. Where the
rival's hidden discs give some 20 drawn worlds (it decides after the rival at planning, or moves
before him in the turns) the shorter look alone would fill the expert's 3 s, so it begins no world
after half the time (``first_share``): the predicted world and the commonest drawn ones are played,
then the deeper look (its figures: docs/ai.md).

Why this shape: a Maharaja turn is several atomic steps (D-12), so a tree over single steps
spreads its visits over random follow-ups, and short fixed-length rollouts stop mid-turn. Here
every playout ends at the same point of the game. Nothing is random after the setup shuffle
(M-10.2): the only hidden things are a rival's unrevealed disc and, with the option
``gold=hidden``, his gold total (M-10.1), which ``sample_state`` estimates the same way in every
world of one view; so worlds that agree on those discs give the same playout, and each distinct
world is played once and weighted by how often it was drawn.
"""

from __future__ import annotations

import math
import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import cast

from desktop_app.ai.budget import Deadline, OutOfTime, no_deadline
from desktop_app.ai.evaluation import Evaluator, evaluate, evaluator_for
from desktop_app.ai.games.maharaja_memory import TurnMemory
from desktop_app.ai.games.maharaja_plan import (
    Steps,
    best_step,
    plan_discs,
    play_step,
    rated_pairs,
    reachable,
    simulate_turn,
    slot_options,
    stop_value,
)
from desktop_app.ai.games.maharaja_value import palaces_of, rounds_left, seat_scores
from desktop_app.engine.action import Action
from desktop_app.engine.protocol import Game, View
from desktop_app.games.maharaja import (
    CHOOSE,
    DISC_RANK,
    END_TURN,
    OVER,
    PLANNING,
    TURN,
    MaharajaState,
    MaharajaView,
)

__all__ = ["TurnMemory", "heuristic_policy", "play_step", "root_search"]

#: Disc pairs (M-3.2) and turn steps (M-3.3.3) played out at the root.
PLAN_WIDTH = 5
TURN_WIDTH = 5
#: Rounds played out at the root, and how near the end the playouts go all the way (M-8.1).
ROUNDS = 2
END_HORIZON = 2
#: Worlds drawn to learn the distribution of the rivals' hidden discs (M-10.1).
WORLD_DRAWS = 24
#: Travel steps per round after which the search stops offering travel (see ``TurnMemory``).
MAX_TRAVELS = 6
#: Gold equivalents of one palace more at the end of the game (M-8.2: palaces first, then gold).
PALACE_MARGIN = 40.0


def margin(scores: Sequence[float], seat: int) -> float:
    """Own score minus the best rival's: what decides a multi-player race."""
    return scores[seat] - max(score for other, score in enumerate(scores) if other != seat)


def final_margin(state: MaharajaState, seat: int) -> float:
    """Exact margin of a finished game: palaces first, then gold (M-8.2)."""
    built = palaces_of(state)
    scores = [PALACE_MARGIN * built[s] + p.gold for s, p in enumerate(state.players)]
    return margin(scores, seat)


def projected_margin(state: MaharajaState, seat: int) -> float:
    """The margin at a playout's end: exact when the game is over, the evaluator's otherwise."""
    if state.phase == OVER:
        return final_margin(state, seat)
    return margin(seat_scores(state), seat)


def heuristic_policy(
    game: Game,
    state: MaharajaState,
    rounds: int = 1,
    limit: int = 400,
    check: Callable[[], None] = no_deadline,
) -> MaharajaState:
    """Play on with the heuristic's choices until ``rounds`` round ends (or the game end).

    Turns use the greedy planner's macro steps applied directly (the planner only proposes
    legal steps), then ``end_turn`` through the game so the round flow (scoring, M-7; end, M-8)
    runs as in a real match. Planning uses the disc planner. ``check`` runs at every step and
    inside the disc planner (a search's deadline: a playout takes 0.1–0.5 s, far too long to
    look at the clock only between playouts).
    """
    ends = state.round + rounds
    for _ in range(limit):
        check()
        if state.phase == OVER or state.round >= ends:
            break
        if state.phase == PLANNING:
            seat = min(game.to_move(state))
            state = game.apply(state, seat, plan_discs(state, seat, check=check))
            continue
        current = state.current
        if state.phase != TURN or current is None:
            break
        _value, steps = best_step(state, current)
        state = play_step(state, current, steps) if steps else game.apply(state, current, END_TURN)
    return state


def horizon(state: MaharajaState) -> int:
    """Rounds to play out: to the game's end when it is at most ``END_HORIZON`` rounds away (the
    result is then exact, M-8.2), else to this round's scoring (``ROUNDS``)."""
    left = rounds_left(state)
    return left + 1 if left < END_HORIZON else ROUNDS


def turn_options(state: MaharajaState, seat: int, width: int) -> list[Steps]:
    """The ``width`` best macro steps of the greedy planner plus ending the turn (M-3.3.4)."""
    scored: list[tuple[float, Steps]] = [(stop_value(state, seat), ())]
    kinds = sorted(set(state.players[seat].slots), key=DISC_RANK.__getitem__)
    places = reachable(state, seat)
    scored.extend((stop_value(moved, seat), path) for moved, path in places[1:])
    for where, path in places:
        for kind in kinds:
            for action in slot_options(where, seat, kind):
                after = play_step(where, seat, (action,))
                scored.append((stop_value(after, seat), (*path, action)))
    scored.sort(key=lambda t: -t[0])
    picks = [steps for _value, steps in scored[:width]]
    if () not in picks:
        picks.append(())
    return picks


def plan_options(
    state: MaharajaState, seat: int, width: int, check: Callable[[], None] = no_deadline
) -> list[Action]:
    """The ``width`` disc pairs (M-3.2) whose greedy turn the planner rates best, best first."""
    as_turn = replace(state, phase=TURN)
    rated = [
        (simulate_turn(as_turn, seat, pair, check=check), i, pair)
        for i, pair in enumerate(rated_pairs(state, seat, 8, check))
    ]
    rated.sort(key=lambda t: (-t[0], t[1]))
    return [CHOOSE[pair] for _v, _i, pair in rated[:width]]


#: What may differ between sampled worlds of one view (the rivals' discs and gold).
HiddenKey = tuple[tuple[tuple[str, str] | None, int], ...]
#: Distinct sampled worlds with how often each was drawn (weights).
Worlds = list[tuple[MaharajaState, float]]
#: A model of the rivals' disc choices at planning (M-3.2), given the search's deadline.
RivalModel = Callable[[Game, MaharajaState, int, Deadline], dict[int, Action]]


def _hidden_key(world: MaharajaState, seat: int) -> HiddenKey:
    """What may differ between worlds of one view: the rivals' discs and, with hidden gold, their
    totals (M-10.1; ``sample_state`` estimates those the same way in every world, but a world
    must never be merged with one it is not equal to)."""
    return tuple((p.disc, p.gold) for s, p in enumerate(world.players) if s != seat)


def distinct_worlds(game: Game, view: MaharajaView, seat: int, rng: random.Random, draws: int) -> Worlds:
    """Draw ``draws`` worlds and keep one per distinct hidden part, with its count, commonest first."""
    counts: Counter[HiddenKey] = Counter()
    first: dict[HiddenKey, MaharajaState] = {}
    for _ in range(draws):
        world = game.sample_state(cast(View, view), seat, rng)
        key = _hidden_key(world, seat)
        counts[key] += 1
        first.setdefault(key, world)
    return [(first[key], count) for key, count in counts.most_common()]


def root_search(
    game: Game,
    view: MaharajaView,
    seat: int,
    legal: Sequence[Action],
    rng: random.Random,
    budget_seconds: float,
    should_stop: Callable[[], bool] | None = None,
    clock: Callable[[], float] = time.perf_counter,
    rounds: int | None = None,
    plan_width: int = PLAN_WIDTH,
    turn_width: int = TURN_WIDTH,
    memory: TurnMemory | None = None,
    predict: float = 1.0,
    evaluator: Evaluator | None = None,
    world_draws: int = WORLD_DRAWS,
    max_worlds: int | None = None,
    deepen: int = 0,
    rival_model: RivalModel | None = None,
    first_share: float = 1.0,
) -> Action:
    """Paired playouts of the heuristic's few best root moves (see the module docstring).

    Setup moves (card, starting houses, auction) take the heuristic's one-step choice. Only whole
    worlds count, except when the budget or ``should_stop`` ends the first one: then the moves
    played out in it are compared (none played: the planner's first choice). The deadline is
    checked at every playout step and inside the disc planner (``ai/budget.py``), so a move
    overruns its budget by one such step at most, never by a whole playout. ``max_worlds`` (tests)
    plays at most that many distinct worlds and ignores the clock: a seed then gives one answer.
    ``deepen`` (the expert): at most that many moves are played again one round further with the
    time left (``_deeper``). ``rival_model`` (the expert): the rivals' disc choices it can predict
    better than the planner (``maharaja_rivals``). ``first_share`` (the expert, with ``deepen``):
    the share of the time left at the race's start after which the shorter look begins no more
    worlds, so that the deeper look gets the rest (``_race``); the clock being ignored it plays
    every world, as before.
    """
    deadline = Deadline(math.inf if max_worlds else budget_seconds, clock, should_stop)
    if len(legal) == 1:
        return legal[0]
    worlds = distinct_worlds(game, view, seat, rng, world_draws)
    state = worlds[0][0]
    if state.phase not in (PLANNING, TURN):
        return _one_step(game, worlds, seat, legal, rng, evaluator or evaluator_for(game.id))
    try:
        moves = _root_moves(state, seat, legal, memory, plan_width, turn_width, deadline.check)
    except OutOfTime:
        return _out_of_time_choice(state, seat, legal)
    if isinstance(moves, Action):
        return moves  # the rest of a plan being followed
    plans: dict[int, Action] = {}
    try:
        if state.phase == PLANNING:
            plans = rival_plans(state, seat, deadline.check)
            if rival_model is not None:
                plans.update(rival_model(game, state, seat, deadline))
        if predict > 0:  # also when one move is left: the prediction is kept for the round's turns
            worlds = _with_prediction(state, seat, view, worlds, memory, predict, plans)
    except OutOfTime:
        return _first_action(moves[0])
    if len(moves) == 1:
        return _first_action(moves[0])
    if rounds is None:
        rounds = horizon(state)
    played = worlds[:max_worlds] if max_worlds else worlds
    best = _race(game, state, seat, played, moves, plans, rounds, deadline, deepen, first_share)
    if memory is not None and state.phase == TURN:
        memory.remember(state, seat, moves[best])
    return _first_action(moves[best])


def _root_moves(
    state: MaharajaState,
    seat: int,
    legal: Sequence[Action],
    memory: TurnMemory | None,
    plan_width: int,
    turn_width: int,
    check: Callable[[], None],
) -> list[Steps] | Action:
    """The root moves to play out, best first by the planner; an action when a plan is followed."""
    if state.phase == PLANNING:
        # a disc choice is one action: a one-step move (M-3.2)
        moves: list[Steps] = [(m,) for m in plan_options(state, seat, plan_width, check) if m in legal]
        return moves or [(legal[0],)]
    planned = memory.follow(state, seat) if memory is not None else None
    if planned is not None and planned in legal:
        return planned
    moves = [m for m in turn_options(state, seat, turn_width) if not m or m[0] in legal]
    if memory is not None and memory.travels(state, seat) >= MAX_TRAVELS:
        moves = [m for m in moves if not m or m[0].type != "travel"]
    return moves


def _out_of_time_choice(state: MaharajaState, seat: int, legal: Sequence[Action]) -> Action:
    """What a search answers when its budget ended before it even had candidates (a budget far
    below the planner's cost): planning takes the first legal disc pair, a turn ends (M-3.3.4)."""
    if state.phase == TURN and END_TURN in legal:
        return END_TURN
    return legal[0]


def _race(
    game: Game,
    state: MaharajaState,
    seat: int,
    worlds: Worlds,
    moves: list[Steps],
    plans: dict[int, Action],
    rounds: int,
    deadline: Deadline,
    deepen: int = 0,
    first_share: float = 1.0,
) -> int:
    """Play every move out in each world in turn until the deadline; the index of the best move.

    Worlds are compared whole: one the deadline cuts short is thrown away, and one that cannot
    finish in the time left (judged by the worlds so far) is not begun. Only a cut first world
    counts, move by move: the moves played in it are compared, the rest (the planner's weaker
    ones, which come last) never win. With ``deepen`` (the expert) and time left once every world
    is played, the best ``deepen`` moves are played again one round further (``_deeper``).

    ``first_share`` below 1 (the expert) ends the shorter look early: no world is begun that would
    end after that share of the time left at the start, and the deeper look then runs over the
    worlds played (the commonest first: the predicted one weighs as much as all drawn ones). With
    some 20 drawn worlds of a rival's hidden discs the shorter look alone filled the expert's 3 s
    and its deeper look never ran there (docs/ai.md, "Measured strength").
    """

    def play(world: MaharajaState, move: Steps, horizon: int) -> float:
        if state.phase == PLANNING:
            after = game.apply(world, seat, move[0])
        else:
            after = play_step(world, seat, move) if move else game.apply(world, seat, END_TURN)
        return projected_margin(heuristic_policy(game, after, horizon, check=deadline.check), seat)

    totals = [0.0] * len(moves)
    weight = 0.0
    results: list[float] = []
    played: Worlds = []
    began = deadline.clock()
    first_end = began + first_share * (deadline.end - began) if deepen > 1 else math.inf
    try:
        for world, count in worlds:
            if played:
                per_world = (deadline.clock() - began) / len(played)
                if not deadline.fits(per_world) or deadline.clock() + per_world > first_end:
                    break
            if state.phase == PLANNING:
                world = _rivals_plan(game, world, seat, plans, deadline.check)
            results = []
            for move in moves:
                deadline.check()
                results.append(play(world, move, rounds))
            for i, value in enumerate(results):
                totals[i] += count * value
            weight += count
            played.append((world, count))
    except OutOfTime:
        if not weight:
            totals[: len(results)] = results
            totals[len(results) :] = [float("-inf")] * (len(moves) - len(results))
    best = max(range(len(moves)), key=lambda i: (totals[i], -i))
    complete = len(played) == len(worlds) or (first_share < 1 and bool(played))
    if deepen > 1 and complete and rounds == ROUNDS:
        spent = (deadline.clock() - began) / (len(moves) * len(played))
        cost = spent * (rounds + 1) / rounds
        return _deeper(totals, moves, played, deepen, cost, deadline, play, rounds + 1, best)
    return best


def _deeper(
    totals: list[float],
    moves: list[Steps],
    worlds: Worlds,
    deepen: int,
    cost: float,
    deadline: Deadline,
    play: Callable[[MaharajaState, Steps, int], float],
    rounds: int,
    best: int,
) -> int:
    """Iterative deepening for the expert: the best moves played out again in the same worlds to
    ``rounds`` round ends, the best of them by that longer look. At most ``deepen`` moves, best
    first, each in every world before the next: the deadline keeps those finished, and they
    compete when there are two or more (else ``best``, the shorter look's choice). Not begun when
    two cannot fit (``cost``: one such playout, estimated). Only the moves deepened compete: a
    move the shorter look ranked lower and the longer one never saw could otherwise never be
    told apart. (Until 2026-12-07 the moves that fit by ``cost`` were played world by world and
    a cut threw all of them away: the estimate is low, and in a probe at full budgets, tuning
    seed 9601, 3 of the 7 deeper looks that ran were lost so.)"""
    if not deadline.fits(cost * 2 * len(worlds)):
        return best
    top = sorted(range(len(totals)), key=lambda i: (-totals[i], i))[: min(deepen, len(totals))]
    deeper: dict[int, float] = {}
    try:
        for i in top:
            value = 0.0
            for world, count in worlds:
                value += count * play(world, moves[i], rounds)
            deeper[i] = value
    except OutOfTime:
        pass
    if len(deeper) < 2:
        return best
    return max(deeper, key=lambda i: (deeper[i], -i))


def rival_plans(
    state: MaharajaState, seat: int, check: Callable[[], None] = no_deadline
) -> dict[int, Action]:
    """Every rival's disc choice by the disc planner (M-3.2), made once per search.

    The planner reads only public facts and the rival's own position (never a disc, so neither
    our secret choice nor another rival's), and the worlds of one view differ in nothing else
    (hidden gold is estimated alike in all of them), so one plan per rival holds in every world.
    Planning it once instead of once per world is what lets a search of four rivals' plans fit a
    budget at all (each plan is 14 simulated turns)."""
    return {s: plan_discs(state, s, check=check) for s in range(state.n) if s != seat}


def _rivals_plan(
    game: Game,
    world: MaharajaState,
    seat: int,
    plans: dict[int, Action] | None = None,
    check: Callable[[], None] = no_deadline,
) -> MaharajaState:
    """Rivals who have not chosen yet choose with the disc planner, once for all root moves: it
    reads only public facts and their own position, never our secret choice (M-3.2). ``plans``
    are those of ``rival_plans``, reused (planned here when missing)."""
    for s, p in enumerate(world.players):
        if s != seat and p.disc is None:
            plan = plans.get(s) if plans else None
            world = game.apply(world, s, plan or plan_discs(world, s, check=check))
    return world


def _with_prediction(
    state: MaharajaState,
    seat: int,
    view: MaharajaView,
    worlds: Worlds,
    memory: TurnMemory | None,
    weight: float,
    plans: dict[int, Action] | None = None,
) -> Worlds:
    """Add the world where every hidden rival disc is what the disc planner would choose.

    The rival model: a sensible rival plans like our planner (``plan_discs``), which only reads
    public facts and his own position, so the prediction is made from the view at planning time
    (M-3.2) and kept for the turns of that round, while the rivals' discs are still hidden. That
    world gets ``weight`` times the drawn ones' total; the drawn ones keep the search robust
    against a rival who plans otherwise. ``plans`` are the rivals' plans at planning time
    (``rival_plans``; made here when not given).
    """
    rivals = [s for s in range(state.n) if s != seat]
    if state.phase == PLANNING:
        plans = plans or rival_plans(state, seat)
        predicted = {s: (a["a"], a["b"]) for s, a in plans.items()}
        if memory is not None:
            memory.predicted[seat] = (state.round, predicted)
    elif memory is not None and seat in memory.predicted and memory.predicted[seat][0] == state.round:
        predicted = memory.predicted[seat][1]
    else:
        return worlds
    hidden = [s for s in rivals if view["seats"][s]["disc"] is None and view["seats"][s]["has_chosen"]]
    if not hidden:
        return worlds
    players = list(state.players)
    for s in hidden:
        players[s] = replace(players[s], disc=predicted[s])
    world = replace(state, players=tuple(players))
    key = _hidden_key(world, seat)
    total = sum(count for _w, count in worlds)
    rest = [(w, c) for w, c in worlds if _hidden_key(w, seat) != key]
    return [(world, weight * total), *rest]


def _first_action(move: Steps) -> Action:
    return move[0] if move else END_TURN


def _one_step(
    game: Game, worlds: Worlds, seat: int, legal: Sequence[Action], rng: random.Random, evaluator: Evaluator
) -> Action:
    """The heuristic level's one-step lookahead (setup choices, M-2.3, M-2.4, M-9.2)."""
    sample = [world for world, _count in worlds[:3]]
    best, best_value = list(legal[:1]), float("-inf")
    for action in legal:
        value = sum(evaluate(game, evaluator, game.apply(w, seat, action))[seat] for w in sample)
        if value > best_value + 1e-9:
            best, best_value = [action], value
        elif abs(value - best_value) <= 1e-9:
            best.append(action)
    return best[rng.randrange(len(best))]
