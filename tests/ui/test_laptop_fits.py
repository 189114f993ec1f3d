"""Issue 33 item 2, the quick subset: each game mid-match on a 1280x720 laptop, in German, at the
largest text size, hot-seat with the most players (``benchmarks/layout_walk.py`` walks every size,
language, text size, player count and phase).

Checked with ``fit_check``: words cut without their whole text a hover away, buttons below their
size hint, the primary action off the screen, a log of fewer than six lines that is no drawer,
fewer than two whole player cards, board text (items and painted) under 9 px or on other board
text, and a button or the board moving when the prompt wraps; also the start page at the largest
text, the log's drawer, and a 4K screen's scale. Before, the review tools left the step line
130 px: it wrapped a word a line, the room it kept for the match's longest step pressed the board
into a strip, and "Alexandra Katharina" read "Alexandra Katha" in Seen by.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QLabel, QPushButton, QVBoxLayout, QWidget

from benchmarks.layout_walk import played
from desktop_app.engine.registry import get_game
from desktop_app.ui.games.forbidden_city.geometry import PANEL_W, PANEL_X
from desktop_app.ui.text_size import SIZES, set_text_size, text_factor
from desktop_app.ui.theme import style_application
from tests.ui.fit_check import fit_problems, moved_by_prompt
from tests.ui.helpers import opened_at
from tests.ui.test_layout_fits import speaking

#: The kinds this subset holds every game to (all that ``fit_check`` finds but the start page's).
HELD = frozenset(
    {
        "log short",
        "cards short",
        "text elided",
        "text cut",
        "wrapped text cut",
        "button text cut",
        "tool button text cut",
        "choice cut",
        "button below hint",
        "primary hidden",
        "moves under pointer",
        "board text small",
        "painted text small",
        "board text overlap",
    }
)


@pytest.fixture
def largest(qapp, user_home):
    """Text size "Largest" chosen in the Preferences (a window applies the saved choice as it
    opens, so setting the size alone was undone by the window); the usual size again afterwards."""
    from desktop_app.ui.preferences import load_preferences, save_preferences

    style_application(qapp)
    save_preferences(replace(load_preferences(), text_size="largest"))
    set_text_size("largest")
    yield
    set_text_size("normal")


def _listening(said: list[str]):
    """A ``before`` for ``opened_at``: what the window's text fit says goes into ``said``."""

    def listen(window) -> None:
        window.text_fit.tell = said.append

    return listen


def _settle() -> None:
    for _ in range(4):
        QCoreApplication.processEvents()


@pytest.mark.parametrize("game_id", ["maharaja", "forbidden_city", "arkadia"])
def test_mid_match_fits_1280x720_in_german_at_the_largest_text(qtbot, largest, game_id):

    said: list[str] = []
    with speaking("de"):
        window = opened_at(
            qtbot, played(game_id, get_game(game_id).max_players, 45), (1280, 720), before=_listening(said)
        )
        match = window.match
        # Largest, or the largest size that fits, said so (``text_fit``)
        qtbot.waitUntil(lambda: text_factor() == SIZES["largest"] or bool(said), timeout=10000)
        _settle()
        found = [problem for problem in fit_problems(window) if problem.kind in HELD]
        assert not found, f"at text factor {text_factor()}:\n" + "\n".join(str(problem) for problem in found)
        assert match.board_view.viewport().height() > 250, "the board is pressed into a strip"
        window.close_match()


def test_the_pointer_check_sees_a_board_that_moves(qtbot):
    """The check can fail: under a wrapped label that keeps no room for a second line, the
    board moves down when its words take two lines."""

    class Prompt(QLabel):
        def show_text(self, text: str) -> None:
            self.setText(text)

    holder = QWidget()
    qtbot.addWidget(holder)
    column = QVBoxLayout(holder)
    holder.prompt = Prompt("Wort")
    holder.prompt.setWordWrap(True)
    holder.board_view = QWidget()
    column.addWidget(holder.prompt)
    column.addWidget(holder.board_view, 1)
    column.addWidget(QPushButton("Zug beenden"))
    holder.resize(400, 300)
    holder.show()
    _settle()
    moved = moved_by_prompt(holder, holder)
    assert {problem.kind for problem in moved} == {"moves under pointer"}


