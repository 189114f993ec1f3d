"""Notes in review (issue 17, item 5): a bookmark and a comment added by clicking, shown in the
log and on the slider, saved with the file and there again when it is reopened; on a kept match
they go into its archive entry by themselves."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import Qt, QTimer

from desktop_app.engine.notes import Note
from desktop_app.persistence import archive, matchfile
from desktop_app.ui.notes import BOOKMARK_MARK, COMMENT_MARK

MATCHES = Path(__file__).parents[1] / "fixtures" / "matches"


def opened(qtbot, window, path: Path):
    window.show()
    qtbot.waitExposed(window)
    assert window.open_path(path)
    match = window.match
    match.end_overlay.hide()
    return match


def write_note(qtbot, match, text: str, bookmark: bool | None = None) -> None:
    """Click Note…, type ``text`` into the dialog and click Save, as a person would."""

    def fill() -> None:
        dialog = match.notes.dialog
        assert dialog is not None and dialog.isVisible()
        dialog.text.setPlainText(text)
        if bookmark is not None:
            dialog.bookmark.setChecked(bookmark)
        save = next(b for b in dialog.findChildren(type(match.notes.comment)) if b.text() == "Save")
        qtbot.mouseClick(save, Qt.MouseButton.LeftButton)

    QTimer.singleShot(50, fill)
    qtbot.mouseClick(match.notes.comment, Qt.MouseButton.LeftButton)


def test_bookmark_and_comment_show_in_log_and_slider_and_survive_save_and_reopen(qtbot, window, tmp_path):
    path = tmp_path / "lost.tpmatch"
    shutil.copy(MATCHES / "v1-maharaja-finished.tpmatch", path)
    match = opened(qtbot, window, path)
    match.seek(12)
    line = match.session.log(None)[11]
    qtbot.mouseClick(match.notes.bookmark, Qt.MouseButton.LeftButton)
    assert match.session.notes == {12: Note("", True)}
    assert match.log.lines()[11] == f"{BOOKMARK_MARK} {line}"
    assert match.review_bar.slider.notes == [12]
    assert window.isWindowModified()  # a note not saved yet
    match.seek(30)
    write_note(qtbot, match, "Should have built in Jaipur\nfirst.")
    assert match.session.notes[30] == Note("Should have built in Jaipur\nfirst.", False)
    assert match.log.lines()[29].endswith(f"{COMMENT_MARK} Should have built in Jaipur first.")
    assert match.review_bar.slider.notes == [12, 30]
    assert window.save() and not window.isWindowModified()
    window.close_match()
    again = opened(qtbot, window, path)
    assert again.session.notes == {12: Note("", True), 30: Note("Should have built in Jaipur\nfirst.", False)}
    assert again.log.lines()[11].startswith(BOOKMARK_MARK)
    again.seek(12)
    assert again.notes.bookmark.isChecked()
    qtbot.mouseClick(again.notes.bookmark, Qt.MouseButton.LeftButton)  # off again
    assert 12 not in again.session.notes and not again.log.lines()[11].startswith(BOOKMARK_MARK)


def test_notes_on_a_kept_match_go_into_its_archive_entry(qtbot, window):
    session = matchfile.load(MATCHES / "v1-arkadia-finished.tpmatch")
    entry = archive.keep(session)
    window.show()
    qtbot.waitExposed(window)
    assert window.open_archived(entry.id) is not False
    match = window.match
    match.end_overlay.hide()
    match.seek(20)
    write_note(qtbot, match, "the second castle floor", bookmark=True)
    assert archive.load(entry.id).notes == {20: Note("the second castle floor", True)}
    assert not window.isWindowModified()
    assert match.notes.bookmark.isChecked()


def test_the_start_of_a_match_takes_no_note(qtbot, window, tmp_path):
    path = tmp_path / "start.tpmatch"
    shutil.copy(MATCHES / "v1-arkadia-finished.tpmatch", path)
    match = opened(qtbot, window, path)
    match.seek(0)
    assert not match.notes.bookmark.isEnabled() and not match.notes.comment.isEnabled()
