"""Issue 17.1 through the window's own widgets: finished matches are archived and reviewed, the
list searches and deletes, leaving an unsaved match asks, save names and the title say which
match it is, and a file or entry already open is shown, not opened twice."""

from __future__ import annotations

import itertools
import os
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent, QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox, QWidget

from desktop_app.engine.session import SeatInfo, Session
from desktop_app.persistence import archive, autosave, matchfile, recent
from desktop_app.persistence.paths import documents_dir
from desktop_app.ui.new_match import NewMatchDialog
from tests.ui.helpers import ASHA, BO, answer_takeback, dice_session, hand_over
from tests.ui.installed_play import installed_play

Button = QMessageBox.StandardButton


#: A move crosses two sockets and the host; a loaded 2-core CI machine needs room.
WAIT_MS = 30_000


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def click(widget: QWidget) -> None:
    settle()
    assert widget.isVisible() and widget.isEnabled(), widget.metaObject().className()
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def click_row(tree, item, double: bool = False) -> None:
    """A real click (or double click) on ``item``'s row in ``tree``'s viewport."""
    settle()
    tree.scrollToItem(item)
    centre = tree.visualItemRect(item).center()
    assert tree.viewport().rect().contains(centre)
    QTest.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    if double:
        QTest.mouseDClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=centre)


def plain(text: str) -> str:
    """What a person reads in a message box's (escaped, rich) text."""
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText().replace("\xa0", " ")


def answer(button: Button, seen: list[str]) -> None:
    """Once a message box is up, click its ``button`` (what it said goes into ``seen``)."""
    tries = [0]

    def attempt() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            tries[0] += 1
            if tries[0] < 300:
                QTimer.singleShot(10, attempt)
            return
        seen.append(f"{box.windowTitle()}: {plain(box.text())} {plain(box.informativeText())}")
        box.button(button).click()

    QTimer.singleShot(0, attempt)


def play_to_the_end(match) -> None:
    """Bet through a one-round Secret Dice match at the screen (hand-over screens clicked)."""
    while not match.table.is_over:
        hand_over(match)
        match.board.choose("low")


def shown_window(qtbot, window):
    window.show()
    qtbot.waitExposed(window)
    return window


# --- the archive ---------------------------------------------------------------------------------


def test_a_match_that_ends_is_archived_at_once_and_reviewed_from_the_start_page(qtbot, window):
    session = dice_session(ASHA, BO, rounds=1)
    window.show_session(session)
    autosaved = window.autosave.path
    play_to_the_end(window.match)
    entries = archive.entries()
    assert len(entries) == 1, "kept the moment it ended, before anything is closed"
    entry = entries[0]
    assert entry.players == ("Asha", "Bo") and entry.steps == len(session.record)
    assert entry.winner == session.seat_names[session.outcome().winner]
    assert "Finished matches" in window.statusBar().currentMessage()
    assert not window.isWindowModified() and "(finished matches)" in window.windowTitle()
    window.close_action.trigger()  # a finished match needs no question
    assert window.match is None and not autosaved.exists()
    shown_window(qtbot, window)
    listing = window.start_page.archive_list
    assert listing.visible_ids() == [entry.id]
    click_row(listing.tree, listing.item_for(entry.id), double=True)
    match = window.match
    assert match is not None and match.session.record == session.record and match.table.is_over
    assert entry.label in window.windowTitle() and not window.isWindowModified()
    window.open_archived(entry.id)  # asked for again: the same screen, no second copy
    assert window.match is match and "open already" in window.statusBar().currentMessage()


def test_the_archive_lists_again_after_a_restart(qtbot, window):
    session = dice_session(ASHA, BO, rounds=1)
    window.show_session(session)
    play_to_the_end(window.match)
    window.close_match()
    window.close()
    from desktop_app.ui.main_window import MainWindow

    again = MainWindow(bot_delay=0)
    qtbot.addWidget(again)
    assert again.start_page.archive_list.visible_ids() == [entry.id for entry in archive.entries()]
    assert len(again.start_page.archive_list.visible_ids()) == 1


def _archive_three(monkeypatch) -> list[archive.ArchiveEntry]:
    kept = []
    for seed, names in ((1, ("Asha", "Bo")), (2, ("Chen", "Dara")), (3, ("Asha", "Emil"))):
        session = dice_session(*(SeatInfo(name) for name in names), seed=seed, rounds=1)
        while not session.is_over:
            seat = min(session.to_move())
            session.act(seat, session.legal_actions(seat)[0])
        monkeypatch.setattr(matchfile, "utc_now", lambda seed=seed: f"2026-12-0{seed}T10:00:00+00:00")
        kept.append(archive.keep(session))
    return kept


