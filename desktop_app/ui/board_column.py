"""The match screen's board column: the prompt and the notice strip over the board, the step line
and the review bar under it, and what lies over them (a takeback request over the step line, a
hint's tooltip over the board).

Kept apart from the screen (``match_view``) because its layout has rules of its own, each learnt
from a person's missed click: nothing that comes and goes may move the board under the pointer,
so the prompt keeps room for two lines, notices have a line's room that is always there, the
takeback request lies over the step line instead of pushing the board, and the step line's
text never widens the column. The match graph takes a share of the board's height (or width)
when it is first asked for (``GraphSplitter``).

On a short screen (a 1280x720 or 1366x768 laptop) the rows under the board give the board back what they
can (issue 33): the step line keeps room for three lines (two with the match graph open), not
for the match's longest step (a longer one is cut to them, whole in its tooltip and in the log),
and the review tools drop their
"Seen by" label before they leave the step line's row for a row of their own.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QCursor, QFont, QFontMetricsF, QResizeEvent, QTextLayout
from PySide6.QtWidgets import QBoxLayout, QSizePolicy, QToolTip, QVBoxLayout, QWidget

from desktop_app.ui.board_view import BoardView
from desktop_app.ui.games.base import Board
from desktop_app.ui.graph_layout import GraphSplitter
from desktop_app.ui.lan_panels import LinkBanner, TakebackBar
from desktop_app.ui.match_prompt import prompt_style
from desktop_app.ui.prompt_lines import NoticeStrip, OverUnder, PromptLine
from desktop_app.ui.review_bar import ReviewBar
from desktop_app.ui.screen_sheet import dress
from desktop_app.ui.steady import StepLine
from desktop_app.ui.table import Table

#: A board column shorter than this is short (1280x720 gives it 673 px, 1366x768 721, 1280x800
#: 753; 1440x900 853): its step line keeps room for ``SHORT_LINES`` lines, ``GRAPH_LINES`` with
#: the match graph open.
SHORT_COLUMN = 760
SHORT_LINES, GRAPH_LINES = 3, 2


def cut_to_lines(text: str, font: QFont, width: float, lines: int) -> str:
    """``text`` wrapped at ``width`` and cut to ``lines`` lines, the last one ending in "…"."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    starts: list[int] = []
    while len(starts) <= lines:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        starts.append(line.textStart())
    layout.endLayout()
    if len(starts) <= lines:
        return text
    last = starts[lines - 1]
    tail = QFontMetricsF(font).elidedText(text[last:], Qt.TextElideMode.ElideRight, width)
    return f"{text[:last].rstrip()}\n{tail}" if last > 0 else tail


class ShortStepLine(StepLine):
    """The step line, which on a short screen (``set_cap``) keeps room for a few lines only
    and cuts a longer step's line to them, the whole line in its tooltip: the room kept
    for a match's longest step (three or four lines in German) left a blank band under the
    board at most steps, taken from a board the open graph already made small."""

    def __init__(self) -> None:
        super().__init__()
        self._whole = ""

    def setText(self, text: str) -> None:  # type: ignore[override]  # a plain str, as the screen sets it
        self._whole = text
        self._fit()

    def whole(self) -> str:
        """The step's whole line (``text`` is the line as shown, perhaps cut)."""
        return self._whole

    def set_cap(self, cap: int | None) -> None:
        """Keep room for ``cap`` lines at most (None: for the longest line, cutting none)."""
        if cap != self.cap:
            self.cap = cap
            self.updateGeometry()
            self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.cap is not None and event.size().width() != event.oldSize().width():
            self._fit()

    def _fit(self) -> None:
        shown = self._whole
        room = self.contentsRect().width() - 12  # the label lays text out a little narrower
        if self.cap is not None and shown and room > 50:
            shown = cut_to_lines(shown, self.font(), room, self.cap)
        self.setToolTip(self._whole if shown != self._whole else "")
        if shown != self.text():
            super().setText(shown)


class UnderRow(QWidget):
    """The step line beside the review tools (Seen by, Note…, Graph), or above them where the
    tools would leave the line less than its ``share`` of the row: at 1280x720 with the largest
    text in German the tools took all but 130 px, the line wrapped a word a line and the room it
    reserves for its longest step pressed the board into a strip. The tools' ``label`` ("Seen
    by") goes first, so they stay beside the line where they can: their own row under it took
    another 30 px from the board at 1280x720 (the choice's tooltip still says what it is)."""

    LINE_SHARE = 0.45
    #: The line's share on a short screen, where it is cut to a few lines anyway (``ShortStepLine``).
    SHORT_SHARE = 0.35

    def __init__(self, line: QWidget, tools: QWidget, label: QWidget | None = None) -> None:
        super().__init__()
        self.tools, self.label = tools, label
        self.share = self.LINE_SHARE
        self.row = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.row.setContentsMargins(0, 0, 8, 0)
        self.row.addWidget(line, 1)
        self.row.addWidget(tools, 0, Qt.AlignmentFlag.AlignVCenter)  # level with the line's text

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.arrange(event.size().width())

    def arrange(self, width: int) -> None:
        """Side by side or one above the other, whichever leaves the line its share at ``width``,
        without the tools' label where only that makes them fit beside it."""
        label = self.label
        group = label.parentWidget() if label is not None else None
        if group is not None:
            # the tools' width as they are now: the label's group measured afresh (its size as
            # laid out before the label last came or went was kept, and each arrangement then
            # undid the last: the row flipped at every relayout and moved the board 6 px)
            inner = group.layout()
            if inner is not None:
                inner.invalidate()
            group.updateGeometry()
        tools = self.tools.sizeHint().width()
        saved = 0 if label is None else label.sizeHint().width() + 6  # and the spacing after it
        whole = tools + saved if label is not None and label.isHidden() else tools
        room = self.share * width
        beside = width - (whole - saved) >= room
        if label is not None:
            label.setVisible(not beside or width - whole >= room)
        direction = QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom
        if self.row.direction() != direction:
            # above the line, the tools take the row's width and wrap in it (``FlowRow``), each
            # line at the right as the tools were
            self.row.setDirection(direction)


