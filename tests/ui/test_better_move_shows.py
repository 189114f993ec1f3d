"""Every kind of action the analysis can suggest shows when "Show the better move" is clicked
(issue 35, item 1): on the board as a ghost, or as a lit control of the side panel put up as the
mover saw it, scrolled into sight, with its inputs turned to it (a bribe's dials, a disc's two
slots, a bid's amount), and the line saying why. Before, a suggestion taken in the side panel (a
card, a bid, a cash-in, End turn) lit nothing in review, and a better bribe showed no dials.

Each game is a finished match of random players (every secret is public then, so review may go
through each mover's eyes); at each decision, every kind of legal action not yet tried is put up
as the suggestion."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSpinBox, QWidget

from desktop_app.ai.analysis_record import Judgement
from desktop_app.ai.base import make_bot
from desktop_app.engine.action import Action
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui.games import board_class
from desktop_app.ui.games.forbidden_city.board import ForbiddenCityBoard
from desktop_app.ui.games.ghost_marks import GhostItem
from desktop_app.ui.ghost import GLOWING, clear_ghost, ghost_of
from desktop_app.ui.match_view import MatchView

#: (game, options, seed) and every kind its random match offers somewhere (a chip's action by name).
MATCHES = {
    "maharaja": (
        {"variant": "pro2"},
        3,
        {"bid", "pass_bid", "pick_card", "place_start_house", "choose_actions", "travel", "end_turn"}
        | {"take_gold", "take_houses", "build_house", "build_two_houses", "move_house", "build_palace"}
        | {"build_palace_house", "move_shield", "swap_card", "free_house", "free_move", "take_chip"}
        | {f"chip:{code}" for code in ("take_gold", "take_houses", "build_house", "build_two_houses")}
        | {f"chip:{code}" for code in ("move_house", "build_palace", "build_palace_house", "move_shield")},
    ),
    "forbidden_city": (None, 1, {"set_bribe", "move", "end_turn", "take_card", "answer"}),
    "arkadia": (
        None,
        3,
        {"play_card", "draw", "use_banner", "cash", "end_turn", "place_worker", "finish_workers"}
        | {"place_castle_piece", "exchange_card", "pass"},
    ),
}


def kind(action: Action) -> str:
    return action.type if action.type != "chip_action" else f"chip:{action.get('action')}"


def finished(game_id: str) -> Session:
    options, seed, _kinds = MATCHES[game_id]
    session = Session.new(game_id, [SeatInfo(n, "random") for n in ("Anna", "Bruno", "Cleo")], options, seed)
    bots = {seat: make_bot("random", seat) for seat in range(3)}
    while not session.is_over:
        seat = min(s for s in session.to_move() if s >= 0)
        legal = list(session.legal_actions(seat))
        session.act(seat, bots[seat].choose(session.game, seat, session.view(seat), legal))
    return session


def on_board(match: MatchView) -> bool:
    """A ghost drawn where the board view shows the scene now."""
    view = match.board_view
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    items = [i for i in match.board.scene.items() if isinstance(i, GhostItem) and i.isVisible()]
    return any(not i.boundingRect().isEmpty() and shown.intersects(i.sceneBoundingRect()) for i in items)


def lit(match: MatchView) -> list[QWidget]:
    """The side panel's lit controls a person can see now (not scrolled away, not hidden), in the
    panel or under it (``Board.side_footer``: Maharaja's End turn)."""
    panels = [p for p in (match.board.side_widget(), match.board.side_footer()) if p is not None]
    widgets = [w for panel in panels for w in panel.findChildren(QWidget)]
    return [w for w in widgets if w.property(GLOWING) and w.isVisible() and not w.visibleRegion().isEmpty()]


def check_inputs(match: MatchView, action: Action) -> None:
    """The panel's inputs turned to the suggestion (where it has them)."""
    side = match.board.side_widget()
    if action.type == "set_bribe":
        picker = side.picker
        assert picker.isVisible() and picker.official() == (action["hat"], action["robe"])
    elif action.type == "choose_actions":
        assert sorted(side.picker.slots) == sorted((action["a"], action["b"]))
    elif action.type == "bid":
        assert side.findChild(QSpinBox, "bid_amount").value() == action["amount"]


@pytest.mark.parametrize("game_id", list(MATCHES))
def test_every_kind_of_suggestion_shows_on_the_board_or_lit_in_the_side_panel(qtbot, monkeypatch, game_id):
    session = finished(game_id)
    match = review_screen(qtbot, monkeypatch, session)
    tried: dict[str, bool] = {}
    clicked = False
    for step, entry in enumerate(session.record, 1):
        if entry.chance or entry.seat is None or entry.seat < 0:
            continue
        for action in session.game.legal_actions(session.state_at(step - 1), entry.seat):
            if kind(action) in tried:
                continue
            line = match.analysis.better(Judgement(step, entry.seat, entry.action, action, 0.2, 0.6))
            qtbot.wait(5)  # the side column is laid out and scrolled to the lit control
            ghost = ghost_of(match.board)
            assert ghost is not None and ghost.action == action and match.perspective == entry.seat
            shown = lit(match)
            assert on_board(match) or shown, f"{kind(action)} at step {step} shows nowhere"
            assert line, kind(action)
            if shown:  # ringed on top of the panel too: a glow alone is clipped in a row of buttons
                frame = ghost.frame
                assert frame is not None and frame.isVisible() and frame.rings(), kind(action)
            check_inputs(match, action)
            tried[kind(action)] = bool(shown)
            if shown and not clicked:  # a lit control in review takes no click
                clicked = True
                length = len(session.record)
                qtbot.mouseClick(shown[-1], Qt.MouseButton.LeftButton)
                assert len(session.record) == length
                assert match.table.cursor == step - 1 and ghost_of(match.board) is ghost
            clear_ghost(match.board)
            assert not lit(match)
    assert set(tried) == MATCHES[game_id][2], set(MATCHES[game_id][2]) ^ set(tried)
    assert clicked


@pytest.fixture(scope="module")
def court() -> Session:
    """The finished Forbidden City match, played once for the tests below (review changes nothing)."""
    return finished("forbidden_city")


def review_screen(qtbot, monkeypatch, session: Session) -> MatchView:
    """A finished ``session`` on a 1280x720 match screen, its end card put aside."""
    monkeypatch.setattr(ForbiddenCityBoard, "animations_enabled", False)
    match = MatchView(session, board_class(session.game.id), bot_delay=3600)
    qtbot.addWidget(match)
    match.resize(1280, 720)
    match.show()
    qtbot.waitExposed(match)
    match.end_overlay.hide()
    return match


def better_secret(qtbot, monkeypatch, session: Session, kind: str):
    """Review of ``session`` at its first secret decision of ``kind`` with another choice shown
    as the better move: (match, the decision's entry, the other choice, the picker put up for
    it)."""
    match = review_screen(qtbot, monkeypatch, session)
    step, entry = next((i + 1, e) for i, e in enumerate(session.record) if e.action.type == kind)
    choices = session.game.legal_actions(session.state_at(step - 1), entry.seat)
    other = next(a for a in choices if a != entry.action)
    match.analysis.better(Judgement(step, entry.seat, entry.action, other, 0.2, 0.6))
    picker = match.board.side_widget().picker
    qtbot.waitUntil(picker.isVisible)
    return match, entry, other, picker


def better_through_other_eyes(match: MatchView, entry, other: Action, viewer: int) -> None:
    """Show the better move for ``entry``'s decision where its mover's eyes are not on offer
    (a screen that shows only ``viewer``'s): the ghost is drawn through ``viewer``'s eyes, and
    the decision's secret part (the engine's redaction says which) is not put up."""
    match.choose_perspective(viewer)
    offered = match.offered_perspectives

    def without_mover() -> list:
        return [p for p in offered() if p != entry.seat]

    match.offered_perspectives = without_mover  # type: ignore[method-assign]
    try:
        step = match.table.cursor + 1  # the review stands before the decision (``better_secret``)
        match.analysis.better(Judgement(step, entry.seat, entry.action, other, 0.2, 0.6))
    finally:
        del match.offered_perspectives
    assert match.perspective == viewer and ghost_of(match.board) is not None


def test_a_better_bribe_is_drawn_only_through_the_briber_s_eyes(qtbot, monkeypatch, court):
    """The suggested bribe's dials are put up only where the board shows the mover's own view: a
    step in review or another seat's eyes take them down."""
    match, entry, other, picker = better_secret(qtbot, monkeypatch, court, "set_bribe")
    assert picker.official() == (other["hat"], other["robe"]) and picker.confirm.property(GLOWING)
    someone_else = (entry.seat + 1) % 3
    match.choose_perspective(someone_else)
    assert ghost_of(match.board) is None and picker.isHidden()
    better_through_other_eyes(match, entry, other, someone_else)
    assert picker.isHidden() and not picker.confirm.property(GLOWING)


def test_a_better_card_in_a_long_list_is_its_current_row(qtbot, monkeypatch, court):
    """The dragon offers five cards or more as one list and one button: the suggested card is the
    list's current row (not the first), scrolled to, and the list and its button are lit."""
    from desktop_app.ui.choice_list import ChoiceList

    session = court
    step, entry, takes = next(
        (i + 1, e, takes)
        for i, e in enumerate(session.record)
        if not e.chance
        and e.seat is not None
        and e.seat >= 0
        and len(
            takes := [
                a for a in session.game.legal_actions(session.state_at(i), e.seat) if a.type == "take_card"
            ]
        )
        > 4
    )
    match = review_screen(qtbot, monkeypatch, session)
    suggested = max(takes, key=lambda a: (a["from"], tuple(a["card"])))  # the list's last row
    match.analysis.better(Judgement(step, entry.seat, entry.action, suggested, 0.2, 0.6))
    qtbot.wait(5)
    chooser = match.board.side_widget().findChild(ChoiceList)
    assert chooser is not None and chooser.isVisible()
    assert chooser.entries.currentRow() > 0  # the list's last row, not the first it starts on
    assert chooser.choices[chooser.entries.currentRow()].value == suggested
    assert {chooser.entries, chooser.button} <= set(lit(match))


def test_a_better_disc_is_put_up_only_through_its_prince_s_eyes(qtbot, monkeypatch):
    """The action disc is secret until it is turned over (M-10.1): its two suggested actions are
    put up only where the board shows the mover's own view."""
    match, entry, other, picker = better_secret(qtbot, monkeypatch, finished("maharaja"), "choose_actions")
    assert sorted(picker.slots) == sorted((other["a"], other["b"])) and picker.confirm.property(GLOWING)
    match.choose_perspective((entry.seat + 1) % 3)
    assert ghost_of(match.board) is None and picker.isHidden()
    better_through_other_eyes(match, entry, other, (entry.seat + 1) % 3)
    assert picker.isHidden() and not picker.confirm.property(GLOWING)