def test_the_file_menus_list_searches_opens_and_deletes_after_asking(qtbot, window, monkeypatch):
    first, second, third = _archive_three(monkeypatch)
    shown_window(qtbot, window)
    window.archive_action.trigger()
    dialog = window.archive_dialog
    qtbot.waitExposed(dialog)
    listing = dialog.list
    assert listing.visible_ids() == [third.id, second.id, first.id]
    QTest.keyClicks(listing.search, "asha")
    assert listing.visible_ids() == [third.id, first.id]
    QTest.keyClicks(listing.search, f" {first.winner}")
    assert listing.visible_ids() == [e.id for e in (third, first) if first.winner in (*e.players, e.winner)]
    listing.search.clear()
    QTest.keyClicks(listing.search, "SECRET dice dara")
    assert listing.visible_ids() == [second.id]
    listing.search.clear()
    QTest.keyClicks(listing.search, "nobody")
    assert listing.visible_ids() == [] and listing.note.isVisible() and "nobody" in listing.note.text()
    listing.search.clear()
    click_row(listing.tree, listing.item_for(second.id))
    seen: list[str] = []
    answer(Button.Cancel, seen)
    click(listing.delete_button)
    assert len(seen) == 1 and second.label in seen[0]
    assert archive.find(second.id) is not None
    answer(Button.Yes, seen)
    click(listing.delete_button)
    assert archive.find(second.id) is None and not archive.path_of(second.id).exists()
    assert listing.visible_ids() == [third.id, first.id]
    assert window.start_page.archive_list.visible_ids() == [third.id, first.id]  # the page follows
    click_row(listing.tree, listing.item_for(first.id))
    click(listing.open_button)
    assert not dialog.isVisible()
    assert window.match is not None and window.keeping.archived.id == first.id


def test_a_damaged_entry_says_so_and_leaves_the_list(qtbot, window, monkeypatch):
    kept = _archive_three(monkeypatch)[0]
    path = archive.path_of(kept.id)
    path.write_bytes(path.read_bytes()[:300])
    window.start_page.refresh()
    listing = window.start_page.archive_list
    shown_window(qtbot, window)
    seen: list[str] = []
    answer(Button.Ok, seen)
    click_row(listing.tree, listing.item_for(kept.id), double=True)
    assert len(seen) == 1 and seen[0].startswith("Cannot open") and "damaged" in seen[0]
    assert window.match is None and kept.id not in listing.visible_ids() and len(listing.visible_ids()) == 2


def test_the_start_page_fits_1280x720_with_every_list_full(qtbot, monkeypatch, tmp_path):
    """Long names and paths are cut short, not allowed to widen the page: at 1280x720 the cards and
    all three lists are on screen, side by side, with no scroll bar."""
    from desktop_app.ui.main_window import MainWindow

    long_names = [SeatInfo("Lena-Marie Schwarzenberg-Ödegaard"), SeatInfo("Bartholomew Featherstonehaugh")]
    for seed in range(4):
        autosave.start_autosave(dice_session(*long_names, seed=seed)).stop()
        deep = tmp_path / ("a very long folder name " * 4).strip() / str(seed)
        deep.mkdir(parents=True)
        matchfile.save(dice_session(*long_names, seed=seed), deep / f"{'Friday night ' * 5}{seed}.tpmatch")
        recent.remember(deep / f"{'Friday night ' * 5}{seed}.tpmatch")
    _archive_three(monkeypatch)
    window = MainWindow(bot_delay=0, use_autosave=False)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    shown_window(qtbot, window)
    settle()
    page = window.start_page
    assert len(page.continue_buttons) == 4 and len(page.recent_buttons) == 4
    assert not page.scroller.horizontalScrollBar().isVisible()
    assert not page.scroller.verticalScrollBar().isVisible()
    viewport = page.scroller.viewport()
    sections = [page._continue_frame, page._archive_frame, page._recent_frame]
    parts = [*page.cards, *sections, page.host_button, page.join_button, *page.continue_buttons]
    for part in [*parts, *page.recent_buttons, page.open_button, page.archive_list.search]:
        rect = part.rect().translated(part.mapTo(viewport, part.rect().topLeft()))
        assert viewport.rect().contains(rect), part.metaObject().className()
    for left, right in itertools.pairwise(sections):
        assert left.geometry().right() < right.geometry().left()
    assert page.archive_list.tree.visualItemRect(page.archive_list.tree.topLevelItem(0)).height() > 20


