"""A test's own threads run no cyclic collection inside ``threads_alone``; outside it, a thread that
allocates as the F-9.1 test's builders did sets one off on itself (tests/collector_held.py)."""

from __future__ import annotations

import gc
import threading

import pytest

from desktop_app.threads import resume_collection
from tests.collector_held import collections_off_the_main_thread, threads_alone


def build_on_a_thread() -> None:
    """What ``test_F_9_1_the_prebuilt_moves_…``'s first thread did: thousands of small tuples."""
    kept: list[object] = []
    thread = threading.Thread(target=lambda: kept.extend((n, (n, n)) for n in range(20_000)))
    thread.start()
    thread.join()


@pytest.fixture
def collecting():
    """The collector on, and nothing left for it: the first test collects off the main thread on
    purpose, which must find no Qt object of an earlier UI test in this worker to free there."""
    resume_collection()
    assert gc.isenabled()
    gc.collect()


@pytest.mark.usefixtures("collecting")
def test_a_thread_that_builds_sets_off_collections_on_itself():
    with collections_off_the_main_thread() as seen:
        build_on_a_thread()
    assert seen and seen[0].startswith("Thread-")


@pytest.mark.usefixtures("collecting")
def test_threads_alone_runs_none_off_the_main_thread_and_switches_the_collector_back_on():
    with collections_off_the_main_thread() as seen:
        with threads_alone():
            build_on_a_thread()
            assert not gc.isenabled()
        assert gc.isenabled()
    assert seen == []
