"""Fit the expert's Arkadia evaluator to self-play: which weights make its projection a good forecast.

The evaluator (``desktop_app/ai/games/arkadia.py``) projects each seat's final gold (L-4) from a
position: gold, seals at an expected value, workers and banners behind the screen, buildings
about to pay. Its hand-set weights were never checked against real games. The projection is
linear in every weight (``WEIGHTS``), so each weight's term can be read off by evaluating with
that weight 1 and the others 0, and a least-squares fit tells which weights forecast the final
gold margin between the two seats best.

Data: two-player matches of the ``hard`` level against itself at a fixed amount of work per move
(``--work`` Arkadia race worlds, so a seed gives the same match on any machine); every position
where a seat is to move is one sample: its terms' margins against the final margin. The matches,
and so the weights, are reproducible from ``--first-seed``, ``--matches`` and ``--work``; the
seeds used here (from 20000) are kept apart from the strength benchmark's (7000 and up).

The fit is ridge-regularised towards the hand-set weights (``--ridge`` per sample), so a weight
the data barely constrains stays where it was. It writes the weights, the seeds and the fit's
quality as a small JSON file (``--out``, by default the file the expert reads).
Run: ``.venv/bin/python benchmarks/fit_arkadia_eval.py --matches 40 --work 4``.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

from desktop_app.ai.base import make_bot
from desktop_app.ai.games.arkadia import ArkadiaEvaluator
from desktop_app.ai.games.arkadia_weights import WEIGHTS, WEIGHTS_FILE
from desktop_app.engine.session import Session

ROUNDS = 12  # refits with a horizon: each round's targets are projected with the last round's weights
Sample = tuple[list[float], float]  # (terms' margins, what they must explain of the final margin)


def unit_evaluators() -> tuple[ArkadiaEvaluator, list[ArkadiaEvaluator]]:
    """The evaluator with every weight 0 (gold and the banner tie-break only) and one per weight."""
    zero = dict.fromkeys(WEIGHTS, 0.0)
    return ArkadiaEvaluator(**zero), [ArkadiaEvaluator(**{**zero, name: 1.0}) for name in WEIGHTS]


def match_samples(seed: int, work: int) -> list[Sample]:
    """One self-play match's positions as samples, seat 0's view of the margin (two players)."""
    base, units = unit_evaluators()
    bots = [make_bot("hard", seed * 7 + seat, max_iterations=work) for seat in range(2)]
    session = Session.new("arkadia", 2, None, seed)
    states = []
    while session.to_move():
        seat = min(session.to_move())
        states.append(session.state)
        action = bots[seat].choose(session.game, seat, session.view(seat), session.legal_actions(seat))
        session.act(seat, action)
    outcome = session.outcome()
    assert outcome is not None
    final = float(outcome.scores[0]) - float(outcome.scores[1])
    samples = []
    for state in states:
        b = base.projected(state)
        terms = []
        for unit in units:
            u = unit.projected(state)
            terms.append((u[0] - b[0]) - (u[1] - b[1]))
        samples.append((terms, final - (b[0] - b[1])))
    return samples


def collect(first_seed: int, matches: int, work: int, store: Path | None) -> list[list[Sample]]:
    """The matches' samples; with ``store``, matches already in that file are read back, not played."""
    known: dict[int, list[Sample]] = {}
    if store is not None and store.exists():
        for line in store.read_text(encoding="utf-8").splitlines():
            entry = json.loads(line)
            if entry["work"] == work:
                known[int(entry["seed"])] = [(list(x), float(y)) for x, y in entry["samples"]]
    out: list[list[Sample]] = []
    began = time.process_time()
    for seed in range(first_seed, first_seed + matches):
        if seed not in known:
            known[seed] = match_samples(seed, work)
            if store is not None:
                with store.open("a", encoding="utf-8") as out:
                    out.write(json.dumps({"seed": seed, "work": work, "samples": known[seed]}) + "\n")
        out.append(known[seed])
        print(f"seed {seed}: {len(known[seed])} samples, {time.process_time() - began:.0f} s", flush=True)
    return out


def targets(matches: list[list[Sample]], weights: list[float], horizon: int) -> list[Sample]:
    """Each position's terms against what its projection should foresee: the final margin, or with
    a ``horizon`` the margin projected with ``weights`` that many positions later (the final one
    where the match ends sooner), which carries far less of the later draws' noise."""
    out = []
    for match in matches:
        for k, (x, y) in enumerate(match):
            if horizon and k + horizon < len(match):
                x_later, y_later = match[k + horizon]
                y = y - y_later + sum(w * t for w, t in zip(weights, x_later, strict=True))
            out.append((x, y))
    return out


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``a x = b`` by Gaussian elimination with partial pivoting (a small, well-posed system)."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(samples: list[Sample], prior: list[float], ridge: float) -> list[float]:
    """Least squares with a ridge of ``ridge`` x samples pulling each weight towards ``prior``."""
    k = len(prior)
    lam = ridge * len(samples)
    a = [[lam if i == j else 0.0 for j in range(k)] for i in range(k)]
    b = [lam * p for p in prior]
    for x, y in samples:
        for i in range(k):
            b[i] += x[i] * y
            for j in range(k):
                a[i][j] += x[i] * x[j]
    return solve(a, b)


def error(samples: list[Sample], weights: list[float]) -> float:
    """Root mean square error of the projected margin, in gold."""
    total = sum((y - sum(w * t for w, t in zip(weights, x, strict=True))) ** 2 for x, y in samples)
    return float((total / len(samples)) ** 0.5)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--matches", type=int, default=40)
    parser.add_argument("--first-seed", type=int, default=20000)
    parser.add_argument("--work", type=int, default=4, help="hard's race worlds per move")
    parser.add_argument("--ridge", type=float, default=0.01)
    parser.add_argument("--horizon", type=int, default=0, help="positions ahead (0: the final margin)")
    parser.add_argument("--out", type=Path, default=WEIGHTS_FILE)
    parser.add_argument("--samples", type=Path, help="JSON-lines file of each match's samples, added to")
    args = parser.parse_args(argv)
    matches = collect(args.first_seed, args.matches, args.work, args.samples)
    prior = list(ArkadiaEvaluator().weights().values())
    weights = prior
    for _ in range(ROUNDS if args.horizon else 1):  # a horizon's targets move with the weights
        weights = fit(targets(matches, weights, args.horizon), prior, args.ridge)
    samples = targets(matches, weights, 0)
    result: dict[str, Any] = {
        "about": "Arkadia evaluator weights for the expert level, fitted by benchmarks/fit_arkadia_eval.py",
        "weights": {name: round(w, 4) for name, w in zip(WEIGHTS, weights, strict=True)},
        "data": {
            "matches": args.matches,
            "first_seed": args.first_seed,
            "work": args.work,
            "ridge": args.ridge,
            "horizon": args.horizon,
            "samples": len(samples),
        },
        "rms_error_gold": {
            "hand_set": round(error(samples, prior), 3),
            "fitted": round(error(samples, weights), 3),
        },
    }
    args.out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
