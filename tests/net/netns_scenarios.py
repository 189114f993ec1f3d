"""Issue 34's faults on a LAN of network namespaces (``netns_lan``), as real processes.

Shared by ``tests/net/test_netns_lan.py`` (short outages, inside ``./test``) and
``benchmarks/lan_outage.py`` (a 200 s outage and longer matches). Every process is the headless
``host`` or ``join`` command run inside a namespace; every address is 10.77.0.x inside those
namespaces. Each scenario returns what it measured and raises ``AssertionError`` naming what broke.

- ``discovery``: a host announces to the subnet's broadcast address; ``join --list`` on another
  machine, bound to its own address, hears it and names the host's address.
- ``client_outage``: one client's cable is pulled for each of ``outages`` seconds and plugged in
  again; the seat comes back by itself, the other client meanwhile sees it away and, once the host
  has noticed, a computer standing in after the host's delay, and its person back after.
- ``host_outage``: the host's cable is pulled; both seats come back by themselves.
- ``slow_link``: a whole match over a cable adding ``delay_ms`` each way with random loss.

Each match is checked as ``test_clients_killed`` checks one: every act sent once with one content
and answered once, every stream without a gap or repeat, the clients' final files identical and
every accepted act in the record once, in order.
"""

from __future__ import annotations

import json
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop_app.persistence import matchfile
from tests.net.lan_processes import COMMAND, Trace, _Lines, acts, played, stream_problems
from tests.net.netns_lan import BROADCAST, NetnsLan

BEACON_PORT = 48_623
#: Only a guard against a hang.
DEADLINE_S = 600.0


