"""The host's journal: a host killed at any point comes back as the same match, tokens and all."""

from __future__ import annotations

import json
import os
import stat

import pytest

from desktop_app.engine.session import Session
from desktop_app.net import joincode
from desktop_app.net.host_core import HostCore
from desktop_app.net.journal import Journal, JournalError
from desktop_app.net.journal import load as load_journal
from desktop_app.net.journal import read as read_journal
from tests.net.test_host_core import BET_HIGH, BET_LOW, CODE, FakeClock, Table, assert_refused, finish_dice


def journaled(tmp_path, game="secret_dice", plan=("human", "human"), **options) -> Table:
    return Table(game, plan, journal=Journal(tmp_path / "host.journal"), **options)


def restarted(tmp_path, **options) -> Table:
    """A new host process: nothing but the journal survives."""
    clock = FakeClock()
    return Table(
        core=HostCore.restore(tmp_path / "host.journal", clock=clock, bot_seed=1, **options), clock=clock
    )


def test_every_accepted_action_is_in_the_journal_before_it_is_acknowledged(tmp_path):
    table = journaled(tmp_path)
    table.join(1, 0)
    table.join(2, 1)
    while not table.session.is_over:
        for conn in (1, 2):
            if table.mirrors[conn].legal:
                writes = table.core.journal.writes
                table.act(conn, table.mirrors[conn].legal[0], table.mirrors[conn].state)
                _state, session = load_journal(tmp_path / "host.journal")  # killed right after the ack
                assert session.record == table.session.record and table.core.journal.writes == writes + 1
    assert table.core.journal.last_error is None


def test_a_restarted_host_has_the_same_state_tokens_and_streams(tmp_path):
    table = journaled(tmp_path, "maharaja", ("human", "human", "random"), seed=9)
    tokens = [table.join(1, 0), table.join(2, 1)]
    answers = {}
    for n in range(6):
        conn = min(table.session.to_move()) + 1  # bots have moved: only people are left to move
        message = {
            "type": "act",
            "id": f"a{n}",
            "action": table.mirrors[conn].legal[0],
            "state": table.core.state_id,
        }
        answers[f"a{n}"] = (conn, table.send(conn, message)[0])
    again = restarted(tmp_path)
    assert again.core.match_id == table.core.match_id and again.core.state_id == table.core.state_id
    assert again.session.record == table.session.record and again.session.seed == table.session.seed
    for seat in range(3):
        assert again.session.view(seat) == table.session.view(seat)
    for seat, token in enumerate(tokens):
        client = table.mirrors[seat + 1]  # the same client, its memory intact, on a new connection
        again.mirrors[seat + 11] = client
        again.connect(seat + 11)
        replies = again.request(
            seat + 11, "resume", match=table.core.match_id, token=token, last_seq=client.seq
        )
        assert replies[0]["type"] == "resumed" and replies[0]["seat"] == seat
        assert all(m["type"] != "snapshot" for m in replies)  # numbering went on: no number reused
        assert client.view == json.loads(json.dumps(again.session.view(seat)))
    length = len(again.session.record)
    for message_id, (conn, answer) in answers.items():  # retried after the crash: answered as before
        retry = {"type": "act", "id": message_id, "action": {"type": "anything"}, "state": 0}
        assert answer["type"] == "ack" and again.send(conn + 10, retry) == [answer]
    assert len(again.session.record) == length
    conn = 11 + min(again.session.to_move())
    assert again.act(conn, again.mirrors[conn].legal[0])[0]["type"] == "ack"


def test_the_join_code_survives_a_restart(tmp_path):
    code = joincode.JoinCode.new("ab" * 32)
    table = journaled(tmp_path, code=code)
    table.join(1, 0, code=code)
    again = restarted(tmp_path)
    again.connect(2)
    wrong = joincode.JoinCode(code.fingerprint_prefix, "AAAAAAAA")
    assert_refused(again, again.request(2, "join", code=wrong, seat=1), "wrong_code")
    again.connect(3)
    assert again.request(3, "join", code=joincode.parse(str(code)), seat=1)[0]["type"] == "joined"


def test_a_host_without_the_journal_knows_no_old_match(tmp_path):
    table = journaled(tmp_path)
    token = table.join(1, 0)
    fresh = Table()  # started again without --resume: another match
    fresh.connect(1)
    replies = fresh.request(1, "resume", match=table.core.match_id, token=token, last_seq=3)
    assert replies[0]["type"] == "error" and replies[0]["code"] == "unknown_match"
    assert 1 not in fresh.open and fresh.session.record != () and fresh.core.presence()["claimed"] == []


