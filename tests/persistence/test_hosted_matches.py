"""What is kept to serve a hosted LAN match again, and to come back to a joined one with one click."""

from __future__ import annotations

import json

from desktop_app.persistence import held_seats, hosted_matches
from desktop_app.persistence.hosted_matches import HostedMatch, LocalSeat

TOKEN = "ab" * 16


def test_a_hosted_match_round_trips_with_its_seats_tokens_while_its_journal_is_there(tmp_path):
    path, journal = tmp_path / "hosted.json", tmp_path / "journal.json"
    journal.write_text("{}")
    entry = HostedMatch("m1", "maharaja", str(journal), 4100, (LocalSeat(0, TOKEN, "Asha"), LocalSeat(2)))
    hosted_matches.remember(entry, path)
    [back] = hosted_matches.hosted_all(path)
    assert (back.match, back.port, back.tokens()) == ("m1", 4100, {0: TOKEN})
    assert (path.stat().st_mode & 0o777) == 0o600
    journal.unlink()
    assert hosted_matches.hosted_all(path) == []  # nothing to serve from
    hosted_matches.forget("m1", path)
    assert hosted_matches.hosted("m1", path) is None


def test_damaged_hosted_entries_are_skipped(tmp_path):
    path, journal = tmp_path / "hosted.json", tmp_path / "journal.json"
    journal.write_text("{}")
    good = {"match": "ok", "game": "arkadia", "journal": str(journal), "port": 4100, "seats": []}
    bad = [
        {**good, "match": "../x"},
        {**good, "port": 0},
        {**good, "port": True},
        {**good, "game": "Arkadia!"},
        {**good, "seats": [{"seat": 9}]},
        {**good, "seats": [{"seat": 0, "token": "not hex"}]},
        {**good, "journal": "a\x00b"},
        "text",
    ]
    path.write_text(json.dumps([*bad, good]))
    assert [entry.match for entry in hosted_matches.hosted_all(path)] == ["ok"]


def test_a_held_seat_keeps_where_its_host_was(tmp_path):
    path = tmp_path / "seats.json"
    seat = held_seats.HeldSeat(
        "m1", 1, TOKEN, "Bo", host="127.0.0.1", port=4100, code="ABC-DEF", game="arkadia"
    )
    held_seats.remember(seat, path)
    back = held_seats.held("m1", path)
    assert back is not None and back.reachable_at == ("127.0.0.1", 4100) and back.code == "ABC-DEF"
    # a seat kept before addresses were (issue 34) still loads, and offers no one-click return
    path.write_text(json.dumps([{"match": "old", "seat": 0, "token": TOKEN}]))
    old = held_seats.held("old", path)
    assert old is not None and old.reachable_at is None
    path.write_text(
        json.dumps([{"match": "m", "seat": 0, "token": TOKEN, "host": "evil.example", "port": 1}])
    )
    assert held_seats.held_all(path) == []


def test_the_hosts_wait_before_a_stand_in_is_kept_with_the_match(tmp_path):
    path, journal = tmp_path / "hosted.json", tmp_path / "journal.json"
    journal.write_text("{}")
    hosted_matches.remember(HostedMatch("m1", "maharaja", str(journal), 4100, stand_in_after=60.0), path)
    assert hosted_matches.hosted("m1", path).stand_in_after == 60.0
    document = json.loads(path.read_text())
    document[0]["stand_in_after"] = "soon"
    path.write_text(json.dumps(document))
    assert hosted_matches.hosted("m1", path) is None