# --- leaving a match that is not kept ------------------------------------------------------------


def _one_move(window):
    window.show_session(dice_session(ASHA, BO))
    hand_over(window.match)
    window.match.board.choose("low")


def test_closing_an_unsaved_match_asks_and_cancel_keeps_it(qtbot, window):
    _one_move(window)
    match, seen = window.match, []
    assert window.isWindowModified() and "(not saved)" in window.windowTitle()
    assert window.windowTitle().startswith(f"{match.table.game.title} — Asha, Bo — ")
    answer(Button.Cancel, seen)
    window.close_action.trigger()
    assert len(seen) == 1 and "has not been saved" in seen[0]
    assert window.match is match
    autosaved = window.autosave.path
    answer(Button.Discard, seen)
    window.close_action.trigger()
    assert window.match is None and not autosaved.exists()
    assert window.start_page.continue_buttons == [] and archive.entries() == []


def test_the_close_button_asks_and_save_writes_the_suggested_file(qtbot, window, monkeypatch):
    shown_window(qtbot, window)
    _one_move(window)
    session = window.match.session
    asked: list[str] = []
    seen: list[str] = []
    answer(Button.Cancel, seen)
    QApplication.sendEvent(window.windowHandle(), QCloseEvent())  # as the window manager sends it
    assert window.isVisible() and window.match is not None and len(seen) == 1

    def save_dialog(parent, title, suggested, filters):
        asked.append(suggested)
        return suggested, ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_dialog)
    autosaved = window.autosave.path
    answer(Button.Save, seen)
    QApplication.sendEvent(window.windowHandle(), QCloseEvent())
    settle()
    suggested = Path(asked[0])
    assert suggested.parent == documents_dir()
    assert (
        suggested.name.startswith(f"{session.game.title} — Asha, Bo — 20")
        and suggested.suffix == matchfile.SUFFIX
    )
    assert matchfile.load(suggested).record == session.record
    assert not window.isVisible() and not autosaved.exists()
    assert recent.recent_files() == [suggested.resolve()]


def test_quit_and_new_match_ask_too(qtbot, window, monkeypatch):
    _one_move(window)
    match, seen = window.match, []
    answer(Button.Cancel, seen)
    window.quit_action.trigger()
    assert window.match is match and len(seen) == 1

    def fake_exec(dialog: NewMatchDialog) -> int:
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewMatchDialog, "exec", fake_exec)
    answer(Button.Cancel, seen)
    assert not window.new_match("secret_dice")
    assert window.match is match and len(seen) == 2
    answer(Button.Discard, seen)
    assert window.new_match("secret_dice")
    assert window.match is not match and len(seen) == 3


@pytest.mark.parametrize("how", ["nobody moved", "saved", "finished"])
def test_no_question_when_nothing_would_be_lost(qtbot, window, tmp_path, how):
    session = dice_session(ASHA, BO, rounds=1)
    window.show_session(session)
    if how == "saved":
        hand_over(window.match)
        window.match.board.choose("low")
        assert window._save_to(tmp_path / "kept.tpmatch")
    elif how == "finished":
        play_to_the_end(window.match)
    assert not window.isWindowModified()
    asked: list[str] = []
    answer(Button.Cancel, asked)
    window.close_action.trigger()
    settle()
    assert asked == [] and window.match is None


# --- titles, names, files already open -----------------------------------------------------------


def test_the_title_names_the_file_and_marks_unsaved_moves(window, tmp_path):
    session = dice_session(ASHA, BO)
    window.show_session(session)
    assert not window.isWindowModified()  # nobody has moved yet
    path = tmp_path / "Friday.tpmatch"
    assert window._save_to(path)
    assert window.windowTitle() == "Friday.tpmatch[*] — Three Palaces" and not window.isWindowModified()
    hand_over(window.match)
    window.match.board.choose("low")
    assert window.isWindowModified()
    window.undo_action.trigger()  # Bo's screen now: Asha is asked by name (issue 33)
    answer_takeback(window.match)
    assert not window.isWindowModified()  # back to what the file holds


