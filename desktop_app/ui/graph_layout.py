"""Where the match graph sits: its share of the board's column, and its turning points' rows.

At 1280x720 a graph panel of fixed height squeezed the board to a third of the column; on a big
screen it left the chart small under a board with room to spare. So the panel takes a share of
the column's height (a splitter the person may drag; the share is kept in the settings, within
bounds that keep the board playable and the chart readable), never less than its least height.
Where the board is wider than tall and the column short (a 1280x720 laptop: the Forbidden City's
board and panel are half again as wide as tall), the graph below pressed the board to 230 px while
a third of the column's width lay empty beside it: there the graph stands beside the board
(whichever way leaves the board taller, decided by the window's size alone so a drag never flips
it), at its own share of the width.
A turning point's sentence quotes a log line of any length, so its row cuts it to the row's
width and shows the whole sentence as the tooltip, instead of widening the screen or wrapping.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGraphicsView, QPushButton, QSizePolicy, QSplitter, QWidget

from desktop_app.ui import theme
from desktop_app.ui.settings import app_settings

#: The graph's share of the board column until the person drags the splitter, and the range a
#: share is kept in (the board must stay playable, the chart readable).
DEFAULT_SHARE, MIN_SHARE, MAX_SHARE = 0.3, 0.2, 0.7
SHARE_SETTING = "review/graph_share"
#: The graph beside the board: its share of the column's width, its least width (a chart that
#: still shows a trend, its sentences under it), and how much taller the board must stand there
#: than with the graph below for the graph to go beside it.
DEFAULT_SHARE_BESIDE, MIN_WIDTH_BESIDE, BESIDE_GAIN = 0.32, 300, 1.15
SHARE_BESIDE_SETTING = "review/graph_share_beside"


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
    """The board above, the match graph below (or beside it, ``beside``): the graph takes its
    share of the column (the share the person last dragged it to, kept in the settings) and keeps
    it as the window grows or shrinks, down to the panel's least height (or width)."""

    def __init__(self, board: QWidget, graph: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Vertical)
        self.setChildrenCollapsible(False)
        self.setHandleWidth(5)
        self.addWidget(board)
        self.graph: QWidget | None = None
        self.share = _saved_share(SHARE_SETTING, DEFAULT_SHARE)
        self.share_beside = _saved_share(SHARE_BESIDE_SETTING, DEFAULT_SHARE_BESIDE)
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
        """Give the graph its share of the height, or of the width beside the board (nothing to
        give while it is hidden); a graph that lays itself out by its width (``fit_width``) does
        so first, as its least height depends on it."""
        if self.graph is None or self.graph.isHidden() or self.width() <= 0 or self.height() <= 0:
            return
        beside = self.beside()
        orientation = Qt.Orientation.Horizontal if beside else Qt.Orientation.Vertical
        if self.orientation() != orientation:
            self.setOrientation(orientation)
        total = (self.width() if beside else self.height()) - self.handleWidth()
        if total <= 0:
            return
        if beside:
            graph = max(MIN_WIDTH_BESIDE, round(total * self.share_beside))
            self._fit_graph(graph)
        else:
            self._fit_graph(self.width())
            graph = max(self.graph.minimumHeight(), round(total * self.share))
        self.setSizes([max(0, total - graph), graph])

    def beside(self) -> bool:
        """Does the board stand taller with the graph beside it than below it (by ``BESIDE_GAIN``),
        at the default shares? The window's size alone decides, so dragging never flips it."""
        graph, board = self.graph, self.widget(0)
        if graph is None:
            return False
        width, height = self.width() - self.handleWidth(), self.height() - self.handleWidth()
        rect = board.sceneRect() if isinstance(board, QGraphicsView) else None
        aspect = rect.width() / rect.height() if rect is not None and rect.height() > 0 else 1.0
        least = getattr(graph, "least_height", lambda _width: graph.minimumHeight())
        below_graph = max(least(width), round(height * DEFAULT_SHARE))
        below = min(height - below_graph, width / aspect)
        beside_graph = max(MIN_WIDTH_BESIDE, round(width * DEFAULT_SHARE_BESIDE))
        beside = min(height, (width - beside_graph) / aspect)
        return height >= least(MIN_WIDTH_BESIDE) and beside > below * BESIDE_GAIN

    def _fit_graph(self, width: int) -> None:
        fit_width = getattr(self.graph, "fit_width", None)
        if fit_width is not None:
            fit_width(width)

    def _moved(self, _position: int, _index: int) -> None:
        if self.graph is None:
            return
        board, graph = self.sizes()
        if board + graph <= 0 or self.graph.isHidden():
            return
        share = min(MAX_SHARE, max(MIN_SHARE, graph / (board + graph)))
        if self.orientation() == Qt.Orientation.Horizontal:
            self.share_beside = share
            app_settings().setValue(SHARE_BESIDE_SETTING, share)
        else:
            self.share = share
            app_settings().setValue(SHARE_SETTING, share)


def _saved_share(key: str, default: float) -> float:
    """The share kept in the settings under ``key``, if it is a sensible one."""
    value = app_settings().value(key, default)
    try:
        share = float(value)  # type: ignore[arg-type]  # an INI file gives a string
    except (TypeError, ValueError):
        return default
    return min(MAX_SHARE, max(MIN_SHARE, share)) if share == share else default
