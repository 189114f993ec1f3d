"""The match log beside the board: the seat's redacted log, newest line last, and in review the
cursor's step highlighted.

A module of its own apart from the player cards (``panels.py``): the log is shown by the match
screen, the review and the log drawer alike, and it keeps its document as a window of lines around
what it shows, edited line by line (see ``LogPanel``), which is its whole job. It draws only the
lines the shell hands it, so it can never show more than the board does.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QTextBlockFormat, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QTextBrowser

from desktop_app.ui import theme


def _common_prefix(old: Sequence[str], new: Sequence[str]) -> int:
    """How many first lines ``old`` and ``new`` share (the session hands out the same strings,
    so this is mostly a comparison of identities)."""
    if len(new) >= len(old) and new[: len(old)] == old:
        return len(old)
    same = 0
    for a, b in zip(old, new, strict=False):
        if a is not b and a != b:
            break
        same += 1
    return same


class LogPanel(QTextBrowser):
    """The match log, newest line last, kept scrolled to the bottom (in review: to the
    highlighted line of the cursor's step).

    A refresh hands over the whole log (2,000 lines late in a Forbidden City match); redrawing it
    all cost 60 ms, and stepping back in review used to do that at every step. The document is
    edited instead and holds a window of about ``window_lines()`` lines around what the panel shows:
    the newest lines, or in review the highlighted one. A line that changed is removed and
    written again, a step of the cursor moves the highlight, and a jump across the whole match
    costs no more than a window. Scrolling to the first (or last) line of the window brings
    ``window_lines()`` more lines in, keeping the line in view where it was.

    The window is as large as the panel needs, about two panels of lines: laying out its lines
    is most of a jump in review (60 lines cost 12 ms, the 36 a 300-pixel panel needs 5 ms).
    """

    #: Lines the document holds at most (up to two or three times as many between two trims).
    WINDOW = 60
    #: ... and at least, however short the panel.
    MIN_WINDOW = 24
    #: Pixels of the shortest entry (one line of text), to count the lines a panel shows.
    LINE_PIXELS = 16
    #: In review the highlighted line keeps this many lines of the window on either side.
    MARGIN = 8
    #: A line was clicked: its index in ``lines()`` (the step it tells of is index + 1).
    line_clicked = Signal(int)

    def __init__(self) -> None:
        super().__init__()
        self.setOpenLinks(False)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setUndoRedoEnabled(False)  # read-only: an undo stack would only grow
        self.document().setDocumentMargin(6)
        self._lines: list[str] = []
        #: The document holds ``_lines[_first:_first + _shown]``, one block each.
        self._first = 0
        self._shown = 0
        #: True while the panel edits or scrolls itself (the scroll bar's moves are then not a
        #: person asking for more lines).
        self._editing = False
        self._block = QTextBlockFormat()
        self._block.setBottomMargin(5)
        self._number = QTextCharFormat()
        self._number.setForeground(QColor(theme.MUTED))
        self._text = QTextCharFormat()
        #: The highlighted line (review's current step), or None: the panel then follows the end.
        self._current: int | None = None
        self._current_block = QTextBlockFormat(self._block)
        self._current_block.setBackground(QColor("#F3DFA8"))
        self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        self.verticalScrollBar().valueChanged.connect(self._scrolled)

    def sizeHint(self) -> QSize:
        """As small as the panel may be: the log takes what the player cards and the board's
        controls leave (it scrolls), never their room (issue 19: at 1920x1080 the fourth card was
        cut in half while the log stood half empty)."""
        hint = super().sizeHint()
        return QSize(hint.width(), self.minimumHeight() or hint.height())

    def set_lines(self, lines: Sequence[str]) -> None:
        """Show ``lines``; only lines that changed are written again."""
        lines = list(lines)
        if lines == self._lines:
            return
        keep = _common_prefix(self._lines, lines)
        self._lines = lines
        if self._current is not None and self._current >= len(lines):
            self._current = None
        self._editing = True
        # Lines cut and written again are one edit, laid out once (as in ``_show``): cut alone,
        # the document could stand empty for a moment and lose its scroll bar (an early line
        # reads otherwise for another reader, when review changes whose log is shown).
        cutting = keep - self._first < self._shown
        cursor = QTextCursor(self.document())
        if cutting:
            cursor.beginEditBlock()
        try:
            self._cut_end(keep - self._first)  # from ``keep`` on the lines changed or are gone
            self._fit()
            self._paint_current(self._current_block)
        finally:
            if cutting:
                cursor.endEditBlock()
            self._editing = False
        self.scroll_to_end()
        QTimer.singleShot(0, self, self.scroll_to_end)

    def set_current(self, index: int | None) -> None:
        """Highlight line ``index`` and keep it in view (review), or none and follow the end."""
        if index is not None and not 0 <= index < len(self._lines):
            index = None
        self._editing = True
        try:
            if index != self._current:
                self._paint_current(self._block)
                self._current = index
            self._fit()
            self._paint_current(self._current_block)
        finally:
            self._editing = False
        self.scroll_to_end()

    # --- the window ------------------------------------------------------------------------------

    def window_lines(self) -> int:
        """Lines the document should hold: twice as many one-line entries as the panel shows."""
        shows = self.viewport().height() // self.LINE_PIXELS
        return max(self.MIN_WINDOW, min(self.WINDOW, 2 * shows))

    def _fit(self) -> None:
        self._show(*self._wanted())

    def _wanted(self) -> tuple[int, int]:
        """The lines the document should hold, as few edits away from what it holds as will do."""
        count, window = len(self._lines), self.window_lines()
        first, end = self._first, self._first + self._shown
        current = self._current
        if current is None:  # the newest lines, from where the window starts if it is not too far
            keep = self._shown and min(count, window // 2) <= count - first <= 2 * window
            return (first if keep else max(0, count - window)), count
        low, high = max(0, current - self.MARGIN), min(count, current + self.MARGIN + 1)
        if self._shown and first <= low and high <= end and end - first <= 3 * window:
            return first, end
        start = max(0, min(current - window // 2, count - window))
        return start, min(count, start + window)

    def _show(self, first: int, end: int) -> None:
        """Make the document hold ``_lines[first:end]``, keeping what it holds of them.

        One edit block: the document is laid out once, when it is done. A jump in review wrote
        a window anew after emptying the document, and the empty document hid the scroll bar:
        the text was laid out again at the wider width, then once more when the lines brought
        the bar back (a third of the log's cost of a jump)."""
        held_first, held_end = self._first, self._first + self._shown
        if self._shown and (first, end) == (held_first, held_end):
            return  # an empty edit block would still lay the whole document out again
        cursor = QTextCursor(self.document())
        cursor.beginEditBlock()
        try:
            if not self._shown or end <= held_first or first >= held_end:
                self._clear()
                self._first = first
            else:
                self._cut_end(end - held_first)
                self._cut_start(first - held_first)
                if first < self._first:
                    self._insert_start(self._first - first)
            self._insert_end(end)
        finally:
            cursor.endEditBlock()

    def _clear(self) -> None:
        """Empty the document as an edit (``QTextDocument.clear`` would end an edit block)."""
        cursor = QTextCursor(self.document())
        cursor.select(QTextCursor.SelectionType.Document)
        cursor.removeSelectedText()
        cursor.setBlockFormat(self._block)
        self._shown = 0

    def _cursor_at_block(self, number: int) -> QTextCursor:
        return QTextCursor(self.document().findBlockByNumber(number))

    def _cut_end(self, keep: int) -> None:
        """Keep the first ``keep`` lines of the document."""
        if keep >= self._shown:
            return
        if keep <= 0:
            self._clear()
            return
        cursor = self._cursor_at_block(keep - 1)
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock)
        cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        self._shown = keep

    def _cut_start(self, count: int) -> None:
        """Drop the first ``count`` lines of the document (they scrolled out of the window)."""
        if count <= 0:
            return
        cursor = self._cursor_at_block(count)
        cursor.movePosition(QTextCursor.MoveOperation.Start, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        self._first += count
        self._shown -= count

    def _write(self, cursor: QTextCursor, number: int, line: str) -> None:
        cursor.insertText(f"{number}. ", self._number)
        cursor.insertText(line, self._text)  # plain text: names are data, never markup

    def _insert_end(self, end: int) -> None:
        """Write the lines after the last one held, up to ``end``."""
        start = self._first + self._shown
        if end <= start:
            return
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.beginEditBlock()
        for number, line in enumerate(self._lines[start:end], start=start + 1):
            if self._shown:
                cursor.insertBlock(self._block, self._text)
            else:
                cursor.setBlockFormat(self._block)
            self._write(cursor, number, line)
            self._shown += 1
        cursor.endEditBlock()

    def _insert_start(self, count: int) -> None:
        """Bring the ``count`` lines before the first shown into the document, above it."""
        start = self._first - count
        cursor = QTextCursor(self.document())
        cursor.beginEditBlock()
        for number, line in enumerate(self._lines[start : self._first], start=start + 1):
            self._write(cursor, number, line)
            cursor.insertBlock(self._block, self._text)
        cursor.endEditBlock()
        self._first = start
        self._shown += count

    def _scrolled(self, value: int) -> None:
        """A person scrolled to an end of the window: bring the next ``window_lines()`` lines in."""
        bar = self.verticalScrollBar()
        if self._editing or not self._shown:
            return
        self._editing = True
        try:
            if value == bar.minimum() and self._first > 0:
                before = bar.maximum()
                self._insert_start(min(self._first, self.window_lines()))
                bar.setValue(value + bar.maximum() - before)  # the line in view stays in view
            elif value == bar.maximum() and self._first + self._shown < len(self._lines):
                self._insert_end(min(len(self._lines), self._first + self._shown + self.window_lines()))
        finally:
            self._editing = False

    # --- the highlight ---------------------------------------------------------------------------

    @property
    def current(self) -> int | None:
        return self._current

    def current_is_highlighted(self) -> bool:
        """Whether the current line's block carries the highlight (tests look, as a player would)."""
        if self._current is None:
            return False
        block = self.document().findBlockByNumber(self._current - self._first)
        return block.isValid() and block.blockFormat().background() == self._current_block.background()

    def _paint_current(self, block_format: QTextBlockFormat) -> None:
        if self._current is None or not self._first <= self._current < self._first + self._shown:
            return
        cursor = self._cursor_at_block(self._current - self._first)
        cursor.setBlockFormat(block_format)

    def scroll_to_end(self) -> None:
        """Scroll to the newest line, or in review to the highlighted one."""
        editing, self._editing = self._editing, True
        try:
            if self._current is not None and self._first <= self._current < self._first + self._shown:
                block = self.document().findBlockByNumber(self._current - self._first)
                self.setTextCursor(QTextCursor(block))
                self.ensureCursorVisible()
                return
            bar = self.verticalScrollBar()
            bar.setValue(bar.maximum())
        finally:
            self._editing = editing

    def mouseReleaseEvent(self, event) -> None:
        # A click (not a drag that selected text) on a line asks for that line's step.
        super().mouseReleaseEvent(event)
        if event.button() != Qt.MouseButton.LeftButton or self.textCursor().hasSelection():
            return
        block = self.cursorForPosition(event.position().toPoint()).blockNumber()
        index = self._first + block
        if self._shown and 0 <= block < self._shown and index < len(self._lines):
            self.line_clicked.emit(index)

    def resizeEvent(self, event) -> None:
        # Wrapped lines change height with the width: stay at the newest line.
        super().resizeEvent(event)
        self.scroll_to_end()
        QTimer.singleShot(0, self, self.scroll_to_end)

    def lines(self) -> list[str]:
        return list(self._lines)

    def shown_lines(self) -> list[str]:
        """The lines in the document now, as they read (tests compare them with ``lines``)."""
        return self.toPlainText().split("\n") if self._shown else []

    @property
    def first_shown(self) -> int:
        """The index of the first line in the document."""
        return self._first
