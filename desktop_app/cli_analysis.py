"""``analyse FILE``: the computer's analysis of a match, printed as a table in the run's language.

Every decision of every seat (or of ``--seat N``, counted from 1) is judged from that seat's own
view (``ai/analysis.py``); the table says the step, the seat, the action played and the one the
computer prefers, the win chance after each, and the mark. ``--depth quick`` skips the deeper look
at the marked decisions. ``--save`` writes the analysis into the file, outside its digest (an
analysis of one seat is not saved: the file holds a whole match's, so ``--seat`` with ``--save`` is
refused before any judging).
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import argparse

#: The marks as the table writes them.
_MARKS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}


def tr(context: str, source: str) -> str:
    from desktop_app.i18n import tr as translate

    return translate(context, source)


def add_parser(commands: Any) -> None:
    """The ``analyse`` command's arguments."""
    from pathlib import Path

    analyse = commands.add_parser("analyse", help="judge every decision of a match from its seat's view")
    analyse.add_argument("file", type=Path, help="match file")
    analyse.add_argument("--seat", default=None, help="only this seat's decisions (1 for the first player)")
    analyse.add_argument(
        "--depth", choices=("quick", "deep"), default="deep", help="quick: skip the deeper look"
    )
    analyse.add_argument("--save", action="store_true", help="keep the analysis in the match file")


def analyse(args: argparse.Namespace) -> int:
    from desktop_app.ai import analysis
    from desktop_app.cli_seats import seat_argument
    from desktop_app.engine.errors import EngineError
    from desktop_app.persistence import matchfile

    if args.save and args.seat is not None:
        # said before the minutes of judging, not silently after them (the file holds a whole
        # match's analysis: the window marks every seat's decisions from it)
        raise EngineError(
            tr(
                "Cli",
                "--save keeps a whole match's analysis: leave out --seat to save, or --save to see one seat",
            )
        )
    session = matchfile.load(args.file)
    seats = None
    if args.seat is not None:
        seats = {seat_argument(args.seat, session.players, "--seat takes a seat number")}
    states = [session.state_at(step) for step in range(len(session.record) + 1)]

    def progress(name: str, done: int, total: int) -> None:
        if done == total or done % 20 == 0:
            print(f"\r{name} {done}/{total}", end="", file=sys.stderr, flush=True)

    result = analysis.analyse(
        session.game, states, session.record, session.seed, session.players,
        depth=args.depth, seats=seats, progress=progress,
    )  # fmt: skip
    print(file=sys.stderr)
    print_table(session, result)
    if args.save:
        session.analysis = result.to_json()
        matchfile.save(session, args.file)
        print(tr("Cli", "analysis saved to {path}").format(path=args.file))
    return 0


def print_table(session: Any, result: Any) -> None:
    """The judgements as a table, then each seat's summary."""
    from desktop_app import i18n
    from desktop_app.ai import action_words
    from desktop_app.cli_seats import seat_number

    names, game = session.seat_names, session.game
    marks = {
        "inaccuracy": tr("Cli", "inaccuracy"),
        "mistake": tr("Cli", "mistake"),
        "blunder": tr("Cli", "blunder"),
    }
    header = tr("Cli", "step | seat | played | suggested | win chance played → suggested | mark")
    print(header)
    lines = {seat: session.log_entries(seat) for seat in range(session.players)}
    for item in result.judgements:
        played = i18n.render(lines[item.seat][item.step - 1], names)
        if item.suggested == item.played:
            suggested = tr("Cli", "(the same)")
        else:
            view = game.view(session.state_at(item.step - 1), item.seat)
            line = action_words.action_message(game, view, item.seat, item.suggested)
            suggested = action_words.clean_line(i18n.render(line, names))
        mark = item.mark(result.players)
        shown = f"{_MARKS[mark]} {marks[mark]}" if mark else ""
        chances = f"{item.played_chance:.0%} → {item.suggested_chance:.0%}"
        print(f"{item.step:5} | {seat_number(item.seat)} | {played} | {suggested} | {chances} | {shown}")
    print()
    for seat in range(session.players):
        summary = result.summary(seat)
        if not summary.decisions:
            continue
        print(
            tr(
                "Cli",
                "{name}: {decisions} decisions; inaccuracies: {inaccuracies}, mistakes: {mistakes}, "
                "blunders: {blunders}; average loss: {loss} points of win chance",
            ).format(
                name=names[seat],
                decisions=summary.decisions,
                inaccuracies=summary.marks["inaccuracy"],
                mistakes=summary.marks["mistake"],
                blunders=summary.marks["blunder"],
                loss=f"{summary.average_loss * 100:.1f}",
            )
        )
