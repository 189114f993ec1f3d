"""A board drawn from its caches paints what a fresh board paints (issue 18, item 3); the log
and the player cards, edited in place, read as fresh ones.

The boards keep pixels between frames: static layers rendered once, pieces cached until their
own ``update()``, items kept from one sync to the next instead of made again, and a view that
repaints only the regions marked dirty. Each of those can leave a stale pixel on the screen (a
piece that changed without an ``update``, a glow switched off without its region being
repainted, a cache kept across a zoom). So a board is shown in a real view and watched through a
stretch of a random match — the mover's own view at every step, as a hot-seat screen shows it,
with review jumps back and forth and a zoom in and out — and at sampled steps the screen as
painted (the window's backing store: what the person sees) and the scene rendered from the same
caches are compared with a fresh board, shown in an identical view, that has only the last view.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QLabel

from desktop_app.engine.registry import get_game
from desktop_app.engine.seats import CHANCE
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui import theme
from desktop_app.ui.board_view import BoardView
from desktop_app.ui.games import available_board
from desktop_app.ui.panels import LogPanel, PlayerCard
from tests.ui.helpers import random_walk

#: The maximum number of players: the most pieces and panels to go stale.
GAMES = [("maharaja", 5), ("forbidden_city", 4), ("arkadia", 4)]
#: Steps of the match watched; the comparisons fall at every ``CHECK_EVERY``-th.
STEPS = 200
CHECK_EVERY = 40
VIEW_W, VIEW_H = 900, 620


def _random_match(game_id: str, players: int) -> Session:
    return random_walk(game_id, players, 11, STEPS)


def _sync(board, session: Session, step: int, *, review: bool = False) -> None:
    """The screen at ``step``: the mover's view and moves live; the spectator's in review."""
    game, state = session.game, session.state_at(step)
    movers = sorted(game.to_move(state) - {CHANCE})
    seat = None if review or not movers else movers[0]
    legal = tuple(game.legal_actions(state, seat)) if seat is not None else ()
    board.sync(game.view(state, seat), seat, legal, bool(legal))


def _show(qtbot, board) -> BoardView:
    view = BoardView(board.scene, board)  # as a match screen makes it: the board hears its scale
    qtbot.addWidget(view)
    view.resize(VIEW_W, VIEW_H)
    view.show()
    qtbot.waitExposed(view)
    return view


def _paint_pending() -> None:
    """Let the event loop run as it would between frames: the scene hands its dirty regions to
    the view in one queued call, and the view paints them at the window's next update request."""
    for _ in range(3):
        QApplication.processEvents()


def _settle(board) -> None:
    """Animations land (decoration in flight is not memory) and every marked region is painted."""
    _paint_pending()
    board.finish_animations()
    _paint_pending()


def _on_screen(view: BoardView) -> QImage:
    """What the window shows: its backing store, painted only where updates marked it."""
    screen = view.screen()
    return screen.grabWindow(view.winId()).toImage().convertToFormat(QImage.Format.Format_ARGB32)