@dataclass
class Seat:
    """A ``join`` client process in a namespace, with its trace and files in ``folder``."""

    lan: NetnsLan
    machine: str
    folder: Path
    seat: int
    arguments: list[str]
    process: subprocess.Popen[Any] | None = None
    trace: Trace = field(init=False)

    def __post_init__(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        self.trace = Trace(self.folder / "trace")

    def start(self, address: str, code: str) -> None:
        files = ["--token-file", str(self.folder / "seat"), "--trace", str(self.trace.path)]
        argv = [*COMMAND, "join", address, "--code", code, "--seat", str(self.seat + 1), *files]
        argv += ["--save", str(self.folder / "match"), "--keep-trying", "900", *self.arguments]
        with (self.folder / "log").open("ab") as log:
            self.process = self.lan.run(
                self.machine, argv, self.folder / "home", stdout=log, stderr=subprocess.STDOUT
            )

    def events(self, name: str) -> list[dict[str, Any]]:
        return [line for line in self.trace.read() if line["event"] == name]

    def log(self) -> str:
        return (self.folder / "log").read_text(errors="replace")


@dataclass
class Served:
    """A ``host`` process in a namespace and its two seats."""

    process: subprocess.Popen[str]
    out: _Lines
    err: _Lines
    address: str
    code: str
    seats: list[Seat]


def _wait(what: str, check: Any, timeout: float, step: float = 0.05) -> float:
    """Poll ``check`` until true; the time it became true. ``AssertionError`` naming ``what`` else."""
    deadline = time.monotonic() + min(timeout, DEADLINE_S)
    while time.monotonic() < deadline:
        if check():
            return time.monotonic()
        time.sleep(step)
    raise AssertionError(f"timed out after {timeout:g} s waiting for {what}")


def serve(
    lan: NetnsLan,
    folder: Path,
    host: str,
    clients: tuple[str, str],
    game: tuple[str, int],
    think_ms: int,
    via: str | None = None,
) -> Served:
    """A host on machine ``host`` (every seat a person, stand-in after 3 s) and a client on each
    of ``clients`` (connecting through a ``slow_proxy`` on machine ``via`` if given); returns once
    the host has printed its address and code."""
    address = lan.machines[host].address
    argv = [*COMMAND, "host", "--game", game[0], "--players", "2", "--seats", "human", "--seed", str(game[1])]
    argv += ["--bind", address, "--stand-in-after", "3", "--stand-in-level", "random"]
    env = {"THREE_PALACES_BEACON_TARGETS": f"{BROADCAST}:{BEACON_PORT}"}
    process = lan.run(
        host, argv, folder / "host", env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    out, err = _Lines(process.stdout), _Lines(process.stderr)

    def said() -> dict[str, str]:
        return dict(line.split(" ", 1) for line in list(out.lines) if " " in line)

    _wait(
        f"the host on {host} to start ({err.text()[-300:]})",
        lambda: {"address", "code"} <= said().keys(),
        120,
    )
    seats = [
        Seat(lan, machine, folder / f"seat{seat}", seat, ["--seed", str(seat), "--think-ms", str(think_ms)])
        for seat, machine in enumerate(clients)
    ]
    served = Served(process, out, err, said()["address"], said()["code"], seats)
    target = served.address if via is None else _proxy(lan, folder, via, served.address)
    for seat in seats:
        seat.start(target, served.code)
    return served


def _proxy(lan: NetnsLan, folder: Path, machine: str, target: str) -> str:
    """A ``slow_proxy`` on ``machine`` to ``target``: 150 ms each way, 2 % of chunks lost."""
    listen = f"{lan.machines[machine].address}:7000"
    argv = [*COMMAND[:1], "-m", "tests.net.slow_proxy", listen, target, "--delay-ms", "150", "--loss", "0.02"]
    process = lan.run(
        machine, argv, folder / "proxy", stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )
    out = _Lines(process.stdout)
    _wait("the proxy to listen", lambda: any(line.startswith("listening") for line in out.lines), 60)
    return listen


def discovery(lan: NetnsLan, folder: Path, listener: str, host: str) -> dict[str, Any]:
    """``join --list`` on ``listener``, bound to its own address, hears ``host``'s beacon."""
    bind = lan.machines[listener].address
    argv = [*COMMAND, "join", "--list", "--bind", bind, "--wait", "4"]
    started = time.monotonic()
    process = lan.run(
        listener, argv, folder / "listener", stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    out, err = process.communicate(timeout=120)
    assert process.returncode == 0, err
    expected = f"match {lan.machines[host].address}:"
    assert any(line.startswith(expected) for line in out.splitlines()), (out, err)
    return {"heard": out.strip(), "seconds": round(time.monotonic() - started, 1)}


def _presence(seat: Seat) -> list[dict[str, Any]]:
    return [line for line in seat.events("event") if line.get("kind") == "presence"]


#: Trace lines that say the host was heard.
HEARD = frozenset({"resumed", "event", "answer", "snapshot", "over"})


def _back_after(seat: Seat, since: float) -> bool:
    return any(line["t"] >= since for line in seat.events("resumed"))


def _heard_after(seat: Seat, since: float) -> bool:
    """The host was heard after ``since``: by a resume, or on a connection that simply carried on
    (a gap shorter than the timeouts)."""
    return any(line["t"] > since and line["event"] in HEARD for line in seat.trace.read())


def client_outage(lan: NetnsLan, served: Served, machine: str, outages: tuple[float, ...]) -> dict[str, Any]:
    """Pull ``machine``'s cable for each outage in turn (the first seat's); see the module docstring."""
    away, other = served.seats
    _wait("both seats to join", lambda: all(seat.events("joined") for seat in served.seats), 120)
    results: list[dict[str, Any]] = []
    for seconds in outages:
        time.sleep(1.0)  # a little play first
        cut = time.time()
        lan.cable(machine, False)
        time.sleep(seconds)
        lan.cable(machine, True)
        plugged = time.time()
        result: dict[str, Any] = {"outage_s": seconds}
        over = _match_over(served)
        if not over:
            what = f"the seat to come back after {seconds:g} s ({away.folder})"
            _wait(what, lambda since=plugged: _heard_after(away, since), 120)
            result["back_after_plug_s"] = round(time.time() - plugged, 1)
            # The other seat hears of the return a moment later, by the host's next presence
            # line; read before that arrived (a loaded machine, 7 December 2026), the stand-in
            # looked as if it had never been lifted.
            what = f"seat {other.seat} to see seat {away.seat} back ({other.folder})"
            _wait(what, lambda since=cut: _match_over(served) or _told_of_return(other, away.seat, since), 60)
        result["resumed"] = _back_after(away, cut)
        result.update(_stand_in_seen(other, away.seat, cut))
        results.append(result)
    return {"outages": results}


def _told_of_return(other: Seat, seat: int, since: float) -> bool:
    """``other`` has been told ``seat`` is connected since a computer last stood in for it after
    ``since`` (or no computer stood in: a short outage the host never noticed)."""
    lines = [line for line in _presence(other) if line["t"] >= since]
    stands = [line["t"] for line in lines if seat in (line.get("stand_ins") or [])]
    back = (line["t"] for line in lines if seat in (line.get("connected") or []))
    return not stands or any(t > stands[-1] for t in back)


def _stand_in_seen(other: Seat, seat: int, since: float) -> dict[str, Any]:
    """What ``other`` saw of ``seat`` after ``since``: away, a computer standing in, back."""
    lines = [line for line in _presence(other) if line["t"] >= since]
    gone = next((line["t"] for line in lines if seat not in (line.get("connected") or [])), None)
    stand = next((line["t"] for line in lines if seat in (line.get("stand_ins") or [])), None)
    back = next(
        (
            line["t"]
            for line in lines
            if stand is not None and line["t"] > stand and seat in (line.get("connected") or [])
        ),
        None,
    )
    seen: dict[str, Any] = {"seen_away": gone is not None}
    if gone is not None and stand is not None:
        seen["stand_in_after_away_s"] = round(stand - gone, 2)
    seen["stand_in_lifted_on_return"] = back is not None and seat not in (
        next(line for line in lines if line["t"] == back).get("stand_ins") or []
    )
    return seen


def host_outage(lan: NetnsLan, served: Served, machine: str, seconds: float) -> dict[str, Any]:
    """Pull the host's cable for ``seconds``; both seats come back by themselves."""
    _wait("both seats to join", lambda: all(seat.events("joined") for seat in served.seats), 120)
    time.sleep(1.0)
    cut = time.time()
    lan.cable(machine, False)
    time.sleep(seconds)
    lan.cable(machine, True)
    plugged = time.time()
    if not _match_over(served):
        for seat in served.seats:
            _wait(
                f"seat {seat.seat} to come back",
                lambda seat=seat: _heard_after(seat, plugged),
                120,
            )
    return {"outage_s": seconds, "resumed": [_back_after(seat, cut) for seat in served.seats]}


def _match_over(served: Served) -> bool:
    return all(seat.events("over") for seat in served.seats)


def finish(served: Served, timeout: float) -> dict[str, Any]:
    """Wait for the match to end everywhere and check it (module docstring); what it took."""
    for seat in served.seats:
        assert seat.process is not None
        try:
            code = seat.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"seat {seat.seat} did not finish: {seat.log()[-2000:]}") from None
        assert code == 0, seat.log()[-2000:]
    assert served.process.wait(timeout=90) == 0, served.err.text()[-2000:]
    documents = [json.loads((seat.folder / "match").read_text()) for seat in served.seats]
    assert documents[0]["record"] == documents[1]["record"], "the seats' final files differ"
    matchfile.load(served.seats[0].folder / "match")  # it replays and checks out
    accepted = []
    for seat in served.seats:
        lines = seat.trace.read()
        assert stream_problems(lines) == [], (seat.seat, stream_problems(lines))
        mine, problems = acts(lines)
        assert problems == [], (seat.seat, problems)
        accepted += [(act["state"], seat.seat, act["action"]) for act in mine.values()]
    accepted.sort(key=lambda item: item[0])
    states = [state for state, _seat, _action in accepted]
    assert len(states) == len(set(states)), "two acts reached one state id"
    record = played(documents[0])
    # Every accepted act is in the record once, in the order the host applied them; the rest of
    # the record is what a computer stand-in played meanwhile.
    wanted = iter(record)
    for _state, seat_number, action in accepted:
        assert any(item == (seat_number, action) for item in wanted), (
            f"act {action} of seat {seat_number} lost"
        )
    return {"decisions": len(record), "by_people": len(accepted), "by_stand_ins": len(record) - len(accepted)}
