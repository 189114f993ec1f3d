"""A match's analysis in a process of its own: one JSON job line in, JSON lines out.

Analysing a match costs a minute or more of pure Python; on a thread of the UI's process it would
hold the interpreter against the event loop (the match graph learnt this first: ``graph_worker``).
The UI (``ui.analysis_process``) starts this module when "Analyse" is clicked, writes the job, and
reads the judgements as they come, for its progress bar; Cancel kills the process.

Only JSON crosses, never pickle: the job is the match as its file holds it (game, options, seed,
record), replayed here through the rules, and the depth. Lines out (each names its ``job``):
``{"pass": "quick"|"deep", "total": n}`` — a pass begins, with ``n`` decisions to judge;
``{"pass": ..., "judgements": [...]}`` — the next judgements of that pass (``Judgement.to_json``);
``{"end": n}`` — done, ``n`` decisions judged; ``{"error": "..."}`` — the job could not be done.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import IO, Any

from desktop_app.ai import analysis, analysis_record
from desktop_app.ai.graph_worker import FLUSH_S, environment, requested_job, run_worker
from desktop_app.ai.match_job import MatchJob, match_fields, parse_match
from desktop_app.engine.errors import EngineError
from desktop_app.engine.session import Session

#: The flag a frozen bundle (no ``python -m``) is started with to run this module (``cli.main``).
FLAG = "--analysis-worker"

__all__ = ["FLAG", "Job", "command", "environment", "job_line", "parse_job", "serve"]


@dataclass(frozen=True, slots=True)
class Job(MatchJob):
    """One analysis: the match as a match file would hold it, and how deep to look."""

    depth: str
    #: How much each pass does (``analysis.Work``); the default is what the window asks for, tests
    #: ask for less.
    work: analysis.Work = analysis.DEFAULT_WORK


def job_line(job: Job) -> bytes:
    data = match_fields(job)
    data["depth"] = job.depth
    data["work"] = {name: getattr(job.work, name) for name in _WORK_FIELDS}
    return json.dumps(data, separators=(",", ":")).encode("utf-8") + b"\n"


def parse_job(line: bytes) -> Job:
    """The job on ``line``; ``ValueError`` for anything ``job_line`` would not have written."""
    data = json.loads(line)
    match = parse_match(data)
    depth = data.get("depth")
    if depth not in analysis_record.DEPTHS:
        raise ValueError("a job's depth is quick or deep")
    return Job(*match, depth, _work(data.get("work", {})))


#: The parts of ``analysis.Work`` a job may set, and the most each may be (a job is read data).
_WORK_FIELDS = {
    "worlds": 64,
    "rollout": 200,
    "all_of": 64,
    "deep_worlds": 256,
    "deep_rollout": 400,
    "deep_budget": 30,
    "recheck_worlds": 1024,
}


def _work(data: Any) -> analysis.Work:
    if not isinstance(data, dict) or not set(data) <= set(_WORK_FIELDS):
        raise ValueError("a job's work names how many worlds, steps and seconds")
    for name, value in data.items():
        if type(value) not in (int, float) or not 0 <= value <= _WORK_FIELDS[name]:
            raise ValueError("a job's work is a few small numbers")
        if name != "deep_budget" and type(value) is not int:
            raise ValueError("worlds and steps are whole numbers")
    return analysis.Work(**data)


def run(job: Job, send: Callable[[dict[str, Any]], None], flush_s: float = FLUSH_S) -> None:
    """Judge ``job``'s decisions, sending them in batches: the quick pass, then the deep one."""
    session = Session.from_record(job.game_id, job.players, job.options, job.seed, job.record, sampler=None)
    states = [session.state_at(step) for step in range(len(job.record) + 1)]
    game, record = session.game, job.record
    indices = analysis.decisions(game, states, record, None)
    quick = _send_pass(
        job, send, analysis_record.QUICK, len(indices),
        analysis.quick_pass(game, states, record, job.seed, job.players, indices, job.work), flush_s,
    )  # fmt: skip
    judged = len(quick)
    if job.depth == analysis_record.DEEP:
        marked = [item for item in quick if item.mark(job.players) is not None]
        passes = analysis.deep_pass(game, states, job.seed, job.players, marked, job.work)
        _send_pass(job, send, analysis_record.DEEP, len(marked), passes, flush_s)
    send({"job": job.job, "end": judged})


def _send_pass(
    job: Job,
    send: Callable[[dict[str, Any]], None],
    name: str,
    total: int,
    judgements: Any,
    flush_s: float,
) -> list[analysis_record.Judgement]:
    send({"job": job.job, "pass": name, "total": total})
    found: list[analysis_record.Judgement] = []
    batch: list[Any] = []
    sent_at = time.monotonic()
    for judgement in judgements:
        found.append(judgement)
        batch.append(judgement.to_json())
        if time.monotonic() - sent_at >= flush_s:
            send({"job": job.job, "pass": name, "judgements": batch})
            batch, sent_at = [], time.monotonic()
    if batch:
        send({"job": job.job, "pass": name, "judgements": batch})
    return found


def serve(source: IO[bytes], sink: IO[bytes], flush_s: float = FLUSH_S) -> int:
    """Answer the one job read from ``source`` (the UI starts a process per analysis)."""

    def send(message: dict[str, Any]) -> None:
        sink.write(json.dumps(message, separators=(",", ":")).encode("utf-8") + b"\n")
        sink.flush()

    line = source.readline()
    if not line:
        return 0
    number = requested_job(line)
    try:
        run(parse_job(line), send, flush_s)
    except (EngineError, ValueError, KeyError, TypeError, IndexError) as error:
        # the kind of error only: a message about a state could tell what a view does not
        send({"job": number, "error": type(error).__name__})
    except BrokenPipeError:
        return 0
    return 0


def command(frozen: bool | None = None) -> list[str]:
    """``python -m`` from a checkout or an install, the bundle's own flag in a frozen build."""
    if frozen if frozen is not None else getattr(sys, "frozen", False):
        return [sys.executable, FLAG]
    return [sys.executable, "-m", __name__]


def main(argv: Sequence[str] | None = None) -> int:
    return run_worker("analysis-worker", serve, argv)


if __name__ == "__main__":
    sys.exit(main())
