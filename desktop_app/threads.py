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

Such a thread also holds the cyclic garbage collector while it computes (``collection_held``).
CPython 3.11 collects in whichever thread allocates past the collector's threshold, and a thread
that thinks allocates a lot: in a UI test session (7 December 2026) every tenth collection ran on
a bot's or a hint's pool thread and freed, there, what the window's thread had left in reference
cycles, Qt objects among them — scenes, timers, thread pools, widgets of closed screens — which Qt
allows to be deleted only in their own thread. While any thread holds the collector no automatic
collection runs anywhere; the window's thread still collects when it chooses
(``ui.idle_collector``), and switches automatic collection back on once the last thread let go
(``resume_collection``, where it takes the thread's answer).
"""

from __future__ import annotations

import gc
import sys
import threading

__all__ = [
    "SWITCH",
    "collection_held",
    "collection_is_held",
    "hand_over_quickly",
    "hold_collection",
    "let_collection_go",
    "resume_collection",
]

#: The interpreter's switch interval while threads compute beside one that serves people, seconds.
SWITCH = 0.0005


def hand_over_quickly() -> None:
    """Have a waiting thread get the interpreter's lock within ``SWITCH`` seconds."""
    if sys.getswitchinterval() > SWITCH:
        sys.setswitchinterval(SWITCH)


_holding = threading.Lock()
_holders = 0
#: Whether automatic collection was on when the first thread took hold of it, and whether the
#: main thread is to switch it back on (the last holder was another thread).
_was_enabled = False
_resume_due = False


def hold_collection() -> None:
    """Hold the collector from now on (``collection_held``'s start, as a call): the first thing a
    thread that thinks does. It makes no object the collector tracks — no context manager, no
    bound method, not even the lock's ``with`` — so the thread's very first step cannot be the
    allocation that sets off a collection there (at one object a collection, a ``with
    collection_held()`` at the top of a bot's runnable did so on its thread, ``test_threads.py``)."""
    global _holders, _was_enabled, _resume_due
    _holding.acquire()
    try:
        if _holders == 0:
            _was_enabled = gc.isenabled() or _resume_due
            _resume_due = False
            gc.disable()
        _holders += 1
    finally:
        _holding.release()


def let_collection_go() -> None:
    """Let go of the collector (``collection_held``'s end, as a call): a thread's last step, after
    it has sent its answer, so that making the answer's arguments cannot collect there either.
    On the main thread the collector is switched back on at once; on another it stays off until
    the main thread takes the answer (``resume_collection``)."""
    global _holders, _resume_due
    _holding.acquire()
    try:
        _holders -= 1
        if _holders == 0 and _was_enabled:
            if threading.get_ident() == threading.main_thread().ident:
                gc.enable()
            else:
                _resume_due = True
    finally:
        _holding.release()


class collection_held:
    """No automatic garbage collection in the process while this runs (in any thread); what was
    the collector's state before the first holder is its state after the last.

    The last holder lets go on the main thread at once; on another thread it leaves the collector
    off for the main thread to switch on (``resume_collection``): the allocations made while it
    was held count towards the next collection, which would otherwise run at that thread's very
    next allocation, on that thread. A thread's runnable calls ``hold_collection`` and
    ``let_collection_go`` instead: the ``with`` statement itself makes objects before it holds.
    """

    def __enter__(self) -> None:
        hold_collection()

    def __exit__(self, *_exc: object) -> None:
        let_collection_go()


def resume_collection() -> None:
    """On the main thread (the window's, a host's), after a thread that held the collector is
    done: switch automatic collection back on if it was on before and nobody holds it now."""
    global _resume_due
    if threading.current_thread() is not threading.main_thread():
        return
    with _holding:
        if _resume_due and _holders == 0:
            _resume_due = False
            gc.enable()


def collection_is_held() -> bool:
    """Whether a thread holds the collector now, or the main thread has yet to switch it on."""
    return _holders > 0 or _resume_due
