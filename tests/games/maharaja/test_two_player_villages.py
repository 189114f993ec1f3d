"""Issue 13, item 11: with two players a village holds only 1 house (M-1.4, M-2.4; D-18).

Every route by which a house reaches a village is checked: starting houses (M-2.4), the disc
actions M-4.2, M-4.3, M-4.4 and M-4.7, the Entrepreneur's free house and move (M-6.5) and the
pro action chips (M-9.2) — both what ``legal_actions`` offers and what ``apply`` refuses.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from desktop_app.ai.base import make_bot
from desktop_app.ai.selfplay import play
from desktop_app.engine import CHANCE, Action, IllegalAction
from desktop_app.engine.session import Session
from desktop_app.games.maharaja import GAME
from desktop_app.games.maharaja.board import VILLAGES
from desktop_app.games.maharaja.state import OVER

from .helpers import act, fresh, legal, player, turn, villages

SHUFFLED = ("udaipur", "jaipur", "ajmer", "bikaner", "jodhpur", "chittorgarh", "jaisalmer")


def rule_of(state, seat, kind, **params) -> str:
    with pytest.raises(IllegalAction) as error:
        act(state, seat, kind, **params)
    return error.value.rule_id


def village_targets(actions) -> set[str]:
    """Every village some house of these actions would go to."""
    found = set()
    for action in actions:
        for key in ("at", "village", "to"):
            value = action.get(key)
            if value in VILLAGES:
                found.add(value)
    return found


def test_M_1_4_two_players_village_holds_one_house() -> None:
    state = villages(turn(fresh(2), 0, "build_house", "build_house"), v01=(1,))
    assert rule_of(state, 0, "build_house", at="v01") == "M-1.4"
    assert "v01" not in village_targets(legal(state, 0))
    state = act(state, 0, "build_house", at="v02")
    assert state.villages[1] == (0,)
    # the same village still takes a second house with three to five players
    for n in (3, 4, 5):
        more = villages(turn(fresh(n), 0, "build_house", "build_house"), v01=(1,))
        assert act(more, 0, "build_house", at="v01").villages[0] == (1, 0)


def test_M_2_4_two_player_starting_houses_one_per_village() -> None:
    state = GAME.initial_state(2, {})
    state = GAME.apply(state, CHANCE, Action.make("shuffle_shields", order=SHUFFLED))
    state = act(act(state, 0, "pick_card", card=3), 1, "pick_card", card=5)
    state = act(state, 0, "place_start_house", village="v07")
    with pytest.raises(IllegalAction) as error:
        act(state, 1, "place_start_house", village="v07")
    assert error.value.rule_id == "M-1.4"
    assert "with two players a village holds only 1 house" in error.value.reason
    offered = {a["village"] for a in legal(state, 1)}
    assert "v07" not in offered and len(offered) == 29
    rng = random.Random(3)
    while state.phase != "planning":
        seat = min(GAME.to_move(state))
        state = GAME.apply(state, seat, rng.choice(legal(state, seat)))
    assert sum(len(owners) for owners in state.villages) == 8
    assert all(len(owners) <= 1 for owners in state.villages)


def test_D_18_village_capacity_in_the_view() -> None:
    assert [GAME.view(fresh(n), None)["village_capacity"] for n in (2, 3, 4, 5)] == [1, 2, 2, 2]
    assert fresh(2).village_capacity == 1 and fresh(3).village_capacity == 2


def test_i13_11_every_house_placement_respects_the_two_player_capacity() -> None:
    """Builds, moves, the palace's house, the Entrepreneur's free steps and chips (M-4, M-6.5, M-9.2)."""
    full = {"v01": (1,), "v05": (1,)}
    base = player(villages(fresh(2, cards=((5,), (2,))), **full), 0, architect="jaipur", gold=40)
    base = villages(base, v20=(0,))  # an own house that could move
    cases = [
        ("build_house", "build_house", {"at": "v01"}),
        ("build_two_houses", "build_two_houses", {"city": "jaipur", "village": "v01"}),
        ("move_house", "move_house", {"from": "v20", "to": "v01"}),
        ("build_palace_house", "build_palace_house", {"city": "jaipur", "at": "v05"}),
    ]
    for a, b, params in cases:
        state = turn(base, 0, a, b)
        assert rule_of(state, 0, a, **params) == "M-1.4", a
        assert not village_targets(legal(state, 0)) & set(full), a
    state = turn(base, 0, "take_gold", "take_gold")
    assert rule_of(state, 0, "free_house", at="v01") == "M-1.4"
    assert rule_of(state, 0, "free_move", from_="v20", to="v05") == "M-1.4"
    assert not village_targets(legal(state, 0)) & set(full)
    assert act(state, 0, "free_house", at="v02").villages[1] == (0,)
    pro = player(turn(replace_variant(base, "pro1"), 0, "take_gold", "take_gold"), 0, chips=2)
    chip = Action.make("chip_action", action="build_house", at="v01")
    with pytest.raises(IllegalAction) as error:
        GAME.apply(pro, 0, chip)
    assert error.value.rule_id == "M-1.4"
    chips = [a for a in legal(pro, 0) if a.type == "chip_action"]
    assert chips and not village_targets(chips) & set(full)


def replace_variant(state, variant: str):
    """The same position in a pro variant, with chips in the supply (M-9.2)."""
    return replace(state, variant=variant, chip_supply=5)


def _never_two_in_a_village(session: Session) -> None:
    state = session.state_at(0)
    for entry in session.record:
        state = GAME.apply(state, entry.seat, entry.action)
        assert all(len(owners) <= 1 for owners in state.villages), entry


@pytest.mark.parametrize("variant", ["base", "pro2"])
def test_i13_11_two_player_bot_match_runs_to_the_end(variant: str) -> None:
    session = Session.new("maharaja", 2, {"variant": variant}, seed=13)
    play(session, {0: make_bot("heuristic", 1), 1: make_bot("random", 2)})
    assert session.head_state.phase == OVER and session.outcome() is not None
    _never_two_in_a_village(session)
