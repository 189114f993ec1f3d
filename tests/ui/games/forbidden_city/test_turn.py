"""A whole turn by clicks on a real Session (issue 7, point 3 and 4): select an official, see the
legal destinations light up, hover for the path (F-4.8), click to move, read the fate die (F-5)."""

from __future__ import annotations

import itertools

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop_app.engine.action import Action
from desktop_app.ui.games.forbidden_city.pieces import DestinationItem
from tests.ui.games.forbidden_city.conftest import (
    click_item,
    drive,
    hover_item,
    new_session,
    turn_dials,
)
from tests.ui.helpers import hand_over


def sync_mover(board, session, interactive: bool = True) -> int:
    seat = min(s for s in session.to_move() if s >= 0)
    board.sync(session.view(seat), seat, session.legal_actions(seat), interactive)
    return seat


def movable(board) -> set[tuple[str, str]]:
    return {official for official, item in board.officials.items() if item.movable}


def test_F_4_7_only_officials_with_legal_moves_are_clickable_and_destinations_are_the_legal_ones(
    qtbot, board, shown
):
    session = new_session(3)
    drive(session, lambda v: v["phase"] == "move")
    seat = sync_mover(board, session)
    legal = [a for a in session.legal_actions(seat) if a.type == "move"]
    assert movable(board) == {tuple(a["official"]) for a in legal}
    official = sorted(movable(board))[0]
    click_item(shown, board.officials[official])
    assert board.selected == official
    lit = {tuple(item.action["to"]) for item in board.destinations}
    assert lit == {tuple(a["to"]) for a in legal if tuple(a["official"]) == official}
    assert "click a lit square" in board.prompt()
    # clicking it again drops the selection; Escape too
    click_item(shown, board.officials[official])
    assert board.selected is None and not board.destinations
    click_item(shown, board.officials[official])
    board.cancel()
    assert board.selected is None


def test_F_4_8_hovering_a_destination_draws_the_engines_shortest_path(qtbot, board, shown):
    session = new_session(3)
    drive(session, lambda v: v["phase"] == "move")
    seat = sync_mover(board, session)
    view = session.view(seat)
    legal = [a for a in session.legal_actions(seat) if a.type == "move"]
    # the official with the longest path available
    official = max(movable(board), key=lambda o: sum(1 for a in legal if tuple(a["official"]) == o))
    click_item(shown, board.officials[official])
    target = max(board.destinations, key=lambda d: len(board.path_for(d.action)))
    hover_item(qtbot, shown, target, lambda: board.path_item.isVisible())
    origin = next(e["square"] for e in view["officials"] if tuple(e["official"]) == official)
    squares = board.path_item.squares
    assert squares[0] == tuple(origin) and squares[-1] == tuple(target.action["to"])
    for (ac, ar), (bc, br) in itertools.pairwise(squares):
        assert ac == bc or ar == br  # every slide is a straight run


def test_F_4_4_a_step_inside_the_start_area_is_clicked_like_any_move(qtbot, board, shown):
    session = new_session(2, seed=4)
    drive(session, lambda v: v["phase"] == "move")
    seat = sync_mover(board, session)
    view = session.view(seat)
    squares = {tuple(e["square"]) for e in view["officials"] if e["where"] == "board"}
    steps = [
        a
        for a in session.legal_actions(seat)
        if a.type == "move"
        and abs(a["to"][0] - _square(view, a)[0]) + abs(a["to"][1] - _square(view, a)[1]) == 1
        and all(5 <= v <= 9 for v in (*a["to"], *_square(view, a)))
    ]
    if not steps:  # the full start area allows no step yet: empty one square by a first move
        first = next(a for a in session.legal_actions(seat) if a.type == "move" and a["to"] not in squares)
        session.act(seat, first)
        drive(session, lambda v: v["phase"] == "move")
        seat = sync_mover(board, session)
        view = session.view(seat)
        steps = [
            a
            for a in session.legal_actions(seat)
            if a.type == "move"
            and abs(a["to"][0] - _square(view, a)[0]) + abs(a["to"][1] - _square(view, a)[1]) == 1
            and all(5 <= v <= 9 for v in (*a["to"], *_square(view, a)))
        ]
    step = steps[0]
    click_item(shown, board.officials[tuple(step["official"])])
    target = next(d for d in board.destinations if d.action == step)
    assert len(board.path_for(step)) == 2
    with qtbot.waitSignal(board.action_chosen) as signal:
        click_item(shown, target)
    assert signal.args == [step]


def _square(view, action):
    return next(e["square"] for e in view["officials"] if tuple(e["official"]) == tuple(action["official"]))


