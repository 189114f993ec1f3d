"""Widgets of the match screen's layout that keep their room while the match is played.

A widget whose height follows its content moves everything beside it when that content changes:
the board under a "what happened" line that took one line, then two; the log under player cards
whose badges come and go with each turn. Each move is a layout of the column, the widgets laid
out again and repainted, several milliseconds of an action (issue 18). These keep the room they
once needed while their width stays, and give it back only when the width changes.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QLabel, QLayout, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

#: Widgets nested in each other's layouts, as deep as the screen's go (a row label in a player
#: card, the card in the players' column, that in its scroll area, the side column, the window).
LAYOUT_LEVELS = 5


def lay_out_now() -> None:
    """Lay the screen out now, innermost widgets first, as the event loop would have done.

    A card that gained a row asks its column for room, the column its scroll area, the side
    column, the window: each asks with an event posted while the one before it is handled,
    and Qt handles those in the next turn of the loop. The screen was painted after the
    first turn and painted again after each of the next three, laid out a level further
    each time (on a review step the player cards, the review bar and the step line twice,
    and a scroll bar shown for one frame where the cards' column was about to grow)."""
    for _ in range(LAYOUT_LEVELS):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)


class FittingScrollArea(QScrollArea):
    """Asks for the whole height of its content, scrolling only when the window is too short —
    and never shrinks below two whole player cards (a card cut in half reads as a bug).

    The height it asks for only grows while its width stays: a row or a badge that comes and
    goes with the turn would otherwise move the log below at every action, and laying the side
    column out again and repainting what moved cost 4-5 ms of each action."""

    def __init__(self) -> None:
        super().__init__()
        #: The tallest heights asked for (whole content, two cards) at the width ``_width``.
        self._tallest = self._least = 0
        self._width = -1
        self._asked = QSize()
        #: Laid out once without its scroll bar (``afresh``): what it shows is not yet settled.
        self.settling = False

    def _at_width(self) -> None:
        """Forget the tallest heights when the column's width changed (names wrap anew)."""
        if self.width() != self._width:
            self._width = self.width()
            self._tallest = self._least = 0

    def sizeHint(self) -> QSize:
        self._at_width()
        content = self.widget()
        inner = content.sizeHint() if content is not None else QSize()
        height = inner.height()
        if content is not None and content.hasHeightForWidth():
            # wrapped names and rows take more lines at the column's width than at their own, and
            # fewer than the cards' own hint guesses: asked for by that hint, an Arkadia column of
            # two cards kept 80 px of blank under them, and the log had two lines (issue 33)
            if self.width() > 100:
                height = content.heightForWidth(self.width() - 2 * self.frameWidth())
            else:
                height = max(height, content.heightForWidth(inner.width()))
        self._tallest = max(self._tallest, height + 2, self.minimumSizeHint().height())
        return QSize(inner.width(), self._tallest)

    def afresh(self) -> None:
        """The type changed size: lay the cards out once without the scroll bar, then let it come
        where they need it. A bar that showed at the larger size kept the cards narrower, their
        rows wrapped a line more, and the two cards that fit at the new size without it did not
        with it: the bar stayed and the second card was cut (Arkadia, 1280x720, Dutch)."""
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.settling = True
        QTimer.singleShot(0, self, self._bar_as_needed)

    def _bar_as_needed(self) -> None:
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.settling = False

    def follow_content(self) -> None:
        """The cards changed: ask the column for more room if they need it (only then: asking
        lays the whole side column out again)."""
        hint = self.sizeHint()
        if hint != self._asked:
            self._asked = hint
            self.updateGeometry()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # the height it asks for follows its width (wrapped names)

    def minimumSizeHint(self) -> QSize:
        self._at_width()
        content = self.widget()
        cards = getattr(content, "cards", [])
        shown = cards[:2]
        if not shown:
            return super().minimumSizeHint()
        layout = content.layout() if content is not None else None
        spacing = layout.spacing() if layout is not None else 0
        margins = layout.contentsMargins() if layout is not None else None
        width = self.viewport().width() - (margins.left() + margins.right() if margins is not None else 0)
        height = sum(_card_height(card, width) for card in shown) + spacing * (len(shown) - 1) + 4
        self._least = max(self._least, height)  # a badge that wraps a name comes and goes too
        return QSize(super().minimumSizeHint().width(), self._least)


