"""No secret reaches a seat before it is public: whole matches of every game through the HostCore.

Two seats are played by clients that know only what they received (they pick among the legal
actions of their last update), one by a bot at the host, and a spectator watches. Every message
each connection received is then serialized as it went over the wire and scanned, message by
message, for everything that connection may not know at that moment, computed from the full state
the message was built from (not from the views, whose privacy is what is being checked):

- the seed (a distinctive number, in decimal and hex) — never, until the match file at the end;
- the other seats' tokens and the join code — never;
- every record entry the game redacts for this reader, in the action's own JSON (a Maharaja disc
  choice, a Forbidden City bribe, an Arkadia card dealt into a hand, seals cashed) and the owner's
  log line for it;
- each game's hidden pieces in the form the owner's view shows them: Maharaja discs not yet turned
  over, Forbidden City bribery boards not yet open, Arkadia hands and screens.

Only forms this reader legitimately has at that moment (its own disc or board or screen, the very
same action among its own legal ones) are skipped. Every view, log line and legal list is also
compared with what ``view``/``log_entries``/``legal_actions`` give at that step, and a planted leak
must be found, so the scan cannot pass by finding nothing to look for.
"""

from __future__ import annotations

import functools
import json
import random
from typing import Any

import pytest

from desktop_app.engine.session import Session
from desktop_app.games.arkadia.view import card_json, families_json
from desktop_app.games.forbidden_city import OFFICIALS
from desktop_app.games.maharaja.view import disc_revealed
from desktop_app.net import legal_wire
from desktop_app.net.delta import Reader
from desktop_app.net.streams import message_json
from tests.net.test_host_core import CODE, Table

#: Seeds no view, log line, count or id of these games can contain by accident.
SEED = 7_364_519_028_133_557
PLAN = ("human", "human", "random")
MATCHES = [
    ("maharaja", (("gold", "hidden"),)),
    ("forbidden_city", ()),
    ("arkadia", ()),
]


def compact(value: Any) -> str:
    """The JSON text of ``value``; a reader's legal actions (``Legal``) as every action's JSON."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=_rows)


def _rows(value: Any) -> Any:
    if isinstance(value, legal_wire.Legal):
        return value.rows()
    raise TypeError(f"{type(value).__name__} is not JSON")


def hidden_pieces(game: str, state: Any, owner: int) -> list[str]:
    """``owner``'s secrets now, as its own view spells them (form strings to scan for)."""
    if game == "maharaja":
        disc = state.players[owner].disc
        if disc is None or disc_revealed(state, owner):
            return []
        return [f'"disc":{compact(list(disc))}', f'"my_disc":{compact(list(disc))}']
    if game == "forbidden_city":
        board = state.boards[owner]
        if board < 0 or state.boards_open:
            return []
        return [compact({"set": True, "official": list(OFFICIALS[board])})]
    screen = state.screens[owner]
    pieces = [
        compact(
            {
                "own": screen.own,
                "neutral": screen.neutral,
                "seals": families_json(screen.seals),
                "gold": screen.gold,
            }
        )
    ]
    if screen.hand:
        pieces.append(f'"hand":{compact([card_json(kind) for kind in screen.hand])}')
    return pieces


def own_pieces(game: str, state: Any, seat: int) -> list[str]:
    """Forms of ``hidden_pieces`` a seat's own view always shows it (its disc, also once turned over)."""
    if game == "maharaja" and state.players[seat].disc is not None:
        disc = compact(list(state.players[seat].disc))
        return [f'"disc":{disc}', f'"my_disc":{disc}']
    return hidden_pieces(game, state, seat)


def public_pieces(game: str, state: Any) -> list[str]:
    """Forms of ``hidden_pieces`` that everybody sees now (a Maharaja disc turned over this round
    reads like a hidden one that happens to be the same)."""
    if game != "maharaja":
        return []
    return [
        f'"disc":{compact(list(player.disc))}'
        for seat, player in enumerate(state.players)
        if player.disc is not None and disc_revealed(state, seat)
    ]


