"""Issue 6: ``./play`` on Linux with an X display names the missing Qt xcb libraries (Debian
packages) instead of Qt's bare "could not load the Qt platform plugin xcb"; it never installs
system packages, and headless commands and ``--help`` need no display libraries at all."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from tests.ui.installed_play import installed_play

ROOT = Path(__file__).resolve().parents[2]
ALL_LIBS = [
    entry.split(":")[0]
    for entry in subprocess.run(
        ["bash", "-c", "source packaging/bootstrap.sh; echo $QT_XCB_LIBS"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
]


def fake_ldconfig(tmp_path: Path, libs: list[str]) -> Path:
    """A directory with an ``ldconfig`` whose cache lists exactly ``libs``."""
    bindir = tmp_path / "bin"
    bindir.mkdir()
    lines = "".join(f"\\t{lib} (libc6,x86-64) => /usr/lib/x86_64-linux-gnu/{lib}\\n" for lib in libs)
    script = bindir / "ldconfig"
    script.write_text(f'#!/bin/sh\nprintf "{len(libs)} libs found in cache\\n{lines}"\n')
    script.chmod(0o755)
    return bindir


def run(args: str, bindir: Path, **env: str) -> subprocess.CompletedProcess:
    environment = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    environment.update(PATH=f"{bindir}:{os.environ['PATH']}", DISPLAY=":7")
    environment.update(env)
    return subprocess.run(
        ["bash", "-c", f"source packaging/bootstrap.sh; check_qt_libs {args}"],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=30,
    )


@pytest.mark.skipif(os.uname().sysname != "Linux", reason="the check is for Linux only")
def test_missing_xcb_cursor_is_named_with_its_debian_package(tmp_path):
    bindir = fake_ldconfig(tmp_path, [lib for lib in ALL_LIBS if lib != "libxcb-cursor.so.0"])
    result = run("", bindir)
    assert result.returncode != 0
    assert "sudo apt-get install libxcb-cursor0\n" in result.stderr
    assert result.stderr.count("apt-get") == 1


@pytest.mark.skipif(os.uname().sysname != "Linux", reason="the check is for Linux only")
def test_nothing_missing_or_no_window_passes(tmp_path):
    complete = fake_ldconfig(tmp_path, ALL_LIBS)
    assert run("", complete).returncode == 0
    empty_dir = tmp_path / "empty"
    empty_dir.mkdir()
    empty = fake_ldconfig(empty_dir, [])
    assert run("", empty).returncode != 0
    headless = ("--help", "--version", "selfplay --game maharaja", "replay x.tpmatch", "screenshot --out x")
    for args in headless:
        assert run(args, empty).returncode == 0, args
    assert run("", empty, QT_QPA_PLATFORM="offscreen").returncode == 0
    assert run("", empty, DISPLAY="").returncode == 0


def test_play_help_works_without_display_libraries(tmp_path):
    play = installed_play(tmp_path / "install")
    empty = fake_ldconfig(tmp_path, [])
    environment = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    environment.update(PATH=f"{empty}:{os.environ['PATH']}", DISPLAY=":7")
    result = subprocess.run(
        [str(play), "--help"], env=environment, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert "usage" in result.stdout
