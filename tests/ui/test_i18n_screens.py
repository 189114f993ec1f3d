"""Issue 20: every screen speaks German and Dutch — no text is left in English.

Each screen is made twice, once in English and once in the other language, from the same match,
and the two must share no text with a word of its own (``i18n_walk.untranslated``): a text that
reads the same is one that never went through Qt's translation. The screens: the start page and
the menus, the new-match dialog of each game, each game's match screen with two and with the most
players, a review, the end card, the finished matches, the rules window, the preferences, and the
LAN host, join
and lobby dialogs (on 127.0.0.1 only).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtNetwork import QHostAddress, QUdpSocket
from PySide6.QtWidgets import QApplication, QWidget

from desktop_app.engine.registry import get_game
from desktop_app.ui.archive_view import ArchiveDialog
from desktop_app.ui.lan_host import HostMatchDialog
from desktop_app.ui.lan_hosting import (
    BEACON_PORT_VARIABLE,
    BIND_VARIABLE,
    LOCAL,
    NETWORK,
    TARGETS_VARIABLE,
    HostPlan,
    LanHosting,
    LanSettings,
    PlannedSeat,
)
from desktop_app.ui.lan_join import JoinDialog
from desktop_app.ui.lan_lobby import LobbyDialog
from desktop_app.ui.main_window import MainWindow
from desktop_app.ui.new_match import NewMatchDialog
from desktop_app.ui.preferences import PreferencesDialog
from desktop_app.ui.rules_browser import RulesBrowser
from tests.ui.helpers import hand_over
from tests.ui.i18n_walk import language, played, screen_texts, untranslated

GAMES = ("maharaja", "forbidden_city", "arkadia")
LOOPBACK = "127.0.0.1"
#: Steps played before a match screen is read: past the setup, into the game's own turns.
MID_MATCH = {"maharaja": 24, "forbidden_city": 30, "arkadia": 30}


@pytest.fixture
def loopback(monkeypatch) -> LanSettings:
    """The host, its beacon and the join dialog's listener all on 127.0.0.1 (the network rule)."""
    probe = QUdpSocket()
    assert probe.bind(QHostAddress(LOOPBACK), 0)
    port = probe.localPort()
    probe.close()
    monkeypatch.setenv(BIND_VARIABLE, LOOPBACK)
    monkeypatch.setenv(TARGETS_VARIABLE, f"{LOOPBACK}:{port}")
    monkeypatch.setenv(BEACON_PORT_VARIABLE, str(port))
    return LanSettings.from_env()


def _window(qtbot) -> MainWindow:
    window = MainWindow(bot_delay=0, use_autosave=False)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    return window


def _match_screen(qtbot, game_id: str, players: int, *, review: bool = False, end: bool = False):
    window = _window(qtbot)
    session = played(game_id, players, 400 if end else MID_MATCH[game_id])
    assert window.show_session(session)
    assert window.match is not None
    hand_over(window.match)
    if review:
        window.match.seek(max(1, session.cursor // 2))
        assert window.match.table.is_reviewing
    if end:
        assert session.is_over and window.match.end_overlay.isVisible()
    QApplication.processEvents()
    return [window]


def _start_page(qtbot):
    return [_window(qtbot)]


def _new_match(qtbot):
    dialogs = [NewMatchDialog(None, game_id) for game_id in GAMES]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
    return dialogs


def _archive(qtbot):
    window = _window(qtbot)
    assert window.show_session(played("maharaja", 2, 400))  # finished: kept in the archive
    window.close_match()
    dialog = ArchiveDialog(None)
    qtbot.addWidget(dialog)
    return [window, dialog]


def _preferences(qtbot):
    dialog = PreferencesDialog(None)
    qtbot.addWidget(dialog)
    return [dialog]


def _rules(qtbot):
    browsers = [RulesBrowser(None, game_id) for game_id in GAMES]
    for browser in browsers:
        qtbot.addWidget(browser)
    return browsers


SCREENS: dict[str, Callable] = {
    "start page and menus": _start_page,
    "new match": _new_match,
    "finished matches": _archive,
    "rules window": _rules,
    "preferences": _preferences,
    **{
        f"{game_id} with {count} players": (
            lambda qtbot, game_id=game_id, count=count: _match_screen(qtbot, game_id, count)
        )
        for game_id in GAMES
        for count in sorted({get_game(game_id).min_players, get_game(game_id).max_players})
    },
    "maharaja in review": lambda qtbot: _match_screen(qtbot, "maharaja", 3, review=True),
    "arkadia in review": lambda qtbot: _match_screen(qtbot, "arkadia", 2, review=True),
    "end card": lambda qtbot: _match_screen(qtbot, "maharaja", 2, end=True),
}


def _texts(qtbot, make: Callable, code: str) -> set[str]:
    with language(code):
        roots: list[QWidget] = make(qtbot)
        # the fixture game the tests register is no game this program ships
        texts = {text for text in screen_texts(*roots) if "test fixture" not in text}
        for root in roots:
            if isinstance(root, MainWindow):
                root.close_match()
            root.close()
    return texts


#: Every screen is read in German; Dutch for one screen of each kind (they share the code paths,
#: and the whole suite has to stay quick on two cores).
IN_DUTCH = (
    "start page and menus",
    "new match",
    "finished matches",
    "maharaja with 5 players",
    "forbidden_city with 4 players",
    "arkadia with 4 players",
    "end card",
)
CASES = [(screen, "de") for screen in SCREENS] + [(screen, "nl") for screen in IN_DUTCH]


@pytest.mark.parametrize(("screen", "code"), CASES)
def test_no_screen_keeps_an_english_text(qtbot, screen, code):
    english = _texts(qtbot, SCREENS[screen], "en")
    other = _texts(qtbot, SCREENS[screen], code)
    assert len(english) > 3, "the screen was not read"
    assert untranslated(english, other) == []


@pytest.mark.parametrize("code", ["de", "nl"])
def test_the_lan_dialogs_speak_the_language(qtbot, loopback, code):
    """Host a match (its dialog and the lobby) and join one: every text translated."""

    def dialogs(qtbot):
        host = HostMatchDialog(None, "maharaja")
        join = JoinDialog(settings=loopback)
        hosting = LanHosting(
            HostPlan("maharaja", (PlannedSeat(LOCAL, "Asha"), PlannedSeat(NETWORK))), loopback
        )
        lobby = LobbyDialog(hosting)
        lobby.ask = lambda *_args: True
        for dialog in (host, join, lobby):
            qtbot.addWidget(dialog)
        made.append(hosting)
        return [host, join, lobby]

    made: list[LanHosting] = []
    try:
        english = _texts(qtbot, dialogs, "en")
        other = _texts(qtbot, dialogs, code)
    finally:
        for hosting in made:
            hosting.close()
    assert untranslated(english, other) == []


def test_the_walk_finds_an_english_text_left_in():
    """The check can fail: a label nobody translated is reported, names and numbers are not."""
    english = {"Asha", "12", "Jaipur · start", "Take 2 gold", "Gold: 15"}
    german = {"Asha", "12", "Jaipur · Start", "Take 2 gold", "Gold: 15"}
    assert untranslated(english, german) == ["Take 2 gold"]
