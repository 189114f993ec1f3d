"""The end card: its shadow is a cached picture that follows the card, its rows are reused."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QLabel

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
