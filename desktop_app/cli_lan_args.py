"""The arguments of the headless LAN commands, ``host`` and ``join`` (``cli_lan`` runs them).

Kept apart from ``cli.build_parser`` so each command's list of arguments reads as one piece, and
so the window's start-up never imports argparse (``cli``'s parser is built only for a command).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any


def add_option_argument(parser: argparse.ArgumentParser) -> None:
    """``--option KEY=VALUE`` (repeatable): a match option, as every command that starts a match
    takes it."""
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="match option, e.g. variant=pro1 (repeatable)",
    )


def add_host(commands: Any) -> None:
    """``host``: the match it serves (or the journal it resumes), where it listens and when it
    stops."""
    host = commands.add_parser("host", help="serve a LAN match headless; prints the address and join code")
    host.add_argument("--game", help="game id (maharaja, forbidden_city, arkadia)")
    host.add_argument("--players", type=int, help="number of seats")
    host.add_argument(
        "--seats", help="per seat 'human' (a person on the network) or 'bot:LEVEL', comma-separated"
    )
    add_option_argument(host)
    host.add_argument("--seed", type=int, default=None, help="match seed (random if omitted; never sent)")
    host.add_argument("--port", type=int, default=0, help="TCP port (0: any free one)")
    host.add_argument(
        "--bind", default="127.0.0.1", help="address to listen on (default: this computer only)"
    )
    host.add_argument("--allow-spectators", action="store_true", help="let people watch without a seat")
    host.add_argument(
        "--allow-hints",
        action="store_true",
        help="let every player ask their own computer for hints (from their own view)",
    )
    host.add_argument(
        "--resume",
        type=Path,
        metavar="JOURNAL",
        help="serve again the match of a host that died, from the journal it printed (same code and "
        "seats; give the old --port so players find it)",
    )
    host.add_argument(
        "--stand-in-after",
        type=float,
        default=None,
        metavar="SECONDS",
        help="during play, let the computer play a person's seat once they have been away this long, "
        "until they come back (default: the match waits for them)",
    )
    host.add_argument(
        "--stand-in-level", default="heuristic", help="the stand-in's level (random, heuristic, hard, expert)"
    )
    host.add_argument(
        "--announce",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="announce the match on the network as the window does, to THREE_PALACES_BEACON_TARGETS "
        "(else 255.255.255.255) on THREE_PALACES_BEACON_PORT (default: unless --bind is loopback)",
    )
    host.add_argument(
        "--linger",
        type=float,
        default=None,
        metavar="SECONDS",
        help="after the end, stop once every player was sent the final file and nobody has been "
        "connected for this long (default 1.5; at most a minute after the end)",
    )


def add_join(commands: Any) -> None:
    """``join``: the match and seat to take, the computer player, and ``--list`` instead."""
    join = commands.add_parser("join", help="join a LAN match as a computer player and play it to the end")
    join.add_argument("address", nargs="?", help="HOST:PORT as the host printed it (not with --list)")
    join.add_argument("--code", help="the join code the host shows (not needed to resume a --token-file)")
    join.add_argument(
        "--seat", type=int, default=None, help="seat number (1 for the first player); default: any free seat"
    )
    join.add_argument("--bot", default="random", help="computer level (random, heuristic, hard, expert)")
    join.add_argument("--seed", type=int, default=None, help="the bot's own seed")
    join.add_argument(
        "--token-file",
        type=Path,
        metavar="PATH",
        help="keep the seat here (match, seat, token, stream position, an act in flight); if the file "
        "exists, resume that seat instead of joining",
    )
    join.add_argument(
        "--trace", type=Path, metavar="PATH", help="append one JSON line per event seen and act sent"
    )
    join.add_argument("--save", type=Path, metavar="FILE", help="write the final match file here")
    join.add_argument(
        "--think-ms", type=int, default=0, metavar="MS", help="pause before each move (default 0)"
    )
    join.add_argument(
        "--keep-trying",
        type=float,
        default=0.0,
        metavar="SECONDS",
        help="after the link drops, keep trying to come back this long (default: about half a minute)",
    )
    join.add_argument(
        "--list",
        action="store_true",
        help="instead of joining, print the matches announced on the network (ADDRESS may be 'any')",
    )
    join.add_argument(
        "--wait",
        type=float,
        default=3.0,
        metavar="SECONDS",
        help="with --list: how long to listen (default 3)",
    )
    join.add_argument(
        "--bind",
        default="0.0.0.0",
        help="with --list: the address whose network to listen on (default: every network)",
    )
