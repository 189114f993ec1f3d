"""Forbidden City bots: determinized worlds agree with the seat's view (F-8.1), the evaluator's
scores are exact (F-7.3) and its values are win chances, its choices follow the rules of thumb of
F-6.4 and F-8.3, and the heuristic level beats random play."""

from __future__ import annotations

import random
from dataclasses import replace
from itertools import combinations

import pytest

from desktop_app.ai.base import make_bot
from desktop_app.ai.games.forbidden_city import EVALUATOR
from desktop_app.ai.games.forbidden_city_play import choose_bribe, enterable, hand_score, rank_moves
from desktop_app.ai.selfplay import play
from desktop_app.engine.session import Session
from desktop_app.games.forbidden_city import GAME
from desktop_app.games.forbidden_city import actions as A
from desktop_app.games.forbidden_city.board import ENTRANCES
from desktop_app.games.forbidden_city.scoring import score
from desktop_app.games.forbidden_city.state import ANSWER, BRIBE, MOVE, CourtState
from tests.fixtures.playouts import random_positions


def _positions(players: int, seed: int, every: int = 40, limit: int = 2500) -> list[CourtState]:
    """States along one random playout (chance sampled), every ``every`` steps and the last."""
    return random_positions(GAME, players, seed, every, limit)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_F_8_1_sampled_worlds_show_the_seat_exactly_its_view(players: int) -> None:
    rng = random.Random(players)
    for state in _positions(players, seed=20 + players, every=60):
        for seat in range(players):
            view = GAME.view(state, seat)
            world = GAME.sample_state(view, seat, rng)
            assert GAME.view(world, seat) == view
            assert world.boards[seat] == state.boards[seat]
            if GAME.to_move(world) == frozenset({seat}) and state.phase != MOVE:
                assert list(GAME.legal_actions(world, seat)) == list(GAME.legal_actions(state, seat))


def test_F_8_1_hidden_boards_vary_between_samples() -> None:
    state = next(s for s in _positions(2, seed=5, every=7) if s.phase == MOVE and min(s.boards) >= 0)
    view = GAME.view(state, 0)
    rng = random.Random(1)
    boards = {GAME.sample_state(view, 0, rng).boards[1] for _ in range(30)}
    assert len(boards) > 5


def test_F_7_3_pattern_memoised_score_equals_the_exact_optimiser() -> None:
    rng = random.Random(3)
    for size in range(0, 13):
        for _ in range(15):
            hand = rng.sample(range(24), size)
            assert hand_score(hand) == score(hand)
    for hand in combinations(range(0, 24, 2), 5):
        assert hand_score(hand) == score(hand)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_evaluator_values_lie_in_the_unit_interval(players: int) -> None:
    for state in _positions(players, seed=40 + players, every=25):
        values = EVALUATOR.values(GAME, state)
        assert len(values) == players
        assert all(0.0 <= v <= 1.0 for v in values)


def test_a_better_hand_looks_better() -> None:
    state = _positions(2, seed=9)[10]
    richer = replace(state, hands=((0, 1, 2, 3, 4), state.hands[1]))
    poorer = replace(state, hands=((), state.hands[1]))
    assert EVALUATOR.values(GAME, richer)[0] > EVALUATOR.values(GAME, poorer)[0]


def _move_state(seed: int) -> CourtState:
    for state in _positions(2, seed=seed, every=11):
        if state.phase == MOVE and state.moves == 0 and enterable(state):
            return state
    raise AssertionError("no suitable position")


def test_F_4_7_the_bot_enters_with_its_own_official_when_it_can() -> None:
    state = _move_state(2)
    ent = enterable(state)
    mine = next(o for o in range(25) if ent >> o & 1)
    boards = tuple(mine if s == state.active else b for s, b in enumerate(state.boards))
    state = replace(state, boards=boards)
    legal = GAME.legal_actions(state, state.active)
    best = rank_moves(state, state.active, legal, random.Random(0))[0][1]
    assert best == A.MOVES[mine][ENTRANCES[state.target]]


def test_F_8_3_the_bribe_names_an_official_that_can_enter() -> None:
    state = _move_state(4)
    state = replace(state, phase=BRIBE, boards=(-1, -1))
    legal = GAME.legal_actions(state, 0)
    ent = enterable(state)
    for seed in range(5):
        action = choose_bribe(state, 0, legal, random.Random(seed))
        assert ent >> A.SET_BRIBE.index(action) & 1


def test_F_6_4_a_seat_without_cards_doubts_for_free() -> None:
    """With nothing to lose (case C costs no card) doubting can only help."""
    state = _move_state(6)
    mine = next(o for o in range(25) if enterable(state) >> o & 1)
    claimant = state.active
    hands = tuple((0,) if s == claimant else () for s in range(2))
    state = replace(state, hands=hands)
    entering = GAME.apply(state, claimant, A.MOVES[mine][ENTRANCES[state.target]])
    assert entering.phase == ANSWER
    other = 1 - claimant
    world = GAME.sample_state(GAME.view(entering, other), other, random.Random(0))
    assert EVALUATOR.choose_answer([world], other) == A.DOUBT


