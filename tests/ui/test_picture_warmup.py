"""A finished match's pictures are painted while its screen rests (issue 17): after the rest, a
jump anywhere in review paints no picture anew — the first jump into a stretch of the match
used to paint every new piece (Arkadia's last step: 80 ms against 25 for any other jump)."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from desktop_app.persistence import matchfile
from desktop_app.ui.picture_warmup import MOST_STEPS, sampled

MATCHES = Path(__file__).parents[1] / "fixtures" / "matches"


@pytest.fixture(autouse=True)
def real_rest(monkeypatch):
    """The screen's own rest before warming (the suite's conftest makes it long elsewhere)."""
    from desktop_app.ui.match_view import MatchView

    monkeypatch.setattr(MatchView, "PICTURE_REST_MS", 1500)


def _fill_as_earlier_matches_would(stores) -> None:
    """Stores nearly full of other pictures (a game's store outlives its boards): the warming
    must paint this match's pictures all the same."""
    image = QImage(4, 4, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    for store in stores:
        for index in range(int(store.limit * 0.95) - len(store)):
            store.draw(painter, ("an earlier match", index), QRectF(0, 0, 2, 2), lambda _painter: None)
    painter.end()


@pytest.mark.parametrize("game_id", ["arkadia", "maharaja", "forbidden_city"])
def test_after_a_rest_review_jumps_paint_no_picture_anew(qtbot, window, game_id: str) -> None:
    session = matchfile.load(MATCHES / f"v1-{game_id}-finished.tpmatch")
    window.show()
    qtbot.waitExposed(window)
    window.show_session(session)
    match = window.match
    match.end_overlay.hide()
    stores = match.board.picture_stores()
    assert stores
    _fill_as_earlier_matches_would(stores)
    warmup = match.warmup
    qtbot.waitUntil(
        lambda: warmup.pictures_warmed is not None and not warmup.picture_idle.busy, timeout=30000
    )
    painted = sum(store.painted for store in stores)
    steps = len(session.record)
    for step in (steps // 3, 1, steps - 1, steps // 2, 2 * steps // 3):
        match.seek(step)
        QApplication.processEvents()
    assert sum(store.painted for store in stores) == painted


def test_warming_waits_for_the_screen_to_rest(qtbot, window) -> None:
    """Warming starts only once the screen rests; stepping in review starts the rest again."""
    session = matchfile.load(MATCHES / "v1-arkadia-finished.tpmatch")
    window.show()
    qtbot.waitExposed(window)
    window.show_session(session)
    match = window.match
    match.seek(3)
    QApplication.processEvents()
    assert match.warmup.pictures_warmed is None  # not yet: the screen has not rested
    assert match.warmup.picture_rest.isActive()


def test_steps_are_spread_over_the_record_ends_included() -> None:
    assert sampled(5) == [0, 1, 2, 3, 4, 5]
    steps = sampled(2000)
    assert len(steps) == MOST_STEPS and steps[0] == 0 and steps[-1] == 2000
    assert max(b - a for a, b in itertools.pairwise(steps)) <= 2000 // (MOST_STEPS - 1) + 1
