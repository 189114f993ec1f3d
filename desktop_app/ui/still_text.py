"""Labels painted as one picture by the widget they lie on, while they stay as they are (issue 18).

A card that floats over the board (the end card) is painted again at every repaint of the board
under it — each review step while the card is up — and each of its labels lays its text out
again to paint it: the end card's ranking, title and explanation cost 0.5-0.7 ms of every review
step (Maharaja with five players; the board's whole repaint behind it about as much again).

``StillText`` paints the labels once into a picture, on the solid colour they stand on, and from
then on the widget that holds them paints that picture in its own paint, and Qt paints the labels
no more (their updates are off: a widget whose updates are off is left out of its parent's
paint). The labels stay where they were, visible, read by screen readers and tests as before.
Any change thaws them — a new text (the owner calls ``thaw`` first), a label moved, resized,
shown or hidden, a new style, font, palette or screen — and they paint themselves again until
they have rested ``REST_MS`` (or the owner's idle work takes the picture sooner).

What is shown stays exactly what the labels show: the picture is painted by their own paint,
on an opaque ``backdrop`` of the colour the owner paints under them (text is antialiased as on
the window), and copied to the same pixels. ``tests/ui/test_end_card.py`` compares the two.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRect, QTimer
from PySide6.QtGui import QColor, QPainter, QPixmap, QRegion
from PySide6.QtWidgets import QLabel, QWidget

#: What happening to a label makes its picture stale.
_THAWING = {
    QEvent.Type.Move,
    QEvent.Type.Resize,
    QEvent.Type.Show,
    QEvent.Type.Hide,
    QEvent.Type.FontChange,
    QEvent.Type.PaletteChange,
    QEvent.Type.StyleChange,
}


#: How long the labels rest, thawed, before their picture is taken: past the frame that
#: changed them (the match's last move shows the end card; the picture is not that frame's work).
REST_MS = 400


class StillText(QObject):
    """The labels ``labels()`` names, painted as one picture by ``owner`` (see the module)."""

    def __init__(self, owner: QWidget, backdrop: QColor | str, labels: Callable[[], list[QLabel]]) -> None:
        super().__init__(owner)
        self._owner = owner
        self._backdrop = QColor(backdrop)
        self._labels = labels
        self._frozen: list[QLabel] = []
        self._texts: list[str] = []
        self._picture = QPixmap()
        self._at = QRect()
        self._rest = QTimer(self)
        self._rest.setSingleShot(True)
        self._rest.setInterval(REST_MS)
        self._rest.timeout.connect(self.freeze)
        #: Pictures taken (tests see that the picture is taken once, not at every paint).
        self.taken = 0

    @property
    def frozen(self) -> bool:
        return bool(self._frozen)

    def thaw(self) -> None:
        """The labels paint themselves again; a new picture is taken once they have rested."""
        for label in self._frozen:
            label.removeEventFilter(self)
            label.setUpdatesEnabled(True)
        self._frozen = []
        self._picture = QPixmap()
        self._rest.start()

    def paint(self, painter: QPainter) -> None:
        """The owner's paint: the picture where the labels are (nothing while they are thawed)."""
        if not self._frozen:
            return
        stale = [label.text() for label in self._frozen] != self._texts
        if stale or self._picture.devicePixelRatio() != self._owner.devicePixelRatioF():
            self.thaw()  # a text set without ``thaw``, or another screen: they paint themselves
            return
        painter.drawPixmap(self._at.topLeft(), self._picture)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _THAWING:
            self.thaw()
        return False

    def freeze(self) -> None:
        """Take the labels' picture now (the owner's idle work may, before they have rested)."""
        self._rest.stop()
        owner = self._owner
        labels = [label for label in self._labels() if label.isVisible()]
        if self._frozen or not labels or not owner.isVisible():
            return  # taken when the owner is shown (it thaws then)
        layout = owner.layout()
        if layout is not None:
            layout.activate()  # the labels where they will be painted
        at = QRect()
        for label in labels:
            at = at.united(label.geometry())
        ratio = owner.devicePixelRatioF()
        picture = QPixmap(max(1, round(at.width() * ratio)), max(1, round(at.height() * ratio)))
        picture.setDevicePixelRatio(ratio)
        picture.fill(self._backdrop)
        for label in labels:
            # the label's own paint, no background (the backdrop is the owner's, under it)
            label.render(picture, label.pos() - at.topLeft(), QRegion(), QWidget.RenderFlag(0))
        self.taken += 1
        self._picture, self._at = picture, at
        self._frozen, self._texts = labels, [label.text() for label in labels]
        for label in labels:
            label.setUpdatesEnabled(False)
            label.installEventFilter(self)
        owner.update(at)

    def rect(self) -> QRect:
        """Where the picture is painted (empty while the labels are thawed)."""
        return QRect(self._at) if self._frozen else QRect()
