"""Keyboard play and "why not" on the Maharaja board, through the real match screen (issue 19).

Keys go to the board view (``qtbot.keyClick``), the pointer to the viewport over a city; what is
checked is what a person sees: the focus ring, the accessible description, the line under the
prompt with the engine's reason and rule id, and the move the session records.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop_app.engine.action import Action
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui.games import board_class
from desktop_app.ui.games.maharaja import pointing
from desktop_app.ui.match_view import MatchView
from tests.ui.keyboard_match import focus_board, shown_match
from tests.ui.pointer import hover

SEATS = [SeatInfo("Asha", "human", "#D55E00"), SeatInfo("Bo", "human", "#0072B2")]


def to_turn(session: Session) -> None:
    """Bids, start houses and a disc of two take-golds, up to the first turn (phase C)."""
    for _ in range(200):
        if session.view(None)["phase"] == "turn":
            return
        seat = min(s for s in session.to_move() if s >= 0)
        if session.view(None)["phase"] == "planning":
            session.act(seat, Action.make("choose_actions", a="take_gold", b="take_gold"))
        else:
            session.act(seat, session.legal_actions(seat)[0])
    raise AssertionError("never reached a turn")


@pytest.fixture
def match(qtbot):
    session = Session.new("maharaja", SEATS, seed=7)
    to_turn(session)
    view = shown_match(qtbot, session, "maharaja")
    view.board.finish_animations()
    return view


def test_m5_tab_and_enter_travel_to_the_focused_city(qtbot, match):
    session, board = match.session, match.board
    seat = match.viewer
    travels = [a for a in session.legal_actions(seat) if a.type == "travel"]
    assert travels, "the first turn offers a trip"
    focus_board(qtbot, match)
    first = board.keyboard.current
    assert first is not None and first.key[0] == "city"
    assert board.keyboard.ring.isVisible()
    assert first.name.startswith("Travel to ") and first.name in match.board_view.accessibleDescription()
    assert board.prompt() in match.board_view.accessibleDescription()
    before = len(session.record)
    qtbot.keyClick(match.board_view, Qt.Key.Key_Return)
    assert len(session.record) > before
    moved = session.record[before].action
    assert moved.type == "travel" and moved in travels
    assert session.view(seat)["architects"][seat] == first.key[1]


def test_tab_walks_every_lit_city_then_leaves_for_the_side_panel(qtbot, match):
    board = match.board
    focus_board(qtbot, match)
    lit = [key for key, area in board.map.targets.items() if area.active and key[0] == "city"]
    seen = [board.keyboard.current.key]
    for _ in range(len(lit) - 1):
        qtbot.keyClick(match.board_view, Qt.Key.Key_Tab)
        seen.append(board.keyboard.current.key)
    assert sorted(seen) == sorted(lit)
    qtbot.keyClick(match.board_view, Qt.Key.Key_Tab)
    assert not match.board_view.hasFocus() and not board.keyboard.ring.isVisible()


def test_arrows_move_the_focus_and_escape_keeps_the_turn(qtbot, match):
    board = match.board
    focus_board(qtbot, match)
    start = board.keyboard.current.key
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up):
        qtbot.keyClick(match.board_view, key)
        assert board.keyboard.current is not None
    qtbot.keyClick(match.board_view, Qt.Key.Key_Escape)
    assert board.selection.mode == "travel" and board.keyboard.current is not None
    assert start in [t.key for t in board.keyboard.targets]


# Runs apart: in full parallel runs its hover was not delivered now and then after other files'
# tests on the same worker (never alone or with its own file); the cause is not found yet.
@pytest.mark.serial
def test_m5_3_hover_and_click_on_a_blocked_city_say_why_with_the_rule(qtbot, match):
    board = match.board
    dark = [key for key, area in board.map.targets.items() if key[0] == "city" and not area.active]
    here = board._architect()
    dark = [key for key in dark if key[1] != here]
    assert dark, "the empty map leaves cities out of reach"
    key = dark[0]
    area = board.map.targets[key]

    def point() -> QPoint:  # where the city is now (the view may still be fitting itself)
        return match.board_view.mapFromScene(area.scenePos())

    hover(qtbot, match.board_view, point, lambda: "(M-5." in board.bubble_text)  # the map's bubble
    assert board.city_names[key[1]] in board.bubble_text
    before = len(match.session.record)
    QTest.mouseClick(match.board_view.viewport(), Qt.MouseButton.LeftButton, pos=point())
    assert len(match.session.record) == before
    assert "(M-5." in match.notice_line.text()


def test_m5_1_a_dark_road_says_it_does_not_start_here(qtbot, match):
    board = match.board
    here = board._architect()
    far = next(k for k, r in board.geometry.roads.items() if here not in r.ends)
    text = board.refusal_text(board.why_not(board.view, board.seat, Action.make("travel", road=far)))
    assert text.endswith("(M-5.1)") and far in text


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Space])
def test_the_hand_over_button_takes_the_screen_with_enter_or_space(qtbot, key):
    from tests.ui.helpers import dice_session

    view = MatchView(dice_session(), board_class("secret_dice"), bot_delay=0)
    qtbot.addWidget(view)
    view.resize(1280, 720)
    view.show()
    qtbot.waitExposed(view)
    assert view.locked and view.overlay.isVisible()
    view.activateWindow()
    qtbot.waitUntil(view.overlay.button.hasFocus)
    qtbot.keyClick(view.overlay.button, key)
    assert not view.locked and not view.overlay.isVisible()


def test_tab_reaches_the_side_panel_and_enter_presses_its_button(qtbot, match):
    board, session = match.board, match.session
    focus_board(qtbot, match)
    for _ in range(len(board.keyboard.targets)):
        qtbot.keyClick(match.board_view, Qt.Key.Key_Tab)
    side = match.focusWidget()
    assert side is not match.board_view
    for _ in range(30):  # on past the player cards into the side panel, to its "Take gold"
        if side.objectName() == "take_gold":
            break
        qtbot.keyClick(side, Qt.Key.Key_Tab)
        side = match.focusWidget()
    assert side.objectName() == "take_gold" and board.side_widget().isAncestorOf(side)
    before = len(session.record)
    qtbot.keyClick(side, Qt.Key.Key_Return)
    assert session.record[before].action.type == "take_gold"


def test_m4_4_a_two_step_move_with_keys_and_why_not_a_strangers_house(qtbot):
    session = Session.new("maharaja", SEATS, seed=7)
    for _ in range(200):  # up to the first turn, every disc moving a house
        if session.view(None)["phase"] == "turn":
            break
        seat = min(s for s in session.to_move() if s >= 0)
        if session.view(None)["phase"] == "planning":
            session.act(seat, Action.make("choose_actions", a="take_gold", b="move_house"))
        else:
            session.act(seat, session.legal_actions(seat)[0])
    match = MatchView(session, board_class("maharaja"), bot_delay=0)
    qtbot.addWidget(match)
    match.resize(1280, 720)
    match.show()
    qtbot.waitExposed(match)
    if match.locked:
        qtbot.keyClick(match.overlay.button, Qt.Key.Key_Space)
    board = match.board
    board.actions_widget.buttons["mode_move_house"].click()
    assert board.selection.mode == "move_house"
    mine = {a["from"] for a in session.legal_actions(match.viewer) if a.type == "move_house"}
    stranger = next(
        key
        for key, area in board.map.targets.items()
        if key[0] == "village" and not area.active and key[1] not in mine
    )
    why = pointing.why_text(board, stranger)
    assert why.startswith("You have no house at the village") and why.endswith("(M-4.4)")
    assert not re.search(r"\bv\d\d\b", why)  # the map's words, never a village id
    focus_board(qtbot, match)
    picked = board.keyboard.current
    assert picked is not None and picked.key[1] in mine
    qtbot.keyClick(match.board_view, Qt.Key.Key_Space)  # the house to move
    assert board.selection.picked == (picked.key[1],)
    to = board.keyboard.current  # the focus went on to the first place it may go
    assert to is not None and to.key != picked.key
    before = len(session.record)
    qtbot.keyClick(match.board_view, Qt.Key.Key_Return)
    moved = session.record[before].action
    assert moved.type == "move_house" and (moved["from"], moved["to"]) == (picked.key[1], to.key[1])


def test_a_click_gives_the_board_the_focus_without_a_ring_the_first_key_shows_it(qtbot, match):
    board, session = match.board, match.session
    match.activateWindow()
    board.actions_widget.buttons["take_gold"].setFocus()  # the focus is elsewhere, then a click
    qtbot.waitUntil(lambda: not match.board_view.hasFocus())
    corner = match.board_view.mapFromScene(20, 20)  # the map's frame: nothing to choose there
    qtbot.mouseClick(match.board_view.viewport(), Qt.MouseButton.LeftButton, pos=corner)
    qtbot.waitUntil(match.board_view.hasFocus)
    assert not board.keyboard.ring.isVisible()
    before = len(session.record)
    qtbot.keyClick(match.board_view, Qt.Key.Key_Space)  # shows the ring, chooses nothing yet
    assert board.keyboard.ring.isVisible() and len(session.record) == before
    qtbot.keyClick(match.board_view, Qt.Key.Key_Space)
    assert len(session.record) > before


def test_the_hover_bubble_is_drawn_over_the_focus_ring_of_the_city_it_speaks_of(qtbot, match):
    """Keyboard focus and the mouse on the same city: the bubble's words are not under the ring."""
    board = match.board
    focus_board(qtbot, match)
    current = board.keyboard.current
    assert current is not None and board.keyboard.ring.isVisible()
    point = match.board_view.mapFromScene(board.map.targets[current.key].scenePos())
    hover(qtbot, match.board_view, point, lambda: board.bubble_text.startswith("Travel to "))
    assert board._bubble.zValue() > board.keyboard.ring.zValue()
    ring = board.keyboard.ring.sceneBoundingRect()
    assert board._bubble.sceneBoundingRect().intersects(ring)  # the case that hid the text


