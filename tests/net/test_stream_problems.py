"""The check of a killed client's streams (``lan_processes.stream_problems``) tells a seat file a
kill left one line behind from one that went back or skipped ahead."""

from __future__ import annotations

from typing import Any

from tests.net.lan_processes import stream_problems


def start(last_seq: int | None) -> dict[str, Any]:
    return {"event": "start", "last_seq": last_seq}


def event(seq: int) -> dict[str, Any]:
    return {"event": "event", "seq": seq}


def snapshot(seq: int) -> dict[str, Any]:
    return {"event": "snapshot", "seq": seq}


PLAYED = [start(None), snapshot(88), event(89), event(90)]


def test_a_run_resumes_where_the_last_one_stopped_or_one_line_before():
    assert stream_problems([*PLAYED, start(90), event(91)]) == []
    assert stream_problems([*PLAYED, start(89), event(90), event(91)]) == []


def test_a_kill_just_after_a_snapshot_at_the_same_position_leaves_the_seat_file_where_the_run_began():
    # A run resumed from 89, was answered with a snapshot at 90 and killed before its seat file
    # said so (a full parallel run of test_clients_killed once saw this: "the stream was at [90, 90]").
    assert stream_problems([*PLAYED, start(89), snapshot(90), start(89), event(90)]) == []


def test_a_run_that_goes_further_back_or_skips_ahead_is_a_problem():
    assert stream_problems([*PLAYED, start(88)]) == ["run 1 resumed from 88, the stream was at [89, 90]"]
    assert stream_problems([*PLAYED, start(91)]) == ["run 1 resumed from 91, the stream was at [89, 90]"]
    assert stream_problems([*PLAYED, start(90), event(92)]) == ["run 1: event 92 after 90"]
