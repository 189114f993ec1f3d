"""A Maharaja board left in a reference cycle is freed by Python's cyclic collector without a crash.

The disc picker added its filled slot row and action grid to a layout already on the picker, and
PySide then wrapped every item of those layouts in Python and made the outer layout hold the
wrappers. The collector, clearing such a wrapper before the layout holding it, handed the item to
Python, which deleted it; the picker's own destruction then deleted it again from its grid: a
segfault inside ``~QGridLayout`` (``desktop_app/ui/widget_tools.py`` says how layouts are built
instead). In the test workers a board some test left in a cycle was freed by a later test's
collection, and the crash took the worker with it. A crash is the point, so the board is made and
collected in a process of its own: it must end normally, with every board gone.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4]

#: Three boards, each dropped in a cycle of its own and collected; it prints how many went.
SCRIPT = """
import gc
import weakref

from PySide6.QtWidgets import QApplication

app = QApplication([])
import desktop_app.ui  # noqa: F401
from desktop_app.engine.registry import get_game
from desktop_app.ui.games.maharaja import BOARD


class Holder:
    pass


gone = []
for _ in range(3):
    holder = Holder()
    holder.me = holder
    holder.board = BOARD(get_game("maharaja"), ["Asha", "Bo", "Chen"], ["#D55E00", "#0072B2", "#009E73"])
    gone.append(weakref.ref(holder.board))
    del holder
    gc.collect()
print("gone", sum(ref() is None for ref in gone), flush=True)
"""


def test_board_in_a_cycle_is_collected_without_a_crash():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-X", "faulthandler", "-c", SCRIPT],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode == 0, f"exit {done.returncode}\n{done.stderr[-2000:]}"
    assert done.stdout.split()[-2:] == ["gone", "3"], done.stdout
