"""The client side of the LAN benchmarks: seats that play random legal actions and time what they hear.

``benchmarks/lan_speed.py`` runs these in its own process or, to keep the clients' decoding off the
host's event loop, in subprocesses: ``python benchmarks/lan_clients.py MODE ...`` prints one JSON
line with its figures and ends. Three modes:

- ``echo``: the raw echo round trip (``lan_echo.EchoClient``) from this process;
- ``table``: the four seats of one match (:class:`FanoutTable`); one action at a time, the time
  from the ``act`` to the moment every seat holds its ``update`` for it;
- ``swarm``: any number of seats of many matches (:class:`Swarm`), each acting as soon as it is
  to move (or after a pause of about ``--think-ms``); the time from each ``act`` to its reply and
  the seat's fresh update or view.

The seats choose uniformly among the legal actions they were sent, so a bot's thinking is never
what is measured; every choice is made before the clock starts. They talk to the host only
through ``HostConnection`` (TLS, pinned to the join code), as any client does.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import sys
import time
from collections.abc import Callable
from typing import Any

from lan_echo import LOOPBACK, EchoClient, echo_frame
from PySide6.QtCore import QCoreApplication, QTimer

from desktop_app import __version__
from desktop_app.net import joincode, pake, protocol
from desktop_app.net.client import HostConnection
from desktop_app.net.delta import PatchError, Reader
from desktop_app.net.joincode import JoinCode

#: Refusals that racing seats earn honestly: two seats to move at once, one is applied first, the
#: other's act then names a stale state id (or a seat no longer to move). Any other code is an error.
EXPECTED_REFUSALS = frozenset({"stale", "not_your_turn"})


class SeatClient:
    """One seat over a HostConnection: joins, answers pings, keeps its latest view, records trouble."""

    def __init__(
        self,
        port: int,
        code: JoinCode,
        seat: int,
        on_message: Callable[[SeatClient, dict[str, Any]], None],
    ) -> None:
        self.port = port
        self.code = code
        self.seat = seat
        self.latest: dict[str, Any] | None = None
        self.updates = 0
        self.over = False
        self.errors: list[str] = []
        self.refusals: dict[str, int] = {}
        self.reader = Reader()
        self._on_message = on_message
        self._ids = itertools.count(1)
        hello = protocol.hello(next(self._ids), __version__)
        self.connection = HostConnection(
            LOOPBACK,
            port,
            code.fingerprint_prefix,
            hello=hello,
            credential=pake.CodeCredential(code),
            proof_id=next(self._ids),
        )
        self.connection.message_received.connect(self._heard)
        self.connection.failed.connect(lambda reason: self.errors.append(f"seat {seat}: {reason}"))
        self.connection.disconnected.connect(self._gone)

    def start(self) -> None:
        self.connection.send({"type": "join", "id": next(self._ids), "seat": self.seat})
        self.connection.start()

    def act(self, action: dict[str, Any], state: int) -> int:
        """Send ``action`` decided at ``state``; returns the message id its reply will carry."""
        message_id = next(self._ids)
        self.connection.send({"type": "act", "id": message_id, "state": state, "action": action})
        return message_id

    def close(self) -> None:
        self.connection.close()

    def _heard(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "ping":
            self.connection.send({"type": "pong", "id": next(self._ids)})
            return
        if kind in ("update", "snapshot", "view"):
            try:
                message = self.reader.take(message)  # the patch applied, legal actions expanded
            except PatchError as error:
                self.errors.append(f"seat {self.seat}: an update did not fit: {error}")
                return
        if kind in ("update", "snapshot", "view"):
            self.latest = message
            self.updates += kind == "update"
        elif kind == "refused":
            code = str(message.get("code"))
            self.refusals[code] = self.refusals.get(code, 0) + 1
            if code not in EXPECTED_REFUSALS:
                self.errors.append(f"seat {self.seat}: refused {code}: {message.get('reason')}")
        elif kind in ("error", "hello_reject", "protocol_error"):
            self.errors.append(f"seat {self.seat}: {kind} {message.get('code', '')} {message.get('reason')}")
        elif kind == "match_over":
            self.over = True
        self._on_message(self, message)

    def _gone(self) -> None:
        if not self.over:
            self.errors.append(f"seat {self.seat}: the host closed the connection before the match ended")

    def to_move(self) -> bool:
        latest = self.latest
        return bool(latest and latest.get("legal") and self.seat in (latest.get("to_move") or []))


class FanoutTable:
    """Four seats of one match, one action at a time: ``act`` -> every seat has its ``update``.

    Only one action is in flight, so each sample is the whole fan-out of one action, undisturbed by
    the next. It stops at the match's end, after ``max_actions`` samples, or once ``budget_s`` seconds
    have passed since the first act (so a slow machine still ends the run in time; ``cut`` says so).
    ``on_done(result)`` gets the samples (ms, wall clock), any errors and ``cut``.
    """

    def __init__(
        self,
        port: int,
        code: JoinCode,
        seats: int,
        seed: int,
        limits: tuple[int, float],
        on_done: Callable[[dict[str, Any]], None],
    ) -> None:
        self.clients = [SeatClient(port, code, seat, self._heard) for seat in range(seats)]
        self.samples: list[float] = []
        self._rng = random.Random(seed)
        self._max_actions, self._budget_s = limits
        self._first_act = 0.0
        self._on_done = on_done
        self._waiting: int | None = None
        self._arrived: set[int] = set()
        self._started_at = 0.0
        self._playing = False
        self._finished = False

    def start(self) -> None:
        for client in self.clients:
            client.start()

    def _heard(self, client: SeatClient, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "update" and message.get("state") == self._waiting:
            self._arrived.add(client.seat)
            if len(self._arrived) == len(self.clients):
                self.samples.append((time.perf_counter() - self._started_at) * 1000)
                self._waiting = None
                QTimer.singleShot(0, self._next)
        elif kind == "update" and not self._playing and all(c.updates for c in self.clients):
            self._playing = True  # every seat got the update that starts play
            QTimer.singleShot(0, self._next)
        elif client.errors or kind == "match_over":
            QTimer.singleShot(0, self._next)

    def _next(self) -> None:
        if self._finished or self._waiting is not None:
            return
        errors = [error for client in self.clients for error in client.errors]
        movers = [client for client in self.clients if client.to_move()]
        spent = time.perf_counter() - self._first_act if self.samples else 0.0
        if errors or len(self.samples) >= self._max_actions or spent > self._budget_s:
            self._finish(errors)
            return
        if not movers:  # the match is over once every seat has its match_over (each one calls here)
            if all(client.over for client in self.clients):
                self._finish(errors)
            return
        client = self._rng.choice(movers)
        assert client.latest is not None
        state = client.latest["state"]
        action = self._rng.choice(client.latest["legal"])
        self._waiting, self._arrived = state + 1, set()
        self._started_at = time.perf_counter()
        self._first_act = self._first_act or self._started_at
        client.act(action, state)

    def _finish(self, errors: list[str]) -> None:
        self._finished = True
        over = all(client.over for client in self.clients)
        for client in self.clients:
            client.over = True  # leaving early on purpose is not a disconnect
            client.close()
        self._on_done({"samples": self.samples, "errors": errors, "cut": not over})


class Swarm:
    """Many seats (of many matches), each acting as soon as it is to move (after ``think_ms``).

    A sample is one act's latency at its client: from sending it to holding both its reply
    (``ack``, or an expected ``refused``) and the seat's fresh ``update``/``view`` that follows —
    the moment the seat could act again. ``on_done(result)`` when every seat is finished, with the
    samples, counts, errors, the seats that never got ``match_over`` and this process's CPU time.

    With no thinking time every match always has an act in flight: the host is saturated and the
    latency is, by Little's law, about the acts in flight divided by the acts served per second.

    A pause is drawn anew before each act, uniformly between half and one and a half ``think_ms``
    (the mean is ``think_ms``). A fixed pause kept the twenty matches in lockstep: they start
    together and each waits the same time after each update, so their acts reached the host in
    bursts of twenty, every second, and each act queued behind the burst (measured 1 December
    2026, 1000 ms pause: p50/p99 42.9/94.8 ms at 10 % of the host's CPU; with the drawn pause
    12.9/48.8 ms). No two people, nor two paced bots, think in step.
    """

    def __init__(
        self,
        targets: list[tuple[int, JoinCode, int]],
        seed: int,
        on_done: Callable[[dict[str, Any]], None],
        think_ms: int = 0,
    ) -> None:
        self._rng = random.Random(seed)
        self._think_ms = think_ms
        self._on_done = on_done
        self.samples: list[float] = []
        self.acks = 0
        self._sent: dict[tuple[int, int], float] = {}
        self._replied: dict[int, list[tuple[float, int]]] = {}
        self._acted_at: dict[int, set[int]] = {}
        self.clients = [SeatClient(port, code, seat, self._heard) for port, code, seat in targets]
        self._done = False
        self._cpu = 0.0

    def start(self) -> None:
        self._cpu = time.process_time()
        for client in self.clients:
            self._replied[id(client)] = []
            self._acted_at[id(client)] = set()
            client.start()

    def _heard(self, client: SeatClient, message: dict[str, Any]) -> None:
        kind = message.get("type")
        key = id(client)
        if kind in ("ack", "refused") and (key, message.get("reply_to")) in self._sent:
            started = self._sent.pop((key, message["reply_to"]))
            self._replied[key].append((started, int(message.get("state", -1))))
            self.acks += kind == "ack"
        elif kind in ("update", "view"):
            self._close_samples(key, int(message.get("state", -1)))
            self._maybe_act(client)
        elif kind == "snapshot":
            self._maybe_act(client)
        if (client.over or client.errors) and not self._done:
            self._check_done()

    def _close_samples(self, key: int, state: int) -> None:
        replied = self._replied[key]
        if not replied:
            return
        now = time.perf_counter()
        waiting = []
        for started, reply_state in replied:
            if reply_state <= state:
                self.samples.append((now - started) * 1000)
            else:
                waiting.append((started, reply_state))
        self._replied[key] = waiting

    def _maybe_act(self, client: SeatClient) -> None:
        if self._think_ms:
            pause = round(self._think_ms * self._rng.uniform(0.5, 1.5))
            QTimer.singleShot(pause, lambda: self._act_now(client))
        else:
            self._act_now(client)

    def _act_now(self, client: SeatClient) -> None:
        if self._done:
            return
        latest = client.latest
        if latest is None or not client.to_move() or latest["state"] in self._acted_at[id(client)]:
            return
        self._acted_at[id(client)].add(latest["state"])
        action = self._rng.choice(latest["legal"])
        started = time.perf_counter()
        message_id = client.act(action, latest["state"])
        self._sent[(id(client), message_id)] = started

    def _check_done(self) -> None:
        if all(client.over or client.errors for client in self.clients):
            self.finish()

    def finish(self) -> None:
        """Report now (every seat finished, or the caller's deadline passed)."""
        if self._done:
            return
        self._done = True
        errors = [error for client in self.clients for error in client.errors]
        unfinished = [f"{client.port}:{client.seat}" for client in self.clients if not client.over]
        refusals: dict[str, int] = {}
        for client in self.clients:
            for code, count in client.refusals.items():
                refusals[code] = refusals.get(code, 0) + count
        for client in self.clients:
            client.over = True
            client.close()
        self._on_done(
            {
                "samples": self.samples,
                "acks": self.acks,
                "refusals": refusals,
                "errors": errors,
                "unfinished": unfinished,
                "cpu": time.process_time() - self._cpu,
            }
        )


def parse_target(text: str) -> tuple[int, JoinCode, int]:
    """``PORT:CODE:SEAT`` (always on 127.0.0.1) as a swarm target."""
    port, code, seat = text.split(":")
    return int(port), joincode.parse(code), int(seat)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="mode", required=True)
    echo = sub.add_parser("echo", help="raw echo round trips to lan_speed's echo server")
    echo.add_argument("--port", type=int, required=True)
    echo.add_argument("--tls", action="store_true")
    echo.add_argument("--size", type=int, required=True)
    echo.add_argument("--count", type=int, required=True)
    table = sub.add_parser("table", help="the four seats of one match, one action at a time")
    table.add_argument("--port", type=int, required=True)
    table.add_argument("--code", required=True)
    table.add_argument("--seats", type=int, default=4)
    table.add_argument("--seed", type=int, default=1)
    table.add_argument("--max-actions", type=int, default=100_000)
    table.add_argument("--budget", type=float, default=600.0, help="seconds of acts at most")
    swarm = sub.add_parser("swarm", help="many seats acting as fast as they can")
    swarm.add_argument("--seed", type=int, default=1)
    swarm.add_argument("--deadline", type=float, default=600.0, help="seconds before giving up")
    swarm.add_argument(
        "--think-ms", type=int, default=0, help="a seat's mean pause before each act (drawn from 0.5-1.5 x)"
    )
    swarm.add_argument("targets", nargs="+", metavar="PORT:CODE:SEAT")
    args = parser.parse_args(argv)
    app = QCoreApplication.instance() or QCoreApplication(["lan-clients"])
    result: dict[str, Any] = {}

    def done(figures: dict[str, Any]) -> None:
        result.update(figures)
        app.quit()

    keep: object
    if args.mode == "echo":

        def echoed(samples: list[float], error: str | None) -> None:
            done({"samples": samples, "errors": [error] if error else []})

        keep = EchoClient(args.port, args.tls, echo_frame(args.size), args.count, echoed)
    elif args.mode == "table":
        limits = (args.max_actions, args.budget)
        keep = FanoutTable(args.port, joincode.parse(args.code), args.seats, args.seed, limits, done)
        keep.start()
    else:
        keep = Swarm([parse_target(text) for text in args.targets], args.seed, done, args.think_ms)
        keep.start()
        QTimer.singleShot(round(args.deadline * 1000), keep.finish)
    app.exec()
    print(json.dumps(result))
    del keep
    return 0


if __name__ == "__main__":
    sys.exit(main())
