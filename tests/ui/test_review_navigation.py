"""Review navigation (issue 17, item 3): log lines clicked, the current one highlighted, turn
and round jumps, marks painted on the slider, the "what happened here" line, hand-over privacy."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontMetricsF, QKeySequence, QTextCursor
from PySide6.QtWidgets import QApplication, QLabel

from desktop_app.engine.seats import CHANCE
from desktop_app.persistence import matchfile
from desktop_app.ui import theme
from desktop_app.ui.board_column import ShortStepLine
from desktop_app.ui.review_bar import MARK_COLOURS, ReviewBar, turn_boundaries
from desktop_app.ui.steady import StepLine
from tests.ui.helpers import ASHA, BO, dice_session, hand_over

MAHARAJA = Path(__file__).parents[1] / "fixtures" / "matches" / "v1-maharaja-finished.tpmatch"


@pytest.fixture
def maharaja(qtbot, window):
    session = matchfile.load(MAHARAJA)
    window.show()
    qtbot.waitExposed(window)
    window.show_session(session)
    window.match.end_overlay.hide()
    return window, window.match, session


def click_line(qtbot, log, index: int) -> None:
    """Click the middle of log line ``index`` where it is drawn, as a person would."""
    bar = log.verticalScrollBar()
    for _ in range(20):  # scroll up as a person would: earlier lines come in
        if index >= log.first_shown:
            break
        bar.setValue(bar.minimum() + 1)
        bar.setValue(bar.minimum())
    block = log.document().findBlockByNumber(index - log.first_shown)
    assert block.isValid(), index
    log.setTextCursor(QTextCursor(block))
    log.ensureCursorVisible()
    rect = log.cursorRect(QTextCursor(block))
    qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_clicking_log_lines_jumps_back_and_forward_and_highlights_the_step(qtbot, maharaja):
    window, match, session = maharaja
    lines = session.log(None)
    match.seek(40)
    assert match.log.lines() == lines  # the whole log in review, so a click can go forward too
    assert match.log.current == 39 and match.log.current_is_highlighted()
    click_line(qtbot, match.log, 9)
    assert session.cursor == 10
    assert match.log.current == 9 and match.log.current_is_highlighted()
    assert match.happened.text() == f"Step 10: {lines[9]}"
    click_line(qtbot, match.log, 14)  # a later line: forward
    assert session.cursor == 15 and match.log.current_is_highlighted()
    window.last_action.trigger()
    assert not session.is_reviewing and match.log.current is None
    assert match.happened.text() == f"Step {len(lines)}: {lines[-1]}"


def expected_turn_ends(seats: list[int]) -> list[int]:
    """Cursor positions after which somebody else moves (a plain scan, not the bar's code)."""
    ends, mover = [0], None
    for position in range(len(seats)):
        if seats[position] == CHANCE:
            continue
        if mover is not None and seats[position] != mover:
            ends.append(position)
        mover = seats[position]
    return [*ends, len(seats)]


def test_ctrl_arrows_jump_by_turn_and_page_keys_by_round(maharaja):
    window, _match, session = maharaja
    seats = [entry.seat for entry in session.record]
    ends = expected_turn_ends(seats)
    assert len(ends) > 10
    window.first_action.trigger()
    visited = [0]
    while session.cursor < len(seats):
        window.next_turn_action.trigger()
        visited.append(session.cursor)
    assert visited == sorted(set(ends))
    window.prev_turn_action.trigger()
    assert session.cursor == visited[-2]
    # Rounds: each PageDown lands on a step whose log line opens a round or scores.
    entries = session.log_entries(None)
    window.first_action.trigger()
    landed = []
    for _ in range(4):
        window.next_round_action.trigger()
        landed.append(session.cursor)
        ids = str(entries[session.cursor - 1])
        assert "new_round" in ids or "scored" in ids or "nobody_scores" in ids
    assert landed == sorted(landed) and len(set(landed)) == 4
    window.prev_round_action.trigger()
    assert session.cursor == landed[-2]
    bindings = {
        "Ctrl+Left": window.prev_turn_action,
        "Ctrl+Right": window.next_turn_action,
        "PgUp": window.prev_round_action,
        "PgDown": window.next_round_action,
        "Home": window.first_action,
        "End": window.last_action,
    }
    for key, action in bindings.items():
        assert QKeySequence(key) in action.shortcuts(), key


def test_round_marks_are_painted_on_the_slider(maharaja):
    _window, match, _session = maharaja
    slider = match.review_bar.slider
    assert len(slider.marks) >= 10
    step, kind = slider.marks[len(slider.marks) // 2]
    image = slider.grab().toImage()
    x = slider.mark_x(step)
    colours = {image.pixelColor(x + dx, 3).name() for dx in (-1, 0)}
    assert MARK_COLOURS[kind].name() in colours
    # and an unmarked place between two marks is not painted in a mark colour
    between = (slider.mark_x(slider.marks[0][0]) + slider.mark_x(slider.marks[1][0])) // 2
    assert image.pixelColor(between, 3).name() not in {c.name() for c in MARK_COLOURS.values()}


def test_a_game_without_round_marks_jumps_a_turn_with_page_keys(qtbot):
    bar = ReviewBar()
    qtbot.addWidget(bar)
    asked: list[int] = []
    bar.seek_requested.connect(asked.append)
    bar.update_position(0, 6, False)
    bar.set_landmarks(turn_boundaries([0, CHANCE, 0, 1, 1, 0]), [])
    bar.go_next_round()
    assert asked == [3]
    bar.update_position(3, 6, False)
    bar.go_next_turn()
    bar.update_position(5, 6, False)
    bar.go_prev_round()
    assert asked == [3, 5, 3]
    assert QColor(MARK_COLOURS["round"]).isValid()


def test_review_of_a_running_hot_seat_match_never_shows_the_other_seats_secrets(window):
    session = dice_session(ASHA, BO, rounds=3)
    window.show_session(session)
    match = window.match
    for side in ("low", "high", "high", "low"):
        hand_over(match)
        match.board.choose(side)
    assert not session.is_over
    names = {0: "Asha", 1: "Bo"}
    for step in range(len(session.record) + 1):
        match.seek(step)
        viewer = match.viewer
        allowed = session.log(viewer)
        shown = [*match.log.lines(), match.happened.text().split(": ", 1)[-1]]
        assert all(line in allowed or line == "the match begins." for line in shown), step
        for seat, name in names.items():
            if seat != viewer:
                secret = re.compile(rf"{name} (is dealt a \d|bets (low|high))")
                assert not any(secret.search(line) for line in shown), (step, viewer, shown)


@pytest.mark.parametrize(("width", "height"), [(1280, 720), (1000, 720), (1000, 900)])
def test_stepping_through_review_keeps_the_board_where_it_is(qtbot, maharaja, width, height):
    """The "what happened here" line keeps room for the longest line of the match (issue 17: a
    jump into a step whose line took three lines refit and repainted the whole board, 20 ms
    more than any other jump), so the board above it keeps its size at every step of review;
    every line still reads whole, wrapped, never cut, where the screen is tall enough (at 1000 px
    wide some lines take three). On a short screen (720 px) the line keeps room for three lines
    and cuts a longer one to them, whole in its tooltip (issue 33: the room for the longest line
    took the board's)."""
    window, match, session = maharaja
    window.resize(width, height)
    label = match.happened
    short = height == 720
    match.seek(1)
    for _ in range(3):
        QApplication.processEvents()
    size = match.board_view.size()
    needs = set()
    line = QFontMetricsF(label.font()).lineSpacing()
    for step in range(1, len(session.record)):  # every step of review (the last is live)
        match.seek(step)
        for _ in range(3):  # the layouts the new line would ask for, from the label up to the window
            QApplication.processEvents()
        need = QLabel.heightForWidth(label, label.width())  # what a plain label would take
        needs.add(need)
        assert label.height() >= need, step  # nothing shown is clipped
        assert match.board_view.size() == size, step
        assert label.whole().startswith(f"Step {step}: ")
        if short:
            assert need < 3.5 * line + 12, step  # three lines at most (the graph is closed)
        if label.text() != label.whole():
            assert short and label.toolTip() == label.whole() and label.text().endswith("…"), step
    assert len(needs) >= 2  # lines of different heights were shown
    if width == 1000 and not short:
        assert max(needs) > 2.5 * line  # a line of three lines was among them


def test_on_a_short_screen_the_step_line_cuts_a_long_line_to_two_whole_in_its_tooltip(qtbot):
    line = ShortStepLine()
    qtbot.addWidget(line)
    line.resize(300, 100)
    line.show()
    long = "Step 12: " + "Bo bribes the official with the green hat and the red robe; " * 4
    line.setText(long)
    assert line.text() == long and line.toolTip() == ""  # a tall screen: whole, wrapped
    spacing = QFontMetricsF(line.font()).lineSpacing()
    line.set_cap(2)
    assert line.whole() == long and line.toolTip() == long
    assert line.text().endswith("…") and line.text().count("\n") == 1
    assert QLabel.heightForWidth(line, line.width()) < 2.5 * spacing + 12
    line.setText("Step 13: Cy passes")  # a short line is shown whole, with no tooltip
    assert line.text() == "Step 13: Cy passes" and line.toolTip() == ""
    line.set_cap(None)
    line.setText(long)
    assert line.text() == long


def test_the_first_step_back_from_the_live_end_keeps_the_board_where_it_is(qtbot, maharaja):
    """With the application's look (its style sheet), "Resume play from here", which shows in
    review only, stands taller than the step buttons: the bar keeps that height while live, so
    the board does not shrink by a pixel (and repaint every piece rescaled) as review begins."""
    window, match, session = maharaja
    window.setStyleSheet(theme.style_sheet())
    window.resize(1280, 720)
    match.seek(len(session.record))
    for _ in range(3):
        QApplication.processEvents()
    size = match.board_view.size()
    match.seek(len(session.record) - 1)
    for _ in range(3):
        QApplication.processEvents()
    assert match.review_bar.resume.isVisible()
    assert match.board_view.size() == size


def test_the_slider_keeps_its_length_and_the_window_its_least_size_as_review_begins(qtbot, maharaja):
    """ "Resume play from here" keeps its room while hidden: a drag from the live end does not see
        the slider shrink under the pointer, and the window's least width stays as it was (a width
    that changed laid the window out again and sent it new size hints)."""
    window, match, session = maharaja
    match.seek(len(session.record))
    QApplication.processEvents()
    live = (match.review_bar.slider.geometry(), window.minimumSizeHint().width())
    assert not match.review_bar.resume.isVisible()
    match.seek(len(session.record) - 1)
    QApplication.processEvents()
    assert match.review_bar.resume.isVisible()
    assert (match.review_bar.slider.geometry(), window.minimumSizeHint().width()) == live


def test_the_step_line_grows_with_a_live_match_and_shrinks_with_a_narrower_log(qtbot):
    """``reserve`` measures only what it has not measured (a live match adds a line an action)
    and starts again when the lines are others (another perspective) or the width changed."""
    line = StepLine()
    qtbot.addWidget(line)
    line.resize(400, 40)
    line.show()
    two = line.minimumSizeHint().height()
    short = ["a short line"] * 50
    line.reserve(short)
    assert line.minimumSizeHint().height() == two  # room for two lines at least, always
    long = [*short, "a long line, " * 20]
    line.reserve(long)
    tall = line.minimumSizeHint().height()
    assert tall > two
    needed = QLabel.heightForWidth(line, 400)
    line.setText(long[-1])
    assert tall >= QLabel.heightForWidth(line, 400) >= needed
    line.setText("")
    line.reserve([*long, "another short one"])
    assert line.minimumSizeHint().height() == tall  # kept while the long line is among them
    line.reserve(short)
    assert line.minimumSizeHint().height() == two  # other lines: measured anew
    line.reserve(long)
    line.resize(2000, 40)
    QApplication.processEvents()  # the resize reaches the line
    assert line.minimumSizeHint().height() < tall  # wider: the long line takes fewer lines


def test_lines_measured_ahead_reserve_what_a_fresh_step_line_reserves(qtbot):
    """``measure`` (the screen's idle work for the spectator's log) keeps each line's height at
    the width and font it was measured at; ``reserve`` then keeps the room a fresh line that
    measured everything anew keeps, and measures again at another font or width."""
    lines = [f"line {n}: " + "word " * (n % 40) for n in range(300)]

    def fresh(width: int, point_size: float) -> int:
        line = StepLine()
        qtbot.addWidget(line)
        font = line.font()
        font.setPointSizeF(point_size)
        line.setFont(font)
        line.resize(width, 40)
        line.reserve(lines)
        return line.minimumSizeHint().height()

    warmed = StepLine()
    qtbot.addWidget(warmed)
    warmed.resize(300, 40)
    warmed.reserve(lines[:5])
    kept = warmed.minimumSizeHint().height()
    warmed.measure(lines)
    assert warmed.minimumSizeHint().height() == kept  # measuring ahead keeps what is reserved
    warmed.reserve(lines)
    assert warmed.minimumSizeHint().height() == fresh(300, warmed.font().pointSizeF())
    size = warmed.font().pointSizeF()
    font = warmed.font()
    font.setPointSizeF(size * 2)
    warmed.setFont(font)
    warmed.reserve(lines[:10])  # other lines: room found anew, at the new font
    warmed.reserve(lines)
    assert warmed.minimumSizeHint().height() == fresh(300, size * 2) > fresh(300, size)
    warmed.resize(900, 40)
    warmed.reserve(lines)
    assert warmed.minimumSizeHint().height() == fresh(900, size * 2)


def test_a_log_measured_ahead_and_the_one_before_are_reserved_without_measuring(qtbot, monkeypatch):
    """Review shows the spectator's log and the live position the seat's: the one ``measure``
    readied ahead (in pieces, a longer prefix each), and then the one reserved before, are
    reserved again without measuring a line, keeping the room a fresh line keeps for them."""
    seat = [f"line {n}: " + "word " * (n % 30) for n in range(200)]
    spectator = [*seat[:150], *(f"spectator {n}: " + "word " * (n % 45) for n in range(50))]

    def fresh(texts: list[str]) -> int:
        line = StepLine()
        qtbot.addWidget(line)
        line.resize(300, 40)
        line.reserve(texts)
        return line.minimumSizeHint().height()

    line = StepLine()
    qtbot.addWidget(line)
    line.resize(300, 40)
    line.reserve(seat)
    for end in range(50, len(spectator) + 50, 50):
        line.measure(spectator[:end])
    assert line.minimumSizeHint().height() == fresh(seat)
    measured: list[int] = []
    original = StepLine._most_lines

    def counted(self: StepLine, texts, frame) -> int:
        if self is line:
            measured.append(len(texts))
        return original(self, texts, frame)

    monkeypatch.setattr(StepLine, "_most_lines", counted)
    for texts in (spectator, seat, spectator, seat):
        line.reserve(texts)
        assert line.minimumSizeHint().height() == fresh(texts)
    assert measured == []


def test_the_slider_keeps_its_place_while_the_step_counter_counts(qtbot, maharaja):
    """The counter beside the slider keeps the room of its widest text: a counter that followed
    its text ("Step 9 of …", "Step 10 of …") resized the slider under a dragging pointer."""
    _window, match, session = maharaja
    bar = match.review_bar
    places = set()
    for step in (len(session.record) - 1, 1, 9, 10, 99, 100, 0):
        match.seek(step)
        QApplication.processEvents()
        places.add(bar.slider.geometry())
        shown = bar.label.fontMetrics().horizontalAdvance(bar.label.text())
        assert shown <= bar.label.contentsRect().width(), bar.label.text()  # never cut off
    assert len(places) == 1


def test_the_step_line_counts_lines_without_shaping_only_where_that_is_sure(qtbot):
    """A printable ASCII line short enough by the font's widest character is taken as one line
    without being shaped; every line, at several fonts and widths, gets the count it gets when
    measured in full (``widest`` 0)."""
    import random

    from PySide6.QtGui import QFontMetricsF

    from desktop_app.ui.steady import widest_ascii

    rng = random.Random(5)
    alphabet = "WMmw il.,:" + "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789()/"
    texts = ["".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 160))) for _ in range(400)]
    texts += ["W" * n for n in range(1, 120, 7)] + ["Tab\there", "émigré " * 12, "名前 " * 30]
    line = StepLine()
    qtbot.addWidget(line)
    for point_size, bold in ((9.0, False), (10.5, True), (14.0, False)):
        font = line.font()
        font.setPointSizeF(point_size)
        font.setBold(bold)
        metrics, widest = QFontMetricsF(font), widest_ascii(font)
        assert widest > max(metrics.horizontalAdvance(chr(c)) for c in range(32, 127))
        for width in (300.0, 617.0, 900.0):
            quick = [line._lines_of(text, width, metrics, widest) for text in texts]
            assert quick == [line._lines_of(text, width, metrics) for text in texts]
