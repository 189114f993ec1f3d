"""A host resuming the journal of a match from before a rules correction plays on under its rules
(issue 31): the journal's match carries no rules version, so it is version 1, and the clients are
sent views (and the welcome's options) that say so; peers of different builds are still refused."""

from __future__ import annotations

import json
from pathlib import Path

from desktop_app.engine.session import Session
from desktop_app.net import pake
from desktop_app.net.journal import Journal
from desktop_app.persistence import matchfile
from tests.net.test_host_core import CODE, Table
from tests.net.test_journal import restarted

MATCHES = Path(__file__).resolve().parents[1] / "fixtures" / "matches"


def _order_changing_swap(session: Session) -> int:
    """The step of the old match's swap that would change who comes next under version 2."""
    for step, entry in enumerate(session.record):
        after = session.state_at(step + 1)
        waiting = after.order[after.turn + 1 :]
        moved = tuple(sorted(waiting, key=lambda s: after.players[s].card)) != waiting
        if entry.action.type == "swap_card" and after.phase == "turn" and moved:
            return step
    raise AssertionError("the fixture has no order-changing swap")


def _as_written_before_versions(path: Path) -> None:
    """Make the journal's match say what a build before issue 31 wrote: no rules version."""
    lines = path.read_bytes().split(b"\n")
    base = json.loads(lines[0])
    del base["match"]["options"]["rules"]
    matchfile.seal(base["match"])
    lines[0] = json.dumps(base, separators=(",", ":")).encode("utf-8")
    path.write_bytes(b"\n".join(lines))


def test_M_3_3_1_a_resumed_old_journal_plays_on_under_rules_1(tmp_path) -> None:
    old = matchfile.load(MATCHES / "rules1-maharaja-finished.tpmatch")
    swap = _order_changing_swap(old)
    running = Session.from_record("maharaja", old.seats, old.options, old.seed, old.record[:swap])
    Table(session=running, plan=["human"] * 3, journal=Journal(tmp_path / "host.journal"))
    _as_written_before_versions(tmp_path / "host.journal")

    again = restarted(tmp_path)
    assert again.session.rules_version == "1" and again.session.options["rules"] == "1"
    for seat in range(3):
        again.connect(seat + 11)
        welcome = again.prove(seat + 11, pake.CodeCredential(CODE))[-1]  # the code proven first
        assert welcome["options"]["rules"] == "1"  # what a client is told it plays
        again.join(seat + 11, seat)
        assert again.mirrors[seat + 11].view["rules"] == "1"  # and what its bots' worlds follow
    for entry in old.record[swap:]:  # the rest of the old match, as it was played: the old order
        replies = again.act(entry.seat + 11, entry.action.to_json())
        assert replies[0]["type"] == "ack", replies[0]
    assert again.session.record == old.record and again.session.outcome() == old.outcome()