def test_a_refresh_of_the_same_turn_keeps_the_targets_read_for_it(qtbot, match, monkeypatch):
    """The keyboard's targets are read once per position and choice: a refresh of the same turn
    keeps them (they equal a fresh reading), a move reads them again."""
    board = match.board
    focus_board(qtbot, match)
    match.refresh()  # read when the focus came, for a look the board had not named yet
    reads = []
    read = pointing.focus_targets
    monkeypatch.setattr(pointing, "focus_targets", lambda b: reads.append(1) or read(b))
    match.refresh()
    assert reads == []
    assert board.keyboard.targets == read(board)  # what a fresh reading finds
    qtbot.keyClick(match.board_view, Qt.Key.Key_Return)  # travels: a new position
    assert reads and board.keyboard.targets == read(board)


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Space])
def test_the_first_hand_over_of_a_match_opened_in_the_window_answers_enter_or_space(qtbot, window, key):
    """The window gave the board the keyboard after the cover took it: the first cover of every
    match started or opened in the window answered no key (a new player was stuck there)."""
    from tests.ui.helpers import dice_session

    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    window.show_session(dice_session())
    match = window.match
    assert match.locked and match.overlay.isVisible()
    qtbot.waitUntil(match.overlay.button.hasFocus)
    qtbot.keyClick(QApplication.focusWidget(), key)
    assert not match.locked and not match.overlay.isVisible()
