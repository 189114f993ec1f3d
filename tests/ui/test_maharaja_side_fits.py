"""Maharaja's side column reads whole when it holds the most (a new player's report, played under a
window manager at 1280x720 and 1920x1080).

The general layout test (``test_layout_fits``) opens each board at one turn; the Maharaja column is
tallest at others: the "Move a shield" rows (up to six cities, four moves each), the secret disc
choice of round 2 (with the first round's scores on the player cards), and on a LAN screen, where
the chat (opened) and the host's "Players who left" chooser share the column with the picker. Each
is checked at 1280x690 (a 1280x720 screen less a title bar) in English, German and Dutch, and at
1920x1050: every word of every label and button shows, nothing squeezed below the height its icon
and words need (``layout_check``; the column scrolls where it is too short, and that counts as
shown).
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication

from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui import theme
from desktop_app.ui.main_window import MainWindow
from tests.ui.lan_windows import WAIT, click, open_two_windows
from tests.ui.lan_windows import loopback as loopback_settings
from tests.ui.layout_check import problems
from tests.ui.test_layout_fits import NAMES, speaking, styled  # noqa: F401  (a fixture)

TIGHT = (1280, 690)
WIDE = (1920, 1050)
CASES = [(TIGHT, "en"), (TIGHT, "de"), (TIGHT, "nl"), (WIDE, "en"), (WIDE, "de")]
IDS = [f"{size[0]}x{size[1]}-{code}" for size, code in CASES]


def _settle() -> None:
    for _ in range(6):
        QCoreApplication.processEvents()


def _report(found) -> str:
    return "\n".join(str(problem) for problem in found)


def _moves_shields(session: Session) -> bool:
    return any(a.type == "move_shield" for a in session.legal_actions(0))


def _chooses_in_round_2(session: Session) -> bool:
    legal = session.legal_actions(0)
    return any(a.type == "choose_actions" for a in legal) and session.view(0).get("round") == 2


def _session_until(reached, players: int = 5) -> Session:
    """A five-seat match played by chance until ``reached`` (seat 0, the person at the screen,
    always puts "Move a shield" twice on its disc, so its turn offers every shield move)."""
    seats = [
        SeatInfo(NAMES[i], "human" if i == 0 else "heuristic", theme.PLAYER_COLOURS[i][1])
        for i in range(players)
    ]
    session = Session.new("maharaja", seats, None, 11)
    rng = random.Random(5)
    for _ in range(2000):
        if reached(session):
            return session
        movers = sorted(seat for seat in session.to_move() if seat >= 0)
        assert movers, "the match ended first"
        seat = movers[0]
        legal = list(session.legal_actions(seat))
        shields = [
            a for a in legal if a.type == "choose_actions" and a.get("a") == a.get("b") == "move_shield"
        ]
        session.act(seat, shields[0] if seat == 0 and shields else rng.choice(legal))
    raise AssertionError("the state was never reached")


def _check(window: MainWindow, what: str) -> None:
    _settle()
    found = problems(window)
    assert not found, f"{what}:\n{_report(found)}"


@pytest.fixture
def window(qtbot):
    """Makes a main window of a size; its match is closed at the end (its timers with it)."""
    made: list[MainWindow] = []

    def make(size) -> MainWindow:
        made.append(MainWindow(bot_delay=0, use_autosave=False))
        qtbot.addWidget(made[-1])
        made[-1].show()
        made[-1].resize(*size)
        _settle()
        return made[-1]

    yield make
    for each in made:
        each.close_match()


def _show(window: MainWindow, session: Session) -> None:
    assert window.show_session(session)
    match = window.match
    assert match is not None
    if match.bots is not None:
        match.bots.close()
    if match.locked:
        match.unlock()


@pytest.mark.parametrize(("size", "code"), CASES, ids=IDS)
def test_the_move_a_shield_rows_read_whole(window, size, code):
    with speaking(code):
        shown = window(size)
        _show(shown, _session_until(_moves_shields))
        panel = shown.match.board.side_widget()
        assert sum(key.startswith("shield_") for key in panel.buttons) >= 12
        _check(shown, f"move a shield, {size}, {code}")
        # closed before the language changes back: a Maharaja screen made again by the switch,
        # then deleted with its window, crashed the process in a timer (on main too)
        shown.close_match()


@pytest.mark.parametrize(("size", "code"), CASES, ids=IDS)
def test_the_disc_choice_of_round_2_reads_whole(window, size, code):
    with speaking(code):
        shown = window(size)
        _show(shown, _session_until(_chooses_in_round_2))
        assert shown.match.board.side_widget().picker.isVisibleTo(shown)
        _check(shown, f"round 2 disc choice, {size}, {code}")
        shown.close_match()


@pytest.fixture
def lan_windows(qtbot, monkeypatch):
    """Main windows on the LAN (127.0.0.1 only); each one's hosting stops first at the end."""
    loopback_settings(monkeypatch)
    made: list[MainWindow] = []

    def make() -> MainWindow:
        made.append(MainWindow(bot_delay=0, use_autosave=False))
        made[-1].resize(*TIGHT)
        made[-1].show()
        return made[-1]

    yield make
    for each in made:
        for hosting in (each.hosting, getattr(each.lobby, "hosting", None)):
            if hosting is not None:
                hosting.close()
    for each in made:
        each.close()
        each.deleteLater()


@pytest.mark.parametrize("code", ["en", "de", "nl"])
def test_the_disc_choice_on_a_lan_screen_reads_whole_with_chat_and_stand_ins(qtbot, lan_windows, code):
    """Set up in English (the helpers read the lobby's English words), then the host's window
    switches to ``code`` as a person would, its match screen made again in that language."""
    pair = open_two_windows(qtbot, lan_windows, "maharaja")
    host = pair.host
    _play_to_disc_choice(qtbot, pair)
    with speaking(code):
        picker = host.match.board.side_widget().picker
        qtbot.waitUntil(lambda: picker.isVisibleTo(host), timeout=WAIT)
        for size in (TIGHT, WIDE):
            host.resize(*size)
            _check(host, f"LAN disc choice, {size}, {code}")
        host.resize(*TIGHT)
        chat = host.match.network_side.chat
        click(chat.toggle)
        _check(host, f"LAN disc choice with the chat open, {code}")
        pair.guest.close_match()
        stand_ins = host.match.network_side.stand_ins
        qtbot.waitUntil(lambda: stand_ins.isVisibleTo(host), timeout=WAIT)
        _check(host, f"LAN disc choice with the chat and the stand-in chooser, {code}")
        click(chat.toggle)
        _check(host, f"LAN disc choice with the stand-in chooser, {code}")


def _play_to_disc_choice(qtbot, pair) -> None:
    """Both seats' card picks and start houses, by clicks, until seat 0 chooses its disc."""
    from tests.ui.lan_maharaja import MaharajaClicks

    players = [MaharajaClicks(qtbot, pair.host, 0), MaharajaClicks(qtbot, pair.guest, 1)]
    for _ in range(50):
        qtbot.waitUntil(pair.settled, timeout=WAIT)
        if any(a.type == "choose_actions" for a in pair.session.legal_actions(0)):
            return
        movers = [player for player in players if player.can_move()]
        assert movers, "nobody can move"
        movers[0].move()
    raise AssertionError("seat 0 never chose its disc")
