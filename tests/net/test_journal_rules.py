"""A host resuming the journal of a match from before a rules correction plays on under its rules
(issue 31): the journal's match carries no rules version, so it is version 1, and the clients are
sent views (and the welcome's options) that say so; peers of different builds are still refused."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from desktop_app import __version__
from desktop_app.engine.session import Session
from desktop_app.net import pake, protocol
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


def test_a_peer_of_a_build_before_the_correction_is_refused_by_the_game_s_name() -> None:
    """A build of rules version 1 (digest of "maharaja:1") is refused by a host of this build, even
    for a match from before the correction: the builds' rules differ, whatever the match plays."""
    table = Table("maharaja", ("human", "human", "human"))
    old_build = {**protocol.rules_digests(), "maharaja": hashlib.sha256(b"maharaja:1").hexdigest()}
    table.connect(1, hello=False)
    replies = table.send(1, {**protocol.hello(1, __version__), "rules": old_build})
    assert [m["type"] for m in replies] == ["hello_reject"]
    assert [(d["what"], d["game"]) for d in replies[0]["differs"]] == [("rules", "maharaja")]
    assert "maharaja" in replies[0]["reason"]
