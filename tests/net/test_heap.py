"""The host process's garbage collection policy: old objects frozen while busy, thawed when quiet."""

from __future__ import annotations

import gc

from desktop_app.net.heap import OldObjects
from desktop_app.net.transport import HostTransport
from tests.net.test_transport import WAIT_MS, Client, FakeCore


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
