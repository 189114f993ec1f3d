"""Where the main window meets the coach (issue 35, item 4): a coach over every match screen it
shows, and the guided first match started from the start page.

The progress of a lesson is kept with the match's table, not with its screen: a change of
language makes the screen anew over the same table, and the lesson goes on where it was.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from desktop_app.engine.session import SeatInfo, Session
from desktop_app.ui.coach.coach import Coach, Progress
from desktop_app.ui.coach.lessons import LESSONS

if TYPE_CHECKING:
    from desktop_app.ui.match_view import MatchView

_PROGRESS: WeakKeyDictionary[object, Progress] = WeakKeyDictionary()


def coach_match(match: MatchView, *, tips: bool, leave: Callable[[], object]) -> Coach:
    """A coach over ``match``: its lesson if it is a guided match, else first-time tips (a LAN
    screen and a finished match's review get tips too; they show only at the person's turn)."""
    progress = _PROGRESS.get(match.table)
    if progress is None:
        progress = _PROGRESS[match.table] = Progress()
    return Coach(match, progress, tips=tips, leave=leave)


def coach_of(match: MatchView) -> Coach | None:
    return match.findChild(Coach)


def lesson_session(game_id: str) -> Session:
    """The guided first match of ``game_id``: the person in seat 1, the lesson's computer players
    after, on the lesson's seed (so every draw and every computer move is the same each time)."""
    from desktop_app.ui.new_match import automatic_name

    lesson = LESSONS[game_id]
    seats = [SeatInfo(automatic_name(0, "human"), "human", "")]
    taken: set[str] = set()
    for index, level in enumerate(lesson.opponents, start=1):
        name = automatic_name(index, level, taken)
        taken.add(name)
        seats.append(SeatInfo(name, level, ""))
    return Session.new(game_id, seats, {}, lesson.seed)


def begin_lesson(match: MatchView) -> None:
    """``match`` (just shown over a ``lesson_session``) is a guided match: its coach teaches."""
    lesson = LESSONS[match.table.game.id]
    progress = _PROGRESS.get(match.table)
    if progress is None:
        progress = _PROGRESS[match.table] = Progress()
    progress.lesson = lesson
    coach = coach_of(match)
    if coach is not None:
        coach.update()
