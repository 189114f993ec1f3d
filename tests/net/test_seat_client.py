"""SeatClient against a real host on 127.0.0.1: joining, every refusal, and a link that breaks.

Each test starts a host as the app would (``start_host``, certificate and journal in a temporary
folder) and drives SeatClients only through their API; what they report (``event``, ``replied``,
``failed``, ``link_changed``) is recorded by a ``Watch``. Connections are cut by aborting a socket,
on either side, at chosen moments — after an act the host applied but whose answer was lost, while
another seat plays on, with a request made mid-reconnect — and every stream must stay gap-free and
every action be applied exactly once.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QSslSocket, QTcpServer

import desktop_app
from desktop_app.engine.action import Action
from desktop_app.net import seat_client, tls
from desktop_app.net.host import LanHost, start_host
from desktop_app.net.host_core import Outgoing
from desktop_app.net.joincode import JoinCode
from desktop_app.net.seat_client import SeatClient

WAIT_MS = 8_000
FAST = {"backoff": (0.05, 0.1, 0.2), "give_up_after": 20.0}
LOW = Action.make("bet", side="low")
HIGH = Action.make("bet", side="high")


class Watch:
    """Everything one SeatClient said, for the test to wait on and check."""

    def __init__(self, client: SeatClient) -> None:
        self.client = client
        self.welcomes: list[dict[str, Any]] = []
        self.joins: list[Any] = []
        self.events: list[dict[str, Any]] = []
        self.replies: list[dict[str, Any]] = []
        self.links: list[str] = []
        self.failures: list[tuple[str, str]] = []
        client.welcomed.connect(self.welcomes.append)
        client.joined.connect(self.joins.append)
        client.event.connect(self.events.append)
        client.replied.connect(self.replies.append)
        client.link_changed.connect(self.links.append)
        client.failed.connect(lambda code, reason: self.failures.append((code, reason)))

    def latest(self, kind: str) -> dict[str, Any]:
        return [event for event in self.events if event["type"] == kind][-1]

    def live(self) -> dict[str, Any]:
        """The last view the client was given (snapshot, update or view)."""
        return [event for event in self.events if event["type"] in ("snapshot", "update", "view")][-1]

    def stream_seqs_are_contiguous(self) -> bool:
        base = None
        for event in self.events:
            if event["type"] == "snapshot":
                base = event["seq"]
            elif event["type"] != "view":
                if base is None or event["seq"] != base + 1:
                    return False
                base = event["seq"]
        return True


@pytest.fixture
def hosts(qapp, tmp_path: Path) -> Iterator[Callable[..., LanHost]]:
    """Starts hosts in ``tmp_path`` (one certificate for all) and closes them at the end."""
    made: list[LanHost] = []

    def serve(plan: tuple[str, ...] = ("human", "human"), **options: Any) -> LanHost:
        options.setdefault("seed", 5)
        host = start_host(
            "secret_dice",
            list(plan),
            bind="127.0.0.1",
            identity_folder=tmp_path / "identity",
            journal_folder=tmp_path / "journals",
            **options,
        )
        made.append(host)
        return host

    yield serve
    for host in made:
        host.close()


@pytest.fixture
def clients(qapp) -> Iterator[list[SeatClient]]:
    made: list[SeatClient] = []
    yield made
    for client in made:
        client.close()


def connect(qtbot, clients: list, host: LanHost, code: JoinCode | None = None, **options: Any) -> Watch:
    address, port = host.address()
    client = SeatClient(address, port, code or host.code, **{**FAST, **options})
    clients.append(client)
    watch = Watch(client)
    client.start()
    qtbot.waitUntil(lambda: bool(watch.welcomes or watch.failures), timeout=WAIT_MS)
    return watch


def joined(qtbot, clients: list, host: LanHost, seat: int | str | None, **options: Any) -> Watch:
    watch = connect(qtbot, clients, host, **options)
    watch.client.join(seat)
    qtbot.waitUntil(lambda: any(e["type"] == "snapshot" for e in watch.events), timeout=WAIT_MS)
    return watch


def refused_to_join(qtbot, watch: Watch, seat: int | str | None) -> tuple[str, str]:
    watch.client.join(seat)
    qtbot.waitUntil(lambda: bool(watch.failures), timeout=WAIT_MS)
    assert watch.client.is_done and watch.client.link == "closed"
    assert not watch.joins and len(watch.failures) == 1
    return watch.failures[0]


def client_socket(watch: Watch) -> QSslSocket:
    connection = watch.client.connection
    assert connection is not None
    socket = connection.findChild(QSslSocket)
    assert socket is not None
    return socket


def host_socket(host: LanHost, watch: Watch) -> QSslSocket:
    """The host's end of ``watch``'s connection (found by the client's port)."""
    port = client_socket(watch).localPort()
    for socket in host.transport.findChildren(QSslSocket):
        connected = socket.state() == QAbstractSocket.SocketState.ConnectedState
        if connected and socket.peerPort() == port:
            return socket
    raise AssertionError("the host has no socket for that client")


def spy(host: LanHost) -> list[tuple[int, dict[str, Any]]]:
    """Every message the host's core receives, in order."""
    heard: list[tuple[int, dict[str, Any]]] = []
    receive = host.core.receive

    def recording(conn: int, message: dict[str, Any]) -> list[Outgoing]:
        heard.append((conn, message))
        return receive(conn, message)

    host.core.receive = recording  # type: ignore[method-assign]
    return heard


def back_again(qtbot, watch: Watch, links_before: int) -> None:
    """Wait until the client reconnected after the drop and holds its seat again."""
    qtbot.waitUntil(lambda: "reconnecting" in watch.links[links_before:], timeout=WAIT_MS)
    qtbot.waitUntil(lambda: watch.client.link == "connected", timeout=WAIT_MS)


def vanish(host: LanHost) -> None:
    """The host dies without a word (a crash, a pulled cable): no ``ended`` is sent."""
    host.bots.close()
    host.transport.close()


def js(value: Any) -> Any:
    return json.loads(json.dumps(value))


# --- joining -------------------------------------------------------------------------------------


def test_players_join_by_name_and_are_told_everything_their_seat_may_know(qtbot, hosts, clients):
    host = hosts()
    asha = connect(qtbot, clients, host, name="Asha")
    welcome = asha.welcomes[0]
    assert welcome["game"] == "secret_dice" and welcome["players"] == 2
    assert [seat["taken"] for seat in welcome["seats"]] == [False, False]
    assert asha.client.link == "connected" and asha.links == ["connecting", "connected"]
    ready: list[bool] = []
    asha.client.joined.connect(lambda _seat: ready.append(asha.client.memory is not None))
    asha.client.join(None)
    qtbot.waitUntil(lambda: bool(asha.joins) and bool(asha.events), timeout=WAIT_MS)
    assert asha.joins == [0] and asha.client.seat == 0
    assert ready == [True]  # a screen can be made from the client in the ``joined`` slot
    assert len(asha.client.token or "") == 32 and asha.client.match_id == host.core.match_id
    snapshot = asha.events[0]
    assert snapshot["type"] == "snapshot" and snapshot["seat"] == 0
    assert snapshot["view"] == js(host.core.session.view(0))

    bo = joined(qtbot, clients, host, 1, name="Bo")
    assert bo.client.seat == 1
    qtbot.waitUntil(lambda: asha.latest("presence")["names"] == ["Asha", "Bo"], timeout=WAIT_MS)
    assert host.core.session.seat_names == ("Asha", "Bo")
    qtbot.waitUntil(lambda: bool(asha.live()["legal"]), timeout=WAIT_MS)  # play began
    memory = asha.client.memory
    assert memory is not None and memory["seq"] == asha.client.last_seq
    assert memory["view"] == js(host.core.session.view(0)) and memory["presence"]["started"]
    assert asha.stream_seqs_are_contiguous() and bo.stream_seqs_are_contiguous()


def test_a_spectator_watches_the_public_view_and_cannot_act(qtbot, hosts, clients):
    host = hosts(allow_spectators=True)
    joined(qtbot, clients, host, 0)
    joined(qtbot, clients, host, 1)
    watcher = joined(qtbot, clients, host, "spectator")
    assert watcher.joins == [None] and watcher.client.spectator and watcher.client.token is None
    snapshot = watcher.events[0]
    assert snapshot["seat"] is None and snapshot["legal"] == []
    assert snapshot["view"] == js(host.core.session.view(None))
    watcher.client.act(snapshot["state"], LOW)
    qtbot.waitUntil(lambda: bool(watcher.replies), timeout=WAIT_MS)
    assert watcher.replies[0]["code"] == "spectator"


@pytest.mark.parametrize("code", ["wrong_code", "no_free_seat", "seat_taken", "no_spectators"])
def test_every_refused_join_is_final_and_says_why(qtbot, hosts, clients, code):
    host = hosts()
    joined(qtbot, clients, host, 0)
    if code == "wrong_code":  # refused before the welcome: the code is proven first
        other = host.code.secret.replace(host.code.secret[0], "Z" if host.code.secret[0] != "Z" else "Y")
        watch = connect(qtbot, clients, host, JoinCode(host.code.fingerprint_prefix, other))
        assert not watch.welcomes and watch.client.is_done and watch.client.link == "closed"
        assert watch.failures == [(code, seat_client.FAILURES[code])]
        return
    else:
        if code == "no_free_seat":
            joined(qtbot, clients, host, 1)
        watch = connect(qtbot, clients, host)
        seat: int | str | None = {"no_free_seat": None, "seat_taken": 0, "no_spectators": "spectator"}[code]
    failure = refused_to_join(qtbot, watch, seat)
    assert failure == (code, seat_client.FAILURES[code])


def test_a_certificate_the_code_does_not_name_is_refused_with_a_loud_warning(qtbot, hosts, clients, tmp_path):
    host = hosts()
    impostor_code = JoinCode.new(tls.load_or_create(tmp_path / "impostor").fingerprint)
    heard = spy(host)
    watch = connect(qtbot, clients, host, impostor_code)
    code, reason = watch.failures[0]
    assert code == "certificate" and "WARNING" in reason and "posing as the host" in reason
    assert not watch.welcomes and watch.client.is_done
    assert heard == []  # not a byte of ours reached the host, not even the hello


def test_another_version_is_refused_naming_what_differs(qtbot, hosts, clients, monkeypatch):
    monkeypatch.setattr(seat_client, "__version__", "0.0.9")
    watch = connect(qtbot, clients, hosts())
    code, reason = watch.failures[0]
    assert code == "version" and "0.0.9" in reason and desktop_app.__version__ in reason


def test_nobody_listening_is_unreachable(qtbot, clients, tmp_path):
    probe = QTcpServer()
    assert probe.listen(QHostAddress("127.0.0.1"), 0)
    port = probe.serverPort()
    probe.close()
    code = JoinCode.new(tls.load_or_create(tmp_path / "identity").fingerprint)
    client = SeatClient("127.0.0.1", port, code, **FAST)
    clients.append(client)
    watch = Watch(client)
    client.start()
    qtbot.waitUntil(lambda: bool(watch.failures), timeout=WAIT_MS)
    assert watch.failures[0][0] == "unreachable" and f"127.0.0.1:{port}" in watch.failures[0][1]


def test_a_player_removed_before_the_start_is_told_so(qtbot, hosts, clients):
    host = hosts(auto_start=False)
    watch = joined(qtbot, clients, host, 0)
    host.transport.deliver(host.core.remove(0))
    qtbot.waitUntil(lambda: bool(watch.failures), timeout=WAIT_MS)
    assert watch.failures == [("removed", seat_client.FAILURES["removed"])]


def test_a_host_closed_on_purpose_says_the_match_ended(qtbot, hosts, clients):
    """Nobody waits a minute for a host that will not come back: its close says so."""
    host = hosts()
    watch = joined(qtbot, clients, host, 0)
    host.close()
    qtbot.waitUntil(lambda: bool(watch.failures), timeout=WAIT_MS)
    assert watch.failures == [("ended", seat_client.FAILURES["ended"])]


def test_a_host_now_running_another_match_is_an_unknown_match(qtbot, hosts, clients):
    first = hosts()
    watch = joined(qtbot, clients, first, 0)
    _, port = first.address()
    vanish(first)
    hosts(port=port)  # the same computer and port, a new match
    qtbot.waitUntil(lambda: bool(watch.failures), timeout=WAIT_MS)
    assert watch.failures[0][0] == "unknown_match" and "reconnecting" in watch.links


# --- a link that breaks --------------------------------------------------------------------------


def test_a_cut_connection_resumes_with_every_event_it_missed_exactly_once(qtbot, hosts, clients):
    host = hosts()
    asha = joined(qtbot, clients, host, 0)
    bo = joined(qtbot, clients, host, 1)
    qtbot.waitUntil(lambda: bool(bo.live()["legal"]), timeout=WAIT_MS)
    links = len(asha.links)
    host_socket(host, asha).abort()  # the host's end dies; Asha's client must notice and resume
    bo.client.act(bo.live()["state"], HIGH)  # play goes on meanwhile
    bo.client.chat("still there?")
    qtbot.waitUntil(lambda: len(bo.replies) == 2, timeout=WAIT_MS)
    back_again(qtbot, asha, links)
    qtbot.waitUntil(lambda: asha.latest("chat")["text"] == "still there?", timeout=WAIT_MS)
    assert asha.stream_seqs_are_contiguous()
    seqs = [event["seq"] for event in asha.events if event["type"] not in ("snapshot", "view")]
    assert len(seqs) == len(set(seqs))
    assert asha.live()["view"] == js(host.core.session.view(0))
    assert asha.client.seat == 0 and asha.joins == [0]  # resumed, not joined again


def test_an_act_whose_answer_was_lost_is_sent_again_and_applied_once(qtbot, hosts, clients):
    host = hosts()
    asha = joined(qtbot, clients, host, 0)
    joined(qtbot, clients, host, 1)
    qtbot.waitUntil(lambda: bool(asha.live()["legal"]), timeout=WAIT_MS)
    heard = spy(host)
    receive = host.core.receive
    lost: list[str] = []

    def answer_lost(conn: int, message: dict[str, Any]) -> list[Outgoing]:
        out = receive(conn, message)
        if message.get("type") == "act" and not lost:
            lost.append(message["id"])
            socket = host_socket(host, asha)
            QTimer.singleShot(0, socket.abort)  # the link dies before the answer goes out
            return [item for item in out if item.conn != conn]
        return out

    host.core.receive = answer_lost  # type: ignore[method-assign]
    links = len(asha.links)
    message_id = asha.client.act(asha.live()["state"], LOW)
    back_again(qtbot, asha, links)
    qtbot.waitUntil(lambda: bool(asha.replies), timeout=WAIT_MS)
    assert lost == [message_id]
    assert [reply["type"] for reply in asha.replies] == ["ack"]
    assert [m["id"] for _, m in heard if m.get("type") == "act"] == [message_id, message_id]
    bets = [entry for entry in host.core.session.record if entry.seat == 0]
    assert bets == [bets[0]] and bets[0].action == LOW
    assert asha.stream_seqs_are_contiguous() and asha.client.pending == ()


def test_a_request_made_while_reconnecting_waits_and_is_sent_once(qtbot, hosts, clients):
    host = hosts()
    asha = joined(qtbot, clients, host, 0, backoff=(0.5,))  # away long enough to ask something
    joined(qtbot, clients, host, 1)
    qtbot.waitUntil(lambda: bool(asha.live()["legal"]), timeout=WAIT_MS)
    heard = spy(host)
    links = len(asha.links)
    client_socket(asha).abort()
    qtbot.waitUntil(lambda: asha.client.link == "reconnecting", timeout=WAIT_MS)
    message_id = asha.client.act(asha.live()["state"], HIGH)
    assert asha.client.pending == (message_id,)
    back_again(qtbot, asha, links)
    qtbot.waitUntil(lambda: bool(asha.replies), timeout=WAIT_MS)
    assert asha.replies[0]["type"] == "ack" and asha.replies[0]["reply_to"] == message_id
    assert [m["id"] for _, m in heard if m.get("type") == "act"] == [message_id]
    assert [entry.action for entry in host.core.session.record if entry.seat == 0] == [HIGH]


def test_a_silent_host_is_noticed_and_resumed(qtbot, hosts, clients):
    host = hosts()
    asha = joined(qtbot, clients, host, 0, silence_timeout=0.6)
    links = len(asha.links)
    back_again(qtbot, asha, links)  # nothing came for 0.6 s (the host pings after 5 s)
    assert asha.stream_seqs_are_contiguous() and asha.client.seat == 0 and not asha.failures


def test_the_hosts_ping_is_answered(qtbot, hosts, clients):
    host = hosts()
    joined(qtbot, clients, host, 0)
    heard = spy(host)
    (conn,) = host.core.connections()
    host.transport.deliver([Outgoing(conn, {"type": "ping"})])
    qtbot.waitUntil(lambda: any(m["type"] == "pong" for _, m in heard), timeout=WAIT_MS)


def test_a_host_gone_for_good_is_given_up_on(qtbot, hosts, clients):
    host = hosts()
    asha = joined(qtbot, clients, host, 0, give_up_after=0.8)
    vanish(host)
    qtbot.waitUntil(lambda: bool(asha.failures), timeout=WAIT_MS)
    code, reason = asha.failures[0]
    assert code == "gave_up" and "could not be reached again" in reason
    assert asha.links[-2:] == ["reconnecting", "gave_up"] and asha.client.is_done


def test_give_up_stops_reconnecting_at_once_and_close_leaves_the_seat_reconnectable(qtbot, hosts, clients):
    host = hosts()
    asha = joined(qtbot, clients, host, 0, backoff=(5.0,))
    host_socket(host, asha).abort()
    qtbot.waitUntil(lambda: asha.client.link == "reconnecting", timeout=WAIT_MS)
    asha.client.give_up()
    assert asha.client.link == "gave_up" and not asha.failures
    with pytest.raises(RuntimeError):
        asha.client.act(0, LOW)

    bo = joined(qtbot, clients, host, 1)
    match, token, seen = bo.client.match_id, bo.client.token, bo.client.last_seq
    bo.client.close()
    assert bo.links[-1] == "closed"
    qtbot.waitUntil(lambda: 1 not in host.core.presence()["connected"], timeout=WAIT_MS)
    assert 1 in host.core.presence()["claimed"]  # no "leave": the seat waits for its token
    address, port = host.address()
    again = SeatClient(address, port, host.code, **FAST)
    clients.append(again)
    watch = Watch(again)
    assert match is not None and token is not None
    again.resume_seat(match, token, seen)
    again.start()
    qtbot.waitUntil(lambda: again.link == "connected" and again.memory is not None, timeout=WAIT_MS)
    assert again.seat == 1 and watch.joins == [] and watch.stream_seqs_are_contiguous()


def test_a_gap_asks_for_a_snapshot_and_a_repeat_is_dropped(qtbot, hosts, clients):
    host = hosts()
    asha = joined(qtbot, clients, host, 0)
    joined(qtbot, clients, host, 1)
    qtbot.waitUntil(lambda: asha.latest("presence")["started"], timeout=WAIT_MS)
    heard = spy(host)
    conn = host.core.connections()[0]
    seen, state = asha.client.last_seq, host.core.state_id
    repeat = {"type": "chat", "seq": seen, "state": state, "seat": 1, "text": "said twice"}
    ahead = {"type": "chat", "seq": seen + 3, "state": state, "seat": 1, "text": "from the future"}
    before = len(asha.events)
    host.transport.deliver([Outgoing(conn, repeat), Outgoing(conn, ahead)])
    qtbot.waitUntil(
        lambda: any(event["type"] == "snapshot" for event in asha.events[before:]), timeout=WAIT_MS
    )
    assert [m["type"] for _, m in heard] == ["sync"]
    assert [event["type"] for event in asha.events[before:]] == ["snapshot"]  # neither chat line passed
    assert asha.client.last_seq == seen and asha.stream_seqs_are_contiguous()


def test_a_host_that_closes_a_silent_connection_is_resumed(qtbot, hosts, clients):
    host = hosts()
    asha = joined(qtbot, clients, host, 0)
    (conn,) = host.core.connections()
    links = len(asha.links)
    timeout = {"type": "error", "code": "timeout", "reason": "nothing was heard from you for 15 seconds"}
    host.transport.deliver([Outgoing(conn, timeout, close=True)])
    back_again(qtbot, asha, links)
    assert not asha.failures and asha.client.seat == 0


def test_every_seat_is_told_when_the_host_cannot_save_and_the_move_waits_for_it(
    qtbot, hosts, clients, monkeypatch
):
    """Issue 34, item 6, over real sockets: the mover's ack waits for the journal; both seats get
    the notice, then the all-clear, then the move."""
    from desktop_app.net import journal as journal_module

    host = hosts()
    asha, bo = joined(qtbot, clients, host, 0), joined(qtbot, clients, host, 1)
    notices: list[dict[str, Any]] = []
    for watch in (asha, bo):
        watch.client.notice.connect(notices.append)
    qtbot.waitUntil(lambda: bool(asha.live()["legal"]), timeout=WAIT_MS)
    full = OSError(28, "No space left on device")

    def no_room(*_args: Any, **_kwargs: Any) -> None:
        raise full

    append = journal_module._append
    monkeypatch.setattr(journal_module, "_append", no_room)
    monkeypatch.setattr(journal_module, "write_atomically", no_room)
    asha.client.act(asha.live()["state"], LOW)
    qtbot.waitUntil(lambda: len(notices) == 2, timeout=WAIT_MS)
    assert {notice["code"] for notice in notices} == {"cannot_save"}
    assert "disk full" in notices[0]["reason"] and not asha.replies
    monkeypatch.setattr(journal_module, "_append", append)
    monkeypatch.undo()
    qtbot.waitUntil(lambda: bool(asha.replies), timeout=WAIT_MS)
    assert [notice["code"] for notice in notices][2:] == ["saving", "saving"]
    assert asha.replies[0]["type"] == "ack" and host.core.saving_trouble is None


def test_by_default_a_seat_keeps_trying_with_growing_pauses_up_to_a_cap_until_its_person_stops(
    qtbot, hosts, clients
):
    assert seat_client.GIVE_UP_AFTER is None  # the app's seats never give up by themselves
    host = hosts()
    asha = joined(qtbot, clients, host, 0, backoff=(0.05, 0.1, 0.2), give_up_after=None)
    pauses: list[float] = []
    asha.client.retrying.connect(pauses.append)
    vanish(host)
    # Many tries, far more than the pauses listed: the last pause repeats (the cap).
    qtbot.waitUntil(lambda: sum(1 for pause in pauses if pause > 0) >= 8, timeout=WAIT_MS)
    waits = [pause for pause in pauses if pause > 0]
    assert waits == pytest.approx([0.05, 0.1] + [0.2] * (len(waits) - 2))
    assert 0.0 in pauses  # each try is announced as it starts
    assert asha.client.link == "reconnecting" and not asha.failures
    assert asha.client.retry_in is not None and 0.0 <= asha.client.retry_in <= 0.2
    asha.client.give_up()
    assert asha.client.link == "gave_up" and asha.client.retry_in is None and not asha.failures
    assert seat_client.BACKOFF[-1] == 15.0 and list(seat_client.BACKOFF) == sorted(seat_client.BACKOFF)
