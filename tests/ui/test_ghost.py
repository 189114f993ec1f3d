"""The board ghost (issue 35): a suggested action drawn over each game's board, from the action
and the board's own last view, and taken off at the next change of the position."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from desktop_app.ai.base import make_bot
from desktop_app.engine.action import Action
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui.games.forbidden_city.board import ForbiddenCityBoard
from desktop_app.ui.games.ghost_marks import GhostItem
from desktop_app.ui.ghost import GLOWING, clear_ghost, ghost_of, show_ghost
from tests.ui.keyboard_match import shown_match

SEATS = [SeatInfo("Anna", "human", "#D55E00"), SeatInfo("Bruno", "human", "#0072B2")]

#: Action types drawn on the board itself (the others light a button of the side panel).
ON_BOARD = {
    "maharaja": {
        "travel",
        "place_start_house",
        "build_house",
        "build_two_houses",
        "build_palace",
        "move_house",
    },
    "forbidden_city": {"move"},
    "arkadia": {"play_card", "place_worker", "place_castle_piece", "draw", "exchange_card"},
}
#: Action types that light a side panel button.
BUTTONS = {
    "maharaja": {"take_gold", "take_houses", "end_turn", "choose_actions", "pick_card", "pass_bid"},
    "forbidden_city": {"end_turn", "answer", "set_bribe"},
    "arkadia": {"finish_workers", "end_turn", "use_banner", "pass"},
}


def _ghost_items(board) -> list[GhostItem]:
    return [item for item in board.scene.items() if isinstance(item, GhostItem)]


def _glowing(board) -> list[QWidget]:
    sides = [side for side in (board.side_widget(), board.side_footer()) if side is not None]
    return [w for side in sides for w in side.findChildren(QWidget) if w.property(GLOWING)]


def _check(match, action: Action, game_id: str) -> None:
    board = match.board
    marks = show_ghost(board, action)
    if action.type in ON_BOARD[game_id]:
        items = _ghost_items(board)
        assert len(items) == 1 and not items[0].boundingRect().isEmpty(), action
        # inside the scene, where the person sees it
        assert board.scene.sceneRect().intersects(items[0].sceneBoundingRect()), action
    if action.type in BUTTONS[game_id]:
        assert _glowing(board), f"no button lit for {action}"
    assert not marks.empty() or action.type not in ON_BOARD[game_id] | BUTTONS[game_id]
    clear_ghost(board)
    assert not _ghost_items(board) and not _glowing(board)


@pytest.mark.parametrize("game_id", ["maharaja", "forbidden_city", "arkadia"])
def test_every_kind_of_action_has_its_ghost_and_it_goes_with_the_position(qtbot, monkeypatch, game_id):
    monkeypatch.setattr(ForbiddenCityBoard, "animations_enabled", False)
    session = Session.new(game_id, SEATS, seed=11)
    match = shown_match(qtbot, session, game_id)
    bots = {seat: make_bot("heuristic", seat) for seat in range(2)}
    seen: set[str] = set()
    for _ in range(70):
        movers = sorted(s for s in session.to_move() if s >= 0)
        if not movers or session.is_over:
            break
        seat = movers[0]
        if match.locked or match.viewer != seat:
            match.unlock()
        legal = list(session.legal_actions(seat))
        for action in legal:
            if action.type not in seen and match.viewer == seat:
                seen.add(action.type)
                _check(match, action, game_id)
        chosen = bots[seat].choose(session.game, seat, session.view(seat), legal)
        show_ghost(match.board, chosen)
        assert ghost_of(match.board) is not None
        match.refresh()  # the same position drawn again: the ghost stays
        assert ghost_of(match.board) is not None
        session.act(seat, chosen)
        assert ghost_of(match.board) is None, "the ghost outlived its position"
        assert not _ghost_items(match.board) and not _glowing(match.board)
    assert seen & ON_BOARD[game_id] and seen & BUTTONS[game_id]
