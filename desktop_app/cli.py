"""Command line: the window by default, plus headless ``selfplay``, ``replay`` and ``screenshot``.

Every subcommand works without a display, so matches can be generated, checked and rendered
on a build machine. Errors print one clear line to stderr and exit with status 2.

Seats are numbered as players read them, from 1 ("Player 1", "Random bot 1"): ``--as`` and
``join --seat`` take that number and the output prints it (``seat_number``, ``seat_argument``);
match files and the wire keep counting from 0, as data.

``--lang de|nl|en`` (anywhere on the line) picks the language of this run over the setting and
the system's (``desktop_app.i18n.choose_language``); ``selfplay`` and ``replay`` print the log,
the seats' names and the outcome in it. It is taken off the line before anything else reads it,
so ``three-palaces --lang de FILE`` still opens FILE.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from desktop_app import __version__

if TYPE_CHECKING:
    import argparse

# argparse, json, secrets and dataclasses are imported by the commands that use them: the window,
# the command people start most, needs none of them before its first paint (issue 19).

EXIT_ERROR = 2
LANG_FLAG = "--lang"
#: ``ai.graph_worker.FLAG``, spelt out so a plain start imports nothing of the bots.
GRAPH_WORKER_FLAG = "--graph-worker"
#: ``ai.analysis_worker.FLAG``, likewise.
ANALYSIS_WORKER_FLAG = "--analysis-worker"


def build_parser() -> argparse.ArgumentParser:
    import argparse

    parser = argparse.ArgumentParser(
        prog="three-palaces",
        description="Three Palaces: Maharaja, The Forbidden City and Arkadia. "
        "Without a command, the application window opens.",
    )
    parser.add_argument("--version", action="version", version=f"Three Palaces {__version__}")
    parser.add_argument(
        LANG_FLAG,
        choices=("en", "de", "nl"),
        help="language of this run (default: the setting, else the system's); may stand anywhere",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    from desktop_app.cli_analysis import add_parser as add_analyse
    from desktop_app.cli_lan_args import add_host, add_join

    _add_selfplay(commands)
    _add_replay(commands)
    add_analyse(commands)
    _add_screenshot(commands)
    add_host(commands)
    add_join(commands)
    return parser


def _add_selfplay(commands: Any) -> None:
    from desktop_app.cli_lan_args import add_option_argument

    selfplay = commands.add_parser("selfplay", help="bots play a whole match headless and print the result")
    selfplay.add_argument("--game", required=True, help="game id (maharaja, forbidden_city, arkadia)")
    selfplay.add_argument("--players", type=int, required=True, help="number of seats")
    selfplay.add_argument("--seed", type=int, default=None, help="match seed (random if omitted)")
    add_option_argument(selfplay)
    selfplay.add_argument(
        "--bots",
        default="random",
        help="bot level per seat (random, heuristic, hard, expert), comma-separated; one fills every seat",
    )
    selfplay.add_argument("--save", type=Path, help="write the finished match to this file")
    selfplay.add_argument("--log", action="store_true", help="print the full match log")


def _add_replay(commands: Any) -> None:
    replay = commands.add_parser("replay", help="re-verify a match file and print its log and a state")
    replay.add_argument("file", type=Path, help="match file")
    replay.add_argument("--step", type=int, default=None, help="show the state after this many steps")
    replay.add_argument(
        "--as",
        dest="as_seat",
        default=None,
        help="seat number (1 for the first player, as the seats' names count) or 'spectator'; "
        "default: everything",
    )


def _add_screenshot(commands: Any) -> None:
    from desktop_app.cli_lan_args import add_option_argument

    shot = commands.add_parser("screenshot", help="render the board window offscreen to a PNG")
    shot.add_argument("file", type=Path, nargs="?", help="match file to render (else a new match)")
    shot.add_argument("--game", help="game id for a new match")
    shot.add_argument("--players", type=int, default=None, help="seats for a new match")
    shot.add_argument("--seed", type=int, default=1, help="seed for a new match")
    shot.add_argument("--steps", type=int, default=0, help="random-bot decisions to play first")
    shot.add_argument("--step", type=int, default=None, help="with FILE: the step to show")
    shot.add_argument(
        "--as",
        dest="as_seat",
        default=None,
        help="whose eyes: a seat number (1 for the first player), 'spectator' or 'all' (everything revealed, "
        "finished matches); only what the review screen offers there",
    )
    shot.add_argument("--graph", action="store_true", help="open the match graph (evaluated first)")
    shot.add_argument(
        "--better",
        action="store_true",
        help="with FILE analysed (analyse --save): show the better move at --step",
    )
    add_option_argument(shot)
    shot.add_argument("--size", default="1440x900", help="window size WIDTHxHEIGHT")
    shot.add_argument("--start-page", action="store_true", help="render the start page instead")
    shot.add_argument("--out", type=Path, required=True, help="PNG file to write")


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] in ([ANALYSIS_WORKER_FLAG], [GRAPH_WORKER_FLAG]):
        return _worker(argv[0], argv[1:])
    try:
        lang, argv = take_lang(argv)
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        return EXIT_ERROR
    opens_file = bool(argv) and _is_match_file(argv[0])
    prepared = None
    if opens_file or not argv:
        # the window: what needs no Qt is done before anything imports it (``app.prepare``)
        from desktop_app.app import import_qt, prepare

        prepared = prepare([Path(argv[0])] if opens_file else [])
        import_qt()
    try:
        from desktop_app import i18n

        language = i18n.choose_language(lang)
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        return EXIT_ERROR
    if opens_file:
        # ``three-palaces FILE`` (and ``./play FILE``) opens the file in the window.
        from desktop_app.app import run

        return run(argv[:1], language, prepared)
    if not argv:  # the window, as ``./play`` starts it: nothing for the parser to read
        from desktop_app.app import run

        return run(argv, language, prepared)
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        from desktop_app.app import run

        return run(argv, language, prepared)
    i18n.set_language(language)
    handler = {
        "selfplay": _selfplay,
        "replay": _replay,
        "screenshot": _screenshot,
        "host": _host,
        "join": _join,
        "analyse": _analyse,
    }[args.command]
    from desktop_app.engine.errors import EngineError
    from desktop_app.persistence.matchfile import MatchFileError

    try:
        return handler(args)
    except (EngineError, MatchFileError, OSError) as error:
        print(f"error: {error}", file=sys.stderr)
        return EXIT_ERROR


def _worker(flag: str, argv: list[str]) -> int:
    """A process of the window's own, in a bundle that has no ``python -m``: a match's analysis
    or the match graph's evaluation."""
    if flag == ANALYSIS_WORKER_FLAG:
        from desktop_app.ai import analysis_worker

        return analysis_worker.main(argv)
    from desktop_app.ai import graph_worker

    return graph_worker.main(argv)