def _card_height(card: QWidget, width: int) -> int:
    """A player card's height at the column's ``width``: its size hint is measured where its
    wrapped rows take their own widths (at the largest text in German an Arkadia card asked 271
    px and was laid out in 202), and two cards' hints made the column too short for a text size
    that fits."""
    if width > 100 and card.hasHeightForWidth():
        return max(card.heightForWidth(width), card.minimumSizeHint().height())
    return card.sizeHint().height()


#: The widest printable ASCII character of each font (by ``QFont.toString``), plus a pixel.
_WIDEST: dict[str, float] = {}


def widest_ascii(font: QFont) -> float:
    """An upper bound on the advance of any printable ASCII character in ``font``."""
    key = font.toString()
    widest = _WIDEST.get(key)
    if widest is None:
        metrics = QFontMetricsF(font)
        widest = _WIDEST[key] = max(metrics.horizontalAdvance(chr(code)) for code in range(32, 127)) + 1
    return widest


class StepLine(QLabel):
    """The "what happened here" line under the board: wraps (never cut), and keeps room for the
    longest line of the match. Most log lines take one line and many take two; a line whose
    height followed its text resized the board above it at every other review step (a refit and
    a repaint of the whole board, half the steps of a Maharaja match) and moved it under the
    pointer. The few three-line steps of a long match did the same (a jump into one cost 20 ms
    more than any other, issue 17), so ``reserve`` measures every line the slider can reach."""

    LINES = 2
    #: The most lines room is kept for (None: the longest line's); a subclass cuts longer ones.
    cap: int | None = None
    #: Measured lines kept at most (a few long matches' logs); past it they are measured anew.
    MEASURED_MAX = 20_000

    def __init__(self) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)  # log lines carry names
        self.setWordWrap(True)
        #: The lines ``reserve`` measured (shown through ``frame``), at the width and font
        #: ``_for``, and the most text lines one of them takes.
        self._texts: list[str] = []
        self._frame: Callable[[str], str] = str
        self._for: tuple[int, str] = (-1, "")  # (width, font)
        self._most = 1
        self._lines = self.LINES
        #: Text lines each shown line takes at the width and font ``_measured_at`` (every line
        #: measured there, not only the reserved list's): a review of a finished match switches to the
        #: spectator's log, and measuring its 1,900 lines there cost 20 ms of the first step.
        self._measured: dict[str, int] = {}
        self._measured_at: tuple[float, str] = (-1, "")
        #: A second list with its most lines, at ``_for`` too: the one ``measure`` readied, or the
        #: one ``reserve`` kept before (review and the live position show two perspectives' logs).
        self._spare: tuple[list[str], int] = ([], 1)

    def reserve(self, texts: Sequence[str], frame: Callable[[str], str] = str) -> None:
        """Keep room for the tallest of ``texts`` (every line the cursor may show, each shown as
        ``frame(text)``) at this width.

        Cheap enough for every refresh: lines measured before are not measured again (a live
        match adds one line an action), and a line narrower than one and a half widths cannot
        take three, so only the long ones are wrapped to find their height."""
        self._at_width()
        if not _extends(texts, self._texts):
            kept = (self._texts, self._most)
            spare, most = self._spare
            self._texts, self._most = (spare, most) if _extends(texts, spare) else ([], 1)
            self._spare = kept
        self._frame = frame
        known = len(self._texts)
        if len(texts) > known:
            self._most = max(self._most, self._most_lines(texts[known:], frame))
            self._texts.extend(texts[known:])
        lines = max(self.LINES, self._most)
        if lines != self._lines:
            self._lines = lines
            self.updateGeometry()

    def measure(self, texts: Sequence[str], frame: Callable[[str], str] = str) -> None:
        """Measure ``texts`` ahead of need (the screen's idle work, for the log a review will
        reserve room for, a longer prefix each piece): a ``reserve`` of them then finds them
        measured. What ``reserve`` keeps now does not change."""
        self._at_width()
        spare, most = self._spare
        if not _extends(texts, spare):
            spare, most = [], 1
        if len(texts) > len(spare):
            most = max(most, self._most_lines(texts[len(spare) :], frame))
            spare = [*spare, *texts[len(spare) :]]
        self._spare = (spare, most)

    def _at_width(self) -> None:
        """Forget the lists measured at another width or font."""
        at = (self.width(), self.font().toString())
        if at != self._for:
            self._for = at
            self._texts, self._most, self._spare = [], 1, ([], 1)

    def _most_lines(self, texts: Sequence[str], frame: Callable[[str], str]) -> int:
        margins = self.contentsMargins()
        width = self.width() - margins.left() - margins.right()
        if width < 100:
            return self.LINES
        font = self.font()
        at = (width, font.toString())
        if at != self._measured_at or len(self._measured) > self.MEASURED_MAX:
            self._measured, self._measured_at = {}, at
        measured = self._measured
        most = 1
        metrics: QFontMetricsF | None = None
        widest = 0.0
        for text in texts:
            shown = frame(text)
            lines = measured.get(shown)
            if lines is None:
                if metrics is None:
                    metrics, widest = QFontMetricsF(font), widest_ascii(font)
                lines = measured[shown] = self._lines_of(shown, width, metrics, widest)
            most = max(most, lines)
        return most

    def _lines_of(self, shown: str, width: float, metrics: QFontMetricsF, widest: float = 0.0) -> int:
        """Text lines ``shown`` takes wrapped at ``width`` (1 for a line narrower than one and a
        half widths: it cannot take three).

        A printable ASCII line whose characters, each as wide as the font's widest such
        character and a pixel more for any kerning (``widest``, 0 to skip this), fit in that
        room is narrower than it without being shaped: most lines of a long match, whose
        shaping took 6-10 ms of opening a 1,854-step file (issue 18)."""
        room = width * (self.LINES - 0.5)
        if len(shown) * widest < room and widest > 0 and shown.isascii() and shown.isprintable():
            return 1
        if metrics.horizontalAdvance(shown) < room:
            return 1
        box = metrics.boundingRect(QRectF(0, 0, width, 1e6), int(Qt.TextFlag.TextWordWrap), shown)
        return math.ceil(box.height() / metrics.lineSpacing() - 0.01)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width() and self._texts:
            self.reserve(list(self._texts), self._frame)

    def _least(self) -> int:
        """The reserved lines as the label lays them out: its text layout rounds each line up
        from the font's fractional spacing, so the whole-pixel spacing of two lines fell short
        by a pixel or two with some fonts (and a two-line text still moved the board)."""
        margins = self.contentsMargins()
        kept = self._lines if self.cap is None else min(self._lines, self.cap)
        lines = math.ceil(QFontMetricsF(self.font()).lineSpacing() * kept) + kept
        return lines + margins.top() + margins.bottom()

    def heightForWidth(self, width: int) -> int:
        return max(super().heightForWidth(width), self._least())

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(hint.width(), max(hint.height(), self._least()))

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), max(hint.height(), self._least()))


