"""A memory watchdog in every pytest process of a run: a runaway is named and stopped, not left to
the kernel's OOM killer (docs/testing.md, "A worker whose memory runs away").

Once (fresh clone, 7 December 2026) a worker of the parallel part grew to 23.6 GB of resident
memory until the OOM killer ended it, and the run learnt nothing but the name of the test that
happened to be running. Now a daemon thread in each pytest process (controller, xdist workers, the
waiting and serial parts; ``tests/conftest.py`` registers this module, ``-p tests.memory_watchdog``
loads it elsewhere) reads the process's resident size from ``/proc/self/statm`` every
``INTERVAL_S``. Past ``THREE_PALACES_TEST_RSS_LIMIT_MB`` (``DEFAULT_LIMIT_MB``; the workers' normal
peak is about 0.75 GB) it starts ``tracemalloc`` and lets the process grow a little further (an
eighth of the limit, or ``TRACE_WINDOW_S``), so the report can say where Python's new blocks were
made; then it writes one report — the test and its phase, the resident size, the top of what
tracemalloc saw and every thread's stack (``faulthandler``) — to stderr and to a file in
``THREE_PALACES_TEST_MEMORY_REPORTS`` (a folder; ``./test`` prints what is in it at its end, a
bare pytest prints it in its summary) and ends the process with ``RUNAWAY_EXIT``. xdist reports
such a worker as crashed while running the test, and ``./test``'s safety net
(``tests/worker_crashes.py``) runs what did not finish again, as after a segmentation fault.

A thread that computes without giving up the interpreter's lock (C++ holding it) starves the
watchdog; the backstop is a cap on the process's data segment (``RLIMIT_DATA``,
``THREE_PALACES_TEST_DATA_LIMIT_MB``, ``DEFAULT_DATA_LIMIT_MB``): past it an allocation fails
(``MemoryError`` in Python, an abort with faulthandler's stacks in C++). Each process also keeps
its highest sample and the test it was in: the summary prints every process's peak.
"""

from __future__ import annotations

import contextlib
import faulthandler
import gc
import heapq
import os
import resource
import shutil
import sys
import tempfile
import threading
import time
import tracemalloc
from collections import deque
from pathlib import Path
from typing import Any

import pytest

#: Resident megabytes past which a process reports and ends (0: no watchdog).
LIMIT_ENV = "THREE_PALACES_TEST_RSS_LIMIT_MB"
DEFAULT_LIMIT_MB = 3072
#: The cap on the data segment, megabytes (0: none), for a runaway the watchdog cannot see.
DATA_LIMIT_ENV = "THREE_PALACES_TEST_DATA_LIMIT_MB"
DEFAULT_DATA_LIMIT_MB = 8192
#: Seconds one test may run before every thread's stack is printed (once; the test goes on): a
#: worker stuck for 15 minutes (ci10) said nothing until it was killed. 0: never.
STALL_ENV = "THREE_PALACES_TEST_STALL_S"
DEFAULT_STALL_S = 600.0
#: The folder the reports go to (made by the first process that finds it unset; its workers inherit).
REPORTS_ENV = "THREE_PALACES_TEST_MEMORY_REPORTS"
#: How a process the watchdog ended exits (a segmentation fault is -11, the OOM killer's -9).
RUNAWAY_EXIT = 87
INTERVAL_S = 0.5
#: How long tracemalloc watches a runaway before the report, at most.
TRACE_WINDOW_S = 10.0
TOP_ALLOCATIONS = 12
#: How many of the last tests (and of those that grew most) the report lists.
RECENT_TESTS = 12
PAGE_BYTES = os.sysconf("SC_PAGE_SIZE")
#: A thread that ``threading`` did not start: one of a Qt thread pool, or execnet's (xdist) reader.
UNKNOWN_THREAD = "a thread threading does not know (Qt's, execnet's)"
MB = 1024 * 1024


def resident_mb(statm: int | None = None) -> int:
    """This process's resident memory now: one read of a one-line file, ~10 µs (``statm``: an fd
    of ``/proc/self/statm`` kept open). Only bytes and ints are made, never an object the cyclic
    collector tracks: the watchdog's thread must never be the one that sets off a collection,
    which would free there what the UI tests left in cycles (Qt objects of the main thread)."""
    if statm is None:
        with open("/proc/self/statm", "rb") as file:
            return resident_mb(file.fileno())
    text = os.pread(statm, 128, 0)
    start = text.index(b" ") + 1
    return int(text[start : text.index(b" ", start)]) * PAGE_BYTES // MB


