"""Small helpers shared by the UI tests."""

from __future__ import annotations

import random
from collections.abc import Iterator

from desktop_app.engine.action import Action
from desktop_app.engine.seats import CHANCE
from desktop_app.engine.session import SeatInfo, Session

ASHA = SeatInfo("Asha", "human", "#D55E00")
BO = SeatInfo("Bo", "human", "#0072B2")
ROBOT = SeatInfo("Robo", "random", "#009E73")


def dice_session(*seats: SeatInfo, seed: int = 7, casual: bool = False, rounds: int = 3) -> Session:
    return Session.new("secret_dice", list(seats or (ASHA, BO)), {"rounds": rounds}, seed, casual=casual)


def bet(side: str = "low") -> Action:
    return Action.make("bet", side=side)


def hand_over(match) -> None:
    """Click through the hand-over screen if it is up."""
    if match.locked:
        match.overlay.button.click()


def random_walk(game_id: str, players: int, seed: int, steps: int) -> Session:
    """A match of seeded random moves, lowest mover first, until it ends or has ``steps`` steps
    (the incremental-board tests follow such a match and compare with fresh boards)."""
    session = Session.new(game_id, players, seed=seed)
    rng = random.Random(seed)
    while session.to_move() and len(session.record) < steps:
        seat = min(session.to_move())
        session.act(seat, rng.choice(list(session.legal_actions(seat))))
    return session


def synced_steps(board, session: Session) -> Iterator[int]:
    """Sync ``board`` at every step of ``session``'s record, as the first mover there sees it (the
    spectator's view where only chance moves) with that seat's legal actions; yields each step
    once the board shows it."""
    game = session.game
    for step in range(len(session.record) + 1):
        state = session.state_at(step)
        movers = sorted(game.to_move(state) - {CHANCE})
        seat = movers[0] if movers else None
        legal = list(game.legal_actions(state, seat)) if seat is not None else []
        board.sync(game.view(state, seat), seat, legal, bool(legal))
        yield step


def answer_takeback(match, accept: bool = True) -> None:
    """Issue 33, item 4: on a shared screen Undo of another person's action first asks that person
    by name (the takeback bar); answer as they would, with the bar's button."""
    assert match.table.takeback is not None, "nobody was asked"
    bar = match.takeback_bar
    assert bar.isVisibleTo(match) or not match.isVisible()
    (bar.accept if accept else bar.decline).click()


def opened_at(qtbot, session: Session, size: tuple[int, int], unlock: bool = True, before=None):
    """A main window of ``size`` showing ``session``, the hand-over cover lifted unless
    ``unlock`` is False: how the laptop-fit tests put a match on a screen. ``before(window)``
    runs before the match opens (to listen to what the window says as it does)."""
    from desktop_app.ui.main_window import MainWindow

    window = MainWindow(bot_delay=0, use_autosave=False)
    qtbot.addWidget(window)
    window.show()
    window.resize(*size)
    if before is not None:
        before(window)
    assert window.show_session(session)
    if unlock and window.match.locked:
        window.match.unlock()
    return window
