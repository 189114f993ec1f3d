"""No secret reaches a remote window's screen before it is public: whole matches of every game
through the UI path (host -> SeatClient -> RemoteTable -> MatchView), over real sockets on 127.0.0.1.

``tests/net/test_host_leaks.py`` scans the bytes each seat received; this scans what each window
*shows*. Two seats and a spectator each have a window (a RemoteTable under a MatchView, as a joined
screen has). After every step, once every window has heard it, everything each window drew or said
is collected — every scene item's text and tooltip, every widget's text, tooltip and accessible
name, the log panel, the status bar, the notices — and compared with what each seat may see at that
step, computed from the host's own state (the truth, not what was sent):

- **twin drawings**: a fresh board of the same kind draws each seat's view (and the spectator's) of
  the host's state, with its player summaries. A text the owner's twin shows that neither the
  reader's twin nor the spectator's shows is that owner's secret now — its disc, its bribe, its
  hand, its hidden gold, in the board's own words — and must not be in the reader's window;
- **log lines**: an entry the game words differently for its owner than for the reader is a secret
  line (the owner's wording) that must not be in the reader's log or anywhere else;
- **planted markers**: the seed is a distinctive number that no view contains, and each seat's
  token is unique; neither may be anywhere on another seat's screen.

A planted leak (a window drawing another seat's view) must be found, so the scan cannot pass by
having nothing to look for. Scanning stops at the end, when the match file makes everything public.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

from desktop_app.ai.base import make_bot
from desktop_app.net.host import start_host
from desktop_app.net.seat_client import SeatClient
from desktop_app.ui import theme
from desktop_app.ui.games import available_board
from desktop_app.ui.match_view import MatchView
from desktop_app.ui.remote_table import RemoteTable
from tests.ui.lan_windows import LOOPBACK, WAIT, js, settle

#: A seed no view, log line, count or id of these games can contain by accident.
SEED = 7_364_519_028_133_557
NAMES = ("Asha", "Bo")
MATCHES = [
    ("maharaja", {"variant": "short", "gold": "hidden"}),
    ("forbidden_city", {}),
    ("arkadia", {}),
]
#: Texts too short or plain to say anything (a lone digit, a dash) are not taken as secrets.
MEANINGLESS = 2


# --- what a screen shows -------------------------------------------------------------------------


def scene_texts(scene) -> set[str]:
    texts: set[str] = set()
    for item in scene.items():
        for reader in ("text", "toPlainText"):
            method = getattr(item, reader, None)
            if callable(method):
                value = method()
                if isinstance(value, str):
                    texts.add(value)
        texts.add(item.toolTip())
    return texts


def widget_texts(root: QWidget) -> set[str]:
    texts: set[str] = set()
    for widget in [root, *root.findChildren(QWidget)]:
        texts.update((widget.toolTip(), widget.accessibleName(), widget.windowTitle()))
        if isinstance(widget, QLabel | QAbstractButton | QLineEdit):
            texts.add(widget.text())
            if isinstance(widget, QLineEdit):
                texts.add(widget.placeholderText())
        elif isinstance(widget, QPlainTextEdit | QTextEdit):
            texts.update(widget.toPlainText().splitlines())
        elif isinstance(widget, QComboBox):
            texts.update(widget.itemText(index) for index in range(widget.count()))
        elif isinstance(widget, QListWidget):
            texts.update(widget.item(index).text() for index in range(widget.count()))
    return texts


def board_texts(board, view: dict[str, Any], seats: int) -> set[str]:
    """What a board shows for ``view``: its scene, its side widget and the player summaries."""
    texts = scene_texts(board.scene)
    side = board.side_widget()
    if side is not None:
        texts |= widget_texts(side)
    texts.add(board.prompt())
    for seat in range(seats):
        for key, value in board.player_summary(view, seat):
            texts.update((key, value))
    return texts


def meaningful(texts: Iterable[str]) -> set[str]:
    return {text.strip() for text in texts if len(text.strip()) > MEANINGLESS}


class Screen:
    """One window's match screen over a RemoteTable, and everything it ever said."""

    def __init__(self, table: RemoteTable) -> None:
        self.table = table
        self.seat = min(table.screen_seats) if table.screen_seats else None
        board = available_board(table.game.id)
        assert board is not None
        # Laid out at 1280x720 but not shown: what a screen holds is the same, and nobody waits
        # for three offscreen windows to be painted after every step.
        self.match = MatchView(table, board)
        self.match.resize(1280, 720)
        self.said: list[str] = []
        self.match.status_message.connect(self.said.append)
        table.notice.connect(self.said.append)

    def shown(self) -> set[str]:
        """Everything on this screen now (each log line too), and every notice it gave so far."""
        texts = scene_texts(self.match.board.scene) | widget_texts(self.match)
        texts.update(self.match.log.lines())
        texts.update(self.said)
        return texts


# --- the truth ------------------------------------------------------------------------------------


