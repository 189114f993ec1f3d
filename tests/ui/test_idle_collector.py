"""The window's garbage collection: passes only when the loop is quiet, and closed screens go."""

from __future__ import annotations

import gc
import weakref

import pytest

from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui import idle_collector
from desktop_app.ui.games import board_class
from desktop_app.ui.idle_collector import (
    FULL_QUIET_TICKS,
    QUIET_TICKS,
    REST_MS,
    TICK_MS,
    WORK_DUE,
    IdleCollector,
)
from desktop_app.ui.match_view import MatchView


class Clocked(IdleCollector):
    """The policy on a CPU clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 0.0
        super().__init__(cpu=lambda: self.now)


@pytest.fixture
def collector(qapp):
    """A started policy on a fake CPU clock; the suite's thresholds and an unfrozen heap after."""
    kept = gc.get_threshold()
    policy = Clocked()
    policy.start()
    yield policy
    policy.stop()
    gc.unfreeze()
    assert gc.get_threshold() == kept


def busy_tick(policy: Clocked, seconds: float) -> None:
    """One tick of the timer after ``seconds`` of CPU time."""
    policy.now += seconds
    policy.tick()


def test_a_pass_waits_for_work_done_and_then_for_a_quiet_loop(collector):
    assert gc.get_freeze_count() > 0  # started: what exists is frozen
    assert gc.get_threshold()[0] >= idle_collector.YOUNG
    for _ in range(QUIET_TICKS + 2):
        busy_tick(collector, 0)  # quiet, but nothing was done: nothing to collect
    assert collector.passes == 0
    assert collector.interval == REST_MS  # nothing due: it looks seldom
    busy_tick(collector, 0.02)  # work that made a pass due, seen by a long look: not yet quiet
    busy_tick(collector, 0.04)
    assert collector.interval == TICK_MS and collector.passes == 0
    for _ in range(3):
        busy_tick(collector, TICK_MS / 1000)  # a busy loop (a drag, a computer player thinking)
    assert collector.due and collector.passes == 0
    for _ in range(QUIET_TICKS - 1):
        busy_tick(collector, 0.001)
    assert collector.passes == 0  # quiet, not yet long enough
    busy_tick(collector, 0.001)
    assert collector.passes == 1 and not collector.due
    assert collector.full_passes == 0  # a young pass: only what is not frozen
    assert gc.get_freeze_count() > 0  # what is left is frozen again
    for _ in range(FULL_QUIET_TICKS - QUIET_TICKS - 1):
        busy_tick(collector, 0)
    assert collector.passes == 1
    busy_tick(collector, 0)
    assert collector.passes == 2 and collector.full_passes == 1  # still quiet: everything, once
    assert collector.interval == REST_MS  # everything collected: nothing due
    for _ in range(FULL_QUIET_TICKS):
        busy_tick(collector, 0)
    assert collector.passes == 2
    assert WORK_DUE < 3 * TICK_MS / 1000


@pytest.mark.parametrize("game_id", ["maharaja", "forbidden_city", "arkadia"])
def test_a_closed_match_window_is_collected_at_the_next_quiet_pass(qtbot, collector, game_id):
    seats = [SeatInfo("A", "human"), SeatInfo("B", "random")]
    session = Session.new(game_id, seats, seed=3)
    board = board_class(game_id)
    assert board is not None
    match = MatchView(session, board)
    match.show()
    qtbot.waitExposed(match)
    gone = weakref.ref(session)
    collector.collect()  # the open screen is frozen, as after any quiet moment
    match.close_match()
    match.close()
    match.deleteLater()
    qtbot.wait(10)
    del match, session, board
    gc.collect()  # an ordinary collection leaves the frozen objects alone
    assert gone() is not None, "nothing held the session in a cycle: the test proves nothing"
    busy_tick(collector, 0.2)  # closing was work
    for _ in range(QUIET_TICKS):
        busy_tick(collector, 0)
    assert collector.passes == 2 and gone() is not None  # a young pass leaves frozen cycles
    for _ in range(FULL_QUIET_TICKS - QUIET_TICKS):
        busy_tick(collector, 0)
    assert collector.full_passes == 1
    assert gone() is None


def test_stop_gives_generation_zero_its_threshold_back(qapp):
    kept = gc.get_threshold()
    policy = IdleCollector()
    try:
        policy.start()
        assert gc.get_threshold()[0] == max(kept[0], idle_collector.YOUNG)
        assert gc.get_threshold()[1:] == kept[1:]
    finally:
        policy.stop()
        gc.unfreeze()
    assert gc.get_threshold() == kept
    policy.stop()  # a second stop changes nothing
    assert gc.get_threshold() == kept
