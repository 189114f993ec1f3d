"""Hosts and bot clients as real processes, for the tests that kill them (issue 15).

``python -m desktop_app host`` and ``join`` run exactly as a person runs them; a test starts them,
SIGKILLs them and starts them again. Every process listens and connects on 127.0.0.1 only, and
each test gives them a home folder of its own (``THREE_PALACES_HOME``), so certificates and
journals never touch a real user's folders.

The checks read what the clients wrote down for themselves: the trace (one JSON line per event
seen and act sent, appended by every incarnation of the client) and the saved final match file.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

COMMAND = (sys.executable, "-m", "desktop_app")
#: Every byte stays on this machine (the network rule for tests).
BIND = ("--bind", "127.0.0.1")


#: Compiled modules for every process these tests start, shared by all of them and kept between
#: runs (a cache per home compiled the standard library, Qt's helpers and the project again for
#: every test's first process: 0.75 CPU s a start instead of 0.4).
PYCACHE = Path(tempfile.gettempdir()) / f"three-palaces-test-pycache-{os.getuid()}"


def environment(home: Path) -> dict[str, str]:
    """A child's environment: its own home, no display, and compiled modules kept in ``PYCACHE``.

    These tests start processes by the hundred, each importing Qt and all three games; compiling
    the modules anew every time would be half of each start (a machine may forbid writing bytecode
    beside the sources; the cache keeps the work tree clean).
    """
    env = dict(os.environ, THREE_PALACES_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    env.pop("DISPLAY", None)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(PYCACHE)
    return env


class _Lines:
    """Drains a pipe on a thread into a list, so a process never blocks on a full pipe and a test
    never blocks on a silent one."""

    def __init__(self, stream: Any) -> None:
        self.lines: list[str] = []
        self._thread = threading.Thread(target=self._drain, args=(stream,), daemon=True)
        self._thread.start()

    def _drain(self, stream: Any) -> None:
        for line in stream:
            self.lines.append(line.rstrip("\n"))

    def join(self, timeout: float) -> None:
        self._thread.join(timeout)

    def text(self) -> str:
        return "\n".join(self.lines)


@dataclass
class Host:
    """A running ``host`` process and what it printed first."""

    process: subprocess.Popen[str]
    address: str
    code: str
    journal: Path
    out: _Lines
    err: _Lines

    @property
    def port(self) -> int:
        return int(self.address.rpartition(":")[2])

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=30)

    def wait(self, timeout: float) -> int:
        code = self.process.wait(timeout=timeout)
        self.out.join(5)
        self.err.join(5)
        return code


def start_hosts(home: Path, argument_lists: list[list[str]], timeout: float = 90) -> list[Host]:
    """Start one ``host`` per argument list, all at once, and wait for each one's address, code
    and journal lines (start-up is mostly waiting for the CPU, so side by side is quicker)."""
    started = []
    for arguments in argument_lists:
        process = subprocess.Popen(
            [*COMMAND, "host", *arguments, *BIND],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=environment(home),
        )
        started.append((process, _Lines(process.stdout), _Lines(process.stderr)))
    deadline = time.monotonic() + timeout
    hosts = []
    for process, out, err in started:
        while True:
            said = dict(line.split(" ", 1) for line in list(out.lines) if " " in line)
            if {"address", "code", "journal"} <= said.keys():
                hosts.append(Host(process, said["address"], said["code"], Path(said["journal"]), out, err))
                break
            if process.poll() is not None or time.monotonic() > deadline:
                for other, _out, _err in started:
                    other.kill()
                raise AssertionError(f"a host did not start: {out.text()} {err.text()}")
            time.sleep(0.02)
    return hosts


def start_host(home: Path, arguments: list[str], timeout: float = 90) -> Host:
    """Start ``host`` with ``arguments`` and wait for its address, code and journal lines."""
    return start_hosts(home, [arguments], timeout)[0]


class Forked:
    """A client forked by the ``Zygote``, seen as much like a ``subprocess.Popen`` as the tests use."""

    def __init__(self, zygote: Zygote, number: int, pid: int) -> None:
        self.zygote = zygote
        self.number = number
        self.pid = pid

    @property
    def returncode(self) -> int | None:
        return self.zygote.exits.get(self.number)

    def poll(self) -> int | None:
        return self.returncode

    def send_signal(self, sig: int) -> None:
        assert sig == signal.SIGKILL, "the zygote only kills"
        self.zygote.kill(self.number)

    def wait(self, timeout: float) -> int:
        deadline = time.monotonic() + timeout
        with self.zygote.changed:
            while self.returncode is None:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise subprocess.TimeoutExpired(f"client {self.number}", timeout)
                self.zygote.changed.wait(left)
        return self.returncode


class Zygote:
    """``tests/net/client_zygote.py`` running: bot clients forked from a parent that has imported
    ``join`` once, for the tests that start them by the hundred (see that module)."""

    def __init__(self, home: Path, timeout: float = 90) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.net.client_zygote"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=environment(home),
            cwd=Path(__file__).resolve().parents[2],
        )
        self.changed = threading.Condition()
        self.pids: dict[int, int] = {}
        self.exits: dict[int, int] = {}
        self.ready = False
        self._numbers = iter(range(1 << 30))
        self.err = _Lines(self.process.stderr)
        threading.Thread(target=self._listen, daemon=True).start()
        with self.changed:
            if not self.changed.wait_for(lambda: self.ready or self.process.poll() is not None, timeout):
                raise AssertionError(f"the zygote did not start: {self.err.text()}")
        assert self.ready, f"the zygote did not start: {self.err.text()}"

    def _listen(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            word, *numbers = line.split()
            with self.changed:
                if word == "ready":
                    self.ready = True
                elif word == "started":
                    self.pids[int(numbers[0])] = int(numbers[1])
                elif word == "exited":
                    self.exits[int(numbers[0])] = int(numbers[1])
                self.changed.notify_all()
        with self.changed:
            self.changed.notify_all()

    def _send(self, request: dict[str, Any]) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()

    def start(self, argv: list[str], env: dict[str, str], log: Path, timeout: float = 30) -> Forked:
        number = next(self._numbers)
        self._send({"start": number, "argv": argv, "env": env, "log": str(log)})
        with self.changed:
            if not self.changed.wait_for(lambda: number in self.pids, timeout):
                raise AssertionError(f"the zygote forked no client: {self.err.text()}")
        return Forked(self, number, self.pids[number])

    def kill(self, number: int) -> None:
        self._send({"kill": number})

    def close(self) -> None:
        """Stop the zygote; it kills the clients still running first."""
        if self.process.poll() is None:
            assert self.process.stdin is not None
            self.process.stdin.close()
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=30)


class Trace:
    """A client's trace file, read incrementally (only whole lines)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.lines: list[dict[str, Any]] = []
        self._offset = 0

    def read(self) -> list[dict[str, Any]]:
        try:
            with self.path.open("rb") as handle:
                handle.seek(self._offset)
                data = handle.read()
        except FileNotFoundError:
            return self.lines
        end = data.rfind(b"\n") + 1
        self._offset += end
        self.lines.extend(json.loads(line) for line in data[:end].splitlines())
        return self.lines