def test_a_text_size_the_window_cannot_fit_falls_back_and_says_so(qtbot, qapp, user_home):
    """Chosen "Largest" (kept from the last run) in a window too short for it: the window opens
    at the largest size whose board keeps its room, says so, and the choice stays for a larger
    window, which shows it again."""
    from desktop_app.ui.main_window import MainWindow
    from desktop_app.ui.preferences import load_preferences, save_preferences
    from desktop_app.ui.text_fit import MIN_BOARD
    from desktop_app.ui.text_size import SIZES, text_factor

    style_application(qapp)
    save_preferences(replace(load_preferences(), text_size="largest"))
    try:
        window = MainWindow(bot_delay=0, use_autosave=False)
        qtbot.addWidget(window)
        said: list[str] = []
        window.text_fit.tell = said.append
        window.show()
        window.setMinimumSize(0, 0)  # as on a 1024x600 netbook's screen (``minimum_size``)
        window.resize(1024, 600)
        assert window.show_session(played("forbidden_city", 4, 45))
        qtbot.waitUntil(lambda: bool(said), timeout=5000)
        assert text_factor() < SIZES["largest"]
        room = window.match.board_view.viewport().size()
        assert room.height() >= MIN_BOARD.height() and room.width() >= MIN_BOARD.width()
        assert "Largest" in said[0] and "does not fit" in said[0]
        assert load_preferences().text_size == "largest"
        window.resize(1920, 1080)
        qtbot.waitUntil(lambda: text_factor() == SIZES["largest"], timeout=5000)
        window.close_match()
    finally:
        set_text_size("normal")


def test_the_log_opens_as_a_drawer_where_the_column_has_no_room_for_six_lines(qtbot):
    """Maharaja with five players at 1280x720: the picker and two player cards leave the log
    less than six lines, so "Whole log" opens it beside the board (six lines and more), nothing
    in the column moves, and Close puts it back; at 1920x1080 the column shows six lines itself."""
    from desktop_app.ui.log_drawer import LOG_LINES

    window = opened_at(qtbot, played("maharaja", 5, 45), (1280, 720))
    match = window.match
    _settle()
    control, log = match.side.log_drawer, match.log
    assert control.drawer and control.button.isVisibleTo(window)
    places = {w: w.geometry() for w in match.side.findChildren(QWidget) if w.isVisibleTo(window)}
    qtbot.mouseClick(control.button, Qt.MouseButton.LeftButton)
    _settle()
    drawer = control.drawer_widget
    assert drawer is not None and drawer.isVisible() and log.parentWidget() is drawer
    assert log.viewport().height() >= LOG_LINES * log.fontMetrics().lineSpacing()
    assert drawer.geometry().right() < match.side.x() + 1  # beside the column, over the board
    moved = [w for w, where in places.items() if match.side.isAncestorOf(w) and w.geometry() != where]
    assert not moved
    qtbot.mouseClick(drawer.close_button, Qt.MouseButton.LeftButton)
    _settle()
    assert not drawer.isVisible() and log.parentWidget() is control.place
    window.resize(1920, 1080)
    _settle()
    assert not control.drawer and not control.button.isVisibleTo(window)
    assert log.viewport().height() >= LOG_LINES * log.fontMetrics().lineSpacing()
    window.close_match()


def test_the_start_page_fits_1280x720_in_german_at_the_largest_text(qtbot, qapp):
    """Text size "Largest" chosen with the start page open: the cards' titles and taglines wrap
    whole (the page scrolls) and the saved matches' heading wraps beside its button; the titles
    and taglines were cut to one line each, the heading read "Gespeicherte P"."""
    from desktop_app.ui.main_window import MainWindow
    from tests.ui.layout_check import problems

    style_application(qapp)
    with speaking("de"):
        window = MainWindow(bot_delay=0, use_autosave=False)
        qtbot.addWidget(window)
        window.show()
        window.resize(1280, 720)
        _settle()
        try:
            set_text_size("largest")
            # the cards' heights settle over a few turns of the loop (each level asks the next)
            qtbot.waitUntil(lambda: not problems(window), timeout=3000)
        finally:
            set_text_size("normal")


