"""A TCP proxy that makes a link slow and lossy, run inside a namespace of ``netns_lan``.

``tc netem`` would do this in the kernel, but not every kernel has it (this one has no
``sch_netem``), so the proxy does it in user space: every chunk each way is held ``delay`` ms before
it is passed on, and a chunk is "lost" at random with probability ``loss`` — as TCP sees a lost
segment, it then arrives only after a retransmission timeout (200–600 ms more), holding up what
follows, in order. With ``cut_every`` > 0, a random connection is cut once in that many seconds,
as a drop that even retransmission does not save.

    python -m tests.net.slow_proxy LISTEN_IP:PORT TARGET_IP:PORT [--delay-ms 150] [--loss 0.02]

It listens and connects only on 127.0.0.1 or 10.77.x.y (the network rule for tests) and prints
``listening IP:PORT`` once ready.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import ipaddress
import random
import sys
import time

ALLOWED = (ipaddress.ip_network("127.0.0.1/32"), ipaddress.ip_network("10.77.0.0/16"))


def _endpoint(text: str) -> tuple[str, int]:
    host, _, port = text.rpartition(":")
    if not any(ipaddress.ip_address(host) in network for network in ALLOWED):
        raise SystemExit(f"only 127.0.0.1 and 10.77.x.y are allowed, not {host}")
    return host, int(port)


class Link:
    """One direction of one connection: chunks pass after their delay, in order."""

    def __init__(self, options: argparse.Namespace, rng: random.Random) -> None:
        self.options, self.rng = options, rng
        self.free_at = 0.0  # when the previous chunk was passed on (order is kept)

    def due(self, now: float) -> float:
        extra = self.rng.uniform(0.2, 0.6) if self.rng.random() < self.options.loss else 0.0
        self.free_at = max(now + self.options.delay_ms / 1000 + extra, self.free_at)
        return self.free_at


async def _pump(
    reader: asyncio.StreamReader, writer: asyncio.StreamWriter, link: Link, stats: dict[str, int]
) -> None:
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[tuple[float, bytes]] = asyncio.Queue()

    async def deliver() -> None:
        while True:
            due, data = await queue.get()
            if not data:
                break
            await asyncio.sleep(max(0.0, due - loop.time()))
            writer.write(data)
            await writer.drain()
        writer.close()

    sender = asyncio.create_task(deliver())
    try:
        while data := await reader.read(65536):
            stats["chunks"] += 1
            queue.put_nowait((link.due(loop.time()), data))
    except (ConnectionError, OSError):
        pass
    queue.put_nowait((0.0, b""))
    with contextlib.suppress(ConnectionError, OSError):
        await sender


async def main(options: argparse.Namespace) -> None:
    listen, target = _endpoint(options.listen), _endpoint(options.target)
    rng = random.Random(options.seed)
    stats = {"connections": 0, "chunks": 0, "cuts": 0}
    writers: list[asyncio.StreamWriter] = []

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        stats["connections"] += 1
        try:
            up_reader, up_writer = await asyncio.open_connection(*target)
        except OSError:
            writer.close()
            return
        writers.extend((writer, up_writer))
        await asyncio.gather(
            _pump(reader, up_writer, Link(options, rng), stats),
            _pump(up_reader, writer, Link(options, rng), stats),
        )

    server = await asyncio.start_server(serve, *listen)
    print(f"listening {listen[0]}:{server.sockets[0].getsockname()[1]}", flush=True)
    started = time.monotonic()
    while time.monotonic() - started < options.lifetime:
        await asyncio.sleep(1.0)
        if options.cut_every and rng.random() < 1 / options.cut_every:
            live = [writer for writer in writers if not writer.is_closing()]
            if live:
                rng.choice(live).transport.abort()
                stats["cuts"] += 1
    print(f"stats {stats}", flush=True)
    server.close()


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("listen")
    parser.add_argument("target")
    parser.add_argument("--delay-ms", type=int, default=150)
    parser.add_argument("--loss", type=float, default=0.02)
    parser.add_argument("--cut-every", type=float, default=0.0, metavar="SECONDS")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--lifetime", type=float, default=900.0, help="stop after this many seconds")
    return parser.parse_args(argv)


if __name__ == "__main__":
    asyncio.run(main(parse(sys.argv[1:])))
