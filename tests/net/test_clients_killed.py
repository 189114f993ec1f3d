"""100 bot clients SIGKILLed at random moments and restarted with their seat files (issue 15).

Several matches run at once, each a ``host`` process whose every seat is a ``join`` process with
``--token-file``; the test kills clients at random moments — while they resume, replay a gap, think,
wait for an answer, write their files — and starts each again at once with the same file, until
100 kills are done and every match has ended. Then it holds the clients to their promise:

- 0 actions lost or applied twice: the final match file's decisions are exactly the acts the
  clients' traces say the host accepted, each once, in state order (every seat is a client, so
  nothing else plays); an act's message id was only ever sent with one content and got one answer;
- every incarnation resumed where its seat file said and saw its stream without a gap or a repeat;
- every match completed: every client and every host ended by itself with success (a client that
  came back after its host had stopped fetches the final file from the host resumed: see
  ``_fetch_late``).

Each client is forked from a parent that has imported ``join`` once (``client_zygote``): started
with ``python -m`` every start-up cost about half a second of CPU importing Qt and the three games,
two thirds of the test's 67 CPU seconds; forked, the whole test takes some 30. Four matches run
side by side, one client of each down at a time, and the clients think a little so that four
matches last for the 100 kills. The seed is ``LAN_KILL_SEED``; every failure names it.
"""

from __future__ import annotations

import json
import os
import random
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from desktop_app.net import journal
from desktop_app.persistence import matchfile
from tests.net.lan_processes import (
    Client,
    Host,
    Zygote,
    acts,
    deaths,
    played,
    start_hosts,
    stream_problems,
)

#: Matches played side by side: (game, seats); every seat is a bot client that gets killed.
SLOTS = (("arkadia", 2), ("maharaja", 3), ("arkadia", 3), ("arkadia", 2))
KILLS = 100
SEED = int(os.environ.get("LAN_KILL_SEED", "1515"))
#: Once a client holds its seat, it is killed at a random moment within this many seconds.
KILL_WITHIN_S = 1.2
#: Only a guard against a hang: on a machine shared with other jobs start-ups take far longer.
DEADLINE_S = 900
#: The clients pause before each move, so a match outlasts many kills: each new match costs the
#: start of a host and its clients, which is what this test spends its time on.
THINK = ("--think-ms", "70")


@dataclass
class Match:
    number: int
    host: Host
    clients: list[Client]
    #: When the next client of this match dies (set once all of them hold their seats).
    kill_at: float | None = None
    #: Clients that came back after the host had stopped, and fetched the file from it resumed.
    late: int = 0

    @property
    def over(self) -> bool:
        return not any(client.running for client in self.clients)


def _host_arguments(game: str, players: int, rng: random.Random) -> list[str]:
    seed = str(rng.randrange(1 << 30))
    arguments = ["--game", game, "--players", str(players), "--seats", "human", "--seed", seed]
    return [*arguments, "--port", "0"]


def _start_matches(
    folder: Path, numbers: list[int], slots: list[tuple[str, int]], rng: random.Random, zygote: Zygote
) -> list[Match]:
    """Hosts first (side by side), then a client process per seat of each."""
    hosts = start_hosts(folder / "home", [_host_arguments(game, players, rng) for game, players in slots])
    matches = []
    for number, host, (_game, players) in zip(numbers, hosts, slots, strict=True):
        clients = [
            Client(
                folder / f"match{number}",
                f"seat{seat}",
                folder / "home",
                host.address,
                host.code,
                seat,
                rng.randrange(999),
                THINK,
                zygote,
            )
            for seat in range(players)
        ]
        for client in clients:
            client.start()
        matches.append(Match(number, host, clients))
    return matches


def _ended(match: Match) -> bool:
    """The host has journaled the end (it does so before it tells anyone): no kill from now on.

    A client killed after the host sent ``match_over`` but before reading it would come back to a
    host that, having sent every seat the file, may have stopped; that is the host's bargain, not
    the client's, and not what this test is about.
    """
    try:
        return bool(journal.read(match.host.journal)["match"]["result"])
    except journal.JournalError:
        return False  # not written yet: the base is renamed into place, never half a file


def _kill_one(match: Match, rng: random.Random, now: float) -> int:
    """Kill one client of ``match`` when its moment has come, and start it again at once.

    A client is fair game once this incarnation holds its seat (before, it is only importing Qt
    and the games; and a kill before the first join is one no seat file can undo) and until the
    match is over for it. One client of a match is down at a time, so the match keeps moving; the
    moment is anywhere within ``KILL_WITHIN_S`` seconds of all of them being back: while one
    replays its gap, thinks, waits for an answer, writes its files.
    """
    running = [client for client in match.clients if client.running]
    if not running or not all(client.seated() for client in running):
        match.kill_at = None
        return 0
    if match.kill_at is None:
        match.kill_at = now + rng.uniform(0.0, KILL_WITHIN_S)
    if now < match.kill_at or _ended(match):
        return 0
    victim = rng.choice(running)
    victim.kill()
    victim.start()
    match.kill_at = None
    return 1


