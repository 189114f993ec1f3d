"""``./test`` runs again only the tests a crashed worker lost, never a real failure."""

from __future__ import annotations

from tests.worker_crashes import crashed_only, unfinished

CRASH = (
    "worker 'gw1' crashed while running 'tests/ui/test_notices.py::test_news'\n"
    "=== short test summary info ===\n"
    "FAILED tests/ui/test_notices.py::test_news - worker 'gw..."
)


def test_a_crashed_workers_test_is_named():
    output = f"..F\n{CRASH}\n=== 1 failed, 3591 passed ==="
    assert crashed_only(output) == ["tests/ui/test_notices.py::test_news"]


def test_any_other_failure_leaves_the_run_failed():
    other = "FAILED tests/games/test_x.py::test_y - AssertionError: assert 1 == 2"
    assert crashed_only(f"{CRASH}\n{other}\n") == []
    assert crashed_only(f"ERROR tests/a.py::test_b - ValueError\n{CRASH}\n") == []


def test_no_failure_is_nothing_to_run_again():
    assert crashed_only("=== 3600 passed in 200s ===\n") == []


def test_what_did_not_finish_is_what_was_collected_and_not_named():
    collected = "tests/a.py::test_1\ntests/a.py::test_2[x]\ntests/b.py::test_3\n\n3 tests collected in 1s\n"
    assert unfinished(collected, "tests/a.py::test_1\n") == ["tests/a.py::test_2[x]", "tests/b.py::test_3"]
    assert unfinished(collected, "tests/a.py::test_1\ntests/a.py::test_2[x]\ntests/b.py::test_3\n") == []
