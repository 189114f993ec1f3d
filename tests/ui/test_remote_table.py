"""RemoteTable over real SeatClients and a real host on 127.0.0.1: whole matches, review, takebacks.

The host runs in this process (``start_host``), so every step can be checked against the truth it
holds: each table's view of its seat equals ``session.view(seat)`` as JSON, its public view (derived
from a seat's view, never sent) equals ``session.view(None)``, its log equals the host's redacted
rendering, its legal actions are the seat's own, and at the end its outcome and match file are the
host's. Nothing of another seat can be asked of a table.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from desktop_app.ai.base import make_bot
from desktop_app.engine.action import Action
from desktop_app.engine.errors import EngineError
from desktop_app.engine.outcome import Outcome
from desktop_app.net.host import LanHost, start_host
from desktop_app.net.seat_client import SeatClient
from desktop_app.ui import remote_presence
from desktop_app.ui.remote_table import RemoteTable
from desktop_app.ui.table import COMPUTER, CONNECTED, LEFT, RECONNECTING, ChatLine, TakebackAsk
from tests.net.test_seat_client import Watch, host_socket

WAIT_MS = 10_000
LOW = Action.make("bet", side="low")
HIGH = Action.make("bet", side="high")
NAMES = ("Asha", "Bo", "Chen", "Dara")


def js(value: Any) -> Any:
    return json.loads(json.dumps(value))


class Lan:
    """A host and the tables joined to it, with ways to wait until everyone has heard everything."""

    def __init__(self, qtbot, folder: Path, game: str, plan: list[str], **options: Any) -> None:
        self.qtbot = qtbot
        self.host: LanHost = start_host(
            game,
            plan,
            seed=options.pop("seed", 3),
            bind="127.0.0.1",
            identity_folder=folder / "identity",
            journal_folder=folder / "journals",
            **options,
        )
        self.core = self.host.core
        self.session = self.core.session
        self.clients: list[SeatClient] = []
        self.tables: list[RemoteTable] = []

    def client(self, seat: int | str | None) -> SeatClient:
        address, port = self.host.address()
        name = NAMES[seat] if isinstance(seat, int) else None
        client = SeatClient(address, port, self.host.code, name=name, backoff=(0.05,))
        self.clients.append(client)
        client.welcomed.connect(lambda _welcome: client.join(seat))
        client.start()
        self.qtbot.waitUntil(lambda: client.memory is not None, timeout=WAIT_MS)
        return client

    def table(self, *seats: int | str | None) -> RemoteTable:
        table = RemoteTable([self.client(seat) for seat in seats])
        self.tables.append(table)
        return table

    def settled(self) -> bool:
        """Every client has heard the host's latest state and presence, and no computer seat is
        thinking."""
        state, presence = self.core.state_id, self.core.presence()
        for client in self.clients:
            memory = client.memory
            if memory is None or memory["state"] != state or memory["presence"] != presence:
                return False
        return not self.core.bots_due()

    def settle(self) -> None:
        self.qtbot.waitUntil(self.settled, timeout=WAIT_MS)

    def close(self) -> None:
        for table in self.tables:
            table.close()
        self.host.close()


@pytest.fixture
def lan(qtbot, tmp_path: Path) -> Iterator[Callable[..., Lan]]:
    made: list[Lan] = []

    def make(game: str = "secret_dice", plan: tuple[str, ...] = ("human", "human"), **options: Any) -> Lan:
        made.append(Lan(qtbot, tmp_path / str(len(made)), game, list(plan), **options))
        return made[-1]

    yield make
    for each in made:
        each.close()


def owner(lan: Lan, seat: int) -> RemoteTable:
    return next(table for table in lan.tables if seat in table.screen_seats)


def check_against_host(lan: Lan) -> None:
    session = lan.session
    public = js(session.view(None))
    for table in lan.tables:
        assert table.view(None) == public
        assert table.length == len(session.record) and not table.is_reviewing
        assert table.to_move(live=True) == frozenset(s for s in session.to_move() if s >= 0)
        for seat in table.screen_seats:
            assert table.view(seat) == js(session.view(seat))
            assert table.log(seat) == session.log(seat)
            expected = tuple(session.legal_actions(seat)) if lan.core.playing else ()
            assert table.legal_actions(seat) == expected


Chooser = Callable[[RemoteTable, int, random.Random], Action]


def at_random(table: RemoteTable, seat: int, rng: random.Random) -> Action:
    return rng.choice(table.legal_actions(seat))


def heuristic(table: RemoteTable, seat: int, rng: random.Random) -> Action:
    """The heuristic bot, seeing only what the table shows the seat (random play of the Forbidden
    City wanders for some 800 steps; this plays a purposeful match in about 60)."""
    return make_bot("heuristic", seed=seat).choose(
        table.game, seat, table.view(seat), table.legal_actions(seat)
    )


def play_to_the_end(
    lan: Lan,
    rng: random.Random,
    each_step: Callable[[int | None], None] = lambda _mover: None,
    choose: Chooser = at_random,
) -> int:
    """Actions chosen by ``choose``, each through the table of the seat to move; ``each_step(mover)``
    after each has reached every table."""
    steps, seat = 0, None
    while True:
        lan.settle()
        check_against_host(lan)
        each_step(seat)
        if lan.session.is_over:
            return steps
        movers = sorted(seat for seat in lan.session.to_move() if seat in lan.core.humans)
        seat = rng.choice(movers)
        table = owner(lan, seat)
        state = lan.core.state_id
        table.act(seat, choose(table, seat, rng))
        lan.qtbot.waitUntil(lambda state=state: lan.core.state_id != state, timeout=WAIT_MS)
        steps += 1


# --- whole matches -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "plan", "options", "choose"),
    [
        ("maharaja", ("human", "human", "random"), {"variant": "short", "gold": "hidden"}, at_random),
        ("forbidden_city", ("human", "human"), None, heuristic),
        ("arkadia", ("human", "human"), None, at_random),
    ],
    ids=["maharaja", "forbidden_city", "arkadia"],
)
def test_a_whole_match_through_two_tables_shows_each_exactly_what_the_host_says(
    lan, game, plan, options, choose
):
    net = lan(game, plan, options=options)
    asha, bo = net.table(0), net.table(1)
    assert asha.screen_seats == {0} and not asha.shared and asha.networked and not asha.casual
    assert [info.kind for info in asha.seats][:2] == ["human", "remote"]
    net.settle()
    assert asha.seat_names[:2] == ("Asha", "Bo") == net.session.seat_names[:2]
    for table, other in ((asha, 1), (bo, 0)):
        with pytest.raises(ValueError):
            table.view(other)
        with pytest.raises(ValueError):
            table.log(other)
        assert table.legal_actions(other) == ()
    if "random" in plan:
        assert asha.seats[2].kind == "random" and asha.connection(2) == ""
    steps = play_to_the_end(net, random.Random(game), choose=choose)
    assert steps > 10
    for table in (asha, bo):
        assert table.is_over and table.final_document() == net.core.final_file()
        outcome = table.outcome()
        names = net.session.seat_names  # the host names the players in the outcome it sends
        assert outcome is not None and outcome.to_json(names) == net.session.outcome().to_json(names)
        assert all(table.legal_actions(seat) == () for seat in table.screen_seats)
        assert table.undo_refusal() == "the match is over"
        # a LAN screen never holds the record: "everything revealed" is never on offer there
        assert not table.reveals_all() and table.revealed_log() is None


def test_a_shared_screen_gets_the_public_view_and_log_without_being_sent_them(lan):
    net = lan("secret_dice", ("human", "human", "human"))
    pair, single = net.table(0, 1), net.table(2)
    assert pair.shared and pair.screen_seats == {0, 1} and not single.shared
    assert [info.kind for info in pair.seats] == ["human", "human", "remote"]
    assert pair.has_private_view(0) and pair.secret_choice_ahead(1) and not single.has_private_view(2)
    movers: set[int | None] = set()

    def each_step(mover: int | None) -> None:
        assert pair.log(None) == net.session.log(None)  # redacted alike for the pair, as for a spectator
        assert pair.public_lines_since(0) == [line for line in net.session.log(None) if line]
        assert pair.seat_at_screen() == min(pair.to_move(live=True) & {0, 1}, default=None)
        with pytest.raises(ValueError):
            pair.view(2)
        # Seat 0 at the screen: its own moves and the other screen's keep it; seat 1's do not.
        assert pair.moved_only_by(0) is (mover != 1) and pair.moved_only_by(0)
        movers.add(mover)

    play_to_the_end(net, random.Random(4), each_step)
    assert pair.outcome() is not None and pair.final_document() == single.final_document()
    assert movers == {None, 0, 1, 2}


def test_a_spectator_table_shows_the_public_view_and_can_do_nothing(lan):
    net = lan("secret_dice", allow_spectators=True)
    net.table(0), net.table(1)
    watcher = net.table("spectator")
    net.settle()
    assert watcher.screen_seats == frozenset() and watcher.seat_at_screen() is None
    assert watcher.view(None) == js(net.session.view(None))
    assert watcher.log(None) == net.session.log(None)
    assert watcher.undo_refusal() == "spectators cannot ask to take back"
    notices: list[str] = []
    watcher.notice.connect(notices.append)
    watcher.act(0, LOW)
    watcher.send_chat("hello")
    assert notices == ["Spectators cannot play.", "Spectators read the chat; only players write in it."]


# --- review, refusals, takebacks, chat, presence ---------------------------------------------------


def test_review_goes_back_through_the_views_this_screen_was_shown(lan):
    net = lan("secret_dice", options={"rounds": 3})
    asha, _ = net.table(0), net.table(1)
    shown: dict[int, Any] = {}
    rng = random.Random(8)
    for _ in range(5):
        net.settle()
        shown[asha.length] = (asha.view(0), asha.view(None), asha.to_move())
        seat = rng.choice(sorted(net.session.to_move()))
        state = net.core.state_id
        owner(net, seat).act(seat, rng.choice(owner(net, seat).legal_actions(seat)))
        net.qtbot.waitUntil(lambda state=state: net.core.state_id != state, timeout=WAIT_MS)
    net.settle()
    changes: list[str] = []
    asha.changed.connect(changes.append)
    first = min(shown)
    for step in range(0, asha.length):
        asha.seek(step)
        at = max((length for length in shown if length <= max(step, first)), default=first)
        assert asha.cursor == max(step, first) and asha.is_reviewing
        assert (asha.view(0), asha.view(None), asha.to_move()) == shown[at]
        assert asha.view(0) == js(net.session.game.view(net.session.state_at(at), 0))
        assert asha.log(0) == net.session.log(0)[: asha.cursor]
        assert asha.legal_actions(0) == ()
    assert "cursor" in changes
    notices: list[str] = []
    asha.notice.connect(notices.append)
    asha.act(0, LOW)
    assert notices == ["You are looking at an earlier step; go to the latest step to play."]
    asha.seek(asha.length + 5)
    assert not asha.is_reviewing and asha.view(0) == js(net.session.view(0))


def test_a_refused_action_comes_back_as_a_notice_with_the_hosts_reason(lan, qtbot):
    net = lan()
    asha, _ = net.table(0), net.table(1)
    net.settle()
    with qtbot.waitSignal(asha.notice, timeout=WAIT_MS) as notice:
        asha.act(0, Action.make("bet", side="middle"))
    assert "is not a bet" in notice.args[0]
    assert asha.view(0) == js(net.session.view(0))


def test_a_takeback_is_asked_then_accepted_or_declined_by_the_other_table(lan, qtbot):
    net = lan()
    asha, bo = net.table(0), net.table(1)
    net.settle()
    assert asha.undo_refusal() == "there is nothing of yours to take back"
    asha.act(0, LOW)
    qtbot.waitUntil(lambda: asha.undo_refusal() is None, timeout=WAIT_MS)
    heard: list[str] = []
    bo.notice.connect(heard.append)
    assert asha.undo() == "Asked the others to take back your last action."
    qtbot.waitUntil(lambda: bo.takeback is not None and asha.takeback is not None, timeout=WAIT_MS)
    assert bo.takeback == asha.takeback == TakebackAsk(0, net.core.state_id, frozenset({1}))
    assert heard == []  # the takeback bar asks it: no notice says it again
    assert asha.undo_refusal() == "a takeback request is already waiting for answers"
    assert bo.undo_refusal() == "a takeback request is already waiting for answers"
    bo.moved_only_by(1)
    said: list[str] = []
    asha.notice.connect(said.append)
    bo.answer_takeback(True)
    qtbot.waitUntil(lambda: bool(said), timeout=WAIT_MS)
    assert said == ["Took back your last action: everyone agreed."]
    net.settle()
    assert [entry.seat for entry in net.session.record if entry.seat == 0] == []
    assert asha.takeback is None and asha.view(0) == js(net.session.view(0)) and 0 in asha.to_move()
    assert not bo.moved_only_by(1)  # a takeback: whoever sits here may be somebody else now

    asha.act(0, HIGH)
    qtbot.waitUntil(lambda: asha.undo_refusal() is None, timeout=WAIT_MS)
    asha.undo()
    qtbot.waitUntil(lambda: bo.takeback is not None, timeout=WAIT_MS)
    bo.answer_takeback(False)
    qtbot.waitUntil(lambda: len(said) == 2, timeout=WAIT_MS)
    assert said[1] == "Bo declined to take back your last action."
    assert [entry.action for entry in net.session.record if entry.seat == 0] == [HIGH]
    qtbot.waitUntil(lambda: bo.takeback is None, timeout=WAIT_MS)
    assert bo.undo_refusal() == "there is nothing of yours to take back"


def test_chat_reaches_every_table_as_plain_text(lan, qtbot):
    net = lan()
    asha, bo = net.table(0), net.table(1)
    with qtbot.waitSignal(bo.changed, timeout=WAIT_MS, check_params_cb=lambda what: what == "chat"):
        asha.send_chat("good luck <b>Bo</b>")
    assert bo.chat_lines() == (ChatLine(0, "good luck <b>Bo</b>"),)
    qtbot.waitUntil(lambda: len(asha.chat_lines()) == 1, timeout=WAIT_MS)


def test_each_seat_shows_its_connection_and_a_stand_in_shows_the_computer(lan, qtbot, monkeypatch):
    monkeypatch.setattr(remote_presence, "LEFT_AFTER", 0.4)
    net = lan("secret_dice", ("human", "human", "random"))
    asha, bo = net.table(0), net.table(1)
    net.settle()
    assert [asha.connection(seat) for seat in range(3)] == [CONNECTED, CONNECTED, ""]
    assert asha.link == CONNECTED
    changes: list[tuple[float, str]] = []
    asha.changed.connect(lambda what: changes.append((time.monotonic(), what)))
    bo.close()  # leaves quietly: the seat stays Bo's
    qtbot.waitUntil(lambda: asha.connection(1) == RECONNECTING, timeout=WAIT_MS)
    away = time.monotonic()
    # LEFT_AFTER passes with no word from the host: the table wakes up by itself to say so.
    qtbot.waitUntil(
        lambda: any(at > away + 0.3 and what == "presence" for at, what in changes), timeout=WAIT_MS
    )
    assert asha.connection(1) == LEFT
    net.host.transport.deliver(net.core.stand_in(1, "random"))
    qtbot.waitUntil(lambda: asha.connection(1) == COMPUTER, timeout=WAIT_MS)
    asha.clients[0].close()
    assert asha.link == LEFT and asha.connection(0) == LEFT


def test_a_table_rides_out_a_dropped_link_and_catches_up(lan, qtbot):
    net = lan()
    asha, bo = net.table(0), net.table(1)
    net.settle()
    links: list[tuple[str, str, str]] = []
    asha.changed.connect(lambda what: links.append((what, asha.link, asha.connection(0))))
    host_socket(net.host, Watch(asha.clients[0])).abort()
    bo.act(1, HIGH)  # play goes on while Asha is away
    qtbot.waitUntil(lambda: ("link", CONNECTED, CONNECTED) in links, timeout=WAIT_MS)
    assert links.index(("link", RECONNECTING, RECONNECTING)) < links.index(("link", CONNECTED, CONNECTED))
    net.settle()
    check_against_host(net)
    assert asha.log(0)[-1] == "Bo bets" and asha.moved_only_by(0)


# --- Outcome.from_json, what the end of a remote match is read with --------------------------------


def test_an_outcome_round_trips_and_bad_ones_are_refused():
    good = {
        "ranking": [1, 0],
        "scores": {"0": 3, "1": 5},
        "explanation": ["Bo ahead"],
        "details": {"1": {"x": 1}},
    }
    outcome = Outcome.from_json(good)
    assert outcome.ranking == (1, 0) and outcome.scores == {0: 3, 1: 5} and outcome.details == {1: {"x": 1}}
    assert outcome.to_json() == good
    bad = [
        None,
        {**good, "ranking": [True, 0]},
        {**good, "ranking": [0, 0]},
        {**good, "ranking": []},
        {**good, "scores": {"0": 3.5}},
        {**good, "scores": {"01": 3}},
        {**good, "scores": {"2": 3}},
        {**good, "explanation": [7]},
        {**good, "details": {"0": []}},
        {**good, "extra": 1},
    ]
    for data in bad:
        with pytest.raises(EngineError):
            Outcome.from_json(data)


def test_a_choice_the_host_took_as_stale_behind_a_simultaneous_one_is_sent_again(lan, qtbot):
    """Both seats bet at once, each from the state before the other's bet: the host takes one
    and refuses the other as stale. That seat's legal actions are the very ones it chose from,
    so its table sends the bet again at the new state, and nobody is told anything."""
    net = lan()
    asha, bo = net.table(0), net.table(1)
    net.settle()
    told: list[str] = []
    for table in (asha, bo):
        table.notice.connect(told.append)
    refused: list[dict[str, Any]] = []
    for client in net.clients:
        client.replied.connect(
            lambda message: refused.append(message) if message["type"] == "refused" else None
        )
    asha.act(0, LOW)
    bo.act(1, HIGH)  # sent before either heard of the other's

    def bets() -> list[tuple[int, Action]]:
        return sorted((entry.seat, entry.action) for entry in net.session.record if entry.seat >= 0)

    qtbot.waitUntil(lambda: len(bets()) == 2, timeout=WAIT_MS)
    net.settle()
    assert bets() == [(0, LOW), (1, HIGH)]
    assert [message.get("code") for message in refused] == ["stale"]
    assert told == []
