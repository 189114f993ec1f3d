"""The start page: three game cards, "Continue" for autosaves, recent files, and screenshots."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QImage

from desktop_app.persistence import autosave, matchfile, recent
from desktop_app.ui.art import CATALOGUE
from desktop_app.ui.screenshot import render_screenshot
from desktop_app.ui.start_cards import game_available
from desktop_app.ui.start_page import StartPage
from tests.ui.helpers import dice_session
from tests.ui.stray_windows import top_level_widgets


def test_start_page_shows_three_game_cards(qtbot):
    page = StartPage()
    qtbot.addWidget(page)
    assert [card.card.game_id for card in page.cards] == ["maharaja", "forbidden_city", "arkadia"]
    for card in page.cards:
        assert card.button.isEnabled() == game_available(card.card.game_id)
        assert card.button.text() == ("New match…" if card.available else "Coming soon")


def test_continue_lists_unfinished_autosaves_and_recent_files(qtbot, tmp_path):
    session = dice_session()
    handle = autosave.start_autosave(session)
    saved = tmp_path / "kept.tpmatch"
    matchfile.save(session, saved)
    recent.remember(saved)
    page = StartPage()
    qtbot.addWidget(page)
    assert len(page.continue_buttons) == 1
    assert "Asha" in page.continue_buttons[0].text()
    assert len(page.recent_buttons) == 1
    with qtbot.waitSignal(page.continue_requested) as blocker:
        page.continue_buttons[0].click()
    assert blocker.args == [handle.path]
    handle.stop(delete=True)


def test_start_page_screenshot_has_size_and_content(qtbot, tmp_path):
    out = tmp_path / "start.png"
    render_screenshot(None, out, size=(1000, 700))
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1000, 700)
    colours = {image.pixel(x, y) for x in range(0, 1000, 37) for y in range(0, 700, 29)}
    assert len(colours) > 20


def test_catalogue_has_art_for_every_game():
    from desktop_app.ui.art import _renderer

    for card in CATALOGUE:
        assert _renderer(card.game_id) is not None, card.game_id


def test_match_screenshot_at_a_step(qtbot, tmp_path):
    from tests.ui.helpers import ASHA, BO, dice_session

    session = dice_session(ASHA, BO)
    out = tmp_path / "match.png"
    render_screenshot(session, out, size=(900, 600), step=1)
    image = QImage(str(out))
    assert (image.width(), image.height()) == (900, 600)
    assert session.cursor == 1


def test_run_builds_the_window(qtbot, monkeypatch):
    from PySide6.QtWidgets import QApplication

    from desktop_app import app
    from desktop_app.ui.main_window import MainWindow

    monkeypatch.setattr(QApplication, "exec", staticmethod(lambda: 0))
    assert app.run([]) == 0
    windows = [w for w in top_level_widgets() if isinstance(w, MainWindow)]
    assert any(window.isVisible() for window in windows)
    assert QApplication.instance().applicationName() == "Three Palaces"
    for window in windows:
        window.close()
        window.deleteLater()


def test_forgetting_an_unfinished_match_deletes_its_autosave(qtbot):
    from tests.ui.helpers import dice_session

    handle = autosave.start_autosave(dice_session())
    handle.stop()
    page = StartPage()
    qtbot.addWidget(page)
    assert len(page.forget_buttons) == 1
    page.forget_buttons[0].click()
    assert not handle.path.exists()
    assert page.continue_buttons == []


def _rect_in(widget, ancestor):
    from PySide6.QtCore import QRect

    return QRect(widget.mapTo(ancestor, widget.rect().topLeft()), widget.size())


def test_start_page_at_the_minimum_window_size_has_no_overlap(qtbot, tmp_path):
    """Issue 5: at the smallest window every card shows its "New match…" and "Rules" buttons,
    inside the card, with the Continue/Open sections below the cards and not over them."""
    from PySide6.QtWidgets import QApplication

    from desktop_app.ui.main_window import MIN_HEIGHT, MIN_WIDTH, MainWindow, minimum_size

    for index in range(4):  # a full Continue list makes the lower sections tallest
        handle = autosave.start_autosave(dice_session(seed=index))
        handle.stop(delete=False)
    win = MainWindow(bot_delay=0, use_autosave=False)
    qtbot.addWidget(win)
    win.resize(800, 560)
    win.show()
    qtbot.waitExposed(win)
    assert (win.minimumWidth(), win.minimumHeight()) == minimum_size()
    assert win.width() >= win.minimumWidth() and win.height() >= win.minimumHeight()
    win.resize(MIN_WIDTH, MIN_HEIGHT)
    for _ in range(3):
        QApplication.processEvents()
    page = win.start_page
    content = page.content
    viewport = page.scroller.viewport()
    sections = [page._continue_frame, page._recent_frame]
    for card in page.cards:
        card_rect = _rect_in(card, content)
        for button in (card.button, card.rules_button):
            assert button.isVisible() and button.width() > 40 and button.height() > 20
            rect = _rect_in(button, content)
            assert card_rect.contains(rect), f"{button.text()} sticks out of {card.card.title}"
            # on screen without scrolling
            assert viewport.rect().contains(_rect_in(button, viewport)), button.text()
            for section in sections:
                assert not _rect_in(section, content).intersects(rect)
        assert not _rect_in(card.button, content).intersects(_rect_in(card.rules_button, content))
        for section in sections:
            assert not _rect_in(section, content).intersects(card_rect)
        for other in page.cards:
            if other is not card:
                assert not _rect_in(other, content).intersects(card_rect)
    win.close()


def test_minimum_size_is_1100x700_unless_the_screen_is_smaller(monkeypatch):
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QGuiApplication

    from desktop_app.ui import main_window

    class Screen:
        def __init__(self, width, height):
            self.rect = QRect(0, 0, width, height)

        def availableGeometry(self):
            return self.rect

    monkeypatch.setattr(QGuiApplication, "primaryScreen", staticmethod(lambda: Screen(1920, 1040)))
    assert main_window.minimum_size() == (1100, 700)
    monkeypatch.setattr(QGuiApplication, "primaryScreen", staticmethod(lambda: Screen(1024, 576)))
    assert main_window.minimum_size() == (1024, 576)


def test_a_match_file_on_the_command_line_opens_in_the_window(qtbot, monkeypatch, tmp_path):
    """``python -m desktop_app FILE`` (and ``./play FILE``) opens the file instead of refusing it."""
    from PySide6.QtWidgets import QApplication

    from desktop_app.cli import main
    from desktop_app.ui.main_window import MainWindow

    path = tmp_path / "kept.tpmatch"
    matchfile.save(dice_session(), path)
    monkeypatch.setattr(QApplication, "exec", staticmethod(lambda: 0))
    assert main([str(path)]) == 0
    windows = [w for w in top_level_widgets() if isinstance(w, MainWindow) and w.isVisible()]
    qtbot.waitUntil(lambda: any(w.match is not None for w in windows))
    opened = next(w for w in windows if w.match is not None)
    assert opened.current_path == path
    for window in windows:
        window.close_match()
        window.close()
        window.deleteLater()


def test_the_cards_say_the_rules_own_numbers_of_players():
    """The start page says "2–5 players" without loading the rules: the catalogue must agree."""
    from desktop_app.engine.registry import get_game

    for card in CATALOGUE:
        game = get_game(card.game_id)
        assert card.players == (game.min_players, game.max_players), card.game_id


def test_the_window_starts_without_loading_a_game_or_the_match_screen(tmp_path):
    """Issue 19: start-up stays lazy — the start page painted and the resume offer asked load no
    rules engine, no match screen, no computer player (a fresh process, as ./play starts)."""
    import os
    import subprocess
    import sys

    script = (
        "import sys\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from desktop_app.ui.main_window import MainWindow\n"
        "window = MainWindow()\n"
        "window.show()\n"
        "for _ in range(10): QCoreApplication.processEvents()\n"
        "window.offer_resume()\n"
        "for _ in range(5): QCoreApplication.processEvents()\n"
        "heavy = ('networkx', 'desktop_app.games.maharaja', 'desktop_app.games.forbidden_city',\n"
        "         'desktop_app.games.arkadia', 'desktop_app.ui.match_view', 'desktop_app.ai.base',\n"
        "         'desktop_app.ui.games.base')\n"
        "print(sorted(m for m in heavy if m in sys.modules))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", THREE_PALACES_HOME=str(tmp_path / "home"))
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().splitlines()[-1] == "[]"


def test_a_window_opened_on_a_file_makes_its_start_page_only_when_it_is_wanted(qtbot, monkeypatch, tmp_path):
    """``./play FILE`` shows the match first (issue 18): no start page is built before it; leaving
    the match brings one, made then, with the file just closed under "Recent"."""
    from PySide6.QtWidgets import QApplication

    from desktop_app.cli import main
    from desktop_app.ui.main_window import MainWindow

    path = tmp_path / "kept.tpmatch"
    matchfile.save(dice_session(), path)
    before = set(top_level_widgets())
    monkeypatch.setattr(QApplication, "exec", staticmethod(lambda: 0))
    assert main([str(path)]) == 0
    window = next(w for w in top_level_widgets() if isinstance(w, MainWindow) and w not in before)
    qtbot.waitUntil(lambda: window.match is not None)
    assert window._start_page is None and window.stack.count() == 1
    assert window.close_match()
    page = window.stack.currentWidget()
    assert page is window.start_page and isinstance(page, StartPage)
    assert [button.text().split()[0] for button in page.recent_buttons] == ["kept.tpmatch"]
    window.close()
    window.deleteLater()


def test_a_file_that_does_not_open_leaves_the_start_page_on_the_screen(qtbot, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QApplication, QMessageBox

    from desktop_app.cli import main
    from desktop_app.ui.main_window import MainWindow

    path = tmp_path / "broken.tpmatch"
    path.write_text("{not json")
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: shown.append(title))
    before = set(top_level_widgets())
    monkeypatch.setattr(QApplication, "exec", staticmethod(lambda: 0))
    assert main([str(path)]) == 0
    window = next(w for w in top_level_widgets() if isinstance(w, MainWindow) and w not in before)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is not None)
    assert shown == ["Cannot open this match"]
    assert window.match is None and window.stack.currentWidget() is window.start_page
    window.close()
    window.deleteLater()


def test_a_language_change_before_the_start_page_exists_does_not_make_it(qtbot):
    """The page comes later in the language then in force, not in the one of the window's start."""
    from desktop_app.ui.main_window import MainWindow
    from tests.ui.i18n_walk import language

    window = MainWindow(bot_delay=0, use_autosave=False, start_page=False)
    qtbot.addWidget(window)
    with language("de"):
        assert window._start_page is None
        window.show_start_page()
        assert window.start_page.cards[0].button.text() == "Neue Partie…"
    assert window.start_page.cards[0].button.text() == "New match…"


