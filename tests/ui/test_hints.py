"""Hints while practising (issue 35, item 3), through the real match screen: the Hint button (and
H) shows the computer's choice for the seat at the screen as a ghost with its line, from that seat's
view only; the match keeps it, the finished-matches list counts it, and a LAN match has hints only
where its host allowed them."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from desktop_app.ai import base as ai_base
from desktop_app.ai.budget import BUDGETS
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.persistence import archive, matchfile
from desktop_app.ui import hints as hints_module
from desktop_app.ui.archive_view import ArchiveList
from desktop_app.ui.games import board_class
from desktop_app.ui.games.forbidden_city.board import ForbiddenCityBoard
from desktop_app.ui.games.ghost_marks import GhostItem
from desktop_app.ui.ghost import GLOWING, ghost_of
from desktop_app.ui.hints import HintControl
from desktop_app.ui.local_table import LocalTable
from desktop_app.ui.match_view import MatchView
from tests.ai.test_bots import SpyGame
from tests.ui.keyboard_match import focus_board, shown_match
from tests.ui.test_better_move_shows import check_inputs
from tests.ui.test_remote_table import Lan, lan, play_to_the_end  # noqa: F401  (the loopback LAN fixture)

SEATS = [SeatInfo("Anna", "human", "#D55E00"), SeatInfo("Bruno", "heuristic", "#0072B2")]
WAIT_MS = 15_000


@pytest.fixture(autouse=True)
def quick_bot(monkeypatch):
    """The hint's bot thinks 50 ms (its level's budget is 1.5 s): the test looks at the screen."""
    monkeypatch.setattr(HintControl, "budget_seconds", 0.05)
    monkeypatch.setattr(ForbiddenCityBoard, "animations_enabled", False)


def _hint(qtbot, match: MatchView, *, key: bool = False) -> str:
    with qtbot.waitSignal(match.hints.shown, timeout=WAIT_MS) as shown:
        if key:
            qtbot.keyClick(match.board_view, Qt.Key.Key_H)
        else:
            qtbot.mouseClick(match.hints.button, Qt.MouseButton.LeftButton)
    return str(shown.args[0])


def _drawn(match: MatchView) -> bool:
    """Is a ghost on the board: an item in the scene, or a lit button of the side panel?"""
    items = [item for item in match.board.scene.items() if isinstance(item, GhostItem)]
    side = match.board.side_widget()
    lit = [w for w in side.findChildren(QWidget) if w.property(GLOWING)] if side is not None else []
    return bool(items or lit)


@pytest.mark.parametrize("game_id", ["maharaja", "forbidden_city", "arkadia"])
def test_hint_draws_the_computers_choice_with_its_line_and_the_match_keeps_it(qtbot, game_id):
    session = Session.new(game_id, SEATS, seed=6)
    match = shown_match(qtbot, session, game_id)
    seat = match.viewer
    assert seat == 0 and match.hints.button.isVisible() and match.hints.button.isEnabled()
    line = _hint(qtbot, match)
    ghost = ghost_of(match.board)
    assert ghost is not None and ghost.action in session.legal_actions(seat) and _drawn(match)
    assert game_id != "forbidden_city" or ghost.action.type == "set_bribe"
    check_inputs(match, ghost.action)  # the dials turned to the bribe, and so on
    assert line.startswith("Hint: Anna") and "chance to win" in line
    assert match.notice_line.isVisible() and match.notice_line.text() == line
    # kept at the step it was taken (a rival's secret bribe may have come in while it was asked)
    assert session.hints == {len(session.record): frozenset({0})}
    # the move is the person's: they play what they like, and the ghost and its line go
    session.act(seat, session.legal_actions(seat)[-1])
    assert ghost_of(match.board) is None and not _drawn(match)
    assert match.notice_line.text() != line or not match.notice_line.isVisible()


def test_h_asks_too_and_only_for_the_seat_to_act(qtbot):
    session = Session.new("arkadia", SEATS, seed=2)
    match = shown_match(qtbot, session, "arkadia")
    focus_board(qtbot, match)  # a shortcut answers in the active window
    assert _hint(qtbot, match, key=True).startswith("Hint: Anna")
    match.seek(0)  # review: nobody acts there, so no hint is asked
    assert not match.hints.button.isEnabled()
    match.hints.ask()
    assert not match.hints.thinking


def test_the_hint_comes_from_the_seats_view_alone(qtbot, monkeypatch):
    """As the bots' spy test: the bot is handed the seat's own view, and every state anything
    judges is rebuilt from it, never the real one."""
    session = Session.new("forbidden_city", [SEATS[0], SeatInfo("Bo", "human", "#0072B2")], seed=4)
    spy = SpyGame(session.game)
    handed: list[dict] = []
    make = ai_base.make_bot

    def spying_bot(*args, **kwargs):
        bot = make(*args, **kwargs)
        choose = bot.choose

        def chooses(game, seat, view, legal):
            handed.append(view)
            return choose(game, seat, view, legal)

        bot.choose = chooses  # type: ignore[method-assign]
        return bot

    monkeypatch.setattr(hints_module, "make_bot", spying_bot)
    monkeypatch.setattr(LocalTable, "game", property(lambda self: spy))
    match = shown_match(qtbot, session, "forbidden_city")
    seat = match.viewer
    _hint(qtbot, match)
    assert handed and json.dumps(handed[0], sort_keys=True) == json.dumps(session.view(seat), sort_keys=True)
    assert spy.seen and all(state is not session.head_state for state in spy.seen)


def test_hints_are_kept_in_the_file_outside_the_digest_and_counted_by_the_archive(qtbot, tmp_path: Path):
    session = Session.new("secret_dice", 2, seed=3)
    bots = {seat: ai_base.make_bot("random", seat) for seat in range(2)}
    taken: list[int] = []
    for decision in range(200):
        if session.is_over:
            break
        seat = sorted(session.to_move())[0]
        if decision in (1, 3):
            session.note_hint(seat)
            taken.append(len(session.record))
        session.act(
            seat, bots[seat].choose(session.game, seat, session.view(seat), session.legal_actions(seat))
        )
    path = tmp_path / "m.tpmatch"
    matchfile.save(session, path)
    document = json.loads(path.read_text())
    assert [item["step"] for item in document["hints"]] == taken and len(taken) == 2
    assert matchfile.load(path).hints == session.hints
    # outside the digest: the hints may be damaged or dropped and the match still opens
    first = document["hints"][0]
    document["hints"] = [first, {"step": "x"}, 7, {"step": 1, "seats": [9]}]
    path.write_text(json.dumps(document))
    assert matchfile.load(path).hints == {first["step"]: frozenset(first["seats"])}
    del document["hints"]
    path.write_text(json.dumps(document))
    assert matchfile.load(path).hints == {}
    entry = archive.keep(session)
    assert entry.hints == 2
    listing = ArchiveList()
    qtbot.addWidget(listing)
    listing.refresh()
    item = listing.item_for(entry.id)
    assert item is not None and "2 hints" in " ".join(item.text(c) for c in range(item.columnCount()))


def test_a_lan_match_has_hints_only_where_the_host_allows_them(qtbot, lan):  # noqa: F811
    for allowed in (False, True):
        net = lan("maharaja", ("human", "human"), allow_hints=allowed)
        table, _other = net.table(0), net.table(1)  # play begins once every seat is taken
        net.settle()
        match = MatchView(table, board_class("maharaja"), bot_delay=0)
        qtbot.addWidget(match)
        match.resize(1280, 720)
        match.show()
        qtbot.waitExposed(match)
        assert table.hints_allowed is allowed
        assert match.hints.button.isVisible() is allowed
        if not allowed:
            match.hints.ask()
            assert not match.hints.thinking and ghost_of(match.board) is None
            match.close_match()
            continue
        assert match.viewer == 0
        line = _hint(qtbot, match)
        assert line.startswith("Hint: Asha") and ghost_of(match.board) is not None
        match.close_match()


def test_a_lan_screen_keeps_its_hints_in_its_copy_of_the_finished_match(qtbot, lan, tmp_path: Path):  # noqa: F811
    """The host never hears of a hint; the copy of the match this screen saves adds them, outside
    the digest, and the file opens with them."""
    net = lan("secret_dice", ("human", "human"), allow_hints=True)
    asha, _bo = net.table(0), net.table(1)
    net.settle()
    step = asha.length
    asha.note_hint(0)
    play_to_the_end(net, random.Random(1))
    document = asha.final_document()
    assert document is not None and document["hints"] == [{"step": step, "seats": [0]}]
    assert "hints" not in net.core.final_file()
    path = tmp_path / "lan.tpmatch"
    path.write_text(json.dumps(document))
    assert matchfile.load(path).hints == {step: frozenset({0})}


def test_a_hint_thinks_within_its_levels_move_budget(qtbot, monkeypatch):
    """The bot is given the level's budget less what the line saying why takes (at most 17 ms
    measured), so the whole hint answers within a computer player's move."""
    monkeypatch.setattr(HintControl, "budget_seconds", None)
    budgets: list[float] = []

    def quick(level, seed=None, budget_seconds=None, clock=None):
        budgets.append(budget_seconds)
        return ai_base.make_bot(level, seed, budget_seconds=0.05)

    monkeypatch.setattr(hints_module, "make_bot", quick)
    match = shown_match(qtbot, Session.new("maharaja", SEATS, seed=1), "maharaja")
    _hint(qtbot, match)
    assert budgets == [BUDGETS[hints_module.LEVEL] - hints_module.WHY_SECONDS]
    assert hints_module.LEVEL == "hard" and budgets[0] < BUDGETS["hard"]


