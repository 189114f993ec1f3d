"""Issue 13, item 1: at a shared screen every secret choice gets a hand-over first, in every game.

Three people share one screen in each game. A whole round of secret choices is clicked through
the real match window — the hand-over screen's button, the side widgets' buttons and dials, and
scene items through the board view's viewport — and before each next person's secret choice the
hand-over cover must be up, with nothing of that person (nor of the person before) drawn until
"I am <name>" is clicked. A spy on ``board.sync`` records whose view every drawing was for.

Maharaja is set up so that the last disc of the round is chosen by the first prince in turn
order: that choice is turned over in the same step (M-3.3.2), so the log does not hide it, yet it
is still chosen while the others' discs are secret and must not be made in front of the person
who chose before (the gap of issue 13).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QGraphicsView, QWidget

from desktop_app.engine.action import Action
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui.match_view import MatchView
from desktop_app.ui.privacy import seat_at_screen
from tests.ui.helpers import ASHA, BO

CHEN = SeatInfo("Chen", "human", "#009E73")
PEOPLE = (ASHA, BO, CHEN)
NAMES = tuple(person.name for person in PEOPLE)


# --- clicking like a person ---------------------------------------------------------------------


def settle() -> None:
    """Let queued shows, layouts and single-shot timers run, as between two real clicks."""
    for _ in range(3):
        QApplication.processEvents()


def click(qtbot, widget: QWidget, pos: QPoint | None = None) -> None:
    settle()
    assert widget.isVisible() and widget.isEnabled(), widget.objectName() or type(widget).__name__
    if pos is None:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
    else:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)
    settle()


def click_scene(qtbot, view: QGraphicsView, scene_point) -> None:
    """A click on the viewport pixel that shows ``scene_point`` (a scene item, a square)."""
    settle()
    pixel = view.mapFromScene(scene_point)
    assert view.viewport().rect().contains(pixel), "the place is scrolled out of sight"
    qtbot.mouseMove(view.viewport(), pixel)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pixel)
    settle()


# --- watching the screen ------------------------------------------------------------------------


class Screen:
    """The match window of three people, with a record of every drawing of the board."""

    def __init__(self, window, session: Session) -> None:
        window.resize(1400, 900)
        window.show()
        assert window.show_session(session)
        self.window = window
        settle()
        #: (seat the board was drawn for, the view was exactly the public one)
        self.drawn: list[tuple[int | None, bool]] = []
        board = self.match.board
        real_sync = board.sync

        def spy(view: dict[str, Any], seat, legal, interactive) -> None:
            self.drawn.append((seat, view == self.session.view(None)))
            real_sync(view, seat, legal, interactive)

        board.sync = spy

    @property
    def match(self) -> MatchView:
        return self.window.match

    @property
    def session(self) -> Session:
        return self.match.session

    def mark(self) -> int:
        return len(self.drawn)

    def assert_covered_for(self, seat: int, since: int) -> None:
        """The cover is up for ``seat``, and since ``since`` nobody's own view has been drawn."""
        match = self.match
        settle()
        assert seat_at_screen(self.session) == seat
        assert match.locked, f"no hand-over before {NAMES[seat]}'s secret choice"
        assert match.overlay.isVisible() and match.overlay.geometry() == match.rect()
        assert match.overlay.title.text() == f"Pass the screen to {NAMES[seat]}"
        assert match.viewer is None and match.board.seat is None and not match.board.interactive
        # behind the cover only the public view was drawn: nothing of the next person, nothing
        # of the one who chose before
        assert all(who is None and public for who, public in self.drawn[since:]), self.drawn[since:]
        assert match.prompt.text() == f"Waiting for {NAMES[seat]} to take the screen."

    def take_screen(self, qtbot, seat: int) -> None:
        """``seat``'s person clicks "I am <name> — show my view"; their view is drawn, no other."""
        before = self.mark()
        click(qtbot, self.match.overlay.button)
        match = self.match
        assert not match.locked and match.overlay.isHidden()
        assert match.viewer == seat == match.board.seat and match.board.interactive
        assert self.drawn[before:] and all(who == seat for who, _ in self.drawn[before:])

    def act(self, seat: int, clicks: Callable[[], None]) -> Action:
        """``clicks`` must add exactly the one entry of ``seat``, one of its legal actions."""
        session = self.session
        legal = tuple(session.legal_actions(seat))
        before = len(session.record)
        clicks()
        assert len(session.record) > before, "the clicks made no move"
        entry = session.record[before]
        assert entry.seat == seat and not entry.chance and entry.action in legal
        return entry.action


