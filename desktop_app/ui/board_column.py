"""The match screen's board column: the prompt and the notice strip over the board, the step line
and the review bar under it, and what lies over them (a takeback request over the step line, a
hint's tooltip over the board).

Kept apart from the screen (``match_view``) because its layout has rules of its own, each learnt
from a person's missed click: nothing that comes and goes may move the board under the pointer,
so the prompt keeps room for two lines, notices have a line's room that is always there, the
takeback request lies over the step line instead of pushing the board, and the step line's
text never widens the column. The match graph takes a share of the board's height when it is
first asked for (``GraphSplitter``).
"""

from __future__ import annotations

from PySide6.QtGui import QCursor, QResizeEvent
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


class UnderRow(QWidget):
    """The step line beside the review tools (Seen by, Note…, Graph), or above them where the
    tools would leave the line less than ``LINE_SHARE`` of the row: at 1280x720 with the largest
    text in German the tools took all but 130 px, the line wrapped a word a line and the room it
    reserves for its longest step pressed the board into a strip."""

    LINE_SHARE = 0.45

    def __init__(self, line: QWidget, tools: QWidget) -> None:
        super().__init__()
        self.tools = tools
        self.row = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.row.setContentsMargins(0, 0, 8, 0)
        self.row.addWidget(line, 1)
        self.row.addWidget(tools, 0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.arrange(event.size().width())

    def arrange(self, width: int) -> None:
        """Side by side or one above the other, whichever leaves the line its share at ``width``."""
        beside = width - self.tools.sizeHint().width() >= self.LINE_SHARE * width
        direction = QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom
        if self.row.direction() != direction:
            # above the line, the tools take the row's width and wrap in it (``FlowRow``), each
            # line at the right as the tools were
            self.row.setDirection(direction)


class BoardColumn(QVBoxLayout):
    """The column left of the side column, over ``table`` and its ``board``."""

    def __init__(self, table: Table, board: Board) -> None:
        super().__init__()
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
        self.happened = StepLine()
        dress(self.happened, "stepLine")
        self._prompt_style = ""
        self._hint_text = ""
        self.review_bar = ReviewBar()
        # the line's text never widens the screen (a long log line would resize the board and graph)
        self.happened.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        under_row = self.under_row = UnderRow(self.happened, self.review_bar.tools)
        dress(under_row, "underRow")
        # A takeback request lies over the step line and the review tools under the board (and
        # the review bar, where its words need more), which can wait for its answer: above the
        # board it pushed the board down under the pointer as it came (a tester's click missed
        # "Accept"), over the board's bottom edge it hid the board's last row.
        self._takeback_place = OverUnder(self.takeback_bar, under_row, self.review_bar)
        self.addWidget(under_row)
        self.addWidget(self.review_bar.rules_note)
        self.addWidget(self.review_bar)

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