def test_a_takeback_pending_at_the_crash_is_void_after_it(tmp_path):
    table = journaled(tmp_path)
    tokens = [table.join(1, 0), table.join(2, 1)]
    table.act(1, BET_LOW)
    table.request(1, "takeback_request", state=table.core.state_id)
    again = restarted(tmp_path)
    again.mirrors[2] = table.mirrors[2]
    again.holders[tokens[1]] = 2
    again.connect(5)
    again.request(5, "resume", match=again.core.match_id, token=tokens[1], last_seq=table.mirrors[2].seq)
    assert table.mirrors[2].events[-2]["outcome"] == "void"  # then seat 1's own presence
    assert_refused(
        again,
        again.request(5, "takeback_answer", state=again.core.state_id, accept=True),
        "no_takeback",
        seat=1,
    )
    assert again.act(5, BET_HIGH)[0]["type"] == "ack"


def test_the_journal_is_private_and_damage_is_reported(tmp_path):
    table = journaled(tmp_path)
    table.join(1, 0)
    path = tmp_path / "host.journal"
    if os.name == "posix":
        assert stat.S_IMODE(path.stat().st_mode) == 0o600  # it holds the seed, the code and the tokens
    base, *changes = path.read_text().splitlines()
    document = json.loads(base)  # the base line: the whole match when the journal began
    assert read_journal(path)["join_code"] == CODE and list(read_journal(path)["tokens"]) == ["0"]
    document["match"]["record"][0]["action"]["card"] = (
        6 if document["match"]["record"][0]["action"]["card"] != 6 else 5
    )
    path.write_text("\n".join([json.dumps(document), *changes]) + "\n")
    with pytest.raises(JournalError, match="changed after it was saved"):
        HostCore.restore(path)
    path.write_text("{")
    with pytest.raises(JournalError, match="not a host journal"):
        HostCore.restore(path)
    with pytest.raises(JournalError, match="does not exist"):
        HostCore.restore(tmp_path / "missing.journal")


