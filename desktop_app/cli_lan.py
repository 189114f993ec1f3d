"""The headless LAN commands: ``host`` serves a match, ``join`` plays one as a computer client.

Both run a QCoreApplication event loop (no display is needed) and end by themselves: the host
when the match is over and its players have had time to fetch the final file, a client when it
has received it. What they print is for a person and for the tests that drive them: the host prints
``address HOST:PORT``, ``code CODE`` and ``journal PATH`` lines first, then flushes, so a script can
read them — and an operator whose host died can restart it with ``host --resume PATH``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from desktop_app.net.host import LanHost

#: After the end, once every player has been sent the final file, the host stops when nobody has
#: been connected for this many seconds (by default): time for the last frames to reach everyone.
LINGER_S = 1.5
#: ... and at the latest this long after the end: a player may never come back, or keep a window
#: connected for ever.
MAX_LINGER_S = 60.0
#: What ``--resume`` takes from the journal, so none of these may be given with it.
MATCH_ARGUMENTS = ("game", "players", "seats", "option", "seed", "allow_spectators", "allow_hints")


def host(args: argparse.Namespace, parse_options: Callable[[Any, list[str]], dict[str, Any]]) -> int:
    from PySide6.QtCore import QCoreApplication

    from desktop_app.cli_seats import seat_number
    from desktop_app.engine.errors import EngineError
    from desktop_app.net import tls
    from desktop_app.net.journal import JournalError
    from desktop_app.net.transport import TransportError

    app = QCoreApplication.instance() or QCoreApplication(["three-palaces-host"])
    try:
        lan, description = _resume(args) if args.resume is not None else _start(args, parse_options)
    except (JournalError, TransportError, tls.IdentityError) as error:
        raise EngineError(str(error)) from None
    address, port = lan.address()
    print(description)
    print(f"address {address}:{port}")
    print(f"code {lan.code}")
    print(f"journal {lan.journal_path}")
    beacon = _announce(lan, args)
    sys.stdout.flush()
    _serve_until_done(app, lan, LINGER_S if args.linger is None else args.linger)
    if beacon is not None:
        beacon.stop()
    lan.close()
    outcome = lan.core.session.outcome()
    if outcome is None:
        print("the host stopped before the match ended", file=sys.stderr)
        return 2
    names = lan.core.session.seat_names
    for place, seat in enumerate(outcome.ranking, start=1):
        print(f"{place}. seat {seat_number(seat)} ({names[seat]}): {outcome.scores.get(seat)}")
    errors = lan.core.internal_errors + lan.core.bot_errors
    for line in errors:
        print(f"error: {line}", file=sys.stderr)
    return 0 if not errors else 2


def _announce(lan: LanHost, args: argparse.Namespace) -> Any:
    """Announce the match as the window does (``cli_discovery``); a beacon that cannot start is
    said and skipped: players can still type the address and code."""
    from desktop_app import cli_discovery

    if not cli_discovery.should_announce(args.announce, args.bind):
        return None
    try:
        sender = cli_discovery.announce(lan, args.bind)
    except (OSError, ValueError) as error:
        print(f"not announcing the match: {error}", file=sys.stderr)
        return None
    print(f"announcing to {', '.join(f'{host}:{port}' for host, port in cli_discovery.targets())}")
    return sender


def _host_options(args: argparse.Namespace) -> dict[str, Any]:
    """The host options given on the command line that a journal does not keep."""
    from desktop_app.engine.errors import EngineError
    from desktop_app.engine.seats import BOT_KINDS

    if args.stand_in_after is not None and not 0 <= args.stand_in_after <= 86_400:
        raise EngineError("--stand-in-after is a number of seconds from 0 to 86400")
    if args.stand_in_level not in BOT_KINDS:
        raise EngineError(f"--stand-in-level is one of {', '.join(BOT_KINDS)}")
    return {"stand_in_after": args.stand_in_after, "stand_in_level": args.stand_in_level}


def _start(
    args: argparse.Namespace, parse_options: Callable[[Any, list[str]], dict[str, Any]]
) -> tuple[LanHost, str]:
    from desktop_app.engine.errors import EngineError
    from desktop_app.engine.registry import get_game
    from desktop_app.net.heap import PROCESS
    from desktop_app.net.host import parse_seat_plan, start_host

    if args.game is None or args.players is None or args.seats is None:
        raise EngineError("host needs --game, --players and --seats (or --resume JOURNAL)")
    game = get_game(args.game)
    plan = parse_seat_plan(args.seats, args.players)
    options = parse_options(game, args.option)
    lan = start_host(
        game.id,
        plan,
        options,
        seed=args.seed,
        bind=args.bind,
        port=args.port,
        allow_spectators=args.allow_spectators,
        allow_hints=args.allow_hints,
        heap=PROCESS,  # this process is the host: its old objects stay out of full collections
        **_host_options(args),
    )
    return lan, f"{game.title}: {args.players} seats ({', '.join(plan)})"


def _resume(args: argparse.Namespace) -> tuple[LanHost, str]:
    """The killed host's match again: same match id, code, tokens and streams (``resume_host``)."""
    from desktop_app.engine.errors import EngineError
    from desktop_app.net.heap import PROCESS
    from desktop_app.net.host import resume_host

    given = [name for name in MATCH_ARGUMENTS if getattr(args, name) not in (None, False, [])]
    if given:
        flags = ", ".join("--" + name.replace("_", "-") for name in given)
        raise EngineError(f"--resume takes the match from its journal; leave out {flags}")
    lan = resume_host(args.resume, bind=args.bind, port=args.port, heap=PROCESS, **_host_options(args))
    session = lan.core.session
    plan = ", ".join(lan.core.plan)
    state = "over" if session.is_over else f"at state {lan.core.state_id}"
    return lan, f"{session.game.title}: {session.players} seats ({plan}), resumed {state}"