def test_closing_a_window_opened_on_a_file_makes_no_start_page(qtbot):
    from desktop_app.ui.main_window import MainWindow

    window = MainWindow(bot_delay=0, use_autosave=False, start_page=False)
    qtbot.addWidget(window)
    assert window.show_session(dice_session())
    window.show()
    window.close()
    assert window.match is None and window._start_page is None


def test_the_page_takes_its_look_from_the_application_sheet_or_brings_it(qtbot):
    """In the application (styled by ``style_application``) the page's rules are in its sheet, so
    the page's widgets have no sheets of their own; elsewhere the page brings them."""
    from PySide6.QtWidgets import QApplication, QLabel, QWidget

    from desktop_app.ui import theme

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    sheet = app.styleSheet()
    try:
        app.setStyleSheet("")
        alone = StartPage()
        qtbot.addWidget(alone)
        assert alone.styleSheet() == theme.start_page_rules()
        app.setStyleSheet(theme.style_sheet())
        styled = StartPage()
        qtbot.addWidget(styled)
        assert styled.styleSheet() == ""
        listing = styled.archive_list  # (the archive list, also a dialog's, keeps its own)
        own = [w for w in styled.findChildren(QWidget) if w.styleSheet() and not listing.isAncestorOf(w)]
        assert not own
        for page in (alone, styled):
            title = page.findChild(QLabel, "startTitle")
            card_title = page.findChild(QLabel, "cardTitle")
            title.ensurePolished()
            card_title.ensurePolished()
            assert title.font().pointSizeF() == 26 and title.font().weight() >= 800
            assert card_title.palette().color(card_title.foregroundRole()).name().lower() == (
                page.cards[0].card.accent.lower()
            )
    finally:
        app.setStyleSheet(sheet)


def test_the_cards_pictures_and_texts_line_up_in_every_language(qtbot):
    """In German two of the three taglines take a fourth line at 1240 px: the third card's picture
    stood taller than the others' and its players' line higher (a new player's screenshot)."""
    from desktop_app import i18n

    for language in ("de", "nl", "en"):
        i18n.set_language(language)
        i18n.install()
        try:
            page = StartPage()
            qtbot.addWidget(page)
            page.resize(1240, 640)
            page.show()
            for _ in range(4):
                QCoreApplication.processEvents()
            arts = {card._art.height() for card in page.cards}
            players = {card.players.mapTo(page, card.players.rect().topLeft()).y() for card in page.cards}
            assert len(arts) == 1 and len(players) == 1, (language, arts, players)
        finally:
            i18n.set_language("en")
            i18n.install()
