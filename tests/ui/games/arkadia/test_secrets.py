"""No seat's hand or screen is ever drawn for another seat (M-1, issue 8 point 5).

A hot-seat match is walked with random legal actions; at many moments the board is synced as each
seat in turn. The board must draw exactly that seat's own hand, and what it draws — every text
item, tooltip, card item, side-widget label and player-card row — must not change when the other
seats' hands and screens are slipped into the View: so nothing of theirs can ever be on screen.
"""

from __future__ import annotations

import copy
import random
from collections import Counter

from PySide6.QtWidgets import QGraphicsSimpleTextItem, QLabel

from desktop_app.ui.games.arkadia.cards import CardItem
from tests.ui.games.arkadia.conftest import completing, mover, new_session


def drawn(board, players: int) -> tuple:
    scene = board.scene
    texts = sorted(item.text() for item in scene.items() if isinstance(item, QGraphicsSimpleTextItem))
    tips = sorted(item.toolTip() for item in scene.items() if item.isVisible() and item.toolTip())
    cards = sorted(
        (item.role, tuple(sorted(item.card.items())) if item.card else None, item.count)
        for item in scene.items()
        if isinstance(item, CardItem) and item.isVisible()
    )
    labels = sorted(
        label.text() for label in board.side.findChildren(QLabel) if label.isVisibleTo(board.side)
    )
    rows = [tuple(board.player_summary(board.view, s)) for s in range(players)]
    return texts, tips, cards, labels, rows, board.prompt()


def hand_cards(board) -> Counter:
    return Counter(
        (item.card["family"], item.card["building"])
        for item in board.table.hand
        if item.isVisible() and item.card
    )


def with_all_secrets(view: dict, session, seat: int | None) -> dict:
    """``view`` with every other seat's hand and screen filled in from their own views."""
    full = copy.deepcopy(view)
    for other in range(session.players):
        if other != seat:
            theirs = session.view(other)["seats"][other]
            full["seats"][other]["hand"] = theirs["hand"]
            full["seats"][other]["screen"] = theirs["screen"]
    return full


def test_m1_no_other_seat_hand_or_screen_is_ever_drawn(qtbot, board):
    session = new_session(players=3, seed=21)
    rng = random.Random(3)
    checked = 0
    for step in range(400):
        if session.is_over:
            break
        if step % 9 == 0:
            to_move = mover(session)
            for seat in (0, 1, 2, None):
                view = session.view(seat)
                legal = session.legal_actions(seat) if seat == to_move else []
                board.sync(view, seat, legal, bool(legal))
                own = Counter()
                if seat is not None:
                    own = Counter((c["family"], c["building"]) for c in view["seats"][seat]["hand"])
                assert hand_cards(board) == own
                first = drawn(board, 3)
                board.sync(with_all_secrets(view, session, seat), seat, legal, bool(legal))
                assert drawn(board, 3) == first, f"seat {seat} sees another seat's secrets at step {step}"
                checked += 1
        seat = mover(session)
        legal = list(session.legal_actions(seat))
        action = completing(session, legal, rng) if rng.random() < 0.5 else None
        session.act(seat, action if action is not None else rng.choice(legal))
    assert checked > 60