class _EndWatch:
    """Decides when a host whose match is over may stop: once every network seat has been sent the
    final file and nobody has been connected for ``linger`` seconds, or ``MAX_LINGER_S`` after the end.

    A seat has been sent the file if it was connected when the match ended (its stream carried
    ``match_over``) or has been connected since (a resume replays it, or sends a snapshot holding
    it). A player whose connection dropped just before the end comes back to fetch it; a fixed pause
    after the end would strand a slow one, waiting for every seat does not.
    """

    def __init__(self, lan: LanHost, linger: float) -> None:
        self.lan, self.linger = lan, linger
        self.served: set[int] = set()
        # A match already over when this host started (``--resume`` after the end) is served for
        # whoever missed the file; which seats did is not known, so one visit is waited for.
        over = lan.core.session.is_over
        self.needed: set[int] = set() if over else set(lan.core.humans)
        self.visit_needed = over
        self.ended_at: float | None = None
        self.empty_since: float | None = None
        # Called inside the change that ends the match, before the host tells the streams.
        lan.core.session.subscribe(lambda session, _what: self._served_now() if session.is_over else None)

    def _served_now(self) -> None:
        connected = self.lan.core.presence()["connected"]
        self.served.update(connected)
        if connected:
            self.visit_needed = False

    def done(self, now: float) -> bool:
        if not self.lan.core.session.is_over:
            return False
        self._served_now()
        if self.ended_at is None:
            self.ended_at = now
        if self.lan.core.presence()["connected"] or self.visit_needed or not self.served >= self.needed:
            self.empty_since = None
        elif self.empty_since is None:
            self.empty_since = now
        waited = self.empty_since is not None and now - self.empty_since >= self.linger
        return waited or now - self.ended_at >= MAX_LINGER_S


def _serve_until_done(app: Any, lan: LanHost, linger: float) -> None:
    """Run the event loop until ``_EndWatch`` says the host may stop."""
    from PySide6.QtCore import QTimer

    watch = _EndWatch(lan, linger)

    def check() -> None:
        if watch.done(time.monotonic()):
            poll.stop()
            app.quit()

    poll = QTimer()
    poll.timeout.connect(check)
    poll.start(100)
    app.exec()


def join(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QCoreApplication

    from desktop_app.engine.errors import EngineError
    from desktop_app.net.bot_client import BotClient

    if args.list:
        from desktop_app.cli_discovery import list_matches

        try:
            return list_matches(args.bind, args.wait)
        except (OSError, ValueError) as error:
            raise EngineError(str(error)) from None
    address, port, code = _join_target(args)
    app = QCoreApplication.instance() or QCoreApplication(["three-palaces-join"])
    client = BotClient(
        address,
        port,
        code,
        seat=None if args.seat is None else args.seat - 1,  # typed from 1, sent from 0
        level=args.bot,
        seed=args.seed,
        seat_file=args.token_file,
        trace=args.trace,
        think_ms=args.think_ms,
        keep_trying=args.keep_trying,
    )
    result: dict[str, Any] = {}

    def finished(outcome: dict[str, Any], file: dict[str, Any]) -> None:
        result["outcome"], result["file"] = outcome, file
        app.quit()

    def failed(reason: str) -> None:
        result["error"] = reason
        app.quit()

    client.finished.connect(finished)
    client.failed.connect(failed)
    try:
        client.start()
    except ValueError as error:  # SeatFileError is an EngineError: cli.main prints it
        raise EngineError(str(error)) from None
    app.exec()
    client.trace.close()
    if "error" in result:
        print(f"error: {result['error']}", file=sys.stderr)
        return 2
    from desktop_app.cli_seats import seat_number

    ranking = [seat_number(seat) for seat in result["outcome"].get("ranking", [])]
    seat = "?" if client.seat is None else seat_number(client.seat)
    print(f"seat {seat}: match over after {client.acted} moves of mine; ranking {ranking}")
    if args.save is not None:
        _save_final_file(result["file"], args.save)
        print(f"saved to {args.save}")
    return 0


def _join_target(args: argparse.Namespace) -> tuple[str, int, Any]:
    """Where ``join`` goes and with which code (None: the seat file's token), checked first: a
    clear short error for an address or a code that cannot be read."""
    from desktop_app.engine.errors import EngineError
    from desktop_app.net import joincode

    if args.address is None:
        raise EngineError("join needs HOST:PORT (or --list to hear the matches announced)")
    address, sep, port_text = args.address.rpartition(":")
    if not sep or not port_text.isdigit():
        raise EngineError(f"the address must be HOST:PORT, not {args.address[:60]!r}")
    code = None
    if args.code is not None:
        try:
            code = joincode.parse(args.code)
        except ValueError as error:
            raise EngineError(f"that join code cannot be read: {error}") from None
    elif args.token_file is None or not args.token_file.exists():
        raise EngineError("join needs --code (or a --token-file kept from an earlier join)")
    return address, int(port_text), code


def _save_final_file(document: dict[str, Any], path: Path) -> None:
    """Keep the match file the host sent, once it has replayed and checked out like any file."""
    from desktop_app.persistence import matchfile
    from desktop_app.persistence.atomic import write_atomically

    data = json.dumps(document, ensure_ascii=False, indent=1).encode("utf-8")
    matchfile.loads(data, name="the host's match file")  # MatchFileError says what is wrong
    write_atomically(path, data + b"\n")
