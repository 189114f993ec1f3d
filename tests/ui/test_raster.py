"""The UI keeps Qt's raster fills on the painting thread (``raster``), unless told otherwise."""

from __future__ import annotations

import os
import subprocess
import sys

import desktop_app.ui  # noqa: F401 - importing the package is what sets the variable
from desktop_app.ui import raster


def test_with_nothing_set_fills_stay_on_the_painting_thread(monkeypatch):
    monkeypatch.delenv(raster.VARIABLE, raising=False)  # whatever the machine running the suite set
    raster.paint_on_caller()
    assert os.environ[raster.VARIABLE] == "1"


def test_a_value_set_in_the_environment_is_kept(monkeypatch):
    monkeypatch.setenv(raster.VARIABLE, "0")
    raster.paint_on_caller()
    assert os.environ[raster.VARIABLE] == "0"


def test_a_fresh_process_has_it_before_its_first_paint():
    """Qt reads the variable once, at the first paint: a process that imports the UI and
    creates its application afterwards (as ``./play`` and the benchmarks do) has it set."""
    code = (
        "import os; os.environ.pop('QT_NO_GUI_THREADPOOL', None)\n"
        "import desktop_app.ui\n"
        "print(os.environ.get('QT_NO_GUI_THREADPOOL'))\n"
    )
    env = {key: value for key, value in os.environ.items() if key != raster.VARIABLE}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "1"
