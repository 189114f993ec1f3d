"""City scoring (M-7), its worked examples (M-7.5), the end (M-8.1) and final ranking (M-8.2/8.3)."""

from __future__ import annotations

from dataclasses import replace

from desktop_app.engine.messages import render
from desktop_app.games.maharaja import GAME
from desktop_app.games.maharaja.board import CITIES
from desktop_app.games.maharaja.scoring import GOLD_TABLE, city_points, score_city
from desktop_app.games.maharaja.state import OVER, PLANNING

from .helpers import act, city_houses, fresh, palaces, player, turn


def scored(state, city):
    """Score ``city`` as phase D would (the Maharaja stands there)."""
    return score_city(replace(state, maharaja=city)).last_scoring


def test_M_7_1_points_architect_houses_palaces() -> None:
    state = city_houses(fresh(3, cards=((4,), (5,), (6,))), "ajmer", 2, 0, 1)
    state = palaces(state, "ajmer", central=1, outer=(0, 2))
    state = player(state, 2, architect="ajmer")
    assert city_points(state, "ajmer") == (3, 3, 3)
    pro = player(fresh(3, "pro1", cards=((4,), (5,), (6,))), 0, architect="jodhpur")
    assert city_points(pro, "ajmer") == (0, 0, 1)  # card 6 shows Ajmer (M-9.2)
    neutral = palaces(fresh(2, "pro1"), "ajmer", outer=(-2, -2, -2))
    assert city_points(neutral, "ajmer") == (0, 0)


def test_M_7_2_ranking_by_points_then_lower_card() -> None:
    state = city_houses(fresh(4, cards=((4,), (2,), (3,), (1,))), "jaipur", 2, 2, 1, 0)
    result = scored(state, "jaipur")
    assert result.ranking == (1, 0, 2)  # seat 3 has no point and is not ranked


def test_M_7_3_gold_by_rank_and_player_count() -> None:
    assert GOLD_TABLE == {2: (10, 5), 3: (11, 7, 3), 4: (12, 9, 6, 3), 5: (13, 10, 7, 4, 1)}
    state = city_houses(fresh(5), "jaipur", 5, 4, 3, 2, 1)
    result = scored(state, "jaipur")
    assert result.gold == (13, 10, 7, 4, 1) and result.sole is None
    nobody = scored(fresh(5), "jaipur")
    assert nobody.gold == (0,) * 5 and nobody.ranking == ()
    two = scored(city_houses(fresh(2), "udaipur", 1, 3), "udaipur")
    assert two.gold == (5, 10)


def test_M_7_4_sole_presence_bonus() -> None:
    state = city_houses(fresh(2), "jodhpur", 0, 1)
    result = scored(state, "jodhpur")
    assert result.gold == (0, 15) and result.sole == 1
    before = state.players[1].gold
    assert score_city(replace(state, maharaja="jodhpur")).players[1].gold == before + 15


def test_M_7_5_worked_example_1_four_players_jaipur() -> None:
    # Red seat 0 (card 3), Blue seat 1 (card 1), Green seat 2 (card 5), Yellow seat 3 (card 2).
    state = fresh(4, cards=((3,), (1,), (5,), (2,)))
    state = player(state, 0, architect="jaipur")
    state = city_houses(state, "jaipur", 1, 0, 2, 0)
    state = palaces(state, "jaipur", central=1, outer=(0,))
    result = scored(state, "jaipur")
    assert result.points == (4, 3, 2, 0)
    assert result.ranking == (0, 1, 2)
    assert result.gold == (12, 9, 6, 0)


def test_M_7_5_worked_example_2_three_player_tie_udaipur() -> None:
    # A seat 0 (card 4), B seat 1 (card 2), C seat 2 (card 6).
    state = fresh(3, cards=((4,), (2,), (6,)))
    state = player(state, 0, architect="udaipur")
    state = city_houses(state, "udaipur", 2, 2, 0)
    state = palaces(state, "udaipur", central=2, outer=(1,))
    result = scored(state, "udaipur")
    assert result.points == (3, 3, 3)
    assert result.ranking == (1, 0, 2) and result.gold == (7, 11, 3)


def test_M_7_5_worked_example_3_five_players_sole_presence_bikaner() -> None:
    state = fresh(5, cards=((1,), (2,), (3,), (4,), (6,)))
    state = player(state, 4, architect="bikaner")
    state = city_houses(state, "bikaner", 0, 0, 0, 0, 1)
    result = scored(state, "bikaner")
    assert result.points == (0, 0, 0, 0, 2) and result.gold == (0, 0, 0, 0, 18)


def test_M_8_1_end_after_palace_supply_empties_or_top_ten() -> None:
    state = player(turn(fresh(2), 0, "build_palace", "take_gold"), 0, architect="jaipur", palaces=1)
    state = act(state, 0, "build_palace", city="jaipur")
    state = act(state, 0, "end_turn")
    assert state.phase != OVER  # the remaining turns of the round are played
    state = act(state, 1, "end_turn")
    assert state.phase == OVER and state.last_scoring.city == "jaipur"
    ten = act(replace(turn(fresh(2), 1), top=10), 1, "end_turn")
    assert ten.phase == OVER
    nine = act(replace(turn(fresh(2), 1), top=9), 1, "end_turn")
    assert nine.phase == PLANNING and nine.top == 10


def _final(palace_counts, gold, cards):
    """A finished 4-player match with the given palaces on the board, gold and cards."""
    state = fresh(4, cards=tuple((c,) for c in cards))
    for i, city in enumerate(CITIES):
        owners = [s for s in range(4) if palace_counts[s] > i]
        state = palaces(state, city, central=owners[0] if owners else None, outer=tuple(owners[1:]))
    for seat in range(4):
        state = player(state, seat, gold=gold[seat])
    return replace(state, phase=OVER)


def test_M_8_2_final_ranking_palaces_gold_card() -> None:
    state = _final((3, 3, 3, 4), (10, 12, 10, 0), (1, 4, 2, 3))
    outcome = GAME.outcome(state)
    assert outcome.ranking == (3, 1, 0, 2)
    assert outcome.scores == {0: 3, 1: 3, 2: 3, 3: 4}
    lines = [render(line) for line in outcome.explanation]
    assert "more palaces" in lines[0]
    assert "more gold" in lines[1]
    assert "lower card" in lines[2]
    assert outcome.details[3] == {"palaces": 4, "gold": 0, "cards": [3]}
    assert GAME.view(state, None)["result"]["ranking"] == [3, 1, 0, 2]


def test_M_8_3_worked_example_final_ranking() -> None:
    # A seat 0, B seat 1, C seat 2, D seat 3.
    state = _final((7, 6, 6, 6), (20, 41, 41, 12), (4, 3, 1, 2))
    outcome = GAME.outcome(state)
    assert outcome.ranking == (0, 2, 1, 3)
    assert render(outcome.explanation[1]).endswith("lower card (1 to 3)")
