"""Smaller parts of the match window: zoom and fit, stale bot answers, autosave, a real game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent

from desktop_app.engine.session import SeatInfo, Session
from desktop_app.persistence import matchfile
from desktop_app.ui.games import available_board
from desktop_app.ui.match_view import MatchView
from tests.ui.dice_board import DiceBoard
from tests.ui.helpers import ASHA, BO, ROBOT, answer_takeback, bet, dice_session, hand_over


def _wheel(view, delta: int) -> None:
    centre = QPointF(view.viewport().rect().center())
    event = QWheelEvent(
        centre,
        QPointF(view.viewport().mapToGlobal(centre.toPoint())),
        QPoint(0, 0),
        QPoint(0, delta),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    view.wheelEvent(event)


def test_board_view_zooms_and_fits(qtbot):
    match = MatchView(dice_session(ASHA, ROBOT), DiceBoard, bot_delay=0)
    qtbot.addWidget(match)
    match.resize(1000, 700)
    match.show()
    view = match.board_view
    fitted = view.transform().m11()
    assert fitted > 0
    _wheel(view, 120)
    assert view.zoom > 1 and view.transform().m11() > fitted
    view.zoom_out()
    view.zoom_out()
    assert view.zoom == 1.0  # never smaller than the whole board
    view.zoom_in()
    view.reset_zoom()
    assert view.transform().m11() == pytest.approx(fitted)
    match.resize(600, 500)
    qtbot.wait(1)
    assert view.transform().m11() < fitted  # refitted to the smaller window
    match.close_match()


def test_a_stale_bot_answer_is_dropped(qtbot):
    session = dice_session(ASHA, ROBOT)
    match = MatchView(session, DiceBoard, bot_delay=30)
    qtbot.addWidget(match)
    runner = match.bots
    stale = runner._thinking
    assert stale is not None and stale[1] == 1
    match.board.choose("high")  # the record changes while the bot "thinks"
    runner._apply(stale[0], 1, bet("low"), "")
    assert session.state.bets[1] is None
    match.close_match()


def test_casual_undo_takes_back_the_bots_reply_too(qtbot):
    session = dice_session(ASHA, ROBOT, casual=True)
    match = MatchView(session, DiceBoard, bot_delay=0)
    qtbot.addWidget(match)
    match.board.choose("low")
    qtbot.waitUntil(lambda: session.state.round == 2, timeout=3000)
    assert match.can_undo()
    match.undo()
    assert session.state.round == 1 and session.state.bets[0] is None
    match.close_match()


def test_autosave_follows_every_action_and_is_kept_until_finished(window):
    session = dice_session(ASHA, BO, rounds=1)
    window.show_session(session)
    path = window.autosave.path
    hand_over(window.match)
    window.match.board.choose("low")
    assert matchfile.load(path).record == session.record
    window.close_match()
    assert path.exists()  # unfinished: it waits under "Continue"
    assert len(window.start_page.continue_buttons) == 1
    window.continue_autosave(path)
    for side in ("high",):
        hand_over(window.match)
        window.match.board.choose(side)
    assert window.match.session.is_over
    window.close_match()
    assert not path.exists()


def test_seats_without_colour_get_distinct_palette_colours(qtbot):
    session = Session.new("secret_dice", [SeatInfo("A"), SeatInfo("B"), SeatInfo("C")], seed=1)
    match = MatchView(session, DiceBoard, bot_delay=0)
    qtbot.addWidget(match)
    assert len(set(match.colours)) == 3 and all(match.colours)
    match.close_match()


def test_bots_play_a_whole_maharaja_match_in_the_window(qtbot):
    seats = [SeatInfo("Ann", "random"), SeatInfo("Ben", "random"), SeatInfo("Cat", "random")]
    session = Session.new("maharaja", seats, seed=3)
    match = MatchView(session, available_board("maharaja"), bot_delay=0)
    qtbot.addWidget(match)
    qtbot.waitUntil(lambda: session.is_over, timeout=30000)
    assert match.end_overlay.isVisibleTo(match)
    match.seek(10)
    assert match.viewer is None
    match.close_match()


def test_bots_think_off_the_ui_thread_and_act_on_it(qtbot):
    import threading

    session = dice_session(ASHA, ROBOT)
    match = MatchView(session, DiceBoard, bot_delay=0.01)
    qtbot.addWidget(match)
    seen: dict[str, int] = {}
    real = match.bots._bots[1]

    class Spy:
        level = "random"

        def choose(self, game, seat, view, legal):
            seen["think"] = threading.get_ident()
            assert view["hands"][0] is None  # the bot sees only its own card
            return real.choose(game, seat, view, legal)

    match.bots._bots[1] = Spy()
    session.subscribe(lambda s, what: seen.setdefault("act", threading.get_ident()))
    qtbot.waitUntil(lambda: session.state.bets[1] is not None, timeout=3000)
    assert seen["think"] != threading.get_ident()
    assert seen["act"] == threading.get_ident()
    match.close_match()


def test_a_whole_hot_seat_maharaja_match_with_hand_overs(qtbot):
    """Two people and a bot play a short Maharaja match through the window, start to finish."""
    import random

    seats = [SeatInfo("Ann", "human"), SeatInfo("Ben", "human"), SeatInfo("Cat", "random")]
    session = Session.new("maharaja", seats, {"variant": "short"}, seed=5)
    match = MatchView(session, available_board("maharaja"), bot_delay=0)
    qtbot.addWidget(match)
    shown_to: list[int | None] = []
    real_sync = match.board.sync

    def spy(view, seat, legal, interactive):
        assert seat is None or seat == match.guard.unlocked  # only the person who clicked "show"
        shown_to.append(seat)
        real_sync(view, seat, legal, interactive)

    match.board.sync = spy
    rng = random.Random(2)
    hand_overs = 0
    for _ in range(3000):
        if session.is_over:
            break
        if match.locked:
            hand_overs += 1
            match.overlay.button.click()
            continue
        seat = match.viewer
        if seat is not None and seat in session.to_move() and seats[seat].kind == "human":
            legal = list(session.legal_actions(seat))
            match.board.action_chosen.emit(legal[rng.randrange(len(legal))])
        else:
            qtbot.wait(1)
    assert session.is_over
    assert hand_overs >= 2 and {0, 1} <= set(shown_to)
    match.close_match()


def test_an_unavailable_bot_level_is_explained_not_fatal(qtbot, monkeypatch):
    import desktop_app.ui.bots as bots

    def only_random(level, seed=None):
        if level != "random":
            raise ValueError(f"unknown bot level {level!r}")
        return bots.make_bot(level, seed)

    monkeypatch.setattr(bots, "make_bot", only_random)
    session = dice_session(ASHA, SeatInfo("Deep", "hard"))
    match = MatchView(session, DiceBoard, bot_delay=0)
    qtbot.addWidget(match)
    match.board.choose("low")
    assert "not available" in match.prompt_text()
    match.close_match()


@pytest.mark.serial  # times the closing
def test_closing_does_not_wait_for_a_slow_bot(qtbot):
    import time

    session = dice_session(ASHA, ROBOT)
    match = MatchView(session, DiceBoard, bot_delay=30)
    qtbot.addWidget(match)
    real = match.bots._bots[1]

    class Slow:
        level = "random"

        def choose(self, game, seat, view, legal):
            time.sleep(0.8)
            return real.choose(game, seat, view, legal)

    match.bots._bots[1] = Slow()
    match.bots._submit()  # start thinking now instead of after the delay
    started = time.monotonic()
    match.close_match()
    assert time.monotonic() - started < 0.5
    assert match.bots.wait(5000)
    qtbot.wait(20)  # the late answer arrives and is dropped
    assert session.state.bets[1] is None


def test_a_wrapping_prompt_does_not_move_the_board(qtbot):
    """Issue 7: the hint banner has room for two lines, so the board stays put when it wraps."""
    from PySide6.QtWidgets import QApplication

    from desktop_app.ui.match_view import MatchView
    from tests.ui.dice_board import DiceBoard
    from tests.ui.helpers import ASHA, ROBOT, dice_session

    match = MatchView(dice_session(ASHA, ROBOT), DiceBoard, bot_delay=5)
    qtbot.addWidget(match)
    match.resize(1100, 650)
    match.show()
    QApplication.processEvents()
    match.prompt.setText("Short.")
    QApplication.processEvents()
    top = match.board_view.geometry().top()
    match.prompt.setText(
        "Your turn: carry out Palace + house from the side panel, travel by clicking a city or end your turn."
    )
    QApplication.processEvents()
    assert match.board_view.geometry().top() == top
    match.close_match()


@pytest.mark.serial  # times how soon the search stops
def test_closing_stops_a_searching_bot_at_once(qtbot):
    """Issue 9: a hard bot thinking when the match closes stops searching instead of using its budget."""
    import time

    from desktop_app.ai.ismcts import IsmctsBot

    session = dice_session(ASHA, ROBOT)
    match = MatchView(session, DiceBoard, bot_delay=30)
    qtbot.addWidget(match)
    searching = IsmctsBot(1, budget_seconds=30)
    match.bots._bots[1] = searching
    match.bots._submit()
    qtbot.wait(100)
    started = time.monotonic()
    match.close_match()
    assert match.bots.wait(5000)
    assert time.monotonic() - started < 3, "the bot kept searching after the match closed"
    assert searching.last_iterations > 0


def test_i19_06_refusals_and_undo_notices_appear_where_the_person_looks(qtbot):
    """An undo refusal shows under the prompt, not only in the status bar; Ctrl+Z pressed under a
    hand-over cover says on the cover what it did."""
    session = dice_session(ASHA, BO, casual=True)
    match = MatchView(session, DiceBoard, bot_delay=0)
    qtbot.addWidget(match)
    match.resize(1000, 700)
    match.show()
    hand_over(match)
    assert not match.undo()  # nothing to take back yet
    assert match.notice_line.isVisible() and match.notice_line.text().startswith("Cannot undo")
    assert match.notice_line.mapTo(match, QPoint(0, 0)).y() >= match.prompt.geometry().bottom()
    match.board.action_chosen.emit(bet("low"))  # Asha bets; the screen goes to Bo behind a cover
    assert match.locked and match.overlay.isVisible()
    assert match.undo()  # Ctrl+Z under Bo's cover asks Asha by name (issue 33)...
    answer_takeback(match)  # ...she says yes: her bet is taken back...
    assert match.overlay.isVisible() and match.overlay.notice.isVisible()
    assert "Took back Asha" in match.overlay.notice.text()  # ...and says so on the cover
    match.close_match()


def test_the_graph_is_made_when_first_shown_and_then_sits_under_the_board(qtbot):
    """The match screen leaves the graph (and its modules) out of its first paint: the board has
    the column alone until the graph button asks for it (issue 19)."""
    match = MatchView(dice_session(ASHA, ROBOT), DiceBoard, bot_delay=0)
    qtbot.addWidget(match)
    match.resize(1000, 700)
    match.show()
    assert match.review.existing_graph is None and match.board_split.count() == 1
    assert match.board_view.height() > 0
    match.show_graph(False)  # hiding a graph never shown does not make one
    assert match.review.existing_graph is None and not match.review_bar.graph_button.isChecked()
    match.show_graph(True)
    assert match.review_bar.graph_button.isChecked()
    assert match.board_split.count() == 2 and match.board_split.widget(1) is match.graph
    assert match.graph.isVisible() and match.graph.height() >= match.graph.minimumHeight()
    match.show_graph(False)
    assert match.graph.isHidden() and match.board_split.count() == 2
