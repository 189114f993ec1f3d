"""One name for a square wherever a person reads it (issue 33): "C4", a column letter and a row
counted from 1 at the top, in both grid games' logs, as the boards' axes and tooltips say it.

Issue 33 found Arkadia's tooltips counting from 1 while its axes and log counted from 0, and the
Forbidden City's log writing (column, row) where Arkadia's wrote (row, column).
"""

from __future__ import annotations

import random
import re

from desktop_app.engine.action import Action
from desktop_app.engine.messages import render
from desktop_app.engine.session import Session
from desktop_app.engine.squares import column_name, row_name, square_name
from desktop_app.games import arkadia, forbidden_city

NAME = re.compile(r"^[A-Z]+[1-9][0-9]*$")


def test_a_square_is_its_column_letter_and_its_row_counted_from_one():
    assert square_name(2, 3) == "C4"
    assert square_name(0, 0) == "A1"
    assert [column_name(c) for c in (0, 15, 25, 26, 27)] == ["A", "P", "Z", "AA", "AB"]
    assert row_name(11) == "12"


def test_each_game_names_its_own_squares_column_first():
    # Arkadia keeps (row, column), the Forbidden City (column, row) or an index: one name each
    assert arkadia.square_name((3, 2)) == "C4"
    assert forbidden_city.square_name((2, 3)) == "C4"
    assert forbidden_city.square_name(3 * 15 + 2) == "C4"


def _lines(game: str, seed: int, wanted: str) -> list[tuple[Action, str]]:
    """(action, log line) of every step of type ``wanted`` in a random match."""
    session = Session.new(game, 2, {}, seed=seed)
    rng = random.Random(seed)
    found = []
    while not session.is_over and len(session.record) < 600:
        seat = rng.choice(sorted(seat for seat in session.to_move() if seat >= 0))
        session.act(seat, rng.choice(list(session.legal_actions(seat))))
        entry = session.record[-1]
        if entry.action.type == wanted:
            index = len(session.record) - 1
            line = session.game.describe(entry, session.state_at(index), session.state_at(index + 1))
            found.append((entry.action, render(line, session.seat_names)))
    return found


def test_arkadia_log_names_a_worker_square_as_the_axes_do():
    found = _lines("arkadia", 11, "place_worker")
    assert found
    for action, line in found:
        r, c = action["square"]
        assert line.split(" on ")[-1].split(";")[0] == f"{column_name(c)}{row_name(r)}"


def test_forbidden_city_log_names_a_destination_as_the_axes_do():
    found = [(a, line) for a, line in _lines("forbidden_city", 12, "move") if " to " in line]
    assert found
    for action, line in found:
        col, row = action["to"]
        name = line.rsplit(" to ", 1)[1]
        assert NAME.match(name) and name == f"{column_name(col)}{row_name(row)}"
