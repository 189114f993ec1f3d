"""The skip guard: a run fails when a test is skipped for a reason no one wrote down.

A skip hides a check: where it matters (CI) every skip must be one the project chose, listed with
its reason in ``tests/allowed_skips.txt``. ``pytest --allowed-skips=tests/allowed_skips.txt``
(``.ci/run`` passes it) collects the skips as the reports arrive — from every xdist worker, on the
controller — and turns a green run red when one of them is not listed. ``tests/conftest.py``
calls the two hooks at the end of this module; ``-p tests.skip_guard`` loads them elsewhere.

The allow-list has one skip a line: a test id pattern (``fnmatch``, e.g.
``tests/net/test_tls.py::*``), then `` | ``, then the reason exactly as pytest reports it.
Blank lines and lines starting with ``#`` are comments.
"""

from __future__ import annotations

from dataclasses import dataclass
from fnmatch import fnmatchcase
from pathlib import Path

import pytest

SEPARATOR = " | "


@dataclass(frozen=True)
class AllowedSkip:
    """One line of the allow-list: which tests may be skipped, and for which reason only."""

    pattern: str
    reason: str

    def covers(self, nodeid: str, reason: str) -> bool:
        return reason == self.reason and fnmatchcase(nodeid, self.pattern)


@dataclass(frozen=True)
class Skip:
    """A skip as pytest reported it."""

    nodeid: str
    reason: str


class AllowListError(ValueError):
    """The allow-list file has a line that is not ``pattern | reason``."""


def parse_allow_list(text: str, source: str = "allow-list") -> list[AllowedSkip]:
    """The entries of an allow-list; a malformed line is an error naming its line number."""
    entries = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        pattern, separator, reason = line.partition(SEPARATOR)
        if not separator or not pattern.strip() or not reason.strip():
            raise AllowListError(f"{source}:{number}: expected 'test id pattern | reason', got {raw!r}")
        entries.append(AllowedSkip(pattern.strip(), reason.strip()))
    return entries


def read_allow_list(path: Path) -> list[AllowedSkip]:
    return parse_allow_list(path.read_text(encoding="utf-8"), str(path))


def skip_reason(longrepr: object) -> str:
    """The reason of a skipped report: pytest keeps ``(file, line, "Skipped: reason")``."""
    message = str(longrepr[2]) if isinstance(longrepr, tuple) and len(longrepr) == 3 else str(longrepr)
    return message.removeprefix("Skipped: ").strip()


def unlisted(skips: list[Skip], allowed: list[AllowedSkip]) -> list[Skip]:
    """The skips no entry of ``allowed`` covers, in the order they were reported."""
    return [skip for skip in skips if not any(entry.covers(skip.nodeid, skip.reason) for entry in allowed)]


def complaint(skips: list[Skip], allow_list: str) -> str:
    """What the run says when it fails because of ``skips``."""
    lines = [f"{len(skips)} skipped test(s) not listed in {allow_list} (a skip hides a check):"]
    lines += [f"  {skip.nodeid}{SEPARATOR}{skip.reason}" for skip in skips]
    lines.append("Make the test run here, or list it with a reason that says why it cannot.")
    return "\n".join(lines)


class SkipGuard:
    """The plugin object: gathers the run's skips and fails the run over unlisted ones."""

    def __init__(self, allowed: list[AllowedSkip], allow_list: str) -> None:
        self.allowed = allowed
        self.allow_list = allow_list
        self.skips: list[Skip] = []

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.skipped and not hasattr(report, "wasxfail"):
            self.skips.append(Skip(report.nodeid, skip_reason(report.longrepr)))

    @pytest.hookimpl(trylast=True)
    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        bad = unlisted(self.skips, self.allowed)
        if bad:
            session.config.get_terminal_writer().line(complaint(bad, self.allow_list), red=True)
            session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.getgroup("three-palaces").addoption(
        "--allowed-skips",
        metavar="FILE",
        default=None,
        help="fail the run when a test is skipped and FILE does not list it with that reason",
    )


def pytest_configure(config: pytest.Config) -> None:
    """Watch the run when ``--allowed-skips`` names a file; an xdist worker only runs tests (its
    reports reach the controller, which decides)."""
    path = config.getoption("--allowed-skips")
    if path and not hasattr(config, "workerinput"):
        config.pluginmanager.register(SkipGuard(read_allow_list(Path(path)), path), "skip_guard")
