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


def test_the_expert_judges_with_the_fitted_weights_and_hard_with_the_hand_set_ones() -> None:
    assert EVALUATOR.weights() == HAND_SET
    assert expert_evaluator().weights() == read_weights(WEIGHTS_FILE)
    assert expert_evaluator().weights() != HAND_SET
    about = json.loads(WEIGHTS_FILE.read_text(encoding="utf-8"))["data"]
    assert about["first_seed"] >= 20000  # kept apart from the strength benchmark's seeds


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