# --- Maharaja -----------------------------------------------------------------------------------


#: What each prince clicks on the disc picker (M-3.2).
DISCS = {0: ("build_house", "take_gold"), 1: ("take_houses", "take_gold"), 2: ("take_gold", "take_gold")}


def maharaja_at_planning() -> Session:
    """Three princes in round 1's planning, Chen (the last to choose) first in turn order.

    The public setup (character cards, starting houses) is played straight on the session:
    Asha and Bo take the highest cards, Chen the lowest, so Chen plays first (M-2.3).
    """
    session = Session.new("maharaja", list(PEOPLE), seed=5)
    while session.view(None)["phase"] == "pick":
        seat = min(session.to_move())
        cards = sorted(a["card"] for a in session.legal_actions(seat))
        card = cards[0] if seat == 2 else cards[-1]
        session.act(seat, Action.make("pick_card", card=card))
    while session.view(None)["phase"] != "planning":
        seat = min(session.to_move())
        session.act(seat, session.legal_actions(seat)[0])
    assert session.to_move() == frozenset({0, 1, 2})
    return session


def test_i13_01_maharaja_hand_over_between_secret_discs(window, qtbot):
    screen = Screen(window, maharaja_at_planning())
    session = screen.session
    cards = [min(seat["cards"]) for seat in session.view(None)["seats"]]
    assert min(cards) == cards[2]  # Chen plays first (M-2.3): her disc is shown as planning ends
    since = 0
    for seat in (0, 1, 2):
        screen.assert_covered_for(seat, since)
        picker = screen.match.board.side_widget().picker
        assert not picker.isVisible()
        screen.take_screen(qtbot, seat)
        assert picker.isVisible() and picker.slots == [None, None]  # nobody else's half-choice
        first, second = DISCS[seat]

        def fill(first: str = first, second: str = second, picker: QWidget = picker) -> None:
            click(qtbot, picker.action_buttons[first])
            click(qtbot, picker.action_buttons[second])
            click(qtbot, picker.confirm)

        since = screen.mark()
        action = screen.act(seat, fill)
        assert action.type == "choose_actions" and sorted((action["a"], action["b"])) == sorted(DISCS[seat])
    # the round's discs are all chosen; Chen, still at the screen, turns hers over and plays
    assert session.view(None)["phase"] == "turn" and session.view(None)["current"] == 2
    assert not screen.match.locked and screen.match.viewer == 2
    screen.match.close_match()


# --- The Forbidden City -------------------------------------------------------------------------


def test_i13_01_forbidden_city_hand_over_between_secret_bribes(window, qtbot, monkeypatch):
    from desktop_app.ui.games.forbidden_city.board import ForbiddenCityBoard

    monkeypatch.setattr(ForbiddenCityBoard, "animations_enabled", False)
    screen = Screen(window, Session.new("forbidden_city", list(PEOPLE), seed=3))
    session = screen.session
    since = 0
    for seat in (0, 1, 2):  # F-2.5: every official's bribery board is set in secret
        assert session.to_move() == frozenset(range(seat, 3))
        screen.assert_covered_for(seat, since)
        picker = screen.match.board.side_widget().picker
        assert not picker.isVisible()
        screen.take_screen(qtbot, seat)
        assert picker.isVisible() and picker.official() is None  # nobody else's dials
        bribe = list(session.legal_actions(seat))[5 * seat + 1]

        def dial(bribe: Action = bribe, picker: QWidget = picker) -> None:
            click(qtbot, picker.hat_dial, picker.hat_dial.wedge_point(bribe["hat"]))
            click(qtbot, picker.robe_dial, picker.robe_dial.wedge_point(bribe["robe"]))
            click(qtbot, picker.confirm)

        since = screen.mark()
        assert screen.act(seat, dial) == bribe
    # then the first turn: the hands are secret, so the first player gets the screen by hand-over
    assert session.view(None)["phase"] == "move"
    first = seat_at_screen(session)
    assert first is not None and first != 2
    screen.assert_covered_for(first, since)
    screen.take_screen(qtbot, first)
    board = screen.match.board
    move = next(a for a in session.legal_actions(first) if a.type == "move")
    since = screen.mark()

    def move_by_clicks() -> None:
        click_scene(qtbot, screen.match.board_view, board.officials[tuple(move["official"])].scenePos())
        target = next(item for item in board.destinations if item.action == move)
        click_scene(qtbot, screen.match.board_view, target.scenePos())

    assert screen.act(first, move_by_clicks) == move
    screen.match.close_match()


