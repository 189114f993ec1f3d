"""``./test`` runs again only the tests a crashed worker lost, never a real failure."""

from __future__ import annotations

from tests.worker_crashes import crashed_only

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
