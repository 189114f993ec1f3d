"""The engines' speed-ups change nothing a player, a file or a peer could tell (issue 18).

Every game is walked on random seeds twice, side by side, with 2 and with the most players:

* the fast path, as the app runs it: caches warm (the Forbidden City's reach LRU and the slide
  ends carried between positions, the views' remembered pieces), and the actions applied are
  the very objects ``legal_actions`` handed out (the engines recognise those by identity);
* the reference path: every memo of the game packages emptied before each question, and each
  action rebuilt from its JSON form, so ``apply`` meets an equal but unknown object and checks
  it in full.

At every step both must list the same legal actions, reach equal states and show equal views
to every seat and a spectator; a digest of the whole walk must not depend on the path, and the
same seed must give the same digest again and another seed another one (determinism).
"""

from __future__ import annotations

import functools
import hashlib
import json
import random
import sys
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from desktop_app.engine import CHANCE, Action
from desktop_app.engine.protocol import Game
from desktop_app.engine.registry import all_games
from desktop_app.engine.session import sample_outcome
from desktop_app.games.forbidden_city import reach as reach_module

GAMES = {game.id: game for game in all_games() if game.id in ("maharaja", "forbidden_city", "arkadia")}
CASES = [(gid, players) for gid, g in GAMES.items() for players in sorted({g.min_players, g.max_players})]
#: Decisions per walk: past the first pavilions, auctions and builds, quick on a loaded machine.
DECISIONS = 70


@functools.cache
def memo_clearers() -> tuple[Callable[[], None], ...]:
    """``cache_clear`` of every memoised function the game packages define (found once)."""
    found = []
    for name, module in list(sys.modules.items()):
        if name.startswith("desktop_app.games.") and module is not None:
            for value in vars(module).values():
                clear = getattr(value, "cache_clear", None)
                if callable(clear) and getattr(value, "__module__", None) == name:
                    found.append(clear)
    return tuple(found)


def forget_everything() -> None:
    """Empty every memo of the game packages, so the next answer is computed from nothing."""
    for clear in memo_clearers():
        clear()
    reach_module.clear_cache()
    reach_module._last[:] = [None] * len(reach_module._last)


def rebuilt(action: Action) -> Action:
    """An equal action that no engine has seen (what a match file or a LAN frame delivers)."""
    copy = Action.from_json(json.loads(json.dumps(action.to_json())))
    assert copy == action and copy is not action
    return copy


def views(game: Game, state: Any, players: int) -> list[Any]:
    """What every seat and a spectator are shown."""
    return [game.view(state, seat) for seat in [*range(players), None]]


def walk(game: Game, players: int, seed: int, reference: bool) -> Iterator[tuple[Any, ...]]:
    """(seat, action, legal actions, state, views) at each step of one random match."""
    rng = random.Random(seed)
    state = game.initial_state(players, game.validate_options(None))
    decisions = 0
    while decisions < DECISIONS and (movers := game.to_move(state)):
        if reference:
            forget_everything()
        if CHANCE in movers:
            seat, legal = CHANCE, [a for a, _ in game.chance_outcomes(state)]
            action = sample_outcome(game.chance_outcomes(state), rng)
        else:
            seat = min(movers)
            legal = list(game.legal_actions(state, seat))
            action = legal[rng.randrange(len(legal))]
            decisions += 1
        if reference:
            forget_everything()
        state = game.apply(state, seat, rebuilt(action) if reference else action)
        if reference:
            forget_everything()
        yield seat, action, legal, state, views(game, state, players)


def digest(steps: Iterator[tuple[Any, ...]]) -> str:
    """A hash of what a walk produced: actions, how many were legal, states and views (the legal
    lists themselves are compared step by step above)."""
    hasher = hashlib.sha256()
    for seat, action, legal, state, seen in steps:
        record = [seat, action.to_json(), len(legal), repr(state), seen]
        hasher.update(json.dumps(record, sort_keys=True, default=str).encode())
    return hasher.hexdigest()


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_fast_path_and_reference_path_agree_at_every_step(game_id: str, players: int) -> None:
    game = GAMES[game_id]
    for seed in (1, 2):
        forget_everything()
        fast = walk(game, players, seed, reference=False)
        slow = walk(game, players, seed, reference=True)
        steps = 0
        for (seat, action, legal, state, seen), (seat2, action2, legal2, state2, seen2) in zip(
            fast, slow, strict=True
        ):
            assert (seat, action) == (seat2, action2)
            assert legal == legal2
            assert state == state2
            assert seen == seen2
            steps += 1
        assert steps > 20


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_the_same_seed_gives_the_same_digest(game_id: str, players: int) -> None:
    game = GAMES[game_id]
    forget_everything()
    first = digest(walk(game, players, 7, reference=False))
    assert first == digest(walk(game, players, 7, reference=False))
    assert first != digest(walk(game, players, 8, reference=False))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_view_shares_nothing_with_the_next_view_of_the_same_state(game_id: str) -> None:
    """Views are built from remembered immutable pieces; whatever a reader does to the lists
    and dicts it got, the next view of the same state is unchanged."""
    game = GAMES[game_id]
    for _, _, _, state, seen in walk(game, game.max_players, 3, reference=False):
        expected = json.loads(json.dumps(game.view(state, 0)))
        vandalise(game.view(state, 0))
        vandalise(seen[0])
        assert json.loads(json.dumps(game.view(state, 0))) == expected


def vandalise(value: Any) -> None:
    """Change every list and dict inside ``value`` in place."""
    if isinstance(value, dict):
        for item in list(value.values()):
            vandalise(item)
        value["vandalised"] = True
    elif isinstance(value, list):
        for item in value:
            vandalise(item)
        value.append("vandalised")


@pytest.mark.parametrize("game_id", ["arkadia", "forbidden_city"])
def test_has_private_view_says_what_comparing_the_two_views_says(game_id: str) -> None:
    """These two games answer ``has_private_view`` from their rules instead of building two
    views; the answer must be the protocol's own (the seat's view differs from a spectator's) at
    every step. (Maharaja's answer is its own on purpose: a revealed disc is repeated in the
    seat's ``my_disc``, which makes the views differ although nothing in them is secret.)"""
    game = GAMES[game_id]
    for players in sorted({game.min_players, game.max_players}):
        for _, _, _, state, _ in walk(game, players, 5, reference=False):
            for seat in range(players):
                assert game.has_private_view(state, seat) == Game.has_private_view(game, state, seat)
