"""The coach (issue 35, item 4): the guided first match of each game, walked to its closing words
by doing what the bubble asks with real clicks; a refusal explained in the coach's words; leaving;
first-time tips shown once, put away for good, and back through the Preferences."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui.coach.attach import coach_of
from desktop_app.ui.coach.lessons import LESSONS
from desktop_app.ui.coach.tips import SEEN_KEY, seen_tips
from desktop_app.ui.settings import app_settings
from tests.ui.coach_walk import follow, settle, words

#: The steps each guided match shows, by index into its lesson (the seed and the computer players
#: are fixed, and the test does what the coach asks: the same steps come every time).
SHOWN = {
    "maharaja": {1, 2, 3, 4, 5, 6},
    "forbidden_city": {1, 2, 3},
    "arkadia": {1, 2, 4, 5},
}


@pytest.fixture
def window(qtbot):
    from desktop_app.ui.main_window import MainWindow

    win = MainWindow(bot_delay=0, use_autosave=False)
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close_match()


def start_lesson(qtbot, window, game_id: str):
    """Click the game card's "Learn to play" on the start page."""
    card = next(card for card in window.start_page.cards if card.card.game_id == game_id)
    assert card.learn_button.isVisible()
    QTest.mouseClick(card.learn_button, Qt.MouseButton.LeftButton)
    match = window.match
    assert match is not None and match.table.game.id == game_id
    coach = coach_of(match)
    assert coach is not None and coach.progress.lesson is LESSONS[game_id]
    return match, coach


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_the_guided_match_is_walked_to_its_end_by_following_the_coach(qtbot, window, game_id):
    match, coach = start_lesson(qtbot, window, game_id)
    session = match.session
    lesson = LESSONS[game_id]
    assert session.seed == lesson.seed
    assert [seat.kind for seat in session.seats] == ["human", *lesson.opponents]
    said, shown = follow(qtbot, coach)
    assert shown[0] == ("intro", 0)
    steps = {int(key[1]) for key in shown if key[0] == "step"}  # type: ignore[call-overload]
    assert steps == SHOWN[game_id]
    assert coach.progress.finished and steps <= coach.progress.done
    own = [entry for entry in session.record if entry.seat == 0]
    assert len(own) == coach.progress.moves  # every action of the person came through the board
    assert said.key == ("closing", 0) and coach.pointer is None
    # finish it as a normal match: the lesson ends, the match goes on, and the phases it taught
    # count as explained (a phase it did not reach still gets its first-time tip)
    QTest.mouseClick(coach.bubble.buttons["play_on"], Qt.MouseButton.LeftButton)
    settle(coach)
    taught = {lesson.steps[i].phase for i in steps}
    assert {f"{game_id}/{phase}" for phase in taught} <= seen_tips()
    assert coach.said is None or (coach.said.key[0] == "tip" and coach.said.key[1] not in seen_tips())
    assert window.match is match and not session.is_over


