"""Issue 19 item 6: what the window has to say about the match appears by the prompt.

Ctrl+Z is pressed on the window as a person presses it — under a hand-over cover too — and the
notice is read where the person looks: under the prompt, or on the cover that is up.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.helpers import ASHA, BO, answer_takeback, bet, dice_session, hand_over


def _ctrl_z(qtbot, window) -> None:
    """Ctrl+Z as the keyboard sends it: to the widget with the focus, in the active window."""
    focus = window.focusWidget() or window
    qtbot.keyClick(focus, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def test_ctrl_z_under_a_hand_over_cover_says_on_the_cover_what_it_did(qtbot, window):
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.show_session(dice_session(ASHA, BO))
    match = window.match
    hand_over(match)
    _ctrl_z(qtbot, window)  # nothing of Asha's to take back yet: the refusal, by the prompt
    assert match.notice_line.isVisible() and match.notice_line.text().startswith("Cannot undo")
    match.board.action_chosen.emit(bet("low"))  # the screen goes to Bo, behind a cover
    assert match.locked and match.overlay.isVisible()
    _ctrl_z(qtbot, window)  # whoever is at the keyboard asks Asha to take her bet back
    answer_takeback(match)  # issue 33: she says yes by name
    assert "Took back" in match.overlay.notice.text() and match.overlay.notice.isVisible()
    assert window.statusBar().currentMessage() == match.overlay.notice.text()


def test_the_windows_own_news_of_a_match_shows_by_the_prompt(window):
    window.show_session(dice_session(ASHA, BO))
    match = window.match
    window.tell("Autosave failed: the disk is full.")
    assert match.notice_line.isVisibleTo(window) and "disk is full" in match.notice_line.text()
    window.close_match()
    window.tell("Nothing shown: the status bar says it.")
    assert window.statusBar().currentMessage().startswith("Nothing shown")
