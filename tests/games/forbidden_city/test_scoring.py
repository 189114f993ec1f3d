"""Scoring (F-7.2..F-7.5): the worked examples, a brute-force partition check, and ranking."""

from __future__ import annotations

import random
from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.engine.messages import render
from desktop_app.games.forbidden_city import GAME
from desktop_app.games.forbidden_city.scoring import arrange, score
from desktop_app.games.forbidden_city.state import OVER
from tests.games.forbidden_city.helpers import card, scenario


def cards(*names: str) -> list[int]:
    return [card(n) for n in names]


def group_value(group: tuple[int, ...]) -> int | None:
    """F-7.2 value of one group, or None if it is not a legal group."""
    colours = {c // 3 for c in group}
    if len(colours) == 1:
        return (0, 1, 4, 10)[len(group)]
    garments = {c % 3 for c in group}
    if len(group) == 3 and len(colours) == 3 and len(garments) == 3:
        return 6
    return None


@cache
def brute(hand: frozenset[int]) -> int:
    """Best total over every split into groups (exhaustive)."""
    if not hand:
        return 0
    first = min(hand)
    rest = sorted(hand - {first})
    best = 0
    for size in range(3):
        from itertools import combinations

        for others in combinations(rest, size):
            group = (first, *others)
            value = group_value(group)
            if value is not None:
                best = max(best, value + brute(hand - set(group)))
    return best


def test_F_7_4_example_1():
    assert (
        score(cards("red hat", "red coat", "red trousers", "blue hat", "blue coat", "green trousers")) == 15
    )


def test_F_7_4_example_2():
    assert score(cards("red hat", "blue coat", "green trousers", "yellow hat")) == 7


def test_F_7_4_example_3_greedy_is_wrong():
    hand = cards("red hat", "blue coat", "green hat", "green trousers")
    assert score(hand) == 7
    groups = arrange(hand)
    assert sorted(map(sorted, groups)) == sorted(
        map(sorted, [cards("red hat", "blue coat", "green trousers"), cards("green hat")])
    )


def test_F_7_4_example_4_three_pairs_or_two_mixed_sets():
    hand = cards("red hat", "red coat", "blue hat", "blue trousers", "green coat", "green trousers")
    assert score(hand) == 12


def test_F_7_4_example_5():
    hand = cards(
        "red hat", "red coat", "red trousers", "blue coat", "green trousers",
        "yellow hat", "white trousers", "purple hat", "orange coat",
    )  # fmt: skip
    assert score(hand) == 22


def test_F_7_4_example_6_mixed_set_needs_three_colours():
    assert score(cards("red hat", "red coat", "blue trousers")) == 5


def test_F_7_2_group_values():
    assert score(cards("red hat")) == 1
    assert score(cards("red hat", "red coat")) == 4
    assert score(cards("red hat", "red coat", "red trousers")) == 10
    assert score(cards("red hat", "blue coat", "green trousers")) == 6
    assert score([]) == 0


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=23), max_size=12, unique=True))
def test_F_7_3_optimiser_matches_brute_force_partitions(hand):
    assert score(hand) == brute(frozenset(hand))
    groups = arrange(hand)
    assert sorted(c for g in groups for c in g) == sorted(hand)
    assert sum(group_value(tuple(g)) for g in groups) == score(hand)


def test_F_7_3_all_24_cards_is_fast_and_exact():
    assert score(range(24)) == 80  # eight colours complete: 8 * 10
    rng = random.Random(3)
    for _ in range(20):
        hand = rng.sample(range(24), 18)
        assert sum(group_value(tuple(g)) for g in arrange(hand)) == score(hand)


def test_F_7_5_ranking_points_then_cards_then_shared():
    state = scenario(
        3,
        hands={
            0: ["red hat", "red coat"],  # 4 points, 2 cards
            1: ["blue hat", "green coat", "yellow trousers", "white hat"],  # 7 points, 4 cards
            2: ["black hat", "black coat"],  # 4 points, 2 cards
        },
        phase=OVER,
    )
    outcome = GAME.outcome(state)
    assert outcome.ranking == (1, 0, 2)
    assert outcome.scores == {0: 4, 1: 7, 2: 4}
    assert "share" in render(outcome.explanation[1])
    assert outcome.details[0]["shared_with"] == [2]


def test_F_7_5_more_cards_breaks_a_points_tie():
    state = scenario(
        2,
        hands={0: ["red hat", "red coat"], 1: ["blue hat", "green hat", "yellow hat", "white hat"]},
        phase=OVER,
    )
    outcome = GAME.outcome(state)
    assert outcome.ranking == (1, 0) and "more cards" in render(outcome.explanation[0])
