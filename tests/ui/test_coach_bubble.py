"""What the tester found in the guided first match (issue 35, item 4): the bubble shows its whole
text from the moment it appears (after "Next" in each game, in English and German, at the normal
and the largest text size); nothing the coach drew stays when it steps aside; its ring follows
what it points at; no reason floats on the board after the move that ended a round; the steps
name buttons as they read; a hint and a tip have different names."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from desktop_app.ui.coach.lessons import LESSONS
from desktop_app.ui.coach.pointing import Pointer
from tests.ui.coach_walk import follow, settle
from tests.ui.test_coach import start_lesson, window  # noqa: F401 - the fixture


def _cut(label: QLabel) -> int:
    """Pixels of ``label``'s text its shown height leaves out (0: all of it shows)."""
    if not label.isVisible():
        return 0
    return max(0, label.heightForWidth(label.width()) - label.height())


def _shown_whole(coach) -> list[str]:
    bubble = coach.bubble
    faults = [
        f"{label.objectName()} cut by {_cut(label)} px"
        for label in (bubble.words, bubble.refusal)
        if _cut(label)
    ]
    inside = bubble.contentsRect()
    for button in bubble.buttons.values():
        if not inside.contains(button.geometry()):
            faults.append(f"{button.objectName()} outside the bubble")
    return faults


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", ["normal", "largest"])
@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_the_bubble_shows_its_whole_text_from_the_moment_it_appears(qtbot, window, game_id, size, language):  # noqa: F811
    from desktop_app import i18n
    from desktop_app.ui.preferences import apply_application_wide

    normal = window.preferences
    chosen = replace(normal, text_size=size)
    i18n.set_language(language)
    apply_application_wide(chosen)
    window._preferences_changed(chosen)
    try:
        _match, coach = start_lesson(qtbot, window, game_id)
        qtbot.waitUntil(lambda: coach.bubble.isVisible(), timeout=20_000)
        assert _shown_whole(coach) == []
        QTest.mouseClick(coach.bubble.buttons["next"], Qt.MouseButton.LeftButton)
        QApplication.sendPostedEvents()  # no timer, no second look: what shows after the click must be whole
        assert coach.bubble.isVisible()
        assert _shown_whole(coach) == [], coach.said
    finally:
        window.close_match()
        apply_application_wide(normal)
        window._preferences_changed(normal)
        i18n.set_language("en")


def test_on_my_own_leaves_no_ring_on_the_board(qtbot, window):  # noqa: F811
    """What the coach drew goes when it steps aside: the bubble's button had the focus, and the
    board it passed to showed its keyboard ring on the village the coach pointed at."""
    match, coach = start_lesson(qtbot, window, "maharaja")
    follow(qtbot, coach, until=lambda said: said.key == ("step", 2))  # the start houses
    own = coach.bubble.buttons["own"]
    own.setFocus(
        Qt.FocusReason.MouseFocusReason
    )  # as a click on it gives it (the offscreen platform does not)
    QTest.mouseClick(own, Qt.MouseButton.LeftButton)
    settle(coach)
    assert not coach.bubble.isVisible() and not coach.bubble.spotlight.isVisible()
    assert not match.board.keyboard.shown


def test_next_leaves_no_keyboard_ring_on_the_board(qtbot, window):  # noqa: F811
    """The intro's Next, taken away once clicked, passed the focus on to the board as a Tab
    would: the guided Arkadia match showed the keyboard ring around a hand card, over "Your hand"."""
    match, coach = start_lesson(qtbot, window, "arkadia")
    follow(qtbot, coach, until=lambda said: said.key == ("step", 1))
    assert not match.board.keyboard.shown and not match.board.keyboard.ring.isVisible()


