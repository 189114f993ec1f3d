"""The host process's garbage collection policy: old objects frozen while busy, thawed when quiet."""

from __future__ import annotations

import gc
import sys

import pytest

from desktop_app.net.heap import YOUNG, OldObjects
from desktop_app.net.transport import HostTransport
from desktop_app.threads import SWITCH
from tests.net.test_transport import WAIT_MS, Client, FakeCore


@pytest.fixture(autouse=True)
def thresholds():
    """The policy sets a process-wide threshold and switch interval: put the suite's back."""
    kept, interval = gc.get_threshold(), sys.getswitchinterval()
    yield
    gc.set_threshold(*kept)
    sys.setswitchinterval(interval)


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_old_objects_are_frozen_after_enough_frames_and_collected_once_the_host_is_quiet():
    assert gc.get_freeze_count() == 0
    clock = Clock()
    policy = OldObjects(every=3, quiet=5.0, clock=clock)
    try:
        policy.handled(2)
        policy.tick()
        assert not policy.frozen and gc.get_freeze_count() == 0
        policy.handled(1)
        assert policy.frozen and gc.get_freeze_count() > 0
        clock.now += 4.9
        policy.tick()
        assert policy.frozen and gc.get_freeze_count() > 0  # frames came less than 5 s ago
        clock.now += 0.1
        policy.tick()
        assert not policy.frozen and gc.get_freeze_count() == 0
        policy.handled(0)
        assert not policy.frozen  # no frame, no count
    finally:
        gc.unfreeze()


class Recorder(OldObjects):
    def __init__(self) -> None:
        super().__init__(every=10**9)
        self.frames = self.ticks = 0

    def handled(self, frames: int) -> None:
        self.frames += frames

    def tick(self) -> None:
        self.ticks += 1


def test_a_transport_given_the_policy_tells_it_of_every_frame_and_tick(qtbot, qapp, tmp_path) -> None:
    policy = Recorder()
    host = HostTransport(FakeCore(), tmp_path / "identity", tick_interval=0.05, heap=policy)
    try:
        client = Client(qtbot, host)
        client.start()
        for n in range(5):
            client.connection.send({"type": "say", "n": n})
        client.wait_for(6)
        qtbot.waitUntil(lambda: policy.ticks >= 2, timeout=WAIT_MS)
        assert policy.frames == 5
    finally:
        host.close()


def test_adopting_the_policy_collects_the_young_generation_less_often_and_never_more_often() -> None:
    gc.set_threshold(700, 10, 10)
    OldObjects().adopt()
    assert gc.get_threshold() == (YOUNG, 10, 10)  # the older generations keep theirs
    gc.set_threshold(YOUNG * 2, 5, 5)
    OldObjects().adopt()
    assert gc.get_threshold() == (YOUNG * 2, 5, 5)  # a process that chose a higher one keeps it


def test_adopting_the_policy_hands_the_interpreter_lock_over_sooner_and_never_later() -> None:
    sys.setswitchinterval(0.005)
    OldObjects().adopt()
    assert sys.getswitchinterval() == pytest.approx(SWITCH)
    sys.setswitchinterval(SWITCH / 5)
    OldObjects().adopt()
    assert sys.getswitchinterval() == pytest.approx(SWITCH / 5)  # a process that chose a shorter one keeps it


def test_a_transport_serving_with_the_policy_adopts_it(qtbot, qapp, tmp_path) -> None:
    gc.set_threshold(700, 10, 10)
    plain = HostTransport(FakeCore(), tmp_path / "identity")
    plain.close()
    assert gc.get_threshold()[0] == 700  # a screen's host (no policy) leaves the app's collector alone
    host = HostTransport(FakeCore(), tmp_path / "identity", heap=Recorder())
    host.close()
    assert gc.get_threshold()[0] == YOUNG
