"""Issue 13, item 12 on screen: a gold total the view leaves out (M-10.1, ``gold=hidden``) reads
"hidden" on the board's prince panel (never a number, never 0), nothing crashes without it, the
new-match dialog offers the option, and a shared screen is covered between people."""

from __future__ import annotations

import random
import re

import pytest

import desktop_app.ui  # noqa: F401 - applies the None-refcount guard before any Qt call
from desktop_app.engine.registry import get_game
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.games.maharaja import GAME

from .helpers import player

NAMES = ["Asha", "Bharat", "Chandra"]
COLOURS = ["red", "blue", "green"]
MARKER = 8317


@pytest.fixture
def board(qtbot):
    from desktop_app.ui.games.maharaja import BOARD

    made = BOARD(get_game("maharaja"), NAMES, COLOURS)
    yield made


def scene_texts(board) -> list[str]:
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    return [item.text() for item in board.scene.items() if isinstance(item, QGraphicsSimpleTextItem)]


def _planted_session(monkeypatch) -> Session:
    """A hidden-gold match in which seat 1 starts with the marker total."""
    real = GAME.initial_state
    monkeypatch.setattr(GAME, "initial_state", lambda n, options: player(real(n, options), 1, gold=MARKER))
    return Session.new("maharaja", 3, {"gold": "hidden"}, seed=7)


def test_i13_12_board_reads_hidden_for_totals_the_view_leaves_out(qtbot, board, monkeypatch) -> None:
    session = _planted_session(monkeypatch)
    rng = random.Random(7)
    seen_phases = set()
    while not session.is_over:
        view = session.view(None)
        seen_phases.add(view["phase"])
        for viewer in (0, None, 1):
            shown = session.view(viewer)
            legal = session.legal_actions(viewer) if viewer is not None else []
            board.sync(shown, viewer, legal, viewer is not None)
            texts = scene_texts(board)
            hidden_count = sum(info["gold"] is None for info in shown["seats"])
            assert texts.count("hidden") == hidden_count, (viewer, shown["phase"])
            assert (viewer == 1) == any(re.fullmatch(r"8\d{3}", t) for t in texts), viewer
            assert "None" not in texts
        if len(session.record) > 120:
            break
        seat = min(session.to_move())
        session.act(seat, rng.choice(session.legal_actions(seat)))
    assert {"pick", "start_houses", "planning", "turn"} <= seen_phases


def test_i13_12_final_ranking_shows_every_total(qtbot, board) -> None:
    session = Session.new("maharaja", 3, {"gold": "hidden"}, seed=3)
    rng = random.Random(3)
    while not session.is_over:
        seat = min(session.to_move())
        session.act(seat, rng.choice(session.legal_actions(seat)))
    view = session.view(None)
    board.sync(view, None, [], False)
    texts = scene_texts(board)
    assert "hidden" not in texts
    for info in view["seats"]:
        assert str(info["gold"]) in texts


def test_i13_12_new_match_dialog_offers_hidden_gold(qtbot) -> None:
    from desktop_app.ui.new_match import NewMatchDialog

    dialog = NewMatchDialog(game_id="maharaja")
    qtbot.addWidget(dialog)
    box = dialog.option_boxes["gold"]
    assert [box.itemData(i) for i in range(box.count())] == ["open", "hidden"]
    assert box.currentData() == "open"
    box.setCurrentIndex(box.findData("hidden"))
    setup = dialog.setup()
    assert setup.options["gold"] == "hidden"
    assert setup.start().head_state.gold_hidden


def test_i13_12_shared_screen_is_covered_between_people_with_hidden_gold(qtbot) -> None:
    """Hidden gold makes every seat's view private (M-10.1), so even public setup steps hand the
    screen over with a cover; with open gold those pass without one."""
    from desktop_app.ui.games import available_board
    from desktop_app.ui.match_view import MatchView
    from tests.ui.helpers import hand_over

    people = [SeatInfo("Asha", "human", "#D55E00"), SeatInfo("Bo", "human", "#0072B2")]
    covers = {}
    for gold in ("open", "hidden"):
        session = Session.new("maharaja", people, {"gold": gold}, seed=3)
        match = MatchView(session, available_board("maharaja"), bot_delay=0)
        qtbot.addWidget(match)
        match.resize(1300, 800)
        covers[gold] = 0
        while match.session.view(None)["phase"] in ("pick", "start_houses"):
            if match.locked:
                covers[gold] += 1
                hand_over(match)
            seat = match.viewer
            assert seat is not None
            if gold == "hidden":
                # nothing of the other person's total was drawn for this one
                assert match.session.view(seat)["seats"][1 - seat]["gold"] is None
            match.board.action_chosen.emit(match.session.legal_actions(seat)[0])
        match.close_match()
    assert covers["open"] <= 1 and covers["hidden"] >= 8