def test_the_screens_scale_is_one_up_to_1920x1080_and_grows_past_it():
    from PySide6.QtCore import QSize

    from desktop_app.ui.text_size import screen_scale

    for small in ((1280, 720), (1366, 768), (1280, 800), (1920, 1080), (1920, 1200)):
        assert screen_scale(QSize(*small)) == 1.0
    assert screen_scale(QSize(2560, 1440)) == 1.25
    assert screen_scale(QSize(3840, 2160)) == 2.0
    assert screen_scale(QSize(3840, 1600)) == 1.25  # the shorter side decides


def test_on_a_4k_screen_without_desktop_scaling_the_panels_scale_with_it(qtbot, qapp):
    """3840x2160 logical pixels: the side column and its type twice as large as at 1920x1080
    (the board grew with the window, the panels stayed at 13 px), and everything still fits."""
    from PySide6.QtGui import QFontInfo

    from desktop_app.ui.match_side import SIDE_WIDTH
    from desktop_app.ui.text_size import set_screen_scale

    style_application(qapp)
    window = opened_at(qtbot, played("arkadia", 4, 45), (1920, 1080), unlock=False)
    _settle()
    name = window.match.players.cards[0].findChild(QLabel, "seatName")
    assert name is not None
    usual = QFontInfo(name.font()).pixelSize()
    window.close_match()
    try:
        set_screen_scale(2.0)
        window.resize(3840, 2160)
        assert window.show_session(played("arkadia", 4, 45))
        match = window.match
        if match.locked:
            match.unlock()
        _settle()
        assert match.side.width() == 2 * SIDE_WIDTH
        name = match.players.cards[0].findChild(QLabel, "seatName")
        assert name is not None and QFontInfo(name.font()).pixelSize() >= 2 * usual - 1
        found = [problem for problem in fit_problems(window, pointer=False) if problem.kind in HELD]
        assert not found, "\n".join(str(problem) for problem in found)
        window.close_match()
    finally:
        set_screen_scale(1.0)


@pytest.mark.parametrize(("language", "chosen"), [("de", "largest"), ("nl", "large")])
def test_a_card_held_for_a_peeks_rows_is_measured_again_after_a_fall_back(qtbot, largest, language, chosen):
    """Arkadia with two at 1280x720 in German, "Largest" chosen (Dutch, "Large"): the window
    falls back to a size that fits, and the cards are as tall as in a match opened at that
    size. The mover's card, held tall for the rows a peek shows (``veil``), kept the height
    measured at the larger size (246 px for 174); the cards' scroll bar, showing at the larger
    size, stayed and kept the cards narrower, so a row wrapped a line more (128 px for 112):
    two cards no longer fitted the column (the layout walk's 'cards short')."""
    from desktop_app.ui.main_window import MainWindow
    from desktop_app.ui.preferences import load_preferences, save_preferences
    from desktop_app.ui.text_fit import _name_of

    save_preferences(replace(load_preferences(), text_size=chosen))

    def heights(window: MainWindow) -> list[int]:
        match = window.match
        if match.locked:
            match.unlock()
        _settle()
        return [card.height() for card in match.players.cards]

    said: list[str] = []
    with speaking(language):
        # the mover at the screen, the cover lifted: their card shows their secrets
        window = opened_at(qtbot, played("arkadia", 2, 45), (1280, 720), before=_listening(said))
        qtbot.waitUntil(lambda: bool(said), timeout=10000)
        fallen = heights(window)
        shown = _name_of(text_factor())
        assert not window.match.side.cards_short(), (fallen, shown, said)
        window.close_match()
        save_preferences(replace(load_preferences(), text_size=shown))
        window.preferences = load_preferences()
        assert window.show_session(played("arkadia", 2, 45))
        assert heights(window) == fallen
        window.close_match()


