"""Names come from files and (soon) the network: they are data, never markup (issue 13, item 8).

Seat names that look like HTML are played through a match of every game and to its end; every
label, tooltip and scene text on the screen must show the name's characters as they are — a
``<i>Zed</i>`` that renders as an italic "Zed" means a file could restyle or inject content.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QAbstractButton, QApplication, QGraphicsTextItem, QLabel, QWidget

from desktop_app.engine.seats import CHANCE
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui.games import available_board
from desktop_app.ui.match_view import MatchView
from desktop_app.ui.widget_tools import as_plain
from tests.ui.helpers import hand_over

NAMES = ("<i>Zed</i>", "<b>Amy</b>", "Bo & <s>Cy</s>")
WORDS = ("Zed", "Amy", "Cy")


def _shown(text: str, rich: bool) -> str:
    """What a person sees for ``text`` in a widget that takes rich text when ``rich``."""
    if not rich:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def _check(shown: str, where: str) -> None:
    for name, word in zip(NAMES, WORDS, strict=True):
        if word in shown:
            assert name in shown, f"{where} renders the name {name!r} as markup: {shown[:120]!r}"


def _auto_rich(text: str) -> bool:
    from PySide6.QtGui import Qt as QtGuiNamespace

    return QtGuiNamespace.mightBeRichText(text)


def _scan(root: QWidget) -> int:
    from PySide6.QtCore import Qt

    seen = 0
    for label in root.findChildren(QLabel):
        text = label.text()
        fmt = label.textFormat()
        rich = fmt == Qt.TextFormat.RichText or (fmt == Qt.TextFormat.AutoText and _auto_rich(text))
        _check(_shown(text, rich), f"label {text[:60]!r}")
        seen += 1
    for widget in [root, *root.findChildren(QWidget)]:
        if widget.toolTip():
            _check(_shown(widget.toolTip(), _auto_rich(widget.toolTip())), "tooltip")
        if isinstance(widget, QAbstractButton):
            _check(widget.text(), "button")  # buttons never render markup
    scene = getattr(getattr(root, "board_view", None), "scene", lambda: None)()
    if scene is not None:
        for item in scene.items():
            if isinstance(item, QGraphicsTextItem):
                _check(item.toPlainText(), "scene text")
            if item.toolTip():
                _check(_shown(item.toolTip(), _auto_rich(item.toolTip())), "scene tooltip")
    return seen


def _random_record(game_id: str, seats: list[SeatInfo]) -> tuple[int, ...]:
    """A whole random match of ``game_id``; returns the record and the seed it was played with."""
    session = Session.new(game_id, seats, seed=5)
    rng = random.Random(5)
    while session.to_move():
        seat = min(session.to_move())
        session.act(seat, rng.choice(list(session.legal_actions(seat))))
    return session.record


@pytest.mark.parametrize("game_id", ["maharaja", "forbidden_city", "arkadia"])
def test_i13_08_seat_names_that_look_like_markup_are_shown_as_written(qtbot, game_id: str) -> None:
    board = available_board(game_id)
    assert board is not None
    seats = [SeatInfo(name, "human") for name in NAMES]
    record = _random_record(game_id, seats)
    for step in (6, 30, len(record) // 3, len(record) // 2, len(record)):
        session = Session.from_record(game_id, seats, None, 5, record[:step])
        while session.to_move() == {CHANCE}:
            session = Session.from_record(game_id, seats, None, 5, record[: len(session.record) + 1])
        match = MatchView(session, board, bot_delay=0)
        qtbot.addWidget(match)
        match.resize(1440, 900)
        match.show()
        hand_over(match)
        QApplication.processEvents()
        assert _scan(match)
        match.close_match()


def test_i13_08_message_text_from_a_file_is_escaped() -> None:
    shown = _shown(as_plain("kept.tpmatch: <img src='x'> & <b>bold</b>"), True)
    assert shown == "kept.tpmatch: <img src='x'> & <b>bold</b>"
