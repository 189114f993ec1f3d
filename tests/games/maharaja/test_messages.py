"""Everything Maharaja says is a structured Message (issue 14): refusals with a rule id of the rules
file, log lines for every reader, and the outcome's explanation — each with a registered English
template, rendered without a leftover "{field}", the seats named by the reader's names."""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

from desktop_app.engine import CHANCE, Action, IllegalAction
from desktop_app.engine.messages import ENGLISH, Message, render
from desktop_app.engine.session import Session
from desktop_app.games import maharaja
from desktop_app.games.maharaja import GAME
from desktop_app.games.maharaja import actions as A

from .test_invariants import POOL

RULES = Path(__file__).parents[3] / "docs" / "rules" / "maharaja.md"
RULE_IDS = frozenset(re.findall(r"\bM-\d+(?:\.\d+)*", RULES.read_text("utf-8")))
NAMES = ("Asha", "Bilal", "Chandra", "Dev", "Esha")
LEFTOVER = re.compile(r"\{\w*\}")
MATCHES = (
    (2, "base", "open", 1),
    (3, "short", "hidden", 2),
    (4, "pro1", "open", 3),
    (5, "pro2", "hidden", 4),
    (2, "pro2", "open", 5),
    (3, "base", "hidden", 6),
)

#: Actions no legal list ever holds: unknown kinds, wrong parameter sets, odd values, bad chips.
ODD = (
    Action.make("fly"),
    Action.make("take_gold", amount=3),
    Action.make("travel"),
    Action.make("travel", road="r99"),
    Action.make("build_house", at="nowhere"),
    Action.make("build_two_houses", city="v01", village="jaipur"),
    Action.make("move_house", **{"from": "v01", "to": "v01"}),
    Action.make("build_palace", city=7),
    Action.make("move_shield", city="jaipur", delta=3),
    Action.make("move_shield", city="atlantis", delta=1),
    Action.make("swap_card", take=9),
    Action.make("swap_card", take=2, give=9),
    Action.make("pick_card", card=9),
    Action.make("bid", amount=-1),
    Action.make("place_start_house", village="jaipur"),
    Action.make("choose_actions", a="dance", b="take_gold"),
    Action.make("choose_actions", a="swap_card", b="take_gold"),
    Action.make("chip_action", action="swap_card", take=2),
    Action.make("chip_action", action="fly"),
    Action.make("chip_action", action="take_gold", extra=1),
    Action.make("shuffle_shields", order=("jaipur",)),
)


@cache
def _match(players: int, variant: str, gold: str, seed: int) -> Session:
    """A whole random match with named seats (random legal play, doing things over ending turns)."""
    session = Session.new("maharaja", list(NAMES[:players]), {"variant": variant, "gold": gold}, seed)
    rng = random.Random(seed)
    while not session.is_over:
        movers = sorted(session.to_move())
        seat = movers[rng.randrange(len(movers))]
        legal = list(session.legal_actions(seat))
        useful = [a for a in legal if a.type != "end_turn"] or legal
        session.act(seat, rng.choice(useful if rng.random() < 0.85 else legal))
    return session


def _messages(message: Message) -> Iterator[Message]:
    """``message`` and every message nested in its parameters."""
    yield message
    for _key, value in message.params:
        items = value if isinstance(value, tuple) else (value,)
        for item in items:
            if isinstance(item, Message):
                yield from _messages(item)


def _check_message(message: object, names: tuple[str, ...]) -> str:
    assert isinstance(message, Message), f"{message!r} is not a Message"
    for part in _messages(message):
        assert part.id.startswith("maharaja."), part.id
        assert part.id in ENGLISH, f"no template for {part.id}"
    text = render(message, names)
    assert text and not LEFTOVER.search(text), text
    assert "Player" not in text, f"a seat not named through the renderer: {text}"
    return text


def _refusal(state: object, seat: int, action: Action) -> IllegalAction:
    with pytest.raises(IllegalAction) as error:
        GAME.apply(state, seat, action)
    return error.value


