"""Completion highlight and castle pieces (H-1, I-3), the banner dialog and cashing (J-1, J-2), and
the final round and end in the prompt (L-3, L-4)."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop_app.engine.action import Action
from tests.ui.games.arkadia.conftest import completing, mover, new_session, play_until, sync_mover, wire
from tests.ui.games.arkadia.test_play import click_item, click_square


def _in_castle(session) -> bool:
    return session.view(None)["phase"] == "castle"


def test_h1_i3_completion_is_highlighted_and_a_castle_piece_is_placed_by_clicks(qtbot, board, shown):
    session = new_session(seed=8)
    assert play_until(session, _in_castle, random.Random(5), board=board)
    seat = sync_mover(board, session)
    view = session.view(seat)
    assert board.recent, "the building completed this turn is remembered"
    for building_id in board.recent:
        assert view["buildings"][building_id]["completed"]
        assert board.buildings[building_id].recent
    assert "complete" in board.prompt()
    assert board.flying > 0, "seals fly from the completed building"
    assert any("Completed this turn" in text for text, _ in board.panel.status)
    legal = session.legal_actions(seat)
    colours = sorted({a["colour"] for a in legal})
    floor = view["castle"]["current_floor"]
    colour = colours[-1]
    click_item(shown, board.panel.pool[(floor, colour)])
    assert board.selection.colour == colour
    assert f"the {colour} piece" in board.prompt()
    squares = sorted(tuple(a["square"]) for a in legal if a["colour"] == colour)
    assert board.choice.overlay.targets == set(squares)
    with qtbot.waitSignal(board.action_chosen) as signal:
        click_square(shown, squares[0])
    assert signal.args == [Action.make("place_castle_piece", colour=colour, square=squares[0])]
    assert signal.args[0] in legal


def _banner_moment(session) -> bool:
    view = session.view(None)
    if view["phase"] != "can":
        return False
    seat = mover(session)
    mine = session.view(seat)["seats"][seat]
    return (
        mine["banners"] > 0
        and sum(mine["screen"]["seals"].values()) >= 2
        and max(view["values"].values()) > 0
    )


def _no_banners(session, legal, rng):
    """Keep the banners for the test: end the CAN step without one."""
    if any(a.type == "use_banner" for a in legal):
        return Action.make("end_turn")
    return None


def test_j1_j2_banner_dialog_shows_workers_seals_values_and_gold_then_cashes(qtbot, board, shown):
    session = new_session(seed=6)
    assert play_until(session, _banner_moment, random.Random(9), prefer=_no_banners)
    seat = sync_mover(board, session)
    emitted = wire(board, session)
    view = session.view(seat)
    screen = view["seats"][seat]["screen"]
    assert board.side.banner_button.isVisible() or not board.side.isVisible()
    board.side.banner_button.click()
    dialog = board.dialog
    assert dialog is not None
    qtbot.addWidget(dialog)
    gained = min(2, view["supply"]["own"][seat])
    assert f"You gain {gained}" in dialog.workers.text()
    family = max(
        (f for f in view["values"] if screen["seals"][f] > 0), key=lambda f: view["values"][f], default=None
    )
    assert family is not None
    count = screen["seals"][family]
    dialog.spins[family].setValue(count)
    value = view["values"][family]
    assert f"Gold: {screen['gold']} → {screen['gold'] + count * value}" in dialog.total.text()
    dialog.ok.click()
    assert emitted[:2] == [Action.make("use_banner"), Action.make("cash", family=family, count=count)]
    after = session.view(seat)["seats"][seat]
    assert after["screen"]["gold"] == screen["gold"] + count * value
    assert after["screen"]["own"] == screen["own"] + gained
    assert after["banners"] == view["seats"][seat]["banners"] - 1
    assert session.view(None)["phase"] == "cash"
    assert "end your turn" in board.prompt()
    with qtbot.waitSignal(board.action_chosen) as signal:
        board.side.end_button.click()
    assert signal.args == [Action.make("end_turn")]


def test_banner_dialog_cancel_sends_nothing(qtbot, board, shown):
    session = new_session(seed=6)
    assert play_until(session, _banner_moment, random.Random(9), prefer=_no_banners)
    sync_mover(board, session)
    emitted = []
    board.action_chosen.connect(emitted.append)
    dialog = board.open_banner()
    qtbot.addWidget(dialog)
    dialog.cash_all()
    dialog.reject()
    assert emitted == []


def test_l3_l4_final_round_and_end_are_announced(qtbot, board, shown):
    session = new_session(players=2, seed=12)
    rng = random.Random(4)

    def final_round(session) -> bool:
        return bool(session.view(None)["step"]["final_round"])

    assert play_until(session, final_round, rng, limit=3000, prefer=completing)
    sync_mover(board, session)
    assert "Final round" in board.prompt() or "last turn" in board.prompt()
    play_until(session, lambda s: s.is_over, rng, limit=3000, prefer=completing)
    assert session.is_over
    board.sync(session.view(0), 0, [], False)
    assert "game is over" in board.prompt()
    rows = dict(board.player_summary(session.view(0), 1))
    assert "Final gold" in rows
    QTest.keyClick(shown, Qt.Key.Key_Escape)
