"""The Arkadia board in the real match window, rendered offscreen at 1400x900 (issue 8).

``ARKADIA_SCREENSHOTS=1`` also writes ``docs/screenshots/arkadia_board.png`` (mid-match, a card
chosen and its ghost over a legal spot) and ``arkadia_castle.png`` (a castle step).
"""

from __future__ import annotations

import os
import random
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QImage

from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui.games.arkadia.shapes import card_key
from tests.ui.games.arkadia.conftest import completing, mover, play_until

DOCS = Path(__file__).resolve().parents[4] / "docs" / "screenshots"
SEATS = [
    SeatInfo("Anna", "human", "#D55E00"),
    SeatInfo("Bruno", "human", "#0072B2"),
    SeatInfo("Clara", "human", "#009E73"),
]


def _match(done, seed: int = 3) -> Session:
    session = Session.new("arkadia", SEATS, seed=seed)
    rng = random.Random(seed)

    def mixed(session, legal, rng):
        return completing(session, legal, rng) if rng.random() < 0.6 else None

    assert play_until(session, done, rng, limit=3000, prefer=mixed)
    return session


def _grab(qtbot, session: Session, path: Path, prepare=None, advance=None) -> QImage:
    from desktop_app.ui.main_window import MainWindow

    if os.environ.get("ARKADIA_SCREENSHOTS"):
        from PySide6.QtWidgets import QApplication

        from desktop_app.app import style_application

        style_application(QApplication.instance())  # the application's own look, as a player sees it
    from dataclasses import replace

    from desktop_app.ui.preferences import load_preferences, save_preferences

    # a picture of the board: this test's user folder has put no first-time tip away, and the
    # turn tip's bubble lay over the board
    save_preferences(replace(load_preferences(), tips=False))
    window = MainWindow(bot_delay=0, use_autosave=False)
    qtbot.addWidget(window)
    try:
        window.resize(1400, 900)
        assert window.show_session(session)
        match = window.match
        if match.locked:
            match.unlock()
        window.show()
        window.resize(1400, 900)
        for _ in range(5):
            QCoreApplication.processEvents()
        match.board_view.refit()
        if advance is not None:
            advance(session)  # played while the window watches, as in a live match
            if match.locked:
                match.unlock()
            qtbot.wait(300)  # the seals of a completion are half-way in the air
        if prepare is not None:
            prepare(match.board)
        QCoreApplication.processEvents()
        match.log.scroll_to_end()
        image = window.grab().toImage()
        path.parent.mkdir(parents=True, exist_ok=True)
        assert image.save(str(path), "PNG")
        return image
    finally:
        window.close_match()
        window.close()


def _choose_card(board) -> None:
    sel = board.selection
    key = sorted(sel.playable_cards())[0]
    hand = [card_key(c) for c in sel.hand()]
    board._card_clicked(sel.hand()[hand.index(key)])
    squares = sorted(sel.fitting_squares())
    board._hovered(squares[len(squares) // 2])


def test_board_renders_mid_match_at_1400x900(qtbot, tmp_path):
    def mid(session) -> bool:
        view = session.view(None)
        return view["turn"] >= 24 and view["phase"] == "must" and session.legal_actions(mover(session))

    session = _match(mid)
    out = DOCS / "arkadia_board.png" if os.environ.get("ARKADIA_SCREENSHOTS") else tmp_path / "board.png"
    image = _grab(qtbot, session, out, _choose_card)
    assert (image.width(), image.height()) == (1400, 900)
    assert out.stat().st_size > 50_000


def test_castle_step_renders(qtbot, tmp_path):
    def castle(session) -> bool:
        view = session.view(None)
        return view["phase"] == "castle" and view["castle"]["current_floor"] >= 1 and view["turn"] >= 30

    session = _match(lambda s: s.view(None)["turn"] >= 26, seed=5)
    rng = random.Random(1)

    def advance(session) -> None:
        assert play_until(session, castle, rng, limit=3000, prefer=completing)

    def hover(board) -> None:
        assert board.recent, "the completed building is highlighted"
        sel = board.selection
        board._hovered(sorted(sel.castle_squares())[0])

    out = DOCS / "arkadia_castle.png" if os.environ.get("ARKADIA_SCREENSHOTS") else tmp_path / "castle.png"
    image = _grab(qtbot, session, out, hover, advance)
    assert image.width() == 1400


def test_worker_step_renders(qtbot, tmp_path):
    from tests.ui.games.arkadia.test_play import _worker_turn

    session = _match(lambda s: s.view(None)["turn"] >= 14 and _worker_turn(s), seed=4)

    def mark(board) -> None:
        sel = board.selection
        building, offers = max(sel.choosable_buildings().items(), key=lambda kv: len(kv[1]))
        board.selection.choose_building(building)
        squares = sorted(offers)
        board.selection.toggle_worker(squares[0])
        if len(squares) > 1:
            board.selection.toggle_worker(squares[1])
            board.selection.toggle_worker(squares[1])
        board._refresh()
        assert board.choice.overlay.marks

    out = DOCS / "arkadia_workers.png" if os.environ.get("ARKADIA_SCREENSHOTS") else tmp_path / "workers.png"
    image = _grab(qtbot, session, out, mark)
    assert image.width() == 1400
