"""``Game.sample_state`` rebuilds everything a seat's view determines (issue 13, item 5).

Bots search worlds drawn by ``sample_state(view(s, seat), seat, rng)`` (DESIGN.md, "Bots"). Such a
world may differ from the real state only where the seat cannot see: the seat must not be able to
tell them apart now, nor after any of its own legal actions. If it could, the bot would search a
game with different rules — as when Arkadia's world guessed whether the turn had been a pass
(G-3), so ``end_turn`` ended the game by G-5 in one world and not in the other.

Positions come from seeded random matches with two and with the most players; at each position
every seat (the ones to move and the others) has a world sampled and compared.
"""

from __future__ import annotations

import random
from dataclasses import fields, replace
from typing import Any

import pytest

from desktop_app.ai.games.forbidden_city_play import honesty
from desktop_app.engine.action import Action
from desktop_app.engine.protocol import Game
from desktop_app.engine.registry import get_game
from desktop_app.games.arkadia import GAME as ARKADIA
from desktop_app.games.arkadia import board
from desktop_app.games.arkadia.state import (
    CAN,
    MUST,
    NEUTRAL_WORKERS,
    OWN_WORKERS,
    Building,
    evolve,
    replace_at,
)
from desktop_app.games.forbidden_city import GAME as CITY
from desktop_app.games.forbidden_city.state import ANSWER, BONUS
from tests.fixtures.playouts import random_step
from tests.games.forbidden_city.helpers import move, official_at, scenario

GAME_IDS = ("maharaja", "forbidden_city", "arkadia")

#: How many positions of one match are checked: every ``EVERY``-th step, plus the last ``TAIL``
#: steps (where end conditions such as G-5 or F-7.1 are close).
EVERY = {"maharaja": 5, "forbidden_city": 25, "arkadia": 11}
TAIL = 6
#: Matches per case, and at most this many of a seat's actions tried per position.
SEEDS = (1, 2, 3)
ACTIONS_PER_POSITION = 24


def _cases() -> list[tuple[str, int, int]]:
    cases = []
    for game_id in GAME_IDS:
        game = get_game(game_id)
        for players in sorted({game.min_players, game.max_players}):
            cases.extend((game_id, players, seed) for seed in SEEDS)
    return cases


def _positions(game: Game, players: int, seed: int) -> list[Any]:
    """States of one random match (chance sampled): every ``EVERY``-th one and the last ``TAIL``,
    in playing order, so the last one is the end of the match."""
    rng = random.Random(seed)
    state = game.initial_state(players, game.validate_options({}))
    every = EVERY[game.id]
    picked: dict[int, Any] = {}
    step = 0
    while game.to_move(state):
        state = random_step(game, state, rng)
        step += 1
        picked[step] = state
        if (step - TAIL) % every and step - TAIL > 0:
            del picked[step - TAIL]
    return list(picked.values())


