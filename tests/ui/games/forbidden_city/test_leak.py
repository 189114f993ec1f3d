"""No other seat's bribe is ever drawn before its reveal (F-8.1, issue 7, point 5).

A three-person hot-seat match is walked through the real window with random legal actions;
boards are set by turning the dials, as people do. After every sync of the board for a seat s,
for every other seat t whose board is still secret:

1. no board item is tagged with t's official, the picker is blank, and no text pairs t's name
   with t's official (texts: scene, tooltips, side widget, player summaries, prompt);
2. a second, independent board drawn from the view of a state in which every secret board of
   the others names a *different* official shows exactly the same texts and items (nothing
   drawn depends on a secret).
"""

from __future__ import annotations

import random
import re
from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QGraphicsSimpleTextItem, QGraphicsTextItem, QLabel

from desktop_app.engine.registry import get_game
from desktop_app.games.forbidden_city.board import OFFICIALS
from desktop_app.ui.games.forbidden_city import BOARD
from desktop_app.ui.games.forbidden_city.panel import Painted
from desktop_app.ui.games.forbidden_city.texts import official_text
from tests.ui.games.forbidden_city.conftest import COLOURS, NAMES, entering, new_session, turn_dials
from tests.ui.helpers import hand_over

SECRET_PHASES = {"bribe", "move", "fate", "fate_pavilion", "dragon", "answer", "bonus"}


def drawn(board, view, seat) -> list[str]:
    """Every string the board shows for ``seat``: scene texts and tooltips, side widget, summaries."""
    strings = [board.prompt()]
    for item in board.scene.items():
        if isinstance(item, QGraphicsSimpleTextItem):
            strings.append(item.text())
        elif isinstance(item, QGraphicsTextItem):
            strings.append(item.toPlainText())
        if item.isVisible() and item.toolTip():
            strings.append(item.toolTip())
    panel = board.side_widget()
    for widget in panel.findChildren(QLabel) + panel.findChildren(QAbstractButton):
        if widget.isVisibleTo(panel):
            strings.extend([widget.text(), widget.toolTip()])
    for s in range(view["players"]):
        strings.extend(f"{k}: {v}" for k, v in board.player_summary(view, s))
    return strings


def tags(board) -> list[tuple]:
    return sorted(repr(item.tag) for item in board.scene.items() if isinstance(item, Painted))


def secret_boards(state, seat) -> dict[int, int]:
    if state.phase not in SECRET_PHASES or seat is None:
        return {}
    return {t: b for t, b in enumerate(state.boards) if t != seat and b >= 0}


def check_seat(board, probes, session, seat) -> int:
    state = session.head_state
    view = session.view(seat)
    secrets = secret_boards(state, seat)
    if not secrets:
        return 0
    strings = drawn(board, view, seat)
    names = [s.name for s in session.seats]
    assert board.side_widget().picker.official() is None
    for t, b in secrets.items():
        for tag in (item.tag for item in board.scene.items() if isinstance(item, Painted)):
            if tag[:1] == ("board",) and tag[1] == t:
                assert tag[2] is None, f"seat {seat} sees the board of seat {t}"
        words = official_text(OFFICIALS[b])
        public = (state.entered == b) or (state.last_reveal and state.last_reveal[t] == b)
        if not public:
            name = re.compile(rf"\b{re.escape(names[t])}\b")
            for text in strings:
                assert not (name.search(text) and words in text), f"{text!r} leaks seat {t} to {seat}"
    # the differential check: other officials on the others' boards change nothing drawn
    on_board = [o for o, sq in enumerate(state.positions) if sq >= 0]
    boards = list(state.boards)
    for t, b in secrets.items():
        boards[t] = next(o for o in on_board if o != b)
    other = replace(state, boards=tuple(boards))
    real_probe, alt_probe = probes
    legal = session.legal_actions(seat)
    real_probe.sync(session.game.view(state, seat), seat, legal, True)
    alt_probe.sync(session.game.view(other, seat), seat, legal, True)
    assert drawn(real_probe, view, seat) == drawn(alt_probe, view, seat)
    assert tags(real_probe) == tags(alt_probe)
    return 1


def test_F_8_1_no_other_seats_bribe_is_drawn_before_its_reveal(qtbot, window):
    session = new_session(3, seed=11)
    window.show()
    qtbot.waitExposed(window)
    window.show_session(session)
    match = window.match
    board = match.board
    game = get_game("forbidden_city")
    probes = (BOARD(game, NAMES[:3], COLOURS[:3]), BOARD(game, NAMES[:3], COLOURS[:3]))
    checks = []
    original = board.sync

    def checked_sync(view, seat, legal, interactive):
        original(view, seat, legal, interactive)
        if seat is not None and not session.is_reviewing:
            checks.append(check_seat(board, probes, session, seat))

    board.sync = checked_sync
    rng = random.Random(4)
    reveals = 0
    for _ in range(260):
        if session.is_over:
            break
        hand_over(match)
        seat = match.viewer
        legal = list(session.legal_actions(seat))
        view = session.view(seat)
        if legal[0].type == "set_bribe":
            action = rng.choice(legal)
            picker = board.side_widget().picker
            turn_dials(qtbot, picker, action["hat"], action["robe"])
            qtbot.mouseClick(picker.confirm, Qt.MouseButton.LeftButton)
            continue
        enter = entering(view, legal)
        action = rng.choice(enter) if enter and rng.random() < 0.5 else rng.choice(legal)
        before = session.view(None)["reveal_count"]
        board.action_chosen.emit(action)
        reveals += session.view(None)["reveal_count"] > before
    assert reveals >= 3 and sum(checks) >= 50
