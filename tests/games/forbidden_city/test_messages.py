"""What the game says is structured (issue 14): refusals, log lines and the final ranking are
Messages with registered English templates, seats as parameters, and rule ids from court.md."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

from desktop_app.engine import CHANCE, Action, EngineError, IllegalAction
from desktop_app.engine.messages import ENGLISH, Message, render
from desktop_app.engine.protocol import Entry
from desktop_app.engine.session import sample_outcome
from desktop_app.games.forbidden_city import GAME, CourtState
from desktop_app.games.forbidden_city.log import MESSAGES
from tests.games.forbidden_city.test_rule_coverage import RULE_IDS  # court.md's ids, one by one

LEFTOVER = re.compile(r"\{[A-Za-z_]+\}")
NAMES = ["Asha", "Bo", "Chen", "Dana"]
Step = tuple[CourtState, int, Action, CourtState]


def _playout(players: int, seed: int) -> list[Step]:
    """(before, seat, action, after) for every step of a random match."""
    rng = random.Random(seed)
    state = GAME.initial_state(players, {})
    steps = []
    while GAME.to_move(state):
        movers = GAME.to_move(state)
        if CHANCE in movers:
            seat, action = CHANCE, sample_outcome(GAME.chance_outcomes(state), rng)
        else:
            seat = min(movers)
            legal = GAME.legal_actions(state, seat)
            action = legal[rng.randrange(len(legal))]
        after = GAME.apply(state, seat, action)
        steps.append((state, seat, action, after))
        state = after
    return steps


def _messages_in(message: Message) -> Iterator[Message]:
    yield message
    for _, value in message.params:
        for item in value if isinstance(value, tuple) else (value,):
            if isinstance(item, Message):
                yield from _messages_in(item)


def _check_message(message: object, where: str) -> str:
    """``message`` is a Message whose every part has a template; its text with seat names."""
    assert isinstance(message, Message), f"{where}: {message!r} is not a Message"
    for part in _messages_in(message):
        assert part.id in ENGLISH, f"{where}: {part.id} has no template"
    text = render(message, NAMES)
    assert not LEFTOVER.search(text), f"{where}: {text!r} leaves a field unfilled"
    return text


def _near_misses(action: Action, rng: random.Random) -> list[Action]:
    """Actions like ``action`` with one parameter changed, missing or added, and a foreign type."""
    out = [Action.make("no_such_action"), Action.make(action.type, unexpected=1)]
    for name, value in action.params:
        changed = dict(action.params)
        if isinstance(value, int) and not isinstance(value, bool):
            changed[name] = value + rng.choice([-1000, 1, 1000])
        elif isinstance(value, str):
            changed[name] = rng.choice(["white", "purple", value + "_nowhere"])
        elif isinstance(value, tuple):
            changed[name] = tuple(v + 20 if isinstance(v, int) else "white" for v in value)
        out.append(Action.make(action.type, **changed))
        out.append(Action.make(action.type, **{k: v for k, v in action.params if k != name}))
    return out


def _refusals(players: int, seed: int, rng: random.Random) -> Iterator[EngineError]:
    """The errors raised by wrong steps all through a random match (every one must be refused)."""
    steps = _playout(players, seed)
    taken = sorted({a for _, s, a, _ in steps if s != CHANCE}, key=repr)
    rolls = sorted({a for _, s, a, _ in steps if s == CHANCE}, key=repr)
    tries: list[tuple[CourtState, int, Action]] = []
    for before, seat, action, _ in steps[::2]:  # every other step: all phases still come up
        movers = GAME.to_move(before)
        if seat == CHANCE:
            possible = {a for a, _ in GAME.chance_outcomes(before)}
            tries += [(before, CHANCE, bad) for bad in rng.sample(rolls, 3) if bad not in possible]
            tries.append((before, 0, action))  # a seat may not roll for chance
            continue
        legal = set(GAME.legal_actions(before, seat))
        wrong = _near_misses(action, rng) + rng.sample(taken, 6)
        tries += [(before, seat, bad) for bad in wrong if bad not in legal]
        tries += [(before, other, action) for other in range(players) if other not in movers]
        tries.append((before, CHANCE, rng.choice(rolls)))  # no chance step is due
    over = steps[-1][3]
    tries += [(over, 0, steps[-1][2]), (over, CHANCE, rolls[0])]
    for state, seat, bad in tries:
        try:
            GAME.apply(state, seat, bad)
        except EngineError as error:
            yield error
        else:
            raise AssertionError(f"{bad} by {seat} was accepted in {state.phase}")
    for before, seat, _, _ in steps:
        if seat == CHANCE:
            continue
        try:
            GAME.chance_outcomes(before)
        except EngineError as error:
            yield error
        else:
            raise AssertionError(f"chance outcomes offered in {before.phase}")


def test_every_refusal_carries_a_message_and_a_court_rule_id():
    """(a) Over random playouts: wrong actions of every kind, by every seat, in every phase. Each
    refusal that is an IllegalAction has a registered Message as its reason (``reason`` is its
    English text) and a rule id court.md defines; the others are MalformedAction (not an action
    of this game at all: unknown type, missing or extra parameters, wrong JSON kinds)."""
    rng = random.Random(14)
    seen: dict[str, set[str]] = {}
    malformed = 0
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        for error in _refusals(players, seed, rng):
            if not isinstance(error, IllegalAction):
                malformed += 1
                continue
            assert error.rule_id in RULE_IDS, f"{error.rule_id!r} is not a rule of court.md"
            assert error.message.id.startswith("forbidden_city.refusal."), error.message
            _check_message(error.message, "refusal")
            assert error.reason == render(error.message)
            seen.setdefault(error.message.id, set()).add(error.rule_id)
    assert malformed and len(seen) >= 12, sorted(seen)
    for expected in ("over", "not_your_turn", "not_an_outcome", "no_chance", "bribe_names", "set_boards"):
        assert f"forbidden_city.refusal.{expected}" in seen, sorted(seen)


def test_every_log_line_is_a_message_every_reader_can_render():
    """(b) describe() over whole random matches, for every reader: a Message with registered
    templates all the way down, rendered with the readers' names and no field left over."""
    lines = 0
    for players, seed in ((2, 4), (3, 5), (4, 6)):
        for before, seat, action, after in _playout(players, seed):
            entry = Entry(seat, action, seat == CHANCE)
            for reader in (None, *range(players)):
                shown = GAME.redact(entry, reader, before)
                text = _check_message(GAME.describe(shown, before, after), f"{action} for {reader}")
                assert "Player " not in text, f"{text!r} names a seat by number"
                lines += 1
    assert lines > 1000


def test_no_template_names_a_seat_by_number():
    """Seats reach the text only as parameters, so every reader sees its own names for them."""
    assert all("Player" not in template for template in MESSAGES.values())
    assert all(key.startswith("forbidden_city.") for key in MESSAGES)


def test_F_7_5_outcome_explanation_lines_are_messages():
    """(c) The final ranking explains each adjacent pair with a Message naming both seats."""
    for players, seed in ((2, 7), (3, 8), (4, 9)):
        final = _playout(players, seed)[-1][3]
        outcome = GAME.outcome(final)
        assert outcome is not None and len(outcome.explanation) == players - 1
        for line in outcome.explanation:
            text = _check_message(line, "outcome")
            assert sum(name in text for name in NAMES[:players]) >= 2, text
