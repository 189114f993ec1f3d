"""The match graph's evaluation process (issue 17): jobs as JSON lines in, points and turning points
as JSON lines out, the same numbers as ``compute`` in this process, a newer job superseding the
one running, and the end of its input (the UI gone) ending it."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from desktop_app.ai import graph_worker as gw
from desktop_app.ai import match_graph as mg
from desktop_app.persistence import matchfile
from desktop_app.threads import collection_held

MATCHES = Path(__file__).parents[1] / "fixtures" / "matches"


def job_of(name: str, perspective: mg.Perspective, *, number: int = 1, upto: int | None = None, known=()):
    session = matchfile.load(MATCHES / name)
    record = session.record[:upto]
    job = gw.Job(
        number, session.game.id, session.players, session.options, session.seed, record, perspective, known
    )
    return session, job


def _serve_held(*args: Any) -> None:
    """``gw.serve`` (a process of its own in the app) with no cyclic collection on its thread: its
    evaluations set off ~200 collections there, some of generation 2 (tests/collector_held.py)."""
    with collection_held():
        gw.serve(*args)


class Served:
    """``gw.serve`` on a thread, its input a pipe kept open as the UI keeps it (the end of the
    input stops the worker, so a closed input would cut every job short)."""

    def __init__(self, flush_s: float = 0.0) -> None:
        reader, writer = os.pipe()
        self.writer = os.fdopen(writer, "wb")
        self.out = io.BytesIO()
        self.thread = threading.Thread(target=_serve_held, args=(os.fdopen(reader, "rb"), self.out, flush_s))
        self.thread.start()

    def send(self, job: gw.Job) -> None:
        self.writer.write(gw.job_line(job))
        self.writer.flush()

    def lines(self) -> list[dict]:
        return [json.loads(line) for line in self.out.getvalue().splitlines()]

    def wait_for(self, text: bytes, count: int = 1) -> None:
        deadline = time.monotonic() + 30
        while self.out.getvalue().count(text) < count:
            if time.monotonic() >= deadline:
                self.writer.close()  # the worker's thread ends, and lets go of the collector
                raise AssertionError(f"no {text!r} came")
            time.sleep(0.02)

    def close(self) -> list[dict]:
        self.writer.close()
        self.thread.join(10)
        assert not self.thread.is_alive()
        return self.lines()


def answers(job: gw.Job, flush_s: float = 0.0) -> list[dict]:
    served = Served(flush_s)
    served.send(job)
    served.wait_for(b'"end"')
    return served.close()


def points_in(lines: list[dict], players: int) -> list[mg.Point]:
    found: list[mg.Point] = []
    for line in lines:
        if "points" in line:
            assert line["from"] == len(found)  # batches in step order, none missing
            found.extend(mg.Point.from_json(item, players) for item in line["points"])
    return found


def test_the_worker_sends_the_same_points_as_compute_step_by_step_and_then_the_turning_points():
    session, job = job_of("v1-maharaja-running.tpmatch", 1, upto=25)
    lines = answers(job)
    states = [session.state_at(step) for step in range(26)]
    assert points_in(lines, session.players) == mg.compute(session.game, states, session.seed, 1)
    assert sum("points" in line for line in lines) == 26  # no batching at flush 0: a line a point
    *_, last = lines
    assert last["job"] == 1 and last["end"] == 26
    swings = [mg.Swing.from_json(item, 25, session.players) for item in last["swings"]]
    assert swings == mg.turning_points(points_in(lines, session.players), gw.TURNING_POINTS)


def test_known_points_are_not_evaluated_again_but_count_for_the_turning_points():
    session, whole = job_of("v1-arkadia-running.tpmatch", mg.REVEALED, upto=30)
    everything = points_in(answers(whole), session.players)
    _, rest = job_of("v1-arkadia-running.tpmatch", mg.REVEALED, upto=30, known=tuple(everything[:20]))
    lines = answers(rest, flush_s=60.0)  # one batch: what was not known
    assert [(line["from"], len(line["points"])) for line in lines if "points" in line] == [(20, 11)]
    assert lines[-1]["swings"] == answers(whole)[-1]["swings"]


def test_a_job_that_cannot_be_evaluated_is_answered_with_an_error_and_the_next_one_still_is():
    _, good = job_of("v1-maharaja-running.tpmatch", 0, number=2, upto=3)
    served = Served()
    served.send(gw.Job(1, "no_such_game", 2, {}, 1, (), 0, ()))
    served.wait_for(b'"error"')
    served.send(good)
    served.wait_for(b'"end"')
    lines = served.close()
    assert lines[0] == {"job": 1, "error": "UnknownGame"}  # the kind only: no state in a message
    assert lines[-1]["job"] == 2 and lines[-1]["end"] == 4


def test_a_newer_job_cuts_the_running_one_short():
    _, long_job = job_of("v1-forbidden_city-finished.tpmatch", 0, number=1)
    _, short_job = job_of("v1-maharaja-running.tpmatch", 2, number=2, upto=5)
    served = Served()
    served.send(long_job)
    served.wait_for(b'"points"')
    served.send(short_job)
    served.wait_for(b'"end"')
    lines = served.close()
    assert all("end" not in line for line in lines if line["job"] == 1)  # 1,404 points: never finished
    assert lines[-1]["job"] == 2 and lines[-1]["end"] == 6


def test_jobs_are_checked_like_anything_read_from_outside():
    _, job = job_of("v1-maharaja-running.tpmatch", 0, upto=4)
    good = json.loads(gw.job_line(job))
    assert gw.parse_job(gw.job_line(job)) == job
    for change in (
        {"job": -1},
        {"players": True},
        {"perspective": "everyone"},
        {"perspective": -2},
        {"record": [{"seat": "x"}]},
        {"known": [[[1, 2, 3], [0.5, 0.5, 0.0]]] * 6},
        {"options": []},
    ):
        with pytest.raises(ValueError):
            gw.parse_job(json.dumps({**good, **change}).encode())


def test_the_command_runs_the_module_from_a_checkout_and_the_flag_in_a_bundle():
    assert gw.command(frozen=False) == [sys.executable, "-m", "desktop_app.ai.graph_worker"]
    assert gw.command(frozen=True) == [sys.executable, gw.FLAG]
    root = str(Path(gw.__file__).resolve().parents[2])
    env = gw.environment({"PYTHONPATH": os.pathsep.join(["/elsewhere", root])})
    assert env["PYTHONPATH"].split(os.pathsep) == [root, "/elsewhere"]


def test_the_process_answers_on_its_pipes_and_stops_when_its_input_ends_mid_job():
    """Started the way a bundle starts it (the command line's flag), as a real process: it answers
    a job, and when the UI's end of the pipe closes (Cancel, or the UI died) it stops at once,
    although the job it is on has a thousand steps to go."""
    session, job = job_of("v1-forbidden_city-finished.tpmatch", 0)
    command = [sys.executable, "-m", "desktop_app", gw.FLAG, "--flush-ms", "0", "--nice", "0"]
    worker = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=gw.environment())
    try:
        assert worker.stdin is not None and worker.stdout is not None
        worker.stdin.write(gw.job_line(job))
        worker.stdin.flush()
        first = json.loads(worker.stdout.readline())
        assert first["job"] == 1 and first["from"] == 0 and len(first["points"]) == 1
        # Read what it still sends while it stops, as the UI's reader does: it may write a few
        # hundred points before it sees the end of its input (up to 160 KB seen), and a pipe
        # nobody reads holds 64 KB - the worker then blocked on its write and this test hung.
        output: list[bytes] = []
        drain = threading.Thread(target=lambda: output.append(worker.stdout.read()), daemon=True)
        drain.start()
        worker.stdin.close()
        assert worker.wait(timeout=20) == 0
        drain.join(timeout=20)
        rest = [json.loads(line) for line in output[0].splitlines()]
        assert all("end" not in line for line in rest)
        assert len(rest) < len(session.record)
    finally:
        if worker.poll() is None:
            worker.kill()
            worker.wait()
