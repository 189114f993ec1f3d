"""Bot strength and think times: round-robin matches between levels, per game, on a fixed seed set.

Prints, for each game and pairing, the score of the first level (a win 1, a shared first place
1/2, a loss 0) with its 95 % Wilson interval and lower bound, then for every game and level the
mean and longest think per move next to the level's budget (``desktop_app/ai/budget.py``) and
the longest as a share of it: issue 18 wants no move above its budget + 10 %. Seats alternate
with the seed, so neither level always starts.

The default seeds (from 7000) were never used while tuning the bots (their docstrings name the
tuning seeds, all below 200). Budgets and think times are CPU time of the thread that thinks
(``--clock cpu``, the default), so a machine shared with other work measures the bot rather than
its neighbours; ``--clock wall`` measures what a player waits on an idle machine.

The expert (issue 36) plays with ``--pairing expert:hard``; ``--expert-budget`` and ``--budget``
set its and the hard level's seconds per move (a pairing played at other budgets than the defaults
is named with them, ``expert vs hard @0.25/0.25s``, so runs at different budgets never mix), and
``--lone`` seats one bot of the first level among bots of the second (its seat moving round with
the seed), the ``x fair`` column giving its share of first places as a multiple of 1/players.

Fixed work instead of time: ``--work hard=1 --work expert=1`` gives those levels a fixed amount of
work per move (``max_iterations``: Maharaja worlds, Arkadia race worlds, Forbidden City tree
iterations or race rounds), ignoring their clock, so a run gives the same games on any machine
however loaded (think times are still printed, to say what the work cost); such a pairing is named
with its work, ``expert vs hard work 1/1``.

Long runs: ``--jobs N`` plays N matches at a time in separate processes, ``--results FILE``
appends every finished match to FILE as one JSON line, and ``--report FILE`` prints the tables
from such a file (a run stopped early still gives its figures).
Run: ``.venv/bin/python benchmarks/bot_strength.py --games 40 --jobs 2 --results runs.jsonl``.
"""

from __future__ import annotations

import argparse
import json
import math
import time
from collections import defaultdict
from collections.abc import Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from desktop_app.ai.base import make_bot
from desktop_app.ai.budget import BUDGETS, TOLERANCE
from desktop_app.engine.outcome import Outcome
from desktop_app.engine.registry import all_games
from desktop_app.engine.session import Session

PAIRINGS = (("heuristic", "random"), ("hard", "heuristic"), ("hard", "random"), ("expert", "hard"))
CLOCKS = {"wall": time.perf_counter, "cpu": time.thread_time}
FIRST_SEED = 7000

#: One finished match: game, levels, seed, players, the first level's score and think times.
Result = dict[str, Any]


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval for a win rate (draws count half, so ``wins`` may be a float)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    spread = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - spread), min(1.0, centre + spread)


def first_places(outcome: Outcome) -> set[int]:
    """The seats that share first place: the winner and whoever the game ranks level with it.

    Arkadia gives each seat's place (L-5), the Forbidden City the seats a place is shared with
    (F-7.5); Maharaja's last tie-break (the lower card, M-8.2) never leaves a tie.
    """
    winner = outcome.winner
    facts = outcome.details.get(winner, {})
    if "place" in facts:
        return {seat for seat, f in outcome.details.items() if f.get("place") == facts["place"]}
    return {winner, *facts.get("shared_with", ())}


def score_of(outcome: Outcome, seat_levels: tuple[str, ...], level: str) -> float:
    """``level``'s score in one match: 1 if it alone holds first place, 1/2 if shared, else 0."""
    firsts = first_places(outcome)
    mine = sum(1 for seat in firsts if seat_levels[seat] == level)
    return mine / len(firsts)


def seating(levels: tuple[str, str], seed: int, players: int, lone: bool) -> tuple[str, ...]:
    """Who sits where: the two levels alternating (the seed says who starts), or with ``lone`` one
    seat of the first level among the second, its seat moving round with the seed."""
    if lone:
        return tuple(levels[0] if seat == seed % players else levels[1] for seat in range(players))
    return tuple(levels[(seat + seed) % 2] for seat in range(players))


