"""The skip guard (tests/skip_guard.py): a skip that tests/allowed_skips.txt does not list, with its
reason, fails the run; xfails are not skips; the allow-list file itself is well formed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.skip_guard import (
    AllowedSkip,
    AllowListError,
    Skip,
    complaint,
    parse_allow_list,
    read_allow_list,
    skip_reason,
    unlisted,
)

ROOT = Path(__file__).resolve().parents[1]

SAMPLE_TESTS = """
import sys
import pytest

def test_runs():
    assert True

@pytest.mark.skipif(True, reason="listed reason")
def test_listed():
    pass

def test_skipped_inside():
    pytest.skip("told to")

@pytest.mark.xfail(reason="known")
def test_expected_to_fail():
    assert False
"""


def test_a_line_is_a_pattern_and_a_reason_and_comments_are_ignored():
    entries = parse_allow_list("# why\n\ntests/net/test_tls.py::* | POSIX permissions\n")
    assert entries == [AllowedSkip("tests/net/test_tls.py::*", "POSIX permissions")]


@pytest.mark.parametrize("line", ["tests/x.py::test_a", "tests/x.py::test_a | ", " | a reason"])
def test_a_line_without_both_halves_is_refused_with_its_number(line):
    with pytest.raises(AllowListError, match=r"list:2: expected 'test id pattern \| reason'"):
        parse_allow_list(f"# header\n{line}\n", "list")


def test_a_skip_is_allowed_only_for_a_matching_test_and_the_same_reason():
    allowed = [AllowedSkip("tests/net/test_tls.py::*", "POSIX permissions")]
    skips = [
        Skip("tests/net/test_tls.py::test_key_is_private", "POSIX permissions"),
        Skip("tests/net/test_tls.py::test_key_is_private", "another reason"),
        Skip("tests/net/test_framing.py::test_x", "POSIX permissions"),
    ]
    assert unlisted(skips, allowed) == skips[1:]
    text = complaint(skips[1:], "tests/allowed_skips.txt")
    assert "2 skipped test(s) not listed in tests/allowed_skips.txt" in text
    assert "  tests/net/test_framing.py::test_x | POSIX permissions" in text


def test_the_reason_is_read_from_what_pytest_reports():
    reported = ("tests/a.py", 3, "Skipped: ./play would install first")
    assert skip_reason(reported) == "./play would install first"
    assert skip_reason("Skipped: plain") == "plain"


def test_the_projects_allow_list_is_well_formed():
    for entry in read_allow_list(ROOT / "tests" / "allowed_skips.txt"):
        assert entry.pattern.startswith("tests/") and entry.reason


def run_guarded(tmp_path: Path, allow_list: str, *extra: str) -> subprocess.CompletedProcess:
    (tmp_path / "test_sample.py").write_text(SAMPLE_TESTS)
    (tmp_path / "allowed.txt").write_text(allow_list)
    # Only the plugins the run names (xdist where a case asks for it): loading every installed one
    # (Qt, hypothesis) cost each of these runs a second of CPU, and the xdist run three.
    environment = dict(os.environ, PYTHONPATH=str(ROOT), PYTEST_DISABLE_PLUGIN_AUTOLOAD="1")
    guarded = ["-p", "tests.skip_guard", "--allowed-skips=allowed.txt"]
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *guarded, "-q", *extra, "test_sample.py"],
        cwd=tmp_path,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_a_run_with_only_listed_skips_passes(tmp_path):
    both = "test_sample.py::test_listed | listed reason\ntest_sample.py::test_skipped_* | told to\n"
    result = run_guarded(tmp_path, both)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 passed, 2 skipped, 1 xfailed" in result.stdout


@pytest.mark.parametrize("workers", [[], ["-p", "xdist", "-n", "2"]], ids=["one-process", "xdist"])
def test_an_unlisted_skip_fails_a_green_run_and_is_named(tmp_path, workers):
    result = run_guarded(tmp_path, "test_sample.py::test_listed | listed reason\n", *workers)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "1 skipped test(s) not listed in allowed.txt" in result.stdout
    assert "test_sample.py::test_skipped_inside | told to" in result.stdout
    assert "test_listed |" not in result.stdout.split("not listed in")[1]
