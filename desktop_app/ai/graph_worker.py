"""The match graph's evaluation in a process of its own: JSON lines in, JSON lines out.

Evaluating a 2,000-step match costs seconds of pure Python. On a thread of the UI's process it
held the interpreter lock against the event loop, and the UI froze for a fifth of a second at a
time on a busy machine; a process of its own shares nothing with it. The UI (``ui.match_graph``)
starts this module once per open graph panel and writes one line per job; the process answers
each job with lines of points as they are found (the UI's progress bar counts them) and a last
line with the turning points, so the UI thread only reads and draws.

Only JSON crosses, never pickle: a job is the match as its record (what a match file holds), the
perspective, and the points the UI already has. The record is replayed here through the rules,
so nothing the UI holds is trusted beyond what a match file would be.

A newer job supersedes the one running (a live match moved on, another perspective was picked);
the end of input (the UI closed the pipe, cancelled, or died) ends the process at the next step.

Lines out (each a JSON object naming its ``job``):
``{"from": k, "points": [...]}`` — points ``k, k+1, ...``, exact floats;
``{"end": n, "swings": [...]}`` — all ``n`` points were sent, and the turning points of them;
``{"error": "..."}`` — this job could not be evaluated (the process waits for the next one).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import queue
import sys
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from desktop_app.ai.match_graph import REVEALED, Perspective, Point, each_point, turning_points
from desktop_app.ai.match_job import MatchJob, is_whole, match_fields, parse_match
from desktop_app.engine.errors import EngineError
from desktop_app.engine.session import Session

#: The flag a frozen bundle (no ``python -m``) is started with to run this module (``cli.main``).
FLAG = "--graph-worker"
#: How often found points are sent: often enough for a smooth progress bar, seldom enough that
#: reading them costs the UI nothing (a 2,000-step match sends ~100 lines, not 2,000).
FLUSH_S = 0.05
#: How many turning points a job's last line names.
TURNING_POINTS = 3
#: How much lower than the UI this process runs where the system allows it: on a machine short
#: of cores the UI's event loop is served first (5: the UI gets three quarters of a shared core,
#: and the evaluation still goes on at a third of its speed beside a busy program).
NICE = 5


@dataclass(frozen=True, slots=True)
class Job(MatchJob):
    """One evaluation: the match (as a match file would hold it), whose eyes, what is known."""

    perspective: Perspective
    known: tuple[Point, ...]


def job_line(job: Job) -> bytes:
    """The line the UI writes for ``job``."""
    data = match_fields(job)
    data["perspective"] = job.perspective
    data["known"] = [point.to_json(None) for point in job.known]
    return json.dumps(data, separators=(",", ":")).encode("utf-8") + b"\n"


def parse_job(line: bytes) -> Job:
    """The job on ``line``; ``ValueError`` for anything ``job_line`` would not have written."""
    data = json.loads(line)
    match = parse_match(data)
    players, record, known = match[2], match[5], data.get("known")
    if not isinstance(known, list) or len(known) > len(record) + 1:
        raise ValueError("a job holds a record and the points known of it")
    perspective = data.get("perspective")
    if not (perspective is None or perspective == REVEALED or is_whole(perspective)):
        raise ValueError("a perspective is a seat, null (a spectator) or 'all'")
    return Job(
        *match,
        perspective,  # type: ignore[arg-type]  # checked above
        tuple(Point.from_json(item, players) for item in known),
    )


def evaluate(
    job: Job, send: Callable[[dict[str, Any]], None], stop: Callable[[], bool], flush_s: float
) -> None:
    """Send ``job``'s points in batches, then its turning points; return early once ``stop()``."""
    session = Session.from_record(job.game_id, job.players, job.options, job.seed, job.record, sampler=None)
    states = [session.state_at(step) for step in range(len(job.record) + 1)]
    found = list(job.known)
    batch: list[Any] = []
    sent_at = time.monotonic()
    for point in each_point(session.game, states, job.seed, job.perspective, len(found)):
        found.append(point)
        batch.append(point.to_json(None))
        if time.monotonic() - sent_at >= flush_s:
            send({"job": job.job, "from": len(found) - len(batch), "points": batch})
            batch, sent_at = [], time.monotonic()
        if stop():
            return
    if batch:
        send({"job": job.job, "from": len(found) - len(batch), "points": batch})
    swings = turning_points(found, TURNING_POINTS)
    send({"job": job.job, "end": len(found), "swings": [swing.to_json() for swing in swings]})