def take_lang(argv: Sequence[str]) -> tuple[str | None, list[str]]:
    """``--lang X`` / ``--lang=X`` taken out of ``argv`` (the last one wins), and the rest."""
    lang: str | None = None
    rest: list[str] = []
    items = iter(argv)
    for item in items:
        if item == LANG_FLAG:
            lang = next(items, None)
            if lang is None:
                raise ValueError(f"{LANG_FLAG} needs a language: en, de or nl")
        elif item.startswith(LANG_FLAG + "="):
            lang = item.partition("=")[2]
        else:
            rest.append(item)
    return lang, rest


def _host(args: argparse.Namespace) -> int:
    from desktop_app.cli_lan import host

    return host(args, _parse_options)


def _analyse(args: argparse.Namespace) -> int:
    from desktop_app.cli_analysis import analyse

    return analyse(args)


def _join(args: argparse.Namespace) -> int:
    from desktop_app.cli_lan import join

    return join(args)


def _is_match_file(argument: str) -> bool:
    """A path to open rather than a command: a match file's name, or any existing file."""
    from desktop_app.persistence.matchfile import SUFFIX

    return not argument.startswith("-") and (argument.endswith(SUFFIX) or Path(argument).is_file())


def _parse_options(game: Any, pairs: Sequence[str]) -> dict[str, Any]:
    from desktop_app.engine.errors import BadOptions
    from desktop_app.engine.options import shown

    specs = {spec.key: spec for spec in shown(game.options)}  # never the rules version: always current
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise BadOptions(f"--option needs KEY=VALUE, got {pair!r}")
        if key not in specs:
            known = ", ".join(sorted(specs)) or "none"
            raise BadOptions(f"unknown option {key!r} for {game.id} (known options: {known})")
        options[key] = specs[key].parse(value)
    return options