def test_every_refusal_is_a_message_naming_a_rule_of_the_rules_file() -> None:
    seen: set[str] = set()
    rules: set[str] = set()
    for players, variant, gold, seed in MATCHES:
        session = _match(players, variant, gold, seed)
        rng = random.Random(seed)
        for step in range(0, len(session.record) + 1, 3):
            state = session.state_at(step)
            for seat in [CHANCE, -1, players, *range(players)]:
                legal = set(GAME.legal_actions(state, seat))
                tried = [*rng.sample(POOL, 6), *rng.sample(ODD, 3)]
                for action in tried:
                    if action in legal:
                        continue
                    error = _refusal(state, seat, action)
                    assert error.rule_id in RULE_IDS, f"{error.rule_id} is not a rule of {RULES.name}"
                    assert error.message.id.startswith("maharaja.refusal."), error.message.id
                    assert render(error.message) == error.reason
                    _check_message(error.message, NAMES[:players])
                    seen.add(error.message.id)
                    rules.add(error.rule_id)
        if session.is_over:
            with pytest.raises(IllegalAction) as error:
                GAME.chance_outcomes(session.head_state)
            assert error.value.rule_id == "M-10.2" and error.value.message.id == "maharaja.refusal.no_chance"
    assert len(seen) >= 30, sorted(seen)
    assert len(rules) >= 15, sorted(rules)


def test_every_rule_id_and_refusal_in_the_rules_code_exists() -> None:
    """The refusals random play does not reach are checked in the source: every rule id the
    package spells is one of the rules file, every refusal it raises has a template."""
    package = Path(maharaja.__file__).parent
    source = "\n".join(path.read_text("utf-8") for path in sorted(package.glob("*.py")))
    spelled = set(re.findall(r"\"(M-\d+(?:\.\d+)*)\"", source))
    assert spelled and spelled <= RULE_IDS, sorted(spelled - RULE_IDS)
    refusals = set(re.findall(r"refuse\(\s*\"(\w+)\"", source))
    refusals |= set(re.findall(r"\"(maharaja\.refusal\.\w+)\"", source))
    ids = {name if name.startswith("maharaja.") else f"maharaja.refusal.{name}" for name in refusals}
    assert len(ids) > 40 and ids <= set(ENGLISH), sorted(ids - set(ENGLISH))


def test_a_malformed_action_is_refused_under_the_rule_that_defines_its_shape() -> None:
    with pytest.raises(A.BadParameters) as parsed:
        A.check_params(Action.make("take_gold", amount=3))
    assert parsed.value.rule_id == "M-11"
    state = _match(*MATCHES[0]).state_at(40)
    error = _refusal(state, min(GAME.to_move(state)), Action.make("take_gold", amount=3))
    assert (error.message, error.rule_id) == (parsed.value.message, "M-11")


@pytest.mark.parametrize(("players", "variant", "gold", "seed"), MATCHES)
def test_every_log_line_for_every_reader_is_a_message_with_a_template(
    players: int, variant: str, gold: str, seed: int
) -> None:
    session = _match(players, variant, gold, seed)
    names = NAMES[:players]
    for reader in (None, *range(players)):
        lines = session.log_entries(reader)
        assert len(lines) == len(session.record)
        texts = [_check_message(line, names) for line in lines]
        assert session.log(reader) == texts
    assert any(name in " ".join(session.log(None)) for name in names)


@pytest.mark.parametrize(("players", "variant", "gold", "seed"), MATCHES)
def test_the_outcome_explanation_is_one_message_per_adjacent_pair(
    players: int, variant: str, gold: str, seed: int
) -> None:
    session = _match(players, variant, gold, seed)
    outcome = session.outcome()
    assert outcome is not None and len(outcome.explanation) == players - 1
    for line, (ahead, behind) in zip(outcome.explanation, itertools.pairwise(outcome.ranking), strict=True):
        text = _check_message(line, NAMES[:players])
        assert isinstance(line, Message) and line.id == "maharaja.outcome.ahead"
        assert text.startswith(f"{NAMES[ahead]} ahead of {NAMES[behind]}: ")
