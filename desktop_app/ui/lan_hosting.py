"""Hosting a LAN match from the app: the host, its beacon and this computer's own seats, as one object.

The lobby (``lan_lobby.py``) is only a face for this object, so everything the lobby promises —
the code, who has joined, Remove, Start — is testable without reading widgets. It wires:

- a ``LanHost`` (``net.host.start_host``) that waits for its operator (``auto_start=False``):
  people may join, be removed, and play begins only when Start is clicked;
- a ``BeaconSender`` announcing the match (game, host name, free seats, port — never the code) to
  the beacon targets of the settings, so friends see it in their "Join a LAN match" list;
- one ``SeatClient`` per seat of "this computer", joined over loopback with the name typed for it,
  exactly as a friend's screen joins: the host's own screen then knows only what its seats may
  know (issue 16, item 4), and the match screen shows it through one ``RemoteTable``. With no seat
  here the operator watches as a spectator, so the plan turns spectators on (``HostPlan``).

The host core is sans-IO and tells nobody when a person joins or leaves, so the object looks at
``core.presence()`` a few times a second and announces a change (``changed``); that is a dict
comparison, far cheaper than the host's own bot poll.

Settings: where the host listens, whether and where beacons go and the port come from
Preferences ▸ Network, overridden by the environment where set (``lan_settings.LanSettings.current``),
so the tests can keep every byte on 127.0.0.1.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QSysInfo, QTimer, Signal

from desktop_app.engine.registry import get_game
from desktop_app.engine.seats import BOT_KINDS, Seat
from desktop_app.net import discovery
from desktop_app.net.host import LanHost, resume_host, start_host
from desktop_app.net.seat_client import SeatClient
from desktop_app.net.transport import TransportError
from desktop_app.persistence import hosted_matches
from desktop_app.ui import save_notice
from desktop_app.ui.lan_settings import (  # noqa: F401 - the LAN settings' names, as before
    BEACON_PORT_VARIABLE,
    BIND_VARIABLE,
    DEFAULT_BIND,
    DEFAULT_TARGETS,
    PORT_VARIABLE,
    TARGETS_VARIABLE,
    LanSettings,
)
from desktop_app.ui.remote_table import RemoteTable
from desktop_app.ui.weak_slot import weak_slot

#: A seat's kind in a plan besides the computer levels.
NETWORK, LOCAL = "network", "local"

#: How often the lobby state is compared with the last one announced.
POLL_MS = 150
#: Where the beacon's host name comes from when nobody at this computer has a seat.
FALLBACK_HOST_NAME = "Three Palaces host"


@dataclass(frozen=True, slots=True)
class PlannedSeat:
    """One seat of a hosted match: ``NETWORK``, ``LOCAL`` (with its person's name) or a level."""

    kind: str
    name: str = ""

    def __post_init__(self) -> None:
        if self.kind not in (NETWORK, LOCAL, *BOT_KINDS):
            raise ValueError(f"a seat is {NETWORK!r}, {LOCAL!r} or a computer level, not {self.kind!r}")


@dataclass(frozen=True, slots=True)
class HostPlan:
    """What the "Host a LAN match" dialog decided."""

    game_id: str
    seats: tuple[PlannedSeat, ...]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int | None = None
    allow_spectators: bool = False
    #: Every player may ask their own computer for hints (off unless the host allows it).
    allow_hints: bool = False
    #: Seconds a person's link may be lost during play before the computer plays their seat until
    #: they come back (None: the match waits for them).
    stand_in_after: float | None = None

    def __post_init__(self) -> None:
        if not self.network_seats:
            raise ValueError("a LAN match needs at least one seat open for the network")

    @property
    def network_seats(self) -> tuple[Seat, ...]:
        return tuple(index for index, seat in enumerate(self.seats) if seat.kind == NETWORK)

    @property
    def local_seats(self) -> tuple[Seat, ...]:
        return tuple(index for index, seat in enumerate(self.seats) if seat.kind == LOCAL)

    @property
    def host_watches(self) -> bool:
        """Nobody here has a seat: the operator watches, which needs spectators allowed."""
        return not self.local_seats

    @property
    def spectators(self) -> bool:
        return self.allow_spectators or self.host_watches

    def core_plan(self) -> list[str]:
        """The host core's plan: this computer's seats are network seats to it, joined over loopback."""
        return ["human" if seat.kind in (NETWORK, LOCAL) else seat.kind for seat in self.seats]


class LanHosting(QObject):
    """A hosted match from the lobby to the start; ``close()`` stops everything it started.

    Signals: ``changed()`` when the lobby's facts changed (joins, leaves, names, filled, started);
    ``match_started(table)`` once, after ``begin``, with the ``RemoteTable`` of this computer's
    seats (or of the spectator the operator is); ``problem(str)`` when something here went wrong
    that the operator should read (one of this computer's seats could not join, the host cannot
    save the match); ``saving(kind)`` when the host's journal stops (a ``journal.failure_kind``)
    or starts again (None) being written (``HostCore.saving_trouble``).
    """

    changed = Signal()
    match_started = Signal(object)
    problem = Signal(str)
    saving = Signal(object)

    def __init__(
        self,
        plan: HostPlan,
        settings: LanSettings | None = None,
        *,
        identity_folder: Path | None = None,
        journal_folder: Path | None = None,
        parent: QObject | None = None,
        resumed: tuple[LanHost, dict[Seat, str]] | None = None,
    ) -> None:
        super().__init__(parent)
        self.plan = plan
        self.settings = settings or LanSettings.current()
        self.game = get_game(plan.game_id)
        #: This computer's seats' tokens from before (``resume``): they are taken back, not joined.
        self._tokens: dict[Seat, str] = dict(resumed[1]) if resumed is not None else {}
        self.lan: LanHost = (
            resumed[0]
            if resumed is not None
            else start_host(
                plan.game_id,
                plan.core_plan(),
                plan.options,
                seed=plan.seed,
                bind=self.settings.bind,
                port=self.settings.port,
                allow_spectators=plan.spectators,
                allow_hints=plan.allow_hints,
                auto_start=False,
                stand_in_after=plan.stand_in_after,
                names=[seat.name for seat in plan.seats],
                identity_folder=identity_folder,
                journal_folder=journal_folder,
            )
        )
        self.code = self.lan.code
        self._trouble: str | None = None
        self._closed = False
        self._started = self.lan.core.started  # a match served again may be under way
        self._last: str = ""
        self.clients: dict[Seat | None, SeatClient] = {}
        self._asked: set[SeatClient] = set()
        #: The screen's table, made once every client here has joined and heard its snapshot.
        self.table: RemoteTable | None = None
        self._announced = False
        try:
            self._join_this_computer()
        except BaseException:
            self.lan.close()  # a host nobody can reach through this object must not go on serving
            raise
        self.beacon_error = ""
        self.beacon = self._start_beacon()
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self.poll)
        self._timer.start()
        self.poll()

    # --- facts for the lobby ------------------------------------------------------------------

    @property
    def port(self) -> int:
        return self.lan.address()[1]

    @property
    def presence(self) -> dict[str, Any]:
        return self.lan.core.presence()

    @property
    def filled(self) -> bool:
        return self.lan.core.filled

    @property
    def started(self) -> bool:
        return self._started

    @property
    def closed(self) -> bool:
        return self._closed

    def seat_names(self) -> list[str]:
        return list(self.presence["names"])

    def free_network_seats(self) -> list[Seat]:
        claimed = set(self.presence["claimed"])
        return [seat for seat in self.plan.network_seats if seat not in claimed]

    def people_in_match(self) -> list[str]:
        """Names of the people on other computers who took a seat and may still play it: connected
        now or away (a dropped link, a closed window), unless a computer stands in for them.
        Closing the match ends it for them all."""
        presence = self.presence
        taken = set(presence["connected"]) | set(presence["claimed"])
        taken -= set(presence.get("stand_ins", ()))
        return [presence["names"][seat] for seat in self.plan.network_seats if seat in taken]

    def connected_people(self) -> list[str]:
        """Names of the people on other computers connected now (what closing would cut off)."""
        presence = self.presence
        connected = set(presence["connected"])
        return [presence["names"][seat] for seat in self.plan.network_seats if seat in connected]

    def host_name(self) -> str:
        """What the beacon calls this host: the first local player's name, else the computer's."""
        for seat in self.plan.local_seats:
            if self.plan.seats[seat].name.strip():
                return self.plan.seats[seat].name.strip()
        return QSysInfo.machineHostName().strip() or FALLBACK_HOST_NAME

    # --- the operator's actions ---------------------------------------------------------------

    def remove(self, seat: Seat) -> None:
        """Send away whoever holds network seat ``seat`` (before the start): the seat is free again."""
        if seat not in self.plan.network_seats:
            raise ValueError(f"seat {seat} is not open for the network")
        self.lan.transport.deliver(self.lan.core.remove(seat))
        self.poll()

    def stand_in(self, seat: Seat, level: str | None) -> None:
        """Let the computer play network seat ``seat`` at ``level`` while its person is away (None:
        wait for them again); the match screen's operator menu calls this (``Table.operator``)."""
        if not self._closed:
            self.lan.transport.deliver(self.lan.core.stand_in(seat, level))

    def begin(self) -> None:
        """Start play (every open seat must be taken); emits ``match_started`` with the table."""
        if self._closed or self._started:
            return
        self.lan.transport.deliver(self.lan.core.begin())
        self._started = True
        if self.beacon is not None and not self.plan.allow_spectators:
            self.beacon.stop()  # nobody else can join: stop announcing
        self.poll()
        self._ready()

    @classmethod
    def resume(
        cls,
        record: hosted_matches.HostedMatch,
        settings: LanSettings | None = None,
        *,
        identity_folder: Path | None = None,
        parent: QObject | None = None,
    ) -> LanHosting:
        """Serve again the match ``record`` names, from its journal ("Continue hosting"): the same
        match id, join code, players' tokens and port (so friends come back to the address they
        knew; another port only if that one is taken now), this computer's seats taken back with
        their kept tokens. ``JournalError``, ``EngineError``, ``TransportError`` if it cannot."""
        settings = settings or LanSettings.current()
        journal = Path(record.journal)
        try:
            lan = resume_host(
                journal,
                bind=settings.bind,
                port=settings.port or record.port,
                identity_folder=identity_folder,
                auto_start=False,
                stand_in_after=record.stand_in_after,
            )
        except TransportError:
            if settings.port:
                raise
            lan = resume_host(
                journal,
                bind=settings.bind,
                identity_folder=identity_folder,
                auto_start=False,
                stand_in_after=record.stand_in_after,
            )
        try:
            return cls(_plan_of(lan, record), settings, parent=parent, resumed=(lan, record.tokens()))
        except BaseException:
            lan.close()
            raise

    def end(self) -> None:
        """Close on purpose, for good: the match is not offered to "Continue hosting" again."""
        hosted_matches.forget(self.lan.core.match_id)
        self.close()

    def close(self) -> None:
        """Stop the beacon, this computer's seats and the host. Safe to call more than once. The
        match stays in "Continue hosting" (unless it is over): the window may have closed by
        mistake, and its friends wait with their seats."""
        if self._closed:
            return
        self._closed = True
        self._timer.stop()
        if self.beacon is not None:
            self.beacon.stop()
        if self.table is not None:
            self.table.close()
        for client in self.clients.values():
            client.close()
        self.lan.close()

    # --- wiring -------------------------------------------------------------------------------

    def poll(self) -> None:
        """Announce (``changed``) and beacon a change of who holds and connects which seat."""
        if self._closed:
            return
        core = self.lan.core
        if core.saving_trouble != self._trouble:
            self._trouble = core.saving_trouble
            self.saving.emit(self._trouble)
            self.problem.emit(save_notice.trouble_text(self._trouble))
        facts = json.dumps([core.presence(), core.filled, self._started], sort_keys=True)
        if facts == self._last:
            return
        self._last = facts
        if core.session.is_over:
            hosted_matches.forget(core.match_id)  # nothing left to serve again
        if self.beacon is not None:
            self.beacon.update(free_seats=len(self.free_network_seats()))
        self.changed.emit()

    def _join_this_computer(self) -> None:
        """A SeatClient per local seat (or one spectator), joined as soon as the host welcomes it."""
        address = self.settings.local_address()
        wanted: list[Seat | None] = list(self.plan.local_seats) or [None]
        for seat in wanted:
            name = self.plan.seats[seat].name.strip() if seat is not None else None
            client = SeatClient(address, self.port, self.code, name=name or None, parent=self)
            if seat is not None and seat in self._tokens:  # served again: the seat is taken back
                client.resume_seat(self.lan.core.match_id, self._tokens[seat])
                self._asked.add(client)
            client.joined.connect(weak_slot(self._keep, client, seat))
            client.welcomed.connect(weak_slot(self._take_place, client, seat))
            client.event.connect(self._ready)
            client.failed.connect(weak_slot(self._seat_failed, seat, signal_args=True))
            self.clients[seat] = client
        self._keep(None, None)
        for client in self.clients.values():
            client.start()

    def _keep(self, client: SeatClient | None, seat: Seat | None) -> None:
        """Write the match down for "Continue hosting", with this computer's seats' tokens."""
        if client is not None and seat is not None and client.token:
            self._tokens[seat] = client.token
        if self.lan.core.session.is_over:
            return
        record = hosted_matches.HostedMatch(
            self.lan.core.match_id,
            self.game.id,
            str(self.lan.journal_path),
            self.port,
            tuple(
                hosted_matches.LocalSeat(seat, self._tokens.get(seat, ""), self.plan.seats[seat].name)
                for seat in self.plan.local_seats
            ),
            stand_in_after=self.plan.stand_in_after,
        )
        try:
            hosted_matches.remember(record)
        except OSError as error:  # the match goes on; only "Continue hosting" will not offer it
            self.problem.emit(str(error))

    def _ready(self) -> None:
        """Make the table once every client here has its snapshot; announce it once play began."""
        if self._closed:
            return
        if self.table is None and all(client.memory is not None for client in self.clients.values()):
            self.table = RemoteTable(list(self.clients.values()), parent=self)
            self.table.operator = self
        if self.table is not None and self._started and not self._announced:
            self._announced = True
            self.match_started.emit(self.table)

    def _take_place(self, client: SeatClient, seat: Seat | None) -> None:
        """Join once: a reconnecting client is welcomed again but resumes its seat by itself."""
        if client.seat is None and not self._closed and client not in self._asked:
            self._asked.add(client)
            client.join(seat if seat is not None else "spectator")

    def _seat_failed(self, seat: Seat | None, code: str, reason: str) -> None:
        if self._closed:
            return
        who = (
            QCoreApplication.translate("LanHosting", "watching")
            if seat is None
            else QCoreApplication.translate("LanHosting", "seat {n}").format(n=seat + 1)
        )
        self.problem.emit(
            QCoreApplication.translate(
                "LanHosting", "This computer could not take its place ({who}): {reason} [{code}]"
            ).format(who=who, reason=reason, code=code)
        )

    def _start_beacon(self) -> discovery.BeaconSender | None:
        """Announce the match; without a beacon friends can still type the address and code."""
        if not self.settings.beacon_targets:
            return None
        try:
            announcement = discovery.make_announcement(
                host_name=self.host_name(),
                game_id=self.game.id,
                game_title=self.game.title,
                free_seats=len(self.free_network_seats()),
                seats=len(self.plan.seats),
                port=self.port,
            )
            beacon = discovery.BeaconSender(
                announcement, self.settings.beacon_targets, bind_address=self.settings.bind, parent=self
            )
            beacon.start()
        except (OSError, ValueError) as error:
            self.beacon_error = str(error)
            return None
        return beacon


def _plan_of(lan: LanHost, record: hosted_matches.HostedMatch) -> HostPlan:
    """The plan of a match served again: its seats as the journal has them, this computer's as kept."""
    core, local = lan.core, {seat.seat: seat.name for seat in record.seats}
    seats = tuple(
        PlannedSeat(LOCAL, local[seat] or core.session.seat_names[seat])
        if seat in local
        else PlannedSeat(NETWORK if kind == "human" else kind)
        for seat, kind in enumerate(core.plan)
    )
    return HostPlan(
        core.session.game.id,
        seats,
        dict(core.session.options),
        allow_spectators=core.allow_spectators,
        allow_hints=core.allow_hints,
        stand_in_after=record.stand_in_after,
    )