def test_the_row_under_the_board_stays_put_when_the_prompt_changes(qtbot, largest):
    """A finished Maharaja match at 1920x1080 in German, "Largest" chosen: the review tools stay
    beside the step line without "Seen by" however often the screen is laid out, so the board
    and the end card's buttons do not move when the prompt's words change. The tools' width was
    read as laid out before "Seen by" last came or went, so each arrangement undid the last one
    and the board moved 6 px at every change of the prompt."""

    with speaking("de"):
        window = opened_at(qtbot, played("maharaja", 2, 120), (1920, 1080), unlock=False)
        match = window.match
        assert match.table.is_over
        _settle()
        assert not moved_by_prompt(match, window)
        row = match.column.under_row
        directions = set()
        for _ in range(3):
            row.arrange(row.width())
            directions.add((row.row.direction(), row.label.isHidden()))
        assert len(directions) == 1
        window.close_match()


def test_five_princes_cards_scroll_with_their_bar_at_1920x1080_at_the_largest_text(qtbot, largest):
    """Maharaja with five at 1920x1080, "Largest" chosen: the actions take their room and the
    cards that do not fit scroll, their scroll bar in sight. The column put the cards' area at
    its taller height before moving the line to the actions, which hid its bar (nothing to
    scroll at that height) for good: the fifth card was cut with no way to it, and the column
    was laid out again and again."""
    from benchmarks.layout_walk import settle

    window = opened_at(qtbot, played("maharaja", 5, 45), (1920, 1080))
    match = window.match
    settle(window)
    scroll = match.side.players_scroll
    assert text_factor() == SIZES["largest"]
    assert scroll.widget().height() > scroll.viewport().height()  # what this is about
    assert scroll.verticalScrollBar().isVisible()
    assert not [
        problem for problem in fit_problems(window, pointer=False) if problem.kind in HELD | {"cut by parent"}
    ]
    window.close_match()


@pytest.mark.parametrize(
    ("language", "size", "players", "steps"),
    [
        ("en", (1280, 720), 4, 120),
        ("de", (1280, 800), 4, 120),
        ("nl", (1280, 800), 4, 120),
        ("de", (1280, 720), 4, 100_000),
        ("de", (1280, 720), 2, 100_000),
        ("nl", (1280, 720), 4, 100_000),
    ],
)
def test_the_forbidden_citys_panel_text_lies_on_no_other_late_in_a_match(
    qtbot, largest, language, size, players, steps
):
    """Four players late in a match at the largest text on a laptop: the players' rows take the
    height their names and card groups need (the groups' captions go where even the smallest
    cards leave no room; their boxes' tooltips say them), and the Terrace's and a row's shorter
    words end before the words beside them. A second line of groups and its captions lay on the
    next player's name ('Bo | single 1'), German 'der 15. beendet das Spiel' ran into 'nach 10:
    alle Karten' and Dutch 'bord ingesteld' into the score. At a match's end the court's long
    account ends sooner (cut, whole in its tooltip): it pushed the players below the panel; a
    group's caption keeps to its box as lifted; a die's face and the target's colour keep off
    their neighbours (Dutch 'middelste' is cut, whole in its tooltip), and the target's words
    end at the panel's edge."""

    with speaking(language):
        window = opened_at(qtbot, played("forbidden_city", players, steps), size)
        match = window.match
        _settle()
        assert text_factor() == SIZES["largest"]
        found = [problem for problem in fit_problems(window, pointer=False) if problem.kind in HELD]
        assert not found, "\n".join(str(problem) for problem in found)
        panel_right = PANEL_X + PANEL_W + 1
        past = [
            item.text()
            for item in match.board_view.scene().items()
            if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible() and item.x() > PANEL_X
            if item.sceneBoundingRect().right() > panel_right
        ]
        assert not past, past
        window.close_match()


