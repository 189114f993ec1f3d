"""Hot-seat privacy: who sits at the screen, and the hand-over screen between two people."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QWidget

from desktop_app.engine.session import SeatInfo
from desktop_app.ui.match_view import MatchView
from desktop_app.ui.privacy import ScreenGuard, choose_seat_at_screen
from tests.ui.dice_board import DiceBoard
from tests.ui.helpers import ASHA, BO, ROBOT, answer_takeback, dice_session, hand_over

H = SeatInfo("H", "human")
B = SeatInfo("B", "random")


def test_seat_at_screen_is_the_lowest_human_to_act():
    assert choose_seat_at_screen([H, H, H], frozenset({2, 1})) == 1
    assert choose_seat_at_screen([B, H, H], frozenset({0, 2})) == 2


def test_seat_at_screen_without_a_human_to_act():
    assert choose_seat_at_screen([B, H, B], frozenset({0})) == 1  # the only human keeps the screen
    assert choose_seat_at_screen([H, H, B], frozenset({2})) is None  # several humans: spectator
    assert choose_seat_at_screen([B, B], frozenset({1})) is None
    assert choose_seat_at_screen([H, H], frozenset()) is None


def test_guard_asks_for_hand_over_only_between_people():
    guard = ScreenGuard([H, H, B])
    assert guard.needs_handover(0)
    guard.unlock(0)
    assert not guard.needs_handover(0)
    assert not guard.needs_handover(None)  # a bot's turn: spectator view, no hand-over
    assert guard.needs_handover(1)
    alone = ScreenGuard([H, B])
    assert not alone.needs_handover(0)


def _never_drew_others_secrets(board: DiceBoard) -> None:
    for view, seat, _legal, _interactive in board.synced:
        for index, card in enumerate(view["hands"]):
            if index != seat:
                assert card is None, f"seat {index}'s card drawn for {seat}"
        if view["phase"] == "bet":
            for index, chosen in enumerate(view["bets"]):
                if index != seat:
                    assert chosen in (None, "chosen")


def test_hand_over_overlay_between_two_humans(qtbot):
    session = dice_session(ASHA, BO)
    match = MatchView(session, DiceBoard, bot_delay=0)
    qtbot.addWidget(match)
    match.resize(1000, 700)
    match.show()
    assert match.locked and match.overlay.isVisible()
    assert "Asha" in match.overlay.title.text()
    assert match.board.synced[-1][1] is None  # nothing of Asha drawn before her click
    hand_over(match)
    assert not match.overlay.isVisible()
    assert match.viewer == 0 and match.board.synced[-1][1] == 0
    syncs = len(match.board.synced)
    match.board.choose("low")
    assert match.locked and match.overlay.isVisible()
    assert "Bo" in match.overlay.title.text()
    assert all(seat is None for _v, seat, _l, _i in match.board.synced[syncs:])
    hand_over(match)
    assert match.viewer == 1
    assert match.board.synced[-1][0]["hands"][0] is None
    match.board.choose("high")
    # Round 2 begins: both must bet again; the screen passes back to Asha.
    assert match.locked and "Asha" in match.overlay.title.text()
    _never_drew_others_secrets(match.board)
    match.close_match()


def test_single_human_never_sees_a_hand_over(qtbot):
    session = dice_session(ASHA, ROBOT)
    match = MatchView(session, DiceBoard, bot_delay=0)
    qtbot.addWidget(match)
    assert not match.locked and match.viewer == 0
    match.board.choose("low")
    qtbot.waitUntil(lambda: session.state.round == 2, timeout=3000)
    assert not match.locked and match.viewer == 0
    _never_drew_others_secrets(match.board)
    match.close_match()


def test_bots_play_their_seats_and_the_prompt_says_who_thinks(qtbot):
    session = dice_session(SeatInfo("Alf", "random"), SeatInfo("Bea", "random"), rounds=1)
    match = MatchView(session, DiceBoard, bot_delay=0)
    qtbot.addWidget(match)
    qtbot.waitUntil(lambda: session.is_over, timeout=3000)
    assert match.viewer is None
    assert "wins" in match.prompt.text()
    assert match.end_overlay.isVisibleTo(match)
    match.close_match()


def test_prompt_names_a_thinking_bot(qtbot):
    session = dice_session(ASHA, ROBOT)
    match = MatchView(session, DiceBoard, bot_delay=5)
    qtbot.addWidget(match)
    match.board.choose("low")
    assert match.prompt_text() == "Robo is thinking…"
    assert match.bots.thinking_seat == 1
    match.close_match()
    assert session.state.bets[1] is None  # closing dropped the pending move


def test_a_bot_that_starts_thinking_changes_its_badge_and_nothing_else(qtbot):
    """The "thinking…" notice updates the badges alone (the rows are kept): they read as a full
    redraw of the same position makes them."""
    session = dice_session(ASHA, ROBOT)
    match = MatchView(session, DiceBoard, bot_delay=5)
    qtbot.addWidget(match)
    match.board.choose("low")
    robot, asha = match.players.cards[1], match.players.cards[0]
    assert robot.badge.text() == "thinking…" and robot.badge.isVisible() is robot.isVisible()
    kept = [(card.badge.text(), card.row_texts(), card.active) for card in match.players.cards]
    match.refresh()  # everything from scratch, the bot still thinking
    assert [(card.badge.text(), card.row_texts(), card.active) for card in match.players.cards] == kept
    assert asha.row_texts() == [(str(k), str(v)) for k, v in match.board.player_summary(session.view(0), 0)]
    match.close_match()


def test_undo_on_the_next_persons_hand_over_locks_again(qtbot):
    """Issue 4: Ctrl+Z on "Pass the screen to Bo" takes back Asha's secret bet, but nothing of
    Asha's view is drawn until somebody clicks "I am Asha" — whoever pressed the key may be Bo."""
    session = dice_session(ASHA, BO)
    match = MatchView(session, DiceBoard, bot_delay=0)
    qtbot.addWidget(match)
    match.resize(1000, 700)
    match.show()
    hand_over(match)
    match.board.choose("low")
    assert match.locked and "Bo" in match.overlay.title.text()
    syncs = len(match.board.synced)
    assert match.undo()
    answer_takeback(match)  # issue 33: Asha says yes by name
    assert session.state.bets[0] is None  # Asha's bet was taken back
    assert match.locked and match.overlay.isVisible()
    assert "Asha" in match.overlay.title.text()
    assert match.viewer is None
    assert all(seat is None for _v, seat, _l, _i in match.board.synced[syncs:])
    assert all(card is None for card in match.board.synced[-1][0]["hands"])
    hand_over(match)
    assert match.viewer == 0 and match.board.synced[-1][1] == 0
    # Redo is a change Asha did not make by clicking either: the screen locks again.
    match.board.choose("high")
    assert match.locked and "Bo" in match.overlay.title.text()
    hand_over(match)
    assert match.viewer == 1
    assert match.undo() is False or match.locked
    _never_drew_others_secrets(match.board)
    match.close_match()


