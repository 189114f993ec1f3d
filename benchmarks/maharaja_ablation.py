"""Maharaja expert ablation: the expert with some of its search settings changed, against ``hard``, at
a fixed work, paired on the same seeds, to find which part of the expert helps and which hurts.

Why: at full budgets a Maharaja match costs about two minutes of CPU, so forty of them per variant
do not fit a session, and the expert's parts (wider shortlists, the rivals predicted by their own
search, the deeper look) each change many decisions. At a fixed work (``max_iterations``: distinct
worlds a move; one world is about what ``hard`` plays in its 1.5 s with two players) every variant
plays the same seeds from the same seats, so the matches where the variants' results differ say
more than two separate scores would. Each variant is a name and settings that replace those of
``SEARCH_SETTINGS["expert"]`` (``ai/games/maharaja.py``), e.g. ``nodeep=deepen:0`` or
``narrow=plan_width:5,turn_width:5``; ``main`` (no change) is the expert as it is in the checkout.
Beside the score it counts, per match, how often the deeper look ran and how often it changed the
shorter look's choice (``deepen``), which says how much a part matters before matches can say
whether it helps.

Seats and the bots' seeds are those of ``bot_strength.py`` (the seed's parity says who starts), so
a variant's line for a seed is the match ``bot_strength.py --work`` plays. Tuning seeds were 9600 and
up (issue 36), the seeds the change was then measured on 9700 and up.
Run: ``PYTHONPATH=. .venv/bin/python benchmarks/maharaja_ablation.py --variant main
--variant nodeep=deepen:0 --first-seed 9600 --games 7 --results abl.jsonl`` (``--report abl.jsonl``
prints the tables of a file again).
"""

from __future__ import annotations

import argparse
import json
import time
from collections import defaultdict
from typing import Any

from bot_strength import score_of, seating, wilson

from desktop_app.ai.base import make_bot
from desktop_app.ai.games import maharaja as ai
from desktop_app.ai.games import maharaja_search as search
from desktop_app.engine.session import Session

Result = dict[str, Any]


def parse_variant(text: str) -> tuple[str, dict[str, int]]:
    """``NAME`` or ``NAME=key:value,key:value`` (integer values) of ``--variant``."""
    name, _, rest = text.partition("=")
    settings: dict[str, int] = {}
    for item in filter(None, rest.split(",")):
        key, sep, value = item.partition(":")
        if not sep or not value.lstrip("-").isdigit():
            raise SystemExit(f"--variant takes NAME=key:N,key:N, not {text!r}")
        settings[key] = int(value)
    return name, settings


def play(seed: int, settings: dict[str, int], work: tuple[int, int]) -> Result:
    """One match of the expert with ``settings`` over its own against ``hard``; its score, seat,
    CPU and how often the deeper look ran and changed the choice."""
    saved = dict(ai.SEARCH_SETTINGS["expert"])
    ai.SEARCH_SETTINGS["expert"] = {**saved, **settings}
    counted = {"deeper_runs": 0, "deeper_changed": 0}
    deeper = search._deeper

    def counting(*args: Any, **kwargs: Any) -> int:
        chosen = deeper(*args, **kwargs)
        counted["deeper_runs"] += 1
        counted["deeper_changed"] += chosen != args[-1]
        return chosen

    search._deeper = counting  # type: ignore[assignment]
    try:
        levels = seating(("expert", "hard"), seed, 2, False)
        worlds = {"expert": work[0], "hard": work[1]}
        bots = [
            make_bot(level, seed * 7 + seat, max_iterations=worlds[level])
            for seat, level in enumerate(levels)
        ]
        cpu = {"expert": 0.0, "hard": 0.0}
        session = Session.new("maharaja", 2, None, seed)
        while session.to_move():
            seat = min(session.to_move())
            start = time.thread_time()
            action = bots[seat].choose(session.game, seat, session.view(seat), session.legal_actions(seat))
            cpu[levels[seat]] += time.thread_time() - start
            session.act(seat, action)
    finally:
        ai.SEARCH_SETTINGS["expert"] = saved
        search._deeper = deeper  # type: ignore[assignment]
    outcome = session.outcome()
    assert outcome is not None  # the loop ends when nobody is to move
    score = score_of(outcome, levels, "expert")
    return {"seed": seed, "expert_seat": levels.index("expert"), "score": score, "cpu": cpu, **counted}


def report(results: list[Result]) -> list[str]:
    """Per variant: score with its 95 % interval, by seat, CPU a match, deeper looks; then each
    variant's seeds won or lost where the first variant's result differs."""
    by: dict[str, dict[int, Result]] = defaultdict(dict)
    for result in results:
        by[result["variant"]][result["seed"]] = result
    lines = [
        "variant | work e/h | games | score | 95 % | seat 0 | seat 1 | CPU s a match e/h | deeper changed/ran"
    ]
    for name, rows in by.items():
        got = list(rows.values())
        wins = sum(r["score"] for r in got)
        low, high = wilson(wins, len(got))
        seats = [[r["score"] for r in got if r["expert_seat"] == s] for s in (0, 1)]
        cpu = [sum(r["cpu"][lv] for r in got) / len(got) for lv in ("expert", "hard")]
        ran, changed = sum(r["deeper_runs"] for r in got), sum(r["deeper_changed"] for r in got)
        lines.append(
            f"{name} | {got[0]['work'][0]}/{got[0]['work'][1]} | {len(got)} "
            f"| {wins:g} ({100 * wins / len(got):.1f} %) "
            f"| {100 * low:.0f}-{100 * high:.0f} % | {sum(seats[0]):g} of {len(seats[0])} "
            f"| {sum(seats[1]):g} of {len(seats[1])} | {cpu[0]:.0f} / {cpu[1]:.0f} | {changed}/{ran}"
        )
    names = list(by)
    for name in names[1:]:
        common = sorted(set(by[name]) & set(by[names[0]]))
        better = [s for s in common if by[name][s]["score"] > by[names[0]][s]["score"]]
        worse = [s for s in common if by[name][s]["score"] < by[names[0]][s]["score"]]
        lines.append(f"{name} against {names[0]}, {len(common)} common seeds: better {better}, worse {worse}")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", action="append", help="NAME or NAME=key:N,key:N (repeatable)")
    parser.add_argument("--first-seed", type=int, default=9600)
    parser.add_argument("--games", type=int, default=4, help="seeds, each played by every variant")
    parser.add_argument("--work", type=int, nargs=2, default=(1, 1), metavar=("EXPERT", "HARD"))
    parser.add_argument("--results", help="append each finished match to this JSON-lines file")
    parser.add_argument("--report", help="only print the tables of a --results file")
    args = parser.parse_args()
    if args.report:
        with open(args.report, encoding="utf-8") as handle:
            print("\n".join(report([json.loads(line) for line in handle if line.strip()])))
        return
    variants = [parse_variant(text) for text in args.variant or ["main"]]
    results: list[Result] = []
    for seed in range(args.first_seed, args.first_seed + args.games):
        for name, settings in variants:
            result = {"variant": name, "settings": settings, "work": list(args.work)}
            result.update(play(seed, settings, tuple(args.work)))
            results.append(result)
            print(json.dumps(result), flush=True)
            if args.results:
                with open(args.results, "a", encoding="utf-8") as handle:
                    handle.write(json.dumps(result) + "\n")
    print("\n".join(report(results)))


if __name__ == "__main__":
    main()