def play_match(
    game_id: str,
    levels: tuple[str, str],
    seed: int,
    budget: float,
    clock_name: str = "cpu",
    players: int = 2,
    expert_budget: float = BUDGETS["expert"],
    lone: bool = False,
    work: dict[str, int] | None = None,
) -> Result:
    """Play one match; the first level's score and every think time per level. ``work`` gives a
    level a fixed amount of work per move instead of its budget (``make_bot``'s ``max_iterations``)."""
    clock = CLOCKS[clock_name]
    seat_levels = seating(levels, seed, players, lone)
    budgets = {"hard": budget, "expert": expert_budget}
    work = work or {}
    bots = {
        seat: make_bot(
            level,
            seed * 7 + seat,
            budget_seconds=budgets.get(level),
            clock=clock,
            max_iterations=work.get(level),
        )
        for seat, level in enumerate(seat_levels)
    }
    think: dict[str, list[float]] = defaultdict(list)
    session = Session.new(game_id, players, None, seed)
    while session.to_move():
        seat = min(session.to_move())
        view, legal = session.view(seat), session.legal_actions(seat)
        # Timed: the bot's choice only, as its budget counts it and as a player waits for it (the
        # window hands a thinking thread the view it has made). The view's making is also where
        # a collection put off while the last bot thought runs (``IsmctsBot.choose`` holds the
        # collector): up to 0.08 s with two Maharaja bots, charged to the next think before.
        start = clock()
        action = bots[seat].choose(session.game, seat, view, legal)
        think[seat_levels[seat]].append(clock() - start)
        session.act(seat, action)
    outcome = session.outcome()
    assert outcome is not None  # the loop ends when nobody is to move: the match is over
    return {
        "game": game_id,
        "levels": list(levels),
        "seed": seed,
        "players": players,
        "budget": budget,
        "expert_budget": expert_budget,
        "lone": lone,
        "work": work,
        "clock": clock_name,
        "score": score_of(outcome, seat_levels, levels[0]),
        "think": dict(think),
    }


def budget_of(level: str, result: Result) -> float:
    """The budget ``level`` played ``result`` with (runs before the expert level name only hard's)."""
    if level == "hard":
        return float(result["budget"])
    if level == "expert":
        return float(result.get("expert_budget", BUDGETS["expert"]))
    return BUDGETS[level]


def _pairing(result: Result) -> str:
    """The pairing as the tables name it, with its budgets where they differ from the defaults and
    ``1 vs n`` for one seat of the first level among the second's."""
    first, second = result["levels"]
    text = f"{first} vs {second}"
    work = result.get("work") or {}
    budgets = [budget_of(level, result) for level in (first, second)]
    if work:
        text += f" work {work.get(first, '-')}/{work.get(second, '-')}"
    elif any(abs(b - BUDGETS[level]) > 1e-9 for b, level in zip(budgets, (first, second), strict=True)):
        text += f" @{budgets[0]:g}/{budgets[1]:g}s"
    return text + (" 1vN" if result.get("lone") else "")


def strength_table(results: list[Result]) -> Iterator[str]:
    """Per game and pairing: games, score, Wilson interval and its lower bound; for one seat among
    many (``--lone``) also its first places against its fair share (1/n)."""
    yield (
        f"{'game':16} {'players':>7} {'pairing':34} {'games':>5} {'score':>6} {'95% CI':>13} {'low':>5} "
        f"{'x fair':>6}"
    )
    groups: dict[tuple[str, int, str], list[float]] = defaultdict(list)
    for r in results:
        groups[r["game"], r["players"], _pairing(r)].append(r["score"])
    for (game, players, pairing), scores in sorted(groups.items()):
        low, high = wilson(sum(scores), len(scores))
        share = sum(scores) / len(scores)
        fair = f"{share * players:>6.2f}" if pairing.endswith("1vN") else f"{'':>6}"
        yield (
            f"{game:16} {players:>7} {pairing:34} {len(scores):>5} "
            f"{share:>6.1%} {f'[{low:.0%}, {high:.0%}]':>13} {low:>5.0%} {fair}"
        )


