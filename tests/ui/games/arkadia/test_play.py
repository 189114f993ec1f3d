"""Arkadia board against a real Session: cards, ghost turning/mirroring, workers (E-2, E-5, F-1, F-2).

Clicks go to real viewport coordinates of the scene squares and cards; every emitted action must
be one of the ``legal`` actions the board was given.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop_app.engine.action import Action
from desktop_app.ui.games.arkadia import palette
from desktop_app.ui.games.arkadia.shapes import card_key
from tests.ui.games.arkadia.conftest import mover, new_session, play_until, sync_mover, wire


def click_square(view, square, button=Qt.MouseButton.LeftButton) -> None:
    point = view.mapFromScene(palette.square_centre(*square))
    QTest.mouseMove(view.viewport(), point)
    QTest.mouseClick(view.viewport(), button, pos=point)


def click_item(view, item) -> None:
    centre = item.mapToScene(item.boundingRect().center())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(centre))


def hand_item(board, key):
    return next(item for item in board.table.hand if item.card and card_key(item.card) == key)


def session_with_card(building: str):
    """A fresh 3-player match whose first player holds a card of ``building``."""
    for seed in range(1, 200):
        session = new_session(seed=seed)
        hand = session.view(0)["seats"][0]["hand"]
        for card in hand:
            if card["building"] == building:
                return session, card_key(card)
    raise AssertionError("no seed deals that card")


def test_e2_turned_and_mirrored_building_is_placed_by_clicks(qtbot, board, shown):
    session, key = session_with_card("trading_post")
    seat = sync_mover(board, session)
    legal = session.legal_actions(seat)
    click_item(shown, hand_item(board, key))
    assert board.selection.card == key
    assert "R or the mouse wheel turns it" in board.prompt()
    shape = board.shapes["trading_post"]
    start = board.selection.orientation
    QTest.keyClick(shown, Qt.Key.Key_R)
    QTest.keyClick(shown, Qt.Key.Key_R)
    QTest.keyClick(shown, Qt.Key.Key_F)
    expected_orientation = shape.mirrored[shape.turned[shape.turned[start]]]
    assert board.selection.orientation == expected_orientation
    assert expected_orientation != start
    wanted = sorted(
        (
            a
            for a in legal
            if a.type == "play_card" and card_key(a) == key and a["orientation"] == expected_orientation
        ),
        key=lambda a: a["anchor"],
    )[0]
    target = shape.pivot_square(expected_orientation, tuple(wanted["anchor"]))
    # far from everything the ghost is red and a click does nothing
    click_square(shown, (11, 0) if target[0] < 6 else (0, 15))
    assert not board.choice.overlay.ghost_ok
    with qtbot.waitSignal(board.action_chosen) as signal:
        click_square(shown, target)
    assert signal.args == [wanted]
    assert wanted in legal


def test_wheel_turns_the_ghost_and_ctrl_wheel_does_not(qtbot, board, shown):
    session, key = session_with_card("tavern")
    sync_mover(board, session)
    click_item(shown, hand_item(board, key))
    shape = board.shapes["tavern"]
    start = board.selection.orientation

    def wheel(modifiers) -> None:
        pos = QPointF(200, 200)
        event = QWheelEvent(
            pos,
            shown.viewport().mapToGlobal(pos),
            QPoint(0, 0),
            QPoint(0, -120),
            Qt.MouseButton.NoButton,
            modifiers,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(shown.viewport(), event)

    wheel(Qt.KeyboardModifier.NoModifier)
    assert board.selection.orientation == shape.turned[start]
    wheel(Qt.KeyboardModifier.ControlModifier)
    assert board.selection.orientation == shape.turned[start]
    QTest.keyClick(shown, Qt.Key.Key_Escape)
    assert board.selection.card is None


def test_e5_refill_by_clicking_the_display_or_the_pile(qtbot, board, shown):
    session = new_session(seed=11)
    seat = sync_mover(board, session)
    session.act(seat, next(a for a in session.legal_actions(seat) if a.type == "play_card"))
    sync_mover(board, session)
    assert session.view(None)["phase"] == "refill"
    assert "display card or the pile" in board.prompt()
    legal = session.legal_actions(seat)
    card = board.table.display[1].card
    with qtbot.waitSignal(board.action_chosen) as signal:
        click_item(shown, board.table.display[1])
    assert signal.args == [
        Action.make("draw", source="display", family=card["family"], building=card["building"])
    ]
    assert signal.args[0] in legal
    with qtbot.waitSignal(board.action_chosen) as signal:
        click_item(shown, board.table.pile)
    assert signal.args == [Action.make("draw", source="pile")]


def _worker_turn(session) -> bool:
    view = session.view(None)
    seat = mover(session)
    return (
        view["phase"] == "must"
        and any(a.type == "place_worker" for a in session.legal_actions(seat))
        and session.view(seat)["seats"][seat]["screen"]["own"] >= 2
    )


def test_f1_f2_workers_around_a_chosen_building_then_confirm(qtbot, board, shown):
    session = new_session(seed=4)
    rng = random.Random(2)

    def build(session, legal, rng):
        plays = [a for a in legal if a.type == "play_card"]
        return rng.choice(plays) if plays else None

    assert play_until(session, _worker_turn, rng, prefer=build)
    seat = sync_mover(board, session)
    emitted = wire(board, session)
    building_id, offers = next(iter(sorted(board.selection.choosable_buildings().items())))
    building = session.view(seat)["buildings"][building_id]
    click_square(shown, tuple(building["squares"][0]))
    assert board.selection.building == building_id
    assert board.choice.overlay.offers == set(offers)
    squares = sorted(offers)[:2]
    for square in squares:
        click_square(shown, square)
    assert [sq for sq, _ in board.selection.marks] == squares
    # a second click on a square toggles it on to neutral (if any) or off
    click_square(shown, squares[1])
    kinds = dict(board.selection.marks)
    assert kinds.get(squares[1]) in (None, "neutral")
    if squares[1] not in kinds:
        click_square(shown, squares[1])
    assert "workers" in board.prompt()
    board.side.confirm_button.click()
    placed = [a for a in emitted if a.type == "place_worker"]
    assert [tuple(a["square"]) for a in placed] == [tuple(sq) for sq, _ in [(s, 0) for s in squares]]
    assert emitted[-1] == Action.make("finish_workers")
    on_board = {tuple(w["square"]) for w in session.view(None)["workers"]}
    assert set(squares) <= on_board


def test_not_interactive_nothing_acts(qtbot, board, shown):
    session = new_session(seed=3)
    seat = mover(session)
    board.sync(session.view(seat), seat, session.legal_actions(seat), False)
    emitted = []
    board.action_chosen.connect(emitted.append)
    click_item(shown, board.table.hand[0])
    click_square(shown, (4, 6))
    click_item(shown, board.table.pile)
    assert emitted == []
    assert board.selection.card is None
    assert "please wait" in board.prompt()


def test_e3_ghost_over_a_tent_shows_the_neutral_worker_it_brings(qtbot, board, shown):
    tents = {tuple(sq) for sq in board.layout["tents"]}
    for seed in range(1, 60):
        session = new_session(seed=seed)
        seat = sync_mover(board, session)
        for action in session.legal_actions(seat):
            if action.type != "play_card":
                continue
            shape = board.shapes[action["building"]]
            cells = shape.cells_at(action["orientation"], tuple(action["anchor"]))
            if tents & set(cells):
                board.selection.card = card_key(action)
                board.selection.orientation = action["orientation"]
                board._hovered(shape.pivot_square(action["orientation"], tuple(action["anchor"])))
                assert board.choice.overlay.ghost_ok
                assert board.choice.overlay.tent_gains == [sq for sq in cells if sq in tents]
                return
    raise AssertionError("no first placement covers a tent")
