"""Does every match screen fit every laptop (issue 33, item 2)? A walk over all of it.

For every screen size (1280x720, 1366x768, 1280x800, 1920x1080), language (en, de, nl), text
size (Preferences > View > Text size: normal to largest), game, and number of players (the least
and the most), a hot-seat match (people at every seat, long names) is opened at several points
of a random match (``STEPS``: the opening, early, middle and late phases, then its end) at a turn
of the person at the screen, then the LAN screens (``layout_walk_lan``: the lobby, a joined table with its
chat open, the hosting table with its chat and "Players who left"; on 127.0.0.1 only), and
``tests.ui.fit_check.fit_problems`` measures it: words cut without a tooltip, buttons below their
size hint, the primary action (End turn, Confirm) off the screen, a log of fewer than six lines
that is no drawer, fewer than two whole player cards, board text (its items' and what it paints)
under 9 px on the screen or lying on other board text, and a button or the board moving when the
prompt's words grow. One window per (size, language, text size), as a person would change
matches in it; ``LAYOUT_WALK_PICTURES=DIR`` saves the LAN screens' pictures there.

Prints one row per combination with its problem count and its first problems, then the totals
per kind. Exit status 0 when nothing was found.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/layout_walk.py`` (several minutes
on two cores); ``--quick`` walks 1280x720 only, in German; ``--sizes 1280x720`` and friends pick.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

SIZES = [(1280, 720), (1366, 768), (1280, 800), (1920, 1080)]
LANGUAGES = ["en", "de", "nl"]
TEXT_SIZES = ["normal", "large", "larger", "largest"]
GAMES = ["maharaja", "forbidden_city", "arkadia"]
#: Random actions played before the screen is looked at (then on to a turn of seat 0).
#: ``END``: played on to the match's end (the end card and the final scores; with five Maharaja
#: princes on a laptop the card once ran past the board).
END = 100_000
STEPS = (0, 12, 45, 120, END)
NAMES = ["Alexandra Katharina", "Bo", "Maximilian Friedrich", "Dorothea", "Evangeline Rosalind"]


def played(game_id: str, players: int, steps: int):
    """A hot-seat match ``steps`` random actions in, then on to a turn of seat 0."""
    import random

    from desktop_app.engine.session import SeatInfo, Session
    from desktop_app.ui import theme

    seats = [SeatInfo(NAMES[i], "human", theme.PLAYER_COLOURS[i][1]) for i in range(players)]
    session = Session.new(game_id, seats, None, 11)
    rng = random.Random(5 + steps)
    for step in range(steps + 80):
        if session.is_over:
            break
        movers = sorted(seat for seat in session.to_move() if seat >= 0)
        if not movers or (step >= steps and 0 in movers):
            break
        session.act(movers[0], rng.choice(list(session.legal_actions(movers[0]))))
    return session


def settle(window=None) -> None:
    """Let the screen settle: with ``window``, until its match's scroll areas, their bars and the
    board keep their places for two turns of the event loop (a side column grows in steps over
    several turns after a match opens, a scroll bar showing for a turn; measured in between,
    the walk found controls cut by a bar that was about to go) or 30 turns have passed."""
    from PySide6.QtCore import QCoreApplication

    for _ in range(4):
        QCoreApplication.processEvents()
    match = getattr(window, "match", None)
    if match is None:
        return
    from PySide6.QtWidgets import QAbstractScrollArea

    from desktop_app.ui.steady import lay_out_now

    def places():
        areas = [match.board_view, *match.findChildren(QAbstractScrollArea)]
        return [
            (
                area.geometry().getRect(),
                area.viewport().size().toTuple(),
                area.verticalScrollBar().isVisible(),
            )
            for area in areas
            if area.isVisibleTo(window)
        ]

    last, same = places(), 0
    for _ in range(30):
        lay_out_now()
        QCoreApplication.processEvents()
        now = places()
        same = same + 1 if now == last else 0
        if same >= 2:
            return
        last = now


def _shown_size() -> str:
    """The text size the window shows now (``text_fit`` may have fallen back from the chosen)."""
    from desktop_app.ui.text_size import SIZES, text_factor

    return next((name for name, factor in SIZES.items() if factor == text_factor()), "?")


def walk_window(size, code, text_size, games, steps, report, lan: bool = False) -> None:
    """Every game, player count and step in one window at ``size``/``code``/``text_size``; with
    ``lan`` the LAN screens after them (``layout_walk_lan``)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from desktop_app import i18n
    from desktop_app.engine.registry import get_game
    from desktop_app.ui.main_window import MainWindow
    from desktop_app.ui.preferences import apply_application_wide
    from tests.ui.fit_check import fit_problems

    i18n.set_language(code)
    i18n.install()
    window = MainWindow(bot_delay=0, use_autosave=False)
    window.preferences = window.preferences.__class__(**{**vars(window.preferences), "text_size": text_size})
    apply_application_wide(window.preferences)
    window.show()
    window.resize(*size)
    for _ in range(10):  # the start page's cards take their heights over several turns
        settle()
    report((size, code, text_size, "start", 0, 0), fit_problems(window))
    for game_id in games:
        game = get_game(game_id)
        for players in sorted({game.min_players, game.max_players}):
            for step in steps:
                window.show_session(played(game_id, players, step))
                match = window.match
                if match.bots is not None:
                    match.bots.close()
                if match.locked:
                    match.unlock()
                settle(window)
                window.text_fit.check()  # a text size that does not fit falls back (and says so)
                settle(window)
                shown = _shown_size()
                label = text_size if shown == text_size else f"{text_size}>{shown}"
                report((size, code, label, game_id, players, step), fit_problems(window))
                window.close_match()
                # thrown away now, as the event loop would: kept, every closed match's widgets were
                # restyled again at each change of text size (a second a change by the 20th match)
                QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    window.close()
    window.deleteLater()
    settle()
    if lan:
        from benchmarks.layout_walk_lan import walk_lan

        preferences = window.preferences

        def make():
            other = MainWindow(bot_delay=0, use_autosave=False)
            other.preferences = preferences
            apply_application_wide(preferences)  # as chosen again (a match may have fallen back)
            other.show()
            other.resize(*size)
            return other

        walk_lan(make, lambda screen, found: report((size, code, text_size, screen, 0, 0), found))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="1280x720 in German only")
    parser.add_argument("--sizes", nargs="*", default=None, help="e.g. 1280x720 1920x1080")
    parser.add_argument("--languages", nargs="*", default=None)
    parser.add_argument("--text-sizes", nargs="*", default=None)
    parser.add_argument("--games", nargs="*", default=None)
    parser.add_argument("--show", type=int, default=2, help="problems printed per row")
    parser.add_argument("--no-lan", action="store_true", help="leave out the LAN screens")
    args = parser.parse_args(argv)
    sizes = [tuple(int(n) for n in s.split("x")) for s in args.sizes] if args.sizes else SIZES
    languages = args.languages or LANGUAGES
    if args.quick:
        sizes, languages = [(1280, 720)], ["de"]
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # a home of its own: no setting, autosave or recent file of the person running this gets in
    home = tempfile.mkdtemp(prefix="layout-walk-")
    for variable in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "THREE_PALACES_HOME"):
        os.environ[variable] = home

    from PySide6.QtWidgets import QApplication

    from desktop_app.ui.theme import style_application

    if not args.no_lan:
        from benchmarks.layout_walk_lan import loopback

        loopback()  # every byte of the LAN screens stays on 127.0.0.1
    app = QApplication.instance() or QApplication(["layout-walk"])
    style_application(app)
    totals: Counter[str] = Counter()
    rows = 0
    bad_rows = 0

    def report(where, found) -> None:
        nonlocal rows, bad_rows
        rows += 1
        kinds = Counter(problem.kind for problem in found)
        totals.update(kinds)
        (w, h), code, text_size, game_id, players, step = where
        label = (
            f"{w}x{h} {code} {text_size:15} {game_id:16} {players}p step {'end' if step == END else step:>3}"
        )
        if found:
            bad_rows += 1
            summary = ", ".join(f"{kind} {n}" for kind, n in sorted(kinds.items()))
            print(f"{label}  {len(found):3}  {summary}")
            for problem in found[: args.show]:
                print(f"        {str(problem)[:160]}")
        else:
            print(f"{label}    0")
        sys.stdout.flush()

    began = time.monotonic()
    for size in sizes:
        for code in languages:
            for text_size in args.text_sizes or TEXT_SIZES:
                walk_window(size, code, text_size, args.games or GAMES, STEPS, report, not args.no_lan)
    print()
    print(f"{rows} screens, {bad_rows} with problems, {time.monotonic() - began:.0f} s")
    for kind, count in sorted(totals.items()):
        print(f"  {kind:22} {count}")
    print(f"  {'total':22} {sum(totals.values())}")
    return 0 if not totals else 1


if __name__ == "__main__":
    sys.exit(main())
