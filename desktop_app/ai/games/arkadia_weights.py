"""The expert's Arkadia evaluator weights, fitted to self-play and kept as a small text file.

``ArkadiaEvaluator`` (``arkadia.py``) projects each seat's final gold as a sum of terms, each
with one weight named in ``WEIGHTS``. The ``hard`` level keeps the hand-set weights; the
``expert`` searches and plays out with the weights in ``arkadia_weights.json`` beside this
module, fitted by ``benchmarks/fit_arkadia_eval.py`` to the final gold margins of reproducible
``hard`` self-play matches (the file names its seeds and work). docs/ai.md gives the data, the
fit and what it measured.
"""

from __future__ import annotations

import json
import math
from functools import cache
from pathlib import Path

#: The evaluator's weights, each a factor of one term of the projection (``ArkadiaEvaluator``).
WEIGHTS = (
    "own_worker",
    "neutral_worker",
    "banner",
    "tempo",
    "castle_bonus",
    "seal_now",
    "seal_mean",
    "complete",
    "payout",
)
WEIGHTS_FILE = Path(__file__).with_name("arkadia_weights.json")


def read_weights(path: Path = WEIGHTS_FILE) -> dict[str, float]:
    """The weights in ``path``: every name of ``WEIGHTS`` with a finite number, nothing else."""
    data = json.loads(path.read_text(encoding="utf-8"))
    weights = data.get("weights") if isinstance(data, dict) else None
    if not isinstance(weights, dict) or set(weights) != set(WEIGHTS):
        raise ValueError(f"{path.name}: 'weights' must name exactly {', '.join(WEIGHTS)}")
    out = {}
    for name in WEIGHTS:
        value = weights[name]
        if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
            raise ValueError(f"{path.name}: weight {name!r} is not a finite number")
        out[name] = float(value)
    return out


@cache
def fitted_weights() -> dict[str, float]:
    """The expert's weights, read once from ``WEIGHTS_FILE``."""
    return read_weights()