def _extends(texts: Sequence[str], known: list[str]) -> bool:
    """Do ``texts`` begin with ``known`` (the same strings: mostly a comparison of identities)?"""
    return len(texts) >= len(known) and list(texts[: len(known)]) == known


class SteadyBox(QWidget):
    """Holds the board's own side controls and keeps the tallest room they asked for while the
    column's width stays: buttons that come with a turn and go with it would otherwise move the
    log below twice an action (a layout of the side column, the log laid out and repainted)."""

    def __init__(self, inner: QWidget) -> None:
        super().__init__()
        self.inner = inner
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(inner)
        layout.addStretch(1)
        # never squeezed: the player cards scroll instead when the window is short
        self.setSizePolicy(inner.sizePolicy().horizontalPolicy(), QSizePolicy.Policy.Minimum)
        self._tallest = 0

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        height, layout = hint.height(), self.layout()
        if layout is not None and layout.hasHeightForWidth():
            # wrapped labels take more lines at the column's width than at their own
            width = self.width() if self.width() > 100 else hint.width()
            height = max(height, layout.totalHeightForWidth(width))
        # The column gives a box that may not shrink at least its minimum, which can exceed the
        # hint (a label wrapped at the column's width): kept too, or the room given at the end
        # of a Maharaja match shrank by a line at the first step back and the log moved up.
        height = max(height, super().minimumSizeHint().height())
        self._tallest = max(self._tallest, height)
        return QSize(hint.width(), self._tallest)

    def hasHeightForWidth(self) -> bool:
        # The column's layout would ask the controls' own layout for a height (Qt goes past a
        # widget to its layout there), which forgets the tallest: it asks ``sizeHint`` instead.
        return False

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._tallest = 0  # wrapped texts take other heights at another width
            self.updateGeometry()