def _bots_for(levels: str, players: int, seed: int) -> dict[int, Any]:
    from desktop_app.ai.base import make_bot
    from desktop_app.engine.errors import EngineError

    names = [name.strip() for name in levels.split(",") if name.strip()]
    if len(names) == 1:
        names *= players
    if len(names) != players:
        raise EngineError(f"--bots names {len(names)} levels for {players} seats")
    try:
        return {seat: make_bot(level, seed * 1009 + seat) for seat, level in enumerate(names)}
    except ValueError as error:
        raise EngineError(str(error)) from None


def _no_games_hint() -> str | None:
    from desktop_app.engine.registry import all_games

    return None if all_games() else "no games registered yet"


def _selfplay(args: argparse.Namespace) -> int:
    from desktop_app.ai import selfplay
    from desktop_app.engine.errors import EngineError
    from desktop_app.engine.registry import get_game
    from desktop_app.engine.session import SeatInfo, Session
    from desktop_app.persistence import matchfile

    hint = _no_games_hint()
    if hint:
        print(hint, file=sys.stderr)
        return EXIT_ERROR
    game = get_game(args.game)
    options = _parse_options(game, args.option)
    import secrets

    seed = args.seed if args.seed is not None else secrets.randbits(48)
    bots = _bots_for(args.bots, args.players, seed)
    seats = [SeatInfo(_bot_name(bots[s].level, s), bots[s].level) for s in range(args.players)]
    session = Session.new(game.id, seats, options, seed)
    selfplay.play(session, bots)
    if session.outcome() is None:
        raise EngineError(f"the match did not end within {selfplay.DEFAULT_MAX_DECISIONS} decisions")
    if args.log:
        for number, line in enumerate(_log_lines(session, None, len(session.record)), start=1):
            print(f"{number:5}  {line}")
    _print_outcome(session)
    if args.save:
        matchfile.save(session, args.save)
        print(tr("Cli", "saved to {path}").format(path=args.save))
    return 0


def tr(context: str, source: str) -> str:
    """``source`` in the language of this run (the command line has no Qt application)."""
    from desktop_app.i18n import tr as translate

    return translate(context, source)


def _bot_name(level: str, seat: int) -> str:
    """A self-play seat's name, "Random bot 1", in the language of the run (the log shows it)."""
    levels = {
        "random": tr("Cli", "Random"),
        "heuristic": tr("Cli", "Heuristic"),
        "hard": tr("Cli", "Hard"),
        "expert": tr("Cli", "Expert"),
    }
    shown = levels.get(level, level.title())
    return tr("Cli", "{level} bot {n}").format(level=shown, n=seat + 1)


def _print_outcome(session: Any) -> None:
    from desktop_app import i18n
    from desktop_app.cli_seats import seat_number

    outcome = session.outcome()
    print(
        tr("Cli", "{title}: {players} players, seed {seed}, {steps} steps").format(
            title=i18n.game_title(session.game.id),
            players=session.players,
            seed=session.seed,
            steps=len(session.record),
        )
    )
    if outcome is None:
        print(tr("Cli", "the match is not finished"))
        return
    for place, seat in enumerate(outcome.ranking, start=1):
        name = session.seats[seat].name
        score = outcome.scores.get(seat)
        print(
            tr("Cli", "{place}. seat {seat} ({name}): {score}").format(
                place=place, seat=seat_number(seat), name=name, score=score
            )
        )
    for line in outcome.explanation:
        print(f"   {i18n.render(line, session.seat_names)}")