def test_the_ring_follows_the_button_it_points_at(qtbot, window):  # noqa: F811
    """The ring is drawn where its target is now: Confirm bribe moved down by a longer caption."""
    match, coach = start_lesson(qtbot, window, "forbidden_city")
    follow(qtbot, coach, until=lambda _said: _points_at(coach, "confirm_bribe"))
    confirm = coach.pointer.widget
    ring = coach.bubble.spotlight
    assert ring.target == coach.pointer.on(match)
    before = confirm.mapTo(match, QPoint(0, 0))
    caption = confirm.parentWidget().caption
    caption.setText(caption.text() + "<br>(a longer caption)<br>(of four lines)<br>(at least)")
    qtbot.waitUntil(lambda: confirm.mapTo(match, QPoint(0, 0)) != before, timeout=2_000)
    for _ in range(3):
        QApplication.processEvents()
    assert ring.target == Pointer(confirm, confirm.rect()).on(match)


def _points_at(coach, name: str) -> bool:
    return coach.pointer is not None and coach.pointer.widget.objectName() == name


def test_no_reason_floats_on_the_board_after_the_move_that_ends_the_round(qtbot, window):  # noqa: F811
    """The official moved into the pavilion comes to rest under the pointer as the bribery boards
    are set: it put up why it could not move (F-8.3) with nobody pointing at it."""
    match, coach = start_lesson(qtbot, window, "forbidden_city")
    follow(qtbot, coach, until=lambda said: said.key == ("step", 2))
    hints: list[str] = []
    match.board.hinted.connect(hints.append)
    while coach.said is not None and coach.said.key == ("step", 2):
        pointer = coach.pointer
        QTest.mouseClick(pointer.widget, Qt.MouseButton.LeftButton, pos=pointer.centre)
        settle(coach)
    qtbot.waitUntil(lambda: match.board._moves == {} and match.board.interactive, timeout=20_000)
    for _ in range(3):
        QApplication.processEvents()
    assert [hint for hint in hints if hint] == []


def test_the_workers_step_names_the_button_as_it_reads(qtbot, window):  # noqa: F811
    """Arkadia's confirm button reads "Done with workers" until a square is marked, then "Place 1
    worker": the coach names both, not a "Place workers" the screen never shows."""
    from desktop_app.ui.coach.lessons import LESSONS as lessons

    steps = lessons["arkadia"].steps
    match, coach = start_lesson(qtbot, window, "arkadia")
    said, _shown = follow(
        qtbot,
        coach,
        until=lambda said: said.key[0] == "step" and steps[int(said.key[1])].action == "place_worker",
    )
    button = match.findChild(QPushButton, "place_workers")
    plain = QTextDocumentFragment.fromHtml(said.text).toPlainText()
    assert button.text() == "Done with workers" and button.text() in plain
    for _ in range(3):  # the building (where the step asks for it first), then a lit square
        if coach.pointer is None or coach.pointer.widget is button:
            break
        pointer = coach.pointer
        QTest.mouseClick(pointer.widget, Qt.MouseButton.LeftButton, pos=pointer.centre)
        settle(coach)
    assert button.text() == "Place 1 worker" and button.text() in plain


@pytest.mark.parametrize("language", ["de", "nl"])
def test_the_hint_and_the_tips_have_different_names(qtbot, language):
    """A hint (the move the H button suggests) is not a first-time tip: German had "Tipp" for both,
    Dutch "Tip" for the hint and "tip" in the tips' texts."""
    from PySide6.QtCore import QCoreApplication

    from desktop_app import i18n

    i18n.set_language(language)
    try:
        hint = QCoreApplication.translate("Hints", "Hint")
        tips = {QCoreApplication.translate("Coach", "Tip"), QCoreApplication.translate("Preferences", "Tips")}
        assert not hint.lower().startswith("tip")  # German "Tipp", Dutch "tip" name the tips
        assert not any(hint.lower() in tip.lower() or tip.lower() in hint.lower() for tip in tips), (
            hint,
            tips,
        )
        assert QCoreApplication.translate("Hints", "Hint: {line}").startswith(hint)
    finally:
        i18n.set_language("en")
