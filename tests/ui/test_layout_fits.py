"""Issue 19 item 2: nothing cut off or overlapped at any supported size, in any language.

Every board is opened at 1280x720 and at 1920x1080, with the fewest and with the most players
(long names, every computer level, so the side column holds its longest badges and kinds), a
few dozen steps into the match and at a turn of the person at the screen; the start page and the
new-match dialog too. ``layout_check`` measures every label, button, choice and field against
the room it has, under the application's own look (Fusion and its style sheet, as ``./play``
sets them: its padding and type are what a player gets; unstyled, a German button that was cut
off in the application measured as fitting) and in English, German and Dutch.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtWidgets import QLabel, QWidget

from desktop_app import i18n
from desktop_app.engine.registry import get_game
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui import theme
from desktop_app.ui.lan_hosting import LOCAL, NETWORK, HostPlan, LanHosting, PlannedSeat
from desktop_app.ui.new_match import NewMatchDialog
from desktop_app.ui.theme import style_application
from tests.ui.layout_check import problems

SIZES = [(1280, 720), (1920, 1080)]
NAMES = ["Alexandra Katharina", "Bo", "Maximilian Friedrich", "Dorothea", "Evangeline Rosalind"]
KINDS = ["human", "heuristic", "random", "hard", "heuristic"]
GAMES = ["maharaja", "forbidden_city", "arkadia"]


@pytest.fixture(autouse=True)
def styled(qapp):
    """The application's look, as a player sees it; the suite's put back after each test."""
    sheet, font, style = qapp.styleSheet(), qapp.font(), qapp.style().name()
    style_application(qapp)
    yield
    qapp.setStyleSheet(sheet)
    qapp.setFont(font)
    if qapp.style().name() != style:
        qapp.setStyle(style)


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """The application in language ``code``, English again afterwards."""
    i18n.set_language(code)
    i18n.install()
    try:
        yield
    finally:
        i18n.set_language("en")
        i18n.install()


@pytest.fixture(params=["en", "de", "nl"])
def language(request):
    """Each language the application speaks (German and Dutch words are the longer ones)."""
    with speaking(request.param):
        yield request.param


def _session(game_id: str, players: int, steps: int = 60) -> Session:
    """A match ``steps`` random moves in, then on to a turn of seat 1, the person at the screen
    (so the side column shows that person's buttons and choices, the widest it holds)."""
    seats = [SeatInfo(NAMES[i], KINDS[i], theme.PLAYER_COLOURS[i][1]) for i in range(players)]
    session = Session.new(game_id, seats, None, 11)
    rng = random.Random(5)
    for step in range(steps + 60):
        movers = sorted(seat for seat in session.to_move() if seat >= 0)
        if not movers or (step >= steps and 0 in movers):
            break
        session.act(movers[0], rng.choice(list(session.legal_actions(movers[0]))))
    return session


def _settle() -> None:
    for _ in range(4):
        QCoreApplication.processEvents()


def _report(found) -> str:
    return "\n".join(str(problem) for problem in found)


@pytest.fixture
def sized_window(qtbot):
    from desktop_app.ui.main_window import MainWindow

    def make(size):
        window = MainWindow(bot_delay=0, use_autosave=False)
        qtbot.addWidget(window)
        window.show()
        window.resize(*size)
        _settle()
        return window

    return make


#: English at every size; German and Dutch at the smallest, where their longer words have the
#: least room (the side column is as wide at both sizes), to keep the suite quick.
BOARD_CASES = [(size, "en") for size in SIZES] + [(SIZES[0], code) for code in ("de", "nl")]


@pytest.mark.parametrize(
    ("size", "code"), BOARD_CASES, ids=[f"{s[0]}x{s[1]}-{code}" for s, code in BOARD_CASES]
)
def test_every_board_and_the_start_page_fit(sized_window, size, code):
    with speaking(code):
        _check_boards(sized_window, size)


def _check_boards(sized_window, size):
    window = sized_window(size)
    assert not problems(window), _report(problems(window))
    for game_id in GAMES:
        game = get_game(game_id)
        for players in sorted({game.min_players, game.max_players}):
            assert window.show_session(_session(game_id, players))
            match = window.match
            assert match is not None
            if match.bots is not None:
                match.bots.close()
            if match.locked:
                match.unlock()
            _settle()
            found = problems(window)
            assert not found, f"{game_id}, {players} players, {size}:\n{_report(found)}"
            window.close_match()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_new_match_dialog_fits_with_every_seat(qtbot, game_id, language):
    dialog = NewMatchDialog(None, game_id)
    qtbot.addWidget(dialog)
    dialog.count.setValue(dialog.count.maximum())
    dialog.rows[0].name.setText("Alexandra Katharina")
    dialog.show()
    _settle()
    found = problems(dialog)
    assert not found, _report(found)
    assert dialog.rows[0].name.text() == "Alexandra Katharina"


def test_the_check_finds_a_cut_label_and_an_overlap(qtbot):
    """The measure can fail: a label narrower than its words, two widgets on one spot."""
    holder = QWidget()
    qtbot.addWidget(holder)
    holder.resize(300, 100)
    narrow = QLabel("a sentence far too long for forty pixels", holder)
    narrow.setGeometry(0, 0, 40, 20)
    other = QLabel("x", holder)
    other.setGeometry(10, 5, 30, 20)
    holder.show()
    kinds = {problem.kind for problem in problems(holder)}
    assert {"text elided", "overlap"} <= kinds


def test_the_lan_dialogs_fit_at_the_size_they_open(qtbot, monkeypatch, language):
    """The host's lobby and the join dialog as they open (their least size), with a long name
    and every kind of seat: the join code, the names and who plays each seat read whole."""
    from desktop_app.ui.lan_join import JoinDialog
    from desktop_app.ui.lan_lobby import LobbyDialog
    from tests.ui.lan_windows import loopback

    settings = loopback(monkeypatch)
    for game_id in GAMES:
        seats = (PlannedSeat(LOCAL, NAMES[0]), PlannedSeat(NETWORK), PlannedSeat("hard"))
        hosting = LanHosting(HostPlan(game_id, seats), settings)
        try:
            lobby = LobbyDialog(hosting)
            lobby.ask = lambda *_args: True
            join = JoinDialog(settings=settings)
            for dialog in (lobby, join):
                qtbot.addWidget(dialog)
                dialog.show()
                _settle()
                found = problems(dialog)
                assert not found, f"{game_id}, {type(dialog).__name__}:\n{_report(found)}"
                if dialog is join:
                    join_pages_fit(join, game_id)
                dialog.close()
        finally:
            hosting.close()


def join_pages_fit(join, game_id: str) -> None:
    """The join dialog with a match heard (its line), then its seats (who plays each), read whole:
    a new player saw "1 van 3 p" and "gespeeld door de computer van de organisato"."""
    from desktop_app.net.discovery import FoundMatch
    from desktop_app.ui.join_list import ITEM_PADDING, ITEM_PADDING_Y

    heard = FoundMatch("h1", "127.0.0.1", 41525, NAMES[0], game_id, get_game(game_id).title, 1, 3, 0.0)
    join.show_matches([heard])
    _settle()
    listing = join.found
    item = listing.item(0)
    rect = listing.visualItemRect(item)
    assert listing.horizontalScrollBar().maximum() == 0 and rect.width() <= listing.viewport().width()
    room = QRect(0, 0, rect.width() - 2 * ITEM_PADDING, 10_000)
    words = listing.fontMetrics().boundingRect(room, Qt.TextFlag.TextWordWrap, item.text())
    needed = words.height() + 2 * ITEM_PADDING_Y
    assert rect.height() >= needed, "the match's line is cut (elided) instead of wrapped"
    seats = [
        {"seat": 0, "name": NAMES[0], "kind": "human", "taken": True, "connected": True},
        {"seat": 1, "name": "", "kind": "human", "taken": False, "connected": False},
        {"seat": 2, "name": "Computer 3", "kind": "bot", "taken": True, "connected": False},
    ]
    welcome = {"game": game_id, "players": 3, "seats": seats, "spectators": True}
    join.seat_page.show_welcome(welcome, "127.0.0.1:41525")
    join.pages.setCurrentWidget(join.seat_page)
    _settle()
    found = problems(join)
    assert not found, f"{game_id}, the join dialog's seats:\n{_report(found)}"