def test_F_3_a_whole_turn_by_clicks_through_the_window(qtbot, window):
    """Two people: both set boards with the dials, then Asha moves by clicks until her turn ends."""
    session = new_session(2, seed=2)
    window.show()
    qtbot.waitExposed(window)
    window.show_session(session)
    match = window.match
    board = match.board
    for _ in range(2):  # F-2.5: each person sets a board after the hand-over
        hand_over(match)
        seat = match.viewer
        picker = board.side_widget().picker
        assert picker.isVisible() and picker.official() is None
        bribe = list(session.legal_actions(seat))[7 * seat + 2]
        hat, robe = bribe["hat"], bribe["robe"]
        turn_dials(qtbot, picker, hat, robe)
        assert picker.preview.official == (hat, robe)
        qtbot.mouseClick(picker.confirm, Qt.MouseButton.LeftButton)
        assert session.state.boards[seat] >= 0
    hand_over(match)
    assert match.viewer == 0 and session.view(0)["phase"] == "move"
    assert "Move 1 of 4" in match.prompt.text()
    moves = 0
    while session.view(None)["active"] == 0 and session.view(None)["phase"] == "move":
        view = session.view(0)
        entrance = view["target_entrance"]
        candidates = [
            a for a in session.legal_actions(0) if a.type == "move" and list(a["to"]) != list(entrance)
        ]
        if moves == 2 or not candidates:
            qtbot.mouseClick(board.side_widget().buttons["end_turn"], Qt.MouseButton.LeftButton)
            break
        choice = candidates[0]
        click_item(match.board_view, board.officials[tuple(choice["official"])])
        target = next(d for d in board.destinations if d.action == choice)
        assert isinstance(target, DestinationItem)
        before = len(session.record)
        click_item(match.board_view, target)
        assert len(session.record) > before and session.record[before].action == choice
        moves += 1
        after = session.view(None)
        fate = after["last_fate"]
        assert fate["die"] == ("small", "medium", "large")[moves - 1]
        # the die shows the roll, and the prompt says what the face means
        assert board.panel.dice[fate["die"]].face == fate["face"]
        if after["active"] == 0 and after["phase"] == "move":
            assert f"The {fate['die']} die shows {fate['face']}" in board.prompt()
            assert board.prompt() in match.prompt.text()
        elif after["phase"] == "dragon":
            assert "Dragon" in board.prompt()
            break
    assert session.view(None)["active"] == 1 or session.view(None)["phase"] == "dragon"
    assert moves >= 1


def test_not_interactive_nothing_is_clickable(qtbot, board, shown):
    session = new_session(2)
    drive(session, lambda v: v["phase"] == "move")
    sync_mover(board, session, interactive=False)
    assert not movable(board)
    emitted = []
    board.action_chosen.connect(emitted.append)
    item = next(i for i in board.officials.values() if i.isVisible())
    click_item(shown, item)
    assert emitted == [] and board.selected is None


def test_end_turn_button_emits_end_turn(qtbot, board):
    session = new_session(2)
    drive(session, lambda v: v["phase"] == "move" and v["moves_made"] >= 1)
    sync_mover(board, session)
    panel = board.side_widget()
    panel.show()
    with qtbot.waitSignal(board.action_chosen) as signal:
        qtbot.mouseClick(panel.buttons["end_turn"], Qt.MouseButton.LeftButton)
    assert signal.args == [Action.make("end_turn")]


def test_escape_key_drops_the_selection(qtbot, board, shown):
    session = new_session(2)
    drive(session, lambda v: v["phase"] == "move")
    sync_mover(board, session)
    official = sorted(movable(board))[0]
    click_item(shown, board.officials[official])
    assert board.selected == official and board.destinations
    shown.setFocus()
    QTest.keyClick(shown.viewport(), Qt.Key.Key_Escape)
    assert board.selected is None and not board.destinations


def test_F_2_5_dials_turn_by_keys_and_only_officials_on_the_board_confirm(qtbot, board):
    session = new_session(2)
    drive(session, lambda v: v["phase"] == "bribe")
    board.sync(session.view(0), 0, session.legal_actions(0), True)
    picker = board.side_widget().picker
    board.side_widget().show()
    assert not picker.confirm.isEnabled()
    picker.hat_dial.setFocus()
    QTest.keyClick(picker.hat_dial, Qt.Key.Key_Right)
    QTest.keyClick(picker.robe_dial, Qt.Key.Key_Right)
    QTest.keyClick(picker.robe_dial, Qt.Key.Key_Right)
    assert picker.official() == ("red", "blue")
    allowed = {(a["hat"], a["robe"]) for a in session.legal_actions(0)}
    assert picker.confirm.isEnabled() == (("red", "blue") in allowed)
    picker.set_allowed(allowed - {("red", "blue")})  # as if red/blue were banished
    assert not picker.confirm.isEnabled() and "banished" in picker.caption.text()
