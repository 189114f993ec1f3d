"""Where the match graph sits: its share of the board's column, and its turning points' rows.

At 1280x720 a graph panel of fixed height squeezed the board to a third of the column; on a big
screen it left the chart small under a board with room to spare. So the panel takes a share of
the column's height (a splitter the person may drag; the share is kept in the settings, within
bounds that keep the board playable and the chart readable), never less than its least height.
A turning point's sentence quotes a log line of any length, so its row cuts it to the row's
width and shows the whole sentence as the tooltip, instead of widening the screen or wrapping.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QPushButton, QSizePolicy, QSplitter, QWidget

from desktop_app.ui import theme
from desktop_app.ui.settings import app_settings

#: The graph's share of the board column until the person drags the splitter, and the range a
#: share is kept in (the board must stay playable, the chart readable).
DEFAULT_SHARE, MIN_SHARE, MAX_SHARE = 0.3, 0.2, 0.7
SHARE_SETTING = "review/graph_share"


class SentenceRow(QPushButton):
    """A turning point's row: its sentence cut to the row's width ("…"), whole in the tooltip, so
    a long log line neither widens the screen nor wraps the panel taller."""

    def __init__(self) -> None:
        super().__init__()
        self.sentence = ""
        self.setFlat(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setStyleSheet(f"text-align: left; color: {theme.INK}; padding: 0 4px; font-size: 9pt;")
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        policy.setRetainSizeWhenHidden(True)
        self.setSizePolicy(policy)

    def set_sentence(self, sentence: str) -> None:
        self.sentence = sentence
        self.setToolTip(sentence)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        room = max(0, self.width() - 12)  # the style sheet's padding and the frame
        shown = self.fontMetrics().elidedText(self.sentence, Qt.TextElideMode.ElideRight, room)
        if shown != self.text():
            self.setText(shown)


class GraphSplitter(QSplitter):
    """The board above, the match graph below: the graph takes its share of the column (the
    share the person last dragged it to, kept in the settings) and keeps it as the window grows
    or shrinks, down to the panel's least height."""

    def __init__(self, board: QWidget, graph: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Vertical)
        self.setChildrenCollapsible(False)
        self.setHandleWidth(5)
        self.addWidget(board)
        self.graph: QWidget | None = None
        self.share = _saved_share()
        self.splitterMoved.connect(self._moved)
        if graph is not None:
            self.set_graph(graph)

    def set_graph(self, graph: QWidget) -> None:
        """Put the graph under the board (once; the match screen makes it when first wanted)."""
        self.addWidget(graph)
        self.graph = graph
        graph.installEventFilter(self)
        self.apply_share()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.graph and event.type() == QEvent.Type.Show:
            self.apply_share()
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.apply_share()

    def apply_share(self) -> None:
        """Give the graph its share of the height (nothing to give while it is hidden); a graph
        that lays itself out by its width (``fit_width``) does so first, as its least height
        depends on it."""
        total = self.height() - self.handleWidth()
        if self.graph is None or self.graph.isHidden() or total <= 0:
            return
        fit_width = getattr(self.graph, "fit_width", None)
        if fit_width is not None:
            fit_width(self.width())
        graph = max(self.graph.minimumHeight(), round(total * self.share))
        self.setSizes([max(0, total - graph), graph])

    def _moved(self, _position: int, _index: int) -> None:
        if self.graph is None:
            return
        board, graph = self.sizes()
        if board + graph > 0 and not self.graph.isHidden():
            self.share = min(MAX_SHARE, max(MIN_SHARE, graph / (board + graph)))
            app_settings().setValue(SHARE_SETTING, self.share)


def _saved_share() -> float:
    """The share kept in the settings, if it is a sensible one."""
    value = app_settings().value(SHARE_SETTING, DEFAULT_SHARE)
    try:
        share = float(value)  # type: ignore[arg-type]  # an INI file gives a string
    except (TypeError, ValueError):
        return DEFAULT_SHARE
    return min(MAX_SHARE, max(MIN_SHARE, share)) if share == share else DEFAULT_SHARE