# --- Arkadia ------------------------------------------------------------------------------------


def arkadia_turn(qtbot, screen: Screen, seat: int) -> int:
    """One whole turn by clicks: a hand card onto the board, a card from the pile, end the turn.

    Returns the drawing count just before the click that ends the turn (and leaves the screen).
    """
    from desktop_app.ui.games.arkadia import palette
    from desktop_app.ui.games.arkadia.shapes import card_key

    match = screen.match
    board, view = match.board, match.board_view
    session = screen.session
    key = sorted(board.selection.playable_cards())[0]
    card = next(item for item in board.table.hand if item.card and card_key(item.card) == key)

    def build() -> None:
        click_scene(qtbot, view, card.mapToScene(card.boundingRect().center()))
        assert board.selection.card == key
        square = sorted(board.selection.fitting_squares())[0]
        click_scene(qtbot, view, palette.square_centre(*square))

    assert screen.act(seat, build).type == "play_card"
    assert session.view(None)["phase"] == "refill"
    pile = board.table.pile

    def draw() -> None:
        click_scene(qtbot, view, pile.mapToScene(pile.boundingRect().center()))

    assert screen.act(seat, draw) == Action.make("draw", source="pile")
    assert session.view(None)["phase"] in ("can", "cash"), "no castle piece expected this early"
    leaving = screen.mark()
    assert screen.act(seat, lambda: click(qtbot, board.side.end_button)) == Action.make("end_turn")
    return leaving


def test_i13_01_arkadia_hand_over_between_secret_hands(window, qtbot):
    screen = Screen(window, Session.new("arkadia", list(PEOPLE), seed=9))
    session = screen.session
    since = 0
    # a whole round: each person plays from a secret hand and draws a secret card from the pile;
    # then the screen goes round to the first person again, by hand-over too
    for seat in (0, 1, 2):
        assert session.to_move() == frozenset({seat})
        screen.assert_covered_for(seat, since)
        screen.take_screen(qtbot, seat)
        assert session.game.has_private_view(session.state, seat)  # a hand nobody else may see
        since = arkadia_turn(qtbot, screen, seat)
    assert session.to_move() == frozenset({0})
    screen.assert_covered_for(0, since)
    screen.take_screen(qtbot, 0)
    screen.match.close_match()


def test_i13_01_the_last_of_a_simultaneous_choice_is_a_secret_choice():
    """The engine shows Chen's disc at once, yet she chooses in secret; public turns stay public."""
    from desktop_app.ui.privacy import hidden_from_onlookers, secret_choice_ahead

    session = maharaja_at_planning()
    for seat in (0, 1):
        assert secret_choice_ahead(session, seat)
        a, b = DISCS[seat]
        session.act(
            seat, next(x for x in session.legal_actions(seat) if sorted((x["a"], x["b"])) == sorted((a, b)))
        )
    assert session.to_move() == frozenset({2})
    assert not hidden_from_onlookers(session, 2)  # the log will show it (M-3.3.2) ...
    assert secret_choice_ahead(session, 2)  # ... but the others chose in secret beside her
    session.act(2, next(x for x in session.legal_actions(2) if x.type == "choose_actions"))
    assert session.view(None)["phase"] == "turn"
    assert not secret_choice_ahead(session, 2)  # her turn's moves are public