def serve(source: IO[bytes], sink: IO[bytes], flush_s: float = FLUSH_S) -> int:
    """Answer the jobs read from ``source`` until it ends; a newer job cuts the running one short."""
    lines: queue.Queue[bytes | None] = queue.Queue()

    def read() -> None:
        for line in source:
            lines.put(line)
        lines.put(None)  # the UI closed the pipe (or is gone): nobody waits for answers

    threading.Thread(target=read, name="graph-jobs", daemon=True).start()

    def send(message: dict[str, Any]) -> None:
        sink.write(json.dumps(message, separators=(",", ":")).encode("utf-8") + b"\n")
        sink.flush()

    line = lines.get()
    while line is not None:
        job_number = requested_job(line)
        try:
            evaluate(parse_job(line), send, lambda: not lines.empty(), flush_s)
        except (EngineError, ValueError, KeyError, TypeError, IndexError) as error:
            # the kind of error only: a message about a state could tell what the view does not
            send({"job": job_number, "error": type(error).__name__})
        except BrokenPipeError:
            return 0
        line = lines.get()
        while line is not None and not lines.empty():
            line = lines.get()  # only the newest of the jobs that queued up meanwhile counts
    return 0


def requested_job(line: bytes) -> int | None:
    """The ``job`` number a request line names, if it names a whole number (to answer a bad line)."""
    try:
        number = json.loads(line).get("job")
    except (ValueError, AttributeError):
        return None
    return number if type(number) is int else None


def command(frozen: bool | None = None) -> list[str]:
    """How to start this module: ``python -m`` from a checkout or an install, the flag of the
    bundle's own executable in a frozen build (it has no ``-m``)."""
    if frozen if frozen is not None else getattr(sys, "frozen", False):
        return [sys.executable, FLAG]
    return [sys.executable, "-m", __name__]


def environment(base: Mapping[str, str] | None = None) -> dict[str, str]:
    """The process's environment: the UI's, with this package importable from anywhere (a
    checkout run from another folder has it only on the UI's own ``sys.path``)."""
    env = dict(os.environ if base is None else base)
    root = str(Path(__file__).resolve().parents[2])
    paths = [root] + [part for part in env.get("PYTHONPATH", "").split(os.pathsep) if part and part != root]
    env["PYTHONPATH"] = os.pathsep.join(paths)
    return env


def run_worker(
    prog: str, serve_jobs: Callable[[IO[bytes], IO[bytes], float], int], argv: Sequence[str] | None = None
) -> int:
    """A worker process's command line (this one's and the analysis's): its batch interval and its
    priority, then ``serve_jobs`` over stdin and stdout until the UI closes them."""
    parser = argparse.ArgumentParser(prog=prog, description=f"The {prog} of Three Palaces (runs for the UI).")
    parser.add_argument("--flush-ms", type=float, default=FLUSH_S * 1000, help="ms between batches")
    parser.add_argument("--nice", type=int, default=NICE, help="priority below the UI's (where possible)")
    args = parser.parse_args(argv)
    if args.nice and hasattr(os, "nice"):
        # where that is not allowed, the evaluation runs at the UI's priority, still apart from it
        with contextlib.suppress(OSError):
            os.nice(args.nice)
    return serve_jobs(sys.stdin.buffer, sys.stdout.buffer, args.flush_ms / 1000)


def main(argv: Sequence[str] | None = None) -> int:
    return run_worker("graph-worker", serve, argv)


if __name__ == "__main__":
    sys.exit(main())