def test_a_match_that_cannot_be_journaled_is_not_started(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    session = Session.new("secret_dice", 2, seed=3)
    with pytest.raises(JournalError, match="the host cannot save the match: its folder is gone"):
        HostCore(session, None, CODE, journal=Journal(blocker / "host.journal"))


def test_a_change_is_one_appended_line_and_a_torn_last_line_is_ignored(tmp_path):
    """Writing the journal must not cost more at step 2,000 than at step 2: after its base, each
    write appends one small line. A host killed inside that write leaves a torn line, which was
    never answered and is dropped on load."""
    table = journaled(tmp_path)
    table.join(1, 0)
    table.join(2, 1)
    path = tmp_path / "host.journal"
    table.act(1, BET_LOW)
    lines = path.read_bytes().split(b"\n")
    assert lines[-1] == b"" and len(lines) >= 3  # base, changes, and the end of the last line
    assert max(len(line) for line in lines[1:]) < len(lines[0])  # changes are small
    state, session = load_journal(path)
    with path.open("ab") as handle:
        handle.write(b'{"keep": 0, "add": [], "sta')  # the host died inside a write
    torn_state, torn_session = load_journal(path)
    assert torn_session.record == session.record and torn_state.state_id == state.state_id


def test_a_takeback_and_a_fresh_base_read_back_alike(tmp_path, monkeypatch):
    from desktop_app.net import journal

    monkeypatch.setattr(journal, "COMPACT_AFTER", 3)
    table = journaled(tmp_path)
    table.join(1, 0)
    table.join(2, 1)
    table.act(1, BET_LOW)
    table.request(1, "takeback_request", state=table.core.state_id)
    table.request(2, "takeback_answer", state=table.core.state_id, accept=True)
    state, session = load_journal(tmp_path / "host.journal")
    assert session.record == table.session.record and state.state_id == table.core.state_id
    finish_dice(table)
    state, session = load_journal(tmp_path / "host.journal")
    assert session.record == table.session.record and session.is_over
    assert state.seqs == {stream.name: stream.seq for stream in table.core._streams.values()}


def test_a_fresh_base_is_made_durable_beside_the_journal_and_put_in_place_whole(tmp_path, monkeypatch):
    """The periodic fresh base is written and fsync'ed by a thread while the host goes on: until
    it is in place the journal in use has every change (a kill then loses nothing), and once it
    is, it holds the changes made meanwhile too."""
    table, fresh, release = _host_writing_a_fresh_base(tmp_path, monkeypatch)
    path = tmp_path / "host.journal"
    table.act(1, BET_LOW if table.core.session.to_move() == {0} else BET_HIGH)
    assert table.core.journal._fresh is fresh and fresh.lines  # still being written, changes came meanwhile
    state, session = load_journal(path)  # what a host killed now would come back from
    assert session.record == table.session.record and state.state_id == table.core.state_id
    base_before = path.read_bytes().split(b"\n")[0]
    release.set()
    table.core.journal.settle(10)
    assert table.core.journal._fresh is None and not fresh.path.exists()
    assert path.read_bytes().split(b"\n")[0] != base_before  # the fresh base is the file now
    state, session = load_journal(path)
    assert session.record == table.session.record and state.state_id == table.core.state_id
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_a_fresh_base_written_on_its_thread_says_what_a_whole_base_said_when_it_began(tmp_path, monkeypatch):
    """The writer thread writes the match out from a snapshot taken when the fresh base began:
    its line is the base the host's thread would have written then (only the time of saving
    differs), whatever the host did meanwhile."""
    from desktop_app.net import journal

    monkeypatch.setattr(journal, "COMPACT_AFTER", 2)
    expected: list[dict] = []
    real_start = journal.Journal._start_fresh_base

    def start(self, state, session):
        expected.append(json.loads(self._base_line(state, session)[0]))
        real_start(self, state, session)
        self.settle(10)  # in place before anything else happens: its line is the file's first

    monkeypatch.setattr(journal.Journal, "_start_fresh_base", start)
    table = journaled(tmp_path)
    table.join(1, 0)
    table.join(2, 1)
    while not expected and not table.core.session.is_over:
        table.act(1, BET_LOW if table.core.session.to_move() == {0} else BET_HIGH)
        table.act(2, BET_HIGH)
    table.act(1, BET_LOW)  # one more write: the fresh base is put in place
    written = json.loads((tmp_path / "host.journal").read_bytes().split(b"\n")[0])
    for document in (written, expected[0]):
        del document["match"]["saved"]
    assert written == expected[0] and list(written) == list(expected[0])


def _host_writing_a_fresh_base(tmp_path, monkeypatch):
    """A host whose fresh base is being written by its thread, held at its fsync until released."""
    import threading

    from desktop_app.net import journal

    monkeypatch.setattr(journal, "COMPACT_AFTER", 2)
    release = threading.Event()
    real_fsync = os.fsync

    def slow_fsync(fd: int) -> None:
        # a disk that takes its time, for the rewriting thread only (os.fsync is patched for the
        # whole process, and the host's own appends must not wait for the release)
        if threading.current_thread() is not threading.main_thread():
            release.wait(10)
        real_fsync(fd)

    monkeypatch.setattr(journal.os, "fsync", slow_fsync)
    table = journaled(tmp_path)
    table.join(1, 0)
    table.join(2, 1)
    while table.core.journal._fresh is None and not table.core.session.is_over:
        table.act(1, BET_LOW if table.core.session.to_move() == {0} else BET_HIGH)
        table.act(2, BET_HIGH)
    fresh = table.core.journal._fresh
    assert fresh is not None and fresh.path.exists()
    return table, fresh, release


def test_a_host_that_ends_puts_its_fresh_base_in_place_and_leaves_no_half_written_file(tmp_path, monkeypatch):
    """A host ended while its fresh base was being written left that ``.tmp`` file beside the
    journal for good (the writer thread is a daemon; seen after a LAN match on a busy machine)."""
    table, fresh, release = _host_writing_a_fresh_base(tmp_path, monkeypatch)
    release.set()
    table.core.shutdown()
    assert not fresh.path.exists() and not list(tmp_path.rglob("*.tmp"))
    assert table.core.journal._fresh is None
    state, session = load_journal(tmp_path / "host.journal")
    assert session.record == table.session.record and state.state_id == table.core.state_id


def test_a_fresh_base_that_does_not_finish_in_time_is_dropped_and_the_journal_stays_whole(
    tmp_path, monkeypatch
):
    """A disk that stopped answering must not hang the host's end: after the wait the fresh base
    is dropped, and the journal in use, which has every change, is what a restart reads."""
    table, fresh, release = _host_writing_a_fresh_base(tmp_path, monkeypatch)
    path = tmp_path / "host.journal"
    before = path.read_bytes()
    table.core.journal.close(timeout=0.05)
    assert not fresh.path.exists() and table.core.journal._fresh is None
    release.set()
    assert fresh.done.wait(10)  # the writer finishes into a file no longer named
    assert not list(tmp_path.rglob("*.tmp")) and path.read_bytes() == before
    state, session = load_journal(path)
    assert session.record == table.session.record and state.state_id == table.core.state_id
