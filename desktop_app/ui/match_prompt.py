"""What the prompt line over the board says: who is to do what now, in a sentence.

One place decides it, from the table and the eyes the screen shows: reviewing, the match over,
waiting for a person to take the screen, the board's own prompt for the person whose turn it is
(named when the screen passed to them without a hand-over), a computer thinking or stuck, or
the people waiting to be heard from. The texts keep the translation context "MatchView", the
screen they were written for.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop_app.engine.seats import CHANCE, Seat
from desktop_app.ui import theme
from desktop_app.ui.games.base import Board
from desktop_app.ui.table import Table


def prompt_style(stripe: str) -> str:
    """The prompt line's look, its left stripe in the colour of the seat whose eyes are shown."""
    return (
        f"background: {theme.INDIGO}; color: #F6EFE2; font-size: 12.5pt; font-weight: 600; "
        f"padding: 8px 14px; border-left: 8px solid {stripe};"
    )


def prompt_text(table: Table, board: Board, viewer: Seat | None, *, locked: bool, passed_on: bool) -> str:
    """The prompt for the screen showing ``viewer``'s eyes (``locked``: under the hand-over
    cover; ``passed_on``: the shared screen went to the viewer without a hand-over)."""
    seats = table.seats
    if table.is_reviewing:
        return QCoreApplication.translate(
            "MatchView", "Reviewing step {n} of {total}. Press End to return to the live position."
        ).format(n=table.cursor, total=table.length)
    outcome = table.outcome()
    if outcome is not None:
        return QCoreApplication.translate("MatchView", "The match is over — {name} wins.").format(
            name=seats[outcome.winner].name
        )
    movers = sorted(seat for seat in table.to_move(live=True) if seat != CHANCE)
    ask = table.takeback
    if locked and ask is not None and not table.networked:  # Undo asked a person by name
        return QCoreApplication.translate("MatchView", "Waiting for {name} to answer.").format(
            name=seats[ask.by].name
        )
    if locked:
        seat = table.seat_at_screen()
        assert seat is not None
        return QCoreApplication.translate("MatchView", "Waiting for {name} to take the screen.").format(
            name=seats[seat].name
        )
    if viewer is not None and viewer in movers and viewer in table.screen_seats:
        return _your_turn(seats[viewer].name, board.prompt(), passed_on)
    return _others_turn(table, movers)


def _your_turn(name: str, text: str, passed_on: bool) -> str:
    """The board's prompt ``text`` for ``name``, whose turn it is."""
    if not text:
        return QCoreApplication.translate("MatchView", "{name}, it is your turn.").format(name=name)
    if passed_on and name not in text:
        # the shared screen passed to this person without a hand-over (a public step):
        # say whose turn it is
        if text.startswith("Your "):  # English prompts read on: "Asha, your turn: …"
            return f"{name}, y{text[1:]}"
        return QCoreApplication.translate("MatchView", "{name} — {prompt}").format(name=name, prompt=text)
    return text


def _others_turn(table: Table, movers: list[Seat]) -> str:
    """Whom the screen waits for: a computer (thinking, or without its level here), or people."""
    seats = table.seats
    bots = [seat for seat in movers if seats[seat].kind not in ("human", "remote")]
    stuck = [seat for seat in bots if table.missing_level(seat) is not None]
    if stuck:
        seat = stuck[0]
        return QCoreApplication.translate(
            "MatchView",
            "{name} cannot move: the computer level “{level}” is not available in this version.",
        ).format(name=seats[seat].name, level=table.missing_level(seat))
    if bots and table.computers_paused:
        return QCoreApplication.translate(
            "MatchView", "Paused: {name} moves when the computer players play on."
        ).format(name=seats[bots[0]].name)
    if bots:
        return QCoreApplication.translate("MatchView", "{name} is thinking…").format(name=seats[bots[0]].name)
    if movers:
        names = ", ".join(seats[seat].name for seat in movers)
        return QCoreApplication.translate("MatchView", "Waiting for {names}.").format(names=names)
    return ""
