"""The writer of four documentation pictures that had none (docs/screenshots/README.md): the
hand-over cover, the Forbidden City's penalty after a caught bluff, the Forbidden City with
colour-blind letters, and a Maharaja match's board. Without a writer a picture goes stale: the
old challenge picture still said "1 points · 1 cards" after the texts had been fixed.

``DOC_PICTURES=1 QT_QPA_PLATFORM=offscreen .venv/bin/pytest tests/ui/test_doc_pictures.py`` writes
them and checks what each one must show (the cover's words, the penalty offered, colour-blind
letters on). Not a check of the app, so the suite skips it (tests/allowed_skips.txt): its few
seconds are better spent elsewhere under the suite's five minutes.
"""

from __future__ import annotations

import dataclasses
import os
import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from desktop_app.engine.session import SeatInfo, Session

DOCS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


pytestmark = [
    pytest.mark.skipif(not os.environ.get("DOC_PICTURES"), reason="writes docs/screenshots (DOC_PICTURES=1)"),
    pytest.mark.usefixtures("app_look"),
]


@pytest.fixture
def folder() -> Path:
    return DOCS


@pytest.fixture(autouse=True)
def no_tips():
    """Pictures of the screens, not of a first-time tip's bubble (this test's own user folder)."""
    from desktop_app.ui.preferences import load_preferences, save_preferences

    before = load_preferences()
    save_preferences(dataclasses.replace(before, tips=False))
    yield
    save_preferences(before)


def settle() -> None:
    for _ in range(6):
        QApplication.processEvents()


def window_for(qtbot, session: Session, size: tuple[int, int], *, take_cover: bool = True):
    from desktop_app.ui.main_window import MainWindow

    window = MainWindow(bot_delay=0, use_autosave=False)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    assert window.show_session(session)
    settle()
    match = window.match
    if take_cover and match.locked:
        qtbot.mouseClick(match.overlay.button, Qt.MouseButton.LeftButton)
        settle()
    return window


def shown_texts(window) -> str:
    return "\n".join(w.text() for w in window.findChildren(QLabel) if w.isVisible())


def save(window, path: Path) -> None:
    window.match.board.finish_animations()
    settle()
    image = window.grab().toImage()
    assert image.save(str(path))
    colours = {image.pixel(x, y) for x in range(0, image.width(), 31) for y in range(0, image.height(), 23)}
    assert len(colours) > 12, f"{path.name} is nearly blank"


def play_until(session: Session, done, seed: int, limit: int = 3000) -> None:
    """Random legal decisions until ``done(view)``; a fixed seed gives the same match every run."""
    rng = random.Random(seed)
    for _ in range(limit):
        if done(session.view(None)):
            return
        seat = min(session.to_move())
        session.act(seat, rng.choice(list(session.legal_actions(seat))))
    raise AssertionError("the match never reached the position the picture needs")


def test_hand_over_picture(qtbot, folder):
    """Two people and a bot at one screen: Asha has chosen her secret actions, so the screen is
    covered until Bharat says he is at it."""
    people = [
        SeatInfo("Asha", "human", "#D55E00"),
        SeatInfo("Bharat", "human", "#0072B2"),
        SeatInfo("Chandra", "heuristic", "#009E73"),
    ]
    session = Session.new("maharaja", people, seed=3)
    window = window_for(qtbot, session, (1440, 900))
    match = window.match
    for _ in range(40):  # the public start (cards, starting houses), then Asha's secret discs
        qtbot.waitUntil(lambda: match.locked or match.viewer is not None, timeout=20000)  # a bot's move
        if match.locked:
            qtbot.mouseClick(match.overlay.button, Qt.MouseButton.LeftButton)
            settle()
        planning = session.view(None)["phase"] == "planning"
        seat = match.viewer
        legal = session.legal_actions(seat)
        action = next((a for a in legal if a.type == "choose_actions"), legal[0]) if planning else legal[0]
        match.board.action_chosen.emit(action)
        settle()
        if planning:
            break
    assert match.locked and match.overlay.title.text() == "Pass the screen to Bharat"
    assert "has chosen" in match.overlay.since.text()
    save(window, folder / "hand-over.png")
    window.close_match()
    window.close()


def people(*names: str) -> list[SeatInfo]:
    colours = ("#D55E00", "#0072B2", "#009E73", "#CC79A7")
    return [SeatInfo(name, "human", colour) for name, colour in zip(names, colours, strict=False)]


def test_forbidden_city_penalty_picture(qtbot, folder):
    """A doubter caught a bluff (F-6.4): the side panel offers the cards to take as the penalty."""
    session = Session.new("forbidden_city", people("Asha", "Bo"), seed=2)
    play_until(session, lambda v: v["phase"] == "penalty", seed=2)
    window = window_for(qtbot, session, (1440, 900))
    assert "Penalty" in shown_texts(window)
    save(window, folder / "forbidden_city_challenge.png")
    window.close_match()
    window.close()


def test_forbidden_city_colour_blind_picture(qtbot, folder):
    """Four players late in a match, with Preferences > colour-blind letters on: every hat and robe
    carries its colour's letter, the pavilions theirs."""
    from desktop_app.ui.preferences import load_preferences, save_preferences

    save_preferences(dataclasses.replace(load_preferences(), colour_blind=True))
    session = Session.new("forbidden_city", people("Asha", "Bo", "Chen", "Dana"), seed=1)
    play_until(session, lambda v: v["banished"] >= 11 and v["phase"] == "move", seed=1)
    window = window_for(qtbot, session, (1400, 900))
    assert window.match.board.colour_blind
    save(window, folder / "forbidden_city_colour_blind.png")
    window.close_match()
    window.close()


def test_maharaja_board_picture(qtbot, folder):
    """Four players in the middle rounds: houses on roads and in cities, the shield track, the
    turn order with hidden discs."""
    session = Session.new("maharaja", people("Asha", "Bharat", "Chandra", "Devika"), seed=1)
    play_until(session, lambda v: v["round"] >= 5 and v["phase"] == "turn", seed=1)
    window = window_for(qtbot, session, (1400, 900))
    save(window, folder / "maharaja_board.png")
    window.close_match()
    window.close()
