"""The headless LAN commands: ``host`` serves a match, ``join`` plays one as a computer client.

Both run a QCoreApplication event loop (no display is needed) and end by themselves: the host
when the match is over and every client has been sent the final file, a client when it has
received it. What they print is for a person and for the tests that drive them: the host prints
``address HOST:PORT`` and ``code CODE`` lines first, then flushes, so a script can read them.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

#: After the match is over, how long the host keeps serving so the last frames reach everyone.
LINGER_MS = 1500


def host(args: argparse.Namespace, parse_options: Callable[[Any, list[str]], dict[str, Any]]) -> int:
    from PySide6.QtCore import QCoreApplication, QTimer

    from desktop_app.engine.registry import get_game
    from desktop_app.net.host import parse_seat_plan, start_host

    game = get_game(args.game)
    plan = parse_seat_plan(args.seats, args.players)
    options = parse_options(game, args.option)
    app = QCoreApplication.instance() or QCoreApplication(["three-palaces-host"])
    lan = start_host(
        game.id,
        plan,
        options,
        seed=args.seed,
        bind=args.bind,
        port=args.port,
        allow_spectators=args.allow_spectators,
    )
    address, port = lan.address()
    print(f"{game.title}: {args.players} seats ({', '.join(plan)})")
    print(f"address {address}:{port}")
    print(f"code {lan.code}")
    sys.stdout.flush()

    def watch() -> None:
        if lan.core.session.is_over:
            poll.stop()
            QTimer.singleShot(LINGER_MS, app.quit)

    poll = QTimer()
    poll.timeout.connect(watch)
    poll.start(100)
    app.exec()
    lan.close()
    outcome = lan.core.session.outcome()
    if outcome is None:
        print("the host stopped before the match ended", file=sys.stderr)
        return 2
    names = lan.core.session.seat_names
    for place, seat in enumerate(outcome.ranking, start=1):
        print(f"{place}. seat {seat} ({names[seat]}): {outcome.scores.get(seat)}")
    errors = lan.core.internal_errors + lan.core.bot_errors
    for error in errors:
        print(f"error: {error}", file=sys.stderr)
    return 0 if not errors else 2


def join(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QCoreApplication

    from desktop_app.engine.errors import EngineError
    from desktop_app.net import joincode
    from desktop_app.net.bot_client import BotClient

    address, sep, port_text = args.address.rpartition(":")
    if not sep or not port_text.isdigit():
        raise EngineError(f"the address must be HOST:PORT, not {args.address[:60]!r}")
    try:
        code = joincode.parse(args.code)
    except ValueError as error:
        raise EngineError(f"that join code cannot be read: {error}") from None
    app = QCoreApplication.instance() or QCoreApplication(["three-palaces-join"])
    client = BotClient(address, int(port_text), code, seat=args.seat, level=args.bot, seed=args.seed)
    result: dict[str, Any] = {}

    def finished(outcome: dict[str, Any], file: dict[str, Any]) -> None:
        result["outcome"], result["file"] = outcome, file
        app.quit()

    def failed(reason: str) -> None:
        result["error"] = reason
        app.quit()

    client.finished.connect(finished)
    client.failed.connect(failed)
    client.start()
    app.exec()
    if "error" in result:
        print(f"error: {result['error']}", file=sys.stderr)
        return 2
    ranking = result["outcome"].get("ranking", [])
    print(f"seat {client.seat}: match over after {client.acted} moves of mine; ranking {ranking}")
    return 0