class SideScroll(QScrollArea):
    """The board's own side controls (in their ``SteadyBox``), scrolled when the side column is
    too short for them and everything else it holds.

    At 1280x720 under a window manager, a Maharaja disc picker beside the player cards, a LAN
    chat and the host's stand-in chooser need more than the column has; Qt then squeezed the
    picker's buttons to slivers without their words. Here they keep their height and this area
    shrinks instead, down to ``LEAST`` px, with a scroll bar. It asks for the whole height of
    the controls, so where the column has room nothing scrolls."""

    #: The least height given up to the column: a title and a row of the picker's buttons.
    LEAST = 120

    def __init__(self, inner: QWidget) -> None:
        super().__init__()
        self.setWidget(inner)
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        # Tab goes to the controls themselves (a scroll area brings a focused one into view),
        # not to an extra stop with nothing to do
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._asked = QSize()

    def sizeHint(self) -> QSize:
        content = self.widget()
        inner = content.sizeHint() if content is not None else QSize()
        return QSize(inner.width(), inner.height() + 2 * self.frameWidth())

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), min(self.sizeHint().height(), self.LEAST))

    def viewportEvent(self, event) -> bool:
        # the controls' box asks for other room by a layout request to its parent, the viewport
        if event.type() == QEvent.Type.LayoutRequest:
            hint = self.sizeHint()
            if hint != self._asked:  # ask the column only then: it lays out all it holds
                self._asked = hint
                self.updateGeometry()
        return super().viewportEvent(event)


class SideColumnLayout(QVBoxLayout):
    """The side column's layout: where it is too short, the widget above the board's controls
    (the player cards' scroll area) gives up its room down to its least before the controls do.

    Qt takes a shortage equally from every widget that can shrink, so a Maharaja column of five
    player cards and the "Move a shield" rows scrolled both, and at 1920x1080 the End turn button
    sat below the controls' fold while the cards showed three and a half of five. After Qt's own
    placing, this moves the line between the two: the donor keeps its minimum, the controls get
    up to the height they ask for."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._donor: QWidget | None = None
        self._taker: QWidget | None = None
        #: What the last placing that moved the line was asked (the rect and every item's hints)
        #: and the donor's and taker's places it ended with.
        self._moved: tuple[object, QRect, QRect] | None = None

    def prefer(self, taker: QWidget, donor: QWidget) -> None:
        """``taker`` (directly below ``donor`` in this layout) gets room from ``donor`` first."""
        self._taker, self._donor = taker, donor

    def setGeometry(self, rect) -> None:
        donor, taker = self._donor, self._taker
        asked = (QRect(rect), self._hints())
        if self._moved is not None and self._moved[0] == asked and donor is not None and taker is not None:
            # asked the same again (the donor's scroll bar came, its content rewrapped and asked
            # for a layout): the places of last time, without Qt's own placing first. That put
            # the cards' scroll area at its taller height for a moment, which hid its scroll bar
            # (nothing to scroll there), and moving the line back did not show it again: at
            # 1920x1080 with five Maharaja princes at the largest text the fifth card was cut
            # with no bar, and the column was laid out again and again
            QLayout.setGeometry(self, rect)
            donor.setGeometry(self._moved[1])
            taker.setGeometry(self._moved[2])
            return
        super().setGeometry(rect)
        self._moved = None
        if donor is None or taker is None or donor.isHidden() or taker.isHidden():
            return
        spare = donor.height() - donor.minimumSizeHint().height()
        wanted = taker.sizeHint().height() - taker.height()
        shift = min(spare, wanted)
        if shift <= 0:
            return
        above, below = donor.geometry(), taker.geometry()
        donor.setGeometry(above.adjusted(0, 0, 0, -shift))
        taker.setGeometry(below.adjusted(0, -shift, 0, 0))
        self._moved = (asked, donor.geometry(), taker.geometry())

    def column_widgets(self) -> list[QWidget]:
        """The column's widgets in their order, found without asking for its items: ``itemAt``
        leaves PySide wrappers of them that the cyclic collector could delete twice
        (``widget_tools``)."""
        host = self.parentWidget()
        if host is None:
            return []
        found = host.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
        return sorted((widget for widget in found if self.indexOf(widget) >= 0), key=self.indexOf)

    def _hints(self) -> tuple[object, ...]:
        """What Qt's placing of the column follows: every widget's hints, limits, policy and
        whether it shows (all its layout item's hints are made of)."""
        return tuple(
            (
                widget.sizeHint(),
                widget.minimumSizeHint(),
                widget.minimumSize(),
                widget.maximumSize(),
                widget.sizePolicy(),
                widget.isHidden(),
            )
            for widget in self.column_widgets()
        )
