"""Both workers read a job line's match the same way, and refuse what no UI would have written.

A job line comes from another process, so it is read data: ``match_job`` checks its match part
once for the graph worker and the analysis worker, and each worker checks what it adds.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from desktop_app.ai import analysis_worker as aw
from desktop_app.ai import graph_worker as gw
from desktop_app.persistence import matchfile

MATCH = Path(__file__).resolve().parents[1] / "fixtures" / "matches" / "v1-maharaja-running.tpmatch"

#: Changes to a job's match part that neither worker's ``job_line`` would ever write.
BAD_MATCHES: tuple[dict[str, Any], ...] = (
    {"job": -1},
    {"job": "1"},
    {"players": True},
    {"seed": 1.5},
    {"game": 3},
    {"options": []},
    {"record": {}},
    {"record": [{"seat": "x"}]},
)


def _jobs() -> dict[str, tuple[Any, Callable[[Any], bytes], Callable[[bytes], Any]]]:
    session = matchfile.load(MATCH)
    record = session.record[:6]
    match = (7, session.game.id, session.players, session.options, session.seed, record)
    return {
        "graph": (gw.Job(*match, 1, ()), gw.job_line, gw.parse_job),
        "analysis": (aw.Job(*match, "deep"), aw.job_line, aw.parse_job),
    }


@pytest.mark.parametrize("worker", ["graph", "analysis"])
def test_a_job_line_reads_back_as_the_job_it_was(worker: str) -> None:
    job, write, read = _jobs()[worker]
    assert read(write(job)) == job


@pytest.mark.parametrize("worker", ["graph", "analysis"])
@pytest.mark.parametrize(
    "change", BAD_MATCHES, ids=lambda change: next(iter(change)) + "=" + repr(next(iter(change.values())))
)
def test_a_bad_match_part_is_refused_by_either_worker(worker: str, change: dict[str, Any]) -> None:
    job, write, read = _jobs()[worker]
    good = json.loads(write(job))
    with pytest.raises(ValueError):
        read(json.dumps({**good, **change}).encode())


@pytest.mark.parametrize("worker", ["graph", "analysis"])
def test_a_line_that_is_no_object_is_refused(worker: str) -> None:
    read = _jobs()[worker][2]
    for line in (b"[]", b"3", b'"job"', b"null"):
        with pytest.raises(ValueError, match="JSON object"):
            read(line)


@pytest.mark.parametrize(
    "change", [{"depth": "deepest"}, {"work": {"worlds": 10_000}}, {"work": {"moves": 1}}]
)
def test_the_analysis_worker_checks_what_it_adds(change: dict[str, Any]) -> None:
    job, write, read = _jobs()["analysis"]
    with pytest.raises(ValueError):
        read(json.dumps({**json.loads(write(job)), **change}).encode())