def status_mb(field: str) -> int:
    """A ``kB`` field of ``/proc/self/status`` (``VmHWM``: peak resident, ``VmPeak``: virtual)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) // 1024
    return 0


def _env_mb(name: str, default: int) -> int:
    value = os.environ.get(name, "").strip()
    return int(value) if value else default


class Watchdog:
    """Samples this process's resident size on a daemon thread; past ``limit_mb``, reports and
    ends the process. Its pytest hooks keep the test (and phase) running for the report."""

    def __init__(self, limit_mb: int, reports: Path, stderr_fd: int, stall_s: float = 0.0) -> None:
        self.limit_mb = limit_mb
        self.stall_s = stall_s
        self.reports = reports
        self._stderr_fd = stderr_fd
        self.test = "collecting, before any test"
        self.phase = ""
        self.peak_mb = 0
        self.peak_test = ""
        #: (resident MB after it, its id) of the last tests, and of those that grew most.
        self.recent: deque[tuple[int, str]] = deque(maxlen=RECENT_TESTS)
        self.growths: list[tuple[int, int, str]] = []  # (growth MB, resident MB after, id), a heap
        #: Cyclic collections that ran on a thread other than the main one, and where (test, thread,
        #: generation): such a collection frees there what the UI tests left in cycles, Qt objects
        #: that only the main thread may delete (docs/testing.md, "A worker that crashes").
        self.off_main = 0
        self.off_main_where: dict[str, int] = {}
        self._main = threading.get_ident()
        self._thread = threading.Thread(target=self._watch, name="memory-watchdog", daemon=True)

    def start(self) -> None:
        self.peak_mb, self.peak_test = resident_mb(), "start-up, before any test"
        gc.callbacks.append(self._collecting)
        self._thread.start()

    def _collecting(self, phase: str, info: dict[str, int]) -> None:
        ident = threading.get_ident()
        if phase != "start" or ident == self._main:
            return
        self.off_main += 1
        if len(self.off_main_where) < RECENT_TESTS:
            thread = threading._active.get(ident)  # not current_thread(): no dummy made for Qt's
            name = thread.name if thread is not None else UNKNOWN_THREAD
            where = f"{self.running()} on {name}, generation {info['generation']}"
            self.off_main_where[where] = self.off_main_where.get(where, 0) + 1

    # -- what is running (a hook call sets an attribute: nothing measurable)
    def pytest_runtest_logstart(self, nodeid: str) -> None:
        self.test, self.phase = nodeid, "setup"
        if self.stall_s:
            # faulthandler's own thread, which needs no interpreter lock: a stuck test is shown
            # even when its stuck thread holds the lock.
            faulthandler.dump_traceback_later(self.stall_s, file=self._stderr_fd)

    def pytest_runtest_call(self) -> None:
        self.phase = "call"

    def pytest_runtest_teardown(self) -> None:
        self.phase = "teardown"

    def pytest_runtest_logfinish(self, nodeid: str) -> None:
        self.test, self.phase = f"between tests, after {nodeid}", ""
        if self.stall_s:
            faulthandler.cancel_dump_traceback_later()
        rss = resident_mb()  # ~10 µs a test
        growth = rss - self.recent[-1][0] if self.recent else 0
        self.recent.append((rss, nodeid))
        if growth > 0:
            (heapq.heappush if len(self.growths) < RECENT_TESTS else heapq.heappushpop)(
                self.growths, (growth, rss, nodeid)
            )

    def cpu_seconds(self) -> float:
        """The CPU time the watchdog's thread has used (what it costs the run)."""
        native = self._thread.native_id
        if native is None:
            return 0.0
        fields = Path(f"/proc/self/task/{native}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime

    def running(self) -> str:
        return f"{self.test} ({self.phase})" if self.phase else self.test

    # -- the thread
    def _watch(self) -> None:
        statm = os.open("/proc/self/statm", os.O_RDONLY)
        while True:
            time.sleep(INTERVAL_S)
            rss = resident_mb(statm)
            if rss > self.peak_mb:
                self.peak_mb, self.peak_test = rss, self.running()
            if rss >= self.limit_mb:
                self._runaway(rss)

    def _runaway(self, rss: int) -> None:
        """Watch where Python's new blocks come from for a moment, report, and end the process
        (whatever goes wrong on the way: a process past its limit does not go on)."""
        try:
            self._report(rss)
        finally:
            os._exit(RUNAWAY_EXIT)

    def _report(self, rss: int) -> None:
        running = self.running()
        if not tracemalloc.is_tracing():
            tracemalloc.start(8)
            until_mb, until_s = rss + max(self.limit_mb // 8, 16), time.monotonic() + TRACE_WINDOW_S
            while resident_mb() < until_mb and time.monotonic() < until_s:
                time.sleep(INTERVAL_S / 5)
        now = self.running()
        header = (
            f"memory runaway in {running}: {resident_mb()} MB resident, past the limit of "
            f"{self.limit_mb} MB ({LIMIT_ENV}){'' if now == running else f'; running now: {now}'}; "
            f"pytest process {os.getpid()}{_worker_suffix()} ends with exit code {RUNAWAY_EXIT}\n"
        )
        report = header + self._history() + _top_allocations() + "every thread's stack:\n"
        path = self.reports / f"runaway-{os.getpid()}.txt"
        with open(path, "w", encoding="utf-8") as out:
            out.write(report)
            out.flush()
            faulthandler.dump_traceback(out, all_threads=True)
        os.write(self._stderr_fd, f"\n{report}".encode())
        faulthandler.dump_traceback(self._stderr_fd, all_threads=True)
        os.write(self._stderr_fd, f"(this report is also in {path})\n".encode())

    def _history(self) -> str:
        """The last tests, and the tests after which this process had grown most, in MB."""
        lines = [f"resident MB after each of the last {len(self.recent)} tests, oldest first:"]
        lines.extend(f"  {rss:6d}  {nodeid}" for rss, nodeid in self.recent)
        lines.append("the tests after which it had grown most (growth, resident MB after):")
        most = sorted(self.growths, reverse=True)
        lines.extend(f"  +{growth:5d} {rss:6d}  {nodeid}" for growth, rss, nodeid in most)
        return "\n".join(lines) + "\n"


def _worker_suffix() -> str:
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    return f" (xdist worker {worker})" if worker else ""


def _top_allocations() -> str:
    """Where the Python blocks allocated since the limit was passed were made, biggest first."""
    try:
        snapshot = tracemalloc.take_snapshot().filter_traces([tracemalloc.Filter(False, __file__)])
    except MemoryError:
        return "(no room left for tracemalloc's snapshot)\n"
    finally:
        tracemalloc.stop()
    stats = snapshot.statistics("traceback")[:TOP_ALLOCATIONS]
    lines = [f"Python's blocks allocated since then (tracemalloc, top {len(stats)}; Qt's own are not seen):"]
    for stat in stats:
        lines.append(f"  {stat.size // 1024} KiB in {stat.count} blocks, allocated at:")
        lines.extend(f"    {line}" for line in stat.traceback.format(most_recent_first=True))
    return "\n".join(lines) + "\n"


def _cap_data(limit_mb: int) -> None:
    """Lower the data segment's soft limit to ``limit_mb`` (never raise it)."""
    if limit_mb <= 0:
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_DATA)
    cap = limit_mb * MB
    if hard != resource.RLIM_INFINITY:
        cap = min(cap, hard)
    if soft == resource.RLIM_INFINITY or cap < soft:
        resource.setrlimit(resource.RLIMIT_DATA, (cap, hard))


_watchdog: Watchdog | None = None
#: The reports folder this process made (and removes at its end), if it made one, and whether it
#: made it inside a folder given by ``REPORTS_ENV`` (then it stays while it holds a report).
_made_reports: Path | None = None
_reports_inside_given = False
#: Each worker's peak as it reported it at its end (the controller's), by worker id; None for a
#: worker that ended without reporting (crashed, or ended by its watchdog).
_peaks: dict[str, dict[str, Any] | None] = {}


def pytest_configure(config: pytest.Config) -> None:
    global _watchdog
    limit_mb = _env_mb(LIMIT_ENV, DEFAULT_LIMIT_MB)
    if limit_mb <= 0 or _watchdog is not None:
        return
    reports = _reports_folder(config)
    _cap_data(_env_mb(DATA_LIMIT_ENV, DEFAULT_DATA_LIMIT_MB))
    # pytest captures fd 2 while a test runs: the report goes to a copy of the real stderr.
    # pytest's own per-test timeout (the faulthandler_timeout setting) uses the same faulthandler
    # timer: where it is set, it does the stall's job.
    stall_s = (
        0.0 if config.getini("faulthandler_timeout") else float(os.environ.get(STALL_ENV) or DEFAULT_STALL_S)
    )
    _watchdog = Watchdog(limit_mb, reports, os.dup(sys.__stderr__.fileno()), stall_s)
    config.pluginmanager.register(_watchdog, "memory-watchdog-thread")
    _watchdog.start()


def _reports_folder(config: pytest.Config) -> Path:
    """Where this process writes a report: a pytest run (not an xdist worker) makes a folder of its
    own, inside ``REPORTS_ENV``'s if that is set (``./test``: one for its five runs), and its
    workers inherit it, so its summary prints its own workers' reports and no one else's."""
    global _made_reports, _reports_inside_given
    inherited = os.environ.get(REPORTS_ENV)
    if hasattr(config, "workerinput"):
        return Path(inherited or tempfile.gettempdir())
    folder = Path(tempfile.mkdtemp(prefix="three-palaces-memory-", dir=inherited or None))
    _made_reports, _reports_inside_given = folder, bool(inherited)
    os.environ[REPORTS_ENV] = str(folder)
    return folder


def _own_peak() -> dict[str, Any]:
    assert _watchdog is not None
    return {
        "peak_mb": status_mb("VmHWM"),
        "sampled_mb": _watchdog.peak_mb,
        "sampled_in": _watchdog.peak_test,
        "virtual_mb": status_mb("VmPeak"),
        "watchdog_cpu_s": _watchdog.cpu_seconds(),
        "off_main": _watchdog.off_main,
        "off_main_where": dict(_watchdog.off_main_where),
    }


def pytest_sessionfinish(session: pytest.Session) -> None:
    workeroutput = getattr(session.config, "workeroutput", None)
    if _watchdog is not None and workeroutput is not None:
        workeroutput["memory_peak"] = _own_peak()


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: object) -> None:
    _peaks[node.gateway.id] = getattr(node, "workeroutput", {}).get("memory_peak")


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    if _watchdog is None or hasattr(config, "workerinput"):
        return
    peaks = dict(_peaks) or {"this process": _own_peak()}
    terminalreporter.write_line(
        "memory (tests/memory_watchdog.py): "
        + "; ".join(_describe(name, peak) for name, peak in sorted(peaks.items()))
    )
    for name, peak in sorted(peaks.items()):
        if peak is not None and peak["off_main"]:
            where = "; ".join(f"{place} (x{count})" for place, count in peak["off_main_where"].items())
            terminalreporter.write_line(
                f"{name}: {peak['off_main']} cyclic collections ran off the main thread, first in: {where}"
            )
    for report in sorted(_watchdog.reports.glob("runaway-*.txt")):
        terminalreporter.write_sep("=", f"memory runaway (report {report.name})", red=True)
        terminalreporter.write(report.read_text(encoding="utf-8", errors="replace"))


def _describe(name: str, peak: dict[str, Any] | None) -> str:
    if peak is None:
        return f"{name} ended before it could say"
    return (
        f"{name} peak {peak['peak_mb']} MB resident, {peak['virtual_mb']} MB virtual "
        f"(highest sample {peak['sampled_mb']} MB in {peak['sampled_in']}; the watchdog's "
        f"CPU {peak['watchdog_cpu_s']:.2f} s)"
    )


def pytest_unconfigure(config: pytest.Config) -> None:
    """The run's folder goes when it holds no report; in a folder of ``REPORTS_ENV`` it keeps its
    workers' reports for whoever set it (``./test`` prints them again at its end). A process that
    the watchdog ended never gets here: its report stays."""
    if _made_reports is None:
        return
    if _reports_inside_given:
        with contextlib.suppress(OSError):
            _made_reports.rmdir()
    else:
        shutil.rmtree(_made_reports, ignore_errors=True)
