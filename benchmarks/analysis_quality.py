"""Honest analysis (issue 35, item 2): do the analysis's mistakes and blunders really lose?

For each game, matches on seeds never used while building the analysis (from ``FIRST_SEED``) are
played by a ``heuristic`` and a ``random`` seat in turn (so that there are mistakes to find) and
analysed (quick and deep pass, ``ai/analysis.py``). Up to ``--per-match`` of the decisions marked
mistake or blunder in each match (drawn by a generator seeded with the match's seed, so that many
matches and positions are tested rather than one match's run of errors) are then played out
``--playouts`` times from the move played and from the move suggested, to the end of the match,
by the same bot at every seat, each time in a world rebuilt from the *mover's* view at that step
(``Game.sample_state``: the hidden information re-sampled, never the true one) and with the same
world, dice and bot seeds for both moves, so the pair differs only by the move. A playout scores 1
when the mover wins.

The playout bots (``LEVELS``, ``WORK``; ``--level``/``--work`` change them) are the strongest level
per game that fits a shared machine (``LEVELS``), doing a FIXED amount of work per move (``make_bot``'s
``max_iterations``: Maharaja worlds, Arkadia worlds, Forbidden City tree iterations) rather than watching
a clock, so a loaded machine plays the same playouts, only slower (``LEVELS`` says why Maharaja's
is ``hard``). At full budget a whole playout to the end of a match per pair is far out of reach of a
shared two-core machine; docs/analysis.md says how strong the reduced bots are against ``heuristic``.

Printed per game and per mark: seeds and matches used, decisions, pairs, the suggested move's win
rate minus the played move's with its 95 % interval *over decisions* (each decision's mean over
its pairs is one observation: the pairs of one position are not independent), and the share of
decisions whose mark the playouts contradict (the played move won at least as often as the
suggestion there; split into "played won more" and "even", the latter common with few pairs).
The goal: the interval lies above zero in every game.

Resumable: ``--results FILE`` (JSON) keeps every analysed match's marked decisions and every
decision played out; a later run adds to it and reports on all of it (only decisions made with the
same players, bots and work are counted together; one with more pairs a decision takes the pairs
played already with fewer and plays only the rest, pair for pair the same, so it is valid only
while the bots' code has not changed in between: every match and decision keeps the commit it was
made at, and ``--report`` names them). ``--max-seconds`` stops before a decision that
would start after that many seconds (a decision overruns by its own playouts at most). The games
share the CPU: the next decision is of the game whose playouts and analyses took the least so far, so a short
run gives each game figures (a Maharaja playout costs several times a Forbidden City one, so the
cheaper games get more decisions in the same time).

Run (one process, long, in pieces)::

    nice -n 10 .venv/bin/python -m benchmarks.analysis_quality --results quality.json --max-seconds 1800
    .venv/bin/python -m benchmarks.analysis_quality --results quality.json --report
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import os
import random
import statistics
import subprocess
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from desktop_app.ai import analysis, analysis_record
from desktop_app.ai.base import make_bot
from desktop_app.ai.heuristic import settle_chance
from desktop_app.ai.selfplay import play
from desktop_app.engine.action import Action
from desktop_app.engine.session import Session

#: Seeds from here were never used while the analysis was built (those were below 100).
FIRST_SEED = 9100
#: Two players: a whole match's rest per playout with searching bots at every seat is what a
#: shared two-core machine can afford only with two (a four-player Forbidden City runs to
#: thousands of steps), and with two a mistake is a loss of 20 points of win chance.
PLAYERS = 2
GAMES = ("maharaja", "forbidden_city", "arkadia")
#: The playouts' bots: the strongest level per game that a shared two-core machine can play whole
#: rests of matches with (docs/coach.md, "How far to trust the analysis"). The Forbidden City and
#: Arkadia: the ``expert``. Maharaja: ``hard``, because its expert at a fixed work always runs its
#: rival search and deeper look (no clock to say there is no time), about five times hard's cost a
#: move, without being measured stronger (at full budgets 59 % [39, 77] of 22 against hard,
#: docs/ai.md; at one world it lost its one match against hard at one world).
LEVELS = {"maharaja": "hard", "forbidden_city": "expert", "arkadia": "expert"}
#: Their fixed work per move (``make_bot(max_iterations=...)``; 0: the level's own fixed work): 64
#: Forbidden City tree iterations (about 0.05 s of CPU a move), ONE world of Arkadia's root race and
#: ONE distinct Maharaja world (the one where a rival's hidden discs are what its planner would
#: choose, which the search weights most; at its own budget ``hard`` adds drawn ones as time allows,
#: some 20 when a rival's discs are hidden, none when they are not).
#: Arkadia's race starts 24 moves wide and prunes only after every move has played 4 worlds
#: (``arkadia_search.MIN_WORLDS``), so any cap from 4 to 12 worlds plays 96-140 playouts a move
#: and costs about the same; below 4 the cost falls in proportion (1 world: 24 playouts, about 7 s
#: of CPU a pair of four-player playouts where 12 worlds took 56 s). Against ``heuristic`` the
#: reduced bots won 6 of 6, 4 of 6 and 7 of 8 (two players), against ``hard`` at the same work
#: the first two 3 of 6 each (docs/coach.md); full budgets do several times more.
WORK = {"maharaja": 1, "forbidden_city": 64, "arkadia": 1}
#: Playout pairs per decision. Two-player Maharaja has no chance after the set-up (its pairs differ
#: only by the rival's hidden discs drawn and the bots' seeds), and for an interval over decisions
#: its costly playouts buy more as more decisions than as more pairs (docs/analysis.md).
PLAYOUTS = {"maharaja": 1, "forbidden_city": 4, "arkadia": 6}
MARKS = ("mistake", "blunder")
#: The marks tested where not only ``MARKS``: two-player Arkadia matches gave no mistake in four
#: (a whole decision seldom costs 20 points of win chance there), so its inaccuracies count too.
GAME_MARKS = {"arkadia": ("inaccuracy", "mistake", "blunder")}
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


@dataclasses.dataclass(frozen=True)
class Setup:
    """What the playouts of one game were made with: decisions are counted together only if equal."""

    game_id: str
    players: int
    level: str
    work: int
    playouts: int
    marks: tuple[str, ...] = MARKS

    @property
    def key(self) -> str:
        work = f":{self.work}" if self.work and self.level in ("hard", "expert") else ""
        marks = "" if self.marks == MARKS else "/" + ",".join(self.marks)
        return f"{self.game_id}/{self.players}p/{self.level}{work}/{self.playouts}x{marks}"


def match_session(game_id: str, players: int, seed: int) -> Session:
    """The analysed match of ``seed``: a ``heuristic`` and a ``random`` seat in turn."""
    session = Session.new(game_id, players, None, seed)
    levels = ("heuristic", "random")
    play(session, {seat: make_bot(levels[seat % 2], seed * 10 + seat) for seat in range(players)})
    return session


def marked_cases(
    game_id: str, players: int, seed: int, work: analysis.Work, marks: tuple[str, ...] = analysis_record.MARKS
) -> list[Case]:
    """The marked decisions (``marks``) the analysis finds in one heuristic-versus-random match."""
    session = match_session(game_id, players, seed)
    states = [session.state_at(step) for step in range(len(session.record) + 1)]
    result = analysis.analyse(session.game, states, session.record, seed, players, depth="deep", work=work)
    cases = []
    for item in result.judgements:
        mark = item.mark(players)
        if mark in marks:
            played, suggested = item.played.to_json(), item.suggested.to_json()
            cases.append(Case(game_id, players, seed, item.step, item.seat, played, suggested, mark))
    return cases


def chosen(cases: Sequence[Case], per_match: int, seed: int) -> list[Case]:
    """Up to ``per_match`` of a match's cases, drawn by a generator of the match's seed, in step order."""
    if len(cases) <= per_match:
        return list(cases)
    picked = random.Random(f"three-palaces/analysis-quality/pick/{seed}").sample(list(cases), per_match)
    return sorted(picked, key=lambda case: case.step)


def play_to_end(game: Any, state: Any, level: str, work: int | None, luck: int) -> Any:
    """The rest of a match from ``state``, every seat the ``level`` bot, chance from ``luck``."""
    rng = random.Random(luck)
    bots = {
        seat: make_bot(level, luck + seat, max_iterations=work, clock=time.thread_time) for seat in range(8)
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


def play_out(
    case: Case, playouts: int, level: str, work: int | None, session: Session | None = None, first: int = 0
) -> list[int]:
    """Per playout, the suggestion's win (0/1) minus the played move's, from the same world and luck.
    The pairs before ``first`` are drawn but not played: pair ``i`` is the same in a run of any
    length, so a run with more pairs extends one with fewer (``known_pairs``)."""
    session = session or match_session(case.game_id, case.players, case.seed)
    game = session.game
    view = game.view(session.state_at(case.step - 1), case.seat)
    moves = [Action.from_json(case.played), Action.from_json(case.suggested)]
    rng = random.Random(f"three-palaces/analysis-quality/{case.seed}/{case.step}")
    differences = []
    for index in range(playouts):
        world = game.sample_state(view, case.seat, rng)  # the mover's view: hidden parts re-sampled
        luck = rng.getrandbits(40)
        if index < first:
            continue
        wins = []
        for move in moves:
            end = play_to_end(game, game.apply(world, case.seat, move), level, work, luck)
            outcome = game.outcome(end)
            wins.append(int(outcome is not None and outcome.winner == case.seat))
        differences.append(wins[1] - wins[0])
    return differences


# --- the results file: what was analysed and played out, kept between runs ------------------------


def known_pairs(store: dict[str, Any], setup: Setup, case: Case) -> tuple[list[int], float]:
    """The pairs of ``case`` played already with ``setup``'s bots and work but fewer pairs, and their
    CPU: the first pairs of a longer run, pair for pair, as long as the bots' code is the same."""
    for fewer in range(setup.playouts - 1, 0, -1):
        key = dataclasses.replace(setup, playouts=fewer).key
        for item in store["decisions"]:
            same = (item["case"]["seed"], item["case"]["step"]) == (case.seed, case.step)
            if item["setup"] == key and same:
                return list(item["pairs"]), item["cpu"]
    return [], 0.0


