"""How a person reads a square of a grid board: a column letter and a row number, "C4".

Arkadia and the Forbidden City keep squares as numbers counted from 0 (the rules files, match
files and the wire speak them so); what a person reads is named here, once, for every board
axis, tooltip, prompt, log line, export and the command line's output. Issue 33 found four
ways on screen at once (Arkadia's tooltips from 1, its axes and log from 0, one log writing
(column, row) and the other (row, column)).

The convention is the one players know from a chess board and a spreadsheet: columns are
letters from A at the left, rows numbers counted from 1. Row 1 is the top row, as both boards
are drawn and as both rules files count (row 0 is the top row there): the row numbers run down
the board's edge, so the axes show it, and a rule's row N is the screen's row N + 1 without
turning the board over in one's head. Letters and digits read the same in English, German and
Dutch, so the name needs no translation.
"""

from __future__ import annotations

from string import ascii_uppercase


def column_name(column: int) -> str:
    """``0`` -> ``A``, ``15`` -> ``P``; past ``Z`` as a spreadsheet goes on (``AA``)."""
    if column < 0:
        return f"({column})"
    name = ""
    column += 1
    while column:
        column, rest = divmod(column - 1, 26)
        name = ascii_uppercase[rest] + name
    return name


def row_name(row: int) -> str:
    """``0`` (the top row) -> ``1``."""
    return str(row + 1) if row >= 0 else f"({row})"


def square_name(column: int, row: int) -> str:
    """``(2, 3)`` -> ``C4``: the column's letter, then the row's number."""
    return column_name(column) + row_name(row)
