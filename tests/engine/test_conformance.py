"""The contract every game must honour (OpenSpiel-style conformance), run over all registered games.

Random playouts over fixed seeds reach the end; ``apply`` is pure and rejects anything not
legal; actions round-trip through JSON; replay is deterministic; views are JSON and do not
depend on secrets the seat cannot know; match files round-trip. The fixture game from
``tests/fixtures`` stands in for shipped games and gets the most matches (200+).
"""

from __future__ import annotations

import copy
import json
import random
from functools import cache

import pytest

from desktop_app.ai.base import RandomBot
from desktop_app.ai.selfplay import play
from desktop_app.engine.action import Action
from desktop_app.engine.errors import EngineError, IllegalAction
from desktop_app.engine.protocol import Entry
from desktop_app.engine.registry import all_games, get_game
from desktop_app.engine.seats import CHANCE
from desktop_app.engine.session import Session
from desktop_app.persistence import matchfile

FIXTURE = "secret_dice"
GAME_IDS = [game.id for game in all_games()]


def _variants(game_id: str) -> list[str]:
    """Every value of every option, one at a time (the others at their defaults), as KEY=VALUE."""
    game = get_game(game_id)
    return [
        f"{spec.key}={choice.value}"
        for spec in game.options
        for choice in spec.choices
        if choice.value != spec.default
    ]


def _cases() -> list[tuple[str, int, int, str]]:
    cases = []
    for game_id in GAME_IDS:
        game = get_game(game_id)
        seeds = range(200) if game_id == FIXTURE else range(3)
        for seed in seeds:
            for players in range(game.min_players, game.max_players + 1):
                if game_id == FIXTURE and (seed + players) % 3:
                    continue  # 200 fixture matches spread over the player counts
                cases.append((game_id, players, seed, ""))
        for index, variant in enumerate(_variants(game_id)):
            for players in (game.min_players, game.max_players):
                cases.append((game_id, players, 100 + index, variant))
    return cases


CASES = _cases()


def _options(game_id: str, variant: str) -> dict:
    if not variant:
        return {}
    key, _, text = variant.partition("=")
    spec = next(spec for spec in get_game(game_id).options if spec.key == key)
    return {key: spec.parse(text)}


@cache
def _playout(game_id: str, players: int, seed: int, variant: str = "") -> Session:
    session = Session.new(game_id, players, _options(game_id, variant), seed)
    play(session, {s: RandomBot(seed * 31 + s) for s in range(players)})
    return session


def _states(session: Session):
    """(index, state before entry, entry) for every step of a finished playout."""
    state = session.state_at(0)
    for index, entry in enumerate(session.record):
        yield index, state, entry
        state = session.game.apply(state, entry.seat, entry.action)


def _sampled(session: Session, every: int):
    for index, state, entry in _states(session):
        if index % every == 0 or (entry.seat == CHANCE and index % 3 == 0):
            yield index, state, entry


@pytest.mark.parametrize(("game_id", "players", "seed", "variant"), CASES)
def test_random_playout_reaches_the_end(game_id: str, players: int, seed: int, variant: str) -> None:
    session = _playout(game_id, players, seed, variant)
    outcome = session.outcome()
    assert outcome is not None, "random play did not finish the match"
    assert sorted(outcome.ranking) == list(range(players))
    assert set(outcome.scores) == set(range(players))
    assert session.to_move() == frozenset()
    json.dumps(outcome.to_json())


@pytest.mark.parametrize(("game_id", "players", "seed", "variant"), CASES)
def test_to_move_and_legal_actions_agree(game_id: str, players: int, seed: int, variant: str) -> None:
    session = _playout(game_id, players, seed, variant)
    game = session.game
    for _, state, entry in _sampled(session, 5):
        movers = game.to_move(state)
        assert entry.seat in movers
        if CHANCE in movers:
            assert movers == {CHANCE}, "chance never shares a step with players"
            outcomes = game.chance_outcomes(state)
            assert abs(sum(p for _, p in outcomes) - 1) < 1e-6
            assert entry.action in {a for a, _ in outcomes}
            continue
        legal = game.legal_actions(state, entry.seat)
        assert entry.action in legal
        assert len(set(legal)) == len(legal), "legal actions must not repeat"
        for seat in range(players):
            if seat not in movers:
                assert not game.legal_actions(state, seat)


