"""Shared test set-up: Qt runs offscreen, the fixture game is registered, the translations are built,
user folders are the run's own, and the suite's two parts and its skip guard (docs/testing.md).

``./test`` runs the suite in three parts: ``--part=parallel`` (every test not marked otherwise,
spread over the machine's cores by pytest-xdist), beside it in a process of its own
``--part=waiting`` (``netns`` and ``waits``: tests that spend their time waiting out pulled cables
and timeouts, not computing), and then ``--part=serial`` (``serial``: they time work, kill processes
or load the machine, so they run alone, one at a time). A bare ``pytest`` runs all in one process.
"""

import os
import signal
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Every process of a run (each xdist worker) keeps its user folders — settings, autosaves, recent
# files, held seats — in a folder of its own, never the real user's and never a neighbour's.
# Tests that look at these folders set THREE_PALACES_HOME to their own tmp_path on top of this.
os.environ["THREE_PALACES_HOME"] = tempfile.mkdtemp(prefix="three-palaces-test-home-")

import pytest

from desktop_app.engine import registry
from desktop_app.i18n import build as i18n_build
from desktop_app.threads import resume_collection
from tests import file_order, memory_watchdog, skip_guard
from tests.fixtures.secret_dice import GAME as SECRET_DICE
from tests.parts import may_hold, part_of, unnamed_markers

registry.register(SECRET_DICE)

# The .qm translations are built output (never committed): a bare ``pytest`` in a fresh clone
# builds them, as ./play and ./test do, so German and Dutch screens are tested for real.
if i18n_build.stale():
    i18n_build.build()

PARTS = ("all", "parallel", "waiting", "serial")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.getgroup("three-palaces").addoption(
        "--part",
        choices=PARTS,
        default="all",
        help="run only the tests marked serial ('serial'), only those marked netns or waits "
        "('waiting'), only the others ('parallel'), or all",
    )
    parser.getgroup("three-palaces").addoption(
        "--shard",
        default=None,
        metavar="K/N",
        help="run only the K-th of N shares of the selected tests, whole files, as even in time as "
        "tests/file_costs.txt says (./test runs the waiting part as two such processes)",
    )
    skip_guard.pytest_addoption(parser)
    parser.getgroup("three-palaces").addoption(
        "--finished-list",
        default=None,
        metavar="FILE",
        help="append the id of every test that ran to its end to FILE (./test: after a crashed "
        "worker, what did not finish runs again; tests/worker_crashes.py)",
    )


def pytest_configure(config: pytest.Config) -> None:
    skip_guard.pytest_configure(config)
    # Every process of a run watches its own memory: a runaway is reported and ended, not left to
    # the OOM killer (tests/memory_watchdog.py).
    if not config.pluginmanager.has_plugin(memory_watchdog.__name__):
        config.pluginmanager.register(memory_watchdog, memory_watchdog.__name__)
    global _finished_list
    if not hasattr(config, "workerinput"):  # xdist's workers report to the controller, which writes
        _finished_list = config.getoption("--finished-list")
    if config.getoption("--part") == "waiting":
        # ./test runs this part in the background, where a shell ignores Ctrl+C and stops it with
        # SIGTERM instead: stop as Ctrl+C would, so the tests' clean-ups (namespaces, processes) run.
        signal.signal(signal.SIGTERM, _interrupt)


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """A test that got to its teardown ran to its end (a crashed worker's test never does)."""
    path = _finished_list
    if path is not None and report.when == "teardown":
        with open(path, "a", encoding="utf-8") as finished:
            finished.write(report.nodeid + "\n")


#: Where ``--finished-list`` writes, in the process that reports (xdist's controller, or pytest).
_finished_list: str | None = None


def _interrupt(_signal: int, _frame: object) -> None:
    raise KeyboardInterrupt


def pytest_runtest_teardown(item: pytest.Item) -> None:
    """A computer player's (or a journal's) thread that held the garbage collector and let go of
    it after its test had its answer: the collector back on, as the window's idle ticks do."""
    resume_collection()


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """The waiting and serial parts leave unread the files that cannot hold their tests
    (``tests/parts.py``): they hold a few files' tests, and collecting the whole suite cost each
    of their processes some 3 CPU s."""
    return None if may_hold(collection_path, config.getoption("--part")) else True


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    part, shard = config.getoption("--part"), config.getoption("--shard")
    if part in ("all", "parallel"):
        lost = unnamed_markers(items)
        if lost:
            raise pytest.UsageError(
                "these tests are marked for the waiting or serial part by a marker their file does "
                "not name, so that part would not collect them (tests/parts.py): " + ", ".join(lost)
            )
    keep = [item for item in items if part in ("all", part_of(item))]
    if shard is not None or hasattr(config, "workerinput"):
        costs = file_order.read_costs(file_order.COSTS.read_text("utf-8"))
        if shard is not None:
            index, count = (int(number) for number in shard.split("/"))
            keep = file_order.share(keep, costs, index, count)
        if hasattr(config, "workerinput"):
            # A pytest-xdist worker: the controller hands out the files in the order the workers
            # collected them (./test: --no-loadscope-reorder), the slowest first (file_order.py).
            keep = file_order.ordered(keep, costs)
    if len(keep) < len(items):
        kept = set(keep)
        config.hook.pytest_deselected(items=[item for item in items if item not in kept])
    items[:] = keep