def test_a_veiled_shared_screen_gives_no_hint_until_its_mover_peeks(qtbot):
    """The ghost and its line would show the others at a shared screen the mover's secret (the
    Forbidden City's bribe): while the veil is down no hint is given, while Peek is held it is, and
    letting go takes it away with the view it was about."""
    from desktop_app.ui.veil import HIDDEN, PEEKING
    from tests.ui.veil_screens import forbidden_city_pair, open_match

    match = open_match(qtbot, forbidden_city_pair()[0]).match
    assert match.veil.state == HIDDEN
    assert match.hints.button.isVisible() and not match.hints.button.isEnabled()
    match.hints.ask()
    assert not match.hints.thinking
    match.peek(True)
    assert match.veil.state == PEEKING and match.hints.button.isEnabled()
    _hint(qtbot, match)
    assert ghost_of(match.board) is not None
    match.peek(False)
    assert ghost_of(match.board) is None and not _drawn(match)
    match.close_match()


def test_a_hosts_journal_keeps_whether_hints_are_allowed(tmp_path: Path):
    """Continue hosting serves the match as it was: hints allowed or not (a journal from before
    hints says nothing, and they stay off)."""
    from desktop_app.net.host_core import HostCore
    from desktop_app.net.journal import Journal

    for allowed in (True, False):
        path = tmp_path / f"journal-{allowed}.json"
        session = Session.new("maharaja", 2, seed=1)
        HostCore(session, ["human", "human"], "a-secret-code", allow_hints=allowed, journal=Journal(path))
        assert HostCore.restore(path).allow_hints is allowed


