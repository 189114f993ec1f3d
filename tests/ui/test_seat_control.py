"""Issue 33, item 3: the computer takes a seat of a local match, and gives it back.

A person hands their seat to the computer from their player card, the computer plays its moves,
the person takes it back at the seat's next turn behind the hand-over cover, and the log and the
match file say who played.
"""

from __future__ import annotations

import json

from desktop_app.engine.session import SeatInfo, Session
from desktop_app.persistence import matchfile
from desktop_app.ui.games import available_board
from desktop_app.ui.match_view import MatchView
from tests.ui.helpers import hand_over
from tests.ui.seat_menus import hand_to_computer, right_click_card, take_back

PEOPLE = [
    SeatInfo("Anna", "human", "#D55E00"),
    SeatInfo("Ben", "human", "#0072B2"),
    SeatInfo("Cleo", "human", "#009E73"),
]


def city(qtbot, seats=PEOPLE) -> MatchView:
    session = Session.new("forbidden_city", seats, seed=5)
    match = MatchView(session, available_board("forbidden_city"), bot_delay=0)
    qtbot.addWidget(match)
    match.resize(1280, 720)
    match.show()
    return match


def play_one(match: MatchView) -> None:
    """The person at the screen takes the cover off and plays their first legal action."""
    hand_over(match)
    seat = match.viewer
    assert seat is not None and not match.locked
    match.board.action_chosen.emit(match.session.legal_actions(seat)[0])


def ben_moves(match: MatchView) -> list[str]:
    session = match.session
    return [session.played_by(i) for i, e in enumerate(session.record) if e.seat == 1 and not e.chance]


def test_a_seat_handed_to_the_computer_from_its_card_is_played_by_it_and_taken_back_behind_the_cover(
    qtbot, tmp_path
):
    match = city(qtbot)
    session = match.session
    hand_to_computer(qtbot, match, 1, "Strong")
    assert session.seats[1].kind == "hard" and match.table.screen_seats == frozenset({0, 2})
    assert "— Ben's seat is played by the computer (strong)" in match.log.lines()[-1]
    assert match.players.cards[1].kind.full == "Computer · strong"
    # play until the computer has moved for Ben, then pause it before Ben's next turn
    for _ in range(200):
        if "hard" in ben_moves(match):
            break
        if 1 in match.live_movers():
            qtbot.waitUntil(lambda: "hard" in ben_moves(match) or 1 not in match.live_movers(), timeout=20000)
            continue
        play_one(match)
    assert "hard" in ben_moves(match)
    match.table.pause_computers(True)
    for _ in range(200):
        if 1 in match.live_movers():
            break
        play_one(match)
    # Ben's turn, the computer paused: no cover for a computer's seat, and the prompt says why
    assert 1 in match.live_movers() and not (match.locked and match.table.seat_at_screen() == 1)
    assert "Paused" in match.prompt_text()
    before = len(session.record)
    take_back(qtbot, match, 1)
    assert session.seats[1].kind == "human" and 1 in match.table.screen_seats
    # the cover comes first: nothing of Ben's is drawn until Ben says he is at the screen
    assert match.locked and match.viewer is None
    assert match.overlay.title.text() == "Pass the screen to Ben"
    assert "Ben takes the seat back from the computer" in match.overlay.since.text()
    match.table.pause_computers(False)
    hand_over(match)
    assert match.viewer == 1
    play_one(match)
    assert ben_moves(match)[-1] == "human" and len(session.record) > before
    # the file says who played each step
    path = tmp_path / "ben.tpmatch"
    matchfile.save(session, path)
    document = json.loads(path.read_text(encoding="utf-8"))
    assert [(c["seat"], c["by"]) for c in document["control"]] == [(1, "hard"), (1, "human")]
    assert matchfile.load(path).control == session.control
    # review: Ben's card says who played his seat at the step shown
    handed = session.control[0].step
    match.seek(handed - 1)
    assert match.players.cards[1].kind.full == "Human"
    match.seek(handed + 1)
    assert match.players.cards[1].kind.full == "Computer · strong"
    match.seek(len(session.record))
    assert match.players.cards[1].kind.full == "Human"
    match.close_match()


