"""What the hosting app's lobby and match screen ask of the core: names, Start, remove, stand-ins.

The app's host waits for its operator (``auto_start=False``): people join with their names, the
operator may remove someone before the start, clicks Start once every network seat is taken, and
during play may let the computer play for someone who left — who takes the seat back by resuming.
All of it survives a host restart through the journal.
"""

from __future__ import annotations

import pytest

from desktop_app.net.host_core import HostCore
from desktop_app.net.journal import Journal
from tests.net.test_host_core import CODE, Table


def lobby(players: int = 2, **options) -> Table:
    return Table("secret_dice", ["human"] * players, auto_start=False, **options)


def join_named(table: Table, conn: int, seat: int | None, name: str) -> list[dict]:
    table.connect(conn)
    replies = table.request(conn, "join", code=CODE, seat=seat, name=name)
    if replies[0]["type"] == "joined":
        table.holders[replies[0]["token"]] = conn  # a resume carries this client's memory over
    return replies


def presence(table: Table, conn: int) -> dict:
    return [m for m in table.received[conn] if m["type"] == "presence"][-1]


def test_a_joining_player_is_called_by_the_name_they_give():
    table = lobby()
    replies = join_named(table, 1, 0, "  Asha\u202e\n ")
    assert replies[0]["type"] == "joined"
    assert table.session.seat_names[0] == "Asha"  # control and bidi characters dropped, trimmed
    join_named(table, 2, 1, "Bo")
    assert presence(table, 1)["names"] == ["Asha", "Bo"]


@pytest.mark.parametrize("name", ["", "   ", "x" * 41, 7, None])
def test_a_bad_name_is_refused_and_takes_no_seat(name):
    table = lobby()
    table.connect(1)
    replies = table.request(1, "join", code=CODE, seat=0, name=name)
    assert replies[0]["type"] == "refused" and replies[0]["code"] == "malformed"
    assert not table.core.filled and table.session.seat_names[0] != name


def test_play_waits_for_the_operators_start_even_when_every_seat_is_taken():
    table = lobby()
    join_named(table, 1, 0, "Asha")
    join_named(table, 2, 1, "Bo")
    assert table.core.filled and not table.core.started
    assert table.mirrors[1].legal == []
    refused = table.act(1, {"type": "bet", "side": "low"})
    assert refused[0]["code"] == "not_started"
    table.run(table.core.begin())
    assert table.core.started and presence(table, 2)["started"] is True
    assert table.mirrors[1].legal or table.mirrors[2].legal


def test_start_needs_every_seat():
    table = lobby()
    join_named(table, 1, 0, "Asha")
    with pytest.raises(ValueError, match="taken"):
        table.core.begin()


def test_the_operator_removes_someone_before_the_start():
    table = lobby()
    join_named(table, 1, 0, "Asha")
    join_named(table, 2, 1, "Mallory")
    token = next(m for m in table.received[2] if m["type"] == "joined")["token"]
    table.run(table.core.remove(1))
    assert table.received[2][-1] == {
        "type": "error",
        "code": "removed",
        "reason": "the host removed you from this match",
    }
    assert 2 not in table.open and not table.core.filled
    assert table.session.seat_names[1] == "Seat 2"
    assert presence(table, 1)["claimed"] == [0]
    table.connect(3)
    replies = table.request(3, "resume", match=table.core.match_id, token=token, last_seq=0)
    assert replies[0]["code"] == "wrong_token"  # the removed token is dead
    join_named(table, 4, 1, "Bo")
    table.run(table.core.begin())
    assert table.core.started
    with pytest.raises(ValueError, match="started"):
        table.core.remove(1)


def test_a_computer_plays_for_someone_who_left_until_they_resume():
    table = lobby()
    join_named(table, 1, 0, "Asha")
    token = join_named(table, 2, 1, "Bo")[0]["token"]
    table.run(table.core.begin())
    table.drop(2)
    table.run(table.core.stand_in(1, "random"))
    assert presence(table, 1)["stand_ins"] == [1]
    # Asha plays; whenever seat 1 is to move the computer answers for it at once.
    for _ in range(4):
        if table.session.is_over or 0 not in table.session.to_move():
            break
        table.act(1, table.mirrors[1].legal[0], table.mirrors[1].state)
        assert 1 not in table.session.to_move() or table.session.is_over
    moved_for_bo = [entry for entry in table.session.record if entry.seat == 1]
    assert moved_for_bo, "the stand-in never moved"
    assert not table.core.bot_errors
    table.connect(3)
    seen = table.mirrors[2].seq
    replies = table.request(3, "resume", match=table.core.match_id, token=token, last_seq=seen)
    assert replies[0]["type"] == "resumed" and replies[0]["seat"] == 1
    assert table.core.level_of(1) == "human" and presence(table, 1)["stand_ins"] == []


def test_stand_ins_need_a_network_seat_and_a_level():
    table = Table("secret_dice", ["human", "random"])
    with pytest.raises(ValueError, match="network"):
        table.core.stand_in(1, "random")
    with pytest.raises(ValueError, match="level"):
        table.core.stand_in(0, "grandmaster")


def test_names_start_and_stand_ins_survive_a_host_restart(tmp_path):
    path = tmp_path / "journal.json"
    table = lobby(journal=Journal(path))
    join_named(table, 1, 0, "Asha")
    join_named(table, 2, 1, "Bo")
    table.run(table.core.begin())
    table.run(table.core.stand_in(1, "random"))
    again = HostCore.restore(path, auto_start=False)
    assert again.started and again.level_of(1) == "random"
    assert again.session.seat_names == ("Asha", "Bo")