def test_heuristic_beats_random_in_fixed_seed_matches() -> None:
    wins = 0
    for seed in range(10):
        session = Session.new("forbidden_city", 2, None, seed)
        me = seed % 2
        play(session, {me: make_bot("heuristic", seed), 1 - me: make_bot("random", seed + 100)})
        wins += session.outcome().winner == me
    assert wins >= 9


def _claim(seed: int, claimant_cards: tuple[int, ...], other_cards: tuple[int, ...]) -> CourtState:
    """A first-move claim in progress: the active seat entered an official with its first move."""
    state = _move_state(seed)
    official = next(o for o in range(25) if enterable(state) >> o & 1)
    claimant = state.active
    hands = tuple(claimant_cards if s == claimant else other_cards for s in range(2))
    state = replace(state, hands=hands)
    entering = GAME.apply(state, claimant, A.MOVES[official][ENTRANCES[state.target]])
    assert entering.phase == ANSWER
    return entering


def test_F_6_4_a_first_move_claim_is_believed_by_a_seat_with_cards_to_lose() -> None:
    """The mover bribed knowing the board and entered at once: the claim is very likely honest, and
    doubting it would cost a card (case C)."""
    entering = _claim(6, (0,), (3,))
    other = 1 - entering.active
    world = GAME.sample_state(GAME.view(entering, other), other, random.Random(0))
    assert EVALUATOR.choose_answer([world], other) == A.BELIEVE
    exposed = replace(world, last_reveal_case="B")
    assert EVALUATOR.choose_answer([exposed], other) == A.DOUBT


def test_tree_search_hooks_answer_by_the_honesty_model_not_by_the_drawn_boards() -> None:
    """Drawn boards make nearly every claim a bluff; the hooks offer the modelled answer only."""
    entering = _claim(6, (0,), (3,))
    other = 1 - entering.active
    view = GAME.view(entering, other)
    worlds = [GAME.sample_state(view, other, random.Random(k)) for k in range(3)]
    legal = GAME.legal_actions(entering, other)
    assert EVALUATOR.candidates(GAME, worlds, other, legal, random.Random(0)) == [A.BELIEVE]
    assert EVALUATOR.search_actions(GAME, worlds[0], other, legal) == [A.BELIEVE]


def test_tree_search_hooks_shrink_a_turn_to_a_few_moves() -> None:
    state = _move_state(8)
    seat = state.active
    view = GAME.view(state, seat)
    worlds = [GAME.sample_state(view, seat, random.Random(k)) for k in range(3)]
    legal = GAME.legal_actions(worlds[0], seat)
    assert len(legal) > 20
    picked = EVALUATOR.candidates(GAME, worlds, seat, legal, random.Random(0))
    assert 1 <= len(picked) <= 10 and all(a in legal for a in picked)
    inner = EVALUATOR.search_actions(GAME, worlds[0], seat, legal)
    assert 1 <= len(inner) <= 6 and all(a in legal for a in inner)


def test_F_6_4_no_bluff_against_a_seat_that_can_doubt_for_free() -> None:
    state = _move_state(10)
    seat = state.active
    ent = enterable(state)
    # Own official somewhere that cannot enter; the rival holds no card.
    mine = next(o for o in range(25) if state.positions[o] >= 0 and not ent >> o & 1)
    hands = tuple((0, 1) if s == seat else () for s in range(2))
    boards = tuple(mine if s == seat else b for s, b in enumerate(state.boards))
    state = replace(state, hands=hands, boards=boards)
    entrance = ENTRANCES[state.target]
    legal = GAME.legal_actions(state, seat)
    for _, action in rank_moves(state, seat, legal, random.Random(0))[:5]:
        assert action == A.END_TURN or A.MOVE_KEYS[action][1] != entrance


def test_F_5_5_the_dragon_takes_the_card_that_completes_a_set() -> None:
    """Red hat and coat in hand: the rival's red trousers make a triple (10) — worth more than
    anything else on offer."""
    state = _move_state(12)
    seat = state.active
    hands = tuple((0, 1) if s == seat else (2, 4, 8) for s in range(2))
    state = replace(state, hands=hands, phase="dragon")
    legal = GAME.legal_actions(state, seat)
    worlds = [GAME.sample_state(GAME.view(state, seat), seat, random.Random(0))]
    choice = EVALUATOR.heuristic_choice(GAME, worlds, seat, legal, random.Random(0))
    assert choice == A.take_card(1 - seat, 2)
