"""UI test set-up: user folders in a temporary directory and a board for the Secret Dice fixture."""

from __future__ import annotations

import gc

import pytest

from desktop_app.ui.games import register_board, unregister_board
from tests.ui.dice_board import DiceBoard
from tests.ui.stray_windows import hide_stray_windows


@pytest.fixture(autouse=True)
def user_home(tmp_path, monkeypatch):
    """Every UI test gets empty user folders (autosaves, recent files) of its own."""
    home = tmp_path / "home"
    monkeypatch.setenv("THREE_PALACES_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def dice_board():
    register_board("secret_dice", DiceBoard)
    yield DiceBoard
    unregister_board("secret_dice")


@pytest.fixture
def window(qtbot):
    from desktop_app.ui.main_window import MainWindow

    win = MainWindow(bot_delay=0)
    qtbot.addWidget(win)
    win.resize(1200, 800)
    yield win
    win.close_match()


@pytest.fixture
def app_look(qapp):
    """The application's own look while a picture is taken (``app_look_put_back`` puts the test
    default back after it)."""
    from desktop_app.ui.theme import style_application

    style_application(qapp)


@pytest.fixture(autouse=True)
def app_look_put_back(qapp):
    """The application's style, style sheet, font and language as they were before each test.

    Tests that run what a player starts (``app.run``, ``cli.main``, ``render_screenshot``) style
    the whole application; a later test then measured its screens in that look: the archive's
    start page at 1280x720 found a scroll bar after tests/ui/test_start_page.py. Each is put back
    only when it changed (setting a sheet repolishes every widget).
    """
    from PySide6.QtGui import QFont

    from desktop_app import i18n
    from desktop_app.threads import collection_held

    sheet, style, font = qapp.styleSheet(), qapp.style().name(), QFont(qapp.font())
    language = i18n.current_language()
    yield
    if i18n.current_language() != language:
        i18n.set_language(language)
    with collection_held():  # every widget is restyled: none freed under Qt's walk (text_size.py)
        if qapp.style().name() != style:
            qapp.setStyle(style)
        if qapp.styleSheet() != sheet:
            qapp.setStyleSheet(sheet)
        if qapp.font() != font:
            qapp.setFont(font)


@pytest.fixture(autouse=True)
def deferred_deletes_done(qapp, monkeypatch):
    """After each test, delete what it (and pytest-qt's widget clean-up) handed to ``deleteLater``.

    Qt deletes those when control returns to the event loop they were queued in; a test never
    returns to one, and ``processEvents`` leaves them alone. Left so, every closed window, dialog
    and replaced panel of the run stayed alive (75,000 widgets after tests/ui/test_i18n_*), and
    every style change of a later test repolished them all: teardowns of 10-18 s.

    A widget given to ``qtbot.addWidget`` is held here until then: pytest-qt holds it weakly, so a
    window a test had stopped naming (a loop's last screen) went to the cyclic collector in the
    middle of the test, shown, with its Python event filters; the collector empties each object
    of a cycle before it frees them, and the window's deletion then called filters whose
    attributes were gone (``HandOverOverlay`` has no ``title``) — or, in C++, worse. Closed and
    deleted by Qt after the test, it goes whole.
    """
    from PySide6.QtCore import QCoreApplication, QEvent
    from pytestqt import qtbot as pytestqt_qtbot

    held: list[object] = []
    add_widget = pytestqt_qtbot._add_widget

    def add_and_hold(item, widget, *args, **kwargs):
        held.append(widget)
        return add_widget(item, widget, *args, **kwargs)

    monkeypatch.setattr(pytestqt_qtbot, "_add_widget", add_and_hold)
    yield
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    held.clear()


@pytest.fixture(autouse=True)
def collector_put_back(qapp):
    """The garbage collector as it was before each test, and no window's idle collector left running.

    A test that runs what a player starts (``app.run`` with Qt's loop stubbed out) freezes the heap
    at start-up, and the start it queued runs in the next event loop — after ``run`` returned — and
    starts the window's idle collector (``ui/idle_collector.py``), which nobody stops then: it kept
    freezing the heap and putting collections off for every later test in the process, and the
    frozen garbage waited for test_idle_collector's full pass (65 s).
    """
    from desktop_app.threads import collection_is_held, resume_collection
    from desktop_app.ui.idle_collector import IdleCollector

    threshold, enabled = gc.get_threshold(), gc.isenabled() or collection_is_held()
    yield
    resume_collection()  # a computer player's thread let go of the collector (desktop_app.threads)
    for child in qapp.children():
        if isinstance(child, IdleCollector):
            child.stop()
    if gc.get_freeze_count():
        gc.unfreeze()
    gc.set_threshold(*threshold)
    if enabled and not collection_is_held():  # a thread still thinking: it switches it on after
        gc.enable()


@pytest.fixture(autouse=True)
def no_stray_windows():
    """After each test, hide every window it left on screen.

    A panel or dialog a test showed as a window of its own stays at the offscreen screen's
    corner and lies over later tests' windows, where it takes their pointer: a hover test then
    waits for a tooltip that never comes. Hidden, not closed: a close could ask a question.
    Qt is asked for its windows, not for every top-level widget (see ``stray_windows``).
    """
    yield
    hide_stray_windows()


@pytest.fixture(autouse=True)
def pictures_warm_only_where_tested(monkeypatch):
    """A finished match's screen paints its pictures ahead of need once it has rested 1.5 s
    (``ui/picture_warmup.py``): seconds of CPU for a long match, which every test that waits on
    a finished match (a graph worker, a LAN peer) would spend for nothing on CI's two cores.
    Tests rest far longer before it starts; tests/ui/test_picture_warmup.py puts the real rest
    back, as it tests the warming itself."""
    from desktop_app.ui.match_view import MatchView

    monkeypatch.setattr(MatchView, "PICTURE_REST_MS", 600_000)