def test_the_end_card_fits_a_board_pressed_small(qtbot, largest):
    """A finished Maharaja match of five at 1280x720 in Dutch, "Largest" chosen: the end card
    lies within the board (321 px high), its buttons with it, with closer lines and the
    tie-breaks in its tooltip. It was 450 px high, and 'Nieuwe partij…' lay below the board."""
    from PySide6.QtCore import QRect

    with speaking("nl"):
        window = opened_at(qtbot, played("maharaja", 5, 100000), (1280, 720), unlock=False)
        match = window.match
        _settle()
        card, board = match.end_overlay, match.board_view
        assert card.isVisible() and text_factor() == SIZES["largest"]
        assert board.height() < 450  # what this is about
        assert QRect(0, 0, board.width(), board.height()).contains(card.geometry())
        for button in (card.review, card.new):
            assert card.rect().contains(button.geometry())
        assert "paleizen" in card.toolTip()  # the tie-breaks a hover away
        window.close_match()


def test_the_end_card_takes_the_size_of_its_words_when_the_text_size_changes(qtbot, qapp, user_home):
    """ "Larger" chosen at 1280x720 in German: an Arkadia match falls back to "Large", and the next
    match, a finished one, opens at "Larger" again behind its end card: the card grows with its
    words. It kept the size it was given at "Large", so its names, scores and buttons were cut
    (found by the layout walk at the end of a match)."""
    from benchmarks.layout_walk import settle
    from desktop_app.ui.preferences import load_preferences, save_preferences

    style_application(qapp)
    save_preferences(replace(load_preferences(), text_size="larger"))
    try:
        with speaking("de"):
            window = opened_at(qtbot, played("arkadia", 2, 120), (1280, 720))
            settle(window)
            window.text_fit.check()
            settle(window)
            assert text_factor() < SIZES["larger"]  # what this is about: a fall-back
            window.close_match()
            assert window.show_session(played("arkadia", 2, 100000))
            settle(window)
            assert window.match.end_overlay.isVisible()
            found = [
                problem
                for problem in fit_problems(window, pointer=False)
                if problem.kind in HELD and "endCard" in problem.where
            ]
            assert not found, "\n".join(str(problem) for problem in found)
            window.close_match()
    finally:
        set_text_size("normal")


@pytest.mark.parametrize(("people", "steps"), [(2, 30), (3, 40)])
def test_arkadias_mover_card_is_whole_and_no_blank_sits_under_the_cards(qtbot, people, steps):
    """Hot-seat Arkadia at 1280x720, veiled: the mover's card (held for the rows a peek shows) lies
    wholly in the cards' column, and that column keeps no blank under its cards. Before, the card
    was held and the column asked for by the cards' own size hints, which guess their wrapped rows
    at another width: with three people the mover's card was 30 px too tall and its bottom cut;
    with two the column kept 50-80 px of blank above "Behind your screen" and the log had two
    lines."""
    import random

    from PySide6.QtCore import QPoint

    from desktop_app.engine.session import Session
    from tests.ui.veil_screens import PEOPLE, open_match

    session = Session.new("arkadia", list(PEOPLE[:people]), seed=4)
    rng = random.Random(4)
    while len(session.record) < steps or session.view(None)["phase"] not in ("refill", "can", "castle"):
        seat = min(session.to_move())
        session.act(seat, rng.choice(list(session.legal_actions(seat))))
    window = open_match(qtbot, session)
    _settle()
    side = window.match.side
    viewport = side.players_scroll.viewport()
    cards = [card for card in side.players.cards if card.isVisible()]
    mover = next(card for card in cards if card.active)
    top = mover.mapTo(viewport, QPoint(0, 0)).y()
    assert top >= 0 and top + mover.height() <= viewport.height(), (top, mover.height(), viewport.height())
    last = cards[-1]
    bottom = last.mapTo(viewport, QPoint(0, 0)).y() + last.height()
    assert viewport.height() - bottom <= 16, (bottom, viewport.height())
    window.close_match()
    window.close()