def test_a_refused_click_is_explained_in_the_coachs_words(qtbot, window):
    match, coach = start_lesson(qtbot, window, "forbidden_city")
    said, _shown = follow(qtbot, coach, until=lambda said: said.key == ("step", 2))
    board = match.board
    stuck = next(o for o, item in board.officials.items() if item.isVisible() and o not in board._moves)
    before = len(match.session.record)
    at = match.board_view.mapFromScene(board.officials[stuck].scenePos())
    QTest.mouseClick(match.board_view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert len(match.session.record) == before
    refusal = coach.bubble.refusal
    assert refusal.isVisible() and coach.said is not None and coach.said.key == said.key
    # the engine's reason, with its rule id, inside the coach's own words
    assert refusal.text().startswith("The rules do not allow that:")
    assert "(F-4.7)" in refusal.text() and "cannot move" in refusal.text()
    assert refusal.text().endswith("). Try where the ring points.")  # the reason ends with a full stop
    # doing what the ring points at: the refusal goes
    pointer = coach.pointer
    assert pointer is not None
    QTest.mouseClick(pointer.widget, Qt.MouseButton.LeftButton, pos=pointer.centre)
    settle(coach)
    assert not refusal.isVisible()


def test_the_lesson_can_be_left_at_any_time(qtbot, window):
    _match, coach = start_lesson(qtbot, window, "arkadia")
    words(qtbot, coach)
    QTest.mouseClick(coach.bubble.buttons["leave"], Qt.MouseButton.LeftButton)
    assert window.match is None
    assert window.stack.currentWidget() is window.start_page


def test_on_my_own_finishes_it_as_a_normal_match(qtbot, window):
    match, coach = start_lesson(qtbot, window, "maharaja")
    follow(qtbot, coach, until=lambda said: said.key[0] == "step")
    QTest.mouseClick(coach.bubble.buttons["own"], Qt.MouseButton.LeftButton)
    settle(coach)
    assert coach.progress.closed and not coach.bubble.isVisible()  # the card's phase was taught
    assert "maharaja/pick" in seen_tips() and "maharaja/planning" not in seen_tips()
    assert window.match is match


# --- first-time tips -----------------------------------------------------------------------------


def ordinary(window, game_id: str = "arkadia") -> Session:
    seats = [SeatInfo("Anna", "human", ""), SeatInfo("Bruno", "heuristic", "")]
    session = Session.new(game_id, seats, seed=5)
    assert window.show_session(session)
    return session


def test_a_tip_is_shown_once_and_not_again_after_it_is_put_away(qtbot, window):
    ordinary(window)
    coach = coach_of(window.match)
    assert coach is not None and coach.progress.lesson is None
    said = words(qtbot, coach)
    assert said.key == ("tip", "arkadia/must") and coach.pointer is not None
    QTest.mouseClick(coach.bubble.buttons["got_it"], Qt.MouseButton.LeftButton)
    settle(coach)
    assert not coach.bubble.isVisible()
    assert "arkadia/must" in seen_tips() and "arkadia/must" in str(app_settings().value(SEEN_KEY))
    # another match, the same phase: no tip
    ordinary(window)
    coach = coach_of(window.match)
    settle(coach)
    assert coach.said is None and not coach.bubble.isVisible()


def test_acting_while_a_tip_shows_counts_as_read(qtbot, window):
    ordinary(window)
    coach = coach_of(window.match)
    words(qtbot, coach)
    pointer = coach.pointer
    QTest.mouseClick(pointer.widget, Qt.MouseButton.LeftButton, pos=pointer.centre)  # a hand card
    settle(coach)
    assert coach.said is not None and coach.said.key == ("tip", "arkadia/must")
    pointer = coach.pointer
    before = len(window.match.session.record)
    QTest.mouseClick(pointer.widget, Qt.MouseButton.LeftButton, pos=pointer.centre)  # its square
    assert window.match.session.record[before].action.type == "play_card"
    assert "arkadia/must" in seen_tips()


def test_the_preferences_bring_the_tips_back_or_switch_them_off(qtbot, window):
    from desktop_app.ui.coach.tips import mark_seen

    mark_seen("arkadia/must")
    ordinary(window)
    coach = coach_of(window.match)
    settle(coach)
    assert coach.said is None
    window.show_preferences()
    dialog = window.preferences_dialog
    QTest.mouseClick(dialog.tips_again, Qt.MouseButton.LeftButton)
    assert seen_tips() == set()
    assert words(qtbot, coach).key == ("tip", "arkadia/must")
    dialog.tips.setChecked(False)
    settle(coach)
    assert coach.said is None and not coach.bubble.isVisible()
    assert window.preferences.tips is False
    dialog.close()


# --- the documentation's pictures ----------------------------------------------------------------

#: Where each game's picture is taken: a step whose bubble points at something of the side column
#: or the board, after a first click of it where the step has several parts.
PICTURED = {"maharaja": ("step", 3), "forbidden_city": ("step", 1), "arkadia": ("step", 1)}


@pytest.mark.skipif(
    not os.environ.get("COACH_SCREENSHOTS"), reason="writes docs/screenshots (COACH_SCREENSHOTS=1)"
)
def test_coach_screenshots(qtbot, window):
    """The guided match of each game at 1280x720 in English (``guided-G.png``), and Maharaja's in
    German at the largest text size (``guided-maharaja_de_largest.png``), the bubble whole."""
    from dataclasses import replace

    from desktop_app import i18n
    from desktop_app.ui.preferences import apply_application_wide

    out = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
    for game_id, key in PICTURED.items():
        _match, coach = start_lesson(qtbot, window, game_id)
        follow(qtbot, coach, until=lambda said, key=key: said.key == key)
        pointer = coach.pointer
        QTest.mouseClick(pointer.widget, Qt.MouseButton.LeftButton, pos=pointer.centre)
        settle(coach)
        window.grab().save(str(out / f"guided-{game_id}.png"))
        window.close_match()
    i18n.set_language("de")
    normal = window.preferences
    largest = replace(normal, text_size="largest")
    apply_application_wide(largest)  # as Preferences > Text size does
    window._preferences_changed(largest)
    try:
        _match, coach = start_lesson(qtbot, window, "maharaja")
        follow(qtbot, coach, until=lambda said: said.key == ("step", 3))
        assert window.rect().contains(coach.bubble.geometry())
        window.grab().save(str(out / "guided-maharaja_de_largest.png"))
    finally:
        apply_application_wide(normal)
        window._preferences_changed(normal)
        i18n.set_language("en")


def test_a_change_of_language_keeps_the_lesson_where_it_was(qtbot, window):
    from desktop_app import i18n

    match, coach = start_lesson(qtbot, window, "maharaja")
    follow(qtbot, coach, until=lambda said: said.key == ("step", 2))
    progress = coach.progress
    try:
        i18n.set_language("de")
        assert window.match is not match and window.match.table is match.table
        coach = coach_of(window.match)
        assert coach is not None and coach.progress is progress
        said = words(qtbot, coach)
        assert said.key == ("step", 2) and said.heading == "Trainer" and "Starthäuser" in said.text
        assert coach.pointer is not None
    finally:
        i18n.set_language("en")
