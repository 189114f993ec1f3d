"""Issue 33, item 3, through the window: the Match menu hands seats to the computer and back,
pauses the computer players (Ctrl+P too), and View > Computer speed > Instant plays an
all-computer match through; the saved file says who played each step."""

from __future__ import annotations

import json
import time
from itertools import pairwise

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QMenu

from desktop_app.engine.session import SeatInfo, Session
from desktop_app.persistence import matchfile
from tests.ui.helpers import hand_over
from tests.ui.seat_menus import click_entry

PEOPLE = [SeatInfo("Anna", "human", "#D55E00"), SeatInfo("Ben", "human", "#0072B2")]


def open_match_menu(qtbot, window) -> QMenu:
    """The window's Match menu, opened from the menu bar as a click on its title does."""
    menu = window.match_menu
    bar = window.menuBar()
    assert menu.menuAction() in bar.actions()
    menu.popup(bar.mapToGlobal(bar.actionGeometry(menu.menuAction()).bottomLeft()) + QPoint(0, 1))
    qtbot.waitUntil(menu.isVisible, timeout=2000)
    return menu


def choose(qtbot, window, *path: str) -> None:
    menu: QMenu | None = open_match_menu(qtbot, window)
    for text in path:
        assert menu is not None
        menu = click_entry(qtbot, menu, text)


def test_the_match_menu_lets_the_computer_play_a_seat_and_gives_it_back_at_its_turn(qtbot, window, tmp_path):
    window.set_bot_delay(0.4)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.show_session(Session.new("maharaja", PEOPLE, seed=21))
    match = window.match
    session = match.session
    assert not window.match_menu.pause_action.isEnabled()  # two people: no computer to hold
    choose(qtbot, window, "Let the computer play Ben", "Strong")
    assert session.seats[1].kind == "hard" and not match.table.shared
    # Ctrl+P holds the computer players; the menu shows it checked
    qtbot.keyClick(window.focusWidget() or window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert match.table.computers_paused and window.match_menu.pause_action.isChecked()
    for _ in range(100):
        if 1 in match.live_movers():
            break
        hand_over(match)
        match.board.action_chosen.emit(session.legal_actions(match.viewer)[0])
    assert 1 in match.live_movers() and "Paused" in match.prompt_text()
    choose(qtbot, window, "Take back Ben's seat")
    assert session.seats[1].kind == "human"
    # Anna had the screen to herself: Ben's view waits behind the cover
    assert match.locked and match.overlay.title.text() == "Pass the screen to Ben"
    path = tmp_path / "ben.tpmatch"
    matchfile.save(session, path)
    assert [c["by"] for c in json.loads(path.read_text(encoding="utf-8"))["control"]] == ["hard", "human"]


def test_an_all_computer_match_plays_through_at_instant_speed_and_pauses(qtbot, window, tmp_path):
    window.set_bot_delay(0.4)
    window.show_session(Session.new("arkadia", PEOPLE, seed=4))
    match = window.match
    session = match.session
    choose(qtbot, window, "Let the computer play Anna", "Beginner")
    choose(qtbot, window, "Let the computer play Ben", "Beginner")
    window.speed_actions[0.0].trigger()  # View > Computer speed > Instant
    assert match.bots.delay == 0
    qtbot.waitUntil(lambda: len(session.record) > 40, timeout=30000)
    choose(qtbot, window, "Pause the computer players")
    stopped = len(session.record)
    qtbot.wait(300)
    assert len(session.record) == stopped and match.table.computers_paused
    choose(qtbot, window, "Pause the computer players")
    qtbot.waitUntil(lambda: session.is_over, timeout=120000)
    path = tmp_path / "watched.tpmatch"
    matchfile.save(session, path)
    loaded = matchfile.load(path)
    assert {loaded.played_by(i) for i, e in enumerate(loaded.record) if not e.chance} == {"random"}
    assert [(c.seat, c.by) for c in loaded.control] == [(0, "random"), (1, "random")]


@pytest.mark.serial  # it times the event loop's gaps: beside other tests' CPU they measure the load
@pytest.mark.parametrize("level", ["Strong", "Expert"])
def test_the_window_answers_while_the_strong_computer_thinks_for_a_seat(qtbot, window, level):
    """The strong level thinks for a second and more a move, the expert up to three, on their own
    thread: the window's event loop keeps turning meanwhile (a timer every 20 ms is never held up
    for long)."""
    window.set_bot_delay(0.0)
    window.show_session(Session.new("maharaja", PEOPLE, seed=6))
    match = window.match
    session = match.session
    choose(qtbot, window, "Let the computer play Anna", "Beginner")
    choose(qtbot, window, "Let the computer play Ben", level)
    ticks: list[float] = []
    thinks: list[float] = []
    started: list[float] = []
    bots = match.bots

    def thinking() -> None:
        if bots.thinking_seat == 1:
            started[:] = [time.perf_counter()]
        elif started:
            thinks.append(time.perf_counter() - started.pop())

    bots.thinking_changed.connect(thinking)
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start(20)
    # until the strong computer has thought for a while (a move with real choices) for Ben
    qtbot.waitUntil(lambda: any(t > 0.5 for t in thinks) or session.is_over, timeout=60000)
    timer.stop()
    bots.thinking_changed.disconnect(thinking)
    gaps = [b - a for a, b in pairwise(ticks)]
    assert any(t > 0.5 for t in thinks) and max(gaps) < 0.5, (max(thinks), max(gaps))


def test_after_a_change_of_language_the_match_menu_is_one_and_ctrl_p_still_pauses(qtbot, window):
    from desktop_app import i18n

    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.show_session(Session.new("maharaja", PEOPLE, seed=21))
    i18n.set_language("de")
    try:
        qtbot.waitUntil(lambda: window.match_menu.title() == "&Partie", timeout=5000)
        menus = [a.text() for a in window.menuBar().actions()]
        assert menus.count("&Partie") == 1 and "&Match" not in menus
        choose(qtbot, window, "Den Computer für Ben spielen lassen", "Stark")
        qtbot.keyClick(window.focusWidget() or window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
        assert window.match.table.computers_paused
    finally:
        i18n.set_language("en")
