"""The expert's Arkadia evaluator weights (issue 36): fitted to self-play, read from a small text
file, and the projection is linear in each of them, which the fitting script relies on."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from desktop_app.ai.games.arkadia import EVALUATOR, HAND_SET, ArkadiaEvaluator, expert_evaluator
from desktop_app.ai.games.arkadia_weights import WEIGHTS, WEIGHTS_FILE, read_weights
from tests.ai.test_arkadia_ai import _positions


def test_the_projection_is_its_unit_terms_added_up_with_the_weights() -> None:
    """Evaluated with one weight 1 and the rest 0, the projection gives that weight's term;
    any weights' projection is the all-zero one plus the weighted terms (``fit_arkadia_eval``)."""
    zero = dict.fromkeys(WEIGHTS, 0.0)
    base = ArkadiaEvaluator(**zero)
    units = [ArkadiaEvaluator(**{**zero, name: 1.0}) for name in WEIGHTS]
    rng = random.Random(5)
    for weights in (HAND_SET, {name: rng.uniform(-2, 3) for name in WEIGHTS}):
        evaluator = ArkadiaEvaluator(**weights)
        for state in _positions(2, seed=3) + _positions(3, seed=4):
            b = base.projected(state)
            terms = [[u - z for u, z in zip(unit.projected(state), b, strict=True)] for unit in units]
            for seat, value in enumerate(evaluator.projected(state)):
                rebuilt = b[seat] + sum(weights[n] * t[seat] for n, t in zip(WEIGHTS, terms, strict=True))
                assert value == pytest.approx(rebuilt, abs=1e-9)


def test_the_expert_judges_with_the_file_s_weights_and_hard_with_the_hand_set_ones() -> None:
    """The file holds what ``fit_arkadia_eval`` chose: a fit, or the hand-set weights where no fit
    forecast unseen matches better (as in the 27 matches of 2026-12-07, docs/ai.md)."""
    assert EVALUATOR.weights() == HAND_SET
    assert expert_evaluator().weights() == read_weights(WEIGHTS_FILE)
    about = json.loads(WEIGHTS_FILE.read_text(encoding="utf-8"))
    assert about["data"]["first_seed"] >= 20000  # kept apart from the strength benchmark's seeds
    errors = about["rms_error_gold"]["cross_validated"]
    best = min(errors, key=errors.get)
    assert (best == "hand_set") == (expert_evaluator().weights() == HAND_SET)


@pytest.mark.parametrize(
    "weights",
    [
        {"own_worker": 1.0},
        {**dict.fromkeys(WEIGHTS, 1.0), "tempo": "much"},
        {**dict.fromkeys(WEIGHTS, 1.0), "banner": float("nan")},
        {**dict.fromkeys(WEIGHTS, 1.0), "surplus": 1.0},
    ],
)
def test_a_weights_file_with_a_missing_odd_or_foreign_weight_is_refused(
    tmp_path: Path, weights: dict[str, object]
) -> None:
    path = tmp_path / "weights.json"
    path.write_text(json.dumps({"weights": weights}), encoding="utf-8")
    with pytest.raises(ValueError, match="weight"):
        read_weights(path)


def _synthetic_matches(truth: list[float], seed: int) -> list[list[tuple[list[float], float]]]:
    """Twenty matches of random terms whose target is ``truth`` x terms plus noise."""
    rng = random.Random(seed)
    matches = []
    for _ in range(20):
        match = []
        for _ in range(40):
            x = [rng.gauss(0, 1) for _ in WEIGHTS]
            match.append((x, sum(w * t for w, t in zip(truth, x, strict=True)) + rng.gauss(0, 1)))
        matches.append(match)
    return matches


def test_the_fit_keeps_the_hand_set_weights_unless_a_fit_forecasts_unseen_matches_better() -> None:
    """``fit_arkadia_eval.choose``: cross-validated by match, a fit must beat the hand-set weights
    on matches it never saw. Where the hand-set weights are the truth, a fit only adds noise and
    they are kept; where the truth differs, the fit wins."""
    from benchmarks.fit_arkadia_eval import choose

    prior = list(HAND_SET.values())
    ridge, errors = choose(_synthetic_matches(prior, 1), prior, [0.01, 1.0], 0)
    assert ridge == float("inf") and errors["hand_set"] < min(errors["0.01"], errors["1"])
    truth = [w + 1.5 for w in prior]
    ridge, errors = choose(_synthetic_matches(truth, 2), prior, [0.01, 1.0], 0)
    assert ridge == 0.01 and errors["0.01"] < errors["hand_set"]