@pytest.mark.parametrize(("game_id", "players", "seed", "variant"), CASES)
def test_apply_is_pure_and_rejects_illegal_actions(
    game_id: str, players: int, seed: int, variant: str
) -> None:
    session = _playout(game_id, players, seed, variant)
    game = session.game
    rng = random.Random(seed)
    taken = sorted({e.action for e in session.record if e.seat != CHANCE}, key=repr)
    for _, state, entry in _sampled(session, 11):
        frozen = copy.deepcopy(state)
        game.apply(state, entry.seat, entry.action)
        assert state == frozen, "apply mutated its input"
        if entry.seat == CHANCE:
            continue
        legal = set(game.legal_actions(state, entry.seat))
        elsewhere = rng.sample(taken, min(8, len(taken)))  # actions from other phases and turns
        for bad in [*_illegal_candidates(entry.action, rng), *elsewhere]:
            if bad in legal:
                continue
            with pytest.raises(EngineError) as raised:
                game.apply(state, entry.seat, bad)
            if bad in elsewhere or (bad.type == entry.action.type and _same_shape(bad, entry.action)):
                assert isinstance(raised.value, IllegalAction), f"{bad} must raise IllegalAction"
            assert state == frozen
        for seat in set(range(players)) - game.to_move(state):
            with pytest.raises(IllegalAction):
                game.apply(state, seat, entry.action)
            assert state == frozen


def _same_shape(a: Action, b: Action) -> bool:
    return [k for k, _ in a.params] == [k for k, _ in b.params] and all(
        type(x) is type(y) for (_, x), (_, y) in zip(a.params, b.params, strict=True)
    )


def _illegal_candidates(action: Action, rng: random.Random) -> list[Action]:
    """Near misses of a legal action: unknown type, and each parameter nudged or replaced."""
    candidates = [Action.make("no_such_action"), Action.make(action.type, unexpected=1)]
    for name, value in action.params:
        changed = dict(action.params)
        if isinstance(value, bool):
            changed[name] = not value
        elif isinstance(value, int):
            changed[name] = value + rng.choice([-1000, 1000])
        elif isinstance(value, str):
            changed[name] = value + "_nowhere"
        else:
            changed[name] = "garbage"
        candidates.append(Action.make(action.type, **changed))
        without = {k: v for k, v in action.params if k != name}
        candidates.append(Action.make(action.type, **without))
    return candidates


def _kind_swaps(action: Action) -> list[Action]:
    """The action with one integer parameter (or list item) at a time replaced by a boolean or float.

    JSON keeps ``true`` and ``1`` apart; Python's ``True == 1`` must not let a crafted action
    through ``action in legal_actions`` (issue 13, item 3).
    """
    swaps = []
    for name, value in action.params:
        replacements: list = []
        if isinstance(value, int) and not isinstance(value, bool):
            replacements = [bool(value), not value, float(value)] if value in (0, 1) else [float(value)]
        elif isinstance(value, tuple):
            for index, item in enumerate(value):
                if isinstance(item, int) and not isinstance(item, bool):
                    for swapped in (item == 1, float(item)):
                        replacements.append((*value[:index], swapped, *value[index + 1 :]))
        for replacement in replacements:
            swaps.append(Action.make(action.type, **{**dict(action.params), name: replacement}))
    return swaps


