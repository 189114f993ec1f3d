"""benchmarks/analysis_quality.py (issue 35, item 2): its pairs differ only by the move, its
interval is over decisions, and a run resumes from its results file without repeating a decision."""

from __future__ import annotations

import argparse
import dataclasses

import pytest

from desktop_app.ai import analysis, analysis_record
from desktop_app.ai.base import make_bot


@pytest.fixture(scope="module")
def bench():
    from benchmarks import analysis_quality

    return analysis_quality


def _late_decision(bench, game_id: str = "maharaja", seed: int = 9100):
    """A step near the end of the benchmark's match with more than one legal action."""
    session = bench.match_session(game_id, 2, seed)
    game = session.game
    for index in range(len(session.record) - 1, 0, -1):
        entry = session.record[index]
        if entry.seat >= 0:
            legal = game.legal_actions(session.state_at(index), entry.seat)
            if len(legal) > 1:
                other = next(action for action in legal if action != entry.action)
                return session, index + 1, entry.seat, entry.action, other
    raise AssertionError("no decision in the match")


def test_a_pair_differs_only_by_the_move(bench) -> None:
    session, step, seat, played, other = _late_decision(bench)
    same = bench.Case("maharaja", 2, 9100, step, seat, played.to_json(), played.to_json(), "mistake")
    assert bench.play_out(same, 3, "heuristic", None, session) == [0, 0, 0]
    case = dataclasses.replace(same, suggested=other.to_json())
    first = bench.play_out(case, 3, "heuristic", None, session)
    assert len(first) == 3 and set(first) <= {-1, 0, 1}
    assert bench.play_out(case, 3, "heuristic", None, session) == first
    # a run with more pairs extends one with fewer, pair for pair
    assert (
        bench.play_out(case, 5, "heuristic", None, session, first=3)
        == bench.play_out(case, 5, "heuristic", None, session)[3:]
    )


def test_the_interval_is_over_decisions_and_even_counts_as_contradicted(bench) -> None:
    found = bench.figures([[1, 1], [0, 0], [-1, 0], [1, 0]])
    assert found["decisions"] == 4 and found["pairs"] == 8
    assert found["mean"] == pytest.approx(0.25)
    assert found["played_better"] == 1 and found["even"] == 1
    # four observations: Student's t with 3 degrees of freedom (3.18), not the normal 1.96
    assert found["high"] - found["mean"] == pytest.approx(3.18 * 0.6455 / 2, rel=0.03)
    assert bench.figures([[1]])["low"] == float("-inf")


def test_a_run_resumes_where_the_results_file_left_off(bench, tmp_path) -> None:
    work = analysis.DEFAULT_WORK
    setup = bench.Setup("maharaja", 2, "heuristic", 0, 1)
    cases = [
        bench.Case("maharaja", 2, 9100, step, 0, {"type": "end_turn"}, {"type": "end_turn"}, mark)
        for step, mark in ((5, "mistake"), (7, "inaccuracy"), (9, "blunder"))
    ]
    key = bench.match_key("maharaja", 2, 9100, work)
    store = {"matches": {key: {"cases": [dataclasses.asdict(c) for c in cases], "cpu": 0}}, "decisions": []}
    wider = dataclasses.replace(setup, marks=analysis_record.MARKS)
    args = argparse.Namespace(seeds=1, per_match=3, first_seed=9100)
    assert bench.next_case(store, wider, args, work, None) == cases[0]
    store["decisions"].append(
        {"setup": setup.key, "case": dataclasses.asdict(cases[0]), "pairs": [1], "cpu": 0}
    )
    path = tmp_path / "quality.json"
    bench.save(path, store)
    # step 5 is done with this setup (not with the wider one) and step 7 is only an inaccuracy
    assert bench.next_case(bench.load(path), setup, args, work, path) == cases[2]
    store["decisions"].append(
        {"setup": setup.key, "case": dataclasses.asdict(cases[2]), "pairs": [0], "cpu": 0}
    )
    assert bench.next_case(store, setup, args, work, path) is None  # the one seed allowed is used up
    more = dataclasses.replace(setup, playouts=3)
    assert bench.known_pairs(store, more, cases[2]) == ([0], 0)  # its one pair, to be extended
    assert bench.known_pairs(store, dataclasses.replace(wider, playouts=3), cases[2]) == ([], 0.0)
    assert (
        bench.chosen(cases, 1, 9100) == bench.chosen(cases, 1, 9100)
        and len(bench.chosen(cases, 1, 9100)) == 1
    )


def test_a_fixed_amount_of_work_ignores_the_clock(bench) -> None:
    session, step, seat, _played, _other = _late_decision(bench, "forbidden_city")
    state = session.state_at(step - 1)
    view, legal = session.game.view(state, seat), session.game.legal_actions(state, seat)
    fast = make_bot("expert", 5, max_iterations=4, clock=iter(range(0, 10**9, 100)).__next__)
    slow = make_bot("expert", 5, max_iterations=4, clock=iter(range(10**9)).__next__)
    assert fast.choose(session.game, seat, view, legal) == slow.choose(session.game, seat, view, legal)


def test_bots_work_and_pairs_are_set_for_all_games_or_one(bench) -> None:
    assert set(bench.pick("3", bench.PLAYOUTS, int).values()) == {3}
    levels = bench.pick("maharaja=heuristic", bench.LEVELS, str)
    assert levels["maharaja"] == "heuristic" and levels["arkadia"] == bench.LEVELS["arkadia"]
    assert bench.Setup("maharaja", 2, "heuristic", 0, 8).key == "maharaja/2p/heuristic/8x"
    assert bench.Setup("arkadia", 2, "expert", 12, 2).key == "arkadia/2p/expert:12/2x"
    assert bench.Setup("arkadia", 2, "heuristic", 12, 8).key == "arkadia/2p/heuristic/8x"  # no work cap


def test_results_name_the_commit_of_the_code_that_made_them(bench) -> None:
    commit = bench.code_commit()
    head = commit.removesuffix("+changes")
    assert commit == "unknown" or (len(head) >= 7 and all(c in "0123456789abcdef" for c in head))
