"""The end-of-match card: ranking, scores and why each tie fell the way it did.

It floats over the board (not a modal dialog) so players can dismiss it and step through the
match with the review bar, and bring it back from the Game menu.

Its soft shadow is a picture blurred once per card size (``CardShadow``), not a live
``QGraphicsDropShadowEffect``: the effect blurred the card again at every repaint of the board
under it, 5 ms of every review step while the card was up (issue 18). The ranking's labels are
kept and given new texts, so showing the result again makes no widgets; while they stay as they
are, the card paints them as one picture (``StillText``).
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsBlurEffect,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.engine.messages import Message
from desktop_app.engine.outcome import Outcome
from desktop_app.engine.session import SeatInfo
from desktop_app.ui import theme
from desktop_app.ui.lang import render_message
from desktop_app.ui.marks import QT_TRANSLATE_NOOP
from desktop_app.ui.screen_sheet import dress
from desktop_app.ui.still_text import StillText
from desktop_app.ui.widget_tools import nested, plain_label

#: The places' words, English (marked for translation; ``place_word`` translates them).
PLACES = (
    QT_TRANSLATE_NOOP("EndOverlay", "1st"),
    QT_TRANSLATE_NOOP("EndOverlay", "2nd"),
    QT_TRANSLATE_NOOP("EndOverlay", "3rd"),
    QT_TRANSLATE_NOOP("EndOverlay", "4th"),
    QT_TRANSLATE_NOOP("EndOverlay", "5th"),
    QT_TRANSLATE_NOOP("EndOverlay", "6th"),
    QT_TRANSLATE_NOOP("EndOverlay", "7th"),
    QT_TRANSLATE_NOOP("EndOverlay", "8th"),
)


def place_word(position: int) -> str:
    """ "1st", "2nd"… for ``position`` 0, 1…, in the chosen language ("1.", "1e")."""
    if position < len(PLACES):
        return QCoreApplication.translate("EndOverlay", PLACES[position])
    return QCoreApplication.translate("EndOverlay", "{n}th").format(n=position + 1)


def ranking_lines(outcome: Outcome, seats: Sequence[SeatInfo]) -> list[tuple[str, str, int | None]]:
    """(place, name, score) rows best first; seats that share a score and a place share the word."""
    rows = []
    for position, seat in enumerate(outcome.ranking):
        rows.append((place_word(position), seats[seat].name, outcome.scores.get(seat)))
    return rows


#: The card's shadow: its room around the card (the drop-shadow blur radius it replaces), its
#: offset below the card, its darkness, and the card's corner radius.
SHADOW_BLUR = 40
SHADOW_OFFSET = QPoint(0, 6)
SHADOW_COLOUR = QColor(0, 0, 0, 110)
CARD_RADIUS = 14


def shadow_picture(size: QSize, ratio: float = 1.0) -> QPixmap:
    """The blurred shadow of a rounded card of ``size``, with ``SHADOW_BLUR`` room on every side."""
    margin = SHADOW_BLUR
    width, height = size.width() + 2 * margin, size.height() + 2 * margin
    shape = QImage(int(width * ratio), int(height * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    shape.setDevicePixelRatio(ratio)
    shape.fill(Qt.GlobalColor.transparent)
    painter = QPainter(shape)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(SHADOW_COLOUR)
    painter.drawRoundedRect(QRectF(margin, margin, size.width(), size.height()), CARD_RADIUS, CARD_RADIUS)
    painter.end()
    # Blurred by the same filter the drop-shadow effect uses, through a scene rendered once.
    scene = QGraphicsScene()
    item = QGraphicsPixmapItem(QPixmap.fromImage(shape))
    blur = QGraphicsBlurEffect()
    # Half the drop shadow's radius with this hint matches its falloff (measured on screenshots).
    blur.setBlurRadius(SHADOW_BLUR / 2)
    blur.setBlurHints(QGraphicsBlurEffect.BlurHint.PerformanceHint)
    item.setGraphicsEffect(blur)
    scene.addItem(item)
    picture = QImage(shape.size(), QImage.Format.Format_ARGB32_Premultiplied)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    scene.render(painter, QRectF(picture.rect()), QRectF(0, 0, width, height))
    painter.end()
    picture.setDevicePixelRatio(ratio)
    return QPixmap.fromImage(picture)


class CardShadow(QWidget):
    """The shadow under a floating card: a sibling just below it that paints a cached picture."""

    def __init__(self, card: QWidget) -> None:
        super().__init__(card.parentWidget())
        self._card = card
        self._picture = QPixmap()
        self._for: tuple[QSize, float] | None = None
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.hide()

    def follow(self) -> None:
        """Lie under the card where it is now, at its size (the picture is made again only for a
        new size or screen)."""
        card = self._card
        key = (card.size(), card.devicePixelRatioF())
        if key != self._for:
            self._for = key
            self._picture = shadow_picture(*key)
        rect = QRect(card.pos() + SHADOW_OFFSET, card.size())
        self.setGeometry(rect.adjusted(-SHADOW_BLUR, -SHADOW_BLUR, SHADOW_BLUR, SHADOW_BLUR))
        self.stackUnder(card)
        self.show()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._picture)
        painter.end()


class EndOverlay(QFrame):
    """A centred card over the board with the final result."""

    review_requested = Signal()
    new_match_requested = Signal()
    save_requested = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        #: The title, ranking and explanation, painted by the card as one picture.
        self.still = StillText(self, theme.PAPER, self._texts)
        dress(self, "endCard")
        self.shadow = CardShadow(self)
        #: The ranking's rows of (place, name, score) labels, kept between results.
        self._rows: list[tuple[QLabel, QLabel, QLabel]] = []
        #: Laid out with closer lines for a short board (``_fit_height``; None: not yet), and
        #: for what (the room, the title's font and the texts).
        self._compact: bool | None = None
        self._fitted_for: tuple[object, ...] = ()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 22, 28, 20)
        layout.setSpacing(10)
        self.title = plain_label()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        dress(self.title, "endTitle")
        layout.addWidget(self.title)
        self.table = QGridLayout()
        self.table.setHorizontalSpacing(18)
        layout.addLayout(self.table)
        self.explanation = plain_label()
        self.explanation.setWordWrap(True)
        dress(self.explanation, "endExplanation")
        layout.addWidget(self.explanation)
        buttons = nested(layout, QHBoxLayout())  # joins empty, then fills (``widget_tools``)
        self.save = QPushButton(QCoreApplication.translate("EndOverlay", "Save for review…"))
        self.save.setToolTip(
            QCoreApplication.translate(
                "EndOverlay", "Keep the whole match, every secret now revealed, to review later"
            )
        )
        self.save.hide()
        self.review = QPushButton(QCoreApplication.translate("EndOverlay", "Review the match"))
        self.new = QPushButton(QCoreApplication.translate("EndOverlay", "New match…"))
        self.new.setProperty("accent", True)
        buttons.addStretch(1)
        buttons.addWidget(self.save)
        buttons.addWidget(self.review)
        buttons.addWidget(self.new)
        self.review.clicked.connect(self.hide)
        self.review.clicked.connect(self.review_requested)
        self.new.clicked.connect(self.new_match_requested)
        self.save.clicked.connect(self.save_requested)
        parent.installEventFilter(self)
        self.hide()

    def _texts(self) -> list[QLabel]:
        return [self.title, *(label for row in self._rows for label in row), self.explanation]

    def show_outcome(
        self,
        outcome: Outcome,
        seats: Sequence[SeatInfo],
        colours: Sequence[str],
        explanation: Sequence[Message | str] | None = None,
    ) -> None:
        """Show the result; ``explanation`` replaces the outcome's lines (with names filled in)."""
        self.still.thaw()  # new texts: the labels paint themselves until the next picture
        winner = seats[outcome.winner].name
        self.title.setText(QCoreApplication.translate("EndOverlay", "{name} wins!").format(name=winner))
        ranking = ranking_lines(outcome, seats)
        for line, (place, name, score) in enumerate(ranking):
            seat = outcome.ranking[line]
            place_label, name_label, score_label = self._row(line)
            place_label.setText(place)
            name_label.setText(f"<span style='color:{colours[seat]}'>●</span>  {html.escape(name)}")
            score_label.setText("" if score is None else str(score))
        for line, labels in enumerate(self._rows):
            for label in labels:
                label.setVisible(line < len(ranking))
        lines = [
            render_message(line) for line in (outcome.explanation if explanation is None else explanation)
        ]
        self.explanation.setText("\n".join(lines))
        self.explanation.setVisible(bool(lines))
        self._compact, self._fitted_for = None, ()
        self.adjustSize()
        self._place()
        self.raise_()
        self.show()

    def _row(self, line: int) -> tuple[QLabel, QLabel, QLabel]:
        """The labels of ranking row ``line``, made the first time a ranking is that long."""
        while len(self._rows) <= line:
            index = len(self._rows)
            place_label = QLabel()
            dress(place_label, "endPlaceFirst" if index == 0 else "endPlace")
            name_label = QLabel()
            dress(name_label, "endName")
            score_label = QLabel()
            score_label.setAlignment(Qt.AlignmentFlag.AlignRight)
            dress(score_label, "endScore")
            for column, label in enumerate((place_label, name_label, score_label)):
                self.table.addWidget(label, index, column)
            self._rows.append((place_label, name_label, score_label))
        return self._rows[line]

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self._fit_height(parent.height() - 20)
        self.resize(max(self.sizeHint().width(), 380), self.sizeHint().height())
        if parent is not None:
            self.move((parent.width() - self.width()) // 2, max(10, (parent.height() - self.height()) // 3))
        if self.isVisible():
            self.shadow.follow()

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest and not self.isHidden():
            # its words took another size (the text size changed, or fell back as a new match
            # opened behind it): the card grows or shrinks with them, or they were cut
            self._place()
        return handled

    def _fit_height(self, room: int) -> None:
        """Closer lines and the tie-breaks in the card's tooltip where the card is taller than
        ``room`` (a board pressed small on a laptop: with five princes at the largest text the
        card ran past the board's bottom, its buttons with it)."""
        asked = (room, self.title.font().toString(), self.title.text(), self.explanation.text())
        if asked == self._fitted_for:
            return
        self._fitted_for = asked
        explained = bool(self.explanation.text())
        self._set_compact(False)
        compact = self.sizeHint().height() > room
        if compact:
            self._set_compact(True)
        self.explanation.setVisible(explained and not compact)
        self.setToolTip(self.explanation.text() if compact and explained else "")

    def _set_compact(self, on: bool) -> None:
        if on == self._compact:
            return
        self._compact = on
        layout = self.layout()
        if layout is not None:
            layout.setContentsMargins(28, 12 if on else 22, 28, 10 if on else 20)
            layout.setSpacing(4 if on else 10)
        self.table.setVerticalSpacing(2 if on else -1)
        self.explanation.setVisible(bool(self.explanation.text()) and not on)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.shadow.follow()
        self.still.thaw()  # the picture is taken once the card is shown

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.still.thaw()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.PaletteChange, QEvent.Type.FontChange):
            self.still.thaw()

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        painter = QPainter(self)
        self.still.paint(painter)
        painter.end()

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        self.shadow.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize and not self.isHidden():
            self._place()
        return False
