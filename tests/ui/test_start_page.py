"""The start page: three game cards, "Continue" for autosaves, recent files, and screenshots."""

from __future__ import annotations

from PySide6.QtGui import QImage

from desktop_app.persistence import autosave, matchfile, recent
from desktop_app.ui.art import CATALOGUE
from desktop_app.ui.screenshot import render_screenshot
from desktop_app.ui.start_page import StartPage, game_available
from tests.ui.helpers import dice_session


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
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
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
