"""Tests that start threads of their own hold the cyclic garbage collector while those run.

CPython runs a collection in whichever thread allocates past the collector's threshold. An engine
test that builds thousands of actions on four threads (``test_F_9_1_the_prebuilt_moves_…``) ran
about 45 collections on them, some of generation 1 and 2: in a pytest-xdist worker that had run
UI tests before, such a collection frees, on that thread, what those tests left in reference
cycles — Qt widgets, scenes, thread pools — which Qt lets only the main thread delete
(docs/testing.md, "A worker that crashes"). That very test was running when a worker's memory ran
away to 23.6 GB (ci10). The application's own threads hold the collector
(``desktop_app.threads.collection_held``); so do the tests' threads, through ``threads_alone``,
which also checks that no collection ran off the main thread meanwhile.
"""

from __future__ import annotations

import gc
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager

from desktop_app.threads import collection_held
from tests.memory_watchdog import UNKNOWN_THREAD


def threads_now() -> set[int]:
    """The process's threads by native id, those threading does not know too (Linux's task list)."""
    return {int(task) for task in os.listdir("/proc/self/task")}


@contextmanager
def collections_off_the_main_thread(besides: set[int] = frozenset()) -> Iterator[list[str]]:
    """The names of the threads other than the main one on which a collection started meanwhile,
    leaving out those whose native id is in ``besides`` (threads that were there before)."""
    main = threading.main_thread().ident
    seen: list[str] = []

    def record(phase: str, info: dict[str, int]) -> None:
        if phase == "start" and threading.get_ident() != main and threading.get_native_id() not in besides:
            thread = threading._active.get(threading.get_ident())  # no dummy made for Qt's threads
            name = thread.name if thread is not None else UNKNOWN_THREAD
            seen.append(f"{name}, generation {info['generation']}")

    gc.callbacks.append(record)
    try:
        yield seen
    finally:
        gc.callbacks.remove(record)


@contextmanager
def threads_alone() -> Iterator[None]:
    """Run the threads a test starts (and joins) inside this block with no automatic collection
    anywhere, and fail if one ran off the main thread all the same."""
    with collections_off_the_main_thread() as seen, collection_held():
        yield
    assert not seen, f"the cyclic collector ran off the main thread: {seen}"