def test_a_computer_seat_can_change_level_and_a_person_is_not_offered_a_take_back_of_it(qtbot):
    seats = [PEOPLE[0], PEOPLE[1], SeatInfo("Robo", "random", "#CC79A7")]
    match = city(qtbot, seats)
    match.table.pause_computers(True)
    menu = right_click_card(qtbot, match, 2)
    texts = [a.text() for a in menu.actions()]
    menu.close()
    assert texts == ["Let the computer play Robo"]  # Robo has no person to take it back
    hand_to_computer(qtbot, match, 2, "Standard")
    assert match.session.seats[2].kind == "heuristic"
    match.close_match()


def test_a_person_alone_at_the_screen_gets_no_covers_until_the_other_comes_back(qtbot):
    match = city(qtbot, [*PEOPLE[:2], SeatInfo("Robo", "random", "#CC79A7")])
    play_one(match)
    hand_to_computer(qtbot, match, 1, "Beginner")
    assert not match.table.shared
    match.table.pause_computers(True)
    covers = 0
    for _ in range(100):
        if 1 in match.live_movers():
            break
        covers += match.locked
        if 0 in match.live_movers():
            play_one(match)
        else:
            match.table.pause_computers(False)
            qtbot.waitUntil(lambda: 2 not in match.live_movers(), timeout=5000)
            match.table.pause_computers(True)
    assert covers == 0 and 1 in match.live_movers()
    take_back(qtbot, match, 1)
    # Anna had the screen (and her secrets on it): Ben's view waits for his click
    assert match.table.shared and match.locked and match.overlay.title.text() == "Pass the screen to Ben"
    match.close_match()


def test_an_all_computer_match_plays_to_the_end_at_once_pauses_and_goes_on(qtbot, tmp_path):
    match = MatchView(Session.new("maharaja", PEOPLE[:2], seed=8), available_board("maharaja"), bot_delay=0.4)
    qtbot.addWidget(match)
    match.resize(1280, 720)
    match.show()
    hand_to_computer(qtbot, match, 0, "Beginner")
    hand_to_computer(qtbot, match, 1, "Beginner")
    assert match.table.screen_seats == frozenset() and not match.locked
    bots = match.bots
    assert bots is not None
    bots.delay = 0  # the fastest speed
    session = match.session

    def pause_at_step_30(changed, _what: str) -> None:
        # the person presses Pause mid-match: at once, however fast the computers play on a busy
        # machine (a poll could first see the match over)
        if len(changed.record) >= 30 and not changed.is_over:
            session.unsubscribe(pause_at_step_30)
            match.table.pause_computers(True)

    session.subscribe(pause_at_step_30)
    qtbot.waitUntil(lambda: match.table.computers_paused, timeout=20000)
    paused_at = len(session.record)
    assert not session.is_over
    qtbot.wait(300)
    assert len(session.record) == paused_at and bots.thinking_seat is None
    assert "Paused" in match.prompt_text()
    match.table.pause_computers(False)
    qtbot.waitUntil(lambda: session.is_over, timeout=60000)
    assert len(session.record) > paused_at
    path = tmp_path / "watched.tpmatch"
    matchfile.save(session, path)
    loaded = matchfile.load(path)
    who = {loaded.played_by(i) for i, e in enumerate(loaded.record) if not e.chance}
    assert who == {"random"} and [c.by for c in loaded.control] == ["random", "random"]
    match.close_match()


def test_a_seat_taken_back_while_the_computer_thinks_for_it_gets_no_computer_move(qtbot):
    """The strong level is thinking for Ben when Ben takes his seat back: its move, when it comes,
    is thrown away, and the turn is Ben's."""
    match = city(qtbot, PEOPLE[:2])
    session = match.session
    for _ in range(50):
        if 1 in match.live_movers() and len(session.legal_actions(1)) > 1:
            break
        play_one(match)
    before = len(session.record)
    hand_to_computer(qtbot, match, 1, "Strong")
    qtbot.waitUntil(lambda: match.table.thinking_seat == 1, timeout=5000)
    take_back(qtbot, match, 1)
    assert match.table.thinking_seat is None
    match.bots.wait(10000)
    qtbot.wait(100)  # the thrown-away answer arrives
    assert len(session.record) == before and 1 in match.live_movers()
    assert session.seats[1].kind == "human"
    match.close_match()
