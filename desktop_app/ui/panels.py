"""Side panels of the match window: one card per player, and the match log.

Both are drawn only from what the shell hands them (the view of the seat at the screen and its
redacted log), so they can never show more than the board does.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
)
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop_app.engine.session import SeatInfo
from desktop_app.ui import theme
from desktop_app.ui.fitted_text import ElidedLine
from desktop_app.ui.marks import QT_TRANSLATE_NOOP
from desktop_app.ui.screen_sheet import dress
from desktop_app.ui.text_size import screen_factor
from desktop_app.ui.widget_tools import plain_label

#: Who plays a seat, English (marked for translation; ``kind_label`` translates).
_KINDS = {
    "human": QT_TRANSLATE_NOOP("PlayersPanel", "Human"),
    "remote": QT_TRANSLATE_NOOP("PlayersPanel", "LAN player"),
    "random": QT_TRANSLATE_NOOP("PlayersPanel", "Computer · beginner"),
    "heuristic": QT_TRANSLATE_NOOP("PlayersPanel", "Computer · standard"),
    "hard": QT_TRANSLATE_NOOP("PlayersPanel", "Computer · strong"),
    "expert": QT_TRANSLATE_NOOP("PlayersPanel", "Computer · expert"),
}


def kind_label(kind: str) -> str:
    """Who plays a seat ("Human", "Computer · strong"), in the chosen language."""
    label = _KINDS.get(kind)
    if label is not None:
        return QCoreApplication.translate("PlayersPanel", label)
    return QCoreApplication.translate("PlayersPanel", "Computer · {level}").format(level=kind)


#: The seat symbols every board draws on a seat's pieces, in seat order (``symbol_of`` of the
#: boards' palettes): colour-blind mode shapes the cards' tokens the same way.
SEAT_SYMBOLS = ("circle", "square", "triangle", "diamond", "star")


def seat_shape(symbol: str, rect: QRectF) -> QPainterPath:
    """The outline of ``symbol`` filling ``rect``."""
    path = QPainterPath()
    c, r = rect.center(), min(rect.width(), rect.height()) / 2
    if symbol == "circle":
        path.addEllipse(c, r, r)
        return path
    if symbol == "square":
        path.addRoundedRect(rect.adjusted(2, 2, -2, -2), 3, 3)
        return path
    if symbol == "triangle":
        corners = [(0.0, -1.0), (1.0, 0.8), (-1.0, 0.8)]
    elif symbol == "diamond":
        corners = [(0.0, -1.0), (0.9, 0.0), (0.0, 1.0), (-0.9, 0.0)]
    else:
        corners = [
            (
                (1.0 if k % 2 == 0 else 0.5) * math.cos(-math.pi / 2 + k * math.pi / 5),
                (1.0 if k % 2 == 0 else 0.5) * math.sin(-math.pi / 2 + k * math.pi / 5),
            )
            for k in range(10)
        ]
    path.moveTo(c.x() + corners[0][0] * r, c.y() + corners[0][1] * r)
    for x, y in corners[1:]:
        path.lineTo(c.x() + x * r, c.y() + y * r)
    path.closeSubpath()
    return path


def show(widget: QWidget, visible: bool) -> None:
    """``widget`` shown or hidden, asking Qt only when that changes: a card's rows are set at
    every refresh, and each ``setVisible`` costs tens of microseconds even when nothing changes
    (a review jump set some 25 of them)."""
    if widget.isHidden() == visible:
        widget.setVisible(visible)


class _Token(QWidget):
    """A round token in the seat's colour with the seat number, readable without colour vision;
    in colour-blind mode it takes the shape of the seat's symbol on the board's pieces."""

    def __init__(self, colour: str, number: int) -> None:
        super().__init__()
        self._colour = colour
        self._number = number
        self.shaped = False
        side = round(30 * screen_factor())  # a 4K screen without desktop scaling: twice as big
        self.setFixedSize(side, side)

    def set_shaped(self, shaped: bool) -> None:
        if shaped != self.shaped:
            self.shaped = shaped
            self.update()

    @property
    def symbol(self) -> str:
        return SEAT_SYMBOLS[(self._number - 1) % len(SEAT_SYMBOLS)]

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        painter.setPen(QColor(0, 0, 0, 90) if not self.shaped else QColor(0, 0, 0, 200))
        painter.setBrush(QColor(self._colour))
        if self.shaped:
            painter.drawPath(seat_shape(self.symbol, rect))
        else:
            painter.drawEllipse(rect)
        painter.setPen(QColor(theme.text_on(self._colour)))
        font = painter.font()
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(self._number))
        painter.end()


#: The card's edge: thin when its player waits, thick in the seat's colour when they are to move.
EDGE, EDGE_W, ACTIVE_W, STRIPE_W, RADIUS = "#E0D0B0", 1, 3, 6, 8.0


class PlayerCard(QFrame):
    """One player: token, name, kind, a "to move" mark and the board's summary rows.

    The card paints its own frame: a style sheet set when the card turns on or off re-polished
    the card and every label in it, twice per action. Rows keep their labels from one refresh to
    the next and only change their texts.
    """

    def __init__(self, index: int, seat: SeatInfo, colour: str) -> None:
        super().__init__()
        self.index = index
        self.colour = colour
        self.setObjectName("playerCard")
        layout = QVBoxLayout(self)
        # the margins a thin edge leaves (as the old style sheet did); a thick edge takes two
        # pixels of them, so nothing moves when the card turns on
        layout.setContentsMargins(10 + STRIPE_W, 4 + EDGE_W, 10 + EDGE_W, 5 + EDGE_W)
        layout.setSpacing(1)
        head = QHBoxLayout()
        self.token = _Token(colour, index + 1)
        head.addWidget(self.token, 0, Qt.AlignmentFlag.AlignTop)
        # The name on a line of its own (it wraps, at the width of the card alone), and under it
        # who plays the seat and the badge ("to move · you"). The line keeps the badge's height
        # and the kind gives way by eliding, never wrapping: before, name, kind and badge
        # shared one line, so a badge coming or going re-wrapped the kind or the name, the card
        # grew or shrank and every card below it moved; and a long name left the badge no room.
        lines = QVBoxLayout()
        lines.setSpacing(0)
        self.name = plain_label(seat.name)
        self.name.setWordWrap(True)
        dress(self.name, "seatName")
        lines.addWidget(self.name)
        second = QHBoxLayout()
        second.setSpacing(6)
        self.kind = ElidedLine(kind_label(seat.kind))
        dress(self.kind, "seatKind")
        second.addWidget(self.kind, 1)
        self.badge = QLabel()
        dress(self.badge, "seatBadge")
        second.addWidget(self.badge)
        # The line is as tall as the badge whether it shows or not (its style is applied now,
        # as it would be when first shown): the kind never gives up width to a hidden badge.
        self.badge.ensurePolished()
        self.kind.setMinimumHeight(self.badge.sizeHint().height())
        lines.addLayout(second)
        head.addLayout(lines, 1)
        layout.addLayout(head)
        self.rows = QGridLayout()
        self.rows.setHorizontalSpacing(12)
        self.rows.setVerticalSpacing(0)
        self.rows.setColumnStretch(1, 1)
        layout.addLayout(self.rows)
        # a card held taller than its rows (a shared screen keeps room for the rows a peek
        # shows: ``MatchSide.measure_cards``) keeps them at the top
        layout.addStretch(1)
        self._row_labels: list[tuple[QLabel, QLabel]] = []
        self._shown_rows: list[tuple[str, str]] | None = None
        self.active = False
        self.set_state(False, "", [])

    def set_kind(self, text: str) -> None:
        """Who plays the seat now (it may change hands during a match)."""
        self.kind.set_full(text)

    def set_state(self, active: bool, badge: str, rows: Sequence[tuple[str, str]]) -> None:
        if active != self.active:
            self.active = active
            self.update()
        if badge != self.badge.text():
            self.badge.setText(badge)
        show(self.badge, bool(badge))
        rows = [(str(label), str(value)) for label, value in rows]
        if rows == self._shown_rows:
            return
        self._shown_rows = rows
        while len(self._row_labels) < len(rows):
            self._add_row()
        for line, (key, shown) in enumerate(self._row_labels):
            visible = line < len(rows)
            if visible:
                label, value = rows[line]
                if key.text() != label:
                    key.setText(label)
                if shown.text() != value:
                    shown.setText(value)
            show(key, visible)
            show(shown, visible)

    def row_height(self) -> int:
        """The height one more row of one line takes on this card."""
        if not self._row_labels:
            self._add_row()
            for label in self._row_labels[-1]:
                label.hide()
        label = self._row_labels[0][1]
        label.ensurePolished()
        return QFontMetrics(label.font()).lineSpacing() + max(0, self.rows.verticalSpacing())

    def reserve_rows(self, count: int) -> None:
        """Have ``count`` rows' labels made and styled, hidden until a state shows them: the
        finished match's idle work readies the rows its review will show (a first step into
        review made and styled a dozen labels, 1-2 ms of it). What the card shows is unchanged."""
        while len(self._row_labels) < count:
            self._add_row()
            for label in self._row_labels[-1]:
                label.hide()
                label.ensurePolished()

    def _add_row(self) -> None:
        line = len(self._row_labels)
        key = plain_label()
        dress(key, "seatKey")
        shown = plain_label()
        shown.setWordWrap(True)
        dress(shown, "seatValue")
        self.rows.addWidget(key, line, 0)
        self.rows.addWidget(shown, line, 1)
        self._row_labels.append((key, shown))

    def paintEvent(self, event) -> None:
        """Paper with the seat's stripe on the left, edged thin, or thick in the seat's colour."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = ACTIVE_W if self.active else EDGE_W
        outer = QRectF(self.rect())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(self.colour if self.active else EDGE))
        painter.drawRoundedRect(outer, RADIUS, RADIUS)
        painter.save()
        stripe = QPainterPath()
        stripe.addRoundedRect(outer, RADIUS, RADIUS)
        painter.setClipPath(stripe)
        painter.fillRect(QRectF(outer.left(), outer.top(), STRIPE_W, outer.height()), QColor(self.colour))
        painter.restore()
        inner = outer.adjusted(STRIPE_W, width, -width, -width)
        painter.setBrush(QColor(theme.PAPER))
        painter.drawRoundedRect(inner, RADIUS - width, RADIUS - width)
        painter.end()

    def row_texts(self) -> list[tuple[str, str]]:
        return list(self._shown_rows or [])


class PlayersPanel(QWidget):
    """A column of player cards."""

    def __init__(self, seats: Sequence[SeatInfo], colours: Sequence[str]) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        self.cards = [PlayerCard(i, seat, colours[i]) for i, seat in enumerate(seats)]
        for card in self.cards:
            layout.addWidget(card)
        layout.addStretch(1)

    def set_colour_blind(self, on: bool) -> None:
        """Tokens in the shape of each seat's symbol, as on the board's pieces."""
        for card in self.cards:
            card.token.set_shaped(on)

    def text_sized(self) -> None:
        """The text size changed: each card's kind line is as tall as its badge at the new size
        (measured once when the card was made, a card made at a larger size kept that height
        after the window fell back to a smaller one, and two cards no longer fitted the column)."""
        for card in self.cards:
            card.badge.ensurePolished()
            high = card.badge.sizeHint().height()
            if card.kind.minimumHeight() != high:
                card.kind.setMinimumHeight(high)


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
