"""benchmarks/bot_strength.py counts a shared first place as half a win, as its docstring says,
and flags a level whose longest think is above its budget + 10 % (issue 18)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from desktop_app.engine.outcome import Outcome

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "bot_strength.py"


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("bot_strength", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_shared_first_place_is_half_a_win(bench) -> None:
    levels = ("hard", "heuristic")
    alone = Outcome(
        ranking=(1, 0), scores={0: 3, 1: 9}, details={0: {"shared_with": []}, 1: {"shared_with": []}}
    )
    shared = Outcome(
        ranking=(0, 1), scores={0: 9, 1: 9}, details={0: {"shared_with": [1]}, 1: {"shared_with": [0]}}
    )
    arkadia_tie = Outcome(ranking=(0, 1), scores={0: 5, 1: 5}, details={0: {"place": 1}, 1: {"place": 1}})
    maharaja = Outcome(ranking=(0, 1), scores={0: 2, 1: 2}, details={0: {"palaces": 2}, 1: {"palaces": 2}})
    assert bench.score_of(alone, levels, "heuristic") == 1.0
    assert bench.score_of(alone, levels, "hard") == 0.0
    assert bench.score_of(shared, levels, "hard") == 0.5
    assert bench.score_of(arkadia_tie, levels, "heuristic") == 0.5
    assert bench.score_of(maharaja, levels, "hard") == 1.0  # M-8.2 leaves no tie: ranking[0] won
    four = Outcome(
        ranking=(2, 0, 1, 3),
        scores={0: 4, 1: 1, 2: 4, 3: 0},
        details={s: {"place": p} for s, p in {0: 1, 1: 3, 2: 1, 3: 4}.items()},
    )
    assert bench.score_of(four, ("hard", "random", "hard", "random"), "hard") == 1.0


def test_wilson_takes_half_wins_and_its_lower_bound_is_below_the_rate(bench) -> None:
    low, high = bench.wilson(30.5, 40)
    assert 0.6 < low < 30.5 / 40 < high < 0.9
    assert bench.wilson(0, 0) == (0.0, 1.0)
    assert bench.wilson(40, 40)[1] == 1.0


def test_the_tables_show_scores_and_flag_a_think_over_budget(bench, tmp_path: Path) -> None:
    results = [
        {
            "game": "maharaja",
            "levels": ["hard", "heuristic"],
            "seed": 7000 + i,
            "players": 2,
            "budget": 1.5,
            "clock": "cpu",
            "score": score,
            "think": {"hard": [1.2, 1.6 if i == 0 else 1.4], "heuristic": [0.1]},
        }
        for i, score in enumerate([1.0, 0.5, 0.0, 1.0])
    ]
    path = tmp_path / "runs.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in results), encoding="utf-8")
    strength = list(bench.strength_table(bench.read_results(str(path))))
    assert "62.5%" in strength[1] and "hard vs heuristic" in strength[1]
    rows = {line.split()[2]: line for line in list(bench.think_table(results))[1:]}
    assert "over budget" not in rows["hard"]  # 1.6 s <= 1.5 s + 10 %
    assert "1.600" in rows["hard"] and f"{bench.BUDGETS['heuristic']:.2f}" in rows["heuristic"]
    results[0]["think"]["hard"] = [1.7]
    rows = {line.split()[2]: line for line in list(bench.think_table(results))[1:]}
    assert "over budget + 10 %" in rows["hard"]


def test_one_expert_among_hard_bots_is_named_and_measured_against_its_fair_share(bench) -> None:
    """``--lone``: one seat of the first level, moving round with the seed; the table names the
    budgets when they are not the defaults and gives first places as a multiple of 1/players."""
    assert bench.seating(("expert", "hard"), 7001, 4, lone=True) == ("hard", "expert", "hard", "hard")
    assert bench.seating(("expert", "hard"), 7001, 4, lone=False) == ("hard", "expert", "hard", "expert")
    results = [
        {
            "game": "arkadia",
            "levels": ["expert", "hard"],
            "seed": 7000 + i,
            "players": 4,
            "budget": 0.25,
            "expert_budget": 0.25,
            "lone": True,
            "clock": "cpu",
            "score": score,
            "think": {"expert": [0.26], "hard": [0.2]},
        }
        for i, score in enumerate([1.0, 0.0, 0.5, 0.0])
    ]
    row = list(bench.strength_table(results))[1]
    assert "expert vs hard @0.25/0.25s 1vN" in row and row.split()[-1] == "1.50"
    thinks = {line.split()[2]: line for line in list(bench.think_table(results))[1:]}
    assert "0.25" in thinks["expert"] and "over budget" not in thinks["expert"]


def test_fixed_work_plays_the_same_match_on_any_clock_and_names_the_pairing_by_it(bench) -> None:
    """``--work`` (issue 36): a fixed amount of work per move ignores the clock, so a seed gives one
    match however loaded the machine is, and its rows never mix with timed ones."""
    work = {"expert": 2, "hard": 2}
    first = bench.play_match("forbidden_city", ("expert", "hard"), 7, 1.5, work=work)
    again = bench.play_match("forbidden_city", ("expert", "hard"), 7, 1.5, clock_name="wall", work=work)
    assert first["score"] == again["score"]
    assert {level: len(t) for level, t in first["think"].items()} == {
        level: len(t) for level, t in again["think"].items()
    }
    assert "expert vs hard work 2/2" in list(bench.strength_table([first]))[1]
