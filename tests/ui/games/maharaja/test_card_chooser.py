"""Issue 33 item 2: Maharaja's long swap list is a chooser that fits a laptop. A swap may take
any card its player does not hold (five and more; with the pro rules' second variant a card to
take and one to give, M-9.3), which as full-size buttons ran past a 1280x720 side column. The
list keeps every entry whole and plays one with its button or a double click."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from desktop_app.engine.action import Action
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui.choice_list import FULL_BUTTONS_AT_MOST
from desktop_app.ui.text_size import set_text_size
from desktop_app.ui.theme import style_application
from tests.ui.fit_check import fit_problems
from tests.ui.helpers import opened_at
from tests.ui.test_layout_fits import speaking

PEOPLE = [SeatInfo(name, "human") for name in ("Alexandra Katharina", "Bo", "Maximilian Friedrich")]


def _swap_turn() -> Session:
    """Three people in phase C of round 1; the first to play chose a swap and takes it now."""
    session = Session.new("maharaja", PEOPLE, None, seed=3)
    while session.view(None)["phase"] != "planning":
        seat = min(session.to_move())
        session.act(seat, session.legal_actions(seat)[0])
    cards = {seat: session.view(None)["seats"][seat]["cards"][0] for seat in range(3)}
    first = min(cards, key=cards.__getitem__)
    for seat in range(3):
        a, b = ("take_gold", "swap_card") if seat == first else ("take_gold", "take_gold")
        session.act(seat, Action.make("choose_actions", a=a, b=b))
    while not any(a.type == "swap_card" for a in session.legal_actions(first)):
        session.act(first, next(a for a in session.legal_actions(first) if a.type == "take_gold"))
    return session


def _settle() -> None:
    for _ in range(4):
        QCoreApplication.processEvents()


def test_the_swaps_are_a_list_that_fits_1280x720_in_german_at_the_largest_text(qtbot, qapp):

    session = _swap_turn()
    seat = min(session.to_move())
    swaps = [a for a in session.legal_actions(seat) if a.type == "swap_card"]
    assert len(swaps) > FULL_BUTTONS_AT_MOST
    style_application(qapp)
    set_text_size("largest")
    try:
        with speaking("de"):
            window = opened_at(qtbot, session, (1280, 720))
            match = window.match
            _settle()
            panel = match.board.side_widget()
            chooser = panel.chooser
            assert chooser is not None and chooser.isVisible()
            assert chooser.entries.count() == len(swaps)
            assert not [key for key in panel.buttons if key.startswith("swap_card")]
            found = [p for p in fit_problems(window, pointer=False) if p.kind != "board text overlap"]
            assert not found, "\n".join(str(problem) for problem in found)
            last = swaps[-1]
            chooser.select(f"swap_card_{last['take']}")
            item = chooser.entries.currentItem()
            chooser.entries.scrollToItem(item)
            rect = chooser.entries.visualItemRect(item)
            qtbot.mouseClick(chooser.entries.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
            qtbot.mouseDClick(chooser.entries.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
            qtbot.waitUntil(lambda: session.record[-1].action.type == "swap_card")
            assert session.record[-1].action == last
            window.close_match()
    finally:
        set_text_size("normal")
