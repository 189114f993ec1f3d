"""The match log as a drawer where the side column has no room for six of its lines.

Issue 33 item 2: at 1280x720 the side column holds the player cards, the board's own controls
(a secret picker, the actions), on a LAN screen the chat, and the log; the log was left two or
three lines. Where the column can give the log ``LOG_LINES`` lines while the player cards and
the controls keep all they ask for, it does (the cards may scroll down to two whole ones, but not
for the log's sake: ``text_fit`` falls back where even two do not fit). Where it cannot, the log
keeps what is left and its heading gets a "Whole log" button: it opens the log beside the board,
over the board's right side, as tall as the screen, and closes again with the same button or
the drawer's own. Nothing in the column moves when the drawer opens or closes (the log's place
stays, empty), and the button keeps its room when it is not needed, so the heading's height
never changes with the window.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QObject, QSize
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop_app.ui.log_panel import LogPanel
from desktop_app.ui.screen_sheet import dress
from desktop_app.ui.widget_tools import nested

#: The log shows at least this many text lines in the column, or becomes a drawer.
LOG_LINES = 6
#: The log's least height while it is a drawer (what is left in the column shows its last lines).
LEAST_HEIGHT = 60


def six_lines(log: LogPanel) -> int:
    """Pixels the log needs to show ``LOG_LINES`` text lines: lines, frame and document margin."""
    spacing = QFontMetricsF(log.font()).lineSpacing()
    margin = 2 * (log.frameWidth() + log.document().documentMargin())
    return math.ceil(spacing * LOG_LINES + margin) + 2


class LogPlace(QWidget):
    """Where the log sits in the side column; keeps its room while the log is in the drawer."""

    def __init__(self, log: LogPanel) -> None:
        super().__init__()
        self.log = log
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(log)
        self._room = True
        log.setMinimumHeight(1)  # the place's least is the log's: 1 px where the column has none
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

    def log_room(self, shown: bool) -> None:
        """Show the log here (it is here, and there is room for two lines of it), or not."""
        self._room = shown
        if self.log.parentWidget() is self:
            self.log.setVisible(shown)

    def take_back(self) -> None:
        layout = self.layout()
        assert isinstance(layout, QBoxLayout)
        layout.addWidget(self.log)
        self.log.setVisible(self._room)


class LogDrawer(QFrame):
    """The log laid over the board's right side, beside the side column ``side``."""

    def __init__(self, side: QWidget, host: QWidget) -> None:
        super().__init__(host)
        dress(self, "logDrawer")
        self.side = side
        self.setFrameShape(QFrame.Shape.StyledPanel)
        column = QVBoxLayout(self)
        column.setContentsMargins(10, 10, 10, 10)
        column.setSpacing(6)
        top = nested(column, QHBoxLayout())  # joins empty, then fills (``widget_tools``)
        title = QLabel(QCoreApplication.translate("MatchView", "Match log"))
        dress(title, "logHeading")
        top.addWidget(title, 1)
        self.close_button = QPushButton(QCoreApplication.translate("MatchView", "Close"))
        self.close_button.setObjectName("logDrawerClose")
        top.addWidget(self.close_button)
        self.column = column
        self.hide()

    def place(self) -> None:
        """As tall as the screen, as wide as the side column, right against its left edge."""
        host = self.parentWidget()
        if host is None:
            return
        width = min(self.side.width(), max(self.side.x(), 0))
        self.setGeometry(self.side.x() - width, 0, width, host.height())
        self.raise_()