class Twins:
    """A fresh board per reader (seats and spectator) drawing the host's truth for that reader."""

    def __init__(self, session) -> None:
        self.session = session
        board = available_board(session.game.id)
        assert board is not None
        colours = theme.seat_colours([seat.colour for seat in session.seats])
        self.readers: list[int | None] = [*range(session.players), None]
        self.boards = {r: board(session.game, list(session.seat_names), colours) for r in self.readers}

    def texts(self) -> dict[int | None, set[str]]:
        """What each reader may see now, drawn in the board's own words."""
        session, game = self.session, self.session.game
        state = session.state_at(len(session.record))
        shown: dict[int | None, set[str]] = {}
        for reader in self.readers:
            view = js(game.view(state, reader))
            legal = tuple(game.legal_actions(state, reader)) if reader in game.to_move(state) else ()
            self.boards[reader].sync(view, reader, legal, bool(legal))
            shown[reader] = meaningful(board_texts(self.boards[reader], view, session.players))
        return shown

    def secrets_for(self, reader: int | None, shown: dict[int | None, set[str]]) -> set[str]:
        """Texts some other seat's twin shows now that ``reader`` may not see (nor the spectator)."""
        others = set().union(*(texts for seat, texts in shown.items() if seat not in (reader, None)))
        return others - shown[reader] - shown[None]

    def secret_lines(self, reader: int | None) -> set[str]:
        """Log lines as their owners read them, where the reader reads them otherwise."""
        session = self.session
        mine = session.log(reader)
        lines: set[str] = set()
        for seat in range(session.players):
            if seat != reader:
                lines.update(
                    theirs for theirs, ours in zip(session.log(seat), mine, strict=True) if theirs != ours
                )
        return meaningful(lines) - set(mine)


def leaks(screen: Screen, secrets: set[str], lines: set[str], never: list[str]) -> list[str]:
    shown = screen.shown()
    found = sorted(secrets & shown)
    everything = "\n".join(shown)
    found += [f"log line {line!r}" for line in sorted(lines) if line in everything]
    found += [f"marker {value[:8]}…" for value in never if value in everything]
    return found


# --- the matches -----------------------------------------------------------------------------------


class UiLan:
    """A host in this process (so its truth is at hand), two seats' screens and a spectator's."""

    def __init__(self, qtbot, folder: Path, game: str, options: dict[str, Any]) -> None:
        self.qtbot = qtbot
        self.host = start_host(
            game,
            ["human", "human"],
            options,
            seed=SEED,
            bind=LOOPBACK,
            allow_spectators=True,
            identity_folder=folder / "identity",
            journal_folder=folder / "journals",
        )
        self.core, self.session = self.host.core, self.host.core.session
        self.screens = [Screen(RemoteTable(self.client(seat))) for seat in (0, 1, "spectator")]

    def client(self, seat: int | str) -> SeatClient:
        address, port = self.host.address()
        name = NAMES[seat] if isinstance(seat, int) else None
        client = SeatClient(address, port, self.host.code, name=name)
        client.welcomed.connect(lambda _welcome: client.join(seat))
        client.start()
        self.qtbot.waitUntil(lambda: client.memory is not None, timeout=WAIT)
        return client

    def settled(self) -> bool:
        state = self.core.state_id
        return all(screen.table.state_id == state for screen in self.screens)

    def settle(self) -> None:
        self.qtbot.waitUntil(self.settled, timeout=WAIT)
        settle()

    def never(self, reader: int | None) -> list[str]:
        tokens = [s.table.clients[0].token or "" for s in self.screens if s.seat not in (reader, None)]
        return [str(SEED), f"{SEED:x}", f"{SEED:X}", *tokens]

    def close(self) -> None:
        for screen in self.screens:
            screen.match.close_match()
            screen.match.deleteLater()
        self.host.close()


def choose(screen: Screen, rng: random.Random):
    table, seat = screen.table, screen.seat
    assert seat is not None, "spectators do not move"
    legal = table.legal_actions(seat)
    if table.game.id == "forbidden_city":  # random play wanders for some 1,800 steps
        return make_bot("heuristic", seed=seat).choose(table.game, seat, table.view(seat), legal)
    return rng.choice(legal)


@pytest.fixture
def ui_lan(qtbot, tmp_path):
    made: list[UiLan] = []

    def make(game: str, options: dict[str, Any]) -> UiLan:
        made.append(UiLan(qtbot, tmp_path / game, game, options))
        return made[-1]

    yield make
    for lan in made:
        lan.close()


@pytest.mark.parametrize(("game", "options"), MATCHES, ids=[game for game, _ in MATCHES])
def test_no_remote_window_shows_a_secret_of_another_seat(ui_lan, game, options):
    lan = ui_lan(game, options)
    twins = Twins(lan.session)
    rng = random.Random(game)
    checked = planted = steps = 0
    for _ in range(3_000):
        lan.settle()
        if lan.session.is_over:
            break
        shown = twins.texts()
        for screen in lan.screens:
            secrets = twins.secrets_for(screen.seat, shown)
            found = leaks(screen, secrets, twins.secret_lines(screen.seat), lan.never(screen.seat))
            assert not found, f"{game}, step {len(lan.session.record)}: reader {screen.seat} shows {found}"
            checked += len(secrets)
        if not planted and steps > 5:
            planted = plant_a_leak(lan, twins, shown)
        movers = sorted(seat for seat in lan.session.to_move() if seat in (0, 1))
        screen = lan.screens[rng.choice(movers)]
        state = lan.core.state_id
        screen.match.board.action_chosen.emit(choose(screen, rng))
        lan.qtbot.waitUntil(lambda state=state: lan.core.state_id != state, timeout=WAIT)
        steps += 1
    assert lan.session.is_over and steps > 10
    assert checked > steps, "hardly any secret to look for all match long?"
    assert planted, "a window drawing another seat's view was not caught"
    for screen in lan.screens:
        assert screen.table.is_over


def plant_a_leak(lan: UiLan, twins: Twins, shown: dict[int | None, set[str]]) -> int:
    """Draw seat 1's true view on seat 0's screen: the scan must find it; then draw it right again."""
    screen = lan.screens[0]
    secrets = twins.secrets_for(0, shown)
    if not secrets:
        return 0
    session = lan.session
    view = js(session.game.view(session.state_at(len(session.record)), 1))
    screen.match.board.sync(view, 1, (), False)
    found = leaks(screen, secrets, set(), [])
    screen.match.refresh()
    assert not leaks(screen, secrets, set(), lan.never(0))
    return len(found)
