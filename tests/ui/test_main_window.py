"""The main window: starting a match, undo/redo enablement, review, files, rules and resume."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from desktop_app.persistence import autosave, matchfile
from desktop_app.ui.new_match import NewMatchDialog
from tests.ui.helpers import ASHA, BO, answer_takeback, dice_session, hand_over


def test_new_match_through_the_dialog(window, monkeypatch):
    def fake_exec(dialog: NewMatchDialog) -> int:
        dialog.rows[0].name.setText("Asha")
        dialog.seed.setText("5")
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewMatchDialog, "exec", fake_exec)
    assert window.new_match("secret_dice")
    session = window.match.session
    assert session.game.id == "secret_dice" and session.seed == 5
    assert session.seats[0].name == "Asha"
    assert window.stack.currentWidget() is window.match
    assert window.autosave is not None and window.autosave.path.exists()


def test_undo_redo_enablement_follows_the_session(window):
    session = dice_session(ASHA, BO)
    window.show_session(session)
    match = window.match
    assert not window.undo_action.isEnabled() and not window.redo_action.isEnabled()
    hand_over(match)
    match.board.choose("low")
    assert window.undo_action.isEnabled()
    steps = len(session.record)
    window.undo_action.trigger()
    answer_takeback(match)  # Bo's screen now: Asha is asked by name (issue 33)
    assert len(session.record) == steps - 1
    assert window.redo_action.isEnabled() and not window.undo_action.isEnabled()
    window.redo_action.trigger()
    assert len(session.record) == steps and session.state.bets[0] == "low"
    hand_over(match)
    match.board.choose("high")  # the last bet turns all bets over and the die is rolled
    assert not window.undo_action.isEnabled()
    assert window.refused_undo.isEnabled()
    window.refused_undo.activated.emit()
    assert "Cannot undo" in window.statusBar().currentMessage()
    assert "chance" in window.statusBar().currentMessage()


def test_review_bar_and_keys_move_the_cursor(window):
    session = dice_session(ASHA, BO)
    window.show_session(session)
    match = window.match
    for side in ("low", "high"):
        hand_over(match)
        match.board.choose(side)
    length = len(session.record)
    match.review_bar.back.click()
    assert session.cursor == length - 1 and session.is_reviewing
    assert window.forward_action.isEnabled()
    window.first_action.trigger()
    assert session.cursor == 0
    assert match.board.synced[-1][0]["hands"] == [None, None]
    assert not match.board.synced[-1][3]  # nothing is clickable in review
    window.forward_action.trigger()
    assert session.cursor == 1
    match.review_bar.slider.setValue(3)
    assert session.cursor == 3
    assert not match.review_bar.resume.isEnabled()  # not a casual match
    window.last_action.trigger()
    assert session.cursor == length and not session.is_reviewing
    # Offscreen windows are never active, so shortcuts are checked by their bindings.
    bindings = {
        "Home": window.first_action,
        "Left": window.back_action,
        "Right": window.forward_action,
        "End": window.last_action,
        "Ctrl+Z": window.undo_action,
        "Ctrl+Shift+Z": window.redo_action,
        "F11": window.fullscreen_action,
        "F1": window.rules_action,
        "Ctrl+N": window.new_action,
        "Ctrl+O": window.open_action,
        "Ctrl+S": window.save_action,
    }
    for key, action in bindings.items():
        assert QKeySequence(key) in action.shortcuts(), key


def test_resume_from_here_in_a_casual_match(window):
    session = dice_session(ASHA, BO, casual=True)
    window.show_session(session)
    match = window.match
    for side in ("low", "high"):
        hand_over(match)
        match.board.choose(side)
    match.seek(3)  # after Asha's bet, before Bo's
    assert match.review_bar.resume.isEnabled() and window.resume_action.isEnabled()
    match.review_bar.resume.click()
    assert not session.is_reviewing and len(session.record) == 3
    assert match.viewer == 1 or match.locked  # Bo is to bet again


def test_save_and_open_round_trip(window, tmp_path, monkeypatch):
    session = dice_session(ASHA, BO)
    window.show_session(session)
    hand_over(window.match)
    window.match.board.choose("low")
    target = tmp_path / "match"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.save_action.trigger()
    saved = target.with_suffix(matchfile.SUFFIX)
    assert saved.exists() and window.current_path == saved
    record = session.record
    window.close_match()
    assert window.match is None
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(saved), ""))
    window.open_action.trigger()
    assert window.match is not None
    assert window.match.session.record == record
    assert window.match.session.seats == session.seats
    assert saved.name in window.windowTitle()


def _garbage(path):
    path.write_text("{ not a match", encoding="utf-8")


def _tampered(path):
    import json

    matchfile.save(dice_session(ASHA, BO, seed=9), path)
    document = json.loads(path.read_text(encoding="utf-8"))
    document["record"][0]["action"]["card"] = 6 if document["record"][0]["action"]["card"] != 6 else 5
    path.write_text(json.dumps(document), encoding="utf-8")


def _missing(path):
    pass


@pytest.mark.parametrize("spoil", [_garbage, _tampered, _missing])
def test_a_bad_file_shows_the_error_and_keeps_the_match(window, tmp_path, monkeypatch, spoil):
    session = dice_session(ASHA, BO)
    window.show_session(session)
    match = window.match
    record = session.record
    bad = tmp_path / "bad.tpmatch"
    spoil(bad)
    shown = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: shown.append(text))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    window.open_action.trigger()
    assert len(shown) == 1 and shown[0]
    assert window.match is match and window.stack.currentWidget() is match
    assert session.record == record


def test_offer_resume_continues_an_unfinished_autosave(window, monkeypatch):
    session = dice_session(ASHA, BO)
    handle = autosave.start_autosave(session)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert window.offer_resume()
    assert window.match.session.record == session.record
    assert window.autosave.path == handle.path


def test_rules_browser_opens_even_without_rules(window):
    window.rules_action.trigger()
    assert window.rules is not None
    assert window.rules.text.toPlainText().strip()
    window.rules.close()


def test_end_of_match_card(window):
    session = dice_session(ASHA, BO, rounds=1)
    window.show_session(session)
    match = window.match
    for side in ("low", "high"):
        hand_over(match)
        match.board.choose(side)
    assert session.is_over
    assert match.end_overlay.isVisibleTo(match)
    winner = session.seats[session.outcome().winner].name
    assert winner in match.end_overlay.title.text()
    assert window.result_action.isEnabled()
    # In review of a finished match only public information is drawn.
    match.seek(3)
    assert match.viewer is None and match.board.synced[-1][1] is None


def test_a_cards_rules_button_opens_that_games_rules(window):
    from desktop_app.ui.rules_browser import rules_files

    window.start_page.cards[0].rules_button.click()
    assert window.rules is not None and window.rules.isVisible()
    if any(path.stem == "maharaja" for path in rules_files()):
        assert "Maharaja" in window.rules.index.currentItem().text()
    window.rules.close()


def test_a_game_without_board_is_explained_and_not_shown(window, monkeypatch):
    from desktop_app.ui.games import unregister_board

    unregister_board("secret_dice")
    told = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: told.append(text))
    assert not window.show_session(dice_session(ASHA, BO))
    assert window.match is None and told and "board" in told[0]


def test_computer_speed_menu_sets_the_bot_pause(window):
    window.show_session(dice_session(ASHA, BO))
    window.speed_actions[1.2].trigger()
    assert window.bot_delay == 1.2 and window.match.bots.delay == 1.2
    assert window.speed_actions[1.2].isChecked()


def test_rules_open_on_the_player_guide_with_the_full_rules_second(window, tmp_path, monkeypatch):
    """Issue 3: Rules buttons and F1 show the plain-language guide first; the rules as implemented
    (with their rule ids and technical detail) are the second tab."""
    from desktop_app.ui import rules_browser

    guides, rules = tmp_path / "guides", tmp_path / "rules"
    guides.mkdir()
    rules.mkdir()
    (guides / "README.md").write_text("# Player guides\n")
    (guides / "maharaja.md").write_text("# Maharaja — player guide\n\nTravel and build.\n")
    (rules / "maharaja.md").write_text("# Maharaja — rules\n\nM-4.6 build_palace(city)\n")
    (rules / "arkadia.md").write_text("# Arkadia — rules\n\nA-1\n")
    monkeypatch.setattr(rules_browser, "guides_dir", lambda: guides)
    monkeypatch.setattr(rules_browser, "rules_dir", lambda: rules)
    window.start_page.cards[0].rules_button.click()
    browser = window.rules
    assert [browser.index.item(i).text() for i in range(browser.index.count())] == ["Arkadia", "Maharaja"]
    assert browser.index.currentItem().text() == "Maharaja"
    assert browser.tabs.tabText(0) == rules_browser.GUIDE_TAB
    assert browser.tabs.tabText(1) == rules_browser.RULES_TAB
    assert "Travel and build" in browser.text.toPlainText()
    assert "build_palace" not in browser.text.toPlainText()
    browser.tabs.setCurrentIndex(1)
    assert "build_palace" in browser.text.toPlainText()
    browser.index.setCurrentRow(0)  # a game without a guide shows its rules alone
    assert browser.tabs.count() == 1 and browser.tabs.tabText(0) == rules_browser.RULES_TAB
    browser.close()
    window.rules_action.trigger()  # F1 with no match: the first game, guide first if any
    assert window.rules.text.toPlainText().strip()
    window.rules.close()


def test_the_real_guides_are_found(window):
    from desktop_app.ui.rules_browser import GUIDE_TAB, game_documents, guides_dir

    if not (guides_dir() / "maharaja.md").exists():
        return
    docs = {d.game_id: d for d in game_documents()}
    assert docs["maharaja"].guide is not None
    window.show_rules("maharaja")
    assert window.rules.tabs.tabText(0) == GUIDE_TAB
    assert "rule id" not in window.rules.text.toPlainText().lower()
    window.rules.close()


def test_save_dialog_opens_in_the_documents_folder(window, monkeypatch, user_home):
    """Issue 23: Save As starts in the documents folder (created when missing), not the install folder."""
    from desktop_app.persistence.paths import documents_dir

    window.show_session(dice_session(ASHA, BO))
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: asked.append(a[2]) or ("", ""))
    window.save_as()
    assert asked and Path(asked[0]).parent == documents_dir()
    assert documents_dir().is_dir()


def test_i19_01_the_window_fits_the_screen_and_comes_back_where_it_was(qtbot):
    from PySide6.QtGui import QGuiApplication

    from desktop_app.ui.main_window import MainWindow

    available = QGuiApplication.primaryScreen().availableGeometry()
    first = MainWindow(bot_delay=0, use_autosave=False)
    qtbot.addWidget(first)
    assert first.width() <= max(available.width(), first.minimumWidth())
    assert first.height() <= max(available.height(), first.minimumHeight())
    first.show()
    qtbot.waitExposed(first)
    first.resize(first.minimumWidth() + 37, first.minimumHeight() + 21)
    qtbot.wait(10)
    left = (first.width(), first.height())
    assert left != (first.minimumWidth(), first.minimumHeight())
    first.close()
    again = MainWindow(bot_delay=0, use_autosave=False)
    qtbot.addWidget(again)
    # The offscreen screen is only 800 wide: Qt keeps a restored window on the screen.
    assert again.height() == left[1] and again.width() == min(left[0], max(available.width(), 800))


def test_an_opened_file_is_autosaved_at_its_first_change_or_when_kept_on_closing(window, tmp_path):
    """The file holds the match already: its autosave is not written before the board is shown
    (issue 18), but at the first move, or when the match is closed and waits under "Continue"."""
    session = dice_session(ASHA, BO)
    saved = tmp_path / f"match{matchfile.SUFFIX}"
    matchfile.save(session, saved)
    assert window.open_path(saved)
    path = window.autosave.path
    assert not path.exists()
    hand_over(window.match)
    window.match.board.choose("low")
    assert matchfile.load(path).record == window.match.session.record
    window.close_match()
    assert path.exists()
    assert window.open_path(saved)
    kept = window.autosave.path
    assert not kept.exists()
    window.close_match()
    assert matchfile.load(kept).record == session.record  # unfinished: under "Continue"
    autosave.discard(path)
    autosave.discard(kept)