def _play_and_kill(tmp_path: Path, rng: random.Random, matches: list[Match], zygote: Zygote) -> int:
    """Play and kill until ``KILLS`` kills are done and every match has ended; ``matches`` gets
    every match started."""
    started = time.monotonic()
    numbers = iter(range(1000))

    def begin(slot: int) -> Match:
        matches.extend(_start_matches(tmp_path, [next(numbers)], [SLOTS[slot]], rng, zygote))
        return matches[-1]

    matches.extend(_start_matches(tmp_path, [next(numbers) for _ in SLOTS], list(SLOTS), rng, zygote))
    active = dict(enumerate(matches))
    kills = 0
    while active:
        now = time.monotonic()
        assert now - started < DEADLINE_S, f"the matches did not end in time (seed {SEED}, {kills} kills)"
        for slot, match in list(active.items()):
            if match.over and _fetch_late(tmp_path, match):
                continue
            if match.over:
                del active[slot]
                if kills < KILLS:
                    active[slot] = begin(slot)
            elif kills < KILLS:
                kills += _kill_one(match, rng, now)
        time.sleep(0.05)
    return kills


def _fetch_late(folder: Path, match: Match) -> bool:
    """Bring back, once, the clients that came back after their host had stopped (True if any).

    A client killed an instant before the end may still count, at the host, as connected when the
    match ended, so the host, having sent every seat the final file, stops: the client then finds
    nobody and gives up. Its seat is not lost: the operator serves the journal again with
    ``host --resume`` and the client, started again, fetches the final file from it.
    """
    late = [client for client in match.clients if client.process and client.process.returncode != 0]
    if match.late or not late or match.host.wait(timeout=60) != 0:
        return False
    assert all("gave up after" in client.log.read_text() for client in late), late[0].log.read_text()
    match.late = len(late)
    match.host = start_hosts(folder / "home", [["--resume", str(match.host.journal), "--port", "0"]])[0]
    for client in late:
        client.address = match.host.address
        client.start()
    return True


def _check(match: Match) -> None:
    clients = match.clients
    for client in clients:
        assert client.process is not None and client.process.returncode == 0, client.log.read_text()
        assert "match over" in client.log.read_text()
    assert match.host.wait(timeout=60) == 0, match.host.err.text()
    assert "1. seat" in match.host.out.text()
    documents = [json.loads(client.saved.read_text()) for client in clients]
    assert all(document["record"] == documents[0]["record"] for document in documents)
    matchfile.load(clients[0].saved)  # the final file replays and checks out
    accepted = []
    for client in clients:
        lines = client.trace.read()
        assert stream_problems(lines) == [], client.name
        mine, problems = acts(lines)
        assert problems == [], client.name
        accepted += [(act["state"], client.seat, act["action"]) for act in mine.values()]
        memory = json.loads(client.seat_file.read_text())
        assert memory["over"] and memory["pending"] is None and memory["seat"] == client.seat
    accepted.sort(key=lambda item: item[0])
    states = [state for state, _seat, _action in accepted]
    assert states == list(range(states[0], states[0] + len(states))), "each state id reached by one act"
    # Every decision in the record is one accepted act, in the order the host applied them.
    assert played(documents[0]) == [(seat, action) for _state, seat, action in accepted]


# Waits, beside the parallel part: forked clients make it 31 CPU s in 50-75 s (it passed at a load of
# 11-13 on two cores), it asserts no time (DEADLINE_S only guards a hang) and kills only its own.
@pytest.mark.waits
def test_a_hundred_killed_clients_lose_no_action_and_apply_none_twice(tmp_path: Path) -> None:
    rng = random.Random(SEED)
    began = time.monotonic()
    matches: list[Match] = []
    zygote = Zygote(tmp_path / "home")
    try:
        kills = _play_and_kill(tmp_path, rng, matches, zygote)
        assert kills >= KILLS, f"only {kills} kills (seed {SEED})"
        for match in matches:
            try:
                _check(match)
            except AssertionError as error:
                raise AssertionError(f"match {match.number} (seed {SEED}): {error}") from error
    finally:
        for match in matches:
            for client in match.clients:
                if client.running:
                    client.kill()
            match.host.kill()
        zygote.close()
    per_match = [sum(client.kills for client in match.clients) for match in matches]
    lines = [line for match in matches for client in match.clients for line in client.trace.lines]
    resent = sum(1 for line in lines if line["event"] == "send" and line.get("retry"))
    resumes = sum(1 for line in lines if line["event"] == "resumed")
    where: dict[str, int] = {}
    for match in matches:
        for client in match.clients:
            for phase, count in deaths(client.trace.lines).items():
                where[phase] = where.get(phase, 0) + count
    late = sum(match.late for match in matches)
    print(
        f"{kills} kills over {len(matches)} matches {per_match} in {time.monotonic() - began:.1f} s "
        f"(killed while {where}): {resumes} resumes, {resent} unanswered acts sent again under their id, "
        f"{late} clients back after their host had stopped"
    )
