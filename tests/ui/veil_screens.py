"""Helpers of the veil tests (issue 33, item 1): hot-seat matches that differ in one secret, and
what a person watching the mover's screen sees of them — every pixel of the window and every
text a widget or a board item carries (labels, buttons, the log, tooltips, accessible names)."""

from __future__ import annotations

import dataclasses
import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QLabel,
    QTextEdit,
    QWidget,
)

from desktop_app.engine.action import Action
from desktop_app.engine.protocol import Entry
from desktop_app.engine.seats import CHANCE
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui.match_view import MatchView

PEOPLE = (
    SeatInfo("Anna", "human", "#D55E00"),
    SeatInfo("Ben", "human", "#0072B2"),
    SeatInfo("Cleo", "human", "#009E73"),
)
SIZE = (1280, 720)


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def open_match(qtbot, session: Session):
    """A match window at 1280x720 showing ``session``, the hand-over taken by its person (a real
    click on the cover's button)."""
    from desktop_app.ui.main_window import MainWindow

    window = MainWindow(bot_delay=0, use_autosave=False)
    qtbot.addWidget(window)
    window.resize(*SIZE)
    window.show()
    assert window.show_session(session)
    settle()
    match: MatchView = window.match
    if match.locked:
        qtbot.mouseClick(match.overlay.button, Qt.MouseButton.LeftButton)
        settle()
    assert not match.locked and match.viewer is not None
    return window


def pixels(window) -> QImage:
    """The whole window as a person sees it now (animations at their end)."""
    window.match.board.finish_animations()
    settle()
    return window.grab().toImage()


def texts(window) -> list[str]:
    """Every text the window shows or says: labels, buttons, combo boxes, the log, every tooltip
    and accessible name, and the board's scene items' texts and tooltips."""
    found: list[str] = []
    for widget in [window, *window.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        name = f"{type(widget).__name__}#{widget.objectName()}"
        if isinstance(widget, QLabel | QAbstractButton):
            found.append(f"{name} text {widget.text()}")
        elif isinstance(widget, QTextEdit):
            found.append(f"{name} text {widget.toPlainText()}")
        elif isinstance(widget, QComboBox):
            found.append(f"{name} text {widget.currentText()}")
        for kind, value in (
            ("tip", widget.toolTip()),
            ("name", widget.accessibleName()),
            ("description", widget.accessibleDescription()),
        ):
            if value:
                found.append(f"{name} {kind} {value}")
    for item in window.match.board.scene.items():
        if not item.isVisible():
            continue
        if item.toolTip():
            found.append(f"item tip {item.toolTip()}")
        if isinstance(item, QGraphicsSimpleTextItem):
            found.append(f"item text {item.text()}")
        elif isinstance(item, QGraphicsTextItem):
            found.append(f"item text {item.toPlainText()}")
    return sorted(found)


# --- pairs of matches that differ in one secret of the mover's ----------------------------------


def _play(session: Session, moves: int, rng: random.Random) -> None:
    for _ in range(moves):
        seat = min(session.to_move())
        session.act(seat, rng.choice(list(session.legal_actions(seat))))


def forbidden_city_pair() -> tuple[Session, Session]:
    """Three people bribe (F-2.5) and the first of them to move is about to slide an official:
    the two matches differ only in that person's bribe (another hat and another robe)."""
    start = Session.new("forbidden_city", list(PEOPLE), seed=11)
    bribes = [list(start.legal_actions(seat))[3 * seat + 2] for seat in range(3)]
    probe = Session.new("forbidden_city", list(PEOPLE), seed=11)
    for seat in range(3):
        probe.act(seat, bribes[seat])
    assert probe.view(None)["phase"] == "move"
    mover = min(probe.to_move())
    mine = bribes[mover]
    other = next(
        a for a in start.legal_actions(mover) if a["hat"] != mine["hat"] and a["robe"] != mine["robe"]
    )
    pair = []
    for bribe in (mine, other):
        session = Session.new("forbidden_city", list(PEOPLE), seed=11)
        for seat in range(3):
            session.act(seat, bribe if seat == mover else bribes[seat])
        pair.append(session)
    return pair[0], pair[1]


def arkadia_pair() -> tuple[Session, Session]:
    """The first player has built with a card from the hand and now draws (E-5): the two
    matches differ only in one card of the hand that was dealt (C-4) and not played."""
    first = Session.new("arkadia", list(PEOPLE), seed=4)
    mover = min(first.to_move())
    play = next(a for a in first.legal_actions(mover) if a.type == "play_card")
    first.act(mover, play)
    assert first.view(None)["phase"] == "refill" and mover in first.to_move()
    record = list(first.record)
    dealt = [
        index
        for index, entry in enumerate(record)
        if entry.chance
        and first.game.view(first.state_at(index), None)["pending_draw"] == {"to": "hand", "seat": mover}
    ]
    kinds = {(c["family"], c["building"]) for c in _all_cards(first)}
    for index in reversed(dealt):
        for family, building in sorted(kinds):
            swapped = Entry(CHANCE, Action.make("reveal", family=family, building=building), True)
            if swapped == record[index]:
                continue
            try:
                second = Session.from_record(
                    "arkadia",
                    list(PEOPLE),
                    first.options,
                    first.seed,
                    [*record[:index], swapped, *record[index + 1 :]],
                    sampler=None,
                )
            except Exception:
                continue
            own = [first.view(mover)["seats"][mover]["hand"], second.view(mover)["seats"][mover]["hand"]]
            if own[0] != own[1] and first.view(None) == second.view(None):
                return first, second
    raise AssertionError("no other card could have been dealt")


def _all_cards(session: Session) -> list[dict]:
    seen = []
    for seat in range(session.players):
        seen += session.game.view(session.state_at(len(session.record)), seat)["seats"][seat]["hand"]
    return seen + list(session.view(None)["display"])


def maharaja_pair() -> tuple[Session, Session]:
    """Hidden gold (M-10.1): Anna plays her turn. Every total follows from public steps, so no
    record can change one alone; the second match is the first with Anna's purse made larger
    behind the same record — exactly the secret a person at the table keeps in a closed hand."""
    sessions = []
    for extra in (0, 25):
        session = Session.new("maharaja", list(PEOPLE), {"gold": "hidden"}, seed=5)
        rng = random.Random(2)
        while not (session.view(None)["phase"] == "turn" and session.view(None)["current"] == 0):
            _play(session, 1, rng)
        if extra:
            head = session.head_state
            players = list(head.players)
            players[0] = dataclasses.replace(players[0], gold=players[0].gold + extra)
            richer = dataclasses.replace(head, players=tuple(players))
            session._head = richer
            session._cursor_state = richer
        sessions.append(session)
    return sessions[0], sessions[1]