class LogDrawerControl(QObject):
    """Decides whether the side column's log is a drawer, and opens and closes the drawer.

    ``side``: the side column; ``others``: its widgets other than the log's heading and place,
    whose least heights (the controls': their whole height) the log must leave them."""

    def __init__(self, side: QWidget, log: LogPanel, heading: QLabel) -> None:
        super().__init__(side)
        self.side = side
        self.log = log
        self.place = LogPlace(log)
        self.heading_row = QWidget()
        row = QHBoxLayout(self.heading_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(heading, 1)
        self.button = QPushButton(QCoreApplication.translate("MatchView", "Whole log"))
        self.button.setObjectName("logDrawerButton")
        self.button.setCheckable(True)
        self.button.setToolTip(
            QCoreApplication.translate("MatchView", "Show the whole match log beside the board")
        )
        policy = self.button.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # the heading keeps its height either way
        self.button.setSizePolicy(policy)
        self.button.hide()
        row.addWidget(self.button)
        self.button.toggled.connect(self.open)
        #: Is the log a drawer (the column cannot give it ``LOG_LINES`` lines)?
        self.drawer = False
        self._drawer: LogDrawer | None = None
        self._others: list[QWidget] = []
        #: The column's size at the last fit, and whether the log was a drawer and its least then.
        self._held: tuple[QSize, tuple[bool, int] | None] = (QSize(), None)

    def watch(self, others: list[QWidget]) -> None:
        """The column's other widgets, whose room comes before the log's six lines."""
        self._others = others

    def side_changed(self) -> None:
        """The side column moved, was resized or its widgets ask for other room (its events)."""
        self.fit()
        if self._drawer is not None and self._drawer.isVisible():
            self._drawer.place()

    def room(self, *, whole: bool = True) -> int:
        """Pixels of the column left for the log's place after everything else took its room
        (``whole``: the board's controls all they ask for, else their least: they scroll)."""
        layout = self.side.layout()
        if layout is None:
            return 0
        margins = layout.contentsMargins()
        shown = [widget for widget in self._others if not widget.isHidden()]
        others = sum(_room(widget, whole) for widget in shown) + self.heading_row.sizeHint().height()
        spacing = layout.spacing() * (len(shown) + 1)
        return self.side.height() - margins.top() - margins.bottom() - others - spacing

    def fit(self) -> None:
        """Six lines in the column where the others leave room for them, else a drawer (and the
        log in the column shows what is left, nothing where nothing is)."""
        if self.side.height() <= 0:
            return
        room = self.room()
        six = six_lines(self.log)
        drawer = room < six
        least = max(0, min(LEAST_HEIGHT, room)) if drawer else six
        size = self.side.size()
        held_at, held = self._held
        if held_at == size and held is not None:
            # while the column's size stays, the log only gives room up (a card's rows come
            # and go with the turn: a log that took them back moved at every other action)
            drawer, least = drawer or held[0], min(least, held[1]) if drawer or held[0] else least
        self._held = (size, (drawer, least))
        if self.place.minimumHeight() != least:
            self.place.setMinimumHeight(least)
        # less than two lines' room: none shown in the column (a sliver of a log reads as a bug)
        self.place.log_room(least >= six_lines(self.log) // 3)
        if drawer != self.drawer:
            self.drawer = drawer
            self.button.setVisible(drawer)
            if not drawer:
                self.button.setChecked(False)

    def open(self, shown: bool) -> None:
        """The log into the drawer beside the board (``shown``), or back into its place."""
        host = self.side.parentWidget()
        if shown and host is not None:
            if self._drawer is None:
                self._drawer = LogDrawer(self.side, host)
                self._drawer.close_button.clicked.connect(self._drawer_closed)
            self._drawer.column.addWidget(self.log, 1)
            self.log.show()
            self._drawer.place()
            self._drawer.show()
        else:
            if self._drawer is not None:
                self._drawer.hide()
            self.place.take_back()

    def _drawer_closed(self) -> None:
        self.button.setChecked(False)

    @property
    def drawer_widget(self) -> LogDrawer | None:
        """The drawer, once it was opened (tests and the layout checker)."""
        return self._drawer


def _room(widget: QWidget, whole: bool) -> int:
    """The height ``widget`` keeps in the column: its least, or (``whole``) for the board's
    scrolling controls and the player cards all they ask for, before the log gets more than
    what is left (six lines that scrolled the fifth card away at 1920x1080 are a drawer's)."""
    if (
        whole and widget.objectName() in ("controlsScroll", "playersScroll")
    ) or widget.sizePolicy().verticalPolicy() in (
        QSizePolicy.Policy.Minimum,
        QSizePolicy.Policy.Fixed,
    ):
        return widget.sizeHint().height()
    return max(widget.minimumSizeHint().height(), widget.minimumHeight())
