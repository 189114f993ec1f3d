"""The "seen by" selector (issue 17, item 2): while a hot-seat match runs it offers only the
seat at the screen and the spectator, at every step and in review too; a finished match offers
every seat and everything revealed."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from desktop_app.ai.match_graph import REVEALED
from desktop_app.engine.session import Session
from desktop_app.persistence import matchfile
from desktop_app.ui.games import board_class
from desktop_app.ui.match_view import MatchView

MATCHES = Path(__file__).parents[1] / "fixtures" / "matches"


def pick(qtbot, combo, index: int) -> None:
    """Choose item ``index`` of the selector as a person does: open it, click the item."""
    combo.showPopup()
    view = combo.view()
    rect = view.visualRect(view.model().index(index, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    combo.hidePopup()


def check_nothing_foreign(match: MatchView, drawn: list) -> None:
    """What the selector offers and what was drawn belong to the seat at the screen or nobody."""
    table = match.table
    at_screen = None if match.locked else table.seat_at_screen()
    allowed = {None, at_screen}
    offered = match.review_bar.seen_by.choices
    assert set(offered) <= allowed, (offered, at_screen)
    assert REVEALED not in offered
    names = [match.review_bar.seen_by.itemText(i) for i in range(match.review_bar.seen_by.count())]
    for seat, name in enumerate(table.seat_names):
        if seat != at_screen:
            assert name not in names
    for _view, viewer in drawn:
        assert viewer in allowed, (viewer, at_screen)
    drawn.clear()


@pytest.mark.parametrize("name", ["v1-maharaja-running.tpmatch", "v1-arkadia-running.tpmatch"])
def test_a_running_hot_seat_match_never_offers_another_seats_view(qtbot, name):
    recorded = matchfile.load(MATCHES / name)
    session = Session.new(recorded.game.id, list(recorded.seats), recorded.options, recorded.seed)
    match = MatchView(session, board_class(recorded.game.id), bot_delay=3600)
    qtbot.addWidget(match)
    match.resize(1280, 720)
    match.show()
    drawn: list = []
    sync = match.board.sync

    def spy(view, viewer, *args, **kwargs):
        drawn.append((view, viewer))
        return sync(view, viewer, *args, **kwargs)

    match.board.sync = spy  # type: ignore[method-assign]
    combo = match.review_bar.seen_by
    rng = random.Random(4)
    for entry in recorded.record:
        if entry.chance:
            continue  # the session draws it itself, from the same seed
        check_nothing_foreign(match, drawn)
        if match.locked:
            match.overlay.button.click()
            check_nothing_foreign(match, drawn)
        for index in range(combo.count()):  # every offered perspective, live
            pick(qtbot, combo, index)
            check_nothing_foreign(match, drawn)
        back = rng.randrange(0, session.cursor + 1)  # review an earlier step while it runs
        match.seek(back)
        for index in range(combo.count()):
            pick(qtbot, combo, index)
            check_nothing_foreign(match, drawn)
        match.seek(len(session.record))
        check_nothing_foreign(match, drawn)
        session.act(entry.seat, entry.action)
    assert session.record == recorded.record


def test_a_finished_match_offers_every_seat_and_everything_revealed(qtbot, window):
    session = matchfile.load(MATCHES / "v1-arkadia-finished.tpmatch")
    window.show()
    qtbot.waitExposed(window)
    window.show_session(session)
    match = window.match
    match.end_overlay.hide()
    match.seek(30)
    combo = match.review_bar.seen_by
    assert combo.choices == [REVEALED, None, 0, 1]
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "Everything revealed",
        "A spectator",
        *session.seat_names,
    ]
    pick(qtbot, combo, 3)  # the computer seat's own view
    assert match.perspective == 1 and match.viewer == 1
    hand = session.view(1)["seats"][1]["hand"]
    assert hand is not None
    pick(qtbot, combo, 0)
    assert match.perspective == REVEALED
    # the log is the unredacted one, and each card is drawn from its own seat's view
    assert match.log.lines() == match.table.revealed_log()
    for card in match.players.cards:
        rows = match.board.player_summary(session.view(card.index), card.index)
        assert card._shown_rows == [(str(label), str(value)) for label, value in rows]
    pick(qtbot, combo, 1)
    assert match.perspective is None and match.viewer is None
    assert match.log.lines() == session.log(None)


def test_the_graph_of_a_running_hot_seat_match_is_the_seat_at_the_screens_own(qtbot):
    """The graph follows the perspective: while the match runs it is computed from the view of
    the seat at the screen (or the spectator's behind a hand-over cover), never another's."""
    session = matchfile.load(MATCHES / "v1-arkadia-running.tpmatch")
    match = MatchView(session, board_class("arkadia"), bot_delay=3600)
    qtbot.addWidget(match)
    match.resize(1280, 720)
    match.show()
    if match.locked:
        match.overlay.button.click()
    at_screen = match.table.seat_at_screen()
    qtbot.mouseClick(match.review_bar.graph_button, Qt.MouseButton.LeftButton)
    assert match.graph.wait(60_000)
    qtbot.waitUntil(lambda: match.graph.worker is None, timeout=60_000)
    assert match.graph._key is not None and match.graph._key[0] == at_screen
    other = 1 - at_screen
    assert all(point.standing[other] is None for point in match.graph.points())  # a rival's purse
    pick(qtbot, match.review_bar.seen_by, 0)  # the spectator
    qtbot.waitUntil(lambda: match.graph._key[0] is None)  # followed in the next turn of the loop
    assert REVEALED not in match.review_bar.seen_by.choices


def old_offers_revealed(table) -> bool:
    """The rule before ``Table.reveals_all``: the revealed log itself was rendered to ask."""
    return table.is_over and table.revealed_log() is not None


@pytest.mark.parametrize("game", ["maharaja", "forbidden_city", "arkadia"])
def test_everything_revealed_is_offered_exactly_when_the_revealed_log_exists(qtbot, game):
    """``reveals_all`` answers what rendering the revealed log answered, at every step of a
    running match played on and of a finished one reviewed; and a refresh of a finished match
    renders the revealed log only once that perspective is chosen."""
    running = matchfile.load(MATCHES / f"v1-{game}-running.tpmatch")
    session = Session.new(running.game.id, list(running.seats), running.options, running.seed)
    match = MatchView(session, board_class(game), bot_delay=3600)
    qtbot.addWidget(match)
    table = match.table
    for entry in running.record:
        assert table.reveals_all() == old_offers_revealed(table) is False
        assert (REVEALED in match.review_bar.seen_by.choices) is False
        if not entry.chance:
            session.act(entry.seat, entry.action)
    finished = matchfile.load(MATCHES / f"v1-{game}-finished.tpmatch")
    done = MatchView(finished, board_class(game), bot_delay=3600)
    qtbot.addWidget(done)
    rendered: list[int] = []
    revealed_log = done.table.revealed_log
    done.table.revealed_log = lambda: rendered.append(1) or revealed_log()  # type: ignore[method-assign]
    length = len(finished.record)
    for step in sorted({0, 1, length // 3, length // 2, length - 1, length}):
        done.seek(step)
        assert done.table.reveals_all() is True
        assert REVEALED in done.review_bar.seen_by.choices
    assert rendered == []  # offered at every step, rendered at none
    done.choose_perspective(REVEALED)
    assert rendered and done.log.lines() == revealed_log()
    assert old_offers_revealed(done.table)
