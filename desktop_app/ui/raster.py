"""Qt's raster engine paints on the calling thread (``QT_NO_GUI_THREADPOOL``).

Qt 6 hands every fill or blit of 96 or more scan lines to a pool of helper threads in segments
of 64 and waits for them: the board, the log, even a scroll bar's groove. Our shapes are small,
so the hand-off (waking threads, semaphores) costs far more than the fill it splits: a repaint
of the Forbidden City board took 3.2 ms of CPU with the pool and 1.0 without, the log's scroll
bar 1.5 and 0.1 ms (issue 18). Qt reads the variable once, when something first paints, so it
is set when the UI package is imported; a value the person set is kept.
"""

from __future__ import annotations

import os

VARIABLE = "QT_NO_GUI_THREADPOOL"


def paint_on_caller() -> None:
    """Keep Qt's fills on the painting thread, unless the environment already decided."""
    os.environ.setdefault(VARIABLE, "1")
