"""The host side of the LAN benchmarks: hosts on 127.0.0.1, the event loop, and the three measurements.

``lan_speed.py`` calls the three ``*_figures`` functions and prints their table; the clients they
drive are in ``lan_clients.py`` (here, or in subprocesses started with QProcess so that the host's
event loop keeps serving while they run). Each function returns plain figures in milliseconds
(``lan_echo.summary``) with the errors seen, so the table decides nothing but PASS or FAIL.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lan_clients import FanoutTable
from lan_echo import LOOPBACK, EchoClient, EchoServer, echo_frame, summary
from PySide6.QtCore import QEventLoop, QProcess, QTimer

from desktop_app.engine.session import Session
from desktop_app.net import heap, streams, tls
from desktop_app.net.framing import encode
from desktop_app.net.host import seat_infos, start_host
from desktop_app.net.host_core import HostCore
from desktop_app.net.joincode import JoinCode
from desktop_app.net.transport import HostTransport

CLIENTS_SCRIPT = Path(__file__).with_name("lan_clients.py")
SEATS = 4


class Folders:
    """Where this run's hosts keep their certificate and journals (a temporary folder of the run)."""

    def __init__(self, root: Path) -> None:
        self.identity = root / "identity"
        self.journals = root / "journals"


@dataclass
class Served:
    """A running host as the benchmark needs it: its core (checked afterwards), port and code."""

    core: HostCore
    port: int
    code: JoinCode
    close: Callable[[], None]


def parse_game(spec: str) -> tuple[str, dict[str, str]]:
    """``GAME`` or ``GAME:KEY=VALUE,...`` (``maharaja:variant=short``) as a game id and its options."""
    game_id, _, options = spec.partition(":")
    return game_id, dict(item.split("=", 1) for item in options.split(",") if item)


def serve(spec: str, seed: int, folders: Folders, journal: bool) -> Served:
    """A host with ``SEATS`` network seats on 127.0.0.1, made by ``start_host`` as the ``host``
    command makes it; ``journal=False`` serves the same core without a journal, to show its cost."""
    plan = ["human"] * SEATS
    game_id, options = parse_game(spec)
    if journal:
        lan = start_host(
            game_id,
            plan,
            options,
            seed=seed,
            bind=LOOPBACK,
            identity_folder=folders.identity,
            journal_folder=folders.journals,
            heap=heap.PROCESS,  # as the ``host`` command serves
        )
        return Served(lan.core, lan.address()[1], lan.code, lan.close)
    code = JoinCode.new(tls.load_or_create(folders.identity).fingerprint)
    core = HostCore(Session.new(game_id, seat_infos(plan), options, seed), plan, code)
    transport = HostTransport(core, folders.identity, host=LOOPBACK, heap=heap.PROCESS)
    return Served(core, transport.address()[1], code, transport.close)


def typical_update_size(games: list[str], seed: int) -> int:
    """Median byte size of the ``update`` frames seats get over random matches of ``games`` (the
    echo's frame size), counted on the Session alone before anything is timed."""
    rng = random.Random(seed)
    sizes = []
    for spec in games:
        game_id, options = parse_game(spec)
        session = Session.new(game_id, SEATS, options, seed)
        readers = [streams.Stream(seat) for seat in range(SEATS)]
        while not session.is_over:
            seat = rng.choice(sorted(session.to_move()))
            log_from = len(session.record)
            session.act(seat, rng.choice(list(session.legal_actions(seat))))
            for reader in readers:  # every stream patched on, so each update is what its seat gets
                sizes.append(len(encode(streams.update(session, reader, 1, log_from, True))))
    return round(statistics.median(sizes))


# --- running the event loop -------------------------------------------------------------------


def run_until(start: Callable[[Callable[[Any], None]], object], timeout_s: float) -> Any:
    """Run the event loop until what ``start(done)`` set going calls ``done(value)``; None on timeout."""
    loop = QEventLoop()
    result: dict[str, Any] = {}

    def done(value: Any) -> None:
        result["value"] = value
        loop.quit()

    keep = start(done)
    QTimer.singleShot(round(timeout_s * 1000), loop.quit)
    if "value" not in result:
        loop.exec()
    del keep
    return result.get("value")


def run_children(argument_lists: list[list[str]], timeout_s: float) -> list[dict[str, Any]]:
    """Run ``lan_clients.py`` once per argument list, all at once, while this process serves; each
    child's JSON figures (or an ``errors`` entry saying why there are none)."""
    loop = QEventLoop()
    processes: list[QProcess] = []

    def ended(*_: object) -> None:
        if all(process.state() == QProcess.ProcessState.NotRunning for process in processes):
            loop.quit()

    for arguments in argument_lists:
        process = QProcess()
        process.setProgram(sys.executable)
        process.setArguments([str(CLIENTS_SCRIPT), *arguments])
        process.finished.connect(ended)
        processes.append(process)
    for process in processes:
        process.start()
    QTimer.singleShot(round(timeout_s * 1000), loop.quit)
    loop.exec()
    return [_figures_of(process) for process in processes]


def _figures_of(process: QProcess) -> dict[str, Any]:
    if process.state() != QProcess.ProcessState.NotRunning:
        process.kill()
        process.waitForFinished(5000)
    out = bytes(process.readAllStandardOutput().data()).decode(errors="replace").strip().splitlines()
    err = bytes(process.readAllStandardError().data()).decode(errors="replace").strip()
    try:
        figures: dict[str, Any] = json.loads(out[-1])
    except (IndexError, ValueError):
        return {"samples": [], "errors": [f"a client process gave no figures: {err[-400:] or 'killed'}"]}
    return figures


# --- 1. the echo ------------------------------------------------------------------------------