class SecretScan:
    """What one reader (a seat, or None for the spectators) may not know, step by step."""

    def __init__(self, session: Session, reader: int | None, tokens: dict[int, str]) -> None:
        self.session, self.reader, self.game = session, reader, session.game
        self.never = [str(SEED), f"{SEED:x}", f"{SEED:X}", CODE]
        self.never += [token for seat, token in tokens.items() if seat != reader]
        self._entry_forms: list[list[str]] = []
        self.checked: set[str] = set()

    def _entries_upto(self, length: int) -> list[str]:
        """Forms of the redacted entries before step ``length`` (kept: they only grow)."""
        session = self.session
        owner_logs: dict[int, list[Any]] = {}
        while len(self._entry_forms) < length:
            index = len(self._entry_forms)
            entry, before = session.record[index], session.state_at(index)
            forms: list[str] = []
            if self.game.redact(entry, self.reader, before) != entry:
                forms.append(compact(entry.action.to_json()))
                if entry.seat >= 0:
                    lines = owner_logs.setdefault(entry.seat, session.log_entries(entry.seat))
                    mine = session.log_entries(self.reader)[index]
                    if lines[index] != mine:
                        forms.append(compact(message_json(lines[index])))
            self._entry_forms.append(forms)
        return [form for forms in self._entry_forms[:length] for form in forms]

    def forms(self, length: int) -> list[str]:
        """Everything the reader may not know after ``length`` steps, minus what it does know."""
        state = self.session.state_at(length)
        if not self.game.to_move(state):
            return []  # the match is over: every secret is public
        forms = set(self._entries_upto(length))
        for owner in range(self.session.players):
            if owner != self.reader:
                pieces = hidden_pieces(self.game.id, state, owner)
                owner_view = compact(self.game.view(state, owner))
                assert all(piece in owner_view for piece in pieces), "a secret form the owner's view lacks"
                forms.update(pieces)
        known = set(public_pieces(self.game.id, state))
        if self.reader is not None:
            known.update(own_pieces(self.game.id, state, self.reader))
            if self.reader in self.game.to_move(state):
                known.update(compact(a.to_json()) for a in self.game.legal_actions(state, self.reader))
        return sorted(forms - known)

    def leaks(self, text: str, length: int | None) -> list[str]:
        found = [f"never-sent value {value[:8]}…" for value in self.never if value in text]
        if length is not None:
            forms = self.forms(length)
            self.checked.update(forms)
            found += [f"secret {form[:60]}" for form in forms if form in text]
        return found


def game_length(message: dict[str, Any]) -> int | None:
    """The number of steps a message was built after (from its own log bookkeeping)."""
    kind = message["type"]
    if kind == "update":
        return message["log_from"] + len(message["log"])
    if kind == "snapshot":
        return len(message["log"])
    if kind == "view":
        return message["log_length"]
    return None


def check_exact(table: Table, reader: int | None, message: dict[str, Any], length: int) -> None:
    """The view, log lines and legal actions are exactly what the session gives this reader."""
    session = table.session
    state = session.state_at(length)
    assert message["view"] == json.loads(compact(session.game.view(state, reader)))
    if "log" in message:
        lines = [message_json(line) for line in session.log_entries(reader, upto=length)]
        assert message["log"] == json.loads(compact(lines[message.get("log_from", 0) :]))
    legal = []
    if reader is not None and reader in session.game.to_move(state):
        legal = [action.to_json() for action in session.game.legal_actions(state, reader)]
    assert message["legal"] in ([], json.loads(compact(legal)))


