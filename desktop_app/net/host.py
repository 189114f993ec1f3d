"""A LAN host as one object: the match, its certificate and join code, the core and the sockets.

``python -m desktop_app host`` and (later) the app's "Host a LAN match" build one of these. The
pieces it wires are tested on their own — the protocol in ``host_core`` (sans-IO), the bytes in
``transport`` — so this module only decides where things live: the host's certificate in the
user config folder (made once and kept, because clients pin it through the join code) and the
journal of the running match in the user data folder (so a killed host restarts where it was).
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from desktop_app.engine.errors import EngineError
from desktop_app.engine.messages import Message, render
from desktop_app.engine.seats import BOT_KINDS
from desktop_app.engine.session import SeatInfo, Session
from desktop_app.net import tls
from desktop_app.net.heap import OldObjects
from desktop_app.net.host_bots import BotThinker
from desktop_app.net.host_core import HostCore
from desktop_app.net.joincode import JoinCode
from desktop_app.net.journal import Journal, JournalError, failure_kind
from desktop_app.net.transport import HostTransport
from desktop_app.persistence.paths import config_dir, data_dir

#: Where a host keeps its identity and its journals, below the user folders.
IDENTITY_FOLDER = "host-identity"
JOURNAL_FOLDER = "host-journals"


def parse_seat_plan(text: str, players: int) -> list[str]:
    """``human,bot:hard,...`` as the core's plan: ``human`` (a person on the network) or a level.

    One entry fills every seat; otherwise there must be one per seat. A bot level is one of the
    engine's (``random``, ``heuristic``, ``hard``, ``expert``); ``EngineError`` names anything else.
    """
    entries = [entry.strip() for entry in text.split(",") if entry.strip()]
    if len(entries) == 1:
        entries *= players
    if len(entries) != players:
        raise EngineError(f"--seats names {len(entries)} seats; the match has {players}")
    plan = []
    for entry in entries:
        if entry == "human":
            plan.append("human")
            continue
        kind, _, level = entry.partition(":")
        if kind != "bot" or level not in BOT_KINDS:
            raise EngineError(f"a seat is 'human' or 'bot:LEVEL' ({', '.join(BOT_KINDS)}), not {entry!r}")
        plan.append(level)
    if "human" not in plan:
        raise EngineError("a LAN match needs at least one seat open for a person ('human')")
    return plan


def seat_infos(plan: Sequence[str], names: Sequence[str] | None = None) -> list[SeatInfo]:
    """Seat names before anyone joins: "Seat 2" for a network seat (its player's own name comes
    with the join), and for a computer seat the name given in ``names`` or "Computer 3"."""
    given = list(names or [])
    infos = []
    for index, kind in enumerate(plan):
        if kind == "human":
            infos.append(SeatInfo(f"Seat {index + 1}", "remote"))
            continue
        name = given[index].strip() if index < len(given) and given[index] else ""
        try:
            infos.append(SeatInfo.from_json({"name": name or f"Computer {index + 1}", "kind": kind}))
        except EngineError:  # a name a seat may not have: the plain one instead
            infos.append(SeatInfo(f"Computer {index + 1}", kind))
    return infos


@dataclass
class LanHost:
    """A running host: ``transport.address()`` and ``code`` are what the players need."""

    core: HostCore
    transport: HostTransport
    code: JoinCode
    journal_path: Path
    bots: BotThinker

    def address(self) -> tuple[str, int]:
        return self.transport.address()

    def close(self) -> None:
        """Stop serving: every client is told the host ended the match, then the sockets close."""
        self.bots.close()
        self.transport.deliver(self.core.shutdown())
        self.transport.close()


def _serve(
    core: HostCore, identity_folder: Path, bind: str, port: int, journal_path: Path, heap: OldObjects | None
) -> LanHost:
    """Listen for ``core`` and let its computer seats think off the host's thread."""
    transport = HostTransport(core, identity_folder, host=bind, port=port, heap=heap)
    bots = BotThinker(core, transport.deliver, parent=transport)
    code = core.join_code
    assert isinstance(code, JoinCode)
    return LanHost(core, transport, code, journal_path, bots)


def start_host(
    game_id: str,
    plan: Sequence[str],
    options: Mapping[str, Any] | None = None,
    *,
    seed: int | None = None,
    bind: str = "127.0.0.1",
    port: int = 0,
    allow_spectators: bool = False,
    allow_hints: bool = False,
    auto_start: bool = True,
    names: Sequence[str] | None = None,
    identity_folder: Path | None = None,
    journal_folder: Path | None = None,
    heap: OldObjects | None = None,
    stand_in_after: float | None = None,
    stand_in_level: str = "heuristic",
) -> LanHost:
    """Start serving a new match of ``game_id`` with the seat ``plan`` (``parse_seat_plan``);
    ``names``: what to call the computer seats, by seat (others are named when people join);
    ``heap``: the garbage collection policy of a host process (``net.heap``), None for none;
    ``stand_in_after``: seconds a network seat's person may be away during play before the computer
    plays it at ``stand_in_level`` until they come back (None: the match waits); ``allow_hints``:
    every player may ask their own computer for hints (issue 35)."""
    identity = tls.load_or_create(identity_folder or config_dir() / IDENTITY_FOLDER)
    code = JoinCode.new(identity.fingerprint)
    session = Session.new(game_id, seat_infos(plan, names), options, seed)
    folder = journal_folder or data_dir() / JOURNAL_FOLDER
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:  # the journal could never be written: the match is not started
        kind = failure_kind(error)
        why = render(Message.make("net.cannot_start", why=Message.make(f"net.save.{kind}")))
        raise JournalError(f"{why} ({error})", kind) from None
    match_id = secrets.token_hex(8)
    journal_path = folder / f"{game_id}-{match_id}.json"
    core = HostCore(
        session,
        plan,
        code,
        allow_spectators=allow_spectators,
        allow_hints=allow_hints,
        journal=Journal(journal_path),
        match_id=match_id,
        bots="external",
        auto_start=auto_start,
        stand_in_after=stand_in_after,
        stand_in_level=stand_in_level,
    )
    return _serve(core, identity.path.parent, bind, port, journal_path, heap)


def resume_host(
    journal_path: Path,
    *,
    bind: str = "127.0.0.1",
    port: int = 0,
    identity_folder: Path | None = None,
    heap: OldObjects | None = None,
    **core_options: Any,
) -> LanHost:
    """Serve again the match a killed host journaled at ``journal_path``: same match id, join
    code, tokens and stream numbers, with the host's kept certificate.

    The port is the caller's choice (clients come back to the address they knew, so a restart
    normally names the old port). ``journal.JournalError`` if the journal cannot be read;
    ``EngineError`` if this host's certificate is not the one the join code pins (clients would
    refuse it), so the operator learns it here rather than from every client.
    """
    identity = tls.load_or_create(identity_folder or config_dir() / IDENTITY_FOLDER)
    core = HostCore.restore(journal_path, bots="external", **core_options)
    code = core.join_code
    if not isinstance(code, JoinCode):
        raise EngineError("that journal was not written by a LAN host (its code is not a join code)")
    if not code.matches_fingerprint(identity.fingerprint):
        raise EngineError(
            "this computer's host certificate is not the one the match's join code names; "
            "restart the host where it first ran"
        )
    return _serve(core, identity.path.parent, bind, port, Path(journal_path), heap)
