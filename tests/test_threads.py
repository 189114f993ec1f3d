"""The thread that serves people gets the interpreter's lock back quickly while others compute."""

from __future__ import annotations

import sys

import pytest

from desktop_app.engine.session import SeatInfo, Session
from desktop_app.threads import SWITCH, hand_over_quickly


@pytest.fixture(autouse=True)
def interval():
    """The setting is process-wide: put the suite's back after each test."""
    kept = sys.getswitchinterval()
    yield
    sys.setswitchinterval(kept)


def test_the_interval_is_shortened_and_never_lengthened() -> None:
    sys.setswitchinterval(0.005)
    hand_over_quickly()
    assert sys.getswitchinterval() == pytest.approx(SWITCH)
    sys.setswitchinterval(SWITCH / 5)
    hand_over_quickly()
    assert sys.getswitchinterval() == pytest.approx(SWITCH / 5)  # a process that chose a shorter one


def test_a_window_with_computer_players_hands_over_quickly_and_one_without_leaves_it(qtbot) -> None:
    from desktop_app.ui.bots import BotRunner

    sys.setswitchinterval(0.005)
    people = BotRunner(Session.new("maharaja", [SeatInfo("A"), SeatInfo("B")], seed=1))
    people.close()
    assert sys.getswitchinterval() == pytest.approx(0.005)
    bots = BotRunner(Session.new("maharaja", [SeatInfo("A"), SeatInfo("B", "random")], seed=1))
    bots.close()
    assert sys.getswitchinterval() == pytest.approx(SWITCH)
