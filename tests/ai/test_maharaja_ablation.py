"""The Maharaja expert ablation benchmark (issue 36): its variants and its paired report."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


@pytest.fixture
def bench(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.syspath_prepend(str(BENCHMARKS))  # it imports bot_strength, as when run as a script
    spec = importlib.util.spec_from_file_location("maharaja_ablation", BENCHMARKS / "maharaja_ablation.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_variant_names_the_settings_it_changes(bench) -> None:
    assert bench.parse_variant("main") == ("main", {})
    assert bench.parse_variant("narrow=plan_width:5,turn_width:5") == (
        "narrow",
        {"plan_width": 5, "turn_width": 5},
    )
    with pytest.raises(SystemExit):
        bench.parse_variant("bad=deepen")


def test_the_report_pairs_each_variant_with_the_first_by_seed(bench) -> None:
    def row(variant: str, seed: int, score: float) -> dict:
        cpu = {"expert": 50.0, "hard": 20.0}
        return {"variant": variant, "work": [1, 1], "seed": seed, "expert_seat": seed % 2, "score": score,
                "cpu": cpu, "deeper_runs": 3, "deeper_changed": 1}  # fmt: skip

    results = [row("main", 1, 1.0), row("main", 2, 0.0), row("main", 3, 0.5)]
    results += [row("nodeep", 1, 0.0), row("nodeep", 2, 1.0), row("nodeep", 3, 0.5)]
    lines = bench.report(results)
    assert lines[1].startswith("main | 1/1 | 3 | 1.5 (50.0 %)")
    assert "| 0 of 1 | 1.5 of 2 | 50 / 20 | 3/9" in lines[1]
    assert lines[-1] == "nodeep against main, 3 common seeds: better [2], worse [1]"
