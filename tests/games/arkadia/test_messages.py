"""Everything Arkadia says is a ``Message``: refusals with a rule id of the rules page, log lines for
every reader, and the ranking's explanations (issue 14)."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from pathlib import Path

import pytest

from desktop_app.engine.action import Action
from desktop_app.engine.errors import IllegalAction, MalformedAction
from desktop_app.engine.messages import ENGLISH, Message, render
from desktop_app.engine.seats import CHANCE
from desktop_app.engine.session import Session
from desktop_app.games.arkadia import GAME, board
from desktop_app.games.arkadia.actions import (
    CASTLE_ACTIONS,
    EXCHANGE_ACTIONS,
    REVEAL_ACTIONS,
    WORKER_ACTIONS,
)
from desktop_app.games.arkadia.state import OVER, ArkState
from tests.games.arkadia.scenario import dealt, with_screen

RULES = Path(__file__).parents[3] / "docs" / "rules" / "arkadia.md"
RULE_IDS = set(re.findall(r"\b[A-P]-\d+(?:\.\d+)?", RULES.read_text("utf-8")))
LEFTOVER = re.compile(r"\{[A-Za-z_]\w*(?:![rsa])?\}")
NAMES = ("Ann", "Bea", "Cid", "Dora")
MATCHES = [(2, 3), (3, 4), (4, 6)]


def _playout(players: int, seed: int) -> Session:
    session = Session.new("arkadia", players, seed=seed)
    rng = random.Random(seed)
    while session.to_move():
        seat = min(session.to_move())
        legal = list(session.legal_actions(seat))
        # Prefer building and workers now and then, so completions, the castle and banners happen.
        session.act(seat, legal[-1] if rng.random() < 0.2 else rng.choice(legal))
    return session


def _ids(message: Message) -> list[str]:
    """The ids of ``message`` and of every message nested in it."""
    out = [message.id]
    for _, value in message.params:
        values = value if isinstance(value, tuple) else (value,)
        for item in values:
            if isinstance(item, Message):
                out.extend(_ids(item))
    return out


def _assert_renders(message: object) -> None:
    assert isinstance(message, Message), f"{message!r} is not a Message"
    for message_id in _ids(message):
        assert message_id in ENGLISH, f"{message_id} has no English template"
    for names in ((), NAMES):
        text = render(message, names)
        assert text and not LEFTOVER.search(text), f"{message!r} renders as {text!r}"


def _candidates(state: ArkState, rng: random.Random, seen: list[Action]) -> list[Action]:
    """Actions that are mostly illegal here: other positions' actions, near misses, every kind."""
    out = rng.sample(seen, min(12, len(seen)))
    out += rng.sample(REVEAL_ACTIONS, 3)
    out += rng.sample(EXCHANGE_ACTIONS, 3)
    out += [rng.choice(row) for row in WORKER_ACTIONS]
    out += [rng.choice(row) for row in CASTLE_ACTIONS]
    family = rng.choice(board.FAMILIES)
    building = rng.choice(board.TYPES)
    out += [
        Action.make(
            "play_card", family=family, building=building, orientation=rng.randrange(9), anchor=(5, 5)
        ),
        Action.make("play_card", family="gold", building=building, orientation=0, anchor=(0, 0)),
        Action.make("play_card", family=family, building="castle", orientation=0, anchor=(0, 0)),
        Action.make("play_card", family=family, building=building, orientation=0, anchor=(20, 3)),
        Action.make("play_card", family=family, building=building, orientation=0, anchor=(11, 15)),
        Action.make("place_worker", square=(-1, 3), kind="own"),
        Action.make("place_worker", square=(3, 3), kind="ghost"),
        Action.make("place_castle_piece", colour=family, square=(0, 0)),
        Action.make("place_castle_piece", colour=family, square=(30, 0)),
        Action.make("draw", source="pile"),
        Action.make("draw", source="display", family=family, building=building),
        Action.make("draw", source="nowhere"),
        Action.make("cash", family=family, count=rng.randrange(1, 6)),
        Action.make("cash", family=family, count=0),
        Action.make("exchange_card", family=family, building=building),
        Action.make("pass"),
        Action.make("finish_workers"),
        Action.make("use_banner"),
        Action.make("end_turn"),
    ]
    return out


@pytest.mark.parametrize(("players", "seed"), MATCHES)
def test_every_refusal_is_a_message_with_a_rule_id_of_the_rules_page(players: int, seed: int) -> None:
    session = _playout(players, seed)
    rng = random.Random(seed)
    seen = sorted({e.action for e in session.record if e.seat != CHANCE}, key=repr)
    refused: set[str] = set()
    for step in range(0, len(session.record) + 1, 5):
        state = session.state_at(step)
        seats = [CHANCE, *range(players)]
        for action in _candidates(state, rng, seen):
            seat = rng.choice(seats) if rng.random() < 0.3 else (min(GAME.to_move(state), default=0))
            try:
                GAME.apply(state, seat, action)
            except IllegalAction as refusal:
                assert refusal.message.id.startswith("arkadia.refusal."), refusal.message
                _assert_renders(refusal.message)
                assert refusal.reason == render(refusal.message)
                assert refusal.rule_id in RULE_IDS, f"{refusal.rule_id} is not a rule of {RULES.name}"
                refused.add(refusal.message.id)
            except MalformedAction:
                pass
        if state.phase != OVER and CHANCE not in GAME.to_move(state):
            with pytest.raises(IllegalAction) as chance_refusal:
                GAME.chance_outcomes(state)
            _assert_renders(chance_refusal.value.message)
    assert len(refused) >= 25, sorted(refused)


@pytest.mark.parametrize(("players", "seed"), MATCHES)
def test_every_log_line_for_every_reader_is_a_rendered_message(players: int, seed: int) -> None:
    session = _playout(players, seed)
    for step, entry in enumerate(session.record):
        before, after = session.state_at(step), session.state_at(step + 1)
        for reader in (None, *range(players)):
            shown = GAME.redact(entry, reader, before)
            _assert_renders(GAME.describe(shown, before, after))
    assert session.log(None)[-1].endswith("the game ends")


def test_log_lines_name_seats_by_their_names() -> None:
    session = Session.new("arkadia", list(NAMES[:2]), seed=11)
    assert session.log(1)[0] == "Ann is dealt a card"
    assert all("Player" not in line for line in session.log(None))


@pytest.mark.parametrize(("players", "seed"), MATCHES)
def test_outcome_explanations_are_messages(players: int, seed: int) -> None:
    outcome = _playout(players, seed).outcome()
    assert outcome is not None and len(outcome.explanation) == players - 1
    for line in outcome.explanation:
        _assert_renders(line)


def test_each_tie_break_reads_with_the_seats_names() -> None:
    state = replace(dealt(4), phase=OVER)
    for seat, gold, banners in ((0, 10, 1), (1, 10, 2), (2, 10, 1), (3, 12, 0)):
        state = with_screen(state, seat, gold=gold, banners=banners)
    outcome = GAME.outcome(state)
    assert outcome is not None
    lines = [render(line, NAMES) for line in outcome.explanation]
    assert lines == [
        "Dora ranks above Bea on gold (12 to 10).",
        "Bea and Ann both have 10 gold; Bea ranks higher with more unused banners (2 to 1).",
        "Ann and Cid share place 3: 10 gold and 1 banner each.",
    ]
    assert render(outcome.explanation[0]) == "Player 4 ranks above Player 2 on gold (12 to 10)."
