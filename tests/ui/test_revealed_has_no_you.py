"""Review with "Everything revealed": the board draws the view of the seat to move, yet nobody
at the screen is that seat, so no board, panel or side column calls anyone "you" (playtest: "Heuristic
bot 3 (you)" and "Your bribery board is waiting for you." in a finished Forbidden City match)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QGraphicsSimpleTextItem, QGraphicsTextItem, QLabel

from desktop_app.ai.match_graph import REVEALED
from desktop_app.persistence import matchfile
from desktop_app.ui.games import board_class
from desktop_app.ui.match_view import MatchView

MATCHES = Path(__file__).parents[1] / "fixtures" / "matches"
YOU = re.compile(r"\byou\b|\byour\b", re.IGNORECASE)


def shown_texts(match: MatchView) -> list[str]:
    """Every word the board's scene, its side column, the player cards and the prompt show."""
    texts = [match.board.prompt(), match.prompt.text()]
    for item in match.board.scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, QGraphicsSimpleTextItem):
            texts.append(item.text())
        elif isinstance(item, QGraphicsTextItem):
            texts.append(item.toPlainText())
        texts.append(item.toolTip())
    for widget in [*match.side.findChildren(QLabel), *match.side.findChildren(QAbstractButton)]:
        if widget.isVisibleTo(match):
            texts.append(widget.text())
    return [text for text in texts if text]


def reviewed(qtbot, game: str) -> tuple[MatchView, int]:
    """The finished match of ``game`` reviewed at a step a person's seat is to move."""
    session = matchfile.load(MATCHES / f"v1-{game}-finished.tpmatch")
    assert session.is_over
    match = MatchView(session, board_class(game), bot_delay=3600)
    qtbot.addWidget(match)
    match.resize(1280, 720)
    match.show()
    step = len(session.record) // 3
    while not any(seat >= 0 for seat in session.game.to_move(session.state_at(step))):
        step += 1
    match.seek(step)
    seat = min(s for s in session.game.to_move(session.state_at(step)) if s >= 0)
    return match, seat


@pytest.mark.parametrize("game", ["forbidden_city", "maharaja", "arkadia"])
def test_everything_revealed_calls_nobody_you(qtbot, game):
    match, seat = reviewed(qtbot, game)
    match.choose_perspective(seat)  # the seat's own eyes: the board speaks to it
    assert match.viewer == seat
    assert any(YOU.search(text) for text in shown_texts(match)), "the seat's own view says 'you'"
    match.choose_perspective(REVEALED)
    assert match.viewer == seat  # the same view is drawn...
    said = [text for text in shown_texts(match) if YOU.search(text)]
    assert said == []  # ...but to nobody in particular
    match.close_match()


def test_a_bribe_being_set_is_not_waiting_for_you(qtbot):
    """The playtest's step: the bribery boards being set, one of them not yet."""
    match, _seat = reviewed(qtbot, "forbidden_city")
    session = match.session
    assert session is not None
    step = next(
        step
        for step in range(1, len(session.record))
        if session.game.view(session.state_at(step), None).get("phase") == "bribe"
        and any(seat >= 0 for seat in session.game.to_move(session.state_at(step)))
    )
    match.seek(step)
    match.choose_perspective(REVEALED)
    assert match.board.prompt() == "The players are setting their bribery boards in secret."
    assert [text for text in shown_texts(match) if YOU.search(text)] == []
    match.close_match()


def test_everything_revealed_shows_every_bribery_board_in_the_forbidden_city_panel(qtbot):
    """Issue 33: under "Everything revealed" the centre panel still said "? board set" for every
    seat but the one to move (whose view the board draws); it shows each seat's board now."""
    match, _seat = reviewed(qtbot, "forbidden_city")
    session = match.session
    assert session is not None
    step = next(  # moves are being made: every board is set and still secret
        step
        for step in range(len(session.record) // 3, len(session.record))
        if session.game.view(session.state_at(step), None).get("phase") == "move"
        and not session.game.view(session.state_at(step), None).get("boards_open")
    )
    match.seek(step)
    match.choose_perspective(REVEALED)
    shown = shown_texts(match)
    assert "board set" not in shown
    players = session.players
    tips = [text for text in shown if "Bribery board: the " in text]  # nobody is "you": all alike
    assert len(tips) == players and shown.count("secret board") == players
    match.choose_perspective(None)  # a spectator sees none of them
    assert shown_texts(match).count("board set") == players
    match.close_match()
