"""Issue 31 on screen: Maharaja's turn-order column follows a swap at once (M-3.3.1) and the log
says it; review says when a match was played under an older rules version."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from desktop_app.engine.action import Action
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.persistence import matchfile
from desktop_app.ui.games import available_board
from desktop_app.ui.match_view import MatchView
from tests.ui.helpers import hand_over

MATCHES = Path(__file__).parents[1] / "fixtures" / "matches"
PEOPLE = [SeatInfo("Anna", "human", "#D55E00"), SeatInfo("Ben", "human", "#0072B2"), SeatInfo("Cem", "human")]


def _phase_c_with_a_swap(rules: str | None = None) -> Session:
    """Three people in phase C of round 1: the lowest card plays first and chose a swap."""
    options = {} if rules is None else {"rules": rules}
    session = Session.new("maharaja", PEOPLE, options, seed=3)
    while session.view(None)["phase"] != "planning":
        seat = min(session.to_move())
        session.act(seat, session.legal_actions(seat)[0])
    cards = {seat: session.view(None)["seats"][seat]["cards"][0] for seat in range(3)}
    first = min(cards, key=cards.__getitem__)
    for seat in range(3):
        a, b = ("take_gold", "swap_card") if seat == first else ("take_gold", "take_gold")
        session.act(seat, Action.make("choose_actions", a=a, b=b))
    return session


def _column(match: MatchView) -> list[int]:
    """The seats of the board's turn-order column, top to bottom, as drawn."""
    rows = match.board.panel._rows
    shown = [seat for seat, row in rows.items() if row.box.isVisible()]
    return sorted(shown, key=lambda seat: rows[seat].box.pos().y())


def _open(qtbot, session: Session) -> MatchView:
    match = MatchView(session, available_board("maharaja"), bot_delay=0)
    qtbot.addWidget(match)
    match.resize(1300, 800)
    match.show()
    qtbot.waitExposed(match)
    hand_over(match)
    return match


def _swap(qtbot, match: MatchView, take: int) -> None:
    """Swap for card ``take``: its button, or its entry in the list that many swaps become."""
    panel = match.board.side_widget()
    chooser = panel.chooser
    if chooser is None:
        button = panel.buttons[f"swap_card_{take}"]
    else:
        chooser.select(f"swap_card_{take}")
        button = chooser.button
    assert button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_M_3_3_1_the_turn_order_column_changes_the_moment_a_swap_changes_it(qtbot):
    session = _phase_c_with_a_swap()
    view = session.view(None)
    first, second, last = view["turn_order"]
    match = _open(qtbot, session)
    assert match.viewer == first and _column(match) == [first, second, last]
    take = view["seats"][last]["cards"][0]  # the last one's card: he is given the first's lowest
    _swap(qtbot, match, take)
    qtbot.waitUntil(lambda: session.record[-1].action.type == "swap_card")
    assert session.view(None)["turn_order"] == [first, last, second]
    qtbot.waitUntil(lambda: _column(match) == [first, last, second])
    line = match.session.log(first)[-1]
    assert line.endswith(f"{PEOPLE[last].name} now plays before {PEOPLE[second].name}")
    match.close_match()


def test_M_3_3_1_under_rules_1_the_column_keeps_the_order_of_the_phase_start(qtbot):
    session = _phase_c_with_a_swap("1")
    first, second, last = session.view(None)["turn_order"]
    take = session.view(None)["seats"][last]["cards"][0]
    match = _open(qtbot, session)
    _swap(qtbot, match, take)
    qtbot.waitUntil(lambda: session.record[-1].action.type == "swap_card")
    assert _column(match) == [first, second, last]
    assert match.review_bar.rules_note.isVisible()
    match.close_match()


def test_review_says_an_old_match_was_played_under_the_rules_of_version_1(qtbot, window):
    window.show()
    qtbot.waitExposed(window)
    for game in ("maharaja", "arkadia"):
        window.show_session(matchfile.load(MATCHES / f"rules1-{game}-finished.tpmatch"))
        note = window.match.review_bar.rules_note
        qtbot.waitUntil(note.isVisible)
        assert note.text() == "Played under the rules of version 1"
    window.show_session(Session.new("maharaja", 3, seed=4))
    assert not window.match.review_bar.rules_note.isVisibleTo(window)