@functools.cache  # the planted-leak check reads the Forbidden City match again; nothing changes it
def play_through_the_host(
    game: str, options: tuple[tuple[str, str], ...] = ()
) -> tuple[Table, dict[int, str]]:
    table = Table(game, PLAN, seed=SEED, options=dict(options), allow_spectators=True)
    tokens = {seat: table.join(seat + 1, seat) for seat in (0, 1)}
    table.join(3, "spectator")
    rng = random.Random(5)
    for _ in range(5_000):
        if table.session.is_over:
            break
        for conn in (1, 2):
            mirror = table.mirrors[conn]
            if mirror.legal and not table.session.is_over:
                table.act(conn, mirror.legal[rng.randrange(len(mirror.legal))], mirror.state)
    assert table.session.is_over and not table.core.bot_errors and not table.core.internal_errors
    return table, tokens


@pytest.mark.parametrize(("game", "options"), MATCHES, ids=[game for game, _ in MATCHES])
def test_no_seat_or_spectator_receives_a_secret_before_it_is_public(game, options):
    table, tokens = play_through_the_host(game, options)
    refusals = 0
    for conn, reader in ((1, 0), (2, 1), (3, None)):
        scan = SecretScan(table.session, reader, tokens)
        document = Reader()  # what the client holds: each update's patch applied
        for message in table.received[conn]:
            if message["type"] == "match_over" or (message["type"] == "snapshot" and message["over"]):
                break  # the end: the match file with every secret (and the seed) is for everyone
            refusals += message["type"] == "refused"
            length = game_length(message)
            held = document.take(message)
            if length is not None:
                check_exact(table, reader, held, length)
            # The bytes as they went over the wire (a patch), and the view it makes (where a
            # secret split over a patch's pieces would show whole again), are scanned.
            at = length if length is not None else len(table.session.record)
            leaks = scan.leaks(compact(message), at) + scan.leaks(compact(held), at)
            assert not leaks, f"{game}: {message['type']} to reader {reader} carries {leaks}"
        if reader is not None:
            assert scan.checked, "nothing was secret from this seat all match long?"
        over = [m for m in table.received[conn] if m["type"] == "match_over"]
        assert len(over) == 1 and over[0]["file"]["seed"] == SEED  # public at the end, and only then
    assert refusals == 0


def test_the_scan_finds_a_planted_leak():
    """Another seat's view or the raw record, sent where they do not belong, is caught."""
    table, tokens = play_through_the_host("forbidden_city", ())
    session = table.session
    scan = SecretScan(session, 0, tokens)
    planted = records = 0
    for length in range(1, len(session.record)):
        state = session.state_at(length)
        if hidden_pieces("forbidden_city", state, 1) and session.game.to_move(state):
            view = {"type": "update", "view": session.game.view(state, 1)}
            if scan.forms(length):
                planted += bool(scan.leaks(compact(view), length))
            record = {"type": "snapshot", "record": [e.to_json() for e in session.record[:length]]}
            records += bool(scan.leaks(compact(record), length))
    assert planted > 10 and records > 10
    assert scan.leaks(compact({"type": "welcome", "token": tokens[1]}), None)
    assert scan.leaks(compact({"type": "welcome", "seed": SEED}), None)


def test_another_seats_legal_actions_in_their_compact_form_are_caught():
    """Legal actions travel compact (``legal_wire``); the check reads what a reader expands them
    to, so another seat's list sent to this one cannot pass as an empty or a different list."""
    table, _tokens = play_through_the_host("forbidden_city", ())
    game, session = table.session.game, table.session
    caught = 0
    for length in range(1, len(session.record)):
        state = session.state_at(length)
        if 1 not in game.to_move(state) or 0 in game.to_move(state):
            continue
        planted = {
            "type": "view",
            "view": game.view(state, 0),
            "legal": legal_wire.compact(game.legal_actions(state, 1)),
            "log_length": length,
        }
        held = Reader().take(json.loads(compact(planted)))
        with pytest.raises(AssertionError):
            check_exact(table, 0, held, length)
        caught += 1
        if caught == 20:
            break
    assert caught == 20