def _replay(args: argparse.Namespace) -> int:
    from desktop_app.engine.errors import EngineError
    from desktop_app.persistence import matchfile

    session = matchfile.load(args.file)
    steps = len(session.record)
    step = steps if args.step is None else args.step
    if not 0 <= step <= steps:
        raise EngineError(f"--step must be between 0 and {steps}")
    from desktop_app import i18n

    seat: int | None = None
    label = tr("Cli", "everything")
    if args.as_seat is not None:
        if args.as_seat == "spectator":
            label = tr("Cli", "a spectator")
        else:
            from desktop_app.cli_seats import seat_argument, seat_number

            seat = seat_argument(args.as_seat, session.players, "--as takes a seat number or 'spectator'")
            label = tr("Cli", "seat {seat} ({name})").format(
                seat=seat_number(seat), name=session.seats[seat].name
            )
    title = i18n.game_title(session.game.id)
    print(
        tr("Cli", "{file}: verified, {steps} steps of {title}").format(
            file=args.file.name, steps=steps, title=title
        )
    )
    reader = seat if args.as_seat is not None else _ALL
    for number, line in enumerate(_log_lines(session, reader, step), start=1):
        print(f"{number:5}  {line}")
    session.seek(step)
    import json

    print()
    print(tr("Cli", "State after step {step}, as seen by {label}:").format(step=step, label=label))
    if args.as_seat is None:
        print(json.dumps(_jsonable(session.state), indent=1, ensure_ascii=False, default=str))
    else:
        print(json.dumps(session.view(seat), indent=1, ensure_ascii=False))
    if step == steps:
        _print_outcome(session)
    return 0


_ALL = object()


def _log_lines(session: Any, reader: Any, step: int) -> list[str]:
    """The log up to ``step`` as ``reader`` may read it (``_ALL``: unredacted), in the run's language."""
    from desktop_app import i18n
    from desktop_app.cli_seats import with_control

    names, game = session.seat_names, session.game
    if reader is not _ALL:
        entries = session.log_entries(reader, upto=step)
        return with_control([i18n.render(line, names) for line in entries], session)
    lines = []
    for index, entry in enumerate(session.record[:step]):
        line = game.describe(entry, session.state_at(index), session.state_at(index + 1))
        lines.append(i18n.render(line, names))
    return with_control(lines, session)


def _jsonable(state: Any) -> Any:
    import dataclasses

    if dataclasses.is_dataclass(state) and not isinstance(state, type):
        return {f.name: _jsonable(getattr(state, f.name)) for f in dataclasses.fields(state)}
    if isinstance(state, dict):
        return {str(k): _jsonable(v) for k, v in state.items()}
    if isinstance(state, (list, tuple, frozenset, set)):
        items = [_jsonable(v) for v in state]
        return sorted(items, key=repr) if isinstance(state, (set, frozenset)) else items
    return state


def _perspective(text: str | None, session: Any) -> Any:
    """``--as`` as a perspective for the review screen: a seat, None (spectator), "all"."""
    from desktop_app.engine.errors import EngineError
    from desktop_app.ui.screenshot import AUTO

    if text is None:
        return AUTO
    if session is None:
        raise EngineError("--as needs a match")
    if text == "all":
        return "all"
    if text == "spectator":
        return None
    from desktop_app.cli_seats import seat_argument

    return seat_argument(text, session.players, "--as must be a seat number, 'spectator' or 'all'")


def _screenshot(args: argparse.Namespace) -> int:
    from desktop_app.ai import selfplay
    from desktop_app.engine.errors import EngineError
    from desktop_app.engine.registry import get_game
    from desktop_app.engine.session import SeatInfo, Session
    from desktop_app.persistence import matchfile

    try:
        width, height = (int(part) for part in args.size.lower().split("x"))
    except ValueError:
        raise EngineError("--size must look like 1440x900") from None
    session = None
    step = None
    if args.file is not None:
        session = matchfile.load(args.file)
        step = args.step
    elif not args.start_page:
        if not args.game:
            raise EngineError("screenshot needs a match FILE, --game G, or --start-page")
        game = get_game(args.game)
        players = args.players or min(max(3, game.min_players), game.max_players)
        from desktop_app import i18n

        # the seats are named as the new-match dialog names them, in the language of this run
        named = [SeatInfo(i18n.wording().player.format(n=seat + 1)) for seat in range(players)]
        session = Session.new(game.id, named, _parse_options(game, args.option), args.seed)
        selfplay.play(session, _bots_for("random", players, session.seed), max_decisions=args.steps)
    try:
        from desktop_app.ui.screenshot import render_screenshot
    except ImportError as error:
        raise EngineError(f"the user interface is not available: {error}") from None
    perspective = _perspective(args.as_seat, session)
    try:
        render_screenshot(
            session,
            args.out,
            (width, height),
            step,
            perspective=perspective,
            graph=args.graph,
            better=args.better,
        )
    except ValueError as error:
        raise EngineError(str(error)) from None
    print(f"wrote {args.out}")
    return 0