class BoardColumn(QVBoxLayout):
    """The column left of the side column, over ``table`` and its ``board``."""

    def __init__(self, table: Table, board: Board, row: QBoxLayout) -> None:
        super().__init__()
        # in the screen's ``row`` before it fills: a filled layout added leaves PySide wrappers of
        # its items that the cyclic collector could delete twice (``widget_tools``)
        row.addLayout(self, 1)
        self.setContentsMargins(0, 0, 0, 0)
        self.setSpacing(0)
        # Room for two lines from the start: a hint that wraps must not push the board down
        # under the mouse (issue 7).
        self.prompt = PromptLine()
        self.link_banner = LinkBanner()
        self.takeback_bar = TakebackBar(table)
        self.addWidget(self.link_banner)
        self.addWidget(self.prompt)
        self.board_view = BoardView(board=board)
        # Refusals, hints and notices appear where the person looks: right under the prompt
        # (issue 19), in a strip of one line that is always there, so the board neither moves
        # when they come and go nor lies under them (over the board's top edge they hid its first
        # row, and a hint the very square its ghost was on).
        self.notice_strip = NoticeStrip()
        self.notice_line = self.notice_strip.line
        self.addWidget(self.notice_strip)
        # the graph takes a share of the board's height, which the person may drag (issue 17); it
        # is made when first asked for (``ScreenReview.graph``): most screens never open it
        self.board_split = GraphSplitter(self.board_view)
        self.addWidget(self.board_split, 1)
        #: "What happened here": the log line of the step at the cursor, under the board.
        self.happened = ShortStepLine()
        dress(self.happened, "stepLine")
        self._prompt_style = ""
        self._hint_text = ""
        self.review_bar = ReviewBar()
        # the line's text never widens the screen (a long log line would resize the board and graph)
        self.happened.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        under_row = self.under_row = UnderRow(
            self.happened, self.review_bar.tools, self.review_bar.seen_label
        )
        dress(under_row, "underRow")
        # A takeback request lies over the step line and the review tools under the board (and
        # the review bar, where its words need more), which can wait for its answer: above the
        # board it pushed the board down under the pointer as it came (a tester's click missed
        # "Accept"), over the board's bottom edge it hid the board's last row.
        self._takeback_place = OverUnder(self.takeback_bar, under_row, self.review_bar)
        self.addWidget(under_row)
        self.addWidget(self.review_bar.rules_note)
        self.addWidget(self.review_bar)

    def setGeometry(self, rect: QRect) -> None:
        short = rect.height() < SHORT_COLUMN
        graph = self.board_split.graph
        # in live play the line is the one place a laptop shows what the last move did: it keeps
        # three lines there; the open graph needs the room more
        lines = GRAPH_LINES if graph is not None and not graph.isHidden() else SHORT_LINES
        self.happened.set_cap(lines if short else None)
        share = UnderRow.SHORT_SHARE if short else UnderRow.LINE_SHARE
        if share != self.under_row.share:
            self.under_row.share = share
            self.under_row.arrange(rect.width())
        super().setGeometry(rect)

    def show_prompt(self, text: str, stripe: str) -> None:
        """``text`` in the prompt line, its stripe in ``stripe`` (the colour of the eyes shown)."""
        style = prompt_style(stripe)
        if style != self._prompt_style:
            # A style sheet set again re-polishes the label and lays the screen out anew, even
            # unchanged: only a new stripe colour (another viewer) is worth that.
            self._prompt_style = style
            self.prompt.setStyleSheet(style)
        self.prompt.show_text(text)

    def hint(self, text: str) -> None:
        """The engine's reason for the place under the pointer, as a tooltip there: the notice
        strip over the board is for what a click did, and would flicker at every move of the
        pointer. An empty ``text`` takes the tooltip this put up away."""
        if text:
            self._hint_text = text
            QToolTip.showText(QCursor.pos(), text, self.board_view.viewport())
        elif self._hint_text:
            if QToolTip.text() == self._hint_text:
                QToolTip.hideText()
            self._hint_text = ""

    def show_link(self, table: Table) -> None:
        """A LAN table's link (lost, coming back) and a takeback request waiting for answers."""
        self.link_banner.update_from(table)
        self.takeback_bar.refresh()
