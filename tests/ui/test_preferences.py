"""Issue 19 item 7: Edit > Preferences… — each choice applies at once and is there next time.

The dialog is opened through the menu action and its real check boxes and choice boxes are
clicked (a choice box by keyboard, as a person without a mouse would); what must follow is read
from the match on the screen: symbols on the pieces, the cards' tokens, the type's size, the
bot pause, whether a hand-over cover comes up, and from a new window opened afterwards.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox

from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui import motion, text_size
from desktop_app.ui.preferences import load_preferences
from desktop_app.ui.theme import style_application
from tests.ui.helpers import ASHA, BO, bet, dice_session


@pytest.fixture(autouse=True)
def usual_speed_and_size(qapp):
    """The application styled as it starts; animation speed and type size are application-wide:
    put back for the next test."""
    sheet, font = qapp.styleSheet(), qapp.font()
    style_application(qapp)
    yield
    motion.set_speed(motion.DEFAULT_SPEED)
    text_size.set_text_size(text_size.DEFAULT_SIZE)
    qapp.setStyleSheet(sheet)
    qapp.setFont(font)


def _open(window):
    window.preferences_action.trigger()
    dialog = window.preferences_dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def _click(qtbot, box: QCheckBox) -> None:
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().center())


def _choose(qtbot, combo: QComboBox, value: str) -> None:
    """Walk the choice box with the arrow keys until ``value`` is chosen."""
    combo.setFocus()
    key = Qt.Key.Key_Down if combo.findData(value) > combo.currentIndex() else Qt.Key.Key_Up
    for _ in range(combo.count()):
        if combo.currentData() == value:
            return
        qtbot.keyClick(combo, key)
    assert combo.currentData() == value


def _maharaja(window, players: int = 3) -> None:
    seats = [SeatInfo(f"P{i}", "human" if i == 0 else "random", f"#{i}0{i}0{i}0") for i in range(players)]
    assert window.show_session(Session.new("maharaja", seats, None, 4))
    match = window.match
    if match.bots is not None:
        match.bots.close()
    if match.locked:
        match.unlock()


def _symbol_width(match) -> float:
    """The width of the seat symbol on the first architect (its last child: shadow, symbol)."""
    pieces = match.board.pieces.items
    architect = pieces[next(key for key in pieces if key[0] == "architect")]
    return architect.childItems()[-1].path().boundingRect().width()


def test_colour_blind_mode_shapes_pieces_and_cards_and_is_kept(qtbot, window):
    from desktop_app.ui.main_window import MainWindow

    _maharaja(window)
    match = window.match
    plain_glyph = _symbol_width(match)
    assert not any(card.token.shaped for card in match.players.cards)
    dialog = _open(window)
    _click(qtbot, dialog.colour_blind)
    assert match.board.colour_blind and match.board.style.strong
    assert all(card.token.shaped for card in match.players.cards)
    assert [card.token.symbol for card in match.players.cards] == ["circle", "square", "triangle"]
    assert _symbol_width(match) > plain_glyph * 1.3
    assert load_preferences().colour_blind
    # a new window (the next start) opens its matches in the mode
    again = MainWindow(bot_delay=0, use_autosave=False)
    qtbot.addWidget(again)
    assert again.show_session(dice_session())
    assert again.match.board.colour_blind and again.match.players.cards[0].token.shaped
    again.close_match()


def test_colour_blind_mode_reaches_the_forbidden_city_letters_and_arkadia_workers(qtbot, window):
    seats = [SeatInfo("A", "human", "#D55E00"), SeatInfo("B", "random", "#0072B2")]
    assert window.show_session(Session.new("forbidden_city", seats, None, 2))
    dialog = _open(window)
    _click(qtbot, dialog.colour_blind)
    assert window.match.board.letters
    window.close_match()
    assert window.show_session(Session.new("arkadia", seats, None, 2))
    board = window.match.board
    if window.match.bots is not None:
        window.match.bots.close()
    session = window.match.session
    while not any(item.__class__.__name__ == "WorkerItem" for item in board.pieces):
        seat = min(s for s in session.to_move() if s >= 0)
        session.act(seat, session.legal_actions(seat)[0])
    workers = [item for item in board.pieces if item.__class__.__name__ == "WorkerItem"]
    assert workers and all(item.strong for item in workers)


def test_text_size_scales_the_type_and_widens_the_side_column(qtbot, window):
    _maharaja(window)
    match = window.match
    before_font, before_side = match.prompt.font().pointSizeF(), match.side.width()
    before_log = match.log.font().pointSizeF()
    dialog = _open(window)
    _choose(qtbot, dialog.text_size, "larger")
    qtbot.wait(10)
    assert match.prompt.font().pointSizeF() == pytest.approx(before_font * 1.3, abs=0.1)
    assert match.log.font().pointSizeF() == pytest.approx(before_log * 1.3, abs=0.1)
    assert match.side.width() == round(before_side * 1.3)
    match.refresh()  # the prompt's sheet is set again at every refresh: it stays large
    assert match.prompt.font().pointSizeF() == pytest.approx(before_font * 1.3, abs=0.1)
    _choose(qtbot, dialog.text_size, "normal")
    qtbot.wait(10)
    assert match.prompt.font().pointSizeF() == pytest.approx(before_font, abs=0.1)
    assert match.side.width() == before_side
    assert load_preferences().text_size == "normal"


def test_animation_and_computer_speed(qtbot, window):
    seats = [SeatInfo("A", "human", "#D55E00"), SeatInfo("B", "random", "#0072B2")]
    assert window.show_session(Session.new("forbidden_city", seats, None, 2))
    dialog = _open(window)
    _choose(qtbot, dialog.animation, "off")
    assert not motion.enabled() and not window.match.board.animating()
    _choose(qtbot, dialog.animation, "slow")
    assert motion.scaled(400) == 720
    _choose(qtbot, dialog.computer, "slow")
    assert window.bot_delay == 1.2 and window.match.bots.delay == 1.2
    assert window.speed_actions[1.2].isChecked()
    prefs = load_preferences()
    assert (prefs.animation, prefs.computer) == ("slow", "slow")
    window.speed_actions[0.1].trigger()  # the View menu's speed is the same preference
    assert load_preferences().computer == "fast"


def test_without_hand_over_screens_the_screen_passes_on(qtbot, window):
    dialog = _open(window)
    _click(qtbot, dialog.hand_over)
    assert not load_preferences().hand_over
    window.show_session(dice_session(ASHA, BO))
    match = window.match
    assert not match.locked and match.viewer == 0
    match.board.action_chosen.emit(bet("low"))
    assert not match.locked and match.viewer == 1  # no cover: straight to the next person
    _click(qtbot, dialog.hand_over)
    match.board.action_chosen.emit(bet("high"))
    window.close_match()
    window.show_session(dice_session(ASHA, BO))
    match = window.match
    match.unlock()
    match.board.action_chosen.emit(bet("low"))
    assert match.locked  # covers are back


def test_the_language_applies_at_once_and_is_kept(qtbot, window):
    from desktop_app import i18n

    dialog = _open(window)
    assert dialog.language.currentData() == i18n.SYSTEM  # nobody chose yet: the desktop's
    try:
        _choose(qtbot, dialog.language, "de")
        assert i18n.current_language() == "de" and i18n.stored_language() == "de"
        assert load_preferences().language == "de"
        # the dialog is made again in the new language, where it was, still on "Deutsch"
        qtbot.waitUntil(lambda: window.preferences_dialog is not dialog)
        again = window.preferences_dialog
        assert again is not None and again.isVisible()
        assert again.windowTitle() == QCoreApplication.translate("Preferences", "Preferences")
        assert again.language.itemText(again.language.currentIndex()) == "Deutsch"
    finally:
        i18n.set_language("en")


def test_a_tick_moves_nothing_in_the_dialog(qtbot, window):
    """Unticking Tips while the window shows a smaller text size than the one chosen (the largest
    does not fit a small window) tried the chosen size again: the dialog grew and Close moved."""
    window.resize(1024, 640)
    window.show()
    qtbot.waitExposed(window)
    _maharaja(window)
    dialog = _open(window)
    _choose(qtbot, dialog.text_size, "largest")
    qtbot.waitUntil(lambda: text_size.text_factor() < text_size.SIZES["largest"], timeout=5_000)
    dialog.close()  # opened again as the tester did, made at the size shown
    window.preferences_dialog = None
    dialog = _open(window)
    close = dialog.findChild(QDialogButtonBox)
    qtbot.wait(50)
    size, at = dialog.size(), close.mapTo(dialog, close.rect().topLeft())
    for box in (dialog.tips, dialog.tips, dialog.colour_blind, dialog.colour_blind):
        _click(qtbot, box)
        qtbot.wait(50)
        assert (dialog.size(), close.mapTo(dialog, close.rect().topLeft())) == (size, at), box.text()