def _rendered(board) -> QImage:
    """The scene painted through the items' caches (``render`` uses them as a view does)."""
    rect = board.scene.sceneRect()
    image = QImage(int(rect.width() / 2), int(rect.height() / 2), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    board.scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def _off(a: int, b: int) -> int:
    """The largest difference of two ARGB pixels in any channel."""
    return max(abs((a >> shift & 255) - (b >> shift & 255)) for shift in (0, 8, 16, 24))


def _assert_same(watched: QImage, fresh: QImage, what: str, *, slack: int = 0) -> None:
    """Equal pixels, each channel within ``slack``: a gradient filled in a part of the window
    comes out a shade off where the same gradient filled whole does (Qt's raster engine rounds
    per span); a stale pixel is off by far more."""
    assert watched.size() == fresh.size(), f"{what}: sizes differ"
    if watched == fresh:
        return
    differ = [
        (x, y)
        for y in range(fresh.height())
        for x in range(fresh.width())
        if _off(watched.pixel(x, y), fresh.pixel(x, y)) > slack
    ]
    if differ:
        raise AssertionError(f"{what} differs from a fresh board's, around {min(differ)}-{max(differ)}")


class Watch:
    """Two boards that see every view of the stretch: one shown in a view (its screen is compared),
    one never shown (its scene is rendered and compared). Qt keeps one cache per paint device but
    clears them all at the first paint after an ``update()``, so a scene rendered beside a view
    would show the view's leftovers; the app never renders a shown board's scene, so neither
    does this test."""

    def __init__(self, qtbot, game_id: str, players: int) -> None:
        self.qtbot = qtbot
        self.game = get_game(game_id)
        board_cls = available_board(game_id)
        assert board_cls is not None
        self.board_cls = board_cls
        self.session = _random_match(game_id, players)
        self.names = [f"Player {index + 1}" for index in range(players)]
        self.colours = theme.seat_colours([""] * players)
        self.shown, self.hidden = self._board(), self._board()
        self.sync(0)
        self.view = _show(qtbot, self.shown)

    def _board(self):
        return self.board_cls(self.game, self.names, self.colours)

    def sync(self, step: int, *, review: bool = False) -> None:
        for board in (self.shown, self.hidden):
            _sync(board, self.session, step, review=review)
        _paint_pending()  # paint this step, as the screen would, before the next

    def compare(self, step: int, *, review: bool = False) -> None:
        """Both watchers against a fresh board given only the view of ``step``."""
        fresh = self._board()
        _sync(fresh, self.session, step, review=review)
        _settle(self.hidden)
        expected = _rendered(fresh)  # before it is shown: the scene's first and only paint device
        fresh_view = _show(self.qtbot, fresh)
        _settle(self.shown)
        _settle(fresh)
        what = f"{self.game.id} step {step}"
        _assert_same(_on_screen(self.view), _on_screen(fresh_view), f"{what}: the screen", slack=3)
        _assert_same(_rendered(self.hidden), expected, f"{what}: the rendered scene")
        fresh_view.close()


@pytest.mark.parametrize(("game_id", "players"), GAMES, ids=[game for game, _ in GAMES])
def test_a_redraw_from_the_caches_equals_a_redraw_from_scratch(qtbot, game_id: str, players: int) -> None:
    watch = Watch(qtbot, game_id, players)
    rng = random.Random(5)
    steps = len(watch.session.record)
    compared = 0
    for step in range(1, steps + 1):
        watch.sync(step)
        if step == CHECK_EVERY + 5:
            watch.view.set_zoom(2.5)  # the caches are made again for the new scale, then again at 1
            _paint_pending()
        if step == CHECK_EVERY + 15:
            watch.view.reset_zoom()
        if step % CHECK_EVERY == 0 or step == steps:
            watch.compare(step)
            back = rng.randrange(step)  # a review jump back, then on from where the match is
            watch.sync(back, review=True)
            watch.compare(back, review=True)
            compared += 2
    assert compared >= 4


@pytest.mark.parametrize(("game_id", "players"), GAMES, ids=[game for game, _ in GAMES])
def test_review_jumps_back_and_forth_show_kept_parts_as_fresh_ones(qtbot, game_id: str, players: int) -> None:
    """Review keeps what a jump took away, hidden, and shows it again on the way back (the
    Maharaja panel's tracks and scoring boxes, Arkadia's pieces): jumping to and fro between
    steps far apart, each time the screen must be what a fresh board shows there."""
    watch = Watch(qtbot, game_id, players)
    steps = len(watch.session.record)
    early, late = steps // 4, steps - 3
    for step in (early, late, early, late, steps // 2, early):
        watch.sync(step, review=True)
        watch.compare(step, review=True)


def _log_texts(panel: LogPanel) -> list[str]:
    return panel.toPlainText().split("\n") if panel.lines() else []


def test_the_log_edited_line_by_line_reads_like_a_fresh_log(qtbot) -> None:
    """Review steps back and forth, jumps, a rewritten line: the log panel only edits what changed
    and keeps a window of the newest lines; it must read as a panel given the lines afresh, and
    scrolling to the top brings the earlier lines in, numbered as they are."""
    rng = random.Random(3)
    full = [
        f"Player {index % 4 + 1} does thing {index}" + " and more" * rng.randrange(8) for index in range(900)
    ]
    panel = LogPanel()
    qtbot.addWidget(panel)
    panel.resize(320, 260)
    panel.show()
    moves = [0, 1, 2, 1, 400, 399, 398, 900, 850, 899, 0, 900, *(rng.randrange(901) for _ in range(60))]
    for count in moves:
        panel.set_lines(full[:count])
        fresh = LogPanel()
        fresh.set_lines(full[:count])
        expected = [f"{number}. {line}" for number, line in enumerate(full[:count], start=1)]
        assert _log_texts(panel) == expected[panel.first_shown :]
        assert _log_texts(fresh) == expected[fresh.first_shown :]
        assert panel.lines() == full[:count]
        # between half a window and two windows of the newest lines are in the document
        window = panel.window_lines()
        assert LogPanel.MIN_WINDOW <= window <= LogPanel.WINDOW
        assert min(count, window // 2) <= count - panel.first_shown <= 2 * window
    rewritten = full[:600]
    rewritten[590] = "Player 2 was renamed"
    panel.set_lines(rewritten)
    assert _log_texts(panel)[-10] == "591. Player 2 was renamed"
    first = panel.first_shown
    bar = panel.verticalScrollBar()
    bar.setValue(bar.minimum())  # the person scrolls to the top of what is shown
    assert panel.first_shown < first
    assert _log_texts(panel)[0] == f"{panel.first_shown + 1}. {full[panel.first_shown]}"
    assert bar.value() > bar.minimum()  # the line that was at the top is still in view


def test_a_player_card_refilled_reads_like_a_fresh_card(qtbot) -> None:
    """Player cards keep their row labels and change only texts: after many refreshes a card
    shows exactly the rows, badge and frame a fresh card given the same state shows."""
    seat = SeatInfo("Asha", "human", "#D55E00")
    card = PlayerCard(0, seat, "#D55E00")
    qtbot.addWidget(card)
    card.show()
    rng = random.Random(4)
    for _ in range(40):
        rows = [(f"Key {index}", f"value {rng.randrange(5)}") for index in range(rng.randrange(5))]
        active = rng.random() < 0.5
        badge = rng.choice(["", "to move", "you"])
        card.set_state(active, badge, rows)
        fresh = PlayerCard(0, seat, "#D55E00")
        fresh.set_state(active, badge, rows)
        for shown in (card, fresh):
            labels = [label for label in shown.findChildren(QLabel) if label.isVisibleTo(shown)]
            texts = [label.text() for label in labels if label not in (shown.name, shown.kind, shown.badge)]
            assert texts == [text for row in rows for text in row]
            assert shown.badge.isVisibleTo(shown) == bool(badge) and shown.badge.text() == badge
        assert card.active == fresh.active == active
        assert card.row_texts() == rows


def _highlighted(panel: LogPanel) -> list[int]:
    """The blocks of the panel's document drawn with a background (the highlighted line)."""
    document = panel.document()
    blocks = (document.findBlockByNumber(number) for number in range(document.blockCount()))
    return [b.blockNumber() for b in blocks if b.blockFormat().background().style() != Qt.BrushStyle.NoBrush]


def test_in_review_the_log_holds_a_window_around_the_highlighted_line(qtbot) -> None:
    """Review hands the panel the whole log and a line to highlight: the document holds a window
    around it (a drag moves the highlight, a jump writes one window), reads as the log does, and
    follows the newest lines again when review ends."""
    full = [f"Step text {index}" for index in range(700)]
    panel = LogPanel()
    qtbot.addWidget(panel)
    panel.resize(320, 260)
    panel.show()
    panel.set_lines(full)
    rng = random.Random(8)
    expected = [f"{number}. {line}" for number, line in enumerate(full, start=1)]
    for current in [
        699,
        698,
        697,
        *range(650, 560, -3),
        10,
        11,
        0,
        350,
        *(rng.randrange(700) for _ in range(40)),
    ]:
        panel.set_current(current)
        first = panel.first_shown
        shown = _log_texts(panel)
        assert shown == expected[first : first + len(shown)]
        assert first <= current < first + len(shown) <= len(full)
        assert len(shown) <= 3 * panel.window_lines()
        assert panel.current == current and panel.current_is_highlighted()
        assert _highlighted(panel) == [current - first]  # the last one's highlight went with it
    panel.set_current(None)
    assert not panel.current_is_highlighted() and _highlighted(panel) == []
    assert _log_texts(panel)[-1] == expected[-1]


def test_a_jump_in_review_writes_the_window_without_losing_the_scroll_bar(qtbot) -> None:
    """A jump writes a new window of lines: the document is never seen empty on the way, so the
    scroll bar stays and the text is not laid out again at a width without it (twice a jump)."""
    full = [f"Player {index % 4 + 1} moves a piece, step {index}" for index in range(900)]
    panel = LogPanel()
    qtbot.addWidget(panel)
    panel.resize(320, 260)
    panel.show()
    panel.set_lines(full)
    QApplication.processEvents()
    width = panel.viewport().width()
    widths: list[int] = []
    bar = panel.verticalScrollBar()
    bar.rangeChanged.connect(lambda _low, _high: widths.append(panel.viewport().width()))
    for current in (10, 800, 400, 5, 899):
        panel.set_current(current)
        QApplication.processEvents()
        assert panel.current_is_highlighted()
    other = [*full[:3], "Another reader reads step 4 otherwise", *full[4:]]  # review changed reader
    panel.set_lines(other)
    QApplication.processEvents()
    assert _log_texts(panel)[-1] == f"900. {other[-1]}" and panel.current_is_highlighted()
    assert bar.isVisible() and panel.viewport().width() == width
    assert all(seen == width for seen in widths)