def load(path: Path | None) -> dict[str, Any]:
    """The results so far (an empty store without a file)."""
    if path is None or not path.exists():
        return {"matches": {}, "decisions": []}
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or not {"matches", "decisions"} <= data.keys():
        raise SystemExit(f"{path}: not a results file of this benchmark")
    return data


def save(path: Path | None, store: dict[str, Any]) -> None:
    """Write ``store`` atomically (a run stopped mid-write keeps the previous file)."""
    if path is None:
        return
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_text(json.dumps(store, indent=1), encoding="utf-8")
    os.replace(temporary, path)


def code_commit() -> str:
    """The commit of the code that analyses and plays (git's HEAD; ``+changes`` when ``desktop_app``
    differs from it): each result names the bots it was made with, so figures of bots changed in
    between are not read as one."""
    root = Path(__file__).resolve().parent.parent
    try:
        head = subprocess.run(
            ["git", "-C", str(root), "rev-parse", "--short", "HEAD"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        changes = subprocess.run(
            ["git", "-C", str(root), "status", "--porcelain", "--", "desktop_app"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return head + ("+changes" if changes else "")


def match_key(game_id: str, players: int, seed: int, work: analysis.Work) -> str:
    """A match's analysis is reused only with the same analysis version and deep budget."""
    return f"{game_id}/{players}p/{seed}/v{analysis_record.ANALYSIS_VERSION}/deep{work.deep_budget:g}"


def next_case(
    store: dict[str, Any],
    setup: Setup,
    args: argparse.Namespace,
    work: analysis.Work,
    path: Path | None,
    until: float = math.inf,
) -> Case | None:
    """The next decision of ``setup``'s game and marks not yet played out with it (analysing the
    next seed's match when the analysed ones are used up); None when ``--seeds`` are all used or
    the clock (``time.monotonic``) passed ``until``."""
    done = {
        (item["case"]["seed"], item["case"]["step"])
        for item in store["decisions"]
        if item["setup"] == setup.key
    }
    for seed in range(args.first_seed, args.first_seed + args.seeds):
        key = match_key(setup.game_id, setup.players, seed, work)
        if key not in store["matches"]:
            if time.monotonic() >= until:
                return None
            started = time.thread_time()
            cases = marked_cases(setup.game_id, setup.players, seed, work)
            store["matches"][key] = {
                "cases": [dataclasses.asdict(case) for case in cases],
                "cpu": round(time.thread_time() - started, 2),
                "commit": getattr(args, "commit", "unknown"),
            }
            save(path, store)
            kinds = {mark: sum(case.mark == mark for case in cases) for mark in analysis_record.MARKS}
            print(f"  analysed {key}: {kinds}", flush=True)
        cases = [Case(**case) for case in store["matches"][key]["cases"]]
        cases = [case for case in cases if case.mark in setup.marks]
        for case in chosen(cases, args.per_match, seed):
            if (case.seed, case.step) not in done:
                return case
    return None


# --- the figures ---------------------------------------------------------------------------------


#: Student's t for a two-sided 95 % interval, 1 to 30 degrees of freedom.
T95 = (
    12.706,
    4.303,
    3.182,
    2.776,
    2.571,
    2.447,
    2.365,
    2.306,
    2.262,
    2.228,
    2.201,
    2.179,
    2.160,
    2.145,
    2.131,
)
T95 += (
    2.120,
    2.110,
    2.101,
    2.093,
    2.086,
    2.080,
    2.074,
    2.069,
    2.064,
    2.060,
    2.056,
    2.052,
    2.048,
    2.045,
    2.042,
)


def t95(df: int) -> float:
    """Student's t for a two-sided 95 % interval (the table, then Cornish-Fisher from the normal,
    within 0.001 from 30 degrees of freedom on)."""
    if df <= 0:
        return math.inf
    if df <= len(T95):
        return T95[df - 1]
    z = Z95
    return z + (z**3 + z) / (4 * df) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)


def figures(runs: Sequence[Sequence[int]]) -> dict[str, Any]:
    """The suggestion's advantage over decisions (each decision's mean one observation), with its
    95 % interval, and how many decisions the playouts contradict."""
    means = [statistics.fmean(run) for run in runs]
    count = len(means)
    mean = statistics.fmean(means) if means else 0.0
    half = t95(count - 1) * statistics.stdev(means) / math.sqrt(count) if count > 1 else math.inf
    return {
        "decisions": count,
        "pairs": sum(len(run) for run in runs),
        "mean": mean,
        "low": mean - half,
        "high": mean + half,
        "played_better": sum(value < 0 for value in means),
        "even": sum(value == 0 for value in means),
    }


def line(name: str, found: dict[str, Any]) -> str:
    count = found["decisions"]
    contradicted = found["played_better"] + found["even"]
    verdict = "ok" if found["low"] > 0 else "NOT MET"
    return (
        f"  {name:<9} {count:>3} decisions, {found['pairs']:>4} pairs: suggested minus played "
        f"{found['mean']:+.3f} [95 % {found['low']:+.3f}, {found['high']:+.3f}] {verdict}; "
        f"contradicted {contradicted}/{count} ({contradicted / max(1, count):.0%}: played won more "
        f"{found['played_better']}, even {found['even']})"
    )


def report(store: dict[str, Any]) -> bool:
    """Print the figures of every setup in ``store``; True when every interval lies above zero."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for item in store["decisions"]:
        groups.setdefault(item["setup"], []).append(item)
    met = True
    for key, items in sorted(groups.items()):
        seeds = sorted({item["case"]["seed"] for item in items})
        cpu = sum(item["cpu"] for item in items) / max(1, sum(len(item["pairs"]) for item in items))
        commits = sorted({str(item.get("commit", "unknown")) for item in items})
        print(
            f"{key}: {len(seeds)} matches (seeds {seeds[0]}-{seeds[-1]}), "
            f"{cpu:.1f} s of CPU a pair of playouts, code {', '.join(commits)}"
        )
        found = figures([item["pairs"] for item in items])
        met &= found["low"] > 0
        print(line("all", found))
        for mark in analysis_record.MARKS:
            mine = [item["pairs"] for item in items if item["case"]["mark"] == mark]
            if mine:
                print(line(mark, figures(mine)))
    return met


# --- the run -------------------------------------------------------------------------------------


def pick(spec: str, defaults: dict[str, Any], kind: type) -> dict[str, Any]:
    """``"expert"`` (every game) or ``"maharaja=hard,arkadia=expert"`` over ``defaults``."""
    found = dict(defaults)
    for part in filter(None, spec.split(",")):
        game_id, _, value = part.rpartition("=")
        for name in [game_id] if game_id else list(found):
            found[name] = kind(value)
    return found


def spent(store: dict[str, Any], setup: Setup) -> float:
    """CPU seconds the game took so far with ``setup``: its playouts and its matches' analyses."""
    playouts = sum(item["cpu"] for item in store["decisions"] if item["setup"] == setup.key)
    prefix = f"{setup.game_id}/{setup.players}p/"
    return playouts + sum(match["cpu"] for key, match in store["matches"].items() if key.startswith(prefix))


def run(args: argparse.Namespace, store: dict[str, Any], path: Path | None) -> None:
    """Play out decisions, next of the game whose playouts took the least CPU so far, until every
    game's seeds are used up or ``--max-seconds`` have passed."""
    work = dataclasses.replace(analysis.DEFAULT_WORK, deep_budget=args.deep_budget, clock=time.thread_time)
    levels, amounts = pick(args.level, LEVELS, str), pick(args.work, WORK, int)
    pairs = pick(args.playouts, PLAYOUTS, int)
    marks = {game_id: GAME_MARKS.get(game_id, MARKS) for game_id in GAMES}
    if args.marks:
        marks = dict.fromkeys(GAMES, tuple(args.marks.split(",")))
    setups = [
        Setup(game_id, args.players, levels[game_id], amounts[game_id], pairs[game_id], marks[game_id])
        for game_id in args.games.split(",")
    ]
    began = time.monotonic()
    exhausted: set[str] = set()
    while time.monotonic() - began < args.max_seconds and len(exhausted) < len(setups):
        setup = min((s for s in setups if s.key not in exhausted), key=lambda s: spent(store, s))
        case = next_case(store, setup, args, work, path, began + args.max_seconds)
        if case is None:
            exhausted.add(setup.key)
            continue
        known, cpu = known_pairs(store, setup, case)
        started = time.thread_time()
        pairs = known + play_out(case, setup.playouts, setup.level, setup.work or None, first=len(known))
        cpu += time.thread_time() - started
        store["decisions"].append(
            {
                "setup": setup.key,
                "case": dataclasses.asdict(case),
                "pairs": pairs,
                "cpu": round(cpu, 2),
                "commit": getattr(args, "commit", "unknown"),
            }
        )
        save(path, store)
        print(
            f"  {setup.key} seed {case.seed} step {case.step} {case.mark}: {pairs} "
            f"({cpu:.0f} s CPU, {time.monotonic() - began:.0f} s)",
            flush=True,
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES), help="game ids, comma-separated")
    parser.add_argument("--players", type=int, default=PLAYERS)
    parser.add_argument("--level", default="", help="playout bots: LEVEL or GAME=LEVEL,... (default LEVELS)")
    parser.add_argument("--work", default="", help="their fixed work a move: N or GAME=N,... (default WORK)")
    parser.add_argument("--playouts", default="", help="pairs per decision: N or GAME=N,... (PLAYOUTS)")
    parser.add_argument("--per-match", type=int, default=3, help="marked decisions tested per match")
    parser.add_argument("--seeds", type=int, default=200, help="matches per game at most")
    parser.add_argument("--first-seed", type=int, default=FIRST_SEED, help="the first match's seed")
    parser.add_argument("--deep-budget", type=float, default=0.5, help="the deep pass's bot, CPU s")
    parser.add_argument(
        "--marks",
        default="",
        help="the marks tested in every game, comma-separated (default GAME_MARKS, MARKS)",
    )
    parser.add_argument("--results", type=Path, default=None, help="JSON file the runs add to")
    parser.add_argument("--max-seconds", type=float, default=math.inf, help="start no decision after this")
    parser.add_argument("--report", action="store_true", help="only print the figures of --results")
    args = parser.parse_args()
    store = load(args.results)
    args.commit = code_commit()
    if not args.report:
        run(args, store, args.results)
    return 0 if report(store) else 1


if __name__ == "__main__":
    raise SystemExit(main())