def test_a_hints_dials_go_back_with_its_ghost_unless_the_person_turned_them(qtbot):
    """A hint on a bribe turns the bribery board's dials to it; when its ghost goes (letting go of
    Peek on a shared screen takes it away) dials still showing it go back to blank, so the
    others at the table do not see the suggestion there; dials the person turned since stay."""
    from desktop_app.ui.games.forbidden_city.picker import DIAL_COLOURS
    from desktop_app.ui.ghost import clear_ghost

    session = Session.new("forbidden_city", SEATS, seed=6)
    match = shown_match(qtbot, session, "forbidden_city")
    picker = match.board.side_widget().picker
    for turned in (False, True):
        _hint(qtbot, match)
        ghost = ghost_of(match.board)
        assert ghost is not None and ghost.action.type == "set_bribe"
        hat, robe = ghost.action["hat"], ghost.action["robe"]
        assert picker.official() == (hat, robe)
        if turned:
            other = next(c for c in DIAL_COLOURS if c != robe)
            dial = picker.robe_dial
            qtbot.mouseClick(dial, Qt.MouseButton.LeftButton, pos=dial.wedge_point(other))
        clear_ghost(match.board)  # as letting go of Peek does
        assert picker.official() == ((hat, other) if turned else None)


@pytest.mark.parametrize("game_id", ["maharaja", "forbidden_city"])
def test_the_hint_button_keeps_off_the_board_where_the_view_has_room_beside_or_under_it(qtbot, game_id):
    """In the view's lower right corner the button covered the lower right corner of the Forbidden
    City's and Maharaja's panels at some window sizes (issue 33): it stands beside (or under) the
    board wherever the view's free room is as wide (or tall) as it, the board at the view's left
    edge where the strips each side of it would each be too narrow; a hidden button leaves the
    board centred."""
    from PySide6.QtWidgets import QApplication

    from desktop_app.ui import theme

    match = shown_match(qtbot, Session.new(game_id, SEATS, seed=6), game_id)
    match.setStyleSheet(theme.style_sheet())
    button, view = match.hints.button, match.board_view
    placed = 0
    for width in range(1000, 1480, 24):
        match.resize(width, 720)
        for _ in range(3):
            QApplication.processEvents()
        area = view.viewport().geometry()
        board = view.mapFromScene(view.sceneRect()).boundingRect().translated(area.topLeft())
        spot = button.geometry()
        assert button.isVisible() and area.contains(spot), width
        if area.width() - board.width() >= spot.width() or area.height() - board.height() >= spot.height():
            placed += 1
            assert not spot.intersects(board), (width, spot, board)
    assert placed >= 10
    match.hints.button.hide()
    assert view.alignment() == Qt.AlignmentFlag.AlignCenter