def test_opening_the_file_that_is_open_shows_it_instead_of_a_copy(window, tmp_path, monkeypatch):
    path = tmp_path / "kept.tpmatch"
    matchfile.save(dice_session(ASHA, BO), path)
    assert window.open_path(path)
    match = window.match
    hand_over(match)
    match.board.choose("low")  # a move the file does not hold: a copy would lose it
    link = tmp_path / "link.tpmatch"  # the same file by another name
    link.symlink_to(path)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(link), ""))
    window.open_action.trigger()
    assert window.match is match and window.isWindowModified()
    assert "open already" in window.statusBar().currentMessage()
    assert len(autosave.list_autosaves()) == 1
    window.undo_action.trigger()  # now the screen is what the file holds: opening it reads it again
    answer_takeback(match)  # Asha says yes by name (issue 33)
    window.open_action.trigger()
    assert window.match is not match and not window.isWindowModified()
    # the first match's autosave went; the reopened file's is written at its first change or, as
    # here, when it is closed and kept under "Continue" (the file holds it meanwhile)
    window.close_match()
    assert len(autosave.list_autosaves()) == 1


def test_a_suggested_name_is_never_one_that_is_taken(window):
    window.show_session(dice_session(ASHA, BO))
    first = window._suggested_path()
    first.parent.mkdir(parents=True, exist_ok=True)
    first.write_text("another match")
    second = window._suggested_path()
    assert second.parent == first.parent and second.name == f"{first.stem} (2){matchfile.SUFFIX}"


def test_names_that_are_paths_make_a_safe_file_name(window):
    window.show_session(dice_session(SeatInfo("../../etc"), SeatInfo("a:b*c")))
    name = window._suggested_path().name
    assert "/" not in name and ":" not in name and "*" not in name
    assert name.startswith(f"{window.match.table.game.title} — ..-..-etc, a-b-c — ")


# --- a LAN match ---------------------------------------------------------------------------------


def test_a_finished_lan_match_is_archived_from_the_hosts_file(qtbot, window, tmp_path):
    """Everything on 127.0.0.1: a host in this process, this window's seat and another table."""
    from desktop_app.net.host import start_host
    from desktop_app.net.seat_client import SeatClient
    from desktop_app.ui.remote_table import RemoteTable

    host = start_host(
        "secret_dice",
        ["human", "human"],
        {"rounds": 1},
        seed=5,
        bind="127.0.0.1",
        identity_folder=tmp_path / "identity",
        journal_folder=tmp_path / "journals",
    )
    tables = []
    try:
        for seat, name in ((0, "Asha"), (1, "Bo")):
            address, port = host.address()
            client = SeatClient(address, port, host.code, name=name, backoff=(0.05,))
            client.welcomed.connect(lambda _welcome, client=client, seat=seat: client.join(seat))
            client.start()
            qtbot.waitUntil(lambda client=client: client.memory is not None, timeout=WAIT_MS)
            tables.append(RemoteTable([client]))
        assert window.show_table(tables[0])
        session = host.core.session
        while not session.is_over:
            state = host.core.state_id
            # both screens first see the position the host is in: a move sent from an older one
            # is refused as stale, and the loop would wait for a change that never comes
            steps = len(session.record)
            qtbot.waitUntil(lambda steps=steps: all(t.length == steps for t in tables), timeout=WAIT_MS)
            if 0 in session.to_move():
                qtbot.waitUntil(lambda: bool(window.match.table.legal_actions(0)), timeout=WAIT_MS)
                window.match.board.choose("low")
            else:
                qtbot.waitUntil(lambda: bool(tables[1].legal_actions(1)), timeout=WAIT_MS)
                tables[1].act(1, tables[1].legal_actions(1)[0])
            qtbot.waitUntil(lambda state=state: host.core.state_id != state, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: bool(archive.entries()), timeout=WAIT_MS)
        (entry,) = archive.entries()
        assert entry.players == ("Asha", "Bo") and entry.steps == len(session.record)
        assert entry.winner == session.seat_names[session.outcome().winner]
        assert archive.load(entry.id).record == session.record
        assert "(finished matches)" in window.windowTitle() and not window.isWindowModified()
        asked: list[str] = []
        answer(Button.Cancel, asked)
        window.close_action.trigger()
        settle()
        assert asked == [] and window.match is None
        assert window.start_page.archive_list.visible_ids() == [entry.id]
    finally:
        for table in tables[1:]:
            table.close()
        host.close()


# --- ./play FILE ---------------------------------------------------------------------------------


def test_play_reads_a_file_named_from_where_it_was_started(tmp_path):
    """``./play FILE`` from another folder: the file is the caller's, not one in the install folder
    (the script changes into its own folder to install, and must come back before starting)."""
    play = installed_play(tmp_path / "install")
    folder = tmp_path / "downloads"
    folder.mkdir()
    matchfile.save(Session.new("maharaja", [ASHA, BO], seed=1), folder / "kept.tpmatch")
    environment = {
        key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY")
    }
    result = subprocess.run(
        [str(play), "replay", "kept.tpmatch"],
        cwd=folder,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("kept.tpmatch: verified")
