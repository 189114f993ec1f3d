"""The board does not move under the pointer when the lines above it change (playtest: clicks
landed in the wrong place as a notice or a wrapped prompt pushed the board down and shrank it).

A notice has a strip of one line that is always there, between the prompt and the board; the
prompt keeps two lines' room at its own font (the text-size preference included) and the tallest
room it needed since; a refusal goes once the person does something legal.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QLabel

from desktop_app.ui import text_size
from desktop_app.ui.match_view import MatchView
from tests.ui.dice_board import DiceBoard
from tests.ui.helpers import ASHA, BO, bet, dice_session, hand_over

LONG = (
    "The blue hat, blue robe official: the blue/blue official cannot move: every way out of its "
    "square is blocked by walls and by other officials, so pick another one (F-4.7)"
)


def _match(qtbot) -> MatchView:
    match = MatchView(dice_session(ASHA, BO), DiceBoard, bot_delay=0)
    qtbot.addWidget(match)
    match.resize(1100, 650)
    match.show()
    hand_over(match)
    QApplication.processEvents()
    return match


def _placed(match: MatchView) -> tuple[QPoint, object]:
    QApplication.processEvents()
    view = match.board_view
    return view.mapTo(match, QPoint(0, 0)), view.size()


def test_a_notice_has_its_own_strip_and_moves_nothing(qtbot):
    """Between the prompt and the board, one line, its whole words a hover away: over the board's
    top edge it hid the board's first row."""
    match = _match(qtbot)
    placed = _placed(match)
    match.say(LONG)
    QApplication.processEvents()
    line = match.notice_line
    assert line.isVisible() and line.text() == LONG
    assert _placed(match) == placed
    top = line.mapTo(match, QPoint(0, 0))
    assert top.y() >= match.prompt.geometry().bottom()
    assert top.y() + line.height() <= placed[0].y()  # above the board, not over it
    assert line.toolTip() == LONG and QLabel.text(line).endswith("…")  # elided, whole on hover
    assert line.height() < 2 * QFontMetrics(line.font()).lineSpacing()  # one line's room
    line.clear()
    assert _placed(match) == placed
    match.close_match()


def test_a_click_on_a_notice_puts_it_away(qtbot):
    match = _match(qtbot)
    match.say("Autosave failed: the disk is full.")
    qtbot.mouseClick(match.notice_line, Qt.MouseButton.LeftButton)
    assert not match.notice_line.isVisible()
    match.close_match()


@pytest.fixture
def larger_text(qapp):
    text_size.set_text_size("larger")
    yield
    text_size.set_text_size("normal")


def test_a_prompt_that_wraps_at_a_larger_text_size_moves_nothing(qtbot, larger_text, monkeypatch):
    """The prompt's two lines were measured from a font made up front, at the normal size: at a
    larger one each wrap moved the board down and back."""
    match = _match(qtbot)
    prompt = match.prompt
    width = prompt.contentsRect().width()
    words, text = iter(("Asha, bet low or high. " * 40).split()), ""
    while QFontMetrics(prompt.font()).horizontalAdvance(text) < 1.4 * width:
        text += next(words) + " "
    assert QFontMetrics(prompt.font()).horizontalAdvance(text) < 1.7 * width  # two lines, not three
    shown = {"text": "Short."}
    monkeypatch.setattr(match.board, "prompt", lambda: shown["text"])
    match.board.prompt_changed.emit("")
    placed = _placed(match)
    for now in (text, "Short.", text):
        shown["text"] = now
        match.board.prompt_changed.emit(now)
        assert prompt.text() == now
        assert _placed(match) == placed, now
    match.close_match()


def test_a_refusal_goes_once_the_person_does_something_legal(qtbot):
    match = _match(qtbot)
    match.board.refused.emit("Not that one (X-1).")
    assert match.notice_line.isVisible()
    match.board.prompt_changed.emit("Asha, now pick a side.")  # a step of a choice: legal
    assert not match.notice_line.isVisible()
    match.board.refused.emit("Not that one (X-1).")
    match.board.action_chosen.emit(bet("low"))  # a move
    assert not match.notice_line.isVisible()
    match.close_match()


def test_other_news_stays_its_time_through_a_move(qtbot):
    """Only refusals go with a legal step: what the window had to say (an autosave that failed)
    is still there to read."""
    session = dice_session(ASHA, BO)
    match = MatchView(session, DiceBoard, bot_delay=0)
    qtbot.addWidget(match)
    match.show()
    match.guard.covers = False  # one screen, no cover: the line stays in sight through the move
    match.refresh()
    match.say("Autosave failed: the disk is full.")
    before = len(session.record)
    match.board.action_chosen.emit(bet("low"))
    assert len(session.record) == before + 1
    assert match.notice_line.isVisible() and "disk is full" in match.notice_line.text()
    match.close_match()