def echo_figures(size: int, count: int, in_subprocess: bool, folders: Folders) -> dict[str, dict[str, Any]]:
    """Round trips of one ``size``-byte frame, over TLS and over plain TCP."""
    figures = {}
    for name, identity in (("tls", folders.identity), ("plain", None)):
        server = EchoServer(identity)
        if in_subprocess:
            flags = ["--tls"] if identity is not None else []
            arguments = [
                "echo",
                "--port",
                str(server.port),
                *flags,
                "--size",
                str(size),
                "--count",
                str(count),
            ]
            result = run_children([arguments], 120)[0]
        else:
            result = _echo_here(server.port, identity is not None, size, count)
        server.close()
        figures[name] = {**summary(result["samples"]), "errors": result["errors"]}
    return figures


def _echo_here(port: int, use_tls: bool, size: int, count: int) -> dict[str, Any]:
    frame = echo_frame(size)

    def start(done: Callable[[Any], None]) -> EchoClient:
        def echoed(samples: list[float], error: str | None) -> None:
            done({"samples": samples, "errors": [error] if error else []})

        return EchoClient(port, use_tls, frame, count, echoed)

    return run_until(start, 120) or {"samples": [], "errors": ["the echo did not finish in time"]}


# --- 2. one action, four clients --------------------------------------------------------------


def fanout_figures(
    spec: str, seed: int, limits: tuple[int, float], in_subprocess: bool, folders: Folders, journal: bool
) -> dict[str, Any]:
    """A whole match at one table of four, one act at a time: act -> every seat has its update
    (``limits``: at most so many acts, so many seconds; ``cut`` says when one of them ended it)."""
    lan = serve(spec, seed, folders, journal)
    cpu = time.process_time()
    if in_subprocess:
        arguments = ["table", "--port", str(lan.port), "--code", str(lan.code), "--seats", str(SEATS)]
        arguments += ["--seed", str(seed), "--max-actions", str(limits[0]), "--budget", str(limits[1])]
        result = run_children([arguments], 300)[0]
    else:

        def start(done: Callable[[Any], None]) -> FanoutTable:
            table = FanoutTable(lan.port, lan.code, SEATS, seed, limits, done)
            table.start()
            return table

        result = run_until(start, 300) or {"samples": [], "errors": ["the match did not end in time"]}
    cpu = time.process_time() - cpu
    lan.close()
    errors = list(result["errors"]) + lan.core.internal_errors + lan.core.bot_errors
    samples = result["samples"]
    cpu_per_action = cpu * 1000 / max(1, len(samples))
    return {
        **summary(samples),
        "errors": errors,
        "cut": result.get("cut", True),
        "cpu_per_action": cpu_per_action,
    }


# --- 3. many matches at once ------------------------------------------------------------------


@dataclass(frozen=True)
class Load:
    """The shape of the load test: matches, client processes, seconds allowed, seats' pause."""

    matches: int
    processes: int
    deadline: float
    think_ms: int = 0


def load_figures(games: list[str], load: Load, seed: int, folders: Folders, journal: bool) -> dict[str, Any]:
    """``load.matches`` hosts in this process, their 4 seats each spread over the client processes."""
    matches, processes, deadline = load.matches, load.processes, load.deadline
    hosts = [serve(games[index % len(games)], seed + index, folders, journal) for index in range(matches)]
    groups: list[list[str]] = [[] for _ in range(processes)]
    for index, lan in enumerate(hosts):
        for seat in range(SEATS):  # a match's seats in different processes, as on different machines
            groups[(index + seat) % processes].append(f"{lan.port}:{lan.code}:{seat}")
    pause = ["--think-ms", str(load.think_ms)]
    arguments = [
        ["swarm", "--seed", str(seed + number), "--deadline", str(deadline), *pause, *group]
        for number, group in enumerate(groups)
        if group
    ]
    cpu, wall = time.process_time(), time.perf_counter()
    results = run_children(arguments, deadline + 30)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    figures = _load_outcome(hosts, results)
    for lan in hosts:
        lan.close()
    actions = sum(lan.core.state_id for lan in hosts)
    samples = [sample for result in results for sample in result["samples"]]
    clients_cpu = sum(result.get("cpu", 0.0) for result in results)
    return {
        **summary(samples),
        **figures,
        "wall": wall,
        "cpu_per_action": cpu * 1000 / max(1, actions),
        "clients_cpu_per_action": clients_cpu * 1000 / max(1, actions),
    }


def _load_outcome(hosts: list[Served], results: list[dict[str, Any]]) -> dict[str, Any]:
    """Errors, matches cut short by the deadline, and the refusals racing seats earned."""
    errors = [error for result in results for error in result["errors"]]
    unfinished_clients = {target for result in results for target in result.get("unfinished", [])}
    unfinished = []
    for index, lan in enumerate(hosts):
        name = f"match {index} ({lan.core.session.game.id})"
        errors += [f"{name}: {error}" for error in lan.core.internal_errors + lan.core.bot_errors]
        if lan.core.journal is not None and lan.core.journal.last_error:
            errors.append(f"{name}: {lan.core.journal.last_error}")
        if not lan.core.session.is_over:
            unfinished.append(f"{name} stopped at action {lan.core.state_id}")
            continue
        missing = [seat for seat in range(SEATS) if f"{lan.port}:{seat}" in unfinished_clients]
        if missing:
            errors.append(f"{name} ended but seats {missing} got no match_over")
    refusals: dict[str, int] = {}
    for result in results:
        for code, count in result.get("refusals", {}).items():
            refusals[code] = refusals.get(code, 0) + count
    return {"errors": errors, "unfinished": unfinished, "refusals": refusals}
