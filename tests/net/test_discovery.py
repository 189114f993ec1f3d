"""Discovery beacons: what a sender may say, what a listener accepts, and that it keeps its head.

The parsing and the table are tested sans-IO first (every way a datagram can be wrong, with the
reason it is counted under); then real QUdpSockets on 127.0.0.1 — and only there: every sender
and raw socket here is given ``("127.0.0.1", port)`` targets explicitly, never a default.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtNetwork import QHostAddress, QUdpSocket

from desktop_app.net.discovery import (
    ANNOUNCEMENT_FIELDS,
    BEACON_FORMAT,
    BEACON_VERSION,
    GAME_TITLE_MAX,
    HOST_NAME_MAX,
    MAX_BEACON_BYTES,
    MAX_HOSTS,
    RATE_PER_ADDRESS,
    RATE_PER_SOCKET,
    BeaconError,
    BeaconListener,
    BeaconSender,
    FoundMatch,
    MatchTable,
    check_target,
    encode_beacon,
    make_announcement,
    parse_beacon,
    parse_targets,
    sanitise_text,
    validate_announcement,
)

LOOPBACK = "127.0.0.1"
TIMEOUT_MS = 3_000


class FakeClock:
    """A clock the test moves by hand, so expiry needs no waiting."""

    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now


def announcement(**changes: Any) -> dict[str, Any]:
    fields: dict[str, Any] = dict(
        make_announcement(
            host_name="Anna's table",
            game_id="maharaja",
            game_title="Maharaja",
            free_seats=2,
            seats=4,
            port=40_123,
        )
    )
    fields.update(changes)
    return fields


def wire(**changes: Any) -> dict[str, Any]:
    """A valid beacon payload as a dict, to be broken on purpose."""
    payload = {"format": BEACON_FORMAT, "version": BEACON_VERSION, **announcement()}
    payload.update(changes)
    return payload


def raw(payload: Any) -> bytes:
    return json.dumps(payload).encode()


# --- what a sender may say ---------------------------------------------------------------------


def test_an_announcement_round_trips_through_a_datagram() -> None:
    fields = announcement()
    data = encode_beacon(fields)
    assert len(data) <= MAX_BEACON_BYTES
    assert parse_beacon(data) == fields
    assert json.loads(data)["format"] == BEACON_FORMAT
    assert len(fields["host_id"]) == 32
    assert announcement()["host_id"] != fields["host_id"]  # a fresh random id per match


@pytest.mark.parametrize("secret", ["code", "join_code", "token", "seed", "tokens", "password"])
def test_a_field_outside_the_allow_list_is_refused_by_name(secret: str) -> None:
    with pytest.raises(BeaconError, match=secret):
        validate_announcement({**announcement(), secret: "GTV5C1-E35N66-6VGRS9"})
    with pytest.raises(BeaconError, match=secret):
        BeaconSender({**announcement(), secret: "x"}, [(LOOPBACK, 9)])


def test_a_missing_field_is_refused() -> None:
    fields = announcement()
    del fields["port"]
    with pytest.raises(BeaconError, match="port"):
        validate_announcement(fields)


def test_the_longest_announcement_still_fits_one_datagram() -> None:
    widest = "\U0001f3b2" * 200  # four UTF-8 bytes each, the most a character takes
    data = encode_beacon(
        announcement(host_name=widest, game_title=widest, free_seats=16, seats=16, port=65_535)
    )
    assert len(data) <= MAX_BEACON_BYTES
    parsed = parse_beacon(data)
    assert len(parsed["host_name"]) == HOST_NAME_MAX and len(parsed["game_title"]) == GAME_TITLE_MAX


def test_text_is_one_line_of_plain_data() -> None:
    assert sanitise_text("Anna\x00\x1b[31m\nred\u202e\u200b  <b>bold</b>", 64) == "Anna [31m red <b>bold</b>"
    assert sanitise_text("x" * 100, HOST_NAME_MAX) == "x" * HOST_NAME_MAX
    assert sanitise_text("\x07\u2028\t", 10) == ""
    with pytest.raises(BeaconError):
        validate_announcement(announcement(host_name="\x00\x01\u200e"))


def test_targets_are_literal_addresses_with_ports() -> None:
    assert parse_targets("127.0.0.1, 127.0.0.1:5000, [::1]:6000, ::1", 4000) == [
        (LOOPBACK, 4000),
        (LOOPBACK, 5000),
        ("::1", 6000),
        ("::1", 4000),
    ]
    assert parse_targets(" , ") == []
    bad_items = ["localhost", "127.0.0.1:0", "127.0.0.1:99999", "127.0.0.1:x", "127.0.0.1:", "[::1]:", "[::1"]
    for bad in [*bad_items, "[::1]x", "1.2.3", "127.0.0.1:٥٠٠٠"]:
        with pytest.raises(ValueError):
            parse_targets(bad)
    assert check_target("0:0::0:1", 9) == ("::1", 9)  # normalised
    with pytest.raises(ValueError):
        check_target(LOOPBACK, True)
    with pytest.raises(ValueError):
        BeaconSender(announcement(), [("localhost", 5000)])
    with pytest.raises(ValueError):
        BeaconSender(announcement(), [(LOOPBACK, 0)])
    with pytest.raises(ValueError):
        BeaconSender(announcement(), [(LOOPBACK, 5000)], interval_ms=1)
    with pytest.raises(ValueError):
        BeaconSender(announcement(), [(LOOPBACK, 5000)], bind_address="localhost")
    with pytest.raises(ValueError):
        BeaconListener(0, bind_address="1.2.3")


# --- what a listener accepts -------------------------------------------------------------------

BAD_DATAGRAMS = [
    ("oversize", b"{" + b" " * MAX_BEACON_BYTES + b"}"),
    ("not_json", b""),
    ("not_json", b"\xff\xfe\x00garbage"),
    ("not_json", b"not json at all"),
    ("not_json", b"[" * 400 + b"]" * 100),
    ("not_json", raw(wire()).replace(b'"seats": 4', b'"seats": NaN')),
    ("not_json", raw(wire())[:-1] + b', "port": 1}'),  # a duplicate key
    ("not_object", b"[1, 2, 3]"),
    ("not_object", b'"three-palaces-beacon"'),
    ("not_object", b"null"),
    ("wrong_format", raw(wire(format="other-game-beacon"))),
    ("wrong_format", raw({k: v for k, v in wire().items() if k != "format"})),
    ("wrong_version", raw(wire(version=2))),
    ("wrong_version", raw(wire(version="1"))),
    ("wrong_version", raw(wire(version=True))),
    ("wrong_version", raw(wire(version=1.0))),
    ("bad_field", raw(wire(seats="4"))),
    ("bad_field", raw(wire(free_seats=1.5))),
    ("bad_field", raw(wire(port=True))),
    ("bad_field", raw(wire(free_seats=-1))),
    ("bad_field", raw(wire(seats=10**6, free_seats=10**6))),
    ("bad_field", raw(wire(free_seats=5))),  # more free seats than seats
    ("bad_field", raw(wire(seats=0, free_seats=0))),
    ("bad_field", raw(wire(port=0))),
    ("bad_field", raw(wire(port=70_000))),
    ("bad_field", raw(wire(host_id="ABCDEF" * 5 + "AB"))),
    ("bad_field", raw(wire(host_id="a" * 32 + "\n"))),
    ("bad_field", raw(wire(host_id=7))),
    ("bad_field", raw(wire(game_id="../maharaja"))),
    ("bad_field", raw(wire(host_name=["Anna"]))),
    ("bad_field", raw(wire(game_title=None))),
    ("bad_field", raw(wire(code="GTV5C1-E35N66-6VGRS9"))),
]


@pytest.mark.parametrize(("reason", "data"), BAD_DATAGRAMS)
def test_every_malformed_datagram_is_refused_with_its_reason(reason: str, data: bytes) -> None:
    with pytest.raises(BeaconError) as caught:
        parse_beacon(data)
    assert caught.value.reason == reason
    table = MatchTable(2.0)
    assert table.offer(data, LOOPBACK, 5000, 0.0) is False  # never raises
    assert table.matches() == [] and table.drops == {reason: 1}


def test_one_entry_per_host_id_updated_in_place_with_the_senders_address() -> None:
    table = MatchTable(2.0)
    fields = announcement()
    assert table.offer(encode_beacon(fields), LOOPBACK, 5000, 10.0) is True
    assert table.offer(encode_beacon(fields), LOOPBACK, 5000, 11.0) is False  # a refresh only
    assert table.matches()[0].last_seen == 11.0
    assert table.offer(encode_beacon({**fields, "free_seats": 1}), LOOPBACK, 5000, 12.0) is True
    [entry] = table.matches()
    assert entry == FoundMatch(
        host_id=fields["host_id"],
        address=LOOPBACK,
        port=40_123,
        host_name="Anna's table",
        game_id="maharaja",
        game_title="Maharaja",
        free_seats=1,
        seats=4,
        last_seen=12.0,
    )


def test_another_address_cannot_take_over_a_live_host_id() -> None:
    table = MatchTable(2.0)
    fields = announcement()
    table.offer(encode_beacon(fields), LOOPBACK, 5000, 0.0)
    assert table.offer(encode_beacon({**fields, "port": 1}), "127.9.9.9", 5000, 1.0) is False
    assert table.drops == {"id_conflict": 1}
    assert table.matches()[0].address == LOOPBACK and table.matches()[0].port == 40_123
    # Once the old entry has expired (the host moved), the new address is believed.
    assert table.offer(encode_beacon(fields), "127.9.9.9", 5000, 6.0) is True
    assert [m.address for m in table.matches()] == ["127.9.9.9"]


def test_a_host_not_heard_for_three_intervals_expires() -> None:
    table = MatchTable(2.0)
    table.offer(encode_beacon(announcement()), LOOPBACK, 5000, 100.0)
    assert table.expire(105.9) is False and len(table.matches()) == 1
    assert table.expire(106.0) is True and table.matches() == []


def test_rate_limits_per_socket_and_per_address() -> None:
    table = MatchTable(2.0)
    good = encode_beacon(announcement())
    for _ in range(3 * RATE_PER_SOCKET):
        table.offer(b"flood", LOOPBACK, 6000, 50.0)
    assert table.drops == {"not_json": RATE_PER_SOCKET, "rate_limited": 2 * RATE_PER_SOCKET}
    assert table.offer(good, LOOPBACK, 5000, 50.5) is True  # another socket on the same machine
    # Hopping ports does not get round the limit: the address as a whole is capped too.
    for port in range(7000, 7000 + RATE_PER_ADDRESS):
        table.offer(b"flood", LOOPBACK, port, 50.5)
    assert table.drops["not_json"] == RATE_PER_ADDRESS - 1
    # A new second, a new allowance; and another address was never affected.
    assert table.offer(encode_beacon(announcement()), "127.0.0.2", 5000, 50.6) is True
    assert table.offer(b"flood", LOOPBACK, 6000, 51.0) is False
    assert table.drops["not_json"] == RATE_PER_ADDRESS
    assert len(table.matches()) == 2


def test_invented_ids_cannot_grow_the_table_without_bound() -> None:
    table = MatchTable(2.0)
    for index in range(MAX_HOSTS + 5):
        table.offer(encode_beacon(announcement()), f"127.0.{index // 200}.{index % 200}", 5000, 0.0)
    assert len(table.matches()) == MAX_HOSTS
    assert table.drops == {"too_many_hosts": 5}
    table.expire(100.0)
    assert table.offer(encode_beacon(announcement()), "127.1.0.1", 5000, 100.0) is True


# --- real sockets, loopback only ---------------------------------------------------------------


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def listener(qtbot: Any, clock: FakeClock) -> Iterator[BeaconListener]:
    heard = BeaconListener(0, bind_address=LOOPBACK, interval_ms=2_000, clock=clock)
    assert heard.start() > 0
    yield heard
    heard.stop()


@pytest.fixture
def raw_socket(qtbot: Any) -> Iterator[QUdpSocket]:
    """A plain UDP socket on loopback, to send what no BeaconSender would, or to catch beacons."""
    sock = QUdpSocket()
    assert sock.bind(QHostAddress(LOOPBACK), 0)
    yield sock
    sock.close()


def start_sender(listener: BeaconListener, fields: dict[str, Any]) -> BeaconSender:
    sender = BeaconSender(fields, [(LOOPBACK, listener.port)], interval_ms=2_000, bind_address=LOOPBACK)
    sender.start()
    return sender


def test_a_sender_and_a_listener_on_loopback_find_each_other(qtbot: Any, listener: BeaconListener) -> None:
    fields = announcement()
    with qtbot.waitSignal(listener.matches_changed, timeout=TIMEOUT_MS) as blocker:
        sender = start_sender(listener, fields)
    [found] = blocker.args[0]
    assert isinstance(found, FoundMatch)
    assert (found.host_id, found.address, found.port) == (fields["host_id"], LOOPBACK, 40_123)
    assert (found.game_id, found.free_seats, found.seats) == ("maharaja", 2, 4)
    assert sender.sent == 1 and sender.errors == 0 and sender.is_running()
    sender.stop()
    assert not sender.is_running()


def test_an_update_changes_the_one_entry(qtbot: Any, listener: BeaconListener) -> None:
    fields = announcement()
    with qtbot.waitSignal(listener.matches_changed, timeout=TIMEOUT_MS):
        sender = start_sender(listener, fields)
    with qtbot.waitSignal(listener.matches_changed, timeout=TIMEOUT_MS) as blocker:
        sender.update(free_seats=1)
    assert [(m.host_id, m.free_seats) for m in blocker.args[0]] == [(fields["host_id"], 1)]
    with pytest.raises(ValueError):
        sender.update(host_id="0" * 32)
    with pytest.raises(BeaconError):
        sender.update(free_seats=9)
    with pytest.raises(BeaconError):
        sender.update(seed=1234)
    assert sender.announcement["free_seats"] == 1
    sender.stop()


def test_expiry_after_three_intervals_on_the_injected_clock(
    qtbot: Any, listener: BeaconListener, clock: FakeClock
) -> None:
    with qtbot.waitSignal(listener.matches_changed, timeout=TIMEOUT_MS):
        sender = start_sender(listener, announcement())
    sender.stop()
    clock.now += 5.5
    listener.prune()
    assert len(listener.matches()) == 1
    clock.now += 0.5  # now exactly three 2-second intervals
    with qtbot.waitSignal(listener.matches_changed, timeout=TIMEOUT_MS) as blocker:
        listener.prune()
    assert blocker.args == [[]] and listener.matches() == []


def test_garbage_and_a_flood_leave_a_good_host_alone(
    qtbot: Any, listener: BeaconListener, raw_socket: QUdpSocket
) -> None:
    fields = announcement()
    with qtbot.waitSignal(listener.matches_changed, timeout=TIMEOUT_MS):
        sender = start_sender(listener, fields)
    target = QHostAddress(LOOPBACK)
    bad = [data for _, data in BAD_DATAGRAMS[::4]] + [b"x" * 4_000]  # one of each kind, roughly
    assert len(bad) < RATE_PER_SOCKET
    for data in bad:
        raw_socket.writeDatagram(data, target, listener.port)
    qtbot.waitUntil(lambda: sum(listener.drops.values()) == len(bad), timeout=TIMEOUT_MS)
    assert "rate_limited" not in listener.drops and listener.drops["oversize"] == 2

    flood = QUdpSocket()
    assert flood.bind(target, 0)
    for _ in range(100):
        flood.writeDatagram(b"\x00" * 40, target, listener.port)
    qtbot.waitUntil(
        lambda: listener.drops.get("rate_limited", 0) == 100 - RATE_PER_SOCKET, timeout=TIMEOUT_MS
    )
    flood.close()
    # The good host is still there, unchanged, and its next beacon still gets through.
    [entry] = listener.matches()
    assert (entry.host_id, entry.free_seats) == (fields["host_id"], 2)
    with qtbot.waitSignal(listener.matches_changed, timeout=TIMEOUT_MS) as blocker:
        sender.update(free_seats=0)
    assert [m.free_seats for m in blocker.args[0]] == [0]
    sender.stop()


def test_a_hostile_name_arrives_as_plain_capped_data(
    qtbot: Any, listener: BeaconListener, raw_socket: QUdpSocket
) -> None:
    name = "<a href='x'>Evil</a>\x1b[2J\r\n\u202eemaN" + "!" * 50
    payload = raw(wire(host_name=name, game_title="<img src=x>\x00Maharaja"))
    with qtbot.waitSignal(listener.matches_changed, timeout=TIMEOUT_MS) as blocker:
        raw_socket.writeDatagram(payload, QHostAddress(LOOPBACK), listener.port)
    [entry] = blocker.args[0]
    assert entry.host_name == "<a href='x'>Evil</a> [2J emaN!!!"[:HOST_NAME_MAX]
    assert len(entry.host_name) == HOST_NAME_MAX
    assert entry.game_title == "<img src=x> Maharaja"
    assert all(ch.isprintable() for ch in entry.host_name + entry.game_title)


def test_a_beacon_carries_only_the_allowed_fields(qtbot: Any, raw_socket: QUdpSocket) -> None:
    fields = announcement()
    sender = BeaconSender(fields, [(LOOPBACK, raw_socket.localPort())], bind_address=LOOPBACK)
    sender.start()
    qtbot.waitUntil(raw_socket.hasPendingDatagrams, timeout=TIMEOUT_MS)
    datagram = raw_socket.receiveDatagram()
    data = bytes(datagram.data().data())
    sender.stop()
    assert data == sender.datagram and len(data) <= MAX_BEACON_BYTES
    assert datagram.senderAddress().toString() == LOOPBACK
    assert set(json.loads(data)) == {"format", "version"} | ANNOUNCEMENT_FIELDS
    for word in (b"code", b"token", b"seed", b"secret"):
        assert word not in data


def test_a_stopped_listener_forgets_and_can_listen_again(qtbot: Any, listener: BeaconListener) -> None:
    fields = announcement()
    with qtbot.waitSignal(listener.matches_changed, timeout=TIMEOUT_MS):
        sender = start_sender(listener, fields)
    with qtbot.waitSignal(listener.matches_changed, timeout=TIMEOUT_MS) as blocker:
        listener.stop()
    assert blocker.args == [[]] and listener.matches() == []
    assert listener.start() > 0
    sender.stop()
    sender = start_sender(listener, fields)  # the port may differ after a rebind to port 0
    found_again = lambda: [m.host_id for m in listener.matches()] == [fields["host_id"]]  # noqa: E731
    qtbot.waitUntil(found_again, timeout=TIMEOUT_MS)
    sender.stop()


def test_a_listener_for_one_address_binds_the_any_address_and_keeps_that_interface():
    """A broadcast never reaches a socket bound to a host's own unicast address; the LAN test
    (tests/net/test_netns_lan.py) hears one across machines this way."""
    from desktop_app.net.discovery import listening_socket_address

    assert listening_socket_address("10.77.0.2") == ("0.0.0.0", "10.77.0.2")
    lan = "192.168.1.20"  # loopback-safe: an address as a value, nothing is sent
    anywhere = "0.0.0.0"  # loopback-safe: likewise
    assert listening_socket_address(lan) == (anywhere, lan)
    assert listening_socket_address("fe80::1") == ("::", "fe80::1")
    assert listening_socket_address("127.0.0.1") == ("127.0.0.1", None)
    assert listening_socket_address(anywhere) == (anywhere, None)
    with pytest.raises(ValueError):
        listening_socket_address("example.org")


def test_a_listener_for_an_address_no_interface_has_says_so(qapp):
    from desktop_app.net.discovery import BeaconListener

    listener = BeaconListener(0, bind_address="10.77.254.254")  # bound nowhere: no byte is sent
    with pytest.raises(OSError, match="no network interface has the address"):
        listener.start()
