"""LAN CPU per action, without sockets: what the host and its clients compute for each move.

``lan_speed.py`` measures wall time over TLS on a loaded machine, where a figure moves by
milliseconds from one run to the next. This one drives the host's core (``HostCore``, journal
included) with four network seats in this one thread, encodes every frame it sends as the
transport does (once per message), and has four clients decode their frames and apply them
(``Reader``) as ``SeatClient`` does. Each seat plays uniformly random legal actions from what
it was sent. It reports CPU time (``thread_time``) per action: the host's (the core and the
encoding) and the four clients' together, the bytes sent per action, and where the time goes
(each figure a median of ``--runs`` matches, and each a ratio to the total host time of the same
run, so runs on a busy machine compare).

Run: ``.venv/bin/python benchmarks/lan_cpu.py [--games G ...] [--runs N] [--acts N]``. It runs
against whatever ``desktop_app`` is on the path, so an older checkout can be measured with the
same script (``PYTHONPATH=OLD_TREE``). No socket is opened.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop_app import __version__
from desktop_app.engine.session import Session
from desktop_app.net import delta, framing, pake, protocol
from desktop_app.net.host import seat_infos
from desktop_app.net.host_core import HostCore
from desktop_app.net.journal import Journal

SEATS = 4
CODE = "CPU-BENCH-CODE"
#: What the breakdown times, by label: (owner, attribute). Only what exists in this checkout.
PARTS = {
    "engine: act": ("desktop_app.engine.session:Session", "act"),
    "engine: view": ("desktop_app.engine.session:Session", "view"),
    "engine: view (public parts shared)": ("desktop_app.engine.session:Session", "shared_view"),
    "engine: legal actions": ("desktop_app.engine.session:Session", "legal_actions"),
    "engine: log": ("desktop_app.engine.session:Session", "log_entries"),
    "host: legal actions' wire form": ("desktop_app.net.legal_wire", "compact"),
    "host: patch (diff)": ("desktop_app.net.delta:SeatDocument", "advance"),
    "host: journal": ("desktop_app.net.journal:Journal", "write"),
}


class Timed:
    """CPU time spent in chosen functions (wrapped for the run, restored after)."""

    def __init__(self) -> None:
        self.spent: defaultdict[str, float] = defaultdict(float)
        self._restore: list[Callable[[], None]] = []

    def wrap(self, label: str, where: str, name: str) -> None:
        module_name, _, class_name = where.partition(":")
        try:
            owner: Any = __import__(module_name, fromlist=["_"])
        except ImportError:
            return  # an older checkout without that part
        if class_name:
            owner = getattr(owner, class_name)
        original = getattr(owner, name, None)
        if original is None:
            return  # an older checkout without that part
        spent = self.spent

        def timed(*args: Any, **kwargs: Any) -> Any:
            start = time.thread_time()
            try:
                return original(*args, **kwargs)
            finally:
                spent[label] += time.thread_time() - start

        setattr(owner, name, timed)
        self._restore.append(lambda: setattr(owner, name, original))

    def restore(self) -> None:
        for undo in reversed(self._restore):
            undo()


class Match:
    """A HostCore with four network seats and four clients reading their streams."""

    def __init__(self, game: str, seed: int, folder: Path) -> None:
        plan = ["human"] * SEATS
        self.session = Session.new(game, seat_infos(plan), {}, seed)
        journal = Journal(folder / f"{game}-{seed}.json")
        self.core = HostCore(self.session, plan, CODE, journal=journal)
        self.readers = {conn: delta.Reader() for conn in range(1, SEATS + 1)}
        self.latest: dict[int, dict[str, Any]] = {}
        self.ids = iter(range(1, 1 << 40))
        self.host = self.clients = 0.0
        self.bytes = 0
        for conn in self.readers:
            self.deliver(self.core.open(conn, "127.0.0.1"))
            self.prove(conn, protocol.hello(next(self.ids), __version__))
            self.deliver(self.core.receive(conn, {"type": "join", "id": next(self.ids), "seat": conn - 1}))
        self.host = self.clients = 0.0
        self.bytes = 0

    def prove(self, conn: int, hello: dict[str, Any]) -> None:
        """Say ``hello`` and prove the code on ``conn``, as a client does (``pake.py``)."""
        handshake = pake.ClientHandshake(hello, pake.CodeCredential(CODE), next(self.ids), self.core.channel)
        outgoing = handshake.start()
        while outgoing and not handshake.done:
            for item in self.core.receive(conn, outgoing.pop(0)):
                if item.conn == conn and not handshake.done:
                    outgoing += handshake.take(item.message)[1]
        assert handshake.done, "the host did not prove the code"

    def deliver(self, outgoing: list[Any]) -> None:
        start = time.thread_time()
        frames: dict[int, bytes] = {}
        sent = []
        for item in outgoing:  # one encoding per message, as the transport does
            frame = frames.get(id(item.message))
            if frame is None:
                frame = frames[id(item.message)] = framing.encode(item.message)
            sent.append((item.conn, frame))
        encoded = time.thread_time()
        self.host += encoded - start
        for conn, frame in sent:
            self.bytes += len(frame)
            message = self.readers[conn].take(framing.decode_body(frame[framing.HEADER_SIZE :]))
            if message.get("type") in ("snapshot", "update", "view"):
                self.latest[conn] = message
        self.clients += time.thread_time() - encoded

    def play(self, rng: random.Random, acts: int) -> int:
        done = 0
        while not self.session.is_over and done < acts:
            movers = [conn for conn, message in self.latest.items() if message["legal"]]
            conn = rng.choice(movers)
            message = self.latest[conn]
            action = message["legal"][rng.randrange(len(message["legal"]))]
            request = {"type": "act", "id": next(self.ids), "state": message["state"], "action": action}
            start = time.thread_time()
            outgoing = self.core.receive(conn, request)
            self.host += time.thread_time() - start
            self.deliver(outgoing)
            done += 1
        return done


def measure(game: str, seed: int, acts: int, folder: Path) -> dict[str, Any]:
    timed = Timed()
    for label, (where, name) in PARTS.items():
        timed.wrap(label, where, name)
    try:
        match = Match(game, seed, folder)
        timed.spent.clear()
        count = match.play(random.Random(seed), acts)
    finally:
        timed.restore()
    return {
        "acts": count,
        "host": match.host / count * 1000,
        "clients": match.clients / count * 1000,
        "kb": match.bytes / count / 1024,
        "parts": {label: spent / count * 1000 for label, spent in timed.spent.items()},
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=["maharaja", "forbidden_city", "arkadia"])
    parser.add_argument("--runs", type=int, default=3, help="matches per game (seeds 1..N); medians")
    parser.add_argument("--acts", type=int, default=400, help="actions per match at most")
    args = parser.parse_args()
    print(f"LAN CPU per action, sans-IO, {SEATS} network seats (median of {args.runs} matches each)")
    with tempfile.TemporaryDirectory(prefix="lan-cpu-") as root:
        for game in args.games:
            runs = [measure(game, seed, args.acts, Path(root)) for seed in range(1, args.runs + 1)]
            host = statistics.median(run["host"] for run in runs)
            clients = statistics.median(run["clients"] for run in runs)
            kb = statistics.median(run["kb"] for run in runs)
            acts = sum(run["acts"] for run in runs)
            print(
                f"{game}: {acts} acts; host {host:.2f} ms, 4 clients {clients:.2f} ms,"
                f" {kb:.1f} KB sent per act"
            )
            labels = sorted({label for run in runs for label in run["parts"]})
            for label in labels:
                spent = statistics.median(run["parts"].get(label, 0.0) for run in runs)
                print(f"    {label:34} {spent:6.3f} ms  ({spent / host:4.0%} of the host's)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
