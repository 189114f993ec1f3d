"""A test whose memory runs away is named, with the frame that allocates, and its process ends with
the watchdog's own exit code; under xdist ``./test``'s safety net sees a crashed worker and runs
again what did not finish; a test that stalls has every stack printed, and goes on
(tests/memory_watchdog.py, docs/testing.md). Real pytest runs, in a process each, of a small
file whose third test allocates without end, under small limits."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests import memory_watchdog
from tests.worker_crashes import crashed_only

ROOT = Path(__file__).resolve().parents[1]
LIMIT_MB = 200

RUNAWAY = """
import time


def grow_without_end(blocks):
    while True:
        blocks.append(b"x" * (1 << 20))
        if len(blocks) > 600:  # well past the limit: the watchdog has ended this process by now
            time.sleep(0.05)


def test_before():
    pass


def test_stalls():
    time.sleep(0.6)


def test_runaway():
    grow_without_end([])


def test_after():
    pass
"""


def run_pytest(tmp_path: Path, *options: str) -> subprocess.CompletedProcess[str]:
    (tmp_path / "test_runaway.py").write_text(RUNAWAY, encoding="utf-8")
    (tmp_path / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    (tmp_path / "reports").mkdir()
    # Not this run's own workers' variables, nor its reports folder: the child is a run of its own.
    env = {name: value for name, value in os.environ.items() if not name.startswith("PYTEST_")}
    env.update(
        {
            memory_watchdog.LIMIT_ENV: str(LIMIT_MB),
            memory_watchdog.STALL_ENV: "0.3",
            memory_watchdog.REPORTS_ENV: str(tmp_path / "reports"),
            "PYTHONPATH": str(ROOT),
            "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1",
        }
    )
    command = [sys.executable, "-m", "pytest", "-p", "tests.memory_watchdog", "-p", "no:cacheprovider"]
    return subprocess.run(
        [*command, "-q", *options, "test_runaway.py"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def reports(tmp_path: Path) -> list[str]:
    found = sorted((tmp_path / "reports").rglob("runaway-*.txt"))
    return [path.read_text(encoding="utf-8") for path in found]


def assert_names_the_runaway(report: str) -> None:
    assert "memory runaway in test_runaway.py::test_runaway (call): " in report
    assert f"past the limit of {LIMIT_MB} MB" in report
    assert "in grow_without_end" in report  # faulthandler's frame of the allocating thread
    assert 'blocks.append(b"x" * (1 << 20))' in report  # tracemalloc's line that allocated most


def test_a_runaway_is_reported_and_its_process_ends_with_the_watchdogs_code(tmp_path):
    run = run_pytest(tmp_path)
    assert run.returncode == memory_watchdog.RUNAWAY_EXIT, run.stdout + run.stderr
    assert_names_the_runaway(run.stderr)
    (report,) = reports(tmp_path)
    assert_names_the_runaway(report)
    assert "test_after" not in run.stdout
    # A test that runs past THREE_PALACES_TEST_STALL_S has every stack printed once, and goes on.
    stalled = run.stderr.split("Timeout (0:00:00.300000)!", 1)[1]
    assert "in test_stalls" in stalled.split("memory runaway in", 1)[0]
    assert run.stdout.startswith("..")  # the stalled test went on, and passed


def test_a_runaway_worker_is_a_crash_the_safety_net_runs_again(tmp_path):
    run = run_pytest(tmp_path, "-p", "xdist.plugin", "-n", "1", "--max-worker-restart=0")
    assert run.returncode == 1, run.stdout + run.stderr
    assert crashed_only(run.stdout) == ["test_runaway.py::test_runaway"]
    # The run's summary prints its worker's report, and the report stays for ./test to print.
    assert_names_the_runaway(run.stdout.split("memory runaway (report runaway-", 1)[1])
    assert "gw0 ended before it could say" in run.stdout
    (report,) = reports(tmp_path)
    assert_names_the_runaway(report)