@dataclass
class Client:
    """One seat's bot client process, restarted with the same seat (token) file after a kill."""

    folder: Path
    name: str
    home: Path
    address: str
    code: str
    seat: int
    seed: int
    extra: tuple[str, ...] = ()
    #: Fork the client from this parent that has imported ``join`` already (else ``python -m``).
    zygote: Zygote | None = None
    process: subprocess.Popen[bytes] | Forked | None = None
    starts: int = 0
    kills: int = 0
    trace: Trace = field(init=False)

    def __post_init__(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        self.trace = Trace(self.folder / f"{self.name}.trace")

    @property
    def seat_file(self) -> Path:
        return self.folder / f"{self.name}.seat"

    @property
    def saved(self) -> Path:
        return self.folder / f"{self.name}.match"

    @property
    def log(self) -> Path:
        return self.folder / f"{self.name}.log"

    def start(self) -> None:
        seat = str(self.seat + 1)  # the command line counts seats from 1
        arguments = [self.address, "--code", self.code, "--seat", seat, "--seed", str(self.seed)]
        files = [
            "--token-file",
            str(self.seat_file),
            "--trace",
            str(self.trace.path),
            "--save",
            str(self.saved),
        ]
        argv = ["join", *arguments, *files, *self.extra]
        if self.zygote is not None:
            self.process = self.zygote.start(argv, environment(self.home), self.log)
        else:
            with self.log.open("ab") as log:
                self.process = subprocess.Popen(
                    [*COMMAND, *argv], stdout=log, stderr=subprocess.STDOUT, env=environment(self.home)
                )
        self.starts += 1

    def kill(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=30)
        self.kills += 1

    def seated(self) -> bool:
        """This incarnation holds its seat (it joined or resumed) and the match is not over for it."""
        lines = self.trace.read()
        if sum(line["event"] == "start" for line in lines) != self.starts:
            return False  # still starting: the trace is an earlier incarnation's
        events = {line["event"] for line in current_run(lines)}
        return bool(events & {"joined", "resumed"}) and not events & {"over", "fail"}

    @property
    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None


def current_run(lines: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The lines of the latest incarnation: from its last ``start`` line on."""
    starts = [index for index, line in enumerate(lines) if line["event"] == "start"]
    return lines[starts[-1] :] if starts else []


def runs(lines: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    starts = [index for index, line in enumerate(lines) if line["event"] == "start"]
    return [lines[a:b] for a, b in zip(starts, [*starts[1:], len(lines)], strict=True)]


def stream_problems(lines: list[dict[str, Any]]) -> list[str]:
    """Everything wrong with the stream a client's incarnations processed, together.

    Each incarnation must start from the position its seat file kept — the last position the one
    before processed, or the one before that (a kill between writing the trace line and the seat
    file) — and then see every number exactly once, in order, unless a snapshot resets it.
    """
    problems: list[str] = []
    history: list[int] = []
    #: The seat file's position after the last line processed, and before it: a snapshot at the
    #: position already reached (a resume answered with one) adds a line but no new position, so
    #: a kill just after it leaves the seat file where this run started, not at the line before.
    kept = [0]
    for number, run in enumerate(runs(lines)):
        start = run[0]["last_seq"]
        allowed = sorted({*([0, *history])[-2:], *kept})
        if number == 0 and start is not None:
            problems.append(f"the first run resumed from {start} with no earlier run")
        if number > 0 and start not in allowed:
            problems.append(f"run {number} resumed from {start}, the stream was at {allowed}")
        position = start
        kept = [start if start is not None else 0]
        for line in run:
            event = line["event"]
            if event == "snapshot":
                position = line["seq"]
                history.append(position)
                kept = [kept[-1], position]
            elif event == "event":
                if position is None or line["seq"] != position + 1:
                    problems.append(f"run {number}: event {line['seq']} after {position}")
                position = line["seq"]
                history.append(position)
                kept = [kept[-1], position]
            elif event in ("gap", "duplicate", "bad_patch"):
                problems.append(f"run {number}: {event} {line}")
            elif event == "resumed" and position is not None and line["seq"] < position:
                problems.append(f"run {number}: the host's stream is at {line['seq']}, we were at {position}")
    return problems


def acts(lines: list[dict[str, Any]]) -> tuple[dict[int, dict[str, Any]], list[str]]:
    """The acts the host accepted, by message id (``{"state": after, "decided": at, "action"}``),
    and everything inconsistent: an id sent with two contents, answered two ways, or never answered."""
    sent: dict[int, tuple[int, Any]] = {}
    answers: dict[int, set[tuple[str, int]]] = {}
    problems: list[str] = []
    for line in lines:
        if line["event"] == "send":
            content = (line["state"], line["action"])
            if sent.setdefault(line["id"], content) != content:
                problems.append(f"act {line['id']} was sent as {sent[line['id']]} and as {content}")
        elif line["event"] == "answer":
            answers.setdefault(line["id"], set()).add((line["kind"], line["state"]))
    accepted = {}
    for message_id, (decided, action) in sent.items():
        answer = answers.get(message_id, set())
        if len(answer) != 1:
            problems.append(f"act {message_id} got the answers {sorted(answer)}")
            continue
        kind, state = next(iter(answer))
        if kind == "ack":
            accepted[message_id] = {"state": state, "decided": decided, "action": action}
    return accepted, problems


def played(document: dict[str, Any]) -> list[tuple[int, dict[str, Any]]]:
    """The seats' decisions in a match file's record, in order (chance steps left out)."""
    return [(entry["seat"], entry["action"]) for entry in document["record"] if not entry.get("chance")]


def deaths(lines: list[dict[str, Any]]) -> dict[str, int]:
    """Where each killed incarnation was when it died (every run but the last): still coming back
    (no ``resumed`` yet), with an act sent and not yet answered, or otherwise playing."""
    where = {"coming back": 0, "act in flight": 0, "playing": 0}
    for run in runs(lines)[:-1]:
        events = [line["event"] for line in run]
        if events[-1] == "fail":
            continue  # it ended by itself (gave up), it was not killed
        if "resumed" not in events and "joined" not in events:
            where["coming back"] += 1
            continue
        last_send = max((i for i, e in enumerate(events) if e == "send"), default=-1)
        answered = any(e == "answer" for e in events[last_send + 1 :])
        where["act in flight" if last_send >= 0 and not answered else "playing"] += 1
    return where
