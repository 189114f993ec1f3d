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

The fit is ridge-regularised towards the hand-set weights, so a weight the data barely
constrains stays where it was. How strongly is chosen by cross-validation: the matches are split
into ``FOLDS`` groups, each fitted without one group and scored on it (the error on the final
margin of matches the fit never saw), for each ``--ridge`` (default ``RIDGES``); the least error
wins, unless the hand-set weights (fitted to nothing) forecast the same matches better: then they
are kept, as with the 27 matches of 2026-12-07, where every fit's cross-validated error was 0.2-0.4
gold worse than theirs (docs/ai.md). It writes the weights, the seeds and every error as a small
JSON file (``--out``, by default the file the expert reads).
Run: ``.venv/bin/python benchmarks/fit_arkadia_eval.py --matches 40 --samples samples.jsonl``
(``--samples`` keeps each match's samples, so a second run with other ridges plays nothing).
"""

from __future__ import annotations

import argparse
import json
import math
import time
from pathlib import Path
from typing import Any

from desktop_app.ai.base import make_bot
from desktop_app.ai.games.arkadia import ArkadiaEvaluator
from desktop_app.ai.games.arkadia_weights import WEIGHTS, WEIGHTS_FILE
from desktop_app.engine.session import Session

FOLDS = 5  # cross-validation: matches i with i % FOLDS == k are held out in fold k
RIDGES = [0.01, 0.03, 0.1, 0.3, 1.0, 3.0, 10.0]  # ridges per sample tried; cross-validation picks
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
            if entry["work"] == work and entry.get("terms") == list(WEIGHTS):
                known[int(entry["seed"])] = [(list(x), float(y)) for x, y in entry["samples"]]
    out: list[list[Sample]] = []
    began = time.process_time()
    for seed in range(first_seed, first_seed + matches):
        if seed not in known:
            known[seed] = match_samples(seed, work)
            if store is not None:
                with store.open("a", encoding="utf-8") as handle:
                    handle.write(
                        json.dumps(
                            {"seed": seed, "work": work, "terms": list(WEIGHTS), "samples": known[seed]}
                        )
                        + "\n"
                    )
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


def train(matches: list[list[Sample]], prior: list[float], ridge: float, horizon: int) -> list[float]:
    """The fitted weights (with a ``horizon`` refitted until its targets settle)."""
    weights = prior
    for _ in range(ROUNDS if horizon else 1):  # a horizon's targets move with the weights
        weights = fit(targets(matches, weights, horizon), prior, ridge)
    return weights


def cross_validated(matches: list[list[Sample]], prior: list[float], ridge: float, horizon: int) -> float:
    """RMS error on the final margin of matches the fit did not see (``FOLDS`` folds by match)."""
    total, count = 0.0, 0
    for fold in range(FOLDS):
        seen = [m for i, m in enumerate(matches) if i % FOLDS != fold]
        unseen = targets([m for i, m in enumerate(matches) if i % FOLDS == fold], prior, 0)
        if not unseen:
            continue
        e = error(unseen, train(seen, prior, ridge, horizon))
        total += e * e * len(unseen)
        count += len(unseen)
    return float((total / count) ** 0.5)


def choose(
    matches: list[list[Sample]], prior: list[float], ridges: list[float], horizon: int
) -> tuple[float, dict[str, float]]:
    """The ridge with the least cross-validated error, and every candidate's error (the table printed)."""
    errors = {f"{r:g}": round(cross_validated(matches, prior, r, horizon), 3) for r in ridges}
    for name, value in errors.items():
        print(f"ridge {name}: cross-validated error {value} gold", flush=True)
    errors["hand_set"] = round(error(targets(matches, prior, 0), prior), 3)  # fitted to nothing here
    print(f"hand-set weights: error {errors['hand_set']} gold", flush=True)
    best = min(ridges, key=lambda r: errors[f"{r:g}"])
    return (best if errors[f"{best:g}"] < errors["hand_set"] else math.inf), errors


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--matches", type=int, default=60)
    parser.add_argument("--first-seed", type=int, default=20000)
    parser.add_argument("--work", type=int, default=4, help="hard's race worlds per move")
    parser.add_argument(
        "--ridge", type=float, action="append", help="ridge per sample; several: cross-validated"
    )
    parser.add_argument("--horizon", type=int, default=0, help="positions ahead (0: the final margin)")
    parser.add_argument("--out", type=Path, default=WEIGHTS_FILE)
    parser.add_argument("--samples", type=Path, help="JSON-lines file of each match's samples, added to")
    args = parser.parse_args(argv)
    matches = collect(args.first_seed, args.matches, args.work, args.samples)
    prior = list(ArkadiaEvaluator().weights().values())
    ridge, errors = choose(matches, prior, args.ridge or RIDGES, args.horizon)
    # No fit forecasting unseen matches better than the hand-set weights: they are kept.
    weights = train(matches, prior, ridge, args.horizon) if math.isfinite(ridge) else prior
    samples = targets(matches, weights, 0)
    result: dict[str, Any] = {
        "about": "Arkadia evaluator weights for the expert level, fitted by benchmarks/fit_arkadia_eval.py",
        "weights": {name: round(w, 4) for name, w in zip(WEIGHTS, weights, strict=True)},
        "data": {
            "matches": args.matches,
            "first_seed": args.first_seed,
            "work": args.work,
            "ridge": ridge if math.isfinite(ridge) else "none: the hand-set weights forecast best",
            "horizon": args.horizon,
            "samples": len(samples),
        },
        "rms_error_gold": {
            "hand_set": round(error(samples, prior), 3),
            "fitted": round(error(samples, weights), 3),
            "cross_validated": errors,
        },
    }
    args.out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
