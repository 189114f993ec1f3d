"""Bot strength: round-robin 2-player matches between levels, per game, with a fixed seed set.

Prints, for each pairing, the win rate of the first level with a 95 % Wilson confidence interval
and the mean (and longest) think time per move of each level. Seats alternate so neither level always starts.
Run: ``.venv/bin/python benchmarks/bot_strength.py --games 40 --budget 1.5``.

``--clock cpu`` measures the budget and the think times in CPU time of the bot's thread, so a
run on a machine shared with other work measures the bot rather than its neighbours (on an idle
machine both clocks agree). ``--jobs N`` plays N matches at a time in separate processes.
"""

from __future__ import annotations

import argparse
import math
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor

from desktop_app.ai.base import make_bot
from desktop_app.engine.registry import all_games
from desktop_app.engine.session import Session

PAIRINGS = (("heuristic", "random"), ("hard", "heuristic"), ("hard", "random"))
CLOCKS = {"wall": time.perf_counter, "cpu": time.thread_time}


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval for a win rate (draws count half)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    spread = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - spread), min(1.0, centre + spread)


def play_match(
    game_id: str, levels: tuple[str, str], seed: int, budget: float, clock_name: str = "wall"
) -> tuple[int, dict[str, list[float]]]:
    """Play one match; returns the index (0/1 of ``levels``) of the winner and think times per level."""
    clock = CLOCKS[clock_name]
    first = seed % 2  # which level sits in seat 0
    seat_levels = (levels[first], levels[1 - first])
    bots = {
        seat: make_bot(level, seed * 7 + seat, budget_seconds=budget, clock=clock)
        for seat, level in enumerate(seat_levels)
    }
    think: dict[str, list[float]] = defaultdict(list)
    session = Session.new(game_id, 2, None, seed)
    while session.to_move():
        seat = min(session.to_move())
        start = clock()
        action = bots[seat].choose(session.game, seat, session.view(seat), session.legal_actions(seat))
        think[seat_levels[seat]].append(clock() - start)
        session.act(seat, action)
    winner_seat = session.outcome().winner
    return (0 if seat_levels[winner_seat] == levels[0] else 1), dict(think)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20, help="matches per pairing and game")
    parser.add_argument("--first-seed", type=int, default=0, help="seeds run from here upwards")
    parser.add_argument("--budget", type=float, default=1.5, help="hard level's seconds per move")
    parser.add_argument("--game", action="append", help="only these game ids")
    parser.add_argument("--pairing", action="append", help="e.g. heuristic:random (default: all)")
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="wall", help="budget and think clock")
    parser.add_argument("--jobs", type=int, default=1, help="matches played at once")
    parser.add_argument("--verbose", action="store_true", help="print each match as it ends")
    args = parser.parse_args()
    pairings = [tuple(p.split(":")) for p in args.pairing] if args.pairing else PAIRINGS
    seeds = range(args.first_seed, args.first_seed + args.games)
    print(
        f"{'game':16} {'pairing':22} {'games':>5} {'win rate':>8} {'95% CI':>15} "
        f"{'think/move mean (max), s':>30}"
    )
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for game in all_games():
            if args.game and game.id not in args.game:
                continue
            for levels in pairings:
                think: dict[str, list[float]] = defaultdict(list)
                wins = 0
                jobs = [pool.submit(play_match, game.id, levels, s, args.budget, args.clock) for s in seeds]
                for seed, job in zip(seeds, jobs, strict=True):
                    winner, times = job.result()
                    wins += winner == 0
                    for level, values in times.items():
                        think[level].extend(values)
                    if args.verbose:
                        print(f"  seed {seed}: {levels[winner]} won", flush=True)
                low, high = wilson(wins, args.games)
                times = " / ".join(
                    f"{sum(think[lv]) / max(1, len(think[lv])):.3f} ({max(think[lv], default=0):.2f})"
                    for lv in levels
                )
                print(
                    f"{game.id:16} {levels[0] + ' vs ' + levels[1]:22} {args.games:>5} "
                    f"{wins / args.games:>8.0%} {f'[{low:.0%}, {high:.0%}]':>15} {times:>30}",
                    flush=True,
                )


if __name__ == "__main__":
    main()
