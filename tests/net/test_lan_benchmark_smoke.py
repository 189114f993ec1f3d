"""benchmarks/lan_speed.py --quick runs to its table, so the LAN benchmark cannot rot unnoticed.

The goals are not asserted (a quick run on a busy machine proves nothing about speed); what is: the
script ends by itself, measures every figure, and saw no errors — no failed or dropped connection,
no unexpected refusal, no match left unfinished. Everything it does stays on 127.0.0.1.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "lan_speed.py"


@pytest.mark.serial  # a benchmark: its processes load every core and it must end within its timeout
def test_the_quick_lan_benchmark_prints_every_figure_without_errors(tmp_path: Path) -> None:
    env = dict(os.environ, THREE_PALACES_HOME=str(tmp_path / "home"), QT_QPA_PLATFORM="offscreen")
    run = subprocess.run(
        [sys.executable, str(SCRIPT), "--quick"], capture_output=True, text=True, env=env, timeout=90
    )
    out = run.stdout
    assert run.returncode in (0, 1), f"exit {run.returncode}\n{out}\n{run.stderr[-2000:]}"
    assert "error:" not in out, out
    for row in ("echo TLS", "echo plain TCP", "act -> 4 updates, Maharaja", "1 match x 4 clients"):
        assert row in out, f"no row {row!r}:\n{out}"
    figures = [float(value) for value in re.findall(r"(\d+\.\d+) ms", out)]
    assert len(figures) >= 8 and all(value > 0 for value in figures), out
    assert len(re.findall(r"errors\s+0\s+0\s+PASS", out)) == 2, out  # the fan-out's and the load's
    assert re.search(r"matches not ended in \d+ s\s+0\s+0\s+PASS", out), out
    assert "stopped at action" not in out


def test_the_sans_io_cpu_benchmark_prints_its_figures(tmp_path: Path) -> None:
    env = dict(os.environ, THREE_PALACES_HOME=str(tmp_path / "home"))
    script = SCRIPT.with_name("lan_cpu.py")
    arguments = ["--games", "maharaja", "--runs", "1", "--acts", "10"]
    run = subprocess.run(
        [sys.executable, str(script), *arguments], capture_output=True, text=True, env=env, timeout=180
    )
    assert run.returncode == 0, f"{run.stdout}\n{run.stderr[-2000:]}"
    assert re.search(r"maharaja: 10 acts; host \d+\.\d+ ms, 4 clients \d+\.\d+ ms", run.stdout), run.stdout
    for part in ("engine: view", "host: legal actions' wire form", "host: patch (diff)", "host: journal"):
        assert part in run.stdout, run.stdout
