"""Honest analysis (issue 35, item 2): do the analysis's mistakes and blunders really lose?

For each game, matches on seeds never used while building the analysis (from ``FIRST_SEED``) are
played by a ``heuristic`` and a ``random`` seat in turn (so that there are mistakes to find) and
analysed (quick and deep pass, ``ai/analysis.py``). Every decision marked mistake or blunder is
then played out ``--playouts`` times from the move played and from the move suggested, by the
strongest bots at every seat (``--level``, ``--budget`` s of CPU per move), each time in a world
rebuilt from the *mover's* view at that step (``Game.sample_state``: the hidden information
re-sampled, never the true one) and with the same world, dice and bot seeds for both moves, so
the pair differs only by the move. A playout scores 1 when the mover wins.

Printed per game: decisions tested, pairs played, the suggested move's win rate minus the played
move's with its 95 % interval (normal, over the pairs), and the share of decisions whose mark the
playouts contradict (the played move won at least as often as the suggestion there). The goal:
the interval excludes zero, above it, in every game.

Run: ``nice -n 5 .venv/bin/python benchmarks/analysis_quality.py --jobs 2`` (long: every playout
is a whole match's rest). Smaller: ``--decisions 8 --playouts 10``; ``--level heuristic`` for the
cheap bots.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from desktop_app.ai import analysis
from desktop_app.ai.base import make_bot
from desktop_app.ai.heuristic import settle_chance
from desktop_app.ai.selfplay import play
from desktop_app.engine.action import Action
from desktop_app.engine.session import Session

#: Seeds from here were never used while the analysis was built (those were below 100).
FIRST_SEED = 9100
GAMES = {"maharaja": 4, "forbidden_city": 4, "arkadia": 4}
MARKS = ("mistake", "blunder")
Z95 = 1.96


@dataclasses.dataclass(frozen=True)
class Case:
    """One marked decision to play out: the match (to rebuild the position), the step and moves."""

    game_id: str
    players: int
    seed: int
    step: int
    seat: int
    played: dict[str, Any]
    suggested: dict[str, Any]
    mark: str


def marked_cases(
    game_id: str, players: int, seed: int, work: analysis.Work, marks: tuple[str, ...] = MARKS
) -> list[Case]:
    """The mistakes and blunders the analysis finds in one heuristic-versus-random match."""
    session = Session.new(game_id, players, None, seed)
    levels = ("heuristic", "random")
    play(session, {seat: make_bot(levels[seat % 2], seed * 10 + seat) for seat in range(players)})
    states = [session.state_at(step) for step in range(len(session.record) + 1)]
    result = analysis.analyse(session.game, states, session.record, seed, players, depth="deep", work=work)
    cases = []
    for item in result.judgements:
        mark = item.mark(players)
        if mark in marks:
            cases.append(
                Case(
                    game_id,
                    players,
                    seed,
                    item.step,
                    item.seat,
                    item.played.to_json(),
                    item.suggested.to_json(),
                    mark,
                )
            )
    return cases


def play_to_end(game: Any, state: Any, level: str, budget: float, luck: int) -> Any:
    """The rest of a match from ``state``, every seat the ``level`` bot, chance from ``luck``."""
    rng = random.Random(luck)
    bots = {
        seat: make_bot(level, luck + seat, budget_seconds=budget, clock=time.thread_time) for seat in range(8)
    }
    for _ in range(20_000):
        state = settle_chance(game, state, rng)
        movers = game.to_move(state)
        if not movers:
            return state
        seat = min(movers)
        view, legal = game.view(state, seat), game.legal_actions(state, seat)
        state = game.apply(state, seat, bots[seat].choose(game, seat, view, legal))
    return state


def play_out(case: Case, playouts: int, level: str, budget: float) -> list[int]:
    """Per playout, the suggestion's win (0/1) minus the played move's, from the same world and luck."""
    session = Session.new(case.game_id, case.players, None, case.seed)
    levels = ("heuristic", "random")
    play(session, {seat: make_bot(levels[seat % 2], case.seed * 10 + seat) for seat in range(case.players)})
    game = session.game
    view = game.view(session.state_at(case.step - 1), case.seat)
    moves = [Action.from_json(case.played), Action.from_json(case.suggested)]
    rng = random.Random(f"three-palaces/analysis-quality/{case.seed}/{case.step}")
    differences = []
    for _ in range(playouts):
        world = game.sample_state(view, case.seat, rng)  # the mover's view: hidden parts re-sampled
        luck = rng.getrandbits(40)
        wins = []
        for move in moves:
            end = play_to_end(game, game.apply(world, case.seat, move), level, budget, luck)
            outcome = game.outcome(end)
            wins.append(int(outcome is not None and outcome.winner == case.seat))
        differences.append(wins[1] - wins[0])
    return differences


def interval(values: list[int]) -> tuple[float, float, float]:
    mean = statistics.fmean(values)
    spread = statistics.stdev(values) if len(values) > 1 else 0.0
    half = Z95 * spread / math.sqrt(len(values))
    return mean, mean - half, mean + half


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES), help="game ids, comma-separated")
    parser.add_argument("--decisions", type=int, default=24, help="marked decisions per game")
    parser.add_argument("--playouts", type=int, default=40, help="playout pairs per decision")
    parser.add_argument("--level", default=analysis.DEEP_LEVEL, help="the bots of the playouts")
    parser.add_argument("--budget", type=float, default=None, help="their CPU seconds per move")
    parser.add_argument("--deep-budget", type=float, default=0.5, help="the deep pass's bot, CPU s")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument(
        "--marks", default=",".join(MARKS), help="the marks tested (a game with few mistakes: add inaccuracy)"
    )
    args = parser.parse_args()
    work = dataclasses.replace(analysis.DEFAULT_WORK, deep_budget=args.deep_budget, clock=time.thread_time)
    budget = args.budget or "default"
    print(f"playouts by '{args.level}' bots (budget {budget}), {args.playouts} pairs a decision")
    failed = False
    with ProcessPoolExecutor(args.jobs) as pool:
        for game_id in args.games.split(","):
            players = GAMES[game_id]
            cases: list[Case] = []
            seed = FIRST_SEED
            while len(cases) < args.decisions and seed < FIRST_SEED + 40:
                found = list(
                    pool.map(
                        marked_cases,
                        *zip(
                            *[
                                (game_id, players, s, work, tuple(args.marks.split(",")))
                                for s in range(seed, seed + args.jobs)
                            ],
                            strict=True,
                        ),
                    )
                )
                for batch in found:
                    cases.extend(batch)
                seed += args.jobs
            cases = cases[: args.decisions]
            started = time.monotonic()
            runs = list(
                pool.map(
                    play_out,
                    cases,
                    [args.playouts] * len(cases),
                    [args.level] * len(cases),
                    [args.budget] * len(cases),
                )
            )
            pairs = [value for run in runs for value in run]
            contradicted = sum(statistics.fmean(run) <= 0 for run in runs)
            mean, low, high = interval(pairs)
            ok = low > 0
            failed |= not ok
            marks = {mark: sum(case.mark == mark for case in cases) for mark in analysis.MARKS}
            print(
                f"{game_id} ({players} players, seeds {FIRST_SEED}-{seed - 1}): {len(cases)} decisions "
                f"({marks['inaccuracy']} inaccuracies, {marks['mistake']} mistakes, "
                f"{marks['blunder']} blunders), {len(pairs)} pairs: "
                f"suggested minus played win rate {mean:+.3f} [95 % {low:+.3f}, {high:+.3f}] "
                f"{'ok' if ok else 'NOT MET'}; marks contradicted {contradicted}/{len(cases)} "
                f"({contradicted / max(1, len(cases)):.0%}); {time.monotonic() - started:.0f} s",
                flush=True,
            )
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
