"""Notes in review: bookmark a step, write a comment on it, see both in the log and on the slider.

The notes live on the Session (``engine/notes.py``) and are saved with the match file, or written
into a kept match's archive entry (``keeping``). They are a person's own words, so they are shown
as plain text, never as markup. A note belongs to a step after it happened (step 1 and later, as
the log numbers its lines); the start of a match has no line to carry one.

A LAN screen holds no record, so it has nowhere to keep notes: the buttons are off there.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.engine.notes import MAX_TEXT, Note, clean_text
from desktop_app.engine.session import Session
from desktop_app.ui.screen_sheet import dress
from desktop_app.ui.text_size import screen_factor

#: Marks in front of a log line with a bookmark, and before a comment.
BOOKMARK_MARK = "★"
COMMENT_MARK = "✎"


def tr(text: str) -> str:
    return QCoreApplication.translate("Notes", text)


def decorate(lines: Sequence[str], notes: Mapping[int, Note]) -> list[str]:
    """The log lines with their notes: "★ " before a bookmarked step, "  ✎ comment" after (on
    the same line: the log's lines are its steps, one each)."""
    if not notes:
        return list(lines)
    shown = list(lines)
    for step, note in notes.items():
        index = step - 1
        if not 0 <= index < len(shown) or note.empty:
            continue
        line = shown[index]
        if note.bookmark:
            line = f"{BOOKMARK_MARK} {line}"
        if note.text:
            line = f"{line}  {COMMENT_MARK} {' '.join(note.text.split())}"
        shown[index] = line
    return shown


class NoteDialog(QDialog):
    """Write or change the comment on one step, and bookmark it."""

    def __init__(self, parent: QWidget | None, step: int, line: str, note: Note) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("Notes", "Note on step {step}").format(step=step))
        layout = QVBoxLayout(self)
        what = QLabel(line)
        what.setTextFormat(Qt.TextFormat.PlainText)
        what.setWordWrap(True)
        layout.addWidget(what)
        self.text = QPlainTextEdit(note.text)
        self.text.setPlaceholderText(
            QCoreApplication.translate("Notes", "What happened here, what should have been played…")
        )
        self.text.setMinimumSize(420, 120)
        layout.addWidget(self.text)
        self.bookmark = QCheckBox(QCoreApplication.translate("Notes", "Bookmark this step"))
        self.bookmark.setChecked(note.bookmark)
        layout.addWidget(self.bookmark)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.remove = buttons.addButton(
            QCoreApplication.translate("Notes", "Remove note"), QDialogButtonBox.ButtonRole.DestructiveRole
        )
        self.remove.setEnabled(not note.empty)
        self.remove.clicked.connect(self._remove)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.removed = False

    def _remove(self) -> None:
        self.removed = True
        self.accept()

    def note(self) -> Note:
        if self.removed:
            return Note()
        return Note(clean_text(self.text.toPlainText())[:MAX_TEXT], self.bookmark.isChecked())


class NotesControl:
    """The review bar's Bookmark and Note… buttons for the match on a screen.

    ``session`` returns the local Session (None on a LAN screen), ``cursor`` the step shown,
    ``line`` the log line of a step, and ``changed`` is called after every edit (the screen
    redraws its log and slider, the window its title).
    """

    def __init__(
        self,
        parent: QWidget,
        session: Callable[[], Session | None],
        cursor: Callable[[], int],
        line: Callable[[int], str],
        changed: Callable[[], None],
    ) -> None:
        self.parent, self._session, self._cursor, self._line, self._changed = (
            parent,
            session,
            cursor,
            line,
            changed,
        )
        self.bookmark = QPushButton(BOOKMARK_MARK)
        self.bookmark.setCheckable(True)
        self.bookmark.setToolTip(QCoreApplication.translate("Notes", "Bookmark this step (Ctrl+B)"))
        self.bookmark.setFixedWidth(round(34 * screen_factor()))  # a 4K screen: twice as wide
        dress(self.bookmark, "bookmarkButton")
        self.bookmark.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.bookmark.clicked.connect(self.toggle_bookmark)
        self.comment = QPushButton(QCoreApplication.translate("Notes", "Note…"))
        self.comment.setToolTip(QCoreApplication.translate("Notes", "Write a comment on this step"))
        self.comment.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.comment.clicked.connect(self.edit)
        #: The dialog while it is open (tests fill it in).
        self.dialog: NoteDialog | None = None

    def widgets(self) -> list[QWidget]:
        return [self.bookmark, self.comment]

    def refresh(self) -> None:
        session, step = self._session(), self._cursor()
        usable = session is not None and step > 0
        self.bookmark.setEnabled(usable)
        self.comment.setEnabled(usable)
        note = session.notes.get(step, Note()) if session is not None else Note()
        self.bookmark.blockSignals(True)
        self.bookmark.setChecked(usable and note.bookmark)
        self.bookmark.blockSignals(False)

    def _set(self, step: int, note: Note) -> None:
        session = self._session()
        if session is None:
            return
        if note.empty:
            session.notes.pop(step, None)
        else:
            session.notes[step] = note
        self._changed()

    def toggle_bookmark(self) -> None:
        session, step = self._session(), self._cursor()
        if session is None or step <= 0:
            return
        note = session.notes.get(step, Note())
        self._set(step, Note(note.text, not note.bookmark))

    def edit(self) -> None:
        session, step = self._session(), self._cursor()
        if session is None or step <= 0:
            return
        self.dialog = NoteDialog(self.parent, step, self._line(step), session.notes.get(step, Note()))
        try:
            if self.dialog.exec() == QDialog.DialogCode.Accepted:
                self._set(step, self.dialog.note())
        finally:
            self.dialog = None