def _some(actions: list[Action], rng: random.Random) -> list[Action]:
    """Every action of the rarer types, and a sample of the plentiful ones (builds, moves)."""
    if len(actions) <= ACTIONS_PER_POSITION:
        return actions
    by_type: dict[str, list[Action]] = {}
    for action in actions:
        by_type.setdefault(action.type, []).append(action)
    out = []
    for group in by_type.values():
        out.extend(
            group if len(group) <= 6 else rng.sample(group, min(len(group), ACTIONS_PER_POSITION // 2))
        )
    return out


def _shows_the_actor_hidden_things(game: Game, before: Any, seat: int, action: Action, after: Any) -> bool:
    """Can this step of ``seat`` show ``seat`` itself something hidden (a bribery board turned over,
    F-6.3; a disc choice, M-3.3.2)? Then the worlds may rightly go different ways afterwards.

    In Arkadia a seat's own step never does: cards reach hands and the display only by chance
    steps (M-3), and the card a play or an exchange turns face up was the seat's own (M-1), which
    is what ``reveals`` (an undo barrier for the *other* seats) is about.
    """
    if game.id == "arkadia":
        return False
    return game.reveals(before, seat, action, after)


#: View keys that final scoring fills with what was hidden until then: Arkadia's L-4 cashes every
#: screen in public, so two worlds that end alike still show different totals.
FINAL_REVEALS = {"arkadia": ("final",)}


def _next_view(game: Game, state: Any, seat: int) -> dict[str, Any]:
    view = game.view(state, seat)
    if game.is_over(state):
        view = {k: v for k, v in view.items() if k not in FINAL_REVEALS.get(game.id, ())}
    return view


def _check_world(game: Game, state: Any, seat: int, rng: random.Random) -> None:
    view = game.view(state, seat)
    world = game.sample_state(view, seat, rng)
    where = f"{game.id}, seat {seat}, phase {view.get('phase')}"
    assert game.view(world, seat) == view, where
    assert game.to_move(world) == game.to_move(state), where
    legal = list(game.legal_actions(state, seat))
    assert set(game.legal_actions(world, seat)) == set(legal), where
    for action in _some(legal, rng):
        real = game.apply(state, seat, action)
        imagined = game.apply(world, seat, action)
        if _shows_the_actor_hidden_things(game, state, seat, action, real):
            continue
        assert game.is_over(imagined) == game.is_over(real), f"{where}: {action} ends one world only"
        assert game.to_move(imagined) == game.to_move(real), f"{where}: after {action}"
        assert _next_view(game, imagined, seat) == _next_view(game, real, seat), f"{where}: after {action}"


@pytest.mark.parametrize(("game_id", "players", "seed"), _cases())
def test_sampled_worlds_look_and_behave_like_the_real_one_to_the_seat(
    game_id: str, players: int, seed: int
) -> None:
    game = get_game(game_id)
    rng = random.Random(1000 * seed + players)
    positions = _positions(game, players, seed)
    assert game.is_over(positions[-1])
    for state in positions:
        for seat in range(players):
            _check_world(game, state, seat, rng)


# --- only the hidden parts are drawn ------------------------------------------------------------


def _arkadia_hidden_as_real(world: Any, state: Any, seat: int) -> Any:
    """M-1/M-3: the pile's contents, and other seats' hands and what lies behind their screens
    except the own workers (N-5 fixes those). Once the game is over, seals and gold are the
    public final totals (L-4), and the comparison checks that they were copied."""
    over = state.phase == "over"
    screens = tuple(
        mine
        if s == seat
        else replace(
            mine,
            hand=real.hand,
            neutral=real.neutral,
            seals=mine.seals if over else real.seals,
            gold=mine.gold if over else real.gold,
        )
        for s, (mine, real) in enumerate(zip(world.screens, state.screens, strict=True))
    )
    return replace(world, pile=state.pile, screens=screens)


def _forbidden_city_hidden_as_real(world: Any, state: Any, seat: int) -> Any:
    """F-8.1: other seats' boards, while they are not open."""
    boards = tuple(
        b if s == seat or state.boards_open else state.boards[s] for s, b in enumerate(world.boards)
    )
    return replace(world, boards=boards)


HIDDEN = {"arkadia": _arkadia_hidden_as_real, "forbidden_city": _forbidden_city_hidden_as_real}


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("game_id", sorted(HIDDEN))
def test_sampled_worlds_differ_from_the_real_state_only_where_the_seat_cannot_see(
    game_id: str, players: int
) -> None:
    """Field by field, not just through the view: a field the view does not show but the rules or
    the bots read (Arkadia's ``passed``, the Forbidden City's ``bonus``) must be rebuilt too."""
    game = get_game(game_id)
    rng = random.Random(players)
    for state in _positions(game, players, seed=7):
        for seat in range(players):
            world = game.sample_state(game.view(state, seat), seat, rng)
            leveled = HIDDEN[game_id](world, state, seat)
            wrong = [f.name for f in fields(state) if getattr(leveled, f.name) != getattr(state, f.name)]
            assert not wrong, f"{game_id}, seat {seat}, phase {state.phase}: {wrong} not rebuilt"


# --- the position of the issue --------------------------------------------------------------------


def test_i13_05_arkadia_sample_state_rebuilds_stall_turns() -> None:
    """G-5: two players, seat 1 passed last turn (one stall turn). Seat 0 lays its last worker
    (F-1) with no card, pile or display left, so now it cannot act either — but its turn was no
    pass, so ``end_turn`` resets the stall count and the game goes on. Every world sampled for any
    seat must agree; the old determinization guessed a pass from "stuck with an empty hand" and
    ended the game there (stall 2 of 2)."""
    state = ARKADIA.initial_state(2, {})
    house = board.TYPE_INDEX["house"]
    mask = board.mask_of([(0, 0), (0, 1)])  # its neighbours: (1,0), (1,1), (0,2)
    worker = board.index((1, 0))
    state = evolve(
        state,
        phase=MUST,
        active=0,
        screens=(replace(state.screens[0], own=1), replace(state.screens[1], own=0)),
        pile=(0,) * board.KINDS,
        pile_size=0,
        discard=tuple(k for k, n in enumerate(board.CARD_COUNTS) for _ in range(n)),
        tiles=replace_at(state.tiles, house, state.tiles[house] - 1),
        buildings=(Building(0, house, 0, mask, board.ring(mask)),),
        building_ring=board.ring(mask),
        occupied=state.occupied | mask | 1 << worker,
        workers=((worker, 1),),
        own_supply=(OWN_WORKERS - 1, OWN_WORKERS - 1),
        neutral_supply=NEUTRAL_WORKERS,
        stall=1,
        turn=9,
    )
    end_turn = Action.make("end_turn")
    state = ARKADIA.apply(state, 0, Action.make("place_worker", square=(1, 1), kind="own"))
    state = ARKADIA.apply(state, 0, Action.make("finish_workers"))
    assert state.phase == CAN and not state.passed and state.stall == 1
    assert ARKADIA.legal_actions(state, 0) == [Action.make("use_banner"), end_turn]
    real = ARKADIA.apply(state, 0, end_turn)
    assert not ARKADIA.is_over(real) and real.stall == 0
    rng = random.Random(5)
    for seat in (0, 1):
        for _ in range(5):
            world = ARKADIA.sample_state(ARKADIA.view(state, seat), seat, rng)
            assert world.stall == state.stall and world.passed == state.passed
            imagined = ARKADIA.apply(world, 0, end_turn)
            assert not ARKADIA.is_over(imagined), f"seat {seat}'s world ends the game at end_turn"
            assert ARKADIA.view(imagined, seat) == ARKADIA.view(real, seat)


def test_i13_05_forbidden_city_sample_state_keeps_the_bonus_turn_through_the_claim() -> None:
    """F-3.6: P's bonus move brings an official into the target while P holds a card, so P claims
    it (F-6.2) and seat 1 is asked. The turn is still the bonus turn (``bonus``), which the bots
    read to judge the claim; the old determinization took it from the phase and lost it."""
    state = replace(scenario(2, target=2, hands={0: ["red hat"]}, phase=BONUS, moves=2), bonus=True)
    state = CITY.apply(state, 0, move(official_at(5, 5), 7, 0))  # F-4.9: into pavilion 2
    assert state.phase == ANSWER and state.asked == 1 and state.bonus
    rng = random.Random(3)
    for seat in (0, 1):
        world = CITY.sample_state(CITY.view(state, seat), seat, rng)
        assert world.bonus, f"seat {seat}'s world forgot the bonus turn"
        assert honesty(world, seat) == honesty(state, seat)
