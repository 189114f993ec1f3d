"""The Arkadia board inside the real match window: clicks reach the Session through the shell,
and a queue of worker actions survives the shell's synchronous re-syncs (N-2)."""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication

from desktop_app.engine.action import Action
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui.games.arkadia.shapes import card_key
from tests.ui.games.arkadia.conftest import play_until
from tests.ui.games.arkadia.test_play import _worker_turn, click_item, click_square

SEATS = [SeatInfo("Anna", "human", "#D55E00"), SeatInfo("Bruno", "human", "#0072B2")]


def _window(qtbot, session: Session):
    from desktop_app.ui.main_window import MainWindow

    window = MainWindow(bot_delay=0, use_autosave=False)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    assert window.show_session(session)
    window.show()
    qtbot.waitExposed(window)
    match = window.match
    if match.locked:
        match.overlay.button.click()
    for _ in range(3):
        QCoreApplication.processEvents()
    match.board_view.refit()
    return window, match


def test_build_then_refill_through_the_match_window(qtbot):
    session = Session.new("arkadia", SEATS, seed=9)
    window, match = _window(qtbot, session)
    try:
        board, view = match.board, match.board_view
        assert board.seat == 0 and board.interactive
        assert match.prompt.text() == board.prompt()
        key = sorted(board.selection.playable_cards())[0]
        item = next(i for i in board.table.hand if i.card and card_key(i.card) == key)
        click_item(view, item)
        target = sorted(board.selection.fitting_squares())[0]
        click_square(view, target)
        last = session.record[-1].action
        assert last.type == "play_card" and card_key(last) == key
        assert session.view(None)["phase"] == "refill"
        click_item(view, board.table.pile)
        assert session.record[-2].action == Action.make("draw", source="pile")
        assert "end your turn" in match.prompt.text() or "End" in match.prompt.text()
    finally:
        window.close_match()
        window.close()


def test_marked_workers_all_reach_the_session(qtbot):
    session = Session.new("arkadia", SEATS, seed=4)

    def build(session, legal, rng):
        plays = [a for a in legal if a.type == "play_card"]
        return rng.choice(plays) if plays else None

    assert play_until(session, _worker_turn, random.Random(2), prefer=build)
    window, match = _window(qtbot, session)
    try:
        board, view = match.board, match.board_view
        building_id, offers = next(iter(sorted(board.selection.choosable_buildings().items())))
        squares = sorted(offers)[:2]
        click_square(view, squares[0])
        if board.selection.building is None:
            board.selection.choose_building(building_id)
            click_square(view, squares[0])
        for square in squares[1:]:
            click_square(view, square)
        marked = [sq for sq, _ in board.selection.marks]
        before = len(session.record)
        board.side.confirm_button.click()
        done = [e.action for e in session.record[before:]]
        assert [tuple(a["square"]) for a in done if a.type == "place_worker"] == marked
        assert Action.make("finish_workers") in done
    finally:
        window.close_match()
        window.close()