def think_table(results: list[Result]) -> Iterator[str]:
    """Per game, players and level: moves, mean and longest think against the level's budget."""
    yield (
        f"{'game':16} {'players':>7} {'level':10} {'moves':>6} {'mean s':>7} {'max s':>7} "
        f"{'budget':>7} {'max/budget':>10}"
    )
    groups: dict[tuple[str, int, str, float], list[float]] = defaultdict(list)
    for r in results:
        for level, times in r["think"].items():
            groups[r["game"], r["players"], level, budget_of(level, r)].extend(times)
    for (game, players, level, budget), times in sorted(groups.items()):
        longest = max(times, default=0.0)
        flag = "" if longest <= budget * (1 + TOLERANCE) else "  over budget + 10 %"
        yield (
            f"{game:16} {players:>7} {level:10} {len(times):>6} {sum(times) / max(1, len(times)):>7.3f} "
            f"{longest:>7.3f} {budget:>7.2f} {longest / budget:>10.0%}{flag}"
        )


def read_results(path: str) -> list[Result]:
    with open(path, encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


def run(args: argparse.Namespace, jobs: Iterable[tuple[str, tuple[str, str], int]]) -> list[Result]:
    """Play every (game, levels, seed) job, ``args.jobs`` at a time, recording each as it ends."""
    results: list[Result] = []
    work = dict(_work(item) for item in args.work or ())
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        futures = [
            pool.submit(
                play_match,
                game,
                levels,
                seed,
                args.budget,
                args.clock,
                args.players,
                args.expert_budget,
                args.lone,
                work,
            )
            for game, levels, seed in jobs
        ]
        for future in futures:
            result = future.result()
            results.append(result)
            if args.results:
                with open(args.results, "a", encoding="utf-8") as out:
                    out.write(json.dumps(result) + "\n")
            if args.verbose:
                longest = {lv: round(max(t, default=0.0), 2) for lv, t in result["think"].items()}
                print(
                    f"  {result['game']} {' vs '.join(result['levels'])} seed {result['seed']}: "
                    f"score {result['score']}, longest think {longest}",
                    flush=True,
                )
    return results


def _work(item: str) -> tuple[str, int]:
    """``LEVEL=N`` of ``--work``."""
    level, _, count = item.partition("=")
    if level not in ("hard", "expert") or not count.isdigit() or int(count) < 1:
        raise SystemExit(f"--work takes hard=N or expert=N with N >= 1, not {item!r}")
    return level, int(count)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=20, help="matches per pairing and game")
    parser.add_argument("--first-seed", type=int, default=FIRST_SEED, help="seeds run from here upwards")
    parser.add_argument("--budget", type=float, default=BUDGETS["hard"], help="hard level's seconds per move")
    parser.add_argument(
        "--expert-budget", type=float, default=BUDGETS["expert"], help="expert level's seconds per move"
    )
    parser.add_argument("--players", type=int, default=2, help="seats per match, levels alternating")
    parser.add_argument(
        "--lone", action="store_true", help="one seat of a pairing's first level, the others its second"
    )
    parser.add_argument(
        "--work", action="append", help="LEVEL=N: fixed work per move for hard or expert (no clock)"
    )
    parser.add_argument("--game", action="append", help="only these game ids")
    parser.add_argument("--pairing", action="append", help="e.g. heuristic:random (default: all)")
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="cpu", help="budget and think clock")
    parser.add_argument("--jobs", type=int, default=1, help="matches played at once")
    parser.add_argument("--results", help="append each finished match to this JSON-lines file")
    parser.add_argument("--report", help="only print the tables of a --results file")
    parser.add_argument("--verbose", action="store_true", help="print each match as it ends")
    args = parser.parse_args()
    if args.report:
        results = read_results(args.report)
    else:
        pairings = [tuple(p.split(":")) for p in args.pairing] if args.pairing else PAIRINGS
        games = [g.id for g in all_games() if not args.game or g.id in args.game]
        seeds = range(args.first_seed, args.first_seed + args.games)
        # Seed by seed across games and pairings, so a run stopped early is balanced.
        jobs = [(game, levels, seed) for seed in seeds for game in games for levels in pairings]
        results = run(args, jobs)
    for line in strength_table(results):
        print(line)
    print()
    for line in think_table(results):
        print(line)


if __name__ == "__main__":
    main()