def test_redo_locks_the_screen_again(qtbot):
    session = dice_session(ASHA, BO, casual=True)
    match = MatchView(session, DiceBoard, bot_delay=0)
    qtbot.addWidget(match)
    hand_over(match)
    match.board.choose("low")
    assert match.undo()
    answer_takeback(match)  # issue 33: Asha says yes by name
    hand_over(match)
    assert match.viewer == 0
    syncs = len(match.board.synced)
    assert match.redo()
    assert match.locked and "Bo" in match.overlay.title.text()
    assert all(seat is None for _v, seat, _l, _i in match.board.synced[syncs:])
    # undo again, while Bo's hand-over is up: Asha's view stays hidden until her click
    assert match.undo()
    answer_takeback(match)
    assert match.locked and "Asha" in match.overlay.title.text()
    assert match.board.synced[-1][1] is None
    match.close_match()


def test_hand_over_screen_shows_what_happened_since(qtbot):
    session = dice_session(ASHA, BO)
    match = MatchView(session, DiceBoard, bot_delay=0)
    qtbot.addWidget(match)
    match.show()
    hand_over(match)
    match.board.choose("low")
    assert match.locked
    text = match.overlay.since.text()
    assert "low" not in text  # the bet stays secret, only that it was made may show
    hand_over(match)
    match.board.choose("high")
    assert match.locked  # round 2: back to Asha, with the round's result on the cover
    assert match.overlay.since.isVisibleTo(match.overlay)
    assert len(match.overlay.since.text().splitlines()) >= 2
    match.close_match()


