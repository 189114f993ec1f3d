"""Per-seat streams: contiguous numbers, bounded replay, and payloads built from view/log/legal only."""

from __future__ import annotations

import json

from desktop_app.engine.messages import Message
from desktop_app.engine.session import Session
from desktop_app.net import streams
from desktop_app.net.delta import Reader
from desktop_app.net.legal_wire import expand
from desktop_app.net.protocol import check_host_message
from desktop_app.net.streams import Fanout, Stream


def test_a_stream_numbers_its_events_one_by_one():
    stream = Stream(0)
    stamped = [stream.push({"type": "chat", "state": 1, "seat": 0, "text": str(n)}) for n in range(5)]
    assert [event["seq"] for event in stamped] == [1, 2, 3, 4, 5] and stream.seq == 5
    assert stream.since(5) == [] and stream.since(2) == stamped[2:] and stream.since(0) == stamped
    assert stream.name == "0" and Stream(None).name == "spectators"


def test_a_gap_older_than_the_history_or_from_the_future_asks_for_a_snapshot():
    stream = Stream(1, history=4)
    for n in range(10):
        stream.push(streams.empty(n))
    assert [event["seq"] for event in stream.since(6)] == [7, 8, 9, 10]
    assert stream.since(5) is None  # event 6 is no longer kept
    assert stream.since(11) is None
    restored = Stream(1, seq=10)  # a restarted host: numbering goes on, nothing to replay
    assert restored.since(10) == [] and restored.since(9) is None
    assert restored.push(streams.empty(3))["seq"] == 11


def test_fanout_puts_every_change_on_every_stream():
    fanout = Fanout([0, 2], spectators=True)
    fanout.attach(10, 0)
    fanout.watchers.update({20, 21})
    deliveries = fanout.emit(lambda stream: None if stream.seat is None else {"type": "x", "state": 4}, 4)
    assert deliveries == [
        (10, {"type": "x", "state": 4, "seq": 1}),
        (20, {"type": "empty", "state": 4, "seq": 1}),
        (21, {"type": "empty", "state": 4, "seq": 1}),
    ]
    assert fanout.streams[2].seq == 1  # nobody reads seat 2 now: it numbers on, for its return
    assert fanout.attach(11, 0) == 10 and not fanout.detach(10, 0) and fanout.detach(11, 0)
    assert fanout.readers(fanout.streams[0]) == []


def test_without_spectators_there_is_no_spectator_stream():
    assert list(Fanout([0, 1], spectators=False).streams) == [0, 1]


def test_payloads_hold_the_view_the_redacted_log_and_own_legal_actions_only():
    session = Session.new("secret_dice", 2, seed=4)
    session.act(0, {"type": "bet", "side": "low"})
    stream = Stream(1, seq=7)
    update = streams.update(session, stream, 9, 2, playing=True)
    assert set(update) == {"type", "state", "patch", "to_move", "log_from", "log"}
    # The stream's first update carries the whole document: its readers held none of it yet.
    [(kind, path, document)] = update["patch"]
    assert (kind, path) == ("s", [])
    assert document == {"view": session.view(1), "legal": streams.legal_json(session, 1, True)}
    assert update["log"] == [line.to_json() for line in session.log_entries(1)[2:]]
    assert expand(wire(document["legal"])) == [action.to_json() for action in session.legal_actions(1)]
    assert "low" not in json.dumps([document["view"], update["log"]])  # seat 0's bet is hidden from seat 1
    check_host_message({**update, "seq": 8})
    view = streams.fresh_view(session, stream, 9, playing=True)
    check_host_message(view)
    assert view["seq"] == 7 and view["log_length"] == len(session.record)
    spectator = streams.snapshot(session, Stream(None), 9, True, {}, None, None)
    check_host_message(spectator)
    assert spectator["legal"] == [] and spectator["view"] == session.view(None)
    assert streams.legal_json(session, 1, playing=False) == []


def test_log_lines_travel_as_messages():
    assert streams.message_json(Message.make("engine.text", text="hi")) == {
        "id": "engine.text",
        "params": {"text": "hi"},
    }
    assert streams.message_json("plain") == {"id": "engine.text", "params": {"text": "plain"}}


def test_later_updates_are_patches_of_what_the_stream_holds_and_snapshots_send_that_whole():
    """A reader applying each update's patch to the document it holds has, after every event,
    exactly the JSON of the seat's view and legal actions; a snapshot carries the document the
    next patch applies to."""
    session = Session.new("secret_dice", 2, seed=4)
    stream = Stream(1)
    reader = Reader()
    reader.take(wire(streams.snapshot(session, stream, 0, True, {}, None, None)))
    bets = [{"type": "bet", "side": "low"}, {"type": "bet", "side": "high"}, {"type": "bet", "side": "low"}]
    for state, action in enumerate(bets, 1):
        session.act(sorted(session.to_move())[0], action)
        update = wire(streams.update(session, stream, state, len(session.record), playing=True))
        got = reader.take(update)
        assert got["view"] == wire(session.view(1))
        assert got["legal"] == expand(wire(streams.legal_json(session, 1, True)))
        whole = [["s", [], {"view": got["view"], "legal": reader.document["legal"]}]]
        # Only the stream's first update is whole (a snapshot is not its base: it went to one reader).
        assert (update["patch"] == whole) == (state == 1)
        snapshot = streams.snapshot(session, stream, state, True, {}, None, None)
        assert (snapshot["view"], snapshot["legal"]) == (stream.document.view, stream.document.legal)


def wire(message):
    return json.loads(json.dumps(message))
