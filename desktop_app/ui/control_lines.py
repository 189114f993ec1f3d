"""What the table is told when a seat changes hands: the log line, in the chosen language.

A seat handed to the computer, or taken back by its person (``Session.hand_seat``), is not a step
of the rules, so no game describes it: the local table adds these lines to the log, after the
line of the step at which the seat changed hands (``decorate``), and says them as a notice.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from desktop_app.engine.control import HUMAN, ControlChange
from desktop_app.ui.marks import QT_TRANSLATE_NOOP

#: The computer levels as people call them (the player cards' and new-match dialog's words).
LEVEL_WORDS = {
    "random": QT_TRANSLATE_NOOP("SeatControl", "beginner"),
    "heuristic": QT_TRANSLATE_NOOP("SeatControl", "standard"),
    "hard": QT_TRANSLATE_NOOP("SeatControl", "strong"),
    "expert": QT_TRANSLATE_NOOP("SeatControl", "expert"),
}


def level_word(level: str) -> str:
    """A computer level as people call it ("strong"), in the chosen language."""
    word = LEVEL_WORDS.get(level)
    return QCoreApplication.translate("SeatControl", word) if word is not None else level


def change_line(name: str, by: str) -> str:
    """The log's line for a seat called ``name`` changing hands to ``by`` (no full stop, as the
    games' lines have none)."""
    if by == HUMAN:
        text = QCoreApplication.translate("SeatControl", "{name} takes the seat back from the computer")
        return text.format(name=name)
    text = QCoreApplication.translate("SeatControl", "{name}'s seat is played by the computer ({level})")
    return text.format(name=name, level=level_word(by))


def decorate(lines: Sequence[str], changes: Sequence[ControlChange], names: Sequence[str]) -> list[str]:
    """``lines`` (one per step) with each change told after the line of the step it followed
    (before the first line, for a change made before any step); a change past the last line
    given (the log up to a cursor in review) is left out."""
    shown = list(lines)
    for change in changes:
        text = change_line(names[change.seat], change.by)
        if change.step == 0:
            if shown:
                shown[0] = f"{text} — {shown[0]}"
        elif change.step <= len(shown):
            shown[change.step - 1] = f"{shown[change.step - 1]} — {text}"
    return shown
