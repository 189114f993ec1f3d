"""The LAN seats this computer holds (``persistence.held_seats``): written down when taken, read
back only as checked data, kept few, and readable by the user alone."""

from __future__ import annotations

import json
import stat

from desktop_app.persistence.held_seats import KEEP, HeldSeat, forget, held, remember

TOKEN = "0123456789abcdef0123456789abcdef"


def test_a_seat_written_down_is_found_by_its_match_and_forgotten(tmp_path):
    path = tmp_path / "seats.json"
    assert held("a1b2c3d4e5f60718", path) is None
    remember(HeldSeat("a1b2c3d4e5f60718", 1, TOKEN, "Bo"), path)
    found = held("a1b2c3d4e5f60718", path)
    assert found is not None and (found.seat, found.token, found.name) == (1, TOKEN, "Bo")
    assert found.saved > 0
    assert stat.S_IMODE(path.stat().st_mode) == 0o600  # the token is the seat
    remember(HeldSeat("a1b2c3d4e5f60718", 2, TOKEN, "Bo"), path)  # the same match: replaced
    assert held("a1b2c3d4e5f60718", path).seat == 2 and len(json.loads(path.read_text())) == 1
    forget("a1b2c3d4e5f60718", path)
    assert held("a1b2c3d4e5f60718", path) is None


def test_only_the_newest_seats_are_kept(tmp_path):
    path = tmp_path / "seats.json"
    for number in range(KEEP + 5):
        remember(HeldSeat(f"match{number}", 0, TOKEN), path)
    assert held("match0", path) is None and held(f"match{KEEP + 4}", path) is not None
    assert len(json.loads(path.read_text())) == KEEP


def test_a_damaged_or_crafted_file_holds_nothing_it_should_not(tmp_path):
    path = tmp_path / "seats.json"
    for content in (b"\xff\xfe not json", b"{}", b"[1, 2]", b"x" * (70 * 1024)):
        path.write_bytes(content)
        assert held("m1", path) is None
    crafted = [
        {"match": "../../etc", "seat": 0, "token": TOKEN},
        {"match": "m1", "seat": True, "token": TOKEN},
        {"match": "m1", "seat": 9, "token": TOKEN},
        {"match": "m1", "seat": 0, "token": "<b>not hex</b>"},
        {"match": "m1", "seat": 0, "token": TOKEN, "name": "x" * 500},
        {"match": "m2", "seat": 3, "token": TOKEN, "name": "Bo"},
    ]
    path.write_text(json.dumps(crafted))
    assert held("m1", path) is None and held("../../etc", path) is None
    assert held("m2", path) == HeldSeat("m2", 3, TOKEN, "Bo", 0.0)
    remember(HeldSeat("m3", 0, TOKEN), path)  # writing again keeps only what was good
    assert [entry["match"] for entry in json.loads(path.read_text())] == ["m2", "m3"]
