"""The end card: its shadow is a cached picture that follows the card, its rows are reused."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QApplication, QLabel

from desktop_app.persistence import matchfile
from desktop_app.ui.end_view import SHADOW_BLUR, shadow_picture

MATCHES = Path(__file__).parents[1] / "fixtures" / "matches"


def finished_window(qtbot, window, game_id: str = "maharaja"):
    window.show()
    qtbot.waitExposed(window)
    window.show_session(matchfile.load(MATCHES / f"v1-{game_id}-finished.tpmatch"))
    card = window.match.end_overlay
    qtbot.waitUntil(card.isVisible)
    return window.match, card


def test_the_shadow_lies_under_the_card_and_goes_with_it(qtbot, window):
    match, card = finished_window(qtbot, window)
    shadow = card.shadow
    assert shadow.isVisible() and shadow.parentWidget() is card.parentWidget()
    assert shadow.geometry().contains(card.geometry())
    assert shadow.geometry().width() == card.width() + 2 * SHADOW_BLUR
    siblings = card.parentWidget().children()
    assert siblings.index(shadow) < siblings.index(card)  # painted first: under the card
    qtbot.mouseClick(card.review, Qt.MouseButton.LeftButton)  # "Review the match"
    assert not card.isVisible() and not shadow.isVisible()
    match.show_end()  # back from the Game menu
    assert shadow.isVisible() and shadow.geometry().contains(card.geometry())
    window.resize(1000, 700)
    qtbot.waitUntil(lambda: shadow.geometry().center().x() == card.geometry().center().x())


def test_the_shadow_is_dark_under_the_card_and_fades_out_to_nothing():
    picture = shadow_picture(QSize(300, 200)).toImage()
    middle = picture.pixelColor(SHADOW_BLUR + 150, SHADOW_BLUR + 100).alpha()
    near = picture.pixelColor(SHADOW_BLUR + 150, SHADOW_BLUR + 200 + 4).alpha()
    corner = picture.pixelColor(0, 0).alpha()
    assert middle > 90 and 0 < near < middle and corner == 0


def test_showing_the_result_again_reuses_the_rows_and_says_the_same(qtbot, window):
    match, card = finished_window(qtbot, window)
    labels = set(card.findChildren(QLabel))
    texts = [label.text() for label in card.findChildren(QLabel)]
    match.show_end()
    match.show_end()
    assert set(card.findChildren(QLabel)) == labels
    assert [label.text() for label in card.findChildren(QLabel)] == texts
    session = match.session
    winner = session.seats[session.outcome().winner].name
    assert winner in card.title.text()


class _Paints(QObject):
    """The widgets the event loop sends a paint to."""

    def __init__(self) -> None:
        super().__init__()
        self.painted: list[QObject] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.painted.append(watched)
        return False


def test_the_card_paints_its_texts_as_a_picture_that_shows_what_the_labels_show(qtbot, window):
    """While the card's texts stay, a repaint of the board under it paints none of its labels:
    the card paints their picture, and the window shows exactly what the labels paint
    themselves (compared on the window's own pixels, the picture against the labels)."""
    match, card = finished_window(qtbot, window)
    qtbot.waitUntil(lambda: card.still.frozen)
    board = match.board_view.viewport()
    screen = QApplication.primaryScreen()
    paints = _Paints()
    QApplication.instance().installEventFilter(paints)
    try:
        board.repaint()
    finally:
        QApplication.instance().removeEventFilter(paints)
    assert card in paints.painted
    labels = [widget for widget in paints.painted if isinstance(widget, QLabel)]
    assert not [label for label in labels if card.isAncestorOf(label)]
    from_picture = screen.grabWindow(window.winId()).toImage()
    card.still.thaw()  # the labels paint themselves (the next picture waits for the event loop)
    board.repaint()
    assert not card.still.frozen
    assert screen.grabWindow(window.winId()).toImage() == from_picture
    qtbot.waitUntil(lambda: card.still.frozen)
    taken = card.still.taken
    match.seek(3)  # review steps repaint the board under the card: the picture stays
    match.seek(4)
    QApplication.processEvents()
    assert card.still.taken == taken