@pytest.mark.parametrize(("game_id", "players", "seed", "variant"), CASES[:: max(1, len(CASES) // 30)])
def test_i13_03_booleans_and_floats_never_stand_for_integer_parameters(
    game_id: str, players: int, seed: int, variant: str
) -> None:
    session = _playout(game_id, players, seed, variant)
    game = session.game
    positions = 0
    for _, state, entry in _states(session):
        if entry.seat == CHANCE or positions >= 25:
            continue
        swaps = [
            crafted for action in game.legal_actions(state, entry.seat) for crafted in _kind_swaps(action)
        ][:40]
        if not swaps:
            continue
        positions += 1
        legal = set(game.legal_actions(state, entry.seat))
        for crafted in swaps:
            assert crafted not in legal
            with pytest.raises(EngineError):
                game.apply(state, entry.seat, crafted)
    if game_id != FIXTURE:
        assert positions, "every game has actions with integer parameters somewhere in a match"


@pytest.mark.parametrize(("game_id", "players", "seed", "variant"), CASES)
def test_actions_round_trip_through_json(game_id: str, players: int, seed: int, variant: str) -> None:
    session = _playout(game_id, players, seed, variant)
    game = session.game
    for _, state, entry in _sampled(session, 7):
        actions = [a for a, _ in game.chance_outcomes(state)] if entry.seat == CHANCE else []
        actions += [] if entry.seat == CHANCE else list(game.legal_actions(state, entry.seat))
        for action in [entry.action, *actions[:50]]:
            text = json.dumps(action.to_json())
            assert Action.from_json(json.loads(text)) == action
        assert Entry.from_json(json.loads(json.dumps(entry.to_json()))) == entry


@pytest.mark.parametrize(("game_id", "players", "seed", "variant"), CASES)
def test_same_seed_and_actions_give_equal_states(game_id: str, players: int, seed: int, variant: str) -> None:
    session = _playout(game_id, players, seed, variant)
    again = Session.from_record(game_id, players, session.options, session.seed, session.record)
    assert again.options == session.options
    assert again.head_state == session.head_state
    fresh = _fresh_playout(game_id, players, seed, variant)
    assert fresh.record == session.record, "the same seed and bots must give the same match"


def _fresh_playout(game_id: str, players: int, seed: int, variant: str) -> Session:
    session = Session.new(game_id, players, _options(game_id, variant), seed)
    play(session, {s: RandomBot(seed * 31 + s) for s in range(players)})
    return session


@pytest.mark.parametrize(("game_id", "players", "seed", "variant"), CASES)
def test_views_are_json_and_blind_to_others_secrets(
    game_id: str, players: int, seed: int, variant: str
) -> None:
    session = _playout(game_id, players, seed, variant)
    game = session.game
    for _, state, entry in _sampled(session, 5):
        for seat in [None, *range(players)]:
            json.dumps(game.view(state, seat))
        alternatives = _alternatives(game, state, entry)
        after = game.apply(state, entry.seat, entry.action)
        for seat in [None, *range(players)]:
            if seat == entry.seat:
                continue
            hidden = game.redact(entry, seat, state)
            for other in alternatives:
                other_entry = Entry(entry.seat, other, entry.chance)
                if game.redact(other_entry, seat, state) != hidden:
                    continue
                other_after = game.apply(state, entry.seat, other)
                if entry.seat != CHANCE and (
                    game.reveals(state, entry.seat, entry.action, after)
                    or game.reveals(state, entry.seat, other, other_after)
                ):
                    continue  # the step itself showed everyone what was chosen
                assert game.view(after, seat) == game.view(other_after, seat), (
                    f"seat {seat} can tell {entry.action} from {other}, which it may not know"
                )


def _alternatives(game, state, entry: Entry) -> list[Action]:
    if entry.seat == CHANCE:
        pool = [a for a, _ in game.chance_outcomes(state)]
    else:
        pool = list(game.legal_actions(state, entry.seat))
    pool = [a for a in pool if a != entry.action]
    return random.Random(len(pool)).sample(pool, min(6, len(pool)))


@pytest.mark.parametrize(("game_id", "players", "seed", "variant"), CASES[:: max(1, len(CASES) // 40)])
def test_match_file_round_trips(game_id: str, players: int, seed: int, variant: str, tmp_path) -> None:
    session = _playout(game_id, players, seed, variant)
    path = tmp_path / "match.tpmatch"
    matchfile.save(session, path)
    loaded = matchfile.load(path)
    assert loaded.record == session.record
    assert loaded.head_state == session.head_state
    assert loaded.options == session.options and loaded.seed == session.seed


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_log_lines_exist_for_every_seat(game_id: str) -> None:
    game = get_game(game_id)
    session = _playout(game_id, game.min_players, 0)
    for seat in [None, *range(game.min_players)]:
        lines = session.log(seat)
        assert len(lines) == len(session.record)
        assert all(isinstance(line, str) and line for line in lines)


@pytest.mark.parametrize(("game_id", "players", "seed", "variant"), CASES[:: max(1, len(CASES) // 30)])
def test_a_view_without_private_parts_equals_the_spectators(
    game_id: str, players: int, seed: int, variant: str
) -> None:
    """When a game says a seat's view holds nothing private, the hand-over screen is skipped —
    so that view must not differ from the spectator's in anything but who is looking."""
    from desktop_app.engine.protocol import _without_viewer

    session = _playout(game_id, players, seed, variant)
    game = session.game
    for _, state, _entry in _sampled(session, 3):
        for seat in range(players):
            if not game.has_private_view(state, seat):
                secret_free = _without_viewer(game.view(state, seat))
                public = _without_viewer(game.view(state, None))
                differing = {k for k in secret_free if secret_free[k] != public.get(k)}
                assert differing <= PUBLIC_PER_VIEWER.get(game_id, set()), differing


#: View keys that differ per viewer without being secret (e.g. the viewer's own revealed disc).
PUBLIC_PER_VIEWER = {"maharaja": {"my_disc"}}