def test_undo_after_a_real_hand_over_covers_for_the_one_taken_back(qtbot):
    """Bo took the screen (a hand-over click) and presses Ctrl+Z before he acts: that takes back
    Asha's bet, not his own, so the screen is covered until Asha's click."""
    session = dice_session(ASHA, BO)
    match = MatchView(session, DiceBoard, bot_delay=0)
    qtbot.addWidget(match)
    hand_over(match)
    match.board.choose("low")
    assert match.locked and "Bo" in match.overlay.title.text()
    hand_over(match)
    assert match.viewer == 1 and not match.locked
    assert match.undo()
    answer_takeback(match)  # issue 33: Asha says yes by name
    assert session.state.bets[0] is None
    assert match.locked and "Asha" in match.overlay.title.text() and match.viewer is None
    hand_over(match)
    assert match.viewer == 0
    match.close_match()


def test_the_hand_over_tells_a_person_everything_public_since_they_last_looked(qtbot):
    """Three people: Asha's cover after Bo's and Cy's turns tells her both their bets, not only
    what happened while the cover was up (Cy's): a tester never learned the moves of whoever
    played in between."""
    cy = SeatInfo("Cy", "human", "#009E73")
    match = MatchView(dice_session(ASHA, BO, cy), DiceBoard, bot_delay=0)
    qtbot.addWidget(match)
    match.show()
    for side in ("low", "high", "low"):  # Asha, Bo and Cy each take the screen and bet
        hand_over(match)
        match.board.choose(side)
    assert match.locked and "Asha" in match.overlay.title.text()
    told = match.overlay.since.text()
    assert "Bo bets" in told and "Cy bets" in told
    hand_over(match)
    match.board.choose("high")
    assert match.locked and "Bo" in match.overlay.title.text()
    told = match.overlay.since.text()
    assert "Cy bets" in told and "Asha bets" in told and "Bo bets" not in told  # his own is not news
    match.close_match()


def test_the_cover_is_painted_whole_when_its_title_moves(qtbot):
    """The ring is drawn above the title; the lines below it ("Since then") move the title as
    they change, and only the labels were painted again: half the old ring stayed beside the new
    one (a broken ring on a new player's screen)."""
    from PySide6.QtCore import QEvent, QObject

    from desktop_app.ui.privacy import HandOverOverlay

    host = QWidget()
    host.resize(700, 500)
    qtbot.addWidget(host)
    cover = HandOverOverlay(host)
    host.show()
    cover.show_for("Asha", "#D55E00", 1)
    qtbot.waitExposed(host)
    QApplication.processEvents()
    painted: list[QRect] = []

    class Spy(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint:
                painted.append(event.rect())
            return False

    spy = Spy()
    cover.installEventFilter(spy)
    top = cover.title.y()
    cover.show_for("Asha", "#D55E00", 1, [f"line {n}" for n in range(6)])
    qtbot.waitUntil(lambda: cover.title.y() != top)
    QApplication.processEvents()
    assert any(rect.contains(cover.rect()) for rect in painted), painted
